// The sign-in rate limit under parallel requests (issue 13 item 8; decision 030): before, the limit
// was read before the password hash and written after it, so 30 parallel attempts after 4 failures
// let the right password in, and 50 parallel guesses were all checked. Each attempt now takes its
// slot before hashing; these bursts count the password checks the server actually makes.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../support/route';
import { verifyPassword } from '~/lib/password.server';
import { createUser } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';

vi.mock('~/lib/password.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/lib/password.server')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'celengan123';
const T0 = new Date('2025-11-07T03:00:00Z');

const attempt = (email: string, password: string, clientKey: string) =>
  callRoute(signIn.action, { url: '/signin', form: { email, password }, clientKey });

/** Runs `n` sign-ins at once and returns their statuses and how many passwords were checked. */
async function burst(n: number, make: (i: number) => Promise<{ status: number }>) {
  const checksBefore = vi.mocked(verifyPassword).mock.calls.length;
  const statuses = (await Promise.all(Array.from({ length: n }, (_, i) => make(i)))).map((r) => r.status);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return { checks: vi.mocked(verifyPassword).mock.calls.length - checksBefore, signedIn: count(302), wrong: count(400), refused: count(429) };
}

beforeAll(async () => {
  for (const email of ['burst@example.com', 'tebakan@example.com', 'pemilik@example.com']) {
    await createUser({ fullName: 'Sari Dewi', email, mobilePhone: '081298765432', password: PASSWORD, language: 'id' });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a parallel sign-in burst', () => {
  it('after the limit, refuses all of 30 parallel attempts with the right password without checking one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    for (let i = 0; i < 5; i++) {
      expect((await attempt('burst@example.com', `salah${i}abc`, 'attacker')).status).toBe(400);
    }
    vi.setSystemTime(new Date(T0.getTime() + 1000));
    expect(await burst(30, () => attempt('burst@example.com', PASSWORD, 'attacker'))).toEqual({ checks: 0, signedIn: 0, wrong: 0, refused: 30 });
  });

  it('after 4 failures, checks one of 30 parallel guesses, then refuses the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(T0.getTime() + 60 * 60 * 1000));
    for (let i = 0; i < 4; i++) expect((await attempt('tebakan@example.com', `salah${i}abc`, 'guesser')).status).toBe(400);
    expect(await burst(30, (i) => attempt('tebakan@example.com', `tebak${i}xyz`, 'guesser'))).toEqual({ checks: 1, signedIn: 0, wrong: 1, refused: 29 });
    expect((await attempt('tebakan@example.com', PASSWORD, 'guesser')).status).toBe(429);
  });

  it('after 4 failures, lets 1 of 30 parallel attempts with the right password through, not 30', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(T0.getTime() + 90 * 60 * 1000));
    for (let i = 0; i < 4; i++) expect((await attempt('tebakan@example.com', `salah${i}abc`, 'guesser-2')).status).toBe(400);
    expect(await burst(30, () => attempt('tebakan@example.com', PASSWORD, 'guesser-2'))).toEqual({ checks: 1, signedIn: 1, wrong: 0, refused: 29 });
  });

  it('checks at most 5 of 50 parallel guesses at one account, and the owner on another client still signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(T0.getTime() + 2 * 60 * 60 * 1000));
    const result = await burst(50, (i) => attempt('pemilik@example.com', `tebak${i}xyz`, 'stranger'));
    expect(result).toEqual({ checks: 5, signedIn: 0, wrong: 5, refused: 45 });
    expect((await attempt('pemilik@example.com', PASSWORD, 'owner-phone')).status).toBe(302);
  });

  it('checks at most 20 of 50 parallel guesses from one client across 50 accounts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(T0.getTime() + 3 * 60 * 60 * 1000));
    const result = await burst(50, (i) => attempt(`orang${i}@example.com`, 'sandi12345', 'sprayer'));
    expect(result).toEqual({ checks: 20, signedIn: 0, wrong: 20, refused: 30 });
  });
});
