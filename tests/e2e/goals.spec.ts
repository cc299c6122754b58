// Goal portfolios (issue 16 items 3-5; decisions 066, 067) at 375 px and 1280 px, each on an account of the test's
// own: create a goal portfolio at /reksadana/portfolio?buat=true, buy its first fund through the cart and pay; on its
// dashboard the goal card gives the monthly saving needed and the chance of reaching the target; the edit dialog
// changes the target and the monthly saving changes, live in the form and on the card; an empty portfolio is deleted
// from the dialog; without JavaScript the create form, the edit page and the delete page (a recurring schedule
// blocks it, with the schedules' link) work as pages. Axe checks on the form, the card and the dialog. A console
// error or page error fails a test.
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { jakartaDate } from '../../app/domain/dates';
import { monthAfter } from '../../app/domain/policies/portfolio-goals';
import { accountLike, DEMO_PIN, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';
/** Rupiah as the pages write them (the no-break space normalised). */
const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;
const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replaceAll('\u00a0', ' ');

function write(run: (db: Database.Database) => void) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    run(db);
  } finally {
    db.close();
  }
}

/** Gives the account a copy of the demo investor's verified bank accounts (a buy needs one in its currency, spec funds §6). */
function copyBankAccounts(email: string) {
  write((db) =>
    db
      .prepare(
        `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
         SELECT (SELECT id FROM users WHERE email = ?), b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
           FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = 'investor@celengan.test'`,
      )
      .run(email),
  );
}

/** Fills the create form (with or without JavaScript) for a goal portfolio with a target. */
async function fillCreateForm(page: Page, input: { goal: string; name: string; amount: string; month: string }) {
  await page.getByTestId(`create-portfolio-goal-${input.goal}`).check({ force: true });
  await page.getByTestId('create-portfolio-name').fill(input.name);
  const self = page.getByTestId('create-portfolio-robo-false');
  if (await self.count()) await self.check();
  await page.getByTestId('create-portfolio-show-target').check();
  await page.getByTestId('create-portfolio-target-amount').fill(input.amount);
  await page.getByTestId('create-portfolio-target-month').fill(input.month);
}

