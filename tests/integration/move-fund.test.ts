// Moving a fund between one's own portfolios (issue 15 item 3; decision 061) against this file's copy of the
// seeded database, at a fixed instant: the demo investor's goal portfolios (Pendidikan Anak holds a stock and a
// bond fund, Dana Darurat a money-market fund; the default robo portfolio its model). A move of part and of all
// units keeps the ledger check clean, takes the average cost along exactly (by hand), realizes nothing and
// shows nowhere as a sale or an order; refusals; an idempotent replay.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { DEFAULT_ORDER_FILTERS } from '~/domain/order-filters';
import { REALIZED_PROFIT_ORDER_TYPES } from '~/domain/realized-profit-query';
import { db } from '~/lib/db.server';
import { checkLedger, holdUnits, releaseHeldUnits } from '~/models/ledger.server';
import { calculateMove, moveFund, moveSource, type MoveRequest } from '~/models/move-fund.server';
import { listOrders } from '~/models/orders.server';
import { listRealizedProfits } from '~/models/realized-profits.server';
import { subscribe } from '~/models/subscriptions.server';
import { userByEmail } from '../support/orders';

const NOW = new Date('2026-11-20T03:00:00Z');
/** After the 24 hours of the unpaid order the pending-order test places. */
const LATER = new Date('2026-11-21T04:00:00Z');

let userId: number;
let otherUserId: number;
let robo: number;
let education: number;
let emergency: number;
let otherPortfolio: number;

const portfolioNamed = (owner: number, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, owner), eq(schema.portfolios.name, name))).get()!.id;
const position = (portfolioId: number, fundId: number) =>
  db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.positions.fundId, fundId))).get();
/** The IDR funds a portfolio holds, by type. */
const heldFund = (portfolioId: number, type: string) =>
  db()
    .select({ id: schema.funds.id })
    .from(schema.positions)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
    .where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.funds.type, type as 'SAHAM'), eq(schema.funds.currency, 'IDR'), sql`${schema.positions.units} > 0`))
    .get()!.id;
const latestNav = (fundId: number) =>
  db().select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fundId)).orderBy(sql`${schema.fundNavs.navDate} DESC`).get()!;
const realizedTotal = () =>
  db().select({ total: sql<number>`coalesce(sum(${schema.positions.realizedProfit}), 0)` }).from(schema.positions).where(eq(schema.positions.userId, userId)).get()!.total;
const ledgerCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.unitLedger).get()!.n;

/** costBasis × units / held, rounded half up: the average-cost share (ledger.ts, money.ts proportionalCost). */
function shareByHand(costBasis: number, units: number, held: number): number {
  const numerator = BigInt(costBasis) * BigInt(units);
  const quotient = numerator / BigInt(held);
  const remainder = numerator % BigInt(held);
  return Number(remainder * 2n >= BigInt(held) ? quotient + 1n : quotient);
}

beforeAll(() => {
  userId = userByEmail('investor@celengan.test').id;
  otherUserId = userByEmail('sales@celengan.test').id;
  robo = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.isDefault, true))).get()!.id;
  education = portfolioNamed(userId, 'Pendidikan Anak');
  emergency = portfolioNamed(userId, 'Dana Darurat');
  otherPortfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, otherUserId)).get()!.id;
});

describe('moving part of a holding', () => {
  it('takes the units and their average cost to the other portfolio, at the latest NAV, realizing nothing', () => {
    const stock = heldFund(education, 'SAHAM');
    const before = position(education, stock)!;
    const realizedBefore = realizedTotal();
    const salesBefore = listRealizedProfits(userId, { orderTypes: [...REALIZED_PROFIT_ORDER_TYPES], name: undefined, page: 0, size: 100 }).total;
    const ordersBefore = listOrders(userId, DEFAULT_ORDER_FILTERS, NOW).total;
    const units = 12_3457; // 12.3457 units
    const request: MoveRequest = { portfolioId: education, targetPortfolioId: emergency, mutualFundId: stock, amount: { mode: 'units', units } };

    const calculated = calculateMove(userId, request, NOW);
    expect(calculated.ok).toBe(true);
    const cost = shareByHand(before.costBasis, units, before.units);
    const nav = latestNav(stock);
    expect(calculated.ok && calculated.plan).toMatchObject({ units, cost, nav: nav.nav, navDate: nav.navDate, currency: 'IDR' });
    // Nothing written by a calculation.
    expect(position(education, stock)!.units).toBe(before.units);

    const moved = moveFund(userId, request, randomUUID(), NOW);
    expect(moved).toMatchObject({ ok: true, created: true, plan: { units, cost } });
    const after = position(education, stock)!;
    expect(after).toMatchObject({ units: before.units - units, costBasis: before.costBasis - cost, realizedProfit: before.realizedProfit });
    expect(position(emergency, stock)).toMatchObject({ units, costBasis: cost, realizedProfit: 0, userId });
    expect(checkLedger(db())).toEqual([]);
    expect(realizedTotal()).toBe(realizedBefore);
    // Neither a sale in the realized-profit list nor an order (or a dividend) in the order history.
    expect(listRealizedProfits(userId, { orderTypes: [...REALIZED_PROFIT_ORDER_TYPES], name: undefined, page: 0, size: 100 }).total).toBe(salesBefore);
    expect(listOrders(userId, DEFAULT_ORDER_FILTERS, NOW).total).toBe(ordersBefore);

    const entries = db().select().from(schema.unitLedger).where(and(eq(schema.unitLedger.fundId, stock), sql`${schema.unitLedger.entryType} IN ('MOVE_OUT', 'MOVE_IN')`)).all();
    expect(entries.map((e) => [e.entryType, e.portfolioId, e.units, e.amount, e.costBasisChange, e.realizedProfit, e.nav, e.navDate])).toEqual([
      ['MOVE_OUT', education, -units, cost, -cost, 0, nav.nav, nav.navDate],
      ['MOVE_IN', emergency, units, cost, cost, 0, nav.nav, nav.navDate],
    ]);
    const audit = db().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'position.moved')).all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: userId, entity: 'position', entityId: `${education}:${stock}` });
  });
});

