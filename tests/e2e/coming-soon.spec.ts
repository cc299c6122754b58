// Issue 13 item 13 in the browser: a next step whose page is not built yet (decision 033) opens the "soon"
// page by a client navigation (its translations load with it, no console error), and it leads back.
import { expect, signIn, test } from './support/fixtures';

test('"finish registration" of an account that has not started opens the "soon" page of the risk-profile test, which leads back', async ({ page }) => {
  await signIn(page, 'baru@celengan.test');
  await page.getByTestId('registration-cta').click();
  await expect(page).toHaveURL(/\/reksadana\/profil-risiko$/);
  const soon = page.getByTestId('coming-soon');
  await expect(soon.getByRole('heading', { level: 1 })).toHaveText('Tes profil risiko');
  await expect(soon).toContainText('Segera hadir');
  await expect(page).toHaveTitle('Tes profil risiko · Celengan');
  await soon.getByRole('link', { name: 'Kembali ke beranda' }).click();
  await expect(page).toHaveURL(/\/reksadana$/);
  await expect(page.getByTestId('registration-status')).toBeVisible();
});
