import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAT_PERIODS } from '~/domain/enums';
import { openDatabase, type Db } from '../../db/client';
import { custodianBanks, fundNavs, funds, fundStatistics, investmentManagers } from '../../db/schema';
import { refreshFundStatistics } from './fund-statistics.server';

// Runs against this file's copy of the seeded base database (tests/setup.ts).
let db: Db;
const NOW = new Date('2025-11-07T13:00:00Z');

function addFund(code: string, navs: ReadonlyArray<readonly [string, number, number]>): number {
  const manager = db.select({ id: investmentManagers.id }).from(investmentManagers).limit(1).get()!;
  const custodian = db.select({ id: custodianBanks.id }).from(custodianBanks).limit(1).get()!;
  const id = db
    .insert(funds)
    .values({
      code,
      name: `Uji Statistik ${code}`,
      slug: `uji-statistik-${code.toLowerCase()}`,
      type: 'PENDAPATAN_TETAP',
      category: 'KONVENSIONAL',
      currency: 'IDR',
      investmentManagerId: manager.id,
      custodianBankId: custodian.id,
      minimumInitialSubscriptionAmount: 10_000,
      minimumSubscriptionAmount: 10_000,
      expenseRatioBp: 150,
      launchDate: navs[0]?.[0] ?? '2025-11-07',
      description: 'Reksa dana uji.',
    })
    .returning({ id: funds.id })
    .get().id;
  for (const [navDate, nav, adjustedNav] of navs) db.insert(fundNavs).values({ fundId: id, navDate, nav, adjustedNav }).run();
  return id;
}

const statisticsOf = (fundId: number) =>
  new Map(db.select().from(fundStatistics).where(eq(fundStatistics.fundId, fundId)).all().map((s) => [s.period, s]));

beforeAll(() => {
  db = openDatabase(process.env.DATABASE_PATH!);
});
afterAll(() => db.$client.close());

describe('refreshFundStatistics', () => {
  it('stores every period of a fund with a dividend, from its NAV rows', () => {
    const id = addFund('UJIDV1', [
      ['2024-03-01', 10000, 10000],
      ['2024-03-04', 10100, 10100],
      ['2024-03-05', 9701, 10201],
      ['2024-03-06', 9798, 10303],
    ]);
    expect(refreshFundStatistics(db, { now: NOW, fundIds: [id] })).toEqual({ funds: 1, rows: STAT_PERIODS.length });
    const stats = statisticsOf(id);
    expect([...stats.keys()].sort()).toEqual([...STAT_PERIODS].sort());
    expect(stats.get('allTime')).toMatchObject({
      startDate: '2024-03-01',
      endDate: '2024-03-06',
      returnPpm: 30300,
      unadjustedReturnPpm: -20200,
      cagrPpm: null,
      maxDrawdownPpm: 0,
      computedAt: NOW,
    });
    expect(stats.get('oneYear')).toMatchObject({ startDate: null, endDate: '2024-03-06', returnPpm: null, maxDrawdownPpm: null });
  });

  it('replaces the rows of the funds it is given when NAV changes, and leaves other funds alone', () => {
    const id = addFund('UJIUPD', [
      ['2025-11-06', 10000, 10000],
      ['2025-11-07', 10100, 10100],
    ]);
    const other = db.select({ id: funds.id }).from(funds).limit(1).get()!.id;
    const otherBefore = statisticsOf(other);
    refreshFundStatistics(db, { now: NOW, fundIds: [id] });
    expect(statisticsOf(id).get('oneDay')?.returnPpm).toBe(10000);

    db.insert(fundNavs).values({ fundId: id, navDate: '2025-11-10', nav: 9595, adjustedNav: 9595 }).run();
    const later = new Date('2025-11-10T13:00:00Z');
    refreshFundStatistics(db, { now: later, fundIds: [id] });
    const after = statisticsOf(id);
    expect(after.size).toBe(STAT_PERIODS.length);
    // 9595 / 10100 − 1 = −5 %; the drawdown from the 10100 peak is the same fall
    expect(after.get('oneDay')).toMatchObject({ startDate: '2025-11-07', endDate: '2025-11-10', returnPpm: -50000, computedAt: later });
    expect(after.get('allTime')).toMatchObject({ returnPpm: -40500, maxDrawdownPpm: -50000 });
    expect(statisticsOf(other)).toEqual(otherBefore);
  });

  it('without fund ids recomputes every fund: ten rows each', () => {
    const fundCount = db.select({ id: funds.id }).from(funds).all().length;
    expect(refreshFundStatistics(db, { now: NOW })).toEqual({ funds: fundCount, rows: fundCount * STAT_PERIODS.length });
    expect(db.select().from(fundStatistics).all()).toHaveLength(fundCount * STAT_PERIODS.length);
  });

  it('keeps a fund without NAV at null statistics', () => {
    const id = addFund('UJIKSG', []);
    refreshFundStatistics(db, { now: NOW, fundIds: [id] });
    const stats = statisticsOf(id);
    expect(stats.size).toBe(STAT_PERIODS.length);
    for (const row of stats.values()) expect(row).toMatchObject({ endDate: null, returnPpm: null, maxDrawdownPpm: null });
  });
});
