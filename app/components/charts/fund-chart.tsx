// The fund detail chart (spec funds §2.2 "Price chart"): periods 1D … all, modes NAV per unit, total
// AUM and return, and for dividend funds the adjusted/unadjusted switch. Every control is a link
// (?periode=1Y&mode=nav), so without JavaScript the server draws the chosen view; with JavaScript
// the click is handled here and the chart redraws at once from the series already on the page
// (the address is updated in place, so the view can still be shared).
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '~/lib/use-t';
import { cx } from '~/components/ui/cx';
import type { Currency, Language } from '~/domain/enums';
import {
  AUM_EXCLUDED_PERIODS,
  CHART_MODES,
  CHART_PERIODS,
  chartQueryString,
  downsample,
  slicePeriod,
  resolveChartView,
  toReturnSeries,
  type ChartMode,
  type ChartPeriod,
  type ChartView,
} from '~/domain/fund-chart';
import { MINOR_PER_MAJOR, SCALE } from '~/domain/money';
import { formatCompactMoney, formatDayMonthYear, formatNumber, formatSignedPercent } from '~/lib/format';
import { LineChart, loadChartView, type LineChartPoint } from './line-chart';

/** [date, NAV × 10^4, adjusted NAV × 10^4]; the third is left out when it equals the second. */
export type NavTuple = [string, number] | [string, number, number];
/** [date, AUM in minor units]. */
export type AumTuple = [string, number];

export interface FundChartPayload {
  latestNavDate: string | null;
  nav: Record<ChartPeriod, NavTuple[]>;
  aum: Record<ChartPeriod, AumTuple[]>;
  hasUnadjustedData: boolean;
}

/** Periods that lie within the last year: cut from one series of daily points. */
const SHORT_PERIODS = ['1D', '1M', '3M', 'YTD', '1Y'] as const;
const LONG_PERIODS = ['3Y', '5Y', 'ALL'] as const;

/**
 * What the page sends: the daily NAV of the last year once (the short periods are cut from it in
 * the browser, exactly as the server cuts them from the full history), the long periods as they
 * are, and AUM per period, each series as a compact text (see encodeSeries): loader data travels
 * inside a JavaScript string in the HTML, where every quote of JSON costs four characters.
 */
