// Settlement of paid buy orders (issue 5 item 7; DESIGN.md "The order lifecycle"): once a fund's NAV
// of an item's NAV date is in the database (published by `nav:publish` or imported), the item gets
// units = (amount − fee) / NAV rounded down to 4 decimals, one SUBSCRIPTION entry in the unit ledger
// (which updates the position), and the order completes when all its items are priced, with a
// notification (and, for a purchase that promised them, the referral cashback's holding period and the
// coupon's cashback credited to the balance, decisions 025 and 027). Runs inside the caller's transaction, so NAV, units, positions and the order change
// together; the ledger's idempotency key per item makes a second run change nothing. A NAV date may
// settle 100 000 orders (issue 5 "Performance"): statements are prepared once and no query binds a
// list of ids.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundNavs, funds, orderItems, orders, portfolios } from '../../db/schema';
import { lastPublishedNavDate, type IsoDate } from '~/domain/dates';
import { money, subtract, unitsForAmount } from '~/domain/money';
import { appendUnitAddingEntries, type LedgerEntryInput, type Tx } from './ledger.server';
import { creditCouponCashback } from './coupons.server';
import { loadHolidays } from './exchange-holidays.server';
import { latestNavDate } from './latest-nav.server';
import { notify } from './notifications.server';
import { earnReferralReward } from './referral-rewards.server';
import { earnReferrerReward } from './referrals.server';

export interface SettlementReport {
  /** Orders completed by this run. */
  orders: number;
  /** Items priced by this run. */
  items: number;
}

/** The ledger key of an item's subscription: one entry per item, whatever runs the settlement. */
export const subscriptionLedgerKey = (orderItemId: number) => `order-item-${orderItemId}`;

/**
 * Prices every unpriced item of a PAID buy order whose fund has the NAV of its NAV date (on or before
 * `upTo` when given), and completes the orders left with nothing to price.
 */
