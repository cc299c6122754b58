// The Victory drawing behind LineChart (line-chart.tsx). Heavy (victory and d3): never imported
// statically by a page. The server renders it to a cached SVG string (svg-renderer.ts); the browser
// loads it lazily, and only on pages that chart, to redraw when the data changes (a period switch).
//
// x values are calendar dates (YYYY-MM-DD) drawn on a linear scale of days since the epoch, with
// tick values picked from the data: no time-zone arithmetic, so server and browser agree.
import { VictoryAxis, VictoryChart, VictoryContainer, VictoryLine } from 'victory';
import type { LineChartSeries } from './line-chart';

export interface ChartViewProps {
  series: LineChartSeries[];
  valueFormat: (y: number) => string;
  dateFormat: (x: string) => string;
  width: number;
  height: number;
}

export const SERIES_COLORS = ['#0f766e', '#b45309', '#1d4ed8', '#7c3aed'] as const;
const AXIS_COLOR = '#94a3b8';
const GRID_COLOR = '#e2e8f0';
const LABEL_COLOR = '#475569';
const DAY_MS = 86_400_000;

export const dayNumber = (date: string): number => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;

export const isoFromDayNumber = (day: number): string => new Date(Math.round(day) * DAY_MS).toISOString().slice(0, 10);

/** About `count` x values from the data, evenly spaced, first and last included. */
function xTicks(series: LineChartSeries[], count: number): number[] {
  const longest = series.reduce<LineChartSeries | undefined>((a, s) => (!a || s.points.length > a.points.length ? s : a), undefined);
  const points = longest?.points ?? [];
  if (points.length === 0) return [];
  if (points.length <= count) return points.map((p) => dayNumber(p.x));
  const ticks: number[] = [];
  for (let i = 0; i < count; i++) ticks.push(dayNumber(points[Math.round((i * (points.length - 1)) / (count - 1))]!.x));
  return ticks;
}

export function ChartView({ series, valueFormat, dateFormat, width, height }: ChartViewProps) {
  const compact = width < 480;
  const fontSize = compact ? 11 : 12;
  let min = Infinity;
  let max = -Infinity;
  for (const s of series) {
    for (const p of s.points) {
      if (p.y < min) min = p.y;
      if (p.y > max) max = p.y;
    }
  }
  const span = max - min || Math.abs(max) || 1;
  const yDomain: [number, number] = [min - span * 0.08, max + span * 0.08];
  const tickLabel = { fontSize, fill: LABEL_COLOR, fontFamily: 'system-ui, sans-serif', padding: 6 };
  return (
    <VictoryChart
      width={width}
      height={height}
      padding={{ top: 12, right: compact ? 34 : 48, bottom: 32, left: compact ? 64 : 84 }}
      domain={{ y: yDomain }}
      containerComponent={<VictoryContainer responsive={true} />}
    >
      <VictoryAxis
        tickValues={xTicks(series, compact ? 3 : 5)}
        tickFormat={(day: number) => dateFormat(isoFromDayNumber(day))}
        style={{ axis: { stroke: AXIS_COLOR }, tickLabels: tickLabel, ticks: { stroke: 'none' } }}
      />
      <VictoryAxis
        dependentAxis
        tickCount={compact ? 4 : 5}
        tickFormat={(y: number) => valueFormat(y)}
        style={{ axis: { stroke: 'none' }, grid: { stroke: GRID_COLOR }, tickLabels: tickLabel }}
      />
      {series.map((s, i) => (
        <VictoryLine
          key={s.id}
          data={s.points.map((p) => ({ x: dayNumber(p.x), y: p.y }))}
          style={{ data: { stroke: SERIES_COLORS[i % SERIES_COLORS.length], strokeWidth: 2 } }}
        />
      ))}
    </VictoryChart>
  );
}
