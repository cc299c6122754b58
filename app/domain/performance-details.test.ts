// The performance detail pages' arithmetic (app/domain/performance-details.ts; decisions 070, 071), case by case.
import { describe, expect, it } from 'vitest';
import {
  allocationByType,
  calculationJson,
  currencyCalculations,
  realizationBreakdown,
  realizedProfitEntryPath,
  sumCalculations,
  usdInRupiah,
  type TypedPosition,
} from './performance-details';

// buyRate: rupiah per dollar × 10^4 (usd_rates.buy_rate); 16 250,5 rupiah = 162_505_000.
const RATE = { buyRate: 162_505_000, valueAt: '2025-11-03' };

describe('usdInRupiah: cents × rate ÷ 10^6, rounded towards −∞', () => {
  it.each([
    // [cents, buyRate, rupiah]; expected by hand: dollars × rupiah-per-dollar.
    [100, 162_505_000, 16_250], // $1 × 16 250,5 = 16 250,5 → 16 250
    [1_000_000, 162_505_000, 162_505_000], // $10 000 × 16 250,5
    [1, 162_505_000, 162], // $0.01 × 16 250,5 = 162,505
    [0, 162_505_000, 0],
    [-100, 162_505_000, -16_251], // a loss converts towards −∞ too
    [12_345, 150_000_000, 1_851_750], // $123.45 × 15 000 = 1 851 750
    [12_345, 150_005_000, 1_851_811], // $123.45 × 15 000,5 = 1 851 811,7… → 1 851 811
  ])('%i cents at %i → Rp %i', (cents, rate, rupiah) => {
    expect(usdInRupiah(cents, rate)).toBe(rupiah);
  });

  it('refuses a rate that is not a positive integer, and cents that are not an integer', () => {
    expect(() => usdInRupiah(100, 0)).toThrow(RangeError);
    expect(() => usdInRupiah(100, 1.5)).toThrow(RangeError);
    expect(() => usdInRupiah(1.5, RATE.buyRate)).toThrow(RangeError);
  });
});

describe('currencyCalculations (spec §3 idrCalculation / usdCalculation)', () => {
  const figures = { value: 110_000, costBasis: 100_000, profit: 10_000, returnRate: 10 };
  const calc = { totalInvestment: 110_000, costBasis: 100_000, profit: 10_000, returnRate: 10 };

  it.each([
    ['a rupiah fund: rupiah only, rate or not', 'IDR', RATE, { idrCalculation: calc, usdCalculation: null }],
    ['a rupiah fund without a rate', 'IDR', null, { idrCalculation: calc, usdCalculation: null }],
    ['a dollar fund without a rate: dollars only', 'USD', null, { idrCalculation: null, usdCalculation: calc }],
    [
      'a dollar fund with a rate: value and cost converted at the one rate',
      'USD',
      { buyRate: 150_000_000, valueAt: '2025-11-03' },
      // $1 100 × 15 000 = 16 500 000; $1 000 × 15 000 = 15 000 000; the return stays 10 %.
      { idrCalculation: { totalInvestment: 16_500_000, costBasis: 15_000_000, profit: 1_500_000, returnRate: 10 }, usdCalculation: calc },
    ],
  ] as const)('%s', (_, currency, rate, expected) => {
    expect(currencyCalculations(currency, figures, rate)).toEqual(expected);
  });

  it('sums calculations, skipping nulls, and recomputes the return from the sums', () => {
    expect(sumCalculations([null, null])).toBeNull();
    expect(
      sumCalculations([
        { totalInvestment: 110, costBasis: 100, profit: 10, returnRate: 10 },
        null,
        { totalInvestment: 90, costBasis: 100, profit: -10, returnRate: -10 },
      ]),
    ).toEqual({ totalInvestment: 200, costBasis: 200, profit: 0, returnRate: 0 });
  });

  it('writes a calculation in JSON in its unit (dollars with cents)', () => {
    expect(calculationJson({ totalInvestment: 12_345, costBasis: 10_000, profit: 2_345, returnRate: 23.45 }, 'USD')).toEqual({
      totalInvestment: 123.45,
      cost: 100,
      profit: 23.45,
      returnRate: 23.45,
    });
    expect(calculationJson(null, 'IDR')).toBeNull();
  });
});

