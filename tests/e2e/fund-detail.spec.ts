// The fund detail page (issue 3 item 2) at 375 px and 1280 px: a stock, a money-market, a USD
// (4-digit NAV) and a dividend fund with axe checks; the chart's periods and modes with and without
// JavaScript; the disabled adjusted/unadjusted switch of the dividend fund that has distributed
// nothing yet; the back button; the skeleton of a client navigation; the empty-fund page (404); the
// coming-soon state; the prospectus download; the buy button of a verified investor (docs/decisions/006).
// A console error or page error fails a test.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

interface Fund {
  mutualFundId: number;
  slug: string;
  type: string;
  currency: 'IDR' | 'USD';
  status: string;
  tags: string[];
  name: string;
}

const TYPE_PATHS: Record<string, string> = { PASAR_UANG: 'pasar-uang', PENDAPATAN_TETAP: 'pendapatan-tetap', CAMPURAN: 'campuran', SAHAM: 'saham' };
const pathOf = (f: Fund) => `/reksadana/${TYPE_PATHS[f.type]}/${f.slug}`;

/** The demo funds, read once through the product API (ids of the default seed start at 1). */
let catalogue: Fund[] | undefined;
async function funds(request: APIRequestContext): Promise<Fund[]> {
  if (catalogue) return catalogue;
  const list: Fund[] = [];
  for (let id = 1; id <= 24; id++) {
    const response = await request.get(`/api/v2/mutual-funds/products/${id}`);
    if (response.ok()) list.push(((await response.json()) as { data: Fund }).data);
  }
  catalogue = list;
  return list;
}

async function pick(request: APIRequestContext, kind: 'stock' | 'money' | 'usd' | 'dividend' | 'closed'): Promise<Fund> {
  const all = await funds(request);
  const open = all.filter((f) => f.status === 'active_subsenabled');
  const found = {
    stock: () => open.find((f) => f.type === 'SAHAM' && f.currency === 'IDR'),
    money: () => open.find((f) => f.type === 'PASAR_UANG'),
    usd: () => open.find((f) => f.currency === 'USD'),
    dividend: () => open.find((f) => f.tags.includes('hasDividend') && f.currency === 'IDR'),
    closed: () => all.find((f) => f.status === 'active_subsdisabled'),
  }[kind]();
  if (!found) throw new Error(`no ${kind} fund in the demo data`);
  return found;
}

/** The seed's new dividend fund that has distributed nothing yet (seeds/fund-universe.ts). */
async function awaitingDividend(request: APIRequestContext): Promise<Fund> {
  const list = await request.get('/api/v2/mutual-funds/products?newcomer=true&shareDividend=true&_size=100');
  const candidates = ((await list.json()) as { data: Fund[] }).data;
  for (const candidate of candidates) {
    const response = await request.get(`/api/v2/mutual-funds/products/${candidate.mutualFundId}`);
    const fund = ((await response.json()) as { data: Fund & { dividend: { cumulativeDates: Array<{ distributedIncomePerUnit: number | null }> } } }).data;
    const dates = fund.dividend.cumulativeDates;
    if (dates.length > 0 && dates.every((d) => d.distributedIncomePerUnit === null)) return fund;
  }
  throw new Error('no dividend fund awaiting its first dividend in the demo data');
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

for (const kind of ['stock', 'money', 'usd', 'dividend'] as const) {
  test(`the ${kind} fund page shows its figures and has no axe violations`, async ({ page, request }) => {
    const fund = await pick(request, kind);
    const response = await page.goto(pathOf(fund));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fund.name);
    await expect(page).toHaveTitle(new RegExp(fund.name));
    // NAV with 2 decimals for rupiah, 4 for dollars.
    await expect(page.getByTestId('latest-nav')).toHaveText(fund.currency === 'USD' ? /^US\$ [\d.]+,\d{4}$/ : /^Rp [\d.]+,\d{2}$/);
    await expect(page.getByTestId('line-chart').locator('svg').first()).toBeAttached();
    await expect(page.getByTestId('figure-risk')).toContainText(kind === 'stock' || fund.type === 'SAHAM' ? 'Tinggi' : kind === 'money' ? 'Rendah' : 'Sedang');
    await expect(page.getByTestId('figure-expense-ratio')).toContainText(/\d,\d{2}%/);
    await expect(page.getByTestId('buy-button')).toHaveText('Beli investasi');
    if (kind === 'dividend') {
      await expect(page.getByTestId('dividend-schedule')).toBeVisible();
      await expect(page.getByTestId('dividend-preview').locator('li')).toHaveCount(2);
      await page.getByTestId('dividend-view-payment').click();
      await expect(page.getByTestId('dividend-schedule')).toHaveAttribute('data-view', 'payment');
      await expect(page.getByTestId('chart-adjusted-switch')).toBeVisible();
    }
    await expectNoViolations(page);
    // An info popup opens and explains.
    await page.getByTestId('info-cagr').click();
    await expect(page.getByTestId('info-popup-cagr')).toBeVisible();
    await expect(page.getByTestId('info-popup-cagr')).toContainText('pertumbuhan');
    await expectNoViolations(page);
  });
}

