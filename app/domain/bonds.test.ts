import { describe, expect, it } from 'vitest';
import { bondStatusOn, couponFigures, offeringDaysLeft, sortBonds, timeToMaturity } from './bonds';
import { money } from './money';

describe('couponFigures (per Rp 1.000.000, 10% final tax, PP 91/2021)', () => {
  it.each([
    // rate bp, every n months, yearly gross, yearly net, per payment gross, per payment net, payments a year
    [630, 1, 63_000, 56_700, 5_250, 4_725, 12],
    [645, 1, 64_500, 58_050, 5_375, 4_837, 12], // 4837.5 net per month: the tax rounds up, the payment down
    [665, 6, 66_500, 59_850, 33_250, 29_925, 2],
    [720, 3, 72_000, 64_800, 18_000, 16_200, 4],
    [875, 12, 87_500, 78_750, 87_500, 78_750, 1],
    [0, 1, 0, 0, 0, 0, 12],
    [1, 1, 100, 90, 8, 7, 12], // 8.33 a month rounds down; its tax 0.8 up to 1
  ])('%i bp every %i months', (bps, months, yearlyGross, yearlyNet, perPaymentGross, perPaymentNet, payments) => {
    const figures = couponFigures(bps, months);
    expect(figures.yearlyGross).toEqual(money(yearlyGross, 'IDR'));
    expect(figures.yearlyNet).toEqual(money(yearlyNet, 'IDR'));
    expect(figures.perPaymentGross).toEqual(money(perPaymentGross, 'IDR'));
    expect(figures.perPaymentNet).toEqual(money(perPaymentNet, 'IDR'));
    expect(figures.paymentsPerYear).toBe(payments);
  });

  it('quotes another face value when given', () => {
    expect(couponFigures(720, 3, money(5_000_000, 'IDR')).yearlyGross).toEqual(money(360_000, 'IDR'));
  });

  it.each([
    [-1, 1],
    [1.5, 1],
    [630, 2],
    [630, 0],
  ])('refuses %s bp every %s months', (bps, months) => {
    expect(() => couponFigures(bps, months)).toThrow(RangeError);
  });
});

describe('timeToMaturity', () => {
  it.each([
    ['2025-11-07', '2028-11-07', { years: 3, months: 0, days: 0 }],
    ['2025-11-07', '2028-11-15', { years: 3, months: 0, days: 8 }],
    ['2025-11-07', '2026-02-06', { years: 0, months: 2, days: 30 }],
    ['2025-11-07', '2025-11-08', { years: 0, months: 0, days: 1 }],
    // from the 31st: a month later is clamped to the month's end
    ['2026-01-31', '2026-02-28', { years: 0, months: 1, days: 0 }],
    ['2026-01-31', '2026-03-30', { years: 0, months: 1, days: 30 }],
    ['2025-11-07', '2040-05-15', { years: 14, months: 6, days: 8 }],
  ] as const)('%s → %s', (today, maturity, expected) => {
    expect(timeToMaturity(today, maturity)).toEqual(expected);
  });

  it.each([
    ['2025-11-07', '2025-11-07'],
    ['2025-11-07', '2025-09-15'],
  ])('%s: matured on %s', (today, maturity) => {
    expect(timeToMaturity(today, maturity)).toBeNull();
  });
});

describe('offeringDaysLeft and bondStatusOn', () => {
  const offer = { offerStartDate: '2025-11-01', offerEndDate: '2025-11-20', maturityDate: '2028-11-28' };
  it.each([
    ['2025-10-31', null, 'SECONDARY'],
    ['2025-11-01', 19, 'OFFERING'],
    ['2025-11-07', 13, 'OFFERING'],
    ['2025-11-20', 0, 'OFFERING'],
    ['2025-11-21', null, 'SECONDARY'],
    ['2028-11-27', null, 'SECONDARY'],
    ['2028-11-28', null, 'MATURED'],
  ] as const)('on %s: %s days left, %s', (today, days, status) => {
    expect(offeringDaysLeft(today, offer)).toBe(days);
    expect(bondStatusOn(today, offer)).toBe(status);
  });

  it('a bond without an offering period is never offering', () => {
    const traded = { offerStartDate: null, offerEndDate: null, maturityDate: '2035-02-15' };
    expect(offeringDaysLeft('2025-11-07', traded)).toBeNull();
    expect(bondStatusOn('2025-11-07', traded)).toBe('SECONDARY');
  });
});

describe('sortBonds', () => {
  const bonds = [
    { code: 'SR022T3', couponRateBps: 655, maturityDate: '2028-03-10' },
    { code: 'FR0100', couponRateBps: 665, maturityDate: '2034-02-15' },
    { code: 'ORI028T3', couponRateBps: 655, maturityDate: '2028-11-15' },
    { code: 'SBR013T2', couponRateBps: 640, maturityDate: '2026-06-10' },
    { code: 'ST015T2', couponRateBps: 640, maturityDate: '2026-06-10' },
  ];
  it.each([
    ['coupon', ['FR0100', 'ORI028T3', 'SR022T3', 'SBR013T2', 'ST015T2']],
    ['maturity', ['SBR013T2', 'ST015T2', 'SR022T3', 'ORI028T3', 'FR0100']],
  ] as const)('by %s, ties by code', (sort, codes) => {
    expect(sortBonds(bonds, sort).map((b) => b.code)).toEqual(codes);
  });

  it('leaves its input as it was', () => {
    const copy = [...bonds];
    sortBonds(bonds, 'maturity');
    expect(bonds).toEqual(copy);
  });
});
