// The Nabung Rutin API through its route modules (issue 17 item 1; spec funds §7 recurring-investments; spec
// landing §7 `data.reachedMaximum`): create, list, a portfolio's view, one schedule with its runs, change, pause,
// resume and stop; another investor's ids and missing ones answer the same 404; bad input 400/415/422 localized,
// never 500; the Origin check on changes; a run's order in /api/v1/orders with source RECURRING and recurringId.
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import { runDueRecurringSchedules } from '~/models/recurring-runs.server';
import * as signIn from '~/routes/account/sign-in';
import * as ordersRoute from '~/routes/api/orders';
import * as orderRoute from '~/routes/api/order';
import * as oneRoute from '~/routes/api/recurring-investment';
import * as inPortfolioRoute from '~/routes/api/recurring-investment-in-portfolio';
import * as listRoute from '~/routes/api/recurring-investments';
import * as subscribeRoute from '~/routes/api/subscribe';
import * as calculateRoute from '~/routes/api/subscribe-calculate';
import { DEMO_PIN } from '../../seeds/demo-users';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10 November 2025, 10:00 WIB
const PASSWORD = 'celengan123';
const ORIGIN = 'http://localhost';

let investor: CookieJar;
let other: CookieJar;

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolio = (email: string, name: string) =>
  db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.name, name)))
    .get()!;
const education = () => portfolio('investor@celengan.test', 'Pendidikan Anak');
const robo = () => portfolio('investor@celengan.test', 'Portofolio Utama');
const stockFund = () => db().select().from(schema.funds).where(eq(schema.funds.name, 'Swarna Saham Unggulan')).get()!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

interface Call {
  method?: string;
  body?: unknown;
  raw?: { text: string; type: string };
  cookies?: CookieJar | null;
  headers?: Record<string, string>;
  params?: Record<string, string>;
}

type Module = { loader: (args: never) => unknown; action: (args: never) => unknown };