test('the chart switches periods and modes in place with JavaScript', async ({ page, request }) => {
  const fund = await pick(request, 'stock');
  await page.goto(pathOf(fund));
  const chart = page.getByTestId('fund-chart');
  await expect(chart).toHaveAttribute('data-period', '1Y');
  await expect(chart).toHaveAttribute('data-mode', 'nav');
  await expect(chart.locator('[data-chart-render="server"]')).toBeAttached();

  await page.getByTestId('chart-period-3M').click();
  await expect(chart).toHaveAttribute('data-period', '3M');
  await expect(page).toHaveURL(/periode=3M&mode=nav/);
  await expect(chart.locator('[data-chart-render="client"] svg').filter({ visible: true }).first()).toBeVisible();

  await page.getByTestId('chart-mode-return').click();
  await expect(chart).toHaveAttribute('data-mode', 'return');
  await expect(page.getByTestId('chart-latest-value')).toHaveText(/%$/);

  // One month of AUM is excluded: AUM from 1M jumps to the first period with data.
  await page.getByTestId('chart-mode-nav').click();
  await page.getByTestId('chart-period-1M').click();
  await page.getByTestId('chart-mode-aum').click();
  await expect(chart).toHaveAttribute('data-mode', 'aum');
  await expect(chart).not.toHaveAttribute('data-period', '1M');
  await expect(page.getByTestId('chart-period-1M')).toHaveCount(0);

  await page.getByTestId('chart-period-ALL').click();
  await expect(chart).toHaveAttribute('data-period', 'ALL');
  await expect(chart.getByTestId('chart-text-alternative')).toBeAttached();
});

