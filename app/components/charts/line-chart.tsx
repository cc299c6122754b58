// LineChart: the one chart wrapper of the app (DESIGN.md: Victory costs ~3 ms of CPU per server
// render and 76 kB gzip of JavaScript). This module is light: it never imports Victory statically.
//
// - Server: the chart is drawn to an SVG string by svg-renderer.ts (dynamically imported, server
//   only) and cached by content, so a page that shows the same chart again costs a hash and a Map
//   lookup. The SVG is readable without JavaScript.
// - Browser, hydration: the SVG the server sent is kept as it is (read back from the DOM, so the
//   markup is not shipped twice). Victory is loaded lazily, only on pages that render a LineChart
//   and only once a chart must be redrawn (or a chart control is pointed at: loadChartView()).
// - Browser, new data (a period switch): drawn by Victory once it has loaded; until then the previous
//   drawing stays, marked busy.
// - Always: a visually hidden table (caption with a summary, a sample of the points) as the text
//   alternative; the drawing itself is hidden from assistive technology.
import { use, useEffect, useId, useState, type ComponentType } from 'react';
import { useT } from '~/lib/use-t';
import { StaticMarkup } from '~/components/ui/static-markup';
import { formatDayMonthYear } from '~/lib/format';
import type { ChartViewProps } from './victory-line-chart';
import { tracked, type TrackedPromise } from '~/lib/tracked-promise';

export interface LineChartPoint {
  /** Calendar date, YYYY-MM-DD. */
  x: string;
  y: number;
}

export interface LineChartSeries {
  id: string;
  label: string;
  points: LineChartPoint[];
}

export interface LineChartProps {
  series: LineChartSeries[];
  valueFormat: (y: number) => string;
  /** Tick and table dates; "07 Nov 2025" in the page language by default. */
  dateFormat?: (x: string) => string;
  /** What the chart shows, e.g. "Grafik NAV per unit, 1 tahun". */
  ariaLabel: string;
  /** Height of the wide drawing in px (300 by default); the phone drawing scales with it. */
  height?: number;
  /** Optional stable key of the content (e.g. fund, period, mode, NAV date); hashed from the data otherwise. */
  cacheKey?: string;
  className?: string;
}

const DEFAULT_HEIGHT = 300;
/** Rows of the text alternative's table. */
const TABLE_ROWS = 12;

type Renderer = typeof import('./svg-renderer');
type Renderable = Promise<Renderer>;

// Server only: import.meta.env.SSR is false in the browser build, so the import is dropped there.
// Tracked so that React's use() returns it synchronously (no suspending) once loaded.
const serverRenderer: TrackedPromise<Renderer> | null = import.meta.env.SSR ? tracked(import('./svg-renderer')) : null;

type ChartView = ComponentType<ChartViewProps>;
let chartViewPromise: Promise<ChartView> | null = null;
let chartView: ChartView | null = null;
const chartViewListeners = new Set<(view: ChartView) => void>();

/**
 * Loads Victory's drawing in the browser (76 kB gzip): only when a chart must be drawn anew (new
 * data, or a page reached by client navigation), or as a prefetch when a chart control is pointed
 * at or focused. Not part of any page's first load.
 */
export function loadChartView(): Promise<ChartView> {
  chartViewPromise ??= import('./victory-line-chart').then((m) => {
    chartView = m.ChartView;
    for (const listener of chartViewListeners) listener(m.ChartView);
    return m.ChartView;
  });
  return chartViewPromise;
}

function useChartView(needed: boolean): ChartView | null {
  // An initializer function: the view is itself a function (a component), which useState would call.
  const [view, setView] = useState<ChartView | null>(() => chartView);
  useEffect(() => {
    if (view) return;
    const listener = (loaded: ChartView) => setView(() => loaded);
    chartViewListeners.add(listener);
    if (needed) void loadChartView();
    return () => {
      chartViewListeners.delete(listener);
    };
  }, [view, needed]);
  return view;
}

function useIsWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(min-width: 768px)');
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** FNV-1a of the chart's content and of how it is labelled. */
export function chartContentKey(
  props: Pick<LineChartProps, 'series' | 'ariaLabel' | 'height'>,
  formatted: string,
): string {
  let h = 0x811c9dc5;
  const mix = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  };
  mix(`${props.ariaLabel}|${props.height ?? ''}|${formatted}`);
  for (const s of props.series) {
    mix(`#${s.id}:${s.label}:${s.points.length}`);
    for (const p of s.points) mix(`${p.x}=${p.y};`);
  }
  return `${props.series.length}:${(h >>> 0).toString(36)}`;
}

