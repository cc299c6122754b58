import { describe, expect, it } from 'vitest';
import {
  cartOffersRecurring,
  MAX_SCHEDULES_PER_PORTFOLIO,
  reachedMaximum,
  recurringRefusal,
  refusalField,
  runFailureReason,
  runPaymentState,
  type RecurringRulesInput,
} from './recurring-rules';

const base: RecurringRulesInput = {
  flags: {
    recurringInvestment: true,
    recurringWeeklyDaily: true,
    eddCheck: true,
    usdFundPurchasable: true,
    usdAccountValidation: true,
  },
  user: {
    mutualFundKycStatus: 'verificationComplete',
    isVerified: true,
    isEmailVerified: true,
    kycRisk: 'low',
    hasFilledEdd: false,
    verifiedAccountCurrencies: ['IDR'],
  },
  portfolio: { roboCermat: false, openSchedules: 0 },
  fund: {
    status: 'active_subsenabled',
    containerAccount: '123',
    currency: 'IDR',
    initialMinimum: 100_000,
    ongoingMinimum: 10_000,
    alreadyHeld: false,
  },
  rule: { period: 'MONTHLY', day: 31 },
  amount: 100_000,
  endDate: null,
  today: '2026-11-26',
};

type Patch = { [K in keyof RecurringRulesInput]?: Partial<RecurringRulesInput[K]> };
const withPatch = (patch: Patch): RecurringRulesInput =>
  Object.fromEntries(
    Object.entries({ ...base, ...patch }).map(([key, value]) => {
      const original = (base as unknown as Record<string, unknown>)[key];
      return [
        key,
        original && typeof original === 'object' && !Array.isArray(original)
          ? { ...original, ...(value as object) }
          : value,
      ];
    }),
  ) as unknown as RecurringRulesInput;

