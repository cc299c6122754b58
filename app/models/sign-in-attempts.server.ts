// Sign-in attempts and the rate limit they feed (issue 2 item 5, issue 13 item 8; decision 030).
// Attempts are kept per email and per client key: a keyed hash of the client address set by the
// server (clientKeyContext), never the address itself.
//
// An attempt takes its slot before its password is checked: one INSERT … SELECT statement applies the
// policy to the newest attempts and inserts the attempt as a failure, so parallel requests (or
// processes) can never both pass on the same history. The slot becomes a success once the password
// matches; a crash in between leaves a failure, the safe side.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import {
  CLIENT_LIMIT,
  decideSignInRateLimit,
  EMAIL_CLIENT_ATTEMPTS_NEEDED,
  EMAIL_CLIENT_BACKOFF,
} from '~/domain/policies/sign-in-rate-limit';
import { db } from '~/lib/db.server';
import { normalizeEmail, upgradePasswordHash, verifyCredentials, type User } from './users.server';

type SignInSlot = { ok: true; attemptId: number } | { ok: false; retryAt: Date };

/**
 * The policy of domain/policies/sign-in-rate-limit.ts as one INSERT … SELECT … WHERE: the attempt is
 * written (as a failure until its password matches) only where the policy allows one now. Being one
 * statement, no other request or process can come between the check and the slot (issue 13 item 8:
 * a check before the hash and a record after it let a parallel burst through). A failure counts in
 * the email and client's run when no success of theirs is newer (by time, then by id, the order the
 * policy reads them in); a property test (tests/integration/rate-limit-slots.test.ts) keeps this statement and the policy equal.
 */
function insertAttemptIfAllowed(email: string, clientKey: string, now: number, database: Db): number | null {
  const { freeFailures, firstDelayMs, maxDelayMs, horizonMs } = EMAIL_CLIENT_BACKOFF;
  const row = database.get<{ id: number }>(sql`
    INSERT INTO sign_in_attempts (email, client_key, succeeded, attempted_at)
    SELECT ${email}, ${clientKey}, 0, ${now}
    WHERE (
      SELECT count(*) FROM sign_in_attempts
      WHERE client_key = ${clientKey} AND succeeded = 0
        AND attempted_at > ${now - CLIENT_LIMIT.windowMs} AND attempted_at <= ${now}
    ) < ${CLIENT_LIMIT.maxFailures}
    AND (
      SELECT count(*) < ${freeFailures}
        OR max(f.attempted_at) + min(${maxDelayMs}, ${firstDelayMs} << min(count(*) - ${freeFailures}, 30)) <= ${now}
      FROM sign_in_attempts f
      WHERE f.email = ${email} AND f.client_key = ${clientKey} AND f.succeeded = 0
        AND f.attempted_at > ${now - horizonMs} AND f.attempted_at <= ${now}
        AND NOT EXISTS (
          SELECT 1 FROM sign_in_attempts s
          WHERE s.email = f.email AND s.client_key = f.client_key AND s.succeeded = 1
            AND s.attempted_at <= ${now}
            AND (s.attempted_at > f.attempted_at OR (s.attempted_at = f.attempted_at AND s.id > f.id))
        )
    )
    RETURNING id`);
  return row?.id ?? null;
}

/** The attempts the policy reads for this email and client at `now`, newest first. */
export function signInHistory(request: { email: string; clientKey: string; now: Date }, database: Db = db()) {
  const { signInAttempts: attempts } = schema;
  const { now, clientKey } = request;
  const email = normalizeEmail(request.email);
  const columns = { at: attempts.attemptedAt, succeeded: attempts.succeeded };
  const emailClientAttempts = database
    .select(columns)
    .from(attempts)
    .where(
      and(
        eq(attempts.email, email),
        eq(attempts.clientKey, clientKey),
        gt(attempts.attemptedAt, new Date(now.getTime() - EMAIL_CLIENT_BACKOFF.horizonMs)),
      ),
    )
    .orderBy(desc(attempts.attemptedAt), desc(attempts.id))
    .limit(EMAIL_CLIENT_ATTEMPTS_NEEDED)
    .all();
  const clientAttempts = database
    .select(columns)
    .from(attempts)
    .where(
      and(
        eq(attempts.clientKey, clientKey),
        eq(attempts.succeeded, false),
        gt(attempts.attemptedAt, new Date(now.getTime() - CLIENT_LIMIT.windowMs)),
      ),
    )
    .orderBy(desc(attempts.attemptedAt), desc(attempts.id))
    .limit(CLIENT_LIMIT.maxFailures)
    .all();
  return { now, emailClientAttempts, clientAttempts };
}

/**
 * Takes a slot for one password check (one statement), or, refused, says when the policy allows the
 * next one (read afterwards: the answer's wording only, the refusal itself is already decided).
 */
export function takeSignInSlot(request: { email: string; clientKey: string; now: Date }, database: Db = db()): SignInSlot {
  const attemptId = insertAttemptIfAllowed(normalizeEmail(request.email), request.clientKey, request.now.getTime(), database);
  if (attemptId !== null) return { ok: true, attemptId };
  const decision = decideSignInRateLimit(signInHistory(request, database));
  // The statement and the policy agree (tests/integration/rate-limit-slots.test.ts); should they ever not, stay refused.
  return { ok: false, retryAt: decision.allowed ? new Date(request.now.getTime() + EMAIL_CLIENT_BACKOFF.firstDelayMs) : decision.retryAt };
}

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'INVALID_CREDENTIALS' }
  | { ok: false; reason: 'RATE_LIMITED'; retryAt: Date };

/**
 * One sign-in attempt: refused while the rate limit holds (the password is then not even
 * checked, so the right one does not get through either), otherwise checked and recorded. A
 * password hash of an older scheme is replaced on success (decision 032).
 */
export async function attemptSignIn(
  request: { email: string; password: string; clientKey: string; now: Date },
  database: Db = db(),
): Promise<SignInResult> {
  const slot = takeSignInSlot(request, database);
  if (!slot.ok) return { ok: false, reason: 'RATE_LIMITED', retryAt: slot.retryAt };
  const user = await verifyCredentials(request.email, request.password, database);
  if (!user) return { ok: false, reason: 'INVALID_CREDENTIALS' };
  markSignInSucceeded(slot.attemptId, database);
  await upgradePasswordHash(user, request.password, database);
  return { ok: true, user };
}

/** A slot's check passed (the password, or a passkey: models/passkeys.server.ts, decision 094): it counts as a success. */
export function markSignInSucceeded(attemptId: number, database: Db = db()): void {
  database.update(schema.signInAttempts).set({ succeeded: true }).where(eq(schema.signInAttempts.id, attemptId)).run();
}

/** Attempts older than this never matter to the rate limit; they are deleted (they hold emails). */
export const SIGN_IN_ATTEMPT_RETENTION_MS = EMAIL_CLIENT_BACKOFF.horizonMs;

/** Deletes attempts past the retention period; returns how many. Run daily (`maintenance:prune`). */
export function pruneSignInAttempts(now: Date, database: Db = db()): number {
  return database
    .delete(schema.signInAttempts)
    .where(lt(schema.signInAttempts.attemptedAt, new Date(now.getTime() - SIGN_IN_ATTEMPT_RETENTION_MS)))
    .run().changes;
}
