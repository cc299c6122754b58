import { copyFileSync, existsSync } from 'node:fs';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { auditLog, featureFlags, funds, otpChallenges, pinRequests, positions, sessions, signInAttempts, signUpAttempts, users, webauthnChallenges } from '../../db/schema';
import { cliRunner } from '../../tests/support/cli';
import { integerArgument } from './context';
import { scratchDatabases } from '../../tests/support/test-run';

const NOW = new Date('2025-11-07T13:00:00Z');
const databases = scratchDatabases('cli-test');

const cli = cliRunner(NOW);

const fundCount = (path: string) => {
  const db = openDatabase(path);
  try {
    return db.select({ n: count() }).from(funds).get()!.n;
  } finally {
    db.$client.close();
  }
};

describe('argument validation', () => {
  it.each([
    [['seed', '--funds', 'abc'], /option '--funds <n>' argument 'abc' is invalid\. Expected a whole number from 8 to 500\./],
    [['seed', '--funds', '7'], /argument '7' is invalid\. Expected a whole number from 8 to 500/],
    [['seed', '--funds', '501'], /argument '501' is invalid/],
    [['seed', '--funds', '12.5'], /argument '12.5' is invalid/],
    [['seed', '--years', '0'], /option '--years <n>' argument '0' is invalid\. Expected a whole number from 1 to 15\./],
    [['seed', '--years', '16'], /argument '16' is invalid/],
    [['seed', '--seed', '-1'], /option '--seed <n>' argument '-1' is invalid/],
    [['seed', '--seed', '1e3'], /argument '1e3' is invalid/],
    [['seed', '--seed', '4294967296'], /argument '4294967296' is invalid/],
    [['seed', '--funds'], /option '--funds <n>' argument missing/],
    [['seed', '--fast'], /unknown option '--fast'/],
    [['seed', 'now'], /too many arguments for 'seed'/],
    [['ledger'], /unknown command 'ledger'/],
    [['flags:set', 'nope', 'on'], /value 'nope' is invalid for argument 'name'\. Unknown flag\. Known flags: roboAdvisor, /],
    [['flags:set', 'watchlist', 'maybe'], /value 'maybe' is invalid for argument 'value'\. Expected 'on' or 'off'\./],
    [['flags:set', 'watchlist'], /missing required argument 'value'/],
    [['flags:list', 'all'], /too many arguments for 'flags:list'/],
  ])('%j prints one clear line and exits 1', async (args, message) => {
    const before = fundCount(process.env.DATABASE_PATH!);
    const result = await cli(args);
    expect(result.status).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^error: /);
    expect(result.err).toMatch(message);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
    expect(fundCount(process.env.DATABASE_PATH!)).toBe(before);
  });

  it('a mistyped command gets a suggestion on a second line', async () => {
    const result = await cli(['sed']);
    expect(result.status).toBe(1);
    expect(result.err).toBe("error: unknown command 'sed'\n(Did you mean seed?)\n");
  });

  it('without a command prints the usage and exits 1', async () => {
    const result = await cli([]);
    expect(result.status).toBe(1);
    expect(result.err).toMatch(/Usage: cli <command>/);
    expect(result.err).toMatch(/seed \[options\]/);
    expect(result.err).toMatch(/flags:set/);
  });

  it('help exits 0', async () => {
    const result = await cli(['seed', '--help']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/--reset/);
  });

  it('integerArgument accepts whole numbers within the range only', () => {
    const parse = integerArgument(1, 15);
    expect(parse('1')).toBe(1);
    expect(parse('15')).toBe(15);
    for (const bad of ['0', '16', '', ' 3', '3 ', '+3', '0x3', '3.0', 'three']) expect(() => parse(bad)).toThrow(/whole number from 1 to 15/);
  });
});

