import { describe, expect, it } from 'vitest';
import { couponCashback, couponEligibility, couponEndsAt, couponLastMoment, type CouponPurchase, type CouponReason, type CouponReward, type CouponTerms } from './coupon-eligibility';
import { jakartaDate } from '../dates';

const at = (iso: string) => new Date(iso);
/** A cashback coupon for the whole of November 2025 (WIB), Rp 100.000 minimum, funds 1 and 2, quota 3. */
const coupon: CouponTerms = {
  code: 'HEMAT',
  startsAt: at('2025-10-31T17:00:00Z'),
  endsAt: at('2025-11-30T17:00:00Z'),
  minimumAmount: 100_000,
  currency: 'IDR',
  fundIds: [1, 2],
  quota: 3,
  redeemed: 2,
};
const purchase: CouponPurchase = { now: at('2025-11-07T07:00:00Z'), amount: 100_000, currency: 'IDR', fundIds: [1] };

describe('coupon eligibility (spec funds §3 "Coupon detail", §4.2)', () => {
  it.each<[string, Partial<CouponTerms>, Partial<CouponPurchase>, CouponReason[]]>([
    ['a valid coupon at exactly its minimum', {}, {}, []],
    ['one rupiah below the minimum', {}, { amount: 99_999 }, ['BELOW_MINIMUM']],
    ['no minimum', { minimumAmount: 0 }, { amount: 10_000 }, []],
    ['before it starts', {}, { now: at('2025-10-31T16:59:59Z') }, ['NOT_STARTED']],
    ['at its start', {}, { now: at('2025-10-31T17:00:00Z') }, []],
    ['the last moment before it ends', {}, { now: at('2025-11-30T16:59:59.999Z') }, []],
    ['at its end', {}, { now: at('2025-11-30T17:00:00Z') }, ['EXPIRED']],
    ['without dates', { startsAt: null, endsAt: null }, { now: at('2030-01-01T00:00:00Z') }, []],
    ['the last of its quota', { redeemed: 2 }, {}, []],
    ['its quota used up', { redeemed: 3 }, {}, ['QUOTA_USED_UP']],
    ['an unlimited quota', { quota: null, redeemed: 10_000 }, {}, []],
    ['a fund it is not for', {}, { fundIds: [3] }, ['FUND_NOT_INCLUDED']],
    ['a robo purchase of funds it covers', {}, { fundIds: [1, 2] }, []],
    ['a robo purchase with one fund it does not cover', {}, { fundIds: [1, 3] }, ['FUND_NOT_INCLUDED']],
    ['every fund', { fundIds: null }, { fundIds: [99] }, []],
    ['a purchase in another currency (its minimum is not compared)', {}, { currency: 'USD', amount: 10 }, ['CURRENCY']],
    ['a dollar coupon: the cashback balance is rupiah (decision 027)', { currency: 'USD' }, { currency: 'USD', amount: 100_000 }, ['CURRENCY']],
    ['already held by one of the investor’s unpaid orders (decision 027)', {}, { couponsInUnpaidOrders: ['HEMAT'] }, ['IN_UNPAID_ORDER']],
    ['another coupon held by an unpaid order', {}, { couponsInUnpaidOrders: ['LAIN'] }, []],
    [
      'every reason at once, in order',
      { endsAt: at('2025-11-01T00:00:00Z'), redeemed: 3 },
      { amount: 5_000, fundIds: [7], couponsInUnpaidOrders: ['HEMAT'] },
      ['EXPIRED', 'QUOTA_USED_UP', 'IN_UNPAID_ORDER', 'BELOW_MINIMUM', 'FUND_NOT_INCLUDED'],
    ],
  ])('%s', (_case, terms, bought, reasons) => {
    const result = couponEligibility({ ...coupon, ...terms }, { ...purchase, ...bought });
    expect(result.whyDisabledReasoning).toEqual(reasons);
    expect(result.isEligible).toBe(reasons.length === 0);
  });
});

// Issue 13: a promo "until 24 January" works through 24 January WIB (decision 038).
describe('a promo’s last day', () => {
  const until24January = { ...coupon, startsAt: null, endsAt: couponEndsAt('2026-01-24') };
  it('ends at the next midnight in Jakarta', () => {
    expect(couponEndsAt('2026-01-24').toISOString()).toBe('2026-01-24T17:00:00.000Z');
    // The last day of a month and of a year.
    expect(couponEndsAt('2025-12-31').toISOString()).toBe('2025-12-31T17:00:00.000Z');
  });

  it.each([
    ['on its last day, in the morning WIB', '2026-01-24T08:00:00+07:00', []],
    ['at 23:59:59.999 WIB of its last day', '2026-01-24T23:59:59.999+07:00', []],
    ['at midnight WIB after it', '2026-01-25T00:00:00+07:00', ['EXPIRED']],
    ['the day after', '2026-01-25T12:00:00+07:00', ['EXPIRED']],
  ] as const)('%s', (_case, now, reasons) => {
    expect(couponEligibility(until24January, { ...purchase, now: at(now) }).whyDisabledReasoning).toEqual(reasons);
  });

  it('shows the day it still works: the end instant itself no longer counts', () => {
    expect(jakartaDate(couponLastMoment(couponEndsAt('2026-01-24')))).toBe('2026-01-24');
    // An end in the middle of a day: that day is still shown.
    expect(jakartaDate(couponLastMoment(at('2026-01-25T10:00:00+07:00')))).toBe('2026-01-25');
  });
});

describe('coupon cashback (spec funds §3 "cashbackValue")', () => {
  it.each<[string, CouponReward, number, number]>([
    ['0.5% of Rp 1.000.000', { cashbackBp: 50, cashbackAmount: 50_000 }, 1_000_000, 5_000],
    ['0.5% rounded down', { cashbackBp: 50, cashbackAmount: 50_000 }, 1_000_199, 5_000],
    ['0.5% at its cap', { cashbackBp: 50, cashbackAmount: 50_000 }, 10_000_000, 50_000],
    ['0.5% above its cap', { cashbackBp: 50, cashbackAmount: 50_000 }, 20_000_000, 50_000],
    ['a fixed Rp 25.000', { cashbackBp: null, cashbackAmount: 25_000 }, 5_000_000, 25_000],
    ['a fixed amount above the purchase', { cashbackBp: null, cashbackAmount: 25_000 }, 10_000, 10_000],
    ['nothing bought', { cashbackBp: null, cashbackAmount: 25_000 }, 0, 0],
    ['US$ 1% of US$ 150.00 (cents)', { cashbackBp: 100, cashbackAmount: 1_000 }, 15_000, 150],
  ])('%s', (_, reward, amount, expected) => {
    expect(couponCashback(reward, amount)).toBe(expected);
  });
});
