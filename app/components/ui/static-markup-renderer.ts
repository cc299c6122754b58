// Server side of StaticMarkup (static-markup.tsx): a React subtree rendered to an HTML string once
// per cache key and kept in a bounded in-process map (first in, first out). Loaded by static-markup.tsx through a dynamic
// import on the server only, like the chart's svg-renderer.ts.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const CACHE_LIMIT = 4_000;
const cache = new Map<string, StaticFragment>();
let stats = { hits: 0, misses: 0 };

export interface StaticFragment {
  /** The key's digest (the wrapper's `data-static-key`, and the prefix of the fragment's ids). */
  digest: string;
  html: string;
}

/**
 * The markup of `element` for `key`, with the key's digest. The digest prefixes the ids of useId
 * inside the fragment, which keeps them apart from the page's own and from other fragments.
 */
export function renderStaticMarkup(key: string, digestOf: (key: string) => string, element: () => ReactElement): StaticFragment {
  const cached = cache.get(key);
  if (cached !== undefined) {
    // First in, first out when full: a hit costs one lookup (an evicted fragment that is still in use
    // is simply rendered again once).
    stats.hits++;
    return cached;
  }
  stats.misses++;
  const digest = digestOf(key);
  const fragment = { digest, html: renderToStaticMarkup(element(), { identifierPrefix: `s${digest}-` }) };
  cache.set(key, fragment);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  return fragment;
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
