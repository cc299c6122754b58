import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  compare,
  CurrencyMismatchError,
  divideRounded,
  money,
  parseAmount,
  parseScaled,
  percentOf,
  bpToPercent,
  ppmToPercent,
  proportionalCost,
  returnPercent,
  subtract,
  sum,
  unitsForAmount,
  usdToIdr,
  valueOfUnits,
} from './money';

const idr = (n: number) => money(n, 'IDR');
const usd = (n: number) => money(n, 'USD');

describe('money', () => {
  it('refuses non-integer and unsafe amounts', () => {
    expect(() => money(1.5, 'IDR')).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, 'IDR')).toThrow(RangeError);
  });

  it('adds, subtracts and compares within one currency', () => {
    expect(add(idr(10_000), idr(2_500))).toEqual(idr(12_500));
    expect(subtract(idr(10_000), idr(12_500))).toEqual(idr(-2_500));
    expect(sum([idr(1), idr(2), idr(3)], 'IDR')).toEqual(idr(6));
    expect(compare(idr(5), idr(7))).toBe(-1);
    expect(compare(usd(7), usd(7))).toBe(0);
  });

  it('throws when currencies are mixed', () => {
    expect(() => add(idr(1), usd(1))).toThrow(CurrencyMismatchError);
    expect(() => subtract(usd(1), idr(1))).toThrow(CurrencyMismatchError);
    expect(() => compare(idr(1), usd(1))).toThrow(CurrencyMismatchError);
    expect(() => sum([idr(1), usd(1)], 'IDR')).toThrow(CurrencyMismatchError);
  });

  it.each([
    // numerator, divisor, mode, expected
    [7n, 2n, 'down', 3n],
    [7n, 2n, 'up', 4n],
    [7n, 2n, 'halfUp', 4n],
    [5n, 2n, 'halfEven', 2n],
    [7n, 2n, 'halfEven', 4n],
    [-7n, 2n, 'down', -4n],
    [-7n, 2n, 'up', -3n],
    [-7n, 2n, 'halfUp', -4n],
    [6n, 3n, 'up', 2n],
    [1n, 3n, 'halfUp', 0n],
  ] as const)('divides %s / %s rounding %s to %s', (n, d, mode, expected) => {
    expect(divideRounded(n, d, mode)).toBe(expected);
  });

  it('computes a fee in basis points with explicit rounding', () => {
    expect(percentOf(idr(1_000_000), 100)).toEqual(idr(10_000)); // 1 %
    expect(percentOf(idr(333), 150)).toEqual(idr(5)); // 4.995 → 5 (half up)
    expect(percentOf(idr(333), 150, 'down')).toEqual(idr(4));
    expect(percentOf(usd(12_345), 25)).toEqual(usd(31)); // 30.8625 cents → 31
  });

  it('allocates by weights without losing or creating a rupiah', () => {
    const parts = allocate(idr(100_000), [3600, 5400, 1000]);
    expect(parts).toEqual([idr(36_000), idr(54_000), idr(10_000)]);
    const odd = allocate(idr(10), [1, 1, 1]);
    expect(odd.map((p) => p.minor)).toEqual([4, 3, 3]);
    expect(odd.reduce((a, p) => a + p.minor, 0)).toBe(10);
    expect(() => allocate(idr(10), [])).toThrow(RangeError);
    expect(() => allocate(idr(10), [0, 0])).toThrow(RangeError);
  });

  describe('units = (amount − fee) / NAV rounded down to 4 decimals', () => {
    it.each([
      // net amount, currency, NAV ×10^4, expected units ×10^4
      [1_000_000, 'IDR', 15_234_567, 6_564_019], // 1 000 000 / 1523.4567 = 656.40197… → 656.4019
      [100_000, 'IDR', 10_000_000, 1_000_000], // exact: 100 units
      [10_000, 'IDR', 30_000_000, 33_333], // 3.33333… → 3.3333
      [1_000, 'USD', 12_345, 81_004], // US$10.00 / 1.2345 = 8.10044… → 8.1004
      [0, 'IDR', 10_000_000, 0],
    ] as const)('%s %s at NAV %s gives %s', (amount, currency, nav, units) => {
      expect(unitsForAmount(money(amount, currency), nav)).toBe(units);
    });

    it('never rounds up: units × NAV never exceeds the amount', () => {
      for (const [amount, nav] of [
        [999_999, 17_777_777],
        [123_457, 9_999_999],
        [50_000, 10_001],
      ] as const) {
        const units = unitsForAmount(idr(amount), nav);
        expect(valueOfUnits(units, nav, 'IDR').minor).toBeLessThanOrEqual(amount);
      }
    });

    it('refuses a zero or negative NAV and a negative amount', () => {
      expect(() => unitsForAmount(idr(1_000), 0)).toThrow(RangeError);
      expect(() => unitsForAmount(idr(-1), 10_000)).toThrow(RangeError);
    });
  });

  it('values units at a NAV in the fund currency', () => {
    expect(valueOfUnits(6_564_019, 15_234_567, 'IDR')).toEqual(idr(999_999)); // 999 999.87 → down
    expect(valueOfUnits(6_564_019, 15_234_567, 'IDR', 'halfUp')).toEqual(idr(1_000_000));
    expect(valueOfUnits(81_004, 12_345, 'USD')).toEqual(usd(999)); // 9.99994… dollars → 999 cents
  });

  it('removes cost basis proportionally', () => {
    expect(proportionalCost(idr(1_000_000), 2_500, 10_000)).toEqual(idr(250_000));
    expect(proportionalCost(idr(1_000_001), 10_000, 10_000)).toEqual(idr(1_000_001));
    expect(proportionalCost(idr(100), 1, 3)).toEqual(idr(33));
    expect(() => proportionalCost(idr(100), 4, 3)).toThrow(RangeError);
  });

  it.each([
    ['1.000.000', 'IDR', 1_000_000],
    ['Rp 10.000', 'IDR', 10_000],
    ['1000000', 'IDR', 1_000_000],
    ['1,000,000', 'IDR', 1_000_000],
    ['1.000,50', 'USD', 100_050],
    ['10.5', 'USD', 1_050],
    ['US$1.000,00', 'USD', 100_000],
  ] as const)('parses %s as %s %s', (text, currency, minor) => {
    expect(parseAmount(text, currency)).toEqual(money(minor, currency));
  });

  it.each(['', 'abc', '1.000,5', '-5', '1..0', '12,34,5'])('rejects %j as an IDR amount', (text) => {
    expect(parseAmount(text, 'IDR')).toBeNull();
  });

  it.each([
    ['1234.5678', 12_345_678],
    ['1.234,5678', 12_345_678],
    ['1234,5', 12_345_000],
    ['1000', 10_000_000],
    ['0.0001', 1],
  ] as const)('parses the scaled decimal %s', (text, scaled) => {
    expect(parseScaled(text)).toBe(scaled);
  });

  it.each(['1.23456', 'x', '1,2,3', '', '-1'])('rejects the scaled decimal %j', (text) => {
    expect(parseScaled(text)).toBeNull();
  });
});

