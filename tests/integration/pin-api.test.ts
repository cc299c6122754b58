// The PIN request API (spec funds §7 "PIN: /api/v1/profile/request-pin, /api/v1/profile/validate-pin/{x}";
// issue 14 items 5 and 8; decisions 051, 052) through its route modules with the language middleware, against
// this file's copy of the seeded database: a request for the signed-in investor's PIN, answered on the API;
// another user's request answers like a missing one (404); an old one 410; the PIN's refusals as the order
// APIs answer them; bad bodies 400; no session 401; a foreign Origin 403.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createPinRequest, pinFreshFor } from '~/models/pin.server';
import { createUser } from '~/models/users.server';
import * as signIn from '~/routes/account/sign-in';
import * as create from '~/routes/account/pin/create';
import * as requestPin from '~/routes/api/pin-request';
import * as validatePin from '~/routes/api/pin-validate';

const NOW = new Date('2025-11-10T03:00:00Z');
const PIN = '147258';
let counter = 0;

async function investor(withPin = true): Promise<{ userId: number; cookies: CookieJar }> {
  counter += 1;
  const email = `api-pin-${counter}@example.com`;
  const created = await createUser({ fullName: 'Dewi Lestari', email, mobilePhone: '081298765432', password: 'celengan123', language: 'id' }, NOW);
  if (!created.ok) throw new Error('not created');
  const cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies })).status).toBe(302);
  if (withPin) await callRoute(create.action, { url: '/me/pin/create', form: { pin: PIN, pinConfirmation: PIN }, cookies });
  return { userId: created.user.id, cookies };
}

const requestFor = (cookies: CookieJar | undefined, body: unknown, headers?: Record<string, string>) =>
  callApi(requestPin, { url: '/api/v1/profile/request-pin', body, cookies, headers });
const validateFor = (cookies: CookieJar | undefined, requestId: string, body: unknown, query = '') =>
  callApi(validatePin, { url: `/api/v1/profile/validate-pin/${requestId}${query}`, params: { requestId }, body, cookies });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('POST /api/v1/profile/request-pin', () => {
  it('makes a request for 10 minutes and answers its page; the PIN there returns to the target', async () => {
    const { userId, cookies } = await investor();
    const made = await requestFor(cookies, { target: '/reksadana/beli?dana=3' });
    expect(made.status).toBe(201);
    expect(made.headers.get('Cache-Control')).toBe('no-store');
    const { requestId, targetUrl, expiresAt } = (made.body as { data: { requestId: string; targetUrl: string; expiresAt: string } }).data;
    expect(requestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(targetUrl).toBe(`/me/pin/validate/${requestId}`);
    expect(expiresAt).toBe(new Date(NOW.getTime() + 10 * 60_000).toISOString());

    expect(await validateFor(cookies, requestId, { pin: '111222' })).toMatchObject({
      status: 422,
      body: { code: 'PIN_WRONG', attemptsLeft: 2, message: 'PIN salah. Sisa 2 kesempatan sebelum PIN diblokir selama 24 jam.' },
    });
    expect(await validateFor(cookies, requestId, { pin: PIN })).toMatchObject({ status: 200, body: { data: { targetUrl: '/reksadana/beli?dana=3' } } });
    const session = db().select().from(schema.sessions).where(eq(schema.sessions.userId, userId)).get()!;
    expect(pinFreshFor(session.id, NOW)).toBe(true);
    // Used once.
    expect(await validateFor(cookies, requestId, { pin: PIN }, '?lng=en')).toMatchObject({
      status: 410,
      body: { code: 'PIN_REQUEST_EXPIRED', targetUrl: '/me/pin/validate/expired', message: 'This PIN request is no longer valid' },
    });
  });

  it.each([
    [{}, 'target'],
    [{ target: 'https://evil.example/' }, 'target'],
    [{ target: '//evil.example' }, 'target'],
    [{ target: '/\\evil.example' }, 'target'],
    [{ target: `/${'a'.repeat(2001)}` }, 'target'],
    [{ target: 42 }, 'target'],
    [[], 'body'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const { cookies } = await investor();
    const result = await requestFor(cookies, body);
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { errors: object }).errors)).toEqual([field]);
  });

  it('answers 428 PIN_NOT_SET without a PIN and 423 PIN_BLOCKED while blocked, making no request', async () => {
    const none = await investor(false);
    expect(await requestFor(none.cookies, { target: '/me' })).toMatchObject({ status: 428, body: { code: 'PIN_NOT_SET', targetUrl: '/me/pin/create' } });
    const blocked = await investor();
    const until = new Date(NOW.getTime() + 60 * 60_000);
    db().update(schema.users).set({ pinFailedAttempts: 3, pinBlockedUntil: until }).where(eq(schema.users.id, blocked.userId)).run();
    expect(await requestFor(blocked.cookies, { target: '/me' })).toMatchObject({ status: 423, body: { code: 'PIN_BLOCKED', until: until.toISOString() } });
    expect(db().select().from(schema.pinRequests).where(eq(schema.pinRequests.userId, blocked.userId)).all()).toEqual([]);
  });

  it('answers 401 without a session, 403 from a foreign Origin, 405 for GET', async () => {
    const { cookies } = await investor();
    expect((await requestFor(undefined, { target: '/me' })).status).toBe(401);
    expect((await requestFor(cookies, { target: '/me' }, { Origin: 'https://evil.example' })).status).toBe(403);
    const get = await callApi(requestPin, { url: '/api/v1/profile/request-pin', cookies });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST');
  });
});

