// The buy cart dialog's steps as they render (issue 5 item 1; spec funds §2.4, §4.2, §5, §8), in both
// languages: the form's buy button and the reason it is disabled (buy-rules.ts buyDisabledReason), the
// summary with a promo and the terms error, the promo step's list and refusal, and promo-not-eligible
// with its first reason. The transitions between them are cart-flow.test.ts's table.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import type { BuySummary, CouponItem } from './cart-api';
import { parseCartTarget } from './cart-dialog';
import { ErrorStep, FormStep, PortfolioStep, PromoDetailStep, PromoNotEligibleStep, PromoStep, SummaryStep, type CartPreview, type FormStepProps } from './cart-steps';
import { i18nInstances, textOf, tagOf } from '../../../tests/support/markup';

function render(element: ReactNode, locale: Language = 'id'): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18nInstances[locale]!}>{element}</I18nextProvider>).replace(/\u00a0/g, ' ');
}

const stockFund = { id: 7, name: 'Celengan Saham Nusantara', type: 'SAHAM' as const, weightBp: 10_000 };

const preview = (overrides: Partial<CartPreview> = {}): CartPreview => ({
  currency: 'IDR',
  funds: [stockFund],
  minimum: 100_000,
  cashback: { shown: false, enabled: false, reason: null },
  promoInput: true,
  ...overrides,
});

const noop = () => {};

const form = (overrides: Partial<FormStepProps> = {}): FormStepProps => ({
  locale: 'id',
  preview: preview(),
  refusalMessage: null,
  robo: false,
  portfolioLabel: 'Dana Darurat',
  canChangePortfolio: true,
  fundPicker: null,
  cashbackBalance: 0,
  amountText: '',
  onAmountText: noop,
  useCashback: false,
  onUseCashback: noop,
  couponCode: null,
  disabledReason: null,
  busy: false,
  onOpen: noop,
  onConfirm: noop,
  ...overrides,
});

