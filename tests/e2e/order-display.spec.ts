// What the investor sees of sales, switches and payouts (issue 15 items 5 and 7; decision 063) at 375 px and
// 1280 px, with an axe check: an account of the test's own (a copy of the demo investor with a verified bank account)
// holds a fund in a portfolio and has a sale being processed, a priced sale with its payout due, and a switch whose
// switch-out is priced, written in the shapes of decision 056 (tests/support/redemptions.ts; the flows themselves
// are tested with their pages). The portfolio dashboard lists the pending sale and switch with the held and free
// units and the Jual / Pindah links; the order history filters sales; the sale's detail shows the payout (bank and
// last 4 digits, amount, due date, not sent yet); the switch's detail shows both legs. Nothing scrolls sideways.
import { and, eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config';
import { openDatabase, schema } from '../../db/client';
import { appendLedgerEntry } from '../../app/models/ledger.server';
import { insertSellOrder, insertSwitchOrder, sameManagerFund } from '../support/redemptions';
import { accountLike, expect, expectNoViolations, signIn, test } from './support/fixtures';

const INVESTOR = 'investor@celengan.test';

interface Fixture {
  email: string;
  portfolioId: number;
  fundId: number;
  pendingSale: number;
  pricedSale: number;
  switchOrder: number;
  accountLast4: string;
}

/** The account, its portfolio and position, its bank account, and the three orders. */
function setUp(): Fixture {
  const email = accountLike(INVESTOR);
  const db = openDatabase(E2E_DATABASE);
  try {
    const user = db.select().from(schema.users).where(eq(schema.users.email, email)).get()!;
    const demo = db.select().from(schema.users).where(eq(schema.users.email, INVESTOR)).get()!;
    const account = db
      .select()
      .from(schema.bankAccounts)
      .where(and(eq(schema.bankAccounts.userId, demo.id), eq(schema.bankAccounts.currency, 'IDR'), eq(schema.bankAccounts.status, 'VERIFIED')))
      .get()!;
    const { id: _id, userId: _user, ...copy } = account;
    db.insert(schema.bankAccounts).values({ ...copy, userId: user.id }).run();
    // A rupiah fund of the demo investor's that has a sibling of the same manager to switch into.
    const held = db
      .select({ fundId: schema.positions.fundId })
      .from(schema.positions)
      .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
      .where(and(eq(schema.positions.userId, demo.id), eq(schema.funds.currency, 'IDR')))
      .all()
      .find((p) => sameManagerFund(p.fundId, db))!;
    const target = sameManagerFund(held.fundId, db)!;
    const portfolio = db
      .insert(schema.portfolios)
      .values({ userId: user.id, name: 'Uji Jual', icon: 'emergency', createdAt: new Date() })
      .returning({ id: schema.portfolios.id })
      .get();
    const nav = db.select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, held.fundId)).orderBy(schema.fundNavs.navDate).all().at(-1)!;
    db.transaction((tx) =>
      appendLedgerEntry(tx, {
        userId: user.id,
        portfolioId: portfolio.id,
        fundId: held.fundId,
        entryType: 'SUBSCRIPTION',
        units: 100_000_000, // 10.000 units
        nav: nav.nav,
        navDate: nav.navDate,
        currency: 'IDR',
        amount: 10_000_000,
        idempotencyKey: `e2e-order-display-${user.id}`,
        at: new Date(),
      }),
      { behavior: 'immediate' },
    );
    const base = { userId: user.id, portfolioId: portfolio.id, database: db };
    const at = new Date();
    const pendingSale = insertSellOrder({ ...base, fundId: held.fundId, units: 12_345_678, at, navDate: nav.navDate }).orderId;
    const pricedSale = insertSellOrder({
      ...base,
      fundId: held.fundId,
      units: 20_000_000,
      at,
      navDate: nav.navDate,
      priced: { nav: nav.nav, dueDate: '2099-01-05' },
    }).orderId;
    const switchOrder = insertSwitchOrder({
      ...base,
      fromFundId: held.fundId,
      toFundId: target.id,
      units: 5_000_000,
      at,
      navDate: nav.navDate,
      out: { nav: nav.nav, inNavDate: '2099-01-02' },
    }).orderId;
    return { email, portfolioId: portfolio.id, fundId: held.fundId, pendingSale, pricedSale, switchOrder, accountLast4: account.accountNumber.slice(-4) };
  } finally {
    db.$client.close();
  }
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport);
}