export function LineChart({
  series,
  valueFormat,
  dateFormat,
  ariaLabel,
  height = DEFAULT_HEIGHT,
  cacheKey,
  className,
}: LineChartProps) {
  const { t, locale } = useT('fundDetail');
  const formatDate = dateFormat ?? ((x: string) => formatDayMonthYear(x, locale));
  const first = series[0]?.points[0];
  // The formatters are functions: a sample of their output stands for them in the key.
  const key = cacheKey
    ? `${cacheKey}|${locale}|${height}`
    : chartContentKey(
        { series, ariaLabel, height },
        first ? `${valueFormat(first.y)}|${formatDate(first.x)}|${locale}` : locale,
      );
  const id = useId();
  const drawable = series.some((s) => s.points.length >= 2);

  // The drawing the server sent, read back during hydration (same markup, so nothing to patch).
  const [initial] = useState<{ key: string; html: string } | null>(() => {
    if (import.meta.env.SSR || typeof document === 'undefined') return null;
    const element = document.getElementById(`${id}-svg`);
    return element && element.innerHTML ? { key, html: element.innerHTML } : null;
  });
  const wide = useIsWide();

  let serverHtml: string | null = null;
  if (import.meta.env.SSR && drawable && serverRenderer) {
    const renderer = serverRenderer.value ?? use(serverRenderer as Renderable);
    serverHtml = renderer.renderChartSvg(key, { series, valueFormat, dateFormat: formatDate }, height / DEFAULT_HEIGHT);
  }
  const staticHtml = serverHtml ?? (initial && initial.key === key ? initial.html : null);
  const View = useChartView(drawable && !staticHtml);
  const [lastHtml, setLastHtml] = useState<string | null>(staticHtml);
  useEffect(() => {
    if (staticHtml) setLastHtml(staticHtml);
  }, [staticHtml]);

  let drawing;
  if (!drawable) {
    drawing = (
      <p className="flex h-full min-h-40 items-center justify-center text-sm text-ink-muted" data-testid="chart-empty">
        {t('chart.noData')}
      </p>
    );
  } else if (staticHtml) {
    drawing = (
      <div
        id={`${id}-svg`}
        aria-hidden="true"
        data-chart-render="server"
        dangerouslySetInnerHTML={{ __html: staticHtml }}
      />
    );
  } else if (View) {
    const size = wide ? { width: 720, height } : { width: 360, height: Math.round((240 * height) / DEFAULT_HEIGHT) };
    drawing = (
      <div id={`${id}-svg`} aria-hidden="true" data-chart-render="client">
        <View
          series={series}
          valueFormat={valueFormat}
          dateFormat={formatDate}
          width={size.width}
          height={size.height}
        />
      </div>
    );
  } else {
    drawing = (
      <div
        id={`${id}-svg`}
        aria-hidden="true"
        aria-busy="true"
        data-chart-render="pending"
        className="opacity-50"
        dangerouslySetInnerHTML={{ __html: lastHtml ?? '' }}
      />
    );
  }

  return (
    <figure className={className} aria-label={ariaLabel} data-testid="line-chart" data-chart-key={key}>
      {drawing}
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.id} className="flex items-center gap-2">
              <span
                className="inline-block h-1 w-4 rounded"
                style={{
                  backgroundColor: LEGEND_COLORS[i % LEGEND_COLORS.length],
                }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      {drawable ? (
        // A table ignores the 1 px width of sr-only and would widen the page: the wrapper clips it.
        // Its text depends only on the chart's content and label: rendered once per both.
        <StaticMarkup cacheKey={`chart-table:${key}:${ariaLabel}`} className="sr-only">
          <ChartTable series={series} ariaLabel={ariaLabel} valueFormat={valueFormat} formatDate={formatDate} />
        </StaticMarkup>
      ) : null}
    </figure>
  );
}

/** The chart's text alternative: a caption with a summary per series and a sample of the points. */
function ChartTable({
  series,
  ariaLabel,
  valueFormat,
  formatDate,
}: {
  series: LineChartSeries[];
  ariaLabel: string;
  valueFormat: (y: number) => string;
  formatDate: (x: string) => string;
}) {
  const { t } = useT('fundDetail');
  const table = textAlternative(series);
  return (
    <table data-testid="chart-text-alternative">
      <caption>
        {ariaLabel}.{' '}
        {series
          .filter((s) => s.points.length >= 2)
          .map((s) => {
            const summary = summarize(s);
            return t('chart.summary', {
              label: s.label,
              first: valueFormat(summary.first.y),
              firstDate: formatDate(summary.first.x),
              last: valueFormat(summary.last.y),
              lastDate: formatDate(summary.last.x),
              max: valueFormat(summary.max.y),
              maxDate: formatDate(summary.max.x),
              min: valueFormat(summary.min.y),
              minDate: formatDate(summary.min.x),
            });
          })
          .join(' ')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.dateColumn')}</th>
          {series.map((s) => (
            <th scope="col" key={s.id}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.map((row) => (
          <tr key={row.x}>
            <th scope="row">{formatDate(row.x)}</th>
            {row.values.map((value, i) => (
              <td key={series[i]!.id}>{value === null ? '-' : valueFormat(value)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The same colours as the drawing (victory-line-chart.tsx SERIES_COLORS), kept here so the legend needs no Victory. */
const LEGEND_COLORS = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed'] as const;

function summarize(s: LineChartSeries) {
  let min = s.points[0]!;
  let max = s.points[0]!;
  for (const p of s.points) {
    if (p.y < min.y) min = p; // first lowest
    if (p.y > max.y) max = p;
  }
  return {
    first: s.points[0]!,
    last: s.points[s.points.length - 1]!,
    min,
    max,
  };
}

/** Up to TABLE_ROWS dates spread over the longest series, with each series' value on that date. */
function textAlternative(series: LineChartSeries[]): Array<{ x: string; values: Array<number | null> }> {
  const longest = series.reduce<LineChartSeries | undefined>(
    (a, s) => (!a || s.points.length > a.points.length ? s : a),
    undefined,
  );
  if (!longest || longest.points.length === 0) return [];
  const n = longest.points.length;
  const picks =
    n <= TABLE_ROWS
      ? longest.points
      : Array.from({ length: TABLE_ROWS }, (_, i) => longest.points[Math.round((i * (n - 1)) / (TABLE_ROWS - 1))]!);
  const lookups = series.map((s) => new Map(s.points.map((p) => [p.x, p.y])));
  return picks.map((p) => ({
    x: p.x,
    values: lookups.map((m) => m.get(p.x) ?? null),
  }));
}
