import type id from '../id/realized-profits';

export default {
  title: 'Realized profits',
  subtitle: 'What you have received from sales, switches and cash dividends.',
  seeAll: 'See all, with how each was calculated',
  count: 'Total: {{count}} transactions',
  orderTypes: {
    SELL: 'Sale',
    SWITCH_OUT: 'Switch',
    DIVIDEND_CASH: 'Cash dividend',
  },
  filters: {
    label: 'Filter realized profits',
    orderTypes: 'Transaction type',
    name: 'Search fund name',
    namePlaceholder: 'E.g. Tirta',
    apply: 'Apply',
    clear: 'Clear filters',
    updating: 'Updating the list…',
  },
  row: {
    portfolio: 'Portfolio',
    amount: 'Cash received',
    profit: 'Profit',
    returnRate: 'Return',
    noReturnRate: 'Not applicable (no cost)',
    up: 'Gain',
    down: 'Loss',
    flat: 'Break-even',
    masked: 'Amount hidden',
  },
  empty: {
    title: 'No realized profits yet',
    body: 'Realized profits appear here once you sell or switch a fund, or receive a cash dividend.',
  },
  emptyFiltered: {
    title: 'Nothing matches',
    body: 'No realized profits match your filters.',
  },
  paging: {
    loadMore: 'Load more',
    loading: 'Loading the next transactions…',
    loaded: '{{count}} transactions shown',
    end: 'All transactions are shown.',
    error: 'Could not load the next transactions. Check your connection and try again.',
    retry: 'Try again',
  },
  api: {
    invalidQuery: 'Invalid request parameters.',
  },
} satisfies typeof id;
