// The portfolio pages (spec funds §2.1, §2.5, §3 Portfolio; decision 024) at 375 px and 1280 px: the demo investor
// opens a goal portfolio from the landing's portfolio card and sees its funds with the figures of the database, the
// IDR / USD breakdown, a top-up that opens the cart dialog for that fund (with JavaScript) or leads to the cart page
// (without); the robo portfolio's recommendation and its one buy link; the balance toggle hiding the amounts here
// and on the landing (an account of the test's own, with a copy of a portfolio); an empty portfolio's add-fund link;
// the list of portfolios from the bottom navigation; someone else's portfolio is a 404 and a visitor signs in first;
// nothing scrolls sideways. A console error or page error fails a test.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

function withDatabase<T>(use: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(E2E_DATABASE, { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const portfolioId = (email: string, name: string) =>
  withDatabase(
    (db) =>
      (db.prepare('SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.name = ?').get(email, name) as { id: number } | undefined)?.id,
  )!;

interface Holding {
  fundId: number;
  name: string;
  currency: 'IDR' | 'USD';
  value: number;
  /** × 10^4 */
  units: number;
}

/** Units as every page writes them: exactly 4 decimals (issue 13 item 14). */
const unitsText = (units: number) => (units / 10_000).toLocaleString('id-ID', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** A portfolio's funds valued as the page values them: units × latest NAV, rounded down (in cents for USD). */
const holdingsOf = (id: number) =>
  withDatabase(
    (db) =>
      db
        .prepare(
          `SELECT f.id AS fundId, f.name AS name, f.currency AS currency, ps.units AS units,
                  (ps.units * (SELECT nav FROM fund_navs WHERE fund_id = f.id ORDER BY nav_date DESC LIMIT 1) * CASE f.currency WHEN 'USD' THEN 100 ELSE 1 END) / 100000000 AS value
             FROM positions ps JOIN funds f ON f.id = ps.fund_id
            WHERE ps.portfolio_id = ? AND ps.units > 0`,
        )
        .all(id) as Holding[],
  );

/**
 * An account of this test's own (a copy of the demo investor) with one goal portfolio holding a copy of the demo
 * investor's "Dana Darurat" funds, booked through unit-ledger entries like a purchase, and one empty portfolio.
 */
function accountWithPortfolios(unitsOf: (units: number, index: number) => number = (units) => units): { email: string; filled: number; empty: number } {
  const email = accountLike(INVESTOR);
  const source = portfolioId(INVESTOR, 'Dana Darurat');
  return withDatabase((db) => {
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    const add = db.prepare('INSERT INTO portfolios (user_id, name, icon, created_at) VALUES (?, ?, ?, ?) RETURNING id');
    const now = Date.now();
    const filled = (add.get(userId, 'Tabungan Uji', 'emergency', now) as { id: number }).id;
    const empty = (add.get(userId, 'Liburan Uji', 'travel', now + 1) as { id: number }).id;
    const positions = db.prepare('SELECT fund_id AS fundId, units, cost_basis AS costBasis FROM positions WHERE portfolio_id = ? AND units > 0').all(source) as Array<{ fundId: number; units: number; costBasis: number }>;
    for (const [index, source] of positions.entries()) {
      const p = { ...source, units: unitsOf(source.units, index) };
      const nav = db.prepare('SELECT nav, nav_date AS navDate FROM fund_navs WHERE fund_id = ? ORDER BY nav_date DESC LIMIT 1').get(p.fundId) as { nav: number; navDate: string };
      db.prepare(
        `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, idempotency_key, created_at)
         VALUES (?, ?, ?, 'SUBSCRIPTION', ?, ?, ?, 'IDR', ?, ?, ?, ?)`,
      ).run(userId, filled, p.fundId, p.units, nav.nav, nav.navDate, p.costBasis, p.costBasis, `e2e-portfolio-${randomBytes(6).toString('hex')}`, now);
      db.prepare('INSERT INTO positions (user_id, portfolio_id, fund_id, units, cost_basis, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(userId, filled, p.fundId, p.units, p.costBasis, now);
    }
    return { email, filled, empty };
  }, false);
}

const dashboardPath = (id: number) => `/reksadana/portfolio/${id}`;
/** Money as the page prints it ("Rp 1.234.567", "US$1.066,99"; Intl's no-break space read as a space). */
const money = (value: number, currency: 'IDR' | 'USD') =>
  currency === 'IDR'
    ? `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value)}`
    : `US$${new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100)}`;
const text = async (locator: ReturnType<Page['locator']>) => ((await locator.textContent()) ?? '').replace(/\u00a0/g, ' ').trim();
/** The page runs JavaScript: its cart links say they open a dialog. */
const hydrated = (page: Page) => expect(page.locator('[aria-haspopup="dialog"]').first()).toBeAttached();

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, 'no horizontal scroll').toBeLessThanOrEqual(widths.viewport);
}

/** Opens a portfolio from its card in the landing's carousel (on a phone, its dot brings an off-screen card in). */
async function openFromLanding(page: Page, id: number) {
  const carousel = page.getByTestId('portfolio-carousel');
  const cards = carousel.getByTestId('portfolio-card');
  await expect(cards.first()).toBeVisible();
  const ids = await cards.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-portfolio-id'))));
  const index = ids.indexOf(id);
  expect(index).toBeGreaterThanOrEqual(0);
  const open = carousel.locator(`[data-testid="portfolio-card"][data-portfolio-id="${id}"]`).getByTestId('portfolio-open');
  await expect(page.locator('form input[name="js"]').first()).toBeAttached();
  const dot = carousel.locator('.carousel-dot').nth(index);
  if ((await open.locator('xpath=ancestor-or-self::*[@inert]').count()) > 0 && (await dot.isVisible())) await dot.click();
  await expect(open.locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);
  await open.click();
  await expect(page).toHaveURL((url) => url.pathname === dashboardPath(id));
}

test('the investor opens a goal portfolio from the landing: its funds, values, breakdown, and a top-up in the cart dialog', async ({ page }) => {
  const id = portfolioId(INVESTOR, 'Pendidikan Anak');
  const holdings = holdingsOf(id);
  expect(holdings.some((h) => h.currency === 'USD')).toBe(true);
  await signIn(page, INVESTOR);
  await openFromLanding(page, id);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pendidikan Anak');
  await expect(page).toHaveTitle(/Pendidikan Anak/);
  await expect(page.getByTestId('portfolio-greeting')).toHaveText(/^Halo, .+!$/);
  await expect(page.getByTestId('portfolio-back')).toHaveAttribute('href', '/reksadana');
  const rows = page.getByTestId('portfolio-holding');
  await expect(rows).toHaveCount(holdings.length);
  for (const h of holdings) {
    const row = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${h.fundId}"]`);
    await expect(row.getByTestId('portfolio-holding-name')).toHaveText(h.name);
    expect(await text(row.getByTestId('portfolio-holding-value'))).toBe(money(h.value, h.currency));
    await expect(row.getByTestId('portfolio-holding-units')).toHaveText(unitsText(h.units));
  }
  const idrTotal = holdings.filter((h) => h.currency === 'IDR').reduce((a, h) => a + h.value, 0);
  const usdTotal = holdings.filter((h) => h.currency === 'USD').reduce((a, h) => a + h.value, 0);
  // Issue 16 item 6 (decision 069): the total in rupiah counts the dollars at the latest buy rate (× 10^4), rounded down.
  const rate = withDatabase((db) => (db.prepare('SELECT buy_rate AS rate FROM usd_rates ORDER BY rate_date DESC LIMIT 1').get() as { rate: number }).rate);
  const usdInRupiah = Number((BigInt(usdTotal) * BigInt(rate)) / 1_000_000n);
  expect(await text(page.getByTestId('portfolio-total'))).toBe(money(idrTotal + usdInRupiah, 'IDR'));
  await expect(page.getByTestId('usd-rate')).toContainText('Kurs beli Rp');
  expect(await text(page.getByTestId('portfolio-total-usd'))).toContain(money(usdTotal, 'USD'));

  // The IDR / USD breakdown opens in place.
  const breakdown = page.getByTestId('portfolio-breakdown');
  await expect(breakdown.getByTestId('portfolio-breakdown-USD')).toBeHidden();
  await breakdown.locator('summary').click();
  expect(await text(breakdown.getByTestId('portfolio-breakdown-USD').getByTestId('breakdown-value'))).toBe(money(usdTotal, 'USD'));
  await expectNoViolations(page);
  await noSidewaysScroll(page);

  // Not robo: a fund is added through the cart; each fund tops up in the dialog.
  await expect(page.getByTestId('portfolio-add-fund')).toHaveAttribute('href', `/reksadana/beli?portofolio=${id}&tambah=1`);
  const idrFund = holdings.find((h) => h.currency === 'IDR')!;
  const topUp = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${idrFund.fundId}"]`).getByTestId('portfolio-holding-top-up');
  await expect(topUp).toHaveAttribute('href', `/reksadana/beli?portofolio=${id}&dana=${idrFund.fundId}`);
  await expect(topUp).toHaveAttribute('aria-haspopup', 'dialog');
  await topUp.click();
  const dialog = page.getByTestId('cart-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-step', 'FORM');
  await expect(dialog.getByTestId('cart-dialog-funds')).toContainText(idrFund.name);
  await expect(dialog.getByTestId('cart-dialog-portfolio')).toHaveText('Pendidikan Anak');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(dashboardPath(id));
});

test('the robo portfolio shows its recommendation and one buy link into the cart, no per-fund top-up', async ({ page }) => {
  const id = withDatabase(
    (db) => (db.prepare('SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.robo_cermat = 1 AND p.is_default = 1').get(INVESTOR) as { id: number }).id,
  );
  const recommended = withDatabase((db) => (db.prepare('SELECT count(*) AS n FROM portfolio_recommendations WHERE portfolio_id = ?').get(id) as { n: number }).n);
  expect(recommended).toBeGreaterThan(0);
  await signIn(page, INVESTOR, dashboardPath(id));
  await expect(page.getByTestId('portfolio-page')).toHaveAttribute('data-robo', 'true');
  await expect(page.getByTestId('portfolio-recommendation')).toHaveCount(recommended);
  await expect(page.getByTestId('portfolio-recommendation-target').first()).toHaveText(/^\d{1,3},\d{2}%$/);
  await expect(page.getByTestId('portfolio-holding')).toHaveCount(holdingsOf(id).length);
  await expect(page.getByTestId('portfolio-holding-top-up')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-add-fund')).toHaveCount(0);
  const buy = page.getByTestId('portfolio-buy');
  await expect(buy).toHaveAttribute('href', `/reksadana/beli?portofolio=${id}`);
  await expectNoViolations(page);
  await hydrated(page);
  await buy.click();
  await expect(page.getByTestId('cart-dialog')).toBeVisible();
});

test('the balance toggle hides the amounts here and on the landing, and survives a reload; an empty portfolio offers to add a fund', async ({ page }) => {
  const { email, filled, empty } = accountWithPortfolios();
  await signIn(page, email, dashboardPath(filled));
  const summary = page.getByTestId('portfolio-summary');
  await expect(summary).toHaveAttribute('data-masked', 'false');
  const total = await text(page.getByTestId('portfolio-total'));
  expect(total).toMatch(/^Rp [\d.]+$/);
  expect(total).not.toBe('Rp 0');
  await expect(page.locator('form input[name="js"]').first()).toBeAttached();
  const toggle = page.getByTestId('balance-toggle');
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith(dashboardPath(filled))), toggle.click()]);
  await expect(summary).toHaveAttribute('data-masked', 'true');
  await expect(page.getByTestId('portfolio-total')).toContainText('Rp ••••••');
  await expect(page.getByTestId('portfolio-holding-value').first()).toHaveText('Rp ••••••');
  await expect(toggle).toHaveAccessibleName('Tampilkan saldo');
  await page.reload();
  await expect(summary).toHaveAttribute('data-masked', 'true');

  // The landing follows the same setting.
  await page.goto('/reksadana');
  await expect(page.getByTestId('portfolio-summary')).toHaveAttribute('data-masked', 'true');

  await page.goto(dashboardPath(filled));
  await expect(page.locator('form input[name="js"]').first()).toBeAttached();
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByTestId('balance-toggle').click()]);
  await expect(summary).toHaveAttribute('data-masked', 'false');
  expect(await text(page.getByTestId('portfolio-total'))).toBe(total);

  await page.goto(dashboardPath(empty));
  await expect(page.getByTestId('portfolio-empty')).toBeVisible();
  await expect(page.getByTestId('portfolio-holding')).toHaveCount(0);
  await expect(page.getByTestId('portfolio-add-fund')).toHaveAttribute('href', `/reksadana/beli?portofolio=${empty}&tambah=1`);
  await expectNoViolations(page);
  await noSidewaysScroll(page);
});

