import type id from '../../id/performance/overview';

export default {
  meta: {
    title: 'Portfolio performance',
    description: "The value of all your portfolios over time, your return and the funds' return, and the allocation by fund type.",
  },
  back: 'My portfolios',
  title: 'Performance of all portfolios',
  intro: 'All your active portfolios added up. Investments in US dollars are counted in rupiah.',
  value: 'Value now',
  invested: 'Net deposits',
  since: 'Since {{date}} · valued at the NAV of {{asOf}}',
  chart: {
    title: 'Value over time',
    label: 'Chart of the value of all portfolios against net deposits, {{from}} to {{to}}',
    value: 'Value',
    invested: 'Net deposits',
    summary: 'The value moved from {{fromValue}} ({{from}}) to {{toValue}} ({{to}}); net deposits are now {{invested}}.',
  },
  allocation: {
    title: 'Allocation by fund type',
    share: '{{percent}} of the value',
    open: 'See the {{type}} funds',
  },
  portfolios: {
    title: 'By portfolio',
    open: 'Open {{name}}',
  },
  realized: {
    title: 'Realized profit',
    body: 'What each sale, switch and cash dividend earned.',
    open: 'See realized profit',
  },
  empty: {
    title: 'No investments yet',
    body: 'Performance shows once your first purchase is processed.',
    cta: 'See funds',
  },
} satisfies typeof id;
