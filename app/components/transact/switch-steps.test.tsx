// The switch flow's steps as they render (issue 15 items 2 and 5), in both languages: the summary's estimates, fee
// and both NAV dates; the form's switching list and the message of a fund without one; the error and done steps.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import type { SwitchSummary } from '~/models/switch-orders.server';
import { HoldingFacts, SwitchDoneStep, SwitchErrorStep, SwitchFormStep, SwitchSummaryFacts, type FormComponent, type SwitchPageData } from './switch-steps';
import { i18nInstances, textOf } from '../../../tests/support/markup';

function render(element: ReactNode, locale: Language = 'id'): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18nInstances[locale]!}>{element}</I18nextProvider>).replace(/\u00a0/g, ' ');
}

const PlainForm: FormComponent = ({ children, ...props }) => <form {...props}>{children}</form>;

const summary: SwitchSummary = {
  currency: 'IDR',
  units: 3_333_330,
  all: false,
  gross: 333_333,
  feeBp: 50,
  fee: 1_667,
  proceeds: 331_666,
  sourceNav: 10_000_000,
  targetNav: 20_000_000,
  estimatedUnitsIn: 1_658_330,
  remainingUnits: 5_666_670,
  source: { id: 1, name: 'Kencana Saham' },
  target: { id: 2, name: 'Kencana Kas' },
  outNavDate: '2025-11-10',
  inNavDate: '2025-11-11',
};

const page = (over: Partial<SwitchPageData> = {}): SwitchPageData => ({
  locale: 'id',
  holding: { portfolioId: 3, portfolioName: 'Dana Darurat', fundId: 1, fundName: 'Kencana Saham', currency: 'IDR', units: 9_000_000, heldUnits: 1_000_000, nav: 10_000_000, navDate: '2025-11-07' },
  targets: [{ id: 2, name: 'Kencana Kas', slug: 'kencana-kas', type: 'PASAR_UANG', currency: 'IDR', manager: 'Kencana Investasi' }],
  done: null,
  ...over,
});

describe('the summary', () => {
  it.each<[Language, string, string, string]>([
    ['id', 'Rp 1.667', '10 November 2025', '11 November 2025'],
    ['en', 'Rp 1,667', 'November 10, 2025', 'November 11, 2025'],
  ])('in %s shows the fee, both NAV dates and the estimated units', (locale, fee, outDate, inDate) => {
    const html = render(<SwitchSummaryFacts summary={summary} locale={locale} />, locale);
    expect(textOf(html, 'switch-summary-fee')).toBe(fee);
    expect(textOf(html, 'switch-summary-out-date')).toBe(outDate);
    expect(textOf(html, 'switch-summary-in-date')).toBe(inDate);
    expect(textOf(html, 'switch-summary-units')).toBe(locale === 'id' ? '333,3330' : '333.3330');
  });
});

describe('the form', () => {
  it('lists the switch targets with their manager, the first chosen', () => {
    const html = render(<SwitchFormStep data={page()} Form={PlainForm} busy={false} />);
    expect(html).toContain('Kencana Investasi');
    expect(html).toMatch(/name="targetMutualFundId" checked="" value="2"/);
  });

  it('says when a fund has no switching list', () => {
    const html = render(<SwitchFormStep data={page({ targets: [] })} Form={PlainForm} busy={false} />);
    expect(textOf(html, 'switch-no-targets')).toBe('Reksa dana ini belum bisa dialihkan ke reksa dana lain.');
  });

  it('shows the units that can still be switched when some are held', () => {
    const html = render(<HoldingFacts holding={page().holding} locale="id" />);
    expect(textOf(html, 'switch-free-units')).toBe('800,0000');
  });
});

describe('the error and done steps', () => {
  it('translates the refusal', () => {
    const html = render(<SwitchErrorStep step={{ step: 'ERROR', code: 'OTHER_MANAGER', message: 'transact:switching.refusal.OTHER_MANAGER' }} back={null} />, 'en');
    expect(textOf(html, 'switch-error-message')).toBe('A switch can only go to a fund of the same investment manager.');
  });

  it('links the order', () => {
    const html = render(<SwitchDoneStep done={{ id: 42, transactionNumber: 'CLG-20251110-000042', outNavDate: '2025-11-10', inNavDate: '2025-11-11' }} locale="id" />);
    expect(html).toContain('href="/me/order/42"');
    expect(html).toContain('CLG-20251110-000042');
  });
});