test('units show their 4 decimals in both languages, trailing zeros too (issue 13 item 14)', async ({ page }) => {
  // The first holding of exactly 581,5840 units, in its ledger and its position alike.
  const { email, filled } = accountWithPortfolios((units, index) => (index === 0 ? 5_815_840 : units));
  const fundId = withDatabase(
    (db) => (db.prepare('SELECT fund_id AS fundId FROM positions WHERE portfolio_id = ? AND units = 5815840').get(filled) as { fundId: number }).fundId,
  );
  await signIn(page, email, dashboardPath(filled));
  const units = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${fundId}"]`).getByTestId('portfolio-holding-units');
  await expect(units).toHaveText('581,5840');
  for (const other of await page.getByTestId('portfolio-holding-units').allInnerTexts()) expect(other).toMatch(/^\d{1,3}(\.\d{3})*,\d{4}$/);
  await page.goto(`${dashboardPath(filled)}?lng=en`);
  await expect(units).toHaveText('581.5840');
});

test('without JavaScript: the toggle is a form post, the breakdown opens, and a top-up leads to the cart page', async ({ browser, guard }, testInfo) => {
  const { email, filled } = accountWithPortfolios();
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  await signIn(page, email, dashboardPath(filled));
  await page.getByTestId('balance-toggle').click();
  await expect(page).toHaveURL((url) => url.pathname === dashboardPath(filled));
  await expect(page.getByTestId('portfolio-summary')).toHaveAttribute('data-masked', 'true');
  await page.getByTestId('balance-toggle').click();
  await expect(page.getByTestId('portfolio-summary')).toHaveAttribute('data-masked', 'false');

  await page.context().clearCookies();
  await signIn(page, INVESTOR, dashboardPath(portfolioId(INVESTOR, 'Pendidikan Anak')));
  await page.getByTestId('portfolio-breakdown').locator('summary').click();
  await expect(page.getByTestId('portfolio-breakdown-USD')).toBeVisible();
  const topUp = page.getByTestId('portfolio-holding-top-up').first();
  const href = await topUp.getAttribute('href');
  expect(href).toMatch(/^\/reksadana\/beli\?portofolio=\d+&dana=\d+$/);
  await expect(topUp).not.toHaveAttribute('aria-haspopup', 'dialog');
  await topUp.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await expect(page.getByTestId('cart-form')).toBeVisible();
  await page.context().close();
});

