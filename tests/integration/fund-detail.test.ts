// The fund detail page's loader, the product detail API by slug and by id, and the document download
// (issue 3 items 2 and 7), against this file's own copy of the seeded database.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { createInstance } from 'i18next';
import { createElement, type ComponentProps } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { decodeNavSamples, decodeSeries, fromWire, initialSeries, type FundChartWire } from '~/domain/fund-chart-wire';
import { FundChart } from '~/components/charts/fund-chart';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { CHART_PERIOD_API_KEYS, CHART_PERIODS } from '~/domain/fund-chart';
import { db } from '~/lib/db.server';
import { fromJsonText } from '~/lib/json-text';
import { i18nOptions, resources } from '~/locales';
import { getFundDetail } from '~/models/fund-detail.server';
import * as signIn from '~/routes/account/sign-in';
import * as productById from '~/routes/api/product-by-id';
import * as productBySlug from '~/routes/api/product-by-slug';
import * as fundDetail from '~/routes/reksadana/fund-detail';
import * as fundChartSeries from '~/routes/reksadana/fund-chart-series';
import * as fundDocument from '~/routes/reksadana/fund-document';

const funds = () => db().select().from(schema.funds).all();
const byType = (type: string) => funds().find((f) => f.type === type && f.status === 'active_subsenabled')!;
const pagePath = (f: { type: keyof typeof FUND_TYPE_PATHS; slug: string }) => `/reksadana/${FUND_TYPE_PATHS[f.type]}/${f.slug}`;

async function page(f: { type: keyof typeof FUND_TYPE_PATHS; slug: string }, query = '', cookies?: CookieJar) {
  const result = await callRoute(fundDetail.loader, {
    url: `${pagePath(f)}${query}`,
    params: { investmentType: FUND_TYPE_PATHS[f.type], productSlug: f.slug },
    cookies,
  });
  // The fund's figures travel as one JSON text (lib/json-text.ts): read them back as the page does.
  return { ...result, data: result.data && { ...result.data, fund: fromJsonText(result.data.fundJson) } };
}

/** Reads a Response the route returned (callRoute keeps only status and headers for those). */
async function json(loader: typeof productBySlug.loader | typeof productById.loader, url: string, params: Record<string, string>, cookie?: string) {
  const request = new Request(new URL(url, 'http://localhost'), { headers: cookie ? { Cookie: cookie } : {} });
  const response = (await loader({ request, params, context: undefined as never, url: new URL(request.url), pattern: '' } as never)) as Response;
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown>; message?: string } };
}

/** Every series of a fund's chart, from its /grafik resource. */
async function allSeries(f: { type: keyof typeof FUND_TYPE_PATHS; slug: string }) {
  const url = `${pagePath(f)}/grafik`;
  const request = new Request(new URL(url, 'http://localhost'));
  const params = { investmentType: FUND_TYPE_PATHS[f.type], productSlug: f.slug };
  const response = fundChartSeries.loader({ request, params, context: undefined as never, url: new URL(request.url), pattern: '' } as never);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
  return fromWire((await response.json()) as FundChartWire);
}

