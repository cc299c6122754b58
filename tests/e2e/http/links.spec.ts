// Issue 13 item 13 ("a link goes to a page that exists") and item 15 (one title pattern): a crawl of what
// the app renders, for a visitor and for every demo account, in Indonesian and in English. From the landing
// (and /), every same-origin link (<a href>, and the redirectTo of the forms that send the visitor on) is
// followed three clicks deep; every page must answer neither 404 nor 5xx, and every HTML page must be
// titled "… · Celengan". The landing's initials (GET /reksadana/initials: the popups, banners and the
// registration indicator render from them after hydration too) are checked the same way.
//
// It stays fast by fetching over HTTP (no browser) and by not fetching the same kind of page again and
// again: per session at most PER_PATTERN links per route pattern and query-parameter set (one fund page
// stands for the others), and the pages of SHARED_ROUTE_FILES, which are the same for every signed-in
// user (and for every visitor), only once per worker, language and audience.
import { expect, test } from '@playwright/test';
import { matchRoutes, type RouteObject } from 'react-router';
import routes from '../../../app/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../seeds/demo-accounts';
import { HttpSession, type Answer } from './session';

const DEPTH = 3;
const PER_PATTERN = 2;
const START_PATHS = ['/reksadana', '/'];
const LANGUAGES = ['id', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const TITLE_PATTERN = / · Celengan$/;

/** Links that change state when followed (a GET sign-out would end the session): checked nowhere. */
const SKIPPED_PATHS = new Set(['/signout']);
/** Query parameters that set a preference cookie (language, app mode) rather than name a page. */
const PREFERENCE_QUERY = ['lng', 'app'];
/** The form field that names where a form sends the visitor next (components/ui/action-form.tsx). */
const RETURN_TO_FIELD = 'redirectTo';

/**
 * Route modules whose pages differ between a visitor and a signed-in user (the header) but not between
 * two users: content, information pages, fund lists, documents, the "soon" pages. Any other route (the
 * landing, fund pages with their buy button, account, orders, portfolios, the cart) is crawled in every
 * session, and so is every route added later until it is listed here.
 */
const SHARED_ROUTE_FILES = new Set([
  'routes/reksadana/about.tsx',
  'routes/reksadana/priority.tsx',
  'routes/reksadana/fund-types.tsx',
  'routes/reksadana/fund-list.tsx',
  'routes/reksadana/compare.tsx',
  'routes/reksadana/fund-document.ts',
  'routes/content/articles.tsx',
  'routes/content/article.tsx',
  'routes/content/university.tsx',
  'routes/content/course.tsx',
  'routes/content/lesson.tsx',
  'routes/account/sign-in.tsx',
  'routes/account/sign-up.tsx',
  'routes/account/start-investing.tsx',
  // Issue 18 (helper products): the bonds pages, the explore page, top funds (the same for every user).
  'routes/products/bonds.tsx',
  'routes/products/bonds-catalogue.tsx',
  'routes/products/explore.tsx',
  'routes/products/top-funds.tsx',
]);

const routeTable: Array<RouteObject & { file: string }> = routes.map((entry) => ({
  id: entry.id ?? entry.file,
  file: entry.file,
  ...(entry.index ? { index: true as const } : { path: entry.path ?? '' }),
}));

function routeOf(pathname: string): { id: string; file: string } {
  const match = matchRoutes(routeTable, pathname)?.at(-1)?.route as (RouteObject & { file: string }) | undefined;
  return { id: match?.id ?? 'none', file: match?.file ?? 'none' };
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

/** Where a page sends its visitor: the href of each link and the redirectTo of each form. */
function targetsOf(html: string): string[] {
  const targets: string[] = [];
  for (const [, tag, attributeText] of html.matchAll(/<(a|input)\b([^>]*)>/g)) {
    const attributes = new Map([...attributeText!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decodeEntities(value!)]));
    if (tag === 'a' && attributes.has('href')) targets.push(attributes.get('href')!);
    if (tag === 'input' && attributes.get('name') === RETURN_TO_FIELD && attributes.get('value')) targets.push(attributes.get('value')!);
  }
  return targets;
}

/** The key a target is crawled under: path and sorted query of this site, without preferences or fragment; null for anything else. */
function targetKey(target: string, page: URL): string | null {
  let url: URL;
  try {
    url = new URL(target, page);
  } catch {
    return null;
  }
  // Other sites, mailto:, tel: and app schemes have another (or an opaque) origin.
  if (url.origin !== page.origin || SKIPPED_PATHS.has(url.pathname)) return null;
  for (const name of PREFERENCE_QUERY) url.searchParams.delete(name);
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/** Every string of a JSON value that is a path or URL of this site. */
function sitePathsIn(value: unknown, origin: string, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if ((value.startsWith('/') && !value.startsWith('//')) || value.startsWith(`${origin}/`)) found.push(value);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) sitePathsIn(item, origin, found);
  }
  return found;
}

