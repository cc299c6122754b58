// axe accessibility checks (DESIGN.md "Tests") on the pages of issue 2, at both widths, for a
// visitor and for a signed-in investor. Any WCAG 2.1 A/AA violation fails the test.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

const visitorPages = ['/reksadana', '/reksadana?lng=en', '/signin', '/app/gabung', '/mulai-investasi', '/halaman-yang-tidak-ada', '/reksadana/profil-risiko'];

for (const path of visitorPages) {
  test(`${path} has no axe violations for a visitor`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('the sign-up form with errors has no axe violations', async ({ page }) => {
  await page.goto('/app/gabung');
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoViolations(page);
});

test('the account page and the landing have no axe violations when signed in', async ({ page }) => {
  await page.goto('/signin?target=/me');
  await page.getByLabel('Email').fill('menunggu@celengan.test');
  await page.getByLabel('Kata sandi').fill('celengan123');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expectNoViolations(page);
  await page.goto('/reksadana');
  await expectNoViolations(page);
});
