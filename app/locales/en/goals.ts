import type id from '../id/goals';

export default {} satisfies typeof id;
