import type id from '../../id/performance/details';

export default {} satisfies typeof id;
