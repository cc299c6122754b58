// The redeem API end to end through its route modules (issue 15 item 7; spec funds §7 redeem; decisions 052, 056),
// and the sell page's action without JavaScript, against this file's copy of the seeded database with the
// request's language middleware running as in the app: calculate (decimals in their unit, never storage scale),
// exactly one of units/amount/all, another user's portfolio as a missing one, the PIN statuses (428, 422, 423 as
// subscribe), redeem and its idempotent replay, the Idempotency-Key and Origin checks writing nothing, English
// messages, and malformed bodies as 400, never 500. The clock: Monday 10 Nov 2025, 10:00 WIB.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { jakartaInstant } from '~/domain/dates';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import * as signIn from '~/routes/account/sign-in';
import * as redeemRoute from '~/routes/api/redeem';
import * as calculateRoute from '~/routes/api/redeem-calculate';
import * as sellPage from '~/routes/reksadana/sell';
import { DEMO_PIN } from '../../seeds/demo-users';

const NOW = jakartaInstant('2025-11-10', '10:00');
const ORIGIN = 'http://localhost';
const ROUTES = {
  calculate: { module: calculateRoute, path: '/api/v2/mutual-funds/redeem/calculate?version=2.1' },
  redeem: { module: redeemRoute, path: '/api/v2/mutual-funds/redeem?version=2.1' },
} as const;

let investor: CookieJar;
const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolio = (email: string, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.name, name))).get()!;
const fund = (name: string) => db().select().from(schema.funds).where(eq(schema.funds.name, name)).get()!;
const orderCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.orders).get()!.n;
const main = () => portfolio('investor@celengan.test', 'Portofolio Utama');
const stock = () => fund('Swarna Saham Unggulan');
const position = () => db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, main().id), eq(schema.positions.fundId, stock().id))).get()!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

