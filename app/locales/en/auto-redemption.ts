import type id from '../id/auto-redemption';

export default {} satisfies typeof id;
