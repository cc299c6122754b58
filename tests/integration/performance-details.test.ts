// The performance detail pages and the portfolio API of issue 16 items 8, 9 (decisions 070, 071) against this
// file's copy of the seeded database: the allocation of one fund type across the investor's portfolios, one
// portfolio's holdings of one type, the realized-profit list with its totals and one realization's average-cost
// breakdown, summary/allocation, allocation/{id}, get-by-transaction-number/{id} and the portfolio list's filters.
// Every figure is checked against the ledger or a direct computation; another investor's portfolio, fund
// allocation, realized-profit entry and transaction number answer exactly as a missing one (404).
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { placeRoboOrder } from '../support/orders';
import { callRoute, CookieJar } from '../support/route';
import type { FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { realizedProfitEntryPath } from '~/domain/performance-details';
import { db } from '~/lib/db.server';
import { appendLedgerEntry } from '~/models/ledger.server';
import { getRealizedProfitEntry, getTypeAllocation } from '~/models/performance-details.server';
import * as signIn from '~/routes/account/sign-in';
import * as allocationApi from '~/routes/api/portfolio-allocation';
import * as byTransactionApi from '~/routes/api/portfolio-by-transaction-number';
import * as summaryAllocationApi from '~/routes/api/portfolio-summary-allocation';
import * as portfoliosApi from '~/routes/api/portfolios';
import * as typeHoldingsPage from '~/routes/reksadana/portfolio-type-holdings';
import * as realizedEntryPage from '~/routes/reksadana/realized-profit-entry';
import * as realizedListPage from '~/routes/reksadana/realized-profit-list';
import * as typeAllocationPage from '~/routes/reksadana/type-allocation';

const PASSWORD = 'celengan123';
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const userId = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!.id;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

async function api(module: Parameters<typeof callApi>[0], url: string, cookies: CookieJar | undefined, params: Record<string, string> = {}) {
  const result = await callApi(module, { url: `${url}${url.includes('?') ? '&' : '?'}lng=id`, cookies, params });
  return { ...result, body: result.body as Json };
}

let investor: CookieJar;
let sales: CookieJar;
let investorId: number;
let salesId: number;
let salesPortfolioId: number;
/** A rupiah fund the investor holds no units of and has no order of: the sales customer's sale is booked in it. */
let salesOnlyFund: typeof schema.funds.$inferSelect;
let salesSaleEntryId: number;

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  sales = await signInAs('sales@celengan.test');
  investorId = userId('investor@celengan.test');
  salesId = userId('sales@celengan.test');
  salesPortfolioId = db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, salesId), eq(schema.portfolios.isDefault, true)))
    .get()!.id;
  const investorFunds = db().select({ id: schema.positions.fundId }).from(schema.positions).where(eq(schema.positions.userId, investorId)).all();
  const investorOrderFunds = db()
    .select({ id: schema.orderItems.fundId })
    .from(schema.orderItems)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
    .where(eq(schema.orders.userId, investorId))
    .all();
  const salesFunds = db().select({ id: schema.positions.fundId }).from(schema.positions).where(eq(schema.positions.userId, salesId)).all();
  const excluded = [...investorFunds, ...investorOrderFunds, ...salesFunds].map((f) => f.id);
  salesOnlyFund = db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.currency, 'IDR'), notInArray(schema.funds.id, excluded)))
    .orderBy(asc(schema.funds.id))
    .get()!;
  // decision 070 by hand: buy 1 000 units for Rp 100 000 and 1 000 for Rp 140 000 (average Rp 120 a unit), sell
  // 500 units for Rp 70 000: cost 500 × 120 = Rp 60 000, realized profit Rp 10 000.
  const base = { userId: salesId, portfolioId: salesPortfolioId, fundId: salesOnlyFund.id, currency: 'IDR' as const, at: new Date() };
  db().transaction(
    (tx) => {
      appendLedgerEntry(tx, { ...base, entryType: 'SUBSCRIPTION', units: 10_000_000, nav: 1_000_000, navDate: '2025-10-01', amount: 100_000, idempotencyKey: randomUUID() });
      appendLedgerEntry(tx, { ...base, entryType: 'SUBSCRIPTION', units: 10_000_000, nav: 1_400_000, navDate: '2025-10-08', amount: 140_000, idempotencyKey: randomUUID() });
      salesSaleEntryId = appendLedgerEntry(tx, {
        ...base,
        entryType: 'REDEMPTION',
        units: 5_000_000,
        nav: 1_400_000,
        navDate: '2025-10-15',
        amount: 70_000,
        idempotencyKey: randomUUID(),
      }).entry.id;
    },
    { behavior: 'immediate' },
  );
});

