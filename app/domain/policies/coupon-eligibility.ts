// Whether a promo coupon applies to a purchase (spec funds §3 "Coupon detail: isEligible,
// whyDisabledReasoning (list), name, code", §4.2 promo steps, §7 coupons list/detail by filters;
// issue 5 item 4), pure: the coupon's terms against the purchase. Every reason that holds is listed,
// in a fixed order, so the promo detail can say all of them at once; the server validates again
// before paying (§5 "Promo code check happens before paying").
import { addCalendarDays, jakartaInstant, type IsoDate } from '../dates';
import type { Currency } from '../enums';
import { divideRounded } from '../money';

/** The longest promo code (the coupons table checks 3 to 20 characters). */
export const COUPON_CODE_MAX_LENGTH = 20;

export interface CouponTerms {
  code: string;
  /** The first instant it can be used; null: from its creation. */
  startsAt: Date | null;
  /**
   * The instant it stops, exclusive: the first instant it no longer applies (decision 038). A promo
   * "until 24 January" ends at 25 January 00:00 WIB (couponEndsAt); null: no end.
   */
  endsAt: Date | null;
  /** The smallest purchase it applies to, minor units of `currency`; 0: any. */
  minimumAmount: number;
  currency: Currency;
  /** The funds it is limited to; null: every fund. */
  fundIds: readonly number[] | null;
  /** How many redemptions it allows in all; null: unlimited. */
  quota: number | null;
  /** Redemptions so far (paid orders that used it). */
  redeemed: number;
}

export interface CouponPurchase {
  now: Date;
  /** The purchase's amount, minor units of its currency. */
  amount: number;
  currency: Currency;
  /** The funds bought (one, or a robo model's). */
  fundIds: readonly number[];
  /** Codes the investor's unpaid orders hold: one unpaid order per investor may hold a coupon (decision 027). */
  couponsInUnpaidOrders?: readonly string[];
}

/** A coupon's cashback goes to the cashback balance, kept in rupiah (decision 027): coupons are rupiah. */
export const COUPON_CASHBACK_CURRENCY: Currency = 'IDR';

export const COUPON_REASONS = ['NOT_STARTED', 'EXPIRED', 'QUOTA_USED_UP', 'IN_UNPAID_ORDER', 'CURRENCY', 'BELOW_MINIMUM', 'FUND_NOT_INCLUDED'] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

export interface CouponEligibility {
  isEligible: boolean;
  whyDisabledReasoning: CouponReason[];
}

export function couponEligibility(coupon: CouponTerms, purchase: CouponPurchase): CouponEligibility {
  const now = purchase.now.getTime();
  const holds: Record<CouponReason, boolean> = {
    NOT_STARTED: coupon.startsAt !== null && now < coupon.startsAt.getTime(),
    // The end instant itself is past: a coupon ending at midnight no longer applies at midnight.
    EXPIRED: coupon.endsAt !== null && now >= coupon.endsAt.getTime(),
    QUOTA_USED_UP: coupon.quota !== null && coupon.redeemed >= coupon.quota,
    IN_UNPAID_ORDER: purchase.couponsInUnpaidOrders?.includes(coupon.code) ?? false,
    CURRENCY: coupon.currency !== purchase.currency || coupon.currency !== COUPON_CASHBACK_CURRENCY,
    // A minimum is in the coupon's currency: it is only compared within it.
    BELOW_MINIMUM: coupon.currency === purchase.currency && purchase.amount < coupon.minimumAmount,
    // A robo purchase qualifies when every fund it buys is included.
    FUND_NOT_INCLUDED: coupon.fundIds !== null && (purchase.fundIds.length === 0 || purchase.fundIds.some((id) => !coupon.fundIds!.includes(id))),
  };
  const whyDisabledReasoning = COUPON_REASONS.filter((reason) => holds[reason]);
  return { isEligible: whyDisabledReasoning.length === 0, whyDisabledReasoning };
}

/**
 * The end instant of a promo valid through `lastDay` (decision 038): the next day's midnight in Jakarta,
 * so that it works until 23:59:59.999 WIB of its last day.
 */
export function couponEndsAt(lastDay: IsoDate): Date {
  return jakartaInstant(addCalendarDays(lastDay, 1));
}

/**
 * The last instant a promo can be used (decision 038): its date in Jakarta is what "valid until" shows.
 * The end instant itself no longer counts, so a promo ending at midnight is valid through the day before.
 */
export function couponLastMoment(endsAt: Date): Date {
  return new Date(endsAt.getTime() - 1);
}

/** What a coupon gives (spec funds §3 "Buy summary: coupon: code, name, cashbackValue, giftValue"). */
export interface CouponReward {
  /** A percentage of the purchase, basis points; null: a fixed cashback. */
  cashbackBp: number | null;
  /** The cap of a percentage cashback, or the fixed cashback; minor units of the coupon's currency. */
  cashbackAmount: number;
}

/**
 * The cashback a coupon pays on a purchase of `amount` (minor units, the coupon's currency): a
 * percentage rounded down and capped, or the fixed amount, never more than the purchase itself.
 */
export function couponCashback(reward: CouponReward, amount: number): number {
  if (amount <= 0) return 0;
  const value =
    reward.cashbackBp === null
      ? reward.cashbackAmount
      : Math.min(reward.cashbackAmount, Number(divideRounded(BigInt(amount) * BigInt(reward.cashbackBp), 10_000n, 'down')));
  return Math.min(value, amount);
}
