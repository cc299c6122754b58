// Bank accounts in the browser (issue 14 item 3; decisions 047, 048), at 375 px and 1280 px: an investor
// adds an IDR account on /me/tambah-rekening (the number's length for the chosen bank said as one types,
// a holder name that is not the KYC name refused, an outcome of spec funds §8 shown above the form) and
// finds it PENDING on /me/rekening-saya, with the axe check; the same without JavaScript as plain posts (with
// the passbook photo), and a pending account deleted. Each test has an account of its own (a copy of baru@, "Bayu Pratama").
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, queryAll, signIn, test } from './support/fixtures';

const accountsOf = (email: string) =>
  queryAll<{ account_number: string; status: string; currency: string; is_default: number }>(
    'SELECT b.account_number, b.status, b.currency, b.is_default FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = ? ORDER BY b.id',
    email,
  );

test('adds an IDR account: length per bank as one types, a name that is not the KYC name refused, a §8 outcome, then PENDING in the list', async ({ page, guard }, testInfo) => {
  // The server's refusals answer 400 (a field) and 422 (an outcome of §8), as the page's data.
  guard.allow(/status of (400|422)/, /\/me\/tambah-rekening\.data$/);
  const email = accountLike('baru@celengan.test');
  await signIn(page, email, '/me/rekening-saya');
  await expect(page.getByTestId('bank-accounts-empty')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('bank-accounts-add').click();
  await expect(page).toHaveURL(/\/me\/tambah-rekening$/);
  await expect(page).toHaveTitle('Tambah Rekening · Celengan');

  const form = page.getByTestId('add-bank-account-page');
  await page.getByTestId('add-bank-account-bank').selectOption('BRI');
  await expect(form).toContainText('15 digit untuk bank ini');
  await page.getByTestId('add-bank-account-number').fill('0123456789');
  await page.getByTestId('add-bank-account-number').blur();
  await expect(form.getByText('Nomor rekening bank ini terdiri dari 15 digit')).toBeVisible();
  await page.getByTestId('add-bank-account-bank').selectOption('BCA');
  await expect(form.getByText('Nomor rekening bank ini terdiri dari 15 digit')).toHaveCount(0);

  // A name that is not the one on the ID card: refused by the server, beside the field.
  await page.getByTestId('add-bank-account-holder').fill('BAYU PRATAMA PUTRA');
  await page.getByTestId('add-bank-account-submit').click();
  await expect(form.getByText('Nama pemilik rekening harus sama dengan nama sesuai KTP Anda')).toBeVisible();
  await expect(page.getByTestId('add-bank-account-holder')).toHaveAttribute('aria-invalid', 'true');

  // The simulated bank blocks numbers ending in 9994 (decision 047).
  await page.getByTestId('add-bank-account-holder').fill('Bpk. Bayu Pratama');
  await page.getByTestId('add-bank-account-number').fill('0123459994');
  await page.getByTestId('add-bank-account-submit').click();
  await expect(page.getByTestId('add-bank-account-error')).toHaveText('Rekening ini sedang diblokir oleh bank. Gunakan rekening lain.');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('add-bank-account.png'), fullPage: true });

  await page.getByTestId('add-bank-account-number').fill('0123 4567 89');
  await page.getByTestId('add-bank-account-submit').click();
  await expect(page).toHaveURL(/\/me\/rekening-saya\?done=added$/);
  await expect(page.getByTestId('bank-accounts-notice')).toContainText('Rekening ditambahkan');
  const account = page.getByTestId('bank-account');
  await expect(account).toHaveCount(1);
  await expect(account.getByRole('heading', { level: 3 })).toHaveText('Bank Central Asia');
  await expect(account.getByTestId('bank-account-number')).toHaveText('•••• 6789');
  await expect(account.getByTestId('bank-account-status')).toHaveText('Menunggu verifikasi');
  await expect(account).toContainText('Utama');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('bank-accounts.png'), fullPage: true });
  expect(accountsOf(email)).toEqual([{ account_number: '0123456789', status: 'PENDING', currency: 'IDR', is_default: 1 }]);

  // The same number again: the §8 "exists" outcome.
  await page.getByTestId('bank-accounts-add').click();
  await page.getByTestId('add-bank-account-bank').selectOption('BCA');
  await page.getByTestId('add-bank-account-number').fill('0123456789');
  await page.getByTestId('add-bank-account-holder').fill('BAYU PRATAMA');
  await page.getByTestId('add-bank-account-submit').click();
  await expect(page.getByTestId('add-bank-account-error')).toHaveText('Nomor rekening ini sudah terdaftar di akun Anda.');
});

test('without JavaScript: adds an account by a plain post, sees the errors, and deletes it', async ({ browser, guard }, testInfo) => {
  const email = accountLike('baru@celengan.test');
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  // A refused form is answered 400 with the form and its messages (the page of a plain post).
  guard.allow(/status of 400/, /\/me\/tambah-rekening$/);
  await signIn(page, email, '/me/tambah-rekening');
  await page.getByTestId('add-bank-account-bank').selectOption('MANDIRI');
  await page.getByLabel('Dolar AS (USD)').check();
  await page.getByTestId('add-bank-account-number').fill('0123456789');
  await page.getByTestId('add-bank-account-holder').fill('BAYU PRATAMA');
  await page.getByTestId('add-bank-account-submit').click();
  // The schema's answer, from the server.
  await expect(page.getByText('Nomor rekening bank ini terdiri dari 13 digit')).toBeVisible();
  await expect(page.getByTestId('add-bank-account-bank')).toHaveValue('MANDIRI');
  await page.getByTestId('add-bank-account-number').fill('1234567890123');
  // The passbook photo goes with the plain multipart post.
  await page.getByTestId('add-bank-account-passbook').setInputFiles('tests/fixtures/kyc/passbook.jpg');
  await page.getByTestId('add-bank-account-submit').click();
  await expect(page).toHaveURL(/\/me\/rekening-saya\?done=added$/);
  const account = page.getByTestId('bank-account');
  await expect(account).toHaveCount(1);
  await expect(page.getByTestId('bank-accounts-USD')).toContainText('Bank Mandiri');
  await expect(account.getByTestId('bank-account-status')).toHaveText('Menunggu verifikasi');
  expect(accountsOf(email)).toEqual([{ account_number: '1234567890123', status: 'PENDING', currency: 'USD', is_default: 1 }]);
  expect(
    queryAll('SELECT d.kind FROM bank_accounts b JOIN kyc_documents d ON d.id = b.passbook_document_id JOIN users u ON u.id = b.user_id WHERE u.email = ?', email),
  ).toEqual([{ kind: 'PASSBOOK' }]);

  await account.getByTestId('bank-account-delete').click();
  await expect(page).toHaveURL(/\/me\/rekening-saya\?done=deleted$/);
  await expect(page.getByTestId('bank-accounts-notice')).toHaveText('Rekening dihapus.');
  await expect(page.getByTestId('bank-accounts-empty')).toBeVisible();
  expect(accountsOf(email)).toEqual([]);
  await page.context().close();
});

test('a visitor is sent to sign in first', async ({ page }) => {
  await page.goto('/me/tambah-rekening');
  await expect(page).toHaveURL(/\/signin\?target=%2Fme%2Ftambah-rekening$/);
});
