// Builds the databases the integration tests copy: a migrated, seeded base made once per run
// (small: a handful of funds over two years, and every demo account). Each test file gets its own
// copy of it (tests/setup.ts), so tests never share state and never touch data/celengan.db.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { migrateDatabase, openDatabase } from '../db/client';
import { seedDatabase } from '../seeds/seed';

export const TEST_TMP = 'tests/.tmp';
export const SEEDED_BASE = `${TEST_TMP}/base-seeded.db`;
/** A fixed clock for the seeded base: Friday 7 Nov 2025, 20:00 WIB. */
export const SEED_NOW = new Date('2025-11-07T13:00:00Z');

export default async function setup() {
  mkdirSync(TEST_TMP, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${SEEDED_BASE}${suffix}`, { force: true });
  const db = openDatabase(SEEDED_BASE);
  migrateDatabase(db);
  await seedDatabase(db, { now: SEED_NOW, seed: 42, funds: 12, years: 2 });
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}

export function teardown() {
  // Per-file copies made by tests/setup.ts
  for (const name of readdirSync(TEST_TMP)) {
    if (name.startsWith('test-')) rmSync(`${TEST_TMP}/${name}`, { force: true });
  }
}
