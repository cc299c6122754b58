// Cash dividends (issue 15 item 6; decision 062), on copies of the seeded database: publishing the NAV of a CASH
// (or OPTIONAL) fund's cumulative date pays every position holding units exactly units × income per unit, rounded
// down to the rupiah, as a DIVIDEND_CASH ledger entry (realized profit = the cash, in the realized-profit list) and
// a payout due on the payment date with a notification; the ledger check stays clean; publishing again pays
// nothing twice; `payouts:pay --date <payment date>` marks the payouts paid; a REINVESTMENT fund pays no cash.
import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { describePublish } from '../../seeds/commands/nav';
import { cliRunner } from '../support/cli';
import { scratchDatabases } from '../support/test-run';
import { appendLedgerEntry, checkLedger } from '~/models/ledger.server';
import { cashDividendEntryKey, defaultPublishDate, publishNav } from '~/models/nav-publish.server';
import { dividendPayoutKey } from '~/models/payouts.server';
import { listRealizedProfits } from '~/models/realized-profits.server';

const NOW = new Date('2025-12-01T12:00:00Z');
const databases = scratchDatabases('cash-dividends');
const cli = cliRunner(NOW);

/** The first scheduled (not yet distributed) dividend of a fund with one of the policies, and its fund. */
function scheduledDividend(db: Db, policies: ('CASH' | 'OPTIONAL' | 'REINVESTMENT')[]) {
  return db
    .select({ dividend: schema.fundDividends, fund: schema.funds })
    .from(schema.fundDividends)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.fundDividends.fundId))
    .where(and(isNull(schema.fundDividends.distributedIncomePerUnit), inArray(schema.funds.dividendPolicy, policies), eq(schema.funds.currency, 'IDR')))
    .orderBy(asc(schema.fundDividends.cumulativeDate), asc(schema.funds.id))
    .get()!;
}

const holders = (db: Db, fundId: number) =>
  db
    .select()
    .from(schema.positions)
    .where(and(eq(schema.positions.fundId, fundId), gt(schema.positions.units, 0)))
    .orderBy(asc(schema.positions.portfolioId))
    .all();

/** Publishes every exchange day up to `date` (the demo's daily cycle), answering the last day's report. */
function publishThrough(db: Db, date: string) {
  for (;;) {
    const next = defaultPublishDate(db);
    const report = publishNav(db, { date: next, now: NOW });
    if (next >= date) return report;
  }
}

