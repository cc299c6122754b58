// The cart as pages and form posts (/reksadana/beli, issue 5 items 1-5) through its route module, against
// this file's copy of the seeded database, on Monday 10 Nov 2025 10:00 WIB (the seeded coupons run then):
// form → risk warning → summary → pay, the promo-not-eligible step, the terms, one order per summary
// however often it is posted, and a refused investor. The summary asks for the transaction PIN (issue 14
// item 5; decision 051): its field, a wrong PIN, none yet, blocked, and not again within 15 minutes.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import * as signIn from '~/routes/account/sign-in';
import * as cart from '~/routes/reksadana/buy';
import { setFeatureFlag } from '~/models/feature-flags.server';
import { DEMO_PIN } from '../../seeds/demo-users';

const NOW = new Date('2025-11-10T03:00:00Z');
let investor: CookieJar;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const stockFund = () =>
  db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.type, 'SAHAM'), eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
    .orderBy(asc(schema.funds.id))
    .get()!;
const education = () =>
  db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, user('investor@celengan.test').id), eq(schema.portfolios.name, 'Pendidikan Anak')))
    .get()!;
const orderCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.orders).get()!.n;

const url = () => `/reksadana/beli?dana=${stockFund().id}`;
const post = (form: Record<string, string>, cookies = investor) => callRoute(cart.action, { url: url(), form, cookies });
const baseForm = () => ({ amount: '1.000.000', portfolioId: String(education().id), mutualFundIds: String(stockFund().id), couponCode: '' });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  investor = await signInAs('investor@celengan.test');
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the cart page', () => {
  it('shows the form with the fund, the investor’s own portfolios and the minimum', async () => {
    const page = await callRoute(cart.loader, { url: url(), cookies: investor });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ kind: 'FORM', robo: false, canAddNew: true, refusal: null });
    const data = page.data as Extract<typeof page.data, { kind: 'FORM' }>;
    expect(data.preview!.funds.map((f) => f.id)).toEqual([stockFund().id]);
    expect(data.preview!.minimum).toBeGreaterThan(0);
    // Robo portfolios buy their model: they are not offered for a single fund.
    expect(data.portfolios.map((p) => p.name)).toEqual(['Pendidikan Anak', 'Dana Darurat']);
  });

  it('goes form → risk warning → summary → payment page, and posting the summary twice places one order', async () => {
    // A moderate investor buying a stock fund: the risk warning comes first (spec funds §4.2).
    const risk = await post({ ...baseForm(), intent: 'calculate' });
    expect(risk.data).toMatchObject({ step: 'RISK' });
    const summary = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true' });
    expect(summary.data).toMatchObject({ step: 'SUMMARY', plan: { amount: 1_000_000, paymentAmount: 1_000_000 }, termsMissing: false });
    const step = summary.data as { idempotencyKey: string; navDate: string };
    expect(step.navDate).toBe('2025-11-10');

    // Without the terms ticked: the summary again, with its message, and no order.
    const before = orderCount();
    const unticked = await post({ ...baseForm(), intent: 'subscribe', riskAccepted: 'true', idempotencyKey: step.idempotencyKey });
    expect(unticked).toMatchObject({ status: 400, data: { step: 'SUMMARY', termsMissing: true } });
    expect(orderCount()).toBe(before);

    expect(summary.data).toMatchObject({ pin: { state: 'ASK', error: null } });
    const paid = { ...baseForm(), intent: 'subscribe', riskAccepted: 'true', terms: 'true', idempotencyKey: step.idempotencyKey, pin: DEMO_PIN };
    const first = await post(paid);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/payment\/\d+$/);
    const again = await post(paid);
    expect(again.location).toBe(first.location);
    expect(orderCount()).toBe(before + 1);
    // A fee, NAV or total sent with the form is not read. The referral cashback line (an ELIGIBLE investor,
    // Rp 1.000.000) is promised once: the order just placed holds it (decision 025).
    const plan = (summary.data as { plan: { referralCashbackAmount: number; compositions: object[] } }).plan;
    expect(plan.referralCashbackAmount).toBe(25_000);
    const tampered = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', fee: '0', totalAmount: '1', nav: '1' });
    expect(tampered.data).toMatchObject({
      step: 'SUMMARY',
      plan: { ...plan, referralCashbackAmount: 0, compositions: plan.compositions.map((c) => ({ ...c, referralCashbackAmount: 0 })) },
    });
  });

  it('remembers “do not show again” for the risk warning', async () => {
    const cookies = await signInAs('edd@celengan.test');
    expect(user('investor@celengan.test').hasDismissedMutualFundRiskWarningPopup).toBe(false);
    await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', hideRiskWarning: 'true' });
    expect(user('investor@celengan.test').hasDismissedMutualFundRiskWarningPopup).toBe(true);
    expect((await post({ ...baseForm(), intent: 'calculate' })).data).toMatchObject({ step: 'SUMMARY' });
    // Another investor cannot post into this one's portfolio; high KYC risk without EDD is refused anyway.
    expect(await post({ ...baseForm(), intent: 'calculate' }, cookies)).toMatchObject({ status: 422, data: { step: 'ERROR', refusal: { code: 'PORTFOLIO_NOT_FOUND' } } });
    const own = await post({ ...baseForm(), portfolioId: '', portfolioName: 'Saham', intent: 'calculate' }, cookies);
    expect(own).toMatchObject({ data: { step: 'ERROR', refusal: { code: 'NOT_ALLOWED', message: 'buy:refusal.NEED_EDD' } } });
  });

  it('takes a promo into the summary, and a refused one to its own step: continue without it, or back', async () => {
    const withPromo = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', couponCode: 'hemat25' });
    expect(withPromo.data).toMatchObject({ step: 'SUMMARY', plan: { coupon: { code: 'HEMAT25', cashbackValue: 25_000 } } });

    const refused = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', couponCode: 'KILAT' });
    expect(refused).toMatchObject({ status: 422, data: { step: 'PROMO_NOT_ELIGIBLE', refusal: { code: 'COUPON_NOT_ELIGIBLE', reasons: ['buy:couponReason.QUOTA_USED_UP'] } } });
    const back = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', couponCode: '' });
    expect(back.data).toMatchObject({ step: 'SUMMARY', plan: { coupon: null } });

    // A promo applied at one amount, then made ineligible by a new one (JUTAWAN from Rp 5.000.000): its
    // own step, whose continue calculates without it (issue 13: not the error step).
    const applied = await post({ ...baseForm(), amount: '5.000.000', intent: 'calculate', riskAccepted: 'true', couponCode: 'JUTAWAN' });
    expect(applied.data).toMatchObject({ step: 'SUMMARY', plan: { coupon: { code: 'JUTAWAN' } } });
    const smaller = await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', couponCode: 'JUTAWAN' });
    expect(smaller).toMatchObject({ status: 422, data: { step: 'PROMO_NOT_ELIGIBLE', refusal: { code: 'COUPON_NOT_ELIGIBLE', reasons: ['buy:couponReason.BELOW_MINIMUM'] } } });
    expect((smaller.data as { form: { idempotencyKey?: string } }).form.idempotencyKey).toBeUndefined();
    expect((await post({ ...baseForm(), intent: 'calculate', riskAccepted: 'true', couponCode: '' })).data).toMatchObject({ step: 'SUMMARY', plan: { amount: 1_000_000, coupon: null } });

    // Refused at payment: continue without the promo places the order without it.
    const summary = back.data as { idempotencyKey: string };
    const atPay = await post({ ...baseForm(), intent: 'subscribe', riskAccepted: 'true', terms: 'true', couponCode: 'MERDEKA17', idempotencyKey: summary.idempotencyKey });
    expect(atPay.data).toMatchObject({ step: 'PROMO_NOT_ELIGIBLE', refusal: { reasons: ['buy:couponReason.EXPIRED'] } });
    const without = await post({ ...baseForm(), intent: 'withoutPromo', riskAccepted: 'true', terms: 'true', couponCode: 'MERDEKA17', idempotencyKey: summary.idempotencyKey, pin: DEMO_PIN });
    expect(without.location).toMatch(/^\/payment\/\d+$/);
    const orderId = Number(without.location!.split('/').pop());
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()).toMatchObject({ couponCode: null, amount: 1_000_000 });
  });

  it('shows a not-registered investor why nothing can be bought, and sends a visitor to sign in', async () => {
    const baru = await signInAs('baru@celengan.test');
    const page = await callRoute(cart.loader, { url: url(), cookies: baru });
    expect(page.data).toMatchObject({ kind: 'FORM', preview: null, refusal: { code: 'NOT_ALLOWED' } });
    const visitor = await callRoute(cart.loader, { url: url() });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/signin\?target=/);
    expect((await post({ ...baseForm(), intent: 'calculate' }, baru)).data).toMatchObject({ step: 'ERROR' });
  });

  // Issue 13: sales@ met "—" for the portfolio, an empty portfolio list and "Beri nama portofolio baru Anda".
  it('lets an offline customer whose one portfolio is robo buy a fund from its page into it (sales@, decision 037)', async () => {
    const sales = await signInAs('sales@celengan.test');
    const only = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user('sales@celengan.test').id)).all();
    expect(only).toMatchObject([{ roboCermat: true, active: true }]);
    const robo = only[0]!;

    const page = await callRoute(cart.loader, { url: url(), cookies: sales });
    expect(page.data).toMatchObject({ kind: 'FORM', robo: false, canAddNew: false, chosenPortfolioId: robo.id, refusal: null });
    const data = page.data as Extract<typeof page.data, { kind: 'FORM' }>;
    expect(data.portfolios.map((p) => p.id)).toEqual([robo.id]);
    // The fund alone, at its own minimum: not the robo model.
    expect(data.preview).toMatchObject({ funds: [{ id: stockFund().id }], minimum: stockFund().minimumInitialSubscriptionAmount });

    const form = { amount: '150000', portfolioId: String(robo.id), mutualFundIds: String(stockFund().id), couponCode: '', riskAccepted: 'true' };
    const summary = await post({ ...form, intent: 'calculate' }, sales);
    expect(summary.data).toMatchObject({
      step: 'SUMMARY',
      plan: { amount: 150_000, portfolio: { id: robo.id, roboCermat: true }, compositions: [{ mutualFundId: stockFund().id, totalAmount: 150_000 }] },
    });
    const { idempotencyKey } = summary.data as { idempotencyKey: string };
    const paid = await post({ ...form, intent: 'subscribe', terms: 'true', idempotencyKey, pin: DEMO_PIN }, sales);
    expect(paid.location).toMatch(/^\/payment\/\d+$/);
    const orderId = Number(paid.location!.split('/').pop());
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()).toMatchObject({ userId: robo.userId, portfolioId: robo.id, amount: 150_000 });
    expect(db().select({ fundId: schema.orderItems.fundId }).from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).all()).toEqual([{ fundId: stockFund().id }]);

    // A mixed fund cannot go into a robo portfolio (spec funds §6): the form says so instead of asking for a new portfolio.
    const mixed = db()
      .select()
      .from(schema.funds)
      .where(and(eq(schema.funds.type, 'CAMPURAN'), eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
      .get()!;
    const mixedPage = await callRoute(cart.loader, { url: `/reksadana/beli?dana=${mixed.id}`, cookies: sales });
    expect(mixedPage.data).toMatchObject({ kind: 'FORM', preview: null, chosenPortfolioId: robo.id, refusal: { code: 'ROBO_FUND_TYPE', message: 'buy:refusal.ROBO_FUND_TYPE' } });
  });

  it('lists a portfolio’s funds for a top-up', async () => {
    const page = await callRoute(cart.loader, { url: `/reksadana/beli?portofolio=${education().id}`, cookies: investor });
    expect(page.data).toMatchObject({ kind: 'TOP_UP' });
    expect((page.data as { funds: unknown[] }).funds.length).toBeGreaterThan(0);
  });

  // spec funds §2.4 steps 3, 4 and 10: the fund type selector, the fund list and the fund search.
  it('offers the fund types to add to a portfolio, then a type’s funds, then a search’s', async () => {
    const portfolio = education();
    const load = async (query: string) => {
      const page = await callRoute(cart.loader, { url: `/reksadana/beli?portofolio=${portfolio.id}&tambah=1${query}`, cookies: investor });
      expect(page.data).toMatchObject({ kind: 'ADD_FUND', portfolio: { id: portfolio.id } });
      return page.data as Extract<typeof page.data, { kind: 'ADD_FUND' }>;
    };
    const buyable = (extra = sql`1`) =>
      db()
        .select({ id: schema.funds.id, type: schema.funds.type, name: schema.funds.name })
        .from(schema.funds)
        .where(and(eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`, extra))
        .orderBy(asc(schema.funds.name), asc(schema.funds.id))
        .all();

    const types = await load('');
    expect(types.list).toBeNull();
    // Every type with something to buy, counted; a closed fund is not counted.
    const counts = new Map<string, number>();
    for (const fund of buyable()) counts.set(fund.type, (counts.get(fund.type) ?? 0) + 1);
    expect(Object.fromEntries(types.types.map((t) => [t.type, t.count]))).toEqual(Object.fromEntries(counts));

    const stocks = await load('&tipe=SAHAM');
    expect(stocks.type).toBe('SAHAM');
    const allStocks = buyable(eq(schema.funds.type, 'SAHAM'));
    expect(stocks.list!.funds.map((f) => f.id)).toEqual(allStocks.slice(0, stocks.list!.limit).map((f) => f.id));
    expect(stocks.list!.more).toBe(allStocks.length > stocks.list!.limit);
    // The fund the portfolio already holds is marked (buying it is a top-up).
    const held = db().select({ fundId: schema.positions.fundId }).from(schema.positions).where(and(eq(schema.positions.portfolioId, portfolio.id), sql`${schema.positions.units} > 0`)).all().map((p) => p.fundId);
    for (const fund of stocks.list!.funds) expect(fund.held).toBe(held.includes(fund.id));

    // A search by part of a name, whatever the case; % typed matches itself only.
    const target = buyable()[0]!;
    const part = target.name.split(' ').slice(-1)[0]!.toLowerCase();
    const found = await load(`&cari=${encodeURIComponent(` ${part} `)}`);
    expect(found.keyword).toBe(part);
    expect(found.list!.funds.map((f) => f.id)).toContain(target.id);
    expect((await load('&cari=%25')).list).toEqual({ funds: [], more: false, limit: 30 });
    // An unknown type is no type.
    expect((await load('&tipe=EMAS')).type).toBeNull();
  });

  it('leaves dollar funds out of the add-fund steps while the USD purchase flag is off', async () => {
    const portfolio = education();
    const load = async (query: string) =>
      (await callRoute(cart.loader, { url: `/reksadana/beli?portofolio=${portfolio.id}&tambah=1${query}`, cookies: investor })).data as Extract<
        Awaited<ReturnType<typeof cart.loader>>,
        { kind: 'ADD_FUND' }
      >;
    const usd = db().select().from(schema.funds).where(and(eq(schema.funds.currency, 'USD'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`)).get()!;
    const countOf = (page: Awaited<ReturnType<typeof load>>) => page.types.find((t) => t.type === usd.type)!.count;
    const on = await load(`&cari=${encodeURIComponent(usd.name)}`);
    expect(on.list!.funds.map((f) => f.id)).toContain(usd.id);
    setFeatureFlag(db(), { name: 'usdFundPurchasable', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      const off = await load(`&cari=${encodeURIComponent(usd.name)}`);
      expect(off.list!.funds.map((f) => f.id)).not.toContain(usd.id);
      expect(countOf(off)).toBe(countOf(on) - db().select({ n: sql<number>`count(*)` }).from(schema.funds).where(and(eq(schema.funds.currency, 'USD'), eq(schema.funds.type, usd.type), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`)).get()!.n);
    } finally {
      setFeatureFlag(db(), { name: 'usdFundPurchasable', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
  });

  it('offers the fund types when a portfolio to top up holds nothing yet', async () => {
    const empty = db().insert(schema.portfolios).values({ userId: user('investor@celengan.test').id, name: 'Liburan' }).returning({ id: schema.portfolios.id }).get();
    try {
      const page = await callRoute(cart.loader, { url: `/reksadana/beli?portofolio=${empty.id}`, cookies: investor });
      expect(page.data).toMatchObject({ kind: 'ADD_FUND', list: null });
    } finally {
      db().delete(schema.portfolios).where(eq(schema.portfolios.id, empty.id)).run();
    }
  });
});

describe('the summary asks for the transaction PIN (decision 051)', () => {
  const newPortfolioForm = () => ({ amount: '150000', portfolioId: '', portfolioName: 'Tes PIN', mutualFundIds: String(stockFund().id), couponCode: '', riskAccepted: 'true' });
  const summaryOf = async (cookies: CookieJar) => {
    const summary = await post({ ...newPortfolioForm(), intent: 'calculate' }, cookies);
    expect(summary.data).toMatchObject({ step: 'SUMMARY' });
    return summary.data as { idempotencyKey: string; pin: unknown };
  };

  it('asks until the right PIN is entered, places the order with it, then not again for 15 minutes', async () => {
    const cookies = await signInAs('rujukan@celengan.test');
    const summary = await summaryOf(cookies);
    expect(summary.pin).toEqual({ state: 'ASK', error: null });
    const pay = { ...newPortfolioForm(), intent: 'subscribe', terms: 'true', idempotencyKey: summary.idempotencyKey };
    const before = orderCount();

    const missing = await post(pay, cookies);
    expect(missing).toMatchObject({ status: 428, data: { step: 'SUMMARY', idempotencyKey: summary.idempotencyKey, pin: { state: 'ASK', error: 'pin:api.PIN_REQUIRED' } } });
    const wrong = await post({ ...pay, pin: '111222' }, cookies);
    expect(wrong).toMatchObject({ status: 422, data: { step: 'SUMMARY', pin: { state: 'ASK', error: 'pin:errors.wrong?count=2' } } });
    expect(JSON.stringify(wrong.data)).not.toContain('111222');
    const malformed = await post({ ...pay, pin: '12ab' }, cookies);
    expect(malformed).toMatchObject({ status: 400, data: { step: 'ERROR' } });
    expect(orderCount()).toBe(before);

    const placed = await post({ ...pay, pin: DEMO_PIN }, cookies);
    expect(placed.location).toMatch(/^\/payment\/\d+$/);
    expect(orderCount()).toBe(before + 1);
    // Within 15 minutes this session is not asked again.
    const next = await summaryOf(cookies);
    expect(next.pin).toEqual({ state: 'FRESH' });
    const again = await post({ ...newPortfolioForm(), portfolioName: 'Tes PIN 2', intent: 'subscribe', terms: 'true', idempotencyKey: next.idempotencyKey }, cookies);
    expect(again.location).toMatch(/^\/payment\/\d+$/);
  });

  it('leads an investor without a PIN to create one, and back to the cart', async () => {
    const cookies = await signInAs('pin@celengan.test');
    const summary = await summaryOf(cookies);
    const createHref = `/me/pin/create?target=${encodeURIComponent(url())}`;
    expect(summary.pin).toEqual({ state: 'NOT_SET', createHref });
    const before = orderCount();
    const paid = await post({ ...newPortfolioForm(), intent: 'subscribe', terms: 'true', idempotencyKey: summary.idempotencyKey, pin: DEMO_PIN }, cookies);
    expect(paid).toMatchObject({ status: 302, location: createHref });
    expect(orderCount()).toBe(before);
  });

  it('sends a third wrong PIN to the blocked page, and says so on the next summary', async () => {
    const cookies = await signInAs('cashback-akhir@celengan.test');
    const summary = await summaryOf(cookies);
    const pay = { ...newPortfolioForm(), intent: 'subscribe', terms: 'true', idempotencyKey: summary.idempotencyKey };
    const before = orderCount();
    expect((await post({ ...pay, pin: '111222' }, cookies)).status).toBe(422);
    expect((await post({ ...pay, pin: '111333' }, cookies)).status).toBe(422);
    expect(await post({ ...pay, pin: '111444' }, cookies)).toMatchObject({ status: 302, location: '/me/pin/blocked' });
    expect(await post({ ...pay, pin: DEMO_PIN }, cookies)).toMatchObject({ status: 302, location: '/me/pin/blocked' });
    expect(orderCount()).toBe(before);
    expect((await summaryOf(cookies)).pin).toEqual({ state: 'BLOCKED' });
  });
});
