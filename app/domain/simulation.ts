// Investment simulation of the fund detail page (spec funds §2.2 "Investment simulation card",
// §4.1 "Simulation tabs", §5 "Simulation amount / years", §9; docs/decisions/007-investment-simulation.md).
// What an amount invested in the fund would be worth today, from the fund's real dividend-adjusted
// NAV history: once ("sekali", a lump sum N years ago) or regularly ("rutin", every month over the
// last N years, 12 × N instalments). Pure: the series and the inputs are passed in, money is
// integer minor units (app/domain/money.ts), units are rounded down to 4 decimals as in an order.
import { AMOUNT_MAX_LENGTH, maskAmount } from './amount-mask';
import { addMonthsClamped, type IsoDate } from './dates';
import type { Currency } from './enums';
import { MINOR_PER_MAJOR, money, parseAmount, unitsForAmount, valueOfUnits, type Money } from './money';

export const SIMULATION_MODES = ['once', 'regular'] as const;
export type SimulationMode = (typeof SIMULATION_MODES)[number];

/** The query values of the no-JavaScript form (`simulasi=sekali|rutin`). */
export const SIMULATION_MODE_PARAMS = { once: 'sekali', regular: 'rutin' } as const satisfies Record<SimulationMode, string>;

export const MIN_YEARS = 1;
export const MAX_YEARS = 10;
export const DEFAULT_YEARS = MIN_YEARS;
/** spec funds §5, §9: Rp 1.000.000 or US$1.000. */
export const DEFAULT_AMOUNT_MINOR: Record<Currency, number> = { IDR: 1_000_000, USD: 100_000 };

export interface NavSample {
  date: IsoDate;
  /** Dividend-adjusted NAV per unit × 10^4. */
  adjustedNav: number;
}

/** Whole years and months of history (e.g. 2 years 3 months). */
export interface Span {
  years: number;
  months: number;
}

export type SimulationResult =
  | {
      kind: 'ok';
      mode: SimulationMode;
      /** The years asked for. */
      years: number;
      /** Total paid in (amount × instalments made). */
      invested: Money;
      /** Value of all the units at the latest NAV. */
      value: Money;
      /** value − invested (may be negative). */
      profit: Money;
      /** profit / invested. */
      returnFraction: number;
      /** Instalments made (1 for a lump sum). */
      instalments: number;
      /** NAV date of the first purchase and of the valuation. */
      startDate: IsoDate;
      endDate: IsoDate;
      /** Set when the fund's history is shorter than the years asked for: what there is. */
      shortHistory: Span | null;
    }
  /** The amount or the years are not a number (or out of any sensible range): the card shows a dash. */
  | { kind: 'invalid' }
  /** Not enough NAV history to simulate anything (no NAV, or less than a month for instalments). */
  | { kind: 'noData'; available: Span };

/** Clamps a typed number of years into 1..10, rounding to whole years; null when it is not a number. */
export function parseYears(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = typeof text === 'number' ? text : /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(value)) return null;
  return Math.min(MAX_YEARS, Math.max(MIN_YEARS, Math.round(value)));
}

/** The default amount as the input shows it: "1.000.000" (IDR) or "1.000" (USD). */
export function defaultAmountText(currency: Currency): string {
  return maskAmount(String(DEFAULT_AMOUNT_MINOR[currency] / MINOR_PER_MAJOR[currency]), currency);
}

/** The typed amount as money, or null when it is not a positive amount of the currency. */
export function parseSimulationAmount(text: string, currency: Currency): Money | null {
  if (text.length > AMOUNT_MAX_LENGTH) return null;
  const amount = parseAmount(text, currency);
  return amount && amount.minor > 0 ? amount : null;
}

export interface SimulationInput {
  mode: SimulationMode;
  /** Typed amount text (masked or not). */
  amountText: string;
  /** Typed years text; a number is clamped, anything else gives a dash. */
  yearsText: string;
}

/**
 * The form's state from the query string of the no-JavaScript form (`simulasi`, `jumlah`, `tahun`),
 * with the defaults for what is missing.
 */