test('the bottom navigation and the list lead to each portfolio', async ({ page }, testInfo) => {
  await signIn(page, INVESTOR);
  if ((testInfo.project.use.viewport?.width ?? 1280) < 768) {
    await page.getByTestId('bottom-nav').getByRole('link', { name: 'Portofolio' }).click();
  } else {
    await page.goto('/reksadana/portfolio');
  }
  await expect(page).toHaveURL((url) => url.pathname === '/reksadana/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portofolio saya');
  const count = withDatabase(
    (db) => (db.prepare('SELECT count(*) AS n FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = ? AND p.active = 1').get(INVESTOR) as { n: number }).n,
  );
  const cards = page.getByTestId('portfolio-card');
  await expect(cards).toHaveCount(count);
  await expect(cards.first()).toContainText('Utama');
  await expectNoViolations(page);
  await noSidewaysScroll(page);
  const id = portfolioId(INVESTOR, 'Dana Darurat');
  await page.locator(`[data-testid="portfolio-card"][data-portfolio-id="${id}"]`).getByTestId('portfolio-open').click();
  await expect(page).toHaveURL((url) => url.pathname === dashboardPath(id));
  await expect(page.getByTestId('portfolio-holding')).toHaveCount(holdingsOf(id).length);
  // No dollar funds here: no breakdown.
  await expect(page.getByTestId('portfolio-breakdown')).toHaveCount(0);
  await noSidewaysScroll(page);
});

test('someone else’s portfolio is a 404, and a visitor is sent to sign in', async ({ page, guard }) => {
  // The browser reports the 404 document itself as a console error: expected here, and only for it.
  guard.allow(/status of 404/, /\/reksadana\/portfolio\/\d+$/);
  const other = withDatabase(
    (db) => (db.prepare("SELECT p.id FROM portfolios p JOIN users u ON u.id = p.user_id WHERE u.email = 'sales@celengan.test' LIMIT 1").get() as { id: number }).id,
  );
  await page.goto(dashboardPath(other));
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('target') === dashboardPath(other));

  await signIn(page, INVESTOR);
  const response = await page.goto(dashboardPath(other));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});
