// Every page's initials address (spec funds §2.1 "Each page has a matching server initials data endpoint at the
// same path plus /initials"; issue 18 item 5; decision 091). app/routes.ts hands its whole table to
// withPageInitials, which adds one route per page — `<page path>/initials`, all served by routes/page-initials.ts,
// each with an id of its own — so a page added by any issue gets its initials without another line. Pure: plain
// route-config objects, the shape React Router's `route()` helper makes.

/** The module that answers every page's initials. */
export const PAGE_INITIALS_FILE = 'routes/page-initials.ts';
const SEGMENT = 'initials';

export interface RouteEntryLike {
  path?: string;
  file: string;
  id?: string;
  index?: boolean;
  children?: RouteEntryLike[];
}

/**
 * Whether a route is a page with initials: a route module with a page (.tsx), not the catch-all 404, not the
 * landing (/reksadana/initials is the landing's own, spec landing §3, kept as it is).
 */
export function hasPageInitials(entry: RouteEntryLike): boolean {
  if (!entry.file.endsWith('.tsx') || entry.path === '*') return false;
  return entry.file !== 'routes/reksadana/landing.tsx';
}

/** The page's route path as routes.ts writes it ('' for the index route). */
export function pagePathOf(entry: RouteEntryLike): string {
  return entry.index ? '' : (entry.path ?? '');
}

/** `<path>/initials`; a splat page's (`notifications/*`) at its prefix; the index route's at `/initials`. */
export function initialsPathOf(pagePath: string): string {
  const base = pagePath.endsWith('/*') ? pagePath.slice(0, -2) : pagePath === '*' ? '' : pagePath;
  return base === '' ? SEGMENT : `${base}/${SEGMENT}`;
}

/** The page path whose initials route has this matched pattern (React Router's `pattern`, with or without "/"). */
export function pagePathOfInitials(pattern: string, pagePaths: readonly string[]): string | null {
  const wanted = pattern.replace(/^\/+/, '');
  return pagePaths.find((path) => initialsPathOf(path) === wanted) ?? null;
}

/** The table with an initials route for every page, before the catch-all (which stays last). */
export function withPageInitials<T extends RouteEntryLike>(table: T[]): Array<T | RouteEntryLike> {
  const pages = table.filter(hasPageInitials);
  const taken = new Set(table.map((entry) => entry.path));
  const initials: RouteEntryLike[] = [];
  for (const page of pages) {
    const path = initialsPathOf(pagePathOf(page));
    if (taken.has(path)) continue;
    taken.add(path);
    initials.push({ path, file: PAGE_INITIALS_FILE, id: `initials/${page.id ?? page.file}` });
  }
  const catchAll = table.findIndex((entry) => entry.path === '*');
  const at = catchAll === -1 ? table.length : catchAll;
  return [...table.slice(0, at), ...initials, ...table.slice(at)];
}
