// The registration's steps in the browser, shared by tests/e2e/registration.spec.ts and the journey from sign-up
// to a first purchase (tests/e2e/registration-to-purchase.spec.ts): a person of their own (a NIK carrying their
// date of birth), signing up and in, and filling the steps with the fixture images of tests/fixtures/kyc.
import { randomBytes, randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, PASSWORD } from './fixtures';

export const FIXTURES = 'tests/fixtures/kyc';

export interface Person {
  name: string;
  email: string;
  nik: string;
  dateOfBirth: string;
  accountNumber: string;
}

/** A person of their own: a NIK that carries a date of birth of their own (one NIK per sent registration). */
export function newPerson(): Person {
  const day = randomInt(1, 29);
  const month = randomInt(1, 13);
  const year = randomInt(1960, 2000);
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const serial = String(randomInt(1, 10_000)).padStart(4, '0');
  return {
    name: 'Budi Santoso',
    email: `daftar-${randomBytes(5).toString('hex')}@contoh.id`,
    // Jakarta Pusat (31 71 01), a man: the day as it is.
    nik: `317101${dd}${mm}${String(year % 100).padStart(2, '0')}${serial}`,
    dateOfBirth: `${year}-${mm}-${dd}`,
    // BCA issues 10 digits; an ending of 9991-9994 is a refusal of the simulated bank (decision 047), so the
    // number ends in 0, which no refusal does (ending in 1, one run in a thousand met 9991).
    accountNumber: `${randomInt(1, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}0`,
  };
}

export const clientAddress = () => `203.0.113.${randomInt(1, 255)}`;

export async function signUpAndSignIn(page: Page, person: Person) {
  await page.goto('/app/gabung');
  await page.getByLabel('Nama lengkap').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Nomor handphone').fill('081234567890');
  await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Periksa email Anda');
  // A new account signs in at once (the email's link can wait).
  await page.goto(`/signin?target=${encodeURIComponent('/reksadana/registrasi/informasi')}`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/reksadana\/registrasi\/informasi$/);
}

export const expectStep = async (page: Page, step: number) => {
  await expect(page).toHaveURL(new RegExp(`/reksadana/registrasi/form/${step}$`));
  await expect(page.getByTestId('registration-step')).toHaveAttribute('data-step', String(step));
  await expect(page.getByText(`Langkah ${step} dari 6`)).toBeVisible();
};

export async function fillPersonalData(page: Page, person: Person) {
  await page.getByLabel('NIK').fill(person.nik);
  await page.getByLabel('Nama lengkap sesuai KTP').fill(person.name.toLowerCase());
  await page.getByLabel('Tanggal lahir').fill(person.dateOfBirth);
  await page.getByLabel('Nama gadis ibu kandung').fill('Siti Aminah');
  await page.getByLabel('Pendidikan terakhir').selectOption('S1');
  await page.getByLabel('Pekerjaan saat ini').selectOption('PRIVATE_EMPLOYEE');
  await page.getByLabel('Penghasilan per tahun').selectOption('FROM_50M_TO_100M');
  await page.getByLabel('Sumber penghasilan utama').selectOption('SALARY');
  await page.getByLabel('Tidak', { exact: true }).check();
}

export async function fillBankAccount(page: Page, person: Person) {
  await page.getByLabel('Bank', { exact: true }).selectOption('BCA');
  await page.getByLabel('Nomor rekening').fill(person.accountNumber);
  await expect(page.getByLabel('Nama pemilik rekening')).toHaveValue(person.name.toUpperCase());
  await page.getByLabel('Foto buku tabungan').setInputFiles(`${FIXTURES}/passbook.jpg`);
}

/** Draws a zigzag in the signature box (JavaScript on) and waits for the pad to accept it. */
export async function drawSignature(page: Page) {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 18, box.y + box.height / 2 + (i % 2 === 0 ? -25 : 25));
  await page.mouse.up();
  await expect(page.getByText('Tanda tangan siap disimpan.')).toBeVisible();
}
