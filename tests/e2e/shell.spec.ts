// The app shell (issue 2 items 6-8): language switch with and without JavaScript, the localized
// 404, the mobile-app webview mode, the bottom navigation by screen width, the landing's sections
// and the signed-in user menu. Every page is watched: a console error (CSP violation, hydration
// error ...) or an uncaught page error fails the test.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

const html = (page: Page) => page.locator('html');
const signInLink = (page: Page) => page.getByRole('banner').getByTestId('sign-in-link');
const switchLink = (page: Page) => page.getByRole('banner').getByTestId('language-switch');

async function expectIndonesian(page: Page) {
  await expect(html(page)).toHaveAttribute('lang', 'id');
  await expect(signInLink(page)).toHaveText('Masuk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investasi reksa dana mulai Rp 10.000');
  await expect(page).toHaveTitle(/Investasi reksa dana/);
}

async function expectEnglish(page: Page) {
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(signInLink(page)).toHaveText('Sign in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invest in mutual funds from Rp 10,000');
  await expect(page).toHaveTitle(/Invest in mutual funds/);
}

function viewportOf(testInfo: TestInfo) {
  return testInfo.project.use.viewport ?? { width: 1280, height: 800 };
}

test.describe('language switch', () => {
  test('a visitor switches to English and back, and the choice is remembered', async ({ page }) => {
    await page.goto('/reksadana');
    await expectIndonesian(page);
    await expect(switchLink(page)).toHaveAttribute('href', '/reksadana?lng=en');

    await switchLink(page).click();
    await expect(page).toHaveURL(/\/reksadana\?lng=en$/);
    await expectEnglish(page);
    await expect(page.getByRole('link', { name: /Start investing/ }).first()).toBeVisible();

    // A new page load without the query keeps English (the cookie), on another URL too.
    await page.goto('/reksadana');
    await expectEnglish(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/reksadana$/);
    await expectEnglish(page);

    await switchLink(page).click();
    await expect(page).toHaveURL(/\/reksadana\?lng=id$/);
    await expectIndonesian(page);
    await page.goto('/reksadana');
    await expectIndonesian(page);
  });

  test('the switch works with JavaScript disabled', async ({ browser, guard }, testInfo) => {
    const context: BrowserContext = await browser.newContext({
      javaScriptEnabled: false,
      viewport: viewportOf(testInfo),
      baseURL: testInfo.project.use.baseURL,
    });
    try {
      const page = await context.newPage();
      guard.watch(page);
      await page.goto('/reksadana');
      await expectIndonesian(page);

      await switchLink(page).click();
      await expect(page).toHaveURL(/lng=en/);
      await expectEnglish(page);

      await page.goto('/reksadana');
      await expectEnglish(page);

      await switchLink(page).click();
      await expect(page).toHaveURL(/lng=id/);
      await expectIndonesian(page);
      await page.goto('/reksadana');
      await expectIndonesian(page);
    } finally {
      await context.close();
    }
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the localized page in both languages', async ({ page, guard }) => {
    // Chromium logs the document's own 404 status; that one is the point of this test.
    guard.allow(/status of 404/, /\/halaman-yang-tidak-ada/);

    const response = await page.goto('/halaman-yang-tidak-ada');
    expect(response?.status()).toBe(404);
    await expect(html(page)).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Halaman tidak ditemukan');
    await expect(page).toHaveTitle('Halaman tidak ditemukan · Celengan');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/reksadana');
    // Inside the shell: header and footer are there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('footer-disclaimer')).toBeAttached();

    const english = await page.goto('/halaman-yang-tidak-ada/lagi?lng=en');
    expect(english?.status()).toBe(404);
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Celengan');
  });

  test('following the way home from the 404 page leads to the landing', async ({ page, guard }) => {
    guard.allow(/status of 404/, /\/tidak-ada$/);
    await page.goto('/tidak-ada');
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke beranda' }).click();
    await expect(page).toHaveURL(/\/reksadana$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investasi reksa dana mulai Rp 10.000');
  });
});

test.describe('mobile-app webview', () => {
  test('?app=1 hides the footer and app-store links, remembers it, and ?app=0 restores them', async ({ page }) => {
    const footer = page.getByTestId('site-footer');
    // The hero's (the landing's download section has a second set, hidden alike).
    const stores = page.locator('#hero').getByTestId('app-store-links');
    const anyStores = page.getByTestId('app-store-links');

    await page.goto('/reksadana');
    await expect(footer).toBeAttached();
    await expect(page.getByTestId('footer-disclaimer')).toContainText('Otoritas Jasa Keuangan (OJK)');
    await expect(stores).toBeVisible();
    await expect(stores.getByRole('link')).toHaveCount(2);

    await page.goto('/reksadana?app=1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer).toHaveCount(0);
    await expect(anyStores).toHaveCount(0);
    // The regulatory disclaimer stays (decision 018).
    await expect(page.getByTestId('footer-disclaimer')).toContainText('Otoritas Jasa Keuangan (OJK)');

    // Remembered by a cookie: without the query, and after a reload.
    await page.goto('/reksadana');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer).toHaveCount(0);
    await expect(anyStores).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(footer).toHaveCount(0);

    await page.goto('/reksadana?app=0');
    await expect(footer).toBeAttached();
    await expect(stores).toBeVisible();
    await page.goto('/reksadana');
    await expect(footer).toBeAttached();
    await expect(stores).toBeVisible();
  });
});

test.describe('navigation by screen width', () => {
  test('bottom navigation under 768 px, main navigation from 768 px', async ({ page }, testInfo) => {
    await page.goto('/reksadana');
    const bottomNav = page.getByRole('navigation', { name: 'Navigasi bawah' });
    const mainNav = page.getByRole('navigation', { name: 'Navigasi utama' });
    const width = viewportOf(testInfo).width;

    if (width < 768) {
      await expect(bottomNav).toBeVisible();
      await expect(mainNav).toBeHidden();
      await expect(bottomNav.getByRole('link')).toHaveText(['Beranda', 'Portofolio', 'Akun']);
      await expect(bottomNav.getByRole('link', { name: 'Beranda' })).toHaveAttribute('aria-current', 'page');
      for (const link of await bottomNav.getByRole('link').all()) {
        const box = await link.boundingBox();
        expect(box?.height ?? 0, 'touch target height').toBeGreaterThanOrEqual(44);
      }
      // Nothing hides behind the bar: at the very bottom, the footer's last line is above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const navBox = await bottomNav.boundingBox();
      const lastLine = await page.getByTestId('site-footer').locator('p').last().boundingBox();
      expect(navBox && lastLine).toBeTruthy();
      expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(navBox!.y);
    } else {
      await expect(bottomNav).toBeHidden();
      await expect(mainNav).toBeVisible();
      await expect(mainNav.getByRole('link', { name: 'Portofolio' })).toBeVisible();
    }
  });

  test('in the app webview the page still ends above the bottom navigation', async ({ page }, testInfo) => {
    await page.goto('/reksadana?app=1');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    // The last block is the disclaimer's footer (decision 018).
    const last = page.getByTestId('app-footer');
    await expect(last).toBeVisible();
    const bottomNav = page.getByTestId('bottom-nav');
    if (viewportOf(testInfo).width < 768) {
      await expect(bottomNav).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const navBox = await bottomNav.boundingBox();
      const lastBox = await last.boundingBox();
      expect(navBox && lastBox).toBeTruthy();
      expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(navBox!.y + 0.5);
    } else {
      await expect(bottomNav).toBeHidden();
      // No room kept for a bar that is not there: the page ends where its last block ends.
      const gap = await page.evaluate(
        () => document.documentElement.scrollHeight - (document.querySelector('[data-testid="app-footer"]')!.getBoundingClientRect().bottom + window.scrollY),
      );
      expect(gap).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('landing', () => {
  test('sections hero, keuntungan and kategori come in that order, with working links', async ({ page }) => {
    await page.goto('/reksadana');
    const ids = await page
      .getByRole('main')
      .locator('section[id]')
      .evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.filter((id) => ['hero', 'keuntungan', 'kategori'].includes(id))).toEqual(['hero', 'keuntungan', 'kategori']);
    expect(ids.indexOf('hero')).toBe(0);

    await expect(page.locator('#hero').getByRole('link', { name: /Mulai Investasi/ })).toHaveAttribute(
      'href',
      '/mulai-investasi?target=%2Freksadana',
    );
    await expect(page.locator('#keuntungan').getByRole('listitem')).toHaveCount(4);
    const categories = page.locator('#kategori').getByRole('link');
    await expect(categories).toHaveCount(4);
    expect(await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/reksadana/pasar-uang',
      '/reksadana/pendapatan-tetap',
      '/reksadana/campuran',
      '/reksadana/saham',
    ]);
    await expect(page.locator('#kategori')).toContainText('Risiko');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /mulai Rp 10.000/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/reksadana');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Lewati ke konten utama' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('signed in', () => {
  test('the header shows the user menu with the first name, and signs out through it', async ({ page }, testInfo) => {
    // The sign-in form of issue 2: a plain form posting `email` and `password`.
    await page.goto('/signin');
    await page.locator('input[name="email"]').fill('sales@celengan.test');
    await page.locator('input[name="password"]').fill('celengan123');
    await page.locator('form:has(input[name="password"]) [type="submit"]').click();

    const banner = page.getByRole('banner');
    await expect(banner.getByTestId('user-menu')).toHaveText('Sari');
    await expect(banner.getByTestId('sign-in-link')).toHaveCount(0);
    await page.goto('/reksadana');
    await expect(page.getByTestId('landing-greeting')).toContainText('Halo, Sari!');

    // The menu opens, stays inside the screen, closes on Escape.
    const menuButton = banner.locator('summary');
    await menuButton.click();
    const account = banner.getByRole('link', { name: 'Akun saya' });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute('href', '/me');
    const box = await banner.locator('details > div').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewportOf(testInfo).width);
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await banner.getByRole('button', { name: 'Keluar' }).click();
    await expect(banner.getByTestId('sign-in-link')).toHaveText('Masuk');
    await expect(banner.getByTestId('user-menu')).toHaveCount(0);
    await page.reload();
    await expect(banner.getByTestId('user-menu')).toHaveCount(0);
  });
});
