// The transaction PIN's model against this file's own database copy (issue 14 item 5; decision 050):
// create, change and reset; three wrong tries block it for 24 hours, even when the tries come all at once
// (in one process, and from several connections); a right PIN stamps the session for 15 minutes; PIN
// requests belong to their user. Fixed clocks; the PIN itself never reaches the audit log.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { runConcurrently } from '../support/concurrently';
import { db } from '~/lib/db.server';
import { verifyPassword } from '~/lib/password.server';
import {
  answerPinRequest,
  changePin,
  createPin,
  createPinRequest,
  findPinRequest,
  pinFreshFor,
  pinStatus,
  prunePinRequests,
  resetPin,
  verifyPin,
  type VerifyPinResult,
} from '~/models/pin.server';
import { createUser, findUserByEmail } from '~/models/users.server';
import { DEMO_PIN } from '../../seeds/demo-users';

vi.mock('~/lib/password.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/lib/password.server')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const T0 = new Date('2025-11-10T03:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (ms: number) => new Date(T0.getTime() + ms);
const PIN = '147258';
const OTHER_PIN = '258369';

let counter = 0;
/** A new investor (optionally with PIN) and one open session of theirs. */
async function investor(pin: string | null = PIN): Promise<{ userId: number; sessionId: string }> {
  counter += 1;
  const created = await createUser(
    { fullName: 'Sari Dewi', email: `pin-${counter}-${process.pid}@example.com`, mobilePhone: '081298765432', password: 'celengan123', language: 'id' },
    T0,
  );
  if (!created.ok) throw new Error('user not created');
  const userId = created.user.id;
  if (pin) expect(await createPin(userId, pin, T0)).toEqual({ ok: true });
  return { userId, sessionId: newSession(userId) };
}

function newSession(userId: number): string {
  const id = randomBytes(32).toString('hex');
  db().insert(schema.sessions).values({ id, userId, createdAt: T0, lastSeenAt: T0, expiresAt: at(30 * 24 * HOUR) }).run();
  return id;
}

const userRow = (userId: number) => db().select().from(schema.users).where(eq(schema.users.id, userId)).get()!;
const auditActions = (userId: number) =>
  db()
    .select({ action: schema.auditLog.action, details: schema.auditLog.details })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'user'), eq(schema.auditLog.entityId, String(userId))))
    .all()
    .filter((row) => row.action.startsWith('user.pin_'));
const hashChecks = () => vi.mocked(verifyPassword).mock.calls.length;

describe('createPin', () => {
  it('sets a first PIN, hashed with argon2id, and audits it without the PIN', async () => {
    const { userId } = await investor(null);
    expect(pinStatus(userId, T0)).toEqual({ hasPin: false, blockedUntil: null });
    expect(await createPin(userId, PIN, T0)).toEqual({ ok: true });
    const row = userRow(userId);
    expect(row.pinHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.pinUpdatedAt).toEqual(T0);
    expect(pinStatus(userId, T0)).toEqual({ hasPin: true, blockedUntil: null });
    expect(auditActions(userId)).toEqual([{ action: 'user.pin_created', details: null }]);
    expect(JSON.stringify(db().select().from(schema.auditLog).all())).not.toContain(PIN);
  });

  it.each([
    ['123456', 'SEQUENCE'],
    ['654321', 'SEQUENCE'],
    ['000000', 'ALL_SAME'],
    ['12345', 'NOT_SIX_DIGITS'],
    ['abcdef', 'NOT_SIX_DIGITS'],
  ])('refuses %s (%s) and keeps no PIN', async (pin, problem) => {
    const { userId } = await investor(null);
    expect(await createPin(userId, pin, T0)).toEqual({ ok: false, reason: 'INVALID_PIN', problem });
    expect(userRow(userId).pinHash).toBeNull();
  });

  it('refuses a second PIN (PIN_EXISTS), also when two submissions race', async () => {
    const { userId } = await investor(null);
    const results = await Promise.all([createPin(userId, PIN, T0), createPin(userId, OTHER_PIN, T0)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: 'PIN_EXISTS' }]);
    expect(await createPin(userId, '369258', T0)).toEqual({ ok: false, reason: 'PIN_EXISTS' });
    expect(auditActions(userId).map((a) => a.action)).toEqual(['user.pin_created']);
  });
});

