// Starts Celengan: `node server.js` serves the production build (npm start builds it first).
// Kept tiny on purpose: everything else lives in server/app.ts, which Vite builds and typechecks.
import { fileURLToPath } from 'node:url';

const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));
const { start } = await import('./build/server/index.js');
await start({ clientDir });
