// One-time codes (issue 14 item 4; docs/decisions/053-one-time-codes.md): sending a code by email or
// WhatsApp (both written to the outbox; WhatsApp is simulated, the phone number in E.164 is the address) and
// checking it. The rules are app/domain/policies/otp.ts; this module applies them in single SQL statements,
// so that parallel requests (or processes) never get past them together:
// - sending takes its 60-second slot in the INSERT itself (INSERT … SELECT … WHERE no code of the purpose in
//   the last 60 s and no block), like the sign-in limit (sign-in-attempts.server.ts): a burst sends one code;
// - checking counts the attempt in one UPDATE … RETURNING before comparing, so a burst of guesses gets at
//   most the 5 comparisons the rules allow.
// The code is 6 digits from the operating system's generator (crypto.randomInt); the database keeps an
// HMAC-SHA256 of it under a key derived from SESSION_SECRET, so a copy of the database yields no code (a
// bare hash of 6 digits is reversed by trying the million of them). Codes, addresses and payloads never go
// into the audit log or a log line.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import { createInstance, type i18n as I18n } from 'i18next';
import { schema, type Db } from '../../db/client';
import type { Language, OutboxChannel } from '~/domain/enums';
import type { OtpPurpose } from '~/domain/kyc/enums';
import {
  decideOtpCheck,
  decideOtpRequest,
  OTP_BLOCK_MS,
  OTP_CODE_LENGTH,
  OTP_MAX_WRONG_ATTEMPTS,
  OTP_RESEND_INTERVAL_MS,
  OTP_TTL_MS,
  otpAttemptOutcome,
  otpPageState,
  secondsUntil,
  type OtpPageState,
} from '~/domain/policies/otp';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { i18nOptions } from '~/locales';
import type { Tx } from './ledger.server';

export type OtpChallenge = typeof schema.otpChallenges.$inferSelect;

let codeKey: { secret: string; key: Buffer } | undefined;
/** The HMAC key of codes: derived from SESSION_SECRET, so that it is never the session cookies' own key. */
function otpKey(): Buffer {
  const secret = env().sessionSecret;
  if (codeKey?.secret !== secret) codeKey = { secret, key: createHmac('sha256', secret).update('celengan/otp-code/v1').digest() };
  return codeKey.key;
}

/** The stored form of a code: bound to the user, the purpose and the address it was sent to. */
function hashCode(code: string, challenge: { userId: number; purpose: OtpPurpose; destination: string }): string {
  return createHmac('sha256', otpKey()).update(`${challenge.userId}\u0000${challenge.purpose}\u0000${challenge.destination}\u0000${code}`).digest('hex');
}

/** A fresh code: uniform over the million 6-digit strings (leading zeros kept). */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/**
 * What the outbox message says: the code (CODE), or, for a new email that already belongs to another account,
 * that someone tried to move an account to it and nothing changed (ADDRESS_IN_USE, decision 054): the page
 * answers both alike, so only the inbox's owner learns which it was, and nobody gets a code that could work.
 */
export type OtpMessageKind = 'CODE' | 'ADDRESS_IN_USE';

export interface RequestOtpInput {
  userId: number;
  purpose: OtpPurpose;
  channel: OutboxChannel;
  /** The email address, or the phone number in E.164 (`+62…`) for WhatsApp. */
  destination: string;
  /** What the code confirms beyond the destination (JSON: the new email or phone, a proposal's id). */
  payload?: string | null;
  language: Language;
  /** The account's first name, for the email's greeting. */
  name: string;
  message?: OtpMessageKind;
}

export type RequestOtpResult =
  | { ok: true; challengeId: number; outboxEmailId: number; expiresAt: Date; resendAt: Date; retryAfterSeconds: number }
  | { ok: false; reason: 'BLOCKED'; until: Date }
  | { ok: false; reason: 'RESEND_TOO_SOON'; retryAt: Date; retryAfterSeconds: number };

