// Promo coupons (spec funds §3 "Coupon detail", §4.2 promo steps, §7 coupons list/detail by filters;
// issue 5 item 4): reading a coupon with the funds it is limited to, its eligibility for a purchase
// (policies/coupon-eligibility.ts), and taking or giving back one of its quota inside the order's
// transaction. The quota is enforced by the UPDATE itself (`redeemed < quota` in its WHERE), so
// concurrent orders on several connections never take more than the quota; one unpaid order per investor
// may hold a coupon (decision 027: couponsInUnpaidOrders, and a partial unique index). The cashback an
// order's coupon promised is credited to the cashback balance when the order completes
// (creditCouponCashback, inside the settlement's transaction), once.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, couponFunds, coupons, funds, orders, users } from '../../db/schema';
import type { Currency } from '~/domain/enums';
import {
  COUPON_CASHBACK_CURRENCY,
  couponCashback,
  couponEligibility,
  type CouponPurchase,
  type CouponReason,
  type CouponReward,
  type CouponTerms,
} from '~/domain/policies/coupon-eligibility';
import { creditCashbackBalance } from '~/domain/policies/referral-reward';
import { db } from '~/lib/db.server';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';
import { orderAwaitingPayment } from './open-orders.server';

/** What the investor types is compared in capitals, without surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}


export interface Coupon extends CouponTerms, CouponReward {
  id: number;
  name: string;
  description: string;
  giftValue: number | null;
}

/** A coupon as the promo list and detail show it, for one purchase. */
export interface CouponDetail {
  code: string;
  name: string;
  description: string;
  currency: Currency;
  /** The cashback this purchase would get, minor units (0 when not eligible). */
  cashbackValue: number;
  giftValue: number | null;
  minimumAmount: number;
  endsAt: string | null;
  isEligible: boolean;
  whyDisabledReasoning: CouponReason[];
}

type CouponRow = typeof coupons.$inferSelect;

function withFunds(rows: readonly CouponRow[], database: Db | Tx): Coupon[] {
  if (rows.length === 0) return [];
  const links = database
    .select()
    .from(couponFunds)
    .where(inArray(couponFunds.couponId, rows.map((r) => r.id)))
    .orderBy(asc(couponFunds.fundId))
    .all();
  return rows.map((row) => {
    const fundIds = links.filter((l) => l.couponId === row.id).map((l) => l.fundId);
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      currency: row.currency,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      minimumAmount: row.minimumAmount,
      fundIds: fundIds.length > 0 ? fundIds : null,
      quota: row.quota,
      redeemed: row.redeemed,
      cashbackBp: row.cashbackBp,
      cashbackAmount: row.cashbackAmount,
      giftValue: row.giftValue,
    };
  });
}

/** The currency of each fund named that exists (a promo is judged in the purchase's currency, its first fund's). */
export function fundCurrencies(fundIds: readonly number[], database: Db | Tx = db()): Map<number, Currency> {
  if (fundIds.length === 0) return new Map();
  const rows = database.select({ id: funds.id, currency: funds.currency }).from(funds).where(inArray(funds.id, [...fundIds])).all();
  return new Map(rows.map((row) => [row.id, row.currency]));
}

export function findCoupon(code: string, database: Db | Tx = db()): Coupon | null {
  const row = database.select().from(coupons).where(eq(coupons.code, normalizeCouponCode(code))).get();
  return row ? withFunds([row], database)[0]! : null;
}

export function couponDetailFor(coupon: Coupon, purchase: CouponPurchase): CouponDetail {
  const eligibility = couponEligibility(coupon, purchase);
  return {
    code: coupon.code,
    name: coupon.name,
    description: coupon.description,
    currency: coupon.currency,
    cashbackValue: eligibility.isEligible ? couponCashback(coupon, purchase.amount) : 0,
    giftValue: coupon.giftValue,
    minimumAmount: coupon.minimumAmount,
    endsAt: coupon.endsAt?.toISOString() ?? null,
    ...eligibility,
  };
}

/** §7 "detail by filters": the coupon named, judged for the purchase; null for an unknown code. */
export function couponDetail(code: string, purchase: CouponPurchase, database: Db | Tx = db()): CouponDetail | null {
  const coupon = findCoupon(code, database);
  return coupon ? couponDetailFor(coupon, purchase) : null;
}