describe('moving all of a holding', () => {
  it('empties the source position and takes its whole cost along', () => {
    const bond = heldFund(education, 'PENDAPATAN_TETAP');
    const before = position(education, bond)!;
    const realizedBefore = realizedTotal();
    const result = moveFund(userId, { portfolioId: education, targetPortfolioId: emergency, mutualFundId: bond, amount: { mode: 'all' } }, randomUUID(), NOW);
    expect(result).toMatchObject({ ok: true, created: true, plan: { units: before.units, cost: before.costBasis } });
    expect(position(education, bond)).toMatchObject({ units: 0, costBasis: 0, realizedProfit: before.realizedProfit });
    expect(position(emergency, bond)).toMatchObject({ units: before.units, costBasis: before.costBasis, realizedProfit: 0 });
    expect(checkLedger(db())).toEqual([]);
    expect(realizedTotal()).toBe(realizedBefore);
    // Nothing left to move: the page and the API answer it as a fund not held.
    expect(moveSource(userId, education, bond, NOW)).toBeNull();
    expect(calculateMove(userId, { portfolioId: education, targetPortfolioId: emergency, mutualFundId: bond, amount: { mode: 'all' } }, NOW)).toEqual({ ok: false, refusal: { code: 'FUND_NOT_FOUND' } });
  });
});

