// The order history end to end through its route modules (issue 5 items 8, 9), against this file's copy
// of the seeded database: /me/order with its filters in the address (bad values read as defaults),
// paging and the "more" link; /me/order/{id} for the owner only, with the timeline of a waiting, a paid
// and a completed order; GET /api/v1/orders (the list, 400s, the inComplete count), GET
// /api/v1/orders/{id} and GET /api/v2/mutual-funds/portfolio; a visitor signs in (pages) or gets 401
// (API); nothing is cached; the pages render with labels, headings and links without JavaScript.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { buildRequest, callRoute, CookieJar, type RouteDataFunction } from '../support/route';
import { RouterContextProvider } from 'react-router';
import { db } from '~/lib/db.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import { i18nOptions } from '~/locales';
import { getLandingInitials } from '~/models/landing-initials.server';
import { simulatePayment } from '~/models/payments.server';
import { latestCompletedBuy, placeRoboOrder } from '../support/orders';
import * as signIn from '~/routes/account/sign-in';
import * as ordersPage from '~/routes/account/orders';
import * as orderPage from '~/routes/account/order-detail';
import * as ordersApi from '~/routes/api/orders';
import * as orderApi from '~/routes/api/order';
import * as portfoliosApi from '~/routes/api/portfolios';

const PASSWORD = 'celengan123';
let investor: CookieJar;
let sales: CookieJar;

const userOf = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const investorUser = userOf('investor@celengan.test');
const salesUser = userOf('sales@celengan.test');
const totalRows = (userId: number) =>
  db().select({ n: count() }).from(schema.orders).where(eq(schema.orders.userId, userId)).get()!.n +
  db()
    .select({ n: count() })
    .from(schema.unitLedger)
    .where(
      and(
        eq(schema.unitLedger.userId, userId),
        inArray(schema.unitLedger.entryType, ['DIVIDEND_CASH', 'DIVIDEND_REINVESTMENT']),
      ),
    )
    .get()!.n;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const placeOrder = () => placeRoboOrder();

const latestCompleted = () => latestCompletedBuy(investorUser.id);

/** `null`: a visitor. */
const listPage = (search: string, cookies: CookieJar | null = investor) =>
  callRoute(ordersPage.loader, { url: `/me/order${search}`, cookies: cookies ?? undefined });
const detailPage = (orderId: number | string, cookies: CookieJar | null = investor) =>
  callRoute(orderPage.loader, {
    url: `/me/order/${orderId}`,
    params: { orderId: String(orderId) },
    cookies: cookies ?? undefined,
  });

/** Calls an API route (loader, or action for another method) and reads its JSON. */
async function api(
  fn: RouteDataFunction<Response | Promise<Response>>,
  url: string,
  options: { cookies?: CookieJar | null; params?: Record<string, string>; method?: 'GET' | 'POST' } = {},
) {
  const { cookies = investor, params = {}, method = 'GET' } = options;
  const request = buildRequest({
    url,
    cookies: cookies ?? undefined,
    method,
    form: method === 'POST' ? {} : undefined,
  });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const response = await fn({ request, url: new URL(request.url), pattern: '', params: params as never, context });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as { data?: any; message?: string; errors?: Record<string, string[]> },
  };
}

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  sales = await signInAs('sales@celengan.test');
});

