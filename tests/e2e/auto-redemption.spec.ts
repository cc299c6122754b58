// Auto-redemption in the browser (issue 18 item 4; spec funds §2.1 /auto-redemption/{id}/approval|approved; decision
// 087), at 375 px (project mobile) and 1280 px (project desktop), with an axe check on each page: the demo investor
// opens "Atur jual otomatis" on a holding of the portfolio page, sets a rule (every 6 months, the profit only: no
// nav:publish of the other tests comes near it), ticks the consent on the approval page, sees /approved and the rule
// on the holding; then stops it again (the stop also needs consent), so each run starts from a holding without a rule.
// The two widths take different holdings (they run at the same time on the one database).
import { expect, expectNoViolations, queryAll, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

/** The investor's holdings in their goal portfolios without a seeded rule, in a fixed order. */
function holdings() {
  return queryAll<{ portfolioId: number; fundId: number; name: string }>(
    `SELECT p.portfolio_id AS portfolioId, p.fund_id AS fundId, f.name
       FROM positions p JOIN funds f ON f.id = p.fund_id JOIN portfolios o ON o.id = p.portfolio_id JOIN users u ON u.id = p.user_id
      WHERE u.email = ? AND p.units > 0 AND o.active = 1 AND f.currency = 'IDR' AND o.name IN ('Pendidikan Anak', 'Dana Darurat')
        AND NOT EXISTS (SELECT 1 FROM auto_redemptions a WHERE a.portfolio_id = p.portfolio_id AND a.fund_id = p.fund_id AND a.created_at <= (SELECT min(created_at) FROM auto_redemptions))
      ORDER BY p.portfolio_id, p.fund_id`,
    INVESTOR,
  );
}

test('sets up an auto-sell on a holding, approves it, sees it on the holding, and stops it', async ({ page, guard }, testInfo) => {
  // The approval posted without the tick answers 400 (the page shows why).
  guard.allow(/status of 400/, /\/approval\.data$/);
  const holding = holdings()[testInfo.project.name === 'mobile' ? 0 : 1]!;
  await signIn(page, INVESTOR, `/reksadana/portfolio/${holding.portfolioId}`);
  const card = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${holding.fundId}"]`);
  await card.getByTestId('portfolio-holding-auto-redemption-new').click();

  await expect(page.getByTestId('auto-redemption-new-page')).toBeVisible();
  await expect(page.getByTestId('auto-redemption-fund')).toHaveText(holding.name);
  await expectNoViolations(page);
  // A target outside 1-100%: the form says so.
  await page.getByTestId('auto-redemption-profit-target').fill('150');
  await page.getByTestId('auto-redemption-submit').click();
  await expect(page.locator('#auto-redemption-profit-target-error')).toContainText('1% sampai 100%');
  await page.getByTestId('auto-redemption-trigger-PERIOD').check();
  await page.getByTestId('auto-redemption-period-6').check();
  await page.getByTestId('auto-redemption-scope-PROFIT_ONLY').check();
  await page.getByTestId('auto-redemption-submit').click();

  await expect(page).toHaveURL(/\/auto-redemption\/\d+\/approval$/);
  await expect(page.getByTestId('auto-redemption-approval-page')).toHaveAttribute('data-status', 'PENDING_ACTIVATION_APPROVAL');
  await expect(page.getByTestId('auto-redemption-terms')).toHaveText('Setiap 6 bulan, jual keuntungannya saja');
  await expectNoViolations(page);
  // Approving without the tick: the consent is asked for.
  await page.getByTestId('auto-redemption-approve').click();
  await expect(page.locator('#auto-redemption-consent-error')).toHaveText('Centang persetujuan untuk melanjutkan');
  await page.getByTestId('auto-redemption-consent').check();
  await page.getByTestId('auto-redemption-approve').click();

  await expect(page).toHaveURL(/\/auto-redemption\/\d+\/approved$/);
  await expect(page.getByTestId('auto-redemption-approved-page')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jual otomatis aktif');
  await expectNoViolations(page);

  // The holding shows the rule, leading to its page.
  await page.getByTestId('auto-redemption-to-portfolio').click();
  const line = card.getByTestId('portfolio-holding-auto-redemption');
  await expect(line).toHaveAttribute('data-status', 'ACTIVE');
  await expect(line).toContainText('Setiap 6 bulan, jual keuntungannya saja');
  await line.getByRole('link').click();

  // Stop it: the stop waits for consent too.
  await expect(page.getByTestId('auto-redemption-edit-page')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('auto-redemption-cancel').click();
  await expect(page.getByTestId('auto-redemption-approval-page')).toHaveAttribute('data-status', 'PENDING_CANCELLATION_APPROVAL');
  await page.getByTestId('auto-redemption-consent').check();
  await page.getByTestId('auto-redemption-approve').click();
  await expect(page.getByTestId('auto-redemption-approved-page')).toHaveAttribute('data-status', 'INACTIVE');
  await page.getByTestId('auto-redemption-to-portfolio').click();
  await expect(card.getByTestId('portfolio-holding-auto-redemption-new')).toBeVisible();
});
