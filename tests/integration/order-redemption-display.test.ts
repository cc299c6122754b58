// What the investor sees of a sale and a switch (issue 15 items 5 and 7), through the route modules against this
// file's copy of the seeded database, with SELL and SWITCH orders written in the shapes of decision 056
// (tests/support/redemptions.ts): /me/order lists and filters them, "being processed" while unpriced;
// /me/order/{id} shows a pending sale's held units and estimate, a priced one's units, NAV, fee, proceeds and its
// payout (bank and last 4 digits, amount, due date, sent or not), a switch's two legs at each stage; GET
// /api/v1/orders/{id} answers them as decimals (null before priced) with the payout's due date; nobody else sees
// them; the ledger stays consistent.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { schema } from '../../db/client';
import { buildRequest, callRoute, CookieJar, type RouteDataFunction } from '../support/route';
import { insertSellOrder, insertSwitchOrder, largestIdrPosition, sameManagerFund } from '../support/redemptions';
import { db } from '~/lib/db.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import { checkLedger } from '~/models/ledger.server';
import { payDuePayouts } from '~/models/payouts.server';
import * as signIn from '~/routes/account/sign-in';
import * as ordersPage from '~/routes/account/orders';
import * as orderPage from '~/routes/account/order-detail';
import * as ordersApi from '~/routes/api/orders';
import * as orderApi from '~/routes/api/order';
import * as portfolioApi from '~/routes/api/portfolio';
import * as dashboardPage from '~/routes/reksadana/portfolio-dashboard';
import { movePath, sellPath } from '~/domain/transact-paths';

const PASSWORD = 'celengan123';
const userOf = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const investorUser = userOf('investor@celengan.test');
let investor: CookieJar;
let sales: CookieJar;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const detailPage = (orderId: number, cookies: CookieJar = investor) =>
  callRoute(orderPage.loader, { url: `/me/order/${orderId}`, params: { orderId: String(orderId) }, cookies });
const listPage = (search: string) => callRoute(ordersPage.loader, { url: `/me/order${search}`, cookies: investor });

async function api(fn: RouteDataFunction<Response | Promise<Response>>, url: string, params: Record<string, string> = {}, cookies: CookieJar = investor) {
  const request = buildRequest({ url, cookies });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const response = await fn({ request, url: new URL(request.url), pattern: '', params: params as never, context });
  return { status: response.status, body: (await response.json()) as { data?: any; message?: string } };
}
const orderJson = (orderId: number, cookies?: CookieJar) => api(orderApi.loader, `/api/v1/orders/${orderId}`, { orderId: String(orderId) }, cookies);

const AT = new Date('2025-11-07T03:00:00Z'); // Friday 10:00 WIB: before the cut-off
const NAV_DATE = '2025-11-07';
const position = () => largestIdrPosition(investorUser.id);
const fundRow = (id: number) => db().select().from(schema.funds).where(eq(schema.funds.id, id)).get()!;
const verifiedAccount = () =>
  db()
    .select({ number: schema.bankAccounts.accountNumber, bank: schema.banks.name })
    .from(schema.bankAccounts)
    .innerJoin(schema.banks, eq(schema.banks.id, schema.bankAccounts.bankId))
    .where(eq(schema.bankAccounts.userId, investorUser.id))
    .all();

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  sales = await signInAs('sales@celengan.test');
});

describe('a pending sale', () => {
  it('is "being processed": units held, an estimate, the NAV date, no NAV, no proceeds, no payout yet', async () => {
    const held = position();
    const units = Math.floor(held.units / 4);
    const { orderId } = insertSellOrder({ userId: investorUser.id, portfolioId: held.portfolioId, fundId: held.fundId, units, at: AT, navDate: NAV_DATE });

    const { status, data } = await detailPage(orderId);
    expect(status).toBe(200);
    const { order } = data!;
    expect(order).toMatchObject({ type: 'SELL', status: 'PAID', navDate: NAV_DATE, payout: null, payment: null });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ units, nav: null, proceeds: null, priced: false, navDate: NAV_DATE, payout: null });
    expect(order.items[0]!.amount).toBeGreaterThan(0);
    expect(order.timeline.map((s) => `${s.step}:${s.state}`)).toEqual(['CREATED:done', 'NAV_DATE:current', 'UNITS:upcoming', 'PAYOUT:upcoming']);

    const json = await orderJson(orderId);
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ type: 'SELL', status: 'PAID', unitsHeld: units / 10_000, units: null, nav: null, fee: null, proceeds: null, payout: null });
    expect(json.body.data.items[0]).toMatchObject({ leg: null, units: units / 10_000, nav: null, proceeds: null, priced: false });

    // In the list: in process, under "sell", shown as being processed (PAID), never as paid.
    const list = await listPage('?type=sell&status=in-process');
    const row = list.data!.rows.find((r) => r.id === orderId)!;
    expect(row).toMatchObject({ type: 'SELL', status: 'PAID', statusGroup: 'in-process', paymentHref: null, href: `/me/order/${orderId}` });
    expect(checkLedger(db())).toEqual([]);
  });
});

