// Switching end to end (issue 15 "Playwright": switch a fund): the investor switches part of a holding on the switch
// page, the operator publishes the NAV (`npm run cli -- nav:publish`): the switch-out is priced at its NAV date and the
// order stays in progress ("Diproses", PAID) until the next exchange day's NAV prices the switch-in, then it is
// completed, and `ledger:check` is clean after each publication. At 375 px and 1280 px with axe. A journey (after every
// other browser test, playwright.config.ts), since publishing a NAV moves every fund's figures.
import { execFileSync } from 'node:child_process';
import { E2E_DATABASE } from '../../../playwright.config';
import { switchPath } from '../../../app/domain/transact-paths';
import { DEMO_PIN, expect, expectNoViolations, queryOne, signIn, test } from '../support/fixtures';
import { holdingToSwitch } from '../support/switching';

test.describe.configure({ mode: 'serial' });

const cli = (...args: string[]) => execFileSync('npx', ['tsx', 'seeds/cli.ts', ...args], { env: { ...process.env, DATABASE_PATH: E2E_DATABASE }, stdio: 'pipe' }).toString();
const newestNav = () => queryOne<{ latest: string }>('SELECT max(nav_date) AS latest FROM fund_navs').latest;
const legs = (orderId: number) =>
  queryOne<{ outNav: number | null; inNavDate: string | null; inNav: number | null; status: string }>(
    `SELECT o.status, (SELECT nav FROM order_items WHERE order_id = o.id AND leg = 'SWITCH_OUT') AS outNav,
            (SELECT nav_date FROM order_items WHERE order_id = o.id AND leg = 'SWITCH_IN') AS inNavDate,
            (SELECT nav FROM order_items WHERE order_id = o.id AND leg = 'SWITCH_IN') AS inNav
       FROM orders o WHERE o.id = ?`,
    orderId,
  );

for (const width of [375, 1280]) {
  test(`at ${width} px: switch, publish the NAV twice, and see the order completed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const holding = holdingToSwitch(width === 375 ? 8 : 9);
    await signIn(page, holding.email);
    await page.goto(switchPath({ portfolioId: holding.portfolioId, fund: { id: holding.fundId } }));
    await page.getByTestId(`switch-target-${holding.targetId}`).check();
    await page.getByTestId('switch-amount').fill('5.000.000');
    await page.getByTestId('switch-continue').click();
    await page.getByTestId('switch-pin').fill(DEMO_PIN);
    await page.getByTestId('switch-confirm').click();
    await expect(page.getByTestId('switch')).toHaveAttribute('data-step', 'DONE');
    const orderId = Number(await page.getByTestId('switch-done').getAttribute('data-order-id'));
    const outNavDate = queryOne<{ navDate: string }>('SELECT nav_date AS navDate FROM orders WHERE id = ?', orderId).navDate;

    // The operator's daily cycle until the switch-out's NAV date is published (a bound against a loop without end).
    for (let i = 0; i < 10 && newestNav() < outNavDate; i++) cli('nav:publish');
    expect(legs(orderId)).toMatchObject({ status: 'PAID', inNav: null });
    expect(legs(orderId).outNav).not.toBeNull();
    cli('ledger:check');
    await page.goto(`/me/order/${orderId}`);
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'PAID');
    await expectNoViolations(page);

    // The next exchange day's NAV prices the switch-in and completes the order.
    const inNavDate = legs(orderId).inNavDate!;
    for (let i = 0; i < 10 && newestNav() < inNavDate; i++) cli('nav:publish');
    expect(legs(orderId).status).toBe('COMPLETED');
    cli('ledger:check');
    expect(queryOne<{ units: number }>('SELECT units FROM positions WHERE portfolio_id = ? AND fund_id = ?', holding.portfolioId, holding.targetId).units).toBeGreaterThan(0);
    await page.goto(`/me/order/${orderId}`);
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'COMPLETED');
    await expectNoViolations(page);
  });
}
