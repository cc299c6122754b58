// The sign-in rate limit (issue 2 item 5, issue 13 item 8; docs/decisions/030-sign-in-and-sign-up-limits.md).
//
// Per email and client (a keyed hash of the client's address): 5 failures in a row cost nothing; after
// them each attempt waits for a delay that doubles with every further failure, from 30 seconds to at
// most 15 minutes, even with the right password. A success from that client ends the run. Failures
// from other clients never delay this one, so a stranger cannot lock the owner out: the owner's own
// device and address have their own count.
// Per client: 20 failures in 15 minutes, across all emails, refuse the client, which is what stops one
// address from trying a common password against many accounts.

export interface SignInBackoff {
  /** Failures in a row before any delay. */
  freeFailures: number;
  /** The delay after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this never count (attempts are deleted after a day). */
  horizonMs: number;
}

export interface SignInRateLimit {
  maxFailures: number;
  windowMs: number;
}

const MINUTE = 60 * 1000;

export const EMAIL_CLIENT_BACKOFF: SignInBackoff = {
  freeFailures: 5,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * MINUTE,
  horizonMs: 24 * 60 * MINUTE,
};
export const CLIENT_LIMIT: SignInRateLimit = { maxFailures: 20, windowMs: 15 * MINUTE };

/**
 * How many of an email and client's newest attempts can change the decision: past this many
 * failures in a row the delay is at its maximum.
 */
export const EMAIL_CLIENT_ATTEMPTS_NEEDED =
  EMAIL_CLIENT_BACKOFF.freeFailures + Math.ceil(Math.log2(EMAIL_CLIENT_BACKOFF.maxDelayMs / EMAIL_CLIENT_BACKOFF.firstDelayMs));

/** The wait after `failures` failures in a row: none for the free ones, then 30 s, 1, 2, 4, 8, 15 minutes. */
export function backoffDelayMs(failures: number, backoff: SignInBackoff = EMAIL_CLIENT_BACKOFF): number {
  if (failures < backoff.freeFailures) return 0;
  const doublings = failures - backoff.freeFailures;
  return Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** Math.min(doublings, 30));
}

export interface SignInAttempt {
  at: Date;
  succeeded: boolean;
}

export type SignInRateLimitDecision =
  | { allowed: true }
  | { allowed: false; reason: 'EMAIL_BACKOFF' | 'CLIENT_LOCKED'; retryAt: Date };

/** Attempts at or before `now` and inside (now − windowMs, now], newest first; ties keep their order. */
function recent(attempts: readonly SignInAttempt[], now: Date, windowMs: number): SignInAttempt[] {
  const windowStart = now.getTime() - windowMs;
  return attempts
    .filter((a) => a.at.getTime() > windowStart && a.at.getTime() <= now.getTime())
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** When the email and client may try again: the newest failure plus the delay its run of failures earned. */
function backoffUntil(attempts: readonly SignInAttempt[], now: Date): Date | null {
  let failures = 0;
  let newestFailure: Date | null = null;
  for (const attempt of recent(attempts, now, EMAIL_CLIENT_BACKOFF.horizonMs)) {
    if (attempt.succeeded) break;
    failures++;
    newestFailure ??= attempt.at;
  }
  const delay = backoffDelayMs(failures);
  if (delay === 0 || !newestFailure) return null;
  const until = new Date(newestFailure.getTime() + delay);
  return until.getTime() > now.getTime() ? until : null;
}

/** When the client may try again: once its CLIENT_LIMIT.maxFailures-th newest failure leaves the window. */
function clientLockedUntil(attempts: readonly SignInAttempt[], now: Date): Date | null {
  const failures = recent(attempts, now, CLIENT_LIMIT.windowMs).filter((a) => !a.succeeded);
  if (failures.length < CLIENT_LIMIT.maxFailures) return null;
  return new Date(failures[CLIENT_LIMIT.maxFailures - 1]!.at.getTime() + CLIENT_LIMIT.windowMs);
}

/**
 * Whether a sign-in may be tried now. `emailClientAttempts`: the attempts of this email from this
 * client (successes too: one ends a run of failures), of which the newest EMAIL_CLIENT_ATTEMPTS_NEEDED
 * suffice, newest first where times are equal; `clientAttempts`: the client's failures across all
 * emails, of which the newest CLIENT_LIMIT.maxFailures suffice (its successes do not reset it: one
 * known password must not buy guesses at other accounts). An attempt whose password is still being
 * checked counts as a failure. When both limits refuse, the later time to retry is reported.
 */
export function decideSignInRateLimit(input: {
  now: Date;
  emailClientAttempts: readonly SignInAttempt[];
  clientAttempts: readonly SignInAttempt[];
}): SignInRateLimitDecision {
  const backoff = backoffUntil(input.emailClientAttempts, input.now);
  const clientLock = clientLockedUntil(input.clientAttempts, input.now);
  if (clientLock && (!backoff || clientLock.getTime() > backoff.getTime())) {
    return { allowed: false, reason: 'CLIENT_LOCKED', retryAt: clientLock };
  }
  if (backoff) return { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: backoff };
  return { allowed: true };
}