describe('/me/order', () => {
  it('sends a visitor to sign in and back', async () => {
    const result = await listPage('?type=buy', null);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/signin?target=${encodeURIComponent('/me/order?type=buy')}`);
  });

  it('lists the newest 20 of the history with a "more" link that keeps the filters', async () => {
    const total = totalRows(investorUser.id);
    const first = await listPage('');
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ total, hasMore: true, filtered: false, nextHref: '/me/order?page=1' });
    expect(first.data!.rows).toHaveLength(20);
    const second = await listPage('?page=1');
    expect(second.data!.rows).toHaveLength(40);
    expect(second.data!.rows.slice(0, 20)).toEqual(first.data!.rows);
    expect(second.data!.nextHref).toBe('/me/order?page=2');
    const bought = await listPage('?type=buy&status=completed');
    expect(bought.data!.nextHref).toBe('/me/order?type=buy&status=completed&page=1');
    expect(bought.data!.rows.every((r) => r.type === 'BUY' && r.status === 'COMPLETED')).toBe(true);
  });

  it('filters by type, status and dates from the address', async () => {
    const sells = await listPage('?type=sell');
    expect(sells.data!.total).toBeGreaterThan(0);
    expect(sells.data!.rows.every((r) => r.type === 'SELL')).toBe(true);
    expect(sells.data!.filtered).toBe(true);
    const dividends = await listPage('?type=dividend&status=completed');
    expect(dividends.data!.rows.every((r) => r.kind === 'DIVIDEND')).toBe(true);
    expect(dividends.data!.total).toBeGreaterThan(0);
    const range = await listPage('?date=custom&from=2025-06-01&to=2025-06-30');
    expect(range.data!.total).toBeGreaterThan(0);
    expect(range.data!.rows.every((r) => r.date >= '2025-06-01' && r.date <= '2025-06-30')).toBe(true);
    expect((await listPage('?type=switch')).data).toMatchObject({ rows: [], total: 0, filtered: true, nextHref: null });
  });

  it('reads malformed values as their defaults, never a 500', async () => {
    const all = await listPage('');
    for (const search of [
      '?type=bogus',
      '?status=%00',
      '?date=forever',
      '?from=2025-99-99',
      '?from=2025-05-01&to=2025-01-01',
      '?page=-1',
      '?page=abc',
      '?size=1000',
    ]) {
      const result = await listPage(search);
      expect(result.status, search).toBe(200);
      expect(result.data!.total, search).toBe(all.data!.total);
      expect(result.data!.filters.page, search).toBe(0);
    }
  });

  it('shows a waiting order with its payment link, in process', async () => {
    const orderId = placeOrder();
    const result = await listPage('?status=in-process');
    expect(result.data!.rows.map((r) => [r.id, r.status, r.paymentHref, r.href])).toContainEqual([
      orderId,
      'WAITING_PAYMENT',
      `/payment/${orderId}`,
      `/me/order/${orderId}`,
    ]);
  });

  it('shows the sales investor only their own order', async () => {
    const result = await listPage('', sales);
    expect(result.data!.total).toBe(totalRows(salesUser.id));
    expect(result.data!.total).toBe(1);
  });
});

describe('/me/order/{id}', () => {
  it("is a 404 for another investor's order, an unknown and a malformed id; a visitor signs in", async () => {
    const mine = latestCompleted().id;
    expect((await detailPage(mine, sales)).status).toBe(404);
    expect((await detailPage(999_999)).status).toBe(404);
    expect((await detailPage('abc')).status).toBe(404);
    expect((await detailPage('0')).status).toBe(404);
    const visitor = await detailPage(mine, null);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/signin?target=${encodeURIComponent(`/me/order/${mine}`)}`);
  });

  it('shows a waiting order: the payment is the current step, pay now', async () => {
    const orderId = placeOrder();
    const { status, data } = await detailPage(orderId);
    expect(status).toBe(200);
    const { order } = data!;
    expect(order).toMatchObject({
      id: orderId,
      status: 'WAITING_PAYMENT',
      amount: 1_000_000,
      payment: { status: 'PENDING', amount: 1_000_000 },
      navDate: null,
    });
    expect(order.timeline.map((s) => [s.step, s.state])).toEqual([
      ['CREATED', 'done'],
      ['PAID', 'current'],
      ['NAV_DATE', 'upcoming'],
      ['UNITS', 'upcoming'],
      ['COMPLETED', 'upcoming'],
    ]);
    expect(order.timeline[1]!.at).toBe(order.payment!.expiresAt);
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.items.every((i) => i.nav === null && i.units === null)).toBe(true);
    const html = renderPage(orderPage.default, data);
    expect(html).toContain(`href="/payment/${orderId}"`);
    expect(html).toContain('Bayar sekarang');
  });

  it('shows a paid order waiting for its NAV date', async () => {
    const orderId = placeOrder();
    expect(simulatePayment(orderId)).toMatchObject({ ok: true });
    const { order } = (await detailPage(orderId)).data!;
    expect(order.status).toBe('PAID');
    expect(order.navDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.timeline.map((s) => [s.step, s.state])).toEqual([
      ['CREATED', 'done'],
      ['PAID', 'done'],
      ['NAV_DATE', 'current'],
      ['UNITS', 'upcoming'],
      ['COMPLETED', 'upcoming'],
    ]);
    expect(order.timeline.find((s) => s.step === 'NAV_DATE')!.date).toBe(order.navDate);
    expect(order.paidAt).not.toBeNull();
    expect(order.items.every((i) => i.navDate !== null && i.units === null)).toBe(true);
    expect(renderPage(orderPage.default, { order, locale: 'id' })).not.toContain('/payment/');
  });

  it("shows a completed order with each item's NAV and units", async () => {
    const row = latestCompleted();
    const items = db()
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, row.id))
      .orderBy(asc(schema.orderItems.id))
      .all();
    const { data } = await detailPage(row.id);
    const { order } = data!;
    expect(order.timeline.every((s) => s.state === 'done')).toBe(true);
    expect(order.timeline.map((s) => s.step)).toEqual(['CREATED', 'PAID', 'NAV_DATE', 'UNITS', 'COMPLETED']);
    expect(order.items.map((i) => [i.nav, i.units, i.navDate])).toEqual(items.map((i) => [i.nav, i.units, i.navDate]));
    const html = renderPage(orderPage.default, data);
    const first = items[0]!;
    // NAV with 2 decimals (IDR), units with up to 4 (format.ts).
    const nav = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      first.nav! / 10_000,
    );
    const units = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 0, maximumFractionDigits: 4 }).format(
      first.units! / 10_000,
    );
    expect(html).toContain(nav);
    expect(html).toContain(units);
    expect(html).toContain(row.transactionNumber);
    expect(html).not.toContain('/payment/');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });
});

