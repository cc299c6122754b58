import { and, count, eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { auditLog, exchangeHolidays, fundAums, fundDividends, fundNavs, funds, fundStatistics } from '../../db/schema';
import { defaultPublishDate, NavPublishError, publishNav } from './nav-publish.server';
import { scratchDatabases } from '../../tests/support/test-run';

const NOW = new Date('2025-11-14T12:00:00Z');
const databases = scratchDatabases('nav-publish');
const freshDb = (): Db => openDatabase(databases.copyOfSeeded());

const navCountByFund = (db: Db) =>
  new Map(
    db
      .select({ fundId: fundNavs.fundId, n: count(), last: max(fundNavs.navDate) })
      .from(fundNavs)
      .groupBy(fundNavs.fundId)
      .all()
      .map((r) => [r.fundId, { n: r.n, last: r.last }]),
  );
const navOn = (db: Db, fundId: number, date: string) =>
  db.select().from(fundNavs).where(and(eq(fundNavs.fundId, fundId), eq(fundNavs.navDate, date))).get();
const fundByCode = (db: Db, code: string) => db.select().from(funds).where(eq(funds.code, code)).get()!;

function expectPublishError(work: () => unknown, code: string, message: RegExp) {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(NavPublishError);
    expect((error as NavPublishError).code).toBe(code);
    expect((error as Error).message).toMatch(message);
    return;
  }
  throw new Error('expected a NavPublishError');
}

