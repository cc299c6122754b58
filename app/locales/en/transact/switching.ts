import type id from '../../id/transact/switching';

export default {
  title: 'Switch to another fund',
} satisfies typeof id;
