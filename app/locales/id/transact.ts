// Issue 15: selling, switching and moving a fund. One namespace (one chunk per language, decision 017) made of
// a file per flow, so that the three flows keep their texts apart without growing every page's loader map.
import move from './transact/move';
import sell from './transact/sell';
import switching from './transact/switching';

export default { sell, switching, move };