describe('a priced sale', () => {
  it('shows its units, NAV, fee and proceeds, and the payout: bank and last 4 digits, amount, due date, then sent', async () => {
    const held = position();
    const fund = fundRow(held.fundId);
    const units = 12_345_678; // 1,234.5678 units
    const nav = 15_000_000; // 1,500 per unit
    const { orderId } = insertSellOrder({
      userId: investorUser.id,
      portfolioId: held.portfolioId,
      fundId: held.fundId,
      units,
      at: AT,
      navDate: NAV_DATE,
      priced: { nav, dueDate: '2025-11-11' },
    });
    // 1,234.5678 × 1,500 = 1,851,851.7 → Rp 1,851,851 (down); the fee at the fund's redemption rate, half up.
    const gross = 1_851_851;
    const fee = Math.round((gross * fund.redemptionFeeBp) / 10_000);
    const proceeds = gross - fee;

    const { order } = (await detailPage(orderId)).data!;
    expect(order).toMatchObject({ status: 'COMPLETED', navDate: NAV_DATE });
    expect(order.items[0]).toMatchObject({ units, nav, amount: gross, fee, proceeds, priced: true });
    const account = verifiedAccount()[0]!;
    expect(order.payout).toMatchObject({
      amount: proceeds,
      dueDate: '2025-11-11',
      status: 'PENDING',
      paidAt: null,
      bankName: account.bank,
      accountLast4: account.number.slice(-4),
    });
    expect(order.timeline.map((s) => `${s.step}:${s.state}`)).toEqual(['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'PAYOUT:current']);
    expect(order.timeline.at(-1)!.date).toBe('2025-11-11');

    const json = (await orderJson(orderId)).body.data;
    expect(json).toMatchObject({
      units: 1234.5678,
      nav: 1500,
      fee,
      proceeds,
      unitsHeld: null,
      payout: { amount: proceeds, currency: 'IDR', dueDate: '2025-11-11', status: 'PENDING', paidAt: null, accountLast4: account.number.slice(-4) },
    });

    // The custodian pays it on its due date: the detail says sent, and when.
    const paid = payDuePayouts(db(), { date: '2025-11-11', now: new Date('2025-11-11T03:00:00Z') });
    expect(paid.paid.some((p) => p.amount === proceeds)).toBe(true);
    const after = (await detailPage(orderId)).data!.order;
    expect(after.payout).toMatchObject({ status: 'PAID', paidAt: '2025-11-11T03:00:00.000Z' });
    expect(after.timeline.at(-1)).toMatchObject({ step: 'PAYOUT', state: 'done', at: '2025-11-11T03:00:00.000Z' });
    expect((await orderJson(orderId)).body.data.payout).toMatchObject({ status: 'PAID', paidAt: '2025-11-11T03:00:00.000Z' });
    const sold = (await api(ordersApi.loader, '/api/v1/orders?type=sell')).body.data.orders.find((r: { id: number }) => r.id === orderId);
    expect(sold.redemption).toEqual({ units: 1234.5678, nav: 1500, fee, proceeds });
    expect(checkLedger(db())).toEqual([]);
  });

  it("is a 404 for another investor, on the page and in the API", async () => {
    const held = position();
    const { orderId } = insertSellOrder({ userId: investorUser.id, portfolioId: held.portfolioId, fundId: held.fundId, units: 10_000, at: AT, navDate: NAV_DATE });
    expect((await detailPage(orderId, sales)).status).toBe(404);
    expect((await orderJson(orderId, sales)).status).toBe(404);
  });
});

describe("the seed's settled sales", () => {
  it('carry their proceeds and a payout to the verified account, sent two exchange days after the NAV date', async () => {
    const seeded = db()
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, investorUser.id), eq(schema.orders.type, 'SELL'), eq(schema.orders.source, 'SEED')))
      .all();
    expect(seeded.length).toBeGreaterThan(0);
    const { order } = (await detailPage(seeded.at(-1)!.id)).data!;
    expect(order.items[0]).toMatchObject({ priced: true });
    expect(order.items[0]!.proceeds).toBe(order.items[0]!.amount - order.items[0]!.fee);
    expect(order.payout).toMatchObject({ amount: order.items[0]!.proceeds, status: 'PAID' });
    expect(order.payout!.bankName).not.toBeNull();
    expect(order.payout!.accountLast4).toMatch(/^\d{4}$/);
  });
});

