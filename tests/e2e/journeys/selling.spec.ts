// Selling end to end (issue 15 "Playwright"): an investor (a copy of the demo investor holding 10 000 units of a
// stock fund, support/sell-holder.ts) sells half the holding on the sell page, the operator publishes the NAV
// (`npm run cli -- nav:publish`) until the sale's NAV date is priced, and the portfolio shows the units gone down and
// the landing's realized-profit list shows the sale: at 375 px and at 1280 px, with an axe check. A journey (runs
// after the other browser tests, playwright.config.ts), since publishing a NAV moves every fund's figures.
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../../playwright.config';
import { portfolioPath } from '../../../app/domain/portfolio-paths';
import { DEMO_PIN, expect, expectNoViolations, queryOne, signIn, test } from '../support/fixtures';
import { sellHolder, type SellHolder } from '../support/sell-holder';

test.describe.configure({ mode: 'serial' });

/** The operator's daily cycle until the sale's NAV date is published (a few exchange days at most). */
function publishUntilPriced(orderId: number) {
  const { navDate } = queryOne<{ navDate: string }>('SELECT nav_date AS navDate FROM orders WHERE id = ?', orderId);
  const published = () => queryOne<{ latest: string }>('SELECT max(nav_date) AS latest FROM fund_navs').latest;
  for (let i = 0; i < 10 && published() < navDate; i++) {
    execFileSync('npx', ['tsx', 'seeds/cli.ts', 'nav:publish'], { env: { ...process.env, DATABASE_PATH: E2E_DATABASE }, stdio: 'pipe' });
  }
  expect(queryOne<{ status: string }>('SELECT status FROM orders WHERE id = ?', orderId).status).toBe('COMPLETED');
}

async function sellHalf(page: Page, holder: SellHolder): Promise<number> {
  await signIn(page, holder.email, holder.sellPath);
  await page.getByTestId('sell-amount').fill(String(Math.floor(holder.value / 2)));
  await page.getByTestId('sell-continue').click();
  await expect(page.getByTestId('sell')).toHaveAttribute('data-step', 'SUMMARY');
  await expectNoViolations(page);
  await page.getByTestId('sell-pin').fill(DEMO_PIN);
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('sell')).toHaveAttribute('data-step', 'DONE');
  return Number(await page.getByTestId('sell-done').getAttribute('data-order-id'));
}

for (const width of [375, 1280]) {
  test(`sells half a holding, the NAV is published, the units go and the realized profit shows (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const holder = sellHolder();
    const orderId = await sellHalf(page, holder);
    publishUntilPriced(orderId);

    const item = queryOne<{ units: number; proceeds: number }>('SELECT units, proceeds FROM order_items WHERE order_id = ?', orderId);
    const position = queryOne<{ units: number; heldUnits: number; realizedProfit: number }>(
      'SELECT units, held_units AS heldUnits, realized_profit AS realizedProfit FROM positions WHERE portfolio_id = ? AND fund_id = ?',
      holder.portfolioId,
      holder.fund.id,
    );
    expect(position).toMatchObject({ units: holder.units - item.units, heldUnits: 0 });
    const payout = queryOne<{ amount: number; status: string }>('SELECT amount, status FROM payouts WHERE order_item_id = (SELECT id FROM order_items WHERE order_id = ?)', orderId);
    expect(payout).toEqual({ amount: item.proceeds, status: 'PENDING' });

    // The portfolio: about 5 000 units left of 10 000.
    await page.goto(portfolioPath(holder.portfolioId));
    const holding = page.getByTestId('portfolio-holding').filter({ hasText: holder.fund.name });
    await expect(holding.getByTestId('portfolio-holding-units')).toHaveText(/^(4\.999|5\.000),\d{4}$/);
    await expectNoViolations(page);
    // The landing's realized-profit list reads the REDEMPTION entry.
    await page.goto('/reksadana');
    await expect(page.getByTestId('realized-profits').getByTestId('realized-profit-item').filter({ hasText: holder.fund.name }).first()).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: `test-results/selling-landing-${width}.png`, fullPage: true });
  });
}
