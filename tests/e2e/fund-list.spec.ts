// The fund lists (issue 3 item 1) at 375 px and 1280 px on the default demo data (64 drawn funds and the one awaiting its first dividend):
// filters and sort in the URL, the debounced search, more rows on scroll, the empty messages, the
// list without JavaScript (a GET form and paging links), the type page, and axe checks. A console
// error or an uncaught page error fails a test.
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { hydratingTest as base } from './support/fixtures';

const test = base.extend<{ guard: { watch(page: Page): void } }>({
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const watch = (target: Page) => {
        target.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        target.on('console', (message) => {
          if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
        });
      };
      watch(page);
      await use({ watch });
      expect(problems, 'no console or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

const LIST = '/reksadana/semua-produk';
const TOTAL = 65;
const items = (page: Page) => page.getByTestId('fund-list-item');

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Opens a list page and waits for hydration (the filters then apply themselves: no Apply button). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('fund-filters').getByRole('button', { name: 'Terapkan' })).toHaveCount(0);
}

/** Under 992 px the extra filters sit in a closed disclosure; from 992 px they are always shown. */
async function openMoreFilters(page: Page) {
  const summary = page.getByTestId('fund-filters').locator('summary');
  if (await summary.isVisible()) {
    const details = page.getByTestId('fund-filters').locator('details');
    if ((await details.getAttribute('open')) === null) await summary.click();
  }
}

async function withoutJavaScript(browser: import('@playwright/test').Browser, testInfo: TestInfo, guard: { watch(page: Page): void }) {
  const context: BrowserContext = await browser.newContext({
    javaScriptEnabled: false,
    viewport: testInfo.project.use.viewport ?? { width: 1280, height: 800 },
    baseURL: testInfo.project.use.baseURL,
    locale: 'id-ID',
  });
  const page = await context.newPage();
  guard.watch(page);
  return { context, page };
}

test.describe('with JavaScript', () => {
  test('the list shows funds with their figures, and each links to its detail page', async ({ page }) => {
    await open(page, LIST);
    await expect(page).toHaveTitle('Semua Produk Reksa Dana · Celengan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semua Produk Reksa Dana');
    await expect(page.getByTestId('fund-count')).toHaveText(`Hasil: ${TOTAL} produk`);
    await expect(items(page)).toHaveCount(20);
    const first = items(page).first();
    await expect(first).toContainText('Return 1T');
    await expect(first).toContainText(/Rp\s[\d.]+/);
    // The return has a sign (never colour alone).
    await expect(first.getByTestId('fund-return')).toHaveText(/^(naik|turun|tetap)?[+-]?\d+,\d{2}%$/);
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/reksadana\/(pasar-uang|pendapatan-tetap|campuran|saham)\/[a-z0-9-]+$/);
    // A click navigates in the page (no new document: a mark left on window survives).
    await page.evaluate(() => ((window as unknown as { listMark: number }).listMark = 1));
    await first.getByRole('link').click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByTestId('fund-detail')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { listMark?: number }).listMark)).toBe(1);
  });

  test('sort and filters live in the URL and survive a reload', async ({ page }) => {
    await open(page, LIST);
    await expect(items(page)).toHaveCount(20);

    await page.getByLabel('Urutkan', { exact: true }).selectOption('expenseRatio');
    await expect(page).toHaveURL(/sort=expenseRatio/);
    // Expense ratio sorts lowest first; the cards show it instead of the AUM.
    await expect(page.getByLabel('Arah', { exact: true })).toHaveValue('asc');
    await expect(items(page).first()).toContainText('Biaya pengelolaan');
    const ratios = await items(page).evaluateAll((cards) =>
      cards.map((card) => Number((card.querySelector('dl > div:last-child dd')?.textContent ?? '').replace('%', '').replace(',', '.'))),
    );
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b));

    await openMoreFilters(page);
    await page.getByRole('checkbox', { name: 'Saham' }).check();
    await expect(page).toHaveURL(/type=SAHAM/);
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 20 produk');
    await expect(items(page).filter({ hasNotText: 'Saham' })).toHaveCount(0);

    await page.getByLabel('Mata uang', { exact: true }).selectOption('USD');
    await expect(page).toHaveURL(/currency=USD/);
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 2 produk');

    await page.reload();
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 2 produk');
    await expect(page.getByLabel('Urutkan', { exact: true })).toHaveValue('expenseRatio');
    await expect(page.getByLabel('Mata uang', { exact: true })).toHaveValue('USD');
    await openMoreFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Saham' })).toBeChecked();

    // A return period, highest first.
    await page.getByLabel('Mata uang', { exact: true }).selectOption('');
    await page.getByLabel('Urutkan', { exact: true }).selectOption('threeMonth');
    await expect(page).toHaveURL(/sort=threeMonth/);
    await expect(page.getByLabel('Arah', { exact: true })).toHaveValue('desc');
    await expect(items(page).first()).toContainText('Return 3B');
  });

  test('the search waits 500 ms after the last key, then updates the URL in place', async ({ page }) => {
    await open(page, LIST);
    await expect(items(page)).toHaveCount(20);
    const historyLength = await page.evaluate(() => history.length);
    const search = page.getByRole('searchbox', { name: 'Cari reksa dana' });
    // Key by key: one navigation at the end, not one per key.
    await search.pressSequentially('tir', { delay: 40 });
    expect(page.url()).not.toContain('_name=');
    // The last key counts: the URL changes 500 ms or more after it.
    const lastKey = await page.evaluate(() => performance.now());
    await search.press('t');
    await search.press('a');
    expect(page.url()).not.toContain('_name=');
    await page.waitForURL(/_name=tirta/);
    expect(await page.evaluate(() => performance.now()) - lastKey).toBeGreaterThanOrEqual(500);
    await expect(items(page).first()).toBeVisible();
    // Retrying as a whole: the old rows may still be on screen for a moment after the URL changes.
    await expect(items(page).filter({ hasNotText: /tirta/i })).toHaveCount(0);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('tirta');
    // replace, not push: typing does not fill the history
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // By investment manager, any case.
    await search.fill('SUCORINVEST');
    await expect(page).toHaveURL(/_name=SUCORINVEST/);
    await expect(items(page).first()).toContainText('Sucorinvest Asset Management');
  });

  test('more rows load on scroll until the list ends, without changing the URL', async ({ page }) => {
    await open(page, LIST);
    await expect(items(page)).toHaveCount(20);
    for (const count of [40, 60, TOTAL]) {
      await page.getByTestId('fund-list-item').last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      await expect(items(page)).toHaveCount(count);
    }
    await expect(page.getByTestId('list-end')).toBeVisible();
    await expect(page.getByTestId('load-more')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    // No fund twice.
    const slugs = await items(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')));
    expect(new Set(slugs).size).toBe(TOTAL);

    // A new filter starts again from its first page. Back at the top first: a wheel scroll still
    // settling at the end of the list would bring the new list's end into view and load its next page.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await openMoreFilters(page);
    await page.getByRole('checkbox', { name: 'Pendapatan Tetap' }).check();
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 23 produk');
    await expect(items(page)).toHaveCount(20);
  });

  test('a category page fixes its type and has its own title', async ({ page }) => {
    await open(page, '/reksadana/saham');
    await expect(page).toHaveTitle('Reksa Dana Saham · Celengan');
    const categories = page.getByRole('navigation', { name: 'Jenis dan koleksi reksa dana' });
    await expect(categories.getByRole('link', { name: 'Saham', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'Semua', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 20 produk');
    await openMoreFilters(page);
    // The type is the page: no type choice here.
    await expect(page.getByRole('checkbox', { name: 'Pasar Uang' })).toHaveCount(0);

    await open(page, '/reksadana/usd');
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 3 produk');
    await expect(items(page).first()).toContainText('US$');
  });
});

test.describe('empty results', () => {
  test('a category with no matching fund says so and leads back to all funds', async ({ page }) => {
    await open(page, '/reksadana/usd?type=PASAR_UANG');
    const empty = page.getByTestId('empty-list');
    await expect(empty.getByRole('heading')).toHaveText('Belum ada produk');
    await empty.getByRole('link', { name: 'Lihat semua produk' }).click();
    await expect(page).toHaveURL(/\/reksadana\/semua-produk$/);
    await expect(items(page)).toHaveCount(20);
  });

  test('a search with no match says so and clears the search', async ({ page }) => {
    await page.goto(`${LIST}?_name=tidakadaproduknya&type=SAHAM`);
    const empty = page.getByTestId('empty-search');
    await expect(empty.getByRole('heading')).toHaveText('Produk tidak ditemukan');
    await expect(empty).toContainText('“tidakadaproduknya”');
    await expectNoViolations(page);
    await empty.getByRole('link', { name: 'Hapus pencarian' }).click();
    await expect(page).toHaveURL(/\/reksadana\/semua-produk\?type=SAHAM$/);
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 20 produk');
  });
});

test.describe('without JavaScript', () => {
  test('the list pages with links', async ({ browser, guard }, testInfo) => {
    const { context, page } = await withoutJavaScript(browser, testInfo, guard);
    try {
      await page.goto(LIST);
      await expect(items(page)).toHaveCount(20);
      const firstPage = await items(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')));
      await expect(page.getByText('Halaman 1 dari 4')).toBeVisible();

      await page.getByRole('link', { name: 'Halaman berikutnya' }).click();
      await expect(page).toHaveURL(/_page=1/);
      await expect(items(page)).toHaveCount(20);
      const secondPage = await items(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')));
      expect(secondPage.filter((slug) => firstPage.includes(slug))).toEqual([]);

      await page.goto(`${LIST}?_page=3`);
      await expect(items(page)).toHaveCount(TOTAL - 60);
      await expect(page.getByRole('link', { name: 'Halaman berikutnya' })).toHaveCount(0);
      await page.getByTestId('previous-page').click();
      await expect(page).toHaveURL(/_page=2/);
      await expect(items(page)).toHaveCount(20);
    } finally {
      await context.close();
    }
  });

  test('filters, sort and search are a GET form', async ({ browser, guard }, testInfo) => {
    const { context, page } = await withoutJavaScript(browser, testInfo, guard);
    try {
      await page.goto(LIST);
      await page.getByLabel('Urutkan', { exact: true }).selectOption('oneYearNav');
      await openMoreFilters(page);
      await page.getByRole('checkbox', { name: 'Campuran' }).check();
      await page.getByRole('checkbox', { name: 'Pasar Uang' }).check();
      await page.getByRole('searchbox', { name: 'Cari reksa dana' }).fill('dana');
      await page.getByRole('button', { name: 'Terapkan' }).click();
      await expect(page).toHaveURL(/sort=oneYearNav/);
      await expect(page).toHaveURL(/type=PASAR_UANG/);
      await expect(page).toHaveURL(/type=CAMPURAN/);
      await expect(page).toHaveURL(/_name=dana/);
      await expect(items(page).first()).toBeVisible();
      for (const card of await items(page).all()) {
        await expect(card).toContainText(/Pasar Uang|Campuran/);
        await expect(card).toContainText(/dana/i);
      }
      // The form shows what the URL says.
      await expect(page.getByLabel('Urutkan', { exact: true })).toHaveValue('oneYearNav');
      await expect(page.getByRole('searchbox', { name: 'Cari reksa dana' })).toHaveValue('dana');

      // A malformed value falls back to the default rather than failing.
      const response = await page.goto(`${LIST}?sort=terbaik&_size=abc`);
      expect(response?.status()).toBe(200);
      await expect(items(page)).toHaveCount(20);
    } finally {
      await context.close();
    }
  });
});

test.describe('/reksadana/tipe', () => {
  test('explains each type and collection, with counts and links', async ({ page }) => {
    await page.goto('/reksadana/tipe');
    await expect(page).toHaveTitle('Jenis Reksa Dana · Celengan');
    const cards = page.getByTestId('fund-type-card');
    await expect(cards).toHaveCount(9);
    const saham = cards.filter({ has: page.getByRole('link', { name: 'Saham', exact: true }) });
    await expect(saham.getByTestId('fund-type-count')).toHaveText('20 produk');
    await expect(saham).toContainText('Risiko: tinggi');
    // The products pages of issue 18 are reached from here.
    await expect(page.getByTestId('types-top-funds')).toHaveAttribute('href', '/reksadana/top-fund');
    await expect(page.getByTestId('types-explore')).toHaveAttribute('href', '/jelajahi-instrumen-investasi');
    await saham.getByRole('link', { name: 'Saham', exact: true }).click();
    await expect(page).toHaveURL(/\/reksadana\/saham$/);
    await expect(page.getByTestId('fund-count')).toHaveText('Hasil: 20 produk');
  });
});

test.describe('accessibility', () => {
  for (const path of [LIST, '/reksadana/syariah?lng=en', '/reksadana/usd?type=PASAR_UANG', '/reksadana/tipe']) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await openMoreFilters(page).catch(() => undefined);
      await expectNoViolations(page);
    });
  }
});