describe('verifyPin', () => {
  it('a right PIN resets the count and stamps the session for 15 minutes', async () => {
    const { userId, sessionId } = await investor();
    const otherSession = newSession(userId);
    expect(await verifyPin(userId, sessionId, '111222', T0)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(userRow(userId).pinFailedAttempts).toBe(1);
    expect(pinFreshFor(sessionId, T0)).toBe(false);
    expect(await verifyPin(userId, sessionId, PIN, at(MIN))).toEqual({ ok: true });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null });
    expect(pinFreshFor(sessionId, at(MIN))).toBe(true);
    expect(pinFreshFor(sessionId, at(MIN + 15 * MIN - 1))).toBe(true);
    expect(pinFreshFor(sessionId, at(MIN + 15 * MIN))).toBe(false);
    // The stamp is the session's: another session of the same user still asks.
    expect(pinFreshFor(otherSession, at(2 * MIN))).toBe(false);
  });

  it('does not stamp another user’s session', async () => {
    const { userId } = await investor();
    const stranger = await investor();
    expect(await verifyPin(userId, stranger.sessionId, PIN, T0)).toEqual({ ok: true });
    expect(pinFreshFor(stranger.sessionId, T0)).toBe(false);
  });

  it('a revoked session is never fresh', async () => {
    const { userId, sessionId } = await investor();
    expect(await verifyPin(userId, sessionId, PIN, T0)).toEqual({ ok: true });
    db().update(schema.sessions).set({ revokedAt: at(MIN) }).where(eq(schema.sessions.id, sessionId)).run();
    expect(pinFreshFor(sessionId, at(2 * MIN))).toBe(false);
  });

  it('NO_PIN for a user without one, and no try is counted', async () => {
    const { userId, sessionId } = await investor(null);
    expect(await verifyPin(userId, sessionId, PIN, T0)).toEqual({ ok: false, reason: 'NO_PIN' });
    expect(userRow(userId).pinFailedAttempts).toBe(0);
    expect(await verifyPin(999_999, null, PIN, T0)).toEqual({ ok: false, reason: 'NO_PIN' });
  });

  it('3 wrong tries block it for 24 hours, even the right PIN; then three new tries', async () => {
    const { userId, sessionId } = await investor();
    const until = at(2 * MIN + 24 * HOUR);
    expect(await verifyPin(userId, sessionId, '111222', T0)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(await verifyPin(userId, sessionId, '111333', at(MIN))).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 1 });
    expect(await verifyPin(userId, sessionId, '111444', at(2 * MIN))).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 3, pinBlockedUntil: until });
    expect(pinStatus(userId, at(HOUR))).toEqual({ hasPin: true, blockedUntil: until });
    expect(auditActions(userId).map((a) => a.action)).toEqual(['user.pin_created', 'user.pin_blocked']);

    const checks = hashChecks();
    expect(await verifyPin(userId, sessionId, PIN, at(HOUR))).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(await verifyPin(userId, sessionId, PIN, new Date(until.getTime() - 1))).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(hashChecks()).toBe(checks); // refused before any hash
    expect(pinFreshFor(sessionId, at(HOUR))).toBe(false);

    // The block ends at `until`: the count starts again.
    expect(pinStatus(userId, until)).toEqual({ hasPin: true, blockedUntil: null });
    expect(await verifyPin(userId, sessionId, '111555', until)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 1, pinBlockedUntil: null });
    expect(await verifyPin(userId, sessionId, PIN, until)).toEqual({ ok: true });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null });
  });

  it('the third try right after two wrong lets the investor in', async () => {
    const { userId, sessionId } = await investor();
    await verifyPin(userId, sessionId, '111222', T0);
    await verifyPin(userId, sessionId, '111333', T0);
    expect(await verifyPin(userId, sessionId, PIN, T0)).toEqual({ ok: true });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null });
    expect(auditActions(userId).map((a) => a.action)).toEqual(['user.pin_created']);
  });

  it('a burst of 30 parallel guesses checks 3 hashes and blocks the PIN; the right one then waits 24 hours', async () => {
    const { userId, sessionId } = await investor();
    const checks = hashChecks();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => verifyPin(userId, sessionId, String(200000 + i * 7), T0)));
    expect(hashChecks() - checks).toBe(3);
    expect(results.filter((r) => !r.ok && r.reason === 'WRONG_PIN')).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === 'BLOCKED')).toHaveLength(28);
    expect(await verifyPin(userId, sessionId, PIN, at(MIN))).toEqual({ ok: false, reason: 'BLOCKED', until: at(24 * HOUR) });
  });

  it('a burst of 30 parallel right PINs after two wrong: one checked and let in, the others refused', async () => {
    const { userId, sessionId } = await investor();
    await verifyPin(userId, sessionId, '111222', T0);
    await verifyPin(userId, sessionId, '111333', T0);
    const checks = hashChecks();
    const results = await Promise.all(Array.from({ length: 30 }, () => verifyPin(userId, sessionId, PIN, at(MIN))));
    expect(hashChecks() - checks).toBe(1);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null });
  });

  it('8 connections guessing at once get 3 tries between them (real clock)', async () => {
    const { userId, sessionId } = await investor();
    const results = await runConcurrently<VerifyPinResult>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 8 }, (_, i) => ({ kind: 'verifyPin' as const, userId, sessionId, pin: String(300000 + i * 11) })),
    );
    expect(results.filter((r) => !r.ok && r.reason === 'WRONG_PIN')).toHaveLength(2);
    expect(results.filter((r) => !r.ok && r.reason === 'BLOCKED')).toHaveLength(6);
    expect(userRow(userId).pinFailedAttempts).toBe(3);
    expect(auditActions(userId).filter((a) => a.action === 'user.pin_blocked')).toHaveLength(1);
  }, 60_000);

  it('verifies the demo accounts’ PIN, which follows the rules', async () => {
    const investorRow = findUserByEmail('investor@celengan.test')!;
    expect(DEMO_PIN).toBe('147258');
    expect(await verifyPin(investorRow.id, null, DEMO_PIN, T0)).toEqual({ ok: true });
    expect(pinStatus(findUserByEmail('pin@celengan.test')!.id, T0).hasPin).toBe(false);
  });
});

