// The fund detail chart (spec funds §2.2 "Price chart"): periods 1D … all, modes NAV per unit, total
// AUM and return, and for dividend funds the adjusted/unadjusted switch. Every control is a link
// (?periode=1Y&mode=nav), so without JavaScript the server draws the chosen view. With JavaScript
// the click is handled here: the page brings only the drawn view's series, and the first control
// pointed at, focused or chosen fetches all the others at once (the fund's /grafik resource, see
// domain/fund-chart-wire.ts); the chart then redraws in place, and the address is updated so the
// view can still be shared.
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '~/lib/use-t';
import { cx } from '~/components/ui/cx';
import type { Currency, Language } from '~/domain/enums';
import {
  AUM_EXCLUDED_PERIODS,
  CHART_MODES,
  CHART_PERIODS,
  chartQueryString,
  resolveChartView,
  toReturnSeries,
  type ChartView,
} from '~/domain/fund-chart';
import {
  chartAvailability,
  decodeChart,
  initialSeries,
  seriesKind,
  type FundChartInitial,
  type FundChartSeries,
  type NavTuple,
} from '~/domain/fund-chart-wire';
import { MINOR_PER_MAJOR, SCALE } from '~/domain/money';
import { formatCompactMoney, formatDayMonthYear, formatNumber, formatSignedPercent } from '~/lib/format';
import { LineChart, loadChartView, type LineChartPoint } from './line-chart';

export interface FundChartProps {
  fund: { id: number; name: string; currency: Currency; hasDividend: boolean };
  /** The view the server resolved from the query (or the default), with its series. */
  initial: FundChartInitial;
  /** The fund's /grafik resource: every series, fetched on the first interaction. */
  seriesUrl: string;
}

const adjustedOf = (t: NavTuple) => (t.length === 3 ? t[2] : t[1]);

/** The series of a view, when it is at hand. */
function sourceOf(series: FundChartSeries, view: ChartView) {
  return seriesKind(view.mode) === 'aum' ? series.aum[view.period] : series.nav[view.period];
}

/** The points of one view, made once per series object and view. */
const viewPoints = new WeakMap<object, Map<string, LineChartPoint[]>>();

function pointsOf(series: FundChartSeries, view: ChartView, currency: Currency): LineChartPoint[] {
  const source = sourceOf(series, view) ?? [];
  let byView = viewPoints.get(source);
  if (!byView) viewPoints.set(source, (byView = new Map()));
  const key = `${view.mode}:${view.adjusted}:${currency}`;
  let points = byView.get(key);
  if (!points) byView.set(key, (points = computePoints(series, view, currency)));
  return points;
}

function computePoints(series: FundChartSeries, view: ChartView, currency: Currency): LineChartPoint[] {
  if (view.mode === 'aum') {
    return (series.aum[view.period] ?? []).map(([date, amount]) => ({ x: date, y: amount / MINOR_PER_MAJOR[currency] }));
  }
  const nav = series.nav[view.period] ?? [];
  const value = (tuple: NavTuple) => (view.adjusted ? adjustedOf(tuple) : tuple[1]);
  if (view.mode === 'return') {
    return toReturnSeries(
      nav.map((tuple) => ({ date: tuple[0], v: value(tuple) })),
      (p) => p.v,
    ).map((p) => ({ x: p.date, y: p.value * 100 }));
  }
  return nav.map((tuple) => ({ x: tuple[0], y: value(tuple) / SCALE }));
}

/** Every series of a fund, fetched once per address (a failed fetch may be tried again). */
const fullSeries = new Map<string, Promise<FundChartSeries>>();

export function loadFullSeries(url: string): Promise<FundChartSeries> {
  let pending = fullSeries.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => {
        if (!response.ok) throw new Error(`chart series: HTTP ${response.status}`);
        return response.text();
      })
      .then(decodeChart);
    pending.catch(() => fullSeries.delete(url));
    fullSeries.set(url, pending);
  }
  return pending;
}

