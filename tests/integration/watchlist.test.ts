// The watchlist end to end through the route modules (issue 3 items 5 and 7): the JSON API (add,
// check, remove; 401 for a visitor, 403 for a foreign Origin, 404 for an unknown fund, 400 for a
// malformed id, idempotent add) and the page's action and loader, against this file's database copy.
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import * as signIn from '~/routes/account/sign-in';
import * as watchlistItemApi from '~/routes/api/product-watchlist-item';
import * as watchlistApi from '~/routes/api/product-watchlist';
import * as watchlistPage from '~/routes/reksadana/watchlist';

const ORIGIN = 'http://localhost';
const INVESTOR = 'investor@celengan.test';
let cookies: CookieJar;
let fundId: number;
let investorId: number;

/** Calls an API route function with a hand-made request (JSON bodies, DELETE, chosen Origin). */
async function api(
  fn: (args: never) => Promise<Response> | Response,
  init: {
    path: string;
    method?: string;
    json?: unknown;
    form?: Record<string, string>;
    origin?: string | null;
    signedIn?: boolean;
    params?: Record<string, string>;
  },
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers();
  const method = init.method ?? 'GET';
  if (init.origin !== null && method !== 'GET') headers.set('Origin', init.origin ?? ORIGIN);
  if (init.signedIn ?? true) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = typeof init.json === 'string' ? init.json : JSON.stringify(init.json);
  } else if (init.form) {
    body = new URLSearchParams(init.form);
  }
  const request = new Request(new URL(init.path, ORIGIN), { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const response = await fn({ request, params: init.params ?? {}, context, url: new URL(request.url), pattern: '' } as never);
  return { status: response.status, body: await response.json() };
}

const add = (json: unknown, extra: Partial<Parameters<typeof api>[1]> = {}) =>
  api(watchlistApi.action, { path: '/api/v2/mutual-funds/product-watchlist', method: 'POST', json, ...extra });
const check = (id: string | number, extra: Partial<Parameters<typeof api>[1]> = {}) =>
  api(watchlistItemApi.loader, { path: `/api/v2/mutual-funds/product-watchlist/${id}`, params: { mutualFundId: String(id) }, ...extra });
const remove = (id: string | number, extra: Partial<Parameters<typeof api>[1]> = {}) =>
  api(watchlistItemApi.action, {
    path: `/api/v2/mutual-funds/product-watchlist/${id}`,
    method: 'DELETE',
    params: { mutualFundId: String(id) },
    ...extra,
  });

beforeAll(async () => {
  cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email: INVESTOR, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  investorId = db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, INVESTOR)).get()!.id;
  // A fund the investor does not watch yet.
  const watched = new Set(
    db().select({ fundId: schema.watchlist.fundId }).from(schema.watchlist).where(eq(schema.watchlist.userId, investorId)).all().map((r) => r.fundId),
  );
  fundId = db().select({ id: schema.funds.id }).from(schema.funds).all().find((f) => !watched.has(f.id))!.id;
});

describe('the watchlist API as the investor', () => {
  it('adds (201), is idempotent (200), checks, and removes', async () => {
    expect(await check(fundId)).toEqual({ status: 200, body: { data: { onWatchlist: false } } });
    expect(await add({ mutualFundId: fundId })).toEqual({ status: 201, body: { data: { mutualFundId: fundId, onWatchlist: true } } });
    expect(await add({ mutualFundId: fundId })).toEqual({ status: 200, body: { data: { mutualFundId: fundId, onWatchlist: true } } });
    expect(await check(fundId)).toEqual({ status: 200, body: { data: { onWatchlist: true } } });
    const rows = db().select().from(schema.watchlist).where(eq(schema.watchlist.userId, investorId)).all();
    expect(rows.filter((r) => r.fundId === fundId)).toHaveLength(1);

    expect(await remove(fundId)).toEqual({ status: 200, body: { data: { mutualFundId: fundId, onWatchlist: false } } });
    expect(await check(fundId)).toEqual({ status: 200, body: { data: { onWatchlist: false } } });
    // Removing again is not an error.
    expect((await remove(fundId)).status).toBe(200);
  });

  it('accepts a form body and a numeric string, and a request without Origin', async () => {
    const result = await api(watchlistApi.action, {
      path: '/api/v2/mutual-funds/product-watchlist',
      method: 'POST',
      form: { mutualFundId: String(fundId) },
      origin: null,
    });
    expect(result).toEqual({ status: 201, body: { data: { mutualFundId: fundId, onWatchlist: true } } });
    await remove(fundId);
  });

  it.each([
    ['a negative id', { mutualFundId: -1 }],
    ['a fraction', { mutualFundId: 1.5 }],
    ['text', { mutualFundId: 'abc' }],
    ['no id', {}],
    ['a huge id', { mutualFundId: '99999999999999999999' }],
    ['malformed JSON', '{"mutualFundId":'],
  ])('answers 400 with a message for %s', async (_, json) => {
    const result = await add(json);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: 'mutualFundId harus berupa bilangan bulat positif.',
      errors: { mutualFundId: ['mutualFundId harus berupa bilangan bulat positif.'] },
    });
  });

  it('answers 400 for a malformed id in the path', async () => {
    expect((await check('abc')).status).toBe(400);
    expect((await check('0')).status).toBe(400);
    expect((await remove('1e3')).status).toBe(400);
  });

  it('answers 404 for an unknown fund', async () => {
    expect(await add({ mutualFundId: 987654 })).toEqual({ status: 404, body: { message: 'Reksa dana tidak ditemukan.' } });
    expect((await check(987654)).status).toBe(404);
    expect((await remove(987654)).status).toBe(404);
  });

  it('refuses state changes from a foreign Origin with 403 and changes nothing', async () => {
    const result = await add({ mutualFundId: fundId }, { origin: 'https://evil.example' });
    expect(result).toEqual({ status: 403, body: { message: 'Permintaan dari asal lain ditolak.' } });
    expect((await add({ mutualFundId: fundId }, { origin: 'null' })).status).toBe(403);
    expect((await check(fundId)).body).toEqual({ data: { onWatchlist: false } });

    await add({ mutualFundId: fundId });
    expect((await remove(fundId, { origin: 'http://localhost:9999' })).status).toBe(403);
    expect((await check(fundId)).body).toEqual({ data: { onWatchlist: true } });
    await remove(fundId);
  });

  it('answers 405 for other methods', async () => {
    expect((await api(watchlistApi.loader, { path: '/api/v2/mutual-funds/product-watchlist' })).status).toBe(405);
    const put = await api(watchlistItemApi.action, {
      path: `/api/v2/mutual-funds/product-watchlist/${fundId}`,
      method: 'PUT',
      params: { mutualFundId: String(fundId) },
    });
    expect(put.status).toBe(405);
  });
});