/** Shared pages already crawled in this worker, per language and audience, with the depth they were crawled at. */
const sharedCrawledAt = new Map<string, number>();

interface CrawlReport {
  broken: string[];
  untitled: string[];
  fetched: number;
}

async function crawl(session: HttpSession, language: Language, audience: 'visitor' | 'signed-in'): Promise<CrawlReport> {
  const report: CrawlReport = { broken: [], untitled: [], fetched: 0 };
  const seen = new Set<string>();
  const perPattern = new Map<string, number>();

  const check = (from: string, key: string, answer: Answer) => {
    report.fetched += 1;
    if (answer.status === 404 || answer.status >= 500) report.broken.push(`${from} → ${key} (${answer.status})`);
    if (answer.contentType.includes('text/html')) {
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1] ?? '');
      if (!TITLE_PATTERN.test(title)) report.untitled.push(`${answer.url}: "${title}"`);
    }
  };

  let frontier = START_PATHS.map((path) => ({ key: path, from: 'start' }));
  for (let depth = 0; depth <= DEPTH && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { key, from } of frontier) {
      if (seen.has(key)) continue;
      seen.add(key);
      const url = new URL(key, session.origin);
      const route = routeOf(url.pathname);
      if (SHARED_ROUTE_FILES.has(route.file)) {
        const sharedKey = `${language}|${audience}|${key}`;
        if ((sharedCrawledAt.get(sharedKey) ?? Infinity) <= depth) continue;
        sharedCrawledAt.set(sharedKey, depth);
      }
      // The start pages carry the language, which the server then keeps in its cookie.
      const answer = await session.get(depth === 0 ? `${key}${url.search ? '&' : '?'}lng=${language}` : key);
      check(from, key, answer);
      if (depth === DEPTH || !answer.contentType.includes('text/html')) continue;
      const page = new URL(answer.url, session.origin);
      for (const target of targetsOf(answer.text)) {
        const targetKeyValue = targetKey(target, page);
        if (targetKeyValue === null || seen.has(targetKeyValue)) continue;
        const targetUrl = new URL(targetKeyValue, session.origin);
        const pattern = `${routeOf(targetUrl.pathname).id}?${[...new Set(targetUrl.searchParams.keys())].join('&')}`;
        const count = perPattern.get(pattern) ?? 0;
        if (count >= PER_PATTERN) continue;
        perPattern.set(pattern, count + 1);
        next.push({ key: targetKeyValue, from: answer.url });
      }
    }
    frontier = next;
  }

  // What the landing renders from its initials after hydration (popups, banners, the indicator).
  const initials = await session.get('/reksadana/initials');
  expect(initials.status, 'GET /reksadana/initials').toBe(200);
  for (const path of new Set(sitePathsIn(JSON.parse(initials.text), session.origin))) {
    const key = targetKey(path, new URL('/reksadana', session.origin));
    if (key === null || seen.has(key)) continue;
    seen.add(key);
    check('GET /reksadana/initials', key, await session.get(key));
  }
  return report;
}

const AUDIENCES = [null, ...DEMO_ACCOUNTS.map((account) => account.email)];

test.describe('every link leads to a page', () => {
  for (const language of LANGUAGES) {
    for (const email of AUDIENCES) {
      test(`${email ?? 'a visitor'}, ${language}: no 404 or 5xx three clicks deep, every page titled "… · Celengan"`, async ({ baseURL }) => {
        test.setTimeout(60_000);
        const session = new HttpSession(new URL(baseURL!).origin);
        if (email) {
          await session.signIn(email, DEMO_PASSWORD);
          expect((await session.get('/me')).url, `${email} is signed in`).toBe('/me');
        }
        const report = await crawl(session, language, email ? 'signed-in' : 'visitor');
        expect.soft(report.broken, 'links (page → target) that answered 404 or 5xx').toEqual([]);
        expect.soft(report.untitled, 'pages whose title is not "… · Celengan"').toEqual([]);
      });
    }
  }
});