/** The investor's positions with units, by fund type. */
function heldTypes(user: number): FundType[] {
  const rows = db()
    .select({ type: schema.funds.type })
    .from(schema.positions)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
    .where(and(eq(schema.positions.userId, user), gt(schema.positions.units, 0)))
    .all();
  return [...new Set(rows.map((r) => r.type))];
}

describe('the average-cost method (decision 070)', () => {
  it('books proceeds − average cost of the units sold, and the entry shows how', () => {
    const entry = getRealizedProfitEntry(salesId, salesSaleEntryId)!;
    expect(entry).toMatchObject({ orderType: 'SELL', units: 5_000_000, amount: 70_000, realizedProfit: 10_000, cost: 60_000, averageCostPerUnit: 1_200_000, proceedsPerUnit: 1_400_000, returnRate: 16.6667 });
    // The remaining 1 500 units keep the average cost: Rp 180 000.
    const position = db()
      .select()
      .from(schema.positions)
      .where(and(eq(schema.positions.portfolioId, salesPortfolioId), eq(schema.positions.fundId, salesOnlyFund.id)))
      .get()!;
    expect(position).toMatchObject({ units: 15_000_000, costBasis: 180_000 });
  });
});

describe('/reksadana/portfolio/performa/alokasi/{type}', () => {
  const load = (typePath: string, cookies?: CookieJar) =>
    callRoute(typeAllocationPage.loader, { url: `/reksadana/portfolio/performa/alokasi/${typePath}?lng=id`, params: { investmentType: typePath }, cookies });

  it('lists every fund of the type the investor holds, across portfolios, with the positions’ own figures', async () => {
    const types = heldTypes(investorId);
    expect(types.length).toBeGreaterThanOrEqual(2);
    for (const type of types) {
      const result = await load(FUND_TYPE_PATHS[type], investor);
      expect(result.status).toBe(200);
      const data = result.data!;
      const positions = db()
        .select()
        .from(schema.positions)
        .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
        .where(and(eq(schema.positions.userId, investorId), eq(schema.funds.type, type), gt(schema.positions.units, 0)))
        .all();
      expect(data.funds.map((f) => f.fund.id).sort()).toEqual([...new Set(positions.map((p) => p.funds.id))].sort());
      for (const fund of data.funds) {
        const mine = positions.filter((p) => p.funds.id === fund.fund.id);
        expect(fund.fund.type).toBe(type);
        expect(fund.units).toBe(mine.reduce((s, p) => s + p.positions.units, 0));
        expect(fund.portfolios.map((p) => p.portfolioId).sort()).toEqual(mine.map((p) => p.positions.portfolioId).sort());
        expect(fund.portfolios.reduce((s, p) => s + p.shareBp, 0)).toBe(10_000);
        const own = fund.fund.currency === 'IDR' ? fund.idrCalculation! : fund.usdCalculation!;
        expect(own.costBasis).toBe(mine.reduce((s, p) => s + p.positions.costBasis, 0));
        expect(own.totalInvestment).toBe(fund.portfolios.reduce((s, p) => s + p.value, 0));
        expect(fund.allocationPath).toBe(`/reksadana/portfolio/performa/alokasi/${FUND_TYPE_PATHS[type]}/${fund.fund.slug}`);
        if (fund.fund.currency === 'IDR') expect(fund.usdCalculation).toBeNull();
      }
    }
    expect(new Headers(typeAllocationPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });

  it('shows an empty list for a type not held; 404 for no type; a visitor signs in first', async () => {
    const notHeld = (['PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM'] as const).find((t) => !heldTypes(salesId).includes(t))!;
    const empty = await load(FUND_TYPE_PATHS[notHeld], sales);
    expect(empty.status).toBe(200);
    expect(empty.data!.funds).toEqual([]);
    expect((await load('obligasi', investor)).status).toBe(404);
    expect((await load('SAHAM', investor)).status).toBe(404);
    const visitor = await load('saham');
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain('/signin');
  });

  it('never shows another investor’s holdings of the type', () => {
    const detail = getTypeAllocation(investorId, salesOnlyFund.type);
    expect(detail.funds.some((f) => f.fund.id === salesOnlyFund.id)).toBe(false);
  });
});

describe('/reksadana/portfolio/{id}/{type}', () => {
  const load = (portfolioId: string, typePath: string, cookies?: CookieJar) =>
    callRoute(typeHoldingsPage.loader, { url: `/reksadana/portfolio/${portfolioId}/${typePath}?lng=id`, params: { portfolioId, investmentType: typePath }, cookies });

  it('shows only the holdings of the type, each with its own orders in progress', async () => {
    const holding = db()
      .select({ portfolioId: schema.positions.portfolioId, type: schema.funds.type })
      .from(schema.positions)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
      .innerJoin(schema.portfolios, eq(schema.portfolios.id, schema.positions.portfolioId))
      .where(and(eq(schema.positions.userId, investorId), gt(schema.positions.units, 0), eq(schema.portfolios.active, true)))
      .get()!;
    const result = await load(String(holding.portfolioId), FUND_TYPE_PATHS[holding.type], investor);
    expect(result.status).toBe(200);
    const data = result.data!;
    expect(data.holdings.length).toBeGreaterThan(0);
    expect(data.holdings.every((h) => h.fund.type === holding.type)).toBe(true);
    expect(data.totals.IDR.value + data.totals.USD.value).toBe(data.holdings.reduce((s, h) => s + h.value, 0));
    for (const h of data.holdings) expect(h.pendingOrders.every((o) => o.fund.id === h.fund.id)).toBe(true);
  });

  it('shows a purchase in progress under the holding of its fund, or after the list for a fund not held yet', async () => {
    const orderId = placeRoboOrder();
    const order = db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!;
    const items = db()
      .select({ fundId: schema.orderItems.fundId, type: schema.funds.type })
      .from(schema.orderItems)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.orderItems.fundId))
      .where(eq(schema.orderItems.orderId, orderId))
      .all();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const data = (await load(String(order.portfolioId), FUND_TYPE_PATHS[item.type], investor)).data!;
      const holding = data.holdings.find((h) => h.fund.id === item.fundId);
      const shown = holding ? holding.pendingOrders : data.otherPendingOrders.filter((o) => o.fund.id === item.fundId);
      expect(shown.map((o) => o.orderId), `fund ${item.fundId}`).toContain(orderId);
      // Never under another type's page.
      const other = (['PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM'] as const).find((t) => t !== item.type)!;
      const elsewhere = (await load(String(order.portfolioId), FUND_TYPE_PATHS[other], investor)).data!;
      expect([...elsewhere.otherPendingOrders, ...elsewhere.holdings.flatMap((h) => h.pendingOrders)].some((o) => o.fund.id === item.fundId)).toBe(false);
    }
  });

  it('is the same 404 for another investor’s portfolio, an unknown, a closed or a malformed id, or no fund type', async () => {
    const mine = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, investorId)).orderBy(desc(schema.portfolios.id)).get()!;
    for (const [id, type] of [
      [String(salesPortfolioId), 'saham'],
      ['99999999', 'saham'],
      ['abc', 'saham'],
      ['01', 'saham'],
      [String(mine.id), 'obligasi'],
    ] as const) {
      const result = await load(id, type, investor);
      expect(result.status, `${id}/${type}`).toBe(404);
    }
    expect((await load(String(salesPortfolioId), 'saham', sales)).status).not.toBe(404);
  });
});