/** Sends a code (writes it to the outbox) in the caller's transaction; see requestOtp. */
export function requestOtpIn(tx: Tx, input: RequestOtpInput, now: Date): RequestOtpResult {
  const { userId, purpose, channel, destination } = input;
  const code = generateOtpCode();
  const nowMs = now.getTime();
  const expiresAt = new Date(nowMs + OTP_TTL_MS);
  // The rules of decideOtpRequest and carriedWrongAttempts as one statement (see the header).
  const inserted = tx.get<{ id: number } | undefined>(sql`
    INSERT INTO otp_challenges (user_id, purpose, channel, destination, payload, code_hash, created_at, expires_at, attempts)
    SELECT ${userId}, ${purpose}, ${channel}, ${destination}, ${input.payload ?? null}, ${hashCode(code, input)}, ${nowMs}, ${expiresAt.getTime()},
      coalesce((
        SELECT CASE WHEN n.consumed_at IS NULL AND n.blocked_until IS NULL AND n.created_at > ${nowMs - OTP_BLOCK_MS} THEN n.attempts ELSE 0 END
        FROM otp_challenges n WHERE n.user_id = ${userId} ORDER BY n.created_at DESC, n.id DESC LIMIT 1
      ), 0)
    WHERE NOT EXISTS (SELECT 1 FROM otp_challenges b WHERE b.user_id = ${userId} AND b.blocked_until > ${nowMs})
      AND NOT EXISTS (
        SELECT 1 FROM otp_challenges r
        WHERE r.user_id = ${userId} AND r.purpose = ${purpose} AND r.created_at > ${nowMs - OTP_RESEND_INTERVAL_MS}
      )
    RETURNING id`);
  if (!inserted) {
    // Refused: read what the rules saw, for the answer's wording only (the refusal is already decided).
    const decision = decideOtpRequest({ now, blockedUntil: blockedUntilIn(tx, userId), lastSentAt: lastSentAtIn(tx, userId, purpose) });
    if (!decision.allowed) {
      const { allowed: _allowed, ...refusal } = decision;
      return { ok: false, ...refusal };
    }
    // The statement and the rules agree (tests/integration/otp.test.ts); should they ever not, stay refused.
    const retryAt = new Date(nowMs + OTP_RESEND_INTERVAL_MS);
    return { ok: false, reason: 'RESEND_TOO_SOON', retryAt, retryAfterSeconds: secondsUntil(retryAt, now) };
  }

  const message = otpMessage(input.language, { kind: input.message ?? 'CODE', channel, purpose, code, name: input.name });
  const outbox = tx
    .insert(schema.outboxEmails)
    .values({ userId, kind: input.message === 'ADDRESS_IN_USE' ? 'ACCOUNT_EXISTS' : 'OTP', channel, toAddress: destination, ...message, createdAt: now })
    .returning({ id: schema.outboxEmails.id })
    .get();
  // Ids only: no code, no address in the audit trail.
  tx.insert(schema.auditLog)
    .values({
      at: now,
      actorUserId: userId,
      actorKind: 'user',
      action: 'user.otp_requested',
      entity: 'user',
      entityId: String(userId),
      details: { challengeId: inserted.id, purpose, channel, outboxEmailId: outbox.id },
    })
    .run();
  const resendAt = new Date(nowMs + OTP_RESEND_INTERVAL_MS);
  return { ok: true, challengeId: inserted.id, outboxEmailId: outbox.id, expiresAt, resendAt, retryAfterSeconds: secondsUntil(resendAt, now) };
}

/**
 * Sends a one-time code for `purpose` to `destination` by `channel`, unless the user's codes are blocked or
 * the purpose's last code is younger than 60 s (refusals are results). The message is in `language`.
 */
export function requestOtp(input: RequestOtpInput, now = new Date(), database: Db = db()): RequestOtpResult {
  return database.transaction((tx) => requestOtpIn(tx, input, now), { behavior: 'immediate' });
}

/** The end of the user's latest block (any purpose), or null when never blocked. */
function blockedUntilIn(tx: Tx | Db, userId: number): Date | null {
  const { otpChallenges: c } = schema;
  return tx.select({ until: max(c.blockedUntil) }).from(c).where(eq(c.userId, userId)).get()?.until ?? null;
}

function lastSentAtIn(tx: Tx | Db, userId: number, purpose: OtpPurpose): Date | null {
  const { otpChallenges: c } = schema;
  return tx.select({ at: max(c.createdAt) }).from(c).where(and(eq(c.userId, userId), eq(c.purpose, purpose))).get()?.at ?? null;
}

