import type id from '../id/performance';
import details from './performance/details';
import overview from './performance/overview';

export default { overview, details } satisfies typeof id;
