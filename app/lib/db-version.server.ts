// A cheap "has anything in the database changed?" stamp for in-process caches of query results.
// Two SQLite counters together cover every writer: `PRAGMA data_version` moves when another
// connection (the operator CLI, another process) commits, and `total_changes()` counts the rows
// this connection has changed. Both stay put while nobody writes, which is what lets a catalogue
// page be answered from memory; any write at all, related or not, is a new stamp (the cache is
// conservative, never stale).
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/client';

const statements = new WeakMap<Db, { dataVersion: Statement; totalChanges: Statement }>();

export function databaseVersion(database: Db): string {
  let prepared = statements.get(database);
  if (!prepared) {
    prepared = {
      dataVersion: database.$client.prepare('PRAGMA data_version').pluck(),
      totalChanges: database.$client.prepare('SELECT total_changes()').pluck(),
    };
    statements.set(database, prepared);
  }
  return `${prepared.dataVersion.get() as number}:${prepared.totalChanges.get() as number}`;
}

/**
 * Results of a query kept by key for as long as the database does not change: `remember(db, key,
 * read)` reads once per key and version. Bounded: the whole map is dropped when it is full (a new
 * version drops it anyway). Keys must name everything the result depends on, the user included.
 */
export function versionedCache<T>(limit: number) {
  const byDatabase = new WeakMap<Db, { version: string; entries: Map<string, T> }>();
  return function remember(database: Db, key: string, read: () => T): T {
    const version = databaseVersion(database);
    let cache = byDatabase.get(database);
    if (!cache || cache.version !== version) byDatabase.set(database, (cache = { version, entries: new Map() }));
    let value = cache.entries.get(key);
    if (value === undefined) {
      value = read();
      if (cache.entries.size >= limit) cache.entries.clear();
      cache.entries.set(key, value);
    }
    return value;
  };
}

/**
 * Something built once per database and kept with it, such as prepared statements (Drizzle spends
 * more time building a query than SQLite running it): `const statementsFor = perDatabase(prepare)`.
 */
export function perDatabase<T>(build: (database: Db) => T): (database: Db) => T {
  const built = new WeakMap<Db, T>();
  return (database) => {
    let value = built.get(database);
    if (value === undefined) built.set(database, (value = build(database)));
    return value;
  };
}
