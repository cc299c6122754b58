// Sign-up (spec funds §2.1; issue 13 item 8; docs/decisions/030-sign-in-and-sign-up-limits.md).
//
// The page answers a taken email exactly as a new one: the same status, the same page ("we have
// sent you an email"), no session either way, about the same time (a password is hashed in both
// cases). The difference goes to the address itself: a new account gets its verification link, an
// existing one an email saying it already has an account, with a sign-in link. So the form tells
// nobody who has an account; the client's rate limit bounds how fast anyone can try.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import {
  decideSignUpRateLimit,
  mayEmailExistingAccount,
  SIGN_UP_CLIENT_LIMIT,
} from '~/domain/policies/sign-up-rate-limit';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { hashPassword } from '~/lib/password.server';
import { accountExistsMessage, writeVerificationEmail } from './email-verification.server';
import type { Tx } from './ledger.server';
import { linkReferrer } from './referrals.server';
import { insertUser, normalizeEmail, type NewUser } from './users.server';

/** The sign-in page, where the "account exists" email leads. */
const SIGN_IN_PATH = '/signin';

export type SignUpResult =
  /** What the page shows is the same for both outcomes; `outcome` is for the logs and the tests. */
  | { ok: true; outcome: 'CREATED' | 'EXISTING_ACCOUNT'; userId: number }
  | { ok: false; reason: 'RATE_LIMITED'; retryAt: Date };

/**
 * Counts an attempt against a key's limit (a sign-up's client; also the registration's email check per user,
 * kyc-registration.server.ts) before anything costly happens, in one INSERT … SELECT
 * statement (the policy of domain/policies/sign-up-rate-limit.ts in SQL: fewer than the limit in the
 * window, later stamps counted too), so no parallel request can come between the check and the count.
 * Refused, the policy says when the client may try again.
 */
export function takeSignUpSlot(clientKey: string, now: Date, database: Db | Tx): { ok: true } | { ok: false; retryAt: Date } {
  const { signUpAttempts: attempts } = schema;
  const since = now.getTime() - SIGN_UP_CLIENT_LIMIT.windowMs;
  const taken = database.run(sql`
    INSERT INTO sign_up_attempts (client_key, attempted_at)
    SELECT ${clientKey}, ${now.getTime()}
    WHERE (SELECT count(*) FROM sign_up_attempts WHERE client_key = ${clientKey} AND attempted_at > ${since}) < ${SIGN_UP_CLIENT_LIMIT.maxAttempts}`);
  if (taken.changes === 1) return { ok: true };
  const clientAttempts = database
    .select({ at: attempts.attemptedAt })
    .from(attempts)
    .where(and(eq(attempts.clientKey, clientKey), gt(attempts.attemptedAt, new Date(since))))
    .orderBy(desc(attempts.attemptedAt))
    .limit(SIGN_UP_CLIENT_LIMIT.maxAttempts)
    .all()
    .map((row) => row.at);
  const decision = decideSignUpRateLimit({ now, clientAttempts });
  return { ok: false, retryAt: decision.allowed ? new Date(now.getTime() + SIGN_UP_CLIENT_LIMIT.windowMs) : decision.retryAt };
}

/** Tells the owner of an address that someone signed up with it, at most once an hour. */
function emailExistingAccount(tx: Tx, email: string, now: Date): number {
  const { users, outboxEmails: outbox } = schema;
  const user = tx.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
  if (!user) throw new Error('sign-up: the account the email belongs to vanished');
  const lastSent = tx
    .select({ at: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.userId, user.id), eq(outbox.kind, 'ACCOUNT_EXISTS')))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
    .get();
  if (mayEmailExistingAccount({ now, lastSentAt: lastSent?.at ?? null })) {
    const message = accountExistsMessage(user.language, { name: user.firstName, signInLink: `${env().publicUrl}${SIGN_IN_PATH}` });
    tx.insert(outbox).values({ userId: user.id, kind: 'ACCOUNT_EXISTS', toAddress: user.email, ...message, createdAt: now }).run();
  }
  return user.id;
}

/**
 * One sign-up: refused while the client's limit holds; otherwise the account is created with its
 * verification email, or, for a taken address, the owner is told by email. Nobody is signed in. A new account
 * that came through a friend's link (`referralCode`, from the landing's 7-day referral cookie) is linked to
 * that friend in the same transaction; a code that cannot be linked is left alone (decision 085).
 */
export async function signUp(
  input: NewUser,
  request: { clientKey: string; now: Date; referralCode?: string | null },
  database: Db = db(),
): Promise<SignUpResult> {
  const { now } = request;
  const slot = takeSignUpSlot(request.clientKey, now, database);
  if (!slot.ok) return { ok: false, reason: 'RATE_LIMITED', retryAt: slot.retryAt };
  // Hashed whether the address is new or taken, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  return database.transaction(
    (tx) => {
      const created = insertUser(tx, { ...input, passwordHash }, now);
      if (created.ok) {
        writeVerificationEmail(tx, created.user, { now, language: created.user.language });
        if (request.referralCode) linkReferrer(tx, created.user.id, request.referralCode, now);
        return { ok: true, outcome: 'CREATED', userId: created.user.id } as const;
      }
      return { ok: true, outcome: 'EXISTING_ACCOUNT', userId: emailExistingAccount(tx, input.email, now) } as const;
    },
    { behavior: 'immediate' },
  );
}

/** Sign-up attempts older than this never matter to the limit; `maintenance:prune` deletes them. */
export const SIGN_UP_ATTEMPT_RETENTION_MS = SIGN_UP_CLIENT_LIMIT.windowMs;

export function pruneSignUpAttempts(now: Date, database: Db = db()): number {
  const { signUpAttempts: attempts } = schema;
  return database
    .delete(attempts)
    .where(lt(attempts.attemptedAt, new Date(now.getTime() - SIGN_UP_ATTEMPT_RETENTION_MS)))
    .run().changes;
}
