// One number format in every JSON answer (issue 13 item 16; decision 028): amounts in their unit (rupiah,
// dollars with 2 decimals), NAV and units with up to 4 decimals, rates as percents, never the storage
// scale. Each JSON route is called as the server calls it, against this file's copy of the seeded database
// (seed clock Friday 7 Nov 2025, 20:00 WIB), with a dollar order of US$150.25 paid and settled so that
// cents, NAV and units all show.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { decodeSeries, type FundChartWire } from '~/domain/fund-chart-wire';
import { jakartaInstant } from '~/domain/dates';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { publishNav } from '~/models/nav-publish.server';
import { simulatePayment } from '~/models/payments.server';
import { parseRealizedProfitQuery } from '~/forms/realized-profit-query';
import { getLandingInitials } from '~/models/landing-initials.server';
import { listRealizedProfits } from '~/models/realized-profits.server';
import { subscribe } from '~/models/subscriptions.server';
import * as signIn from '~/routes/account/sign-in';
import * as couponsDetail from '~/routes/api/coupons-detail';
import * as couponsList from '~/routes/api/coupons-list';
import * as orderApi from '~/routes/api/order';
import * as ordersApi from '~/routes/api/orders';
import * as portfoliosApi from '~/routes/api/portfolios';
import * as productById from '~/routes/api/product-by-id';
import * as productsApi from '~/routes/api/products';
import * as realizedProfitsApi from '~/routes/api/realized-profits';
import * as calculateApi from '~/routes/api/subscribe-calculate';
import * as chartSeries from '~/routes/reksadana/fund-chart-series';
import * as initialsRoute from '~/routes/reksadana/initials';
import { itemsOf } from '../support/orders';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';

const NOW = jakartaInstant('2025-11-12', '09:00'); // Wednesday
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const investor = () => db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
const usdFund = () =>
  db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.currency, 'USD'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
    .orderBy(asc(schema.funds.id))
    .get()!;

let cookies: CookieJar;
let usdOrderId: number;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  cookies = new CookieJar();
  expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'investor@celengan.test', password: 'celengan123' }, cookies })).status).toBe(302);
  // A dollar order of US$150.25 for the education portfolio, paid Monday morning and settled with Monday's NAV.
  const user = investor();
  const education = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user.id)).orderBy(asc(schema.portfolios.id)).all()[1]!;
  const placed = subscribe(
    user.id,
    { amount: '150.25', portfolioId: education.id, portfolioName: null, mutualFundIds: [usdFund().id], useCashback: false, couponCode: null, source: 'WEB' },
    randomUUID(),
    jakartaInstant('2025-11-10', '08:00'),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.refusal));
  usdOrderId = placed.orderId;
  simulatePayment(usdOrderId, jakartaInstant('2025-11-10', '09:00'));
  publishNav(db(), { date: '2025-11-10', now: jakartaInstant('2025-11-10', '17:00') });
});
afterAll(() => {
  vi.useRealTimers();
});

/** Every number of a JSON value, with its path. */
function numbersOf(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbersOf(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbersOf(v, path ? `${path}.${k}` : k));
  return [];
}

describe('GET /api/v1/orders/{id}', () => {
  it('sends a dollar order’s money in dollars and its NAV and units with 4 decimals', async () => {
    const { status, body } = await callApi(orderApi, { url: `/api/v1/orders/${usdOrderId}`, params: { orderId: String(usdOrderId) }, cookies });
    expect(status).toBe(200);
    const order = (body as Json).data;
    const [item] = itemsOf(usdOrderId);
    expect(item!.units).not.toBeNull();
    expect(order).toMatchObject({ status: 'COMPLETED', currency: 'USD', amount: 150.25, cashbackAmount: 0, couponCashbackAmount: 0 });
    expect(order.feeAmount).toBe(item!.feeAmount / 100);
    expect(order.payment).toMatchObject({ amount: 150.25, currency: 'USD' });
    expect(order.items[0]).toMatchObject({ amount: 150.25, fee: item!.feeAmount / 100, nav: item!.nav! / 10_000, units: item!.units! / 10_000 });
    // Not the storage scale: NAV × 10^4 and units × 10^4 are integers far above these.
    expect(Number.isInteger(order.items[0].units)).toBe(item!.units! % 10_000 === 0);
    expect(order.items[0].nav).toBeLessThan(item!.nav!);
  });
});

