// The buying API end to end through its route modules (issue 5 item 9; spec funds §3 "Buy summary",
// "Subscription order response", "Coupon detail", §7 "Buy cart", §8), against this file's copy of the
// seeded database, with the request's language middleware running as in the app: calculate for the
// investor's robo portfolio, the minimum refusal, a client's fee or total ignored, the purchase gate
// (baru@, edd@), subscribe and its idempotent replay, the Idempotency-Key and Origin checks writing
// nothing, the promo list and detail, English with ?lng=en, and malformed bodies as 400, never 500.
// Subscribe takes the transaction PIN as `pin` (issue 14 item 5; decision 052): its own statuses, nothing
// written on any of them.
//
// The clock is the day after the seed's (coupons run for days from the seed's clock).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import * as signIn from '~/routes/account/sign-in';
import * as couponsDetail from '~/routes/api/coupons-detail';
import * as couponsList from '~/routes/api/coupons-list';
import * as subscribeRoute from '~/routes/api/subscribe';
import * as calculateRoute from '~/routes/api/subscribe-calculate';
import { DEMO_PIN } from '../../seeds/demo-users';

const NOW = new Date('2025-11-08T03:00:00Z'); // Saturday 10:00 WIB, the day after the seed's clock
const PASSWORD = 'celengan123';
const ORIGIN = 'http://localhost';

const ROUTES = {
  calculate: { module: calculateRoute, path: '/api/v2/mutual-funds/subscribe/calculate?version=2.1' },
  subscribe: { module: subscribeRoute, path: '/api/v2/mutual-funds/subscribe?version=2.1' },
  couponsList: { module: couponsList, path: '/api/v2/coupons/list-by-filters' },
  couponsDetail: { module: couponsDetail, path: '/api/v2/coupons/detail-by-filters' },
} as const;
type RouteName = keyof typeof ROUTES;

interface Composition {
  mutualFundId: number;
  mutualFundName: string;
  type: string;
  amount: number;
  fee: number;
  feePercentage: number;
  totalAmount: number;
  referralCashbackAmount: number;
  currency: string;
}
interface Summary {
  compositions: Composition[];
  coupon: { code: string; name: string; cashbackValue: number; giftValue: number | null } | null;
  recurringInvestmentReachedMaximum: boolean;
  navDate: string | null;
  currency: string;
  amount: number;
  feeAmount: number;
  minimum: number;
  cashbackUsed: number;
  paymentAmount: number;
  referralCashbackAmount: number;
  riskWarning: boolean;
  portfolio: { id: number; roboCermat: boolean } | { id: null; newName: string };
}
interface Coupon {
  code: string;
  name: string;
  currency: string;
  cashbackValue: number;
  isEligible: boolean;
  whyDisabledReasoning: string[];
}

interface Call {
  body?: unknown;
  /** A raw body with its content type (malformed input). */
  raw?: { text: string; type: string };
  form?: Record<string, string>;
  cookies?: CookieJar | null;
  headers?: Record<string, string>;
  method?: string;
  query?: string;
}

let investor: CookieJar;
let baru: CookieJar;
let edd: CookieJar;
let cashback: CookieJar;
let emailUnverified: CookieJar;

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolio = (email: string, name: string) =>
  db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.name, name)))
    .get()!;
const fund = (name: string) => db().select().from(schema.funds).where(eq(schema.funds.name, name)).get()!;
const orderCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.orders).get()!.n;
const paymentCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.payments).get()!.n;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/** A call as the server makes it: the language middleware, then the route's action (POST) or loader. */
async function call(name: RouteName, options: Call = {}) {
  const { module, path } = ROUTES[name];
  const method = options.method ?? 'POST';
  const headers = new Headers({ Origin: ORIGIN, ...options.headers });
  const cookies = options.cookies === undefined ? investor : options.cookies;
  if (cookies) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (options.raw) {
    headers.set('Content-Type', options.raw.type);
    body = options.raw.text;
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const url = new URL(path + (options.query ? (path.includes('?') ? '&' : '?') + options.query : ''), ORIGIN);
  const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' || method === 'HEAD' ? module.loader : module.action;
  const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const robo = () => portfolio('investor@celengan.test', 'Portofolio Utama');
const education = () => portfolio('investor@celengan.test', 'Pendidikan Anak');
const stockFund = () => fund('Swarna Saham Unggulan'); // minimum Rp 100.000, fee 0,5%

const buyBody = (over: Record<string, unknown> = {}) => ({
  amount: 1_000_000,
  portfolioId: robo().id,
  mutualFundIds: [],
  useCashback: false,
  couponCode: null,
  source: 'WEB',
  ...over,
});

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investor = await signInAs('investor@celengan.test');
  baru = await signInAs('baru@celengan.test');
  edd = await signInAs('edd@celengan.test');
  emailUnverified = await signInAs('email@celengan.test');
  cashback = await signInAs('cashback@celengan.test');
});

