// Sign-in attempts and the rate limit they feed (issue 2 item 5; docs/decisions/004). Attempts
// are kept per email and per client key: a keyed hash of the client address set by the server
// (clientKeyContext), never the address itself.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import {
  CLIENT_LIMIT,
  decideSignInRateLimit,
  EMAIL_LIMIT,
  type SignInRateLimitDecision,
} from '~/domain/policies/sign-in-rate-limit';
import { db } from '~/lib/db.server';
import { normalizeEmail, verifyCredentials, type User } from './users.server';

function recordSignInAttempt(
  attempt: { email: string; clientKey: string; succeeded: boolean; at: Date },
  database: Db = db(),
): void {
  database
    .insert(schema.signInAttempts)
    .values({ email: normalizeEmail(attempt.email), clientKey: attempt.clientKey, succeeded: attempt.succeeded, attemptedAt: attempt.at })
    .run();
}

/** The policy's decision for this email and client now, from the newest attempts it needs. */
function checkSignInRateLimit(
  request: { email: string; clientKey: string; now: Date },
  database: Db = db(),
): SignInRateLimitDecision {
  const { signInAttempts: attempts } = schema;
  const columns = { at: attempts.attemptedAt, succeeded: attempts.succeeded };
  const emailAttempts = database
    .select(columns)
    .from(attempts)
    .where(and(eq(attempts.email, normalizeEmail(request.email)), gt(attempts.attemptedAt, new Date(request.now.getTime() - EMAIL_LIMIT.windowMs))))
    .orderBy(desc(attempts.attemptedAt))
    .limit(EMAIL_LIMIT.maxFailures)
    .all();
  const clientAttempts = database
    .select(columns)
    .from(attempts)
    .where(
      and(
        eq(attempts.clientKey, request.clientKey),
        eq(attempts.succeeded, false),
        gt(attempts.attemptedAt, new Date(request.now.getTime() - CLIENT_LIMIT.windowMs)),
      ),
    )
    .orderBy(desc(attempts.attemptedAt))
    .limit(CLIENT_LIMIT.maxFailures)
    .all();
  return decideSignInRateLimit({ now: request.now, emailAttempts, clientAttempts });
}

export type SignInResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'INVALID_CREDENTIALS' }
  | { ok: false; reason: 'RATE_LIMITED'; retryAt: Date };

/**
 * One sign-in attempt: refused while the rate limit holds (the password is then not even
 * checked, so the right one does not get through either), otherwise checked and recorded.
 */
export async function attemptSignIn(
  request: { email: string; password: string; clientKey: string; now: Date },
  database: Db = db(),
): Promise<SignInResult> {
  const decision = checkSignInRateLimit(request, database);
  if (!decision.allowed) return { ok: false, reason: 'RATE_LIMITED', retryAt: decision.retryAt };
  const user = await verifyCredentials(request.email, request.password, database);
  recordSignInAttempt({ email: request.email, clientKey: request.clientKey, succeeded: user !== null, at: request.now }, database);
  return user ? { ok: true, user } : { ok: false, reason: 'INVALID_CREDENTIALS' };
}

/** Attempts older than this never matter to the rate limit; they are deleted (they hold emails). */
export const SIGN_IN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes attempts past the retention period; returns how many. Run daily (`maintenance:prune`). */
export function pruneSignInAttempts(now: Date, database: Db = db()): number {
  return database
    .delete(schema.signInAttempts)
    .where(lt(schema.signInAttempts.attemptedAt, new Date(now.getTime() - SIGN_IN_ATTEMPT_RETENTION_MS)))
    .run().changes;
}
