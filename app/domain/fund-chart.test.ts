import { describe, expect, it } from 'vitest';
import { defaultChartPeriod, downsample, parseChartQuery, resolveChartView, slicePeriod, toReturnSeries, type ChartMode, type ChartPeriod } from './fund-chart';

const series = (dates: string[]) => dates.map((date, i) => ({ date, v: 100 + i }));

describe('slicePeriod', () => {
  const s = series(['2024-10-31', '2024-11-06', '2024-12-31', '2025-01-02', '2025-10-07', '2025-11-06', '2025-11-07']);
  it.each<[ChartPeriod, string[]]>([
    ['1D', ['2025-11-06', '2025-11-07']],
    ['1M', ['2025-10-07', '2025-11-06', '2025-11-07']],
    ['YTD', ['2024-12-31', '2025-01-02', '2025-10-07', '2025-11-06', '2025-11-07']],
    ['1Y', ['2024-11-06', '2024-12-31', '2025-01-02', '2025-10-07', '2025-11-06', '2025-11-07']],
    ['3Y', []],
    ['ALL', s.map((p) => p.date)],
  ])('%s starts at the last point on or before its start', (period, dates) => {
    expect(slicePeriod(s, period).map((p) => p.date)).toEqual(dates);
  });
  it('is empty with fewer than two points', () => {
    expect(slicePeriod(series(['2025-01-01']), 'ALL')).toEqual([]);
  });
});

describe('downsample', () => {
  it('keeps first and last and at most max points', () => {
    const points = Array.from({ length: 1000 }, (_, i) => i);
    const out = downsample(points, 250);
    expect(out).toHaveLength(250);
    expect(out[0]).toBe(0);
    expect(out.at(-1)).toBe(999);
    expect(downsample([1, 2, 3], 250)).toEqual([1, 2, 3]);
  });
});

describe('chart view', () => {
  const has = (available: Partial<Record<ChartMode, ChartPeriod[]>>) => (mode: ChartMode, period: ChartPeriod) =>
    (available[mode] ?? []).includes(period);
  it('defaults to 1Y when one-year data exists, else all', () => {
    expect(defaultChartPeriod((p) => p === '1Y')).toBe('1Y');
    expect(defaultChartPeriod(() => false)).toBe('ALL');
  });
  it.each<[ChartPeriod, ChartMode, ChartPeriod]>([
    ['1M', 'aum', '3M'], // excluded for AUM
    ['5Y', 'aum', '3M'], // no data
    ['1Y', 'aum', '1Y'],
    ['1M', 'nav', '1M'],
  ])('%s in %s mode shows %s', (period, mode, expected) => {
    const availability = { hasData: has({ aum: ['1M', '3M', '1Y', 'ALL'], nav: ['1M', '1Y'] }), hasDividend: false, hasUnadjustedData: false };
    expect(resolveChartView({ period, mode }, availability).period).toBe(expected);
  });
  it('shows the unadjusted NAV only where the switch exists and data does', () => {
    const base = { hasData: () => true, hasDividend: true, hasUnadjustedData: true };
    expect(resolveChartView({ mode: 'nav' }, base).adjusted).toBe(false);
    expect(resolveChartView({ mode: 'return' }, base).adjusted).toBe(true);
    expect(resolveChartView({ mode: 'nav', adjusted: true }, base).adjusted).toBe(true);
    expect(resolveChartView({ mode: 'nav', adjusted: false }, { ...base, hasUnadjustedData: false }).adjusted).toBe(true);
    expect(resolveChartView({ mode: 'nav', adjusted: false }, { ...base, hasDividend: false }).adjusted).toBe(true);
  });
  it('parses the query of the no-JavaScript links', () => {
    expect(parseChartQuery(new URLSearchParams('periode=1y&mode=aum&nilai=asli'))).toEqual({ period: '1Y', mode: 'aum', adjusted: false });
    expect(parseChartQuery(new URLSearchParams('periode=x&mode=y'))).toEqual({ period: null, mode: null, adjusted: null });
  });
  it('turns values into returns from the first one', () => {
    expect(toReturnSeries([{ date: 'a', v: 100 }, { date: 'b', v: 110 }], (p) => p.v).map((p) => Math.round(p.value * 1000) / 1000)).toEqual([0, 0.1]);
  });
});
