import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXISTS_EMAIL_INTERVAL_MS,
  decideSignUpRateLimit,
  mayEmailExistingAccount,
  SIGN_UP_CLIENT_LIMIT,
  type SignUpRateLimitDecision,
} from './sign-up-rate-limit';

const NOW = new Date('2025-11-07T03:00:00Z');
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** n sign-ups `spacing` apart, the newest `newestAgo` ago. */
const attempts = (n: number, newestAgo = MIN, spacing = MIN) => Array.from({ length: n }, (_, i) => ago(newestAgo + i * spacing));

describe('decideSignUpRateLimit', () => {
  it('allows 10 sign-ups per client in an hour', () => {
    expect(SIGN_UP_CLIENT_LIMIT).toEqual({ maxAttempts: 10, windowMs: HOUR });
  });

  it.each<[string, Date[], SignUpRateLimitDecision]>([
    ['none before', [], { allowed: true }],
    ['9 in the last hour', attempts(9), { allowed: true }],
    // 10 at 1..10 minutes ago: the oldest leaves the window an hour after it was made.
    ['10 in the last hour', attempts(10), { allowed: false, retryAt: ago(10 * MIN - HOUR) }],
    ['11: the 10th newest decides', attempts(11), { allowed: false, retryAt: ago(10 * MIN - HOUR) }],
    ['the 10th exactly an hour ago has left the window', [...attempts(9), ago(HOUR)], { allowed: true }],
    ['the 10th 1 ms inside the window', [...attempts(9), ago(HOUR - 1)], { allowed: false, retryAt: ago(-1) }],
    ['10 all older than an hour', attempts(10, HOUR + MIN), { allowed: true }],
    ['stamped in the future (clock stepped back): counted as now', [...attempts(9), ago(-5 * MIN)], { allowed: false, retryAt: ago(9 * MIN - HOUR) }],
    ['in any order', attempts(10).reverse(), { allowed: false, retryAt: ago(10 * MIN - HOUR) }],
  ])('%s', (_case, clientAttempts, expected) => {
    expect(decideSignUpRateLimit({ now: NOW, clientAttempts })).toEqual(expected);
  });
});

describe('mayEmailExistingAccount', () => {
  it.each<[string, Date | null, boolean]>([
    ['never emailed', null, true],
    ['emailed a minute ago', ago(MIN), false],
    ['emailed 1 ms short of an hour ago', ago(ACCOUNT_EXISTS_EMAIL_INTERVAL_MS - 1), false],
    ['emailed exactly an hour ago', ago(HOUR), true],
    ['emailed yesterday', ago(24 * HOUR), true],
  ])('%s: %s', (_case, lastSentAt, expected) => {
    expect(mayEmailExistingAccount({ now: NOW, lastSentAt })).toBe(expected);
  });
});
