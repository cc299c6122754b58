// Moving a fund between one's own portfolios (issue 15 items 3, 7; spec funds §2.1 `pindah`, §7 move-fund;
// decisions 056, 061). Reads what the move rules (policies/move-rules.ts) judge — the source position, the
// investor's other portfolios, robo recommendations, the orders under way that touch the fund — and, to move,
// writes a MOVE_OUT from the source and a MOVE_IN into the target (same units, same cost: ledger.moveOutCost)
// at the fund's latest NAV, and an audit row, in ONE immediate transaction keyed by the investor and the
// idempotency key: a retry finds the entries the first request wrote and answers them. No order, no fee, no
// PIN (decision 061), never a realized profit (the ledger's MOVE_* rule).
//
// A portfolio of another investor, a closed one, or an unknown one answers like a missing one (404); so does
// a fund the source portfolio does not hold.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, fundNavs, funds, orderItems, orders, portfolioRecommendations, portfolios, positions, unitLedger } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import { valueOfUnits } from '~/domain/money';
import { decideMove, freeUnits, targetRefusal, type MoveAmount, type MoveRefusalReason, type MoveTarget } from '~/domain/policies/move-rules';
import { db as defaultDb } from '~/lib/db.server';
import { appendLedgerEntry, moveOutCost, type Tx } from './ledger.server';
import { orderUnderWay } from './open-orders.server';

/** What a move asks (the API body and the page's form, read by forms/move-fund.ts). */
export interface MoveRequest {
  portfolioId: number;
  targetPortfolioId: number;
  mutualFundId: number;
  amount: MoveAmount;
}

export type MoveRefusal =
  /** The source portfolio is not the investor's open portfolio, or the fund is unknown or not held there. */
  | { code: 'PORTFOLIO_NOT_FOUND' }
  | { code: 'FUND_NOT_FOUND' }
  /** The fund has no published NAV to record the move at. */
  | { code: 'NO_NAV' }
  | { code: Exclude<MoveRefusalReason, 'NO_POSITION'> };

/** A portfolio the investor may pick as the target, with why it cannot take the fund (null: it can). */
export interface MoveTargetChoice {
  id: number;
  name: string;
  roboCermat: boolean;
  refusal: Extract<MoveRefusalReason, 'ROBO_TARGET' | 'ORDER_PENDING'> | null;
}

/** The position a move starts from, as the form shows it. */
export interface MoveSource {
  portfolio: { id: number; name: string };
  fund: { id: number; name: string; type: FundType; currency: Currency };
  /** Units × 10^4: held, held for pending orders, free to move. */
  units: number;
  heldUnits: number;
  freeUnits: number;
  /** The fund's latest NAV (× 10^4) and its date; null before the first. */
  nav: number | null;
  navDate: IsoDate | null;
  /** The free units' value at that NAV (minor units). */
  freeValue: number | null;
  /** An order under way of the source portfolio touches the fund. */
  orderPending: boolean;
  targets: MoveTargetChoice[];
}

/** A move as calculated (before) or done (after): every figure in storage scale. */
export interface MovePlan {
  portfolioId: number;
  targetPortfolioId: number;
  mutualFundId: number;
  currency: Currency;
  /** × 10^4. */
  units: number;
  nav: number;
  navDate: IsoDate;
  /** The units' value at the NAV (minor units, rounded down). */
  value: number;
  /** The cost basis that goes with the units (ledger.moveOutCost), minor units. */
  cost: number;
}

export type CalculateMoveResult = { ok: true; plan: MovePlan; source: MoveSource } | { ok: false; refusal: MoveRefusal };
export type MoveFundResult = { ok: true; plan: MovePlan; created: boolean } | { ok: false; refusal: MoveRefusal };

/** The unit ledger keys of one move (one submission of the investor: decision 061). */
export const moveLedgerKeys = (userId: number, idempotencyKey: string) => ({
  out: `move-${userId}-${idempotencyKey}-out`,
  in: `move-${userId}-${idempotencyKey}-in`,
});

/** The investor's ids of open portfolios among `ids`, with what the rules read of them. */
function readPortfolios(tx: Tx | Db, userId: number) {
  const rows = tx
    .select({ id: portfolios.id, name: portfolios.name, roboCermat: portfolios.roboCermat, isDefault: portfolios.isDefault })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .orderBy(sql`${portfolios.isDefault} DESC`, asc(portfolios.id))
    .all();
  const roboIds = rows.filter((p) => p.roboCermat).map((p) => p.id);
  const recommendations = roboIds.length === 0 ? [] : tx.select().from(portfolioRecommendations).where(inArray(portfolioRecommendations.portfolioId, roboIds)).all();
  return rows.map((p) => ({ ...p, recommendedFundIds: recommendations.filter((r) => r.portfolioId === p.id).map((r) => r.fundId) }));
}

