import { describe, expect, it } from 'vitest';
import {
  DAILY_LIMIT,
  decideVerificationEmailRateLimit,
  RESEND_COOLDOWN_MS,
  secondsUntilNextRequest,
} from './verification-email-rate-limit';

const NOW = new Date('2025-11-07T03:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** n requests `spacing` apart, the newest `newestAgo` ago. */
const requests = (n: number, newestAgo: number, spacing = HOUR) => Array.from({ length: n }, (_, i) => ago(newestAgo + i * spacing));

type Row = [description: string, previousRequests: Date[], expected: ReturnType<typeof decideVerificationEmailRateLimit>];

const rows: Row[] = [
  ['no earlier request', [], { allowed: true }],
  // The cooldown: one request per 60 seconds.
  ['one request 1 s ago', [ago(SEC)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 59 }],
  ['one request just now', [ago(0)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 60 }],
  ['one request 59.5 s ago: the wait rounds up to a whole second', [ago(59.5 * SEC)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 1 }],
  ['one request 1 ms inside the cooldown', [ago(MIN - 1)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 1 }],
  ['one request exactly 60 s ago has left the cooldown', [ago(MIN)], { allowed: true }],
  ['only the newest request sets the cooldown', [ago(10 * MIN), ago(30 * SEC), ago(5 * MIN)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 30 }],
  // The daily limit: at most 5 in a rolling 24 hours.
  ['4 requests in the last day', requests(4, HOUR), { allowed: true }],
  ['5 requests in the last day', requests(5, HOUR), { allowed: false, reason: 'DAILY_LIMIT', retryAfterSeconds: (DAY - 5 * HOUR) / SEC }],
  ['6 requests: the limit follows the 5th newest', requests(6, HOUR), { allowed: false, reason: 'DAILY_LIMIT', retryAfterSeconds: (DAY - 5 * HOUR) / SEC }],
  ['the 5th newest 1 ms inside the day', [...requests(4, HOUR), ago(DAY - 1)], { allowed: false, reason: 'DAILY_LIMIT', retryAfterSeconds: 1 }],
  ['the 5th newest exactly 24 h ago has left the window', [...requests(4, HOUR), ago(DAY)], { allowed: true }],
  ['5 requests all older than a day', requests(5, DAY + MIN), { allowed: true }],
  // Both rules refuse: the longer wait is the one reported.
  [
    '5 in the day, the newest 10 s ago: the daily wait is longer',
    requests(5, 10 * SEC, MIN),
    { allowed: false, reason: 'DAILY_LIMIT', retryAfterSeconds: (DAY - 10 * SEC - 4 * MIN) / SEC },
  ],
  [
    '5 in the day, the oldest about to leave, the newest 10 s ago: the cooldown is longer',
    [...requests(4, 10 * SEC, MIN), ago(DAY - 5 * SEC)],
    { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 50 },
  ],
  // Clock skew: a request stamped in the future counts as made now.
  ['a request 2 minutes in the future', [ago(-2 * MIN)], { allowed: false, reason: 'COOLDOWN', retryAfterSeconds: 60 }],
  ['5 requests, one in the future', [ago(-HOUR), ...requests(4, HOUR)], { allowed: false, reason: 'DAILY_LIMIT', retryAfterSeconds: (DAY - 4 * HOUR) / SEC }],
];

describe('decideVerificationEmailRateLimit', () => {
  it('allows one request per 60 seconds and 5 per 24 hours', () => {
    expect(RESEND_COOLDOWN_MS).toBe(MIN);
    expect(DAILY_LIMIT).toEqual({ maxRequests: 5, windowMs: DAY });
  });

  it.each(rows)('%s', (_description, previousRequests, expected) => {
    expect(decideVerificationEmailRateLimit({ now: NOW, previousRequests })).toEqual(expected);
  });

  it('does not depend on the order of the requests', () => {
    const previousRequests = requests(5, HOUR).reverse();
    expect(decideVerificationEmailRateLimit({ now: NOW, previousRequests })).toEqual({
      allowed: false,
      reason: 'DAILY_LIMIT',
      retryAfterSeconds: (DAY - 5 * HOUR) / SEC,
    });
  });
});

describe('secondsUntilNextRequest', () => {
  it.each<[string, Date[], number]>([
    ['after the first request of the day: the cooldown', [], 60],
    ['after the 4th: still the cooldown', requests(3, HOUR), 60],
    ['after the 5th: until the oldest of the five is a day old', requests(4, HOUR), (DAY - 4 * HOUR) / SEC],
  ])('%s', (_description, previousRequests, expected) => {
    expect(secondsUntilNextRequest(NOW, previousRequests)).toBe(expected);
  });
});
