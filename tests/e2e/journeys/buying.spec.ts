// Buying end to end (issue 5 "Playwright"): the investor buys a stock fund with a coupon from its page
// (the cart dialog with JavaScript, the cart's pages without),
// pays with the demo's simulate button, the operator publishes the NAV (`npm run cli -- nav:publish`),
// and the units show in the order detail and the landing summary: once with JavaScript (375 px) and once
// without (1280 px). These run after every other browser test (playwright.config.ts "journeys"), since
// publishing a NAV moves every fund's figures.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../../playwright.config';
import { fundDetailPath } from '../../../app/domain/fund-catalogue';
import { DEMO_PIN, enterPinInDialog, expect, pageWithoutJavaScript, signIn, queryOne, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

/** An IDR stock fund open to buying, with a page of its own. */
const stockFund = () =>
  queryOne<{ id: number; slug: string; type: 'SAHAM' }>(
    "SELECT id, slug, type FROM funds WHERE type = 'SAHAM' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );

const orderStatus = (orderId: number) => queryOne<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId).status;

/**
 * The operator's daily cycle: publish the next exchange day's NAV until the order's NAV date is published
 * (however many exchange days lie between the seed's last NAV and it: a run that crosses a day needs one
 * more), then the order has its units.
 */
function publishUntilSettled(orderId: number) {
  const { navDate } = queryOne<{ navDate: string }>('SELECT nav_date AS navDate FROM orders WHERE id = ?', orderId);
  const published = () => queryOne<{ latest: string }>('SELECT max(nav_date) AS latest FROM fund_navs').latest;
  // A bound against a loop that publishes without end: the NAV date is a few exchange days ahead at most.
  for (let i = 0; i < 10 && published() < navDate; i++) {
    execFileSync('npx', ['tsx', 'seeds/cli.ts', 'nav:publish'], { env: { ...process.env, DATABASE_PATH: E2E_DATABASE }, stdio: 'pipe' });
  }
  expect(orderStatus(orderId)).toBe('COMPLETED');
}

const summaryTotal = async (page: Page) => Number((await page.getByTestId('summary-total').innerText()).replace(/\D/g, ''));

/** Without JavaScript: the cart's pages, from the fund page's buy panel. */
async function buyOnPages(page: Page, amount: string) {
  const fund = stockFund();
  await page.goto(`${fundDetailPath(fund)}?beli=1#beli`);
  await page.getByTestId('buy-continue').click();
  await expect(page.getByTestId('cart-form')).toBeVisible();
  await page.getByLabel('Dana Darurat').check();
  await page.getByTestId('cart-amount').fill(amount);
  await page.getByTestId('cart-coupon').fill('hemat25');
  await page.getByTestId('cart-continue').click();
  // A moderate investor buying a stock fund: the risk warning first (spec funds §4.2).
  await page.getByTestId('cart-risk-accept').click();
  await expect(page.getByTestId('cart-summary')).toBeVisible();
  await expect(page.getByTestId('cart-coupon-line')).toContainText('HEMAT25');
  await expect(page.getByTestId('cart-nav-date')).toContainText('NAV tanggal');
  await expect(page.getByTestId('cart-pay-amount')).toHaveText(`Rp ${amount}`);
  await page.getByTestId('cart-terms').check();
  // The transaction PIN, asked once per 15 minutes of a session (issue 14 item 5).
  await page.getByTestId('cart-pin').fill(DEMO_PIN);
  await page.getByTestId('cart-pay').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** With JavaScript: the cart dialog the fund page's buy button opens (tests/e2e/cart-dialog.spec.ts has its details). */
async function buyInDialog(page: Page) {
  const fund = stockFund();
  await page.goto(fundDetailPath(fund));
  await page.getByTestId('buy-button').click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  await dialog.getByTestId('cart-dialog-quick-1000000').click();
  await dialog.getByTestId('cart-dialog-buy').click();
  await expect(dialog).toHaveAttribute('data-step', 'RISK_WARNING');
  await dialog.getByTestId('cart-dialog-risk-continue').click();
  await expect(dialog).toHaveAttribute('data-step', 'SUMMARY');
  await dialog.getByTestId('cart-dialog-summary-promo').click();
  await dialog.getByLabel('Masukkan kode promo').fill('hemat25');
  await dialog.getByTestId('cart-dialog-promo-use').click();
  await expect(dialog.getByTestId('cart-dialog-coupon-line')).toContainText('HEMAT25');
  await dialog.getByTestId('cart-dialog-terms').check();
  await dialog.getByTestId('cart-dialog-pay').click();
  await enterPinInDialog(dialog);
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function payAndSettle(page: Page, orderId: number) {
  await expect(page.getByTestId('payment-page')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('payment-va')).toHaveText(/^\d{16}$/);
  await expect(page.getByTestId('payment-instructions').locator('li').first()).toBeVisible();
  await page.getByTestId('payment-simulate').click();
  await expect(page.getByTestId('payment-page')).toHaveAttribute('data-status', 'PAID');
  await expect(page.getByTestId('payment-nav-date')).toBeVisible();
  publishUntilSettled(orderId);
  await page.getByTestId('payment-refresh').or(page.getByTestId('payment-order-link')).first().click();
  await page.goto(`/me/order/${orderId}`);
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'COMPLETED');
  const units = page.getByTestId('order-item-units');
  await expect(units).toHaveText(/^\d{1,3}(\.\d{3})*,\d{4}$/);
  const row = queryOne<{ units: number }>('SELECT units FROM order_items WHERE order_id = ?', orderId);
  expect(row.units).toBeGreaterThan(0);
}

test('with JavaScript: buy with a coupon, pay, publish the NAV, and see the units', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'investor@celengan.test');
  const before = await summaryTotal(page);
  const orderId = await buyInDialog(page);
  const cashbackBefore = queryOne<{ cashback_amount: number }>("SELECT cashback_amount FROM users WHERE email = 'investor@celengan.test'").cashback_amount;
  await payAndSettle(page, orderId);
  expect(queryOne<{ coupon_code: string }>('SELECT coupon_code FROM orders WHERE id = ?', orderId).coupon_code).toBe('HEMAT25');
  // The coupon's cashback went to the cashback balance with the units (decision 027), and the order says so.
  await expect(page.getByTestId('order-coupon-cashback')).toContainText('Masuk ke saldo cashback');
  expect(queryOne<{ credited: number | null }>('SELECT coupon_cashback_credited_at AS credited FROM orders WHERE id = ?', orderId).credited).not.toBeNull();
  // Other paid HEMAT25 orders of the investor (tests/e2e/cart-dialog.spec.ts) may complete with the same NAV.
  expect(queryOne<{ cashback_amount: number }>("SELECT cashback_amount FROM users WHERE email = 'investor@celengan.test'").cashback_amount).toBeGreaterThanOrEqual(cashbackBefore + 25_000);
  await page.goto('/reksadana');
  // The new units count in the summary (the NAV moved too, so only "more than before, less the fee" is exact enough).
  expect(await summaryTotal(page)).toBeGreaterThan(before);
});

test('without JavaScript: the same purchase as plain pages and forms', async ({ browser, guard }) => {
  const page = await pageWithoutJavaScript(browser, guard, { width: 1280, height: 800 });
  await signIn(page, 'investor@celengan.test');
  const before = await summaryTotal(page);
  const orderId = await buyOnPages(page, '2.000.000');
  await payAndSettle(page, orderId);
  await page.goto('/reksadana');
  expect(await summaryTotal(page)).toBeGreaterThan(before);
  await page.context().close();
});
