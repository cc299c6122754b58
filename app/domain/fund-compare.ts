// Fund comparison rules (spec funds §2.3 "Comparison picker", §9 "Compare up to 3 funds"; issue 3
// item 4): which funds the URL asks for, and the growth chart from a common start. Pure.
import type { IsoDate } from './dates';

export const MAX_COMPARED = 3;
export const COMPARE_PARAMS = ['fund1', 'fund2', 'fund3'] as const;
/** Slugs as the funds table allows them (CHECK funds_slug): lowercase letters, digits and dashes. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export interface CompareSelection {
  /** Distinct, well-formed slugs in the order asked, at most 3. */
  slugs: string[];
  /** Slugs that cannot be a fund (malformed); the page reports them with the unknown ones. */
  malformed: string[];
  /** More than 3 were asked for; the first 3 are kept. */
  tooMany: boolean;
}

/** The selection from fund1..fund3 (empty strings are unset), or from a list of picked slugs. */
export function compareSelection(values: ReadonlyArray<string | null | undefined>): CompareSelection {
  const slugs: string[] = [];
  const malformed: string[] = [];
  let tooMany = false;
  for (const raw of values) {
    const value = (raw ?? '').trim();
    if (value === '') continue;
    if (!SLUG.test(value)) {
      if (!malformed.includes(value)) malformed.push(value.slice(0, 120));
      continue;
    }
    if (slugs.includes(value)) continue;
    if (slugs.length === MAX_COMPARED) {
      tooMany = true;
      continue;
    }
    slugs.push(value);
  }
  return { slugs, malformed, tooMany };
}

/** The query string of a comparison: fund1, fund2 and fund3, empty when unset (spec funds §2.3). */
export function compareQuery(slugs: readonly string[], extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  COMPARE_PARAMS.forEach((name, i) => params.set(name, slugs[i] ?? ''));
  for (const [name, value] of Object.entries(extra)) if (value !== '') params.set(name, value);
  return params.toString();
}

export interface AdjustedNavPoint {
  date: IsoDate;
  adjustedNav: number;
}

/** The latest of the funds' first NAV dates: the first day every fund has a price; null if any has none. */
export function commonStartDate(series: ReadonlyArray<readonly AdjustedNavPoint[]>): IsoDate | null {
  let start: IsoDate | null = null;
  for (const points of series) {
    const first = points[0];
    if (!first) return null;
    if (start === null || first.date > start) start = first.date;
  }
  return start;
}

/**
 * The growth of 100 from the common start: each fund's adjusted NAV divided by its NAV on the
 * start (its first NAV on or after it) × 100, thinned to at most `maxPoints` evenly spaced points
 * (the first and the last are always kept). Values are rounded to 2 decimals.
 */
export function growthFrom(points: readonly AdjustedNavPoint[], start: IsoDate, maxPoints = 160): Array<{ x: IsoDate; y: number }> {
  const from = points.findIndex((p) => p.date >= start);
  if (from === -1) return [];
  const window = points.slice(from);
  const base = window[0]!.adjustedNav;
  const step = Math.max(1, Math.ceil((window.length - 1) / Math.max(1, maxPoints - 1)));
  const out: Array<{ x: IsoDate; y: number }> = [];
  for (let i = 0; i < window.length; i += step) out.push(point(window[i]!, base));
  if ((window.length - 1) % step !== 0) out.push(point(window.at(-1)!, base));
  return out;
}

const point = (p: AdjustedNavPoint, base: number) => ({ x: p.date, y: Math.round((p.adjustedNav / base) * 10000) / 100 });

/** The fund pages the compare page links to say so (?dari=bandingkan): spec funds §2.2 leaves the
 * compare section out for a visitor who came from the compare page. */
export const FROM_COMPARE_QUERY = 'dari';
export const FROM_COMPARE_VALUE = 'bandingkan';

/** The comparison picker's search (forms/compare-picker-query.ts holds its schema). */
export const PICKER_SEARCH_MAX_LENGTH = 60;

/** The picker resource's address for a search and page. */
export function comparePickerHref(search: { jenis: string; q: string; page: number }): string {
  const params = new URLSearchParams();
  if (search.jenis) params.set('jenis', search.jenis);
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.page > 0) params.set('halaman', String(search.page));
  const query = params.toString();
  return `/reksadana/bandingkan/pilihan${query ? `?${query}` : ''}`;
}