describe('/reksadana/portfolio/performa/keuntungan-terealisasi', () => {
  const load = (search: string, cookies?: CookieJar) => callRoute(realizedListPage.loader, { url: `/reksadana/portfolio/performa/keuntungan-terealisasi?lng=id${search}`, cookies });

  it('lists the realizations with the landing’s filters, and totals that are the sums of the matching rows', async () => {
    const all = (await load('', investor)).data!;
    expect(all.page.rows.length).toBe(10);
    const ledger = db()
      .select()
      .from(schema.unitLedger)
      .where(and(eq(schema.unitLedger.userId, investorId), inArray(schema.unitLedger.entryType, ['REDEMPTION', 'SWITCH_OUT', 'DIVIDEND_CASH'])))
      .all();
    expect(all.page.total).toBe(ledger.length);
    const idr = ledger.filter((e) => e.currency === 'IDR');
    expect(all.totals.find((t) => t.currency === 'IDR')).toEqual({
      currency: 'IDR',
      amount: idr.reduce((s, e) => s + e.amount, 0),
      realizedProfit: idr.reduce((s, e) => s + e.realizedProfit, 0),
      count: idr.length,
    });

    const dividends = (await load('&orderTypes=DIVIDEND_CASH', investor)).data!;
    expect(dividends.query.orderTypes).toEqual(['DIVIDEND_CASH']);
    expect(dividends.page.rows.every((r) => r.orderType === 'DIVIDEND_CASH')).toBe(true);
    const dividendLedger = ledger.filter((e) => e.entryType === 'DIVIDEND_CASH');
    expect(dividends.totals.reduce((s, t) => s + t.count, 0)).toBe(dividendLedger.length);

    const name = all.page.rows[0]!.fund.name.split(' ')[0]!;
    const named = (await load(`&name=${encodeURIComponent(name)}`, investor)).data!;
    expect(named.page.rows.every((r) => r.fund.name.toLowerCase().includes(name.toLowerCase()))).toBe(true);
    expect(named.totals.reduce((s, t) => s + t.count, 0)).toBe(named.page.total);

    // A malformed parameter reads as its default (decision 016), never an error.
    expect((await load('&orderTypes=NOPE&realizedPage=-1', investor)).status).toBe(200);
    // The sales customer's sale is never in the investor's list.
    expect(all.page.rows.some((r) => r.id === salesSaleEntryId)).toBe(false);
  });

  it('sends a visitor to sign in', async () => {
    const visitor = await load('');
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain('/signin');
  });
});

