// Issue 13 item 13 in the browser: a next step whose page is not built yet (decision 033) opens the "soon"
// page by a client navigation (its translations load with it, no console error), and it leads back. (The
// risk-profile test, the first such page, is built since issue 16: tests/e2e/risk-profile.spec.ts.)
import { expect, signIn, test } from './support/fixtures';

test('the dashboard’s report link opens the "soon" page of the e-statement, which leads back', async ({ page }) => {
  await signIn(page, 'investor@celengan.test');
  await page.getByTestId('submenu').getByRole('link', { name: 'Laporan' }).click();
  await expect(page).toHaveURL(/\/reksadana\/e-statement$/);
  const soon = page.getByTestId('coming-soon');
  await expect(soon.getByRole('heading', { level: 1 })).toHaveText('Laporan bulanan');
  await expect(soon).toContainText('Segera hadir');
  await expect(page).toHaveTitle('Laporan bulanan · Celengan');
  await soon.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/reksadana$/);
  await expect(page.getByTestId('submenu')).toBeVisible();
});