describe('POST /api/v1/profile/validate-pin/{requestId}', () => {
  it('answers another user’s request, an unknown and a malformed id 404 alike, trying no PIN', async () => {
    const owner = await investor();
    const stranger = await investor();
    const { id } = createPinRequest(owner.userId, '/me', NOW);
    for (const requestId of [id, 'AAAAAAAAAAAAAAAAAAAAAA', 'x']) {
      expect(await validateFor(stranger.cookies, requestId, { pin: PIN })).toEqual({ status: 404, headers: expect.any(Headers), body: { message: 'Permintaan PIN tidak ditemukan.' } });
    }
    expect(db().select().from(schema.users).where(eq(schema.users.id, stranger.userId)).get()!.pinFailedAttempts).toBe(0);
    // The owner's still works.
    expect((await validateFor(owner.cookies, id, { pin: PIN })).status).toBe(200);
  });

  it('answers 410 after 10 minutes, 400 for a pin that is not 6 digits, and the third wrong PIN 423', async () => {
    const { userId, cookies } = await investor();
    const old = createPinRequest(userId, '/me', new Date(NOW.getTime() - 10 * 60_000));
    expect((await validateFor(cookies, old.id, { pin: PIN })).status).toBe(410);
    const { id } = createPinRequest(userId, '/me', NOW);
    for (const pin of ['12345', 'abcdef', 123456, null]) {
      const result = await validateFor(cookies, id, { pin });
      expect(result.status, String(pin)).toBe(400);
      expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['pin']);
    }
    await validateFor(cookies, id, { pin: '111222' });
    await validateFor(cookies, id, { pin: '111333' });
    expect(await validateFor(cookies, id, { pin: '111444' })).toMatchObject({ status: 423, body: { code: 'PIN_BLOCKED', targetUrl: '/me/pin/blocked' } });
    expect(await validateFor(cookies, id, { pin: PIN })).toMatchObject({ status: 423 });
  });

  it('answers 428 PIN_NOT_SET for a user whose PIN is gone', async () => {
    const { userId, cookies } = await investor(false);
    const { id } = createPinRequest(userId, '/me', NOW);
    expect(await validateFor(cookies, id, { pin: PIN })).toMatchObject({ status: 428, body: { code: 'PIN_NOT_SET' } });
  });
});
