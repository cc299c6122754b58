import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, FEATURE_FLAG_NAMES } from '~/domain/feature-flags';
import { openDatabase, type Db } from '../../db/client';
import { auditLog, featureFlags } from '../../db/schema';
import { getFeatureFlags, listFeatureFlags, resetFeatureFlags, setFeatureFlag } from './feature-flags.server';

let db: Db;
beforeAll(() => {
  db = openDatabase(process.env.DATABASE_PATH!);
});
afterAll(() => db.$client.close());

const NOW = new Date('2025-11-07T13:00:00Z');

describe('feature flags', () => {
  it('the seeded database holds every flag at its default', () => {
    const flags = getFeatureFlags(db);
    for (const name of FEATURE_FLAG_NAMES) expect(flags[name]).toBe(FEATURE_FLAGS[name].defaultEnabled);
    expect(db.select().from(featureFlags).all()).toHaveLength(FEATURE_FLAG_NAMES.length);
  });

  it('setting a flag stores it and writes an audit row with the actor and the change', () => {
    const before = db.select().from(auditLog).all().length;
    const result = setFeatureFlag(db, { name: 'superappRequest', enabled: true, actor: { kind: 'cli' }, now: NOW });
    expect(result).toEqual({ name: 'superappRequest', previous: false, enabled: true });
    expect(getFeatureFlags(db).superappRequest).toBe(true);
    const rows = db.select().from(auditLog).where(eq(auditLog.entityId, 'superappRequest')).all();
    expect(db.select().from(auditLog).all()).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      actorKind: 'cli',
      actorUserId: null,
      action: 'feature_flag.set',
      entity: 'feature_flag',
      details: { from: false, to: true },
      at: NOW,
    });

    setFeatureFlag(db, { name: 'superappRequest', enabled: false, actor: { kind: 'operator', userId: 7 }, now: NOW });
    expect(getFeatureFlags(db).superappRequest).toBe(false);
    expect(db.select().from(auditLog).where(eq(auditLog.entityId, 'superappRequest')).all().at(-1)).toMatchObject({
      actorKind: 'operator',
      actorUserId: 7,
      details: { from: true, to: false },
    });
  });

  it('a flag without a row falls back to its default', () => {
    db.delete(featureFlags).where(eq(featureFlags.name, 'watchlist')).run();
    expect(getFeatureFlags(db).watchlist).toBe(FEATURE_FLAGS.watchlist.defaultEnabled);
    const row = listFeatureFlags(db).find((f) => f.name === 'watchlist');
    expect(row).toEqual({
      name: 'watchlist',
      enabled: FEATURE_FLAGS.watchlist.defaultEnabled,
      defaultEnabled: FEATURE_FLAGS.watchlist.defaultEnabled,
      description: FEATURE_FLAGS.watchlist.description,
      updatedAt: null,
    });
  });

  it('reset puts every flag back at its default', () => {
    setFeatureFlag(db, { name: 'roboAdvisor', enabled: false, actor: { kind: 'cli' }, now: NOW });
    expect(resetFeatureFlags(db, NOW)).toBe(FEATURE_FLAG_NAMES.length);
    expect(listFeatureFlags(db).every((f) => f.enabled === f.defaultEnabled && f.updatedAt?.getTime() === NOW.getTime())).toBe(true);
  });
});
