import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/client';
import { auditLog, fundAums, fundNavs, funds, fundStatistics } from '../../db/schema';
import { parseCsv } from '../../seeds/nav-csv';
import { importNav, parseNavDate } from './nav-import.server';
import { scratchDatabases } from '../../tests/support/test-run';

/** Friday 14 November 2025, 19:00 WIB: the test clock (the seeded NAV ends on 7 November). */
const NOW = new Date('2025-11-14T12:00:00Z');
const databases = scratchDatabases('nav-import');

/** A private copy of the seeded base database per test: imports change it. */
const freshDb = (): Db => openDatabase(databases.copyOfSeeded());

const fixture = (name: string) => parseCsv(readFileSync(`tests/fixtures/${name}`, 'utf8'));
const fundId = (db: Db, code: string) => db.select({ id: funds.id }).from(funds).where(eq(funds.code, code)).get()!.id;
const navRow = (db: Db, code: string, date: string) =>
  db
    .select({ nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
    .from(fundNavs)
    .where(and(eq(fundNavs.fundId, fundId(db, code)), eq(fundNavs.navDate, date)))
    .get();
const snapshot = (db: Db) => ({
  navs: db.select().from(fundNavs).all().length,
  aums: db.select().from(fundAums).all().length,
  audit: db.select().from(auditLog).all().length,
  currentAum: db.select({ code: funds.code, aum: funds.currentAum }).from(funds).all(),
  statistics: db.select().from(fundStatistics).all(),
});

describe('parseNavDate', () => {
  it.each([
    ['2025-11-10', '2025-11-10'],
    ['10/11/2025', '2025-11-10'],
    [' 01/02/2024 ', '2024-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', null],
    ['2025-02-30', null],
    ['11/10/25', null],
    ['1/11/2025', null],
    ['2025/11/10', null],
    ['', null],
  ])('%j → %j', (text, expected) => expect(parseNavDate(text)).toBe(expected));
});

describe('importNav', () => {
  it('imports a good file: counts, values ×10^4, derived adjusted NAV, AUM, statistics, audit', () => {
    const db = freshDb();
    try {
      const simpt01Before = navRow(db, 'SIMPT01', '2025-11-07')!;
      const before = snapshot(db);
      const report = importNav(db, { rows: fixture('nav-good.csv'), now: NOW, source: 'nav-good.csv' });
      expect(report).toMatchObject({
        committed: true,
        rows: 7,
        added: 5,
        updated: 1,
        unchanged: 1,
        derivedAdjusted: 4,
        aumAdded: 2,
        aumUpdated: 0,
        rejected: [],
        fundCodes: ['EASSH03', 'PNMPU01', 'SIMPT01', 'SIMPT03', 'SIMSH02'],
        firstDate: '2025-11-07',
        lastDate: '2025-11-11',
      });
      // Only funds whose NAV changed get their statistics recomputed (SIMPT03's row was unchanged).
      expect(report.statistics?.funds).toBe(4);

      expect(navRow(db, 'PNMPU01', '2025-11-07')).toEqual({ nav: 11_105_000, adjustedNav: 11_105_000 });
      // derived from the file's own (updated) previous row: same daily return
      expect(navRow(db, 'PNMPU01', '2025-11-10')).toEqual({ nav: 11_110_000, adjustedNav: 11_110_000 });
      expect(navRow(db, 'SIMSH02', '2025-11-10')).toEqual({ nav: 11_152_500, adjustedNav: 11_152_500 });
      expect(navRow(db, 'SIMSH02', '2025-11-11')).toEqual({ nav: 11_200_000, adjustedNav: 11_200_000 });
      expect(navRow(db, 'EASSH03', '2025-11-10')).toEqual({ nav: 11_200, adjustedNav: 11_200 });
      // A dividend fund: the adjusted series keeps its factor and moves with the NAV's return.
      const simpt01 = navRow(db, 'SIMPT01', '2025-11-10')!;
      expect(simpt01.nav).toBe(10_500_000);
      expect(simpt01.adjustedNav).toBe(Math.round((10_500_000 * simpt01Before.adjustedNav) / simpt01Before.nav));
      expect(simpt01.adjustedNav).not.toBe(simpt01.nav);

      const after = snapshot(db);
      expect(after.navs).toBe(before.navs + 5);
      expect(after.aums).toBe(before.aums + 2);
      expect(after.currentAum.find((f) => f.code === 'PNMPU01')!.aum).toBe(406_900_000_000);
      expect(after.currentAum.find((f) => f.code === 'EASSH03')!.aum).toBe(670_000_050);

      const stats = db
        .select()
        .from(fundStatistics)
        .where(and(eq(fundStatistics.fundId, fundId(db, 'SIMSH02')), eq(fundStatistics.period, 'oneMonth')))
        .get()!;
      expect(stats.endDate).toBe('2025-11-11');
      expect(stats.computedAt).toEqual(NOW);

      const audit = db.select().from(auditLog).where(eq(auditLog.action, 'fund_nav.import')).all();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorKind: 'cli', entity: 'fund_nav', details: { source: 'nav-good.csv', added: 5, updated: 1 } });

      // The same file again changes nothing.
      const again = importNav(db, { rows: fixture('nav-good.csv'), now: NOW, source: 'nav-good.csv' });
      expect(again).toMatchObject({ committed: true, added: 0, updated: 0, unchanged: 7, statistics: null });
    } finally {
      db.$client.close();
    }
  });

  it('reads Indonesian decimals, DD/MM/YYYY dates and semicolons (CRLF)', () => {
    const db = freshDb();
    try {
      const report = importNav(db, { rows: fixture('nav-indonesian.csv'), now: NOW, source: 'nav-indonesian.csv' });
      expect(report).toMatchObject({ committed: true, added: 3, updated: 0, rejected: [], firstDate: '2025-11-10', lastDate: '2025-11-10' });
      expect(navRow(db, 'PNMPU01', '2025-11-10')).toEqual({ nav: 11_110_131, adjustedNav: 11_110_131 });
      expect(navRow(db, 'SIMSH02', '2025-11-10')!.nav).toBe(11_152_500);
      expect(navRow(db, 'EASSH03', '2025-11-10')!.nav).toBe(11_200);
      expect(db.select({ aum: funds.currentAum }).from(funds).where(eq(funds.code, 'PNMPU01')).get()!.aum).toBe(406_900_000_000);
      expect(db.select({ aum: funds.currentAum }).from(funds).where(eq(funds.code, 'EASSH03')).get()!.aum).toBe(670_000_050);
    } finally {
      db.$client.close();
    }
  });

  it('accepts quoted Indonesian decimals in a comma file', () => {
    const db = freshDb();
    try {
      const rows = parseCsv('code,date,nav\nSIMSH02,"10/11/2025","1.115,2500"\n');
      expect(importNav(db, { rows, now: NOW, source: 'inline' })).toMatchObject({ committed: true, added: 1 });
      expect(navRow(db, 'SIMSH02', '2025-11-10')!.nav).toBe(11_152_500);
    } finally {
      db.$client.close();
    }
  });

  it('rejects bad rows with their line numbers and reasons, and changes nothing', () => {
    const db = freshDb();
    try {
      const before = snapshot(db);
      const report = importNav(db, { rows: fixture('nav-bad.csv'), now: NOW, source: 'nav-bad.csv' });
      expect(report.committed).toBe(false);
      expect(report.rows).toBe(14);
      expect(report.statistics).toBeNull();
      expect(report.rejected).toEqual([
        { line: 3, reason: 'unknown fund code "XXXPU99"' },
        { line: 4, reason: 'bad date "2025-02-30" (expected YYYY-MM-DD or DD/MM/YYYY)' },
        { line: 5, reason: '2025-11-08 is not an exchange day (Saturday)' },
        { line: 6, reason: '2025-08-18 is not an exchange day (holiday: Cuti Bersama Hari Kemerdekaan)' },
        { line: 7, reason: 'NAV must be greater than 0 (got "0")' },
        { line: 8, reason: 'NAV "1115.12345" has more than 4 decimals' },
        { line: 9, reason: 'duplicate of line 2 (PNMPU01 on 2025-11-10)' },
        { line: 10, reason: 'NAV must be greater than 0 (got "-5")' },
        { line: 11, reason: 'bad NAV "abc" (expected a number with at most 4 decimals, e.g. 1.234,5678 or 1234.5678)' },
        { line: 12, reason: 'expected 3 to 5 columns (fund code, date, NAV, adjusted NAV (optional), AUM (optional)), found 6' },
        { line: 13, reason: '2025-11-17 is in the future (today is 2025-11-14)' },
        { line: 14, reason: 'bad AUM "12.5" (expected an amount in IDR with at most 0 decimals)' },
        { line: 15, reason: "2025-07-01 is before the fund's launch date 2025-07-11" },
      ]);
      // line 2 was valid, but a file with any rejected row changes nothing
      expect(navRow(db, 'PNMPU01', '2025-11-10')).toBeUndefined();
      expect(snapshot(db)).toEqual(before);
    } finally {
      db.$client.close();
    }
  });

  it('refuses a file without a header, an empty file and unreadable rows', () => {
    const db = freshDb();
    try {
      const noHeader = importNav(db, { rows: parseCsv('PNMPU01,2025-11-10,1111.0000\n'), now: NOW, source: 'x' });
      expect(noHeader.committed).toBe(false);
      expect(noHeader.rejected[0]).toEqual({
        line: 1,
        reason: 'the first row is data, not a header: the file needs a header row (fund code, date, NAV, adjusted NAV (optional), AUM (optional))',
      });
      expect(importNav(db, { rows: parseCsv(''), now: NOW, source: 'x' }).rejected[0]!.reason).toMatch(/^the file is empty/);
      expect(importNav(db, { rows: parseCsv('code,date,nav\n'), now: NOW, source: 'x' }).rejected).toEqual([
        { line: 1, reason: 'no data rows below the header' },
      ]);
      const unclosed = importNav(db, { rows: parseCsv('code,date,nav\nPNMPU01,2025-11-10,"1111\n'), now: NOW, source: 'x' });
      expect(unclosed.rejected).toEqual([{ line: 2, reason: 'cannot read the row: a quoted field is not closed' }]);
      expect(navRow(db, 'PNMPU01', '2025-11-10')).toBeUndefined();
    } finally {
      db.$client.close();
    }
  });

  it('derives the adjusted NAV across a dividend: the income is added back on its cumulative date', () => {
    const db = freshDb();
    try {
      // SIMPT01 distributed 4,4966 per unit on 2025-10-31; correct that day's NAV without an adjusted value.
      const previous = navRow(db, 'SIMPT01', '2025-10-30')!;
      const current = navRow(db, 'SIMPT01', '2025-10-31')!;
      const rows = parseCsv(`code,date,nav\nSIMPT01,2025-10-31,${(current.nav / 10_000).toFixed(4)}\n`);
      const report = importNav(db, { rows, now: NOW, source: 'x' });
      expect(report).toMatchObject({ committed: true, derivedAdjusted: 1 });
      const expected = Math.round(((current.nav + 44_966) * previous.adjustedNav) / previous.nav);
      expect(navRow(db, 'SIMPT01', '2025-10-31')!.adjustedNav).toBe(expected);
      // the generator's own adjusted value, to within rounding
      expect(Math.abs(expected - current.adjustedNav)).toBeLessThanOrEqual(2);
    } finally {
      db.$client.close();
    }
  });
});
