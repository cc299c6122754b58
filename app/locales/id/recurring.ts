// Issue 17: Nabung Rutin. One namespace (one chunk per language, decision 017) made of a file per part: the rules'
// words (states, reasons, field errors: helper "recurring-core") and the pages' (helper "recurring-pages").
import pages from './recurring/pages';
import rules from './recurring/rules';

export default { rules, pages };
