// The fund chart's series in the forms the page and the /grafik resource send
// (domain/fund-chart-wire.ts), made once per series object: the fund-detail model caches that per
// fund and NAV version, so every visitor until the next NAV shares one encoding.
import { CHART_PERIODS, type ChartPeriod } from '~/domain/fund-chart';
import type { ChartView } from '~/domain/fund-chart';
import type { Currency } from '~/domain/enums';
import { chartPeriods, encodeSeries, initialChart, toWire, type AumTuple, type FundChartInitial, type FundChartPayload, type NavTuple } from '~/domain/fund-chart-wire';
import type { FundChartData } from './fund-detail.server';

export interface CompactChart {
  payload: FundChartPayload;
  /** JSON of the FundChartWire: the /grafik resource's body. */
  json: string;
  /** The simulation's NAV samples as a compact series of [date, adjusted NAV] (decodeNavSamples). */
  simulation: string;
  /** Periods with data, per kind of series. */
  periods: FundChartInitial['periods'];
  /** The page's start per view (see pageChart). */
  initial: Map<string, FundChartInitial>;
}

const compactCache = new WeakMap<FundChartData, CompactChart>();

/** `currency` is the fund's: the /grafik JSON sends AUM in its unit (decision 028). */
export function compactChart(chart: FundChartData, currency: Currency): CompactChart {
  let cached = compactCache.get(chart);
  if (!cached) {
    const payload = toTuples(chart);
    cached = {
      payload,
      json: JSON.stringify(toWire(payload, currency)),
      simulation: encodeSeries(chart.simulation.map((p) => [p.date, p.adjustedNav] as const)),
      periods: chartPeriods(payload),
      initial: new Map(),
    };
    compactCache.set(chart, cached);
  }
  return cached;
}

/** The model's series as tuples (about a third of the JSON of objects). */
function toTuples(chart: FundChartData): FundChartPayload {
  const nav = {} as Record<ChartPeriod, NavTuple[]>;
  const aum = {} as Record<ChartPeriod, AumTuple[]>;
  for (const period of CHART_PERIODS) {
    nav[period] = chart.nav[period].map((p): NavTuple => (p.nav === p.adjustedNav ? [p.date, p.nav] : [p.date, p.nav, p.adjustedNav]));
    aum[period] = chart.aum[period].map((p): AumTuple => [p.date, p.amount]);
  }
  return { latestNavDate: chart.latestNavDate, nav, aum, hasUnadjustedData: chart.hasUnadjustedData };
}

/** What the fund page sends for a view: one object per series and view, shared by every request. */
export function pageChart(compact: CompactChart, view: ChartView): FundChartInitial {
  const key = `${view.period}:${view.mode}:${view.adjusted}`;
  let initial = compact.initial.get(key);
  if (!initial) compact.initial.set(key, (initial = initialChart(compact.payload, view)));
  return initial;
}
