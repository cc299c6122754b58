// Fund tools in the browser (issue 3 items 3-5 and their Playwright tests), at 375 px and 1280 px
// on a fresh default seed: compare with 3 funds (figures, the chart and its text alternative, the
// 4th checkbox disabled), the watchlist (add on the fund page and remove on the watchlist page as
// the investor, the empty card, a visitor's redirects), the investment simulation card, and axe
// checks of the compare and watchlist pages. Nothing here depends on the day the demo data was seeded
// (decision 036).
import { expect, type Page } from '@playwright/test';
import { hydratingTest as test, expectNoViolations, queryOne, signIn } from './support/fixtures';
import { fundDetailPath } from '../../app/domain/fund-catalogue';
import type { FundType } from '../../app/domain/enums';

/** The slugs the picker lists (all types, by name), read from the compare page. */
async function pickerSlugs(page: Page): Promise<string[]> {
  await page.goto('/reksadana/bandingkan');
  return page.getByTestId('compare-option').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

/** Opens a fund's detail page through its link on the compare page. */
async function openFundPage(page: Page, slug: string) {
  await page.goto(`/reksadana/bandingkan?fund1=${slug}&fund2=&fund3=`);
  await page.getByTestId('compare-fund').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/reksadana/[a-z-]+/${slug}\\?dari=bandingkan$`));
}

test.describe('compare', () => {
  test('three funds side by side with every figure, one growth chart with a text alternative, and the 4th checkbox disabled', async ({ page }) => {
    await page.goto('/reksadana/bandingkan');
    await expect(page).toHaveTitle('Bandingkan reksa dana · Celengan');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    const options = page.getByTestId('compare-option');
    await expect(options.first()).toBeVisible();
    for (const i of [0, 1, 2]) await options.nth(i).check();
    await expect(page.getByTestId('compare-chosen-count')).toHaveText('(3 dari 3 dipilih)');
    await expect(options.nth(3)).toBeDisabled();
    await expect(page.getByTestId('compare-max-reached')).toBeVisible();
    // Unticking one frees the others again.
    await options.nth(2).uncheck();
    await expect(options.nth(3)).toBeEnabled();
    await options.nth(2).check();
    const slugs = await Promise.all([0, 1, 2].map((i) => options.nth(i).inputValue()));
    await page.getByTestId('compare-submit').click();

    await expect(page).toHaveURL(`/reksadana/bandingkan?fund1=${slugs[0]}&fund2=${slugs[1]}&fund3=${slugs[2]}`);
    await expect(page.getByTestId('compare-fund')).toHaveCount(3);
    for (const [figure, pattern] of [
      ['cagr', /(-?\d+,\d{2}%|-)/],
      ['maxDrawdown', /(-?\d+,\d{2}%|-)/],
      ['aum', /(Rp |US\$)\d/],
      ['expenseRatio', /\d+,\d{2}%$/],
      ['productType', /(Pasar Uang|Pendapatan Tetap|Campuran|Saham)$/],
      ['riskLevel', /(Rendah|Sedang|Tinggi)$/],
      ['minimum', /(Rp |US\$)\d/],
      ['subscriptionFee', /(Gratis|\d+,\d{2}%)$/],
      ['return-oneMonth', /[+-]?\d+,\d{2}%|Belum ada data/],
    ] as const) {
      const cells = page.getByTestId(`compare-${figure}`);
      await expect(cells).toHaveCount(3);
      for (const i of [0, 1, 2]) {
        await expect(cells.nth(i)).toBeVisible();
        await expect(cells.nth(i)).toHaveText(pattern);
      }
    }

    const chart = page.getByTestId('compare-chart');
    await expect(chart.getByRole('heading', { name: /^Pertumbuhan sejak/ })).toBeVisible();
    await expect(chart.getByTestId('line-chart').locator('svg').first()).toBeVisible();
    const alternative = chart.getByTestId('chart-text-alternative');
    await expect(alternative).toBeAttached();
    await expect(alternative.locator('thead th')).toHaveCount(4);
    await expect(alternative.locator('tbody tr').first()).toContainText('100');

    // The picker keeps the three ticked and the others disabled.
    await page.getByText('Ubah pilihan').click();
    await expect(page.getByTestId('compare-chosen-count')).toHaveText('(3 dari 3 dipilih)');
    const unticked = page.locator('[data-testid="compare-option"]:not(:checked)').first();
    await expect(unticked).toBeDisabled();

    // Removing one from the comparison keeps the others.
    await page.getByRole('link', { name: /^Hapus .+ dari perbandingan$/ }).first().click();
    await expect(page.getByTestId('compare-fund')).toHaveCount(2);
    await expectNoViolations(page);
  });

  test('unknown slugs are ignored with a notice, and the empty state shows when none is left', async ({ page }) => {
    const [slug] = await pickerSlugs(page);
    await page.goto(`/reksadana/bandingkan?fund1=tidak-ada&fund2=${slug}&fund3=`);
    await expect(page.getByTestId('compare-notice')).toContainText('tidak-ada');
    await expect(page.getByTestId('compare-fund')).toHaveCount(1);
    await page.goto('/reksadana/bandingkan?fund1=tidak-ada&fund2=&fund3=');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the picker searches as you type (500 ms) and loads the next 20 funds when scrolled to the end', async ({ page }) => {
    await page.goto('/reksadana/bandingkan');
    await expect(page.locator('[data-testid="compare-picker"][data-ready="true"]')).toBeAttached();
    const options = page.getByTestId('compare-option');
    await expect(options).toHaveCount(20);
    await expect(page.getByTestId('compare-shown-count')).toContainText('20 dari 65');
    await page.getByTestId('compare-options').evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await expect(options).toHaveCount(40);
    await expect(page.getByTestId('compare-shown-count')).toContainText('40 dari 65');

    await page.getByTestId('compare-search').fill('saham syariah');
    // No navigation: the list answers in place.
    await expect(options.first()).toBeVisible();
    await expect(page.getByTestId('compare-shown-count')).toHaveCount(0);
    const labels = await page.getByTestId('compare-options').locator('label').allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => !/saham/i.test(label) || !/syariah/i.test(label))).toEqual([]);
    expect(page.url()).not.toContain('q=');
  });

  test('a fund page compares itself with funds chosen in its popup, and the compare page leads back without it', async ({ page }) => {
    const [first] = await pickerSlugs(page);
    await page.goto(`/reksadana/bandingkan?fund1=${first}&fund2=&fund3=`);
    await page.getByTestId('compare-fund').getByRole('link').first().click();
    await expect(page).toHaveURL(/\?dari=bandingkan$/);
    await expect(page.getByTestId('fund-detail')).toBeVisible();
    await expect(page.getByTestId('compare-section')).toHaveCount(0);

    await page.goto(new URL(page.url()).pathname);
    const section = page.getByTestId('compare-section');
    await expect(section.locator('[data-testid="compare-picker"][data-ready="true"]')).toBeAttached();
    await section.getByText('Bandingkan dengan produk lain').click();
    const options = section.getByTestId('compare-option');
    await expect(options).toHaveCount(20);
    await expect(section.locator(`[data-testid="compare-option"][value="${first}"]`)).toBeChecked();
    const other = section.locator('[data-testid="compare-option"]:not(:checked)').first();
    const otherSlug = await other.inputValue();
    await other.check();
    await section.getByTestId('compare-submit').click();
    await expect(page).toHaveURL(`/reksadana/bandingkan?fund1=${first}&fund2=${otherSlug}&fund3=`);
    await expect(page.getByTestId('compare-fund')).toHaveCount(2);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the picker filters by type and compares the ticked funds', async ({ page }) => {
      await page.goto('/reksadana/bandingkan');
      await page.getByLabel('Jenis reksa dana').selectOption({ label: 'Saham' });
      await page.getByRole('button', { name: 'Tampilkan' }).click();
      await expect(page).toHaveURL(/jenis=saham/);
      const options = page.getByTestId('compare-option');
      await expect(options.first()).toBeVisible();
      await options.nth(0).check();
      await options.nth(1).check();
      await page.getByTestId('compare-submit').click();
      await expect(page).toHaveURL(/\?fund1=[a-z0-9-]+&fund2=[a-z0-9-]+&fund3=$/);
      await expect(page.getByTestId('compare-fund')).toHaveCount(2);
      await expect(page.getByTestId('compare-productType').first()).toHaveText(/Saham$/);
    });
  });
});

test.describe('watchlist', () => {
  test('the investor adds a fund on its page and removes it on the watchlist page, with the toasts', async ({ page }, testInfo) => {
    await signIn(page, 'investor@celengan.test', '/reksadana');
    // Each width works on its own fund, so the two projects never race for one row.
    const slugs = await pickerSlugs(page);
    const slug = slugs[testInfo.project.name === 'mobile' ? 7 : 8]!;
    await openFundPage(page, slug);
    const fundId = await page.locator('form:has([data-testid="watchlist-toggle"]) input[name="mutualFundId"]').inputValue();
    const api = `/api/v2/mutual-funds/product-watchlist/${fundId}`;
    // Start from "not watched" (the seed or an earlier run may have added it).
    expect((await page.request.delete(api)).status()).toBe(200);
    await page.reload();
    expect(await (await page.request.get(api)).json()).toEqual({ data: { onWatchlist: false } });

    const toggle = page.getByTestId('watchlist-toggle');
    await expect(toggle).toHaveAccessibleName(/^Tambah ke watchlist: /);
    // The toast is the hydrated toggle's (without JavaScript the form posts and redirects): wait for
    // hydration, which adds the js=1 field, before clicking.
    await expect(page.locator('form:has([data-testid="watchlist-toggle"]) input[name="js"]')).toBeAttached();
    await toggle.click();
    const toast = page.getByTestId('watchlist-toast');
    await expect(toast).toHaveText('Berhasil ditambahkan ke watchlist');
    await expect(toggle).toHaveAccessibleName(/^Hapus dari watchlist: /);
    expect(await (await page.request.get(api)).json()).toEqual({ data: { onWatchlist: true } });
    // spec funds §9: the toast fades after 3000 ms.
    await expect(toast).toHaveCount(0, { timeout: 5000 });

    await page.goto('/reksadana/watchlist');
    const item = page.locator(`[data-testid="watchlist-item"][data-slug="${slug}"]`);
    await expect(item).toBeVisible();
    await expectNoViolations(page);
    await expect(item.locator('input[name="js"]')).toBeAttached();
    await item.getByRole('button', { name: /^Hapus dari watchlist: / }).click();
    await expect(page.getByTestId('watchlist-toast')).toHaveText('Berhasil dihapus dari watchlist');
    await expect(item).toHaveCount(0);
    expect(await (await page.request.get(api)).json()).toEqual({ data: { onWatchlist: false } });
  });

  test('a visitor is sent to sign in from the watchlist, and to the start page from a fund\'s bookmark', async ({ page }) => {
    await page.goto('/reksadana/watchlist');
    await expect(page).toHaveURL(/\/signin\?target=%2Freksadana%2Fwatchlist$/);
    const [slug] = await pickerSlugs(page);
    await openFundPage(page, slug!);
    const path = new URL(page.url()).pathname;
    await page.getByTestId('watchlist-toggle').click();
    await expect(page).toHaveURL(`/mulai-investasi?target=${encodeURIComponent(path)}`);
    expect((await page.request.get('/api/v2/mutual-funds/product-watchlist/1')).status()).toBe(401);
  });

  test('an investor with an empty watchlist sees the empty card and its add-product button', async ({ page }) => {
    await signIn(page, 'baru@celengan.test', '/reksadana/watchlist');
    const empty = page.getByTestId('watchlist-empty');
    await expect(empty).toBeVisible();
    await expect(empty.getByRole('heading')).toHaveText('Watchlist Anda masih kosong');
    await expect(page.getByTestId('watchlist-add-product')).toHaveAttribute('href', '/reksadana/semua-produk');
    await expectNoViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the bookmark form adds and removes, coming back to the fund page', async ({ page }, testInfo) => {
      await signIn(page, 'investor@celengan.test', '/reksadana');
      const slugs = await pickerSlugs(page);
      await openFundPage(page, slugs[testInfo.project.name === 'mobile' ? 9 : 10]!);
      // The form comes back to the fund's own address (without the ?dari=bandingkan it was opened with).
      const url = new URL(page.url()).pathname;
      const toggle = page.getByTestId('watchlist-toggle');
      const before = (await toggle.getAttribute('aria-label')) ?? '';
      await toggle.click();
      await expect(page).toHaveURL(url);
      await expect(toggle).not.toHaveAttribute('aria-label', before);
      await toggle.click();
      await expect(page).toHaveURL(url);
      await expect(toggle).toHaveAttribute('aria-label', before);
    });
  });
});

test.describe('investment simulation', () => {
  test('lump sum and monthly from the fund\'s history, clamped years, the short-history warning and a dash', async ({ page }) => {
    const [slug] = await pickerSlugs(page);
    await openFundPage(page, slug!);
    const card = page.getByTestId('simulation-card');
    await card.scrollIntoViewIfNeeded();
    const amount = card.getByTestId('simulation-amount');
    await expect(amount).toHaveValue('1.000.000');
    await expect(card.getByTestId('simulation-years')).toHaveValue('1');
    await expect(card.getByTestId('simulation-invested')).toHaveText(/^Rp\s1\.000\.000$/);
    await expect(card.getByTestId('simulation-value')).toHaveText(/^Rp\s[\d.]+$/);

    await card.getByText('Rutin', { exact: true }).click();
    await expect(card.getByTestId('simulation-invested')).toHaveText(/^Rp\s12\.000\.000$/);
    await expect(card.getByTestId('simulation-summary')).toContainText('12 kali setoran');

    await amount.fill('2500000');
    await expect(amount).toHaveValue('2.500.000');
    await expect(card.getByTestId('simulation-invested')).toHaveText(/^Rp\s30\.000\.000$/);

    // Typed years are clamped into 1..10; the slider follows.
    const years = card.getByTestId('simulation-years');
    await years.fill('15');
    await years.blur();
    await expect(years).toHaveValue('10');
    await expect(card.getByTestId('simulation-slider')).toHaveValue('10');

    await card.getByTestId('simulation-slider').fill('2');
    await expect(years).toHaveValue('2');

    // A value that is not a number shows a dash.
    await amount.fill('abc');
    await expect(card.getByTestId('simulation-value')).toHaveText('-');
    await years.fill('dua');
    await expect(card.getByTestId('simulation-return')).toHaveText('-');
  });

  test('ten years: the oldest funds have them all; a young fund warns how much history it has', async ({ page }) => {
    // By construction of the demo data, whatever the day it was seeded (decision 036): the oldest funds
    // launched exactly ten years before the last NAV date, and the last fund written is the one launched
    // 45 days before it (decision 003), a month of history.
    const oldest = queryOne<{ type: FundType; slug: string }>('SELECT type, slug FROM funds ORDER BY launch_date, id LIMIT 1');
    const young = queryOne<{ type: FundType; slug: string }>('SELECT type, slug FROM funds ORDER BY id DESC LIMIT 1');
    await page.goto(`${fundDetailPath(oldest)}?tahun=10#simulasi`);
    const card = page.getByTestId('simulation-card');
    await expect(card.getByTestId('simulation-years')).toHaveValue('10');
    await expect(card.getByTestId('simulation-value')).toHaveText(/^(Rp|US\$)\s?[\d.]+(,\d+)?$/);
    await expect(card.getByTestId('simulation-warning')).toHaveCount(0);
    await page.goto(`${fundDetailPath(young)}?tahun=10#simulasi`);
    await expect(card.getByTestId('simulation-warning')).toContainText('baru tersedia 0 tahun 1 bulan, lebih singkat dari 10 tahun');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the GET form re-renders the card on the server', async ({ page }) => {
      const [slug] = await pickerSlugs(page);
      await openFundPage(page, slug!);
      const card = page.getByTestId('simulation-card');
      await card.getByText('Rutin', { exact: true }).click();
      await card.getByTestId('simulation-amount').fill('500000');
      await card.getByTestId('simulation-years').fill('2');
      await card.getByRole('button', { name: 'Hitung simulasi' }).click();
      await expect(page).toHaveURL(/simulasi=rutin&jumlah=500000&tahun=2#simulasi$/);
      await expect(card.getByTestId('simulation-amount')).toHaveValue('500.000');
      await expect(card.getByTestId('simulation-invested')).toHaveText(/^Rp\s12\.000\.000$/);
      await expect(card.getByTestId('simulation-summary')).toContainText('24 kali setoran');
    });
  });
});