describe('/reksadana/portfolio/performa/keuntungan-terealisasi/{type}/{id}', () => {
  const load = (typePath: string, id: string, cookies?: CookieJar) =>
    callRoute(realizedEntryPage.loader, { url: `/reksadana/portfolio/performa/keuntungan-terealisasi/${typePath}/${id}?lng=id`, params: { investmentType: typePath, entryId: id }, cookies });

  it('shows one realization of the investor with its average-cost breakdown', async () => {
    const sale = db()
      .select()
      .from(schema.unitLedger)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.unitLedger.fundId))
      .where(and(eq(schema.unitLedger.userId, investorId), eq(schema.unitLedger.entryType, 'REDEMPTION')))
      .get()!;
    const result = await load(FUND_TYPE_PATHS[sale.funds.type], String(sale.unit_ledger.id), investor);
    expect(result.status).toBe(200);
    const entry = result.data!.entry;
    expect(entry).toMatchObject({ id: sale.unit_ledger.id, orderType: 'SELL', units: -sale.unit_ledger.units, amount: sale.unit_ledger.amount, realizedProfit: sale.unit_ledger.realizedProfit });
    expect(entry.cost).toBe(sale.unit_ledger.amount - sale.unit_ledger.realizedProfit);
    expect(realizedProfitEntryPath(entry)).toBe(`/reksadana/portfolio/performa/keuntungan-terealisasi/${FUND_TYPE_PATHS[sale.funds.type]}/${sale.unit_ledger.id}`);
    // Under another type's segment: to its own address.
    const other = sale.funds.type === 'SAHAM' ? 'pasar-uang' : 'saham';
    const moved = await load(other, String(sale.unit_ledger.id), investor);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(realizedProfitEntryPath(entry));
  });

  it('is the same 404 for another investor’s entry, an unknown, a non-realizing or a malformed id, or no fund type', async () => {
    const buy = db()
      .select()
      .from(schema.unitLedger)
      .where(and(eq(schema.unitLedger.userId, investorId), eq(schema.unitLedger.entryType, 'SUBSCRIPTION')))
      .get()!;
    const typePath = FUND_TYPE_PATHS[salesOnlyFund.type];
    for (const [type, id] of [
      [typePath, String(salesSaleEntryId)],
      [typePath, '99999999'],
      [typePath, String(buy.id)],
      [typePath, 'x1'],
      ['obligasi', String(salesSaleEntryId)],
    ] as const) {
      expect((await load(type, id, investor)).status, `${type}/${id}`).toBe(404);
    }
    // Its owner sees it.
    expect((await load(typePath, String(salesSaleEntryId), sales)).status).toBe(200);
  });
});

