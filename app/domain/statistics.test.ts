import { describe, expect, it } from 'vitest';
import { STAT_PERIODS, type StatPeriod } from './enums';
import {
  cagr,
  computeFundStatistics,
  computePeriodStatistics,
  maxDrawdown,
  periodTargetDate,
  toPpm,
  type NavPoint,
  type PeriodStatistics,
} from './statistics';

const point = (date: string, nav: number, adjustedNav = nav): NavPoint => ({ date, nav, adjustedNav });

/** A fund without dividends, a little over a year old, with a 25 % fall in the middle. */
const PLAIN: NavPoint[] = [
  point('2024-01-02', 10000),
  point('2024-06-03', 12000),
  point('2024-12-02', 9000),
  point('2025-01-02', 10500),
  point('2025-01-03', 11000),
];

/**
 * A fund that pays 0.0500 per unit with cumulative date 5 March 2024: on that day the portfolio
 * gains 1 %, the adjusted NAV shows the gain (10100 → 10201) and the unadjusted one drops by the
 * income (10201 − 500 = 9701); both then gain 1 % again.
 */
const WITH_DIVIDEND: NavPoint[] = [
  point('2024-03-01', 10000, 10000),
  point('2024-03-04', 10100, 10100),
  point('2024-03-05', 9701, 10201),
  point('2024-03-06', 9798, 10303),
];

/** A fund launched in March 2025, younger than a year at its last NAV (7 November 2025). */
const YOUNG: NavPoint[] = [point('2025-03-03', 10000), point('2025-09-01', 10400), point('2025-11-07', 10300)];

type Expected = Omit<PeriodStatistics, 'period' | 'endDate'>;
const none: Expected = {
  startDate: null,
  returnPpm: null,
  unadjustedReturnPpm: null,
  cagrPpm: null,
  maxDrawdownPpm: null,
};

describe('computePeriodStatistics', () => {
  const plainCases: Array<[StatPeriod, Expected]> = [
    // base: the NAV before the last one
    ['oneDay', { startDate: '2025-01-02', returnPpm: 47619, unadjustedReturnPpm: 47619, cagrPpm: null, maxDrawdownPpm: 0 }],
    // target 2024-12-03: the last NAV on or before it is 2 December (9000)
    ['oneMonth', { startDate: '2024-12-02', returnPpm: 222222, unadjustedReturnPpm: 222222, cagrPpm: null, maxDrawdownPpm: 0 }],
    // target 2024-10-03 → 3 June (12000): 11000 / 12000 − 1, and the 12000 → 9000 fall inside
    ['threeMonth', { startDate: '2024-06-03', returnPpm: -83333, unadjustedReturnPpm: -83333, cagrPpm: null, maxDrawdownPpm: -250000 }],
    ['sixMonth', { startDate: '2024-06-03', returnPpm: -83333, unadjustedReturnPpm: -83333, cagrPpm: null, maxDrawdownPpm: -250000 }],
    // base: the last NAV on or before 31 December of the previous year
    ['yearToDate', { startDate: '2024-12-02', returnPpm: 222222, unadjustedReturnPpm: 222222, cagrPpm: null, maxDrawdownPpm: 0 }],
    // one year: CAGR over exactly one year equals the return
    ['oneYear', { startDate: '2024-01-02', returnPpm: 100000, unadjustedReturnPpm: 100000, cagrPpm: 100000, maxDrawdownPpm: -250000 }],
    ['threeYear', none],
    ['fiveYear', none],
    ['tenYear', none],
    // all time: 367 days, CAGR = 1.1^(365.25 / 367) − 1 = 0.0995002
    ['allTime', { startDate: '2024-01-02', returnPpm: 100000, unadjustedReturnPpm: 100000, cagrPpm: 99500, maxDrawdownPpm: -250000 }],
  ];
  it.each(plainCases)('a fund without dividends, %s', (period, expected) => {
    expect(computePeriodStatistics(PLAIN, period)).toEqual({ period, endDate: '2025-01-03', ...expected });
  });

  const dividendCases: Array<[StatPeriod, Expected]> = [
    // 10303 / 10201 − 1 = 0.0099990 adjusted; 9798 / 9701 − 1 = 0.0099990 unadjusted
    ['oneDay', { startDate: '2024-03-05', returnPpm: 9999, unadjustedReturnPpm: 9999, cagrPpm: null, maxDrawdownPpm: 0 }],
    ['oneMonth', none],
    ['yearToDate', none],
    ['oneYear', none],
    // the dividend: +3.03 % with it reinvested, −2.02 % on the unadjusted NAV; no drawdown on
    // the adjusted series although the unadjusted one dropped; no CAGR under a year
    ['allTime', { startDate: '2024-03-01', returnPpm: 30300, unadjustedReturnPpm: -20200, cagrPpm: null, maxDrawdownPpm: 0 }],
  ];
  it.each(dividendCases)('a fund with a dividend, %s', (period, expected) => {
    expect(computePeriodStatistics(WITH_DIVIDEND, period)).toEqual({ period, endDate: '2024-03-06', ...expected });
  });

  const youngCases: Array<[StatPeriod, Expected]> = [
    ['sixMonth', { startDate: '2025-03-03', returnPpm: 30000, unadjustedReturnPpm: 30000, cagrPpm: null, maxDrawdownPpm: -9615 }],
    ['yearToDate', none],
    ['oneYear', none],
    ['threeYear', none],
    ['allTime', { startDate: '2025-03-03', returnPpm: 30000, unadjustedReturnPpm: 30000, cagrPpm: null, maxDrawdownPpm: -9615 }],
  ];
  it.each(youngCases)('a fund younger than a year, %s', (period, expected) => {
    expect(computePeriodStatistics(YOUNG, period)).toEqual({ period, endDate: '2025-11-07', ...expected });
  });

  it('gives nothing but the end date for a single NAV, and nothing at all without NAV', () => {
    for (const period of STAT_PERIODS) {
      expect(computePeriodStatistics([point('2025-01-02', 10000)], period)).toEqual({ period, endDate: '2025-01-02', ...none });
      expect(computePeriodStatistics([], period)).toEqual({ period, endDate: null, ...none });
    }
  });

  it('uses the base NAV exactly on the target date when there is one', () => {
    const series = [point('2024-11-07', 10000), point('2025-11-06', 10500), point('2025-11-07', 10600)];
    expect(computePeriodStatistics(series, 'oneYear')).toMatchObject({ startDate: '2024-11-07', returnPpm: 60000, cagrPpm: 60000 });
  });
});

