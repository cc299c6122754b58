import type id from '../id/portfolio';

export default {
  meta: {
    title: '{{name}} · Portfolio',
    description: 'Value, profit and funds of the {{name}} portfolio.',
    notFoundTitle: 'Portfolio not found',
    listTitle: 'My portfolios',
    listDescription: 'All your mutual-fund portfolios with their value, profit and return.',
  },
  back: 'Back to home',
  badges: {
    robo: 'Robo Cermat',
    main: 'Main',
  },
  summary: {
    title: 'Portfolio value',
    hiddenValue: 'Balance hidden',
    usdValue: 'Investments in US dollars',
    profit: 'Profit',
    returnRate: 'Return',
    asOf: 'Valued at the latest NAV. Profit is not realized until the units are sold.',
    breakdown: 'Rupiah and US dollar breakdown',
    currencies: {
      IDR: 'Rupiah (IDR)',
      USD: 'US dollar (USD)',
    },
    cost: 'Cost',
    value: 'Value',
    usdNote: 'Each currency on its own (US dollars in dollars). The rupiah total above counts the dollar investments at the latest buy rate.',
  },
  actions: {
    buy: 'Buy',
    buyLabel: 'Buy the {{name}} portfolio',
    addFund: 'Add a fund',
  },
  recommendations: {
    title: 'Robo Cermat recommendation',
    body: 'Every purchase is split over these funds by their share.',
    target: 'Share',
  },
  holdings: {
    title: 'Funds in this portfolio',
    count_one: '{{count}} fund',
    count_other: '{{count}} funds',
    units: 'Units',
    value: 'Value',
    topUp: 'Top up',
    sell: 'Sell',
    move: 'Move',
    sellOf: 'Sell {{name}}',
    moveOf: 'Move or switch {{name}}',
    switch: 'Switch',
    switchOf: 'Switch {{name}} to another fund',
    held: '{{units}} units being sold/switched',
    freeUnits: 'Units available',
  },
  pending: {
    title: 'Transactions in progress',
    body: 'The units of these transactions enter or leave the portfolio once the NAV of their date is published.',
    kinds: {
      SUBSCRIPTION: 'Purchase of {{name}}',
      SWITCH_IN: 'Switch into {{name}}',
      REDEMPTION: 'Sale of {{name}}',
      SWITCH: 'Switch from {{name}} to {{target}}',
    },
    units: '{{units}} units',
    statuses: {
      WAITING_PAYMENT: 'Waiting for payment',
      PAID: 'Waiting for the NAV',
    },
    open: 'transaction {{number}}',
  },
  api: {
    notFound: 'Portfolio not found.',
  },
  empty: {
    title: 'This portfolio is empty',
    robo: 'Buy this portfolio to start investing by the Robo Cermat recommendation below.',
    other: 'Add your first fund to this portfolio.',
    pending: 'Your purchase is being processed: its units show here once the NAV is published.',
  },
  list: {
    title: 'My portfolios',
    count_one: '{{count}} active portfolio',
    count_other: '{{count}} active portfolios',
    listLabel: 'Portfolios',
    empty: {
      title: 'No portfolio yet',
      body: 'A portfolio is made when you buy your first fund.',
      cta: 'See all funds',
    },
  },
} satisfies typeof id;
