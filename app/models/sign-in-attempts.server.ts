// Sign-in attempts and the rate limit they feed (issue 2 item 5, issue 13 item 8; decision 030).
// Attempts are kept per email and per client key: a keyed hash of the client address set by the
// server (clientKeyContext), never the address itself.
//
// An attempt takes its slot before its password is checked: one immediate transaction reads the
// newest attempts, applies the policy and inserts the attempt as a failure, so parallel requests
// (or processes) queue on SQLite's write lock and each sees the ones before it. The slot becomes a
// success once the password matches; a crash in between leaves a failure, the safe side.
import { and, desc, eq, gt, lt } from 'drizzle-orm';
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

/** Takes a slot for one password check, or says when the rate limit allows the next one. */
function takeSignInSlot(request: { email: string; clientKey: string; now: Date }, database: Db): SignInSlot {
  const { signInAttempts: attempts } = schema;
  const email = normalizeEmail(request.email);
  const { now, clientKey } = request;
  const columns = { at: attempts.attemptedAt, succeeded: attempts.succeeded };
  return database.transaction(
    (tx) => {
      const emailClientAttempts = tx
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
      const clientAttempts = tx
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
      const decision = decideSignInRateLimit({ now, emailClientAttempts, clientAttempts });
      if (!decision.allowed) return { ok: false, retryAt: decision.retryAt } as const;
      const { id } = tx
        .insert(attempts)
        .values({ email, clientKey, succeeded: false, attemptedAt: now })
        .returning({ id: attempts.id })
        .get();
      return { ok: true, attemptId: id } as const;
    },
    { behavior: 'immediate' },
  );
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
  database.update(schema.signInAttempts).set({ succeeded: true }).where(eq(schema.signInAttempts.id, slot.attemptId)).run();
  await upgradePasswordHash(user, request.password, database);
  return { ok: true, user };
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
