// Switching (issue 15 item 2; spec funds §3 switchingList, §7 switching/list, switching/calculate, switching;
// decision 056): reads what the server knows (the portfolio, which must be the signed-in investor's, the position,
// both funds, the switching list, the latest NAVs), applies the pure plan (policies/switch-rules.ts) and, to place a
// switch, writes in ONE immediate transaction keyed by the investor and the idempotency key: the held units (one
// guarded UPDATE, so two orders never take the same units), a SWITCH order created PAID (nothing to pay, decision
// 056) with its SWITCH_OUT and SWITCH_IN legs, and an audit row. The legs are priced by switch-settlement.server.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, fundSwitchings, funds, investmentManagers, orderItems, orders, portfolios, positions } from '../../db/schema';
import { navDateForPayment, nextExchangeDay, type IsoDate } from '~/domain/dates';
import type { Currency, FundType, OrderSource } from '~/domain/enums';
import { parseAmount } from '~/domain/money';
import { planSwitch, type SwitchMode, type SwitchPlan, type SwitchPlanRefusal } from '~/domain/policies/switch-rules';
import { db } from '~/lib/db.server';
import { loadHolidays } from './exchange-holidays.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import { holdUnits, type Tx } from './ledger.server';
import { transactionNumber } from './subscriptions.server';

/** How much to switch, as asked: an amount typed in the source fund's currency (major units), units (× 10^4) or all. */
export type SwitchHow = { kind: 'amount'; amount: string } | { kind: 'units'; units: number } | { kind: 'all' };

export interface SwitchRequest {
  portfolioId: number;
  mutualFundId: number;
  targetMutualFundId: number;
  how: SwitchHow;
  source: OrderSource;
}

export type SwitchRefusal = SwitchPlanRefusal | { code: 'PORTFOLIO_NOT_FOUND' } | { code: 'FUND_NOT_FOUND' };

/** One fund of a switching list (spec funds §3 switchingList: name, slug, type; §7 switching/list). */
export interface SwitchTarget {
  id: number;
  name: string;
  slug: string;
  type: FundType;
  currency: Currency;
  manager: string;
}

/** What the summary shows before confirming (issue 15 item 2): estimates at the latest NAVs and both NAV dates. */
export interface SwitchSummary extends SwitchPlan {
  source: { id: number; name: string };
  target: { id: number; name: string };
  /** The switch-out's NAV date (the source's cut-off and exchange days). */
  outNavDate: IsoDate;
  /** The switch-in's: the next exchange day after it (decision 056). */
  inNavDate: IsoDate;
}

export type CalculateSwitchResult = { ok: true; summary: SwitchSummary } | { ok: false; refusal: SwitchRefusal };
export type PlaceSwitchResult = { ok: true; orderId: number; created: boolean } | { ok: false; refusal: SwitchRefusal };

const fundColumns = {
  id: funds.id,
  name: funds.name,
  investmentManagerId: funds.investmentManagerId,
  currency: funds.currency,
  status: funds.status,
  minimumInitialSubscriptionAmount: funds.minimumInitialSubscriptionAmount,
  minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
  minimumRedemptionAmount: funds.minimumRedemptionAmount,
  switchingFeeBp: funds.switchingFeeBp,
  cutoffTime: funds.cutoffTime,
  launchDate: funds.launchDate,
  nav: latestNav(funds.id),
  newestNavDate: latestNavDate(funds.id),
};

/**
 * The funds `fundId` may switch into (spec funds §3 switchingList): listed in fund_switchings, of the same investment
 * manager and currency, open for subscription; by name. Empty for a fund that does not exist.
 */
