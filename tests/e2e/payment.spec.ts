// The payment page of an unpaid order (issue 13 item 14), at 375 px and 1280 px: the virtual account
// number's copy button (with JavaScript and the clipboard API; the number stays selectable text without
// them), its "Disalin" confirmation said aloud, and the order list's pay link named by its visible words
// first (WCAG 2.5.3). The order is placed through the buying API for an account of this test's own.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { accountLike, DEMO_PIN, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

/** An IDR fund open to buying with a minimum of at most Rp 100.000. */
const fund = () =>
  queryOne<{ id: number }>(
    "SELECT id FROM funds WHERE currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL AND minimum_initial_subscription_amount <= 100000 ORDER BY id LIMIT 1",
  );

/** Gives the account a copy of the demo investor's verified bank accounts (a buy needs one in its currency, spec funds §6). */
function copyBankAccounts(email: string) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
       SELECT (SELECT id FROM users WHERE email = ?), b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
         FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = 'investor@celengan.test'`,
    ).run(email);
  } finally {
    db.close();
  }
}

/** Places an unpaid order into a new portfolio through the buying API (the page's cookies sign it). */
async function placeOrder(page: Page): Promise<number> {
  const response = await page.request.post('/api/v2/mutual-funds/subscribe?version=2.1', {
    headers: { Origin: new URL(page.url()).origin, 'Idempotency-Key': randomUUID() },
    data: { amount: 100_000, portfolioId: null, portfolioName: 'Salin VA', mutualFundIds: [fund().id], useCashback: false, couponCode: null, source: 'WEB', pin: DEMO_PIN },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { orderId: number } }).data.orderId;
}

test('copies the virtual account number and says "Disalin"; without JavaScript the number is selectable text', async ({ page, context, browser, guard, baseURL }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const email = accountLike('investor@celengan.test');
  copyBankAccounts(email);
  await signIn(page, email);
  const orderId = await placeOrder(page);

  await page.goto(`/payment/${orderId}`);
  const number = (await page.getByTestId('payment-va').innerText()).trim();
  expect(number).toMatch(/^\d{16}$/);
  const copy = page.getByRole('button', { name: 'Salin nomor virtual account' });
  await expect(copy).toHaveText('Salin');
  await expect(page.getByTestId('payment-va-copy-status')).toHaveAttribute('aria-live', 'polite');
  await copy.click();
  await expect(page.getByTestId('payment-va-copy-status')).toHaveText('Disalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
  await expectNoViolations(page);

  // The order list's pay link: "Bayar sekarang" starts its accessible name (WCAG 2.5.3).
  await page.goto('/me/order');
  const pay = page.getByTestId('orders-row-pay').first();
  await expect(pay).toHaveText('Bayar sekarang');
  await expect(pay).toHaveAccessibleName(/^Bayar sekarang untuk transaksi \S+$/);
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);

  const plain = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(plain, email, `/payment/${orderId}`);
  await expect(plain.getByTestId('payment-va')).toHaveText(number);
  await expect(plain.getByTestId('payment-va')).toHaveCSS('user-select', 'all');
  await expect(plain.getByTestId('payment-va-copy')).toHaveCount(0);
  await plain.context().close();
});
