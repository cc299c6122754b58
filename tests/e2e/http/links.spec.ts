// Issue 13 item 13 ("a link goes to a page that exists"), item 15 (one title pattern) and issue 18 item 5 ("crawl
// every link the app renders, all demo accounts, both languages: none may 404 or 500"): a crawl of what the app
// renders, for a visitor and for every demo account, in Indonesian and in English. From the landing (and /), every
// same-origin link (<a href>, and the redirectTo of the forms that send the visitor on) is followed until no new one
// is found; every page must answer neither 404 nor 5xx, and every HTML page must be titled "… · Celengan". The
// landing's initials (GET /reksadana/initials: the popups, banners and the registration indicator render from them
// after hydration too) are checked the same way.
//
// It stays fast by fetching over HTTP (no browser), several requests at a time (CONCURRENCY), each address once per
// account and language, and by not fetching the same kind of page again and again: the same path with other query
// values (a list's sorts and filters) at most QUERY_VARIANTS times, and the pages of SHARED_ROUTE_FILES, which are
// the same for every signed-in user (and for every visitor), only once per worker, language and audience; a fund's
// documents once, in Indonesian; every fund page once per language, then two per session. One test per language crawls
// all the sessions, three at a time. Links that
// change something when followed (signing out, opening a notification, which marks it read) are never followed.
import { expect, test } from '@playwright/test';
import { matchRoutes, type RouteObject } from 'react-router';
import routes from '../../../app/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../seeds/demo-accounts';
import { HttpSession, type Answer } from './session';

/** Requests in flight at once per crawl (the server has two cores; a crawl mostly waits on it). */
const CONCURRENCY = 6;
/** Links with a query, per route pattern and query-parameter set: a list's sorts and filters are the same page. */
const QUERY_VARIANTS = 2;
/** Pages of SAMPLED_ROUTE_FILES per session once every one of them was fetched in this worker and language. */
const SAMPLED_PER_SESSION = 2;
const START_PATHS = ['/reksadana', '/'];
const LANGUAGES = ['id', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const TITLE_PATTERN = / · Celengan$/;

/** Links that change state when followed (a GET sign-out would end the session): checked nowhere. */
const SKIPPED_PATHS = new Set(['/signout']);
/** Links whose GET changes state: opening a notification marks it read (decision 079). */
const SKIPPED_PREFIXES = ['/notifications/buka/'];
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

/**
 * Route modules whose pages differ between users only in a widget (a fund page's buy button follows the KYC state):
 * every address once per worker and language, then SAMPLED_PER_SESSION of them in each other session.
 */
const SAMPLED_ROUTE_FILES = new Set(['routes/reksadana/fund-detail.tsx']);
/** Route modules whose answer is the same for everybody in either language (a fund's documents): once, in Indonesian. */
const EVERYONE_ROUTE_FILES = new Set(['routes/reksadana/fund-document.ts']);

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
  if (url.origin !== page.origin || SKIPPED_PATHS.has(url.pathname) || SKIPPED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
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

/** Shared, sampled and everyone's pages already crawled in this worker (keyed with language and audience where they differ). */
const sharedCrawled = new Set<string>();

interface CrawlReport {
  broken: string[];
  untitled: string[];
  fetched: number;
}

async function crawl(session: HttpSession, language: Language, audience: 'visitor' | 'signed-in'): Promise<CrawlReport> {
  const report: CrawlReport = { broken: [], untitled: [], fetched: 0 };
  const seen = new Set<string>();

  const check = (from: string, key: string, answer: Answer) => {
    report.fetched += 1;
    if (process.env.CRAWL_LOG) console.log(`CRAWL ${routeOf(new URL(key, session.origin).pathname).file} ${key}`);
    if (answer.status === 404 || answer.status >= 500) report.broken.push(`${from} → ${key} (${answer.status})`);
    if (answer.contentType.includes('text/html')) {
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(answer.text)?.[1] ?? '');
      if (!TITLE_PATTERN.test(title)) report.untitled.push(`${answer.url}: "${title}"`);
    }
  };

  const variants = new Map<string, number>();
  const samples = new Map<string, number>();
  /** Whether to follow `key`: not seen in this crawl, and not one query variant too many of its path. */
  const admit = (key: string): boolean => {
    if (seen.has(key)) return false;
    const url = new URL(key, session.origin);
    if (url.search) {
      const pattern = `${routeOf(url.pathname).id}|${[...new Set(url.searchParams.keys())].join('&')}`;
      const count = variants.get(pattern) ?? 0;
      if (count >= QUERY_VARIANTS) return false;
      variants.set(pattern, count + 1);
    }
    seen.add(key);
    return true;
  };

  const visit = async ({ key, from }: { key: string; from: string }, first: boolean): Promise<Array<{ key: string; from: string }>> => {
    const url = new URL(key, session.origin);
    const route = routeOf(url.pathname);
    // A document is the same bytes in either language: the Indonesian crawl checks them.
    if (EVERYONE_ROUTE_FILES.has(route.file) && language !== 'id') return [];
    if (SHARED_ROUTE_FILES.has(route.file) || EVERYONE_ROUTE_FILES.has(route.file)) {
      const sharedKey = EVERYONE_ROUTE_FILES.has(route.file) ? `everyone|${key}` : `${language}|${audience}|${key}`;
      if (sharedCrawled.has(sharedKey)) return [];
      sharedCrawled.add(sharedKey);
    }
    if (SAMPLED_ROUTE_FILES.has(route.file)) {
      const sharedKey = `${language}|sampled|${key}`;
      if (sharedCrawled.has(sharedKey)) {
        const sampled = samples.get(route.id) ?? 0;
        if (sampled >= SAMPLED_PER_SESSION) return [];
        samples.set(route.id, sampled + 1);
      }
      sharedCrawled.add(sharedKey);
    }
    // The start pages carry the language, which the server then keeps in its cookie.
    const answer = await session.get(first ? `${key}${url.search ? '&' : '?'}lng=${language}` : key);
    check(from, key, answer);
    if (!answer.contentType.includes('text/html')) return [];
    const page = new URL(answer.url, session.origin);
    const found: Array<{ key: string; from: string }> = [];
    for (const target of targetsOf(answer.text)) {
      const targetKeyValue = targetKey(target, page);
      if (targetKeyValue !== null && admit(targetKeyValue)) found.push({ key: targetKeyValue, from: answer.url });
    }
    return found;
  };

  // The start pages first, one after the other (the first sets the language cookie), then every page found, level by
  // level, CONCURRENCY at a time.
  let frontier: Array<{ key: string; from: string }> = [];
  for (const path of START_PATHS) if (admit(path)) frontier.push(...(await visit({ key: path, from: 'start' }, true)));
  while (frontier.length > 0) {
    const next: Array<{ key: string; from: string }> = [];
    let index = 0;
    const worker = async () => {
      while (index < frontier.length) next.push(...(await visit(frontier[index++]!, false)));
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, frontier.length) }, worker));
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
/** Sessions crawled at once (each with CONCURRENCY requests in flight). */
const AUDIENCE_CONCURRENCY = 3;

