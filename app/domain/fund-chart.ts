// The fund detail chart's rules (spec funds §2.2 "Price chart", §4.5 "Chart ranges", §9 "Chart axis
// padding"): its periods and modes, the window of each period, downsampling of long periods, the
// default period, and where choosing total AUM jumps to. Pure: series in, series out.
import { addMonthsClamped, type IsoDate } from './dates';

/** Periods of the fund chart, in the order the selector shows them. */
export const CHART_PERIODS = ['1D', '1M', '3M', 'YTD', '1Y', '3Y', '5Y', 'ALL'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** The spec's names of the chart ranges (§4.5), used as keys in the product API. */
export const CHART_PERIOD_API_KEYS = {
  '1D': '1Day',
  '1M': '1Month',
  '3M': '3Months',
  YTD: 'ytd',
  '1Y': '1Year',
  '3Y': '3Years',
  '5Y': '5Years',
  ALL: 'all',
} as const satisfies Record<ChartPeriod, string>;

/** Chart modes: NAV per unit, total AUM, return. */
export const CHART_MODES = ['nav', 'aum', 'return'] as const;
export type ChartMode = (typeof CHART_MODES)[number];

/** The total-AUM graph leaves out the one-month period (spec §2.2). */
export const AUM_EXCLUDED_PERIODS: ReadonlySet<ChartPeriod> = new Set<ChartPeriod>(['1M']);

/** At most this many points per period are sent to the chart. */
export const MAX_CHART_POINTS = 250;

export function isChartPeriod(value: unknown): value is ChartPeriod {
  return typeof value === 'string' && (CHART_PERIODS as readonly string[]).includes(value);
}

export function isChartMode(value: unknown): value is ChartMode {
  return typeof value === 'string' && (CHART_MODES as readonly string[]).includes(value);
}

const PERIOD_MONTHS: Partial<Record<ChartPeriod, number>> = { '1M': 1, '3M': 3, '1Y': 12, '3Y': 36, '5Y': 60 };

/**
 * The date a period's base point must be on or before, from the latest date: months back (clamped
 * to the month's length), 31 December of the previous year for YTD; null for 1D and ALL, whose base
 * is found by position.
 */
export function chartPeriodStart(period: ChartPeriod, latest: IsoDate): IsoDate | null {
  if (period === 'YTD') return `${Number(latest.slice(0, 4)) - 1}-12-31`;
  const months = PERIOD_MONTHS[period];
  return months === undefined ? null : addMonthsClamped(latest, -months);
}

/** Index of the last item dated on or before `date` in an ascending series, or −1. */
function lastIndexOnOrBefore<T extends { date: IsoDate }>(series: readonly T[], date: IsoDate): number {
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

/**
 * The points of one period of an ascending series: from the period's base point (the last one on or
 * before its start) to the end. Empty when the series does not reach back to the start (the fund is
 * younger than the period) or has fewer than two points: the chart then says "Data belum tersedia".
 * `latest` is the date the periods count back from (the latest NAV date); it defaults to the
 * series' own last date.
 */
export function slicePeriod<T extends { date: IsoDate }>(series: readonly T[], period: ChartPeriod, latest?: IsoDate): T[] {
  if (series.length < 2) return [];
  const end = latest ?? series[series.length - 1]!.date;
  if (period === 'ALL') return series.slice();
  if (period === '1D') return series.slice(-2);
  const start = chartPeriodStart(period, end)!;
  const base = lastIndexOnOrBefore(series, start);
  if (base < 0) return [];
  const slice = series.slice(base);
  return slice.length < 2 ? [] : slice;
}

/**
 * At most `max` points, evenly spaced by index, always keeping the first and the last point (the
 * period's base and the latest value the figures are read from).
 */
export function downsample<T>(points: readonly T[], max = MAX_CHART_POINTS): T[] {
  if (points.length <= max) return points.slice();
  if (max < 2) return [points[points.length - 1]!];
  const out: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) out.push(points[Math.round(i * step)]!);
  return out;
}

/** Every period of a series, sliced and downsampled. */
export function seriesByPeriod<T extends { date: IsoDate }>(
  series: readonly T[],
  latest?: IsoDate,
  max = MAX_CHART_POINTS,
): Record<ChartPeriod, T[]> {
  return Object.fromEntries(CHART_PERIODS.map((p) => [p, downsample(slicePeriod(series, p, latest), max)])) as Record<
    ChartPeriod,
    T[]
  >;
}

/** spec §2.2: the period selector defaults to all and switches to one year when one-year data exists. */
export function defaultChartPeriod(hasData: (period: ChartPeriod) => boolean): ChartPeriod {
  return hasData('1Y') ? '1Y' : 'ALL';
}

/**
 * The period the chart shows for a mode. For total AUM, a period it excludes (1M) or one without
 * data jumps to the first period with data (spec §2.2); with none, the requested period stays (and
 * the chart says "Data belum tersedia").
 */
export function resolveChartPeriod(
  mode: ChartMode,
  requested: ChartPeriod,
  hasData: (mode: ChartMode, period: ChartPeriod) => boolean,
): ChartPeriod {
  if (mode !== 'aum') return requested;
  const usable = (p: ChartPeriod) => !AUM_EXCLUDED_PERIODS.has(p) && hasData('aum', p);
  if (usable(requested)) return requested;
  return CHART_PERIODS.find(usable) ?? requested;
}

/** A series of values as returns from its first value: v / v₀ − 1 (a fraction). */
export function toReturnSeries<T extends { date: IsoDate }>(points: readonly T[], value: (p: T) => number): Array<{ date: IsoDate; value: number }> {
  const first = points[0];
  if (!first) return [];
  const base = value(first);
  if (base <= 0) return [];
  return points.map((p) => ({ date: p.date, value: value(p) / base - 1 }));
}

export interface ChartView {
  period: ChartPeriod;
  mode: ChartMode;
  /** Dividend-adjusted NAV (true) or the NAV as published (false). */
  adjusted: boolean;
}

export interface ChartAvailability {
  hasData: (mode: ChartMode, period: ChartPeriod) => boolean;
  /** The adjusted/unadjusted switch is shown for dividend funds ... */
  hasDividend: boolean;
  /** ... and enabled only when the unadjusted NAV differs from the adjusted one somewhere. */
  hasUnadjustedData: boolean;
}

/**
 * What the chart shows for a request (query parameters or a click): the default period when none
 * is asked for, the AUM jump, and which NAV: where the switch exists, NAV per unit shows the NAV as
 * published (the figure on statements) and return the dividend-adjusted one (what the investor
 * earned), unless asked otherwise; elsewhere the two are the same series.
 */
export function resolveChartView(
  requested: { period?: ChartPeriod | null; mode?: ChartMode | null; adjusted?: boolean | null },
  availability: ChartAvailability,
): ChartView {
  const mode = requested.mode ?? 'nav';
  const asked = requested.period ?? defaultChartPeriod((p) => availability.hasData('nav', p));
  const period = resolveChartPeriod(mode, asked, availability.hasData);
  const switchable = availability.hasDividend && availability.hasUnadjustedData;
  return { period, mode, adjusted: switchable ? (requested.adjusted ?? mode === 'return') : true };
}

/** Query values of the no-JavaScript links: ?periode=1Y&mode=nav&nilai=asli. */
export const CHART_QUERY = { period: 'periode', mode: 'mode', value: 'nilai' } as const;
export const CHART_VALUE_PARAMS = { adjusted: 'disesuaikan', unadjusted: 'asli' } as const;

export function parseChartQuery(params: URLSearchParams): { period: ChartPeriod | null; mode: ChartMode | null; adjusted: boolean | null } {
  const period = params.get(CHART_QUERY.period)?.toUpperCase() ?? null;
  const mode = params.get(CHART_QUERY.mode);
  const value = params.get(CHART_QUERY.value);
  return {
    period: isChartPeriod(period) ? period : null,
    mode: isChartMode(mode) ? mode : null,
    adjusted: value === CHART_VALUE_PARAMS.unadjusted ? false : value === CHART_VALUE_PARAMS.adjusted ? true : null,
  };
}

export function chartQueryString(view: ChartView): string {
  const params = new URLSearchParams({ [CHART_QUERY.period]: view.period, [CHART_QUERY.mode]: view.mode });
  if (!view.adjusted) params.set(CHART_QUERY.value, CHART_VALUE_PARAMS.unadjusted);
  return params.toString();
}
