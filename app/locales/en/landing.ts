import type id from '../id/landing';

export default {
  meta: {
    title: 'Invest in mutual funds from Rp 10,000',
    description:
      'Invest in mutual funds online with Celengan: start from Rp 10,000, registered with and supervised by OJK. Choose money market, fixed income, mixed or stock funds.',
  },
  dashboardLoading: 'Loading your portfolio…',
  hero: {
    badge: 'Registered & supervised by OJK',
    title: 'Invest in mutual funds from {{amount}}',
    body: 'Save for your goals in money market, fixed income, mixed and stock funds. Sign up online in minutes, then buy and sell right from your phone.',
    cta: 'Start investing',
    explore: 'Explore fund types',
    appTitle: 'Even easier in the app',
  },
  benefits: {
    title: 'Why invest with Celengan?',
    subtitle: 'Everything you need to start investing with peace of mind.',
    items: {
      start: {
        title: 'Start from {{amount}}',
        body: 'No large capital needed. Set aside a little at a time, whenever you like.',
      },
      ojk: {
        title: 'Registered with and supervised by OJK',
        body: 'Celengan is a Mutual Fund Selling Agent registered with and supervised by the Financial Services Authority.',
      },
      custodian: {
        title: 'Money held by a custodian bank',
        body: 'Your money is not held by Celengan but by a separate, supervised custodian bank.',
      },
      liquid: {
        title: 'Easy to cash out',
        body: 'Sell on any exchange day. The money reaches your bank account within 7 exchange days.',
      },
    },
  },
  categories: {
    title: 'Choose a fund type',
    subtitle: 'Match it to your goal and how long you plan to invest.',
    riskLabel: 'Risk',
    horizonLabel: 'Time horizon',
    risk: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
    },
    count_one: 'See {{count}} fund',
    count_other: 'See {{count}} funds',
    types: {
      PASAR_UANG: {
        body: 'Invested in deposits and short-term debt. Well suited to an emergency fund.',
        horizon: 'Less than 1 year',
      },
      PENDAPATAN_TETAP: {
        body: 'Mostly government and corporate bonds, with relatively steady returns.',
        horizon: '1 to 3 years',
      },
      CAMPURAN: {
        body: 'Stocks, bonds and money market in one product for balanced growth.',
        horizon: '3 to 5 years',
      },
      SAHAM: {
        body: 'Mostly company shares: the highest growth potential, with bigger ups and downs.',
        horizon: 'More than 5 years',
      },
    },
  },
  closing: {
    title: 'Ready to start?',
    body: 'Open a free account and make your first investment today.',
    cta: 'Start investing',
    join: 'Already have an account? Sign in',
  },
  referralInvite: {
    title: 'You were invited with code {{code}}',
    body: 'Sign up and make a first investment of at least Rp 1,000,000 to get a {{amount}} cashback.',
    cta: 'Sign up now',
  },
  robo: {
    title: 'Robo Cermat: a portfolio for your risk profile',
    subtitle: 'Answer a few questions and Robo Cermat suggests a portfolio of selected funds and keeps its mix in shape for you.',
    allocationLabel: 'Mix of the {{name}} portfolio',
    fundsLabel: 'Suggested funds',
    share: '{{percent}} of the portfolio',
    oneYear: '1-year return',
    minimum: 'From {{amount}}',
    noReturn: 'Under 1 year',
    invest: 'Invest now in the {{name}} portfolio',
    investShort: 'Invest now',
    findProfile: 'Find your risk profile',
    signUpPrompt: 'No account yet?',
    join: 'Sign up for free',
    carouselLabel: 'Robo Cermat portfolios',
    models: {
      CONSERVATIVE: { name: 'Conservative', body: 'Puts stability first, with most of it in money market and bonds.' },
      MODERATE: { name: 'Moderate', body: 'Balances growth and stability, with most of it in bonds.' },
      HIGH: { name: 'Aggressive', body: 'Aims for long-term growth, with most of it in stocks.' },
    },
  },
  security: {
    title: 'How your investment is protected',
    subtitle: 'Your money and data are protected in layers, from regulation to technology.',
    items: {
      ojk: { title: 'Licensed and supervised by OJK', body: 'Celengan is a registered mutual fund selling agent (APERD) supervised by the Financial Services Authority.' },
      custodian: { title: 'Money held by a custodian bank', body: 'Your payment goes to the fund’s account at the custodian bank, not to Celengan.' },
      ksei: { title: 'Registered in your name', body: 'Your units are recorded at KSEI and you can check them yourself in AKSes KSEI.' },
      protection: { title: 'Encrypted data and a PIN', body: 'Encrypted connections, hashed passwords, and a PIN to confirm every transaction.' },
    },
  },
  partners: {
    title: 'Investment manager partners',
    subtitle: 'The funds on Celengan are managed by OJK-licensed investment managers.',
    funds_one: '{{count}} fund',
    funds_other: '{{count}} funds',
    carouselLabel: 'Investment manager partners',
  },
  priority: {
    title: 'Celengan Priority',
    body: 'A dedicated service for investors with Rp 500 million or more invested: a personal relationship manager, monthly portfolio reports and exclusive education events.',
    cta: 'About Celengan Priority',
  },
  promo: {
    title: 'Offers and news',
    carouselLabel: 'Offers',
    newWindow: '(opens in a new window)',
  },
  video: {
    title: 'Learn with videos',
    subtitle: 'Short classes on mutual funds, from the basics to strategy.',
    seeAll: 'See all classes',
  },
  download: {
    title: 'Invest on the go with the app',
    body: 'Follow your portfolio, buy and sell funds and set up regular saving right from your phone.',
  },
  articles: {
    title: 'Latest articles',
    subtitle: 'Short guides to investing with peace of mind.',
    seeAll: 'See all articles',
  },
  qna: {
    title: 'Frequently asked questions',
  },
  howTo: {
    title: 'How to buy and sell mutual funds',
    tabsLabel: 'How to transact',
    buy: {
      tab: 'How to buy',
      steps: {
        register: { title: 'Sign up and get verified', body: 'Create an account, fill in your details as on your ID card and wait for verification (usually 1 working day).' },
        choose: { title: 'Choose a fund', body: 'Compare returns, costs and risk, or follow a Robo Cermat portfolio.' },
        pay: { title: 'Pay', body: 'Enter an amount from Rp 10,000 and pay by virtual account or e-wallet.' },
        units: { title: 'Get your units', body: 'Units are priced at the NAV of the exchange day of payment (before 13:00 WIB) and show in your portfolio.' },
      },
    },
    sell: {
      tab: 'How to sell',
      steps: {
        open: { title: 'Open your portfolio', body: 'Choose the fund you want to sell from your portfolio.' },
        amount: { title: 'Choose the amount', body: 'Sell some or all units; the summary shows what you can expect to receive.' },
        confirm: { title: 'Confirm with your PIN', body: 'Check the registered bank account, then confirm with your PIN.' },
        receive: { title: 'Receive the money', body: 'The money reaches your account within 7 exchange days after the sale is processed.' },
      },
    },
  },
  redirectPopup: {
    title: 'We have moved',
    body: 'Celengan now lives at this address. Your account, portfolio and history are unchanged. This notice applies from {{date}}.',
    close: 'Got it',
  },
} satisfies typeof id;
