// The transaction PIN in the browser (issue 14 item 5; decisions 050-052), at 375 px and 1280 px with axe:
// a verified investor without a PIN creates one from the landing's verification popup; an investor buys
// with the cart dialog's PIN step (a wrong PIN first: the tries left); three wrong PINs lead to the blocked
// page, in WIB; without JavaScript the PIN pages are plain forms. Each test has an account of its own
// (accountLike), so no demo account's PIN is ever blocked or set for the other tests.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { fundDetailPath } from '../../app/domain/fund-catalogue';
import { accountLike, DEMO_PIN, enterPinInDialog, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

/** An IDR stock fund open to buying. */
const stockFund = () =>
  queryOne<{ id: number; slug: string; type: 'SAHAM'; name: string }>(
    "SELECT id, slug, type, name FROM funds WHERE type = 'SAHAM' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );

const pinHashOf = (email: string) => queryOne<{ pin_hash: string | null }>('SELECT pin_hash FROM users WHERE email = ?', email).pin_hash;

/**
 * A copy of the demo investor (with the demo PIN) that can buy a fund: the investor's verified bank
 * accounts and a portfolio of its own; the risk warning already dismissed, so the cart goes straight on.
 */
function buyingInvestor(): string {
  const email = accountLike('investor@celengan.test', { has_dismissed_risk_warning_popup: 1, pin_failed_attempts: 0, pin_blocked_until: null });
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const { id } = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    db.prepare(
      `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
       SELECT ?, b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
         FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = 'investor@celengan.test'`,
    ).run(id);
    db.prepare("INSERT INTO portfolios (user_id, name) VALUES (?, 'Tabungan PIN')").run(id);
  } finally {
    db.close();
  }
  return email;
}

/** Opens the cart dialog from the fund's page and goes to the summary of Rp 150.000, terms ticked. */
async function toSummary(page: Page) {
  const fund = stockFund();
  await page.goto(fundDetailPath(fund));
  await page.getByTestId('buy-button').click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  await dialog.getByTestId('cart-dialog-amount').fill('150000');
  await dialog.getByTestId('cart-dialog-buy').click();
  await expect(dialog).toHaveAttribute('data-step', 'SUMMARY');
  await dialog.getByTestId('cart-dialog-terms').check();
  return dialog;
}

test('a verified investor without a PIN creates one from the landing’s verification popup, typed twice', async ({ page }) => {
  const email = accountLike('pin@celengan.test');
  await signIn(page, email);
  const popup = page.getByTestId('popup-SUCCESS_VERIFICATION');
  await popup.getByTestId('popup-create-pin').click();
  await expect(page).toHaveURL(/\/me\/pin\/create$/);
  const form = page.getByTestId('pin-create');
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Buat PIN transaksi');
  await expect(page).toHaveTitle('Buat PIN transaksi · Celengan');
  const pin = page.getByLabel('PIN baru', { exact: true });
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await expect(pin).toHaveAttribute('autocomplete', 'off');
  await expect(pin).toHaveAttribute('type', 'text');
  await expectNoViolations(page);

  // A straight run is refused, as one types (conform and the same schema as the server).
  await pin.fill('123456');
  await page.getByLabel('Ulangi PIN baru').fill('123456');
  await page.getByTestId('pin-create-submit').click();
  await expect(form.getByText('PIN tidak boleh berupa angka berurutan (misalnya 123456 atau 654321)')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);
  expect(pinHashOf(email)).toBeNull();

  await pin.fill(DEMO_PIN);
  await page.getByLabel('Ulangi PIN baru').fill(DEMO_PIN);
  await page.getByTestId('pin-create-submit').click();
  await expect(page).toHaveURL(/\/reksadana$/);
  expect(pinHashOf(email)).toMatch(/^\$argon2id\$/);
  // The create-PIN popup is gone for good; the account page offers to change the PIN.
  await expect(page.getByTestId('popup-CREATE_PIN')).toHaveCount(0);
  await page.goto('/me');
  await expect(page.getByTestId('account-pin')).toHaveText('Ubah PIN');
});

test('an investor buys with the PIN step of the cart: a wrong PIN says the tries left, the right one places the order', async ({ page, guard }) => {
  // The wrong PIN is a 422 of subscribe, which Chromium logs as a failed resource.
  guard.allow(/status of 422/, /\/api\/v2\/mutual-funds\/subscribe\?version=2\.1$/);
  const email = buyingInvestor();
  await signIn(page, email, fundDetailPath(stockFund()));
  const dialog = await toSummary(page);
  await dialog.getByTestId('cart-dialog-pay').click();
  // A new session: the PIN step opens at once, its field focused.
  await expect(dialog).toHaveAttribute('data-step', 'PIN');
  await expect(dialog.getByTestId('cart-dialog-heading')).toHaveText('Masukkan PIN');
  const field = dialog.getByTestId('cart-dialog-pin-input');
  await expect(field).toBeFocused();
  await expect(dialog.getByTestId('cart-dialog-pin-submit')).toBeDisabled();
  await expectNoViolations(page);

  // Letters are not kept; a wrong PIN stays on the step with the tries left.
  await field.pressSequentially('11a1222');
  await expect(field).toHaveValue('111222');
  await dialog.getByTestId('cart-dialog-pin-submit').click();
  await expect(dialog.getByText('PIN salah. Sisa 2 kesempatan sebelum PIN diblokir selama 24 jam.')).toBeVisible();
  await expect(dialog).toHaveAttribute('data-step', 'PIN');
  await expect(field).toHaveValue('');
  expect(queryOne<{ n: number }>('SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?', email).n).toBe(0);
  await expectNoViolations(page);

  // Back returns to the summary; paying again asks again.
  await dialog.getByTestId('cart-dialog-back').click();
  await expect(dialog).toHaveAttribute('data-step', 'SUMMARY');
  await dialog.getByTestId('cart-dialog-pay').click();
  await enterPinInDialog(dialog);
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(queryOne<{ amount: number; status: string }>('SELECT amount, status FROM orders WHERE id = ?', orderId)).toEqual({ amount: 150_000, status: 'WAITING_PAYMENT' });

  // Within 15 minutes this session pays without the PIN step.
  const next = await toSummary(page);
  await next.getByTestId('cart-dialog-pay').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  expect(Number(new URL(page.url()).pathname.split('/').pop())).not.toBe(orderId);
});

test('three wrong PINs block it: the cart says until when and leads to the blocked page', async ({ page, guard }) => {
  guard.allow(/status of 42[23]/, /\/api\/v2\/mutual-funds\/subscribe\?version=2\.1$/);
  const email = buyingInvestor();
  await signIn(page, email, fundDetailPath(stockFund()));
  const dialog = await toSummary(page);
  await dialog.getByTestId('cart-dialog-pay').click();
  for (const [pin, left] of [['111222', 2], ['111333', 1]] as const) {
    await enterPinInDialog(dialog, pin);
    await expect(dialog.getByText(`PIN salah. Sisa ${left} kesempatan sebelum PIN diblokir selama 24 jam.`)).toBeVisible();
  }
  await enterPinInDialog(dialog, '111444');
  await expect(dialog).toHaveAttribute('data-step', 'PIN_BLOCKED');
  await expect(dialog.getByTestId('cart-dialog-heading')).toHaveText('PIN diblokir');
  await expect(dialog.getByTestId('cart-dialog-pin-blocked')).toContainText(/PIN Anda diblokir sampai \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB karena salah dimasukkan 3 kali\./);
  await expect(dialog.getByTestId('cart-dialog-back')).toHaveCount(0);
  await expectNoViolations(page);

  await dialog.getByRole('link', { name: 'Lihat detail' }).click();
  await expect(page).toHaveURL(/\/me\/pin\/blocked$/);
  const blocked = page.getByTestId('pin-blocked');
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('PIN Anda diblokir');
  const until = queryOne<{ until: number }>('SELECT pin_blocked_until AS until FROM users WHERE email = ?', email).until;
  const wib = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(until));
  await expect(blocked).toContainText(wib);
  await expect(blocked).toContainText('WIB');
  await expect(blocked.getByRole('link', { name: 'Lupa PIN? Atur ulang dengan kode OTP' })).toHaveAttribute('href', '/me/pin/forgot');
  await expect(page).toHaveTitle('PIN diblokir · Celengan');
  await expectNoViolations(page);
  expect(queryOne<{ n: number }>('SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?', email).n).toBe(0);
});