describe('changePin', () => {
  it('changes the PIN after the current one, and every session asks again', async () => {
    const { userId, sessionId } = await investor();
    expect(await verifyPin(userId, sessionId, PIN, T0)).toEqual({ ok: true });
    expect(await changePin(userId, PIN, OTHER_PIN, at(MIN))).toEqual({ ok: true });
    expect(pinFreshFor(sessionId, at(MIN))).toBe(false);
    expect(await verifyPin(userId, sessionId, PIN, at(2 * MIN))).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(await verifyPin(userId, sessionId, OTHER_PIN, at(3 * MIN))).toEqual({ ok: true });
    expect(userRow(userId).pinUpdatedAt).toEqual(at(MIN));
    expect(auditActions(userId).map((a) => a.action)).toEqual(['user.pin_created', 'user.pin_changed']);
  });

  it('refuses a new PIN against the rules or equal to the current one, without spending a try', async () => {
    const { userId } = await investor();
    expect(await changePin(userId, PIN, '123456', T0)).toEqual({ ok: false, reason: 'INVALID_PIN', problem: 'SEQUENCE' });
    expect(await changePin(userId, PIN, PIN, T0)).toEqual({ ok: false, reason: 'SAME_PIN' });
    expect(userRow(userId).pinFailedAttempts).toBe(0);
  });

  it('a wrong current PIN counts as a try: the third blocks', async () => {
    const { userId } = await investor();
    expect(await changePin(userId, '111222', OTHER_PIN, T0)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(await changePin(userId, '111333', OTHER_PIN, T0)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 1 });
    expect(await changePin(userId, '111444', OTHER_PIN, T0)).toEqual({ ok: false, reason: 'BLOCKED', until: at(24 * HOUR) });
    expect(await changePin(userId, PIN, OTHER_PIN, at(HOUR))).toEqual({ ok: false, reason: 'BLOCKED', until: at(24 * HOUR) });
  });

  it('NO_PIN without a PIN', async () => {
    const { userId } = await investor(null);
    expect(await changePin(userId, PIN, OTHER_PIN, T0)).toEqual({ ok: false, reason: 'NO_PIN' });
  });
});

