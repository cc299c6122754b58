// The portfolio pages (spec funds §2.1, §2.5; decision 024) against this file's copy of the seeded database: the
// dashboard's and the list's loaders (sign-in redirect, 404 for someone else's, a closed, an unknown or a malformed
// id, never cached), the balance toggle posted to the dashboard (with and without JavaScript, saved on the profile
// the landing reads), and both pages rendered on the server as a browser without JavaScript gets them: values,
// holdings with their top-up links, the IDR / USD breakdown only with dollar funds, the mask, the robo buy link
// and recommendation, the empty state, and the list of the landing's cards.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { portfolioPath } from '~/domain/portfolio-paths';
import { db } from '~/lib/db.server';
import { formatDate, formatMoney, formatNumber, formatUnits } from '~/lib/format';
import { money, usdToIdr } from '~/domain/money';
import { i18nOptions } from '~/locales';
import { activePortfolioValues } from '~/models/landing-initials.server';
import * as signIn from '~/routes/account/sign-in';
import * as dashboardPage from '~/routes/reksadana/portfolio-dashboard';
import * as listPage from '~/routes/reksadana/portfolio-list';

const PASSWORD = 'celengan123';
const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const portfolioNamed = (userId: number, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.name, name))).get()!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const load = (portfolioId: string | number, cookies?: CookieJar) =>
  callRoute(dashboardPage.loader, { url: `/reksadana/portfolio/${portfolioId}?lng=id`, params: { portfolioId: String(portfolioId) }, cookies });

let investor: CookieJar;
let investorId: number;
let robo: typeof schema.portfolios.$inferSelect;
let education: typeof schema.portfolios.$inferSelect;
let emergency: typeof schema.portfolios.$inferSelect;

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  investorId = userRow('investor@celengan.test').id;
  robo = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, investorId), eq(schema.portfolios.roboCermat, true))).get()!;
  education = portfolioNamed(investorId, 'Pendidikan Anak');
  emergency = portfolioNamed(investorId, 'Dana Darurat');
});

