import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, schema } from '../../db/client';
import { databaseVersion, perDatabase, versionedCache } from './db-version.server';
import { testRunDir } from '../../tests/support/test-run';

const path = `${testRunDir()}/db-version-${process.pid}.db`;
const clean = () => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
};
afterEach(clean);

describe('databaseVersion', () => {
  it('stays while nobody writes, and moves on a write by this connection or by another one', () => {
    clean();
    const one = openDatabase(path);
    migrateDatabase(one);
    const other = openDatabase(path);
    const start = databaseVersion(one);
    one.select().from(schema.funds).all();
    expect(databaseVersion(one)).toBe(start);

    one.insert(schema.featureFlags).values({ name: 'watchlist', enabled: false, updatedAt: new Date() }).run();
    const afterOwnWrite = databaseVersion(one);
    expect(afterOwnWrite).not.toBe(start);

    other.update(schema.featureFlags).set({ enabled: true }).run();
    expect(databaseVersion(one)).not.toBe(afterOwnWrite);
    one.$client.close();
    other.$client.close();
  });
});

describe('versionedCache', () => {
  it('reads once per key until the database changes, and drops everything when full', () => {
    clean();
    const database = openDatabase(path);
    migrateDatabase(database);
    const remember = versionedCache<number>(2);
    let reads = 0;
    const read = () => ++reads;
    expect(remember(database, 'a', read)).toBe(1);
    expect(remember(database, 'a', read)).toBe(1);
    expect(remember(database, 'b', read)).toBe(2);

    database.insert(schema.featureFlags).values({ name: 'watchlist', enabled: false, updatedAt: new Date() }).run();
    expect(remember(database, 'a', read)).toBe(3);

    expect(remember(database, 'b', read)).toBe(4);
    expect(remember(database, 'c', read)).toBe(5); // full at 2: a and b are dropped
    expect(remember(database, 'a', read)).toBe(6);
    database.$client.close();
  });
});

describe('perDatabase', () => {
  it('builds once per database and keeps each database its own', () => {
    clean();
    const one = openDatabase(path);
    const other = openDatabase(`${path}-other`);
    let builds = 0;
    const statementsFor = perDatabase(() => ({ build: ++builds }));
    expect(statementsFor(one)).toBe(statementsFor(one));
    expect(statementsFor(other)).not.toBe(statementsFor(one));
    expect(builds).toBe(2);
    one.$client.close();
    other.$client.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}-other${suffix}`, { force: true });
  });
});
