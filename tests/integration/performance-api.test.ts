// Issue 16 items 6-8 (decisions 068, 069) through the route modules, against this file's copy of the seeded
// database: GET /api/v2/mutual-funds/portfolio/summary/performance (the total and each portfolio) and
// GET /api/v2/mutual-funds/portfolio/{id} carry `value`, `totalInvestment`, `profit` in rupiah (decimals in their
// unit), `moneyWeightedReturn` / `timeWeightedReturn` as fractions with `annualised`, the `usdRate` {buyRate,
// valueAt}; another user's portfolio id answers the 404 of a missing one; a visitor gets 401; and the page
// /reksadana/portfolio/performa shows both returns labelled, the rate, the allocation and each portfolio.
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { buildRequest, callRoute, CookieJar, type RouteDataFunction } from '../support/route';
import { money, usdToIdr } from '~/domain/money';
import { db } from '~/lib/db.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import { getPortfolioPerformance } from '~/models/portfolio-performance.server';
import { latestUsdRate } from '~/models/usd-rates.server';
import * as signIn from '~/routes/account/sign-in';
import * as portfolioApi from '~/routes/api/portfolio';
import * as summaryApi from '~/routes/api/portfolio-summary-performance';
import * as performancePage from '~/routes/reksadana/performance';

let investor: CookieJar;
const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolioOf = (email: string, name?: string) =>
  db()
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, userId(email)), eq(schema.portfolios.active, true), name ? eq(schema.portfolios.name, name) : undefined))
    .all()[0]!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

async function api(fn: RouteDataFunction<Response | Promise<Response>>, url: string, params: Record<string, string> = {}, cookies: CookieJar = investor) {
  const request = buildRequest({ url, cookies });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const response = await fn({ request, url: new URL(request.url), pattern: '', params: params as never, context });
  return { status: response.status, headers: response.headers, body: (await response.json()) as { data?: any; message?: string } };
}

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
});

const returnShape = { rate: expect.any(Number), annualised: true };

describe('GET /api/v2/mutual-funds/portfolio/summary/performance', () => {
  it('sends the total in rupiah with the dollar rate, both returns as fractions, each currency and each portfolio', async () => {
    const { status, headers, body } = await api(summaryApi.loader, '/api/v2/mutual-funds/portfolio/summary/performance');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toMatch(/no-store/);
    const report = getPortfolioPerformance({ userId: userId('investor@celengan.test') })!;
    const rate = latestUsdRate()!;
    const data = body.data;
    expect(data).toMatchObject({
      value: report.total.rupiah.value,
      totalInvestment: report.total.rupiah.totalInvestment,
      profit: report.total.rupiah.value - report.total.rupiah.totalInvestment,
      currency: 'IDR',
      usdRate: { buyRate: rate.buyRate / 10_000, valueAt: rate.valueAt },
      moneyWeightedReturn: returnShape,
      timeWeightedReturn: returnShape,
      holdsUsd: true,
    });
    // A fraction, not a percent: a two-year history of funds returning a few percent a year.
    expect(Math.abs(data.moneyWeightedReturn.rate)).toBeLessThan(0.5);
    expect(data.moneyWeightedReturn.rate).toBeCloseTo(report.total.rupiah.moneyWeightedReturn.rate!, 12);
    // Dollars in dollars (2 decimals), never scaled.
    expect(data.performanceByCurrency.USD.value).toBe(report.total.byCurrency.USD.value / 100);
    expect(data.usdTotalInvestmentRaw).toBe(report.total.byCurrency.USD.value / 100);
    expect(data.usdTotalInvestment).toBe(usdToIdr(money(report.total.byCurrency.USD.value, 'USD'), rate.buyRate).minor);
    expect(data.idrTotalInvestment + data.usdTotalInvestment).toBe(data.value);
    expect(data.portfolios.map((p: { name: string }) => p.name)).toEqual(['Portofolio Utama', 'Pendidikan Anak', 'Dana Darurat']);
    for (const p of data.portfolios) expect(p).toMatchObject({ moneyWeightedReturn: returnShape, timeWeightedReturn: returnShape });
  });

  it('answers an investor without history with zeros and no return, a visitor with 401, and POST with 405', async () => {
    const empty = await api(summaryApi.loader, '/api/v2/mutual-funds/portfolio/summary/performance', {}, await signInAs('pin@celengan.test'));
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ value: 0, totalInvestment: 0, profit: 0, moneyWeightedReturn: { rate: null, annualised: false } });
    const visitor = await api(summaryApi.loader, '/api/v2/mutual-funds/portfolio/summary/performance', {}, new CookieJar());
    expect(visitor.status).toBe(401);
    const post = await api(summaryApi.action as never, '/api/v2/mutual-funds/portfolio/summary/performance');
    expect(post.status).toBe(405);
  });
});

describe('GET /api/v2/mutual-funds/portfolio/{id}', () => {
  it('carries the portfolio’s performance in rupiah and per currency', async () => {
    const education = portfolioOf('investor@celengan.test', 'Pendidikan Anak');
    const { status, body } = await api(portfolioApi.loader, `/api/v2/mutual-funds/portfolio/${education.id}`, { portfolioId: String(education.id) });
    expect(status).toBe(200);
    const figures = getPortfolioPerformance({ userId: education.userId, portfolioId: education.id })!.portfolios[education.id]!;
    expect(body.data).toMatchObject({
      id: education.id,
      value: figures.rupiah.value,
      totalInvestment: figures.rupiah.totalInvestment,
      profit: figures.rupiah.profit,
      moneyWeightedReturn: returnShape,
      timeWeightedReturn: returnShape,
      usdRate: { buyRate: expect.any(Number), valueAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(body.data.performanceByCurrency.USD.totalInvestment).toBe(figures.byCurrency.USD.totalInvestment / 100);
  });

  it("answers another user's portfolio exactly as a missing one (404)", async () => {
    const theirs = portfolioOf('sales@celengan.test');
    const other = await api(portfolioApi.loader, `/api/v2/mutual-funds/portfolio/${theirs.id}`, { portfolioId: String(theirs.id) });
    const missing = await api(portfolioApi.loader, '/api/v2/mutual-funds/portfolio/999999', { portfolioId: '999999' });
    expect(other.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(other.body).toEqual(missing.body);
  });
});

describe('/reksadana/portfolio/performa', () => {
  it('sends a visitor to sign in', async () => {
    const result = await callRoute(performancePage.loader, { url: '/reksadana/portfolio/performa', cookies: new CookieJar() });
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/signin/);
  });

  it('loads the total, the series, the allocation by type summing to 100% and each portfolio', async () => {
    const result = await callRoute(performancePage.loader, { url: '/reksadana/portfolio/performa', cookies: investor });
    expect(result.status).toBe(200);
    const data = result.data!;
    expect(data.total.rupiah.moneyWeightedReturn.annualised).toBe(true);
    expect(data.series.length).toBeGreaterThan(50);
    expect(data.allocation.reduce((sum, row) => sum + row.shareBp, 0)).toBe(10_000);
    expect(data.allocation.reduce((sum, row) => sum + row.value, 0)).toBe(data.total.rupiah.value);
    expect(data.portfolios).toHaveLength(3);
    // The detail pages are another part's: linked only once their routes exist in app/routes.ts.
    for (const row of data.allocation) expect(row.href === null || row.href.startsWith('/reksadana/portfolio/performa/alokasi/')).toBe(true);
  });
});
