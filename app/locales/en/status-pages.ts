import type id from '../id/status-pages';

export default {} satisfies typeof id;
