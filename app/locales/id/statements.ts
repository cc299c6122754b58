// Issue 18 items 1, 2: the e-statement page and documents. One namespace (one chunk per language, decision 017) made
// of a file per part: the monthly e-statement and the page (helper "statements"), the tax report (helper "tax").
import monthly from './statements/monthly';
import tax from './statements/tax';

export default { monthly, tax };
