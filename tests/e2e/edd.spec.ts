// Extra due diligence in the browser (issue 14 item 6; decision 049), at 375 px and 1280 px: a high-risk
// investor without EDD (a copy of edd@, with a verified IDR account) finds the fund page's buy box asking
// for EDD, answers the four questions (the other accounts asked for only after a "yes"), is led back to
// the fund page, and can now open the cart; with the axe check. And the same answers without JavaScript.
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../../playwright.config';
import { fundDetailPath } from '../../app/domain/fund-catalogue';
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

/** An IDR money-market fund open to buying. */
const fund = () =>
  queryOne<{ id: number; slug: string; type: 'PASAR_UANG' }>(
    "SELECT id, slug, type FROM funds WHERE type = 'PASAR_UANG' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );

/** A copy of edd@ (verified, KYC risk high, EDD not filled) with a verified IDR account, as edd@ has. */
function eddAccount(): string {
  const email = accountLike('edd@celengan.test');
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
       SELECT (SELECT id FROM users WHERE email = ?), b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
         FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = 'edd@celengan.test'`,
    ).run(email);
  } finally {
    db.close();
  }
  return email;
}

const hasFilledEdd = (email: string) => queryOne<{ has_filled_edd: number }>('SELECT has_filled_edd FROM users WHERE email = ?', email).has_filled_edd === 1;

test('a high-risk investor fills EDD from the fund page, comes back to it and can open the cart', async ({ page }, testInfo) => {
  const email = eddAccount();
  const fundPath = fundDetailPath(fund());
  await signIn(page, email, fundPath);
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-state', 'EDD_REQUIRED');
  await page.getByTestId('buy-box').getByRole('link').click();
  await expect(page).toHaveURL(/\/reksadana\/registrasi\/edd$/);
  await expect(page).toHaveTitle('Data Tambahan Nasabah · Celengan');
  await expectNoViolations(page);

  await page.getByLabel('Sumber dana untuk berinvestasi').selectOption('SALARY');
  await page.getByLabel('Tujuan investasi').selectOption('RETIREMENT');
  await page.getByLabel('Perkiraan total transaksi per tahun').selectOption('FROM_100M_TO_500M');
  await page.getByTestId('edd-other-no').check();
  await expect(page.getByTestId('edd-other-accounts')).toHaveCount(0);
  await page.getByTestId('edd-other-yes').check();
  await page.getByTestId('edd-submit').click();
  await expect(page.getByText('Sebutkan rekening lain yang Anda miliki')).toBeVisible();
  await page.getByTestId('edd-other-accounts').fill('BNI, Mandiri Sekuritas');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('edd.png'), fullPage: true });
  await page.getByTestId('edd-submit').click();

  await expect(page).toHaveURL((url) => url.pathname === fundPath);
  expect(hasFilledEdd(email)).toBe(true);
  await expect(page.getByTestId('buy-box')).toHaveAttribute('data-state', 'BUY');
  // The purchase flag opens the cart dialog over the page (decision 022).
  await page.getByTestId('buy-button').click();
  await expect(page.getByTestId('cart-dialog')).toHaveAttribute('data-step', 'FORM');
});

test('without JavaScript: the answers are a plain post, and the page leads back to the landing', async ({ browser, guard }, testInfo) => {
  const email = eddAccount();
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, email, '/reksadana/registrasi/edd');
  await page.getByLabel('Sumber dana untuk berinvestasi').selectOption('BUSINESS');
  await page.getByLabel('Tujuan investasi').selectOption('SAVINGS');
  await page.getByLabel('Perkiraan total transaksi per tahun').selectOption('UNDER_100M');
  await page.getByTestId('edd-other-no').check();
  await page.getByTestId('edd-submit').click();
  await expect(page).toHaveURL(/\/reksadana$/);
  expect(hasFilledEdd(email)).toBe(true);
  // The answers are there to update.
  await page.goto('/reksadana/registrasi/edd');
  await expect(page.getByTestId('edd-filled')).toBeVisible();
  await expect(page.getByLabel('Tujuan investasi')).toHaveValue('SAVINGS');
  await page.context().close();
});
