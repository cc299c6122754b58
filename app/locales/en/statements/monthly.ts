import type id from '../../id/statements/monthly';

export default {} satisfies typeof id;