describe('the form step', () => {
  it.each([
    ['NO_AMOUNT', '', 'Isi nominal pembelian untuk melanjutkan.'],
    ['BELOW_MINIMUM', '50.000', 'Nominal masih di bawah minimum pembelian Rp 100.000.'],
    ['NO_ITEM', '100.000', 'Pilih reksa dana yang ingin dibeli.'],
    // With the way to add one (issue 14 item 3).
    ['BANK_ACCOUNT', '100.000', 'Daftarkan rekening bank Anda terlebih dahulu untuk membeli. Tambah rekening'],
  ] as const)('disables the buy button with %s and says why', (reason, amountText, text) => {
    const html = render(<FormStep {...form({ disabledReason: reason, amountText })} />);
    expect(tagOf(html, 'cart-dialog-buy')).toContain('disabled');
    expect(textOf(html, 'cart-dialog-disabled-reason')).toBe(text);
    expect(tagOf(html, 'cart-dialog-disabled-reason')).toContain(`data-reason="${reason}"`);
    // The amount field points at the minimum and at the reason.
    expect(tagOf(html, 'cart-dialog-amount')).toMatch(/aria-describedby="[^"]*-minimum [^"]*-reason"/);
    expect(html.includes('href="/me/tambah-rekening"')).toBe(reason === 'BANK_ACCOUNT');
  });

  it('enables the buy button once the amount reaches the minimum, and shows the minimum and the quick amounts', () => {
    const html = render(<FormStep {...form({ amountText: '100.000' })} />);
    expect(tagOf(html, 'cart-dialog-buy')).not.toContain('disabled');
    expect(textOf(html, 'cart-dialog-disabled-reason')).toBeNull();
    expect(textOf(html, 'cart-dialog-minimum')).toBe('Minimum pembelian Rp 100.000');
    for (const amount of [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000]) expect(tagOf(html, `cart-dialog-quick-${amount}`)).not.toBeNull();
    expect(tagOf(html, 'cart-dialog-quick-100000')).toContain('aria-pressed="true"');
    expect(textOf(html, 'cart-dialog-portfolio')).toBe('Dana Darurat');
    // One fund: its documents; no robo adjustment.
    expect(tagOf(html, 'cart-dialog-documents')).not.toBeNull();
    expect(tagOf(html, 'cart-dialog-adjustment')).toBeNull();
    expect(textOf(html, 'cart-dialog-form-promo')).toBe('Pakai kode promo');
  });

  // Issue 13: a robo model with a Rp 1.000.000 minimum offered Rp 100.000 and Rp 500.000 chips that left "Beli" disabled.
  it('offers only the quick amounts at or above the minimum (decision 037), and none when every one is below it', () => {
    const robo = render(<FormStep {...form({ robo: true, preview: preview({ minimum: 1_000_000 }) })} />);
    expect(textOf(robo, 'cart-dialog-minimum')).toBe('Minimum pembelian Rp 1.000.000');
    for (const amount of [100_000, 500_000]) expect(tagOf(robo, `cart-dialog-quick-${amount}`)).toBeNull();
    for (const amount of [1_000_000, 5_000_000, 10_000_000]) expect(tagOf(robo, `cart-dialog-quick-${amount}`)).not.toBeNull();
    const large = render(<FormStep {...form({ preview: preview({ minimum: 25_000_000 }) })} />);
    expect(large).not.toContain('Nominal cepat');
  });

  it('keeps the buy button disabled while a request is out', () => {
    const html = render(<FormStep {...form({ amountText: '100.000', busy: true })} />);
    expect(tagOf(html, 'cart-dialog-buy')).toContain('disabled');
  });

  it('shows a robo model with shares and the adjustment explanation, without the portfolio change; dollars get multiples of the minimum', () => {
    const robo = preview({ funds: [{ ...stockFund, weightBp: 6_600 }, { id: 8, name: 'Celengan Pasar Uang', type: 'PASAR_UANG', weightBp: 3_400 }] });
    const html = render(<FormStep {...form({ robo: true, preview: robo, canChangePortfolio: false, amountText: '100.000' })} />);
    expect(textOf(html, 'cart-dialog-funds')).toContain('66,00% dari pembelian');
    expect(tagOf(html, 'cart-dialog-adjustment')).not.toBeNull();
    expect(tagOf(html, 'cart-dialog-documents')).toBeNull();
    expect(tagOf(html, 'cart-dialog-change-portfolio')).toBeNull();
    const usd = render(<FormStep {...form({ preview: preview({ currency: 'USD', minimum: 1_000 }) })} />);
    expect(tagOf(usd, 'cart-dialog-quick-100000')).toBeNull();
    expect(textOf(usd, 'cart-dialog-minimum')).toBe('Minimum pembelian US$10,00');
    // spec funds §9: multiples of the fund's minimum (decision 022).
    expect(['1000', '2000', '5000', '10000'].map((cents) => textOf(usd, `cart-dialog-quick-${cents}`))).toEqual(['US$10,00', 'US$20,00', 'US$50,00', 'US$100,00']);
  });

  it('shows the cashback toggle per preview.cashback, disabled with its reason', () => {
    const html = render(<FormStep {...form({ cashbackBalance: 25_000, preview: preview({ cashback: { shown: true, enabled: false, reason: 'FUND_TYPE' } }) })} />);
    expect(tagOf(html, 'cart-dialog-cashback')).toContain('disabled');
    expect(html).toContain('Gunakan cashback Rp 25.000');
    expect(html).toContain('Cashback tidak berlaku untuk reksa dana pasar uang dan pendapatan tetap.');
  });

  it('shows the promo it holds, and the refusal of a purchase that cannot be made', () => {
    expect(textOf(render(<FormStep {...form({ couponCode: 'HEMAT25', amountText: '100.000' })} />), 'cart-dialog-form-coupon')).toBe('Promo HEMAT25 dipakai');
    const refused = render(<FormStep {...form({ preview: null, refusalMessage: 'Reksa dana ini belum dapat dibeli.' })} />);
    expect(textOf(refused, 'cart-dialog-refusal')).toBe('Reksa dana ini belum dapat dibeli.');
    expect(tagOf(refused, 'cart-dialog-buy')).toContain('disabled');
  });

  it('says the same in English', () => {
    const html = render(<FormStep {...form({ locale: 'en', disabledReason: 'BELOW_MINIMUM', amountText: '50.000' })} />, 'en');
    expect(textOf(html, 'cart-dialog-disabled-reason')).toBe('The amount is below the minimum purchase of Rp 100,000.');
    expect(textOf(html, 'cart-dialog-buy')).toBe('Buy');
  });
});

describe('the portfolio selector', () => {
  it('marks the chosen portfolio and offers a new one with a name counter', () => {
    const portfolios = [
      { id: 1, name: 'Dana Darurat', isDefault: true, roboCermat: false },
      { id: 2, name: 'Liburan', isDefault: false, roboCermat: false },
    ];
    const html = render(<PortfolioStep portfolios={portfolios} chosenId={2} newName={null} canAddNew onChoose={noop} onChooseNew={noop} />);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-pressed="true"[^>]*><span class="font-medium">Liburan/);
    expect(html).toContain('0/30 karakter');
    expect(tagOf(html, 'cart-dialog-new-portfolio-name')).toContain('maxLength="30"');
    expect(tagOf(html, 'cart-dialog-new-portfolio')).toContain('disabled');
    const without = render(<PortfolioStep portfolios={portfolios} chosenId={1} newName={null} canAddNew={false} onChoose={noop} onChooseNew={noop} />);
    expect(tagOf(without, 'cart-dialog-new-portfolio-name')).toBeNull();
  });
});

