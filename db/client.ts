// Opens the SQLite database with the pragmas of DESIGN.md "Data" and applies the committed
// drizzle-kit migrations. Used by the server, the operator CLI and the tests alike.
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export { schema };

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  // The ledger must survive a power cut: FULL syncs the WAL on every commit.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}

/**
 * The migrations folder, found by walking up from this module: the same code runs from `db/`
 * (CLI, tests) and bundled into `build/server/` (production server).
 */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return resolve(process.env.MIGRATIONS_DIR);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'migrations');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  const fromCwd = resolve('migrations');
  if (existsSync(join(fromCwd, 'meta', '_journal.json'))) return fromCwd;
  throw new Error('The migrations folder was not found (set MIGRATIONS_DIR).');
}

export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}
