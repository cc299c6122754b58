// The referral cashback a purchase earns (spec funds §5 "A referral cashback line shows only when the
// referrer status is eligible and the total amount reaches … 1,000,000"; spec landing §4 "Referral
// states": holding period, then a cashback to spend; decision 025). What the summary's line promised
// is what is paid: the order records it, its completion starts the holding period, and the holding
// period's end credits the cashback balance (`referral:release`).
import { DAY_MS } from '~/domain/dates';

const addDays = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/**
 * Days between the purchase's completion and the cashback being credited (spec "holding period", length
 * not shown): a month, so that a purchase redeemed at once does not pay a reward (the sell issue checks it).
 */
export const REFERRAL_HOLDING_PERIOD_DAYS = 30;

/** Days a credited referral cashback stays spendable (spec landing §4 "not expired", length not shown). */
export const REFERRAL_CASHBACK_VALIDITY_DAYS = 90;

/** When a reward earned at `completedAt` is credited. */
export function referralReleaseAt(completedAt: Date): Date {
  return addDays(completedAt, REFERRAL_HOLDING_PERIOD_DAYS);
}

/**
 * The cashback balance once a reward is credited (a referral reward, or a coupon's cashback: decision 027):
 * an expired balance is gone (it is not revived by the reward), a live one is added to; the whole balance
 * then runs to the later of its expiry and the reward's.
 */
export function creditCashbackBalance(input: { balance: number; expiredAt: Date | null; reward: number; now: Date }): { amount: number; expiredAt: Date | null } {
  const live = input.expiredAt === null || input.expiredAt.getTime() > input.now.getTime();
  const rewardExpiry = addDays(input.now, REFERRAL_CASHBACK_VALIDITY_DAYS);
  // A live balance without an expiry never expires (decision 012): the reward joins it.
  if (live && input.balance > 0 && input.expiredAt === null) return { amount: input.balance + input.reward, expiredAt: null };
  const expiredAt = live && input.expiredAt !== null && input.expiredAt.getTime() > rewardExpiry.getTime() ? input.expiredAt : rewardExpiry;
  return { amount: (live ? input.balance : 0) + input.reward, expiredAt };
}
