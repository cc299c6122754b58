// The performance detail pages of issue 16 item 8 (spec funds §2.1, §3; decisions 070, 071) at 375 px and 1280 px:
// the demo investor opens the allocation of one fund type across portfolios and follows a fund to its allocation;
// opens the realized-profit list with its filters in the address bar (with and without JavaScript) and one
// realization's average-cost breakdown; goes from a portfolio's dashboard to its holdings of one type. Each page
// passes the axe check; a console error or page error fails a test.
import { expect, expectNoViolations, pageWithoutJavaScript, queryAll, queryOne, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';
const TYPE_PATHS: Record<string, string> = { PASAR_UANG: 'pasar-uang', PENDAPATAN_TETAP: 'pendapatan-tetap', CAMPURAN: 'campuran', SAHAM: 'saham' };
const REALIZED_PATH = '/reksadana/portfolio/performa/keuntungan-terealisasi';

/** The fund type the investor holds most funds of, with those funds. */
function mostHeldType(): { type: string; funds: string[] } {
  const rows = queryAll<{ type: string; slug: string }>(
    `SELECT DISTINCT f.type, f.slug FROM positions ps JOIN funds f ON f.id = ps.fund_id JOIN users u ON u.id = ps.user_id
      WHERE u.email = ? AND ps.units > 0 ORDER BY f.type, f.slug`,
    INVESTOR,
  );
  const byType = new Map<string, string[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row.slug]);
  const [type, funds] = [...byType].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { type, funds };
}