async function call(module: Module, path: string, options: Call = {}) {
  const method = options.method ?? 'GET';
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
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: options.params ?? {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' || method === 'HEAD' ? module.loader : module.action;
  const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}

const LIST = '/api/v2/mutual-funds/recurring-investments';
const create = (body: Record<string, unknown>, options: Call = {}) => call(listRoute as Module, LIST, { method: 'POST', body, ...options });
const one = (id: number | string, options: Call = {}) => call(oneRoute as Module, `${LIST}/${id}`, { params: { recurringId: String(id) }, ...options });
const validBody = (over: Record<string, unknown> = {}) => ({
  portfolioId: education().id,
  mutualFundId: stockFund().id,
  amount: '100.000',
  period: 'MONTHLY',
  date: 10,
  validity: 'FOREVER',
  ...over,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investor = await signInAs('investor@celengan.test');
  other = await signInAs('cashback@celengan.test');
});
afterAll(() => {
  vi.useRealTimers();
});

describe('recurring-investments API', () => {
  let id: number;

  it('creates a schedule (201) and lists it with the figures', async () => {
    const created = await create(validBody({ validity: 'CHOOSE_DATE', endDate: '01-06-2026' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      portfolioId: education().id,
      mutualFundId: stockFund().id,
      mutualFundName: 'Swarna Saham Unggulan',
      amount: 100_000,
      currency: 'IDR',
      period: 'MONTHLY',
      date: 10,
      validity: 'CHOOSE_DATE',
      endDate: '01-06-2026',
      startDate: '2025-12-10',
      nextRunDate: '2025-12-10',
      status: 'ACTIVE',
      runs: [],
    });
    id = created.body.data.id;
    const list = await call(listRoute as Module, LIST);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ count: 1, scheduleNeedPaymentAmount: 0, portfolios: [{ portfolioId: education().id, count: 1, reachedMaximum: false }] });
    expect(list.body.data.schedules.map((s: { id: number }) => s.id)).toEqual([id]);
    const view = await call(listRoute as Module, `${LIST}?portfolioId=${education().id}`);
    expect(view.body.data).toMatchObject({ reachedMaximum: false, maximum: 5, count: 1, portfolio: { id: education().id } });
    const detail = await call(inPortfolioRoute as Module, `${LIST}/${education().id}/${id}`, { params: { portfolioId: String(education().id), recurringId: String(id) } });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id, reachedMaximum: false, scheduleNeedPaymentAmount: 0 });
  });

  it('answers another investor, a missing id, a wrong portfolio and a malformed id with the same 404', async () => {
    for (const options of [{ cookies: other }, {}] as const) {
      const target = options.cookies ? id : 999_999;
      expect((await one(target, options)).status).toBe(404);
      expect((await one(target, { ...options, method: 'PATCH', body: { status: 'PAUSED' } })).status).toBe(404);
      expect((await one(target, { ...options, method: 'DELETE' })).status).toBe(404);
    }
    expect((await one('abc')).status).toBe(404);
    const wrongPortfolio = await call(inPortfolioRoute as Module, `${LIST}/${robo().id}/${id}`, { params: { portfolioId: String(robo().id), recurringId: String(id) } });
    expect(wrongPortfolio.status).toBe(404);
    expect((await call(listRoute as Module, `${LIST}?portfolioId=${education().id}`, { cookies: other })).status).toBe(404);
    const intoOthers = await create(validBody(), { cookies: other });
    expect(intoOthers.status).toBe(404);
    expect(intoOthers.body).toMatchObject({ code: 'NOT_FOUND', message: 'Jadwal Nabung Rutin tidak ditemukan' });
    expect((await call(listRoute as Module, LIST, { cookies: other })).body.data.schedules).toEqual([]);
  });

  it('refuses bad input with 400, 415 and 422, localized, and checks the Origin', async () => {
    const missing = await create({ portfolioId: education().id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(['mutualFundId', 'amount', 'period', 'validity']));
    const monthlyDay = await create(validBody({ date: 32 }));
    expect(monthlyDay.status).toBe(400);
    expect(monthlyDay.body.errors).toEqual({ date: ['Pilih tanggal 1 sampai 31'] });
    const noEnd = await create(validBody({ validity: 'CHOOSE_DATE' }));
    expect(noEnd.body.errors).toEqual({ endDate: ['Input ini wajib diisi'] });
    const badEnd = await create(validBody({ validity: 'CHOOSE_DATE', endDate: '31-02-2026' }));
    expect(badEnd.status).toBe(400);
    expect(badEnd.body.errors).toEqual({ endDate: ['Format tanggal tidak valid'] });
    for (const raw of ['[]', 'null', '"x"', '{"__proto__":{"x":1}}', '{"constructor":1}']) {
      expect((await create({}, { raw: { text: raw, type: 'application/json' } })).status).toBe(400);
    }
    expect((await create({}, { raw: { text: '{', type: 'application/json' } })).status).toBe(400);
    expect((await create({}, { raw: { text: 'x', type: 'text/plain' } })).status).toBe(415);
    const english = await call(listRoute as Module, `${LIST}?lng=en`, { method: 'POST', body: validBody({ date: 0 }) });
    expect(english.body.errors).toEqual({ date: ['Choose a date from 1 to 31'] });

    const window = await create(validBody({ validity: 'CHOOSE_DATE', endDate: '31-12-2025' }));
    expect(window.status).toBe(422);
    expect(window.body).toMatchObject({ code: 'END_DATE_OUT_OF_WINDOW', min: '01-01-2026', max: '10-11-2035', errors: { endDate: [expect.stringContaining('2026')] } });
    const minimum = await create(validBody({ amount: 5_000 }));
    expect(minimum).toMatchObject({ status: 422, body: { code: 'BELOW_MINIMUM', minimum: 100_000, errors: { amount: [expect.stringContaining('Rp')] } } });
    expect((await create(validBody({ portfolioId: robo().id }))).body.code).toBe('ROBO_PORTFOLIO');

    const foreign = await create(validBody(), { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await one(id, { method: 'DELETE', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await create(validBody(), { cookies: null })).status).toBe(401);
    expect((await one(id, { method: 'POST', body: {} })).status).toBe(405);
    expect((await call(inPortfolioRoute as Module, `${LIST}/1/1`, { method: 'POST', params: { portfolioId: '1', recurringId: '1' } })).status).toBe(405);
  });

  it('reaches the maximum at five (the 6th is 422) and says so in the portfolio view', async () => {
    for (const date of [1, 2, 3, 4]) expect((await create(validBody({ date }))).status).toBe(201);
    const sixth = await create(validBody({ date: 5 }));
    expect(sixth).toMatchObject({ status: 422, body: { code: 'REACHED_MAXIMUM', maximum: 5 } });
    expect((await call(listRoute as Module, `${LIST}?portfolioId=${education().id}`)).body.data.reachedMaximum).toBe(true);
  });

  it('changes, pauses, resumes and stops a schedule (kept as history)', async () => {
    const changed = await one(id, { method: 'PATCH', body: { amount: 250_000, period: 'WEEKLY', date: 5, validity: 'FOREVER' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ amount: 250_000, period: 'WEEKLY', date: 5, validity: 'FOREVER', endDate: null, startDate: '2025-11-14' });
    expect((await one(id, { method: 'PATCH', body: { status: 'PAUSED' } })).body.data.status).toBe('PAUSED');
    expect((await one(id, { method: 'PATCH', body: { status: 'STOPPED' } })).status).toBe(400);
    expect((await one(id, { method: 'PATCH', body: { status: 'ACTIVE' } })).body.data).toMatchObject({ status: 'ACTIVE', nextRunDate: '2025-11-14' });
    expect((await one(id, { method: 'PATCH', body: { amount: 1, period: 'WEEKLY', date: 5, validity: 'FOREVER' } })).body.code).toBe('BELOW_MINIMUM');
    const stopped = await one(id, { method: 'DELETE' });
    expect(stopped.body.data).toMatchObject({ id, status: 'STOPPED', nextRunDate: null });
    expect((await one(id)).body.data.status).toBe('STOPPED');
    expect((await one(id, { method: 'PATCH', body: { status: 'ACTIVE' } })).body.code).toBe('STOPPED');
  });

  it('shows a run with its order, and the order says RECURRING with its schedule', async () => {
    const daily = await create(validBody({ period: 'DAILY', date: undefined, portfolioId: portfolio('investor@celengan.test', 'Dana Darurat').id }));
    expect(daily.status, JSON.stringify(daily.body)).toBe(201);
    const scheduleId = daily.body.data.id as number;
    expect(runDueRecurringSchedules('2025-11-11', NOW, db()).created).toBeGreaterThanOrEqual(1);
    const detail = await one(scheduleId);
    expect(detail.body.data.runs).toEqual([
      { id: expect.any(Number), date: '2025-11-11', state: 'WAITING_PAYMENT', orderId: expect.any(Number), transactionNumber: expect.stringMatching(/^CLG-/), failureReason: null },
    ]);
    const orderId = detail.body.data.runs[0].orderId as number;
    const orders = await call(ordersRoute as Module, '/api/v1/orders?size=50');
    const row = orders.body.data.orders.find((o: { id: number; kind: string }) => o.id === orderId && o.kind === 'ORDER');
    expect(row).toMatchObject({ source: 'RECURRING', recurringId: scheduleId, status: 'WAITING_PAYMENT' });
    const order = await call(orderRoute as Module, `/api/v1/orders/${orderId}`, { params: { orderId: String(orderId) } });
    expect(order.body.data).toMatchObject({ source: 'RECURRING', recurringId: scheduleId });
    const list = await call(listRoute as Module, LIST);
    expect(list.body.data.scheduleNeedPaymentAmount).toBeGreaterThanOrEqual(100_000);
  });
});

describe('a buy with recurringInvestment (isRecurringInvestment=true)', () => {
  const SUBSCRIBE = '/api/v2/mutual-funds/subscribe?version=2.1&isRecurringInvestment=true';
  const emergency = () => portfolio('investor@celengan.test', 'Dana Darurat');
  const buy = (over: Record<string, unknown> = {}) => ({
    amount: 150_000,
    portfolioId: emergency().id,
    mutualFundIds: [stockFund().id],
    useCashback: false,
    couponCode: null,
    pin: DEMO_PIN,
    recurringInvestment: { period: 'MONTHLY', date: 31, validity: 'CHOOSE_DATE', endDate: '01-01-2027' },
    ...over,
  });
  const schedulesIn = (portfolioId: number) =>
    db().select().from(schema.recurringSchedules).where(eq(schema.recurringSchedules.portfolioId, portfolioId)).all();

  it('places the order and makes the schedule in one transaction', async () => {
    const before = schedulesIn(emergency().id).length;
    const placed = await call(subscribeRoute as Module, SUBSCRIBE, { method: 'POST', body: buy(), headers: { 'Idempotency-Key': 'recurring-buy-0001' } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const after = schedulesIn(emergency().id);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ fundId: stockFund().id, amount: 150_000, period: 'MONTHLY', day: 31, validity: 'CHOOSE_DATE', endDate: '2027-01-01', startDate: '2025-11-30', status: 'ACTIVE' });
  });

  it('refuses a malformed plan (400) and places nothing when the schedule is refused (422)', async () => {
    const orders = () => db().select().from(schema.orders).all().length;
    const before = orders();
    const malformed = await call(subscribeRoute as Module, SUBSCRIBE, { method: 'POST', body: buy({ recurringInvestment: { period: 'WEEKLY', date: 9, validity: 'FOREVER' } }), headers: { 'Idempotency-Key': 'recurring-buy-0002' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ 'recurringInvestment.date': ['Pilih hari Senin sampai Minggu'] });
    const missing = await call(subscribeRoute as Module, SUBSCRIBE, { method: 'POST', body: buy({ recurringInvestment: undefined }), headers: { 'Idempotency-Key': 'recurring-buy-0003' } });
    expect(missing.status).toBe(400);
    // Education gets its fifth open schedule (one of the five above was stopped): the order is not placed either.
    expect((await create(validBody({ date: 20 }))).status).toBe(201);
    const full = await call(subscribeRoute as Module, SUBSCRIBE, {
      method: 'POST',
      body: buy({ portfolioId: education().id, recurringInvestment: { period: 'DAILY', validity: 'FOREVER' } }),
      headers: { 'Idempotency-Key': 'recurring-buy-0004' },
    });
    expect(full.status, JSON.stringify(full.body)).toBe(422);
    expect(full.body).toMatchObject({ code: 'RECURRING_REFUSED', recurringCode: 'REACHED_MAXIMUM', message: expect.stringContaining('5 jadwal') });
    expect(orders()).toBe(before);
  });

  it('calculate tells whether the portfolio reached the maximum; without the flag the object is ignored', async () => {
    const calc = (portfolioId: number) =>
      call(calculateRoute as Module, '/api/v2/mutual-funds/subscribe/calculate?version=2.1', { method: 'POST', body: { ...buy({ portfolioId }), pin: undefined } });
    expect((await calc(education().id)).body.data.recurringInvestmentReachedMaximum).toBe(true);
    expect((await calc(emergency().id)).body.data.recurringInvestmentReachedMaximum).toBe(false);
    const before = schedulesIn(emergency().id).length;
    const plain = await call(subscribeRoute as Module, '/api/v2/mutual-funds/subscribe?version=2.1', {
      method: 'POST',
      body: buy({ recurringInvestment: { nonsense: true } }),
      headers: { 'Idempotency-Key': 'recurring-buy-0005' },
    });
    expect(plain.status).toBe(201);
    expect(schedulesIn(emergency().id)).toHaveLength(before);
  });
});
