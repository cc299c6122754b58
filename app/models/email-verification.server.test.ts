// Against this test file's own copy of the seeded database (tests/setup.ts).
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import {
  EMAIL_VERIFIED_PATH,
  requestVerificationEmail,
  VERIFICATION_LINK_TTL_MS,
  verificationMessage,
  verifyEmail,
} from './email-verification.server';
import { createUser, findUserByEmail } from './users.server';

const NOW = new Date('2025-11-07T03:00:00Z');
const BASE_URL = 'https://celengan.example';
const SEC = 1000;
const HOUR = 3_600_000;
const at = (msLater: number) => new Date(NOW.getTime() + msLater);

let counter = 0;
/** A fresh investor with an unverified email (each test its own, so tests share no rate limit). */
async function newUser(language: 'id' | 'en' = 'id') {
  const email = `verif-${++counter}@example.com`;
  const result = await createUser({ fullName: 'Eka Putri', email, mobilePhone: '081234567890', password: 'rahasia123', language }, NOW);
  if (!result.ok) throw new Error('user not created');
  return result.user;
}

const outboxOf = (userId: number) =>
  db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.userId, userId)).orderBy(desc(schema.outboxEmails.id)).all();
const verificationsOf = (userId: number) =>
  db().select().from(schema.emailVerifications).where(eq(schema.emailVerifications.userId, userId)).orderBy(schema.emailVerifications.id).all();
const auditOf = (userId: number) =>
  db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(userId))).orderBy(schema.auditLog.id).all();
const userRow = (userId: number) => db().select().from(schema.users).where(eq(schema.users.id, userId)).get()!;
const tokenIn = (body: string) => /[?&]token=([A-Za-z0-9_-]{43})(?:\s|$)/.exec(body)?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Requests a link and returns its token, read from the outbox like the user would. */
function requestToken(userId: number, now = NOW): string {
  const result = requestVerificationEmail(userId, { now, baseUrl: BASE_URL });
  if (!result.ok) throw new Error(`request refused: ${result.reason}`);
  return tokenIn(outboxOf(userId)[0]!.bodyText)!;
}