describe('seed', () => {
  it('refuses a database that already has funds unless --reset is given', async () => {
    const result = await cli(['seed']);
    expect(result.status).toBe(1);
    expect(result.err).toBe(`error: ${process.env.DATABASE_PATH} already holds 13 funds. Add --reset to delete it and seed a new database.\n`);
    expect(fundCount(process.env.DATABASE_PATH!)).toBe(13);
  });

  it('--reset deletes the database and builds it anew, printing what it did', async () => {
    const path = databases.path('reset');
    copyFileSync(process.env.DATABASE_PATH!, path);
    const result = await cli(['seed', '--reset', '--funds', '8', '--years', '1', '--seed', '5'], path);
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    expect(result.out).toMatch(new RegExp(`^Removed ${path}\n`));
    expect(result.out).toMatch(/Seeded .* in \d+\.\d s \(seed 5, 9 funds, 1 years, NAV up to 2025-11-07\)\./);
    expect(result.out).toMatch(/ {2}fundNavs {2,}\d+\n/);
    expect(result.out).toMatch(/demo users/);
    expect(fundCount(path)).toBe(9);
    // the WAL was checkpointed into the file
    expect(existsSync(`${path}-wal`)).toBe(false);
  }, 60_000);
});

describe('flags', () => {
  it('flags:list shows every flag with its state and default', async () => {
    const result = await cli(['flags:list']);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^roboAdvisor +on +\(default on \) +Robo-advisor/m);
    expect(result.out).toMatch(/^superappRequest +off +\(default off\)/m);
    expect(result.out.trimEnd().split('\n')).toHaveLength(20);
  });

  it('flags:set switches a flag and records it in the audit log as the CLI', async () => {
    const result = await cli(['flags:set', 'superappRequest', 'on']);
    expect(result).toEqual({ status: 0, out: 'Flag superappRequest: off -> on (recorded in the audit log).\n', err: '' });
    const db = openDatabase(process.env.DATABASE_PATH!);
    try {
      expect(db.select().from(featureFlags).where(eq(featureFlags.name, 'superappRequest')).get()).toMatchObject({ enabled: true, updatedAt: NOW });
      expect(db.select().from(auditLog).where(eq(auditLog.entityId, 'superappRequest')).all().at(-1)).toMatchObject({
        actorKind: 'cli',
        action: 'feature_flag.set',
        details: { from: false, to: true },
      });
    } finally {
      db.$client.close();
    }
    expect((await cli(['flags:list'])).out).toMatch(/^superappRequest +on +\(default off\)/m);
  });

  it('refuses to work on a database that does not exist', async () => {
    const path = databases.path('missing');
    const result = await cli(['flags:set', 'superappRequest', 'on'], path);
    expect(result.status).toBe(1);
    expect(result.err).toBe(`error: No database at ${path}. Run \`npm run cli -- seed\` first or set DATABASE_PATH.\n`);
    expect(existsSync(path)).toBe(false);
  });
});

describe('ledger:check', () => {
  it('reports a clean ledger on the seeded database and exits 0', async () => {
    const result = await cli(['ledger:check']);
    expect(result).toEqual({ status: 0, out: 'Ledger check: every position matches the unit ledger, and every paid order can still be priced.\n', err: '' });
  });

  it('reports a tampered position and exits 1', async () => {
    const path = databases.path('tampered');
    copyFileSync(process.env.DATABASE_PATH!, path);
    const db = openDatabase(path);
    const position = db.select().from(positions).limit(1).get()!;
    db.update(positions)
      .set({ units: position.units + 1 })
      .where(and(eq(positions.portfolioId, position.portfolioId), eq(positions.fundId, position.fundId)))
      .run();
    db.$client.close();
    const result = await cli(['ledger:check'], path);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      `portfolio ${position.portfolioId}, fund ${position.fundId}: units is ${position.units + 1}, the ledger gives ${position.units}\n`,
    );
    expect(result.err).toBe('error: 1 difference(s) between the ledger and the positions.\n');
  });
});