export function simulationInputFromQuery(params: URLSearchParams, currency: Currency): SimulationInput {
  const mode: SimulationMode = params.get('simulasi') === SIMULATION_MODE_PARAMS.regular ? 'regular' : 'once';
  const amount = params.get('jumlah');
  const years = params.get('tahun');
  return {
    mode,
    // Masked as the input masks what is typed, so the page shows the same text with or without JavaScript.
    amountText: amount === null ? defaultAmountText(currency) : maskAmount(amount.slice(0, 100), currency),
    yearsText: years === null ? String(DEFAULT_YEARS) : years.slice(0, 12),
  };
}

/** The whole months from `from` to `to` (to ≥ from): the largest m with from + m months ≤ to. */
export function wholeMonthsBetween(from: IsoDate, to: IsoDate): number {
  if (to < from) return 0;
  // The calendar-month difference is the most it can be (one more month back lands in the month
  // before `from`); a day of the month earlier than `from`'s takes one or two off.
  let months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));
  while (months > 0 && addMonthsClamped(to, -months) < from) months--;
  return months;
}

const spanOf = (months: number): Span => ({ years: Math.floor(months / 12), months: months % 12 });

/** Index of the first sample dated on or after `date` (the NAV an order placed that day gets), or -1. */
function indexOnOrAfter(series: readonly NavSample[], date: IsoDate): number {
  let lo = 0;
  let hi = series.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo < series.length ? lo : -1;
}

/**
 * Simulates the investment. `series` must be sorted by date ascending (one sample per exchange
 * day). The valuation uses the latest NAV; purchases are dated back from the latest NAV date:
 * - once: one purchase at the first NAV on or after (latest − 12 × years months);
 * - regular: 12 × years purchases at the first NAV on or after (latest − k months), k = 12 × years … 1.
 * A fund younger than the years asked for is simulated over the history it has (the lump sum is
 * bought at the first NAV; instalments dated before the first NAV are not made) and the result
 * carries `shortHistory` with the whole years and months available.
 */
export function simulate(input: { mode: SimulationMode; amount: Money | null; years: number | null; series: readonly NavSample[] }): SimulationResult {
  const { mode, amount, years, series } = input;
  if (!amount || amount.minor <= 0 || years === null) return { kind: 'invalid' };
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return { kind: 'noData', available: spanOf(0) };
  const availableMonths = wholeMonthsBetween(first.date, last.date);
  const wantedMonths = 12 * years;
  const shortHistory = availableMonths < wantedMonths ? spanOf(availableMonths) : null;

  const purchaseIndexes: number[] = [];
  if (mode === 'once') {
    const target = addMonthsClamped(last.date, -wantedMonths);
    purchaseIndexes.push(target < first.date ? 0 : indexOnOrAfter(series, target));
    if (series.length < 2) return { kind: 'noData', available: spanOf(availableMonths) };
  } else {
    for (let k = wantedMonths; k >= 1; k--) {
      const date = addMonthsClamped(last.date, -k);
      if (date < first.date) continue;
      purchaseIndexes.push(indexOnOrAfter(series, date));
    }
    if (purchaseIndexes.length === 0) return { kind: 'noData', available: spanOf(availableMonths) };
  }

  try {
    let units = 0;
    for (const index of purchaseIndexes) units += unitsForAmount(amount, series[index]!.adjustedNav);
    const invested = money(amount.minor * purchaseIndexes.length, amount.currency);
    const value = valueOfUnits(units, last.adjustedNav, amount.currency);
    const profit = money(value.minor - invested.minor, amount.currency);
    return {
      kind: 'ok',
      mode,
      years,
      invested,
      value,
      profit,
      returnFraction: profit.minor / invested.minor,
      instalments: purchaseIndexes.length,
      startDate: series[purchaseIndexes[0]!]!.date,
      endDate: last.date,
      shortHistory,
    };
  } catch (error) {
    // An amount so large that units or the value leave the safe-integer range: not simulable.
    if (error instanceof RangeError) return { kind: 'invalid' };
    throw error;
  }
}

/** Parses the form's state and simulates it: what the card shows. */
export function simulateInput(input: SimulationInput, currency: Currency, series: readonly NavSample[]): SimulationResult {
  return simulate({
    mode: input.mode,
    amount: parseSimulationAmount(input.amountText, currency),
    years: parseYears(input.yearsText),
    series,
  });
}
