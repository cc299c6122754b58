// The verification-email resend limit (spec landing §4 "verify-email card with a resend button",
// §8 "Resend verification email: 429 shows a too-many-requests message";
// docs/decisions/015-email-verification.md). Two rules over the user's earlier requests:
// - COOLDOWN: one request per 60 seconds (the spec's OTP resend constant, funds §9);
// - DAILY_LIMIT: at most 5 requests in any 24 hours (a rolling window).
// Both windows are half-open: a request exactly 60 s (or 24 h) old no longer counts.

export const RESEND_COOLDOWN_MS = 60 * 1000;
export const DAILY_LIMIT = { maxRequests: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

export type VerificationEmailRateLimitReason = 'COOLDOWN' | 'DAILY_LIMIT';

export type VerificationEmailRateLimitDecision =
  | { allowed: true }
  | { allowed: false; reason: VerificationEmailRateLimitReason; retryAfterSeconds: number };

/** Whole seconds from `now` until `until`, at least 1 (a Retry-After of 0 invites a hot loop). */
const secondsUntil = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));

/**
 * Whether the user may be sent another verification email at `now`, given the instants of their
 * earlier requests (any order; older than a day may be left out). A request stamped after `now`
 * (the clock stepped back) counts as made at `now`, so clock skew never loosens the limit. When
 * both rules refuse, the one that holds longer is reported, so `retryAfterSeconds` is the real wait.
 */
export function decideVerificationEmailRateLimit(input: {
  now: Date;
  previousRequests: readonly Date[];
}): VerificationEmailRateLimitDecision {
  const now = input.now.getTime();
  const recent = input.previousRequests
    .map((at) => Math.min(at.getTime(), now))
    .filter((at) => at > now - DAILY_LIMIT.windowMs)
    .sort((a, b) => b - a);

  const refusals: Array<{ reason: VerificationEmailRateLimitReason; until: number }> = [];
  const newest = recent[0];
  if (newest !== undefined && newest > now - RESEND_COOLDOWN_MS) {
    refusals.push({ reason: 'COOLDOWN', until: newest + RESEND_COOLDOWN_MS });
  }
  if (recent.length >= DAILY_LIMIT.maxRequests) {
    // Allowed again when the maxRequests-th newest request leaves the window.
    refusals.push({ reason: 'DAILY_LIMIT', until: recent[DAILY_LIMIT.maxRequests - 1]! + DAILY_LIMIT.windowMs });
  }
  if (refusals.length === 0) return { allowed: true };
  const longest = refusals.reduce((a, b) => (b.until > a.until ? b : a));
  return { allowed: false, reason: longest.reason, retryAfterSeconds: secondsUntil(longest.until, now) };
}

/**
 * Seconds until the next request would be allowed, right after one was accepted at `now` (what
 * the resend button counts down): the cooldown, or longer when that was the day's last one.
 */
export function secondsUntilNextRequest(now: Date, previousRequests: readonly Date[]): number {
  const decision = decideVerificationEmailRateLimit({ now, previousRequests: [...previousRequests, now] });
  return decision.allowed ? 0 : decision.retryAfterSeconds;
}
