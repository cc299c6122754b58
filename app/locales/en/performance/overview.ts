import type id from '../../id/performance/overview';

export default {} satisfies typeof id;