describe('a switch', () => {
  it('shows both legs at each stage: waiting, switch-out priced, both priced', async () => {
    const held = position();
    const target = sameManagerFund(held.fundId)!;
    expect(target).toBeDefined();
    const base = { userId: investorUser.id, portfolioId: held.portfolioId, fromFundId: held.fundId, toFundId: target.id, units: 50_000, at: AT, navDate: NAV_DATE };

    const waiting = insertSwitchOrder(base);
    let order = (await detailPage(waiting.orderId)).data!.order;
    expect(order).toMatchObject({ type: 'SWITCH', status: 'PAID', navDate: NAV_DATE });
    expect(order.items.map((i) => [i.leg, i.mutualFundId, i.priced, i.proceeds])).toEqual([
      ['SWITCH_OUT', held.fundId, false, null],
      ['SWITCH_IN', target.id, false, null],
    ]);
    expect(order.items[1]).toMatchObject({ amount: 0, navDate: null, units: null });
    expect(order.timeline.map((s) => `${s.step}:${s.state}`)).toEqual([
      'CREATED:done',
      'NAV_DATE:current',
      'UNITS:upcoming',
      'SWITCH_IN_NAV_DATE:upcoming',
      'SWITCH_IN_UNITS:upcoming',
      'COMPLETED:upcoming',
    ]);

    const outPriced = insertSwitchOrder({ ...base, out: { nav: 20_000_000, inNavDate: '2025-11-10' } });
    order = (await detailPage(outPriced.orderId)).data!.order;
    // 5 units × 2,000 = Rp 10,000 gross, less the switching fee.
    const fee = Math.round((10_000 * fundRow(held.fundId).switchingFeeBp) / 10_000);
    expect(order.items[0]).toMatchObject({ leg: 'SWITCH_OUT', units: 50_000, nav: 20_000_000, amount: 10_000, fee, proceeds: 10_000 - fee, priced: true });
    expect(order.items[1]).toMatchObject({ leg: 'SWITCH_IN', amount: 10_000 - fee, navDate: '2025-11-10', priced: false });
    expect(order.timeline.find((s) => s.step === 'SWITCH_IN_NAV_DATE')).toMatchObject({ state: 'current', date: '2025-11-10' });

    const done = insertSwitchOrder({ ...base, out: { nav: 20_000_000, inNavDate: '2025-11-10' }, in: { nav: 12_500_000 } });
    order = (await detailPage(done.orderId)).data!.order;
    expect(order.status).toBe('COMPLETED');
    // (10,000 − fee) / 1,250 units, down to 4 decimals.
    const inUnits = Math.floor(((10_000 - fee) * 10_000) / 1_250);
    expect(order.items[1]).toMatchObject({ units: inUnits, nav: 12_500_000, priced: true });
    expect(order.timeline.every((s) => s.state === 'done')).toBe(true);

    const json = (await orderJson(done.orderId)).body.data;
    expect(json.legs).toEqual([
      expect.objectContaining({ leg: 'SWITCH_OUT', mutualFundId: held.fundId, targetMutualFundId: target.id, units: 5, nav: 2000, proceeds: 10_000 - fee }),
      expect.objectContaining({ leg: 'SWITCH_IN', mutualFundId: target.id, amount: 10_000 - fee, navDate: '2025-11-10', units: inUnits / 10_000, nav: 1250 }),
    ]);
    expect(json.payout).toBeUndefined();

    // The list: type=switch finds all three, each naming both funds.
    const list = await listPage('?type=switch');
    const ids = list.data!.rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.orderId, outPriced.orderId, done.orderId]));
    expect(list.data!.rows.every((r) => r.type === 'SWITCH')).toBe(true);
    expect(list.data!.rows.find((r) => r.id === waiting.orderId)!.funds.map((f) => f.id)).toEqual([held.fundId, target.id]);
    const apiList = await api(ordersApi.loader, '/api/v1/orders?type=switch&status=in-process');
    expect(apiList.body.data.orders.map((r: { id: number }) => r.id).sort()).toEqual([waiting.orderId, outPriced.orderId].sort());
    const listed = (id: number) => apiList.body.data.orders.find((r: { id: number }) => r.id === id);
    expect(listed(waiting.orderId).redemption).toEqual({ units: 5, nav: null, fee: null, proceeds: null });
    expect(listed(outPriced.orderId).redemption).toEqual({ units: 5, nav: 2000, fee, proceeds: 10_000 - fee });
    expect(checkLedger(db())).toEqual([]);
  });
});