describe('GET /api/v2/mutual-funds/portfolio/summary/allocation', () => {
  it('splits everything held by type, percentages adding up to 100', async () => {
    const result = await api(summaryAllocationApi, '/api/v2/mutual-funds/portfolio/summary/allocation', investor);
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    const { allocations } = result.body.data;
    expect(allocations.map((a: Json) => a.type).sort()).toEqual(heldTypes(investorId).sort());
    expect(Math.round(allocations.reduce((s: number, a: Json) => s + a.percentage, 0) * 100)).toBe(10_000);
    const types = await api(summaryAllocationApi, '/api/v2/mutual-funds/portfolio/summary/allocation', sales);
    expect(types.body.data.allocations.map((a: Json) => a.type).sort()).toEqual(heldTypes(salesId).sort());
    expect((await api(summaryAllocationApi, '/api/v2/mutual-funds/portfolio/summary/allocation', undefined)).status).toBe(401);
  });
});

describe('GET /api/v2/mutual-funds/portfolio/allocation/{id}', () => {
  const get = (id: string, cookies: CookieJar | undefined = investor) => api(allocationApi, `/api/v2/mutual-funds/portfolio/allocation/${encodeURIComponent(id)}`, cookies, { id });

  it('answers a held fund by id or by slug, with idrCalculation / usdCalculation and each portfolio', async () => {
    const fund = db()
      .select()
      .from(schema.positions)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
      .where(and(eq(schema.positions.userId, investorId), gt(schema.positions.units, 0), eq(schema.funds.currency, 'IDR')))
      .get()!.funds;
    const byId = await get(String(fund.id));
    const bySlug = await get(fund.slug);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const data = byId.body.data;
    expect(data).toMatchObject({ mutualFundId: fund.id, slug: fund.slug, type: fund.type, usdCalculation: null });
    expect(data.idrCalculation.totalInvestment).toBe(data.portfolios.reduce((s: number, p: Json) => s + p.totalInvestment, 0));
    expect(Number.isInteger(data.idrCalculation.totalInvestment)).toBe(true);
  });

  it('is the same 404 for a fund only another investor holds, an unknown id or slug, and a long one', async () => {
    const unknown = await get('tidak-ada-dana-ini');
    expect(unknown.status).toBe(404);
    for (const id of [String(salesOnlyFund.id), salesOnlyFund.slug, '99999999', 'x'.repeat(500)]) {
      const result = await get(id);
      expect(result.status, id).toBe(404);
      expect(result.body).toEqual(unknown.body);
    }
    // Its holder gets it.
    expect((await get(salesOnlyFund.slug, sales)).status).toBe(200);
    expect((await api(allocationApi, `/api/v2/mutual-funds/portfolio/allocation/${salesOnlyFund.slug}`, undefined, { id: salesOnlyFund.slug })).status).toBe(401);
  });
});

