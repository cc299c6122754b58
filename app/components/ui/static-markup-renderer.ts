// Server side of StaticMarkup (static-markup.tsx): a React subtree rendered to an HTML string once
// per cache key and kept in a bounded in-process map (first in, first out). Loaded by static-markup.tsx through a dynamic
// import on the server only, like the chart's svg-renderer.ts.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const CACHE_LIMIT = 4_000;
const cache = new Map<string, string>();
let stats = { hits: 0, misses: 0 };

/**
 * The markup of `element` for `key`. `identifierPrefix` keeps the ids of useId inside the fragment
 * apart from the page's own and from other fragments on the same page.
 */
export function renderStaticMarkup(key: string, identifierPrefix: string, element: () => ReactElement): string {
  const cached = cache.get(key);
  if (cached !== undefined) {
    // First in, first out when full: a hit costs one lookup (an evicted fragment that is still in use
    // is simply rendered again once).
    stats.hits++;
    return cached;
  }
  stats.misses++;
  const html = renderToStaticMarkup(element(), { identifierPrefix });
  cache.set(key, html);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return html;
}

/** For tests: how the cache is doing. */
export function staticMarkupCacheStats(): { hits: number; misses: number; size: number } {
  return { ...stats, size: cache.size };
}

/** For tests. */
export function clearStaticMarkupCache(): void {
  cache.clear();
  stats = { hits: 0, misses: 0 };
}