describe('GET /api/v1/orders', () => {
  it('sends each row’s amount in its currency’s unit', async () => {
    const { body } = await callApi(ordersApi, { url: '/api/v1/orders?type=buy&size=50', cookies });
    const rows = (body as Json).data.orders as Json[];
    expect(rows.find((r) => r.id === usdOrderId)).toMatchObject({ currency: 'USD', amount: 150.25 });
    const stored = new Map(db().select().from(schema.orders).where(eq(schema.orders.userId, investor().id)).all().map((o) => [o.id, o]));
    for (const row of rows.filter((r) => r.kind === 'ORDER')) {
      const order = stored.get(row.id)!;
      expect(row.amount).toBe(order.currency === 'USD' ? order.amount / 100 : order.amount);
    }
  });
});

describe('GET /api/v2/mutual-funds/portfolio and /reksadana/initials', () => {
  it('send the dollar holdings in dollars with at most 2 decimals', async () => {
    const portfolios = ((await callApi(portfoliosApi, { url: '/api/v2/mutual-funds/portfolio', cookies })).body as Json).data as Json[];
    const education = portfolios.find((p) => !p.isDefault && p.usd.totalInvestment > 0)!;
    expect(education.usd.currency).toBe('USD');
    const initials = ((await callApi(initialsRoute, { url: '/reksadana/initials', cookies })).body as Json).data;
    const summary = initials.portfolioSummary;
    expect(summary.portfolios.find((p: Json) => p.portfolioId === education.id).usd.totalInvestment).toBe(education.usd.totalInvestment);
    for (const [path, n] of [...numbersOf(summary.usd, 'usd'), ...numbersOf(portfolios.map((p) => p.usd), 'portfolios.usd')]) {
      expect(Math.round(n * 100) / 100, path).toBe(n);
    }
    // The model keeps cents (the landing page formats them); the JSON sends dollars.
    const model = getLandingInitials({ user: investor(), query: new URLSearchParams(), cookieReferralData: null, now: NOW, locale: 'id' }).data.portfolioSummary!;
    expect(model.usd.totalInvestment).toBeGreaterThan(0);
    expect(summary.usd.totalInvestment).toBe(model.usd.totalInvestment / 100);
    expect(summary.totalInvestment).toBe(model.totalInvestment);
  });
});

describe('GET /api/v2/mutual-funds/portfolio/realized-profits', () => {
  it('sends units with 4 decimals and money in its unit', async () => {
    const { body } = await callApi(realizedProfitsApi, { url: '/api/v2/mutual-funds/portfolio/realized-profits?size=50', cookies });
    const rows = (body as Json).data.realizedProfits as Json[];
    const parsed = parseRealizedProfitQuery(new URLSearchParams('size=50'));
    if (!parsed.ok) throw new Error('the query was refused');
    const stored = listRealizedProfits(investor().id, parsed.query).rows;
    expect(rows.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    rows.forEach((row, i) => {
      const model = stored[i]!;
      const unit = model.fund.currency === 'USD' ? 100 : 1;
      expect(row).toMatchObject({ units: model.units / 10_000, amount: model.amount / unit, realizedProfit: model.realizedProfit / unit, cost: model.cost / unit });
    });
    expect(rows.some((r) => r.fund.currency === 'USD' && !Number.isInteger(r.amount))).toBe(true);
    expect(rows.some((r) => r.units > 0 && !Number.isInteger(r.units))).toBe(true);
  });
});

describe('the buying API', () => {
  it('calculate sends a dollar summary in dollars; the minimum refusal names the minimum in dollars', async () => {
    const user = investor();
    const education = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user.id)).orderBy(asc(schema.portfolios.id)).all()[1]!;
    const body = { amount: 150.25, portfolioId: education.id, portfolioName: null, mutualFundIds: [usdFund().id], useCashback: false, couponCode: null };
    const { status, body: answer } = await callApi(calculateApi, { url: '/api/v2/mutual-funds/subscribe/calculate', body, cookies });
    expect(status).toBe(200);
    const summary = (answer as Json).data;
    expect(summary).toMatchObject({ currency: 'USD', amount: 150.25, paymentAmount: 150.25 });
    expect(summary.minimum).toBe(usdFund().minimumSubscriptionAmount / 100);
    expect(summary.compositions[0].totalAmount).toBe(150.25);
    expect(summary.compositions[0].amount + summary.compositions[0].fee).toBeCloseTo(150.25, 10);

    const below = await callApi(calculateApi, { url: '/api/v2/mutual-funds/subscribe/calculate', body: { ...body, amount: 0.01 }, cookies });
    expect(below.status).toBe(422);
    expect(below.body).toMatchObject({ code: 'BELOW_MINIMUM', currency: 'USD', minimum: usdFund().minimumSubscriptionAmount / 100 });
  });

  it('the promo list and detail send a coupon’s money in its unit', async () => {
    db().insert(schema.coupons).values({ code: 'DOLAR', name: 'Dolar', currency: 'USD', cashbackAmount: 250, minimumAmount: 1_050, giftValue: 99 }).run();
    const filters = { calculateAmount: 150.25, mutualFundId: usdFund().id };
    const detail = ((await callApi(couponsDetail, { url: '/api/v2/coupons/detail-by-filters', body: { couponCode: 'DOLAR', filters }, cookies })).body as Json).data;
    expect(detail).toMatchObject({ code: 'DOLAR', currency: 'USD', minimumAmount: 10.5, giftValue: 0.99, cashbackValue: 0 });
    const list = ((await callApi(couponsList, { url: '/api/v2/coupons/list-by-filters', body: { activeCoupon: 'DOLAR', filters }, cookies })).body as Json).data as Json[];
    expect(list[0]).toMatchObject({ code: 'DOLAR', minimumAmount: 10.5, giftValue: 0.99 });
    expect(list.find((c) => c.code === 'HEMAT25')).toMatchObject({ currency: 'IDR', minimumAmount: 100_000 });
  });
});

