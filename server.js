// Starts Celengan: `node server.js` serves the production build (npm start builds it first).
// Kept tiny on purpose: everything else lives in server/app.ts, which Vite builds and typechecks.
//
// It is the production server whatever the shell says (NODE_ENV=production unless set otherwise);
// `--demo` (what `npm start` passes) adds the demo conveniences, DEMO_MODE=true unless set
// otherwise, so that what a newcomer runs is what production runs (decision 031).
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--demo')) process.env.DEMO_MODE ??= 'true';

const clientDir = fileURLToPath(new URL('./build/client', import.meta.url));
try {
  const { start } = await import('./build/server/index.js');
  await start({ clientDir });
} catch (error) {
  // A bad environment is the operator's to fix: the variables and what is wrong, without a stack.
  if (!(error instanceof Error && error.message.startsWith('Invalid environment'))) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
