import type id from '../id/recurring';
import pages from './recurring/pages';
import rules from './recurring/rules';

export default { rules, pages } satisfies typeof id;
