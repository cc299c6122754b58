// Issue 18 item 5 (helper products) in the browser, at 375 and 1280 px with an axe check: the signed-in landing's
// bonds card leads to the bonds page, whose type card opens the catalogue filtered by type, refiltered through its
// GET form, buying saying "coming soon"; the explore page's links, one of them to top funds, whose first fund's link
// opens that fund's page (decisions 089, 090).
import { expect, expectNoViolations, hydrated, signIn, test } from './support/fixtures';

test('bonds: the landing card, the overview, the catalogue filtered by type, buying "coming soon"', async ({ page }) => {
  await signIn(page, 'investor@celengan.test');
  await page.getByTestId('bonds-card').getByRole('link').click();
  await expect(page).toHaveURL(/\/reksadana\/obligasi-by-bina-artha$/);
  await expect(page).toHaveTitle('Obligasi by Bina Artha · Celengan');
  const offering = page.getByTestId('bonds-offering').getByTestId('bond-card');
  await expect(offering).toHaveCount(3);
  await expect(offering.first()).toHaveAttribute('data-status', 'OFFERING');
  await expectNoViolations(page);

  // A type card: the catalogue filtered by it.
  await page.getByTestId('bond-type-card').filter({ hasText: 'SR (Sukuk Negara Ritel)' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/semua-produk\?type=SR$/);
  const cards = page.getByTestId('bond-list').getByTestId('bond-card');
  await expect(cards).toHaveCount(2);
  for (const type of await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')))) expect(type).toBe('SR');

  // The GET form: corporate bonds, nearest maturity first.
  await hydrated(page);
  await page.getByLabel('Jenis', { exact: true }).selectOption('CORPORATE');
  await page.getByLabel('Urutkan', { exact: true }).selectOption('maturity');
  await page.getByTestId('bond-filters-apply').click();
  await expect(page).toHaveURL(/\/semua-produk\?type=CORPORATE&status=&sort=maturity$/);
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('bond-count')).toHaveText('3 obligasi');
  await expect(cards.first().getByTestId('bond-buy-soon')).toBeDisabled();
  await expect(cards.first().getByTestId('bond-buy-soon')).toContainText('Segera hadir');
  await expect(cards.first()).toContainText('(Pefindo)');
  await expectNoViolations(page);
});

test('the explore page links every instrument; top funds link each fund to its page', async ({ page }) => {
  await page.goto('/jelajahi-instrumen-investasi');
  await expect(page).toHaveTitle('Jelajahi instrumen investasi · Celengan');
  const explore = page.getByTestId('explore');
  await expect(page.getByTestId('explore-instrument')).toHaveCount(4);
  // Every link on the page answers (none is a 404 or an error).
  const hrefs = await explore.locator('a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    const answer = await page.request.get(href, { maxRedirects: 0 });
    expect(answer.status(), href).toBeLessThan(400);
  }
  await expectNoViolations(page);

  await hydrated(page);
  await explore.getByRole('link', { name: 'Reksa dana terbaik' }).click();
  await expect(page).toHaveURL(/\/reksadana\/top-fund$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reksa dana terbaik');
  await expect(page.getByTestId('top-fund-group')).toHaveCount(5);
  await expect(page.getByTestId('top-fund-method')).toContainText('Rp 25 M');
  await expectNoViolations(page);
  const first = page.locator('[data-group="SAHAM"]').getByTestId('top-fund').first().getByRole('link');
  const name = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/reksadana\/saham\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});