describe('computeFundStatistics', () => {
  it('returns every period in the order of STAT_PERIODS', () => {
    expect(computeFundStatistics(PLAIN).map((s) => s.period)).toEqual([...STAT_PERIODS]);
  });

  it('refuses a series out of date order', () => {
    expect(() => computeFundStatistics([PLAIN[1]!, PLAIN[0]!])).toThrow(RangeError);
    expect(() => computeFundStatistics([PLAIN[0]!, PLAIN[0]!])).toThrow(RangeError);
  });
});

describe('periodTargetDate', () => {
  it.each([
    ['oneMonth', '2025-03-31', '2025-02-28'],
    ['threeMonth', '2025-05-31', '2025-02-28'],
    ['sixMonth', '2024-08-31', '2024-02-29'],
    ['oneYear', '2024-02-29', '2023-02-28'],
    ['fiveYear', '2025-11-07', '2020-11-07'],
    ['tenYear', '2025-11-07', '2015-11-07'],
    ['yearToDate', '2025-01-03', '2024-12-31'],
  ] as const)('%s before %s is %s', (period, end, target) => {
    expect(periodTargetDate(period, end)).toBe(target);
  });

  it('has no calendar target for oneDay and allTime', () => {
    expect(periodTargetDate('oneDay', '2025-11-07')).toBeNull();
    expect(periodTargetDate('allTime', '2025-11-07')).toBeNull();
  });
});

describe('building blocks', () => {
  it('maxDrawdown is the deepest fall from a running peak, never positive', () => {
    expect(maxDrawdown([100, 120, 90, 130, 104])).toBeCloseTo(-0.25, 12);
    expect(maxDrawdown([100, 101, 102])).toBe(0);
    expect(maxDrawdown([100])).toBe(0);
  });

  it('cagr annualises a return', () => {
    expect(cagr(100, 121, 2)).toBeCloseTo(0.1, 12);
    expect(cagr(100, 100, 3)).toBe(0);
    expect(() => cagr(0, 100, 1)).toThrow(RangeError);
  });

  it('toPpm rounds half away from zero and never gives −0', () => {
    expect(toPpm(0.1234565)).toBe(123457);
    expect(toPpm(-0.0000005)).toBe(-1);
    expect(Object.is(toPpm(-0), 0)).toBe(true);
    expect(Object.is(toPpm(-1e-9), 0)).toBe(true);
  });
});