describe('the portfolio dashboard and GET /api/v2/mutual-funds/portfolio/{id}', () => {
  const dashboard = (portfolioId: number | string) =>
    callRoute(dashboardPage.loader, { url: `/reksadana/portfolio/${portfolioId}`, params: { portfolioId: String(portfolioId) }, cookies: investor });
  const portfolioJson = (portfolioId: string, cookies: CookieJar = investor) =>
    api(portfolioApi.loader, `/api/v2/mutual-funds/portfolio/${portfolioId}`, { portfolioId }, cookies);

  it('lists pending sales and switches with the buys, and shows held and free units with the sell and move links', async () => {
    const held = position();
    const target = sameManagerFund(held.fundId)!;
    const sale = insertSellOrder({ userId: investorUser.id, portfolioId: held.portfolioId, fundId: held.fundId, units: 70_000, at: AT, navDate: NAV_DATE });
    const swap = insertSwitchOrder({ userId: investorUser.id, portfolioId: held.portfolioId, fromFundId: held.fundId, toFundId: target.id, units: 30_000, at: AT, navDate: NAV_DATE });
    const before = db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, held.portfolioId), eq(schema.positions.fundId, held.fundId))).get()!;

    const { status, data } = await dashboard(held.portfolioId);
    expect(status).toBe(200);
    const pending = data!.pendingOrders;
    expect(pending.find((o) => o.orderId === sale.orderId)).toMatchObject({ kind: 'REDEMPTION', status: 'PAID', units: 70_000, fund: { id: held.fundId }, targetFund: null });
    expect(pending.find((o) => o.orderId === swap.orderId)).toMatchObject({ kind: 'SWITCH', status: 'PAID', units: 30_000, fund: { id: held.fundId }, targetFund: { id: target.id } });
    // One row per switch (its SWITCH_OUT leg), not one per leg.
    expect(pending.filter((o) => o.orderId === swap.orderId)).toHaveLength(1);

    const holding = data!.holdings.find((h) => h.fund.id === held.fundId)!;
    expect(holding).toMatchObject({ units: before.units, heldUnits: before.heldUnits, freeUnits: before.units - before.heldUnits });
    expect(holding.heldUnits).toBeGreaterThanOrEqual(100_000);
    const fund = fundRow(held.fundId);
    expect(holding.sellHref).toBe(sellPath({ portfolioId: held.portfolioId, fund }));
    expect(holding.moveHref).toBe(movePath({ portfolioId: held.portfolioId, fund }));

    // The API: units as decimals (4 places), the held ones, the value at the NAV of its date, the orders in progress.
    const json = await portfolioJson(String(held.portfolioId));
    expect(json.status).toBe(200);
    const apiHolding = json.body.data.holdings.find((h: { mutualFundId: number }) => h.mutualFundId === held.fundId);
    expect(apiHolding).toMatchObject({
      units: before.units / 10_000,
      heldUnits: before.heldUnits / 10_000,
      freeUnits: (before.units - before.heldUnits) / 10_000,
      nav: holding.nav! / 10_000,
      navDate: holding.navDate,
      value: holding.value,
      cost: holding.costBasis,
      profit: holding.profit,
    });
    expect(json.body.data.pendingOrders).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: sale.orderId, kind: 'REDEMPTION', units: 7, mutualFundId: held.fundId }),
        expect.objectContaining({ orderId: swap.orderId, kind: 'SWITCH', units: 3, targetMutualFundId: target.id }),
      ]),
    );
    expect(json.body.data).toMatchObject({ id: held.portfolioId, totals: { IDR: { totalInvestment: data!.totals.IDR.value } } });
  });

  it("answers 404 for another investor's, an unknown and a malformed id, 401 for a visitor, 405 for a POST", async () => {
    const mine = position().portfolioId;
    const salesPortfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, userOf('sales@celengan.test').id)).get()!;
    expect((await portfolioJson(String(salesPortfolio.id))).status).toBe(404);
    expect((await portfolioJson(String(mine), sales)).status).toBe(404);
    for (const id of ['999999', 'abc', '0', '-1', '1.5']) expect((await portfolioJson(id)).status, id).toBe(404);
    const visitor = await api(portfolioApi.loader, `/api/v2/mutual-funds/portfolio/${mine}`, { portfolioId: String(mine) }, new CookieJar());
    expect(visitor.status).toBe(401);
    const post = await api(portfolioApi.action as never, `/api/v2/mutual-funds/portfolio/${mine}`, { portfolioId: String(mine) });
    expect(post.status).toBe(405);
    // A closed portfolio is missing too.
    const closed = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, investorUser.id), eq(schema.portfolios.active, false))).get();
    if (closed) expect((await portfolioJson(String(closed.id))).status).toBe(404);
  });
});