export function switchingList(fundId: number, database: Db | Tx = db()): SwitchTarget[] {
  const source = database.select({ managerId: funds.investmentManagerId, currency: funds.currency }).from(funds).where(eq(funds.id, fundId)).get();
  if (!source) return [];
  return database
    .select({ id: funds.id, name: funds.name, slug: funds.slug, type: funds.type, currency: funds.currency, manager: investmentManagers.name })
    .from(fundSwitchings)
    .innerJoin(funds, eq(funds.id, fundSwitchings.targetFundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(
      and(
        eq(fundSwitchings.fundId, fundId),
        eq(funds.investmentManagerId, source.managerId),
        eq(funds.currency, source.currency),
        eq(funds.status, 'active_subsenabled'),
      ),
    )
    .orderBy(asc(funds.name), asc(funds.id))
    .all();
}

/** Whether a fund of this id exists (the switching list of a missing fund answers 404). */
export function fundExists(fundId: number, database: Db | Tx = db()): boolean {
  return database.select({ id: funds.id }).from(funds).where(eq(funds.id, fundId)).get() !== undefined;
}

/** The investor's holding of a fund in a portfolio of theirs, as the switch page shows it; null: not theirs or none. */
export function switchHolding(userId: number, portfolioId: number, fundId: number, database: Db = db()) {
  return (
    database
      .select({
        portfolioId: portfolios.id,
        portfolioName: portfolios.name,
        fundId: funds.id,
        fundName: funds.name,
        currency: funds.currency,
        units: positions.units,
        heldUnits: positions.heldUnits,
        nav: latestNav(funds.id),
        navDate: latestNavDate(funds.id),
      })
      .from(positions)
      .innerJoin(portfolios, and(eq(portfolios.id, positions.portfolioId), eq(portfolios.userId, userId)))
      .innerJoin(funds, eq(funds.id, positions.fundId))
      .where(and(eq(positions.portfolioId, portfolioId), eq(positions.fundId, fundId), eq(positions.userId, userId), eq(portfolios.active, true)))
      .get() ?? null
  );
}

/** Everything the plan needs, read in the caller's transaction. */
function readAndPlan(tx: Db | Tx, userId: number, request: SwitchRequest, now: Date): CalculateSwitchResult {
  const portfolio = tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.id, request.portfolioId), eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .get();
  // Another investor's portfolio answers exactly like a missing one.
  if (!portfolio) return { ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } };
  const source = tx.select(fundColumns).from(funds).where(eq(funds.id, request.mutualFundId)).get();
  const target = tx.select(fundColumns).from(funds).where(eq(funds.id, request.targetMutualFundId)).get();
  if (!source || !target) return { ok: false, refusal: { code: 'FUND_NOT_FOUND' } };
  const listed = tx
    .select({ fundId: fundSwitchings.fundId })
    .from(fundSwitchings)
    .where(and(eq(fundSwitchings.fundId, source.id), eq(fundSwitchings.targetFundId, target.id)))
    .get();
  const position = tx
    .select({ units: positions.units, heldUnits: positions.heldUnits })
    .from(positions)
    .where(and(eq(positions.portfolioId, portfolio.id), eq(positions.fundId, source.id), eq(positions.userId, userId)))
    .get();
  const targetPosition = tx
    .select({ units: positions.units })
    .from(positions)
    .where(and(eq(positions.portfolioId, portfolio.id), eq(positions.fundId, target.id)))
    .get();
  let mode: SwitchMode;
  if (request.how.kind === 'amount') {
    const amount = parseAmount(request.how.amount, source.currency);
    if (!amount) return { ok: false, refusal: { code: 'INVALID_AMOUNT' } };
    mode = { kind: 'amount', amount: amount.minor };
  } else mode = request.how;
  const planned = planSwitch({
    source,
    target,
    listed: listed !== undefined,
    mode,
    position: position ?? null,
    sourceNav: source.nav,
    targetNav: target.nav,
    holdsTarget: (targetPosition?.units ?? 0) > 0,
  });
  if (!planned.ok) return planned;
  const holidays = loadHolidays(tx);
  // The buy's rule (decisions 021, 026): the cut-off, but never a date whose NAV is already published.
  const outNavDate = navDateForPayment(now, holidays, source);
  return {
    ok: true,
    summary: {
      ...planned.plan,
      source: { id: source.id, name: source.name },
      target: { id: target.id, name: target.name },
      outNavDate,
      inNavDate: nextExchangeDay(outNavDate, holidays),
    },
  };
}

