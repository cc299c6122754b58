import type id from '../id/risk-profile';

export default {} satisfies typeof id;
