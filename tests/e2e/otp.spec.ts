// One-time codes in the browser (issue 14 items 4 and 5; decisions 053-055), at 375 px and 1280 px with the
// axe check, each on an account of its own (tests/e2e/support/fixtures.ts accountLike): changing the phone
// number by a WhatsApp code read from the outbox (the simulated WhatsApp), the resend's countdown, and the
// landing's "phone verified" popup, shown once; the forgotten PIN from the account page through the method
// picker and a code to the new PIN; and changing the email without JavaScript.
import type { Page } from '@playwright/test';
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

/** The code in the newest one-time-code message of the account (its email or WhatsApp), as its owner reads it. */
function newestCode(email: string): string {
  const row = queryOne<{ bodyText: string } | undefined>(
    "SELECT o.body_text AS bodyText FROM outbox_emails o JOIN users u ON u.id = o.user_id WHERE u.email = ? AND o.kind = 'OTP' ORDER BY o.id DESC LIMIT 1",
    email,
  );
  const code = /\b(\d{6})\b/.exec(row?.bodyText ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

/** A mobile number of its own for each run: 0857 and 8 random digits. */
const freshPhone = () => `0857${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function enterCode(page: Page, code: string) {
  await page.getByTestId('otp-code').fill(code);
  await page.getByTestId('otp-submit').click();
}

test('an investor changes the phone number by a WhatsApp code and sees the popup once', async ({ page, guard }, testInfo) => {
  // The wrong code's answer (422) is part of the test.
  guard.allow(/status of 422/, /\/validate-otp\.data$/);
  const email = accountLike('investor@celengan.test', { phone_verified_at: null, contact_update_popup: null });
  await signIn(page, email, '/me');
  const card = page.getByTestId('account-contact');
  await expect(card.getByTestId('account-phone-status')).toHaveText('Belum terverifikasi');
  await expectNoViolations(page);
  await card.getByTestId('account-change-phone').click();

  await expect(page).toHaveURL('/me/update-phone-number');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ubah nomor handphone');
  await expectNoViolations(page);
  const phone = freshPhone();
  // A number that is not Indonesian mobile is refused as one types.
  await page.getByLabel('Nomor handphone baru').fill('021-555-1234');
  await page.getByLabel('Nomor handphone baru').blur();
  await expect(page.getByText('Nomor handphone tidak valid (contoh: 081234567890)')).toBeVisible();
  await page.getByLabel('Nomor handphone baru').fill(`+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`);
  await page.getByTestId('update-phone-submit').click();

  await expect(page).toHaveURL('/validate-otp');
  await expect(page.getByTestId('otp-page')).toContainText(`melalui WhatsApp`);
  await expect(page.getByTestId('otp-page')).toContainText(`${phone.slice(0, 4)}-****-${phone.slice(-4)}`);
  // With JavaScript the resend waits out its 60 seconds on the button.
  await expect(page.getByTestId('otp-resend')).toBeDisabled();
  await expect(page.getByTestId('otp-resend')).toContainText(/Kirim ulang dalam 0[01]:\d\d/);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('validate-otp.png'), fullPage: true });
  // The message went to the new number, in E.164, on the WhatsApp channel.
  const message = queryOne<{ channel: string; toAddress: string }>(
    "SELECT o.channel, o.to_address AS toAddress FROM outbox_emails o JOIN users u ON u.id = o.user_id WHERE u.email = ? AND o.kind = 'OTP' ORDER BY o.id DESC LIMIT 1",
    email,
  );
  expect(message).toEqual({ channel: 'whatsapp', toAddress: `+62${phone.slice(1)}` });

  const code = newestCode(email);
  await enterCode(page, code === '000000' ? '111111' : '000000');
  await expect(page.getByText('Kode OTP salah. Sisa 4 kali percobaan.')).toBeVisible();
  await enterCode(page, code);

  await expect(page).toHaveURL('/reksadana');
  const popup = page.getByTestId('popup-PHONE_VERIFIED');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Nomor handphone terverifikasi');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('landing-popup.png') });
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), popup.getByTestId('popup-close').click()]);
  await expect(popup).toBeHidden();
  const row = queryOne<{ phone: string; verified: number | null; popup: string | null }>(
    'SELECT mobile_phone AS phone, phone_verified_at AS verified, contact_update_popup AS popup FROM users WHERE email = ?',
    email,
  );
  expect(row).toMatchObject({ phone, popup: null });
  expect(row.verified).not.toBeNull();
  // Once only.
  await page.reload();
  await expect(page.getByTestId('popup-close').first().or(page.getByTestId('footer-cta'))).toBeAttached();
  await expect(page.getByTestId('popup-PHONE_VERIFIED')).toHaveCount(0);
  await page.goto('/me');
  await expect(page.getByTestId('account-phone-status')).toHaveText('Terverifikasi');
  await page.screenshot({ path: testInfo.outputPath('account.png'), fullPage: true });
});

test('an investor who forgot the PIN gets a code and sets a new PIN', async ({ page }, testInfo) => {
  const email = accountLike('investor@celengan.test', { pin_failed_attempts: 3, pin_blocked_until: Date.now() + 86_400_000 });
  await signIn(page, email, '/me');
  await page.getByTestId('account-forgot-pin').click();
  await expect(page).toHaveURL('/me/pin/forgot');
  await expectNoViolations(page);
  await page.getByTestId('forgot-pin-start-submit').click();

  await expect(page).toHaveURL('/validate-otp/method-picker');
  await expect(page.getByTestId('otp-method-email')).toContainText('in*****@celengan.test');
  await expect(page.getByTestId('otp-method-whatsapp')).toContainText(/08\d\d-\*+-\d{4}/);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('method-picker.png'), fullPage: true });
  await page.getByTestId('otp-method-whatsapp').click();
  await page.getByTestId('otp-method-submit').click();

  await expect(page).toHaveURL('/validate-otp');
  await expect(page.getByTestId('otp-change-method')).toBeVisible();
  await enterCode(page, newestCode(email));

  await expect(page).toHaveURL('/me/pin/forgot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buat PIN baru');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('new-pin.png'), fullPage: true });
  await page.getByTestId('forgot-pin-new-pin').fill('135790');
  await page.getByTestId('forgot-pin-confirmation').fill('135791');
  await page.getByTestId('forgot-pin-confirmation').blur();
  await expect(page.getByText('Ulangan PIN tidak sama dengan PIN baru')).toBeVisible();
  await page.getByTestId('forgot-pin-confirmation').fill('135790');
  await page.getByTestId('forgot-pin-submit').click();

  await expect(page).toHaveURL('/me?berhasil=pin');
  await expect(page.getByTestId('account-contact-done')).toHaveText('PIN baru Anda sudah disimpan.');
  const row = queryOne<{ failed: number; blockedUntil: number | null; updatedAt: number | null }>(
    'SELECT pin_failed_attempts AS failed, pin_blocked_until AS blockedUntil, pin_updated_at AS updatedAt FROM users WHERE email = ?',
    email,
  );
  expect(row).toMatchObject({ failed: 0, blockedUntil: null });
  expect(row.updatedAt).not.toBeNull();
});

test('without JavaScript an investor changes the email with a code sent to the new address', async ({ browser, guard }, testInfo) => {
  // The early resend's answer (429) is part of the test.
  guard.allow(/status of 429/, /\/validate-otp$/);
  const email = accountLike('investor@celengan.test');
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, email, '/me/update-email');
  await expect(page.getByTestId('update-email-current')).toHaveText(email);
  const newEmail = `baru-${Math.random().toString(36).slice(2, 10)}@example.com`;
  await page.getByLabel('Email baru').fill(newEmail);
  await page.getByTestId('update-email-submit').click();

  await expect(page).toHaveURL('/validate-otp');
  // Without JavaScript the resend button stays a button and says when it becomes possible.
  await expect(page.getByTestId('otp-page')).toContainText(/Kirim ulang tersedia pukul \d\d\.\d\d WIB/);
  await page.getByTestId('otp-resend').click();
  await expect(page.getByTestId('otp-resend-result')).toContainText(/Tunggu \d+ detik/);
  await enterCode(page, newestCode(email));

  await expect(page).toHaveURL('/me?berhasil=email');
  await expect(page.getByTestId('account-contact-done')).toContainText('Email akun Anda sudah diubah');
  await expect(page.getByTestId('account-email')).toHaveText(newEmail);
  expect(queryOne<{ n: number }>("SELECT count(*) AS n FROM outbox_emails WHERE to_address = ? AND kind = 'EMAIL_VERIFICATION'", newEmail).n).toBe(1);
  expect(queryOne<{ n: number }>("SELECT count(*) AS n FROM outbox_emails WHERE to_address = ? AND kind = 'CONTACT_CHANGED'", email).n).toBe(1);
  await page.context().close();
});

test('the other contact pages read well and pass the accessibility check', async ({ page }, testInfo) => {
  const email = accountLike('investor@celengan.test', { phone_verified_at: null });
  await signIn(page, email, '/me/update-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ubah email');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('update-email.png'), fullPage: true });

  await page.goto('/reksadana/verifikasi-nomor-handphone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verifikasi nomor handphone');
  await expectNoViolations(page);

  await page.goto('/me/confirm-backoffice-update-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tidak ada perubahan yang menunggu');
  await expectNoViolations(page);

  await page.goto('/validate-otp');
  await expect(page.getByTestId('otp-no-flow')).toBeVisible();
  await expectNoViolations(page);
});
