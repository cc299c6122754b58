// The portfolio dashboard's data (spec funds §2.5, §3 Portfolio; decision 024) against this test file's own copy of
// the seeded database (tests/setup.ts): every holding of the demo investor's portfolios checked against a direct SQL
// computation (units × latest NAV rounded down, cost basis), the totals against the landing's portfolio cards, the
// IDR / USD split, someone else's, a closed and an unknown portfolio, the purchases in progress, a robo portfolio's
// recommendations and the buy links.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { portfolioPath } from '~/domain/portfolio-paths';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { activePortfolioValues } from './landing-initials.server';
import { simulatePayment } from './payments.server';
import { getPortfolioDashboard } from './portfolios.server';
import { subscribe } from './subscriptions.server';

const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const investor = () => userRow('investor@celengan.test');
const portfolioNamed = (userId: number, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.name, name))).get()!;

function dashboard(portfolioId: number, user = investor(), now = new Date()) {
  return getPortfolioDashboard({ user, portfolioId, currentPath: portfolioPath(portfolioId), now });
}

interface SqlHolding {
  fundId: number;
  currency: 'IDR' | 'USD';
  units: number;
  costBasis: number;
  value: number;
}

/** The holdings straight from SQL: integer division floors units × NAV × minor-per-major ÷ 10^8. */
function sqlHoldings(portfolioId: number): SqlHolding[] {
  return db()
    .$client.prepare(
      `SELECT f.id AS fundId, f.currency AS currency, ps.units AS units, ps.cost_basis AS costBasis,
              (ps.units * n.nav * CASE f.currency WHEN 'USD' THEN 100 ELSE 1 END) / 100000000 AS value
         FROM positions ps
         JOIN funds f ON f.id = ps.fund_id
         JOIN fund_navs n ON n.fund_id = f.id AND n.nav_date = (SELECT max(nav_date) FROM fund_navs WHERE fund_id = f.id)
        WHERE ps.portfolio_id = ? AND ps.units > 0`,
    )
    .all(portfolioId) as SqlHolding[];
}

