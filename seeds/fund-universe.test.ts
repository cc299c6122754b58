import { describe, expect, it } from 'vitest';
import { addCalendarDays, daysBetween, exchangeDaysBetween, isExchangeDay, jakartaDate, lastPublishedNavDate } from '~/domain/dates';
import { FUND_TYPES } from '~/domain/enums';
import {
  AWAITING_DIVIDEND_LAUNCH_DAYS,
  buildAwaitingDividendFund,
  buildFundUniverse,
  DEFAULT_FUND_COUNT,
  EARLY_CUTOFF_TIME,
  INDEX_FUND_CUTOFF_TIME,
  MAX_FUND_COUNT,
  MIN_FUND_COUNT,
  NEWCOMER_DAYS,
  type FundSpec,
} from './fund-universe';
import { historyStart } from './calendar';
import { exchangeHolidays } from './holidays';
import { generateMarket, generateNavSeries } from './nav-generator';
import { createRandom } from './random';
import { INVESTMENT_MANAGERS } from './reference-data';

const NOW = new Date('2026-11-22T03:00:00Z');
const TODAY = jakartaDate(NOW);
const HOLIDAYS = new Set(exchangeHolidays(2016, 2027).map((h) => h.date));
const LAST_NAV = lastPublishedNavDate(NOW, HOLIDAYS);

const build = (count: number, seed = 1, years = 10) =>
  buildFundUniverse({ count, seed, today: TODAY, lastNavDate: LAST_NAV, years, holidays: HOLIDAYS });

/** Every type and collection of spec funds §2.3, and the special funds the spec and design name. */
function expectEveryKind(universe: readonly FundSpec[]) {
  for (const type of FUND_TYPES) expect(universe.some((f) => f.type === type)).toBe(true);
  expect(universe.some((f) => f.category === 'SYARIAH')).toBe(true);
  expect(universe.some((f) => f.isIndexFund)).toBe(true);
  expect(universe.some((f) => f.currency === 'USD')).toBe(true);
  expect(universe.some((f) => f.isNewcomer)).toBe(true);
  expect(universe.some((f) => f.hasDividend && f.dividendPolicy !== null && f.dividendPlan !== null)).toBe(true);
  expect(universe.some((f) => f.isCapitalProtected)).toBe(true);
  expect(universe.filter((f) => f.status === 'active_subsdisabled')).toHaveLength(1);
  expect(universe.filter((f) => f.cutoffTime === EARLY_CUTOFF_TIME)).toHaveLength(1);
  // the robo models' core: IDR conventional money market, fixed income and stock funds open for subscription
  for (const type of ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'] as const) {
    expect(
      universe.some((f) => f.type === type && f.currency === 'IDR' && f.category === 'KONVENSIONAL' && f.status === 'active_subsenabled' && !f.isCapitalProtected),
    ).toBe(true);
  }
}