describe('GET /api/v1/orders', () => {
  it('is 401 without a session, 405 for a POST, never cached', async () => {
    const visitor = await api(ordersApi.loader, '/api/v1/orders', { cookies: null });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBeTruthy();
    const post = await api(ordersApi.action, '/api/v1/orders', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET');
    const ok = await api(ordersApi.loader, '/api/v1/orders');
    expect(ok.headers.get('Cache-Control')).toContain('no-store');
    expect(visitor.headers.get('Cache-Control')).toContain('no-store');
  });

  it('lists with the same filters, pages up to 50', async () => {
    const total = totalRows(investorUser.id);
    const page = await api(ordersApi.loader, '/api/v1/orders?size=50&page=1');
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 1, size: 50, total });
    expect(page.body.data.orders).toHaveLength(Math.min(50, total - 50));
    const sells = await api(
      ordersApi.loader,
      '/api/v1/orders?type=sell&status=completed&from=2023-01-01&to=2025-12-31',
    );
    expect(sells.body.data.orders.length).toBeGreaterThan(0);
    expect(
      sells.body.data.orders.every(
        (o: { type: string; status: string }) => o.type === 'SELL' && o.status === 'COMPLETED',
      ),
    ).toBe(true);
    const dividends = await api(ordersApi.loader, '/api/v1/orders?type=dividend&size=5');
    expect(dividends.body.data.orders).toHaveLength(5);
    expect(dividends.body.data.orders[0]).toMatchObject({
      kind: 'DIVIDEND',
      type: 'DIVIDEND',
      transactionNumber: null,
    });
  });

  it('answers 400 with messages per parameter for malformed values', async () => {
    const bad = await api(ordersApi.loader, '/api/v1/orders?type=bogus&size=51&from=2025-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Parameter permintaan tidak valid.');
    expect(bad.body.errors).toEqual({
      type: ['Pilihan tidak valid'],
      size: ['Maksimal 50'],
      from: ['Format tanggal tidak valid'],
    });
    expect(bad.headers.get('Cache-Control')).toContain('no-store');
    expect((await api(ordersApi.loader, '/api/v1/orders?page=-1')).status).toBe(400);
    expect((await api(ordersApi.loader, '/api/v1/orders?from=2025-05-01&to=2025-01-01')).status).toBe(400);
    expect((await api(ordersApi.loader, '/api/v1/orders?productType=bonds&section=inComplete')).status).toBe(400);
  });

  it('counts the orders not finished yet (productType=mutualFund&section=inComplete)', async () => {
    const url = '/api/v1/orders?productType=mutualFund&section=inComplete';
    const before = (await api(ordersApi.loader, url)).body.data.count as number;
    placeOrder();
    const after = await api(ordersApi.loader, url);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ data: { count: before + 1 } });
    expect((await api(ordersApi.loader, url, { cookies: sales })).body).toEqual({ data: { count: 0 } });
    expect((await api(ordersApi.loader, url, { cookies: null })).status).toBe(401);
  });
});

