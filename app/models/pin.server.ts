// The transaction PIN (issue 14 item 5; spec funds §2.1 "/me/pin/*", §7 "PIN"; docs/decisions/050-transaction-pin.md,
// 051-where-the-pin-is-asked.md). The rules are app/domain/policies/pin-rules.ts.
//
// The PIN is hashed like a password (argon2id, app/lib/password.server.ts; decision 032) and never logged,
// audited or returned. A check takes its try in ONE SQL statement before the hash is compared, as the
// sign-in's rate limit does (decision 030): the statement counts the try as wrong, and blocks the PIN when
// it is the third, only where the rules allow a try now; so parallel requests (or processes) can never get
// more than 3 tries between them. A right PIN then resets the count (and lifts the block its own try set)
// and stamps the session (sessions.pin_verified_at: orders ask again 15 minutes later). A crash between
// the two leaves a wrong try counted: the safe side.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import {
  attemptsLeftAfter,
  decideOrderPin,
  decidePinAttempt,
  isPinFresh,
  PIN_BLOCK_MS,
  PIN_MAX_FAILED_ATTEMPTS,
  pinFormatProblem,
  type PinFormatProblem,
} from '~/domain/policies/pin-rules';
import { db } from '~/lib/db.server';
import { hashPassword, needsRehash, verifyPassword } from '~/lib/password.server';
import { safeTarget } from '~/lib/session.server';
import type { Tx } from './ledger.server';

/** Why a PIN could not be checked, or was wrong. */
export type PinCheckFailure =
  | { ok: false; reason: 'WRONG_PIN'; attemptsLeft: number }
  /** Blocked until `until` (the third wrong try answers this too: it has just blocked the PIN). */
  | { ok: false; reason: 'BLOCKED'; until: Date }
  | { ok: false; reason: 'NO_PIN' };
export type VerifyPinResult = { ok: true } | PinCheckFailure;

/** A new PIN the rules refuse. */
export type InvalidPin = { ok: false; reason: 'INVALID_PIN'; problem: PinFormatProblem };
export type CreatePinResult = { ok: true } | InvalidPin | { ok: false; reason: 'PIN_EXISTS' };
export type ChangePinResult = { ok: true } | InvalidPin | PinCheckFailure | { ok: false; reason: 'SAME_PIN' };
export type ResetPinResult = { ok: true } | InvalidPin | { ok: false; reason: 'NO_PIN' };

function invalidPin(pin: string): InvalidPin | null {
  const problem = pinFormatProblem(pin);
  return problem ? { ok: false, reason: 'INVALID_PIN', problem } : null;
}

function audit(tx: Tx | Db, userId: number, action: string, now: Date, details?: Record<string, unknown>): void {
  // Ids only: never the PIN nor its hash (DESIGN.md "Security baseline").
  tx.insert(schema.auditLog)
    .values({ at: now, actorUserId: userId, actorKind: 'user', action, entity: 'user', entityId: String(userId), details })
    .run();
}

/** A right PIN from another session no longer counts: the PIN changed (change, reset by OTP). */
function forgetVerifiedSessions(tx: Tx, userId: number): void {
  tx.update(schema.sessions).set({ pinVerifiedAt: null }).where(eq(schema.sessions.userId, userId)).run();
}

/** Whether the user has a PIN, and the block that holds at `now` (the pages' and the cart's view). */
export function pinStatus(userId: number, now = new Date(), database: Db = db()): { hasPin: boolean; blockedUntil: Date | null } {
  const row = database
    .select({ pinHash: schema.users.pinHash, failedAttempts: schema.users.pinFailedAttempts, blockedUntil: schema.users.pinBlockedUntil })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .get();
  if (!row?.pinHash) return { hasPin: false, blockedUntil: null };
  const decision = decidePinAttempt(row, now);
  return { hasPin: true, blockedUntil: decision.allowed ? null : decision.until };
}

/**
 * Writes a new PIN hash with a fresh count and no block, only where the user has no PIN (`NONE`, creating)
 * or has one (`SET`, resetting), so that two racing submissions cannot both write. False when nothing was.
 */
function writePinHash(tx: Tx, userId: number, pinHash: string, current: 'NONE' | 'SET', now: Date): boolean {
  const { users } = schema;
  return (
    tx
      .update(users)
      .set({ pinHash, pinUpdatedAt: now, pinFailedAttempts: 0, pinBlockedUntil: null, updatedAt: now })
      .where(and(eq(users.id, userId), current === 'NONE' ? isNull(users.pinHash) : isNotNull(users.pinHash)))
      .run().changes === 1
  );
}

/**
 * Sets the first PIN of a user who has none. PIN_EXISTS when there is one already (also when two
 * submissions race: the statement sets it only where none is).
 */