describe('buildFundUniverse, default size', () => {
  const universe = build(DEFAULT_FUND_COUNT);

  it('has at least 60 funds from at least 15 investment managers', () => {
    expect(DEFAULT_FUND_COUNT).toBeGreaterThanOrEqual(60);
    expect(universe).toHaveLength(DEFAULT_FUND_COUNT);
    expect(INVESTMENT_MANAGERS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(universe.map((f) => f.managerIndex)).size).toBeGreaterThanOrEqual(15);
  });

  it('has every type and collection, one closed fund and one 09:30 cut-off', () => {
    expectEveryKind(universe);
    expect(universe.filter((f) => f.isNewcomer).length).toBeGreaterThanOrEqual(2);
    expect(universe.filter((f) => f.currency === 'USD').length).toBeGreaterThanOrEqual(2);
  });

  it('gives unique codes, names and slugs of lowercase letters, digits and hyphens', () => {
    expect(new Set(universe.map((f) => f.code)).size).toBe(universe.length);
    expect(new Set(universe.map((f) => f.name)).size).toBe(universe.length);
    expect(new Set(universe.map((f) => f.slug)).size).toBe(universe.length);
    for (const f of universe) {
      expect(f.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(f.code).toMatch(/^[A-Z]{3}(PU|PT|CP|SH)\d{2}$/);
      // fictional names in the Indonesian style, not the marketplace's own brand
      expect(f.name).not.toMatch(/celengan/i);
    }
  });

  it('sets realistic minimums, fees and cut-offs', () => {
    for (const f of universe) {
      expect(f.minimumInitialSubscriptionAmount).toBeGreaterThanOrEqual(f.minimumSubscriptionAmount);
      if (f.currency === 'IDR') {
        expect([10_000, 100_000]).toContain(f.minimumSubscriptionAmount);
        expect([10_000, 100_000]).toContain(f.minimumInitialSubscriptionAmount);
      } else {
        // cents: US$10 or US$100
        expect([1_000, 10_000]).toContain(f.minimumInitialSubscriptionAmount);
        expect(f.startNav).toBe(10_000);
      }
      expect(f.expenseRatioBp).toBeGreaterThan(0);
      expect(f.expenseRatioBp).toBeLessThanOrEqual(400);
      if (f.isIndexFund) expect(f.cutoffTime).toBe(INDEX_FUND_CUTOFF_TIME);
      else expect(['13:00', EARLY_CUTOFF_TIME]).toContain(f.cutoffTime);
      expect(f.containerAccount).toMatch(/^[1-9]\d{9}$/);
      expect(f.containerAccountRedeem === null).toBe(f.containerAccountRedeemBank === null);
      expect(f.description).toMatch(/reksa dana/);
    }
    expect(universe.some((f) => f.containerAccountRedeem !== null)).toBe(true);
  });

  it('launches funds on exchange days within the years asked, newcomers within the last year', () => {
    for (const f of universe) {
      expect(isExchangeDay(f.launchDate, HOLIDAYS)).toBe(true);
      expect(f.launchDate <= LAST_NAV).toBe(true);
      expect(f.launchDate >= historyStart(LAST_NAV, 10, HOLIDAYS)).toBe(true);
      expect(f.isNewcomer).toBe(daysBetween(f.launchDate, TODAY) < NEWCOMER_DAYS);
    }
    // The oldest have the whole ten years (decision 036).
    expect(universe.some((f) => f.launchDate === historyStart(LAST_NAV, 10, HOLIDAYS))).toBe(true);
  });

  it('is deterministic for a seed', () => {
    expect(build(DEFAULT_FUND_COUNT)).toEqual(universe);
    expect(build(DEFAULT_FUND_COUNT, 2).map((f) => f.name)).not.toEqual(universe.map((f) => f.name));
  });
});

describe('buildFundUniverse, small and large runs', () => {
  it.each([MIN_FUND_COUNT, 12])('keeps every type and collection with %i funds', (count) => {
    const universe = build(count, 42, 2);
    expect(universe).toHaveLength(count);
    expectEveryKind(universe);
  });

  it('stays unique with the maximum number of funds', () => {
    const universe = build(MAX_FUND_COUNT, 3);
    expect(new Set(universe.map((f) => f.slug)).size).toBe(MAX_FUND_COUNT);
    expect(new Set(universe.map((f) => f.code)).size).toBe(MAX_FUND_COUNT);
  });

  it.each([MIN_FUND_COUNT - 1, MAX_FUND_COUNT + 1, 12.5])('refuses %s funds', (count) => {
    expect(() => build(count)).toThrow(RangeError);
  });
});

describe('buildAwaitingDividendFund', () => {
  const options = (count: number, seed: number) => ({ count, seed, today: TODAY, lastNavDate: LAST_NAV, years: 10, holidays: HOLIDAYS });

  it.each([
    [MIN_FUND_COUNT, 42],
    [DEFAULT_FUND_COUNT, 1],
    [MAX_FUND_COUNT, 3],
  ])('adds a monthly-dividend newcomer that has distributed nothing yet to %i funds (seed %i)', (count, seed) => {
    const universe = build(count, seed);
    const fund = buildAwaitingDividendFund(options(count, seed), universe);
    expect(fund).toMatchObject({ type: 'PENDAPATAN_TETAP', category: 'KONVENSIONAL', currency: 'IDR', status: 'active_subsenabled', hasDividend: true, isNewcomer: true });
    expect(fund.dividendPlan?.frequency).toBe('MONTHLY');
    expect(isExchangeDay(fund.launchDate, HOLIDAYS)).toBe(true);
    expect(daysBetween(fund.launchDate, LAST_NAV)).toBeLessThanOrEqual(AWAITING_DIVIDEND_LAUNCH_DAYS);
    expect(daysBetween(fund.launchDate, LAST_NAV)).toBeGreaterThan(31);
    // unique among the others, under the manager with the fewest funds
    const all = [...universe, fund];
    for (const key of ['code', 'name', 'slug'] as const) expect(new Set(all.map((f) => f[key])).size).toBe(all.length);
    const perManager = INVESTMENT_MANAGERS.map((_, m) => universe.filter((f) => f.managerIndex === m).length);
    expect(perManager[fund.managerIndex]).toBe(Math.min(...perManager));
    // deterministic, and building it changes no other fund
    expect(buildAwaitingDividendFund(options(count, seed), universe)).toEqual(fund);
    expect(build(count, seed)).toEqual(universe);

    // Its NAV: every dividend still scheduled, the NAV equal to the adjusted NAV throughout.
    const market = generateMarket(exchangeDaysBetween(addCalendarDays(LAST_NAV, -120), LAST_NAV, HOLIDAYS), createRandom(seed, 'market'));
    const series = generateNavSeries({
      market,
      launchDate: fund.launchDate,
      lastNavDate: LAST_NAV,
      startNav: fund.startNav,
      type: fund.type,
      profile: fund.navProfile,
      dividend: fund.dividendPlan,
      random: createRandom(seed, `fund:${fund.code}`),
      holidays: HOLIDAYS,
    });
    expect(series.dividends.length).toBe(2);
    expect(series.dividends.every((d) => d.distributedIncomePerUnit === null && d.cumulativeDate > LAST_NAV)).toBe(true);
    expect(series.nav).toEqual(series.adjustedNav);
  });
});