test('create a goal portfolio, buy into it, see the chance, edit its target, and delete an empty portfolio', async ({ page }) => {
  test.setTimeout(90_000);
  const email = accountLike(INVESTOR);
  copyBankAccounts(email);
  const month = monthAfter(jakartaDate(new Date()), 36);
  await signIn(page, email, '/reksadana/portfolio?buat=true');
  const form = page.getByTestId('create-portfolio');
  await expect(form.getByRole('heading', { level: 1 })).toHaveText('Buat portofolio baru');
  await expect(page.getByTestId('create-portfolio-goal-types').getByRole('radio')).toHaveCount(12);
  // The name follows the goal until typed, with its counter.
  await page.getByTestId('create-portfolio-goal-HOUSE').check({ force: true });
  await expect(page.getByTestId('create-portfolio-name')).toHaveValue('Rumah');
  await expect(page.getByTestId('create-portfolio-name-counter')).toHaveText('5/30');
  await fillCreateForm(page, { goal: 'HOUSE', name: 'Rumah Impian', amount: '36000000', month });
  // The mask groups the digits; the monthly saving shows as one types (36 months from next month's end).
  await expect(page.getByTestId('create-portfolio-target-amount')).toHaveValue('36.000.000');
  await expect(page.getByTestId('create-portfolio-monthly-saving-value')).toContainText('selama 36 bulan');
  await expectNoViolations(page);
  await page.getByTestId('create-portfolio-submit').click();

  // The cart for its first fund: a money-market fund, paid with the demo's simulate button.
  await expect(page).toHaveURL(/\/reksadana\/beli\?portofolio=\d+&tambah=1$/);
  const portfolioId = Number(new URL(page.url()).searchParams.get('portofolio'));
  expect(queryOne<{ name: string; target_amount: number }>('SELECT name, target_amount FROM portfolios WHERE id = ?', portfolioId)).toEqual({ name: 'Rumah Impian', target_amount: 36_000_000 });
  await page.getByTestId('cart-fund-type').filter({ hasText: 'Pasar Uang' }).click();
  await page.getByTestId('cart-fund-choice').first().click();
  await page.getByTestId('cart-amount').fill('1000000');
  await page.getByTestId('cart-continue').click();
  const risk = page.getByTestId('cart-risk-accept');
  const summary = page.getByTestId('cart-summary');
  await expect(risk.or(summary)).toBeVisible();
  if (await risk.isVisible()) await risk.click();
  await expect(summary).toBeVisible();
  await page.getByTestId('cart-terms').check();
  const pin = page.getByTestId('cart-pin');
  if (await pin.count()) await pin.fill(DEMO_PIN);
  await page.getByTestId('cart-pay').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await page.getByTestId('payment-simulate').click();
  await expect(page.getByTestId('payment-page')).toHaveAttribute('data-status', 'PAID');

  // The dashboard: the goal card with the monthly saving and the chance, from the fund being bought.
  await page.goto(`/reksadana/portfolio/${portfolioId}`);
  const card = page.getByTestId('goal-card');
  await expect(card).toHaveAttribute('data-status', 'ON_THE_WAY');
  await expect(page.getByTestId('goal-card-percent')).toHaveText('0,00% tercapai');
  const months = Number((await text(page, 'goal-card-monthly')).match(/selama (\d+) bulan/)![1]);
  expect(await text(page, 'goal-card-monthly')).toBe(`${rupiah(Math.ceil(36_000_000 / months))} selama ${months} bulan`);
  await expect(page.getByTestId('goal-card-chance')).toHaveText(/^\d{1,3}%$/);
  await expect(page.getByTestId('goal-card-chance-body')).toContainText('dari 2.000 simulasi');
  await expect(page.getByTestId('goal-card-for-80')).toContainText(/80%/);
  await expect(page.getByTestId('goal-card-fan-chart')).toBeVisible();
  await expect(page.getByTestId('goal-card-p50')).toHaveText(/^Rp /);
  // The same figure on a second look (seeded with the portfolio and the day).
  const chance = await text(page, 'goal-card-chance');
  await page.reload();
  expect(await text(page, 'goal-card-chance')).toBe(chance);
  await expectNoViolations(page);

  // The edit dialog: a higher target, the monthly saving changes as one types, and on the card once saved.
  await page.getByTestId('portfolio-edit-open').click();
  const dialog = page.getByTestId('edit-dialog');
  await expect(dialog.getByTestId('edit-dialog-heading')).toHaveText('Ubah portofolio');
  await expect(dialog.getByTestId('edit-dialog-target-amount')).toHaveValue('36.000.000');
  await expect(page).toHaveURL(`/reksadana/portfolio/${portfolioId}`);
  // The icon choice opens in place.
  await dialog.getByText('Ganti ikon').click();
  await dialog.getByTestId('edit-dialog-icon-furniture').check({ force: true });
  await expectNoViolations(page);
  await dialog.getByTestId('edit-dialog-target-amount').fill('72000000');
  await expect(dialog.getByTestId('edit-dialog-monthly-saving-value')).toHaveText(`${rupiah(Math.ceil(72_000_000 / months))} selama ${months} bulan`);
  // Not deletable: a purchase is on its way (value 0 but an order under way: offered, refused on confirming).
  await dialog.getByTestId('edit-dialog-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('goal-card-monthly')).toHaveText(`${rupiah(Math.ceil(72_000_000 / months))} selama ${months} bulan`);
  expect(queryOne<{ icon: string; target_amount: number }>('SELECT icon, target_amount FROM portfolios WHERE id = ?', portfolioId)).toEqual({ icon: 'furniture', target_amount: 72_000_000 });

  await page.getByTestId('portfolio-edit-open').click();
  await dialog.getByTestId('edit-dialog-delete').click();
  await expect(dialog.getByTestId('edit-dialog-delete-refused')).toHaveAttribute('data-reason', 'PENDING_ORDER');
  await dialog.getByTestId('edit-dialog-delete-back').click();
  await dialog.getByTestId('edit-dialog-cancel').click();

  // An empty portfolio is deleted from the dialog, and the list no longer shows it.
  await page.goto('/reksadana/portfolio?buat=true');
  await page.getByTestId('create-portfolio-goal-TRAVEL').check({ force: true });
  await page.getByTestId('create-portfolio-name').fill('Liburan Kosong');
  await page.getByTestId('create-portfolio-submit').click();
  await expect(page).toHaveURL(/tambah=1$/);
  const emptyId = Number(new URL(page.url()).searchParams.get('portofolio'));
  await page.goto(`/reksadana/portfolio/${emptyId}`);
  await expect(page.getByTestId('goal-card')).toHaveCount(0);
  await page.getByTestId('portfolio-edit-open').click();
  await dialog.getByTestId('edit-dialog-delete').click();
  await expect(dialog.getByTestId('edit-dialog-delete-confirm')).toContainText('Liburan Kosong');
  await expectNoViolations(page);
  await dialog.getByTestId('edit-dialog-delete-submit').click();
  await expect(page).toHaveURL('/reksadana/portfolio');
  await expect(page.getByTestId('portfolio-card')).toHaveCount(1);
  // The list offers another (spec landing §5: add-new while 8 or fewer).
  await expect(page.getByTestId('portfolio-list-add')).toHaveAttribute('href', '/reksadana/portfolio?buat=true');
  expect(queryOne<{ active: number; closed: number }>('SELECT active, closed_at IS NOT NULL AS closed FROM portfolios WHERE id = ?', emptyId)).toEqual({ active: 0, closed: 1 });
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('without JavaScript: the create form, the edit page, and the delete page blocked by a schedule then deleting', async ({ browser, guard }, testInfo) => {
  // The bad post's answer is a 400 (what a browser logs).
  guard.allow(/status of 400/);
  const page = await pageWithoutJavaScript(browser, guard, testInfo.project.use.viewport ?? null);
  const email = accountLike(INVESTOR);
  const start = '/reksadana/portfolio?buat=true';
  await page.goto(`/signin?target=${encodeURIComponent(start)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill('celengan123');
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(start);

  // A bad post comes back with the fields' messages and what was typed.
  await page.getByTestId('create-portfolio-submit').click();
  await expect(page.getByTestId('create-portfolio').getByRole('alert').first()).toBeVisible();
  const month = monthAfter(jakartaDate(new Date()), 24);
  await fillCreateForm(page, { goal: 'EDUCATION', name: 'Kuliah Adik', amount: '24.000.000', month });
  await page.getByTestId('create-portfolio-submit').click();
  await expect(page).toHaveURL(/\/reksadana\/beli\?portofolio=\d+&tambah=1$/);
  const portfolioId = Number(new URL(page.url()).searchParams.get('portofolio'));

  // The dashboard's card (no purchase yet: the monthly saving, no chance), and the edit page.
  await page.goto(`/reksadana/portfolio/${portfolioId}`);
  await expect(page.getByTestId('goal-card-monthly')).toHaveText(/ selama 24 bulan$/);
  await page.getByTestId('portfolio-edit-open').click();
  await expect(page).toHaveURL(`/reksadana/portfolio/${portfolioId}/ubah`);
  await page.getByTestId('portfolio-edit-name').fill('Kuliah S2');
  await page.getByTestId('portfolio-edit-target-amount').fill('48.000.000');
  await page.getByTestId('portfolio-edit-save').click();
  await expect(page).toHaveURL(`/reksadana/portfolio/${portfolioId}`);
  await expect(page.getByTestId('portfolio-name')).toHaveText('Kuliah S2');
  await expect(page.getByTestId('goal-card-monthly')).toHaveText(`${rupiah(2_000_000)} selama 24 bulan`);

  // A paused recurring schedule blocks deleting, with the schedules' link.
  write((db) => {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const fund = db.prepare("SELECT id FROM funds WHERE currency = 'IDR' LIMIT 1").get() as { id: number };
    db.prepare("INSERT INTO recurring_schedules (user_id, portfolio_id, fund_id, amount, period, day, validity, start_date, status) VALUES (?, ?, ?, 100000, 'MONTHLY', 5, 'FOREVER', '2026-01-05', 'PAUSED')").run(user.id, portfolioId, fund.id);
  });
  await page.goto(`/reksadana/portfolio/${portfolioId}/ubah`);
  await page.getByTestId('portfolio-edit-delete').click();
  await expect(page).toHaveURL(`/reksadana/portfolio/${portfolioId}/hapus`);
  await expect(page.getByTestId('portfolio-delete-refused')).toHaveAttribute('data-reason', 'RECURRING_SCHEDULE');
  await expect(page.getByTestId('portfolio-delete-schedules')).toHaveAttribute('href', '/reksadana/nabung-rutin');

  // Stopped, it no longer blocks: confirm, and the list no longer has it.
  write((db) => db.prepare("UPDATE recurring_schedules SET status = 'STOPPED' WHERE portfolio_id = ?").run(portfolioId));
  await page.reload();
  await page.getByTestId('portfolio-delete-submit').click();
  await expect(page).toHaveURL('/reksadana/portfolio');
  await expect(page.getByTestId('portfolio-list-empty').or(page.getByTestId('portfolio-list'))).toBeVisible();
  await expect(page.getByText('Kuliah S2')).toHaveCount(0);
});
