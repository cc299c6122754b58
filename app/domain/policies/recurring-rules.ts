// Who may make (or change) a Nabung Rutin schedule and what it may be (issue 17 item 1; spec funds §4.4, §5
// "Recurring purchase", §6, §9; decision 072), pure, and why a run on a day fails (item 2). The model reads the
// facts in its transaction and applies these; the pages and the API show the refusal.
import type { Currency, FundStatus, KycStatus, OrderStatus, RecurringPaymentState, RecurringPeriod } from '../enums';
import { endDateWindow, type RecurringRule } from '../recurring-schedule';
import type { IsoDate } from '../dates';
import { applicableMinimum } from './buy-rules';
import { purchaseEligibility, type PurchaseEligibility, type PurchaseGateUser } from './purchase-gate';
import { isBlacklisted, isKycComplete } from './registration-indicator';

/** spec funds §5 and §9 "Maximum 5 recurring schedules per portfolio" (active and paused ones; stopped ones are history). */
export const MAX_SCHEDULES_PER_PORTFOLIO = 5;

export function reachedMaximum(openSchedules: number): boolean {
  return openSchedules >= MAX_SCHEDULES_PER_PORTFOLIO;
}

export type RecurringRefusal =
  /** The feature flag `recurringInvestment` is off. */
  | { code: 'FEATURE_OFF' }
  /** §6 "Verified investor ... can create recurring schedules. Others see an in-process notice" (the purchase gate). */
  | { code: 'NOT_ALLOWED'; eligibility: Exclude<PurchaseEligibility, { kind: 'ALLOWED' }> }
  /** §5 "shown only if the plan is not a robo portfolio". */
  | { code: 'ROBO_PORTFOLIO' }
  /** §4.4/§9: five active or paused schedules in the portfolio already (the create-limit popup). */
  | { code: 'REACHED_MAXIMUM'; maximum: number }
  /** §5 "Weekly and daily options are available only when enabled" (`recurringWeeklyDaily`). */
  | { code: 'PERIOD_NOT_AVAILABLE'; period: RecurringPeriod }
  | { code: 'FUND_CLOSED' }
  | { code: 'USD_NOT_AVAILABLE' }
  | { code: 'BANK_ACCOUNT'; currency: Currency }
  | { code: 'INVALID_AMOUNT' }
  | { code: 'BELOW_MINIMUM'; minimum: number; currency: Currency }
  /** §5 "min the 1st of the month two months ahead, max 10 years ahead". */
  | { code: 'END_DATE_OUT_OF_WINDOW'; min: IsoDate; max: IsoDate };

export interface RecurringFund {
  status: FundStatus;
  /** No account to pay into: not buyable (as the buy plan reads it). */
  containerAccount: string | null;
  currency: Currency;
  initialMinimum: number;
  ongoingMinimum: number;
  /** The investor holds units of it in this portfolio (the ongoing minimum applies, as in the cart: §4.2). */
  alreadyHeld: boolean;
}

export interface RecurringRulesInput {
  flags: {
    recurringInvestment: boolean;
    recurringWeeklyDaily: boolean;
    eddCheck: boolean;
    usdFundPurchasable: boolean;
    usdAccountValidation: boolean;
  };
  user: PurchaseGateUser & { verifiedAccountCurrencies: readonly Currency[] };
  portfolio: {
    roboCermat: boolean;
    /** ACTIVE and PAUSED schedules in it, not counting the one being changed. */ openSchedules: number;
  };
  fund: RecurringFund;
  rule: RecurringRule;
  /** Minor units of the fund's currency; NaN when the text was not an amount. */
  amount: number;
  endDate: IsoDate | null;
  today: IsoDate;
  /** A change of an existing schedule: the limit was checked when it was made. */
  change?: boolean;
}

/** Whether the fund takes subscriptions (the buy plan's FUND_CLOSED test). */
/**
 * spec funds §5 "Recurring purchase": the cart's summary offers a schedule only with the feature on, for a plan that
 * is not a robo portfolio and whose portfolio has not reached the maximum (a new portfolio has none yet).
 */
export function cartOffersRecurring(input: { featureOn: boolean; roboPortfolio: boolean; reachedMaximum: boolean }): boolean {
  return input.featureOn && !input.roboPortfolio && !input.reachedMaximum;
}

export function fundOpenForSubscription(fund: Pick<RecurringFund, 'status' | 'containerAccount'>): boolean {
  return fund.status === 'active_subsenabled' && fund.containerAccount !== null;
}

