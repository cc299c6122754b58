// The allocation detail of one fund (spec funds §2.1, §2.2, §3; decision 023) against this file's copy of
// the seeded database: the demo investor's holdings through the route's loader, every figure checked
// against a direct SQL computation of the same rules (units × latest NAV rounded down per position, cost
// basis, profit, return, shares adding up to 100 %), a second portfolio holding the same fund, the orders in
// progress, the sign-in redirect, 404, the canonical redirect, another investor's empty page, the page and
// the fund page's card rendered on the server (what a browser without JavaScript gets).
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { MyInvestmentCard } from '~/components/funds/fund-detail-investment';
import { allocationDetailPath } from '~/domain/allocation';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { formatMoney, formatUnits } from '~/lib/format';
import { i18nOptions } from '~/locales';
import { getAllocationDetail } from '~/models/allocation.server';
import { getFundUserData } from '~/models/fund-detail.server';
import { appendLedgerEntry } from '~/models/ledger.server';
import { subscribe } from '~/models/subscriptions.server';
import * as signIn from '~/routes/account/sign-in';
import * as allocationPage from '~/routes/reksadana/allocation-detail';

const PASSWORD = 'celengan123';
type FundRow = typeof schema.funds.$inferSelect;

const userId = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const fundById = (id: number) => db().select().from(schema.funds).where(eq(schema.funds.id, id)).get()!;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

function load(fund: { type: FundRow['type']; slug: string }, cookies?: CookieJar, typePath: string = FUND_TYPE_PATHS[fund.type]) {
  return callRoute(allocationPage.loader, {
    url: `/reksadana/portfolio/performa/alokasi/${typePath}/${fund.slug}?lng=id`,
    params: { investmentType: typePath, productSlug: fund.slug },
    cookies,
  });
}

interface SqlHolding {
  portfolioId: number;
  name: string;
  units: number;
  costBasis: number;
  nav: number;
  navDate: string;
  value: number;
}

/**
 * The same figures straight from SQL: the latest NAV per fund, each position's value as integer division
 * (units × NAV × minor-per-major ÷ 10^8 floors for positive numbers), the default portfolio first.
 */
function sqlHoldings(user: number, fundId: number): SqlHolding[] {
  return db()
    .$client.prepare(
      `SELECT p.id AS portfolioId, p.name AS name, ps.units AS units, ps.cost_basis AS costBasis, n.nav AS nav, n.nav_date AS navDate,
              (ps.units * n.nav * CASE f.currency WHEN 'USD' THEN 100 ELSE 1 END) / 100000000 AS value
         FROM positions ps
         JOIN portfolios p ON p.id = ps.portfolio_id
         JOIN funds f ON f.id = ps.fund_id
         JOIN fund_navs n ON n.fund_id = f.id AND n.nav_date = (SELECT max(nav_date) FROM fund_navs WHERE fund_id = f.id)
        WHERE ps.user_id = ? AND ps.fund_id = ? AND ps.units > 0
        ORDER BY p.is_default DESC, p.created_at, p.id`,
    )
    .all(user, fundId) as SqlHolding[];
}

/** profit ÷ cost in percent, 4 decimals, half up: the rule the money module applies, in plain numbers. */
const percent = (profit: number, cost: number) => (cost > 0 ? Math.round((profit / cost) * 1_000_000) / 10_000 : null);

let investor: CookieJar;
let investorId: number;
/** Every fund the investor holds, one row each. */
let held: FundRow[];

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  investorId = userId('investor@celengan.test');
  const fundIds = [...new Set(db().select().from(schema.positions).where(and(eq(schema.positions.userId, investorId), ne(schema.positions.units, 0))).all().map((p) => p.fundId))];
  held = fundIds.map(fundById);
});

