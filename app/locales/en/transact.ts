import type id from '../id/transact';
import move from './transact/move';
import sell from './transact/sell';
import switching from './transact/switching';

export default { sell, switching, move } satisfies typeof id;
