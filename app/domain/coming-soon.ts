// Addresses of spec funds §2.1 that the app already links to (the registration indicator, the popups,
// the buy buttons, the landing's submenu and banners) whose pages later issues build. Until each lands,
// its address shows an honest "soon" page (routes/coming-soon.tsx, decision 033) instead of a 404. This
// list is the one place they are named: app/routes.ts makes a route of each row, and the page finds its
// feature here; the issue that builds a page removes its rows and adds its own routes.

export const COMING_SOON_FEATURES = [] as const;
export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

/** Route paths (React Router's syntax, `:name` a segment) and the feature each will serve. */
export const COMING_SOON_PAGES: ReadonlyArray<{ path: string; feature: ComingSoonFeature }> = [
];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether `pathname` is an address of the route path `pattern` (`:name` takes any one segment). */
function matches(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}

/** The feature whose page will live at `pathname`, or null for an address that is no such page. */
export function comingSoonFeature(pathname: string): ComingSoonFeature | null {
  return COMING_SOON_PAGES.find((page) => matches(page.path, pathname))?.feature ?? null;
}