describe('resetPin (after a one-time code)', () => {
  it('sets a new PIN, lifts the block and forgets the verified sessions', async () => {
    const { userId, sessionId } = await investor();
    expect(await verifyPin(userId, sessionId, PIN, T0)).toEqual({ ok: true });
    for (const wrong of ['111222', '111333', '111444']) await verifyPin(userId, null, wrong, at(MIN));
    expect(pinStatus(userId, at(2 * MIN)).blockedUntil).not.toBeNull();
    expect(await resetPin(userId, OTHER_PIN, at(2 * MIN))).toEqual({ ok: true });
    expect(userRow(userId)).toMatchObject({ pinFailedAttempts: 0, pinBlockedUntil: null, pinUpdatedAt: at(2 * MIN) });
    expect(pinFreshFor(sessionId, at(2 * MIN))).toBe(false);
    expect(await verifyPin(userId, sessionId, OTHER_PIN, at(3 * MIN))).toEqual({ ok: true });
    expect(auditActions(userId).map((a) => a.action)).toEqual(['user.pin_created', 'user.pin_blocked', 'user.pin_reset']);
  });

  it('refuses a PIN against the rules, and a user without a PIN', async () => {
    const { userId } = await investor();
    expect(await resetPin(userId, '999999', T0)).toEqual({ ok: false, reason: 'INVALID_PIN', problem: 'ALL_SAME' });
    const none = await investor(null);
    expect(await resetPin(none.userId, OTHER_PIN, T0)).toEqual({ ok: false, reason: 'NO_PIN' });
    expect(userRow(none.userId).pinHash).toBeNull();
  });
});

describe('PIN requests', () => {
  it('answers the request: the session stamped, the request used up, back to its target', async () => {
    const { userId, sessionId } = await investor();
    const { id, expiresAt } = createPinRequest(userId, '/reksadana/beli?dana=1', T0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(expiresAt).toEqual(at(10 * MIN));
    expect(findPinRequest(userId, id, T0)).toMatchObject({ ok: true, request: { target: '/reksadana/beli?dana=1' } });
    expect(await answerPinRequest(userId, sessionId, id, '111222', T0)).toEqual({ ok: false, reason: 'WRONG_PIN', attemptsLeft: 2 });
    expect(await answerPinRequest(userId, sessionId, id, PIN, at(MIN))).toEqual({ ok: true, target: '/reksadana/beli?dana=1' });
    expect(pinFreshFor(sessionId, at(MIN))).toBe(true);
    expect(findPinRequest(userId, id, at(MIN))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('another user’s request is NOT_FOUND, like an unknown or malformed id; an old one is EXPIRED', async () => {
    const owner = await investor();
    const stranger = await investor();
    const { id } = createPinRequest(owner.userId, '/me', T0);
    expect(findPinRequest(stranger.userId, id, T0)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(await answerPinRequest(stranger.userId, stranger.sessionId, id, PIN, T0)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(userRow(stranger.userId).pinFailedAttempts).toBe(0);
    expect(findPinRequest(owner.userId, 'AAAAAAAAAAAAAAAAAAAAAA', T0)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(findPinRequest(owner.userId, "x' OR 1=1 --", T0)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(findPinRequest(owner.userId, id, at(10 * MIN - 1)).ok).toBe(true);
    expect(findPinRequest(owner.userId, id, at(10 * MIN))).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(await answerPinRequest(owner.userId, owner.sessionId, id, PIN, at(10 * MIN))).toEqual({ ok: false, reason: 'EXPIRED' });
  });

  it('keeps only paths on this site as targets', async () => {
    const { userId } = await investor();
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', `/${'a'.repeat(3000)}`]) {
      const { id } = createPinRequest(userId, target, T0);
      expect(findPinRequest(userId, id, T0)).toMatchObject({ ok: true, request: { target: '/reksadana' } });
    }
  });

  it('prunes requests ended more than a day ago', async () => {
    const { userId } = await investor();
    const old = createPinRequest(userId, '/me', at(-2 * 24 * HOUR));
    const recent = createPinRequest(userId, '/me', T0);
    expect(prunePinRequests(T0)).toBeGreaterThanOrEqual(1);
    expect(findPinRequest(userId, old.id, at(-2 * 24 * HOUR))).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(findPinRequest(userId, recent.id, T0).ok).toBe(true);
  });
});
