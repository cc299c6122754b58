// Which orders are still under way (decision 021 "Expiry", decision 023 "pending"): one condition for
// every reader — the landing's incomplete-order count, the pending orders of a fund or a portfolio, the
// referral cashback an open order holds, the coupons unpaid orders hold — so that they agree whether or not `payments:expire` has run.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';

/** A time in epoch milliseconds, or a prepared statement's placeholder for one. */
type Instant = number | ReturnType<typeof sql.placeholder>;

/**
 * WAITING_PAYMENT with a pending payment whose 24 hours are not over at `now`: an unpaid order past its
 * time is over, even before the sweep marks it EXPIRED (what a coupon an unpaid order holds reads too,
 * decision 027).
 */
export function orderAwaitingPayment(now: Instant): SQL {
  const payable = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'PENDING' AND ${payments.expiresAt} > ${now})`;
  return and(eq(orders.status, 'WAITING_PAYMENT'), payable)!;
}

/** PAID (its units are to come), or awaiting its payment (above). */
export function orderUnderWay(now: Instant): SQL {
  return or(eq(orders.status, 'PAID'), orderAwaitingPayment(now))!;
}