/** The initial series object per page data, so re-renders keep one object (and its points). */
const initialSeriesOf = new WeakMap<FundChartInitial, FundChartSeries>();

function seriesFromInitial(initial: FundChartInitial): FundChartSeries {
  let series = initialSeriesOf.get(initial);
  if (!series) initialSeriesOf.set(initial, (series = initialSeries(initial)));
  return series;
}

export function FundChart({ fund, initial, seriesUrl }: FundChartProps) {
  const { t, locale } = useT('fundDetail');
  // `view` is what the controls say; `shown` is the view drawn, which waits for its series when
  // the first choice of another view fetches them.
  const [view, setView] = useState<ChartView>(initial.view);
  const [shown, setShown] = useState<ChartView>(initial.view);
  const [series, setSeries] = useState<FundChartSeries>(() => seriesFromInitial(initial));
  const wanted = useRef(view);
  const availability = chartAvailability(initial, fund.hasDividend);
  // New page data (another fund, or the same page loaded again): start from it.
  useEffect(() => {
    setView(initial.view);
    setShown(initial.view);
    setSeries(seriesFromInitial(initial));
    wanted.current = initial.view;
  }, [initial]);

  const choose = (next: Partial<ChartView>) => resolveChartView({ ...view, ...next }, availability);
  const onChoose = (next: ChartView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    setView(next);
    wanted.current = next;
    const url = `${window.location.pathname}?${chartQueryString(next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    if (sourceOf(series, next)) {
      setShown(next);
      return;
    }
    loadFullSeries(seriesUrl).then(
      (all) => {
        setSeries(all);
        setShown(wanted.current);
      },
      // Without the series the link does what it does without JavaScript: the server draws the view.
      () => window.location.assign(href),
    );
  };
  const prefetch = () => {
    void loadChartView();
    loadFullSeries(seriesUrl).catch(() => {});
  };

  const navDigits = fund.currency === 'USD' ? 4 : 2;
  const points = pointsOf(series, shown, fund.currency);
  const valueFormat = (y: number) => {
    if (shown.mode === 'aum') return formatCompactMoney(Math.round(y * MINOR_PER_MAJOR[fund.currency]), fund.currency, locale);
    if (shown.mode === 'return') return formatSignedPercent(y / 100, locale);
    return formatNumber(y, locale, navDigits);
  };

  const periodLabel = t(`chart.periods.${shown.period}`);
  const modeLabel = t(`chart.modes.${shown.mode}`);
  const first = points[0];
  const last = points[points.length - 1];
  const change = first && last && shown.mode !== 'return' && first.y > 0 ? last.y / first.y - 1 : last && shown.mode === 'return' ? last.y / 100 : null;
  const switchable = fund.hasDividend;

  return (
    <section className="card" aria-labelledby="fund-chart-title" id="grafik" data-testid="fund-chart" data-period={shown.period} data-mode={shown.mode} data-adjusted={String(shown.adjusted)} aria-busy={shown !== view ? true : undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="fund-chart-title" className="text-base font-semibold text-ink">
            {modeLabel}
          </h2>
          {last ? (
            <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="tabular text-2xl font-bold text-ink" data-testid="chart-latest-value">
                {shown.mode === 'return' ? formatSignedPercent(last.y / 100, locale) : valueFormat(last.y)}
              </span>
              {change !== null && shown.mode !== 'return' ? <Change fraction={change} locale={locale} /> : null}
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
          series={[{ id: `${fund.id}-${shown.mode}`, label: modeLabel, points }]}
          valueFormat={valueFormat}
          ariaLabel={t('chart.ariaLabel', { mode: modeLabel, period: periodLabel, fund: fund.name })}
          cacheKey={`fund:${fund.id}:${shown.period}:${shown.mode}:${shown.adjusted ? 'adj' : 'raw'}:${initial.latestNavDate ?? ''}`}
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
          {initial.hasUnadjustedData ? (
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