describe('portfolio dashboard loader', () => {
  it('answers the investor’s portfolio with the landing card’s figures, never cached', async () => {
    const result = await load(education.id, investor);
    expect(result.status).toBe(200);
    const data = result.data!;
    const card = activePortfolioValues(userRow('investor@celengan.test')).find((p) => p.portfolioId === education.id)!;
    expect(data.portfolio).toMatchObject({ portfolioId: education.id, name: 'Pendidikan Anak', roboCermat: false });
    expect(data.totals.IDR.value).toBe(card.totalInvestment);
    expect(data.totals.USD.value).toBe(card.usd.totalInvestment);
    expect(data.firstName).toBe(userRow('investor@celengan.test').firstName);
    expect(data.returnTo).toBe(`/reksadana/portfolio/${education.id}?lng=id`);
    expect(data.masked).toBe(false);
    expect(new Headers(dashboardPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });

  it('sends a visitor to sign in and back', async () => {
    const visitor = await load(education.id);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/signin?target=${encodeURIComponent(`/reksadana/portfolio/${education.id}?lng=id`)}`);
  });

  it('is a 404 for someone else’s portfolio, a closed one, an unknown id and a malformed one', async () => {
    const other = await signInAs('sales@celengan.test');
    expect((await load(education.id, other)).status).toBe(404);
    for (const id of ['999999', '0', '-1', '01', 'abc', '1.5', '99999999999999999999']) {
      expect((await load(id, investor)).status, id).toBe(404);
    }
    const closed = db().insert(schema.portfolios).values({ userId: investorId, name: 'Lama', active: false }).returning({ id: schema.portfolios.id }).get().id;
    expect((await load(closed, investor)).status).toBe(404);
  });
});

describe('the balance toggle on the dashboard', () => {
  const post = (form: Record<string, string>, cookies: CookieJar) =>
    callRoute(dashboardPage.action, { url: portfolioPath(emergency.id), params: { portfolioId: String(emergency.id) }, form, cookies });
  const masking = () => userRow('investor@celengan.test').enableMutualFundBalanceMasking;

  it('saves the setting the landing reads, and comes back without JavaScript', async () => {
    const plain = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'true', redirectTo: portfolioPath(emergency.id) }, investor);
    expect(plain.status).toBe(302);
    expect(plain.location).toBe(portfolioPath(emergency.id));
    expect(masking()).toBe(true);
    expect((await load(emergency.id, investor)).data!.masked).toBe(true);

    const inPage = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'false', js: '1', redirectTo: portfolioPath(emergency.id) }, investor);
    expect(inPage.status).toBe(200);
    expect(inPage.data).toEqual({ intent: 'settings', ok: true });
    expect(masking()).toBe(false);
  });

  it('refuses another site as the way back, other intents and visitors', async () => {
    const away = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'false', redirectTo: 'https://evil.example/' }, investor);
    expect(away.location).toBe('/reksadana/portfolio');
    const other = await post({ intent: 'delete', js: '1' }, investor);
    expect(other.status).toBe(400);
    const visitor = await post({ intent: 'settings', enableMutualFundBalanceMasking: 'true' }, new CookieJar());
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/signin\?target=/);
    expect(masking()).toBe(false);
  });
});

describe('portfolio list loader', () => {
  it('lists the investor’s active portfolios as the landing’s cards, default first; a visitor signs in', async () => {
    // (`?buat=true` is the create form since issue 16: tests/integration/portfolio-goals.test.ts.)
    const result = await callRoute(listPage.loader, { url: '/reksadana/portfolio', cookies: investor });
    expect(result.status).toBe(200);
    const data = result.data!;
    expect(data.portfolios).toEqual(activePortfolioValues(userRow('investor@celengan.test')));
    expect(data.portfolios[0]!.defaultPortfolio).toBe(true);
    expect(data.portfolios.every((p) => p.active)).toBe(true);
    const visitor = await callRoute(listPage.loader, { url: '/reksadana/portfolio' });
    expect(visitor.location).toBe(`/signin?target=${encodeURIComponent('/reksadana/portfolio')}`);
  });
});

// ---------------------------------------------------------------------------------------------
// Server rendering (what a browser without JavaScript gets)

function i18nFor(lng: 'id' | 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return instance;
}

function renderAt(path: string, pattern: string, module: { default: unknown }, loaderData: unknown, lng: 'id' | 'en' = 'id'): string {
  const rootData = { locale: lng, nonce: undefined, isAppMode: false, user: null };
  const Page = () => createElement(module.default as ComponentType<{ loaderData: unknown }>, { loaderData });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, children: [{ id: 'page', path: pattern.slice(1), loader: () => loaderData, element: createElement(Page) }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData, page: loaderData } } },
  );
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(lng) }, createElement(RouterProvider, { router }))).replace(/\u00a0/g, ' ');
}

const renderDashboard = async (portfolioId: number, overrides: Record<string, unknown> = {}, lng: 'id' | 'en' = 'id') => {
  const data = { ...(await load(portfolioId, investor)).data!, ...overrides };
  return { data, html: renderAt(portfolioPath(portfolioId), '/reksadana/portfolio/:portfolioId', dashboardPage, data, lng) };
};

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('portfolio dashboard markup', () => {
  it('shows the value, each fund with its units, value and top-up into the cart, and the dollar breakdown', async () => {
    const { data, html } = await renderDashboard(education.id);
    expect(html).toContain(`data-testid="portfolio-name">Pendidikan Anak</h1>`);
    expect(html).toContain(`data-testid="portfolio-greeting">Halo, ${data.firstName}!</p>`);
    // Issue 16 item 6: the total in rupiah counts the dollar holding at the latest rate, shown with its date.
    expect(data.performance.scope.rupiah.value).toBe(data.totals.IDR.value + usdToIdr(money(data.totals.USD.value, 'USD'), data.performance.usdRate!.buyRate).minor);
    expect(html).toContain(`data-testid="portfolio-total">${formatMoney(data.performance.scope.rupiah.value, 'IDR', 'id')}</p>`);
    expect(html).toContain(`data-testid="portfolio-total-usd">Investasi dalam dolar AS: ${formatMoney(data.totals.USD.value, 'USD', 'id')}</p>`);
    expect(html).toContain(`data-testid="usd-rate">Kurs beli Rp ${formatNumber(data.performance.usdRate!.buyRate / 10_000, 'id')} per US$ (${formatDate(data.performance.usdRate!.valueAt, 'id')})</p>`);
    // Issue 16 item 7: both returns, labelled and explained.
    expect(html).toMatch(/data-testid="portfolio-mwr"><dt[^>]*>Imbal hasil Anda<\/dt>/);
    expect(html).toMatch(/data-testid="portfolio-twr"><dt[^>]*>Imbal hasil reksa dana<\/dt>/);
    expect(html).toContain('Hasil uang Anda sendiri');
    expect(html).toContain('Kinerja harian reksa dana yang Anda pegang');
    expect(count(html, 'data-testid="portfolio-holding"')).toBe(data.holdings.length);
    for (const h of data.holdings) {
      expect(html).toMatch(new RegExp(`href="${h.fund.path}"[^>]*data-testid="portfolio-holding-name">${h.fund.name}</a>`));
      expect(html).toContain(`data-testid="portfolio-holding-units">${formatUnits(h.units, 'id')}</dd>`);
      expect(html).toContain(`data-testid="portfolio-holding-value">${formatMoney(h.value, h.fund.currency, 'id')}</dd>`);
      expect(html).toContain(`href="/reksadana/beli?portofolio=${education.id}&amp;dana=${h.fund.id}"`);
    }
    expect(html).toContain('data-testid="portfolio-breakdown"');
    expect(html).toContain('data-testid="portfolio-breakdown-USD"');
    expect(html).toMatch(/<details[^>]*data-testid="portfolio-breakdown"/);
    // Not robo: add a fund, no model to buy, no recommendation.
    expect(html).toMatch(new RegExp(`href="/reksadana/beli\\?portofolio=${education.id}&amp;tambah=1"[^>]*data-testid="portfolio-add-fund"`));
    expect(html).not.toContain('data-testid="portfolio-buy"');
    expect(html).not.toContain('data-testid="portfolio-recommendations"');
    expect(html).toContain(`href="/reksadana"`);
    // The toggle is a plain form posting to the page.
    expect(html).toMatch(/<form[^>]*action="\/reksadana\/portfolio\/\d+" method="post"[^>]*>.*name="enableMutualFundBalanceMasking" value="true".*data-testid="balance-toggle"/s);
  });

  it('has no breakdown without dollar funds, and hides every amount behind the mask', async () => {
    const { data, html } = await renderDashboard(emergency.id, { masked: true });
    expect(html).not.toContain('data-testid="portfolio-breakdown"');
    expect(html).not.toContain('data-testid="portfolio-total-usd"');
    expect(html).toContain('data-masked="true"');
    expect(html).toContain('Rp ••••••');
    for (const h of data.holdings) {
      expect(html).not.toContain(formatMoney(h.value, 'IDR', 'id'));
      expect(html).toContain(`data-testid="portfolio-holding-units">••••••</dd>`);
    }
    expect(html).not.toContain(formatMoney(data.totals.IDR.value, 'IDR', 'id'));
    expect(html).toContain('aria-label="Tampilkan saldo"');
  });

  it('gives a robo portfolio its recommendation and one buy link, and no per-fund top-up', async () => {
    const { data, html } = await renderDashboard(robo.id);
    expect(html).toMatch(new RegExp(`href="/reksadana/beli\\?portofolio=${robo.id}"[^>]*data-testid="portfolio-buy"`));
    expect(html).not.toContain('data-testid="portfolio-add-fund"');
    expect(html).not.toContain('data-testid="portfolio-holding-top-up"');
    expect(count(html, 'data-testid="portfolio-recommendation"')).toBe(data.recommendations.length);
    expect(data.recommendations.length).toBeGreaterThan(0);
    expect(html).toContain('Rekomendasi Robo Cermat');
  });

  it('shows an empty portfolio’s empty state with its add link, in English too', async () => {
    const id = db().insert(schema.portfolios).values({ userId: investorId, name: 'Liburan', icon: 'travel' }).returning({ id: schema.portfolios.id }).get().id;
    const { html } = await renderDashboard(id, {}, 'en');
    expect(html).toContain('data-testid="portfolio-empty"');
    expect(html).toContain('This portfolio is empty');
    expect(count(html, 'data-testid="portfolio-add-fund"')).toBe(1);
    expect(html).toMatch(new RegExp(`data-testid="portfolio-empty".*href="/reksadana/beli\\?portofolio=${id}&amp;tambah=1"`, 's'));
    expect(html).not.toContain('data-testid="portfolio-holdings"');
    expect(html).toContain('data-icon="travel"');
  });
});

describe('portfolio list markup', () => {
  it('renders one landing card per portfolio, each opening its dashboard', async () => {
    const data = (await callRoute(listPage.loader, { url: '/reksadana/portfolio', cookies: investor })).data!;
    const html = renderAt('/reksadana/portfolio', '/reksadana/portfolio', listPage, data);
    expect(count(html, 'data-testid="portfolio-card"')).toBe(data.portfolios.length);
    for (const p of data.portfolios) {
      expect(html).toMatch(new RegExp(`href="${portfolioPath(p.portfolioId)}"[^>]*data-testid="portfolio-open"`));
      expect(html).toContain(`>${p.name}</h3>`);
    }
    expect(html).toContain(formatMoney(data.portfolios[0]!.totalInvestment, 'IDR', 'id'));
    expect(html).toContain(`${data.portfolios.length} portofolio aktif`);
  });

  it('shows an investor without portfolios the way to the funds', () => {
    const html = renderAt('/reksadana/portfolio', '/reksadana/portfolio', listPage, { portfolios: [], masked: false, locale: 'id' });
    expect(html).toContain('data-testid="portfolio-list-empty"');
    expect(html).toContain('href="/reksadana/semua-produk"');
  });
});
