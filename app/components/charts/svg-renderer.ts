// Server side of LineChart: Victory rendered to a static SVG string, once per chart content, kept in
// a bounded in-process LRU. A Victory render costs about 3 ms of CPU (DESIGN.md); a fund page asks
// for the same chart (fund, period, mode, latest NAV date) over and over, so almost every request is
// a cache hit. Loaded by line-chart.tsx through a dynamic import on the server only.
//
// Two drawings per chart, one sized for phones and one for wider screens, switched by CSS: an SVG
// scales its text with its width, and a single drawing is either too small at 375 px or too big at
// 1280 px.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChartView, type ChartViewProps } from './victory-line-chart';

export const CHART_SIZES = {
  compact: { width: 360, height: 240 },
  wide: { width: 720, height: 300 },
} as const;

const CACHE_LIMIT = 400;
const cache = new Map<string, string>();
let stats = { hits: 0, misses: 0 };

export function renderChartSvg(key: string, props: Omit<ChartViewProps, 'width' | 'height'>, heightScale = 1): string {
  const cached = cache.get(key);
  if (cached !== undefined) {
    cache.delete(key);
    cache.set(key, cached);
    stats.hits++;
    return cached;
  }
  stats.misses++;
  const draw = (size: { width: number; height: number }) =>
    compactSvg(renderToStaticMarkup(createElement(ChartView, { ...props, width: size.width, height: Math.round(size.height * heightScale) })));
  const html =
    `<div class="chart-compact md:hidden">${draw(CHART_SIZES.compact)}</div>` +
    `<div class="chart-wide hidden md:block">${draw(CHART_SIZES.wide)}</div>`;
  cache.set(key, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return html;
}

/** Geometry attributes of Victory's markup, whose numbers come with up to 16 decimals. */
const GEOMETRY_ATTRIBUTE = / (d|x|y|x1|x2|y1|y2|dx|dy|cx|cy|r)="([^"]+)"/g;
const LONG_DECIMAL = /-?\d+\.\d{2,}/g;

/**
 * Victory's SVG with its coordinates rounded to a tenth of a pixel: a year of daily points wrote
 * "634.9479452054795,134.46378975999278" per point, two thirds of a fund page's chart bytes, which
 * every visitor downloads and the server compresses on every request. Text is left alone.
 */
export function compactSvg(markup: string): string {
  return markup.replace(
    GEOMETRY_ATTRIBUTE,
    (_, name: string, value: string) => ` ${name}="${value.replace(LONG_DECIMAL, (n) => String(Math.round(Number(n) * 10) / 10))}"`,
  );
}

/** For tests and the benchmark: how the cache is doing. */
export function chartCacheStats(): { hits: number; misses: number; size: number } {
  return { ...stats, size: cache.size };
}

export function clearChartCache(): void {
  cache.clear();
  stats = { hits: 0, misses: 0 };
}