describe('GET /api/v1/orders/{id}', () => {
  it("answers the owner's order; 404 for anyone else's, unknown or malformed; 401 for a visitor", async () => {
    const orderId = placeOrder();
    const call = (id: string, cookies: CookieJar | null = investor) =>
      api(orderApi.loader, `/api/v1/orders/${id}`, { params: { orderId: id }, cookies });
    const mine = await call(String(orderId));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toContain('no-store');
    const data = mine.body.data;
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'transactionNumber',
        'type',
        'status',
        'currency',
        'amount',
        'feeAmount',
        'cashbackAmount',
        'couponCode',
        'couponCashbackAmount',
        'couponCashbackCreditedAt',
        'navDate',
        'createdAt',
        'paidAt',
        'completedAt',
        'payment',
        'items',
        // Issue 17: where the order came from, and a Nabung Rutin run's schedule.
        'source',
        'recurringId',
      ].sort(),
    );
    expect(data).toMatchObject({
      id: orderId,
      type: 'BUY',
      status: 'WAITING_PAYMENT',
      currency: 'IDR',
      amount: 1_000_000,
      cashbackAmount: 0,
      couponCode: null,
      paidAt: null,
      recurringId: null,
    });
    expect(data.payment).toMatchObject({ method: 'VA_BCA', amount: 1_000_000, currency: 'IDR', status: 'PENDING' });
    expect(Object.keys(data.items[0]).sort()).toEqual(
      // leg, targetMutualFundId, proceeds and priced: a switch's legs and a sale's cash (issue 15 item 7).
      ['amount', 'fee', 'leg', 'mutualFundId', 'mutualFundName', 'nav', 'navDate', 'priced', 'proceeds', 'targetMutualFundId', 'units'].sort(),
    );

    // NAV and units as decimals (decision 028): what the items store × 10^-4.
    const completed = latestCompleted();
    const done = await call(String(completed.id));
    const stored = db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, completed.id)).all();
    expect(done.body.data.items.map((i: { nav: number; units: number }) => [i.nav, i.units])).toEqual(stored.map((i) => [i.nav! / 10_000, i.units! / 10_000]));
    expect(done.body.data.items.every((i: { nav: number; units: number }) => i.nav > 0 && i.units > 0)).toBe(true);

    expect((await call(String(orderId), sales)).status).toBe(404);
    expect((await call(String(orderId), sales)).body.message).toBe('Transaksi tidak ditemukan.');
    expect((await call('999999')).status).toBe(404);
    expect((await call('x1')).status).toBe(404);
    expect((await call(String(orderId), null)).status).toBe(401);
    expect(
      (
        await api(orderApi.action, `/api/v1/orders/${orderId}`, {
          method: 'POST',
          params: { orderId: String(orderId) },
        })
      ).status,
    ).toBe(405);
  });
});

