import type id from '../id/statements';
import monthly from './statements/monthly';
import tax from './statements/tax';

export default { monthly, tax } satisfies typeof id;