describe('requestVerificationEmail', () => {
  it('stores the hash of a fresh token, writes the email to the outbox and an audit row without secrets', async () => {
    const user = await newUser();
    const result = requestVerificationEmail(user.id, { now: NOW, baseUrl: `${BASE_URL}/ignored/path?x=1` });
    const [mail] = outboxOf(user.id);
    expect(result).toEqual({ ok: true, outboxEmailId: mail!.id, expiresAt: at(VERIFICATION_LINK_TTL_MS), retryAfterSeconds: 60 });

    expect(mail).toMatchObject({
      userId: user.id,
      kind: 'EMAIL_VERIFICATION',
      toAddress: user.email,
      subject: 'Verifikasi alamat email Anda di Celengan',
      createdAt: NOW,
      sentAt: null,
    });
    expect(mail!.bodyText).toMatch(/^Halo Eka,\n/);
    expect(mail!.bodyText).toContain(`${BASE_URL}${EMAIL_VERIFIED_PATH}?token=`);
    // 24 hours, until 8 November 2025 10:00 WIB (03:00 UTC + 24 h).
    expect(mail!.bodyText).toContain('berlaku 24 jam, sampai 8 November 2025, 10.00 WIB');
    const token = tokenIn(mail!.bodyText)!;
    expect(token).toHaveLength(43);

    const [verification] = verificationsOf(user.id);
    expect(verification).toEqual({
      id: expect.any(Number),
      userId: user.id,
      tokenHash: sha256(token),
      email: user.email,
      createdAt: NOW,
      expiresAt: at(VERIFICATION_LINK_TTL_MS),
      usedAt: null,
    });

    const audit = auditOf(user.id).at(-1)!;
    expect(audit).toMatchObject({
      actorUserId: user.id,
      actorKind: 'user',
      action: 'user.email_verification_requested',
      entity: 'user',
      details: { verificationId: verification!.id, outboxEmailId: mail!.id, language: 'id' },
    });
    const auditText = JSON.stringify(auditOf(user.id));
    expect(auditText).not.toContain(token);
    expect(auditText).not.toContain(verification!.tokenHash);
    expect(auditText).not.toContain(user.email);
  });

  it('makes a different token every time', async () => {
    const user = await newUser();
    const first = requestToken(user.id);
    const second = requestToken(user.id, at(61 * SEC));
    expect(first).not.toBe(second);
    expect(new Set(verificationsOf(user.id).map((v) => v.tokenHash)).size).toBe(2);
  });

  it('writes in the locale asked for, else in the user’s language', async () => {
    const english = await newUser('en');
    requestVerificationEmail(english.id, { now: NOW, baseUrl: BASE_URL });
    expect(outboxOf(english.id)[0]).toMatchObject({ subject: 'Verify your email address at Celengan' });
    expect(outboxOf(english.id)[0]!.bodyText).toContain('valid for 24 hours, until November 8, 2025, 10:00 WIB');

    const indonesian = await newUser('id');
    requestVerificationEmail(indonesian.id, { now: NOW, baseUrl: BASE_URL, locale: 'en' });
    expect(outboxOf(indonesian.id)[0]!.bodyText).toMatch(/^Hello Eka,/);
  });

  it('refuses a second request within 60 seconds and writes nothing', async () => {
    const user = await newUser();
    requestToken(user.id);
    expect(requestVerificationEmail(user.id, { now: at(59 * SEC), baseUrl: BASE_URL })).toEqual({
      ok: false,
      reason: 'RATE_LIMITED',
      limit: 'COOLDOWN',
      retryAfterSeconds: 1,
    });
    expect(outboxOf(user.id)).toHaveLength(1);
    expect(verificationsOf(user.id)).toHaveLength(1);
    expect(requestVerificationEmail(user.id, { now: at(60 * SEC), baseUrl: BASE_URL }).ok).toBe(true);
  });

  it('allows 5 requests in 24 hours; the 5th tells how long until the next', async () => {
    const user = await newUser();
    const results = [0, 1, 2, 3, 4].map((i) => requestVerificationEmail(user.id, { now: at(i * HOUR), baseUrl: BASE_URL }));
    expect(results.map((r) => r.ok && r.retryAfterSeconds)).toEqual([60, 60, 60, 60, 20 * 3600]);
    expect(requestVerificationEmail(user.id, { now: at(5 * HOUR), baseUrl: BASE_URL })).toEqual({
      ok: false,
      reason: 'RATE_LIMITED',
      limit: 'DAILY_LIMIT',
      retryAfterSeconds: 19 * 3600,
    });
    expect(outboxOf(user.id)).toHaveLength(5);
    // A day after the first, one more is allowed.
    expect(requestVerificationEmail(user.id, { now: at(24 * HOUR), baseUrl: BASE_URL }).ok).toBe(true);
  });

  it('refuses a user whose email is verified, and an unknown user', async () => {
    const user = await newUser();
    db().update(schema.users).set({ emailVerifiedAt: NOW }).where(eq(schema.users.id, user.id)).run();
    expect(requestVerificationEmail(user.id, { now: NOW, baseUrl: BASE_URL })).toEqual({ ok: false, reason: 'ALREADY_VERIFIED' });
    expect(requestVerificationEmail(999_999, { now: NOW, baseUrl: BASE_URL })).toEqual({ ok: false, reason: 'USER_NOT_FOUND' });
    expect(outboxOf(user.id)).toHaveLength(0);
  });

  it('refuses a base URL that is not http(s)', async () => {
    const user = await newUser();
    expect(() => requestVerificationEmail(user.id, { now: NOW, baseUrl: 'javascript:alert(1)' })).toThrow(/http\(s\)/);
    expect(() => requestVerificationEmail(user.id, { now: NOW, baseUrl: 'not a url' })).toThrow(/http\(s\)/);
    expect(outboxOf(user.id)).toHaveLength(0);
  });
});

