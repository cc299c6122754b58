// The signed-in landing's referral card and load popups as the server renders them (what a browser
// without JavaScript gets, and what hydration starts from), in both languages: every referral card
// state with its texts (spec landing §2 "referral cashback card", §4; decision 012 for the days-left
// and ends-today thresholds, whose rules are table-tested in domain/policies/referral-card.test.ts),
// and every popup the policy can choose (spec landing §2 "Popups") with its actions and where they go.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import type { LandingPopup } from '~/domain/policies/landing-popups';
import type { ReferralCard } from '~/domain/policies/referral-card';
import { ReferralCardView } from './dashboard';
import { LoadPopup } from './landing-popups';
import { i18nInstances, textOf } from '../../../tests/support/markup';

function render(element: ReactNode, locale: Language = 'id'): string {
  const router = createMemoryRouter([{ id: 'root', path: '*', loader: () => ({ locale }), element }], {
    initialEntries: ['/reksadana'],
    hydrationData: { loaderData: { root: { locale } } },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nInstances[locale]!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  ).replace(/\u00a0/g, ' ');
}

const cashback = (overrides: Partial<Extract<ReferralCard, { kind: 'CASHBACK_AVAILABLE' }>>): ReferralCard => ({
  kind: 'CASHBACK_AVAILABLE',
  amount: 25_000,
  expiresAt: '2025-11-20T16:59:59.000Z',
  expiresOn: '2025-11-20',
  daysLeft: 13,
  notice: null,
  ...overrides,
});

describe('the referral cashback card', () => {
  const card = (referral: ReferralCard, locale: Language = 'id') => render(<ReferralCardView card={referral} locale={locale} returnTo="/reksadana" />, locale);

  it.each([
    // notice, daysLeft, language, the notice's text, the other notice
    ['DAYS_LEFT', 3, 'id', 'cashback-days-left', 'Tinggal 3 hari lagi', 'cashback-ends-today'],
    ['DAYS_LEFT', 1, 'en', 'cashback-days-left', '1 day left', 'cashback-ends-today'],
    ['DAYS_LEFT', 2, 'en', 'cashback-days-left', '2 days left', 'cashback-ends-today'],
    ['ENDS_TODAY', 0, 'id', 'cashback-ends-today', 'Berakhir dalam 24 jam', 'cashback-days-left'],
    ['ENDS_TODAY', 0, 'en', 'cashback-ends-today', 'Ends within 24 hours', 'cashback-days-left'],
  ] as const)('shows %s (%i days) in %s as “%s”', (notice, daysLeft, locale, shown, text, hidden) => {
    const html = card(cashback({ notice, daysLeft }), locale);
    expect(textOf(html, shown)).toBe(text);
    expect(html).not.toContain(`data-testid="${hidden}"`);
    expect(html).toContain('data-kind="CASHBACK_AVAILABLE"');
  });

  it('shows the amount and the last day, and no notice while the expiry is far', () => {
    const html = card(cashback({ notice: null, daysLeft: 13 }));
    expect(html).toContain('Cashback Rp 25.000 siap dipakai');
    expect(textOf(html, 'cashback-expiry')).toBe('Berlaku sampai 20 November 2025');
    expect(html).not.toContain('cashback-days-left');
    expect(html).not.toContain('cashback-ends-today');
    // Not dismissible, no call to action.
    expect(html).not.toContain('referral-dismiss');
    expect(html).not.toContain('referral-cta');
  });

  it('has no expiry line for a cashback that does not expire', () => {
    const html = card(cashback({ expiresAt: null, expiresOn: null, daysLeft: null, notice: null }));
    expect(html).not.toContain('cashback-expiry');
  });

  it('shows the holding period with its end and a dismiss form that saves the closing', () => {
    const html = card({ kind: 'HOLDING_PERIOD', endsAt: '2025-12-01T05:00:00.000Z' });
    expect(html).toContain('data-kind="HOLDING_PERIOD"');
    expect(html).toContain('1 Desember 2025');
    expect(html).toContain('data-testid="referral-dismiss"');
    expect(html).toContain('name="hasDismissedMutualFundHoldingPeriodReferralCashbackCard" value="true"');
  });

  it('shows the eligibility timeline: registration done, purchase waiting', () => {
    const html = card({ kind: 'ELIGIBILITY_PENDING', timeline: [{ step: 'REGISTRATION', done: true }, { step: 'PURCHASE', done: false }], expiresAt: null });
    const timeline = textOf(html, 'referral-timeline')!;
    expect(timeline).toMatch(/\(selesai\).*\(menunggu\)/);
  });

  it('shows the get-cashback banner with its amount and link', () => {
    const html = card({ kind: 'GET_CASHBACK_BANNER', amount: 25_000, href: '/reksadana/referral' }, 'en');
    // English groups thousands with a comma.
    expect(html).toContain('Rp 25,000');
    expect(html).toContain('href="/reksadana/referral"');
    expect(html).toContain('data-testid="referral-cta"');
  });

  it('renders nothing for NONE', () => {
    expect(card({ kind: 'NONE' })).toBe('');
  });
});

describe('the load popups', () => {
  const popup = (value: LandingPopup, locale: Language = 'id') =>
    render(<LoadPopup popup={value} returnTo="/reksadana" />, locale);

  it.each([
    // popup, language, title, what closing saves (null: the create-PIN popup's postponement, decision 040)
    [{ kind: 'SUCCESS_REGISTRATION' }, 'id', 'Pendaftaran terkirim', 'hasClosedMutualFundSuccessRegistrationPopup'],
    [{ kind: 'SUCCESS_REVISION' }, 'id', 'Perbaikan data terkirim', 'hasClosedMutualFundSuccessRevisionPopup'],
    [{ kind: 'SUCCESS_REVISION' }, 'en', 'Correction sent', 'hasClosedMutualFundSuccessRevisionPopup'],
    [{ kind: 'SUCCESS_VERIFICATION', withCreatePin: false }, 'id', 'Verifikasi berhasil', 'hasClosedMutualFundSuccessVerificationPopup'],
    [{ kind: 'SUCCESS_VERIFICATION', withCreatePin: true }, 'en', 'Verification complete', 'hasClosedMutualFundSuccessVerificationPopup'],
    [{ kind: 'CREATE_PIN', href: '/me/pin/create' }, 'id', 'Buat PIN transaksi', null],
    [{ kind: 'FINANCIAL_GOALS' }, 'id', 'Punya tujuan keuangan?', 'hasClosedMutualFundFinancialGoalsPopup'],
  ] as const)('%o in %s: “%s”, an open dialog whose close is saved as %s', (value, locale, title, setting) => {
    const html = popup(value, locale);
    expect(html).toContain(`data-testid="popup-${value.kind}"`);
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain(title);
    if (setting) {
      expect(html).toContain(`name="${setting}" value="true"`);
    } else {
      // The create-PIN popup has no saved flag: its close posts "later", which a cookie keeps (decision 040).
      expect(html).toMatch(/<form[^>]*method="post"[^>]*>[^]*?name="intent" value="postpone-create-pin"[^]*?data-testid="popup-close"/);
      expect(html).not.toContain('tutup=pin');
    }
  });

  it.each([
    // spec landing §2 popups after a contact change (decision 055): closing clears the waiting popup
    [{ kind: 'PHONE_VERIFIED' }, 'id', 'Nomor handphone terverifikasi', 'berhasil diverifikasi'],
    [{ kind: 'PHONE_VERIFIED' }, 'en', 'Mobile number verified', 'Your mobile number is verified'],
    [{ kind: 'PROFILE_UPDATED', field: 'EMAIL' }, 'id', 'Data akun berhasil diperbarui', 'Email akun Anda sudah diubah'],
    [{ kind: 'PROFILE_UPDATED', field: 'PHONE' }, 'en', 'Account details updated', 'mobile number was changed'],
  ] as const)('%o in %s: “%s”, closed by the contact popup intent', (value, locale, title, body) => {
    const html = popup(value, locale);
    expect(html).toContain(`data-testid="popup-${value.kind}"`);
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain(title);
    expect(html).toContain(body);
    expect(html).toMatch(/<form[^>]*method="post"[^>]*>[^]*?name="intent" value="close-contact-popup"[^]*?data-testid="popup-close"/);
  });

  it('adds the create-PIN step to the verification popup only when the user has no PIN', () => {
    const withPin = popup({ kind: 'SUCCESS_VERIFICATION', withCreatePin: true });
    expect(withPin).toContain('Satu langkah lagi: buat PIN untuk mengamankan setiap transaksi.');
    // Creating the PIN closes the popup for good and goes on to the PIN page.
    expect(withPin).toMatch(/name="hasClosedMutualFundSuccessVerificationPopup" value="true"[\s\S]*name="redirectTo" value="\/me\/pin\/create"[\s\S]*data-testid="popup-create-pin"/);
    expect(withPin).toContain('Nanti');

    const without = popup({ kind: 'SUCCESS_VERIFICATION', withCreatePin: false });
    expect(without).not.toContain('Satu langkah lagi');
    expect(without).not.toContain('popup-create-pin');
  });

  it('links the create-PIN popup to the PIN page', () => {
    expect(popup({ kind: 'CREATE_PIN', href: '/me/pin/create' })).toMatch(/href="\/me\/pin\/create"[^>]*data-testid="popup-create-pin"/);
  });
});