export interface FundChartWire {
  latestNavDate: string | null;
  recentNav: string;
  longNav: Record<(typeof LONG_PERIODS)[number], string>;
  aum: Record<ChartPeriod, string>;
  hasUnadjustedData: boolean;
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
 * from the previous one; values are integers (NAV × 10^4, minor units).
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

export function toWire(chart: FundChartPayload): FundChartWire {
  // The one-year window when the fund has a year of history, else its whole (shorter) history.
  const recentNav = chart.nav['1Y'].length >= 2 ? chart.nav['1Y'] : chart.nav.ALL;
  return {
    latestNavDate: chart.latestNavDate,
    recentNav: encodeSeries(recentNav),
    longNav: { '3Y': encodeSeries(chart.nav['3Y']), '5Y': encodeSeries(chart.nav['5Y']), ALL: encodeSeries(chart.nav.ALL) },
    aum: Object.fromEntries(CHART_PERIODS.map((p) => [p, encodeSeries(chart.aum[p])])) as Record<ChartPeriod, string>,
    hasUnadjustedData: chart.hasUnadjustedData,
  };
}

export function fromWire(wire: FundChartWire): FundChartPayload {
  const points = (decodeSeries(wire.recentNav) as NavTuple[]).map((tuple) => ({ date: tuple[0], tuple }));
  const nav = {} as Record<ChartPeriod, NavTuple[]>;
  for (const period of LONG_PERIODS) nav[period] = decodeSeries(wire.longNav[period]) as NavTuple[];
  for (const period of SHORT_PERIODS) {
    nav[period] = downsample(slicePeriod(points, period, wire.latestNavDate ?? undefined)).map((p) => p.tuple);
  }
  const aum = Object.fromEntries(CHART_PERIODS.map((p) => [p, decodeSeries(wire.aum[p]) as AumTuple[]])) as Record<ChartPeriod, AumTuple[]>;
  return { latestNavDate: wire.latestNavDate, nav, aum, hasUnadjustedData: wire.hasUnadjustedData };
}

export interface FundChartProps {
  fund: { id: number; name: string; currency: Currency; hasDividend: boolean };
  chart: FundChartPayload;
  /** The view the server resolved from the query (or the default). */
  initialView: ChartView;
}

const adjustedOf = (t: NavTuple) => (t.length === 3 ? t[2] : t[1]);

export function chartAvailability(chart: FundChartPayload, hasDividend: boolean) {
  return {
    hasData: (mode: ChartMode, period: ChartPeriod) => (mode === 'aum' ? chart.aum[period] : chart.nav[period]).length >= 2,
    hasDividend,
    hasUnadjustedData: chart.hasUnadjustedData,
  };
}

export function FundChart({ fund, chart, initialView }: FundChartProps) {
  const { t, i18n } = useT('fundDetail');
  const locale: Language = i18n.language === 'en' ? 'en' : 'id';
  const [view, setView] = useState<ChartView>(initialView);
  const availability = chartAvailability(chart, fund.hasDividend);

  const choose = (next: Partial<ChartView>) => resolveChartView({ ...view, ...next }, availability);
  const onChoose = (next: ChartView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setView(next);
    const url = `${window.location.pathname}?${chartQueryString(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const prefetch = () => void loadChartView();

  const navDigits = fund.currency === 'USD' ? 4 : 2;
  const points: LineChartPoint[] = (() => {
    if (view.mode === 'aum') {
      return chart.aum[view.period].map(([date, amount]) => ({ x: date, y: amount / MINOR_PER_MAJOR[fund.currency] }));
    }
    const nav = chart.nav[view.period];
    const value = (tuple: NavTuple) => (view.adjusted ? adjustedOf(tuple) : tuple[1]);
    if (view.mode === 'return') {
      return toReturnSeries(
        nav.map((tuple) => ({ date: tuple[0], v: value(tuple) })),
        (p) => p.v,
      ).map((p) => ({ x: p.date, y: p.value * 100 }));
    }
    return nav.map((tuple) => ({ x: tuple[0], y: value(tuple) / SCALE }));
  })();
  const valueFormat = (y: number) => {
    if (view.mode === 'aum') return formatCompactMoney(Math.round(y * MINOR_PER_MAJOR[fund.currency]), fund.currency, locale);
    if (view.mode === 'return') return formatSignedPercent(y / 100, locale);
    return formatNumber(y, locale, navDigits);
  };

  const periodLabel = t(`chart.periods.${view.period}`);
  const modeLabel = t(`chart.modes.${view.mode}`);
  const first = points[0];
  const last = points[points.length - 1];
  const change = first && last && view.mode !== 'return' && first.y > 0 ? last.y / first.y - 1 : last && view.mode === 'return' ? last.y / 100 : null;
  const switchable = fund.hasDividend;

  return (
    <section className="card" aria-labelledby="fund-chart-title" id="grafik" data-testid="fund-chart" data-period={view.period} data-mode={view.mode} data-adjusted={String(view.adjusted)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="fund-chart-title" className="text-base font-semibold text-ink">
            {modeLabel}
          </h2>
          {last ? (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="tabular text-2xl font-bold text-ink" data-testid="chart-latest-value">
                {view.mode === 'return' ? formatSignedPercent(last.y / 100, locale) : valueFormat(last.y)}
              </span>
              {change !== null && view.mode !== 'return' ? <Change fraction={change} locale={locale} /> : null}
              <span className="text-sm text-ink-muted">
                {t('chart.asOf', { date: formatDayMonthYear(last.x, locale), period: periodLabel })}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      <nav aria-label={t('chart.modeLabel')} className="mt-4">
        <ul className="flex gap-1 rounded-[var(--radius-control)] bg-canvas p-1">
          {CHART_MODES.map((mode) => {
            const next = choose({ mode });
            return (
              <li key={mode} className="flex-1">
                <ChartLink next={next} current={view.mode === mode} onClick={onChoose(next)} onPrefetch={prefetch} testId={`chart-mode-${mode}`}>
                  {t(`chart.modes.${mode}`)}
                </ChartLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-4">
        <LineChart
          series={[{ id: `${fund.id}-${view.mode}`, label: modeLabel, points }]}
          valueFormat={valueFormat}
          ariaLabel={t('chart.ariaLabel', { mode: modeLabel, period: periodLabel, fund: fund.name })}
          cacheKey={`fund:${fund.id}:${view.period}:${view.mode}:${view.adjusted ? 'adj' : 'raw'}:${chart.latestNavDate ?? ''}`}
        />
      </div>

      <nav aria-label={t('chart.periodLabel')} className="mt-3">
        <ul className="flex justify-between gap-0.5">
          {CHART_PERIODS.filter((p) => !(view.mode === 'aum' && AUM_EXCLUDED_PERIODS.has(p))).map((period) => {
            const next = choose({ period });
            return (
              <li key={period} className="flex-auto">
                <ChartLink next={next} current={view.period === period} onClick={onChoose(next)} onPrefetch={prefetch} testId={`chart-period-${period}`} compact>
                  <span aria-hidden="true">{t(`chart.periodShort.${period}`)}</span>
                  <span className="sr-only">{t(`chart.periods.${period}`)}</span>
                </ChartLink>
              </li>
            );
          })}
        </ul>
      </nav>

      {switchable && view.mode !== 'aum' ? (
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm" data-testid="chart-adjusted-switch">
          <span className="text-ink-muted">{t('chart.valueLabel')}</span>
          {chart.hasUnadjustedData ? (
            <ul className="flex gap-1">
              {[true, false].map((adjusted) => {
                const next = choose({ adjusted });
                return (
                  <li key={String(adjusted)}>
                    <ChartLink next={next} current={view.adjusted === adjusted} onClick={onChoose(next)} onPrefetch={prefetch} testId={`chart-value-${adjusted ? 'adjusted' : 'unadjusted'}`} compact>
                      {t(adjusted ? 'chart.adjusted' : 'chart.unadjusted')}
                    </ChartLink>
                  </li>
                );
              })}
            </ul>
          ) : (
            <span className="rounded-full border border-line px-3 py-1 text-ink-subtle" aria-disabled="true" data-testid="chart-value-disabled">
              {t('chart.adjusted')} · {t('chart.noUnadjusted')}
            </span>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ChartLink({
  next,
  current,
  onClick,
  onPrefetch,
  testId,
  compact = false,
  children,
}: {
  next: ChartView;
  current: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPrefetch: () => void;
  testId: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={`?${chartQueryString(next)}#grafik`}
      onClick={onClick}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      aria-current={current ? 'true' : undefined}
      data-testid={testId}
      rel="nofollow"
      className={cx(
        'flex min-h-11 items-center justify-center rounded-[var(--radius-control)] font-semibold',
        compact && 'text-sm',
        compact ? 'px-1.5' : 'px-2 text-center text-xs leading-tight md:text-sm',
        current ? 'bg-brand text-white' : 'text-ink-muted hover:bg-brand-soft hover:text-brand-strong',
      )}
    >
      {children}
    </a>
  );
}

function Change({ fraction, locale }: { fraction: number; locale: Language }) {
  const up = fraction > 0;
  const down = fraction < 0;
  return (
    <span className={cx('tabular text-sm font-semibold', up && 'text-gain', down && 'text-loss', !up && !down && 'text-ink-muted')}>
      <span aria-hidden="true">{up ? '▲ ' : down ? '▼ ' : ''}</span>
      {formatSignedPercent(fraction, locale)}
    </span>
  );
}
