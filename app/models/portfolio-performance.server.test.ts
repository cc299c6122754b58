// The performance model (issue 16 item 7; decision 068) against this file's own copy of the seeded database: the
// demo investor's figures checked against the dashboard and a direct SQL reading of the ledger, and small histories
// booked through the ledger whose returns are known without the model: one buy (the funds' return is the NAV's
// change; the investor's is value ÷ paid, annualised by hand), a move between portfolios (no flow in the total) and
// a dollar fund (converted at each flow's rate).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { daysBetween, type IsoDate } from '~/domain/dates';
import { money, usdToIdr, valueOfUnits } from '~/domain/money';
import { xirr } from '~/domain/returns';
import { portfolioPath } from '~/domain/portfolio-paths';
import { db } from '~/lib/db.server';
import { appendLedgerEntry, type LedgerEntryInput } from './ledger.server';
import { getPortfolioPerformance } from './portfolio-performance.server';
import { getPortfolioDashboard } from './portfolios.server';
import { latestUsdRate, usdRateOn } from './usd-rates.server';

const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const activePortfolios = (userId: number) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.active, true))).all();

function newPortfolio(userId: number, name: string): number {
  return db().insert(schema.portfolios).values({ userId, name }).returning({ id: schema.portfolios.id }).get().id;
}

function book(input: Omit<LedgerEntryInput, 'idempotencyKey' | 'at'>) {
  db().transaction((tx) => appendLedgerEntry(tx, { ...input, idempotencyKey: randomUUID(), at: new Date('2025-11-10T10:00:00Z') }), { behavior: 'immediate' });
}

/** A fund of the currency with NAV over the whole span asked, and its NAVs from `from`. */
function fundWithNavs(currency: 'IDR' | 'USD', from: IsoDate) {
  const fund = db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.currency, currency), eq(schema.funds.type, currency === 'USD' ? 'SAHAM' : 'PASAR_UANG')))
    .all()
    .find((f) => f.launchDate < from)!;
  const navs = db()
    .select({ navDate: schema.fundNavs.navDate, nav: schema.fundNavs.nav })
    .from(schema.fundNavs)
    .where(and(eq(schema.fundNavs.fundId, fund.id), gte(schema.fundNavs.navDate, from)))
    .orderBy(asc(schema.fundNavs.navDate))
    .all();
  return { fund, navs };
}

describe('the demo investor', () => {
  const user = userRow('investor@celengan.test');
  const report = getPortfolioPerformance({ userId: user.id })!;

  it('values each portfolio as its dashboard does, per currency, and the total in rupiah at the latest dollar rate', () => {
    const rate = latestUsdRate()!;
    expect(report.usdRate).toEqual(rate);
    let idr = 0;
    let usd = 0;
    for (const portfolio of activePortfolios(user.id)) {
      const dashboard = getPortfolioDashboard({ user: { ...user, emailVerifiedAt: user.emailVerifiedAt } as never, portfolioId: portfolio.id, currentPath: portfolioPath(portfolio.id) })!;
      const figures = report.portfolios[portfolio.id]!;
      expect(figures.byCurrency.IDR.value).toBe(dashboard.totals.IDR.value);
      expect(figures.byCurrency.USD.value).toBe(dashboard.totals.USD.value);
      expect(figures.rupiah.value).toBe(dashboard.totals.IDR.value + usdToIdr(money(dashboard.totals.USD.value, 'USD'), rate.buyRate).minor);
      idr += dashboard.totals.IDR.value;
      usd += dashboard.totals.USD.value;
    }
    expect(report.total.byCurrency.IDR.value).toBe(idr);
    expect(report.total.byCurrency.USD.value).toBe(usd);
    expect(usd).toBeGreaterThan(0);
    expect(report.total.holdsUsd).toBe(true);
  });

  it("nets what was paid in against what came back, from the ledger itself, and its XIRR is the model's", () => {
    const rows = db()
      .$client.prepare(
        `SELECT nav_date AS date, CASE entry_type WHEN 'SUBSCRIPTION' THEN -amount ELSE amount END AS amount
           FROM unit_ledger WHERE user_id = ? AND currency = 'IDR' AND entry_type IN ('SUBSCRIPTION', 'REDEMPTION', 'DIVIDEND_CASH')`,
      )
      .all(user.id) as { date: IsoDate; amount: number }[];
    const idr = report.total.byCurrency.IDR;
    expect(idr.totalInvestment).toBe(-rows.reduce((total, row) => total + row.amount, 0));
    expect(idr.profit).toBe(idr.value - idr.totalInvestment);
    // Two years of monthly saving: a year or more, so annualised.
    expect(daysBetween(idr.since!, idr.asOf!)).toBeGreaterThanOrEqual(365);
    expect(idr.moneyWeightedReturn.annualised).toBe(true);
    expect(idr.moneyWeightedReturn.rate!).toBeCloseTo(xirr([...rows, { date: idr.asOf!, amount: idr.value }])!, 9);
    expect(idr.timeWeightedReturn.annualised).toBe(true);
    expect(Math.abs(idr.timeWeightedReturn.rate!)).toBeLessThan(1);
    expect(report.total.rupiah.moneyWeightedReturn.rate).not.toBeNull();
  });

  it('draws the value and the net investment over time, ending at the value', () => {
    expect(report.series.length).toBeGreaterThan(50);
    expect(report.series.at(-1)!.date).toBe(report.total.rupiah.asOf);
    expect(report.series.at(-1)).toEqual({ date: report.total.rupiah.asOf, value: report.total.rupiah.value, invested: report.total.rupiah.totalInvestment });
  });

  it("answers null for someone else's, a closed or an unknown portfolio", () => {
    const other = userRow('sales@celengan.test');
    const theirs = activePortfolios(other.id)[0]!;
    expect(getPortfolioPerformance({ userId: user.id, portfolioId: theirs.id })).toBeNull();
    expect(getPortfolioPerformance({ userId: user.id, portfolioId: 999_999 })).toBeNull();
    const closed = newPortfolio(user.id, 'Tutup');
    db().update(schema.portfolios).set({ active: false, closedAt: new Date() }).where(eq(schema.portfolios.id, closed)).run();
    expect(getPortfolioPerformance({ userId: user.id, portfolioId: closed })).toBeNull();
  });
});

