// Paying an order (issue 5 item 6; DESIGN.md "The order lifecycle"): the gateway's signed notification
// (`POST /api/v1/payments/callback`), the demo's simulate button and `payments:simulate` all go through
// `handlePaymentNotification`, which checks the HMAC signature and applies the notification in one
// immediate transaction. A replay (the payment already in that state) and a bad signature change
// nothing. Paid, the order gets its NAV date from the paid time, clamped to [order created, notification
// received] (decision 026), by each fund's cut-off and exchange days, never a date already published;
// unpaid orders expire 24 hours after they were placed, giving back the coupon and the cashback.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog, funds, orderItems, orders, payments, portfolios, users } from '../../db/schema';
import { latestDate } from '~/domain/dates';
import { CURRENCIES } from '~/domain/enums';
import { effectivePaidAt, isPaymentMethod, isVirtualAccount, methodTakes, virtualAccountNumber, type PaymentMethod } from '~/domain/payments';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { signPaymentNotification, verifyPaymentSignature } from '~/lib/payment-signature.server';
import { giveBackCoupon } from './coupons.server';
import type { Tx } from './ledger.server';
import { navDatesForPayment } from './nav-dates.server';
import { notify } from './notifications.server';

/** The gateway's notification body (JSON, signed as received). */
export const paymentNotificationSchema = z.object({
  reference: z.string().min(1).max(100),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  /** When the money arrived, ISO 8601: kept as sent; what counts is clamped (decision 026). */
  paidAt: z.iso.datetime({ offset: true }),
  /** The gateway's own transaction id, kept in the audit log. */
  transactionId: z.string().max(100).optional(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export type NotificationOutcome =
  | { ok: true; orderId: number; changed: boolean }
  | { ok: false; reason: 'BAD_SIGNATURE' | 'MALFORMED' | 'NOT_FOUND' | 'AMOUNT_MISMATCH' | 'NOT_PAYABLE' };


/**
 * Applies a verified notification received at `now`. PAID: the payment and the order are paid, each item
 * priced at the NAV date of the paid time (decision 026), the order's NAV date the latest of them. FAILED: the payment failed and
 * the order expires as if unpaid. Anything already settled answers `changed: false`.
 */
export function applyPaymentNotification(notification: PaymentNotification, now: Date, database: Db = db()): NotificationOutcome {
  return database.transaction(
    (tx): NotificationOutcome => {
      const payment = tx.select().from(payments).where(eq(payments.reference, notification.reference)).get();
      if (!payment) return { ok: false, reason: 'NOT_FOUND' };
      const order = tx.select().from(orders).where(eq(orders.id, payment.orderId)).get()!;
      if (payment.status === notification.status) return { ok: true, orderId: order.id, changed: false };
      if (payment.status !== 'PENDING') return { ok: false, reason: 'NOT_PAYABLE' };
      if (notification.amount !== payment.amount || notification.currency !== payment.currency) return { ok: false, reason: 'AMOUNT_MISMATCH' };

      // The gateway's time is kept as sent; what counts is clamped to [order created, notification received].
      const gatewayPaidAt = new Date(notification.paidAt);
      const paidAt = effectivePaidAt(gatewayPaidAt, { orderCreatedAt: order.createdAt, receivedAt: now });
      if (notification.status === 'FAILED' || paidAt.getTime() >= payment.expiresAt.getTime()) {
        // A failure, or money after the expiry (the gateway should not take it): the order is not bought.
        if (notification.status === 'PAID') return { ok: false, reason: 'NOT_PAYABLE' };
        closeUnpaid(tx, order, 'FAILED', now);
        return { ok: true, orderId: order.id, changed: true };
      }

      const items = tx.select({ id: orderItems.id, fundId: orderItems.fundId }).from(orderItems).where(eq(orderItems.orderId, order.id)).all();
      // Never a NAV date whose NAV is already published, nor one before the fund's launch (decision 026).
      const navDates = navDatesForPayment(tx, items.map((item) => item.fundId), paidAt);
      const itemNavDates = items.map((item) => navDates.get(item.fundId)!);
      items.forEach((item, i) => tx.update(orderItems).set({ navDate: itemNavDates[i]! }).where(eq(orderItems.id, item.id)).run());
      const orderNavDate = latestDate(itemNavDates)!;
      tx.update(payments).set({ status: 'PAID', paidAt, gatewayPaidAt }).where(eq(payments.id, payment.id)).run();
      tx.update(orders).set({ status: 'PAID', paidAt, navDate: orderNavDate }).where(eq(orders.id, order.id)).run();
      tx.insert(auditLog)
        .values({
          at: now,
          actorKind: 'system',
          action: 'payment.paid',
          entity: 'order',
          entityId: String(order.id),
          details: {
            reference: payment.reference,
            transactionId: notification.transactionId ?? null,
            navDate: orderNavDate,
            paidAt: paidAt.toISOString(),
            gatewayPaidAt: gatewayPaidAt.toISOString(),
          },
        })
        .run();
      notify(tx, { userId: order.userId, kind: 'ORDER_PAID', params: { transactionNumber: order.transactionNumber, navDate: orderNavDate }, link: `/me/order/${order.id}` }, now);
      return { ok: true, orderId: order.id, changed: true };
    },
    { behavior: 'immediate' },
  );
}

/** The callback's whole path: the signature over the raw body, then the notification. */
export function handlePaymentNotification(rawBody: string, signature: string | null, now = new Date(), database: Db = db()): NotificationOutcome {
  if (!verifyPaymentSignature(rawBody, signature, env().paymentCallbackSecret)) return { ok: false, reason: 'BAD_SIGNATURE' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'MALFORMED' };
  }
  const notification = paymentNotificationSchema.safeParse(parsed);
  if (!notification.success) return { ok: false, reason: 'MALFORMED' };
  return applyPaymentNotification(notification.data, now, database);
}

/**
 * The demo's "simulate payment" (the page's button and `payments:simulate`): the notification the
 * gateway would send for the order's payment, signed with the secret and handed to the same code as
 * the callback.
 */
export function simulatePayment(orderId: number, now = new Date(), database: Db = db()): NotificationOutcome {
  const payment = database.select().from(payments).where(eq(payments.orderId, orderId)).get();
  if (!payment) return { ok: false, reason: 'NOT_FOUND' };
  const body = JSON.stringify({
    reference: payment.reference,
    status: 'PAID',
    amount: payment.amount,
    currency: payment.currency,
    paidAt: now.toISOString(),
    transactionId: `SIM-${payment.reference}`,
  } satisfies PaymentNotification);
  return handlePaymentNotification(body, signPaymentNotification(body, env().paymentCallbackSecret), now, database);
}

type OrderRow = typeof orders.$inferSelect;

/** An unpaid order ends: its payment EXPIRED (or FAILED), the order EXPIRED, coupon and cashback given back. */
function closeUnpaid(tx: Tx, order: OrderRow, paymentStatus: 'EXPIRED' | 'FAILED', now: Date): void {
  tx.update(payments).set({ status: paymentStatus }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'PENDING'))).run();
  tx.update(orders).set({ status: 'EXPIRED', canceledAt: now }).where(eq(orders.id, order.id)).run();
  if (order.couponCode) giveBackCoupon(tx, order.couponCode);
  if (order.cashbackAmount > 0) {
    tx.update(users)
      .set({ cashbackAmount: sql`${users.cashbackAmount} + ${order.cashbackAmount}` })
      .where(eq(users.id, order.userId))
      .run();
  }
  tx.insert(auditLog)
    .values({ at: now, actorKind: 'system', action: `payment.${paymentStatus.toLowerCase()}`, entity: 'order', entityId: String(order.id) })
    .run();
  // Issue 17 item 4: the investor learns the order is gone (a failed payment ends it the same way).
  notify(
    tx,
    { userId: order.userId, kind: 'ORDER_EXPIRED', params: { transactionNumber: order.transactionNumber, amount: order.amount, currency: order.currency }, link: `/me/order/${order.id}` },
    now,
  );
}