const summary = (overrides: Partial<BuySummary> = {}): BuySummary => ({
  compositions: [
    {
      mutualFundId: 7,
      mutualFundName: stockFund.name,
      type: 'SAHAM',
      amount: 99_000,
      fee: 1_000,
      feePercentage: 1,
      totalAmount: 100_000,
      referralCashbackAmount: 0,
      currency: 'IDR',
    },
  ],
  coupon: null,
  currency: 'IDR',
  amount: 100_000,
  feeAmount: 1_000,
  minimum: 100_000,
  cashbackUsed: 0,
  paymentAmount: 100_000,
  referralCashbackAmount: 0,
  riskWarning: true,
  navDate: '2025-11-10',
  recurringInvestmentReachedMaximum: false,
  portfolio: { id: 1, roboCermat: false },
  ...overrides,
});

const summaryProps = { locale: 'id' as const, portfolioLabel: 'Dana Darurat', termsAccepted: false, termsError: false, promoInput: true, busy: false, onTerms: noop, onPromo: noop, onPay: noop };

describe('the summary step', () => {
  it('shows the compositions, the totals and the promo line', () => {
    const html = render(<SummaryStep {...summaryProps} summary={summary({ coupon: { code: 'HEMAT25', name: 'Cashback Rp 25.000', cashbackValue: 25_000, giftValue: null } })} />);
    expect(textOf(html, 'cart-dialog-composition')).toContain(stockFund.name);
    expect(textOf(html, 'cart-dialog-composition')).toContain('Diinvestasikan Rp 99.000 · Biaya pembelian (1,00%) Rp 1.000');
    expect(textOf(html, 'cart-dialog-total')).toBe('Rp 100.000');
    expect(textOf(html, 'cart-dialog-pay-amount')).toBe('Rp 100.000');
    expect(textOf(html, 'cart-dialog-coupon-line')).toBe('Promo HEMAT25: cashback Rp 25.000 setelah unit diterima');
    expect(textOf(html, 'cart-dialog-summary-promo')).toBe('Ganti promo');
    expect(textOf(html, 'cart-dialog-nav-date')).toContain('NAV tanggal 10 November 2025');
    expect(textOf(html, 'cart-dialog-terms-error')).toBeNull();
    expect(tagOf(html, 'cart-dialog-pay')).not.toContain('disabled');
  });

  it('shows the terms error when paying without ticking the box, and no promo line without a promo', () => {
    const html = render(<SummaryStep {...summaryProps} termsError summary={summary({ cashbackUsed: 25_000, paymentAmount: 75_000 })} />);
    expect(textOf(html, 'cart-dialog-terms-error')).toBe('Centang persetujuan untuk melanjutkan.');
    expect(tagOf(html, 'cart-dialog-terms')).toContain('aria-invalid="true"');
    expect(textOf(html, 'cart-dialog-coupon-line')).toBeNull();
    expect(textOf(html, 'cart-dialog-pay-amount')).toBe('Rp 75.000');
    expect(html).toContain('−Rp 25.000');
  });

  it('is in English too', () => {
    const html = render(<SummaryStep {...summaryProps} locale="en" summary={summary({ coupon: { code: 'HEMAT25', name: 'x', cashbackValue: 25_000, giftValue: null } })} />, 'en');
    expect(textOf(html, 'cart-dialog-coupon-line')).toBe('Promo HEMAT25: Rp 25,000 cashback once the units arrive');
  });
});

const coupon = (overrides: Partial<CouponItem>): CouponItem => ({
  code: 'HEMAT25',
  name: 'Cashback Rp 25.000',
  description: 'Cashback Rp 25.000 untuk pembelian reksa dana apa pun mulai Rp 100.000.',
  currency: 'IDR',
  cashbackValue: 25_000,
  giftValue: null,
  minimumAmount: 100_000,
  endsAt: '2030-01-31T17:00:00.000Z',
  isEligible: true,
  whyDisabledReasoning: [],
  ...overrides,
});