async function investor() {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email: 'investor@celengan.test', password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const i18n = createInstance();
void i18n.use(initReactI18next).init({ ...i18nOptions, lng: 'id', initAsync: false });

/** The fund chart as the server renders it into the page (every suspended part resolved). */
async function renderChart(fund: ComponentProps<typeof FundChart>['fund'], initial: ComponentProps<typeof FundChart>['initial'], seriesUrl: string) {
  const router = createMemoryRouter([{ path: '*', element: createElement(FundChart, { fund, initial, seriesUrl }) }], { initialEntries: ['/'] });
  const { prelude } = await prerenderToNodeStream(createElement(I18nextProvider, { i18n }, createElement(RouterProvider, { router })));
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('fund detail loader', () => {
  it('returns the fund with everything the page shows', async () => {
    const stock = byType('SAHAM');
    const result = await page(stock);
    expect(result.status).toBe(200);
    const data = result.data!;
    const chart = await allSeries(stock);
    expect(data.fund.slug).toBe(stock.slug);
    expect(data.fund.riskLevel).toBe('HIGH');
    expect(data.fund.investmentManager.name).toBeTruthy();
    expect(data.fund.custodianBank.name).toBeTruthy();
    expect(data.fund.latestNav).not.toBeNull();
    expect(data.fund.statistics.allTime.returnPpm).not.toBeNull();
    expect(data.fund.documents.PROSPECTUS?.fileName).toMatch(/\.pdf$/);
    expect(data.fund.assetAllocations.items.length).toBeGreaterThan(0);
    // Chart: every period present, default 1Y for a fund with a year of history, NAV mode.
    expect(Object.keys(chart.nav).sort()).toEqual(['1D', '1M', '1Y', '3M', '3Y', '5Y', 'ALL', 'YTD']);
    expect(chart.nav['1Y'].length).toBeGreaterThan(200);
    expect(chart.nav.ALL.length).toBeLessThanOrEqual(250);
    expect(chart.nav['1D']).toHaveLength(2);
    expect(data.chart.view).toEqual({ period: '1Y', mode: 'nav', adjusted: true });
    // The page itself carries only the drawn view's series, and says which periods have data.
    expect(initialSeries(data.chart)).toEqual({ nav: { '1Y': chart.nav['1Y'] }, aum: {} });
    // (The test data holds two years: no 3Y or 5Y.)
    expect(data.chart.periods.nav).toEqual(['1D', '1M', '3M', 'YTD', '1Y', 'ALL']);
    expect(data.chart.periods.nav).toEqual(CHART_PERIODS.filter((p) => chart.nav[p].length >= 2));
    expect(data.chartSeriesUrl).toBe(`${pagePath(stock)}/grafik`);
    // The simulation samples: first, last and one per month back.
    const samples = decodeNavSamples(data.simulationSeries);
    expect(samples.length).toBeGreaterThan(20);
    expect(samples.length).toBeLessThanOrEqual(122);
    expect(samples).toEqual(getFundDetail({ id: stock.id })!.chart.simulation);
    // A visitor: the buy button goes to start investing with this page as the target.
    expect(data.buy).toEqual({ kind: 'SIGN_UP', href: `/mulai-investasi?target=${encodeURIComponent(pagePath(stock))}` });
    expect(data.user).toBeNull();
  });

  it('the /grafik resource sends the short periods once, cut in the browser exactly as the model does', async () => {
    for (const f of funds()) {
      const data = (await page(f)).data;
      if (!data) continue;
      const fromPage = await allSeries(f);
      const model = getFundDetail({ id: f.id })!.chart;
      for (const period of ['1D', '1M', '3M', 'YTD', '1Y', '3Y', '5Y', 'ALL'] as const) {
        expect(fromPage.nav[period].map((t) => t[0]), `${f.slug} ${period}`).toEqual(model.nav[period].map((p) => p.date));
      }
    }
  });

  it('reads the chart view from the query, and AUM for one month jumps to the first period with data', async () => {
    const stock = byType('SAHAM');
    const threeMonths = (await page(stock, '?periode=3M&mode=return')).data!.chart;
    expect(threeMonths.view).toMatchObject({ period: '3M', mode: 'return' });
    expect(decodeSeries(threeMonths.series).map((t) => t[0])).toEqual((await allSeries(stock)).nav['3M'].map((t) => t[0]));
    const aum = (await page(stock, '?periode=1M&mode=aum')).data!.chart;
    expect(aum.view.mode).toBe('aum');
    expect(aum.view.period).not.toBe('1M');
    expect(initialSeries(aum).aum[aum.view.period]!.length).toBeGreaterThanOrEqual(2);
    expect(initialSeries(aum).aum[aum.view.period]).toEqual((await allSeries(stock)).aum[aum.view.period]);
    // Nonsense values fall back to the defaults.
    expect((await page(stock, '?periode=10Y&mode=pie')).data!.chart.view).toMatchObject({ period: '1Y', mode: 'nav' });
  });

  it('offers the unadjusted NAV for a dividend fund that paid dividends', async () => {
    const dividend = funds().find((f) => f.hasDividend && f.status === 'active_subsenabled')!;
    const data = (await page(dividend, '?mode=nav&nilai=asli')).data!;
    expect(data.chart.hasUnadjustedData).toBe(true);
    expect(data.chart.view.adjusted).toBe(false);
    // The unadjusted view's NAV tuples carry both values where they differ.
    expect(initialSeries(data.chart).nav[data.chart.view.period]!.some((t) => t.length === 3)).toBe(true);
    expect(data.fund.dividend.items.length).toBeGreaterThan(0);
    expect(data.fund.dividend.items.some((d) => d.distributedIncomePerUnit === null)).toBe(true);
  });

  it('disables the adjusted/unadjusted switch of a dividend fund that has distributed nothing yet', async () => {
    // The seed's new fund awaiting its first dividend (seeds/fund-universe.ts buildAwaitingDividendFund).
    const paying = new Set(
      db().select().from(schema.fundDividends).where(isNotNull(schema.fundDividends.distributedIncomePerUnit)).all().map((d) => d.fundId),
    );
    const awaiting = funds().filter((f) => f.hasDividend && !paying.has(f.id));
    expect(awaiting).toHaveLength(1);
    const fund = awaiting[0]!;
    // Asking for the unadjusted NAV changes nothing: there is none.
    const data = (await page(fund, '?mode=nav&nilai=asli')).data!;
    expect(data.fund.hasDividend).toBe(true);
    expect(data.chart.hasUnadjustedData).toBe(false);
    expect(data.chart.view.adjusted).toBe(true);
    expect(data.fund.dividend.items.length).toBeGreaterThan(0);
    expect(data.fund.dividend.items.every((d) => d.distributedIncomePerUnit === null)).toBe(true);
    const chart = await allSeries(fund);
    expect(chart.nav.ALL.every((t) => t.length === 2)).toBe(true);

    // The chart as the server draws it: the switch is there, disabled, with no link to follow.
    const html = await renderChart(data.fund, data.chart, data.chartSeriesUrl);
    const control = /<[^>]*data-testid="chart-value-disabled"[^>]*>([\s\S]*?)<\/span>/.exec(html);
    expect(html).toContain('data-testid="chart-adjusted-switch"');
    expect(control?.[0]).toContain('aria-disabled="true"');
    expect(control?.[1]?.replace(/<!-- -->/g, '')).toBe('Disesuaikan dividen · data tanpa penyesuaian belum tersedia');
    expect(html).not.toContain('data-testid="chart-value-unadjusted"');
    expect(html).not.toContain('nilai=asli');

    // A dividend fund that has paid offers both values as links instead.
    const payer = funds().find((f) => paying.has(f.id) && f.status === 'active_subsenabled')!;
    const payerData = (await page(payer)).data!;
    const payerHtml = await renderChart(payerData.fund, payerData.chart, payerData.chartSeriesUrl);
    expect(payerHtml).toContain('data-testid="chart-value-unadjusted"');
    expect(payerHtml).not.toContain('data-testid="chart-value-disabled"');
  });

  it('shows the coming-soon state for a subscription-disabled fund', async () => {
    const closed = funds().find((f) => f.status === 'active_subsdisabled')!;
    expect((await page(closed)).data!.buy).toEqual({ kind: 'COMING_SOON' });
  });

  it('answers 404 for an unknown slug and redirects a known slug under another type', async () => {
    const unknown = await callRoute(fundDetail.loader, {
      url: '/reksadana/saham/tidak-ada',
      params: { investmentType: 'saham', productSlug: 'tidak-ada' },
    });
    expect(unknown.status).toBe(404);
    const money = byType('PASAR_UANG');
    const wrong = await callRoute(fundDetail.loader, {
      url: `/reksadana/saham/${money.slug}?periode=1M`,
      params: { investmentType: 'saham', productSlug: money.slug },
    });
    expect(wrong.status).toBe(301);
    expect(wrong.location).toBe(`${pagePath(money)}?periode=1M`);
  });

  it('answers 404 from /grafik for an unknown fund or a slug under another type', () => {
    const money = byType('PASAR_UANG');
    for (const [investmentType, productSlug] of [
      ['saham', 'tidak-ada'],
      ['saham', money.slug],
    ] as const) {
      const request = new Request(`http://localhost/reksadana/${investmentType}/${productSlug}/grafik`);
      const response = fundChartSeries.loader({ request, params: { investmentType, productSlug }, context: undefined as never } as never);
      expect(response.status, productSlug).toBe(404);
    }
  });

  it('shows a holder their investment and the verified buy button', async () => {
    const cookies = await investor();
    const user = db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
    const held = db().select().from(schema.positions).where(and(eq(schema.positions.userId, user.id), ne(schema.positions.units, 0))).get()!;
    const fund = funds().find((f) => f.id === held.fundId)!;
    const data = (await page(fund, '', cookies)).data!;
    expect(data.user?.investment?.totalInvestment).toBeGreaterThan(0);
    const inv = data.user!.investment!;
    expect(inv.profit).toBe(inv.totalInvestment - inv.costBasis);
    if (fund.status === 'active_subsenabled' && fund.currency === 'IDR') {
      expect(data.buy).toEqual({ kind: 'BUY', href: `${pagePath(fund)}?beli=1#beli` });
    }
  });
});

describe('product detail API', () => {
  it('returns the spec fields by slug and by id, netAssetValues keyed by period', async () => {
    const stock = byType('SAHAM');
    const bySlug = await json(productBySlug.loader, `/api/v2/mutual-funds/products/s/${stock.slug}`, { slug: stock.slug });
    expect(bySlug.status).toBe(200);
    const data = bySlug.body.data!;
    for (const field of [
      'mutualFundId', 'name', 'slug', 'code', 'type', 'category', 'currency', 'status', 'tags', 'investmentManager',
      'custodianBank', 'containerAccount', 'containerAccountRedeem', 'minimumInitialSubscriptionAmount',
      'minimumSubscriptionAmount', 'minimumRedemptionAmount', 'expenseRatio', 'assetUnderManagement', 'currentAum',
      'compoundAnnualGrowthRate', 'adjustedCagr', 'maximumDrawdown', 'netAssetValues', 'unadjustedReturnRate', 'oneYearNav', 'oneDay',
      'assetUnderManagements', 'assetAllocations', 'fundAllocationPolicies', 'fundPortfolioCompositions', 'dividend',
      'prospectus', 'fundFactSheet', 'switchingList', 'onWatchlist',
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    const navs = data.netAssetValues as Record<string, Array<{ valueAt: string; valuePerUnit: number; adjustedValuePerUnit: number }>>;
    expect(Object.keys(navs).sort()).toEqual(Object.values(CHART_PERIOD_API_KEYS).sort());
    expect(navs['1Year']![0]).toEqual({ valueAt: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), valuePerUnit: expect.any(Number), adjustedValuePerUnit: expect.any(Number) });
    expect((data.compoundAnnualGrowthRate as Record<string, number | null>).oneYear).not.toBeNull();
    // adjustedCagr: the spec's alias of the (dividend-adjusted) CAGR, period for period.
    const cagr = getFundDetail({ id: stock.id })!.statistics.oneYear.cagrPpm!;
    expect((data.adjustedCagr as Record<string, number | null>).oneYear).toBe(cagr / 1e4);
    expect(data.adjustedCagr).toEqual(data.compoundAnnualGrowthRate);
    expect((data.maximumDrawdown as Record<string, number | null>).allTime).toBeLessThanOrEqual(0);
    expect((data.prospectus as { documentUrl: string }).documentUrl).toBe(`${pagePath(stock)}/dokumen/prospektus`);

    const byId = await json(productById.loader, `/api/v2/mutual-funds/products/${stock.id}`, { id: String(stock.id) });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(data);
  });

  it('answers 404 for unknown and 400 for malformed slugs and ids', async () => {
    expect((await json(productBySlug.loader, '/api/v2/mutual-funds/products/s/tidak-ada', { slug: 'tidak-ada' })).status).toBe(404);
    expect((await json(productById.loader, '/api/v2/mutual-funds/products/999999', { id: '999999' })).body).toEqual({ message: resources.id.fundDetail.api.notFound });
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', '1e3']) {
      const result = await json(productById.loader, `/api/v2/mutual-funds/products/${id}`, { id });
      expect(result.status, id).toBe(400);
      expect(result.body.message).toBeTruthy();
    }
    expect((await json(productBySlug.loader, '/api/v2/mutual-funds/products/s/Bad%20Slug', { slug: 'Bad Slug' })).status).toBe(400);
  });

  it('includes the signed-in user’s investment', async () => {
    const cookies = await investor();
    const user = db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
    const held = db().select().from(schema.positions).where(eq(schema.positions.userId, user.id)).get()!;
    const result = await json(productById.loader, `/api/v2/mutual-funds/products/${held.fundId}`, { id: String(held.fundId) }, cookies.header());
    expect(result.body.data!.totalInvestment).toBeGreaterThan(0);
  });
});

describe('document download', () => {
  it('serves the stored prospectus as a PDF and 404s unknown kinds and funds', async () => {
    const stock = byType('SAHAM');
    const params = { investmentType: FUND_TYPE_PATHS[stock.type], productSlug: stock.slug };
    const request = (kind: string, p = params) =>
      fundDocument.loader({ params: { ...p, kind }, request: new Request(`http://localhost${pagePath(stock)}/dokumen/${kind}`) } as never) as Response;
    const pdf = request('prospektus');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(request('fund-fact-sheet').status).toBe(200);
    expect(request('lainnya').status).toBe(404);
    expect(request('prospektus', { ...params, productSlug: 'tidak-ada' }).status).toBe(404);
    expect(request('prospektus', { ...params, investmentType: 'pasar-uang' }).status).toBe(404);
  });
});

describe('model', () => {
  it('finds a fund by id and by slug alike, and nothing for an unknown one', () => {
    const f = funds()[0]!;
    expect(getFundDetail({ id: f.id })?.slug).toBe(f.slug);
    expect(getFundDetail({ slug: f.slug })?.id).toBe(f.id);
    expect(getFundDetail({ slug: 'tidak-ada' })).toBeNull();
  });
});
