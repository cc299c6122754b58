import type id from '../id/allocation';

export default {
  meta: {
    title: '{{name}} allocation',
    description: 'How {{name}} is held across your portfolios.',
    notFoundTitle: 'Fund not found',
  },
  back: 'Back to the fund',
  eyebrow: 'Investment allocation',
  subtitle: '{{type}} · {{manager}}',
  nav: {
    label: 'Latest NAV/unit',
    asOf: 'as of {{date}}',
    none: 'No NAV yet',
  },
  figures: {
    value: 'Investment value',
    units: 'Units',
    cost: 'Cost',
    profit: 'Profit',
    returnRate: 'Return',
    share: 'Share',
    unitsValue: '{{units}} units',
  },
  total: {
    title: 'Total across portfolios',
    portfolios_one: 'Held in {{count}} portfolio',
    portfolios_other: 'Held in {{count}} portfolios',
  },
  portfolios: {
    title: 'By portfolio',
    listLabel: 'Portfolios holding this fund',
    shareOf: '{{share}} of your units in this fund',
    sell: 'Sell',
    move: 'Move',
    sellFrom: 'Sell from {{name}}',
    moveFrom: 'Move or switch from {{name}}',
    held: '{{units}} units being sold/switched',
    default: 'Main',
    robo: 'Robo',
    inactive: 'Inactive',
  },
  note: 'The value is the latest NAV/unit times the units, rounded down. Profit is the value minus the cost (purchase fees included) and is unrealized until the units are sold.',
  pending: {
    title: 'Transactions in progress',
    body: 'Units from these transactions reach the portfolio once the NAV of their transaction date is published.',
    kinds: {
      SUBSCRIPTION: 'Purchase',
      SWITCH_IN: 'Switch in',
    },
    statuses: {
      WAITING_PAYMENT: 'Waiting for payment',
      PAID: 'Waiting for NAV',
    },
    into: 'into {{name}}',
    open: 'transaction {{number}}',
  },
  empty: {
    title: 'You do not hold this fund yet',
    body: 'None of your portfolios holds units of {{name}}. Once a purchase has been processed, its details show here.',
    back: 'Back to the fund page',
  },
} satisfies typeof id;
