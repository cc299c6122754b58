// Selling (redeeming) a holding (issue 15 item 1; spec funds §3 minimumRedemptionAmount, §4.5, §9 "Sell display
// bound"; decisions 056, 057, 058). Pure: the model reads the position, the fund and its latest NAV, and this
// module says what may be sold and what it is estimated to bring.
//
// - Only free units can be sold: units − units held for pending sells and switch-outs (decision 056).
// - By amount: the amount is turned into units at the latest published NAV, rounded UP to 4 decimals (so the
//   estimate reaches the amount asked), never more than the free units (decision 056).
// - The gross value at the latest NAV must reach the fund's minimum redemption, unless everything free is sold.
// - What stays must be worth at least the fund's minimum (top-up) purchase, else the investor sells all: a
//   remainder nobody can add to nor take out is not left behind (decision 057).
// - Sell display bound "$0 - $35" (spec §9): a dollar holding worth $35 or less is sold whole only (decision 057).
// - The fee is the fund's redemption fee on the gross value (half up, money.percentOf).
// - The payout is due a fund-type lag of exchange days after the NAV date, never more than 7 (POJK 23/2016;
//   decision 058).
import { addExchangeDays, type HolidaySet, type IsoDate } from '../dates';
import type { Currency, FundType } from '../enums';
import { divideRounded, MINOR_PER_MAJOR, money, percentOf, SCALE, valueOfUnits } from '../money';

/** What the investor asks to sell. Money in minor units of the fund's currency, units × 10^4. */
export type SellRequest = { mode: 'amount'; amount: number } | { mode: 'units'; units: number } | { mode: 'all' };
export type SellMode = SellRequest['mode'];
export const SELL_MODES = ['amount', 'units', 'all'] as const satisfies readonly SellMode[];

export interface SellFund {
  currency: Currency;
  /** Null: the fund sets none. */
  minimumRedemptionAmount: number | null;
  /** The minimum top-up purchase: the least a remaining holding must be worth. */
  minimumSubscriptionAmount: number;
  redemptionFeeBp: number;
}

export interface SellPosition {
  units: number;
  /** Units held for pending sells and switch-outs. */
  heldUnits: number;
}

/** The largest dollar holding (cents) that can only be sold whole: spec funds §9 "Sell display bound $0 - $35". */
export const USD_SELL_ALL_BOUND = 3_500;

export interface SellQuote {
  /** Units sold (× 10^4): the units the order holds. */
  units: number;
  /** Whether every free unit is sold. */
  all: boolean;
  /** Units × latest NAV (minor units, rounded down): the estimate, the NAV of the NAV date decides. */
  estimatedGross: number;
  fee: number;
  estimatedProceeds: number;
  feeBp: number;
  /** The latest NAV the estimate is made at (× 10^4). */
  nav: number;
}

export type SellRefusal =
  /** The fund has no published NAV yet. */
  | { code: 'NO_NAV' }
  /** No free units (none held, or all promised to pending orders). */
  | { code: 'NOTHING_TO_SELL' }
  /** An amount or unit count that is not positive, or worth nothing at the NAV. */
  | { code: 'INVALID_AMOUNT' }
  /** More than the free units (or their value). `freeUnits` and their value are what can be sold. */
  | { code: 'INSUFFICIENT_UNITS'; freeUnits: number; freeValue: number }
  /** The gross value is below the fund's minimum redemption (minor units). */
  | { code: 'BELOW_MINIMUM_REDEMPTION'; minimum: number }
  /** What would stay is worth less than the fund's minimum purchase: sell all instead. */
  | { code: 'REMAINING_BELOW_MINIMUM'; minimum: number }
  /** A dollar holding of $35 or less (spec §9): sell all only. */
  | { code: 'SELL_ALL_ONLY'; bound: number };

export type SellResult = { ok: true; quote: SellQuote } | { ok: false; refusal: SellRefusal };

/** Free units: what a new sell may take. */
export function freeUnits(position: SellPosition): number {
  return Math.max(0, position.units - position.heldUnits);
}

/** Units (× 10^4) worth at least `amount` at `nav`, rounded UP to 4 decimals (decision 056). */
export function unitsCoveringAmount(amount: number, currency: Currency, nav: number): number {
  const numerator = BigInt(amount) * BigInt(SCALE) * BigInt(SCALE);
  return Number(divideRounded(numerator, BigInt(MINOR_PER_MAJOR[currency]) * BigInt(nav), 'up'));
}

