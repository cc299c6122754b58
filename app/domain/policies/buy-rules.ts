// The buy form's rules (spec funds §4.2, §5; issue 5 item 2), pure: whether the risk warning comes
// first, the minimum that applies, when the buy button is disabled, the cashback toggle and the
// referral cashback line. The server applies the same functions to whatever the client sends.
import type { Currency, FundType, RiskProfile } from '../enums';
import { MINIMUM_REFERRAL_TRANSACTION, ROBO_MINIMUM_IDR, ROBO_MINIMUM_STEP_IDR } from '../investment-thresholds';
import { divideRounded } from '../money';

/**
 * §4.2 "the risk warning is shown first if the warning was not dismissed and either: the investor's
 * risk profile is low or low-to-moderate and the fund is not money market; or the profile is moderate
 * or moderate-to-high and the fund is not money market or fixed income". A high profile never sees it;
 * without a profile (no risk test yet) every fund but money market warns, as for the lowest profile.
 */
export function needsRiskWarning(input: { profile: RiskProfile | null; fundTypes: readonly FundType[]; dismissed: boolean }): boolean {
  if (input.dismissed) return false;
  // A purchase of several funds (a robo model, a portfolio top-up) warns when any of them would.
  return input.fundTypes.some((type) => !riskFreeTypes(input.profile).has(type));
}

const ALL_TYPES: ReadonlySet<FundType> = new Set(['PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM']);
const MONEY_MARKET: ReadonlySet<FundType> = new Set(['PASAR_UANG']);
const MONEY_MARKET_AND_FIXED_INCOME: ReadonlySet<FundType> = new Set(['PASAR_UANG', 'PENDAPATAN_TETAP']);

/** The fund types a profile buys without the warning (also what the risk-profile result page lists, decision 065). */
export function riskFreeTypes(profile: RiskProfile | null): ReadonlySet<FundType> {
  switch (profile) {
    case 'HIGH':
      return ALL_TYPES;
    case 'MODERATE':
    case 'MODERATE_TO_HIGH':
      return MONEY_MARKET_AND_FIXED_INCOME;
    case 'LOW':
    case 'LOW_TO_MODERATE':
    case null:
      return MONEY_MARKET;
  }
}

/** One fund of a purchase: its minimums (minor units), and whether the investor already holds it. */
export interface MinimumLine {
  initialMinimum: number;
  ongoingMinimum: number;
  /** The fund is already held: in the chosen portfolio, or anywhere when a new portfolio is made. */
  alreadyHeld: boolean;
}

/**
 * The minimum of one fund's purchase, minor units (spec funds §4.2 last rule): the ongoing minimum
 * once the investor holds the fund (also when a new portfolio is made for a fund already held
 * elsewhere), the initial minimum otherwise.
 */
export function applicableMinimum(line: MinimumLine): number {
  return line.alreadyHeld ? line.ongoingMinimum : line.initialMinimum;
}

/**
 * The minimum of a robo purchase (spec funds §5 "Robo portfolios need at least a fixed robo minimum";
 * decision 037): the smallest multiple of Rp 100.000 at which every fund's share of the split (amount ×
 * target / total targets) reaches that fund's own minimum, and never below Rp 100.000. A fund asking
 * `minimum` needs an amount of minimum × total / target; the largest of these, rounded up to the step,
 * is a round figure a person reads and types (Rp 300.000, not Rp 277.778), and each share of it, rounded
 * down, still reaches its fund's minimum.
 */
export function roboMinimum(lines: readonly (MinimumLine & { targetBp: number })[]): number {
  const total = lines.reduce((sum, line) => sum + line.targetBp, 0);
  const needed = lines.reduce((largest, line) => {
    if (line.targetBp <= 0) return largest;
    return Math.max(largest, Number(divideRounded(BigInt(applicableMinimum(line)) * BigInt(total), BigInt(line.targetBp), 'up')));
  }, ROBO_MINIMUM_IDR);
  return Number(divideRounded(BigInt(needed), BigInt(ROBO_MINIMUM_STEP_IDR), 'up')) * ROBO_MINIMUM_STEP_IDR;
}

export type BuyDisabledReason = 'NO_AMOUNT' | 'BELOW_MINIMUM' | 'NO_ITEM' | 'BANK_ACCOUNT';

/**
 * §5 "the button is disabled when the amount is empty or zero, below the applicable minimum, no item is
 * chosen, or there is a bank-account error": the first reason that holds, or null when it is enabled.
 * The minimum is checked last on purpose: it means nothing until a fund is chosen.
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
  /** The purchase's funds (several for a robo model or a top-up: any money market or fixed income one disables it). */
  fundTypes: readonly FundType[];
  currency: Currency;
}): CashbackToggle {
  if (!input.referralEnabled || input.cashbackBalance <= 0) return { shown: false, enabled: false, reason: null };
  if (input.currency === 'USD') return { shown: true, enabled: false, reason: 'USD' };
  if (input.fundTypes.some((type) => MONEY_MARKET_AND_FIXED_INCOME.has(type))) return { shown: true, enabled: false, reason: 'FUND_TYPE' };
  if (input.cashbackBalance < input.minimumBalance) return { shown: true, enabled: false, reason: 'BELOW_MINIMUM' };
  return { shown: true, enabled: true, reason: null };
}

/**
 * §5 "A referral cashback line shows only when the referrer status is eligible and the total amount
 * reaches the minimum referral transaction value of 1,000,000." Rupiah totals only.
 */
export function referralCashbackLineShown(input: { referrerEligible: boolean; totalAmount: number; currency: Currency }): boolean {
  return input.referrerEligible && input.currency === 'IDR' && input.totalAmount >= MINIMUM_REFERRAL_TRANSACTION;
}

/** spec funds §9 "Quick amount buttons for IDR: 100000, 500000, 1000000, 5000000, 10000000". */
export const IDR_QUICK_AMOUNTS: readonly number[] = [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000];
/**
 * spec funds §9 "USD quick buttons are multiples of the fund minimum (or a default unit) for a fixed count
 * (values not shown)": 1, 2, 5 and 10 times the minimum, or times US$100 for a fund without one (decision 022).
 */
export const USD_QUICK_MULTIPLES: readonly number[] = [1, 2, 5, 10];
export const USD_QUICK_DEFAULT_UNIT = 10_000;

/**
 * The quick amounts of a purchase, minor units of its currency: only those at or above its minimum
 * (decision 037), since a chip below it would fill in an amount the buy button refuses.
 */
export function quickAmounts(currency: Currency, minimum: number): number[] {
  if (currency === 'IDR') return IDR_QUICK_AMOUNTS.filter((amount) => amount >= minimum);
  const unit = minimum > 0 ? minimum : USD_QUICK_DEFAULT_UNIT;
  return USD_QUICK_MULTIPLES.map((multiple) => unit * multiple);
}

/** An amount in minor units as the amount field takes it (major units, Indonesian decimal comma): 15 050 cents → "150,50". */
export function amountFieldText(minor: number, currency: Currency): string {
  if (currency === 'IDR') return String(minor);
  const cents = minor % 100;
  return cents === 0 ? String(Math.floor(minor / 100)) : `${Math.floor(minor / 100)},${String(cents).padStart(2, '0')}`;
}