describe('a cash dividend on its cumulative date', () => {
  it('pays each position units × income per unit, down to the rupiah, as realized profit and a payout due on the payment date', async () => {
    const path = databases.copyOfSeeded();
    const db = openDatabase(path);
    try {
      const { dividend, fund } = scheduledDividend(db, ['CASH', 'OPTIONAL']);
      // The demo investor holds 1,234.5678 units of it in their default portfolio (besides any other holder).
      const investor = db.select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
      const portfolio = db.select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, investor.id), eq(schema.portfolios.isDefault, true))).get()!;
      const lastNav = db.select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fund.id)).orderBy(desc(schema.fundNavs.navDate)).get()!;
      db.transaction((tx) =>
        appendLedgerEntry(tx, {
          userId: investor.id,
          portfolioId: portfolio.id,
          fundId: fund.id,
          entryType: 'SUBSCRIPTION',
          units: 12_345_678,
          nav: lastNav.nav,
          navDate: lastNav.navDate,
          currency: 'IDR',
          amount: 1_500_000,
          idempotencyKey: 'cash-dividend-test-holding',
          at: NOW,
        }),
      );
      const before = holders(db, fund.id);
      expect(before.length).toBeGreaterThan(0);
      const report = publishThrough(db, dividend.cumulativeDate);
      const published = report.published.find((p) => p.fundId === fund.id)!;
      expect(published.dividend).not.toBeNull();
      const income = published.dividend!.distributedIncomePerUnit;
      const paymentDate = published.dividend!.paymentDate;

      let total = 0;
      for (const position of before) {
        // units × 10^4 × income × 10^4 → rupiah: ÷ 10^8, down.
        const expected = Number((BigInt(position.units) * BigInt(income)) / 100_000_000n);
        total += expected;
        const entry = db
          .select()
          .from(schema.unitLedger)
          .where(eq(schema.unitLedger.idempotencyKey, cashDividendEntryKey(dividend.id, position.portfolioId)))
          .get();
        if (expected === 0) {
          expect(entry).toBeUndefined();
          continue;
        }
        expect(entry).toMatchObject({
          entryType: 'DIVIDEND_CASH',
          units: 0,
          amount: expected,
          realizedProfit: expected,
          costBasisChange: 0,
          navDate: dividend.cumulativeDate,
          nav: published.nav,
          userId: position.userId,
        });
        const payout = db.select().from(schema.payouts).where(eq(schema.payouts.idempotencyKey, dividendPayoutKey(dividend.id, position.portfolioId))).get();
        expect(payout).toMatchObject({
          kind: 'DIVIDEND_CASH',
          dividendId: dividend.id,
          amount: expected,
          currency: 'IDR',
          navDate: dividend.cumulativeDate,
          dueDate: paymentDate,
          status: 'PENDING',
          orderItemId: null,
        });
        // The units stay; the position's realized profit grew by the cash.
        const after = db
          .select()
          .from(schema.positions)
          .where(and(eq(schema.positions.portfolioId, position.portfolioId), eq(schema.positions.fundId, fund.id)))
          .get()!;
        expect(after).toMatchObject({ units: position.units, costBasis: position.costBasis, realizedProfit: position.realizedProfit + expected });
      }
      const paidPositions = before.filter((p) => (BigInt(p.units) * BigInt(income)) / 100_000_000n > 0n).length;
      expect(published.dividend!.cash).toEqual({ positions: paidPositions, amount: total });
      // The report adds up every fund's cash dividend of the day (another fund may pay on the same date).
      const cashFunds = report.published.filter((p) => p.dividend?.cash);
      expect(report.cashDividends.positions).toBe(cashFunds.reduce((n, p) => n + p.dividend!.cash!.positions, 0));
      expect(report.cashDividends.positions).toBeGreaterThanOrEqual(paidPositions);
      expect(report.cashDividends.amounts.IDR).toBeGreaterThanOrEqual(total);
      expect(checkLedger(db)).toEqual([]);
      // What nav:publish prints.
      expect(describePublish(report)).toContain(`  Cash: ${paidPositions} position(s) paid, ${total} in minor units, payouts due ${paymentDate}.`);

      // In the investor's realized-profit list, as a cash dividend.
      const first = before.find((p) => p.userId === investor.id)!;
      const list = listRealizedProfits(first.userId, { orderTypes: ['DIVIDEND_CASH'], page: 0, size: 50 } as never, db);
      const row = list.rows.find((r) => r.fund.id === fund.id && r.navDate === dividend.cumulativeDate);
      const cashOfFirst = Number((BigInt(first.units) * BigInt(income)) / 100_000_000n);
      expect(row).toMatchObject({ orderType: 'DIVIDEND_CASH', units: 0, amount: cashOfFirst, realizedProfit: cashOfFirst, cost: 0 });
      // A notification tells each investor paid.
      const notes = db.select().from(schema.notifications).where(and(eq(schema.notifications.userId, first.userId), eq(schema.notifications.title, 'Dividen tunai dibagikan'))).all();
      expect(notes.length).toBeGreaterThan(0);

      // Publishing the same date again pays nothing twice.
      const again = publishNav(db, { date: dividend.cumulativeDate, now: NOW });
      expect(again.cashDividends.positions).toBe(0);
      const entries = db
        .select()
        .from(schema.unitLedger)
        .where(and(eq(schema.unitLedger.fundId, fund.id), eq(schema.unitLedger.entryType, 'DIVIDEND_CASH'), eq(schema.unitLedger.navDate, dividend.cumulativeDate)))
        .all();
      expect(entries).toHaveLength(paidPositions);
      expect(db.select().from(schema.payouts).where(eq(schema.payouts.dividendId, dividend.id)).all()).toHaveLength(paidPositions);
      db.$client.close();

      // The custodian pays them on the payment date (not before).
      const early = await cli(['payouts:pay', '--date', dividend.cumulativeDate], path);
      expect(early.status).toBe(0);
      const reopened = openDatabase(path);
      expect(reopened.select().from(schema.payouts).where(and(eq(schema.payouts.dividendId, dividend.id), eq(schema.payouts.status, 'PAID'))).all()).toHaveLength(0);
      reopened.$client.close();
      const paid = await cli(['payouts:pay', '--date', paymentDate], path);
      expect(paid.status).toBe(0);
      expect(paid.err).toBe('');
      const final = openDatabase(path);
      try {
        const rows = final.select().from(schema.payouts).where(eq(schema.payouts.dividendId, dividend.id)).all();
        expect(rows.every((r) => r.status === 'PAID' && r.paidAt?.getTime() === NOW.getTime())).toBe(true);
        expect(checkLedger(final)).toEqual([]);
      } finally {
        final.$client.close();
      }
    } finally {
      if (db.$client.open) db.$client.close();
    }
    // Up to two months of daily publications (the first scheduled cash dividend is weeks after the seed's NAV).
  }, 60_000);

  it('pays no cash for a REINVESTMENT fund (its NAV drops; no entry, no payout)', () => {
    const db = openDatabase(databases.copyOfSeeded());
    try {
      const found = scheduledDividend(db, ['REINVESTMENT']);
      expect(found).toBeDefined();
      const { dividend, fund } = found;
      const report = publishThrough(db, dividend.cumulativeDate);
      const published = report.published.find((p) => p.fundId === fund.id)!;
      expect(published.dividend).toMatchObject({ cash: null });
      expect(db.select().from(schema.payouts).where(eq(schema.payouts.dividendId, dividend.id)).all()).toEqual([]);
    } finally {
      db.$client.close();
    }
  }, 60_000);
});
