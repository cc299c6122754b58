import type id from '../id/landing';

export default {
  meta: {
    title: 'Invest in mutual funds from Rp 10,000 · Celengan',
    description:
      'Invest in mutual funds online with Celengan: start from Rp 10,000, registered with and supervised by OJK. Choose money market, fixed income, mixed or stock funds.',
  },
  hero: {
    badge: 'Registered & supervised by OJK',
    greeting: 'Hello, {{name}}!',
    greetingBody: 'Good to see you again. Let’s keep your investments growing.',
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
    cta: 'See funds',
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
  },
} satisfies typeof id;
