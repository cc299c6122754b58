// axe accessibility checks (DESIGN.md "Tests") on the pages of issue 2, at both widths, for a
// visitor and for a signed-in investor. Any WCAG 2.1 A/AA violation fails the test.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { hydratingTest as test } from './support/fixtures';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

const visitorPages = ['/reksadana', '/reksadana?lng=en', '/signin', '/app/gabung', '/mulai-investasi', '/halaman-yang-tidak-ada', '/reksadana/tentang-kami'];

/** axe's label-in-name rule (WCAG 2.5.3), experimental and so off by default: an accessible name holds the visible words. */
async function expectLabelInName(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const path of visitorPages) {
  test(`${path} has no axe violations for a visitor`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('the about page’s roles are a valid description list (axe definition-list, dlitem)', async ({ page }) => {
  await page.goto('/reksadana/tentang-kami');
  const roles = page.getByTestId('about-roles');
  await expect(roles.locator('dt')).toHaveCount(4);
  const results = await new AxeBuilder({ page }).withRules(['definition-list', 'dlitem']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the robo cards’ invest links are named by their visible words first (WCAG 2.5.3 label in name)', async ({ page }) => {
  for (const path of ['/reksadana', '/reksadana?lng=en']) {
    await page.goto(path);
    const visible = path.endsWith('en') ? 'Invest now' : 'Investasi sekarang';
    for (const risk of ['CONSERVATIVE', 'MODERATE', 'HIGH']) {
      const link = page.getByTestId(`robo-invest-${risk}`);
      await expect(link).toHaveText(visible);
      await expect(link).toHaveAccessibleName(new RegExp(`^${visible} `));
    }
    await expectLabelInName(page);
  }
});

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
