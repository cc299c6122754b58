// The one money module (DESIGN.md "Money, units, time"). Amounts are integers in the minor unit
// of their currency (IDR: rupiah, USD: cents); NAV per unit and unit balances are integers scaled
// by 10^4. Arithmetic that multiplies or divides runs on BigInt so that no intermediate value
// loses precision, and every rounding is explicit.
import type { Currency } from './enums';

export type { Currency };

export interface Money {
  readonly currency: Currency;
  /** Integer amount in the currency's minor unit. */
  readonly minor: number;
}

/** Minor units per major unit: IDR has no sen in practice, USD has cents. */
export const MINOR_PER_MAJOR: Record<Currency, number> = { IDR: 1, USD: 100 };
/** NAV per unit and units are stored × 10^4 (4 decimals). */
export const SCALE = 10_000;
const SCALE_N = 10_000n;

export type Rounding = 'down' | 'up' | 'halfUp' | 'halfEven';

export class CurrencyMismatchError extends Error {
  constructor(a: Currency, b: Currency) {
    super(`Cannot combine ${a} with ${b}`);
    this.name = 'CurrencyMismatchError';
  }
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${what} is out of range`);
  }
  return Number(value);
}

/** Divides with an explicit rounding mode (the divisor must be positive). */
export function divideRounded(numerator: bigint, divisor: bigint, rounding: Rounding): bigint {
  if (divisor <= 0n) throw new RangeError('divisor must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let quotient = abs / divisor;
  const remainder = abs % divisor;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    // Directions are taken on the absolute value, then the sign is restored, except 'down'
    // and 'up', which mean towards −∞ and +∞ (floor and ceiling).
    switch (rounding) {
      case 'down':
        if (negative) quotient += 1n;
        break;
      case 'up':
        if (!negative) quotient += 1n;
        break;
      case 'halfUp':
        if (twice >= divisor) quotient += 1n;
        break;
      case 'halfEven':
        if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
        break;
    }
  }
  return negative ? -quotient : quotient;
}

export function money(minor: number, currency: Currency): Money {
  assertSafeInteger(minor, 'amount');
  return { currency, minor };
}

export const zero = (currency: Currency): Money => money(0, currency);

function sameCurrency(a: Money, b: Money): Currency {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

export function add(a: Money, b: Money): Money {
  const currency = sameCurrency(a, b);
  return money(toSafeNumber(BigInt(a.minor) + BigInt(b.minor), 'sum'), currency);
}

export function subtract(a: Money, b: Money): Money {
  const currency = sameCurrency(a, b);
  return money(toSafeNumber(BigInt(a.minor) - BigInt(b.minor), 'difference'), currency);
}

export function sum(values: readonly Money[], currency: Currency): Money {
  return values.reduce((acc, v) => add(acc, v), zero(currency));
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export const isZero = (a: Money): boolean => a.minor === 0;
export const isPositive = (a: Money): boolean => a.minor > 0;

/** A share of an amount in basis points (fees, allocations): amount × bp / 10 000. */
export function percentOf(amount: Money, basisPoints: number, rounding: Rounding = 'halfUp'): Money {
  assertSafeInteger(basisPoints, 'basis points');
  const value = divideRounded(BigInt(amount.minor) * BigInt(basisPoints), 10_000n, rounding);
  return money(toSafeNumber(value, 'percentage'), amount.currency);
}

/**
 * Splits an amount by weights (basis points or any integers) so that the parts add up exactly to
 * the amount: each part is rounded down and the remainder goes, one minor unit at a time, to the
 * parts with the largest remainders (largest-remainder method).
 */
export function allocate(amount: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  weights.forEach((w) => assertSafeInteger(w, 'weight'));
  if (weights.some((w) => w < 0)) throw new RangeError('weights must not be negative');
  const total = weights.reduce((a, b) => a + BigInt(b), 0n);
  if (total === 0n) throw new RangeError('weights must not all be zero');
  const amountN = BigInt(amount.minor);
  const parts = weights.map((w) => (amountN * BigInt(w)) / total);
  const remainders = weights.map((w, i) => ({ i, r: (amountN * BigInt(w)) % total }));
  let left = amountN - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; left > 0n; k = (k + 1) % remainders.length, left--) {
    const index = remainders[k]!.i;
    parts[index] = parts[index]! + 1n;
  }
  return parts.map((p) => money(Number(p), amount.currency));
}

/**
 * Units bought by a net amount at a NAV per unit (DESIGN.md: units = (amount − fee) / NAV,
 * rounded down to 4 decimals). Returns units × 10^4.
 */
export function unitsForAmount(net: Money, navScaled: number): number {
  assertSafeInteger(navScaled, 'NAV');
  if (navScaled <= 0) throw new RangeError('NAV must be positive');
  if (net.minor < 0) throw new RangeError('amount must not be negative');
  // units × 10^4 = (minor / m) / (nav / 10^4) × 10^4 = minor × 10^8 / (m × nav)
  const numerator = BigInt(net.minor) * SCALE_N * SCALE_N;
  const divisor = BigInt(MINOR_PER_MAJOR[net.currency]) * BigInt(navScaled);
  return toSafeNumber(divideRounded(numerator, divisor, 'down'), 'units');
}

/** Value of units (× 10^4) at a NAV (× 10^4), in minor units of the fund's currency. */
export function valueOfUnits(
  unitsScaled: number,
  navScaled: number,
  currency: Currency,
  rounding: Rounding = 'down',
): Money {
  assertSafeInteger(unitsScaled, 'units');
  assertSafeInteger(navScaled, 'NAV');
  const numerator = BigInt(unitsScaled) * BigInt(navScaled) * BigInt(MINOR_PER_MAJOR[currency]);
  return money(toSafeNumber(divideRounded(numerator, SCALE_N * SCALE_N, rounding), 'value'), currency);
}

/** Cost basis removed when part of a position is sold: costBasis × soldUnits / units (rounded half up). */
export function proportionalCost(costBasis: Money, soldUnits: number, heldUnits: number): Money {
  assertSafeInteger(soldUnits, 'units');
  assertSafeInteger(heldUnits, 'units');
  if (heldUnits <= 0 || soldUnits < 0 || soldUnits > heldUnits) throw new RangeError('invalid units');
  if (soldUnits === heldUnits) return costBasis;
  const value = divideRounded(BigInt(costBasis.minor) * BigInt(soldUnits), BigInt(heldUnits), 'halfUp');
  return money(toSafeNumber(value, 'cost'), costBasis.currency);
}

/**
 * Parses an amount typed by a person, in major units, into Money. Accepts the Indonesian form
 * ("1.000.000", "1.000,50"), and plain decimals ("1000000", "1000.50"). Returns null when the text
 * is not an amount or has more decimals than the currency allows.
 */
export function parseAmount(text: string, currency: Currency): Money | null {
  const cleaned = text.replace(/\s|\u00a0/g, '').replace(/^(Rp|US\$|\$|IDR|USD)/i, '');
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  let integerPart: string;
  let fraction = '';
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(cleaned) || /^\d+,\d+$/.test(cleaned)) {
    // Indonesian: dots group thousands, a comma starts the decimals
    const [i, f = ''] = cleaned.split(',');
    integerPart = i!.replace(/\./g, '');
    fraction = f;
  } else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cleaned) || /^\d+(\.\d+)?$/.test(cleaned)) {
    const [i, f = ''] = cleaned.split('.');
    integerPart = i!.replace(/,/g, '');
    fraction = f;
  } else {
    return null;
  }
  const digits = Math.log10(MINOR_PER_MAJOR[currency]);
  if (fraction.length > digits) return null;
  const minor = BigInt(integerPart) * BigInt(MINOR_PER_MAJOR[currency]) + BigInt(fraction.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return money(Number(minor), currency);
}

/**
 * Parses a decimal NAV or unit count into its value × 10^4. With a comma the text is Indonesian
 * ("1.234,5678": dots group thousands); without one, a dot is the decimal point ("1234.5678").
 * Returns null for anything else or for more than 4 decimals.
 */
export function parseScaled(text: string): number | null {
  const trimmed = text.trim();
  const match = trimmed.includes(',')
    ? /^(\d{1,3}(?:\.\d{3})*|\d+),(\d{1,4})$/.exec(trimmed)
    : /^(\d+)(?:\.(\d{1,4}))?$/.exec(trimmed);
  if (!match) return null;
  const value = BigInt(match[1]!.replace(/\./g, '')) * SCALE_N + BigInt((match[2] ?? '').padEnd(4, '0'));
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(value);
}

/**
 * Parts per million of a fraction (how returns and other rates are kept, e.g. the statistics' returnPpm) as a
 * percent number: 123_456 ppm → 12.3456 (%), exact to the 4 decimals a ppm carries. Null stays null (no rate).
 */
export function ppmToPercent(ppm: number): number;
export function ppmToPercent(ppm: number | null): number | null;
export function ppmToPercent(ppm: number | null): number | null {
  return ppm === null ? null : ppm / 10_000;
}

/** Basis points (fees, expense ratios, allocations) as a percent number: 150 bp → 1.5 (%), 3600 → 36. */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/**
 * A gain as a percent of its cost, exact to 4 decimals (rounded half up on the integer ratio, no
 * float arithmetic on money): 50_000 on 500_000 → 10, 1 on 3 → 33.3333; null when there is no cost
 * (a cash dividend, nothing invested).
 */
export function returnPercent(profit: number, cost: number): number | null {
  if (cost <= 0) return null;
  const ppm = divideRounded(BigInt(profit) * 1_000_000n, BigInt(cost), 'halfUp');
  return ppmToPercent(Number(ppm));
}

/**
 * Dollars in rupiah at a buy rate (rupiah per US dollar × 10^4, as usd_rates keeps it; issue 16 item 6, decision
 * 069): cents × rate ÷ 10^6, rounded down like every value (a holding is never shown worth more than it is).
 */
export function usdToIdr(usd: Money, buyRateScaled: number): Money {
  if (usd.currency !== 'USD') throw new CurrencyMismatchError('USD', usd.currency);
  assertSafeInteger(buyRateScaled, 'rate');
  if (buyRateScaled <= 0) throw new RangeError('rate must be positive');
  const numerator = BigInt(usd.minor) * BigInt(buyRateScaled);
  return money(toSafeNumber(divideRounded(numerator, BigInt(MINOR_PER_MAJOR.USD) * SCALE_N, 'down'), 'value'), 'IDR');
}