describe('publishNav', () => {
  it('appends exactly one NAV per active fund on the next exchange day, skipping the weekend and a holiday', () => {
    const db = freshDb();
    try {
      // The seeded NAV ends on Friday 7 November; make Monday 10 November a holiday.
      db.insert(exchangeHolidays).values({ date: '2025-11-10', name: 'Libur uji' }).run();
      expect(defaultPublishDate(db)).toBe('2025-11-11');
      const before = navCountByFund(db);
      const auditBefore = db.select().from(auditLog).all().length;
      const statsBefore = db.select().from(fundStatistics).where(eq(fundStatistics.period, 'oneMonth')).all();

      const report = publishNav(db, { now: NOW });
      expect(report.date).toBe('2025-11-11');
      expect(report.published).toHaveLength(13);
      expect(report.alreadyPublished).toEqual([]);
      const after = navCountByFund(db);
      for (const [fundId, { n }] of before) expect(after.get(fundId)).toEqual({ n: n + 1, last: '2025-11-11' });

      for (const p of report.published) {
        expect(p.previousDate).toBe('2025-11-07');
        const row = navOn(db, p.fundId, '2025-11-11')!;
        expect(row).toMatchObject({ nav: p.nav, adjustedNav: p.adjustedNav });
        const previous = navOn(db, p.fundId, '2025-11-07')!;
        // the adjusted NAV moves with the same return (to within rounding of the integers)
        const navReturn = row.nav / previous.nav;
        const adjustedReturn = row.adjustedNav / previous.adjustedNav;
        expect(Math.abs(navReturn - adjustedReturn)).toBeLessThan(2 / previous.nav + 2 / previous.adjustedNav);
        // a plausible day: within ±5 % (money market: never down)
        expect(Math.abs(navReturn - 1)).toBeLessThan(0.05);
        const fund = db.select({ type: funds.type }).from(funds).where(eq(funds.id, p.fundId)).get()!;
        if (fund.type === 'PASAR_UANG') expect(row.nav).toBeGreaterThanOrEqual(previous.nav);
      }

      // statistics were refreshed: every fund's period now ends on the new date
      const statsAfter = db.select().from(fundStatistics).where(eq(fundStatistics.period, 'oneMonth')).all();
      expect(statsAfter.every((s) => s.endDate === '2025-11-11' && s.computedAt.getTime() === NOW.getTime())).toBe(true);
      expect(statsAfter.map((s) => s.returnPpm)).not.toEqual(statsBefore.map((s) => s.returnPpm));

      const audit = db.select().from(auditLog).all();
      expect(audit).toHaveLength(auditBefore + 1);
      expect(audit.at(-1)).toMatchObject({ actorKind: 'cli', action: 'fund_nav.publish', entityId: '2025-11-11' });
    } finally {
      db.$client.close();
    }
  });

  it('is deterministic for a date and a fund code', () => {
    const a = freshDb();
    const b = freshDb();
    try {
      const first = publishNav(a, { date: '2025-11-10', now: NOW }).published.map((p) => [p.code, p.nav, p.adjustedNav]);
      const second = publishNav(b, { date: '2025-11-10', now: new Date('2025-11-20T00:00:00Z') }).published.map((p) => [p.code, p.nav, p.adjustedNav]);
      expect(second).toEqual(first);
    } finally {
      a.$client.close();
      b.$client.close();
    }
  });

  it('refuses a weekend, a holiday, a date before the newest NAV and a non-date', () => {
    const db = freshDb();
    try {
      const before = navCountByFund(db);
      expectPublishError(() => publishNav(db, { date: '2025-11-08', now: NOW }), 'NOT_EXCHANGE_DAY', /^2025-11-08 is not an exchange day \(a weekend\); the next exchange day is 2025-11-10\.$/);
      expectPublishError(() => publishNav(db, { date: '2025-12-25', now: NOW }), 'NOT_EXCHANGE_DAY', /exchange holiday/);
      expectPublishError(() => publishNav(db, { date: '2025-11-06', now: NOW }), 'BEFORE_NEWEST_NAV', /^2025-11-06 is before the newest NAV \(2025-11-07\): publish 2025-11-10 or later\.$/);
      expectPublishError(() => publishNav(db, { date: '2025-02-30', now: NOW }), 'INVALID_DATE', /is not a date/);
      expect(navCountByFund(db)).toEqual(before);
    } finally {
      db.$client.close();
    }
  });

  it('publishing a date twice is a no-op the second time', () => {
    const db = freshDb();
    try {
      const first = publishNav(db, { now: NOW });
      const rows = navCountByFund(db);
      const audit = db.select().from(auditLog).all().length;
      const again = publishNav(db, { date: first.date, now: NOW });
      expect(again.published).toEqual([]);
      expect(again.alreadyPublished).toHaveLength(13);
      expect(again.statistics).toBeNull();
      expect(navCountByFund(db)).toEqual(rows);
      expect(db.select().from(auditLog).all()).toHaveLength(audit);
      // without --date, the next run moves on to the following exchange day
      expect(publishNav(db, { now: NOW }).date).toBe('2025-11-11');
    } finally {
      db.$client.close();
    }
  });

  it('fills in only the funds that miss the newest date (an imported NAV wins)', () => {
    const db = freshDb();
    try {
      const fund = fundByCode(db, 'SIMSH02');
      db.insert(fundNavs).values({ fundId: fund.id, navDate: '2025-11-10', nav: 12_345_678, adjustedNav: 12_345_678 }).run();
      const report = publishNav(db, { date: '2025-11-10', now: NOW });
      expect(report.alreadyPublished).toEqual(['SIMSH02']);
      expect(report.published).toHaveLength(12);
      expect(navOn(db, fund.id, '2025-11-10')!.nav).toBe(12_345_678);
    } finally {
      db.$client.close();
    }
  });

  it('distributes a scheduled dividend on its cumulative date and keeps the schedule ahead', () => {
    const db = freshDb();
    try {
      const fund = fundByCode(db, 'SIMPT01'); // monthly; next cumulative dates 2025-11-28 and 2025-12-30
      const report = publishNav(db, { date: '2025-11-28', now: NOW });
      const published = report.published.find((p) => p.code === 'SIMPT01')!;
      expect(published.dividend).not.toBeNull();
      const income = published.dividend!.distributedIncomePerUnit;
      // about the yield of its previous distributions (0,4 % of NAV a month)
      expect(income / (published.nav + income)).toBeGreaterThan(0.003);
      expect(income / (published.nav + income)).toBeLessThan(0.006);
      const dividends = db.select().from(fundDividends).where(eq(fundDividends.fundId, fund.id)).all();
      expect(dividends.find((d) => d.cumulativeDate === '2025-11-28')).toMatchObject({
        distributedIncomePerUnit: income,
        paymentDate: '2025-12-05',
      });
      expect(dividends.filter((d) => d.distributedIncomePerUnit === null).map((d) => d.cumulativeDate)).toEqual(['2025-12-30', '2026-01-30']);
      // the unadjusted NAV dropped by the income; the adjusted one did not
      const previous = navOn(db, fund.id, '2025-11-07')!;
      const adjustedReturn = published.adjustedNav / previous.adjustedNav;
      const unadjustedBeforeDrop = (published.nav + income) / previous.nav;
      expect(Math.abs(adjustedReturn - unadjustedBeforeDrop)).toBeLessThan(1e-5);
      // funds without a dividend that day have none
      expect(report.published.find((p) => p.code === 'SIMSH02')!.dividend).toBeNull();
    } finally {
      db.$client.close();
    }
  });

  it('collapses the distributions a skipped period missed into the one of the published date', () => {
    const db = freshDb();
    try {
      const fund = fundByCode(db, 'SIMPT01'); // monthly; next cumulative dates 2025-11-28 and 2025-12-30
      const report = publishNav(db, { date: '2025-12-30', now: NOW });
      expect(report.published.find((p) => p.code === 'SIMPT01')!.dividend).not.toBeNull();
      const dividends = db.select().from(fundDividends).where(eq(fundDividends.fundId, fund.id)).all();
      expect(dividends.find((d) => d.cumulativeDate === '2025-11-28')).toBeUndefined();
      expect(dividends.find((d) => d.cumulativeDate === '2025-12-30')!.distributedIncomePerUnit).toBeGreaterThan(0);
      expect(dividends.filter((d) => d.distributedIncomePerUnit === null).map((d) => d.cumulativeDate)).toEqual(['2026-01-30']);
    } finally {
      db.$client.close();
    }
  });

  it('writes the weekly AUM on the last exchange day of a week and keeps current_aum equal to it', () => {
    const db = freshDb();
    try {
      const monday = publishNav(db, { date: '2025-11-10', now: NOW });
      expect(monday.published.every((p) => p.aum === null)).toBe(true);
      const friday = publishNav(db, { date: '2025-11-14', now: NOW });
      for (const p of friday.published) {
        expect(p.aum).toBeGreaterThan(0);
        const fund = db.select({ currentAum: funds.currentAum }).from(funds).where(eq(funds.id, p.fundId)).get()!;
        expect(fund.currentAum).toBe(p.aum);
        expect(db.select().from(fundAums).where(and(eq(fundAums.fundId, p.fundId), eq(fundAums.aumDate, '2025-11-14'))).get()!.amount).toBe(p.aum);
      }
    } finally {
      db.$client.close();
    }
  });
});
