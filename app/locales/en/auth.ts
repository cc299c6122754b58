import type id from '../id/auth';

export default {} satisfies typeof id;
