import { describe, expect, it } from 'vitest';
import { money } from './money';
import { positionAmounts, totalsByCurrency, valueFigures, type Position } from './portfolio-value';

describe('positionAmounts', () => {
  it.each<[Position, number, number]>([
    // 1,5 units at Rp 1.000,33 = 1500,495 → 1500 (rounded down)
    [{ units: 15_000, costBasis: 1_400, nav: 10_003_300, currency: 'IDR' }, 1_500, 1_400],
    // 10,2784 units at US$ 1,2345 = US$ 12,68868… → 1268 cents
    [{ units: 102_784, costBasis: 1_290, nav: 12_345, currency: 'USD' }, 1_268, 1_290],
    // no NAV yet: worth nothing
    [{ units: 10_000, costBasis: 5_000, nav: null, currency: 'IDR' }, 0, 5_000],
  ])('%o is worth %i for a cost of %i', (position, value, cost) => {
    expect(positionAmounts(position)).toEqual({ value: money(value, position.currency), cost: money(cost, position.currency) });
  });
});

describe('valueFigures', () => {
  it.each([
    [1_500, 1_400, { value: 1_500, costBasis: 1_400, profit: 100, returnRate: 7.1429 }],
    [2_500, 2_600, { value: 2_500, costBasis: 2_600, profit: -100, returnRate: -3.8462 }],
    [1_234, 0, { value: 1_234, costBasis: 0, profit: 1_234, returnRate: null }],
    [0, 0, { value: 0, costBasis: 0, profit: 0, returnRate: null }],
  ])('value %i, cost %i → %o', (value, cost, figures) => {
    expect(valueFigures({ value: money(value, 'IDR'), cost: money(cost, 'IDR') })).toEqual(figures);
  });
});

describe('totalsByCurrency', () => {
  it('adds each currency on its own, every position rounded down before the sum', () => {
    const totals = totalsByCurrency([
      { units: 15_000, costBasis: 1_400, nav: 10_003_300, currency: 'IDR' },
      { units: 25_000, costBasis: 2_600, nav: 10_003_300, currency: 'IDR' },
      { units: 102_784, costBasis: 1_290, nav: 12_345, currency: 'USD' },
    ]);
    // 1500,495 + 2500,825 → 1500 + 2500 (the summed units would give 4001)
    expect(totals.IDR).toEqual({ value: 4_000, costBasis: 4_000, profit: 0, returnRate: 0 });
    expect(totals.USD).toEqual({ value: 1_268, costBasis: 1_290, profit: -22, returnRate: -1.7054 });
  });

  it('is all zero without positions', () => {
    const empty = { value: 0, costBasis: 0, profit: 0, returnRate: null };
    expect(totalsByCurrency([])).toEqual({ IDR: empty, USD: empty });
  });
});
