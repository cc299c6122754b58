// From sign-up to a first purchase (issue 14 "Tests that must exist"), at 375 and 1280 px with axe on the pages
// this journey adds: a new person signs up, verifies the email with the link from the outbox, fills the six
// registration steps with the fixture images and sends them; the operator approves the registration in the
// browser; the investor then creates the transaction PIN, adds an IDR bank account (pending until the operator
// verifies it), and buys a fund in the cart dialog, which asks for the PIN before the order is placed.
//
// Each run signs up from an address of its own (X-Forwarded-For, trusted from loopback): sign-up allows ten an
// hour per client (decision 030).
import { randomInt } from 'node:crypto';
import { fundDetailPath } from '../../app/domain/fund-catalogue';
import { expect, expectNoViolations, PASSWORD, queryOne, test } from './support/fixtures';
import { clientAddress, drawSignature, expectStep, fillBankAccount, fillPersonalData, FIXTURES, newPerson, signUpAndSignIn } from './support/registration';

const OPERATOR = 'operator@celengan.test';
/** A PIN the rules accept (not one digit repeated, not a straight run). */
const NEW_PIN = '258147';

/** An IDR money-market fund open to buying: no risk warning for any investor. */
const moneyMarketFund = () =>
  queryOne<{ id: number; slug: string; type: 'PASAR_UANG' }>(
    "SELECT id, slug, type FROM funds WHERE type = 'PASAR_UANG' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });

test('a new person signs up, registers, is approved by the operator, creates a PIN, adds a bank account and buys with the PIN', async ({ page, browser, baseURL, viewport }) => {
  test.setTimeout(150_000);
  const person = newPerson();
  await signUpAndSignIn(page, person);
  const { id: userId } = queryOne<{ id: number }>('SELECT id FROM users WHERE email = ?', person.email);

  // The email's link, as the mailer would deliver it (buying needs a verified email, decision 039).
  const { bodyText } = queryOne<{ bodyText: string }>(
    "SELECT body_text AS bodyText FROM outbox_emails WHERE user_id = ? AND kind = 'EMAIL_VERIFICATION' ORDER BY id DESC LIMIT 1",
    userId,
  );
  const link = new URL(/https?:\/\/\S+email-berhasil-diverifikasi\?token=[\w-]+/.exec(bodyText)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  expect(queryOne<{ verified: number }>('SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ?', userId).verified).toBe(1);

  // The six steps and the send.
  await page.goto('/reksadana/registrasi/informasi');
  await page.getByTestId('registration-start').click();
  await expectStep(page, 1);
  await page.getByTestId('step-save').click();
  await expectStep(page, 2);
  await fillPersonalData(page, person);
  await page.getByTestId('step-save').click();
  await expectStep(page, 3);
  await fillBankAccount(page, person);
  await page.getByTestId('step-save').click();
  await expectStep(page, 4);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/id-card.jpg`);
  await page.getByTestId('step-save').click();
  await expectStep(page, 5);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/selfie.jpg`);
  await page.getByTestId('step-save').click();
  await expectStep(page, 6);
  await drawSignature(page);
  await page.getByTestId('step-save').click();
  await expect(page).toHaveURL(/\/reksadana\/registrasi\/identitas$/);
  await page.getByTestId('send-consent').check();
  await page.getByTestId('send-registration').click();
  await expect(page.getByTestId('step-registrasi')).toHaveAttribute('data-state', 'DONE');

  // Sent, not verified: the investor cannot buy yet.
  expect(queryOne<{ status: string }>('SELECT mutual_fund_kyc_status AS status FROM users WHERE id = ?', userId).status).toBe('pendingVerification');

  // The operator, in a browser of their own, approves it.
  const operatorContext = await browser.newContext({ viewport: viewport ?? undefined, locale: 'id-ID', baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });
  const operator = await operatorContext.newPage();
  await operator.goto('/signin?target=%2Foperator%2Fkyc');
  await operator.getByLabel('Email').fill(OPERATOR);
  await operator.getByLabel('Kata sandi').fill(PASSWORD);
  await operator.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(operator).toHaveURL(/\/operator\/kyc$/);
  await expect(operator.locator(`[data-testid="operator-kyc-entry"][data-email="${person.email}"]`)).toBeVisible();
  await operator.goto(`/operator/kyc/${userId}`);
  await expect(operator.getByTestId('operator-kyc-nik')).toHaveText(person.nik);
  await operator.locator('#kyc-approve').getByLabel('Saya sudah memeriksa data dan dokumen di atas.').check();
  await operator.getByTestId('operator-approve').click();
  await expect(operator.getByTestId('operator-kyc-status')).toHaveText('Terverifikasi');
  await operatorContext.close();

  // The investor sees the verification and creates the PIN it offers.
  await page.goto('/reksadana');
  await expect(page.getByTestId('step-selesai')).toHaveAttribute('data-state', 'DONE');
  await page.goto('/me/pin/create?target=%2Fme%2Frekening-saya');
  await expectNoViolations(page);
  await page.getByLabel('PIN baru', { exact: true }).fill(NEW_PIN);
  await page.getByLabel('Ulangi PIN baru').fill(NEW_PIN);
  await page.getByTestId('pin-create-submit').click();

  // The registration's account is verified with the registration; a second IDR account waits for the operator.
  await expect(page).toHaveURL(/\/me\/rekening-saya/);
  await expect(page.getByTestId('bank-account').first().getByTestId('bank-account-status')).toHaveText('Terverifikasi');
  await page.getByTestId('bank-accounts-add').click();
  await page.getByTestId('add-bank-account-bank').selectOption('BCA');
  await page.getByTestId('add-bank-account-number').fill(`${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}5`);
  await page.getByTestId('add-bank-account-holder').fill(person.name);
  await expectNoViolations(page);
  await page.getByTestId('add-bank-account-submit').click();
  await expect(page.getByTestId('bank-accounts-notice')).toContainText('Rekening ditambahkan');
  await expect(page.getByTestId('bank-account')).toHaveCount(2);
  await expect(page.getByTestId('bank-account').getByTestId('bank-account-status').filter({ hasText: 'Menunggu verifikasi' })).toHaveCount(1);

  // A first purchase: the cart dialog asks for the PIN, then the order waits for payment.
  await page.goto(fundDetailPath(moneyMarketFund()));
  await page.getByTestId('buy-button').click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  // A first purchase has no portfolio yet: the investor names the new one it will go into.
  await dialog.getByTestId('cart-dialog-change-portfolio').click();
  await dialog.getByLabel('Nama portofolio baru').fill('Dana Pertama');
  await dialog.getByTestId('cart-dialog-new-portfolio').click();
  await expect(dialog.getByTestId('cart-dialog-portfolio')).toHaveText('Portofolio baru: Dana Pertama');
  await dialog.getByTestId('cart-dialog-amount').fill('150000');
  await dialog.getByTestId('cart-dialog-buy').click();
  await expect(dialog).toHaveAttribute('data-step', 'SUMMARY');
  await dialog.getByTestId('cart-dialog-terms').check();
  await dialog.getByTestId('cart-dialog-pay').click();
  await expect(dialog).toHaveAttribute('data-step', 'PIN');
  await expectNoViolations(page);
  await dialog.getByTestId('cart-dialog-pin-input').fill(NEW_PIN);
  await dialog.getByTestId('cart-dialog-pin-submit').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(queryOne<{ name: string }>('SELECT p.name FROM orders o JOIN portfolios p ON p.id = o.portfolio_id WHERE o.id = ?', orderId).name).toBe('Dana Pertama');
  expect(queryOne<{ userId: number; amount: number; status: string }>('SELECT user_id AS userId, amount, status FROM orders WHERE id = ?', orderId)).toEqual({
    userId,
    amount: 150_000,
    status: 'WAITING_PAYMENT',
  });
});
