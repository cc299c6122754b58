// One-time codes against a real SQLite file (issue 14 item 4; decision 053): the message in the outbox
// (email, and WhatsApp with the phone number in E.164), only a keyed hash stored, the 60-second resend, five
// wrong codes blocking the user's codes for an hour, a code used once, only the newest code working, wrong
// codes carried over to the next code, and bursts of parallel sends and guesses from several connections
// (worker threads), which the single statements must hold to the rules.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { runConcurrently } from '../support/concurrently';
import type { OutboxChannel } from '~/domain/enums';
import type { OtpPurpose } from '~/domain/kyc/enums';
import { OTP_BLOCK_MS, OTP_RESEND_INTERVAL_MS, OTP_TTL_MS } from '~/domain/policies/otp';
import { db } from '~/lib/db.server';
import { otpStatus, pruneOtpChallenges, requestOtp, verifyOtp, type RequestOtpInput, type RequestOtpResult, type VerifyOtpResult } from '~/models/otp.server';

const NOW = new Date('2025-11-07T03:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

let counter = 0;
/** A fresh account (no password needed: nobody signs in here). */
function newUser(language: 'id' | 'en' = 'id') {
  counter += 1;
  return db()
    .insert(schema.users)
    .values({ email: `otp-${counter}-${process.pid}@celengan.test`, passwordHash: 'x', firstName: 'Rani', fullName: 'Rani Putri', mobilePhone: '081234567890', language })
    .returning()
    .get();
}

const whatsapp = (userId: number, purpose: OtpPurpose = 'VERIFY_PHONE'): RequestOtpInput => ({
  userId,
  purpose,
  channel: 'whatsapp',
  destination: '+6281234567890',
  language: 'id',
  name: 'Rani',
});
const email = (userId: number, address: string, purpose: OtpPurpose = 'FORGOT_PIN', language: 'id' | 'en' = 'id'): RequestOtpInput => ({
  userId,
  purpose,
  channel: 'email' as OutboxChannel,
  destination: address,
  language,
  name: 'Rani',
});

const outboxOf = (userId: number) => db().select().from(schema.outboxEmails).where(eq(schema.outboxEmails.userId, userId)).orderBy(schema.outboxEmails.id).all();
const challengesOf = (userId: number) => db().select().from(schema.otpChallenges).where(eq(schema.otpChallenges.userId, userId)).orderBy(schema.otpChallenges.id).all();
/** The code in the newest message to the user (how an investor reads it). */
const newestCode = (userId: number) => /\b(\d{6})\b/.exec(outboxOf(userId).at(-1)!.bodyText)![1]!;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

function sent(result: RequestOtpResult) {
  expect(result.ok).toBe(true);
  return result as Extract<RequestOtpResult, { ok: true }>;
}

describe('sending a code', () => {
  it('writes a WhatsApp message to the number in E.164 and keeps only a keyed hash', () => {
    const user = newUser();
    const result = sent(requestOtp(whatsapp(user.id), NOW));
    expect(result).toMatchObject({ expiresAt: at(OTP_TTL_MS), resendAt: at(OTP_RESEND_INTERVAL_MS), retryAfterSeconds: 60 });
    const [message] = outboxOf(user.id);
    expect(message).toMatchObject({ kind: 'OTP', channel: 'whatsapp', toAddress: '+6281234567890', subject: 'Kode OTP Celengan' });
    const code = newestCode(user.id);
    expect(message!.bodyText).toContain(`Kode OTP Celengan Anda: ${code}`);
    expect(message!.bodyText).toContain('memverifikasi nomor handphone');
    const [challenge] = challengesOf(user.id);
    expect(challenge).toMatchObject({ purpose: 'VERIFY_PHONE', channel: 'whatsapp', destination: '+6281234567890', attempts: 0, consumedAt: null, blockedUntil: null });
    // Neither the code nor its bare hash: a copy of the database does not give the code away.
    expect(challenge!.codeHash).not.toContain(code);
    expect(challenge!.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(challenge!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes an email in the user’s language', () => {
    const user = newUser('en');
    sent(requestOtp(email(user.id, user.email, 'FORGOT_PIN', 'en'), NOW));
    const [message] = outboxOf(user.id);
    expect(message).toMatchObject({ kind: 'OTP', channel: 'email', toAddress: user.email, subject: 'Your Celengan OTP code' });
    expect(message!.bodyText).toContain('Your OTP code to create a new transaction PIN');
  });

  it('refuses a second code of the purpose within 60 seconds, and allows it at 60', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    expect(requestOtp(whatsapp(user.id), at(59 * SEC))).toEqual({ ok: false, reason: 'RESEND_TOO_SOON', retryAt: at(MIN), retryAfterSeconds: 1 });
    expect(requestOtp(whatsapp(user.id), at(10 * SEC))).toMatchObject({ ok: false, reason: 'RESEND_TOO_SOON', retryAfterSeconds: 50 });
    // Another purpose has its own 60 seconds.
    sent(requestOtp(email(user.id, user.email), at(10 * SEC)));
    sent(requestOtp(whatsapp(user.id), at(MIN)));
    expect(challengesOf(user.id)).toHaveLength(3);
    expect(outboxOf(user.id)).toHaveLength(3);
  });

  it('a burst of parallel sends from several connections sends one code', async () => {
    const user = newUser();
    const results = await runConcurrently<RequestOtpResult>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 6 }, () => ({ kind: 'requestOtp' as const, input: whatsapp(user.id) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.reason))).toEqual(Array(5).fill('RESEND_TOO_SOON'));
    expect(challengesOf(user.id)).toHaveLength(1);
    expect(outboxOf(user.id)).toHaveLength(1);
  }, 60_000);
});