describe('verifyEmail', () => {
  it('verifies the email, spends every open link of the user and writes an audit row', async () => {
    const user = await newUser();
    const older = requestToken(user.id);
    const newer = requestToken(user.id, at(2 * 60 * SEC));
    const verifiedAt = at(HOUR);
    expect(verifyEmail(older, verifiedAt)).toEqual({ ok: true, outcome: 'VERIFIED', userId: user.id });
    expect(userRow(user.id)).toMatchObject({ emailVerifiedAt: verifiedAt, updatedAt: verifiedAt });
    expect(verificationsOf(user.id).map((v) => v.usedAt)).toEqual([verifiedAt, verifiedAt]);
    const audit = auditOf(user.id).at(-1)!;
    expect(audit).toMatchObject({ action: 'user.email_verified', actorKind: 'user', actorUserId: user.id, at: verifiedAt });
    expect(JSON.stringify(audit)).not.toContain(older);
    expect(JSON.stringify(audit)).not.toContain(user.email);

    // Idempotent: the same link, or the other one, now says "already verified" and changes nothing.
    expect(verifyEmail(older, at(2 * HOUR))).toEqual({ ok: true, outcome: 'ALREADY_VERIFIED', userId: user.id });
    expect(verifyEmail(newer, at(2 * HOUR))).toEqual({ ok: true, outcome: 'ALREADY_VERIFIED', userId: user.id });
    expect(userRow(user.id).emailVerifiedAt).toEqual(verifiedAt);
    expect(auditOf(user.id).filter((a) => a.action === 'user.email_verified')).toHaveLength(1);
  });

  it('refuses an expired link and changes nothing; the last millisecond still works', async () => {
    const user = await newUser();
    const token = requestToken(user.id);
    expect(verifyEmail(token, at(VERIFICATION_LINK_TTL_MS))).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(userRow(user.id).emailVerifiedAt).toBeNull();
    expect(verificationsOf(user.id)[0]!.usedAt).toBeNull();
    expect(verifyEmail(token, at(VERIFICATION_LINK_TTL_MS - 1))).toMatchObject({ ok: true, outcome: 'VERIFIED' });
  });

  it.each([
    ['a tampered token', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['a truncated token', (token: string) => token.slice(0, 20)],
    ['the stored hash instead of the token', (token: string) => sha256(token)],
    ['an empty token', () => ''],
  ])('refuses %s and changes nothing', async (_description, tamper) => {
    const user = await newUser();
    const token = requestToken(user.id);
    expect(verifyEmail(tamper(token), at(SEC))).toEqual({ ok: false, reason: 'INVALID' });
    expect(userRow(user.id).emailVerifiedAt).toBeNull();
    expect(verificationsOf(user.id)[0]!.usedAt).toBeNull();
  });

  it('refuses a missing token', () => {
    expect(verifyEmail(null, NOW)).toEqual({ ok: false, reason: 'INVALID' });
    expect(verifyEmail(undefined, NOW)).toEqual({ ok: false, reason: 'INVALID' });
  });

  it('refuses a spent link while the email is not verified (e.g. unverified again by an operator)', async () => {
    const user = await newUser();
    const token = requestToken(user.id);
    expect(verifyEmail(token, at(SEC)).ok).toBe(true);
    db().update(schema.users).set({ emailVerifiedAt: null }).where(eq(schema.users.id, user.id)).run();
    expect(verifyEmail(token, at(2 * SEC))).toEqual({ ok: false, reason: 'USED' });
    expect(userRow(user.id).emailVerifiedAt).toBeNull();
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await newUser();
    const token = requestToken(user.id);
    db().update(schema.users).set({ email: `changed-${user.email}` }).where(eq(schema.users.id, user.id)).run();
    expect(verifyEmail(token, at(SEC))).toEqual({ ok: false, reason: 'EMAIL_CHANGED' });
    expect(userRow(user.id).emailVerifiedAt).toBeNull();
    expect(verificationsOf(user.id)[0]!.usedAt).toBeNull();
  });

  it('keeps the seeded demo account unverified until its own link is used', () => {
    expect(findUserByEmail('email@celengan.test')).toMatchObject({ emailVerifiedAt: null, mutualFundKycStatus: 'verificationComplete' });
  });
});

describe('verificationMessage', () => {
  it('puts the link and the validity in both languages', () => {
    const input = { name: 'Eka', link: `${BASE_URL}${EMAIL_VERIFIED_PATH}?token=abc`, expiresAt: at(24 * HOUR) };
    for (const language of ['id', 'en'] as const) {
      const message = verificationMessage(language, input);
      expect(message.subject.length).toBeGreaterThan(0);
      expect(message.bodyText).toContain(input.link);
      expect(message.bodyText).toContain('24');
      expect(message.bodyText).not.toMatch(/\{\{|\}\}/);
    }
    // The link's end in Jakarta time (24 h after 10:00 WIB on 7 November).
    expect(verificationMessage('id', input).bodyText).toContain('sampai 8 November 2025, 10.00 WIB');
    expect(verificationMessage('en', input).bodyText).toContain('until November 8, 2025, 10:00 WIB');
  });
});