export function settlePaidOrders(tx: Tx, options: { upTo?: IsoDate; now: Date }): SettlementReport {
  const { upTo, now } = options;
  const paidBuy = and(eq(orders.status, 'PAID'), eq(orders.type, 'BUY'));
  const due = tx
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      userId: orders.userId,
      portfolioId: orders.portfolioId,
      currency: orders.currency,
      fundId: orderItems.fundId,
      amount: orderItems.amount,
      feeAmount: orderItems.feeAmount,
      navDate: orderItems.navDate,
      nav: fundNavs.nav,
      fundName: funds.name,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // What appendLedgerEntry checks one query at a time: the fund's currency is the order's, the portfolio its user's.
    .innerJoin(funds, and(eq(funds.id, orderItems.fundId), eq(funds.currency, orders.currency)))
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, orders.userId)))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, orderItems.fundId), eq(fundNavs.navDate, orderItems.navDate)))
    .where(and(paidBuy, isNull(orderItems.units), upTo ? lte(orderItems.navDate, upTo) : undefined))
    .orderBy(asc(orders.id), asc(orderItems.id))
    .all();
  if (due.length === 0) return { orders: 0, items: 0 };

  const entries: LedgerEntryInput[] = [];
  const priced: { itemId: number; orderId: number; units: number; nav: number }[] = [];
  // What the completion's notification says of an order (issue 17: units and NAV): its one item, or how many.
  const pricedOfOrder = new Map<number, { units: number; nav: number; fundName: string; currency: string }>();
  for (const item of due) {
    const units = unitsForAmount(subtract(money(item.amount, item.currency), money(item.feeAmount, item.currency)), item.nav);
    // A share too small to buy a ten-thousandth of a unit cannot be booked; the order waits for an operator.
    if (units <= 0) continue;
    entries.push({
      userId: item.userId,
      portfolioId: item.portfolioId,
      fundId: item.fundId,
      orderItemId: item.itemId,
      entryType: 'SUBSCRIPTION',
      units,
      nav: item.nav,
      navDate: item.navDate!,
      currency: item.currency,
      amount: item.amount,
      idempotencyKey: subscriptionLedgerKey(item.itemId),
      at: now,
    });
    priced.push({ itemId: item.itemId, orderId: item.orderId, units, nav: item.nav });
    if (!pricedOfOrder.has(item.orderId)) pricedOfOrder.set(item.orderId, { units, nav: item.nav, fundName: item.fundName, currency: item.currency });
  }
  appendUnitAddingEntries(tx, entries);
  const setUnits = tx
    .update(orderItems)
    .set({ units: sql`${sql.placeholder('units')}`, nav: sql`${sql.placeholder('nav')}` })
    .where(eq(orderItems.id, sql.placeholder('itemId')))
    .prepare();
  for (const item of priced) setUnits.run(item);

  // The orders whose every item now has its units (one grouped query, not a list of ids).
  const open = new Set(
    tx
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(paidBuy, isNull(orderItems.units)))
      .groupBy(orderItems.orderId)
      .all()
      .map((r) => r.orderId),
  );
  const done = [...new Set(priced.map((p) => p.orderId))].filter((orderId) => !open.has(orderId));
  // Only a PAID order completes: what follows a completion (notification, rewards) happens once.
  const complete = tx
    .update(orders)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.status, 'PAID')))
    .returning({ userId: orders.userId, type: orders.type, currency: orders.currency, amount: orders.amount, transactionNumber: orders.transactionNumber, navDate: orders.navDate, referralCashbackAmount: orders.referralCashbackAmount, couponCashbackAmount: orders.couponCashbackAmount })
    .prepare();
  const itemCount = tx
    .select({ n: sql<number>`count(*)` })
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .prepare();
  for (const orderId of done) {
    const order = complete.get({ orderId });
    if (!order) continue;
    const item = pricedOfOrder.get(orderId)!;
    // One fund: its units and NAV; a robo order's several funds: how many (the order page lists them).
    const items = itemCount.get({ orderId })!.n;
    const single = items === 1;
    notify(
      tx,
      {
        userId: order.userId,
        kind: 'ORDER_COMPLETED',
        params: single
          ? { transactionNumber: order.transactionNumber, fundName: item.fundName, units: item.units, nav: item.nav, currency: item.currency, navDate: order.navDate }
          : { variant: 'MULTI', transactionNumber: order.transactionNumber, funds: items, navDate: order.navDate },
        link: `/me/order/${orderId}`,
      },
      now,
    );
    // The referral cashback the summary promised starts its holding period (decision 025).
    if (order.referralCashbackAmount > 0) earnReferralReward(tx, { orderId, userId: order.userId, amount: order.referralCashbackAmount }, now);
    // The friend's first qualifying purchase starts their referrer's holding period (decision 085).
    earnReferrerReward(tx, { orderId, userId: order.userId, type: order.type, currency: order.currency, amount: order.amount }, now);
    // The coupon's cashback goes to the cashback balance now (decision 027).
    if (order.couponCashbackAmount > 0) creditCouponCashback(tx, orderId, now);
  }
  return { orders: done.length, items: priced.length };
}

/** A paid buy item whose units are overdue (an operator must look at it). */
export interface UnsettledPaidItem {
  orderId: number;
  transactionNumber: string;
  fundCode: string;
  /** The item's NAV date (null: a paid item without one). */
  navDate: IsoDate | null;
  /** The fund's newest NAV date (null: none). */
  newestNavDate: IsoDate | null;
}

/**
 * Paid buy items still without units although their NAV date is over (issue 13 item 2, decision 026):
 * the fund's NAV publication has reached it (settlement runs with every NAV, so the item was passed by: a
 * NAV date in a gap of the history or before the fund's first NAV, a share too small for a unit), or by
 * the calendar its NAV is a full exchange day late (`lastPublishedNavDate` of `now` is after it). Such an
 * order would stay PAID forever; `ledger:check` lists them and exits 1.
 */
export function unsettledPaidOrders(database: Db | Tx, now: Date): UnsettledPaidItem[] {
  const dueBy = lastPublishedNavDate(now, loadHolidays(database));
  const newest = latestNavDate(orderItems.fundId);
  return database
    .select({
      orderId: orders.id,
      transactionNumber: orders.transactionNumber,
      fundCode: funds.code,
      navDate: orderItems.navDate,
      newestNavDate: newest,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(funds, eq(funds.id, orderItems.fundId))
    .where(
      and(
        eq(orders.status, 'PAID'),
        eq(orders.type, 'BUY'),
        isNull(orderItems.units),
        or(isNull(orderItems.navDate), sql`${newest} >= ${orderItems.navDate}`, lt(orderItems.navDate, dueBy)),
      ),
    )
    .orderBy(asc(orders.id), asc(orderItems.id))
    .all();
}
