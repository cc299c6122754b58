// Builds the databases the integration tests copy: a migrated, seeded base made once per run
// (small: a handful of funds over two years, and every demo account). Each test file gets its own
// copy of it (tests/setup.ts), so tests never share state and never touch data/celengan.db.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../seeds/seed';
import { seededBasePath, TEST_ROOT } from './support/test-run';

/** A fixed clock for the seeded base: Friday 7 Nov 2025, 20:00 WIB. */
export const SEED_NOW = new Date('2025-11-07T13:00:00Z');

export default async function setup() {
  mkdirSync(TEST_ROOT, { recursive: true });
  // One directory per run: the workers read it from the environment (they start after this).
  const runDir = mkdtempSync(`${TEST_ROOT}/run-`);
  process.env.CELENGAN_TEST_RUN_DIR = runDir;
  const db = openDatabase(seededBasePath());
  migrateDatabase(db);
  // The demo accounts' documents go where the test files look for them (tests/setup.ts: DATA_DIR = the run's directory).
  await seedDatabase(db, { now: SEED_NOW, seed: 42, funds: 12, years: 2, documentsDir: `${runDir}/documents` });
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  // Teardown: the base and every per-file copy made by tests/setup.ts and the tests.
  return () => rmSync(runDir, { recursive: true, force: true });
}
