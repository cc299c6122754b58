// The browser loads each page's translations on demand (decision 017): a route declares its
// namespaces, the first page load gets them preloaded, and a client navigation loads them before the
// route renders. A namespace a page uses but does not declare shows up as a console error (the
// missing-key handler of entry.client.tsx, or useT's "not declared"), which the guard turns into a
// failure. Every kind of page is reached both ways, in both languages.
import type { Page } from '@playwright/test';
import { deferredModules } from '../../app/lib/deferred-hydration.server';
import { expect, signIn, test } from './support/fixtures';

const FIXED_PAGES = [
  '/reksadana',
  '/reksadana/tentang-kami',
  '/reksadana/prioritas',
  '/reksadana/semua-produk',
  '/reksadana/syariah',
  '/reksadana/tipe',
  '/reksadana/bandingkan',
  '/artikel',
  '/university',
  '/signin',
  '/app/gabung',
  '/mulai-investasi',
  '/halaman-yang-tidak-ada',
];

/** Pages whose address comes from the data: a fund, an article and a lesson, found by their links (a course page redirects to its first lesson). */
async function dataPages(page: Page): Promise<string[]> {
  const firstHref = async (path: string, pattern: RegExp) => {
    await page.goto(path);
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => pattern.test(h));
    expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
    return href!;
  };
  const fund = await firstHref('/reksadana/semua-produk', /^\/reksadana\/[a-z-]+\/[a-z0-9-]+$/);
  const article = await firstHref('/artikel', /^\/artikel\/[a-z0-9-]+$/);
  const lesson = await firstHref('/university', /^\/university\/[a-z0-9-]+\/[a-z0-9-]+$/);
  return [fund, `/reksadana/bandingkan?fund1=${fund.split('/').pop()}`, article, lesson];
}

async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to), path);
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  await page.waitForLoadState('networkidle');
}

for (const language of ['id', 'en'] as const) {
  test(`every page has its translations in ${language}, loaded directly and after a client navigation`, async ({ page, guard }) => {
    test.setTimeout(90_000);
    // The unknown page's data request answers 404, as it should, and the browser reports that.
    guard.allow(/status of 404 .*|404 \(Not Found\)/);
    const pages = [...FIXED_PAGES, ...(await dataPages(page))];
    // Start the app on the smallest page, so each navigation loads its namespaces itself.
    await page.goto(`/reksadana/tentang-kami?lng=${language}`);
    await page.waitForLoadState('networkidle');
    for (const path of pages) {
      await navigateInApp(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible();
    }
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });
}

test('an investor’s pages have their translations after a client navigation', async ({ page }) => {
  await signIn(page, 'investor@celengan.test', '/reksadana/tentang-kami');
  for (const path of ['/reksadana', '/me', '/reksadana/watchlist', '/reksadana/semua-produk']) {
    await navigateInApp(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
});

test('the landing preloads the signed-in dashboard and its translations for an investor only', async ({ page, request }) => {
  // The modules the page preloads: the list its loader adds after the first paint (decision 096).
  const preloads = deferredModules;
  const visitor = preloads(await (await request.get('/reksadana')).text());
  // The route module and its translations are both chunks named after "landing".
  expect(visitor.filter((href) => /\/landing-[\w-]+\.js$/.test(href)).length, 'the landing and its translations').toBeGreaterThanOrEqual(2);
  expect(visitor.some((href) => href.includes('signed-in-landing')), 'no dashboard for a visitor').toBe(false);

  await signIn(page, 'investor@celengan.test');
  const investor = preloads(await (await page.request.get('/reksadana')).text());
  expect(investor.some((href) => href.includes('signed-in-landing'))).toBe(true);
  expect(investor.some((href) => /\/dashboard-[\w-]+\.js$/.test(href)), 'the dashboard translations').toBe(true);
});
