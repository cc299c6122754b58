import { describe, expect, it } from 'vitest';
import {
  buySummaryFromJson,
  buySummaryJson,
  couponFromJson,
  couponJson,
  moneyFromJson,
  moneyJson,
  navJson,
  realizedProfitFromJson,
  realizedProfitJson,
  scaledFromJson,
  unitsJson,
} from './api-json';

describe('numbers in JSON answers are decimals in their unit (decision 028)', () => {
  it.each([
    [1_000_000, 'IDR', 1_000_000, '1000000'],
    [15_025, 'USD', 150.25, '150.25'],
    [15_050, 'USD', 150.5, '150.5'],
    [1, 'USD', 0.01, '0.01'],
    [10, 'USD', 0.1, '0.1'],
    [-1_999, 'USD', -19.99, '-19.99'],
    [900_719_925_474_099, 'USD', 9_007_199_254_740.99, '9007199254740.99'],
  ] as const)('money %i minor %s → %s', (minor, currency, major, text) => {
    expect(moneyJson(minor, currency)).toBe(major);
    expect(JSON.stringify(moneyJson(minor, currency))).toBe(text);
    expect(moneyFromJson(JSON.parse(text) as number, currency)).toBe(minor);
  });

  it.each([
    [12_345_678, 1234.5678, '1234.5678'],
    [10_000_000, 1000, '1000'],
    [1, 0.0001, '0.0001'],
    [5_819_645, 581.9645, '581.9645'],
    [12_340, 1.234, '1.234'],
  ])('NAV and units %i × 10^-4 → %s', (scaled, value, text) => {
    expect(navJson(scaled)).toBe(value);
    expect(unitsJson(scaled)).toBe(value);
    expect(JSON.stringify(navJson(scaled))).toBe(text);
    expect(scaledFromJson(JSON.parse(text) as number)).toBe(scaled);
  });

  it('every scaled value up to 10^7 survives the round trip through JSON text', () => {
    for (let scaled = 0; scaled < 10_000_000; scaled += 997) {
      expect(scaledFromJson(JSON.parse(JSON.stringify(navJson(scaled))) as number)).toBe(scaled);
      expect(moneyFromJson(JSON.parse(JSON.stringify(moneyJson(scaled, 'USD'))) as number, 'USD')).toBe(scaled);
    }
  });

  it('converts a buy summary, its compositions and its coupon, and back', () => {
    const summary = {
      navDate: '2025-11-10',
      currency: 'USD' as const,
      amount: 15_025,
      feeAmount: 75,
      minimum: 1_000,
      cashbackUsed: 0,
      paymentAmount: 15_025,
      referralCashbackAmount: 0,
      compositions: [{ mutualFundId: 1, currency: 'USD' as const, amount: 14_950, fee: 75, feePercentage: 0.5, totalAmount: 15_025, referralCashbackAmount: 0 }],
      coupon: { code: 'X', cashbackValue: 150, giftValue: null },
      riskWarning: false,
    };
    const json = buySummaryJson(summary);
    expect(json).toMatchObject({ amount: 150.25, feeAmount: 0.75, minimum: 10, paymentAmount: 150.25, navDate: '2025-11-10', riskWarning: false });
    expect(json.compositions[0]).toEqual({ mutualFundId: 1, currency: 'USD', amount: 149.5, fee: 0.75, feePercentage: 0.5, totalAmount: 150.25, referralCashbackAmount: 0 });
    expect(json.coupon).toEqual({ code: 'X', cashbackValue: 1.5, giftValue: null });
    expect(buySummaryFromJson(JSON.parse(JSON.stringify(json)) as typeof summary)).toEqual(summary);
  });

  it('converts a coupon and a realized-profit row, and back', () => {
    const coupon = { code: 'HEMAT25', currency: 'IDR' as const, cashbackValue: 25_000, giftValue: 5_000, minimumAmount: 100_000, isEligible: true };
    expect(couponJson(coupon)).toEqual(coupon);
    expect(couponJson({ ...coupon, currency: 'USD' })).toMatchObject({ cashbackValue: 250, giftValue: 50, minimumAmount: 1_000 });
    expect(couponFromJson(couponJson({ ...coupon, currency: 'USD' }))).toEqual({ ...coupon, currency: 'USD' });

    const row = { id: 7, fund: { currency: 'USD' as const }, units: 1_234_567, amount: 15_025, realizedProfit: -125, cost: 15_150, returnRate: -0.8251 };
    const json = realizedProfitJson(row);
    expect(json).toEqual({ id: 7, fund: { currency: 'USD' }, units: 123.4567, amount: 150.25, realizedProfit: -1.25, cost: 151.5, returnRate: -0.8251 });
    expect(realizedProfitFromJson(JSON.parse(JSON.stringify(json)) as typeof row)).toEqual(row);
  });
});