describe('getPortfolioDashboard', () => {
  it('values every holding of each of the investor’s portfolios as SQL does, and totals them as the landing card', () => {
    const user = investor();
    const cards = activePortfolioValues(user);
    expect(cards.length).toBe(3);
    for (const card of cards) {
      const data = dashboard(card.portfolioId, user)!;
      expect(data.portfolio).toEqual({
        portfolioId: card.portfolioId,
        name: card.name,
        icon: card.icon,
        roboCermat: card.roboCermat,
        defaultPortfolio: card.defaultPortfolio,
      });
      const expected = sqlHoldings(card.portfolioId);
      expect(expected.length, card.name).toBeGreaterThan(0);
      const byFund = new Map(data.holdings.map((h) => [h.fund.id, h]));
      expect([...byFund.keys()].sort()).toEqual(expected.map((h) => h.fundId).sort());
      for (const h of expected) {
        const holding = byFund.get(h.fundId)!;
        expect({ units: holding.units, value: holding.value, costBasis: holding.costBasis, profit: holding.profit }).toEqual({
          units: h.units,
          value: h.value,
          costBasis: h.costBasis,
          profit: h.value - h.costBasis,
        });
        expect(holding.fund.currency).toBe(h.currency);
      }
      // The dashboard's figures are the landing card's.
      expect(data.totals.IDR).toEqual({ value: card.totalInvestment, costBasis: card.initialInvestment, profit: card.profit, returnRate: card.returnRate });
      expect({ value: data.totals.USD.value, costBasis: data.totals.USD.costBasis, profit: data.totals.USD.profit }).toEqual({
        value: card.usd.totalInvestment,
        costBasis: card.usd.initialInvestment,
        profit: card.usd.profit,
      });
      const sum = (currency: 'IDR' | 'USD') => expected.filter((h) => h.currency === currency).reduce((a, h) => a + h.value, 0);
      expect(data.totals.IDR.value).toBe(sum('IDR'));
      expect(data.totals.USD.value).toBe(sum('USD'));
      expect(data.holdsUsd).toBe(expected.some((h) => h.currency === 'USD'));
    }
  });

  it('splits rupiah and dollars: the goal portfolio with the USD fund lists it after the rupiah funds', () => {
    const education = portfolioNamed(investor().id, 'Pendidikan Anak');
    const data = dashboard(education.id)!;
    expect(data.holdsUsd).toBe(true);
    expect(data.totals.USD.value).toBeGreaterThan(0);
    const currencies = data.holdings.map((h) => h.fund.currency);
    expect(currencies.at(-1)).toBe('USD');
    expect(currencies.indexOf('USD')).toBe(currencies.lastIndexOf('USD'));
    // Rupiah funds by value, largest first.
    const idr = data.holdings.filter((h) => h.fund.currency === 'IDR').map((h) => h.value);
    expect(idr).toEqual([...idr].sort((a, b) => b - a));
    expect(idr.length).toBeGreaterThanOrEqual(2);

    const emergency = dashboard(portfolioNamed(investor().id, 'Dana Darurat').id)!;
    expect(emergency.holdsUsd).toBe(false);
    expect(emergency.totals.USD).toEqual({ value: 0, costBasis: 0, profit: 0, returnRate: null });
  });

  it('answers null for someone else’s portfolio, a closed one and an unknown id', () => {
    const sales = userRow('sales@celengan.test');
    const salesPortfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, sales.id)).get()!;
    expect(dashboard(salesPortfolio.id, sales)).not.toBeNull();
    expect(dashboard(salesPortfolio.id, investor())).toBeNull();
    expect(dashboard(999_999)).toBeNull();

    const emergency = portfolioNamed(investor().id, 'Dana Darurat');
    db().update(schema.portfolios).set({ active: false }).where(eq(schema.portfolios.id, emergency.id)).run();
    try {
      expect(dashboard(emergency.id)).toBeNull();
    } finally {
      db().update(schema.portfolios).set({ active: true }).where(eq(schema.portfolios.id, emergency.id)).run();
    }
    expect(dashboard(emergency.id)).not.toBeNull();
  });

  it('lists the portfolio’s purchases waiting for payment or paid, until their payment time is over', () => {
    const user = investor();
    const emergency = portfolioNamed(user.id, 'Dana Darurat');
    const education = portfolioNamed(user.id, 'Pendidikan Anak');
    const fundId = sqlHoldings(emergency.id)[0]!.fundId;
    const placedAt = new Date();
    const buy = (portfolioId: number, amount: number) => {
      const result = subscribe(
        user.id,
        { amount, portfolioId, portfolioName: null, mutualFundIds: [fundId], useCashback: false, couponCode: null, source: 'WEB' },
        randomUUID(),
        placedAt,
      );
      if (!result.ok) throw new Error(JSON.stringify(result.refusal));
      return result.orderId;
    };
    const before = dashboard(emergency.id)!.pendingOrders.length;
    const waiting = buy(emergency.id, 150_000);
    const paid = buy(emergency.id, 250_000);
    expect(simulatePayment(paid, placedAt)).toMatchObject({ ok: true });
    // Into another portfolio: not this one's.
    buy(education.id, 175_000);

    const data = dashboard(emergency.id, user, new Date(placedAt.getTime() + 60_000))!;
    const fund = db().select().from(schema.funds).where(eq(schema.funds.id, fundId)).get()!;
    expect(data.pendingOrders.slice(0, 2)).toEqual([
      expect.objectContaining({ orderId: paid, portfolioId: emergency.id, fund: { id: fundId, name: fund.name }, kind: 'SUBSCRIPTION', status: 'PAID', amount: 250_000, currency: 'IDR' }),
      expect.objectContaining({ orderId: waiting, portfolioId: emergency.id, fund: { id: fundId, name: fund.name }, kind: 'SUBSCRIPTION', status: 'WAITING_PAYMENT', amount: 150_000 }),
    ]);
    expect(data.pendingOrders).toHaveLength(before + 2);
    expect(data.pendingOrders.every((o) => o.portfolioId === emergency.id)).toBe(true);

    // A day later the unpaid order's time is over; the paid one waits for its NAV.
    const later = dashboard(emergency.id, user, new Date(placedAt.getTime() + 25 * 60 * 60 * 1000))!;
    expect(later.pendingOrders.map((o) => o.orderId)).toContain(paid);
    expect(later.pendingOrders.map((o) => o.orderId)).not.toContain(waiting);
  });

  it('gives a robo portfolio its recommendations and one buy link, and no per-fund top-up', () => {
    const user = investor();
    const robo = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, user.id), eq(schema.portfolios.roboCermat, true))).get()!;
    const data = dashboard(robo.id)!;
    const expected = db()
      .select({ fundId: schema.portfolioRecommendations.fundId, targetBp: schema.portfolioRecommendations.targetBp, slug: schema.funds.slug, type: schema.funds.type, name: schema.funds.name })
      .from(schema.portfolioRecommendations)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.portfolioRecommendations.fundId))
      .where(eq(schema.portfolioRecommendations.portfolioId, robo.id))
      .orderBy(schema.portfolioRecommendations.fundId)
      .all();
    expect(expected.length).toBeGreaterThan(0);
    expect(data.recommendations.map((r) => ({ fundId: r.fund.id, name: r.fund.name, type: r.fund.type, path: r.fund.path, targetBp: r.targetBp }))).toEqual(
      expected.map((r) => ({ fundId: r.fundId, name: r.name, type: r.type, path: fundDetailPath(r), targetBp: r.targetBp })),
    );
    expect(data.recommendations.reduce((a, r) => a + r.targetBp, 0)).toBe(10_000);
    expect(data.buy).toEqual({ href: `/reksadana/beli?portofolio=${robo.id}`, cart: true });
    expect(data.addFund).toBeNull();
    expect(data.holdings.length).toBeGreaterThan(0);
    expect(data.holdings.every((h) => h.topUpHref === null)).toBe(true);
  });

  it('lets another portfolio add a fund and top up each fund open for subscription', () => {
    const user = investor();
    const education = portfolioNamed(user.id, 'Pendidikan Anak');
    const data = dashboard(education.id)!;
    expect(data.recommendations).toEqual([]);
    expect(data.buy).toBeNull();
    expect(data.addFund).toEqual({ href: `/reksadana/beli?portofolio=${education.id}&tambah=1`, cart: true });
    const idrFund = data.holdings.find((h) => h.fund.currency === 'IDR')!;
    expect(idrFund.topUpHref).toBe(`/reksadana/beli?portofolio=${education.id}&dana=${idrFund.fund.id}`);
    expect(idrFund.fund.path).toMatch(/^\/reksadana\/[a-z-]+\/[a-z0-9-]+$/);

    // A fund closed for subscription gets no top-up, as its page shows no buy button.
    db().update(schema.funds).set({ status: 'active_subsdisabled' }).where(eq(schema.funds.id, idrFund.fund.id)).run();
    try {
      const closed = dashboard(education.id)!;
      expect(closed.holdings.find((h) => h.fund.id === idrFund.fund.id)!.topUpHref).toBeNull();
      expect(closed.holdings.filter((h) => h.fund.id !== idrFund.fund.id && h.fund.currency === 'IDR').every((h) => h.topUpHref !== null)).toBe(true);
    } finally {
      db().update(schema.funds).set({ status: 'active_subsenabled' }).where(eq(schema.funds.id, idrFund.fund.id)).run();
    }
  });

  it('gives an empty portfolio no holdings and zero totals, with its add-fund link', () => {
    const user = investor();
    const id = db().insert(schema.portfolios).values({ userId: user.id, name: 'Liburan' }).returning({ id: schema.portfolios.id }).get().id;
    const data = dashboard(id)!;
    expect(data.holdings).toEqual([]);
    expect(data.pendingOrders).toEqual([]);
    expect(data.holdsUsd).toBe(false);
    expect(data.totals.IDR).toEqual({ value: 0, costBasis: 0, profit: 0, returnRate: null });
    expect(data.addFund?.href).toBe(`/reksadana/beli?portofolio=${id}&tambah=1`);
    // The other portfolios are untouched by it.
    expect(db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, user.id), ne(schema.portfolios.id, id))).all()).toHaveLength(3);
  });

  it('sends an investor who may not buy yet to the landing gate instead of the cart', () => {
    const user = { ...investor(), kycRisk: 'high' as const, hasFilledEdd: false };
    const education = portfolioNamed(user.id, 'Pendidikan Anak');
    const data = dashboard(education.id, user)!;
    expect(data.addFund).toEqual({ href: `/reksadana?beli=portofolio-${education.id}#beli`, cart: false });
    expect(data.holdings.every((h) => h.topUpHref === null)).toBe(true);
  });
});