describe('GET /api/v2/mutual-funds/portfolio/get-by-transaction-number/{id}', () => {
  const get = (number: string, cookies: CookieJar | undefined = investor) =>
    api(byTransactionApi, `/api/v2/mutual-funds/portfolio/get-by-transaction-number/${encodeURIComponent(number)}`, cookies, { transactionNumber: number });

  it('answers the portfolio of the investor’s order, in capitals or not', async () => {
    const order = db().select().from(schema.orders).where(eq(schema.orders.userId, investorId)).orderBy(asc(schema.orders.id)).get()!;
    const result = await get(order.transactionNumber);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ portfolioId: order.portfolioId, order: { orderId: order.id, transactionNumber: order.transactionNumber, type: order.type } });
    expect((await get(order.transactionNumber.toLowerCase())).body).toEqual(result.body);
  });

  it('is the same 404 for another investor’s number, an unknown and a malformed one', async () => {
    const salesOrder = db().select().from(schema.orders).where(eq(schema.orders.userId, salesId)).get()!;
    const unknown = await get('CLG-19990101-000000');
    expect(unknown.status).toBe(404);
    for (const number of [salesOrder.transactionNumber, 'a b', '%00', 'x'.repeat(300)]) {
      const result = await get(number);
      expect(result.status, number).toBe(404);
      expect(result.body).toEqual(unknown.body);
    }
    expect((await get(salesOrder.transactionNumber, sales)).status).toBe(200);
  });
});

describe('GET /api/v2/mutual-funds/portfolio filters', () => {
  const list = async (search: string, cookies: CookieJar = investor) => {
    const result = await api(portfoliosApi, `/api/v2/mutual-funds/portfolio${search}`, cookies);
    expect(result.status, search).toBe(200);
    return result.body.data as Json[];
  };

  it('keeps robo or other portfolios, and the holders of a type with that composition', async () => {
    const all = await list('');
    const others = await list('?roboCermat=false&active=true');
    const robo = await list('?roboCermat=true');
    expect(others.every((p) => !p.roboCermat)).toBe(true);
    expect(robo.every((p) => p.roboCermat)).toBe(true);
    expect(others.length + robo.length).toBe(all.length);
    expect(others.map((p) => p.id)).toEqual(all.filter((p) => !p.roboCermat).map((p) => p.id));

    for (const type of heldTypes(investorId)) {
      const typed = await list(`?type=${type}`);
      expect(typed.length).toBeGreaterThan(0);
      for (const p of typed) {
        expect(p.composition.type).toBe(type);
        expect(p.composition.funds.length).toBeGreaterThan(0);
        expect(p.composition.totalInvestment).toBe(p.composition.funds.filter((f: Json) => f.currency === 'IDR').reduce((s: number, f: Json) => s + f.totalInvestment, 0));
      }
    }
  });

  it('lists the closed portfolios with active=false', async () => {
    const extra = db()
      .insert(schema.portfolios)
      .values({ userId: investorId, name: 'Lama', icon: 'default', active: false, closedAt: new Date('2025-09-01T03:00:00Z') } as typeof schema.portfolios.$inferInsert)
      .returning({ id: schema.portfolios.id })
      .get();
    const closed = await list('?active=false');
    expect(closed.map((p) => p.id)).toContain(extra.id);
    expect(closed.find((p) => p.id === extra.id)).toMatchObject({ totalInvestment: 0, closedAt: '2025-09-01T03:00:00.000Z' });
    expect((await list('')).map((p) => p.id)).not.toContain(extra.id);
  });

  it('answers 400 with localized messages for a malformed value, never 500', async () => {
    for (const search of ['?active=yes', '?roboCermat=1', '?type=OBLIGASI', '?apiVersion=9', '?type=saham']) {
      const result = await api(portfoliosApi, `/api/v2/mutual-funds/portfolio${search}`, investor);
      expect(result.status, search).toBe(400);
      expect(result.body.message).toBe('Parameter permintaan tidak valid.');
      expect(Object.keys(result.body.errors)).toHaveLength(1);
    }
  });
});
