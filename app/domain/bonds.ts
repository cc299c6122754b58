// The bond catalogue's pure rules (issue 18 item 5; spec funds §2.1 bonds pages, §4.5 "Bond types"; decision 089):
// what a coupon pays a year and per payment for each Rp 1.000.000 held, before and after the final tax on bond
// interest, how long a bond has left to run, how many days of its offering remain, the status its dates give,
// and the catalogue's sorts. No yield to maturity: the catalogue is read-only and every figure is at par.
import { addMonthsClamped, daysBetween, type IsoDate } from './dates';
import type { BondStatus, BondType } from './service-enums';
import { divideRounded, money, percentOf, subtract, type Money } from './money';

/** The face value the catalogue quotes coupons for: Rp 1.000.000, the retail series' minimum order. */
export const BOND_QUOTE_AMOUNT = money(1_000_000, 'IDR');

/**
 * The final income tax withheld on bond interest and sukuk returns for resident individuals: 10%
 * (PP 91/2021, in force since 30 August 2021), in basis points.
 */
export const BOND_COUPON_TAX_BP = 1_000;

/** Government retail series (sold to individuals in offering periods) as opposed to the traded series. */
export const RETAIL_BOND_TYPES: readonly BondType[] = ['ORI', 'SBR', 'SR', 'ST'];

export interface CouponFigures {
  /** The coupon a year for `BOND_QUOTE_AMOUNT` of face value, before tax. */
  yearlyGross: Money;
  /** The same after the 10% final tax. */
  yearlyNet: Money;
  /** One payment (monthly, quarterly, semi-annual or yearly) before tax. */
  perPaymentGross: Money;
  /** One payment after tax. */
  perPaymentNet: Money;
  /** Payments a year. */
  paymentsPerYear: number;
}

/**
 * The coupon of `face` (Rp 1.000.000 unless given) at `couponRateBps` a year, paid every `frequencyMonths`
 * months: the yearly and per-payment amounts, gross and after the final tax. Amounts are rounded down to the
 * rupiah (a coupon is never paid above its rate).
 */
export function couponFigures(couponRateBps: number, frequencyMonths: number, face: Money = BOND_QUOTE_AMOUNT): CouponFigures {
  if (!Number.isSafeInteger(couponRateBps) || couponRateBps < 0) throw new RangeError('coupon rate must be a non-negative integer of basis points');
  if (![1, 3, 6, 12].includes(frequencyMonths)) throw new RangeError('coupon frequency must be 1, 3, 6 or 12 months');
  const yearlyGross = percentOf(face, couponRateBps, 'down');
  const perPaymentGross = money(
    Number(divideRounded(BigInt(face.minor) * BigInt(couponRateBps) * BigInt(frequencyMonths), 10_000n * 12n, 'down')),
    face.currency,
  );
  const afterTax = (gross: Money) => subtract(gross, percentOf(gross, BOND_COUPON_TAX_BP, 'up'));
  return {
    yearlyGross,
    yearlyNet: afterTax(yearlyGross),
    perPaymentGross,
    perPaymentNet: afterTax(perPaymentGross),
    paymentsPerYear: 12 / frequencyMonths,
  };
}

export interface TimeToMaturity {
  years: number;
  months: number;
  /** Days after the last whole month (so that "0 years 0 months" still says something). */
  days: number;
}

/**
 * Whole years, months and days from `today` to `maturityDate` (months counted from today, clamped to the month's
 * length, like every date of the app); null when the bond has matured (on or after its maturity date).
 */
export function timeToMaturity(today: IsoDate, maturityDate: IsoDate): TimeToMaturity | null {
  if (maturityDate <= today) return null;
  const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [my, mm] = [Number(maturityDate.slice(0, 4)), Number(maturityDate.slice(5, 7))];
  let months = (my - ty) * 12 + (mm - tm);
  while (months > 0 && addMonthsClamped(today, months) > maturityDate) months--;
  const days = daysBetween(addMonthsClamped(today, months), maturityDate);
  return { years: Math.floor(months / 12), months: months % 12, days };
}

/** Days left to order in an offering, the last day counted (0 on the last day); null outside the offering. */
export function offeringDaysLeft(today: IsoDate, offer: { offerStartDate: IsoDate | null; offerEndDate: IsoDate | null }): number | null {
  if (!offer.offerStartDate || !offer.offerEndDate) return null;
  if (today < offer.offerStartDate || today > offer.offerEndDate) return null;
  return daysBetween(today, offer.offerEndDate);
}

/**
 * The status a bond's dates give on `today`: MATURED from its maturity date, OFFERING within its offering period,
 * otherwise SECONDARY (issued and outstanding: traded on the secondary market when tradable, held to maturity
 * otherwise). The seed writes it; a partner's feed would keep it current.
 */
export function bondStatusOn(
  today: IsoDate,
  bond: { maturityDate: IsoDate; offerStartDate: IsoDate | null; offerEndDate: IsoDate | null },
): BondStatus {
  if (bond.maturityDate <= today) return 'MATURED';
  if (offeringDaysLeft(today, bond) !== null) return 'OFFERING';
  return 'SECONDARY';
}

/** The catalogue's sorts: highest coupon first, or the nearest maturity first. */
export const BOND_SORTS = ['coupon', 'maturity'] as const;
export type BondSort = (typeof BOND_SORTS)[number];
export const DEFAULT_BOND_SORT: BondSort = 'coupon';

export interface SortableBond {
  code: string;
  couponRateBps: number;
  maturityDate: IsoDate;
}

/** Orders bonds by a sort, ties by code (stable for equal rates and dates). Returns a new array. */
export function sortBonds<B extends SortableBond>(bonds: readonly B[], sort: BondSort): B[] {
  const byCode = (a: B, b: B) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
  return [...bonds].sort((a, b) =>
    sort === 'coupon'
      ? b.couponRateBps - a.couponRateBps || byCode(a, b)
      : a.maturityDate < b.maturityDate
        ? -1
        : a.maturityDate > b.maturityDate
          ? 1
          : byCode(a, b),
  );
}