describe('the promo steps', () => {
  const promoProps = { locale: 'id' as const, refusal: null, busy: false, onDraft: noop, onUse: noop, onDetail: noop };

  it('disables use-promo until a code is typed, and lists the promos with the first reason of an ineligible one', () => {
    const coupons = [coupon({}), coupon({ code: 'KILAT', name: 'Cashback kilat', cashbackValue: 0, isEligible: false, whyDisabledReasoning: ['Kuota promo sudah habis.', 'Nominal pembelian belum mencapai minimum promo.'] })];
    const empty = render(<PromoStep {...promoProps} draft="" coupons={coupons} />);
    expect(tagOf(empty, 'cart-dialog-promo-use')).toContain('disabled');
    expect(textOf(empty, 'cart-dialog-coupon-reason')).toBe('Tidak dapat digunakan: Kuota promo sudah habis.');
    // Only an eligible promo has a detail (spec §4.2 "Promo detail is usable only when the coupon is eligible").
    expect(empty.match(/data-testid="cart-dialog-coupon-detail"/g)).toHaveLength(1);
    const typed = render(<PromoStep {...promoProps} draft="HEMAT25" coupons={coupons} />);
    expect(tagOf(typed, 'cart-dialog-promo-use')).not.toContain('disabled');
    expect(typed).toContain('Cashback Rp 25.000');
  });

  // Issue 13: a promo "until 24 January" must work through 24 January WIB; its end instant is the next midnight.
  it('shows a promo’s last day, the day before its end instant (decision 038)', () => {
    // Ends 1 February 2030 00:00 WIB: valid through 31 January.
    const ending = coupon({ endsAt: '2030-01-31T17:00:00.000Z' });
    expect(render(<PromoStep {...promoProps} draft="" coupons={[ending]} />)).toContain('Berlaku sampai 31 Januari 2030');
    expect(render(<PromoDetailStep coupon={ending} locale="id" busy={false} onUse={noop} />)).toContain('31 Januari 2030');
    expect(render(<PromoStep {...promoProps} locale="en" draft="" coupons={[ending]} />, 'en')).toContain('Valid until January 31, 2030');
  });

  it('shows a refused code with its reason, and the list loading', () => {
    const html = render(<PromoStep {...promoProps} draft="KILAT" refusal="Kuota promo sudah habis." coupons={null} />);
    expect(textOf(html, 'cart-dialog-promo-refusal')).toBe('Kuota promo sudah habis.');
    expect(tagOf(html, 'cart-dialog-promo-input')).toContain('aria-invalid="true"');
    expect(html).toContain('Memuat daftar promo…');
  });

  it('promo-not-eligible shows the first reason, continues without the promo or returns to the summary', () => {
    const html = render(<PromoNotEligibleStep reason="Kuota promo sudah habis." busy={false} afterSummary onContinue={noop} onReturn={noop} />);
    expect(textOf(html, 'cart-dialog-promo-reason')).toBe('Kuota promo sudah habis.');
    expect(textOf(html, 'cart-dialog-promo-continue')).toBe('Lanjut tanpa promo');
    expect(textOf(html, 'cart-dialog-promo-return')).toBe('Kembali ke ringkasan');
    const en = render(<PromoNotEligibleStep reason="The promo quota is used up." busy afterSummary onContinue={noop} onReturn={noop} />, 'en');
    expect(textOf(en, 'cart-dialog-promo-continue')).toBe('Continue without the promo');
    expect(tagOf(en, 'cart-dialog-promo-continue')).toContain('disabled');
    // Refused by the calculation of a changed purchase: there is no summary yet, back goes to the form.
    const fromForm = render(<PromoNotEligibleStep reason="Nominal pembelian belum mencapai minimum promo." busy={false} afterSummary={false} onContinue={noop} onReturn={noop} />);
    expect(textOf(fromForm, 'cart-dialog-promo-return')).toBe('Ubah pembelian');
  });
});

describe('the error step and the target', () => {
  it('shows the message, with a way back only when the cart has one', () => {
    expect(textOf(render(<ErrorStep message="Minimum pembelian Rp 100.000." onBack={noop} />), 'cart-dialog-error-message')).toBe('Minimum pembelian Rp 100.000.');
    expect(tagOf(render(<ErrorStep message="x" onBack={null} />), 'cart-dialog-error-back')).toBeNull();
  });

  it('reads the cart link', () => {
    expect(parseCartTarget('/reksadana/beli?dana=12')).toEqual({ fundId: 12, portfolioId: null, addFund: false });
    expect(parseCartTarget('/reksadana/beli?portofolio=3&dana=4')).toEqual({ fundId: 4, portfolioId: 3, addFund: false });
    expect(parseCartTarget('/reksadana/beli?dana=abc&portofolio=0')).toEqual({ fundId: null, portfolioId: null, addFund: false });
    expect(parseCartTarget('/reksadana/beli?portofolio=3&tambah=1')).toEqual({ fundId: null, portfolioId: 3, addFund: true });
  });
});