describe('GET /api/v2/mutual-funds/portfolio', () => {
  it("lists the investor's active portfolios valued as the landing summary values them", async () => {
    const result = await api(portfoliosApi.loader, '/api/v2/mutual-funds/portfolio');
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toContain('no-store');
    const summary = getLandingInitials({
      user: investorUser,
      query: new URLSearchParams(),
      cookieReferralData: null,
      now: new Date(),
      locale: 'id',
    }).data.portfolioSummary!;
    expect(result.body.data).toEqual(
      summary.portfolios.map((p) => ({
        id: p.portfolioId,
        name: p.name,
        icon: p.icon,
        isDefault: p.defaultPortfolio,
        roboCermat: p.roboCermat,
        totalInvestment: p.totalInvestment,
        currency: 'IDR',
        // Dollars, from the summary's cents (decision 028).
        usd: { totalInvestment: p.usd.totalInvestment / 100, currency: 'USD' },
      })),
    );
    const active = db()
      .select()
      .from(schema.portfolios)
      .where(and(eq(schema.portfolios.userId, investorUser.id), eq(schema.portfolios.active, true)))
      .all();
    expect(result.body.data).toHaveLength(active.length);
    expect(result.body.data[0]).toMatchObject({ isDefault: true, roboCermat: true });
    expect(result.body.data.every((p: { totalInvestment: number }) => Number.isInteger(p.totalInvestment))).toBe(true);
    expect(result.body.data.some((p: { totalInvestment: number }) => p.totalInvestment > 0)).toBe(true);
  });

  it('lists the sales investor their one robo portfolio; 401 for a visitor; 405 for a POST', async () => {
    const result = await api(portfoliosApi.loader, '/api/v2/mutual-funds/portfolio', { cookies: sales });
    expect(result.body.data).toHaveLength(1);
    expect(result.body.data[0]).toMatchObject({ isDefault: true, roboCermat: true, currency: 'IDR' });
    expect(result.body.data[0].totalInvestment).toBeGreaterThan(0);
    expect((await api(portfoliosApi.loader, '/api/v2/mutual-funds/portfolio', { cookies: null })).status).toBe(401);
    expect((await api(portfoliosApi.action, '/api/v2/mutual-funds/portfolio', { method: 'POST' })).status).toBe(405);
  });
});

// ---------------------------------------------------------------------------------------------
// The pages as a browser without JavaScript gets them

function i18nFor(lng: 'id' | 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return instance;
}
const languages = { id: i18nFor('id'), en: i18nFor('en') };

function renderPage(Page: unknown, loaderData: unknown, lng: 'id' | 'en' = 'id'): string {
  const element = createElement(Page as ComponentType<{ loaderData: unknown }>, { loaderData });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/me/order'] });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: languages[lng] }, createElement(RouterProvider, { router })),
  ).replace(/\u00a0/g, ' ');
}

describe('the pages render', () => {
  it('the list: a labelled GET form, one h1, rows with links, amounts and statuses, the "more" link', async () => {
    const { data } = await listPage('?type=buy');
    const html = renderPage(ordersPage.default, data);
    const form = html.match(/<form\b[^>]*>/)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/me/order"');
    for (const id of ['orders-type', 'orders-status', 'orders-date', 'orders-from', 'orders-to']) {
      expect(html).toContain(`for="${id}"`);
      expect(html).toContain(`id="${id}"`);
    }
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('<ol');
    const first = data!.rows[0]!;
    expect(html).toContain(`href="/me/order/${first.id}"`);
    expect(html).toContain(first.transactionNumber!);
    expect(html).toContain(`Rp ${new Intl.NumberFormat('id-ID').format(first.amount)}`);
    expect(html).toContain('Selesai');
    expect(html).toContain('href="/me/order?type=buy&amp;page=1"');
    expect(renderPage(ordersPage.default, data, 'en')).toContain('Transaction history');
  });

  it('the empty states: no history, nothing matching', async () => {
    const none = renderPage(ordersPage.default, { ...(await listPage('?type=switch')).data });
    expect(none).toContain('Tidak ada transaksi yang cocok');
    expect(none).not.toContain('<ol');
    const fresh = renderPage(ordersPage.default, {
      ...(await listPage('')).data,
      rows: [],
      total: 0,
      filtered: false,
      nextHref: null,
    });
    expect(fresh).toContain('Belum ada transaksi');
  });

  it('a dividend row has no detail link', async () => {
    const { data } = await listPage('?type=dividend');
    const html = renderPage(ordersPage.default, data);
    expect(html).toContain('Dividen');
    expect(html).not.toMatch(/href="\/me\/order\/\d+"/);
  });
});