describe('checking a code', () => {
  it('accepts the right code once', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const code = newestCode(user.id);
    const verified = verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code }, at(30 * SEC));
    expect(verified).toMatchObject({ ok: true, challenge: { purpose: 'VERIFY_PHONE', channel: 'whatsapp', destination: '+6281234567890' } });
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code }, at(31 * SEC))).toEqual({ ok: false, reason: 'CONSUMED' });
    expect(challengesOf(user.id)[0]).toMatchObject({ consumedAt: at(30 * SEC), attempts: 1 });
  });

  it('checks only against the purpose’s own code', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const code = newestCode(user.id);
    expect(verifyOtp({ userId: user.id, purpose: 'UPDATE_PHONE', code }, at(SEC))).toEqual({ ok: false, reason: 'NO_CODE' });
    expect(verifyOtp({ userId: newUser().id, purpose: 'VERIFY_PHONE', code }, at(SEC))).toEqual({ ok: false, reason: 'NO_CODE' });
  });

  it('refuses an expired code without counting it', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const code = newestCode(user.id);
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code }, at(OTP_TTL_MS))).toEqual({ ok: false, reason: 'EXPIRED' });
    expect(challengesOf(user.id)[0]!.attempts).toBe(0);
  });

  it('only the newest code works once another was sent', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const first = newestCode(user.id);
    sent(requestOtp(whatsapp(user.id), at(MIN)));
    const second = newestCode(user.id);
    if (first !== second) expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: first }, at(MIN + SEC))).toMatchObject({ ok: false, reason: 'WRONG' });
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: second }, at(MIN + 2 * SEC))).toMatchObject({ ok: true });
  });

  it('five wrong codes block every code of the user for an hour, the right one included', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const code = newestCode(user.id);
    const attempt = (offset: number, given = wrongCode(code)) => verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: given }, at(offset));
    expect([1, 2, 3, 4].map((i) => attempt(i * SEC))).toEqual([4, 3, 2, 1].map((attemptsLeft) => ({ ok: false, reason: 'WRONG', attemptsLeft })));
    const until = at(5 * SEC + OTP_BLOCK_MS);
    expect(attempt(5 * SEC)).toEqual({ ok: false, reason: 'BLOCKED', until });
    // The right code no longer helps, nor does a new code of any purpose, for the hour.
    expect(attempt(6 * SEC, code)).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(requestOtp(whatsapp(user.id), at(2 * MIN))).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(requestOtp(email(user.id, user.email), at(2 * MIN))).toEqual({ ok: false, reason: 'BLOCKED', until });
    expect(otpStatus(user.id, 'VERIFY_PHONE', NOW, at(2 * MIN)).state).toEqual({ kind: 'BLOCKED', until });
    // An hour later a new code starts afresh.
    sent(requestOtp(whatsapp(user.id), until));
    expect(challengesOf(user.id).at(-1)!.attempts).toBe(0);
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: newestCode(user.id) }, at(5 * SEC + OTP_BLOCK_MS + SEC))).toMatchObject({ ok: true });
  });

  it('asking for a new code does not buy more guesses: the wrong count carries over', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const wrong = () => wrongCode(newestCode(user.id));
    for (let i = 1; i <= 3; i++) verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: wrong() }, at(i * SEC));
    sent(requestOtp(whatsapp(user.id), at(MIN)));
    expect(challengesOf(user.id).at(-1)!.attempts).toBe(3);
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: wrong() }, at(MIN + SEC))).toEqual({ ok: false, reason: 'WRONG', attemptsLeft: 1 });
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: wrong() }, at(MIN + 2 * SEC))).toMatchObject({ ok: false, reason: 'BLOCKED' });
  });

  it('a right code ends the count', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: wrongCode(newestCode(user.id)) }, at(SEC));
    expect(verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code: newestCode(user.id) }, at(2 * SEC))).toMatchObject({ ok: true });
    sent(requestOtp(email(user.id, user.email), at(3 * SEC)));
    expect(challengesOf(user.id).at(-1)!.attempts).toBe(0);
  });

  it('a burst of parallel guesses gets five comparisons, then the block', async () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), new Date()));
    const code = newestCode(user.id);
    const results = await runConcurrently<VerifyOtpResult>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 7 }, () => ({ kind: 'verifyOtp' as const, input: { userId: user.id, purpose: 'VERIFY_PHONE', code: wrongCode(code) } })),
    );
    const reasons = results.map((r) => (r.ok ? 'OK' : r.reason));
    expect(reasons.filter((r) => r === 'WRONG')).toHaveLength(4);
    expect(reasons.filter((r) => r === 'BLOCKED')).toHaveLength(3);
    expect(challengesOf(user.id)[0]).toMatchObject({ attempts: 5, consumedAt: null });
    expect(challengesOf(user.id)[0]!.blockedUntil).not.toBeNull();
  }, 60_000);

  it('never writes a code or an address into the audit log', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), NOW));
    const code = newestCode(user.id);
    verifyOtp({ userId: user.id, purpose: 'VERIFY_PHONE', code }, at(SEC));
    const rows = db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(user.id))).all();
    expect(rows.map((r) => r.action)).toEqual(['user.otp_requested', 'user.otp_verified']);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(code);
    expect(text).not.toContain('6281234567890');
  });
});