test('without JavaScript: the PIN is changed on a plain form, and three wrong current PINs lead to the blocked page', async ({ browser, guard }, testInfo) => {
  // A wrong current PIN answers 422, which Chromium logs as a failed resource.
  guard.allow(/status of 422/, /\/me\/pin\/change$/);
  const email = accountLike('investor@celengan.test', { pin_failed_attempts: 0, pin_blocked_until: null });
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, email, '/me');
  await page.getByTestId('account-pin').click();
  await expect(page).toHaveURL(/\/me\/pin\/change$/);
  await page.getByLabel('PIN saat ini').fill(DEMO_PIN);
  await page.getByLabel('PIN baru', { exact: true }).fill('258369');
  await page.getByLabel('Ulangi PIN baru').fill('258369');
  await page.getByTestId('pin-change-submit').click();
  await expect(page.getByTestId('pin-changed')).toContainText('PIN transaksi Anda sudah diubah.');

  await page.goto('/me/pin/change');
  for (const [current, left] of [['111222', 2], ['111333', 1]] as const) {
    await page.getByLabel('PIN saat ini').fill(current);
    await page.getByLabel('PIN baru', { exact: true }).fill('369258');
    await page.getByLabel('Ulangi PIN baru').fill('369258');
    await page.getByTestId('pin-change-submit').click();
    await expect(page.getByText(`PIN salah. Sisa ${left} kesempatan sebelum PIN diblokir selama 24 jam.`)).toBeVisible();
  }
  await page.getByLabel('PIN saat ini').fill('111444');
  await page.getByLabel('PIN baru', { exact: true }).fill('369258');
  await page.getByLabel('Ulangi PIN baru').fill('369258');
  await page.getByTestId('pin-change-submit').click();
  await expect(page).toHaveURL(/\/me\/pin\/blocked$/);
  await expect(page.getByTestId('pin-blocked')).toContainText('WIB');
  await page.context().close();
});

test('an expired PIN request, and another user’s, say so without a form', async ({ page, guard }) => {
  guard.allow(/status of 404/);
  const email = accountLike('investor@celengan.test');
  await signIn(page, email);
  const response = await page.goto('/me/pin/validate/AAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await page.goto('/me/pin/validate/expired');
  const expired = page.getByTestId('pin-expired');
  await expect(expired.getByRole('heading', { level: 1 })).toHaveText('Permintaan PIN sudah tidak berlaku');
  await expectNoViolations(page);
  await expired.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/reksadana$/);
});