describe('recurring rules', () => {
  it.each<[string, Patch, string | null]>([
    ['a verified investor, a monthly schedule', {}, null],
    ['the feature off', { flags: { recurringInvestment: false } }, 'FEATURE_OFF'],
    ['KYC still in process', { user: { mutualFundKycStatus: 'pendingVerification' } }, 'NOT_ALLOWED'],
    ['not verified by us', { user: { isVerified: false } }, 'NOT_ALLOWED'],
    ['email not verified', { user: { isEmailVerified: false } }, 'NOT_ALLOWED'],
    ['blacklisted', { user: { mutualFundKycStatus: 'blacklistedKsei' } }, 'NOT_ALLOWED'],
    ['high risk without EDD', { user: { kycRisk: 'high' } }, 'NOT_ALLOWED'],
    ['a robo portfolio', { portfolio: { roboCermat: true } }, 'ROBO_PORTFOLIO'],
    ['four schedules already', { portfolio: { openSchedules: 4 } }, null],
    ['five schedules already', { portfolio: { openSchedules: 5 } }, 'REACHED_MAXIMUM'],
    ['five schedules, changing one of them', { portfolio: { openSchedules: 5 }, change: true } as Patch, null],
    ['weekly with the flag', { rule: { period: 'WEEKLY', day: 3 } }, null],
    [
      'weekly without the flag',
      { rule: { period: 'WEEKLY', day: 3 }, flags: { recurringWeeklyDaily: false } },
      'PERIOD_NOT_AVAILABLE',
    ],
    [
      'daily without the flag',
      { rule: { period: 'DAILY', day: null }, flags: { recurringWeeklyDaily: false } },
      'PERIOD_NOT_AVAILABLE',
    ],
    ['monthly without the weekly/daily flag', { flags: { recurringWeeklyDaily: false } }, null],
    ['fund closed', { fund: { status: 'active_subsdisabled' } }, 'FUND_CLOSED'],
    ['fund without an account', { fund: { containerAccount: null } }, 'FUND_CLOSED'],
    ['USD fund, flag off', { fund: { currency: 'USD' }, flags: { usdFundPurchasable: false } }, 'USD_NOT_AVAILABLE'],
    ['USD fund, no USD account', { fund: { currency: 'USD' } }, 'BANK_ACCOUNT'],
    [
      'USD fund, no USD account, validation off',
      { fund: { currency: 'USD' }, flags: { usdAccountValidation: false } },
      null,
    ],
    ['not an amount', { amount: Number.NaN }, 'INVALID_AMOUNT'],
    ['zero', { amount: 0 }, 'INVALID_AMOUNT'],
    ['below the initial minimum', { amount: 99_999 }, 'BELOW_MINIMUM'],
    ['held: the ongoing minimum', { amount: 10_000, fund: { alreadyHeld: true } }, null],
    ['end date at the window start', { endDate: '2027-01-01' }, null],
    ['end date before the window', { endDate: '2026-12-31' }, 'END_DATE_OUT_OF_WINDOW'],
    ['end date at ten years', { endDate: '2036-11-26' }, null],
    ['end date past ten years', { endDate: '2036-11-27' }, 'END_DATE_OUT_OF_WINDOW'],
  ])('%s → %s', (_name, patch, code) => {
    const refusal = recurringRefusal(withPatch(patch));
    expect(refusal?.code ?? null).toBe(code);
  });

  it('tells the minimum and the window', () => {
    expect(recurringRefusal(withPatch({ amount: 5 }))).toEqual({
      code: 'BELOW_MINIMUM',
      minimum: 100_000,
      currency: 'IDR',
    });
    expect(recurringRefusal(withPatch({ endDate: '2026-12-01' }))).toEqual({
      code: 'END_DATE_OUT_OF_WINDOW',
      min: '2027-01-01',
      max: '2036-11-26',
    });
  });

  it('reaches the maximum at five', () => {
    expect(MAX_SCHEDULES_PER_PORTFOLIO).toBe(5);
    expect([0, 4, 5, 6].map(reachedMaximum)).toEqual([false, false, true, true]);
  });

  it('names the field of a refusal', () => {
    expect(refusalField({ code: 'BELOW_MINIMUM', minimum: 1, currency: 'IDR' })).toBe('amount');
    expect(refusalField({ code: 'END_DATE_OUT_OF_WINDOW', min: '', max: '' })).toBe('endDate');
    expect(refusalField({ code: 'PERIOD_NOT_AVAILABLE', period: 'DAILY' })).toBe('period');
    expect(refusalField({ code: 'REACHED_MAXIMUM', maximum: 5 })).toBeNull();
  });

  const fund = { status: 'active_subsenabled', containerAccount: 'x', currency: 'IDR' } as const;
  const verified = { mutualFundKycStatus: 'verificationComplete', isVerified: true } as const;
  it.each([
    [verified, fund, null],
    [verified, { ...fund, status: 'active_subsdisabled' }, 'FUND_CLOSED'],
    [verified, { ...fund, containerAccount: null }, 'FUND_CLOSED'],
    [{ ...verified, isVerified: false }, fund, 'NOT_VERIFIED'],
    [{ ...verified, mutualFundKycStatus: 'rejectedKsei' }, fund, 'NOT_VERIFIED'],
    [{ ...verified, mutualFundKycStatus: 'blacklistedInternal' }, fund, 'BLACKLISTED'],
    [
      { ...verified, mutualFundKycStatus: 'blacklistedKsei', isVerified: false },
      { ...fund, status: 'active_subsdisabled' },
      'BLACKLISTED',
    ],
  ] as const)('a run for %o into %o fails with %s', (user, runFund, reason) => {
    expect(runFailureReason({ user, fund: runFund, flags: { usdFundPurchasable: true } })).toBe(reason);
  });

  it('fails a USD run when USD funds cannot be bought', () => {
    expect(
      runFailureReason({ user: verified, fund: { ...fund, currency: 'USD' }, flags: { usdFundPurchasable: false } }),
    ).toBe('USD_NOT_AVAILABLE');
  });
});

describe('a run payment state', () => {
  it.each([
    ['FAILED', null, 'FAILED'],
    ['WAITING_PAYMENT', null, 'WAITING_PAYMENT'],
    ['WAITING_PAYMENT', { status: 'WAITING_PAYMENT', payable: true }, 'WAITING_PAYMENT'],
    ['WAITING_PAYMENT', { status: 'WAITING_PAYMENT', payable: false }, 'FAILED'],
    ['WAITING_PAYMENT', { status: 'PAID', payable: false }, 'PAID'],
    ['WAITING_PAYMENT', { status: 'COMPLETED', payable: false }, 'PAID'],
    ['WAITING_PAYMENT', { status: 'EXPIRED', payable: false }, 'FAILED'],
    ['WAITING_PAYMENT', { status: 'CANCELED', payable: false }, 'FAILED'],
    ['FAILED', { status: 'PAID', payable: false }, 'FAILED'],
  ] as const)('stored %s with order %o shows %s', (stored, order, shown) => {
    expect(runPaymentState(stored, order)).toBe(shown);
  });
});

describe('the cart offers a schedule (spec funds §5)', () => {
  it.each([
    { featureOn: true, roboPortfolio: false, reachedMaximum: false, offered: true },
    { featureOn: false, roboPortfolio: false, reachedMaximum: false, offered: false },
    { featureOn: true, roboPortfolio: true, reachedMaximum: false, offered: false },
    { featureOn: true, roboPortfolio: false, reachedMaximum: true, offered: false },
  ])('feature $featureOn, robo $roboPortfolio, at the maximum $reachedMaximum: $offered', ({ offered, ...input }) => {
    expect(cartOffersRecurring(input)).toBe(offered);
  });
});