test('without JavaScript the chart is a server SVG with a text alternative, and links switch it', async ({ browser, guard }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport, baseURL: testInfo.project.use.baseURL });
  try {
    const page = await context.newPage();
    guard.watch(page);
    const fund = await pick(context.request, 'stock');
    await page.goto(pathOf(fund));
    const chart = page.getByTestId('fund-chart');
    await expect(chart.locator('[data-chart-render="server"] svg').filter({ visible: true }).first()).toBeVisible();
    const table = chart.getByTestId('chart-text-alternative');
    await expect(table.locator('caption')).toContainText('tertinggi');
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(5);

    await page.getByTestId('chart-period-3M').click();
    await expect(page).toHaveURL(/periode=3M&mode=nav/);
    await expect(chart).toHaveAttribute('data-period', '3M');
    await expect(chart.locator('[data-chart-render="server"] svg').filter({ visible: true }).first()).toBeVisible();
    // The back button is the link to the fund type's list.
    await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/reksadana/saham');

    await page.getByTestId('chart-mode-aum').click();
    await expect(page).toHaveURL(/mode=aum/);
    await expect(chart).toHaveAttribute('data-mode', 'aum');

    // The info popup works without JavaScript too (a popover).
    await page.getByTestId('info-drawdown').click();
    await expect(page.getByTestId('info-popup-drawdown')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a dividend fund that has distributed nothing yet shows the adjusted/unadjusted switch disabled', async ({ page, request }) => {
  const fund = await awaitingDividend(request);
  // Even when the address asks for the unadjusted NAV: there is none.
  await page.goto(`${pathOf(fund)}?mode=nav&nilai=asli`);
  const chart = page.getByTestId('fund-chart');
  await expect(chart).toHaveAttribute('data-adjusted', 'true');
  await expect(page.getByTestId('chart-adjusted-switch')).toBeVisible();
  const control = page.getByTestId('chart-value-disabled');
  await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveText('Disesuaikan dividen · data tanpa penyesuaian belum tersedia');
  await expect(page.getByTestId('chart-value-unadjusted')).toHaveCount(0);
  await expect(page.getByTestId('chart-value-adjusted')).toHaveCount(0);
  // Its dividends are all scheduled.
  await expect(page.getByTestId('dividend-schedule')).toBeVisible();
  await expect(page.getByTestId('dividend-preview').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('dividend-preview').getByText('Terjadwal')).toHaveCount(2);
  // The return mode keeps the disabled switch.
  await page.getByTestId('chart-mode-return').click();
  await expect(chart).toHaveAttribute('data-mode', 'return');
  await expect(control).toBeVisible();
  await expectNoViolations(page);
});

test('the back button returns to the list the fund was opened from, with its query', async ({ page }) => {
  const list = '/reksadana/semua-produk?type=SAHAM&sort=expenseRatio';
  await page.goto(list);
  const link = page.getByTestId('fund-list-item').first().getByRole('link').first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(target!);
  await expect(page.getByTestId('fund-detail')).toBeVisible();
  // A chart view changes the address in place: still one step from the list.
  await page.getByTestId('chart-period-3M').click();
  await expect(page).toHaveURL(/periode=3M/);
  // The link itself names the fund type's list, for a browser without JavaScript.
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', target!.split('/').slice(0, 3).join('/'));
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId('fund-list')).toBeVisible();
});

test('the back button skips the entries the fund page added itself (the buy panel)', async ({ page }) => {
  const list = '/reksadana/semua-produk?type=PASAR_UANG&sort=expenseRatio';
  await signIn(page, 'investor@celengan.test', list);
  await page.getByTestId('fund-list-item').first().getByRole('link').first().click();
  await expect(page.getByTestId('fund-detail')).toBeVisible();
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(/\?beli=1/);
  await expect(page.getByTestId('buy-panel')).toBeVisible();
  // The purchase flag opens the cart dialog over the page; closing it replaces ?beli=1 with the plain page
  // (decision 022), an entry the page added itself all the same.
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('cart-dialog-close').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/reksadana/') && !url.searchParams.has('beli'));
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(list);
  await expect(page.getByTestId('fund-list')).toBeVisible();
});

test('opened directly, the back button goes to the fund type’s list', async ({ page, request }) => {
  const fund = await pick(request, 'money');
  await page.goto(pathOf(fund));
  await expect(page.getByTestId('back-link')).toHaveAttribute('href', '/reksadana/pasar-uang');
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL('/reksadana/pasar-uang');
  await expect(page.getByTestId('fund-list')).toBeVisible();
});