afterAll(() => {
  vi.useRealTimers();
});

describe('POST subscribe/calculate', () => {
  it("answers the buy summary of the investor's robo portfolio: its model's split, fees and minimum", async () => {
    const result = await call('calculate', { body: buyBody() });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const data = result.body.data as Summary;
    const recommendations = db()
      .select()
      .from(schema.portfolioRecommendations)
      .where(eq(schema.portfolioRecommendations.portfolioId, robo().id))
      .all();
    expect(data).toMatchObject({
      currency: 'IDR',
      amount: 1_000_000,
      paymentAmount: 1_000_000,
      cashbackUsed: 0,
      coupon: null,
      recurringInvestmentReachedMaximum: false,
      portfolio: { id: robo().id, roboCermat: true },
      riskWarning: expect.any(Boolean),
      referralCashbackAmount: expect.any(Number),
    });
    // The NAV date if paid now (issue 5 item 7), an exchange day from today on.
    expect(data.navDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${data.navDate}T23:59:59+07:00`).getTime()).toBeGreaterThan(Date.now());
    expect(data.compositions.map((c) => c.mutualFundId).sort()).toEqual(recommendations.map((r) => r.fundId).sort());
    // each fund gets its target share; the shares add up to the amount, fees inside them
    for (const c of data.compositions) {
      const target = recommendations.find((r) => r.fundId === c.mutualFundId)!.targetBp;
      const f = db().select().from(schema.funds).where(eq(schema.funds.id, c.mutualFundId)).get()!;
      expect(c.totalAmount).toBe((1_000_000 * target) / 10_000);
      expect(c.fee).toBe(Math.floor((c.totalAmount * f.subscriptionFeeBp) / 10_000));
      expect(c.amount + c.fee).toBe(c.totalAmount);
      expect(c.feePercentage).toBe(f.subscriptionFeeBp / 100);
      expect(c.currency).toBe('IDR');
    }
    expect(data.compositions.reduce((s, c) => s + c.totalAmount, 0)).toBe(1_000_000);
    expect(data.feeAmount).toBe(data.compositions.reduce((s, c) => s + c.fee, 0));
    // 37 % of 1 000 000 into the stock fund with its 0,5 % fee
    expect(data.feeAmount).toBe(1_850);
    // the robo minimum (decision 037): the stock fund's Rp 100.000 must fit in its 37 % share, which takes
    // Rp 270.271, rounded up to the next multiple of Rp 100.000
    expect(data.minimum).toBe(300_000);
  });

  it('refuses an amount below the minimum with 422, the minimum as money and in minor units', async () => {
    const result = await call('calculate', { body: buyBody({ amount: 50_000, portfolioId: education().id, mutualFundIds: [stockFund().id] }) });
    expect(result.status).toBe(422);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect(result.body).toEqual({ message: 'Minimum pembelian Rp 100.000.', code: 'BELOW_MINIMUM', minimum: 100_000, currency: 'IDR' });
    // the robo portfolio's own minimum, as calculate reported it
    const robo = await call('calculate', { body: buyBody({ amount: '100.000' }) });
    expect(robo).toMatchObject({ status: 422, body: { code: 'BELOW_MINIMUM', minimum: 300_000, message: 'Minimum pembelian Rp 300.000.' } });
  });

  it('ignores a fee, total, NAV or composition the client sends', async () => {
    const plain = await call('calculate', { body: buyBody() });
    const tampered = await call('calculate', {
      body: buyBody({
        fee: 0,
        feeAmount: 0,
        totalAmount: 1,
        paymentAmount: 1,
        nav: 1,
        minimum: 1,
        compositions: [{ mutualFundId: stockFund().id, amount: 1_000_000, fee: 0 }],
      }),
    });
    expect(tampered.status).toBe(200);
    expect(tampered.body).toEqual(plain.body);
  });

  it('reads a form body as it reads JSON', async () => {
    const json = await call('calculate', { body: buyBody({ amount: 250_000, portfolioId: education().id, mutualFundIds: [stockFund().id] }) });
    const form = await call('calculate', {
      form: { amount: '250.000', portfolioId: String(education().id), mutualFundIds: String(stockFund().id), useCashback: 'false', source: 'WEB' },
    });
    expect(json.status).toBe(200);
    expect(form.body).toEqual(json.body);
  });

  it('spends the cashback balance on a stock fund (cashback@), not on a robo model holding money market', async () => {
    const result = await call('calculate', {
      cookies: cashback,
      body: buyBody({ portfolioId: null, portfolioName: 'Saham', mutualFundIds: [stockFund().id], useCashback: true }),
    });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const data = result.body.data as Summary;
    expect(data).toMatchObject({ amount: 1_000_000, cashbackUsed: 25_000, paymentAmount: 1_000_000 - 25_000, portfolio: { id: null, newName: 'Saham' } });
    const roboId = portfolio('cashback@celengan.test', 'Portofolio Utama').id;
    expect(await call('calculate', { cookies: cashback, body: buyBody({ portfolioId: roboId, useCashback: true }) })).toMatchObject({
      status: 422,
      body: { code: 'CASHBACK_NOT_AVAILABLE', message: 'Cashback tidak dapat digunakan untuk pembelian ini.' },
    });
  });

  it('applies a coupon, and refuses one that cannot be used with its reasons', async () => {
    const ok = await call('calculate', { body: buyBody({ couponCode: ' hemat25 ' }) });
    expect(ok.status).toBe(200);
    expect((ok.body.data as Summary).coupon).toMatchObject({ code: 'HEMAT25', cashbackValue: 25_000 });
    const used = await call('calculate', { body: buyBody({ couponCode: 'KILAT' }) });
    expect(used).toMatchObject({
      status: 422,
      body: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'KILAT', message: 'Kode promo KILAT tidak dapat digunakan.', reasons: ['Kuota promo sudah habis.'] },
    });
    const unknown = await call('calculate', { body: buyBody({ couponCode: 'TIDAKADA' }) });
    expect(unknown).toMatchObject({ status: 422, body: { code: 'COUPON_NOT_FOUND', message: 'Kode promo TIDAKADA tidak ditemukan.' } });
  });

  it("answers 404 for a portfolio that is not the user's and for an unknown fund", async () => {
    const theirs = portfolio('sales@celengan.test', 'Portofolio Utama').id;
    expect(await call('calculate', { body: buyBody({ portfolioId: theirs }) })).toMatchObject({
      status: 404,
      body: { code: 'PORTFOLIO_NOT_FOUND', message: 'Portofolio tidak ditemukan.' },
    });
    expect(await call('calculate', { body: buyBody({ portfolioId: education().id, mutualFundIds: [999_999] }) })).toMatchObject({
      status: 404,
      body: { code: 'FUND_NOT_FOUND', message: 'Reksa dana tidak ditemukan.' },
    });
  });

  it('answers 422 for an amount that is not one, and for a new portfolio without a name', async () => {
    expect(await call('calculate', { body: buyBody({ amount: 'sejuta' }) })).toMatchObject({ status: 422, body: { code: 'INVALID_AMOUNT' } });
    expect(await call('calculate', { body: buyBody({ amount: -5 }) })).toMatchObject({ status: 422, body: { code: 'INVALID_AMOUNT' } });
    expect(await call('calculate', { body: buyBody({ portfolioId: null, portfolioName: '  ', mutualFundIds: [stockFund().id] }) })).toMatchObject({
      status: 422,
      body: { code: 'PORTFOLIO_NAME', reason: 'EMPTY', message: 'Beri nama portofolio baru Anda.' },
    });
  });
});

describe('a robo portfolio named with funds (decision 037)', () => {
  it.each(['calculate', 'subscribe'] as const)('%s answers 422 instead of dropping the fund, in Indonesian and English, and writes nothing', async (name) => {
    const before = [orderCount(), paymentCount()];
    const body = buyBody({ mutualFundIds: [stockFund().id] });
    const headers = { 'Idempotency-Key': randomUUID() };
    expect(await call(name, { body, headers })).toMatchObject({
      status: 422,
      body: { code: 'ROBO_PORTFOLIO_FUNDS', message: 'Portofolio Robo Cermat membeli reksa dana modelnya sendiri. Pilih portofolio lain untuk membeli reksa dana ini.' },
    });
    expect(await call(name, { body, headers, query: 'lng=en' })).toMatchObject({
      status: 422,
      body: { code: 'ROBO_PORTFOLIO_FUNDS', message: 'A Robo Cermat portfolio buys the funds of its own model. Choose another portfolio to buy this fund.' },
    });
    expect([orderCount(), paymentCount()]).toEqual(before);
  });
});

describe('the purchase gate', () => {
  const baruBody = () => buyBody({ portfolioId: null, portfolioName: 'Pertama', mutualFundIds: [stockFund().id] });
  const eddBody = () => buyBody({ portfolioId: portfolio('edd@celengan.test', 'Portofolio Utama').id });

  it.each(['calculate', 'subscribe'] as const)('%s refuses baru@ (registration not done) with 403 and writes nothing', async (name) => {
    const before = orderCount();
    const result = await call(name, { cookies: baru, body: baruBody(), headers: { 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      message: 'Akun Anda belum dapat membeli reksa dana.',
      code: 'NOT_ALLOWED',
      eligibility: { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' },
    });
    expect(orderCount()).toBe(before);
  });

  it.each(['calculate', 'subscribe'] as const)('%s refuses email@ (verified, email not verified) with 403 whatever the body says (decision 039)', async (name) => {
    const before = orderCount();
    const body = buyBody({ portfolioId: null, portfolioName: 'Pertama', mutualFundIds: [stockFund().id], isEmailVerified: true });
    const result = await call(name, { cookies: emailUnverified, body, headers: { 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      message: 'Verifikasi email Anda terlebih dahulu untuk mulai membeli reksa dana.',
      code: 'NOT_ALLOWED',
      eligibility: { kind: 'BUY_PREVENTION', reason: 'EMAIL_NOT_VERIFIED' },
    });
    expect(orderCount()).toBe(before);
  });

  it.each(['calculate', 'subscribe'] as const)('%s refuses edd@ (high risk, no EDD) with 403 and the EDD message', async (name) => {
    const before = orderCount();
    const result = await call(name, { cookies: edd, body: eddBody(), headers: { 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      message: 'Lengkapi formulir uji tuntas lanjutan (EDD) sebelum berinvestasi.',
      code: 'NOT_ALLOWED',
      eligibility: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' },
    });
    expect(orderCount()).toBe(before);
  });
});

describe('POST subscribe', () => {
  const body = () => buyBody({ amount: 150_000, portfolioId: education().id, mutualFundIds: [stockFund().id], pin: DEMO_PIN });

  it('places the order (201), and answers a replay with the same key 200 with the same order', async () => {
    const key = randomUUID();
    const before = orderCount();
    const first = await call('subscribe', { body: body(), headers: { 'Idempotency-Key': key } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(first.body).toEqual({ data: { orderId: expect.any(Number), targetUrl: null } });
    const { orderId } = first.body.data as { orderId: number };

    const replay = await call('subscribe', { body: body(), headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(orderCount()).toBe(before + 1);

    const orders = db().select().from(schema.orders).where(eq(schema.orders.idempotencyKey, key)).all();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      id: orderId,
      userId: userId('investor@celengan.test'),
      portfolioId: education().id,
      type: 'BUY',
      status: 'WAITING_PAYMENT',
      amount: 150_000,
      feeAmount: 750,
      source: 'WEB',
    });
    expect(db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).all()).toHaveLength(1);
  });

  it('uses the refusal mapping of calculate', async () => {
    const before = orderCount();
    const result = await call('subscribe', { body: { ...body(), amount: 50_000 }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(result).toMatchObject({ status: 422, body: { code: 'BELOW_MINIMUM', message: 'Minimum pembelian Rp 100.000.', minimum: 100_000, currency: 'IDR' } });
    expect(orderCount()).toBe(before);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(101)],
    ['with other characters', 'kunci pesanan 1'],
  ])('refuses a %s Idempotency-Key with 400 and writes nothing', async (_label, key) => {
    const before = [orderCount(), paymentCount()];
    const result = await call('subscribe', { body: body(), headers: key === undefined ? {} : { 'Idempotency-Key': key } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      message: 'Header Idempotency-Key wajib diisi: 8–100 karakter berupa huruf, angka, _ atau -.',
      errors: { 'Idempotency-Key': ['Header Idempotency-Key wajib diisi: 8–100 karakter berupa huruf, angka, _ atau -.'] },
    });
    expect([orderCount(), paymentCount()]).toEqual(before);
  });
});

describe('POST subscribe: the transaction PIN (decision 052)', () => {
  const newPortfolioBody = (over: Record<string, unknown> = {}) =>
    buyBody({ amount: 150_000, portfolioId: null, portfolioName: 'Tes PIN', mutualFundIds: [stockFund().id], ...over });
  const couponHolds = () => db().select({ n: sql<number>`coalesce(sum(${schema.coupons.redeemed}), 0)` }).from(schema.coupons).get()!.n;
  const written = () => [orderCount(), paymentCount(), couponHolds(), db().select({ n: sql<number>`count(*)` }).from(schema.portfolios).get()!.n];

  it('asks for it (428 PIN_REQUIRED) without a pin, then places the order with it, and not again for 15 minutes in this session', async () => {
    const rujukan = await signInAs('rujukan@celengan.test');
    const before = written();
    const required = await call('subscribe', { cookies: rujukan, body: newPortfolioBody({ couponCode: 'HEMAT25' }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(required.status).toBe(428);
    expect(required.headers.get('Cache-Control')).toBe('no-store');
    expect(required.body).toEqual({ message: 'Masukkan PIN transaksi untuk melanjutkan pesanan.', code: 'PIN_REQUIRED' });
    expect(written()).toEqual(before);

    const placed = await call('subscribe', { cookies: rujukan, body: newPortfolioBody({ pin: DEMO_PIN }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // 14 minutes later, no PIN needed in this session; another session asks.
    vi.setSystemTime(new Date(NOW.getTime() + 14 * 60_000));
    const again = await call('subscribe', { cookies: rujukan, body: newPortfolioBody({ portfolioName: 'Tes PIN 2' }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const otherSession = await signInAs('rujukan@celengan.test');
    expect((await call('subscribe', { cookies: otherSession, body: newPortfolioBody(), headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(428);
    vi.setSystemTime(new Date(NOW.getTime() + 16 * 60_000));
    expect((await call('subscribe', { cookies: rujukan, body: newPortfolioBody(), headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(428);
    vi.setSystemTime(NOW);
  });

  it('answers a wrong PIN 422 PIN_WRONG with the tries left, the third 423 PIN_BLOCKED with its end; the right one then too', async () => {
    const account = await signInAs('cashback-akhir@celengan.test');
    const before = written();
    const attempt = (pin: string, query?: string) =>
      call('subscribe', { cookies: account, query, body: newPortfolioBody({ pin, couponCode: 'HEMAT25' }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(await attempt('111222')).toMatchObject({
      status: 422,
      body: { code: 'PIN_WRONG', attemptsLeft: 2, message: 'PIN salah. Sisa 2 kesempatan sebelum PIN diblokir selama 24 jam.' },
    });
    expect(await attempt('111333', 'lng=en')).toMatchObject({
      status: 422,
      body: { code: 'PIN_WRONG', attemptsLeft: 1, message: 'Wrong PIN. 1 try left before the PIN is blocked for 24 hours.' },
    });
    const until = new Date(NOW.getTime() + 24 * 60 * 60_000);
    const blocked = await attempt('111444');
    expect(blocked).toMatchObject({
      status: 423,
      body: { code: 'PIN_BLOCKED', until: until.toISOString(), targetUrl: '/me/pin/blocked', message: 'PIN Anda diblokir sampai 9 November 2025, 10.00 WIB karena salah dimasukkan 3 kali.' },
    });
    expect(await attempt(DEMO_PIN)).toMatchObject({ status: 423, body: { code: 'PIN_BLOCKED', until: until.toISOString() } });
    // Without a pin as well: blocked is blocked.
    expect((await call('subscribe', { cookies: account, body: newPortfolioBody(), headers: { 'Idempotency-Key': randomUUID() } })).status).toBe(423);
    expect(written()).toEqual(before);
  });

  it('answers an investor without a PIN 428 PIN_NOT_SET, leading to the page that creates one', async () => {
    const pinless = await signInAs('pin@celengan.test');
    const before = written();
    for (const pin of [undefined, DEMO_PIN]) {
      const result = await call('subscribe', { cookies: pinless, body: newPortfolioBody({ pin }), headers: { 'Idempotency-Key': randomUUID() } });
      expect(result).toEqual({
        status: 428,
        headers: expect.any(Headers),
        body: { message: 'Buat PIN transaksi terlebih dahulu untuk bertransaksi.', code: 'PIN_NOT_SET', targetUrl: '/me/pin/create' },
      });
    }
    expect(written()).toEqual(before);
  });

  it('answers the plan’s refusals before asking for the PIN', async () => {
    const rujukan = await signInAs('rujukan@celengan.test');
    const result = await call('subscribe', { cookies: rujukan, body: newPortfolioBody({ amount: 50_000 }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(result).toMatchObject({ status: 422, body: { code: 'BELOW_MINIMUM' } });
  });

  it.each([['12345'], ['1234567'], ['12345a'], [123456], [' 147258']])('refuses a pin %j that is not 6 digits with 400 and a field error, spending no try', async (pin) => {
    const account = await signInAs('cashback@celengan.test');
    const before = written();
    const result = await call('subscribe', { cookies: account, body: newPortfolioBody({ pin }), headers: { 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors as object)).toEqual(['pin']);
    expect(written()).toEqual(before);
    expect(db().select().from(schema.users).where(eq(schema.users.email, 'cashback@celengan.test')).get()!.pinFailedAttempts).toBe(0);
  });

  it('calculate ignores a pin', async () => {
    const result = await call('calculate', { body: buyBody({ pin: 'not a pin' }) });
    expect(result.status).toBe(200);
  });
});

describe('every buying endpoint', () => {
  const bodies: Record<RouteName, () => unknown> = {
    calculate: () => buyBody(),
    subscribe: () => buyBody(),
    couponsList: () => ({ filters: { calculateAmount: 1_000_000, mutualFundId: stockFund().id } }),
    couponsDetail: () => ({ couponCode: 'HEMAT25', filters: { calculateAmount: 1_000_000, mutualFundId: stockFund().id } }),
  };
  const names = Object.keys(ROUTES) as RouteName[];

  it.each(names)('%s refuses a foreign Origin with 403 and writes nothing', async (name) => {
    const before = [orderCount(), paymentCount()];
    const result = await call(name, { body: bodies[name](), headers: { Origin: 'https://evil.example', 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(403);
    expect(result.body).toEqual({ message: 'Permintaan dari asal lain ditolak.' });
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect([orderCount(), paymentCount()]).toEqual(before);
  });

  it.each(names)('%s answers 401 without a session', async (name) => {
    const result = await call(name, { cookies: null, body: bodies[name](), headers: { 'Idempotency-Key': randomUUID() } });
    expect(result).toMatchObject({ status: 401, body: { message: 'Silakan masuk terlebih dahulu.' } });
    expect(result.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each(names.flatMap((name) => ['GET', 'PUT', 'DELETE', 'PATCH'].map((method) => [name, method] as const)))(
    '%s answers %s with 405 and Allow: POST',
    async (name, method) => {
      const result = await call(name, { method, body: method === 'GET' ? undefined : bodies[name]() });
      expect(result.status).toBe(405);
      expect(result.headers.get('Allow')).toBe('POST');
      expect(result.body).toEqual({ message: 'Metode tidak didukung.' });
    },
  );

  const malformed: [string, Call][] = [
    ['no body', {}],
    ['invalid JSON', { raw: { text: '{"amount": ', type: 'application/json' } }],
    ['JSON null', { raw: { text: 'null', type: 'application/json' } }],
    ['a JSON array', { body: [1, 2] }],
    ['a JSON string', { body: 'amount=1' }],
    ['a text body', { raw: { text: 'amount=1', type: 'text/plain' } }],
    ['wrong types', { body: { amount: {}, portfolioId: 'x', mutualFundIds: { a: 1 }, couponCode: [1], filters: [], couponCode2: 1 } }],
    ['deep nesting', { raw: { text: `${'['.repeat(5_000)}${']'.repeat(5_000)}`, type: 'application/json' } }],
    ['huge numbers', { body: { amount: 1e308, portfolioId: 1e300, mutualFundIds: [1e20], filters: { calculateAmount: 1e308, mutualFundId: 1e20 }, couponCode: 'x' } }],
    ['an empty form', { form: {} }],
  ];
  it.each(names.flatMap((name) => malformed.map(([label, options]) => [name, label, options] as const)))(
    '%s answers %s with 400 { message, errors }',
    async (name, _label, options) => {
      const before = orderCount();
      const result = await call(name, { ...options, headers: { 'Idempotency-Key': randomUUID() } });
      expect(result.status, JSON.stringify(result.body)).toBe(400);
      expect(result.body).toEqual({ message: 'Isi permintaan pembelian tidak valid.', errors: expect.any(Object) });
      for (const messages of Object.values(result.body.errors as Record<string, string[]>)) {
        for (const text of messages) expect(text).not.toMatch(/^(validation|buy|common):/);
      }
      expect(orderCount()).toBe(before);
    },
  );

  it.each(names)('%s never answers 500 for odd but well-formed values', async (name) => {
    const odd = [
      { amount: '1e9', portfolioId: robo().id },
      { amount: '1.000.000,999', portfolioId: robo().id },
      { amount: '99999999999999999999999', portfolioId: robo().id },
      { amount: 0.5, portfolioId: robo().id },
      { amount: 100_000, portfolioId: 999_999_999 },
      { amount: 100_000, portfolioId: null, portfolioName: 'x'.repeat(31), mutualFundIds: [stockFund().id] },
      { amount: 100_000, portfolioId: education().id, mutualFundIds: [stockFund().id, fund('Tirta Obligasi Global USD').id] },
      { filters: { calculateAmount: 'satu juta', mutualFundId: stockFund().id }, couponCode: 'HEMAT25' },
      { filters: { calculateAmount: '99999999999999999999999', mutualFundId: stockFund().id }, couponCode: 'HEMAT25' },
      { filters: { calculateAmount: 100_000, mutualFundId: [999_999, stockFund().id] }, couponCode: 'HEMAT25' },
      { filters: { calculateAmount: -1, mutualFundId: stockFund().id }, couponCode: 'HEMAT25' },
    ];
    for (const body of odd) {
      const result = await call(name, { body, headers: { 'Idempotency-Key': randomUUID() } });
      expect([200, 201, 400, 404, 422], `${JSON.stringify(body)} → ${JSON.stringify(result.body)}`).toContain(result.status);
      expect(result.body.message ?? result.body.data).toBeDefined();
    }
  });
});

describe('POST coupons/list-by-filters', () => {
  it('lists the running promos judged for the purchase, eligible ones first, reasons as sentences', async () => {
    const result = await call('couponsList', { body: { activeCoupon: null, filters: { calculateAmount: 1_000_000, mutualFundId: stockFund().id } } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const coupons = result.body.data as Coupon[];
    // MERDEKA17 ended months ago: not running, not listed
    expect(coupons.map((c) => c.code).sort()).toEqual(['HEMAT25', 'JUTAWAN', 'KILAT', 'SAHAMKU']);
    const eligibility = coupons.map((c) => c.isEligible);
    expect(eligibility).toEqual([true, true, false, false]);
    expect(coupons.find((c) => c.code === 'HEMAT25')).toMatchObject({ isEligible: true, cashbackValue: 25_000, whyDisabledReasoning: [] });
    expect(coupons.find((c) => c.code === 'KILAT')).toMatchObject({ isEligible: false, cashbackValue: 0, whyDisabledReasoning: ['Kuota promo sudah habis.'] });
    expect(coupons.find((c) => c.code === 'JUTAWAN')!.whyDisabledReasoning).toEqual(['Nominal pembelian belum mencapai minimum promo.']);
  });

  it("puts the cart's active coupon first, even an ended one, and judges a money-market purchase", async () => {
    const result = await call('couponsList', {
      body: { activeCoupon: ' merdeka17 ', filters: { calculateAmount: '100.000', mutualFundId: [fund('Tirta Dana Lancar').id] } },
    });
    expect(result.status).toBe(200);
    const coupons = result.body.data as Coupon[];
    expect(coupons[0]).toMatchObject({ code: 'MERDEKA17', isEligible: false, whyDisabledReasoning: ['Promo sudah berakhir.'] });
    expect(coupons.find((c) => c.code === 'SAHAMKU')!.whyDisabledReasoning).toEqual(['Promo tidak berlaku untuk reksa dana ini.']);
  });

  it('reads the amount in the first fund’s currency (USD: dollars and cents)', async () => {
    const result = await call('couponsList', { body: { filters: { calculateAmount: '250.50', mutualFundId: fund('Tirta Obligasi Global USD').id } } });
    expect(result.status).toBe(200);
    for (const coupon of result.body.data as Coupon[]) {
      expect(coupon.isEligible).toBe(false);
      expect(coupon.whyDisabledReasoning).toContain('Promo tidak berlaku untuk mata uang ini.');
    }
  });

  it('answers 404 for an unknown fund and 400 for an amount that is not one', async () => {
    expect(await call('couponsList', { body: { filters: { calculateAmount: 100_000, mutualFundId: 999_999 } } })).toMatchObject({
      status: 404,
      body: { code: 'FUND_NOT_FOUND', message: 'Reksa dana tidak ditemukan.' },
    });
    expect(await call('couponsList', { body: { filters: { calculateAmount: '100.5', mutualFundId: stockFund().id } } })).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: 'Isi permintaan pembelian tidak valid.', errors: { 'filters.calculateAmount': ['Masukkan nominal pembelian yang benar.'] } },
      }),
    );
  });
});

describe('POST coupons/detail-by-filters', () => {
  const filters = () => ({ calculateAmount: 1_000_000, mutualFundId: stockFund().id });

  it('judges one code: eligible with its cashback, or not with its reasons', async () => {
    const hemat = await call('couponsDetail', { body: { couponCode: 'hemat25', filters: filters() } });
    expect(hemat.status).toBe(200);
    expect(hemat.headers.get('Cache-Control')).toBe('no-store');
    expect(hemat.body.data).toMatchObject({ code: 'HEMAT25', name: 'Cashback Rp 25.000', isEligible: true, cashbackValue: 25_000, whyDisabledReasoning: [] });
    const kilat = await call('couponsDetail', { body: { couponCode: 'KILAT', filters: filters() } });
    expect(kilat.status).toBe(200);
    expect(kilat.body.data).toMatchObject({ code: 'KILAT', isEligible: false, whyDisabledReasoning: ['Kuota promo sudah habis.'] });
  });

  // Issue 13: a promo "until" a day works through that day WIB. HEMAT25 runs 60 days from the seed's day
  // (Friday 7 November 2025): through Tuesday 6 January 2026, its end instant the next midnight (decision 038).
  it('takes a seeded promo through the last day it shows, not a day less', async () => {
    const listed = (await call('couponsList', { body: { activeCoupon: null, filters: filters() } })).body.data as (Coupon & { endsAt: string })[];
    expect(listed.find((c) => c.code === 'HEMAT25')!.endsAt).toBe(new Date('2026-01-07T00:00:00+07:00').toISOString());
    const judge = async (at: string) => {
      vi.setSystemTime(new Date(at));
      try {
        // Two months on, with a session of that day.
        const cookies = await signInAs('investor@celengan.test');
        const result = await call('couponsDetail', { cookies, body: { couponCode: 'HEMAT25', filters: filters() } });
        expect(result.status, JSON.stringify(result.body)).toBe(200);
        return result.body.data as Coupon;
      } finally {
        vi.setSystemTime(NOW);
      }
    };
    expect(await judge('2026-01-06T23:59:59.999+07:00')).toMatchObject({ isEligible: true, whyDisabledReasoning: [] });
    expect(await judge('2026-01-07T00:00:00+07:00')).toMatchObject({ isEligible: false, whyDisabledReasoning: ['Promo sudah berakhir.'] });
  });

  it('answers 404 for an unknown code', async () => {
    const result = await call('couponsDetail', { body: { couponCode: ' tidakada ', filters: filters() } });
    expect(result.status).toBe(404);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    expect(result.body).toEqual({ message: 'Kode promo TIDAKADA tidak ditemukan.', code: 'COUPON_NOT_FOUND', couponCode: 'TIDAKADA' });
  });
});

describe('language', () => {
  it('answers in English with ?lng=en: refusals, money, coupon reasons and body errors', async () => {
    const below = await call('calculate', {
      query: 'lng=en',
      body: buyBody({ amount: 50_000, portfolioId: education().id, mutualFundIds: [stockFund().id] }),
    });
    expect(below).toMatchObject({ status: 422, body: { message: 'The minimum purchase is Rp 100,000.', minimum: 100_000 } });
    const needEdd = await call('subscribe', {
      query: 'lng=en',
      cookies: edd,
      body: buyBody({ portfolioId: portfolio('edd@celengan.test', 'Portofolio Utama').id }),
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(needEdd).toMatchObject({ status: 403, body: { message: 'Complete the enhanced due diligence (EDD) form before investing.' } });
    const kilat = await call('couponsDetail', { query: 'lng=en', body: { couponCode: 'KILAT', filters: { calculateAmount: 1_000_000, mutualFundId: stockFund().id } } });
    expect((kilat.body.data as Coupon).whyDisabledReasoning).toEqual(['The promo quota is used up.']);
    const unknown = await call('couponsDetail', { query: 'lng=en', body: { couponCode: 'NOPE', filters: { calculateAmount: 1, mutualFundId: stockFund().id } } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Promo code NOPE was not found.' } });
    const malformed = await call('calculate', { query: 'lng=en', body: { amount: true } });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'The purchase request is not valid.', errors: { amount: ['Numbers only'] } } });
  });

  it('keeps Indonesian for an English Accept-Language (the app ignores it; the lng cookie or ?lng=en choose English)', async () => {
    const result = await call('couponsDetail', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
      body: { couponCode: 'KILAT', filters: { calculateAmount: 1_000_000, mutualFundId: stockFund().id } },
    });
    expect((result.body.data as Coupon).whyDisabledReasoning).toEqual(['Kuota promo sudah habis.']);
  });
});
