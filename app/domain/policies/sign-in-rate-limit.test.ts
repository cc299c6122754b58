import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  CLIENT_LIMIT,
  decideSignInRateLimit,
  EMAIL_CLIENT_ATTEMPTS_NEEDED,
  EMAIL_CLIENT_BACKOFF,
  type SignInAttempt,
} from './sign-in-rate-limit';

const NOW = new Date('2025-11-07T03:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const WINDOW = 15 * MIN;

const fail = (msAgo: number): SignInAttempt => ({ at: new Date(NOW.getTime() - msAgo), succeeded: false });
const ok = (msAgo: number): SignInAttempt => ({ at: new Date(NOW.getTime() - msAgo), succeeded: true });
/** n failures `spacing` apart, the newest `newestAgo` ago. */
const fails = (n: number, newestAgo = MIN, spacing = MIN) => Array.from({ length: n }, (_, i) => fail(newestAgo + i * spacing));
const SEC30 = 30 * SEC;
const at = (msAgo: number) => new Date(NOW.getTime() - msAgo);

describe('backoffDelayMs', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30 * SEC],
    [6, MIN],
    [7, 2 * MIN],
    [8, 4 * MIN],
    [9, 8 * MIN],
    [10, 15 * MIN],
    [11, 15 * MIN],
    [500, 15 * MIN],
  ])('%i failures in a row: wait %i ms', (failures, delay) => {
    expect(backoffDelayMs(failures)).toBe(delay);
  });

  it('needs the newest 10 attempts of an email and client: past them the delay is at its cap', () => {
    expect(EMAIL_CLIENT_ATTEMPTS_NEEDED).toBe(10);
    expect(backoffDelayMs(EMAIL_CLIENT_ATTEMPTS_NEEDED)).toBe(EMAIL_CLIENT_BACKOFF.maxDelayMs);
    expect(backoffDelayMs(EMAIL_CLIENT_ATTEMPTS_NEEDED - 1)).toBeLessThan(EMAIL_CLIENT_BACKOFF.maxDelayMs);
  });
});

type Row = [
  description: string,
  emailClientAttempts: SignInAttempt[],
  clientAttempts: SignInAttempt[],
  expected: ReturnType<typeof decideSignInRateLimit>,
];

const rows: Row[] = [
  ['no attempts', [], [], { allowed: true }],
  ['4 failures in a row', fails(4), fails(4), { allowed: true }],
  // The 5th failure a minute ago earned 30 s, already over.
  ['5 failures, the newest a minute ago', fails(5), fails(5), { allowed: true }],
  ['5 failures, the newest 10 s ago: 20 s more', fails(5, 10 * SEC), fails(5, 10 * SEC), { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(-20 * SEC) }],
  ['5 failures, the newest exactly 30 s ago', fails(5, SEC30), [], { allowed: true }],
  ['5 failures, the newest 1 ms short of 30 s ago', fails(5, SEC30 - 1), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(-1) }],
  // A parallel burst: every attempt at the same instant, each still being checked counts as failed.
  ['5 attempts this instant (a burst)', fails(5, 0, 0), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(-SEC30) }],
  ['6 failures, the newest 10 s ago: a minute from it', fails(6, 10 * SEC), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(10 * SEC - MIN) }],
  ['9 failures, the newest 1 min ago: 8 minutes from it', fails(9), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(MIN - 8 * MIN) }],
  ['10 failures: 15 minutes (the cap)', fails(10), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(MIN - 15 * MIN) }],
  ['60 failures: still 15 minutes', fails(60, MIN, 20 * MIN), [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(MIN - 15 * MIN) }],
  ['10 failures, the newest 15 minutes ago', fails(10, 15 * MIN), [], { allowed: true }],
  ['a success ends the run', [...fails(2, 5 * SEC), ok(6 * SEC), ...fails(8, 7 * SEC)], [], { allowed: true }],
  ['failures after a success count from it', [...fails(5, 5 * SEC), ok(HOUR), ...fails(8, 2 * HOUR)], [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(5 * SEC - SEC30) }],
  ['failures over a day old never count', [...fails(4, 5 * SEC), ...fails(6, 24 * HOUR)], [], { allowed: true }],
  ['a failure just inside the day counts', [...fails(4, 5 * SEC), fail(24 * HOUR - 1)], [], { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(5 * SEC - SEC30) }],
  ['attempts in the future (clock skew) are ignored', [fail(-MIN), ...fails(4, 5 * SEC)], [], { allowed: true }],
  // The client rows: failures across many emails, 30 s apart, the newest just now.
  ['19 failures from one client', [], fails(19, 0, SEC30), { allowed: true }],
  ['20 failures from one client', [], fails(20, 0, SEC30), { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(19 * SEC30 - WINDOW) }],
  ['client successes do not reset its count', [], [ok(SEC), ...fails(20, 2 * SEC, SEC30)], { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(2 * SEC + 19 * SEC30 - WINDOW) }],
  ['the 20th client failure exactly 15 minutes ago', [], [...fails(19, 0, SEC30), fail(WINDOW)], { allowed: true }],
  ['the 20th client failure 1 ms inside the window', [], [...fails(19, 0, SEC30), fail(WINDOW - 1)], { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(-1) }],
  ['both refuse: the later time is reported (the client)', fails(5, 0, 0), fails(20, 0, SEC30), { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(19 * SEC30 - WINDOW) }],
  ['both refuse: the later time is reported (the back-off)', fails(10, 0, 0), fails(20, 10 * MIN, SEC), { allowed: false, reason: 'EMAIL_BACKOFF', retryAt: at(-15 * MIN) }],
];

describe('decideSignInRateLimit', () => {
  it('delays an email and client after 5 failures in a row; refuses a client after 20 failures in 15 minutes', () => {
    expect(EMAIL_CLIENT_BACKOFF).toEqual({ freeFailures: 5, firstDelayMs: SEC30, maxDelayMs: 15 * MIN, horizonMs: 24 * HOUR });
    expect(CLIENT_LIMIT).toEqual({ maxFailures: 20, windowMs: WINDOW });
  });

  it.each(rows)('%s', (_description, emailClientAttempts, clientAttempts, expected) => {
    expect(decideSignInRateLimit({ now: NOW, emailClientAttempts, clientAttempts })).toEqual(expected);
  });

  it('does not depend on the order of attempts at different times', () => {
    const attempts = [...fails(4, MIN), fail(10 * SEC)].reverse();
    expect(decideSignInRateLimit({ now: NOW, emailClientAttempts: attempts, clientAttempts: [] })).toEqual({
      allowed: false,
      reason: 'EMAIL_BACKOFF',
      retryAt: at(10 * SEC - SEC30),
    });
  });
});
