// How the fund chart's series travel (spec funds §2.2 "Price chart"; issue 3 "Performance").
//
// The fund page sends only the series of the view it draws (FundChartInitial), with the list of
// periods that have data, so its HTML carries a few kilobytes instead of every period of ten
// years. The other views come in one request (the fund's /grafik resource) the first time a chart
// control is pointed at, focused or chosen (FundChartWire: the daily NAV of the last year once, the
// long periods as they are, and AUM per period).
//
// Series are compact texts (encodeSeries): loader data travels inside a JavaScript string in the
// HTML, where every quote of JSON costs four characters.
import { moneyFromJson, moneyJson, navJson, scaledFromJson } from './api-json';
import type { Currency } from './enums';
import { CHART_PERIODS, downsample, slicePeriod, type ChartAvailability, type ChartMode, type ChartPeriod, type ChartView } from './fund-chart';

/** [date, NAV × 10^4, adjusted NAV × 10^4]; the third is left out when it equals the second. */
export type NavTuple = [string, number] | [string, number, number];
/** [date, AUM in minor units]. */
export type AumTuple = [string, number];

/** Every series of a fund's chart, decoded. */
export interface FundChartPayload {
  latestNavDate: string | null;
  nav: Record<ChartPeriod, NavTuple[]>;
  aum: Record<ChartPeriod, AumTuple[]>;
  hasUnadjustedData: boolean;
}

/** Some of a fund's chart series: the page starts with one, the /grafik resource brings the rest. */
export interface FundChartSeries {
  nav: Partial<Record<ChartPeriod, NavTuple[]>>;
  aum: Partial<Record<ChartPeriod, AumTuple[]>>;
}

/** Periods that lie within the last year: cut from one series of daily points. */
const SHORT_PERIODS = ['1D', '1M', '3M', 'YTD', '1Y'] as const;
const LONG_PERIODS = ['3Y', '5Y', 'ALL'] as const;

/**
 * What the /grafik resource answers: every series of the fund, compact, its numbers in their unit like
 * every JSON answer (decision 028): NAV with up to 4 decimals, AUM in the fund's `currency` (whole rupiah,
 * dollars with 2 decimals).
 */
export interface FundChartWire {
  currency: Currency;
  latestNavDate: string | null;
  recentNav: string;
  longNav: Record<(typeof LONG_PERIODS)[number], string>;
  aum: Record<ChartPeriod, string>;
  hasUnadjustedData: boolean;
}

/** What the fund page sends: the drawn view's series and which periods have data. */
export interface FundChartInitial {
  latestNavDate: string | null;
  hasUnadjustedData: boolean;
  /** Periods with at least two points, per kind of series (the controls and the default period read them). */
  periods: { nav: ChartPeriod[]; aum: ChartPeriod[] };
  /** The view the series belongs to. */
  view: ChartView;
  /** The NAV tuples (modes nav and return) or AUM tuples (mode aum) of the view's period, encoded. */
  series: string;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
/** Day numbers repeat across every render of every fund page: each date string is made once. */
const dayStrings = new Map<number, string>();
const fromDay = (day: number) => {
  let date = dayStrings.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(day, date);
  }
  return date;
};

/**
 * "day:v1,v2;+gap:v1,v2;…": the first date as days since 1970-01-01, the others as the gap in days
 * from the previous one; values as given (the page's integers, the /grafik resource's decimals).
 */
export function encodeSeries(tuples: ReadonlyArray<readonly [string, ...number[]]>): string {
  let previous = 0;
  return tuples
    .map(([date, ...values], i) => {
      const day = toDay(date);
      const head = i === 0 ? String(day) : String(day - previous);
      previous = day;
      return `${head}:${values.join(',')}`;
    })
    .join(';');
}

export function decodeSeries(text: string): Array<[string, ...number[]]> {
  if (!text) return [];
  let day = 0;
  return text.split(';').map((item, i) => {
    const [head, values] = item.split(':') as [string, string];
    day = i === 0 ? Number(head) : day + Number(head);
    return [fromDay(day), ...values.split(',').map(Number)];
  });
}

/** A tuple's numbers converted (the date stays). */
const convertTuple = <T extends readonly [string, ...number[]]>(tuple: T, convert: (n: number) => number): T =>
  tuple.map((value, i) => (i === 0 ? value : convert(value as number))) as unknown as T;

export function toWire(chart: FundChartPayload, currency: Currency): FundChartWire {
  // The one-year window when the fund has a year of history, else its whole (shorter) history.
  const recentNav = chart.nav['1Y'].length >= 2 ? chart.nav['1Y'] : chart.nav.ALL;
  const navSeries = (tuples: readonly NavTuple[]) => encodeSeries(tuples.map((t) => convertTuple(t, navJson)));
  const aumSeries = (tuples: readonly AumTuple[]) => encodeSeries(tuples.map((t) => convertTuple(t, (n) => moneyJson(n, currency))));
  return {
    currency,
    latestNavDate: chart.latestNavDate,
    recentNav: navSeries(recentNav),
    longNav: { '3Y': navSeries(chart.nav['3Y']), '5Y': navSeries(chart.nav['5Y']), ALL: navSeries(chart.nav.ALL) },
    aum: Object.fromEntries(CHART_PERIODS.map((p) => [p, aumSeries(chart.aum[p])])) as Record<ChartPeriod, string>,
    hasUnadjustedData: chart.hasUnadjustedData,
  };
}

