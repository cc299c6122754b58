import { describe, expect, it } from 'vitest';
import { exchangeDaysBetween, isExchangeDay, addExchangeDays } from '~/domain/dates';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { maxDrawdown } from '~/domain/statistics';
import { exchangeHolidays } from './holidays';
import {
  DIVIDEND_PAYMENT_LAG,
  drawNavProfile,
  generateMarket,
  generateNavSeries,
  NAV_PROFILE_RANGES,
  type DividendPlan,
  type GeneratedNav,
  type MarketPath,
} from './nav-generator';
import { createRandom } from './random';

const FROM = '2014-01-02';
const LAST = '2025-11-07';
const HOLIDAYS = new Set(exchangeHolidays(2014, 2026).map((h) => h.date));
const DATES = exchangeDaysBetween(FROM, LAST, HOLIDAYS);

function generate(type: FundType, n: number, options: { seed?: number; dividend?: DividendPlan; market?: MarketPath } = {}): GeneratedNav {
  const seed = options.seed ?? 11;
  const market = options.market ?? generateMarket(DATES, createRandom(seed, 'market'));
  const random = createRandom(seed, `fund:${type}:${n}`);
  return generateNavSeries({
    market,
    launchDate: FROM,
    lastNavDate: LAST,
    startNav: 10_000_000,
    type,
    profile: drawNavProfile(type, random),
    dividend: options.dividend ?? null,
    random,
    holidays: HOLIDAYS,
  });
}

/** Annualised return (CAGR) and volatility of daily log returns of a NAV × 10^4 series. */
function measure(series: GeneratedNav, values: readonly number[] = series.adjustedNav) {
  const years = (Date.parse(series.dates.at(-1)!) - Date.parse(series.dates[0]!)) / 86_400_000 / 365.25;
  const returns = values.slice(1).map((v, i) => Math.log(v / values[i]!));
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length;
  return {
    annualReturn: Math.pow(values.at(-1)! / values[0]!, 1 / years) - 1,
    volatility: Math.sqrt(variance * (returns.length / years)),
    downDays: returns.filter((r) => r < 0).length / returns.length,
  };
}

function window(series: GeneratedNav, from: string, to: string): number[] {
  return series.adjustedNav.filter((_, i) => series.dates[i]! >= from && series.dates[i]! <= to);
}

const market = generateMarket(DATES, createRandom(11, 'market'));
const byType = Object.fromEntries(
  FUND_TYPES.map((type) => [type, Array.from({ length: 6 }, (_, n) => generate(type, n, { market }))]),
) as Record<FundType, GeneratedNav[]>;

/** Expected realised ranges per type (DESIGN.md "Data"; issue 2). */
const EXPECTED: Record<FundType, { annualReturn: [number, number]; volatility: [number, number] }> = {
  PASAR_UANG: { annualReturn: [0.045, 0.055], volatility: [0, 0.005] },
  PENDAPATAN_TETAP: { annualReturn: [0.06, 0.08], volatility: [0.02, 0.055] },
  CAMPURAN: { annualReturn: [0.055, 0.1], volatility: [0.07, 0.14] },
  SAHAM: { annualReturn: [0.03, 0.12], volatility: [0.14, 0.24] },
};