describe('otpStatus', () => {
  it('says what /validate-otp shows, from the flow’s start', () => {
    const user = newUser();
    expect(otpStatus(user.id, 'VERIFY_PHONE', NOW, NOW)).toEqual({ state: { kind: 'NOT_SENT' }, sentTo: null, payload: null });
    sent(requestOtp({ ...whatsapp(user.id), payload: '{"phone":"081234567890"}' }, NOW));
    expect(otpStatus(user.id, 'VERIFY_PHONE', NOW, at(10 * SEC))).toEqual({
      state: { kind: 'SENT', expiresAt: at(OTP_TTL_MS), resendAt: at(MIN), attemptsLeft: 5 },
      sentTo: { channel: 'whatsapp', destination: '+6281234567890' },
      payload: '{"phone":"081234567890"}',
    });
    // A flow that started later has not sent this code.
    expect(otpStatus(user.id, 'VERIFY_PHONE', at(SEC), at(10 * SEC)).state).toEqual({ kind: 'NOT_SENT' });
    expect(otpStatus(user.id, 'VERIFY_PHONE', NOW, at(OTP_TTL_MS)).state).toEqual({ kind: 'EXPIRED', resendAt: at(MIN) });
  });
});

describe('pruneOtpChallenges', () => {
  it('deletes the codes older than a day, and only those', () => {
    const user = newUser();
    sent(requestOtp(whatsapp(user.id), at(-25 * 60 * MIN)));
    sent(requestOtp(whatsapp(user.id), at(-23 * 60 * MIN)));
    expect(pruneOtpChallenges(NOW)).toBeGreaterThanOrEqual(1);
    expect(challengesOf(user.id).map((c) => c.createdAt)).toEqual([at(-23 * 60 * MIN)]);
  });
});
