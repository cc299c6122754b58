// Starts the production server on a fresh database for the browser tests: the first run of
// `npm start` in miniature (migrations, then the default demo data).
import { rmSync } from 'node:fs';

const path = process.env.DATABASE_PATH;
if (!path || !path.startsWith('tests/.tmp/')) throw new Error('e2e-server: DATABASE_PATH must be under tests/.tmp/');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
// The previous run's KYC documents (decision 044) go with its database.
const dataDir = process.env.DATA_DIR;
if (dataDir) {
  if (!dataDir.startsWith('tests/.tmp/')) throw new Error('e2e-server: DATA_DIR must be under tests/.tmp/');
  rmSync(`${dataDir}/documents`, { recursive: true, force: true });
}
// The browser tests run the jobs themselves through the CLI, on their own clock (decision 076).
process.env.JOBS ??= 'off';
await import('../server.js');
