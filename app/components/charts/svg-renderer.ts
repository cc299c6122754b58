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
  const draw = (size: { width: number; height: number }, prefix: string) =>
    compactSvg(
      renderToStaticMarkup(createElement(ChartView, { ...props, width: size.width, height: Math.round(size.height * heightScale) })),
      prefix,
    );
  const html =
    `<div class="chart-compact md:hidden">${draw(CHART_SIZES.compact, 'vc')}</div>` +
    `<div class="chart-wide hidden md:block">${draw(CHART_SIZES.wide, 'vw')}</div>`;
  cache.set(key, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return html;
}

/** Geometry attributes of Victory's markup, whose numbers come with up to 16 decimals. */
const GEOMETRY_ATTRIBUTE = / (d|x|y|x1|x2|y1|y2|dx|dy|cx|cy|r)="([^"]+)"/g;
const LONG_DECIMAL = /-?\d+\.\d{2,}/g;
/**
 * Attributes that change nothing in a static drawing hidden from assistive technology (the chart's
 * text alternative is the table beside it): roles, zero offsets, defaults, and Victory's tick-label
 * ids, which the phone and the desktop drawing would otherwise both carry (duplicate ids).
 */
const REDUNDANT_ATTRIBUTE =
  / (?:role="presentation"|vector-effect="non-scaling-stroke"|shape-rendering="auto"|direction="inherit"|dx="0"|dy="0"|id="chart-axis-[^"]*")/g;
const STYLE_ATTRIBUTE = / style="([^"]+)"/g;
const START_TAG = /<[a-zA-Z][^>]*>/g;

/**
 * Victory's SVG made smaller, with the same drawing: coordinates rounded to a tenth of a pixel (a
 * year of daily points wrote "634.9479452054795,134.46378975999278" per point), redundant attributes
 * dropped, and every inline style that repeats (each tick label carried 114 characters of it) turned
 * into a class of one <style> element at the top of the drawing. `prefix` keeps the class names of
 * two drawings on one page apart. Text is left alone. Every visitor downloads these bytes and the
 * server writes and compresses them on every request, so they are worth a pass when drawn (once).
 */
export function compactSvg(markup: string, prefix = 'vs'): string {
  const rounded = markup
    .replace(REDUNDANT_ATTRIBUTE, '')
    .replace(
      GEOMETRY_ATTRIBUTE,
      (_, name: string, value: string) => ` ${name}="${value.replace(LONG_DECIMAL, (n) => String(Math.round(Number(n) * 10) / 10))}"`,
    );
  // Only tags without a class of their own take one.
  const classless = (tag: string) => !tag.includes(' class=');
  const counts = new Map<string, number>();
  for (const [tag] of rounded.matchAll(START_TAG)) {
    if (!classless(tag)) continue;
    for (const match of tag.matchAll(STYLE_ATTRIBUTE)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
  }
  const classes = new Map<string, string>();
  for (const [style, count] of counts) if (count > 1) classes.set(style, `${prefix}${classes.size}`);
  if (classes.size === 0) return rounded;
  const withClasses = rounded.replace(START_TAG, (tag) =>
    classless(tag)
      ? tag.replace(STYLE_ATTRIBUTE, (attribute, style: string) => {
          const name = classes.get(style);
          return name === undefined ? attribute : ` class="${name}"`;
        })
      : tag,
  );
  const sheet = [...classes].map(([style, name]) => `.${name}{${style}}`).join('');
  // The sheet goes inside the first <svg> (valid there, and the drawing stays one fragment).
  return withClasses.replace(/(<svg\b[^>]*>)/, `$1<style>${sheet}</style>`);
}

/** For tests and the benchmark: how the cache is doing. */
export function chartCacheStats(): { hits: number; misses: number; size: number } {
  return { ...stats, size: cache.size };
}

export function clearChartCache(): void {
  cache.clear();
  stats = { hits: 0, misses: 0 };
}
