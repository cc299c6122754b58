// Nabung Rutin end to end (issue 17 item 1 "Playwright"; spec funds §2.1 recurring routes, §4.5, §5; decisions 074,
// 075), on accounts of the tests' own (copies of the demo investor: other specs never meet their schedules):
// - with JavaScript (1280 px): buy a stock fund through the cart with "Jadikan Nabung Rutin" monthly and pay it,
//   run `recurring:run` for the schedule's first date through the CLI (as buying.spec.ts runs nav:publish), see the
//   run's order on the schedule's page, in /me/order and in the notification centre, pay it with the demo's simulate
//   button and read all notifications; then the pages once
//   more at 375 px with an axe check;
// - without JavaScript: create, change, pause and stop a schedule through the pages' plain forms.
// A journey (after every other browser test, playwright.config.ts): the run places an order and pays it.
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../../playwright.config';
import { cartAddress } from '../../../app/domain/cart-address';
import { runDateOf } from '../../../app/domain/recurring-schedule';
import type { IsoDate } from '../../../app/domain/dates';
import { accountLike, DEMO_PIN, expect, expectNoViolations, pageWithoutJavaScript, queryAll, queryOne, signIn, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const INVESTOR = 'investor@celengan.test';

function write(run: (db: Database.Database) => void) {
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    run(db);
  } finally {
    db.close();
  }
}

/** A copy of the demo investor (verified, moderate risk, PIN) with its verified bank accounts (a buy needs one, spec funds §6). */
function newInvestor(): string {
  const email = accountLike(INVESTOR);
  write((db) =>
    db
      .prepare(
        `INSERT INTO bank_accounts (user_id, bank_id, account_number, holder_name, currency, status, is_default)
         SELECT (SELECT id FROM users WHERE email = ?), b.bank_id, b.account_number, b.holder_name, b.currency, b.status, b.is_default
           FROM bank_accounts b JOIN users u ON u.id = b.user_id WHERE u.email = ?`,
      )
      .run(email, INVESTOR),
  );
  return email;
}

/** An IDR stock fund open to buying (the cart's journey) and one whose first purchase may be Rp 100.000 (the pages'). */
const stockFund = () =>
  queryOne<{ id: number; slug: string; type: 'SAHAM' }>(
    "SELECT id, slug, type FROM funds WHERE type = 'SAHAM' AND currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL ORDER BY id LIMIT 1",
  );
const smallFund = () =>
  queryOne<{ id: number; name: string }>(
    "SELECT id, name FROM funds WHERE currency = 'IDR' AND status = 'active_subsenabled' AND container_account IS NOT NULL AND minimum_initial_subscription_amount <= 100000 ORDER BY id LIMIT 1",
  );

const cli = (...args: string[]) => execFileSync('npx', ['tsx', 'seeds/cli.ts', ...args], { env: { ...process.env, DATABASE_PATH: E2E_DATABASE }, stdio: 'pipe' }).toString();

async function paySimulated(page: Page) {
  await expect(page.getByTestId('payment-page')).toHaveAttribute('data-status', 'PENDING');
  await page.getByTestId('payment-simulate').click();
  await expect(page.getByTestId('payment-page')).toHaveAttribute('data-status', 'PAID');
}

