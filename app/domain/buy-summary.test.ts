import { describe, expect, it } from 'vitest';
import { buyCompositions, summaryTotal, type SummaryFund } from './buy-summary';
import { money, unitsForAmount } from './money';

const fund = (overrides: Partial<SummaryFund> = {}): SummaryFund => ({
  id: 1,
  name: 'Tirta Dana Lancar',
  type: 'PASAR_UANG',
  currency: 'IDR',
  subscriptionFeeBp: 0,
  ...overrides,
});

describe('buy compositions, against hand computation', () => {
  it('IDR, no fee: Rp 1.000.000 all invested; at NAV 1.234,5678 that is 810,0000 units', () => {
    const [item] = buyCompositions(money(1_000_000, 'IDR'), [{ fund: fund(), weightBp: 10_000 }]);
    expect(item).toEqual({
      mutualFundId: 1,
      mutualFundName: 'Tirta Dana Lancar',
      type: 'PASAR_UANG',
      amount: 1_000_000,
      fee: 0,
      feePercentage: 0,
      totalAmount: 1_000_000,
      currency: 'IDR',
    });
    expect(unitsForAmount(money(item!.amount, 'IDR'), 12_345_678)).toBe(8_100_000);
  });

  it('IDR, 1 % fee: Rp 10.000 of Rp 1.000.000, Rp 990.000 invested; 990.000 / 1.234,5678 = 801,9000657… → 801,9000 units', () => {
    const [item] = buyCompositions(money(1_000_000, 'IDR'), [{ fund: fund({ subscriptionFeeBp: 100 }), weightBp: 10_000 }]);
    expect([item!.fee, item!.amount, item!.totalAmount, item!.feePercentage]).toEqual([10_000, 990_000, 1_000_000, 1]);
    expect(unitsForAmount(money(item!.amount, 'IDR'), 12_345_678)).toBe(8_019_000);
  });

  it('rounds a fee down: 1,5 % of Rp 333.333 is Rp 4.999,995 → Rp 4.999; 328.334 invested', () => {
    const [item] = buyCompositions(money(333_333, 'IDR'), [{ fund: fund({ subscriptionFeeBp: 150 }), weightBp: 10_000 }]);
    expect([item!.fee, item!.amount]).toEqual([4_999, 328_334]);
  });

  it('USD, 0,5 % fee: US$100,00 pays US$0,50; US$99,50 at NAV 1,2345 = 80,5994 units (rounded down)', () => {
    const usdFund = fund({ id: 9, currency: 'USD', type: 'PENDAPATAN_TETAP', subscriptionFeeBp: 50 });
    const [item] = buyCompositions(money(10_000, 'USD'), [{ fund: usdFund, weightBp: 10_000 }]);
    expect([item!.fee, item!.amount, item!.totalAmount, item!.currency]).toEqual([50, 9_950, 10_000, 'USD']);
    expect(unitsForAmount(money(item!.amount, 'USD'), 12_345)).toBe(805_994);
  });

  it('splits a robo payment by the model’s targets, exactly: aggressive 10/24/66 of Rp 100.000', () => {
    const items = buyCompositions(money(100_000, 'IDR'), [
      { fund: fund({ id: 1 }), weightBp: 1_000 },
      { fund: fund({ id: 2, type: 'PENDAPATAN_TETAP' }), weightBp: 2_400 },
      { fund: fund({ id: 3, type: 'SAHAM', subscriptionFeeBp: 100 }), weightBp: 6_600 },
    ]);
    expect(items.map((item) => [item.mutualFundId, item.totalAmount, item.fee, item.amount])).toEqual([
      [1, 10_000, 0, 10_000],
      [2, 24_000, 0, 24_000],
      [3, 66_000, 660, 65_340],
    ]);
    expect(summaryTotal(items, 'IDR')).toEqual(money(100_000, 'IDR'));
  });

  it('gives an uneven split’s remainder to the largest remainders, so the shares still add up', () => {
    const items = buyCompositions(money(100_001, 'IDR'), [
      { fund: fund({ id: 1 }), weightBp: 3_600 },
      { fund: fund({ id: 2 }), weightBp: 5_400 },
      { fund: fund({ id: 3 }), weightBp: 1_000 },
    ]);
    expect(items.map((item) => item.totalAmount)).toEqual([36_000, 54_001, 10_000]);
    expect(summaryTotal(items, 'IDR').minor).toBe(100_001);
  });

  it('refuses no fund, and a fund in another currency than the payment', () => {
    expect(() => buyCompositions(money(100_000, 'IDR'), [])).toThrow(RangeError);
    expect(() => buyCompositions(money(100_000, 'IDR'), [{ fund: fund({ currency: 'USD' }), weightBp: 10_000 }])).toThrow(RangeError);
  });
});
