// The sign-in and sign-up rate limits take their slot in one SQL statement (issue 13 item 8; decision
// 030), while the rule itself is the pure, table-tested policy. These properties keep the two equal:
// for any history of attempts, the statement takes a slot exactly when the policy allows one, and a
// refusal reports the policy's time to retry. Fixed seed, bounded runs.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { CLIENT_LIMIT, decideSignInRateLimit, EMAIL_CLIENT_BACKOFF } from '~/domain/policies/sign-in-rate-limit';
import { decideSignUpRateLimit, SIGN_UP_CLIENT_LIMIT } from '~/domain/policies/sign-up-rate-limit';
import { db } from '~/lib/db.server';
import { signInHistory, takeSignInSlot } from '~/models/sign-in-attempts.server';
import { signUp } from '~/models/sign-up.server';

const NOW = new Date('2025-11-07T03:00:00Z').getTime();
const EMAILS = ['a@example.com', 'b@example.com'] as const;
const CLIENTS = ['client-1', 'client-2'] as const;

/** How long before NOW an attempt was made: often on the policy's boundaries, sometimes anywhere in a day. */
const age = fc.oneof(
  fc.constantFrom(
    0,
    1,
    EMAIL_CLIENT_BACKOFF.firstDelayMs,
    EMAIL_CLIENT_BACKOFF.firstDelayMs + 1,
    2 * EMAIL_CLIENT_BACKOFF.firstDelayMs,
    4 * EMAIL_CLIENT_BACKOFF.firstDelayMs,
    EMAIL_CLIENT_BACKOFF.maxDelayMs,
    CLIENT_LIMIT.windowMs,
    CLIENT_LIMIT.windowMs - 1,
    EMAIL_CLIENT_BACKOFF.horizonMs,
    EMAIL_CLIENT_BACKOFF.horizonMs - 1,
  ),
  fc.integer({ min: 0, max: 20 * 60 * 1000 }),
  fc.integer({ min: 0, max: EMAIL_CLIENT_BACKOFF.horizonMs + 60_000 }),
);

const signInAttempt = fc.record({
  email: fc.constantFrom(...EMAILS),
  clientKey: fc.constantFrom(...CLIENTS),
  succeeded: fc.boolean(),
  age,
});

beforeEach(() => {
  db().delete(schema.signInAttempts).run();
  db().delete(schema.signUpAttempts).run();
});

describe('the sign-in slot statement', () => {
  it('takes a slot exactly when the policy allows one, and reports the policy’s time when it refuses', () => {
    fc.assert(
      fc.property(
        // Up to 30 attempts (past the client's 20), weighted to the target email and client.
        fc.array(fc.oneof({ weight: 3, arbitrary: signInAttempt.map((a) => ({ ...a, email: EMAILS[0], clientKey: CLIENTS[0] })) }, { weight: 1, arbitrary: signInAttempt }), {
          maxLength: 30,
        }),
        (history) => {
          db().delete(schema.signInAttempts).run();
          if (history.length > 0) {
            db()
              .insert(schema.signInAttempts)
              .values(history.map((a) => ({ email: a.email, clientKey: a.clientKey, succeeded: a.succeeded, attemptedAt: new Date(NOW - a.age) })))
              .run();
          }
          const request = { email: EMAILS[0], clientKey: CLIENTS[0], now: new Date(NOW) };
          const policy = decideSignInRateLimit(signInHistory(request));
          const slot = takeSignInSlot(request);
          expect(slot.ok).toBe(policy.allowed);
          if (!slot.ok && !policy.allowed) expect(slot.retryAt).toEqual(policy.retryAt);
        },
      ),
      { seed: 20261125, numRuns: 400 },
    );
  });

  it('counts a failure after a success of the same instant, and not one before it (the policy’s order)', () => {
    const at = new Date(NOW - 1000);
    const row = (succeeded: boolean) => ({ email: EMAILS[0], clientKey: CLIENTS[0], succeeded, attemptedAt: at });
    // Five failures, then a success at the same instant: the run is over.
    db().insert(schema.signInAttempts).values([...Array.from({ length: 5 }, () => row(false)), row(true)]).run();
    expect(takeSignInSlot({ email: EMAILS[0], clientKey: CLIENTS[0], now: new Date(NOW) }).ok).toBe(true);
    // A success, then five failures at that instant: the run counts them and waits.
    db().delete(schema.signInAttempts).run();
    db().insert(schema.signInAttempts).values([row(true), ...Array.from({ length: 5 }, () => row(false))]).run();
    expect(takeSignInSlot({ email: EMAILS[0], clientKey: CLIENTS[0], now: new Date(NOW) })).toEqual({
      ok: false,
      retryAt: new Date(at.getTime() + EMAIL_CLIENT_BACKOFF.firstDelayMs),
    });
  });
});

describe('the sign-up slot statement', () => {
  it('lets a client sign up exactly when the policy allows, later stamps counted as now', async () => {
    const ages = fc.array(fc.oneof(fc.constantFrom(0, 1, SIGN_UP_CLIENT_LIMIT.windowMs, SIGN_UP_CLIENT_LIMIT.windowMs - 1, -60_000), fc.integer({ min: -60_000, max: 2 * SIGN_UP_CLIENT_LIMIT.windowMs })), {
      maxLength: 14,
    });
    await fc.assert(
      fc.asyncProperty(ages, async (history) => {
        db().delete(schema.signUpAttempts).run();
        if (history.length > 0) {
          db().insert(schema.signUpAttempts).values(history.map((a) => ({ clientKey: CLIENTS[0], attemptedAt: new Date(NOW - a) }))).run();
        }
        const policy = decideSignUpRateLimit({ now: new Date(NOW), clientAttempts: history.map((a) => new Date(NOW - a)) });
        // A taken address: the outcome is the same page either way, and nothing but the limit differs.
        const result = await signUp(
          { fullName: 'Sari Dewi', email: 'investor@celengan.test', mobilePhone: '081298765432', password: 'celengan123', language: 'id' },
          { clientKey: CLIENTS[0], now: new Date(NOW) },
        );
        expect(result.ok).toBe(policy.allowed);
        if (!result.ok && !policy.allowed) expect(result.retryAt).toEqual(policy.retryAt);
      }),
      { seed: 20261125, numRuns: 60 },
    );
  });
});