/** The wire's series back in the integers the chart computes with (NAV × 10^4, minor units). */
export function fromWire(wire: FundChartWire): FundChartPayload {
  const navSeries = (text: string) => (decodeSeries(text) as NavTuple[]).map((t) => convertTuple(t, scaledFromJson));
  const aumSeries = (text: string) => (decodeSeries(text) as AumTuple[]).map((t) => convertTuple(t, (n) => moneyFromJson(n, wire.currency)));
  const points = navSeries(wire.recentNav).map((tuple) => ({ date: tuple[0], tuple }));
  const nav = {} as Record<ChartPeriod, NavTuple[]>;
  for (const period of LONG_PERIODS) nav[period] = navSeries(wire.longNav[period]);
  for (const period of SHORT_PERIODS) {
    nav[period] = downsample(slicePeriod(points, period, wire.latestNavDate ?? undefined)).map((p) => p.tuple);
  }
  const aum = Object.fromEntries(CHART_PERIODS.map((p) => [p, aumSeries(wire.aum[p])])) as Record<ChartPeriod, AumTuple[]>;
  return { latestNavDate: wire.latestNavDate, nav, aum, hasUnadjustedData: wire.hasUnadjustedData };
}

/** Decoded charts by their JSON text; the server answers the same text for a fund until its next NAV. */
const decodedCharts = new Map<string, FundChartPayload>();
const DECODED_CHARTS_KEPT = 16;

/** fromWire(JSON.parse(json)), remembered per text (the oldest goes when the map is full). */
export function decodeChart(json: string): FundChartPayload {
  let chart = decodedCharts.get(json);
  if (!chart) {
    chart = fromWire(JSON.parse(json) as FundChartWire);
    if (decodedCharts.size >= DECODED_CHARTS_KEPT) decodedCharts.delete(decodedCharts.keys().next().value!);
    decodedCharts.set(json, chart);
  }
  return chart;
}

/** The kind of series a mode draws. */
export const seriesKind = (mode: ChartMode): 'nav' | 'aum' => (mode === 'aum' ? 'aum' : 'nav');

/** Periods with at least two points, per kind. */
export function chartPeriods(chart: FundChartPayload): FundChartInitial['periods'] {
  return {
    nav: CHART_PERIODS.filter((p) => chart.nav[p].length >= 2),
    aum: CHART_PERIODS.filter((p) => chart.aum[p].length >= 2),
  };
}

export function chartAvailability(chart: Pick<FundChartInitial, 'periods' | 'hasUnadjustedData'>, hasDividend: boolean): ChartAvailability {
  return {
    hasData: (mode, period) => chart.periods[seriesKind(mode)].includes(period),
    hasDividend,
    hasUnadjustedData: chart.hasUnadjustedData,
  };
}

/** The page's start: one view's series. */
export function initialChart(chart: FundChartPayload, view: ChartView): FundChartInitial {
  const kind = seriesKind(view.mode);
  return {
    latestNavDate: chart.latestNavDate,
    hasUnadjustedData: chart.hasUnadjustedData,
    periods: chartPeriods(chart),
    view,
    series: encodeSeries(kind === 'aum' ? chart.aum[view.period] : chart.nav[view.period]),
  };
}

/** The series a FundChartInitial carries, decoded. */
export function initialSeries(initial: FundChartInitial): FundChartSeries {
  const tuples = decodeSeries(initial.series);
  return seriesKind(initial.view.mode) === 'aum'
    ? { nav: {}, aum: { [initial.view.period]: tuples as AumTuple[] } }
    : { nav: { [initial.view.period]: tuples as NavTuple[] }, aum: {} };
}

/** Decoded NAV samples by their text (the server sends one text per fund and NAV date). */
const decodedSamples = new Map<string, Array<{ date: string; adjustedNav: number }>>();

/** The simulation's NAV samples from their compact series; the same array for the same text. */
export function decodeNavSamples(text: string): Array<{ date: string; adjustedNav: number }> {
  let samples = decodedSamples.get(text);
  if (!samples) {
    samples = decodeSeries(text).map(([date, adjustedNav]) => ({ date, adjustedNav: adjustedNav as number }));
    if (decodedSamples.size >= DECODED_CHARTS_KEPT) decodedSamples.delete(decodedSamples.keys().next().value!);
    decodedSamples.set(text, samples);
  }
  return samples;
}