/** The summary of a switch as it would be placed now (§7 switching/calculate). */
export function calculateSwitch(userId: number, request: SwitchRequest, now = new Date(), database: Db = db()): CalculateSwitchResult {
  return readAndPlan(database, userId, request, now);
}

function existingOrderId(database: Db | Tx, userId: number, idempotencyKey: string): number | undefined {
  return database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .get()?.id;
}

/** The order the user placed with this key, if any: a retry is answered before the PIN is asked (decision 052). */
export function placedSwitchOrderId(userId: number, idempotencyKey: string, database: Db = db()): number | undefined {
  return existingOrderId(database, userId, idempotencyKey);
}

/**
 * Places a switch (§7 switching): the same user and idempotency key answer the first order (`created: false`) whatever
 * the request says the second time. INSUFFICIENT_UNITS when another order took the free units since the summary.
 */
export function placeSwitch(userId: number, request: SwitchRequest, idempotencyKey: string, now = new Date(), database: Db = db()): PlaceSwitchResult {
  return database.transaction(
    (tx): PlaceSwitchResult => {
      const existing = existingOrderId(tx, userId, idempotencyKey);
      if (existing !== undefined) return { ok: true, orderId: existing, created: false };
      const planned = readAndPlan(tx, userId, request, now);
      if (!planned.ok) return planned;
      const { summary } = planned;
      const position = { portfolioId: request.portfolioId, fundId: summary.source.id, userId };
      if (!holdUnits(tx, position, summary.units, now)) {
        return { ok: false, refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: 0 } };
      }
      // Inside the immediate transaction no other writer runs: the next id is ours (as subscribe does).
      const orderId = (tx.select({ id: sql<number | null>`max(${orders.id})` }).from(orders).get()?.id ?? 0) + 1;
      tx.insert(orders)
        .values({
          id: orderId,
          transactionNumber: transactionNumber(orderId, now),
          userId,
          portfolioId: request.portfolioId,
          type: 'SWITCH',
          // Nothing to pay (decision 056): PAID ("Diproses") until both legs are priced.
          status: 'PAID',
          currency: summary.currency,
          amount: summary.gross,
          feeAmount: summary.fee,
          source: request.source,
          idempotencyKey,
          navDate: summary.outNavDate,
          createdAt: now,
          paidAt: now,
        })
        .run();
      tx.insert(orderItems)
        .values([
          {
            orderId,
            fundId: summary.source.id,
            targetFundId: summary.target.id,
            leg: 'SWITCH_OUT',
            units: summary.units,
            // Estimates until the NAV of the NAV date prices them.
            amount: summary.gross,
            feeBp: summary.feeBp,
            feeAmount: summary.fee,
            navDate: summary.outNavDate,
            nav: null,
          },
          // Its amount (the switch-out's proceeds) and NAV date are known once the out leg is priced.
          { orderId, fundId: summary.target.id, leg: 'SWITCH_IN', amount: 0, navDate: null, nav: null },
        ])
        .run();
      tx.insert(auditLog)
        .values({
          at: now,
          actorUserId: userId,
          actorKind: 'user',
          action: 'order.created',
          entity: 'order',
          entityId: String(orderId),
          details: { type: 'SWITCH', fundId: summary.source.id, targetFundId: summary.target.id, units: summary.units, currency: summary.currency },
        })
        .run();
      return { ok: true, orderId, created: true };
    },
    { behavior: 'immediate' },
  );
}

/** A placed switch of the investor's, as the done step shows it; null for another's order or one that is no switch. */
export function switchOrderPlaced(userId: number, orderId: number, database: Db = db()) {
  const order = database
    .select({ id: orders.id, transactionNumber: orders.transactionNumber, navDate: orders.navDate, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.type, 'SWITCH')))
    .get();
  if (!order?.navDate) return null;
  return { ...order, outNavDate: order.navDate, inNavDate: nextExchangeDay(order.navDate, loadHolidays(database)) };
}
