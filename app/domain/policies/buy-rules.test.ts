import { describe, expect, it } from 'vitest';
import type { Currency, FundType, RiskProfile } from '../enums';
import {
  applicableMinimum,
  buyDisabledReason,
  cashbackToggle,
  needsRiskWarning,
  referralCashbackLineShown,
} from './buy-rules';

describe('the risk warning (spec funds §4.2)', () => {
  // profile, fund type, dismissed → warning
  it.each<[RiskProfile | null, FundType, boolean, boolean]>([
    ['LOW', 'PASAR_UANG', false, false],
    ['LOW', 'PENDAPATAN_TETAP', false, true],
    ['LOW', 'SAHAM', false, true],
    ['LOW_TO_MODERATE', 'CAMPURAN', false, true],
    ['LOW_TO_MODERATE', 'PASAR_UANG', false, false],
    ['MODERATE', 'PASAR_UANG', false, false],
    ['MODERATE', 'PENDAPATAN_TETAP', false, false],
    ['MODERATE', 'CAMPURAN', false, true],
    ['MODERATE_TO_HIGH', 'SAHAM', false, true],
    ['MODERATE_TO_HIGH', 'PENDAPATAN_TETAP', false, false],
    ['HIGH', 'SAHAM', false, false],
    ['HIGH', 'CAMPURAN', false, false],
    // No risk profile yet: as the lowest.
    [null, 'PENDAPATAN_TETAP', false, true],
    [null, 'PASAR_UANG', false, false],
    // Don't-show-again wins over every profile.
    ['LOW', 'SAHAM', true, false],
    ['MODERATE', 'SAHAM', true, false],
  ])('%s buying %s (dismissed %s): %s', (profile, fundType, dismissed, expected) => {
    expect(needsRiskWarning({ profile, fundType, dismissed })).toBe(expected);
  });
});

describe('the applicable minimum (§4.2, §5)', () => {
  const minimums = { initialMinimum: 100_000, ongoingMinimum: 10_000 };
  it.each([
    ['a first purchase of the fund', false, null, 100_000],
    ['the fund already held', true, null, 10_000],
    ['a robo purchase, whatever the funds ask', false, { minimum: 500_000 }, 500_000],
    ['a robo top-up', true, { minimum: 500_000 }, 500_000],
  ] as const)('%s', (_case, alreadyHeld, robo, expected) => {
    expect(applicableMinimum({ ...minimums, alreadyHeld, robo })).toBe(expected);
  });
});

describe('the buy button (§5)', () => {
  const ok = { amount: 100_000, minimum: 100_000, itemCount: 1, bankAccountError: false };
  it.each([
    ['enabled at exactly the minimum', ok, null],
    ['no amount', { ...ok, amount: null }, 'NO_AMOUNT'],
    ['a zero amount', { ...ok, amount: 0 }, 'NO_AMOUNT'],
    ['one rupiah below the minimum', { ...ok, amount: 99_999 }, 'BELOW_MINIMUM'],
    ['no fund chosen', { ...ok, itemCount: 0 }, 'NO_ITEM'],
    ['a bank-account error', { ...ok, bankAccountError: true }, 'BANK_ACCOUNT'],
    ['an empty amount reads first', { amount: null, minimum: 1, itemCount: 0, bankAccountError: true }, 'NO_AMOUNT'],
  ] as const)('%s', (_case, input, expected) => {
    expect(buyDisabledReason(input)).toBe(expected);
  });
});

describe('the cashback toggle (§5)', () => {
  const base = { referralEnabled: true, cashbackBalance: 50_000, minimumBalance: 10_000, fundType: 'SAHAM' as FundType, currency: 'IDR' as Currency };
  it.each([
    ['a stock fund with enough cashback', base, { shown: true, enabled: true, reason: null }],
    ['a mixed fund', { ...base, fundType: 'CAMPURAN' }, { shown: true, enabled: true, reason: null }],
    ['referral off', { ...base, referralEnabled: false }, { shown: false, enabled: false, reason: null }],
    ['no cashback', { ...base, cashbackBalance: 0 }, { shown: false, enabled: false, reason: null }],
    ['a money market fund', { ...base, fundType: 'PASAR_UANG' }, { shown: true, enabled: false, reason: 'FUND_TYPE' }],
    ['a fixed income fund', { ...base, fundType: 'PENDAPATAN_TETAP' }, { shown: true, enabled: false, reason: 'FUND_TYPE' }],
    ['a balance one rupiah below the minimum', { ...base, cashbackBalance: 9_999 }, { shown: true, enabled: false, reason: 'BELOW_MINIMUM' }],
    ['a balance at the minimum', { ...base, cashbackBalance: 10_000 }, { shown: true, enabled: true, reason: null }],
    ['a USD fund', { ...base, currency: 'USD' }, { shown: true, enabled: false, reason: 'USD' }],
  ] as const)('%s', (_case, input, expected) => {
    expect(cashbackToggle(input)).toEqual(expected);
  });
});

describe('the referral cashback line (§5)', () => {
  it.each([
    // The spec's Rp 1.000.000, at and one rupiah below.
    [true, 1_000_000, 'IDR', true],
    [true, 999_999, 'IDR', false],
    [true, 5_000_000, 'IDR', true],
    [false, 5_000_000, 'IDR', false],
    [true, 5_000_000, 'USD', false],
  ] as const)('referrer eligible %s, total %i %s: %s', (referrerEligible, totalAmount, currency, expected) => {
    expect(referralCashbackLineShown({ referrerEligible, totalAmount, currency })).toBe(expected);
  });
});
