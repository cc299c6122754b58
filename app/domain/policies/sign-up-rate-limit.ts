// The sign-up limits (issue 13 item 8; docs/decisions/030-sign-in-and-sign-up-limits.md). Sign-up
// answers a taken email exactly as a new one (the email sent to the address says which it is), so
// the form tells nobody who has an account; what is left to limit is how fast one client can try:
// - per client (a keyed hash of its address): 10 sign-ups in any hour, counted before the password
//   is hashed, whether the email was new or taken;
// - per account: one "you already have an account" email an hour, so sign-ups with someone's
//   address cannot flood their inbox (the answer stays the same when none is sent).
// Windows are half-open: an attempt exactly an hour old no longer counts.

const HOUR = 60 * 60 * 1000;

export const SIGN_UP_CLIENT_LIMIT = { maxAttempts: 10, windowMs: HOUR } as const;
export const ACCOUNT_EXISTS_EMAIL_INTERVAL_MS = HOUR;

export type SignUpRateLimitDecision = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Whether the client may sign up at `now`, given the instants of its earlier sign-ups (any order;
 * the newest SIGN_UP_CLIENT_LIMIT.maxAttempts suffice). One stamped after `now` (the clock stepped
 * back) counts as made at `now`, so clock skew never loosens the limit.
 */
export function decideSignUpRateLimit(input: { now: Date; clientAttempts: readonly Date[] }): SignUpRateLimitDecision {
  const now = input.now.getTime();
  const recent = input.clientAttempts
    .map((at) => Math.min(at.getTime(), now))
    .filter((at) => at > now - SIGN_UP_CLIENT_LIMIT.windowMs)
    .sort((a, b) => b - a);
  if (recent.length < SIGN_UP_CLIENT_LIMIT.maxAttempts) return { allowed: true };
  return { allowed: false, retryAt: new Date(recent[SIGN_UP_CLIENT_LIMIT.maxAttempts - 1]! + SIGN_UP_CLIENT_LIMIT.windowMs) };
}

/** Whether an account whose last "account exists" email went out at `lastSentAt` may get another now. */
export function mayEmailExistingAccount(input: { now: Date; lastSentAt: Date | null }): boolean {
  return input.lastSentAt === null || input.now.getTime() - input.lastSentAt.getTime() >= ACCOUNT_EXISTS_EMAIL_INTERVAL_MS;
}
