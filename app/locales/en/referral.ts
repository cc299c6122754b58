import type id from '../id/referral';

export default {} satisfies typeof id;
