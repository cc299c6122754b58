// Accounts in the browser (issue 2 item 5 and its Playwright tests), against the production build
// on a fresh seeded database: demo accounts sign in and see their first name (every one in the link crawl); a wrong password
// shows the error; sign-in and sign-up work with JavaScript disabled; sign-up shows the catalogue's
// localized messages (spec landing §5), and answers a taken email like a new one (decision 030).
import { expect, type Page } from '@playwright/test';
import { hydratingTest as test, ONE_VIEWPORT } from './support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seeds/demo-accounts';

const WRONG_CREDENTIALS = 'Email atau kata sandi salah';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** Fills the sign-up form and sends it. */
async function signUp(page: Page, fields: { name: string; email: string; mobilePhone: string; password: string }) {
  await page.getByLabel('Nama lengkap').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Nomor handphone').fill(fields.mobilePhone);
  await page.getByLabel('Kata sandi', { exact: true }).fill(fields.password);
  await page.getByLabel('Konfirmasi kata sandi').fill(fields.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
}

/** The page a sign-up ends on, new email or taken: the email is on its way, sign in from here. */
async function expectCheckInbox(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periksa email Anda');
  await expect(page.getByText(`Kami telah mengirim email ke ${email}. Ikuti petunjuk di dalamnya untuk melanjutkan.`)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

/** An email no other test (or earlier run on the same database) has used. */
function freshEmail(prefix: string): string {
  return `${prefix}-${test.info().project.name}-${Date.now()}@contoh.id`;
}

/**
 * Signed in through the form in a browser: an investor, one still registering, and the operator. Every other demo
 * account signs in over HTTP in the link crawl (tests/e2e/http/links.spec.ts), which checks that its landing names it.
 */
const BROWSER_SIGN_INS = DEMO_ACCOUNTS.filter((account) => ['investor@celengan.test', 'baru@celengan.test', 'operator@celengan.test'].includes(account.email));

test.describe('sign in', () => {
  test('the browser sign-ins cover an investor, a registration not started and the operator', ONE_VIEWPORT, () => {
    expect(BROWSER_SIGN_INS).toHaveLength(3);
  });

  for (const account of BROWSER_SIGN_INS) {
    test(`${account.email} signs in and sees ${account.firstName}`, ONE_VIEWPORT, async ({ page }) => {
      await page.goto('/signin');
      await signIn(page, account.email, DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/reksadana$/);
      await expect(page.getByTestId('user-menu')).toHaveText(account.firstName);
    });
  }

  test('a wrong password and an unknown email show the same error, and nobody is signed in', ONE_VIEWPORT, async ({ page }) => {
    for (const [email, password] of [
      ['investor@celengan.test', 'bukan-sandinya-1'],
      ['belum-terdaftar@celengan.test', DEMO_PASSWORD],
    ] as const) {
      await page.goto('/signin');
      await expect(page).toHaveTitle('Masuk · Celengan');
      await signIn(page, email, password);
      await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
    }
  });

  test('a visitor sent from /me signs in and returns there', async ({ page }) => {
    await page.goto('/me');
    await expect(page).toHaveURL(/\/signin\?target=%2Fme$/);
    await signIn(page, 'menunggu@celengan.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Akun saya');
    await expect(page.getByTestId('account-email')).toHaveText('menunggu@celengan.test');
    // The number is recognisable but not readable in full.
    await expect(page.getByTestId('account-phone')).toHaveText(/^08\d{2}-\*+-\d{4}$/);
  });

  test('start investing leads to sign in and back to the page it came from', async ({ page }) => {
    await page.goto('/mulai-investasi?target=%2Fme');
    await page.getByRole('link', { name: 'Saya sudah punya akun' }).click();
    await expect(page).toHaveURL(/\/signin\?target=%2Fme$/);
    await signIn(page, 'email@celengan.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/me$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in works, and errors come back from the server', async ({ page }) => {
    await page.goto('/signin?target=%2Fme');
    await signIn(page, 'tidak-ada@celengan.test', DEMO_PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CREDENTIALS })).toBeVisible();
    // The email stays filled in; the password does not come back.
    await expect(page.getByLabel('Email')).toHaveValue('tidak-ada@celengan.test');
    await expect(page.getByLabel('Kata sandi')).toHaveValue('');

    await signIn(page, 'baru@celengan.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByTestId('user-menu')).toHaveText('Bayu');
  });

  test('sign-up shows the server-side errors under the fields', async ({ page }) => {
    await page.goto('/app/gabung');
    await page.getByLabel('Email').fill('bukan-email');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Format email tidak valid')).toBeVisible();
    await expect(page.getByText('Input ini wajib diisi')).toHaveCount(4);
  });
});

test.describe('sign up', () => {
  test('invalid input shows the localized messages of the catalogue under each field', async ({ page }) => {
    await page.goto('/app/gabung');
    await expect(page).toHaveTitle('Daftar · Celengan');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByText('Input ini wajib diisi')).toHaveCount(5);

    const email = page.getByLabel('Email');
    await email.fill('ayu@contoh');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await email.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy!.split(' ').at(-1)}"]`)).toHaveText('Format email tidak valid');

    await page.getByLabel('Nomor handphone').fill('021 555 1234');
    await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia');
    await page.getByLabel('Konfirmasi kata sandi').fill('rahasia2');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByText('Nomor handphone tidak valid (contoh: 081234567890)')).toBeVisible();
    await expect(page.getByText('Kata sandi minimal 8 karakter dan berisi huruf serta angka')).toBeVisible();
    await expect(page.getByText('Kata sandi dan konfirmasi kata sandi harus sama')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/gabung$/);
  });

  test('the messages follow the language', ONE_VIEWPORT, async ({ page }) => {
    await page.goto('/app/gabung?lng=en');
    await page.getByLabel('Email').fill('ayu@contoh');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('This field is required').first()).toBeVisible();
  });

  test('a new investor signs up, is told to check the inbox, signs in and can sign out', async ({ page }) => {
    const email = freshEmail('ayu');
    await page.goto('/app/gabung');
    await signUp(page, { name: 'Ayu Lestari', email, mobilePhone: '0812 3456 7890', password: 'tabungan2025' });
    await expectCheckInbox(page, email);
    await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, email, 'tabungan2025');
    await expect(page).toHaveURL(/\/reksadana$/);
    await expect(page.getByTestId('user-menu')).toHaveText('Ayu');

    await page.goto('/me');
    await expect(page.getByTestId('account-name')).toHaveText('Ayu Lestari');
    await expect(page.getByTestId('account-phone')).toHaveText('0812-****-7890');
    await page.getByTestId('account-sign-out').click();
    await expect(page).toHaveURL(/\/reksadana$/);
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await page.goto('/me');
    await expect(page).toHaveURL(/\/signin\?target=%2Fme$/);
  });

  test('a taken email gets the same answer as a new one', ONE_VIEWPORT, async ({ page }) => {
    await page.goto('/app/gabung');
    await signUp(page, { name: 'Rina Lain', email: 'investor@celengan.test', mobilePhone: '081234567890', password: 'tabungan2025' });
    await expectCheckInbox(page, 'investor@celengan.test');
    await expect(page.getByText('Email ini sudah terdaftar')).toHaveCount(0);
  });
});

test.describe('the account page', () => {
  test('the language chosen there is saved on the account and comes back at the next sign-in', async ({ page, browser }) => {
    const email = freshEmail('bahasa');
    await page.goto('/app/gabung?target=%2Fme');
    await signUp(page, { name: 'Budi Santoso', email, mobilePhone: '081298765432', password: 'tabungan2025' });
    await expectCheckInbox(page, email);
    await page.getByRole('main').getByRole('link', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(/\/signin\?target=%2Fme$/);
    await signIn(page, email, 'tabungan2025');
    await expect(page).toHaveURL(/\/me$/);
    await expect(page).toHaveTitle('Akun Saya · Celengan');

    await page.getByLabel('English').check();
    await page.getByRole('button', { name: 'Simpan bahasa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('English')).toBeChecked();

    // Another device, with no language cookie: Indonesian until the account signs in.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await otherPage.goto('/signin?target=%2Fme');
    await signIn(otherPage, email, 'tabungan2025');
    await expect(otherPage).toHaveURL(/\/me$/);
    await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(otherPage.getByTestId('user-menu')).toHaveText('Budi');
    await other.close();
  });
});
