import type id from '../id/landing';

export default {} satisfies typeof id;
