// Issue 16: the performance pages. One namespace (one chunk per language, decision 017) made of a file per part.
import details from './performance/details';
import overview from './performance/overview';

export default { overview, details };
