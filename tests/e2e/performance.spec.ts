// Returns that tell the truth (issue 16 items 6-8; decisions 068, 069) at 375 px and 1280 px: the demo investor
// opens /reksadana/portfolio/performa from the portfolio list and sees the value with the dollar rate, "your
// return" and "the funds' return" labelled and explained, the value-over-time chart, the allocation by type and
// each portfolio; the portfolio dashboard of a portfolio holding a dollar fund shows both returns and the rate;
// the page works without JavaScript; axe finds nothing. A console error or page error fails a test.
import type { Page } from '@playwright/test';
import { expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';
const RATE_LINE = /^Kurs beli Rp [\d.]+(,\d+)? per US\$ \(\d{1,2} \S+ \d{4}\)$/;
const RETURN_TEXT = /^[+-]?\d{1,3}(\.\d{3})*,\d{2}%\s*(per tahun|kumulatif, belum disetahunkan)/;

const portfolioId = (name: string) =>
  queryOne<{ id: number }>('SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.name = ?', INVESTOR, name).id;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function expectBothReturns(page: Page, testId: string) {
  const mine = page.getByTestId(`${testId}-mwr`);
  const funds = page.getByTestId(`${testId}-twr`);
  await expect(mine.locator('dt')).toHaveText('Imbal hasil Anda');
  await expect(funds.locator('dt')).toHaveText('Imbal hasil reksa dana');
  await expect(page.getByTestId(`${testId}-mwr-rate`)).toHaveText(RETURN_TEXT);
  await expect(page.getByTestId(`${testId}-twr-rate`)).toHaveText(RETURN_TEXT);
  await expect(mine).toContainText('Hasil uang Anda sendiri');
  await expect(funds).toContainText('Kinerja harian reksa dana');
}

test('the performance page: value with the dollar rate, both returns explained, chart, allocation and portfolios', async ({ page }, testInfo) => {
  await signIn(page, INVESTOR, '/reksadana/portfolio');
  // The list's cards show both returns; what each means is said once above them.
  await expect(page.getByTestId('portfolio-card-mwr')).toHaveCount(3);
  await expect(page.getByTestId('portfolio-list-returns-note')).toContainText('Imbal hasil Anda: Hasil uang Anda sendiri');
  await page.getByTestId('portfolio-list-performance').click();
  await expect(page).toHaveURL(/\/reksadana\/portfolio\/performa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Performa semua portofolio');
  await expect(page).toHaveTitle(/Performa portofolio/);
  await expect(page.getByTestId('performance-value')).toHaveText(/^Rp\s[\d.]+$/);
  await expect(page.getByTestId('usd-rate')).toHaveText(RATE_LINE);
  await expectBothReturns(page, 'performance');
  // Two years of history: annualised.
  await expect(page.getByTestId('performance-mwr-rate')).toContainText('per tahun');
  await expect(page.getByTestId('performance-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('performance-chart-summary')).toContainText('Nilai bergerak dari');
  await expect(page.getByTestId('performance-allocation-row').first()).toBeVisible();
  await expect(page.getByTestId('performance-portfolio')).toHaveCount(3);
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`performance-${testInfo.project.name}.png`), fullPage: true });
  await expectNoViolations(page);
});

test('the portfolio dashboard shows both returns and the dollar rate when a dollar fund is held', async ({ page }, testInfo) => {
  const id = portfolioId('Pendidikan Anak');
  await signIn(page, INVESTOR, `/reksadana/portfolio/${id}`);
  await expect(page.getByTestId('portfolio-total-usd')).toContainText('US$');
  await expect(page.getByTestId('usd-rate')).toHaveText(RATE_LINE);
  await expectBothReturns(page, 'portfolio');
  // Each currency on its own, with both returns.
  await page.getByTestId('portfolio-breakdown').locator('summary').click();
  await expect(page.getByTestId('breakdown-USD-mwr-rate')).toHaveText(RETURN_TEXT);
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`dashboard-${testInfo.project.name}.png`), fullPage: true });
  await expectNoViolations(page);
});

test('a portfolio of rupiah funds only has no rate line; the landing summary shows both returns', async ({ page }, testInfo) => {
  const id = portfolioId('Dana Darurat');
  await signIn(page, INVESTOR, `/reksadana/portfolio/${id}`);
  await expectBothReturns(page, 'portfolio');
  await expect(page.getByTestId('usd-rate')).toHaveCount(0);
  await page.goto('/reksadana');
  await expectBothReturns(page, 'summary');
  await expect(page.getByTestId('usd-rate')).toHaveText(RATE_LINE);
  await expect(page.getByTestId('portfolio-card-mwr').first()).toContainText('Imbal hasil Anda');
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`landing-${testInfo.project.name}.png`) });
});

test('the performance page without JavaScript', async ({ browser, guard }, testInfo) => {
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, INVESTOR, '/reksadana/portfolio/performa');
  await expectBothReturns(page, 'performance');
  await expect(page.getByTestId('performance-chart').locator('[data-chart-render="server"] svg[role="img"]:visible')).toHaveCount(1);
  await page.context().close();
});

test('a visitor signs in first', async ({ page }) => {
  await page.goto('/reksadana/portfolio/performa');
  await expect(page).toHaveURL(/\/signin\?target=%2Freksadana%2Fportfolio%2Fperforma/);
});
