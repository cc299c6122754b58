// The allocation detail of one fund (spec funds §2.2 my-investment card, §3; decision 023) at 375 px and
// 1280 px: the demo investor opens a fund they hold, follows the my-investment card to the allocation page
// and sees each portfolio holding it with the figures of the database; the same without JavaScript; a fund
// they do not hold shows the empty state that leads back to the fund; an unknown fund is a 404; a visitor
// is sent to sign in. A console error or page error fails a test.
import { expect, expectNoViolations, pageWithoutJavaScript, signIn, queryAll, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';
const TYPE_PATHS: Record<string, string> = { PASAR_UANG: 'pasar-uang', PENDAPATAN_TETAP: 'pendapatan-tetap', CAMPURAN: 'campuran', SAHAM: 'saham' };

interface Fund {
  id: number;
  name: string;
  slug: string;
  type: string;
  currency: 'IDR' | 'USD';
}

interface Holding {
  portfolioName: string;
  units: number;
  value: number;
}

const fundPath = (f: Fund) => `/reksadana/${TYPE_PATHS[f.type]}/${f.slug}`;
const allocationPath = (f: Fund) => `/reksadana/portfolio/performa/alokasi/${TYPE_PATHS[f.type]}/${f.slug}`;

/** An IDR fund the investor holds, and its holdings valued as the page values them (units × latest NAV, floored). */
function heldFund(): { fund: Fund; holdings: Holding[] } {
  const [fund] = queryAll<Fund>(
    `SELECT f.id, f.name, f.slug, f.type, f.currency FROM positions ps JOIN funds f ON f.id = ps.fund_id JOIN users u ON u.id = ps.user_id
      WHERE u.email = ? AND ps.units > 0 AND f.currency = 'IDR' ORDER BY f.id LIMIT 1`,
    INVESTOR,
  );
  if (!fund) throw new Error('the demo investor holds no IDR fund');
  const holdings = queryAll<Holding>(
    `SELECT p.name AS portfolioName, ps.units AS units,
            (ps.units * (SELECT nav FROM fund_navs WHERE fund_id = ps.fund_id ORDER BY nav_date DESC LIMIT 1)) / 100000000 AS value
       FROM positions ps JOIN portfolios p ON p.id = ps.portfolio_id JOIN users u ON u.id = ps.user_id
      WHERE u.email = ? AND ps.fund_id = ? AND ps.units > 0
      ORDER BY p.is_default DESC, p.created_at, p.id`,
    INVESTOR,
    fund.id,
  );
  return { fund, holdings };
}

function notHeldFund(): Fund {
  const [fund] = queryAll<Fund>(
    `SELECT f.id, f.name, f.slug, f.type, f.currency FROM funds f
      WHERE f.id NOT IN (SELECT ps.fund_id FROM positions ps JOIN users u ON u.id = ps.user_id WHERE u.email = ? AND ps.units > 0)
      ORDER BY f.id LIMIT 1`,
    INVESTOR,
  );
  if (!fund) throw new Error('the demo investor holds every fund');
  return fund;
}

/** "Rp 1.234.567" as the page writes it (Intl's no-break space normalised). */
const rupiah = (value: number) => `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`;
const text = (s: string | null) => (s ?? '').replace(/\u00a0/g, ' ').trim();

test('the investor follows the my-investment card to the fund’s allocation across portfolios', async ({ page }) => {
  const { fund, holdings } = heldFund();
  await signIn(page, INVESTOR, fundPath(fund));
  const card = page.getByTestId('my-investment');
  await expect(card).toBeVisible();
  const cardValue = text(await card.getByTestId('investment-value').textContent());
  // The card with its link stays accessible on the fund page.
  await expectNoViolations(page);

  await card.getByTestId('my-investment-link').click();
  await expect(page).toHaveURL((url) => url.pathname === allocationPath(fund));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fund.name);
  await expect(page).toHaveTitle(new RegExp(`Alokasi ${fund.name}`));

  const rows = page.getByTestId('allocation-portfolio');
  await expect(rows).toHaveCount(holdings.length);
  for (const [i, holding] of holdings.entries()) {
    const row = rows.nth(i);
    await expect(row.getByTestId('allocation-portfolio-name')).toHaveText(holding.portfolioName);
    expect(text(await row.getByTestId('allocation-portfolio-value').textContent())).toBe(rupiah(holding.value));
    await expect(row.getByTestId('allocation-portfolio-share')).toHaveText(/^\d{1,3},\d{2}%$/);
    await expect(row.getByTestId('allocation-portfolio-return')).toHaveText(/^([+-]?\d{1,3}(\.\d{3})*,\d{2}%|-)$/);
  }
  const total = holdings.reduce((a, h) => a + h.value, 0);
  expect(text(await page.getByTestId('allocation-total-value').textContent())).toBe(rupiah(total));
  // Held in one portfolio, the total is the card's figure exactly.
  if (holdings.length === 1) expect(rupiah(total)).toBe(cardValue);
  await expect(page.getByTestId('allocation-nav')).toHaveText(/^Rp [\d.]+,\d{2}$/);
  await expectNoViolations(page);

  // Back to the fund.
  await page.getByTestId('allocation-back').click();
  await expect(page).toHaveURL((url) => url.pathname === fundPath(fund));
  await expect(page.getByTestId('my-investment')).toBeVisible();
});

test('the allocation page works without JavaScript', async ({ browser, guard }, testInfo) => {
  const { fund, holdings } = heldFund();
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, INVESTOR, fundPath(fund));
  await page.getByTestId('my-investment-link').click();
  await expect(page).toHaveURL((url) => url.pathname === allocationPath(fund));
  await expect(page.getByTestId('allocation-portfolio')).toHaveCount(holdings.length);
  await expect(page.getByTestId('allocation-total')).toBeVisible();
  await page.context().close();
});

test('a fund the investor does not hold shows the empty state with a link back to the fund', async ({ page }) => {
  const fund = notHeldFund();
  await signIn(page, INVESTOR, allocationPath(fund));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fund.name);
  await expect(page.getByTestId('allocation-empty')).toContainText('Anda belum memiliki reksa dana ini');
  await expect(page.getByTestId('allocation-portfolio')).toHaveCount(0);
  await expectNoViolations(page);
  await page.getByTestId('allocation-empty-back').click();
  await expect(page).toHaveURL((url) => url.pathname === fundPath(fund));
});

test('an unknown fund is a 404, and a visitor is sent to sign in', async ({ page, guard }) => {
  // The browser reports the 404 document itself as a console error: expected here, and only for it.
  guard.allow(/status of 404/, /\/tidak-ada-reksa-dana-ini$/);
  const { fund } = heldFund();
  await page.goto(allocationPath(fund));
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('target') === allocationPath(fund));

  await signIn(page, INVESTOR, '/reksadana');
  const response = await page.goto('/reksadana/portfolio/performa/alokasi/saham/tidak-ada-reksa-dana-ini');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
