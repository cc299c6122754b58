// Switching a fund in the browser (issue 15 items 2, 4 and 5; spec funds §2.1), at 375 px and 1280 px with axe: the
// switch page with JavaScript (the same page navigated in place) and without it (plain form posts): choose the target
// from the switching list, an amount or all units, the summary with its estimates and both NAV dates, the transaction
// PIN, and the done step with the order, which waits PAID ("Diproses") with its two legs until the NAV is published
// (tests/e2e/journeys/switching.spec.ts publishes it).
import type { Page } from '@playwright/test';
import { switchPath } from '../../app/domain/transact-paths';
import { DEMO_PIN, expect, expectNoViolations, pageWithoutJavaScript, queryAll, queryOne, signIn, test } from './support/fixtures';
import { holdingToSwitch, type SwitchHolding } from './support/switching';

/** `axe`: false without JavaScript (axe runs in the page). */
async function switchOnPage(page: Page, holding: SwitchHolding, how: { amount: string } | 'all', axe = true) {
  const check = async () => {
    if (axe) await expectNoViolations(page);
  };
  const path = switchPath({ portfolioId: holding.portfolioId, fund: { id: holding.fundId } });
  await page.goto(path);
  await expect(page.getByTestId('switch')).toHaveAttribute('data-step', 'FORM');
  await expect(page.getByTestId('switch-holding')).toBeVisible();
  await expect(page.getByTestId(`switch-target-${holding.targetId}`)).toBeVisible();
  await check();
  await page.getByTestId(`switch-target-${holding.targetId}`).check();
  if (how === 'all') await page.getByTestId('switch-mode-all').check();
  else await page.getByTestId('switch-amount').fill(how.amount);
  await page.getByTestId('switch-continue').click();
  await expect(page.getByTestId('switch')).toHaveAttribute('data-step', 'SUMMARY');
  await expect(page.getByTestId('switch-summary-out-date')).not.toBeEmpty();
  await expect(page.getByTestId('switch-summary-in-date')).not.toBeEmpty();
  await expect(page.getByTestId('switch-summary-fee')).toContainText('Rp');
  await check();
  // A new session asks for the transaction PIN (decision 051).
  await page.getByTestId('switch-pin').fill(DEMO_PIN);
  await page.getByTestId('switch-confirm').click();
  await expect(page.getByTestId('switch')).toHaveAttribute('data-step', 'DONE');
  await check();
  return Number(await page.getByTestId('switch-done').getAttribute('data-order-id'));
}

function expectPendingSwitch(orderId: number, holding: SwitchHolding) {
  expect(queryOne<{ type: string; status: string }>('SELECT type, status FROM orders WHERE id = ?', orderId)).toEqual({ type: 'SWITCH', status: 'PAID' });
  const legs = queryAll<{ leg: string; fund_id: number }>('SELECT leg, fund_id FROM order_items WHERE order_id = ? ORDER BY id', orderId);
  expect(legs).toEqual([
    { leg: 'SWITCH_OUT', fund_id: holding.fundId },
    { leg: 'SWITCH_IN', fund_id: holding.targetId },
  ]);
}

test('with JavaScript: switch part of a holding by amount', async ({ page }, testInfo) => {
  const holding = holdingToSwitch(testInfo.project.name === 'mobile' ? 0 : 1);
  await signIn(page, holding.email);
  // The form's schema in the browser: an amount is needed unless all units go (nothing is posted).
  await page.goto(switchPath({ portfolioId: holding.portfolioId, fund: { id: holding.fundId } }));
  await page.getByTestId('switch-continue').click();
  await expect(page.getByTestId('switch-amount-error')).toBeVisible();
  const orderId = await switchOnPage(page, holding, { amount: '10.000.000' });
  expectPendingSwitch(orderId, holding);
  const held = queryOne<{ held: number }>('SELECT held_units AS held FROM positions WHERE portfolio_id = ? AND fund_id = ?', holding.portfolioId, holding.fundId).held;
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThan(holding.units);
  await page.getByTestId('switch-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/me/order/${orderId}$`));
});

test('without JavaScript: switch all units', async ({ browser, guard }, testInfo) => {
  const holding = holdingToSwitch(testInfo.project.name === 'mobile' ? 2 : 3);
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, holding.email);
  const orderId = await switchOnPage(page, holding, 'all', false);
  expectPendingSwitch(orderId, holding);
  expect(queryOne<{ held: number }>('SELECT held_units AS held FROM positions WHERE portfolio_id = ? AND fund_id = ?', holding.portfolioId, holding.fundId).held).toBe(holding.units);
  // Nothing is left to switch: the error step says so (answered 422).
  guard.allow(/status of 422/, /\/reksadana\/fund\/switch\//);
  await page.goto(switchPath({ portfolioId: holding.portfolioId, fund: { id: holding.fundId } }));
  await page.getByTestId('switch-mode-all').check();
  await page.getByTestId('switch-continue').click();
  await expect(page.getByTestId('switch-error')).toHaveAttribute('data-code', 'NO_UNITS');
  await page.context().close();
});

test("another investor's holding is not found", async ({ page, guard }) => {
  guard.allow(/status of 404/, /\/reksadana\/fund\/switch\//);
  const holding = holdingToSwitch(4);
  const other = holdingToSwitch(5);
  await signIn(page, other.email);
  const response = await page.goto(switchPath({ portfolioId: holding.portfolioId, fund: { id: holding.fundId } }));
  expect(response?.status()).toBe(404);
});