/** The user's newest code of a purpose (any age), or null. */
function newestChallengeIn(tx: Tx | Db, userId: number, purpose: OtpPurpose, since?: Date): OtpChallenge | null {
  const { otpChallenges: c } = schema;
  return (
    tx
      .select()
      .from(c)
      .where(and(eq(c.userId, userId), eq(c.purpose, purpose), since ? gt(c.createdAt, new Date(since.getTime() - 1)) : undefined))
      .orderBy(desc(c.createdAt), desc(c.id))
      .limit(1)
      .get() ?? null
  );
}

export type VerifyOtpResult =
  | { ok: true; challenge: Pick<OtpChallenge, 'id' | 'channel' | 'destination' | 'payload' | 'purpose'> }
  | { ok: false; reason: 'NO_CODE' | 'CONSUMED' | 'EXPIRED' }
  | { ok: false; reason: 'WRONG'; attemptsLeft: number }
  | { ok: false; reason: 'BLOCKED'; until: Date };

/**
 * Checks `code` against the user's newest code of `purpose`, in the caller's transaction (a contact change
 * applies its effect in the same one). The attempt is counted first, in one statement that also refuses when
 * the code is spent, expired, blocked or out of tries; then compared in constant time; a right code is
 * consumed (once: a second use is CONSUMED), the 5th wrong one blocks the user's codes for an hour.
 */
export function verifyOtpIn(tx: Tx, input: { userId: number; purpose: OtpPurpose; code: string }, now: Date): VerifyOtpResult {
  const { userId, purpose } = input;
  const nowMs = now.getTime();
  const counted = tx.get<{ id: number; attempts: number; code_hash: string; destination: string } | undefined>(sql`
    UPDATE otp_challenges SET attempts = attempts + 1
    WHERE id = (
        SELECT n.id FROM otp_challenges n WHERE n.user_id = ${userId} AND n.purpose = ${purpose}
        ORDER BY n.created_at DESC, n.id DESC LIMIT 1
      )
      AND consumed_at IS NULL AND expires_at > ${nowMs} AND attempts < ${OTP_MAX_WRONG_ATTEMPTS}
      AND NOT EXISTS (SELECT 1 FROM otp_challenges b WHERE b.user_id = ${userId} AND b.blocked_until > ${nowMs})
    RETURNING id, attempts, code_hash, destination`);
  if (!counted) {
    const decision = decideOtpCheck({ now, blockedUntil: blockedUntilIn(tx, userId), challenge: newestChallengeIn(tx, userId, purpose) });
    if (decision.kind === 'BLOCKED') return { ok: false, reason: 'BLOCKED', until: decision.until };
    // CHECK cannot be (the statement would have counted it): as good as an expired code.
    return { ok: false, reason: decision.kind === 'CHECK' ? 'EXPIRED' : decision.kind };
  }

  const expected = Buffer.from(counted.code_hash, 'hex');
  const given = Buffer.from(hashCode(String(input.code), { userId, purpose, destination: counted.destination }), 'hex');
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  const outcome = otpAttemptOutcome({ now, attempts: counted.attempts, matches });
  const { otpChallenges: c } = schema;
  const audit = (action: string, details: Record<string, unknown>) =>
    tx.insert(schema.auditLog).values({ at: now, actorUserId: userId, actorKind: 'user', action, entity: 'user', entityId: String(userId), details }).run();

  switch (outcome.kind) {
    case 'VERIFIED': {
      const consumed = tx
        .update(c)
        .set({ consumedAt: now })
        .where(and(eq(c.id, counted.id), sql`${c.consumedAt} IS NULL`))
        .returning({ id: c.id, channel: c.channel, destination: c.destination, payload: c.payload, purpose: c.purpose })
        .get();
      if (!consumed) return { ok: false, reason: 'CONSUMED' };
      audit('user.otp_verified', { challengeId: counted.id, purpose });
      return { ok: true, challenge: consumed };
    }
    case 'BLOCKED':
      tx.update(c).set({ blockedUntil: outcome.until }).where(and(eq(c.id, counted.id), sql`${c.consumedAt} IS NULL`)).run();
      audit('user.otp_blocked', { challengeId: counted.id, purpose, until: outcome.until.toISOString() });
      return { ok: false, reason: 'BLOCKED', until: outcome.until };
    case 'WRONG':
      return { ok: false, reason: 'WRONG', attemptsLeft: outcome.attemptsLeft };
  }
}

