// Selling in the browser (issue 15 items 1, 4, 5, 7; decision 056), at 375 and 1280 px: the sell page and its dialog
// with JavaScript (form → summary → PIN → done, an axe check at each step), the same page without JavaScript (plain
// form posts; axe needs JavaScript, so the steps it renders are checked in the first test),
// and 20 redeem requests fired at the server at once for the same units: no more is ever held than the position.
// Each test has an investor of its own (support/sell-holder.ts); nothing is priced here (the journey
// journeys/selling.spec.ts publishes the NAV).
import { portfolioPath } from '../../app/domain/portfolio-paths';
import { DEMO_PIN, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';
import { sellHolder } from './support/sell-holder';

const held = (portfolioId: number, fundId: number) =>
  queryOne<{ units: number; heldUnits: number }>('SELECT units, held_units AS heldUnits FROM positions WHERE portfolio_id = ? AND fund_id = ?', portfolioId, fundId);

/** Half the holding's value in rupiah, as typed ("123456"). */
const half = (value: number) => String(Math.floor(value / 2));

test('sells half a holding in the dialog that the holding row’s Jual opens', async ({ page, guard }) => {
  guard.allow(/status of (422|428)/, /\/jual\.data$/);
  const holder = sellHolder();
  await signIn(page, holder.email, holder.sellPath);
  await expect(page.getByTestId('sell-fund')).toHaveText(holder.fund.name);
  await expect(page.getByTestId('sell-units')).toHaveText('10.000,0000');
  await expectNoViolations(page);

  // The portfolio's page: the holding's Jual opens the flow in a dialog over it.
  await page.goto(portfolioPath(holder.portfolioId));
  await page.locator(`[data-testid="portfolio-holding"][data-fund-id="${holder.fund.id}"]`).getByTestId('portfolio-holding-sell').click();
  const dialog = page.getByTestId('sell-dialog');
  await expect(dialog.getByTestId('sell-dialog-form')).toBeVisible();
  // An empty amount: the form's schema answers in the browser, nothing is posted.
  await dialog.getByTestId('sell-dialog-continue').click();
  await expect(dialog.getByTestId('sell-dialog-error-message')).toBeVisible();
  await expect(dialog.getByTestId('sell-dialog-form')).toBeVisible();
  await dialog.getByTestId('sell-dialog-amount').fill(half(holder.value));
  await expectNoViolations(page);
  await dialog.getByTestId('sell-dialog-continue').click();
  await expect(dialog.getByTestId('sell-dialog-summary')).toBeVisible();
  await expect(dialog.getByTestId('sell-dialog-summary-units')).toHaveText(/^(4\.999|5\.000),\d{4}$/);
  await expect(dialog.getByTestId('sell-dialog-summary-account')).toContainText('••••');
  await expect(dialog.getByTestId('sell-dialog-summary-payout-date')).not.toBeEmpty();
  await expectNoViolations(page);
  await dialog.getByTestId('sell-dialog-pin').fill(DEMO_PIN);
  await dialog.getByTestId('sell-dialog-confirm').click();
  await expect(dialog.getByTestId('sell-dialog-done')).toBeVisible();
  await expect(dialog.getByTestId('sell-dialog-done-number')).toHaveText(/^CLG-\d{8}-\d{6}$/);
  const orderId = Number(await dialog.getByTestId('sell-dialog-done').getAttribute('data-order-id'));
  expect(queryOne<{ type: string; status: string }>('SELECT type, status FROM orders WHERE id = ?', orderId)).toEqual({ type: 'SELL', status: 'PAID' });
  expect(held(holder.portfolioId, holder.fund.id).heldUnits).toBeGreaterThan(holder.units * 0.49);
  await page.screenshot({ path: `test-results/sell-dialog-${page.viewportSize()?.width}.png`, fullPage: true });
  await dialog.getByTestId('sell-dialog-done-order').click();
  await expect(page).toHaveURL(`/me/order/${orderId}`);
});

test('sells all units without JavaScript: plain form posts through the steps', async ({ browser, guard }, testInfo) => {
  test.setTimeout(60_000);
  const holder = sellHolder();
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  // A refused amount and a wrong PIN answer 422 (the page shows why).
  guard.allow(/status of 422/, /\/jual$/);
  await signIn(page, holder.email, holder.sellPath);
  await expect(page.getByTestId('sell')).toHaveAttribute('data-step', 'FORM');
  // An amount below the minimum redemption: the form again with the message.
  await page.getByTestId('sell-amount').fill('1');
  await page.getByTestId('sell-continue').click();
  await expect(page.getByTestId('sell-error-message')).toContainText('Minimum penjualan');
  await page.getByTestId('sell-mode-all').check();
  await page.getByTestId('sell-continue').click();
  await expect(page.getByTestId('sell')).toHaveAttribute('data-step', 'SUMMARY');
  await expect(page.getByTestId('sell-summary-units')).toHaveText('10.000,0000');
  await page.screenshot({ path: `test-results/sell-summary-${page.viewportSize()?.width}.png`, fullPage: true });
  // A wrong PIN: the summary again with the tries left; then the right one.
  await page.getByTestId('sell-pin').fill('000000');
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('sell-summary')).toContainText('2');
  await page.getByTestId('sell-pin').fill(DEMO_PIN);
  await page.getByTestId('sell-confirm').click();
  await expect(page.getByTestId('sell')).toHaveAttribute('data-step', 'DONE');
  await expect(page.getByTestId('sell-done-number')).toHaveText(/^CLG-/);
  expect(held(holder.portfolioId, holder.fund.id)).toEqual({ units: holder.units, heldUnits: holder.units });
  // Back on the form: nothing left to sell.
  await page.goto(holder.sellPath);
  await expect(page.getByTestId('sell-card')).toContainText('Semua unit sedang dalam proses penjualan');
  await page.context().close();
});

test('20 redeem requests at once for 30 % of the units each: never more held than owned', async ({ page, baseURL }) => {
  const holder = sellHolder();
  await signIn(page, holder.email, holder.sellPath);
  const request = page.request;
  const body = { portfolioId: holder.portfolioId, mutualFundId: holder.fund.id, units: '3000' };
  // The PIN once (with a first order of 3 000 units), then the session is fresh for 15 minutes.
  const first = await request.post('/api/v2/mutual-funds/redeem', { data: { ...body, pin: DEMO_PIN }, headers: { Origin: baseURL!, 'Idempotency-Key': `race-first-${holder.userId}` } });
  expect(first.status()).toBe(201);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      request.post('/api/v2/mutual-funds/redeem?version=2.1', { data: body, headers: { Origin: baseURL!, 'Idempotency-Key': `race-${holder.userId}-${i}` } }),
    ),
  );
  const statuses = answers.map((a) => a.status());
  expect(statuses.every((s) => s === 201 || s === 422), statuses.join(',')).toBe(true);
  // 10 000 units: the first took 3 000, so two more fit (the 1 000 left are fewer than 3 000).
  expect(statuses.filter((s) => s === 201)).toHaveLength(2);
  const position = held(holder.portfolioId, holder.fund.id);
  expect(position).toEqual({ units: holder.units, heldUnits: 90_000_000 });
  const refused = await answers.find((a) => a.status() === 422)!.json();
  expect(refused).toMatchObject({ code: 'INSUFFICIENT_UNITS', freeUnits: 1000 });
});
