// Settlement of paid buy orders (issue 5 item 7; DESIGN.md "The order lifecycle"): once a fund's NAV
// of an item's NAV date is in the database (published by `nav:publish` or imported), the item gets
// units = (amount − fee) / NAV rounded down to 4 decimals, one SUBSCRIPTION entry in the unit ledger
// (which updates the position), and the order completes when all its items are priced, with a
// notification. Runs inside the caller's transaction, so NAV, units, positions and the order change
// together; the ledger's idempotency key per item makes a second run change nothing.
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { fundNavs, notifications, orderItems, orders } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';
import { money, subtract, unitsForAmount } from '~/domain/money';
import { formatDate } from '~/lib/format';
import { appendLedgerEntry, type Tx } from './ledger.server';

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
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, orderItems.fundId), eq(fundNavs.navDate, orderItems.navDate)))
    .where(and(eq(orders.status, 'PAID'), eq(orders.type, 'BUY'), isNull(orderItems.units), upTo ? lte(orderItems.navDate, upTo) : undefined))
    .orderBy(asc(orders.id), asc(orderItems.id))
    .all();

  const touched = new Set<number>();
  let priced = 0;
  for (const item of due) {
    const units = unitsForAmount(subtract(money(item.amount, item.currency), money(item.feeAmount, item.currency)), item.nav);
    // A share too small to buy a ten-thousandth of a unit cannot be booked; the order waits for an operator.
    if (units <= 0) continue;
    appendLedgerEntry(tx, {
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
    tx.update(orderItems).set({ units, nav: item.nav }).where(eq(orderItems.id, item.itemId)).run();
    touched.add(item.orderId);
    priced++;
  }

  let completed = 0;
  if (touched.size > 0) {
    const stillOpen = new Set(
      tx
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, [...touched]), isNull(orderItems.units)))
        .all()
        .map((r) => r.orderId),
    );
    for (const orderId of touched) {
      if (stillOpen.has(orderId)) continue;
      const order = tx.update(orders).set({ status: 'COMPLETED', completedAt: now }).where(eq(orders.id, orderId)).returning().get();
      tx.insert(notifications)
        .values({
          userId: order.userId,
          category: 'TRANSACTION',
          title: 'Pembelian reksa dana berhasil',
          body: `Unit reksa dana dari ${order.transactionNumber} sudah masuk ke portofolio kamu, dihitung dengan NAV tanggal ${formatDate(order.navDate!)}.`,
          link: `/me/order/${orderId}`,
          createdAt: now,
        })
        .run();
      completed++;
    }
  }
  return { orders: completed, items: priced };
}