describe('generateNavSeries: statistics per type over 2014-2025', () => {
  it.each(FUND_TYPES)('%s: annualised return and volatility in range', (type) => {
    for (const series of byType[type]) {
      const { annualReturn, volatility } = measure(series);
      expect(annualReturn).toBeGreaterThanOrEqual(EXPECTED[type].annualReturn[0] - 0.0005);
      expect(annualReturn).toBeLessThanOrEqual(EXPECTED[type].annualReturn[1] + 0.0005);
      expect(volatility).toBeGreaterThanOrEqual(EXPECTED[type].volatility[0]);
      expect(volatility).toBeLessThanOrEqual(EXPECTED[type].volatility[1]);
    }
  });

  it('money market funds have no down days and start at Rp 1.000', () => {
    for (const series of byType.PASAR_UANG) {
      expect(measure(series).downDays).toBe(0);
      expect(series.nav[0]).toBe(10_000_000);
    }
  });

  it('stock funds fall more than 20 % in the 2020 crash, bottom out around late March, and recover', () => {
    for (const series of byType.SAHAM) {
      const first2020 = window(series, '2020-01-01', '2020-06-30');
      expect(maxDrawdown(first2020)).toBeLessThan(-0.2);
      expect(maxDrawdown(first2020)).toBeGreaterThan(-0.45);
      const crash = window(series, '2020-02-01', '2020-04-30');
      const troughIndex = series.adjustedNav.indexOf(Math.min(...crash));
      expect(series.dates[troughIndex]! >= '2020-03-09' && series.dates[troughIndex]! <= '2020-04-20').toBe(true);
      const endOf2020 = window(series, '2020-12-01', '2020-12-31');
      expect(endOf2020.at(-1)! / Math.min(...crash)).toBeGreaterThan(1.15);
    }
  });

  it('the crash hits mixed funds less and fixed income funds lightly', () => {
    const worst = (type: FundType) => byType[type].map((s) => maxDrawdown(window(s, '2020-01-01', '2020-06-30')));
    for (const d of worst('CAMPURAN')) expect(d).toBeGreaterThan(-0.3);
    for (const d of worst('PENDAPATAN_TETAP')) expect(d).toBeGreaterThan(-0.12);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(worst('SAHAM'))).toBeLessThan(mean(worst('CAMPURAN')));
    expect(mean(worst('CAMPURAN'))).toBeLessThan(mean(worst('PENDAPATAN_TETAP')));
  });

  it('equity funds move with the shared market factor', () => {
    const returns = (s: GeneratedNav) => s.adjustedNav.slice(1).map((v, i) => Math.log(v / s.adjustedNav[i]!));
    const [a, b] = [returns(byType.SAHAM[0]!), returns(byType.SAHAM[1]!)];
    const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const [ma, mb] = [mean(a), mean(b)];
    let cov = 0;
    let va = 0;
    let vb = 0;
    a.forEach((x, i) => {
      cov += (x - ma) * (b[i]! - mb);
      va += (x - ma) ** 2;
      vb += (b[i]! - mb) ** 2;
    });
    expect(cov / Math.sqrt(va * vb)).toBeGreaterThan(0.5);
  });

  it('publishes NAV only on exchange days: no weekends, no holidays', () => {
    const series = byType.SAHAM[0]!;
    expect(series.dates[0]).toBe(FROM);
    expect(series.dates.at(-1)).toBe(LAST);
    for (const date of series.dates) expect(isExchangeDay(date, HOLIDAYS)).toBe(true);
    expect(series.dates).not.toContain('2020-03-25'); // Nyepi
    expect(series.dates).not.toContain('2025-03-31'); // Idul Fitri
    expect(series.dates).not.toContain('2024-12-25');
    expect(series.dates).toEqual(DATES);
  });

  it('keeps NAV positive integers', () => {
    for (const type of FUND_TYPES) {
      for (const series of byType[type]) {
        expect(series.nav.every((v) => Number.isSafeInteger(v) && v > 0)).toBe(true);
        expect(series.adjustedNav.every((v) => Number.isSafeInteger(v) && v > 0)).toBe(true);
      }
    }
  });
});

describe('generateNavSeries: determinism', () => {
  it('the same seed gives identical series, another seed a different one', () => {
    const a = generate('SAHAM', 0, { seed: 5 });
    const b = generate('SAHAM', 0, { seed: 5 });
    const c = generate('SAHAM', 0, { seed: 6 });
    expect(b).toEqual(a);
    expect(c.adjustedNav).not.toEqual(a.adjustedNav);
    expect(c.dates).toEqual(a.dates);
  });
});