/**
 * The investor's portfolios with an order under way (awaiting payment within its 24 hours, or paid and not yet
 * priced: open-orders.server.ts) whose items touch the fund, as the bought or sold fund or a switch's target.
 */
function portfoliosWithPendingOrder(tx: Tx | Db, userId: number, fundId: number, now: Date): Set<number> {
  const rows = tx
    .selectDistinct({ portfolioId: orders.portfolioId })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), or(eq(orderItems.fundId, fundId), eq(orderItems.targetFundId, fundId)), orderUnderWay(now.getTime())))
    .all();
  return new Set(rows.map((r) => r.portfolioId));
}

/** The fund's latest NAV and its date (what the move is recorded at), or null before the first. */
function latestNavOf(tx: Tx | Db, fundId: number): { nav: number; navDate: IsoDate } | null {
  const row = tx
    .select({ nav: fundNavs.nav, navDate: fundNavs.navDate })
    .from(fundNavs)
    .where(eq(fundNavs.fundId, fundId))
    .orderBy(sql`${fundNavs.navDate} DESC`)
    .limit(1)
    .get();
  return row ? { nav: row.nav, navDate: row.navDate as IsoDate } : null;
}

/**
 * The position a move of `fundId` out of `portfolioId` starts from, with the portfolios it could go to; null
 * when the portfolio is not the investor's open one or holds no units of the fund (the page's 404).
 */
export function moveSource(userId: number, portfolioId: number, fundId: number, now: Date, database: Tx | Db = defaultDb()): MoveSource | null {
  const owned = readPortfolios(database, userId);
  const source = owned.find((p) => p.id === portfolioId);
  if (!source) return null;
  const row = database
    .select({
      units: positions.units,
      heldUnits: positions.heldUnits,
      fundId: funds.id,
      name: funds.name,
      type: funds.type,
      currency: funds.currency,
    })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.portfolioId, portfolioId), eq(positions.fundId, fundId), eq(positions.userId, userId)))
    .get();
  if (!row || row.units <= 0) return null;
  const latest = latestNavOf(database, fundId);
  const pending = portfoliosWithPendingOrder(database, userId, fundId, now);
  const free = freeUnits(row);
  const targets: MoveTargetChoice[] = owned
    .filter((p) => p.id !== portfolioId)
    .map((p) => {
      const target: MoveTarget = { id: p.id, active: true, roboCermat: p.roboCermat, recommendedFundIds: p.recommendedFundIds };
      const refusal = targetRefusal({ sourcePortfolioId: portfolioId, fundId, target });
      return {
        id: p.id,
        name: p.name,
        roboCermat: p.roboCermat,
        refusal: refusal === 'ROBO_TARGET' ? refusal : pending.has(p.id) ? 'ORDER_PENDING' : null,
      };
    });
  return {
    portfolio: { id: source.id, name: source.name },
    fund: { id: row.fundId, name: row.name, type: row.type, currency: row.currency },
    units: row.units,
    heldUnits: row.heldUnits,
    freeUnits: free,
    nav: latest?.nav ?? null,
    navDate: latest?.navDate ?? null,
    freeValue: latest ? valueOfUnits(free, latest.nav, row.currency).minor : null,
    orderPending: pending.has(portfolioId),
    targets,
  };
}

/** The plan of a move, or its refusal, read in `tx` (the move's own transaction, or a read for calculate). */
function planMove(tx: Tx | Db, userId: number, request: MoveRequest, now: Date): CalculateMoveResult {
  const fund = tx.select({ id: funds.id }).from(funds).where(eq(funds.id, request.mutualFundId)).get();
  if (!fund) return { ok: false, refusal: { code: 'FUND_NOT_FOUND' } };
  const owned = readPortfolios(tx, userId);
  if (!owned.some((p) => p.id === request.portfolioId)) return { ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } };
  const source = moveSource(userId, request.portfolioId, request.mutualFundId, now, tx);
  // The fund exists but the portfolio holds none of it: the fund is not found there (404, like the page).
  if (!source) return { ok: false, refusal: { code: 'FUND_NOT_FOUND' } };
  const targetRow = owned.find((p) => p.id === request.targetPortfolioId);
  const target: MoveTarget | null = targetRow ? { id: targetRow.id, active: true, roboCermat: targetRow.roboCermat, recommendedFundIds: targetRow.recommendedFundIds } : null;
  const pending = portfoliosWithPendingOrder(tx, userId, request.mutualFundId, now);
  const decision = decideMove({
    sourcePortfolioId: request.portfolioId,
    fundId: request.mutualFundId,
    position: { units: source.units, heldUnits: source.heldUnits },
    target,
    orderPending: pending.has(request.portfolioId) || (target !== null && pending.has(target.id)),
    amount: request.amount,
  });
  if (!decision.allowed) {
    // moveSource answered a position with units: NO_POSITION cannot come back.
    return { ok: false, refusal: { code: decision.reason === 'NO_POSITION' ? 'FUND_NOT_FOUND' : decision.reason } };
  }
  if (source.nav === null || source.navDate === null) return { ok: false, refusal: { code: 'NO_NAV' } };
  const cost = moveOutCost(tx, { portfolioId: request.portfolioId, fundId: request.mutualFundId }, decision.units);
  if (cost === null) throw new Error(`moveOutCost refused ${decision.units} units the rules allowed`);
  return {
    ok: true,
    source,
    plan: {
      portfolioId: request.portfolioId,
      targetPortfolioId: request.targetPortfolioId,
      mutualFundId: request.mutualFundId,
      currency: source.fund.currency,
      units: decision.units,
      nav: source.nav,
      navDate: source.navDate,
      value: valueOfUnits(decision.units, source.nav, source.fund.currency).minor,
      cost,
    },
  };
}