test.describe('every link leads to a page', () => {
  // One test per language, every audience in it, so that what is shared is fetched once per language.
  for (const language of LANGUAGES) {
    test(`${language}: for a visitor and every demo account, no 404 or 5xx behind any link, every page titled "… · Celengan"`, async ({ baseURL }) => {
      test.setTimeout(240_000);
      const origin = new URL(baseURL!).origin;
      const broken: string[] = [];
      const untitled: string[] = [];
      let fetched = 0;
      const queue = [...AUDIENCES];
      const crawlNext = async () => {
        for (let email = queue.shift(); email !== undefined; email = queue.shift()) {
          const session = new HttpSession(origin);
          if (email) {
            // Every demo account signs in with the demo password and the landing names it (the browser signs in
            // through the form for a few of them in tests/e2e/auth.spec.ts).
            await session.signIn(email, DEMO_PASSWORD);
            expect((await session.get('/me')).url, `${email} is signed in`).toBe('/me');
            const firstName = DEMO_ACCOUNTS.find((account) => account.email === email)!.firstName;
            expect((await session.get('/reksadana')).text, `${email}'s landing names ${firstName}`).toMatch(new RegExp(`data-testid="user-menu"[^>]*>${firstName}<`));
          }
          const report = await crawl(session, language, email ? 'signed-in' : 'visitor');
          const who = email ?? 'a visitor';
          broken.push(...report.broken.map((line) => `${who}: ${line}`));
          untitled.push(...report.untitled.map((line) => `${who}: ${line}`));
          fetched += report.fetched;
        }
      };
      await Promise.all(Array.from({ length: AUDIENCE_CONCURRENCY }, crawlNext));
      test.info().annotations.push({ type: 'fetched', description: String(fetched) });
      expect.soft(broken, 'links (who: page → target) that answered 404 or 5xx').toEqual([]);
      expect.soft(untitled, 'pages whose title is not "… · Celengan"').toEqual([]);
    });
  }
});
