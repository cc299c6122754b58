// Shared parts of the browser tests: a `test` whose every page is watched (a console error or an
// uncaught page error fails the test: CSP violations, hydration errors), signing in, the axe check,
// and accounts made for one test in a given state (so that tests that change an account, by closing
// a popup or toggling the balance, never meet another test's changes; the two widths run at once).
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { expect, test as base, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_DATABASE } from '../../../playwright.config';

export const PASSWORD = 'celengan123';
/** The demo accounts' transaction PIN (seeds/demo-users.ts DEMO_PIN); accountLike copies it. */
export const DEMO_PIN = '147258';

export interface ConsoleGuard {
  /** Watches another page (e.g. of a context the test made itself). */
  watch(page: Page): void;
  /** Tolerates console errors matching `pattern` (and, when `url` is given, whose source URL matches it). */
  allow(pattern: RegExp, url?: RegExp): void;
}

/** Playwright's test whose page waits for hydration after goto and reload (hydrateOnNavigation). */
export const hydratingTest = base.extend({
  page: async ({ page }, use) => {
    hydrateOnNavigation(page);
    await use(page);
  },
});

export const test = hydratingTest.extend<{ guard: ConsoleGuard }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const allowed: Array<{ pattern: RegExp; url?: RegExp }> = [];
      const watch = (target: Page) => {
        target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        target.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          const source = message.location().url;
          if (allowed.some((a) => a.pattern.test(text) && (!a.url || a.url.test(source)))) return;
          problems.push(`console error: ${text} (${source})`);
        });
      };
      watch(page);
      await use({ watch, allow: (pattern, url) => allowed.push({ pattern, url }) });
      expect(problems, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, target = '/reksadana') {
  // The sign-in form's own action, posted as a browser without JavaScript posts it, with the page's cookies (the
  // session cookie it sets is the page's): the sign-in page itself is what auth.spec.ts tests, and loading and
  // hydrating it before every other test cost about a second each.
  const answer = await page.request.post(`/signin?target=${encodeURIComponent(target)}`, { form: { email, password: PASSWORD }, maxRedirects: 0 });
  expect(answer.status(), `sign-in of ${email}`).toBe(302);
  await page.goto(target);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target);
  // The sign-in form left a page its client navigation had rendered; a loaded page must hydrate first, or a
  // test's first click or change lands before React listens.
  await hydrated(page);
}

/**
 * Until React has hydrated the page: its root's committed state is no longer the server's dehydrated one (React's
 * own bookkeeping on the document, read because the app ships no marker of its own: every byte counts on the landing).
 */
export async function hydrated(page: Page) {
  // A browser without JavaScript (the no-JS tests) has nothing to hydrate.
  if (await page.evaluate(() => matchMedia('(scripting: none)').matches)) return;
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
    const root = key ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key] : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/**
 * Issue 19 (decision 096): a page fetches its scripts after its first paint, so its `load` event, where goto and
 * reload resolve, now comes before hydration. The page's goto and reload then also wait until an app page has
 * hydrated, as a person's first tap comes after it; what a tap does before hydration is what it does without
 * JavaScript, which the no-JS tests check.
 */
export function hydrateOnNavigation(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        // Only a document the app rendered, in a browser that runs its scripts (a file, a JSON answer or a no-JS
        // page has nothing to hydrate).
        if (await page.evaluate(() => '__reactRouterContext' in window).catch(() => false)) await hydrated(page);
        return response;
      },
    });
  }
}

/**
 * A test whose subject does not change with the screen's width (a server rule, an account's sign-in, the
 * translations): the mobile project leaves it out (playwright.config.ts), so it runs once, at 1280 px.
 */
export const ONE_VIEWPORT = { tag: '@one-viewport' };

/** A page of a browser without JavaScript, watched like the test's own page. */
export async function pageWithoutJavaScript(browser: Browser, guard: ConsoleGuard, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined, locale: 'id-ID' });
  const page = await context.newPage();
  guard.watch(page);
  return page;
}

/** No axe violation of the WCAG 2.1 A and AA rules. */
export async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * A new account for one test: a copy of a demo account's row (same password, same KYC state) under
 * a fresh email, with the given columns (snake_case, as in the database) changed. It has no
 * portfolios or orders of its own.
 */
export function accountLike(demoEmail: string, columns: Record<string, string | number | null> = {}): string {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const row = db.prepare('SELECT * FROM users WHERE email = ?').get(demoEmail) as Record<string, unknown> | undefined;
    if (!row) throw new Error(`no demo account ${demoEmail}`);
    const email = `${demoEmail.split('@')[0]}-${randomBytes(5).toString('hex')}@celengan.test`;
    const values: Record<string, unknown> = { ...row, ...columns, email, referral_code: null };
    delete values.id;
    const names = Object.keys(values);
    db.prepare(`INSERT INTO users (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(values);
    return email;
  } finally {
    db.close();
  }
}

/** Reads the server's database (read-only), one connection per call: what a test checks the page against. */
function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(E2E_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The first row of a query of the server's database. */
export const queryOne = <T>(sql: string, ...params: unknown[]): T => readDatabase((db) => db.prepare(sql).get(...params) as T);
/** Every row of a query of the server's database. */
export const queryAll = <T>(sql: string, ...params: unknown[]): T[] => readDatabase((db) => db.prepare(sql).all(...params) as T[]);

/** The newest outbox email to an address (the verification link of a resend). */
export function newestEmailTo(address: string): { subject: string; bodyText: string } | undefined {
  return queryOne('SELECT subject, body_text AS bodyText FROM outbox_emails WHERE to_address = ? ORDER BY id DESC LIMIT 1', address);
}

/**
 * The cart dialog's PIN step (issue 14 item 5; decision 051): a new session asks for the PIN before its
 * first order, then not for 15 minutes. Enters the demo PIN and confirms.
 */
export async function enterPinInDialog(dialog: Locator, pin = DEMO_PIN) {
  await expect(dialog).toHaveAttribute('data-step', 'PIN');
  await dialog.getByTestId('cart-dialog-pin-input').fill(pin);
  await dialog.getByTestId('cart-dialog-pin-submit').click();
}
