// The seed's content on a small run: this file's copy of the base database (tests/global-setup.ts:
// seed 42, 12 funds, 2 years, Friday 7 November 2025 20:00 WIB), plus fresh runs for determinism.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isExchangeDay, lastPublishedNavDate } from '~/domain/dates';
import { FUND_TYPES, STAT_PERIODS } from '~/domain/enums';
import { FEATURE_FLAG_NAMES } from '~/domain/feature-flags';
import { migrateDatabase, openDatabase, type Db } from '../db/client';
import * as s from '../db/schema';
import { SEED_NOW } from '../tests/global-setup';
import { HOLIDAY_YEARS } from './holidays';
import { seedDatabase } from './seed';
import { testRunDir } from '../tests/support/test-run';

let db: Db;
beforeAll(() => {
  db = openDatabase(process.env.DATABASE_PATH!);
});
afterAll(() => db.$client.close());

const allFunds = () => db.select().from(s.funds).orderBy(asc(s.funds.id)).all();
const holidaySet = () => new Set(db.select().from(s.exchangeHolidays).all().map((h) => h.date));
const publicFile = (url: string) => existsSync(join('public', url));

describe('seeded market data (12 funds, 2 years)', () => {
  it('has the reference data: banks with virtual accounts, custodians, at least 15 managers, flags, holidays', () => {
    const banks = new Map(db.select().from(s.banks).all().map((b) => [b.code, b]));
    for (const code of ['BCA', 'BRI', 'BNI', 'MANDIRI', 'PERMATA', 'BSI', 'CIMB', 'DANAMON']) {
      expect(banks.get(code)?.supportsVirtualAccount).toBe(true);
    }
    expect([...banks.values()].some((b) => !b.supportsVirtualAccount)).toBe(true);
    expect(db.select({ n: count() }).from(s.custodianBanks).get()!.n).toBeGreaterThanOrEqual(8);
    const managers = db.select().from(s.investmentManagers).all();
    expect(managers.length).toBeGreaterThanOrEqual(15);
    for (const m of managers) expect(publicFile(m.logoUrl!)).toBe(true);
    expect(db.select().from(s.featureFlags).all().map((f) => f.name).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    // holidays for every year the NAV covers (from November 2023), the current and the next year
    const years = new Set(db.select().from(s.exchangeHolidays).all().map((h) => h.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
  });

  it('has every fund type and collection', () => {
    const funds = allFunds();
    expect(funds).toHaveLength(13);
    for (const type of FUND_TYPES) expect(funds.some((f) => f.type === type)).toBe(true);
    expect(funds.some((f) => f.category === 'SYARIAH')).toBe(true);
    expect(funds.some((f) => f.isIndexFund && f.cutoffTime === '12:00')).toBe(true);
    expect(funds.some((f) => f.currency === 'USD')).toBe(true);
    expect(funds.some((f) => f.isNewcomer)).toBe(true);
    expect(funds.some((f) => f.hasDividend && f.dividendPolicy !== null)).toBe(true);
    expect(funds.some((f) => f.isCapitalProtected)).toBe(true);
    expect(funds.filter((f) => f.status === 'active_subsdisabled')).toHaveLength(1);
    expect(funds.filter((f) => f.cutoffTime === '09:30')).toHaveLength(1);
    expect(funds.some((f) => f.containerAccountRedeem !== null && f.containerAccountRedeemBankId !== null)).toBe(true);
    for (const f of funds) expect(publicFile(f.logoUrl!)).toBe(true);
  });

  it('writes NAV from each launch date to the last published NAV, on exchange days only', () => {
    const holidays = holidaySet();
    const lastNav = lastPublishedNavDate(SEED_NOW, holidays);
    expect(lastNav).toBe('2025-11-07');
    for (const fund of allFunds()) {
      const navs = db.select().from(s.fundNavs).where(eq(s.fundNavs.fundId, fund.id)).orderBy(asc(s.fundNavs.navDate)).all();
      expect(navs[0]!.navDate).toBe(fund.launchDate);
      expect(navs.at(-1)!.navDate).toBe(lastNav);
      expect(navs[0]!.nav).toBe(fund.currency === 'USD' ? 10_000 : 10_000_000);
      for (const n of navs) expect(isExchangeDay(n.navDate, holidays)).toBe(true);
    }
  });

  it('keeps the adjusted NAV equal to the NAV until the first paid dividend, above it afterwards', () => {
    const dividendFunds = allFunds().filter((f) => f.hasDividend);
    let checked = 0;
    for (const fund of dividendFunds) {
      const paid = db
        .select()
        .from(s.fundDividends)
        .where(sql`${s.fundDividends.fundId} = ${fund.id} AND ${s.fundDividends.distributedIncomePerUnit} IS NOT NULL`)
        .orderBy(asc(s.fundDividends.cumulativeDate))
        .all();
      const navs = db.select().from(s.fundNavs).where(eq(s.fundNavs.fundId, fund.id)).orderBy(asc(s.fundNavs.navDate)).all();
      const first = paid[0]?.cumulativeDate ?? '9999-12-31';
      for (const n of navs) {
        if (n.navDate < first) expect(n.adjustedNav).toBe(n.nav);
        else expect(n.adjustedNav).toBeGreaterThan(n.nav);
      }
      if (paid.length > 0) checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('adds one new dividend fund that has distributed nothing yet, after the demo users, alone with its manager', () => {
    const last = allFunds().at(-1)!;
    const awaiting = allFunds().filter((f) => {
      if (!f.hasDividend) return false;
      const navs = db.select().from(s.fundNavs).where(eq(s.fundNavs.fundId, f.id)).all();
      return navs.every((n) => n.nav === n.adjustedNav);
    });
    // exactly one, the last fund written: a monthly-dividend fixed-income newcomer open for subscription
    expect(awaiting.map((f) => f.id)).toEqual([last.id]);
    expect(last).toMatchObject({ type: 'PENDAPATAN_TETAP', currency: 'IDR', isNewcomer: true, status: 'active_subsenabled', launchDate: '2025-09-23' });
    const dividends = db.select().from(s.fundDividends).where(eq(s.fundDividends.fundId, last.id)).orderBy(asc(s.fundDividends.cumulativeDate)).all();
    expect(dividends.map((d) => [d.cumulativeDate, d.distributedIncomePerUnit])).toEqual([
      ['2025-12-30', null],
      ['2026-01-30', null],
    ]);
    // no demo account holds, orders or watches it; its manager runs no other fund (no switching)
    expect(db.select().from(s.positions).where(eq(s.positions.fundId, last.id)).all()).toEqual([]);
    expect(db.select().from(s.watchlist).where(eq(s.watchlist.fundId, last.id)).all()).toEqual([]);
    expect(allFunds().filter((f) => f.investmentManagerId === last.investmentManagerId)).toHaveLength(1);
    expect(db.select().from(s.fundSwitchings).where(sql`${s.fundSwitchings.fundId} = ${last.id} OR ${s.fundSwitchings.targetFundId} = ${last.id}`).all()).toEqual([]);
    expect(db.select().from(s.fundStatistics).where(eq(s.fundStatistics.fundId, last.id)).all().length).toBeGreaterThan(0);
  });

  it('schedules future dividends with no income yet, and pays after the cumulative date', () => {
    const dividends = db.select().from(s.fundDividends).all();
    const scheduled = dividends.filter((d) => d.distributedIncomePerUnit === null);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const d of scheduled) expect(d.cumulativeDate > '2025-11-07').toBe(true);
    for (const d of dividends) expect(d.paymentDate > d.cumulativeDate).toBe(true);
  });

  it('keeps current AUM equal to the newest AUM row', () => {
    for (const fund of allFunds()) {
      const newest = db.select().from(s.fundAums).where(eq(s.fundAums.fundId, fund.id)).orderBy(sql`${s.fundAums.aumDate} DESC`).limit(1).get()!;
      expect(newest.aumDate).toBe('2025-11-07');
      expect(fund.currentAum).toBe(newest.amount);
    }
  });

  it('has allocations adding up to 100 %, policies, holdings, documents and switching lists', async () => {
    for (const fund of allFunds()) {
      const allocation = db.select().from(s.fundAssetAllocations).where(eq(s.fundAssetAllocations.fundId, fund.id)).all();
      expect(allocation.reduce((sum, a) => sum + a.percentBp, 0)).toBe(10_000);
      const policies = db.select().from(s.fundAllocationPolicies).where(eq(s.fundAllocationPolicies.fundId, fund.id)).all();
      expect(policies.length).toBeGreaterThan(0);
      const holdings = db.select().from(s.fundTopHoldings).where(eq(s.fundTopHoldings.fundId, fund.id)).all();
      expect(holdings.length).toBeGreaterThanOrEqual(5);
      expect(holdings.length).toBeLessThanOrEqual(10);
      expect(new Set(holdings.map((h) => h.asOf)).size).toBe(1);

      const documents = db.select().from(s.fundDocuments).where(eq(s.fundDocuments.fundId, fund.id)).all();
      expect(documents.map((d) => d.kind).sort()).toEqual(['FUND_FACT_SHEET', 'PROSPECTUS']);
      for (const document of documents) {
        expect(document.content.subarray(0, 5).toString()).toBe('%PDF-');
        const pdf = await PDFDocument.load(document.content);
        expect(pdf.getTitle()).toBe(document.name);
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      }
    }
    const funds = new Map(allFunds().map((f) => [f.id, f]));
    const switchings = db.select().from(s.fundSwitchings).all();
    expect(switchings.length).toBeGreaterThan(0);
    for (const { fundId, targetFundId } of switchings) {
      const [from, to] = [funds.get(fundId)!, funds.get(targetFundId)!];
      expect(to.investmentManagerId).toBe(from.investmentManagerId);
      expect(to.currency).toBe(from.currency);
      expect(to.status).toBe('active_subsenabled');
    }
  });

  it('builds the robo models from IDR conventional funds at 36/54/10, 10/53/37 and 10/24/66', () => {
    const models = db.select().from(s.roboModels).orderBy(asc(s.roboModels.scoreLowerLimit)).all();
    expect(models.map((m) => [m.risk, m.scoreLowerLimit])).toEqual([
      ['CONSERVATIVE', 3],
      ['MODERATE', 6],
      ['HIGH', 9],
    ]);
    const funds = new Map(allFunds().map((f) => [f.id, f]));
    const expected = { CONSERVATIVE: [3600, 5400, 1000], MODERATE: [1000, 5300, 3700], HIGH: [1000, 2400, 6600] };
    for (const model of models) {
      const rows = db.select().from(s.roboModelFunds).where(eq(s.roboModelFunds.modelId, model.id)).all();
      const byType = Object.fromEntries(rows.map((r) => [funds.get(r.fundId)!.type, r.targetBp]));
      expect([byType.PASAR_UANG, byType.PENDAPATAN_TETAP, byType.SAHAM]).toEqual(expected[model.risk]);
      for (const r of rows) {
        const fund = funds.get(r.fundId)!;
        expect([fund.currency, fund.category, fund.status]).toEqual(['IDR', 'KONVENSIONAL', 'active_subsenabled']);
      }
    }
  });

  it('has the editorial content, with images behind its URLs', () => {
    const articles = db.select().from(s.articles).all();
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const a of articles) {
      expect(publicFile(a.headlineImageUrl)).toBe(true);
      expect(a.content.length).toBeGreaterThan(800);
      expect(a.publishDate <= '2025-11-07').toBe(true);
    }
    const courses = db.select().from(s.videoCourses).all();
    expect(courses.length).toBeGreaterThanOrEqual(4);
    for (const course of courses) {
      expect(publicFile(course.thumbnailUrl)).toBe(true);
      expect(db.select().from(s.videos).where(eq(s.videos.courseId, course.id)).all().length).toBeGreaterThanOrEqual(3);
    }
    const banners = db.select().from(s.promoBanners).all();
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.filter((b) => b.isExternal)).toHaveLength(1);
    for (const b of banners) {
      expect(publicFile(b.imageWebpUrl)).toBe(true);
      expect(publicFile(b.mobileImageWebpUrl)).toBe(true);
    }
    const qna = db.select().from(s.qnaEntries).all();
    expect(qna.length).toBeGreaterThanOrEqual(6);
    for (const q of qna) expect([q.question, q.answer, q.questionEn, q.answerEn].every((t) => t.length > 10)).toBe(true);
  });

  it('fills the statistics: every period for every fund, allTime once there are two NAVs', () => {
    const funds = allFunds();
    const rows = db.select().from(s.fundStatistics).all();
    expect(rows).toHaveLength(funds.length * STAT_PERIODS.length);
    for (const row of rows.filter((r) => r.period === 'allTime')) {
      expect(row.returnPpm).not.toBeNull();
      expect(row.maxDrawdownPpm).toBeLessThanOrEqual(0);
    }
    // the newcomer is younger than a year: no one-year figures
    const newcomer = funds.find((f) => f.isNewcomer)!;
    expect(rows.find((r) => r.fundId === newcomer.id && r.period === 'oneYear')?.returnPpm).toBeNull();
  });
});

describe('seedDatabase', () => {
  const paths = [`${testRunDir()}/seed-test-a.db`, `${testRunDir()}/seed-test-b.db`];
  const fresh = (path: string) => {
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    const fresh = openDatabase(path);
    migrateDatabase(fresh);
    return fresh;
  };
  afterAll(() => {
    for (const path of paths) for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  });

  const snapshot = (d: Db) => ({
    funds: d
      .select()
      .from(s.funds)
      .orderBy(asc(s.funds.id))
      .all()
      .map(({ createdAt: _createdAt, ...fund }) => fund),
    navs: d.select().from(s.fundNavs).orderBy(asc(s.fundNavs.fundId), asc(s.fundNavs.navDate)).all(),
    dividends: d.select().from(s.fundDividends).orderBy(asc(s.fundDividends.id)).all(),
    aums: d.select().from(s.fundAums).orderBy(asc(s.fundAums.fundId), asc(s.fundAums.aumDate)).all(),
  });

  it('refuses a day whose year its holiday table does not know, naming the table (decision 036)', async () => {
    const after = fresh(paths[0]!);
    const firstUnknownYear = HOLIDAY_YEARS.last + 1;
    await expect(seedDatabase(after, { now: new Date(`${firstUnknownYear}-03-02T03:00:00Z`), seed: 42, funds: 12, years: 2 })).rejects.toThrow(
      new RegExp(`No exchange holidays are known for ${firstUnknownYear} \\(seeds/holidays.ts`),
    );
    expect(after.select({ n: count() }).from(s.funds).get()!.n).toBe(0);
    after.$client.close();
  });

  it('gives the same data for the same seed and clock, and other data for another seed', async () => {
    const again = fresh(paths[0]!);
    const report = await seedDatabase(again, { now: SEED_NOW, seed: 42, funds: 12, years: 2 });
    expect(report.counts.funds).toBe(13);
    expect(report.lastNavDate).toBe('2025-11-07');
    expect(report.counts.fundNavs).toBe(db.select({ n: count() }).from(s.fundNavs).get()!.n);
    expect(snapshot(again)).toEqual(snapshot(db));

    const other = fresh(paths[1]!);
    await seedDatabase(other, { now: SEED_NOW, seed: 43, funds: 12, years: 2 });
    expect(snapshot(other).navs).not.toEqual(snapshot(db).navs);
    again.$client.close();
    other.$client.close();
  }, 60_000);

  it('refuses a database that already has funds, and options out of range', async () => {
    await expect(seedDatabase(db, { now: SEED_NOW, seed: 42, funds: 12, years: 2 })).rejects.toThrow(/already holds 13 funds/);
    const empty = fresh(paths[0]!);
    for (const bad of [{ funds: 7 }, { funds: 501 }, { years: 0 }, { years: 16 }, { seed: -1 }, { seed: 1.5 }]) {
      await expect(seedDatabase(empty, { now: SEED_NOW, ...bad })).rejects.toThrow(RangeError);
    }
    expect(empty.select({ n: count() }).from(s.funds).get()!.n).toBe(0);
    empty.$client.close();
  });
});
