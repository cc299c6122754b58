import type id from '../../id/transact/move';

export default {
  title: 'Move to another portfolio',
} satisfies typeof id;