export async function createPin(userId: number, pin: string, now = new Date(), database: Db = db()): Promise<CreatePinResult> {
  const invalid = invalidPin(pin);
  if (invalid) return invalid;
  const pinHash = await hashPassword(pin);
  return database.transaction(
    (tx) => {
      if (!writePinHash(tx, userId, pinHash, 'NONE', now)) return { ok: false, reason: 'PIN_EXISTS' } as const;
      audit(tx, userId, 'user.pin_created', now);
      return { ok: true } as const;
    },
    { behavior: 'immediate' },
  );
}

/**
 * The try of one PIN check, in one statement: counted as wrong, and the block set when it is the third,
 * only where the rules allow a try at `now` (pin-rules.ts decidePinAttempt: no block in force and fewer
 * than 3 wrong, or a block that has ended, which starts a new run). Answers the try's number and the hash
 * to compare, or null when refused (no PIN, blocked). SQLite evaluates every SET expression on the row as
 * it was, so `run` below is the count before this try.
 */
function takePinAttempt(userId: number, now: Date, database: Db): { attempt: number; pinHash: string } | null {
  const at = now.getTime();
  const run = sql`(CASE WHEN pin_blocked_until IS NOT NULL AND pin_blocked_until <= ${at} THEN 0 ELSE pin_failed_attempts END)`;
  const row = database.get<{ attempt: number; pinHash: string }>(sql`
    UPDATE users SET
      pin_failed_attempts = ${run} + 1,
      pin_blocked_until = CASE WHEN ${run} + 1 >= ${PIN_MAX_FAILED_ATTEMPTS} THEN ${at + PIN_BLOCK_MS} ELSE NULL END
    WHERE id = ${userId} AND pin_hash IS NOT NULL
      AND ((pin_blocked_until IS NULL AND pin_failed_attempts < ${PIN_MAX_FAILED_ATTEMPTS}) OR pin_blocked_until <= ${at})
    RETURNING pin_failed_attempts AS attempt, pin_hash AS pinHash`);
  return row ?? null;
}

/** Why a try was refused: read after the statement refused it (the refusal itself is decided). */
function refusal(userId: number, now: Date, database: Db): PinCheckFailure {
  const status = pinStatus(userId, now, database);
  if (!status.hasPin) return { ok: false, reason: 'NO_PIN' };
  return { ok: false, reason: 'BLOCKED', until: status.blockedUntil ?? new Date(now.getTime() + PIN_BLOCK_MS) };
}

/**
 * What a right PIN gives a session: orders of `sessionId` (a session of this user) go on without the PIN for
 * 15 minutes (decision 051). A passkey that confirms a PIN request gives the same (decision 095).
 */
function stampPinVerified(tx: Tx, userId: number, sessionId: string | null, now: Date): void {
  if (!sessionId) return;
  const { sessions } = schema;
  tx.update(sessions).set({ pinVerifiedAt: now }).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId))).run();
}

/**
 * Checks a PIN: one try taken first (refused while blocked), then the hash. Right: the count is reset,
 * the block its own try may have set is lifted, `sessionId` (a session of this user; sessions.id) is
 * stamped, and a hash of older parameters is replaced (decision 032). Wrong: WRONG_PIN with the tries left,
 * or, the third, BLOCKED with the block's end (and an audit row).
 */
async function checkPin(userId: number, pin: string, now: Date, database: Db, sessionId: string | null): Promise<VerifyPinResult> {
  const slot = takePinAttempt(userId, now, database);
  if (!slot) return refusal(userId, now, database);
  // A string that cannot be a PIN is a wrong PIN (its try is spent): no hash is computed for it.
  const right = pinFormatProblem(pin) === 'NOT_SIX_DIGITS' ? false : await verifyPassword(pin, slot.pinHash);
  if (!right) {
    const attemptsLeft = attemptsLeftAfter(slot.attempt);
    if (attemptsLeft > 0) return { ok: false, reason: 'WRONG_PIN', attemptsLeft };
    const until = new Date(now.getTime() + PIN_BLOCK_MS);
    audit(database, userId, 'user.pin_blocked', now, { until: until.toISOString() });
    return { ok: false, reason: 'BLOCKED', until };
  }
  const { users } = schema;
  database.transaction(
    (tx) => {
      tx.update(users).set({ pinFailedAttempts: 0, pinBlockedUntil: null }).where(eq(users.id, userId)).run();
      stampPinVerified(tx, userId, sessionId, now);
    },
    { behavior: 'immediate' },
  );
  if (needsRehash(slot.pinHash)) {
    const pinHash = await hashPassword(pin);
    database.update(users).set({ pinHash }).where(and(eq(users.id, userId), eq(users.pinHash, slot.pinHash))).run();
  }
  return { ok: true };
}

