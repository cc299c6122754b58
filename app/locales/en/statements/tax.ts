import type id from '../../id/statements/tax';

export default {} satisfies typeof id;
