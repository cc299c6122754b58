import type id from '../id/passkeys';

export default {} satisfies typeof id;
