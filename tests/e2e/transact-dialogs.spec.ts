// The portfolio page's holding actions open their flows in dialogs with JavaScript (issue 15 item 5: "ordinary
// pages that work without JavaScript, enhanced into a dialog with it"), at 375 px and 1280 px with axe: Switching
// (the switching list, an amount, the summary, the transaction PIN, done) and Pindah (choose to move, units, the
// summary, done), each ending with what the ledger holds. The pages behind the same links are tested without
// JavaScript in switch.spec.ts, move.spec.ts and sell.spec.ts; the sell dialog in sell.spec.ts.
import { portfolioPath } from '../../app/domain/portfolio-paths';
import { DEMO_PIN, expect, expectNoViolations, queryOne, signIn, test } from './support/fixtures';
import { investorWithTwoPortfolios, positionOf } from './support/move';
import { holdingToSwitch } from './support/switching';

test('Switching on a holding opens the switch flow in a dialog and places the switch', async ({ page }, testInfo) => {
  // Another fund than switch.spec.ts's (tests at both widths run at once).
  const holding = holdingToSwitch(testInfo.project.name === 'mobile' ? 6 : 7);
  await signIn(page, holding.email, portfolioPath(holding.portfolioId));
  const row = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${holding.fundId}"]`);
  await row.getByTestId('portfolio-holding-switch').click();

  const dialog = page.getByTestId('switch-dialog');
  const step = dialog.getByTestId('switch-dialog-step');
  await expect(step).toHaveAttribute('data-step', 'FORM');
  await expect(page).toHaveURL((url) => url.pathname === portfolioPath(holding.portfolioId));
  await expectNoViolations(page);
  await dialog.getByTestId(`switch-target-${holding.targetId}`).check();
  await dialog.getByTestId('switch-amount').fill('10.000.000');
  await dialog.getByTestId('switch-continue').click();
  await expect(step).toHaveAttribute('data-step', 'SUMMARY');
  await expectNoViolations(page);
  await dialog.getByTestId('switch-dialog-confirm').click();
  await expect(step).toHaveAttribute('data-step', 'PIN');
  await dialog.getByTestId('cart-dialog-pin-input').fill(DEMO_PIN);
  await dialog.getByTestId('cart-dialog-pin-submit').click();
  await expect(step).toHaveAttribute('data-step', 'DONE');
  await expectNoViolations(page);

  const orderId = Number(await dialog.getByTestId('switch-done').getAttribute('data-order-id'));
  expect(queryOne<{ type: string; status: string }>('SELECT type, status FROM orders WHERE id = ?', orderId)).toEqual({ type: 'SWITCH', status: 'PAID' });
  // The units are held for the switch until its NAV is published.
  expect(queryOne<{ held: number }>('SELECT held_units AS held FROM positions WHERE portfolio_id = ? AND fund_id = ?', holding.portfolioId, holding.fundId).held).toBeGreaterThan(0);
});

test('Pindah on a holding opens the move flow in a dialog and moves the units to the other portfolio', async ({ page }) => {
  const setup = investorWithTwoPortfolios();
  await signIn(page, setup.email, portfolioPath(setup.source));
  const row = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${setup.fund.id}"]`);
  await row.getByTestId('portfolio-holding-move').click();

  const dialog = page.getByTestId('move-dialog');
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByTestId('move-choice-move').click();
  await dialog.getByTestId('move-all-false').click();
  await dialog.getByTestId('move-units').fill('25');
  await dialog.getByTestId('move-continue').click();
  await expect(dialog.getByTestId('move-summary-units')).toHaveText('25,0000');
  await expectNoViolations(page);
  await dialog.getByTestId('move-confirm').click();
  await expect(dialog.getByTestId('move-done-target')).toBeVisible();
  await expectNoViolations(page);

  expect(positionOf(setup.source, setup.fund.id)).toMatchObject({ units: 75_0000, costBasis: 1_125_000, realizedProfit: 0 });
  expect(positionOf(setup.target, setup.fund.id)).toMatchObject({ units: 25_0000, costBasis: 375_000, realizedProfit: 0 });
  // The page behind the dialog shows what is left.
  await dialog.getByTestId('move-dialog-close').click();
  await expect(row).toContainText('75,0000');
});