describe('the product API and the chart series', () => {
  it('send a dollar fund’s minimums in dollars, its NAV with 4 decimals, its rates as percents', async () => {
    const fund = usdFund();
    const detail = ((await callApi(productById, { url: `/api/v2/mutual-funds/products/${fund.id}`, params: { id: String(fund.id) } })).body as Json).data;
    const latest = db().select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fund.id)).orderBy(desc(schema.fundNavs.navDate)).get()!;
    expect(detail).toMatchObject({ minimumSubscriptionAmount: fund.minimumSubscriptionAmount / 100, expenseRatio: fund.expenseRatioBp / 100 });
    expect(detail.nav).toEqual({ valueAt: latest.navDate, valuePerUnit: latest.nav / 10_000, adjustedValuePerUnit: latest.adjustedNav / 10_000 });
    const list = ((await callApi(productsApi, { url: '/api/v2/mutual-funds/products?size=50' })).body as Json).data as Json[];
    expect(list.find((p) => p.mutualFundId === fund.id)).toMatchObject({ minimumSubscriptionAmount: fund.minimumSubscriptionAmount / 100, currentAum: fund.currentAum / 100 });
  });

  it('/grafik sends NAV with 4 decimals and AUM in the fund’s unit', async () => {
    const fund = usdFund();
    const response = await chartSeries.loader({ params: { investmentType: detailType(fund.type), productSlug: fund.slug } } as never);
    expect(response.status).toBe(200);
    const wire = (await response.json()) as FundChartWire;
    expect(wire.currency).toBe('USD');
    const [newest] = decodeSeries(wire.recentNav).slice(-1);
    const latest = db().select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fund.id)).orderBy(desc(schema.fundNavs.navDate)).get()!;
    expect(newest).toEqual(latest.nav === latest.adjustedNav ? [latest.navDate, latest.nav / 10_000] : [latest.navDate, latest.nav / 10_000, latest.adjustedNav / 10_000]);
    const aum = db().select().from(schema.fundAums).where(eq(schema.fundAums.fundId, fund.id)).orderBy(desc(schema.fundAums.aumDate)).get()!;
    expect(decodeSeries(wire.aum.ALL).at(-1)).toEqual([aum.aumDate, aum.amount / 100]);
  });
});

/** The fund type's path segment (the chart route checks it). */
function detailType(type: string): string {
  return FUND_TYPE_PATHS[type as keyof typeof FUND_TYPE_PATHS];
}
