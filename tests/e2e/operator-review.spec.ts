// The operator's review in the browser (issue 14 item 7; decision 045), at 375 and 1280 px: the operator signs
// in, finds kyc@celengan.test in the queue, opens a registration with its documents beside the answers, and
// approves it (with JavaScript: the confirmation is checked as one types) or rejects it with a reason (without
// JavaScript: plain form posts); verifies a bank account against its passbook; an investor gets the 404 page and
// a visitor the sign-in page. Axe finds nothing on each page.
//
// Every decision is taken on a registration of its own (a copy of kyc@'s: its user, answers, documents and bank
// account, made by registrationLike), so that the two widths, running at once, never decide on the same one.
import { copyFileSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR, E2E_DATABASE } from '../../playwright.config';
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

const OPERATOR = 'operator@celengan.test';
const DOCUMENTS = join(E2E_DATA_DIR, 'documents');

/**
 * A copy of a demo registration under a new account: the user row (accountLike), the answers, each current
 * document (its file copied under a new name) and the registration's bank account with its passbook.
 */
function registrationLike(demoEmail: string): { email: string; userId: number; bankAccountId: number } {
  const email = accountLike(demoEmail);
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.transaction(() => {
      const source = db.prepare('SELECT id FROM users WHERE email = ?').get(demoEmail) as { id: number };
      const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
      const copyDocument = (documentId: number | null): number | null => {
        if (documentId === null) return null;
        const row = db.prepare('SELECT * FROM kyc_documents WHERE id = ?').get(documentId) as Record<string, unknown>;
        const storageKey = `${userId}/${randomBytes(16).toString('hex')}${String(row.storage_key).slice(-4)}`;
        mkdirSync(dirname(join(DOCUMENTS, storageKey)), { recursive: true });
        copyFileSync(join(DOCUMENTS, String(row.storage_key)), join(DOCUMENTS, storageKey));
        const { id: _id, ...values } = row;
        Object.assign(values, { user_id: userId, storage_key: storageKey });
        const names = Object.keys(values);
        return Number(db.prepare(`INSERT INTO kyc_documents (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(values).lastInsertRowid);
      };
      const registration = db.prepare('SELECT * FROM kyc_registrations WHERE user_id = ?').get(source.id) as Record<string, unknown>;
      const bank = db.prepare('SELECT * FROM bank_accounts WHERE id = ?').get(registration.bank_account_id) as Record<string, unknown>;
      const { id: _bankId, ...bankValues } = bank;
      Object.assign(bankValues, { user_id: userId, passbook_document_id: copyDocument(bank.passbook_document_id as number | null) });
      const bankNames = Object.keys(bankValues);
      const bankAccountId = Number(db.prepare(`INSERT INTO bank_accounts (${bankNames.join(', ')}) VALUES (${bankNames.map((n) => `@${n}`).join(', ')})`).run(bankValues).lastInsertRowid);
      const values = {
        ...registration,
        user_id: userId,
        email,
        bank_account_id: bankAccountId,
        id_card_document_id: copyDocument(registration.id_card_document_id as number | null),
        selfie_document_id: copyDocument(registration.selfie_document_id as number | null),
        signature_document_id: copyDocument(registration.signature_document_id as number | null),
      };
      const names = Object.keys(values);
      db.prepare(`INSERT INTO kyc_registrations (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`).run(values);
      return { email, userId, bankAccountId };
    }).immediate();
  } finally {
    db.close();
  }
}

const statusOf = (userId: number) => queryOne<{ status: string | null; verified: number }>('SELECT mutual_fund_kyc_status AS status, is_verified AS verified FROM users WHERE id = ?', userId);

/** Every image of the page has loaded (the documents come from /me/dokumen/{id}). */
async function expectImagesLoaded(page: import('@playwright/test').Page, count: number) {
  const images = page.locator('figure img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

test('the operator finds kyc@ in the queue, checks the documents and approves a registration', async ({ page }) => {
  const copy = registrationLike('kyc@celengan.test');
  await signIn(page, OPERATOR, '/operator/kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'Antrean verifikasi KYC' })).toBeVisible();
  const demo = page.locator('[data-testid="operator-kyc-entry"][data-email="kyc@celengan.test"]');
  await expect(demo).toContainText('KIRANA LARASATI');
  await expect(demo).toContainText('Menunggu verifikasi');
  // The oldest registration first.
  await expect(page.getByTestId('operator-kyc-entry').first()).toHaveAttribute('data-email', 'kyc@celengan.test');
  await expectNoViolations(page);

  await page.locator(`[data-testid="operator-kyc-entry"][data-email="${copy.email}"]`).getByRole('link', { name: 'Tinjau pendaftaran KIRANA LARASATI' }).click();
  await expect(page).toHaveURL(`/operator/kyc/${copy.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'KIRANA LARASATI' })).toBeVisible();
  await expect(page.getByTestId('operator-kyc-nik')).toHaveText('3174054107900001');
  await expect(page.getByRole('img', { name: 'Foto KTP milik KIRANA LARASATI' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Swafoto dengan KTP milik KIRANA LARASATI' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Tanda tangan milik KIRANA LARASATI' })).toBeVisible();
  await expectImagesLoaded(page, 4);
  await expectNoViolations(page);

  // Without the confirmation: the field says so, nothing is sent.
  await page.getByTestId('operator-approve').click();
  await expect(page.locator('#kyc-approve').getByText('Centang konfirmasi terlebih dahulu.')).toBeVisible();
  expect(statusOf(copy.userId).status).toBe('pendingVerification');
  await page.locator('#kyc-approve').getByLabel('Saya sudah memeriksa data dan dokumen di atas.').check();
  await page.getByTestId('operator-approve').click();
  await expect(page.getByTestId('operator-outcome')).toHaveText('Pendaftaran disetujui. Investor sudah diberi tahu lewat email dan notifikasi.');
  await expect(page.getByTestId('operator-kyc-status')).toHaveText('Terverifikasi');
  await expect(page.getByText('Tidak ada keputusan yang dapat diambil untuk status ini.')).toBeVisible();
  await expect(page.getByTestId('operator-kyc-history')).toContainText('disetujui oleh operator');
  expect(statusOf(copy.userId)).toEqual({ status: 'verificationComplete', verified: 1 });
  expect(queryOne<{ status: string }>('SELECT status FROM bank_accounts WHERE id = ?', copy.bankAccountId).status).toBe('VERIFIED');
  await expectNoViolations(page);
});

test('without JavaScript the operator rejects a registration with a reason', async ({ browser, guard, viewport }) => {
  const copy = registrationLike('kyc@celengan.test');
  const page = await pageWithoutJavaScript(browser, guard, viewport);
  await signIn(page, OPERATOR, `/operator/kyc/${copy.userId}`);
  await page.getByLabel('Alasan penolakan').selectOption('FACE_MISMATCH');
  await page.locator('#kyc-reject').getByLabel('Saya sudah memeriksa data dan dokumen di atas.').check();
  await page.getByTestId('operator-reject').click();
  await expect(page).toHaveURL(`/operator/kyc/${copy.userId}?keputusan=REJECTED`);
  await expect(page.getByTestId('operator-outcome')).toHaveText('Pendaftaran ditolak. Investor sudah diberi tahu lewat email dan notifikasi.');
  await expect(page.getByTestId('operator-kyc-status')).toHaveText('Ditolak');
  await expect(page.getByText('Alasan penolakan terakhir: Wajah pada swafoto tidak sesuai dengan foto KTP')).toBeVisible();
  expect(statusOf(copy.userId).status).toBe('rejectedInternal');
  const email = queryOne<{ kind: string; subject: string }>('SELECT kind, subject FROM outbox_emails WHERE user_id = ? ORDER BY id DESC LIMIT 1', copy.userId);
  expect(email).toEqual({ kind: 'KYC_REJECTED', subject: 'Pendaftaran reksa dana Anda perlu diperbaiki' });
  await page.context().close();
});

test('the operator verifies a bank account against its passbook', async ({ page }) => {
  const copy = registrationLike('kyc@celengan.test');
  await signIn(page, OPERATOR, '/operator/rekening');
  await expect(page.getByRole('heading', { level: 1, name: 'Rekening bank menunggu verifikasi' })).toBeVisible();
  const entry = page.locator(`[data-testid="operator-bank-entry"][data-email="${copy.email}"]`);
  await expect(entry).toContainText('KIRANA LARASATI');
  await expect(entry.getByRole('img', { name: 'Buku tabungan milik KIRANA LARASATI' })).toBeVisible();
  await expectNoViolations(page);
  await entry.getByLabel('Saya sudah mencocokkan rekening ini dengan buku tabungannya.').check();
  await entry.getByTestId('operator-bank-verify').click();
  await expect(page.getByTestId('operator-outcome')).toHaveText('Rekening diverifikasi. Investor sudah diberi tahu.');
  await expect(page.locator(`[data-testid="operator-bank-entry"][data-email="${copy.email}"]`)).toHaveCount(0);
  expect(queryOne<{ status: string }>('SELECT status FROM bank_accounts WHERE id = ?', copy.bankAccountId).status).toBe('VERIFIED');
});

test('an investor gets the 404 page, a visitor the sign-in page; the operator reaches the queue from the user menu', async ({ page, guard }) => {
  // The 404s asked for below (the browser logs them; a missing favicon on the plain-text answer too).
  guard.allow(/status of 404/, /\/(operator\/kyc|me\/dokumen\/\d+|favicon\.ico)$/);
  const response = await page.goto('/operator/kyc');
  await expect(page).toHaveURL(`/signin?target=${encodeURIComponent('/operator/kyc')}`);
  expect(response?.status()).toBe(200);

  await signIn(page, 'investor@celengan.test', '/reksadana');
  const document = await page.goto(`/me/dokumen/${queryOne<{ id: number }>("SELECT d.id FROM kyc_documents d JOIN users u ON u.id = d.user_id WHERE u.email = 'kyc@celengan.test' LIMIT 1").id}`);
  expect(document?.status()).toBe(404);
  expect(await document?.text()).toBe('Dokumen tidak ditemukan.');
  const notFound = await page.goto('/operator/kyc');
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.context().clearCookies();
  await signIn(page, OPERATOR, '/reksadana');
  await page.getByTestId('user-menu').click();
  await page.getByRole('link', { name: 'Tinjauan operator' }).click();
  await expect(page).toHaveURL('/operator/kyc');
});