describe('refusals', () => {
  const refusalOf = (request: Partial<MoveRequest>, user = userId, at = NOW) => {
    const stock = heldFund(education, 'SAHAM');
    const full: MoveRequest = { portfolioId: education, targetPortfolioId: emergency, mutualFundId: stock, amount: { mode: 'units', units: 1_0000 }, ...request };
    const before = ledgerCount();
    const result = moveFund(user, full, randomUUID(), at);
    if (result.ok) return null;
    expect(ledgerCount()).toBe(before);
    return result.refusal.code;
  };

  it('into a robo portfolio whose model lacks the fund', () => {
    const recommended = new Set(db().select().from(schema.portfolioRecommendations).where(eq(schema.portfolioRecommendations.portfolioId, robo)).all().map((r) => r.fundId));
    const usd = db()
      .select({ id: schema.funds.id })
      .from(schema.positions)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
      .where(and(eq(schema.positions.portfolioId, education), eq(schema.funds.currency, 'USD')))
      .get()!.id;
    expect(recommended.has(usd)).toBe(false);
    expect(refusalOf({ targetPortfolioId: robo, mutualFundId: usd })).toBe('ROBO_TARGET');
    expect(moveSource(userId, education, usd, NOW)!.targets.find((t) => t.id === robo)!.refusal).toBe('ROBO_TARGET');
  });

  it('but into a robo portfolio whose model has the fund, it moves', () => {
    const stock = heldFund(education, 'SAHAM');
    const recommended = db().select().from(schema.portfolioRecommendations).where(and(eq(schema.portfolioRecommendations.portfolioId, robo), eq(schema.portfolioRecommendations.fundId, stock))).get();
    // The demo's education stock fund is in the moderate model (seeds/demo-users.ts prefers others, and may not find one).
    if (!recommended) db().insert(schema.portfolioRecommendations).values({ portfolioId: robo, fundId: stock, targetBp: 1 }).run();
    expect(refusalOf({ targetPortfolioId: robo })).toBeNull();
    expect(checkLedger(db())).toEqual([]);
  });

  it('into the same portfolio', () => {
    expect(refusalOf({ targetPortfolioId: education })).toBe('SAME_PORTFOLIO');
  });

  it("with another investor's portfolio, as if it did not exist", () => {
    expect(refusalOf({ targetPortfolioId: otherPortfolio })).toBe('TARGET_NOT_FOUND');
    expect(refusalOf({ targetPortfolioId: 999_999 })).toBe('TARGET_NOT_FOUND');
    expect(refusalOf({ portfolioId: otherPortfolio })).toBe('PORTFOLIO_NOT_FOUND');
    expect(refusalOf({ portfolioId: 999_999 })).toBe('PORTFOLIO_NOT_FOUND');
    // The investor's own portfolios, asked by another investor.
    expect(refusalOf({}, otherUserId)).toBe('PORTFOLIO_NOT_FOUND');
    expect(moveSource(otherUserId, education, heldFund(education, 'SAHAM'), NOW)).toBeNull();
  });

  it('of a fund not held there, or unknown', () => {
    expect(refusalOf({ mutualFundId: heldFund(emergency, 'PASAR_UANG'), portfolioId: education })).toBe('FUND_NOT_FOUND');
    expect(refusalOf({ mutualFundId: 999_999 })).toBe('FUND_NOT_FOUND');
  });

  it('of more units than are free', () => {
    const stock = heldFund(education, 'SAHAM');
    const held = position(education, stock)!;
    expect(refusalOf({ amount: { mode: 'units', units: held.units + 1 } })).toBe('MORE_THAN_FREE');
    // Units held for a pending sale are not the move's (the sale's order would be pending too; held here alone).
    db().transaction((tx) => void holdUnits(tx, { portfolioId: education, fundId: stock, userId }, held.units - 5_0000, NOW), { behavior: 'immediate' });
    try {
      expect(refusalOf({ amount: { mode: 'units', units: 5_0001 } })).toBe('MORE_THAN_FREE');
      const calculated = calculateMove(userId, { portfolioId: education, targetPortfolioId: emergency, mutualFundId: stock, amount: { mode: 'all' } }, NOW);
      expect(calculated.ok && calculated.plan.units).toBe(5_0000);
    } finally {
      db().transaction((tx) => releaseHeldUnits(tx, { portfolioId: education, fundId: stock }, held.units - 5_0000, NOW), { behavior: 'immediate' });
    }
  });

  it('while an order of the source or the target portfolio touching the fund is under way', () => {
    const stock = heldFund(education, 'SAHAM');
    const moneyMarket = heldFund(emergency, 'PASAR_UANG');
    // A purchase of the stock fund into Dana Darurat, awaiting its payment: the target's position is pending.
    const placed = subscribe(userId, { amount: 1_000_000, portfolioId: emergency, portfolioName: null, mutualFundIds: [stock], useCashback: false, couponCode: null, source: 'WEB' }, randomUUID(), NOW);
    expect(placed.ok).toBe(true);
    expect(refusalOf({})).toBe('ORDER_PENDING');
    // The money-market fund is untouched by that order: it moves (to the education portfolio).
    expect(refusalOf({ portfolioId: emergency, targetPortfolioId: education, mutualFundId: moneyMarket })).toBeNull();
    // The move page greys the target out.
    expect(moveSource(userId, education, stock, NOW)!.targets.find((t) => t.id === emergency)!.refusal).toBe('ORDER_PENDING');
    // An unpaid order past its 24 hours is over, whether or not the expiry job ran.
    expect(refusalOf({}, userId, LATER)).toBeNull();
    expect(checkLedger(db())).toEqual([]);
  });
});

describe('an idempotent replay', () => {
  it('answers the first move and writes nothing, whatever the repeated request says', () => {
    const stock = heldFund(education, 'SAHAM');
    const key = randomUUID();
    const request: MoveRequest = { portfolioId: education, targetPortfolioId: emergency, mutualFundId: stock, amount: { mode: 'units', units: 2_0000 } };
    const first = moveFund(userId, request, key, LATER);
    expect(first).toMatchObject({ ok: true, created: true });
    const count = ledgerCount();
    const audits = db().select({ n: sql<number>`count(*)` }).from(schema.auditLog).get()!.n;
    const again = moveFund(userId, request, key, LATER);
    expect(again).toEqual({ ...first, created: false });
    const different = moveFund(userId, { ...request, amount: { mode: 'all' } }, key, LATER);
    expect(different).toEqual({ ...first, created: false });
    expect(ledgerCount()).toBe(count);
    expect(db().select({ n: sql<number>`count(*)` }).from(schema.auditLog).get()!.n).toBe(audits);
    // The same key of another investor is another move (keys are per investor).
    expect(moveFund(otherUserId, request, key, LATER)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
    expect(checkLedger(db())).toEqual([]);
  });
});
