import { describe, expect, it } from 'vitest';
import { CLIENT_LIMIT, decideSignInRateLimit, EMAIL_LIMIT, type SignInAttempt } from './sign-in-rate-limit';

const NOW = new Date('2025-11-07T03:00:00Z');
const MIN = 60 * 1000;
const WINDOW = 15 * MIN;

const fail = (msAgo: number): SignInAttempt => ({ at: new Date(NOW.getTime() - msAgo), succeeded: false });
const ok = (msAgo: number): SignInAttempt => ({ at: new Date(NOW.getTime() - msAgo), succeeded: true });
/** n failures `spacing` apart, the newest `newestAgo` ago. */
const fails = (n: number, newestAgo = MIN, spacing = MIN) =>
  Array.from({ length: n }, (_, i) => fail(newestAgo + i * spacing));
const SEC30 = 30 * 1000;
const at = (msAgo: number) => new Date(NOW.getTime() - msAgo);

type Row = [
  description: string,
  emailAttempts: SignInAttempt[],
  clientAttempts: SignInAttempt[],
  expected: ReturnType<typeof decideSignInRateLimit>,
];

const rows: Row[] = [
  ['no attempts', [], [], { allowed: true }],
  ['4 failures for the email', fails(4), fails(4), { allowed: true }],
  // 5 failures at 1..5 minutes ago: the oldest leaves the window 15 minutes after it happened.
  ['5 failures for the email', fails(5), fails(5), { allowed: false, reason: 'EMAIL_LOCKED', retryAt: at(5 * MIN - WINDOW) }],
  ['6 failures: the lock follows the 5th newest', fails(6), fails(6), { allowed: false, reason: 'EMAIL_LOCKED', retryAt: at(5 * MIN - WINDOW) }],
  [
    'the 5th failure 1 ms inside the window',
    [...fails(4), fail(WINDOW - 1)],
    [],
    { allowed: false, reason: 'EMAIL_LOCKED', retryAt: at(-1) },
  ],
  ['the 5th failure exactly 15 minutes ago has left the window', [...fails(4), fail(WINDOW)], [], { allowed: true }],
  ['5 failures all older than 15 minutes', fails(5, WINDOW + MIN), [], { allowed: true }],
  ['a success after the failures resets the email count', [ok(30 * 1000), ...fails(5)], [], { allowed: true }],
  ['a success before 5 failures does not', [...fails(5), ok(10 * MIN)], [], { allowed: false, reason: 'EMAIL_LOCKED', retryAt: at(5 * MIN - WINDOW) }],
  ['a success between failures: 4 after it count', [...fails(4), ok(4.5 * MIN), fail(5 * MIN)], [], { allowed: true }],
  ['attempts in the future (clock skew) are ignored', [fail(-MIN), ...fails(4)], [], { allowed: true }],
  // The client rows: failures across many emails, 30 s apart, the newest just now.
  ['19 failures from one client', [], fails(19, 0, SEC30), { allowed: true }],
  ['20 failures from one client', [], fails(20, 0, SEC30), { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(19 * SEC30 - WINDOW) }],
  [
    'client successes do not reset its count',
    [],
    [ok(1000), ...fails(20, 2000, SEC30)],
    { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(2000 + 19 * SEC30 - WINDOW) },
  ],
  ['the 20th client failure exactly 15 minutes ago', [], [...fails(19, 0, SEC30), fail(WINDOW)], { allowed: true }],
  [
    'the 20th client failure 1 ms inside the window',
    [],
    [...fails(19, 0, SEC30), fail(WINDOW - 1)],
    { allowed: false, reason: 'CLIENT_LOCKED', retryAt: at(-1) },
  ],
  [
    'both locked: the email lock is reported',
    fails(5),
    fails(20, 0, SEC30),
    { allowed: false, reason: 'EMAIL_LOCKED', retryAt: at(5 * MIN - WINDOW) },
  ],
];

describe('decideSignInRateLimit', () => {
  it('limits 5 failures per email and 20 per client in 15 minutes', () => {
    expect(EMAIL_LIMIT).toEqual({ maxFailures: 5, windowMs: WINDOW });
    expect(CLIENT_LIMIT).toEqual({ maxFailures: 20, windowMs: WINDOW });
  });

  it.each(rows)('%s', (_description, emailAttempts, clientAttempts, expected) => {
    expect(decideSignInRateLimit({ now: NOW, emailAttempts, clientAttempts })).toEqual(expected);
  });

  it('does not depend on the order of the attempts', () => {
    const attempts = [...fails(4), fail(30 * 1000)].reverse();
    expect(decideSignInRateLimit({ now: NOW, emailAttempts: attempts, clientAttempts: [] })).toEqual({
      allowed: false,
      reason: 'EMAIL_LOCKED',
      retryAt: at(4 * MIN - WINDOW),
    });
  });
});
