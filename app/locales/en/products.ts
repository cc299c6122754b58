import type id from '../id/products';

export default {} satisfies typeof id;
