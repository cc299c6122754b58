// Registration in the browser (issue 14 items 1 and 2; decisions 041-043), at 375 and 1280 px against the production
// build: a new investor signs up, signs in, reads the information page, fills the six steps (the fixture images,
// the signature drawn on the box) and sends the registration, which the landing then shows as sent; the same
// registration with JavaScript disabled, up to sending it. Each page passes the axe check. The steps cannot be
// skipped: a later step's address leads back to the first unsaved one.
//
// Each test signs up from an address of its own (X-Forwarded-For, trusted from loopback): sign-up allows ten an
// hour per client (decision 030), and the other specs sign up too.
import type { Browser } from '@playwright/test';
import { expect, expectNoViolations, PASSWORD, queryOne, test, type ConsoleGuard } from './support/fixtures';
import { clientAddress, drawSignature, expectStep, fillBankAccount, fillPersonalData, FIXTURES, newPerson, signUpAndSignIn } from './support/registration';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });

test('a new investor signs up, fills the six steps and sends the registration; the landing shows it sent', async ({ page, guard }) => {
  test.setTimeout(90_000);
  // The step refusing a text file answers 422 (its message is the test's to find).
  guard.allow(/status of 422/, /\/reksadana\/registrasi\/form\/4\.data/);
  const person = newPerson();
  await signUpAndSignIn(page, person);

  // The information page: what is needed, the consent, the start.
  await expect(page).toHaveTitle('Daftar rekening reksa dana · Celengan');
  await expect(page.getByText('Prosesnya sekitar 3 menit.')).toBeVisible();
  await expect(page.getByTestId('registration-consent')).toContainText('Undang-Undang Nomor 27 Tahun 2022');
  await expectNoViolations(page);
  await page.getByTestId('registration-start').click();

  // Step 1: the account's email is offered.
  await expectStep(page, 1);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(person.email);
  // Never skip ahead: step 4's address leads to the first unsaved step.
  await page.goto('/reksadana/registrasi/form/4');
  await expectStep(page, 1);
  await page.getByTestId('step-save').click();

  // Step 2: live validation as one types, then the data.
  await expectStep(page, 2);
  await page.getByLabel('NIK').fill('1234');
  await page.getByLabel('NIK').blur();
  await expect(page.getByText('NIK harus 16 angka')).toBeVisible();
  await fillPersonalData(page, person);
  await expect(page.getByText('Jenis kelamin (dari NIK): Laki-laki')).toBeVisible();
  // A politically exposed person is asked the position only then.
  await expect(page.getByLabel('Jabatan', { exact: true })).toHaveCount(0);
  await page.getByLabel('Ya, saya sendiri').check();
  await expect(page.getByLabel('Jabatan', { exact: true })).toBeVisible();
  await page.getByLabel('Tidak', { exact: true }).check();
  await expectNoViolations(page);
  await page.getByTestId('step-save').click();

  // Step 3: the bank account with its passbook.
  await expectStep(page, 3);
  await fillBankAccount(page, person);
  await page.getByTestId('step-save').click();

  // Steps 4 and 5: the fixture images; a text file named .jpg is refused by its content first.
  await expectStep(page, 4);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/not-an-image.jpg`);
  await page.getByTestId('step-save').click();
  await expect(page.getByText('File harus berupa foto JPG atau PNG')).toBeVisible();
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/id-card.jpg`);
  await page.getByTestId('step-save').click();
  await expectStep(page, 5);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/selfie.jpg`);
  await page.getByTestId('step-save').click();

  // Step 6: the signature drawn in the box.
  await expectStep(page, 6);
  await expectNoViolations(page);
  await drawSignature(page);
  await page.getByTestId('step-save').click();

  // The review: every field, the state of each, and the send.
  await expect(page).toHaveURL(/\/reksadana\/registrasi\/identitas$/);
  const review = page.getByTestId('registration-identity');
  await expect(review.getByTestId('review-step-2')).toContainText(person.nik);
  await expect(review.getByTestId('review-step-2')).toContainText('BUDI SANTOSO');
  await expect(review.getByTestId('review-step-3')).toContainText('Bank Central Asia');
  await expect(review.locator('[data-state="NOT_VALID"]')).toHaveCount(0);
  await expect(review.getByRole('img', { name: 'Foto KTP' })).toBeVisible();
  await expectNoViolations(page);
  // The statement must be ticked.
  await page.getByTestId('send-registration').click();
  await expect(page.getByText('Centang persetujuan untuk mengirim pendaftaran')).toBeVisible();
  await page.getByTestId('send-consent').check();
  await page.getByTestId('send-registration').click();

  // The landing: registration done, waiting for verification, and the registration-success popup.
  await expect(page).toHaveURL(/\/reksadana(#status-registrasi)?$/);
  await expect(page.getByTestId('popup-SUCCESS_REGISTRATION')).toBeVisible();
  await expect(page.getByTestId('step-registrasi')).toHaveAttribute('data-state', 'DONE');
  const user = queryOne<{ status: string; page: string }>('SELECT mutual_fund_kyc_status AS status, last_page_filled AS page FROM users WHERE email = ?', person.email);
  expect(user).toEqual({ status: 'pendingVerification', page: 'SIXTH_PAGE' });

  // Sent: the form is closed.
  await page.goto('/reksadana/registrasi/form/2');
  await expect(page).toHaveURL(/\/reksadana(#status-registrasi)?$/);
});

/** A browser without JavaScript, posting from an address of its own. */
async function withoutJavaScript(browser: Browser, guard: ConsoleGuard, viewport: { width: number; height: number } | null) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewport ?? undefined, locale: 'id-ID', extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });
  const page = await context.newPage();
  guard.watch(page);
  return { context, page };
}

test('the same registration works without JavaScript, up to sending it', async ({ browser, guard, viewport, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await withoutJavaScript(browser, guard, viewport);
  // A step the server refuses answers 400 or 422 with the page and its messages.
  guard.allow(/status of 4(00|22)/, /\/reksadana\/registrasi\/form\/\d$/);
  const goto = (path: string) => page.goto(`${baseURL}${path}`);
  const person = newPerson();
  await goto('/app/gabung');
  await page.getByLabel('Nama lengkap').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Nomor handphone').fill('081234567890');
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periksa email Anda');
  await goto(`/signin?target=${encodeURIComponent('/reksadana/registrasi/informasi')}`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/reksadana\/registrasi\/informasi$/);
  await page.getByTestId('registration-start').click();

  await expectStep(page, 1);
  await page.getByTestId('step-save').click();

  await expectStep(page, 2);
  // Every PEP question is on the page without JavaScript; the server asks for the position a PEP needs.
  await fillPersonalData(page, person);
  await page.getByLabel('Ya, saya sendiri').check();
  await page.getByTestId('step-save').click();
  await expectStep(page, 2);
  await expect(page.getByText('Pilih jabatan', { exact: true })).toBeVisible();
  // The form keeps what was typed.
  await expect(page.getByLabel('NIK')).toHaveValue(person.nik);
  await page.getByLabel('Jabatan', { exact: true }).selectOption('JUDGE');
  await page.getByTestId('step-save').click();

  await expectStep(page, 3);
  await fillBankAccount(page, person);
  await page.getByTestId('step-save').click();

  await expectStep(page, 4);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/id-card.jpg`);
  await page.getByTestId('step-save').click();
  await expectStep(page, 5);
  // A truncated JPEG is refused, nothing stored, the step stays.
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/truncated.jpg`);
  await page.getByTestId('step-save').click();
  await expectStep(page, 5);
  await expect(page.getByText('File tidak dapat dibaca sebagai gambar. Pilih foto lain.')).toBeVisible();
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/selfie.jpg`);
  await page.getByTestId('step-save').click();

  // Without JavaScript the signature is a photo.
  await expectStep(page, 6);
  await expect(page.getByTestId('signature-canvas')).toHaveCount(0);
  await page.getByTestId('step-file').setInputFiles(`${FIXTURES}/signature.png`);
  await page.getByTestId('step-save').click();

  await expect(page).toHaveURL(/\/reksadana\/registrasi\/identitas$/);
  await expect(page.getByTestId('review-step-2')).toContainText('Hakim');
  await page.getByTestId('send-consent').check();
  await page.getByTestId('send-registration').click();
  await expect(page).toHaveURL(/\/reksadana(#status-registrasi)?$/);
  await expect(page.getByTestId('step-registrasi')).toHaveAttribute('data-state', 'DONE');
  expect(queryOne<{ status: string }>('SELECT mutual_fund_kyc_status AS status FROM users WHERE email = ?', person.email)).toEqual({ status: 'pendingVerification' });
  await context.close();
});

test('a visitor is sent to sign in first, and back', async ({ page }) => {
  await page.goto('/reksadana/registrasi/form/2');
  await expect(page).toHaveURL(/\/signin\?target=%2Freksadana%2Fregistrasi%2Fform%2F2$/);
});
