// Passkeys in the browser (issue 18 item 6 "passkey enroll and confirm with the virtual authenticator"; decisions
// 094, 095), with Chromium's virtual authenticator (CDP WebAuthn: a platform authenticator that keeps resident keys
// and verifies its user): on an account of the test's own (a copy of the demo investor with its bank accounts),
// add a passkey on /me, sign out, sign in with the passkey, buy a fund in the cart dialog and confirm the order with
// the passkey instead of the PIN, confirm a PIN request on its page with it, then remove it after the confirmation
// page. Axe on /me, the sign-in page, the PIN page and the removal's confirmation. Runs at 375 px (mobile project)
// and at 1280 px (desktop project), each on its own account.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { fundDetailPath } from '../../app/domain/fund-catalogue';
import { accountLike, expect, expectNoViolations, hydrated, queryAll, queryOne, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

/** A copy of the demo investor (verified, PIN 147258) with its verified bank accounts (a buy needs one). */
function newInvestor(): string {
  const email = accountLike(INVESTOR);
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare(
      `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
       SELECT (SELECT id FROM users WHERE email = ?), b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
         FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = ?`,
    ).run(email, INVESTOR);
  } finally {
    db.close();
  }
  return email;
}

/** Chromium's virtual authenticator for this page: a phone's or laptop's own, with its user verified. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

const stockFund = () =>
  queryOne<{ id: number; slug: string; type: 'SAHAM' }>(
    "SELECT id, slug, type FROM funds WHERE type = 'SAHAM' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );

test('add a passkey on /me, sign in with it, confirm a purchase and a PIN request with it instead of the PIN, remove it', async ({ page }) => {
  test.slow();
  const email = newInvestor();
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  const userId = queryOne<{ id: number }>('SELECT id FROM users WHERE email = ?', email).id;

  // /me: the section, then a passkey added (after hydration only).
  await signIn(page, email, '/me');
  const section = page.getByTestId('account-passkeys');
  await expect(section.getByTestId('passkey-empty')).toBeVisible();
  await section.getByTestId('passkey-add').click();
  await expect(section.getByTestId('passkey-add-status')).toHaveText('Passkey ditambahkan.');
  await expect(section.getByTestId('passkey-item')).toHaveCount(1);
  await expect(section.getByTestId('passkey-name')).toContainText('Chrome');
  await expectNoViolations(page);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(queryAll<{ kind: string }>("SELECT kind FROM notifications WHERE user_id = ? AND kind = 'PASSKEY_ADDED'", userId)).toHaveLength(1);

  // Signed out, then in again with the passkey alone (no email typed).
  await page.getByTestId('account-sign-out').click();
  await page.goto('/signin?target=%2Fme');
  await hydrated(page);
  await expectNoViolations(page);
  await page.getByTestId('passkey-sign-in-button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/me');
  await expect(page.getByTestId('account-email')).toHaveText(email);
  expect(queryOne<{ lastUsedAt: number | null }>('SELECT last_used_at AS lastUsedAt FROM passkeys WHERE user_id = ?', userId).lastUsedAt).not.toBeNull();

  // A purchase in the cart dialog: at its PIN step, the passkey instead of the PIN.
  const fund = stockFund();
  await page.goto(fundDetailPath(fund));
  await hydrated(page);
  await page.getByTestId('buy-button').click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  // The account has no portfolio yet: a new one, named.
  await dialog.getByTestId('cart-dialog-change-portfolio').click();
  await dialog.getByLabel('Nama portofolio baru').fill('Dana Passkey');
  await dialog.getByTestId('cart-dialog-new-portfolio').click();
  await dialog.getByTestId('cart-dialog-quick-1000000').click();
  await dialog.getByTestId('cart-dialog-buy').click();
  await expect(dialog).toHaveAttribute('data-step', 'RISK_WARNING');
  await dialog.getByTestId('cart-dialog-risk-continue').click();
  await expect(dialog).toHaveAttribute('data-step', 'SUMMARY');
  await dialog.getByTestId('cart-dialog-terms').check();
  await dialog.getByTestId('cart-dialog-pay').click();
  await expect(dialog).toHaveAttribute('data-step', 'PIN');
  await dialog.getByTestId('passkey-confirm-button').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(queryOne<{ userId: number; status: string }>('SELECT user_id AS userId, status FROM orders WHERE id = ?', orderId)).toEqual({ userId, status: 'WAITING_PAYMENT' });

  // A PIN request on its own page (what an action asks before it goes on): the passkey answers it too.
  const made = await page.request.post('/api/v1/profile/request-pin', { data: { target: '/me/order' } });
  expect(made.status()).toBe(201);
  const { targetUrl } = ((await made.json()) as { data: { targetUrl: string } }).data;
  await page.goto(targetUrl);
  await hydrated(page);
  await expect(page.getByTestId('pin-input')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('passkey-confirm-button').click();
  await expect(page).toHaveURL((url) => url.pathname === '/me/order');

  // Removed after its confirmation page: /me lists none again.
  await page.goto('/me');
  await page.getByTestId('passkey-manage').click();
  await page.getByTestId('passkey-remove').click();
  await expect(page.getByTestId('passkey-remove-confirm')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('passkey-remove-confirm-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/me' && url.searchParams.get('passkey') === 'dihapus');
  await expect(page.getByTestId('passkey-empty')).toBeVisible();
  expect(queryAll('SELECT id FROM passkeys WHERE user_id = ?', userId)).toEqual([]);
});
