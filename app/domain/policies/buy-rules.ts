// The buy form's rules (spec funds §4.2, §5; issue 5 item 2), pure: whether the risk warning comes
// first, the minimum that applies, when the buy button is disabled, the cashback toggle and the
// referral cashback line. The server applies the same functions to whatever the client sends.
import type { Currency, FundType, RiskProfile } from '../enums';

/**
 * §4.2 "the risk warning is shown first if the warning was not dismissed and either: the investor's
 * risk profile is low or low-to-moderate and the fund is not money market; or the profile is moderate
 * or moderate-to-high and the fund is not money market or fixed income". A high profile never sees it;
 * without a profile (no risk test yet) every fund but money market warns, as for the lowest profile.
 */
export function needsRiskWarning(input: { profile: RiskProfile | null; fundType: FundType; dismissed: boolean }): boolean {
  if (input.dismissed) return false;
  switch (input.profile) {
    case 'HIGH':
      return false;
    case 'MODERATE':
    case 'MODERATE_TO_HIGH':
      return input.fundType !== 'PASAR_UANG' && input.fundType !== 'PENDAPATAN_TETAP';
    case 'LOW':
    case 'LOW_TO_MODERATE':
    case null:
      return input.fundType !== 'PASAR_UANG';
  }
}

/**
 * The minimum of one purchase, minor units (spec funds §4.2 last rule, §5 "Robo portfolios need at
 * least a fixed robo minimum"): the ongoing minimum once the investor holds the fund in the portfolio
 * the purchase goes to (also when a new portfolio is made for a fund already held elsewhere: §4.2),
 * the initial minimum otherwise; a robo purchase needs the robo minimum whatever the funds' own.
 */
export function applicableMinimum(input: {
  initialMinimum: number;
  ongoingMinimum: number;
  /** The fund is already held: in the chosen portfolio, or anywhere when a new portfolio is made. */
  alreadyHeld: boolean;
  robo: { minimum: number } | null;
}): number {
  if (input.robo) return input.robo.minimum;
  return input.alreadyHeld ? input.ongoingMinimum : input.initialMinimum;
}

export type BuyDisabledReason = 'NO_AMOUNT' | 'BELOW_MINIMUM' | 'NO_ITEM' | 'BANK_ACCOUNT';

/**
 * §5 "the button is disabled when the amount is empty or zero, below the applicable minimum, no item is
 * chosen, or there is a bank-account error": the first reason that holds, or null when it is enabled.
 */
export function buyDisabledReason(input: { amount: number | null; minimum: number; itemCount: number; bankAccountError: boolean }): BuyDisabledReason | null {
  if (input.amount === null || input.amount <= 0) return 'NO_AMOUNT';
  if (input.itemCount === 0) return 'NO_ITEM';
  if (input.bankAccountError) return 'BANK_ACCOUNT';
  if (input.amount < input.minimum) return 'BELOW_MINIMUM';
  return null;
}

export interface CashbackToggle {
  shown: boolean;
  /** Disabled toggles are forced off. */
  enabled: boolean;
  reason: 'FUND_TYPE' | 'BELOW_MINIMUM' | 'USD' | null;
}

/**
 * §5 "Cashback toggle: shown only when referral is enabled and the cashback amount is above 0. It is
 * disabled and forced off when the fund is money market or fixed income, the cashback balance is below
 * the minimum, or the product is USD."
 */
export function cashbackToggle(input: {
  referralEnabled: boolean;
  /** The investor's cashback balance, rupiah minor units. */
  cashbackBalance: number;
  minimumBalance: number;
  fundType: FundType;
  currency: Currency;
}): CashbackToggle {
  if (!input.referralEnabled || input.cashbackBalance <= 0) return { shown: false, enabled: false, reason: null };
  if (input.currency === 'USD') return { shown: true, enabled: false, reason: 'USD' };
  if (input.fundType === 'PASAR_UANG' || input.fundType === 'PENDAPATAN_TETAP') return { shown: true, enabled: false, reason: 'FUND_TYPE' };
  if (input.cashbackBalance < input.minimumBalance) return { shown: true, enabled: false, reason: 'BELOW_MINIMUM' };
  return { shown: true, enabled: true, reason: null };
}

/** §5 "the minimum referral transaction value of 1,000,000" (rupiah; minor units are whole rupiah). */
export const MINIMUM_REFERRAL_TRANSACTION = 1_000_000;

/**
 * §5 "A referral cashback line shows only when the referrer status is eligible and the total amount
 * reaches the minimum referral transaction value of 1,000,000." Rupiah totals only.
 */
export function referralCashbackLineShown(input: { referrerEligible: boolean; totalAmount: number; currency: Currency }): boolean {
  return input.referrerEligible && input.currency === 'IDR' && input.totalAmount >= MINIMUM_REFERRAL_TRANSACTION;
}
