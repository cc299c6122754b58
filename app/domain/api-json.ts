// The one serializer of numbers in JSON answers (issue 13 item 16; decision 028; DESIGN.md "JSON answers
// carry decimals in their unit"). Storage keeps integers (money in minor units, NAV and units × 10^4,
// rates in basis points or parts per million: app/domain/money.ts); every JSON answer, of the API and of
// the resource routes the pages fetch, sends decimals in their unit instead:
//   money  rupiah as whole numbers, dollars with up to 2 decimals (15_025 cents → 150.25)
//   NAV    per unit, up to 4 decimals (12_345_678 → 1234.5678)
//   units  up to 4 decimals (5_819_645 → 581.9645)
//   rates  percent numbers (175 bp → 1.75; 123_456 ppm → 12.3456)
// A division of an integer by 100 or 10^4 gives the double nearest the exact decimal, which JSON prints
// as that decimal, so nothing is rounded on the way out. The browser's clients read them back with the
// `...FromJson` functions, exactly (the last bit of the double is rounded away), to format and compute
// with integers as everywhere else. Pure: imported by routes and by client code alike.
import type { Currency } from './enums';
import { bpToPercent, MINOR_PER_MAJOR, ppmToPercent, SCALE } from './money';

/** Money in minor units → its unit (whole rupiah; dollars with up to 2 decimals). */
export function moneyJson(minor: number, currency: Currency): number {
  return minor / MINOR_PER_MAJOR[currency];
}

/** NAV per unit × 10^4 → the NAV (up to 4 decimals). */
export function navJson(scaled: number): number {
  return scaled / SCALE;
}

/** Units × 10^4 → units (up to 4 decimals). */
export const unitsJson = navJson;

/** Basis points → percent (150 → 1.5). */
export const percentFromBp = bpToPercent;

/** Parts per million of a fraction → percent (123_456 → 12.3456); null stays null. */
export const percentFromPpm = ppmToPercent;

/** A JSON amount in its unit → minor units (what the client formats and adds up). */
export function moneyFromJson(value: number, currency: Currency): number {
  return Math.round(value * MINOR_PER_MAJOR[currency]);
}

/** A JSON NAV or unit count → × 10^4. */
export function scaledFromJson(value: number): number {
  return Math.round(value * SCALE);
}

/** Applies `convert` to the named number fields of an object (a copy; other fields as they are). */
export function mapNumbers<T extends object, K extends keyof T>(value: T, fields: readonly K[], convert: (n: number) => number): T {
  const copy = { ...value };
  for (const field of fields) {
    const n = copy[field];
    if (typeof n === 'number') copy[field] = convert(n) as T[K];
  }
  return copy;
}

type Convert = (value: number, currency: Currency) => number;
const toJson: Convert = moneyJson;
const fromJson: Convert = moneyFromJson;

// ---------------------------------------------------------------------------------------------
// Shapes a client reads back (the cart dialog, the realized-profit list): one converter each way.

/** The money of a buy summary (calculate's `data`, lib/buy-api.server.ts buySummaryData). */
export interface BuySummaryNumbers {
  currency: Currency;
  amount: number;
  feeAmount: number;
  minimum: number;
  cashbackUsed: number;
  paymentAmount: number;
  referralCashbackAmount: number;
  compositions: readonly { currency: Currency; amount: number; fee: number; totalAmount: number; referralCashbackAmount: number }[];
  coupon: { cashbackValue: number; giftValue: number | null } | null;
}

function convertBuySummary<S extends BuySummaryNumbers>(summary: S, convert: Convert): S {
  const money = (n: number) => convert(n, summary.currency);
  return {
    ...mapNumbers(summary, ['amount', 'feeAmount', 'minimum', 'cashbackUsed', 'paymentAmount', 'referralCashbackAmount'], money),
    compositions: summary.compositions.map((c) => mapNumbers(c, ['amount', 'fee', 'totalAmount', 'referralCashbackAmount'], (n) => convert(n, c.currency))),
    coupon: summary.coupon && mapNumbers(summary.coupon, ['cashbackValue', 'giftValue'], money),
  };
}
export const buySummaryJson = <S extends BuySummaryNumbers>(summary: S): S => convertBuySummary(summary, toJson);
export const buySummaryFromJson = <S extends BuySummaryNumbers>(summary: S): S => convertBuySummary(summary, fromJson);

/** The money of a promo (coupons list and detail, models/coupons.server.ts CouponDetail). */
export interface CouponNumbers {
  currency: Currency;
  cashbackValue: number;
  giftValue: number | null;
  minimumAmount: number;
}
const convertCoupon = <C extends CouponNumbers>(coupon: C, convert: Convert): C =>
  mapNumbers(coupon, ['cashbackValue', 'giftValue', 'minimumAmount'], (n) => convert(n, coupon.currency));
export const couponJson = <C extends CouponNumbers>(coupon: C): C => convertCoupon(coupon, toJson);
export const couponFromJson = <C extends CouponNumbers>(coupon: C): C => convertCoupon(coupon, fromJson);

/** The numbers of a realized-profit row (models/realized-profits.server.ts RealizedProfitRow). */
export interface RealizedProfitNumbers {
  fund: { currency: Currency };
  units: number;
  amount: number;
  realizedProfit: number;
  cost: number;
}
export function realizedProfitJson<R extends RealizedProfitNumbers>(row: R): R {
  return { ...mapNumbers(row, ['amount', 'realizedProfit', 'cost'], (n) => moneyJson(n, row.fund.currency)), units: unitsJson(row.units) };
}
export function realizedProfitFromJson<R extends RealizedProfitNumbers>(row: R): R {
  return { ...mapNumbers(row, ['amount', 'realizedProfit', 'cost'], (n) => moneyFromJson(n, row.fund.currency)), units: scaledFromJson(row.units) };
}

/** A return as JSON (issue 16 item 7; decision 068): a decimal fraction (0.0734 = 7.34%) and whether it is annualised. */
export interface ReturnJson {
  rate: number | null;
  annualised: boolean;
}

/** The performance figures of a portfolio or the total (models/portfolio-performance.server.ts), in their unit. */
export interface PerformanceNumbers {
  value: number;
  totalInvestment: number;
  profit: number;
  moneyWeightedReturn: ReturnJson;
  timeWeightedReturn: ReturnJson;
  since: string | null;
  asOf: string | null;
}

/** Money of performance figures in minor units of `currency` → decimals in their unit; the rates stay fractions. */
export function performanceJson(figures: PerformanceNumbers, currency: Currency): PerformanceNumbers {
  return mapNumbers(figures, ['value', 'totalInvestment', 'profit'], (n) => moneyJson(n, currency));
}

/** The dollar's buy rate (rupiah per dollar × 10^4) as JSON: `buyRate` in rupiah (up to 4 decimals), `valueAt` its day. */
export function usdRateJson(rate: { buyRate: number; valueAt: string } | null): { buyRate: number; valueAt: string } | null {
  return rate && { buyRate: navJson(rate.buyRate), valueAt: rate.valueAt };
}