test('with JavaScript: a monthly schedule from the cart, its run on its date, the run’s order paid', async ({ page }) => {
  test.slow();
  const email = newInvestor();
  await signIn(page, email);
  const fund = stockFund();

  // The cart's pages (spec funds §2.4; the fund page's buy button opens them as a dialog with JavaScript): a new
  // portfolio, the amount, the risk warning, the summary.
  await page.goto(cartAddress({ fundId: fund.id }));
  await page.getByTestId('cart-new-portfolio').check();
  await page.getByLabel('Nama portofolio baru').fill('Nabung Bulanan');
  await page.getByTestId('cart-amount').fill('1.000.000');
  await page.getByTestId('cart-continue').click();
  await page.getByTestId('cart-risk-accept').click();
  await expect(page.getByTestId('cart-summary')).toBeVisible();

  // spec funds §5: "Jadikan Nabung Rutin", monthly, forever; the day picker shows for the monthly period only.
  const option = page.getByTestId('cart-recurring');
  await expect(option).toBeVisible();
  await expect(page.getByTestId('cart-recurring-month-day')).toBeHidden();
  await option.getByText('Bulanan').click();
  await expect(page.getByTestId('cart-recurring-month-day')).toBeVisible();
  await expect(page.getByTestId('cart-recurring-weekday')).toBeHidden();
  await page.getByTestId('cart-recurring-month-day').selectOption('15');
  await expectNoViolations(page);
  await page.getByTestId('cart-terms').check();
  await page.getByTestId('cart-pin').fill(DEMO_PIN);
  await page.getByTestId('cart-pay').click();
  await expect(page).toHaveURL(/\/payment\/\d+$/);
  await paySimulated(page);

  const schedule = queryOne<{ id: number; portfolioId: number; startDate: IsoDate; day: number; period: string }>(
    'SELECT s.id, s.portfolio_id AS portfolioId, s.start_date AS startDate, s.day, s.period FROM recurring_schedules s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
    email,
  );
  expect(schedule).toMatchObject({ period: 'MONTHLY', day: 15 });

  // The list and the schedule's page: next run on its first date, no run yet.
  await page.goto('/reksadana/nabung-rutin');
  const row = page.getByTestId('recurring-schedule');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Setiap bulan tanggal 15');
  await row.click();
  await expect(page).toHaveURL(`/reksadana/nabung-rutin/${schedule.portfolioId}/${schedule.id}`);
  await expect(page.getByTestId('recurring-runs-empty')).toBeVisible();

  // The operator's (or the 07:00 job's) run for the schedule's first exchange day.
  const holidays = new Set(queryAll<{ date: IsoDate }>('SELECT date FROM exchange_holidays').map((h) => h.date));
  const runDate = runDateOf(schedule.startDate, holidays);
  cli('recurring:run', '--date', runDate);
  await page.reload();
  const run = page.getByTestId('recurring-run');
  await expect(run).toHaveCount(1);
  await expect(run).toHaveAttribute('data-state', 'WAITING_PAYMENT');
  await expect(run.getByTestId('recurring-run-state')).toHaveText('Menunggu Pembayaran');
  const orderId = Number(await run.getAttribute('data-order-id'));
  expect(queryOne<{ source: string; scheduleId: number }>('SELECT source, recurring_schedule_id AS scheduleId FROM orders WHERE id = ?', orderId)).toEqual({ source: 'RECURRING', scheduleId: schedule.id });

  // The order is in /me/order too; the landing's submenu counts the run waiting for payment.
  await page.goto('/me/order');
  await expect(page.locator(`[data-testid="orders-row"] a[href="/me/order/${orderId}"]`).first()).toBeVisible();
  await page.goto('/reksadana');
  await expect(page.getByTestId('submenu-recurring-count')).toContainText('1');

  // The notification centre (issue 17 item 4): the run's notification is the newest, unread, and names the order;
  // its email is in the outbox (item 5).
  const transactionNumber = queryOne<{ n: string }>('SELECT transaction_number AS n FROM orders WHERE id = ?', orderId).n;
  await page.goto('/notifications');
  const newest = page.getByTestId('notification').first();
  await expect(newest).toHaveAttribute('data-kind', 'RECURRING_RUN_CREATED');
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await expect(newest).toContainText(transactionNumber);
  expect(queryOne<{ n: number }>("SELECT count(*) AS n FROM outbox_emails o JOIN users u ON u.id = o.user_id WHERE u.email = ? AND o.kind = 'RECURRING_RUN_CREATED'", email).n).toBe(1);

  // Paying it from the schedule's page.
  await page.goto(`/reksadana/nabung-rutin/${schedule.portfolioId}/${schedule.id}`);
  await expect(page.getByTestId('recurring-need-payment')).toHaveCount(0);
  await page.getByTestId('recurring-run-pay').click();
  await expect(page).toHaveURL(`/payment/${orderId}`);
  await paySimulated(page);
  await page.goto(`/reksadana/nabung-rutin/${schedule.portfolioId}/${schedule.id}`);
  await expect(page.getByTestId('recurring-run')).toHaveAttribute('data-state', 'PAID');
  await expect(page.getByTestId('recurring-run-state')).toHaveText('Pembayaran Berhasil');

  // The payment's notification came in; reading them all leaves none unread.
  await page.goto('/notifications');
  await expect(page.getByTestId('notification').first()).toHaveAttribute('data-kind', 'ORDER_PAID');
  await page.getByTestId('notifications-read-all').click();
  await expect(page.locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);

  // The dashboard's panel leads to the portfolio's schedules (spec funds §4.4, 1 to 4 schedules).
  await page.goto(`/reksadana/portfolio/${schedule.portfolioId}`);
  await expect(page.getByTestId('portfolio-recurring')).toHaveAttribute('data-kind', 'SCHEDULES');
  await expect(page.getByTestId('portfolio-recurring')).toHaveAttribute('href', `/reksadana/nabung-rutin/${schedule.portfolioId}`);

  // The pages at 375 px, with the axe check.
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of [
    '/reksadana/nabung-rutin',
    `/reksadana/nabung-rutin/${schedule.portfolioId}`,
    `/reksadana/nabung-rutin/${schedule.portfolioId}/${schedule.id}`,
    `/reksadana/nabung-rutin/ubah/${schedule.portfolioId}/${schedule.id}`,
    `/reksadana/nabung-rutin/buat-jadwal?portfolio=${schedule.portfolioId}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
    await expectNoViolations(page);
  }
});

test('without JavaScript: create, change, pause and stop a schedule through the pages', async ({ browser, guard }) => {
  const page = await pageWithoutJavaScript(browser, guard, { width: 1280, height: 800 });
  const email = newInvestor();
  let portfolioId = 0;
  write((db) => {
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
    portfolioId = Number(db.prepare("INSERT INTO portfolios (user_id, name, is_default) VALUES (?, 'Tabungan', 1)").run(userId).lastInsertRowid);
  });
  const fund = smallFund();
  // The refused post below answers 400 (the page with its errors).
  guard.allow(/status of 400/, /\/reksadana\/nabung-rutin\/buat-jadwal/);
  // Another investor's schedule at the end: the 404 page.
  guard.allow(/status of 404/, /\/reksadana\/nabung-rutin\//);
  await signIn(page, email);

  // Signed in with no schedule: the empty state and the create link.
  await page.goto('/reksadana/nabung-rutin');
  await expect(page.getByTestId('recurring-empty')).toBeVisible();
  await page.getByTestId('recurring-create').click();
  await expect(page).toHaveURL(`/reksadana/nabung-rutin/buat-jadwal?portfolio=${portfolioId}`);

  // A refused post comes back with the field's error and what was sent.
  await page.getByTestId('recurring-fund').selectOption(String(fund.id));
  await page.getByTestId('recurring-amount').fill('');
  await page.getByTestId('recurring-submit').click();
  await expect(page.getByTestId('recurring-form')).toContainText('Input ini wajib diisi');

  await page.getByTestId('recurring-fund').selectOption(String(fund.id));
  await page.getByTestId('recurring-amount').fill('100.000');
  await page.getByTestId('recurring-month-day').selectOption('3');
  await page.getByTestId('recurring-submit').click();
  await expect(page).toHaveURL(/\/reksadana\/nabung-rutin\/\d+\/\d+\?ok=created$/);
  await expect(page.getByTestId('recurring-detail')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('recurring-detail-period')).toHaveText('Setiap bulan tanggal 3');
  await expect(page.getByTestId('recurring-detail-amount')).toContainText('100.000');

  // Change: Rp 250.000 every Wednesday until a date.
  await page.getByTestId('recurring-edit').click();
  await page.getByTestId('recurring-amount').fill('250.000');
  await page.getByTestId('recurring-period-WEEKLY').check({ force: true });
  await page.getByTestId('recurring-weekday').selectOption('3');
  await page.getByTestId('recurring-submit').click();
  await expect(page).toHaveURL(/\?ok=saved$/);
  await expect(page.getByTestId('recurring-detail-period')).toHaveText('Setiap Rabu');
  await expect(page.getByTestId('recurring-detail-amount')).toContainText('250.000');

  // Pause, then stop after the confirmation.
  await page.getByTestId('recurring-edit').click();
  await page.getByTestId('recurring-pause').click();
  await expect(page).toHaveURL(/\?ok=paused$/);
  await expect(page.getByTestId('recurring-detail')).toHaveAttribute('data-status', 'PAUSED');
  await page.getByTestId('recurring-edit').click();
  await page.getByTestId('recurring-stop').click();
  await expect(page.getByTestId('recurring-stop-confirm')).toBeVisible();
  await page.getByTestId('recurring-stop-confirm-button').click();
  await expect(page).toHaveURL(/\?ok=stopped$/);
  await expect(page.getByTestId('recurring-detail')).toHaveAttribute('data-status', 'STOPPED');
  await expect(page.getByTestId('recurring-edit')).toHaveCount(0);

  // Someone else's schedule is the 404 page.
  const other = { id: 0, portfolioId: 0 };
  write((db) => {
    const userId = (db.prepare('SELECT id FROM users WHERE email = ?').get(accountLike(INVESTOR)) as { id: number }).id;
    other.portfolioId = Number(db.prepare("INSERT INTO portfolios (user_id, name, is_default) VALUES (?, 'Lain', 1)").run(userId).lastInsertRowid);
    other.id = Number(
      db
        .prepare("INSERT INTO recurring_schedules (user_id, portfolio_id, fund_id, amount, period, day, validity, start_date) VALUES (?, ?, ?, 100000, 'MONTHLY', 1, 'FOREVER', '2030-01-01')")
        .run(userId, other.portfolioId, fund.id).lastInsertRowid,
    );
  });
  for (const path of [`/reksadana/nabung-rutin/${other.portfolioId}/${other.id}`, `/reksadana/nabung-rutin/ubah/${other.portfolioId}/${other.id}`, `/reksadana/nabung-rutin/buat-jadwal?portfolio=${other.portfolioId}`]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
  }
  await page.context().close();
});
