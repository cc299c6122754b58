import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, schema } from '../../db/client';
import { databaseVersion } from './db-version.server';
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