describe('bpToPercent', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [150, 1.5],
    [3_600, 36],
    [10_000, 100],
  ])('%i bp is %d %', (bp, percent) => {
    expect(bpToPercent(bp)).toBe(percent);
  });
});

describe('ppmToPercent', () => {
  it.each<[number | null, number | null]>([
    [123_456, 12.3456],
    [1_000_000, 100],
    [1, 0.0001],
    [0, 0],
    [-50_000, -5],
    [-123_456, -12.3456],
    [2_500_000, 250],
    [null, null],
  ])('%s ppm → %s %%', (ppm, percent) => {
    expect(ppmToPercent(ppm)).toBe(percent);
  });
});

describe('returnPercent', () => {
  it.each([
    [50_000, 500_000, 10],
    [-30_000, 300_000, -10],
    [0, 200_000, 0],
    [1, 3, 33.3333],
    [2, 3, 66.6667],
    [-2, 3, -66.6667],
    [1, 1_000_000, 0.0001],
    [1, 2_000_000, 0.0001],
    [1, 3_000_000, 0],
    [-1, 2_000_000, -0.0001],
    [9_000_000_000_000, 1, 900_000_000_000_000],
    [86, 0, null],
  ])('%d on a cost of %d → %s %', (profit, cost, rate) => {
    expect(returnPercent(profit, cost)).toBe(rate);
  });
});

describe('usdToIdr (issue 16 item 6, decision 069)', () => {
  it.each([
    // cents × rate (× 10^4) ÷ 10^6, rounded down: $1,066.99 at Rp 16.770 = Rp 17.893.422,3 → 17,893,422
    [106_699, 167_700_000, 17_893_422],
    [1, 162_455_000, 162], // 1 cent at Rp 16.245,50 = Rp 162,455
    [0, 162_455_000, 0],
    [100, 10_000, 1], // $1 at Rp 1
  ])('%i cents at %i is Rp %i', (cents, rate, rupiah) => {
    expect(usdToIdr(money(cents, 'USD'), rate)).toEqual(money(rupiah, 'IDR'));
  });

  it('refuses rupiah and a rate that is not positive', () => {
    expect(() => usdToIdr(money(1, 'IDR'), 160_000_000)).toThrow(CurrencyMismatchError);
    expect(() => usdToIdr(money(1, 'USD'), 0)).toThrow(RangeError);
  });
});