test('the allocation of one fund type across portfolios, and on to one fund', async ({ page }) => {
  const { type, funds } = mostHeldType();
  const path = `/reksadana/portfolio/performa/alokasi/${TYPE_PATHS[type]}`;
  await signIn(page, INVESTOR, path);
  await expect(page.getByTestId('type-allocation-page')).toHaveAttribute('data-type', type);
  const cards = page.getByTestId('type-allocation-fund');
  await expect(cards).toHaveCount(funds.length);
  expect((await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-fund-slug')))).sort()).toEqual([...funds].sort());
  await expect(page.getByTestId('type-allocation-total-idr-value')).toHaveText(/^Rp\s[\d.]+$/);
  await expect(page.getByTestId('type-tab').and(page.locator('[aria-current="page"]'))).toHaveCount(1);
  await expectNoViolations(page);

  const first = cards.first();
  const slug = await first.getAttribute('data-fund-slug');
  await first.getByTestId('type-allocation-fund-detail').click();
  await expect(page).toHaveURL((url) => url.pathname === `${path}/${slug}`);
  await expect(page.getByTestId('allocation-page')).toBeVisible();
});

test('the realized-profit list filters in the address bar and opens one realization', async ({ page }) => {
  // The landing's list leads here.
  await signIn(page, INVESTOR, '/reksadana');
  await page.getByTestId('realized-profit-see-all').click();
  await expect(page).toHaveURL((url) => url.pathname === REALIZED_PATH);
  await page.goto(`${REALIZED_PATH}?orderTypes=SELL`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keuntungan terealisasi');
  const rows = page.getByTestId('realized-profit-item');
  await expect(rows.first()).toBeVisible();
  await expect(rows.locator('p span.rounded-full').filter({ hasNotText: 'Penjualan' })).toHaveCount(0);
  await expect(page.getByTestId('realized-profit-totals')).toContainText('Total untuk filter ini');
  await expectNoViolations(page);

  // A filter by name keeps the address bar in step.
  const fundName = (await rows.first().locator('h3').textContent())!.trim();
  const word = fundName.split(' ')[0]!;
  await page.getByLabel('Cari nama reksa dana').fill(word);
  await expect(page).toHaveURL((url) => url.searchParams.get('name') === word && url.searchParams.get('orderTypes') === 'SELL');
  // The list follows the address (the navigation may still be under way when the address changes).
  await expect(rows.locator('h3').filter({ hasNotText: new RegExp(word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })).toHaveCount(0);
  await expect(rows.first()).toBeVisible();

  await rows.first().getByTestId('realized-profit-row-link').click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${REALIZED_PATH}/`));
  await expect(page.getByTestId('realized-entry-kind')).toContainText('Penjualan');
  await expect(page.getByTestId('realized-entry-average-cost')).toHaveText(/^Rp\s[\d.]+,\d{2}$/);
  await expect(page.getByTestId('realized-entry-cost')).toBeVisible();
  await expectNoViolations(page);
});

test('the realized-profit list filters without JavaScript', async ({ browser, guard }, testInfo) => {
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, INVESTOR, `${REALIZED_PATH}?orderTypes=DIVIDEND_CASH`);
  const dividends = queryOne<{ n: number }>(
    `SELECT count(*) AS n FROM unit_ledger l JOIN users u ON u.id = l.user_id WHERE u.email = ? AND l.entry_type = 'DIVIDEND_CASH'`,
    INVESTOR,
  ).n;
  await expect(page.getByTestId('realized-profit-count')).toContainText(String(dividends));
  // Ticking "Penjualan" too and applying is a plain GET form.
  await page.getByRole('checkbox', { name: 'Penjualan' }).check();
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page).toHaveURL((url) => url.pathname === REALIZED_PATH && url.searchParams.getAll('orderTypes').sort().join(',') === 'DIVIDEND_CASH,SELL');
  await expect(page.getByTestId('realized-profit-item').first()).toBeVisible();
  await page.context().close();
});

test('from a portfolio’s dashboard to its holdings of one type', async ({ page }) => {
  const holding = queryOne<{ portfolioId: number; type: string }>(
    `SELECT p.id AS portfolioId, f.type FROM positions ps JOIN funds f ON f.id = ps.fund_id JOIN portfolios p ON p.id = ps.portfolio_id
       JOIN users u ON u.id = ps.user_id WHERE u.email = ? AND ps.units > 0 AND p.active = 1 ORDER BY p.is_default DESC, p.id LIMIT 1`,
    INVESTOR,
  );
  const count = queryOne<{ n: number }>(
    `SELECT count(*) AS n FROM positions ps JOIN funds f ON f.id = ps.fund_id WHERE ps.portfolio_id = ? AND ps.units > 0 AND f.type = ?`,
    holding.portfolioId,
    holding.type,
  ).n;
  await signIn(page, INVESTOR, `/reksadana/portfolio/${holding.portfolioId}`);
  const typeLinks = page.getByTestId('portfolio-type-link');
  await expect(typeLinks.first()).toBeVisible();
  await page.getByTestId('portfolio-type-links').getByRole('link', { name: typeName(holding.type) }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/reksadana/portfolio/${holding.portfolioId}/${TYPE_PATHS[holding.type]}`);
  await expect(page.getByTestId('type-holding')).toHaveCount(count);
  await expect(page.getByTestId('type-holdings-total')).toBeVisible();
  await expectNoViolations(page);
  await page.getByTestId('type-holdings-all-portfolios').click();
  await expect(page).toHaveURL((url) => url.pathname === `/reksadana/portfolio/performa/alokasi/${TYPE_PATHS[holding.type]}`);
  await page.goBack();
  await page.getByTestId('type-holdings-back').click();
  await expect(page).toHaveURL((url) => url.pathname === `/reksadana/portfolio/${holding.portfolioId}`);
});

test('another investor’s portfolio and a type that is none are 404s', async ({ page, guard }) => {
  guard.allow(/status of 404/);
  const other = queryOne<{ id: number }>(`SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = 'sales@celengan.test' LIMIT 1`);
  await signIn(page, INVESTOR, '/reksadana');
  for (const path of [`/reksadana/portfolio/${other.id}/saham`, '/reksadana/portfolio/performa/alokasi/obligasi', `${REALIZED_PATH}/saham/999999999`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  }
});

function typeName(type: string): string {
  return { PASAR_UANG: 'Pasar Uang', PENDAPATAN_TETAP: 'Pendapatan Tetap', CAMPURAN: 'Campuran', SAHAM: 'Saham' }[type]!;
}