describe('maintenance:prune', () => {
  it('deletes sign-in attempts older than a day, sign-up attempts older than an hour and sessions ended over 30 days ago, nothing newer', async () => {
    const path = databases.path('prune');
    copyFileSync(process.env.DATABASE_PATH!, path);
    const db = openDatabase(path);
    const userId = db.select({ id: users.id }).from(users).limit(1).get()!.id;
    const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
    const daysAgo = (d: number) => hoursAgo(d * 24);
    db.insert(signInAttempts)
      .values([
        { email: 'a@celengan.test', clientKey: 'k', succeeded: false, attemptedAt: hoursAgo(25) },
        { email: 'a@celengan.test', clientKey: 'k', succeeded: false, attemptedAt: hoursAgo(23) },
      ])
      .run();
    db.insert(signUpAttempts)
      .values([
        { clientKey: 'k', attemptedAt: hoursAgo(1.5) },
        { clientKey: 'k', attemptedAt: hoursAgo(0.5) },
      ])
      .run();
    db.insert(sessions)
      .values([
        { id: 'old-expired', userId, createdAt: daysAgo(70), expiresAt: daysAgo(40) },
        { id: 'old-revoked', userId, createdAt: daysAgo(40), expiresAt: daysAgo(-1), revokedAt: daysAgo(31) },
        { id: 'recently-revoked', userId, createdAt: daysAgo(10), expiresAt: daysAgo(-20), revokedAt: daysAgo(2) },
        { id: 'open', userId, createdAt: daysAgo(1), expiresAt: daysAgo(-29) },
      ])
      .run();
    db.insert(pinRequests)
      .values([
        { id: 'ended-two-days-ago-xxx', userId, target: '/me', createdAt: daysAgo(2), expiresAt: new Date(daysAgo(2).getTime() + 600_000) },
        { id: 'open-request-xxxxxxxxx', userId, target: '/me', createdAt: hoursAgo(0.1), expiresAt: new Date(hoursAgo(0.1).getTime() + 600_000) },
      ])
      .run();
    db.insert(otpChallenges)
      .values([
        { userId, purpose: 'VERIFY_PHONE', channel: 'whatsapp', destination: '+6281234567890', codeHash: 'old', createdAt: hoursAgo(25), expiresAt: hoursAgo(24.9) },
        { userId, purpose: 'VERIFY_PHONE', channel: 'whatsapp', destination: '+6281234567890', codeHash: 'new', createdAt: hoursAgo(0.1), expiresAt: hoursAgo(0) },
      ])
      .run();
    db.insert(webauthnChallenges)
      .values([
        { id: 'expired-two-days-ago', userId, purpose: 'ENROLL', challenge: 'old', createdAt: daysAgo(2), expiresAt: new Date(daysAgo(2).getTime() + 300_000) },
        { id: 'open-challenge', userId, purpose: 'ENROLL', challenge: 'new', createdAt: hoursAgo(0.01), expiresAt: new Date(hoursAgo(0.01).getTime() + 300_000) },
      ])
      .run();
    db.$client.close();

    const result = await cli(['maintenance:prune'], path);
    expect(result).toEqual({ status: 0, out: 'Pruned 1 sign-in attempt(s), 1 sign-up attempt(s), 2 ended session(s), 1 PIN request(s), 1 one-time code(s), 0 payment-expiry run(s) and 1 passkey challenge(s).\n', err: '' });
    const after = openDatabase(path);
    try {
      expect(after.select().from(signInAttempts).all().map((a) => a.attemptedAt)).toEqual([hoursAgo(23)]);
      expect(after.select().from(signUpAttempts).all().map((a) => a.attemptedAt)).toEqual([hoursAgo(0.5)]);
      expect(after.select({ id: sessions.id }).from(sessions).all().map((s) => s.id).sort()).toEqual(['open', 'recently-revoked']);
      expect(after.select({ id: pinRequests.id }).from(pinRequests).all().map((r) => r.id)).toEqual(['open-request-xxxxxxxxx']);
      expect(after.select({ codeHash: otpChallenges.codeHash }).from(otpChallenges).all().map((c) => c.codeHash)).toEqual(['new']);
      expect(after.select({ id: webauthnChallenges.id }).from(webauthnChallenges).all().map((c) => c.id)).toEqual(['open-challenge']);
    } finally {
      after.$client.close();
    }
  });
});
