import type id from '../../id/transact/sell';

export default {
  title: 'Sell a fund',
} satisfies typeof id;
