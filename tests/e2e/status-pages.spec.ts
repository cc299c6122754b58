// Issue 18 item 5 in the browser, at 375 and 1280 px with an axe check (decisions 092, 093): a blacklisted investor
// who opens the cart lands on /akun-terblokir (what happened, customer care), the link-account page is honest about
// partner apps and shows what is linked, an expired link explains itself and leads on, and the redirect notice
// continues only within the site (a foreign ?to= continues to the landing).
import { expect, expectNoViolations, signIn, test } from './support/fixtures';

const shot = async (page: import('@playwright/test').Page, name: string) => {
  if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
};

test('a blacklisted investor’s cart leads to /akun-terblokir; link account, an expired link and the redirect notice', async ({ page }) => {
  await signIn(page, 'blokir@celengan.test');
  await page.goto('/reksadana/beli');
  await expect(page).toHaveURL(/\/akun-terblokir$/);
  const blocked = page.getByTestId('blocked-account');
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('Akun reksa dana Anda diblokir');
  await expect(page).toHaveTitle('Akun diblokir · Celengan');
  await expect(page.getByTestId('blocked-source')).toContainText('Pemblokiran berasal dari pemeriksaan tim Celengan.');
  await expect(page.getByTestId('blocked-contact').getByRole('link', { name: 'halo@celengan.test' })).toHaveAttribute('href', 'mailto:halo@celengan.test');
  await expectNoViolations(page);
  await shot(page, 'akun-terblokir');

  await page.goto('/reksadana/hubungkan-akun');
  await expect(page.getByTestId('link-account').getByRole('heading', { level: 1 })).toHaveText('Menghubungkan akun aplikasi mitra belum tersedia');
  await expect(page.getByTestId('linked-sign-in')).toContainText('bl*****@celengan.test');
  await expect(page.getByTestId('linked-banks').getByRole('link', { name: 'Kelola rekening' })).toHaveAttribute('href', '/me/rekening-saya');
  await expectNoViolations(page);
  await shot(page, 'hubungkan-akun');

  await page.goto('/reksadana/link-kedaluwarsa?reason=pembayaran&lng=en');
  const expired = page.getByTestId('expired-link');
  await expect(expired.getByRole('heading', { level: 1 })).toHaveText('The payment time is over');
  await expect(page.getByTestId('expired-link-next')).toHaveAttribute('href', '/me/order');
  await expectNoViolations(page);
  await shot(page, 'link-kedaluwarsa');

  await page.goto('/reksadana/redireksi?to=%2F%2Fevil.example&lng=id');
  await expect(page.getByTestId('redirect-notice').getByRole('heading', { level: 1 })).toHaveText('Celengan kini di alamat baru');
  await expect(page.getByTestId('redirect-destination')).toHaveText('Anda akan melanjutkan ke: /reksadana');
  await expectNoViolations(page);
  await shot(page, 'redireksi');
  await page.getByTestId('redirect-continue').click();
  await expect(page).toHaveURL(/\/reksadana$/);
});