test('the dashboard, the history and the details of a sale and a switch', async ({ page }, testInfo) => {
  const fixture = setUp();
  await signIn(page, fixture.email, `/reksadana/portfolio/${fixture.portfolioId}`);

  // The dashboard: the pending sale and switch, the held units, the actions.
  const pending = page.getByTestId('portfolio-pending');
  await expect(pending).toBeVisible();
  await expect(pending.locator(`[data-order-id="${fixture.pendingSale}"]`)).toContainText('Penjualan');
  await expect(pending.locator(`[data-order-id="${fixture.pendingSale}"]`)).toContainText('1.234,5678 unit');
  // Its switch-out is priced, its switch-in not yet: still in progress, naming both funds.
  await expect(pending.locator(`[data-order-id="${fixture.switchOrder}"]`)).toContainText('Pengalihan');
  const holding = page.locator(`[data-testid="portfolio-holding"][data-fund-id="${fixture.fundId}"]`);
  await expect(holding.getByTestId('portfolio-holding-held')).toContainText('1.234,5678 unit sedang dijual/dialihkan');
  await expect(holding.getByTestId('portfolio-holding-sell')).toHaveAttribute('href', new RegExp(`/reksadana/portfolio/${fixture.portfolioId}/[^/]+/${fixture.fundId}/jual$`));
  await expect(holding.getByTestId('portfolio-holding-move')).toHaveAttribute('href', new RegExp(`/reksadana/portfolio/${fixture.portfolioId}/[^/]+/${fixture.fundId}/pindah$`));
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });

  // The history, sales only: the pending one is being processed, never "paid".
  await page.goto('/me/order?type=sell');
  const rows = page.getByTestId('orders-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Sedang diproses' })).toHaveCount(1);
  await expectNoViolations(page);

  // The priced sale: units, NAV, fee, proceeds, and the payout on its way.
  await page.goto(`/me/order/${fixture.pricedSale}`);
  await expect(page.getByTestId('order-status')).toHaveText('Selesai');
  await expect(page.getByTestId('order-item-units')).toHaveText('2.000,0000');
  await expect(page.getByTestId('order-item-proceeds')).toContainText('Rp');
  const payout = page.getByTestId('order-payout');
  await expect(payout).toHaveAttribute('data-payout-status', 'PENDING');
  await expect(payout.getByTestId('order-payout-account')).toContainText(fixture.accountLast4);
  await expect(payout.getByTestId('order-payout-due')).toContainText('2099');
  await expect(payout.getByTestId('order-payout-status')).toHaveText('Belum dikirim');
  await expect(page.locator('[data-step="PAYOUT"]')).toHaveAttribute('data-state', 'current');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('sale.png'), fullPage: true });

  // The pending sale: being processed, the units held, no proceeds yet.
  await page.goto(`/me/order/${fixture.pendingSale}`);
  await expect(page.getByTestId('order-processing')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Sedang diproses');
  await expect(page.getByTestId('order-item-proceeds')).toHaveText('Menunggu');
  await expectNoViolations(page);

  // The switch: both legs, the switch-in dated, waiting for its units.
  await page.goto(`/me/order/${fixture.switchOrder}`);
  await expect(page.getByTestId('order-processing')).toContainText('Unit reksa dana asal sudah dijual');
  const legs = page.getByTestId('order-item');
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0)).toHaveAttribute('data-leg', 'SWITCH_OUT');
  await expect(legs.nth(0)).toHaveAttribute('data-priced', 'true');
  await expect(legs.nth(1)).toHaveAttribute('data-leg', 'SWITCH_IN');
  await expect(legs.nth(1).getByTestId('order-item-units')).toHaveText('Menunggu');
  await expect(page.locator('[data-step="SWITCH_IN_NAV_DATE"]')).toHaveAttribute('data-state', 'current');
  await expectNoSidewaysScroll(page);
  await expectNoViolations(page);
  await page.screenshot({ path: testInfo.outputPath('switch.png'), fullPage: true });
});