/**
 * Checks the PIN for an order or a PIN request (pin-rules.ts): right → `{ ok: true }` and the session
 * `sessionId` may place orders for 15 minutes (pinFreshFor).
 */
export async function verifyPin(userId: number, sessionId: string | null, pin: string, now = new Date(), database: Db = db()): Promise<VerifyPinResult> {
  return checkPin(userId, pin, now, database, sessionId);
}

/**
 * Changes the PIN: the current one is checked like any PIN (its tries count, three wrong block it), the
 * new one must follow the rules and differ from it (both refusals cost no try). Every session then asks
 * for the PIN again before an order.
 */
export async function changePin(userId: number, currentPin: string, newPin: string, now = new Date(), database: Db = db()): Promise<ChangePinResult> {
  const invalid = invalidPin(newPin);
  if (invalid) return invalid;
  if (newPin === currentPin) return { ok: false, reason: 'SAME_PIN' };
  const checked = await checkPin(userId, currentPin, now, database, null);
  if (!checked.ok) return checked;
  const pinHash = await hashPassword(newPin);
  return database.transaction(
    (tx) => {
      writePinHash(tx, userId, pinHash, 'SET', now);
      forgetVerifiedSessions(tx, userId);
      audit(tx, userId, 'user.pin_changed', now);
      return { ok: true } as const;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Sets a new PIN without the old one, after the owner proved themselves by a one-time code (/me/pin/forgot,
 * issue 14 item 4): the caller checks the code. Lifts a block and resets the count; every session asks for
 * the PIN again. NO_PIN for a user without one (they create it instead).
 */
export async function resetPin(userId: number, newPin: string, now = new Date(), database: Db = db()): Promise<ResetPinResult> {
  const invalid = invalidPin(newPin);
  if (invalid) return invalid;
  const pinHash = await hashPassword(newPin);
  return database.transaction(
    (tx) => {
      if (!writePinHash(tx, userId, pinHash, 'SET', now)) return { ok: false, reason: 'NO_PIN' } as const;
      forgetVerifiedSessions(tx, userId);
      audit(tx, userId, 'user.pin_reset', now);
      return { ok: true } as const;
    },
    { behavior: 'immediate' },
  );
}

/** Whether the session `sessionId` (open at `now`) had a right PIN in the last 15 minutes. */
export function pinFreshFor(sessionId: string, now = new Date(), database: Db = db()): boolean {
  const { sessions } = schema;
  const row = database
    .select({ pinVerifiedAt: sessions.pinVerifiedAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  return isPinFresh(row?.pinVerifiedAt ?? null, now);
}

/** Why an order was not placed for its PIN (decision 052 gives each its HTTP status). */
export type OrderPinRefusal =
  | { code: 'PIN_REQUIRED' }
  | { code: 'PIN_NOT_SET' }
  | { code: 'PIN_WRONG'; attemptsLeft: number }
  | { code: 'PIN_BLOCKED'; until: Date };

/**
 * The PIN check before an order (subscribe today; redeem and switch later): pin-rules.ts decideOrderPin
 * over the user's PIN and this session's freshness, then, when needed, `pin` (sent with the order) is
 * checked, which stamps the session for the next 15 minutes. Nothing else is written: the caller places
 * the order only on `{ ok: true }`.
 */
export async function checkOrderPin(
  userId: number,
  sessionId: string | null,
  pin: string | null | undefined,
  now = new Date(),
  database: Db = db(),
): Promise<{ ok: true } | { ok: false; refusal: OrderPinRefusal }> {
  const status = pinStatus(userId, now, database);
  const decision = decideOrderPin({
    ...status,
    fresh: sessionId !== null && pinFreshFor(sessionId, now, database),
    pinGiven: typeof pin === 'string' && pin !== '',
  });
  switch (decision.kind) {
    case 'PROCEED':
      return { ok: true };
    case 'NOT_SET':
      return { ok: false, refusal: { code: 'PIN_NOT_SET' } };
    case 'BLOCKED':
      return { ok: false, refusal: { code: 'PIN_BLOCKED', until: decision.until } };
    case 'REQUIRED':
      return { ok: false, refusal: { code: 'PIN_REQUIRED' } };
    case 'CHECK': {
      const verified = await verifyPin(userId, sessionId, pin!, now, database);
      if (verified.ok) return { ok: true };
      if (verified.reason === 'WRONG_PIN') return { ok: false, refusal: { code: 'PIN_WRONG', attemptsLeft: verified.attemptsLeft } };
      if (verified.reason === 'BLOCKED') return { ok: false, refusal: { code: 'PIN_BLOCKED', until: verified.until } };
      return { ok: false, refusal: { code: 'PIN_NOT_SET' } };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// PIN requests (/me/pin/validate/{requestId}): the PIN asked for an action on its own page, which then
// returns to the action (`target`). A request belongs to its user; it works once, for 10 minutes.

/** How long a PIN request can be answered. */
export const PIN_REQUEST_TTL_MS = 10 * 60 * 1000;
/** 16 random bytes in base64url. */
export const PIN_REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const TARGET_MAX_LENGTH = 2000;

export type PinRequest = typeof schema.pinRequests.$inferSelect;

/** A request for the PIN, returning to `target` (a path on this site; anything else becomes /reksadana). */
export function createPinRequest(userId: number, target: string, now = new Date(), database: Db = db()): { id: string; expiresAt: Date } {
  const id = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + PIN_REQUEST_TTL_MS);
  const path = target.length > TARGET_MAX_LENGTH ? '/reksadana' : safeTarget(target);
  database.insert(schema.pinRequests).values({ id, userId, target: path, createdAt: now, expiresAt }).run();
  return { id, expiresAt };
}

export type PinRequestLookup = { ok: true; request: PinRequest } | { ok: false; reason: 'NOT_FOUND' } | { ok: false; reason: 'EXPIRED' };

/**
 * The user's open request `requestId`. NOT_FOUND for a malformed or unknown id and for another user's
 * (answered alike, so ids cannot be probed); EXPIRED once its 10 minutes are over or it was answered.
 */
export function findPinRequest(userId: number, requestId: string, now = new Date(), database: Db = db()): PinRequestLookup {
  if (!PIN_REQUEST_ID_PATTERN.test(requestId)) return { ok: false, reason: 'NOT_FOUND' };
  const { pinRequests } = schema;
  const request = database
    .select()
    .from(pinRequests)
    .where(and(eq(pinRequests.id, requestId), eq(pinRequests.userId, userId)))
    .get();
  if (!request) return { ok: false, reason: 'NOT_FOUND' };
  if (request.validatedAt || request.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'EXPIRED' };
  return { ok: true, request };
}

export type AnswerPinRequestResult = { ok: true; target: string } | PinCheckFailure | { ok: false; reason: 'NOT_FOUND' } | { ok: false; reason: 'EXPIRED' };

/** Answers a PIN request: the PIN checked (verifyPin, stamping `sessionId`), the request used up. */
export async function answerPinRequest(
  userId: number,
  sessionId: string | null,
  requestId: string,
  pin: string,
  now = new Date(),
  database: Db = db(),
): Promise<AnswerPinRequestResult> {
  const found = findPinRequest(userId, requestId, now, database);
  if (!found.ok) return found;
  const verified = await verifyPin(userId, sessionId, pin, now, database);
  if (!verified.ok) return verified;
  return confirmPinRequest(userId, sessionId, requestId, now, database);
}

export type ConfirmPinRequestResult = { ok: true; target: string } | { ok: false; reason: 'NOT_FOUND' } | { ok: false; reason: 'EXPIRED' };

/**
 * A PIN request answered, once the investor proved themselves (a right PIN: answerPinRequest; a passkey:
 * models/passkeys.server.ts, decision 095): the request used up in one statement (only while open, so two
 * answers cannot both pass) and the session stamped as a right PIN stamps it, in one transaction. Answers the
 * request's target.
 */
export function confirmPinRequest(userId: number, sessionId: string | null, requestId: string, now = new Date(), database: Db = db()): ConfirmPinRequestResult {
  return database.transaction(
    (tx) => {
      const used = tx.get<{ target: string }>(sql`
        UPDATE pin_requests SET validated_at = ${now.getTime()}
        WHERE id = ${requestId} AND user_id = ${userId} AND validated_at IS NULL AND expires_at > ${now.getTime()}
        RETURNING target`);
      if (!used) {
        const found = findPinRequest(userId, requestId, now, tx as unknown as Db);
        return found.ok ? ({ ok: false, reason: 'EXPIRED' } as const) : found;
      }
      stampPinVerified(tx, userId, sessionId, now);
      return { ok: true, target: used.target } as const;
    },
    { behavior: 'immediate' },
  );
}

/** Deletes PIN requests that ended more than a day ago; returns how many (`maintenance:prune`). */
export function prunePinRequests(now: Date, database: Db = db()): number {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { pinRequests } = schema;
  return database.delete(pinRequests).where(or(lt(pinRequests.expiresAt, cutoff), lt(pinRequests.validatedAt, cutoff))).run().changes;
}
