import { describe, expect, it } from 'vitest';
import { isTopFundEligible, rankTopFunds, TOP_FUND_GROUPS, type TopFundCandidate } from './top-funds';

const fund = (id: number, over: Partial<TopFundCandidate> = {}): TopFundCandidate => ({
  id,
  name: `Dana ${String(id).padStart(2, '0')}`,
  type: 'SAHAM',
  currency: 'IDR',
  status: 'active_subsenabled',
  currentAum: 100_000_000_000,
  oneYearReturnPpm: 100_000,
  ...over,
});

describe('isTopFundEligible', () => {
  it.each<[string, Partial<TopFundCandidate>, boolean]>([
    ['open, a year old, Rp 100 M', {}, true],
    ['exactly Rp 25 M', { currentAum: 25_000_000_000 }, true],
    ['just under Rp 25 M', { currentAum: 24_999_999_999 }, false],
    ['younger than a year', { oneYearReturnPpm: null }, false],
    ['a negative return still counts', { oneYearReturnPpm: -50_000 }, true],
    ['closed for subscription', { status: 'active_subsdisabled' }, false],
    ['dollar fund with US$ 1,5 juta', { currency: 'USD', currentAum: 150_000_000 }, true],
    ['dollar fund with US$ 1.499.999,99', { currency: 'USD', currentAum: 149_999_999 }, false],
    ['dollar fund measured in dollars, not rupiah digits', { currency: 'USD', currentAum: 25_000_000 }, false],
  ])('%s → %s', (_label, over, eligible) => {
    expect(isTopFundEligible(fund(1, over))).toBe(eligible);
  });
});

describe('rankTopFunds', () => {
  const groupOf = (result: ReturnType<typeof rankTopFunds>, group: string) => result.find((g) => g.group === group)!.funds;

  it('answers every group in order, empty ones included', () => {
    expect(rankTopFunds([]).map((g) => g.group)).toEqual([...TOP_FUND_GROUPS]);
    expect(rankTopFunds([]).every((g) => g.funds.length === 0)).toBe(true);
  });

  it.each<[string, TopFundCandidate[], number[]]>([
    ['by return, highest first', [fund(1, { oneYearReturnPpm: 50_000 }), fund(2, { oneYearReturnPpm: 150_000 }), fund(3, { oneYearReturnPpm: -10_000 })], [2, 1, 3]],
    [
      'equal returns: larger AUM first',
      [fund(1, { currentAum: 30_000_000_000 }), fund(2, { currentAum: 90_000_000_000 }), fund(3, { currentAum: 60_000_000_000 })],
      [2, 3, 1],
    ],
    ['equal return and AUM: by name, then id', [fund(3, { name: 'B' }), fund(1, { name: 'B' }), fund(2, { name: 'A' })], [2, 1, 3]],
    ['at most five', [1, 2, 3, 4, 5, 6, 7].map((id) => fund(id, { oneYearReturnPpm: id * 1000 })), [7, 6, 5, 4, 3]],
    [
      'ineligible funds left out, whatever their return',
      [fund(1, { oneYearReturnPpm: 900_000, currentAum: 1_000_000_000 }), fund(2, { oneYearReturnPpm: null }), fund(3, { status: 'active_subsdisabled', oneYearReturnPpm: 800_000 }), fund(4)],
      [4],
    ],
  ])('%s', (_label, candidates, ids) => {
    const saham = groupOf(rankTopFunds(candidates), 'SAHAM');
    expect(saham.map((f) => f.id)).toEqual(ids);
    expect(saham.map((f) => f.rank)).toEqual(ids.map((_, i) => i + 1));
  });

  it('groups rupiah funds by type and every dollar fund under USD', () => {
    const result = rankTopFunds([
      fund(1, { type: 'PASAR_UANG', oneYearReturnPpm: 50_000 }),
      fund(2, { type: 'SAHAM', currency: 'USD', currentAum: 500_000_000, oneYearReturnPpm: 300_000 }),
      fund(3, { type: 'PENDAPATAN_TETAP', currency: 'USD', currentAum: 500_000_000, oneYearReturnPpm: 60_000 }),
      fund(4, { type: 'SAHAM', oneYearReturnPpm: 120_000 }),
    ]);
    expect(groupOf(result, 'PASAR_UANG').map((f) => f.id)).toEqual([1]);
    expect(groupOf(result, 'SAHAM').map((f) => f.id)).toEqual([4]);
    expect(groupOf(result, 'USD').map((f) => f.id)).toEqual([2, 3]);
    expect(groupOf(result, 'CAMPURAN')).toEqual([]);
  });
});
