// The buying API's one refusal mapping (lib/buy-api.server.ts): every refusal code's status and
// message in both languages (no key left untranslated), the details each adds, money in the minimum
// message, coupon reasons as sentences; the 400 errors of a malformed body; and the body schemas of
// forms/buy.ts (what is accepted, what is dropped).
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  buyRequestSchema,
  couponDetailBodySchema,
  couponListBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
} from '~/forms/buy';
import { translateMessage } from '~/forms/messages';
import { COUPON_REASONS } from '~/domain/policies/coupon-eligibility';
import { i18nOptions } from '~/locales';
import type { SubscriptionRefusal } from '~/models/subscriptions.server';
import { bodyErrors, localizeCouponDetail, refusalAnswer, refusalBody } from './buy-api.server';

async function translator(lng: 'id' | 'en'): Promise<TFunction<'common'>> {
  const i18n = createInstance();
  await i18n.init({ ...i18nOptions, lng, initAsync: false });
  return i18n.getFixedT(lng, 'common');
}

const EVERY_REFUSAL: readonly [SubscriptionRefusal, number][] = [
  [{ code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' } }, 403],
  [{ code: 'NOT_ALLOWED', eligibility: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' } }, 403],
  [{ code: 'PORTFOLIO_NOT_FOUND' }, 404],
  [{ code: 'FUND_NOT_FOUND' }, 404],
  [{ code: 'NO_FUND' }, 422],
  [{ code: 'FUND_CLOSED', mutualFundId: 7 }, 422],
  [{ code: 'MIXED_CURRENCY' }, 422],
  [{ code: 'USD_NOT_AVAILABLE' }, 422],
  [{ code: 'BANK_ACCOUNT', currency: 'IDR' }, 422],
  [{ code: 'BANK_ACCOUNT', currency: 'USD' }, 422],
  [{ code: 'ROBO_NOT_AVAILABLE' }, 422],
  [{ code: 'ROBO_NO_ELIGIBLE_FUND' }, 422],
  [{ code: 'PORTFOLIO_NAME', reason: 'EMPTY' }, 422],
  [{ code: 'PORTFOLIO_NAME', reason: 'TOO_LONG' }, 422],
  [{ code: 'PORTFOLIO_LIMIT' }, 422],
  [{ code: 'INVALID_AMOUNT' }, 422],
  [{ code: 'BELOW_MINIMUM', minimum: 100_000, currency: 'IDR' }, 422],
  [{ code: 'CASHBACK_NOT_AVAILABLE' }, 422],
  [{ code: 'PROMO_NOT_AVAILABLE' }, 422],
  [{ code: 'COUPON_NOT_FOUND', couponCode: 'NOPE' }, 422],
  [{ code: 'COUPON_NOT_ELIGIBLE', couponCode: 'KILAT', reasons: ['QUOTA_USED_UP', 'BELOW_MINIMUM'] }, 422],
];

describe('refusalAnswer and refusalBody', () => {
  it.each(EVERY_REFUSAL)('%j answers %i with a translated message in both languages', async (refusal, status) => {
    for (const lng of ['id', 'en'] as const) {
      const { status: answered, body } = refusalBody(await translator(lng), refusal, lng);
      expect(answered).toBe(status);
      expect(body.code).toBe(refusal.code);
      expect(body.message).toEqual(expect.any(String));
      // an untranslated key would come back as itself
      expect(body.message).not.toMatch(/refusal\.|\{\{/);
    }
  });

  it('gives NEED_EDD its own message and the eligibility to act on', async () => {
    const t = await translator('id');
    const edd = refusalBody(t, { code: 'NOT_ALLOWED', eligibility: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' } }, 'id');
    const other = refusalBody(t, { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' } }, 'id');
    expect(edd.body).toEqual({
      message: 'Lengkapi formulir uji tuntas lanjutan (EDD) sebelum berinvestasi.',
      code: 'NOT_ALLOWED',
      eligibility: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' },
    });
    expect(other.body.message).toBe('Akun Anda belum dapat membeli reksa dana.');
    expect(other.body.eligibility).toEqual({ kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' });
  });

  it('names the minimum as money of its currency in the language asked, with the amount in its unit beside it (decision 028)', async () => {
    const idr = refusalBody(await translator('id'), { code: 'BELOW_MINIMUM', minimum: 100_000, currency: 'IDR' }, 'id');
    expect(idr.body).toEqual({ message: 'Minimum pembelian Rp 100.000.', code: 'BELOW_MINIMUM', minimum: 100_000, currency: 'IDR' });
    const usd = refusalBody(await translator('en'), { code: 'BELOW_MINIMUM', minimum: 1_050, currency: 'USD' }, 'en');
    expect(usd.body.message).toBe('The minimum purchase is US$10.50.');
    expect(usd.body).toMatchObject({ minimum: 10.5, currency: 'USD' });
  });

  it('maps bank account and portfolio name refusals to their specific messages', async () => {
    const t = await translator('id');
    expect(refusalAnswer({ code: 'BANK_ACCOUNT', currency: 'USD' }, 'id').message).toBe('buy:refusal.BANK_ACCOUNT_USD');
    expect(refusalBody(t, { code: 'BANK_ACCOUNT', currency: 'IDR' }, 'id').body).toEqual({
      message: 'Anda perlu mendaftarkan rekening bank dalam rupiah (IDR).',
      code: 'BANK_ACCOUNT',
      currency: 'IDR',
    });
    expect(refusalBody(t, { code: 'PORTFOLIO_NAME', reason: 'TOO_LONG' }, 'id').body).toEqual({
      message: 'Nama portofolio maksimal 30 karakter.',
      code: 'PORTFOLIO_NAME',
      reason: 'TOO_LONG',
    });
    expect(refusalBody(t, { code: 'FUND_CLOSED', mutualFundId: 7 }, 'id').body).toMatchObject({ mutualFundId: 7 });
  });

  it('names the coupon and lists its reasons as sentences', async () => {
    const refusal: SubscriptionRefusal = { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'KILAT', reasons: ['QUOTA_USED_UP', 'BELOW_MINIMUM'] };
    expect(refusalBody(await translator('id'), refusal, 'id').body).toEqual({
      message: 'Kode promo KILAT tidak dapat digunakan.',
      code: 'COUPON_NOT_ELIGIBLE',
      couponCode: 'KILAT',
      reasons: ['Kuota promo sudah habis.', 'Nominal pembelian belum mencapai minimum promo.'],
    });
    expect(refusalBody(await translator('en'), refusal, 'en').body.reasons).toEqual([
      'The promo quota is used up.',
      'The purchase is below the promo minimum.',
    ]);
    // a code with characters that mean something in a query string survives the message values
    expect(refusalBody(await translator('id'), { code: 'COUPON_NOT_FOUND', couponCode: 'A&B=C?D' }, 'id').body.message).toBe(
      'Kode promo A&B=C?D tidak ditemukan.',
    );
  });
});

describe('localizeCouponDetail', () => {
  it('turns every reason code into its sentence and keeps the rest', async () => {
    const detail = {
      code: 'X',
      name: 'X',
      description: '',
      currency: 'IDR' as const,
      cashbackValue: 0,
      giftValue: null,
      minimumAmount: 0,
      endsAt: null,
      isEligible: false,
      whyDisabledReasoning: [...COUPON_REASONS],
    };
    for (const lng of ['id', 'en'] as const) {
      const localized = localizeCouponDetail(await translator(lng), detail);
      expect(localized).toMatchObject({ ...detail, whyDisabledReasoning: expect.any(Array) });
      expect(localized.whyDisabledReasoning).toHaveLength(COUPON_REASONS.length);
      for (const text of localized.whyDisabledReasoning) expect(text).not.toMatch(/couponReason\./);
    }
  });
});

describe('buy request schema', () => {
  const base = { amount: 100_000, portfolioId: 1, mutualFundIds: [], useCashback: false, couponCode: null, source: 'WEB' };

  it('reads a JSON body and drops fields the server computes itself', () => {
    const parsed = buyRequestSchema.parse({ ...base, fee: 1, totalAmount: 5, nav: 9, compositions: [{ amount: 1 }], recurringInvestment: {} });
    // `recurringInvestment` is kept as sent: it is read only with `isRecurringInvestment` (issue 17, requestedRecurringPlan).
    expect(parsed).toEqual({ amount: 100_000, portfolioId: 1, portfolioName: null, mutualFundIds: [], useCashback: false, couponCode: null, source: 'WEB', recurringInvestment: {} });
  });

  it('reads a form body: digits, comma-separated ids, checkbox values, empty as absent', () => {
    const parsed = buyRequestSchema.parse({
      amount: '1.000.000',
      portfolioId: '',
      portfolioName: 'Liburan',
      mutualFundIds: '3, 4',
      useCashback: 'on',
      couponCode: ' ',
      source: '',
      paymentMethod: 'VA_BNI',
    });
    expect(parsed).toEqual({
      amount: '1.000.000',
      portfolioId: null,
      portfolioName: 'Liburan',
      mutualFundIds: [3, 4],
      useCashback: true,
      couponCode: null,
      source: 'WEB',
      paymentMethod: 'VA_BNI',
    });
  });

  it.each([
    [null, { body: ['buy:api.invalidBody'] }],
    [[], { body: ['buy:api.invalidBody'] }],
    ['amount=1', { body: ['buy:api.invalidBody'] }],
    [{ ...base, amount: undefined }, { amount: ['validation:required'] }],
    [{ ...base, amount: true }, { amount: ['validation:numeric'] }],
    [{ ...base, amount: null }, { amount: ['validation:required'] }],
    [{ ...base, amount: Infinity }, { amount: ['validation:numeric'] }],
    [{ ...base, amount: 'x'.repeat(31) }, { amount: ['validation:maxLength?max=30'] }],
    [{ ...base, amount: '  ' }, { amount: ['validation:required'] }],
    [{ ...base, portfolioId: -1 }, { portfolioId: ['validation:numeric'] }],
    [{ ...base, portfolioId: '1e3' }, { portfolioId: ['validation:numeric'] }],
    [{ ...base, mutualFundIds: [1, 'x', 2.5] }, { mutualFundIds: ['validation:numeric'] }],
    [{ ...base, mutualFundIds: Array.from({ length: 21 }, (_, i) => i + 1) }, { mutualFundIds: ['validation:maxValue?max=20'] }],
    [{ ...base, useCashback: 'maybe' }, { useCashback: ['validation:memberOf'] }],
    [{ ...base, couponCode: 'X'.repeat(21) }, { couponCode: ['validation:maxLength?max=20'] }],
    [{ ...base, couponCode: 5 }, { couponCode: ['validation:pattern'] }],
    [{ ...base, source: 'SEED' }, { source: ['validation:memberOf'] }],
    [{ ...base, paymentMethod: 'CASH' }, { paymentMethod: ['validation:memberOf'] }],
    [{ ...base, portfolioName: { a: 1 } }, { portfolioName: ['validation:pattern'] }],
  ])('%j is refused with %j', (input, errors) => {
    const parsed = buyRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(bodyErrors(parsed.error!)).toEqual(errors);
  });

  it('gives every error a key that translates in both languages', async () => {
    const parsed = buyRequestSchema.safeParse({ amount: {}, portfolioId: 'x', mutualFundIds: {}, useCashback: 3, couponCode: [], source: 1, paymentMethod: 2 });
    const errors = bodyErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(['amount', 'couponCode', 'mutualFundIds', 'paymentMethod', 'portfolioId', 'source', 'useCashback']);
    for (const lng of ['id', 'en'] as const) {
      const t = await translator(lng);
      for (const key of Object.values(errors).flat()) expect(translateMessage(t, key)).not.toContain(':');
    }
  });
});

describe('coupon filter schemas', () => {
  it('reads one fund or a list, an amount as a number or text', () => {
    expect(couponListBodySchema.parse({ filters: { calculateAmount: 100_000, mutualFundId: 3 } })).toEqual({
      activeCoupon: null,
      filters: { calculateAmount: 100_000, mutualFundId: [3] },
    });
    expect(couponDetailBodySchema.parse({ couponCode: ' hemat25 ', filters: { calculateAmount: '100.000', mutualFundId: [3, '4'] } })).toEqual({
      couponCode: 'hemat25',
      filters: { calculateAmount: '100.000', mutualFundId: [3, 4] },
    });
  });

  it.each([
    [{ filters: {} }, { 'filters.calculateAmount': ['validation:required'], 'filters.mutualFundId': ['validation:required'] }],
    [{ activeCoupon: 'X'.repeat(21), filters: { calculateAmount: 1, mutualFundId: 1 } }, { activeCoupon: ['validation:maxLength?max=20'] }],
    [{ filters: 'x' }, { filters: ['validation:required'] }],
  ])('list body %j is refused with %j', (input, errors) => {
    const parsed = couponListBodySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(bodyErrors(parsed.error!)).toEqual(errors);
  });

  it.each([
    [{ couponCode: '', filters: { calculateAmount: 1, mutualFundId: 1 } }, { couponCode: ['validation:required'] }],
    [{ couponCode: '   ', filters: { calculateAmount: 1, mutualFundId: 1 } }, { couponCode: ['validation:required'] }],
    [{ couponCode: 'X'.repeat(21), filters: { calculateAmount: 1, mutualFundId: 1 } }, { couponCode: ['validation:maxLength?max=20'] }],
    [{ filters: { calculateAmount: 1, mutualFundId: 1 } }, { couponCode: ['validation:required'] }],
  ])('detail body %j is refused with %j', (input, errors) => {
    const parsed = couponDetailBodySchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(bodyErrors(parsed.error!)).toEqual(errors);
  });
});

describe('Idempotency-Key', () => {
  it.each([
    ['3f2a8c1e-1111-4b7e-9a00-123456789abc', true],
    ['abcd_123', true],
    ['x'.repeat(100), true],
    ['short', false],
    ['abcdefg', false],
    ['x'.repeat(101), false],
    ['has space1', false],
    ['emoji💰💰💰💰', false],
  ])('%s → %s', (key, ok) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(ok);
  });
});
