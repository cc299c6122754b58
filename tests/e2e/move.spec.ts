// Moving a fund to another portfolio (issue 15 items 3, 5; spec funds §2.1 `pindah`; decision 061) at 375 px
// and 1280 px with an axe check: an investor with two portfolios (an account of the test's own, a copy of the
// demo investor, holding a stock fund in one goal portfolio, booked through the unit ledger like a purchase)
// opens the move page, chooses to move, moves part of the units (with JavaScript) or all of them (without),
// sees the summary (units, value, the cost that moves, no fee), confirms, and finds the fund in the other
// portfolio. A console error or page error fails a test.
import type { Page } from '@playwright/test';
import { movePath } from '../../app/domain/transact-paths';
import { expect, expectNoViolations, pageWithoutJavaScript, signIn, test } from './support/fixtures';
import { investorWithTwoPortfolios, positionOf } from './support/move';

const text = async (locator: ReturnType<Page['locator']>) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, 'no horizontal scroll').toBeLessThanOrEqual(widths.viewport);
}

test('with JavaScript: the investor moves 40 of 100 units to the other portfolio and sees them there', async ({ page }, testInfo) => {
  const setup = investorWithTwoPortfolios();
  const page_ = movePath({ portfolioId: setup.source, fund: setup.fund });
  await signIn(page, setup.email, page_);

  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'CHOICE');
  await expect(page.getByTestId('move-choice-switch')).toHaveAttribute('href', `/reksadana/fund/switch/${setup.source}/${setup.fund.id}`);
  await expectNoViolations(page);
  await page.getByTestId('move-choice-move').click();

  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'FORM');
  await expect(page.getByTestId('move-free-units')).toHaveText('100,0000');
  await expect(page.getByLabel('Dana Pensiun')).toBeChecked();
  await page.getByTestId('move-all-false').click();
  await page.getByTestId('move-units').fill('40');
  await expectNoViolations(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`move-form-${testInfo.project.name}.png`), fullPage: true });
  await page.getByTestId('move-continue').click();

  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'SUMMARY');
  await expect(page.getByTestId('move-summary-units')).toHaveText('40,0000');
  await expect(page.getByTestId('move-summary-target')).toHaveText('Dana Pensiun');
  // 40 of 100 units take 40% of the Rp 1.500.000 cost; no fee.
  expect(await text(page.getByTestId('move-summary-cost'))).toBe('Rp 600.000');
  await expect(page.getByTestId('move-summary-fee')).toHaveText('Gratis');
  await expectNoViolations(page);
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`move-summary-${testInfo.project.name}.png`), fullPage: true });
  await page.getByTestId('move-confirm').click();

  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'DONE');
  await expectNoViolations(page);
  expect(positionOf(setup.source, setup.fund.id)).toMatchObject({ units: 60_0000, costBasis: 900_000, realizedProfit: 0 });
  expect(positionOf(setup.target, setup.fund.id)).toMatchObject({ units: 40_0000, costBasis: 600_000, realizedProfit: 0 });

  await page.getByTestId('move-done-target').click();
  await expect(page).toHaveURL((url) => url.pathname === `/reksadana/portfolio/${setup.target}`);
  const holding = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${setup.fund.id}"]`);
  await expect(holding).toBeVisible();
  await expect(holding).toContainText('40,0000');
});

test('the form refuses units beyond the free ones, and the summary can be changed', async ({ page }) => {
  const setup = investorWithTwoPortfolios();
  await signIn(page, setup.email, `${movePath({ portfolioId: setup.source, fund: setup.fund })}?pindah=1`);
  await page.getByTestId('move-all-false').click();
  await page.getByTestId('move-units').fill('150');
  await page.getByTestId('move-continue').click();
  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'ERROR');
  await expect(page.getByTestId('move-error-message')).toHaveText('Jumlah unit melebihi unit yang dapat dipindahkan.');
  await expectNoViolations(page);
  await page.getByTestId('move-error-back').click();
  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'FORM');
  await expect(page.getByTestId('move-units')).toHaveValue('150');
  await page.getByTestId('move-units').fill('1,5');
  await page.getByTestId('move-continue').click();
  await expect(page.getByTestId('move-summary-units')).toHaveText('1,5000');
  await page.getByTestId('move-edit').click();
  await expect(page.getByTestId('move-units')).toHaveValue('1,5');
  expect(positionOf(setup.source, setup.fund.id)).toMatchObject({ units: 100_0000 });
});

test('without JavaScript: all units move, the done page links to both portfolios', async ({ browser, guard }, testInfo) => {
  // The emptied position's move page answers 404 at the end (the browser logs the status).
  guard.allow(/status of 404/, /\/pindah$/);
  const setup = investorWithTwoPortfolios();
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  const page_ = movePath({ portfolioId: setup.source, fund: setup.fund });
  await signIn(page, setup.email, page_);
  await page.getByTestId('move-choice-move').click();
  await expect(page).toHaveURL((url) => url.search === '?pindah=1');
  // "Semua unit" is the first choice.
  await expect(page.getByTestId('move-all-true').locator('input')).toBeChecked();
  await page.getByTestId('move-continue').click();
  await expect(page.getByTestId('move-summary-units')).toHaveText('100,0000');
  expect(await text(page.getByTestId('move-summary-cost'))).toBe('Rp 1.500.000');
  await page.getByTestId('move-confirm').click();

  await expect(page).toHaveURL((url) => url.pathname === page_ && url.searchParams.has('selesai'));
  await expect(page.getByTestId('move-page')).toHaveAttribute('data-step', 'DONE');
  // (axe needs JavaScript in the page: the JavaScript runs above check the same steps.)
  await page.screenshot({ path: testInfo.outputPath(`move-done-nojs-${testInfo.project.name}.png`), fullPage: true });
  // A reload of the done page moves nothing more.
  await page.reload();
  await expect(page.getByTestId('move-done')).toBeVisible();
  expect(positionOf(setup.source, setup.fund.id)).toMatchObject({ units: 0, costBasis: 0 });
  expect(positionOf(setup.target, setup.fund.id)).toMatchObject({ units: 100_0000, costBasis: 1_500_000, realizedProfit: 0 });

  await page.getByTestId('move-done-target').click();
  await expect(page.locator(`[data-testid="portfolio-holding"][data-fund-id="${setup.fund.id}"]`)).toContainText('100,0000');
  // The emptied position has no move page any more.
  const response = await page.goto(page_);
  expect(response?.status()).toBe(404);
  await page.context().close();
});

test("another investor's holding is a 404", async ({ page, guard }) => {
  guard.allow(/status of 404/, /\/pindah$/);
  const mine = investorWithTwoPortfolios();
  const theirs = investorWithTwoPortfolios();
  await signIn(page, mine.email, '/reksadana');
  const response = await page.goto(movePath({ portfolioId: theirs.source, fund: theirs.fund }));
  expect(response?.status()).toBe(404);
});
