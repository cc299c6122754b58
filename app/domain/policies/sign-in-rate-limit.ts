// The sign-in rate limit (issue 2 item 5; docs/decisions/004-sign-in-rate-limit.md): after 5
// failures in 15 minutes for one email, sign-in for that email is refused until the window has
// passed, even with the right password; one client (a keyed hash of its address) may fail 20
// times in 15 minutes, across all emails, before it is refused as well.

export interface SignInRateLimit {
  maxFailures: number;
  windowMs: number;
}

export const EMAIL_LIMIT: SignInRateLimit = { maxFailures: 5, windowMs: 15 * 60 * 1000 };
export const CLIENT_LIMIT: SignInRateLimit = { maxFailures: 20, windowMs: 15 * 60 * 1000 };

export interface SignInAttempt {
  at: Date;
  succeeded: boolean;
}

export type SignInRateLimitDecision =
  | { allowed: true }
  | { allowed: false; reason: 'EMAIL_LOCKED' | 'CLIENT_LOCKED'; retryAt: Date };

/**
 * Failures that count against a limit at `now`, newest first: those inside the window (an attempt
 * exactly `windowMs` old has left it) and, when `resetOnSuccess`, newer than the last success.
 */
function countedFailures(attempts: readonly SignInAttempt[], now: Date, limit: SignInRateLimit, resetOnSuccess: boolean): Date[] {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = attempts
    .filter((a) => a.at.getTime() > windowStart && a.at.getTime() <= now.getTime())
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const failures: Date[] = [];
  for (const attempt of recent) {
    if (attempt.succeeded) {
      if (resetOnSuccess) break;
      continue;
    }
    failures.push(attempt.at);
  }
  return failures;
}

function lockedUntil(failures: Date[], limit: SignInRateLimit): Date | null {
  if (failures.length < limit.maxFailures) return null;
  // The lock lifts when the maxFailures-th newest failure leaves the window.
  return new Date(failures[limit.maxFailures - 1]!.getTime() + limit.windowMs);
}

/**
 * Whether a sign-in may be tried now. `emailAttempts` are the recent attempts for the email
 * (successes too: a success resets the email's count, since only the owner can produce one);
 * `clientAttempts` those of the client, where a success does not reset the count (one known
 * password must not buy an attacker more guesses at other accounts). Older rows never change the
 * decision, so callers may pass only the newest `EMAIL_LIMIT.maxFailures` attempts of the email and
 * the newest `CLIENT_LIMIT.maxFailures` failures of the client.
 */
export function decideSignInRateLimit(input: {
  now: Date;
  emailAttempts: readonly SignInAttempt[];
  clientAttempts: readonly SignInAttempt[];
}): SignInRateLimitDecision {
  const emailLock = lockedUntil(countedFailures(input.emailAttempts, input.now, EMAIL_LIMIT, true), EMAIL_LIMIT);
  if (emailLock) return { allowed: false, reason: 'EMAIL_LOCKED', retryAt: emailLock };
  const clientLock = lockedUntil(countedFailures(input.clientAttempts, input.now, CLIENT_LIMIT, false), CLIENT_LIMIT);
  if (clientLock) return { allowed: false, reason: 'CLIENT_LOCKED', retryAt: clientLock };
  return { allowed: true };
}