describe('the watchlist API for a visitor', () => {
  it('answers 401 with a message to add, check and remove', async () => {
    const visitor = { signedIn: false };
    expect(await add({ mutualFundId: fundId }, visitor)).toEqual({ status: 401, body: { message: 'Silakan masuk terlebih dahulu.' } });
    expect((await check(fundId, visitor)).status).toBe(401);
    expect((await remove(fundId, visitor)).status).toBe(401);
  });
});

describe('the watchlist page (/reksadana/watchlist)', () => {
  it('lists the investor\'s funds and sends a visitor to sign in with the target', async () => {
    const page = await callRoute(watchlistPage.loader, { url: '/reksadana/watchlist', cookies });
    expect(page.status).toBe(200);
    expect(page.data?.funds.length).toBeGreaterThan(0);
    const visitor = await callRoute(watchlistPage.loader, { url: '/reksadana/watchlist' });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/signin?target=%2Freksadana%2Fwatchlist');
  });

  it('adds and removes without JavaScript, redirecting back to a safe target', async () => {
    const added = await callRoute(watchlistPage.action, {
      url: '/reksadana/watchlist',
      form: { intent: 'add', mutualFundId: String(fundId), redirectTo: '/reksadana/saham/contoh' },
      cookies,
    });
    expect(added).toMatchObject({ status: 302, location: '/reksadana/saham/contoh' });
    expect((await check(fundId)).body).toEqual({ data: { onWatchlist: true } });

    const removed = await callRoute(watchlistPage.action, {
      url: '/reksadana/watchlist',
      form: { intent: 'remove', mutualFundId: String(fundId), redirectTo: 'https://evil.example/' },
      cookies,
    });
    expect(removed).toMatchObject({ status: 302, location: '/reksadana/watchlist' });
    expect((await check(fundId)).body).toEqual({ data: { onWatchlist: false } });
  });

  it('answers a JavaScript submission with data', async () => {
    const result = await callRoute(watchlistPage.action, {
      url: '/reksadana/watchlist',
      form: { intent: 'add', mutualFundId: String(fundId), redirectTo: '/reksadana', js: '1' },
      cookies,
    });
    expect(result).toMatchObject({ status: 200, data: { ok: true, intent: 'add', mutualFundId: fundId, onWatchlist: true } });
    const unknown = await callRoute(watchlistPage.action, {
      url: '/reksadana/watchlist',
      form: { intent: 'add', mutualFundId: '987654', js: '1' },
      cookies,
    });
    expect(unknown).toMatchObject({ status: 404, data: { ok: false } });
    await remove(fundId);
  });

  it('sends a visitor\'s post to the start page with the target', async () => {
    const result = await callRoute(watchlistPage.action, {
      url: '/reksadana/watchlist',
      form: { intent: 'add', mutualFundId: String(fundId), redirectTo: '/reksadana/saham/contoh' },
    });
    expect(result).toMatchObject({ status: 302, location: '/mulai-investasi?target=%2Freksadana%2Fsaham%2Fcontoh' });
  });
});