describe('allocationByType (summary/allocation)', () => {
  // units × NAV: 10 units (100_000) at NAV 1 000 (10_000_000) = Rp 10 000.
  const position = (type: TypedPosition['type'], currency: TypedPosition['currency'], units: number, nav: number | null, costBasis: number): TypedPosition => ({
    type,
    currency,
    units,
    nav,
    costBasis,
  });

  it('groups by type in the fixed order, leaves out types not held and splits 100 % by rupiah value', () => {
    const rows = allocationByType(
      [
        position('SAHAM', 'IDR', 100_000, 10_000_000, 8_000), // Rp 10 000
        position('PASAR_UANG', 'IDR', 300_000, 10_000_000, 30_000), // Rp 30 000
        position('SAHAM', 'IDR', 100_000, 10_000_000, 9_000), // Rp 10 000
        position('CAMPURAN', 'IDR', 0, 10_000_000, 0), // no units: not held
      ],
      null,
    );
    expect(rows.map((r) => [r.type, r.valueInRupiah, r.shareBp])).toEqual([
      ['PASAR_UANG', 30_000, 6_000],
      ['SAHAM', 20_000, 4_000],
    ]);
    expect(rows[1]!.idr).toEqual({ totalInvestment: 20_000, costBasis: 17_000, profit: 3_000, returnRate: 17.6471 });
    expect(rows[1]!.usd).toBeNull();
  });

  it('counts dollar funds at the rate, and as 0 without one (their dollar figures stay)', () => {
    // $100 (1 unit at NAV 100) at Rp 15 000 = Rp 1 500 000, beside Rp 500 000 of money market.
    const positions = [position('SAHAM', 'USD', 10_000, 1_000_000, 9_000), position('PASAR_UANG', 'IDR', 50_000, 1_000_000_000, 400_000)];
    const withRate = allocationByType(positions, { buyRate: 150_000_000, valueAt: '2025-11-03' });
    expect(withRate.map((r) => [r.type, r.valueInRupiah, r.shareBp])).toEqual([
      ['PASAR_UANG', 500_000, 2_500],
      ['SAHAM', 1_500_000, 7_500],
    ]);
    expect(withRate[1]!.usd).toEqual({ totalInvestment: 10_000, costBasis: 9_000, profit: 1_000, returnRate: 11.1111 });
    const withoutRate = allocationByType(positions, null);
    expect(withoutRate.map((r) => [r.type, r.valueInRupiah, r.shareBp])).toEqual([
      ['PASAR_UANG', 500_000, 10_000],
      ['SAHAM', 0, 0],
    ]);
  });

  it('gives all shares 0 when nothing has a value yet, and shares that add up to 10 000 otherwise', () => {
    expect(allocationByType([position('SAHAM', 'IDR', 100, null, 1_000)], null)[0]!.shareBp).toBe(0);
    const thirds = allocationByType(
      [position('SAHAM', 'IDR', 10_000, 10_000, 1), position('CAMPURAN', 'IDR', 10_000, 10_000, 1), position('PASAR_UANG', 'IDR', 10_000, 10_000, 1)],
      null,
    );
    expect(thirds.reduce((s, r) => s + r.shareBp, 0)).toBe(10_000);
  });
});

describe('realizationBreakdown: the average-cost method (decision 070)', () => {
  it.each([
    // Bought 1 000 units for Rp 100 000 and 1 000 for Rp 140 000: average cost Rp 120 a unit. Sold 500 units
    // for Rp 70 000 after the fee: the ledger books cost 500 × 120 = 60 000 and profit 10 000 (hand-computed).
    ['a sale at a profit', { units: 5_000_000, amount: 70_000, realizedProfit: 10_000, currency: 'IDR' }, { cost: 60_000, averageCostPerUnit: 1_200_000, proceedsPerUnit: 1_400_000, returnRate: 16.6667 }],
    // The same units switched out for Rp 54 000: a loss of 6 000, −10 %.
    ['a switch-out at a loss', { units: 5_000_000, amount: 54_000, realizedProfit: -6_000, currency: 'IDR' }, { cost: 60_000, averageCostPerUnit: 1_200_000, proceedsPerUnit: 1_080_000, returnRate: -10 }],
    // A cash dividend: no units, no cost, all profit, no return rate.
    ['a cash dividend', { units: 0, amount: 25_000, realizedProfit: 25_000, currency: 'IDR' }, { cost: 0, averageCostPerUnit: null, proceedsPerUnit: null, returnRate: null }],
    // Dollars: 3 units sold for $3.50 (350 cents), cost $3.00: $1.0000 and $1.1667 a unit (half up).
    ['a dollar sale', { units: 30_000, amount: 350, realizedProfit: 50, currency: 'USD' }, { cost: 300, averageCostPerUnit: 10_000, proceedsPerUnit: 11_667, returnRate: 16.6667 }],
  ] as const)('%s', (_, entry, expected) => {
    expect(realizationBreakdown(entry)).toEqual(expected);
  });

  it('refuses negative units', () => {
    expect(() => realizationBreakdown({ units: -1, amount: 1, realizedProfit: 0, currency: 'IDR' })).toThrow(RangeError);
  });
});

describe('realizedProfitEntryPath (spec §2.1 "/keuntungan-terealisasi/{type}/{id}")', () => {
  it('names the fund type by its path segment and the ledger entry by its id', () => {
    expect(realizedProfitEntryPath({ id: 42, fund: { type: 'PENDAPATAN_TETAP' } })).toBe('/reksadana/portfolio/performa/keuntungan-terealisasi/pendapatan-tetap/42');
  });
});
