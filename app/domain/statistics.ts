// Fund statistics per period (spec funds §2.2 info cards, §3 "Performance", §4.5 "Return periods";
// docs/decisions/002-fund-statistics.md): return on the dividend-adjusted and on the unadjusted NAV,
// CAGR, and maximum drawdown, from a fund's NAV series. Pure: the series is passed in, results are
// parts per million of the fraction (12.3456 % = 123456), the unit of fund_statistics.
import { addMonthsClamped, daysBetween, type IsoDate } from './dates';
import { STAT_PERIODS, type StatPeriod } from './enums';

export interface NavPoint {
  date: IsoDate;
  /** NAV per unit × 10^4. */
  nav: number;
  /** Dividend-adjusted NAV per unit × 10^4. */
  adjustedNav: number;
}

export interface PeriodStatistics {
  period: StatPeriod;
  /** Date of the base NAV the period is measured from; null when the fund is younger than the period. */
  startDate: IsoDate | null;
  /** Date of the latest NAV; null when the fund has no NAV. */
  endDate: IsoDate | null;
  returnPpm: number | null;
  unadjustedReturnPpm: number | null;
  cagrPpm: number | null;
  maxDrawdownPpm: number | null;
}

/** Calendar months each fixed period looks back from the latest NAV date. */
const PERIOD_MONTHS: Partial<Record<StatPeriod, number>> = {
  oneMonth: 1,
  threeMonth: 3,
  sixMonth: 6,
  oneYear: 12,
  threeYear: 36,
  fiveYear: 60,
  tenYear: 120,
};

/** Periods with an annualised return, and the years used for it (allTime: the actual span). */
const CAGR_YEARS: Partial<Record<StatPeriod, number>> = { oneYear: 1, threeYear: 3, fiveYear: 5, tenYear: 10 };
const DAYS_PER_YEAR = 365.25;
/** An allTime CAGR needs at least a year of history: annualising months of return inflates it. */
const MIN_ALL_TIME_CAGR_DAYS = 365;

/** A fraction as parts per million, rounded half away from zero; never −0. */
export function toPpm(fraction: number): number {
  const ppm = Math.sign(fraction) * Math.round(Math.abs(fraction) * 1e6);
  return ppm + 0;
}

/** end / start − 1. */
export function simpleReturn(start: number, end: number): number {
  if (start <= 0) throw new RangeError('start value must be positive');
  return end / start - 1;
}

/** (end / start)^(1 / years) − 1. */
export function cagr(start: number, end: number, years: number): number {
  if (start <= 0 || years <= 0) throw new RangeError('start value and years must be positive');
  return Math.pow(end / start, 1 / years) - 1;
}

/**
 * The deepest fall from a running peak, as a fraction ≤ 0: min over t of value[t] / max(value[0..t]) − 1.
 */
export function maxDrawdown(values: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const value of values) {
    if (value > peak) peak = value;
    const drawdown = value / peak - 1;
    if (drawdown < worst) worst = drawdown;
  }
  return worst;
}

/**
 * The date a period's base NAV must be on or before: the latest NAV date minus the period's months
 * (clamped to the month's length), or 31 December of the previous year for yearToDate. Null for
 * oneDay and allTime, whose base is found by position.
 */
export function periodTargetDate(period: StatPeriod, endDate: IsoDate): IsoDate | null {
  if (period === 'yearToDate') return `${Number(endDate.slice(0, 4)) - 1}-12-31`;
  const months = PERIOD_MONTHS[period];
  return months === undefined ? null : addMonthsClamped(endDate, -months);
}

/** Index of the last point dated on or before `date` in an ascending series, or −1. */
function lastIndexOnOrBefore(series: readonly NavPoint[], date: IsoDate): number {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid]!.date <= date) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** The index of a period's base NAV, or −1 when the fund is younger than the period. */
function baseIndex(series: readonly NavPoint[], period: StatPeriod): number {
  const last = series.length - 1;
  if (last < 1) return -1;
  if (period === 'oneDay') return last - 1;
  if (period === 'allTime') return 0;
  const target = periodTargetDate(period, series[last]!.date)!;
  return lastIndexOnOrBefore(series, target);
}

/** Statistics of one period; `series` must be in ascending date order without duplicate dates. */
export function computePeriodStatistics(series: readonly NavPoint[], period: StatPeriod): PeriodStatistics {
  const last = series.length - 1;
  const end = series[last];
  const base = baseIndex(series, period);
  if (!end || base < 0) {
    return {
      period,
      startDate: null,
      endDate: end?.date ?? null,
      returnPpm: null,
      unadjustedReturnPpm: null,
      cagrPpm: null,
      maxDrawdownPpm: null,
    };
  }
  const start = series[base]!;
  const days = daysBetween(start.date, end.date);
  const cagrYears =
    period === 'allTime' ? (days >= MIN_ALL_TIME_CAGR_DAYS ? days / DAYS_PER_YEAR : undefined) : CAGR_YEARS[period];
  const window: number[] = [];
  for (let i = base; i <= last; i++) window.push(series[i]!.adjustedNav);
  return {
    period,
    startDate: start.date,
    endDate: end.date,
    returnPpm: toPpm(simpleReturn(start.adjustedNav, end.adjustedNav)),
    unadjustedReturnPpm: toPpm(simpleReturn(start.nav, end.nav)),
    cagrPpm: cagrYears === undefined ? null : toPpm(cagr(start.adjustedNav, end.adjustedNav, cagrYears)),
    maxDrawdownPpm: toPpm(maxDrawdown(window)),
  };
}

/** Statistics of every period of STAT_PERIODS, in that order. */
export function computeFundStatistics(series: readonly NavPoint[]): PeriodStatistics[] {
  for (let i = 1; i < series.length; i++) {
    if (series[i]!.date <= series[i - 1]!.date) throw new RangeError('NAV series must be in ascending date order');
  }
  return STAT_PERIODS.map((period) => computePeriodStatistics(series, period));
}
