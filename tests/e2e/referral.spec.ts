// Inviting a friend by link (issue 18 item 3 "Playwright at 375 and 1280 px with an axe check: invite a friend by
// link, the friend signs up with the code"; decision 085), once per viewport project: an investor of the test's own
// (a copy of the demo investor, without a code yet) opens /reksadana/referral, gets a code and reads the share link
// (axe-checked); a new visitor opens that link in a browser of their own, sees the invitation, signs up; the
// investor's page then lists the friend, masked, as waiting for a transaction.
import { accountLike, expect, expectNoViolations, PASSWORD, queryOne, signIn, test } from './support/fixtures';
import { clientAddress } from './support/registration';

const INVESTOR = 'investor@celengan.test';

test('an investor shares their link; the friend who signs up by it is listed as waiting for a transaction', async ({ page, browser, baseURL, guard }, testInfo) => {
  const referrer = accountLike(INVESTOR);
  await signIn(page, referrer, '/reksadana/referral');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajak teman, dapat cashback');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  // Made when first needed, stored, and not guessable (8 symbols of Crockford base32).
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  expect(queryOne<{ code: string }>('SELECT referral_code AS code FROM users WHERE email = ?', referrer).code).toBe(code);
  const link = await page.getByTestId('referral-link').inputValue();
  expect(new URL(link).pathname).toBe('/reksadana');
  await expect(page.getByTestId('referral-share-whatsapp')).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${code}`));
  await expect(page.getByTestId('referral-share-x')).toHaveAttribute('href', /^https:\/\/x\.com\/intent\/post\?/);
  await expect(page.getByTestId('referral-share-facebook')).toHaveAttribute('href', new RegExp(`^https://www\\.facebook\\.com/sharer/sharer\\.php\\?u=${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByTestId('referral-friends-empty')).toBeVisible();
  await expectNoViolations(page);

  // The friend, in a browser of their own (an address of their own: the sign-up limit counts per client).
  const friendContext = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined, locale: 'id-ID', baseURL, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });
  const friend = await friendContext.newPage();
  guard.watch(friend);
  await friend.goto(link);
  await expect(friend.getByTestId('referral-invitation')).toContainText(code);
  const email = `teman-${Date.now()}-${testInfo.project.name}@contoh.id`;
  await friend.goto('/app/gabung');
  await friend.getByLabel('Nama lengkap').fill('Wulan Sari');
  await friend.getByLabel('Email').fill(email);
  await friend.getByLabel('Nomor handphone').fill('081234567890');
  await friend.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Konfirmasi kata sandi').fill(PASSWORD);
  await friend.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('Periksa email Anda');
  await friendContext.close();

  await page.reload();
  const listed = page.getByTestId('referral-friend');
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveAttribute('data-state', 'WAITING_TRANSACTION');
  await expect(listed).toContainText('W***n');
  await expect(listed).toContainText('Menunggu transaksi');
  // Nothing of the friend but the masked first name.
  await expect(page.getByTestId('referral-friends')).not.toContainText(email);
  await expect(page.getByTestId('referral-friends')).not.toContainText('Wulan');
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('referral.png'), fullPage: true });
});