/** The first reason a schedule may not be made (or changed) so, or null when it may. */
export function recurringRefusal(input: RecurringRulesInput): RecurringRefusal | null {
  if (!input.flags.recurringInvestment) return { code: 'FEATURE_OFF' };
  const eligibility = purchaseEligibility({
    user: input.user,
    flags: { eddCheck: input.flags.eddCheck },
    currentPath: '/reksadana/nabung-rutin',
  });
  if (eligibility.kind !== 'ALLOWED') return { code: 'NOT_ALLOWED', eligibility };
  if (input.portfolio.roboCermat) return { code: 'ROBO_PORTFOLIO' };
  if (!input.change && reachedMaximum(input.portfolio.openSchedules))
    return { code: 'REACHED_MAXIMUM', maximum: MAX_SCHEDULES_PER_PORTFOLIO };
  if (input.rule.period !== 'MONTHLY' && !input.flags.recurringWeeklyDaily)
    return { code: 'PERIOD_NOT_AVAILABLE', period: input.rule.period };
  if (!fundOpenForSubscription(input.fund)) return { code: 'FUND_CLOSED' };
  const currency = input.fund.currency;
  if (currency === 'USD' && !input.flags.usdFundPurchasable) return { code: 'USD_NOT_AVAILABLE' };
  if (input.flags.usdAccountValidation && !input.user.verifiedAccountCurrencies.includes(currency))
    return { code: 'BANK_ACCOUNT', currency };
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { code: 'INVALID_AMOUNT' };
  const minimum = applicableMinimum(input.fund);
  if (input.amount < minimum) return { code: 'BELOW_MINIMUM', minimum, currency };
  if (input.endDate !== null) {
    const window = endDateWindow(input.today);
    if (input.endDate < window.min || input.endDate > window.max) return { code: 'END_DATE_OUT_OF_WINDOW', ...window };
  }
  return null;
}

/** The form field a refusal is about (null: the whole form). */
export function refusalField(refusal: RecurringRefusal): 'amount' | 'period' | 'endDate' | 'mutualFundId' | null {
  switch (refusal.code) {
    case 'INVALID_AMOUNT':
    case 'BELOW_MINIMUM':
      return 'amount';
    case 'PERIOD_NOT_AVAILABLE':
      return 'period';
    case 'END_DATE_OUT_OF_WINDOW':
      return 'endDate';
    case 'FUND_CLOSED':
    case 'USD_NOT_AVAILABLE':
      return 'mutualFundId';
    default:
      return null;
  }
}

/** Why a run failed (recurring_runs.failure_reason; texts `recurring:rules.failure.*`). */
export const RUN_FAILURE_REASONS = ['FUND_CLOSED', 'NOT_VERIFIED', 'BLACKLISTED', 'USD_NOT_AVAILABLE'] as const;
export type RunFailureReason = (typeof RUN_FAILURE_REASONS)[number];

/**
 * Issue 17 item 2: a due schedule whose fund closed for subscription, or whose investor is no longer verified
 * (KYC complete and verified, §6) or is blacklisted, makes a FAILED run with this reason instead of an order.
 */
export function runFailureReason(input: {
  user: { mutualFundKycStatus: KycStatus | null; isVerified: boolean };
  fund: Pick<RecurringFund, 'status' | 'containerAccount' | 'currency'>;
  flags: { usdFundPurchasable: boolean };
}): RunFailureReason | null {
  if (isBlacklisted(input.user.mutualFundKycStatus)) return 'BLACKLISTED';
  if (!isKycComplete(input.user)) return 'NOT_VERIFIED';
  if (!fundOpenForSubscription(input.fund)) return 'FUND_CLOSED';
  if (input.fund.currency === 'USD' && !input.flags.usdFundPurchasable) return 'USD_NOT_AVAILABLE';
  return null;
}

/**
 * A run's payment state as shown (spec funds §4.5; decision 072), derived when read from its order rather than
 * written by the payment code: a failed run stays FAILED; an order PAID or COMPLETED is PAID; an order waiting
 * with a payment still payable is WAITING_PAYMENT; an order past its payment (EXPIRED, or its 24 hours over before
 * the sweep ran, CANCELED, REJECTED) is FAILED. A run without an order keeps its stored state.
 */
export function runPaymentState(
  stored: RecurringPaymentState,
  order: { status: OrderStatus; payable: boolean } | null,
): RecurringPaymentState {
  if (stored === 'FAILED' || order === null) return stored;
  if (order.status === 'PAID' || order.status === 'COMPLETED') return 'PAID';
  if (order.status === 'WAITING_PAYMENT' && order.payable) return 'WAITING_PAYMENT';
  return 'FAILED';
}