test('a client navigation to a fund page shows the fund page skeleton until its data is in', async ({ page }) => {
  await page.goto('/reksadana/semua-produk?type=SAHAM');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the fund page's data (React Router's single fetch: /reksadana/{type}/{slug}.data).
  await page.route(/\/reksadana\/[a-z-]+\/[a-z0-9-]+\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const link = page.getByTestId('fund-list-item').first().getByRole('link').first();
  const target = await link.getAttribute('href');
  await link.click();
  const skeleton = page.getByTestId('fund-detail-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  await expect(skeleton.getByRole('status')).toHaveText('Memuat halaman reksa dana…');
  await expect(page.getByTestId('fund-list')).toHaveCount(0);
  await expectNoViolations(page);
  release();
  await expect(page).toHaveURL(target!);
  await expect(page.getByTestId('fund-detail')).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test('an unknown fund shows the empty-fund page with HTTP 404', async ({ page, guard }) => {
  guard.allow(/status of 404/);
  const response = await page.goto('/reksadana/saham/reksa-dana-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('empty-fund')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reksa dana tidak ditemukan');
  await expect(page.getByTestId('empty-fund-back')).toHaveAttribute('href', '/reksadana');
  await expect(page).toHaveTitle('Reksa dana tidak ditemukan · Celengan');
});

test('a known fund under another type path is redirected to its address', async ({ page, request }) => {
  const fund = await pick(request, 'money');
  await page.goto(`/reksadana/saham/${fund.slug}`);
  await expect(page).toHaveURL(new RegExp(`${pathOf(fund)}$`));
});

test('a subscription-disabled fund shows coming soon and no buy button', async ({ page, request }) => {
  const fund = await pick(request, 'closed');
  await page.goto(pathOf(fund));
  await expect(page.getByTestId('buy-coming-soon')).toContainText('Segera hadir');
  await expect(page.getByTestId('buy-button')).toHaveCount(0);
});

test('the prospectus and fact sheet download as PDF files', async ({ page, request }) => {
  const fund = await pick(request, 'stock');
  await page.goto(pathOf(fund));
  for (const id of ['download-prospektus', 'download-fund-fact-sheet']) {
    const href = await page.getByTestId(id).getAttribute('href');
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

test('a verified investor buys through the purchase flag, and a visitor goes to start investing', async ({ page, request }) => {
  const fund = await pick(request, 'stock');
  await page.goto(pathOf(fund));
  await expect(page.getByTestId('buy-button')).toHaveAttribute('href', `/mulai-investasi?target=${encodeURIComponent(pathOf(fund))}`);

  await page.goto(`/signin?target=${encodeURIComponent(pathOf(fund))}`);
  await page.getByLabel('Email').fill('investor@celengan.test');
  await page.getByLabel('Kata sandi').fill('celengan123');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(fund)}$`));
  await expect(page.getByTestId('buy-button')).toHaveText('Beli sekarang');
  await page.getByTestId('buy-button').click();
  await expect(page).toHaveURL(/\?beli=1/);
  await expect(page.getByTestId('buy-panel')).toBeVisible();
  await expectNoViolations(page);
});

test('the share popup offers the share links', async ({ page, request }) => {
  const fund = await pick(request, 'money');
  await page.goto(pathOf(fund));
  await page.getByTestId('share-button').click();
  const popup = page.getByTestId('share-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('share-whatsapp')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(popup.getByTestId('share-facebook')).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(popup.getByTestId('share-x')).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post/);
  await expect(popup.getByTestId('share-copy')).toBeVisible();
});

test('links in the sections rendered once on the server navigate in the client, and the next page draws the same sections', async ({ page, request }) => {
  const fund = await pick(request, 'stock');
  await page.goto(pathOf(fund));
  // The figures and the switching list are static markup (decision 010) until the page changes.
  await expect(page.getByTestId('figure-cagr')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const alternative = page.getByTestId('switching-list').getByRole('link').first();
  const target = await alternative.getAttribute('href');
  expect(target).toMatch(/^\/reksadana\/[a-z-]+\/[a-z0-9-]+$/);
  await alternative.click();
  await expect(page).toHaveURL(target!);
  // Same document: a client navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByTestId('fund-detail')).toHaveAttribute('data-fund-slug', target!.split('/').pop()!);
  for (const section of ['figure-cagr', 'figure-risk', 'top-holdings', 'documents']) await expect(page.getByTestId(section)).toBeVisible();
  // The share popup's content renders live on this page too.
  await page.getByTestId('share-button').click();
  await expect(page.getByTestId('share-popup').getByTestId('share-whatsapp')).toBeVisible();
});