describe('allocation detail loader', () => {
  it('the demo investor holds several funds, and the page is never cached', () => {
    expect(held.length).toBeGreaterThanOrEqual(3);
    expect(new Headers(allocationPage.headers()).get('Cache-Control')).toBe('private, no-store');
  });

  it('gives every held fund’s portfolios with the figures of a direct SQL computation', async () => {
    for (const fund of held) {
      const result = await load(fund, investor);
      expect(result.status, fund.slug).toBe(200);
      const data = result.data!;
      const expected = sqlHoldings(investorId, fund.id);
      expect(expected.length, fund.slug).toBeGreaterThan(0);
      expect(data.fund).toMatchObject({ id: fund.id, slug: fund.slug, type: fund.type, currency: fund.currency });
      expect(data.latestNav).toEqual({ nav: expected[0]!.nav, date: expected[0]!.navDate });
      expect(data.portfolios.map((p) => ({ portfolioId: p.portfolioId, name: p.name, units: p.units, costBasis: p.costBasis, value: p.value }))).toEqual(
        expected.map(({ portfolioId, name, units, costBasis, value }) => ({ portfolioId, name, units, costBasis, value })),
      );
      for (const [i, p] of data.portfolios.entries()) {
        expect(p.profit).toBe(expected[i]!.value - expected[i]!.costBasis);
        expect(p.returnRate).toBe(percent(p.profit, p.costBasis));
      }
      const sum = (pick: (h: SqlHolding) => number) => expected.reduce((a, h) => a + pick(h), 0);
      expect(data.total).toEqual({
        units: sum((h) => h.units),
        value: sum((h) => h.value),
        costBasis: sum((h) => h.costBasis),
        profit: sum((h) => h.value - h.costBasis),
        returnRate: percent(sum((h) => h.value - h.costBasis), sum((h) => h.costBasis)),
      });
      expect(data.portfolios.reduce((a, p) => a + p.shareBp, 0)).toBe(10_000);
      expect(data.fundPath).toBe(`/reksadana/${FUND_TYPE_PATHS[fund.type]}/${fund.slug}`);

      // Held in one portfolio, the total is exactly the fund page's my-investment card.
      if (expected.length === 1) {
        const card = getFundUserData({ id: fund.id, currency: fund.currency, latestNav: data.latestNav }, investorId).investment!;
        expect({ units: card.units, value: card.totalInvestment, cost: card.costBasis, profit: card.profit }).toEqual({
          units: data.total.units,
          value: data.total.value,
          cost: data.total.costBasis,
          profit: data.total.profit,
        });
      }
    }
  });

  it('splits a fund held in two portfolios and keeps the totals and 100 % share', async () => {
    // An IDR fund some portfolio of the investor does not hold yet.
    const portfolioIds = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, investorId)).all().map((p) => p.id);
    const fund = held.find((f) => f.currency === 'IDR' && sqlHoldings(investorId, f.id).length < portfolioIds.length)!;
    const before = sqlHoldings(investorId, fund.id);
    const first = before[0];
    const other = { id: portfolioIds.find((id) => !before.some((h) => h.portfolioId === id))! };
    // A real purchase booked through the ledger (positions follow it): 3 units at the latest NAV for Rp 40.000.
    db().transaction(
      (tx) =>
        appendLedgerEntry(tx, {
          userId: investorId,
          portfolioId: other.id,
          fundId: fund.id,
          entryType: 'SUBSCRIPTION',
          units: 30_000,
          nav: first!.nav,
          navDate: first!.navDate,
          currency: 'IDR',
          amount: 40_000,
          idempotencyKey: `allocation-test-${fund.id}`,
          at: new Date(),
        }),
      { behavior: 'immediate' },
    );
    const expected = sqlHoldings(investorId, fund.id);
    expect(expected.map((h) => h.portfolioId).sort()).toEqual([...before.map((h) => h.portfolioId), other.id].sort());
    expect(expected.length).toBeGreaterThanOrEqual(2);

    const data = (await load(fund, investor)).data!;
    expect(data.portfolios.map((p) => [p.portfolioId, p.units, p.value, p.costBasis])).toEqual(expected.map((h) => [h.portfolioId, h.units, h.value, h.costBasis]));
    const added = data.portfolios.find((p) => p.portfolioId === other.id)!;
    expect(added).toMatchObject({ units: 30_000, costBasis: 40_000, value: Math.floor((30_000 * first!.nav) / 1e8) });
    // Shares by units, largest remainder: they add up to exactly 100 %.
    const totalUnits = expected.reduce((a, h) => a + h.units, 0);
    for (const p of data.portfolios) expect(Math.abs(p.shareBp - (p.units / totalUnits) * 10_000)).toBeLessThan(1);
    expect(data.portfolios.reduce((a, p) => a + p.shareBp, 0)).toBe(10_000);
    expect(data.total.value).toBe(expected.reduce((a, h) => a + h.value, 0));
    expect(data.total.units).toBe(totalUnits);
  });

  it('shows an empty holding for a fund the investor does not hold, with purchases in progress', async () => {
    const heldIds = new Set(held.map((f) => f.id));
    const notHeld = db().select().from(schema.funds).all().filter((f) => !heldIds.has(f.id) && f.currency === 'IDR' && f.status === 'active_subsenabled');
    const result = await load(notHeld[0]!, investor);
    expect(result.status).toBe(200);
    expect(result.data!.portfolios).toEqual([]);
    expect(result.data!.total).toEqual({ units: 0, value: 0, costBasis: 0, profit: 0, returnRate: null });
    expect(result.data!.pendingOrders).toEqual([]);

    // A purchase placed through the buy model: waiting for payment for 24 hours, then no longer in progress.
    const fund = notHeld[1]!;
    // A self-chosen (not robo) portfolio: a robo portfolio buys its recommended funds instead.
    const portfolio = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, investorId), eq(schema.portfolios.roboCermat, false))).get()!;
    const placedAt = new Date();
    const order = subscribe(
      investorId,
      { amount: 500_000, portfolioId: portfolio.id, portfolioName: null, mutualFundIds: [fund.id], useCashback: false, couponCode: null, source: 'WEB' },
      `allocation-test-pending-${fund.id}`,
      placedAt,
    );
    expect(order.ok).toBe(true);
    const waiting = (await load(fund, investor)).data!;
    expect(waiting.portfolios).toEqual([]);
    expect(waiting.pendingOrders).toEqual([
      expect.objectContaining({
        orderId: (order as { orderId: number }).orderId,
        portfolioId: portfolio.id,
        portfolioName: portfolio.name,
        kind: 'SUBSCRIPTION',
        status: 'WAITING_PAYMENT',
        amount: 500_000,
      }),
    ]);
    const later = new Date(placedAt.getTime() + 25 * 60 * 60 * 1000);
    expect(getAllocationDetail(investorId, fund.slug, later)!.pendingOrders).toEqual([]);
  });

  it('never shows another investor the demo investor’s holdings', async () => {
    const other = await signInAs('sales@celengan.test');
    const otherId = userId('sales@celengan.test');
    for (const fund of held) {
      const data = (await load(fund, other)).data!;
      const own = sqlHoldings(otherId, fund.id);
      expect(data.portfolios.map((p) => p.portfolioId)).toEqual(own.map((h) => h.portfolioId));
      const ownPortfolios = new Set(db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, otherId)).all().map((p) => p.id));
      expect(data.pendingOrders.filter((o) => !ownPortfolios.has(o.portfolioId))).toEqual([]);
    }
  });

  it('sends a visitor to sign in and back, 404s an unknown slug, and redirects another type’s path', async () => {
    const fund = held[0]!;
    const visitor = await load(fund);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/signin?target=${encodeURIComponent(`${allocationDetailPath(fund)}?lng=id`)}`);

    const unknown = await load({ type: 'SAHAM', slug: 'tidak-ada-reksa-dana-ini' }, investor);
    expect(unknown.status).toBe(404);

    const wrongType = Object.values(FUND_TYPE_PATHS).find((p) => p !== FUND_TYPE_PATHS[fund.type])!;
    const moved = await load(fund, investor, wrongType);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`${allocationDetailPath(fund)}?lng=id`);
  });
});

// ---------------------------------------------------------------------------------------------
// Server rendering (what a browser without JavaScript gets)

function i18nFor(lng: 'id' | 'en'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return instance;
}

function renderAt(path: string, pattern: string, element: ComponentType<never>, loaderData: unknown, lng: 'id' | 'en' = 'id'): string {
  const rootData = { locale: lng, nonce: undefined, isAppMode: false, user: null };
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, children: [{ id: 'page', path: pattern.slice(1), loader: () => loaderData, element: createElement(element) }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: rootData, page: loaderData } } },
  );
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nFor(lng) }, createElement(RouterProvider, { router }))).replace(/\u00a0/g, ' ');
}

describe('allocation page markup', () => {
  it('renders the totals, each portfolio and the way back to the fund', async () => {
    const fund = held.find((f) => f.currency === 'IDR')!;
    const data = (await load(fund, investor)).data!;
    const Page = () => createElement(allocationPage.default as unknown as ComponentType<{ loaderData: typeof data }>, { loaderData: data });
    const html = renderAt(allocationDetailPath(fund), '/reksadana/portfolio/performa/alokasi/:investmentType/:productSlug', Page, data);
    expect(html).toContain(`<h1 class="text-xl font-bold text-ink md:text-2xl" data-testid="allocation-fund-name">${fund.name}</h1>`);
    expect(html).toContain(`data-testid="allocation-total-value">${formatMoney(data.total.value, 'IDR', 'id')}<`);
    expect(html).toContain(`data-testid="allocation-total-units">${formatUnits(data.total.units, 'id')}<`);
    expect(html.match(/data-testid="allocation-portfolio"/g)).toHaveLength(data.portfolios.length);
    for (const p of data.portfolios) expect(html).toContain(`data-testid="allocation-portfolio-name">${p.name}<`);
    expect(html).toContain(`href="${data.fundPath}"`);
    expect(html).not.toContain('data-testid="allocation-empty"');
  });

  it('renders the empty state with a link back to the fund', async () => {
    const heldIds = new Set(held.map((f) => f.id));
    const fund = db().select().from(schema.funds).all().find((f) => !heldIds.has(f.id))!;
    const data = { ...(await load(fund, investor)).data!, pendingOrders: [] };
    const Page = () => createElement(allocationPage.default as unknown as ComponentType<{ loaderData: typeof data }>, { loaderData: data });
    const html = renderAt(allocationDetailPath(fund), '/reksadana/portfolio/performa/alokasi/:investmentType/:productSlug', Page, data, 'en');
    expect(html).toContain('data-testid="allocation-empty"');
    expect(html).toContain('You do not hold this fund yet');
    expect(html).toMatch(new RegExp(`href="${data.fundPath}"[^>]*data-testid="allocation-empty-back"|data-testid="allocation-empty-back"[^>]*href="${data.fundPath}"`));
  });

  it('links the fund page’s my-investment card to the allocation detail', () => {
    const fund = held[0]!;
    const investment = { units: 10_000, totalInvestment: 12_000, costBasis: 10_000, profit: 2_000, returnRate: 0.2 };
    const Card = () => createElement(MyInvestmentCard, { investment, currency: fund.currency, locale: 'id' });
    const html = renderAt(`/reksadana/${FUND_TYPE_PATHS[fund.type]}/${fund.slug}`, '/reksadana/:investmentType/:productSlug', Card, null);
    expect(html).toMatch(new RegExp(`href="${allocationDetailPath(fund)}"[^>]*data-testid="my-investment-link"`));
    expect(html).toContain('Lihat rincian');
  });
});