/**
 * §7 "list by filters": the coupons running now (started, not ended), each judged for the purchase,
 * eligible ones first; the active coupon (the cart's stored code) leads the list when it exists, even
 * if it no longer runs, so the cart can say why.
 */
export function listCoupons(purchase: CouponPurchase, activeCoupon: string | null, database: Db | Tx = db()): CouponDetail[] {
  const running = database
    .select()
    .from(coupons)
    .where(
      and(
        or(isNull(coupons.startsAt), lte(coupons.startsAt, purchase.now)),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, purchase.now)),
      ),
    )
    .orderBy(asc(coupons.code))
    .all();
  const details = withFunds(running, database).map((c) => couponDetailFor(c, purchase));
  const active = activeCoupon ? couponDetail(activeCoupon, purchase, database) : null;
  const rest = details.filter((d) => d.code !== active?.code).sort((a, b) => Number(b.isEligible) - Number(a.isEligible));
  return active ? [active, ...rest] : rest;
}

/**
 * Takes one of the coupon's quota for an order, inside the order's transaction: false when the quota
 * is used up (the UPDATE then changes nothing).
 */
export function takeCoupon(tx: Tx, couponId: number): boolean {
  const result = tx
    .update(coupons)
    .set({ redeemed: sql`${coupons.redeemed} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.quota), sql`${coupons.redeemed} < ${coupons.quota}`)))
    .run();
  return result.changes === 1;
}

/** Gives back what an order took, when it expires unpaid (inside the transaction that expires it). */
export function giveBackCoupon(tx: Tx, code: string): void {
  tx.update(coupons)
    .set({ redeemed: sql`max(${coupons.redeemed} - 1, 0)` })
    .where(eq(coupons.code, code))
    .run();
}

/**
 * The codes the investor's unpaid orders hold (WAITING_PAYMENT with a payment whose 24 hours are not over
 * at `now`): one unpaid order per investor may hold a given coupon (decision 027).
 */
export function couponsInUnpaidOrders(userId: number, now: Date, database: Db | Tx = db()): string[] {
  return database
    .selectDistinct({ code: orders.couponCode })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.couponCode), orderAwaitingPayment(now.getTime())))
    .all()
    .map((row) => row.code!);
}

/**
 * Credits the cashback a completed order's coupon promised to the investor's cashback balance (decision
 * 027), in the caller's transaction (the settlement's): the order is marked credited by an UPDATE that
 * only an uncredited order passes, so a second call credits nothing. Audited, with a notification.
 * True when it credited.
 */
export function creditCouponCashback(tx: Tx, orderId: number, now: Date): boolean {
  const order = tx
    .update(orders)
    .set({ couponCashbackCreditedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'COMPLETED'),
        eq(orders.currency, COUPON_CASHBACK_CURRENCY),
        isNotNull(orders.couponCode),
        gt(orders.couponCashbackAmount, 0),
        isNull(orders.couponCashbackCreditedAt),
      ),
    )
    .returning({ userId: orders.userId, transactionNumber: orders.transactionNumber, couponCode: orders.couponCode, amount: orders.couponCashbackAmount })
    .get();
  if (!order) return false;
  const user = tx.select({ balance: users.cashbackAmount, expiredAt: users.cashbackExpiredAt }).from(users).where(eq(users.id, order.userId)).get()!;
  const credited = creditCashbackBalance({ balance: user.balance, expiredAt: user.expiredAt, reward: order.amount, now });
  tx.update(users).set({ cashbackAmount: credited.amount, cashbackExpiredAt: credited.expiredAt, updatedAt: now }).where(eq(users.id, order.userId)).run();
  tx.insert(auditLog)
    .values({
      at: now,
      actorKind: 'system',
      action: 'coupon.cashback_credited',
      entity: 'order',
      entityId: String(orderId),
      details: {
        userId: order.userId,
        couponCode: order.couponCode,
        amount: order.amount,
        balanceBefore: user.balance,
        balanceAfter: credited.amount,
        expiresAt: credited.expiredAt?.toISOString() ?? null,
      },
    })
    .run();
  notify(
    tx,
    {
      userId: order.userId,
      kind: 'COUPON_CASHBACK_CREDITED',
      params: { couponCode: order.couponCode, amount: order.amount, currency: COUPON_CASHBACK_CURRENCY, transactionNumber: order.transactionNumber },
      link: `/me/order/${orderId}`,
    },
    now,
  );
  return true;
}