/**
 * Expires every order still waiting whose payment's 24 hours are over (at most `limit` of them, oldest first:
 * the payment-expiry job works in short transactions, decision 076); returns how many.
 */
export function expireUnpaidOrders(now = new Date(), database: Db = db(), limit?: number): number {
  return database.transaction((tx) => expireDueOrders(tx, now, undefined, limit), { behavior: 'immediate' });
}

/**
 * The same for one investor's orders, in the caller's transaction: a new order first lets go of what the
 * investor's unpaid orders past their time still hold (a coupon, decision 027; the cashback spent).
 */
export function expireUnpaidOrdersOf(tx: Tx, userId: number, now: Date): number {
  return expireDueOrders(tx, now, userId);
}

function expireDueOrders(tx: Tx, now: Date, userId?: number, limit?: number): number {
  const due = tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'PENDING'),
        eq(orders.status, 'WAITING_PAYMENT'),
        lte(payments.expiresAt, now),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .orderBy(asc(payments.orderId))
    // SQLite: LIMIT -1 is no limit.
    .limit(limit ?? -1)
    .all()
    .map((p) => p.orderId);
  if (due.length === 0) return 0;
  for (const order of tx.select().from(orders).where(inArray(orders.id, due)).all()) closeUnpaid(tx, order, 'EXPIRED', now);
  return due.length;
}

/** Changes how an unpaid order is to be paid (the payment page's method list). False when it is not pending. */
export function changePaymentMethod(orderId: number, userId: number, method: PaymentMethod, database: Db = db()): boolean {
  if (!isPaymentMethod(method)) return false;
  return database.transaction(
    (tx) => {
      const order = tx
        .select({ id: orders.id, currency: orders.currency })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'WAITING_PAYMENT')))
        .get();
      if (!order || !methodTakes(method, order.currency)) return false;
      const result = tx
        .update(payments)
        .set({ method, virtualAccountNumber: isVirtualAccount(method) ? virtualAccountNumber(method, orderId) : null })
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')))
        .run();
      return result.changes === 1;
    },
    { behavior: 'immediate' },
  );
}

/** What the payment page shows of an order; null unless the order is the user's buy order. */
export function paymentView(orderId: number, userId: number, database: Db = db()) {
  const order = database
    .select({
      id: orders.id,
      transactionNumber: orders.transactionNumber,
      status: orders.status,
      currency: orders.currency,
      amount: orders.amount,
      cashbackAmount: orders.cashbackAmount,
      couponCode: orders.couponCode,
      navDate: orders.navDate,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      portfolioName: portfolios.name,
    })
    .from(orders)
    .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.type, 'BUY')))
    .get();
  if (!order) return null;
  const payment = database.select().from(payments).where(eq(payments.orderId, orderId)).get();
  if (!payment) return null;
  const items = database
    .select({ fundName: funds.name, amount: orderItems.amount, feeAmount: orderItems.feeAmount })
    .from(orderItems)
    .innerJoin(funds, eq(funds.id, orderItems.fundId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
    .all();
  return {
    order: { ...order, createdAt: order.createdAt.toISOString(), paidAt: order.paidAt?.toISOString() ?? null },
    payment: {
      method: payment.method as PaymentMethod,
      virtualAccountNumber: payment.virtualAccountNumber,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      expiresAt: payment.expiresAt.toISOString(),
    },
    items,
  };
}
export type PaymentView = NonNullable<ReturnType<typeof paymentView>>;