describe('generateNavSeries: dividends', () => {
  const plan: DividendPlan = { frequency: 'MONTHLY', annualYield: 0.05 };
  const series = generate('PENDAPATAN_TETAP', 0, { dividend: plan });
  const paid = series.dividends.filter((d) => d.distributedIncomePerUnit !== null);
  const scheduled = series.dividends.filter((d) => d.distributedIncomePerUnit === null);

  it('pays monthly on the last exchange day of the month from the fourth month, and schedules the next two', () => {
    expect(paid[0]!.cumulativeDate).toBe('2014-04-30');
    expect(paid.every((d) => d.cumulativeDate <= LAST && series.dates.includes(d.cumulativeDate))).toBe(true);
    expect(paid.at(-1)!.cumulativeDate).toBe('2025-10-31');
    expect(scheduled.map((d) => d.cumulativeDate)).toEqual(['2025-11-28', '2025-12-30']);
    for (const d of series.dividends) expect(d.paymentDate).toBe(addExchangeDays(d.cumulativeDate, DIVIDEND_PAYMENT_LAG, HOLIDAYS));
  });

  it('is the same as the adjusted series before the first dividend, and drops by the income on each cumulative date', () => {
    const first = series.dates.indexOf(paid[0]!.cumulativeDate);
    expect(series.nav.slice(0, first)).toEqual(series.adjustedNav.slice(0, first));
    const cumulative = new Map(paid.map((d) => [d.cumulativeDate, d.distributedIncomePerUnit!]));
    for (let i = 1; i < series.dates.length; i++) {
      const before = series.nav[i - 1]! / series.adjustedNav[i - 1]!;
      const ratio = series.nav[i]! / series.adjustedNav[i]!;
      const income = cumulative.get(series.dates[i]!);
      if (income === undefined) {
        // between dividends both series move together (up to the rounding of stored integers)
        expect(Math.abs(ratio - before)).toBeLessThan(2e-7);
      } else {
        // unadjusted = adjusted × previous ratio − income
        expect(Math.abs(series.nav[i]! - (series.adjustedNav[i]! * before - income))).toBeLessThan(3);
        expect(income / series.nav[i - 1]!).toBeGreaterThan(0.05 / 12 - 0.002);
        expect(income / series.nav[i - 1]!).toBeLessThan(0.05 / 12 + 0.002);
      }
    }
    // the total return is the fund's, the unadjusted NAV grows by what is left after the payouts
    expect(measure(series).annualReturn).toBeGreaterThanOrEqual(NAV_PROFILE_RANGES.PENDAPATAN_TETAP.annualReturn[0] - 0.0005);
    expect(measure(series, series.nav).annualReturn).toBeLessThan(measure(series).annualReturn - 0.04);
  });

  it('pays an annual dividend only in its month', () => {
    const annual = generate('SAHAM', 0, { dividend: { frequency: 'ANNUAL', annualYield: 0.03, month: 6 } });
    expect(annual.dividends.every((d) => d.cumulativeDate.slice(5, 7) === '06')).toBe(true);
    expect(annual.dividends.filter((d) => d.distributedIncomePerUnit === null).map((d) => d.cumulativeDate)).toEqual(['2026-06-30']);
  });
});

describe('generateNavSeries: a young fund', () => {
  it('starts at its launch date at the start NAV and still reaches its annual return', () => {
    const random = createRandom(3, 'young');
    const profile = drawNavProfile('PASAR_UANG', random);
    const series = generateNavSeries({
      market,
      launchDate: '2025-06-02',
      lastNavDate: LAST,
      startNav: 10_000,
      type: 'PASAR_UANG',
      profile,
      dividend: null,
      random,
      holidays: HOLIDAYS,
    });
    expect(series.dates[0]).toBe('2025-06-02');
    expect(series.nav[0]).toBe(10_000);
    const years = (Date.parse(LAST) - Date.parse('2025-06-02')) / 86_400_000 / 365.25;
    expect(series.adjustedNav.at(-1)).toBe(Math.round(10_000 * Math.pow(1 + profile.annualReturn, years)));
  });

  it('refuses a launch date that is not an exchange day of the market', () => {
    const random = createRandom(3, 'young');
    expect(() =>
      generateNavSeries({
        market,
        launchDate: '2025-06-01',
        lastNavDate: LAST,
        startNav: 10_000,
        type: 'SAHAM',
        profile: drawNavProfile('SAHAM', random),
        dividend: null,
        random,
        holidays: HOLIDAYS,
      }),
    ).toThrow(RangeError);
  });
});