/** The summary of a move before it is made (move-fund/calculate, the page's summary step): writes nothing. */
export function calculateMove(userId: number, request: MoveRequest, now = new Date(), database: Db = defaultDb()): CalculateMoveResult {
  return planMove(database, userId, request, now);
}

/** The move the investor's key already made, as its result; undefined when the key is new. */
export function movedWithKey(userId: number, idempotencyKey: string, database: Tx | Db = defaultDb()): MovePlan | undefined {
  const keys = moveLedgerKeys(userId, idempotencyKey);
  const entries = database
    .select()
    .from(unitLedger)
    .where(and(eq(unitLedger.userId, userId), inArray(unitLedger.idempotencyKey, [keys.out, keys.in])))
    .all();
  const out = entries.find((e) => e.entryType === 'MOVE_OUT');
  const into = entries.find((e) => e.entryType === 'MOVE_IN');
  if (!out || !into) return undefined;
  return {
    portfolioId: out.portfolioId,
    targetPortfolioId: into.portfolioId,
    mutualFundId: out.fundId,
    currency: out.currency,
    units: into.units,
    nav: out.nav,
    navDate: out.navDate as IsoDate,
    value: valueOfUnits(into.units, out.nav, out.currency).minor,
    cost: out.amount,
  };
}

/**
 * Moves the units: MOVE_OUT from the source and MOVE_IN into the target, the same units and cost, at the fund's
 * latest NAV and its date, and an audit row, in one immediate transaction. A key used before answers its move
 * (created false) and writes nothing, whatever the repeated request says.
 */
export function moveFund(userId: number, request: MoveRequest, idempotencyKey: string, now = new Date(), database: Db = defaultDb()): MoveFundResult {
  return database.transaction(
    (tx): MoveFundResult => {
      const done = movedWithKey(userId, idempotencyKey, tx);
      if (done) return { ok: true, plan: done, created: false };
      const result = planMove(tx, userId, request, now);
      if (!result.ok) return result;
      const { plan } = result;
      const keys = moveLedgerKeys(userId, idempotencyKey);
      const common = { userId, fundId: plan.mutualFundId, units: plan.units, nav: plan.nav, navDate: plan.navDate, currency: plan.currency, amount: plan.cost, at: now };
      appendLedgerEntry(tx, { ...common, portfolioId: plan.portfolioId, entryType: 'MOVE_OUT', idempotencyKey: keys.out });
      appendLedgerEntry(tx, { ...common, portfolioId: plan.targetPortfolioId, entryType: 'MOVE_IN', idempotencyKey: keys.in });
      tx.insert(auditLog)
        .values({
          at: now,
          actorUserId: userId,
          actorKind: 'user',
          action: 'position.moved',
          entity: 'position',
          entityId: `${plan.portfolioId}:${plan.mutualFundId}`,
          details: { targetPortfolioId: plan.targetPortfolioId, units: plan.units, cost: plan.cost, currency: plan.currency, nav: plan.nav, navDate: plan.navDate },
        })
        .run();
      return { ok: true, plan, created: true };
    },
    { behavior: 'immediate' },
  );
}

/** A done move of the investor's key with the names its done step shows; undefined for a key of no move of theirs. */
export function moveDone(userId: number, idempotencyKey: string, database: Db = defaultDb()) {
  const plan = movedWithKey(userId, idempotencyKey, database);
  if (!plan) return undefined;
  const named = database
    .select({ id: portfolios.id, name: portfolios.name })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), inArray(portfolios.id, [plan.portfolioId, plan.targetPortfolioId])))
    .all();
  const fund = database.select({ name: funds.name, type: funds.type }).from(funds).where(eq(funds.id, plan.mutualFundId)).get()!;
  const nameOf = (id: number) => named.find((p) => p.id === id)?.name ?? '';
  return { plan, fund: { id: plan.mutualFundId, ...fund }, sourceName: nameOf(plan.portfolioId), targetName: nameOf(plan.targetPortfolioId) };
}