async function call(name: keyof typeof ROUTES, options: { body?: unknown; raw?: { text: string; type: string }; headers?: Record<string, string>; cookies?: CookieJar | null; method?: string; query?: string } = {}) {
  const { module, path } = ROUTES[name];
  const method = options.method ?? 'POST';
  const headers = new Headers({ Origin: ORIGIN, ...options.headers });
  const cookies = options.cookies === undefined ? investor : options.cookies;
  if (cookies) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (options.raw) {
    headers.set('Content-Type', options.raw.type);
    body = options.raw.text;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const url = new URL(path + (options.query ? `&${options.query}` : ''), ORIGIN);
  const request = new Request(url, { method, headers, body: method === 'GET' ? undefined : body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' ? module.loader : module.action;
  const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const body = (over: Record<string, unknown> = {}) => ({ portfolioId: main().id, mutualFundId: stock().id, amount: 500_000, ...over });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investor = await signInAs('investor@celengan.test');
});
afterAll(() => vi.useRealTimers());

describe('POST redeem/calculate', () => {
  it('answers the estimate with decimals in their unit, the NAV date, the due date and the masked account', async () => {
    const result = await call('calculate', { body: body() });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const data = result.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ currency: 'IDR', all: false, navDate: '2025-11-10', payoutDueDate: '2025-11-13', fee: 0, feePercentage: 0, mutualFundId: stock().id });
    // Units and NAV as decimals (at most 4 places), never × 10^4.
    expect(Number.isInteger((data.units as number) * 10_000)).toBe(true);
    expect(data.units as number).toBeLessThan(position().units / 1_000);
    expect(data.estimatedAmount as number).toBeGreaterThanOrEqual(500_000);
    expect(data.estimatedAmount as number).toBeLessThan(500_000 + (data.nav as number));
    expect(data.bankAccount).toMatchObject({ accountNumberLast4: expect.stringMatching(/^\d{4}$/) });
  });

  it('takes units as a decimal string, and all: true', async () => {
    expect((await call('calculate', { body: body({ amount: undefined, units: '10.5' }) })).body.data).toMatchObject({ units: 10.5 });
    expect((await call('calculate', { body: body({ amount: undefined, all: true }) })).body.data).toMatchObject({ all: true, units: position().units / 10_000 });
  });

  it.each<[string, unknown]>([
    ['none of units, amount, all', { portfolioId: 1, mutualFundId: 6 }],
    ['two of them', { portfolioId: 1, mutualFundId: 6, amount: 100_000, all: true }],
    ['units with 5 decimals', { portfolioId: 1, mutualFundId: 6, units: '1.12345' }],
    ['negative units', { portfolioId: 1, mutualFundId: 6, units: -1 }],
    ['all: false', { portfolioId: 1, mutualFundId: 6, all: false }],
    ['an id that is no id', { portfolioId: 'x', mutualFundId: 6, all: true }],
    ['an array', [1, 2]],
  ])('400 for %s, with localized field errors', async (_name, payload) => {
    const result = await call('calculate', { body: payload });
    expect(result.status).toBe(400);
    expect(typeof result.body.message).toBe('string');
    expect(result.body.errors).toBeTypeOf('object');
    expect(JSON.stringify(result.body)).not.toMatch(/transact:|validation:/);
  });

  it('400 for a body that is not JSON, 405 for GET, 401 without a session, 403 from another origin', async () => {
    expect((await call('calculate', { raw: { text: '{', type: 'application/json' } })).status).toBe(400);
    expect((await call('calculate', { method: 'GET' })).status).toBe(405);
    expect((await call('calculate', { body: body(), cookies: null })).status).toBe(401);
    expect((await call('calculate', { body: body(), headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });

  it("answers another user's portfolio like a missing one (404), and refusals as 422 with the minimum as a decimal", async () => {
    const other = portfolio('cashback@celengan.test', 'Portofolio Utama');
    const foreign = await call('calculate', { body: body({ portfolioId: other?.id ?? 999_999 }) });
    const missing = await call('calculate', { body: body({ portfolioId: 999_999 }) });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const small = await call('calculate', { body: body({ amount: 5_000 }) });
    expect(small.status).toBe(422);
    expect(small.body).toMatchObject({ code: 'BELOW_MINIMUM_REDEMPTION', minimum: 10_000, currency: 'IDR' });
    expect(small.body.message).toContain('Rp');
    const english = await call('calculate', { body: body({ amount: 5_000 }), query: 'lng=en' });
    expect(english.body.message).toMatch(/minimum sale/);
  });
});

describe('POST redeem', () => {
  it('asks for the PIN (428), counts a wrong one (422), then places the order once per key (201, then 200)', async () => {
    const key = randomUUID();
    const before = orderCount();
    const required = await call('redeem', { body: body(), headers: { 'Idempotency-Key': key } });
    expect(required.status).toBe(428);
    expect(required.body.code).toBe('PIN_REQUIRED');
    const wrong = await call('redeem', { body: body({ pin: '000000' }), headers: { 'Idempotency-Key': key } });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 'PIN_WRONG', attemptsLeft: 2 });
    expect(orderCount()).toBe(before);
    const placed = await call('redeem', { body: body({ pin: DEMO_PIN }), headers: { 'Idempotency-Key': key } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = (placed.body.data as { orderId: number }).orderId;
    expect(placed.body.data).toEqual({ orderId, targetUrl: `/me/order/${orderId}` });
    expect(orderCount()).toBe(before + 1);
    const held = position().heldUnits;
    expect(held).toBeGreaterThan(0);
    // The same key: the first order, whatever the body says, and nothing more held (the PIN is fresh now).
    const replay = await call('redeem', { body: body({ all: true, amount: undefined }), headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(placed.body.data);
    expect(position().heldUnits).toBe(held);
    // The key in the body works too, for a client that cannot set the header.
    const bodyKey = await call('redeem', { body: body({ idempotencyKey: randomUUID() }) });
    expect(bodyKey.status).toBe(201);
  });

  it('400 without a valid key, 403 from another origin: nothing written', async () => {
    const before = orderCount();
    expect((await call('redeem', { body: body({ pin: DEMO_PIN }) })).status).toBe(400);
    expect((await call('redeem', { body: body({ pin: DEMO_PIN }), headers: { 'Idempotency-Key': 'short' } })).status).toBe(400);
    expect((await call('redeem', { body: body({ pin: DEMO_PIN }), headers: { 'Idempotency-Key': randomUUID(), Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await call('redeem', { body: body({ pin: '12ab' }), headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(400);
    expect(orderCount()).toBe(before);
  });
});

describe('the sell page without JavaScript (plain form posts)', () => {
  const params = () => ({ portfolioId: String(main().id), investmentType: 'saham', fundId: String(stock().id) });
  const url = () => `/reksadana/portfolio/${main().id}/saham/${stock().id}/jual`;

  it('shows the holding; 404 for another type segment or a fund not held', async () => {
    const page = await callRoute(sellPage.loader, { url: url(), params: params(), cookies: investor });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ holding: { fund: { id: stock().id } }, path: url() });
    const wrongType = await callRoute(sellPage.loader, { url: url(), params: { ...params(), investmentType: 'pasar-uang' }, cookies: investor });
    expect(wrongType.status).toBe(404);
    const notHeld = await callRoute(sellPage.loader, { url: url(), params: { ...params(), fundId: String(fund('Tirta Indeks LQ45').id) }, cookies: investor });
    expect(notHeld.status).toBe(404);
  });

  it('an amount refused goes back to the form with the message', async () => {
    const result = await callRoute(sellPage.action, { url: url(), params: params(), method: 'POST', form: { intent: 'calculate', mode: 'amount', amount: '1000' }, cookies: investor });
    expect(result.status).toBe(422);
    expect(result.data).toMatchObject({ step: 'FORM', error: expect.stringContaining('transact:sell.refusal.') });
  });
  it('form → summary → done, the order placed once for its key', async () => {
    const summary = await callRoute(sellPage.action, { url: url(), params: params(), method: 'POST', form: { intent: 'calculate', mode: 'all', amount: '' }, cookies: investor });
    expect(summary.status).toBe(200);
    const step = summary.data as { step: string; idempotencyKey: string; pin: { state: string } };
    expect(step.step).toBe('SUMMARY');
    // The API test above entered the PIN in this session: fresh for 15 minutes.
    expect(step.pin.state).toBe('FRESH');
    const form = { intent: 'sell', mode: 'all', amount: '', idempotencyKey: step.idempotencyKey };
    const done = await callRoute(sellPage.action, { url: url(), params: params(), method: 'POST', form, cookies: investor });
    expect(done.data).toMatchObject({ step: 'DONE', order: { navDate: '2025-11-10', payoutDueDate: '2025-11-13' } });
    const again = await callRoute(sellPage.action, { url: url(), params: params(), method: 'POST', form, cookies: investor });
    expect((again.data as { order: { orderId: number } }).order.orderId).toBe((done.data as { order: { orderId: number } }).order.orderId);
    expect(position().heldUnits).toBe(position().units);
  });


});