/** Whether only selling everything is offered (decision 057): a dollar holding of $35 or less. */
export function sellAllOnly(fund: Pick<SellFund, 'currency'>, freeValue: number): boolean {
  return fund.currency === 'USD' && freeValue <= USD_SELL_ALL_BOUND;
}

/** The estimate of a sell, or why it cannot be placed. `nav` is the latest published NAV (× 10^4), null when none. */
export function quoteSell(request: SellRequest, position: SellPosition, fund: SellFund, nav: number | null): SellResult {
  if (nav === null || nav <= 0) return { ok: false, refusal: { code: 'NO_NAV' } };
  const free = freeUnits(position);
  if (free <= 0) return { ok: false, refusal: { code: 'NOTHING_TO_SELL' } };
  const value = (units: number, rounding: 'down' | 'up' = 'down') => valueOfUnits(units, nav, fund.currency, rounding).minor;
  const freeValue = value(free);

  let units: number;
  if (request.mode === 'all') {
    units = free;
  } else if (request.mode === 'units') {
    if (!Number.isSafeInteger(request.units) || request.units <= 0) return { ok: false, refusal: { code: 'INVALID_AMOUNT' } };
    if (request.units > free) return { ok: false, refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: free, freeValue } };
    units = request.units;
  } else {
    if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return { ok: false, refusal: { code: 'INVALID_AMOUNT' } };
    // The free units' value rounded up is the most an amount may name (the page shows it rounded).
    if (request.amount > value(free, 'up')) return { ok: false, refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: free, freeValue } };
    units = Math.min(unitsCoveringAmount(request.amount, fund.currency, nav), free);
  }
  const all = units === free;
  if (!all && sellAllOnly(fund, freeValue)) return { ok: false, refusal: { code: 'SELL_ALL_ONLY', bound: USD_SELL_ALL_BOUND } };

  const gross = value(units);
  if (!all) {
    if (gross <= 0) return { ok: false, refusal: { code: 'INVALID_AMOUNT' } };
    if (fund.minimumRedemptionAmount !== null && gross < fund.minimumRedemptionAmount) {
      return { ok: false, refusal: { code: 'BELOW_MINIMUM_REDEMPTION', minimum: fund.minimumRedemptionAmount } };
    }
    // Valued rounded up: the units of an amount are rounded up, so "leave exactly the minimum" still may.
    if (value(free - units, 'up') < fund.minimumSubscriptionAmount) {
      return { ok: false, refusal: { code: 'REMAINING_BELOW_MINIMUM', minimum: fund.minimumSubscriptionAmount } };
    }
  }
  const fee = percentOf(money(gross, fund.currency), fund.redemptionFeeBp).minor;
  return { ok: true, quote: { units, all, estimatedGross: gross, fee, estimatedProceeds: gross - fee, feeBp: fund.redemptionFeeBp, nav } };
}

/** The priced sale of an item at the NAV of its NAV date (the settlement): gross rounded down, fee half up. */
export function pricedSale(units: number, nav: number, feeBp: number, currency: Currency): { gross: number; fee: number; proceeds: number } {
  const gross = valueOfUnits(units, nav, currency);
  const fee = percentOf(gross, feeBp).minor;
  return { gross: gross.minor, fee, proceeds: gross.minor - fee };
}

/** The most exchange days a redemption's proceeds may take after the NAV date (POJK 23/2016). */
export const MAX_PAYOUT_LAG_DAYS = 7;

/**
 * Exchange days from the NAV date to the payout (decision 058): a money-market fund holds cash-like paper and
 * pays the next exchange day but one; bond, balanced and equity funds sell securities that settle T+2 and pay
 * on T+3; a dollar fund settles its foreign holdings and the dollar transfer two days later. Never over 7.
 */
export function payoutLagDays(fund: { type: FundType; currency: Currency }): number {
  const byType: Record<FundType, number> = { PASAR_UANG: 2, PENDAPATAN_TETAP: 3, CAMPURAN: 3, SAHAM: 3 };
  const lag = byType[fund.type] + (fund.currency === 'USD' ? 2 : 0);
  return Math.min(lag, MAX_PAYOUT_LAG_DAYS);
}

/** The date a sale's proceeds are due in the investor's bank account. */
export function redemptionPayoutDueDate(navDate: IsoDate, fund: { type: FundType; currency: Currency }, holidays: HolidaySet): IsoDate {
  return addExchangeDays(navDate, payoutLagDays(fund), holidays);
}