/** Checks a code in a transaction of its own (see verifyOtpIn). */
export function verifyOtp(input: { userId: number; purpose: OtpPurpose; code: string }, now = new Date(), database: Db = db()): VerifyOtpResult {
  return database.transaction((tx) => verifyOtpIn(tx, input, now), { behavior: 'immediate' });
}

export interface OtpStatus {
  state: OtpPageState;
  /** The code's way and address (for the page to say where it went); null before one is sent. */
  sentTo: { channel: OutboxChannel; destination: string } | null;
  /** The newest code's payload (what it confirms), null before one is sent. */
  payload: string | null;
}

/** What /validate-otp shows: the newest code of `purpose` sent since `since` (the flow's start), and any block. */
export function otpStatus(userId: number, purpose: OtpPurpose, since: Date, now = new Date(), database: Db = db()): OtpStatus {
  const challenge = newestChallengeIn(database, userId, purpose, since);
  const state = otpPageState({ now, blockedUntil: blockedUntilIn(database, userId), challenge });
  return {
    state,
    sentTo: challenge ? { channel: challenge.channel, destination: challenge.destination } : null,
    payload: challenge?.payload ?? null,
  };
}

/** The user's block, when it holds at `now`. */
export function otpBlockedUntil(userId: number, now = new Date(), database: Db = db()): Date | null {
  const until = blockedUntilIn(database, userId);
  return until && until.getTime() > now.getTime() ? until : null;
}

/** Whether a code of the user went to `destination` since `since` (check-otp-blocked: the user's own numbers). */
export function sentOtpTo(userId: number, destination: string, since: Date, database: Db = db()): boolean {
  const { otpChallenges: c } = schema;
  return database.select({ id: c.id }).from(c).where(and(eq(c.userId, userId), eq(c.destination, destination), gt(c.createdAt, since))).limit(1).get() !== undefined;
}

/** The newest code of a purpose, whatever its state (the resend copies its way and address). */
export function newestOtpChallenge(userId: number, purpose: OtpPurpose, since?: Date, database: Db = db()): OtpChallenge | null {
  return newestChallengeIn(database, userId, purpose, since);
}

/** The challenge of a user by id (a forgotten PIN's grant, decision 053), or null. */
export function findOtpChallenge(userId: number, challengeId: number, database: Db = db()): OtpChallenge | null {
  const { otpChallenges: c } = schema;
  return database.select().from(c).where(and(eq(c.id, challengeId), eq(c.userId, userId))).get() ?? null;
}

/**
 * Codes older than this matter to no rule (the block and the carried count look back an hour, a forgotten
 * PIN's grant 10 minutes); they hold an address (personal data, UU 27/2022), so they are deleted.
 */
export const OTP_CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes codes past the retention period; returns how many. For the daily `maintenance:prune`. */
export function pruneOtpChallenges(now: Date, database: Db = db()): number {
  const { otpChallenges: c } = schema;
  return database.delete(c).where(lt(c.createdAt, new Date(now.getTime() - OTP_CHALLENGE_RETENTION_MS))).run().changes;
}

// ---------------------------------------------------------------------------------------------
// The messages

let otpI18n: I18n | undefined;
/** A server-side i18next instance for the messages (the same resources as the pages, no React). */
export function otpTranslator(language: Language) {
  if (!otpI18n) {
    otpI18n = createInstance();
    void otpI18n.init({ ...i18nOptions, lng: 'id', initAsync: false });
  }
  return otpI18n.getFixedT(language, 'otp');
}

/** The subject and text of a code's message, by email or WhatsApp. */
export function otpMessage(
  language: Language,
  input: { kind: OtpMessageKind; channel: OutboxChannel; purpose: OtpPurpose; code: string; name: string },
): { subject: string; bodyText: string } {
  const t = otpTranslator(language);
  if (input.kind === 'ADDRESS_IN_USE') return { subject: t('message.addressInUse.subject'), bodyText: t('message.addressInUse.body', { name: input.name }) };
  const values = { name: input.name, code: input.code, purpose: t(`message.purposes.${input.purpose}`), minutes: OTP_TTL_MS / 60_000 };
  return {
    subject: t('message.subject'),
    bodyText: input.channel === 'whatsapp' ? t('message.whatsapp', values) : t('message.email', values),
  };
}