describe('histories booked through the ledger', () => {
  it('one buy under a year: the funds\' return is the NAV\'s change, the investor\'s is value ÷ paid − 1, both cumulative', () => {
    const user = userRow('baru@celengan.test');
    const portfolioId = newPortfolio(user.id, 'Satu beli');
    const { fund, navs } = fundWithNavs('IDR', '2025-06-02');
    const buy = navs[0]!;
    const last = navs.at(-1)!;
    const units = 10_000_000; // 1,000 units
    const paid = valueOfUnits(units, buy.nav, 'IDR').minor + 5_000; // with a fee of Rp 5.000
    book({ userId: user.id, portfolioId, fundId: fund.id, entryType: 'SUBSCRIPTION', units, nav: buy.nav, navDate: buy.navDate, currency: 'IDR', amount: paid });

    const figures = getPortfolioPerformance({ userId: user.id, portfolioId })!.portfolios[portfolioId]!.byCurrency.IDR;
    const value = valueOfUnits(units, last.nav, 'IDR').minor;
    expect(figures).toMatchObject({ value, totalInvestment: paid, profit: value - paid, since: buy.navDate, asOf: last.navDate });
    expect(figures.timeWeightedReturn).toEqual({ rate: expect.closeTo(last.nav / buy.nav - 1, 9), annualised: false });
    expect(figures.moneyWeightedReturn).toEqual({ rate: expect.closeTo(value / paid - 1, 9), annualised: false });
  });

  it('a move between two portfolios is a flow for each, none for the total', () => {
    const user = userRow('menunggu@celengan.test');
    const from = newPortfolio(user.id, 'Asal');
    const to = newPortfolio(user.id, 'Tujuan');
    const { fund, navs } = fundWithNavs('IDR', '2024-06-03');
    const buy = navs[0]!;
    const move = navs[200]!;
    const paid = valueOfUnits(20_000_000, buy.nav, 'IDR').minor;
    book({ userId: user.id, portfolioId: from, fundId: fund.id, entryType: 'SUBSCRIPTION', units: 20_000_000, nav: buy.nav, navDate: buy.navDate, currency: 'IDR', amount: paid });
    const before = getPortfolioPerformance({ userId: user.id })!.total.rupiah;

    const cost = Math.round(paid / 2);
    book({ userId: user.id, portfolioId: from, fundId: fund.id, entryType: 'MOVE_OUT', units: 10_000_000, nav: move.nav, navDate: move.navDate, currency: 'IDR', amount: cost });
    book({ userId: user.id, portfolioId: to, fundId: fund.id, entryType: 'MOVE_IN', units: 10_000_000, nav: move.nav, navDate: move.navDate, currency: 'IDR', amount: cost });
    const after = getPortfolioPerformance({ userId: user.id })!;

    expect(after.total.rupiah.totalInvestment).toBe(before.totalInvestment);
    expect(after.total.rupiah.moneyWeightedReturn.rate!).toBeCloseTo(before.moneyWeightedReturn.rate!, 6);
    expect(after.total.rupiah.timeWeightedReturn.rate!).toBeCloseTo(before.timeWeightedReturn.rate!, 6);
    // The target portfolio got the units' value at the move's NAV as its money in.
    const moved = valueOfUnits(10_000_000, move.nav, 'IDR').minor;
    expect(after.portfolios[to]!.rupiah.totalInvestment).toBe(moved);
    expect(after.portfolios[from]!.rupiah.totalInvestment).toBe(paid - moved);
    // The target's own funds' return runs from the move: the NAV's change since.
    const last = navs.at(-1)!;
    expect(after.portfolios[to]!.rupiah.timeWeightedReturn.rate!).toBeCloseTo(last.nav / move.nav - 1, 6);
  });

  it('converts a dollar buy at the rate of its day for the rupiah figures and values it at the latest rate', () => {
    const user = userRow('ditolak@celengan.test');
    const portfolioId = newPortfolio(user.id, 'Dolar');
    const { fund, navs } = fundWithNavs('USD', '2025-03-03');
    const buy = navs[0]!;
    const paid = 100_000; // $1,000.00
    const units = Math.floor((paid * 1e8) / 100 / buy.nav);
    book({ userId: user.id, portfolioId, fundId: fund.id, entryType: 'SUBSCRIPTION', units, nav: buy.nav, navDate: buy.navDate, currency: 'USD', amount: paid });

    const report = getPortfolioPerformance({ userId: user.id })!;
    const usd = report.total.byCurrency.USD;
    expect(usd.totalInvestment).toBe(paid);
    expect(report.total.byCurrency.IDR.value).toBe(0);
    const rupiah = report.total.rupiah;
    expect(rupiah.totalInvestment).toBe(usdToIdr(money(paid, 'USD'), usdRateOn(buy.navDate)!.buyRate).minor);
    expect(rupiah.value).toBe(usdToIdr(money(usd.value, 'USD'), report.usdRate!.buyRate).minor);
    expect(report.total.holdsUsd).toBe(true);
  });
});
