import { describe, expect, it } from 'vitest';
import type { Currency, FundType, RiskProfile } from '../enums';
import { ROBO_MINIMUM_IDR } from '../investment-thresholds';
import {
  applicableMinimum,
  roboMinimum,
  buyDisabledReason,
  cashbackToggle,
  needsRiskWarning,
  referralCashbackLineShown,
  quickAmounts,
  amountFieldText,
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
    expect(needsRiskWarning({ profile, fundTypes: [fundType], dismissed })).toBe(expected);
  });

  // A robo model or a top-up buys several funds: it warns when any of them would.
  it.each<[RiskProfile | null, FundType[], boolean]>([
    ['MODERATE', ['PASAR_UANG', 'PENDAPATAN_TETAP'], false],
    ['MODERATE', ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'], true],
    ['LOW', ['PASAR_UANG', 'PASAR_UANG'], false],
    ['LOW', ['PASAR_UANG', 'PENDAPATAN_TETAP'], true],
    ['HIGH', ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'], false],
  ])('%s buying %j: %s', (profile, fundTypes, expected) => {
    expect(needsRiskWarning({ profile, fundTypes, dismissed: false })).toBe(expected);
  });
});

describe('the applicable minimum (§4.2, §5)', () => {
  const minimums = { initialMinimum: 100_000, ongoingMinimum: 10_000 };
  it.each([
    ['a first purchase of the fund', false, 100_000],
    ['the fund already held', true, 10_000],
  ] as const)('%s', (_case, alreadyHeld, expected) => {
    expect(applicableMinimum({ ...minimums, alreadyHeld })).toBe(expected);
  });

  const line = (targetBp: number, initialMinimum: number, alreadyHeld = false) => ({ targetBp, initialMinimum, ongoingMinimum: 10_000, alreadyHeld });
  it.each([
    // The aggressive model 10/24/66 with Rp 10.000 minimums: the floor (10 % of it is Rp 10.000).
    ['every share above its fund’s minimum', [line(1_000, 10_000), line(2_400, 10_000), line(6_600, 10_000)], 100_000],
    // The demo's moderate and aggressive models: a Rp 100.000 first-purchase minimum on the 10 % fund needs Rp 1.000.000.
    ['a 10 % fund asking Rp 100.000 first', [line(1_000, 100_000), line(2_400, 10_000), line(6_600, 10_000)], 1_000_000],
    ['the same fund already held (its ongoing Rp 10.000)', [line(1_000, 100_000, true), line(2_400, 10_000), line(6_600, 10_000)], 100_000],
    // The demo's conservative model, 36/54/10 with Rp 100.000 on the 36 % fund: 100.000 × 10 000 / 3 600 =
    // 277.777,8, rounded up to the next Rp 100.000 (issue 13: it showed Rp 277.778).
    ['the conservative model', [line(3_600, 100_000), line(5_400, 10_000), line(1_000, 10_000)], 300_000],
    // Rp 50.000 on the 36 % fund needs 138.888,9: the next multiple of Rp 100.000.
    ['a share that needs rounding up', [line(3_600, 50_000), line(5_400, 10_000), line(1_000, 10_000)], 200_000],
    // Exactly a multiple already: not raised further.
    ['a need of exactly Rp 500.000', [line(2_000, 100_000), line(8_000, 10_000)], 500_000],
    // One rupiah over a multiple: the next one.
    ['a need of Rp 500.001', [line(2_000, 100_000), line(8_000, 10_000)].map((l, i) => (i === 0 ? { ...l, initialMinimum: 100_001 } : l)), 600_000],
  ] as const)('robo: %s → Rp %i', (_case, lines, expected) => {
    expect(roboMinimum(lines)).toBe(expected);
  });

  it('never goes below Rp 100.000 (decision 037), and every share of it reaches its fund’s minimum', () => {
    expect(ROBO_MINIMUM_IDR).toBe(100_000);
    expect(roboMinimum([line(10_000, 10_000)])).toBe(ROBO_MINIMUM_IDR);
    const models = [
      [line(3_600, 100_000), line(5_400, 10_000), line(1_000, 10_000)],
      [line(1_000, 100_000), line(5_300, 10_000), line(3_700, 10_000)],
      [line(3_333, 25_000), line(3_333, 10_000), line(3_334, 50_000)],
    ];
    for (const lines of models) {
      const minimum = roboMinimum(lines);
      expect(minimum % 100_000).toBe(0);
      const total = lines.reduce((sum, l) => sum + l.targetBp, 0);
      for (const l of lines) expect(Math.floor((minimum * l.targetBp) / total)).toBeGreaterThanOrEqual(applicableMinimum(l));
    }
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
  const base = { referralEnabled: true, cashbackBalance: 50_000, minimumBalance: 10_000, fundTypes: ['SAHAM'] as FundType[], currency: 'IDR' as Currency };
  it.each([
    ['a stock fund with enough cashback', base, { shown: true, enabled: true, reason: null }],
    ['a mixed fund', { ...base, fundTypes: ['CAMPURAN'] }, { shown: true, enabled: true, reason: null }],
    ['referral off', { ...base, referralEnabled: false }, { shown: false, enabled: false, reason: null }],
    ['no cashback', { ...base, cashbackBalance: 0 }, { shown: false, enabled: false, reason: null }],
    ['a money market fund', { ...base, fundTypes: ['PASAR_UANG'] }, { shown: true, enabled: false, reason: 'FUND_TYPE' }],
    ['a fixed income fund', { ...base, fundTypes: ['PENDAPATAN_TETAP'] }, { shown: true, enabled: false, reason: 'FUND_TYPE' }],
    ['a robo model holding money market', { ...base, fundTypes: ['PASAR_UANG', 'PENDAPATAN_TETAP', 'SAHAM'] }, { shown: true, enabled: false, reason: 'FUND_TYPE' }],
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

describe('quick amounts (spec funds §9)', () => {
  it.each([
    ['IDR at a Rp 100.000 minimum: the spec’s five', 'IDR', 100_000, [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000]],
    ['IDR below every chip', 'IDR', 10_000, [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000]],
    // Decision 037: a chip below the minimum would leave the buy button disabled (issue 13).
    ['IDR at a robo minimum of Rp 1.000.000: from it up', 'IDR', 1_000_000, [1_000_000, 5_000_000, 10_000_000]],
    ['IDR at a robo minimum of Rp 300.000', 'IDR', 300_000, [500_000, 1_000_000, 5_000_000, 10_000_000]],
    ['IDR above every chip', 'IDR', 20_000_000, []],
    ['USD, multiples of a US$10 minimum', 'USD', 1_000, [1_000, 2_000, 5_000, 10_000]],
    ['USD, multiples of a US$12.50 minimum', 'USD', 1_250, [1_250, 2_500, 6_250, 12_500]],
    ['USD without a minimum: multiples of US$100', 'USD', 0, [10_000, 20_000, 50_000, 100_000]],
  ] as const)('%s', (_, currency, minimum, expected) => {
    expect(quickAmounts(currency, minimum)).toEqual(expected);
  });

  it.each([
    [100_000, 'IDR', '100000'],
    [1_000, 'USD', '10'],
    [1_250, 'USD', '12,50'],
    [15_005, 'USD', '150,05'],
  ] as const)('%i %s is typed as %s', (minor, currency, text) => {
    expect(amountFieldText(minor, currency)).toBe(text);
  });
});
