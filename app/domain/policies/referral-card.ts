// The referral cashback card of the logged-in landing page (spec landing §4 "Referral states", §6 feature
// flags, §9 "referral timezone offset UTC+7; cashback banner amount 25000"; docs/decisions/
// 012-referral-card-thresholds.md). Pure: the clock is passed in.
import { daysBetween, jakartaDate, type IsoDate } from '../dates';
import type { KycStatus, ReferrerStatus } from '../enums';
import { isKycComplete } from './registration-indicator';

/** §4 "get-cashback banner (25000 in the title)", §9: whole rupiah. */
export const REFERRAL_BANNER_CASHBACK_AMOUNT = 25_000;
/** Spec funds §2.1 /reksadana/referral: the banner's target. */
export const REFERRAL_PATH = '/reksadana/referral';
/** §4 "'Ends today' when hours left is at or below one threshold" (not shown): 24 hours (decision 012). */
export const CASHBACK_ENDS_TODAY_MAX_HOURS = 24;
/**
 * §4 "a days-left message below another [threshold]" (not shown): below 8 days, i.e. 7 Jakarta calendar
 * days or fewer, the last week (decision 012).
 */
export const CASHBACK_DAYS_LEFT_MESSAGE_MAX_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;

export interface ReferralCardInput {
  now: Date;
  flags: { referral: boolean };
  mutualFundKycStatus: KycStatus | null;
  isVerified: boolean;
  /** The cashback the user can spend (§3 userCashback); amount in whole rupiah. */
  userCashback: { amount: number; expiredAt: Date | null } | null;
  /** The user's own referral eligibility (§3 referrerData). */
  referrerData: { status: ReferrerStatus | null; expiredAt: Date | null } | null;
  hasDismissedMutualFundHoldingPeriodReferralCashbackCard: boolean;
}

export type CashbackExpiryNotice = 'ENDS_TODAY' | 'DAYS_LEFT';

export type ReferralCard =
  /** Dismissible; dismissal records hasDismissedMutualFundHoldingPeriodReferralCashbackCard. */
  | { kind: 'HOLDING_PERIOD'; endsAt: string | null }
  | {
      kind: 'CASHBACK_AVAILABLE';
      amount: number;
      /** ISO instant, or null when the cashback does not expire. */
      expiresAt: string | null;
      /** The Jakarta calendar date it expires on, for "berlaku hingga …". */
      expiresOn: IsoDate | null;
      /** Jakarta calendar days from today to the expiry date (0 on the last day). */
      daysLeft: number | null;
      notice: CashbackExpiryNotice | null;
    }
  /** Timeline: registration done, purchase waiting. */
  | {
      kind: 'ELIGIBILITY_PENDING';
      timeline: [{ step: 'REGISTRATION'; done: true }, { step: 'PURCHASE'; done: false }];
      expiresAt: string | null;
    }
  | { kind: 'GET_CASHBACK_BANNER'; amount: number; href: string }
  | { kind: 'NONE' };

function isBefore(now: Date, expiredAt: Date | null): boolean {
  return expiredAt === null || now.getTime() < expiredAt.getTime();
}

/** §4: the expiry notice of an available cashback; ends-today wins over days-left. */
export function cashbackExpiryNotice(
  now: Date,
  expiredAt: Date,
): { daysLeft: number; notice: CashbackExpiryNotice | null } {
  const hoursLeft = (expiredAt.getTime() - now.getTime()) / HOUR_MS;
  // §9 "referral timezone offset UTC+7": days are counted on the Jakarta calendar, as the date is shown.
  const daysLeft = Math.max(0, daysBetween(jakartaDate(now), jakartaDate(expiredAt)));
  if (hoursLeft <= CASHBACK_ENDS_TODAY_MAX_HOURS) return { daysLeft, notice: 'ENDS_TODAY' };
  if (daysLeft <= CASHBACK_DAYS_LEFT_MESSAGE_MAX_DAYS) return { daysLeft, notice: 'DAYS_LEFT' };
  return { daysLeft, notice: null };
}

/** The referral card, in the order of spec §4 "Referral states"; nothing when the referral flag is off (§6). */
export function referralCard(input: ReferralCardInput): ReferralCard {
  if (!input.flags.referral) return { kind: 'NONE' };
  const { now, referrerData, userCashback } = input;

  // §4 "Holding period (status ON_HOLDING_PERIOD): dismissible card, dismissal saved." A dismissal hides
  // this card only; the states below still apply (decision 012).
  if (referrerData?.status === 'ON_HOLDING_PERIOD' && !input.hasDismissedMutualFundHoldingPeriodReferralCashbackCard) {
    return { kind: 'HOLDING_PERIOD', endsAt: referrerData.expiredAt?.toISOString() ?? null };
  }

  // §4 "Cashback available: amount above 0 and not expired; shows amount and days left."
  if (userCashback && userCashback.amount > 0 && isBefore(now, userCashback.expiredAt)) {
    const expiry = userCashback.expiredAt ? cashbackExpiryNotice(now, userCashback.expiredAt) : null;
    return {
      kind: 'CASHBACK_AVAILABLE',
      amount: userCashback.amount,
      expiresAt: userCashback.expiredAt?.toISOString() ?? null,
      expiresOn: userCashback.expiredAt ? jakartaDate(userCashback.expiredAt) : null,
      daysLeft: expiry?.daysLeft ?? null,
      notice: expiry?.notice ?? null,
    };
  }

  // §4 "Eligibility pending: card with a timeline (registration done, purchase waiting)", while the
  // window for the first purchase (referrerData.expiredAt) is open.
  if (referrerData?.status === 'WAITING_TRANSACTION' && isBefore(now, referrerData.expiredAt)) {
    return {
      kind: 'ELIGIBILITY_PENDING',
      timeline: [
        { step: 'REGISTRATION', done: true },
        { step: 'PURCHASE', done: false },
      ],
      expiresAt: referrerData.expiredAt?.toISOString() ?? null,
    };
  }

  // §4 "Otherwise, for a verified user: a get-cashback banner"; §6 verified = verificationComplete and isVerified.
  if (isKycComplete(input)) {
    return { kind: 'GET_CASHBACK_BANNER', amount: REFERRAL_BANNER_CASHBACK_AMOUNT, href: REFERRAL_PATH };
  }
  return { kind: 'NONE' };
}
