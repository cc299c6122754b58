import { describe, expect, it } from 'vitest';
import { allocationDetailPath, fundAllocation } from './allocation';

describe('allocationDetailPath', () => {
  it.each([
    [{ type: 'SAHAM', slug: 'mandala-saham-dividen' }, '/reksadana/portfolio/performa/alokasi/saham/mandala-saham-dividen'],
    [{ type: 'PASAR_UANG', slug: 'x' }, '/reksadana/portfolio/performa/alokasi/pasar-uang/x'],
    [{ type: 'PENDAPATAN_TETAP', slug: 'y' }, '/reksadana/portfolio/performa/alokasi/pendapatan-tetap/y'],
    [{ type: 'CAMPURAN', slug: 'z' }, '/reksadana/portfolio/performa/alokasi/campuran/z'],
  ] as const)('%o → %s', (fund, path) => {
    expect(allocationDetailPath(fund)).toBe(path);
  });
});

describe('fundAllocation', () => {
  it('values each holding at the NAV, rounded down, and adds the per-holding values', () => {
    // 1,5 units and 2,5 units at Rp 1.000,33: 1500,495 → 1500 and 2500,825 → 2500 (the sum of the
    // units would be worth 4001,32 → 4001: the total follows the holdings, as the landing summary does).
    const result = fundAllocation(
      [
        { units: 15_000, costBasis: 1_400 },
        { units: 25_000, costBasis: 2_600 },
      ],
      10_003_300,
      'IDR',
    );
    expect(result.holdings).toEqual([
      { units: 15_000, value: 1_500, costBasis: 1_400, profit: 100, returnRate: 7.1429, shareBp: 3_750 },
      { units: 25_000, value: 2_500, costBasis: 2_600, profit: -100, returnRate: -3.8462, shareBp: 6_250 },
    ]);
    expect(result.total).toEqual({ units: 40_000, value: 4_000, costBasis: 4_000, profit: 0, returnRate: 0 });
  });

  it.each([
    // units of each holding → shares in basis points (largest remainder: always 10 000 in all)
    [[1], [10_000]],
    [[1, 1], [5_000, 5_000]],
    [[1, 1, 1], [3_334, 3_333, 3_333]],
    [[2, 1], [6_667, 3_333]],
    [[1, 2, 3, 4], [1_000, 2_000, 3_000, 4_000]],
    [[999_999, 1], [10_000, 0]],
  ])('splits 100 %% over units %j as %j', (units, shares) => {
    const result = fundAllocation(units.map((u) => ({ units: u, costBasis: 0 })), 10_000, 'IDR');
    expect(result.holdings.map((h) => h.shareBp)).toEqual(shares);
    expect(result.holdings.reduce((a, h) => a + h.shareBp, 0)).toBe(10_000);
  });

  it('gives no return without a cost basis, and values nothing without a NAV', () => {
    const free = fundAllocation([{ units: 10_000, costBasis: 0 }], 12_345_678, 'IDR');
    expect(free.holdings[0]).toMatchObject({ value: 1_234, profit: 1_234, returnRate: null });
    const noNav = fundAllocation([{ units: 10_000, costBasis: 5_000 }], null, 'IDR');
    expect(noNav.total).toEqual({ units: 10_000, value: 0, costBasis: 5_000, profit: -5_000, returnRate: -100 });
  });

  it('keeps US cents for a dollar fund', () => {
    // 10,2784 units at US$ 1,2345 = US$ 12,68868... → 1268 cents
    const result = fundAllocation([{ units: 102_784, costBasis: 1_290 }], 12_345, 'USD');
    expect(result.total).toMatchObject({ value: 1_268, profit: -22, returnRate: -1.7054 });
  });

  it('has empty totals for no holdings, and refuses a holding without units', () => {
    expect(fundAllocation([], 10_000, 'IDR')).toEqual({
      holdings: [],
      total: { units: 0, value: 0, costBasis: 0, profit: 0, returnRate: null },
    });
    expect(() => fundAllocation([{ units: 0, costBasis: 0 }], 10_000, 'IDR')).toThrow(RangeError);
  });
});
