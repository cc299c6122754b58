// The move flow's steps as they render (issue 15 item 5; decision 061), in both languages: the choice's two ways,
// the form's portfolios (a robo one without the fund greyed out with its reason), the summary's figures with no
// fee, the done step's sentence and links. The page and the dialog draw these same components.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Form, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import { initialMoveValues, MoveChoice, MoveDoneStep, MoveFormStep, MoveSummaryStep, type FormComponent, type MoveSourceView } from './move-steps';
import { i18nInstances, tagOf, textOf } from '../../../tests/support/markup';

function render(element: ReactNode, locale: Language = 'id'): string {
  const router = createMemoryRouter([{ path: '/', element: <I18nextProvider i18n={i18nInstances[locale]!}>{element}</I18nextProvider> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />).replace(/\u00a0/g, ' ');
}

const source: MoveSourceView = {
  portfolio: { id: 10, name: 'Tabungan Saham' },
  fund: { id: 7, name: 'Celengan Saham Nusantara', type: 'SAHAM', currency: 'IDR' },
  units: 100_0000,
  heldUnits: 0,
  freeUnits: 100_0000,
  nav: 1_692_3300,
  navDate: '2026-11-25',
  freeValue: 169_233,
  targets: [
    { id: 11, name: 'Robo Moderat', roboCermat: true, refusal: 'ROBO_TARGET' },
    { id: 12, name: 'Dana Pensiun', roboCermat: false, refusal: null },
  ],
};
const plan = { currency: 'IDR' as const, units: 40_0000, nav: 1_692_3300, navDate: '2026-11-25', value: 67_693, cost: 600_000 };

describe('the move steps', () => {
  it('the choice leads to the form and to the switch page', () => {
    const html = render(<MoveChoice moveHref="/move?pindah=1" switchHref="/reksadana/fund/switch/10/7" />);
    expect(tagOf(html, 'move-choice-move')).toContain('href="/move?pindah=1"');
    expect(tagOf(html, 'move-choice-switch')).toContain('href="/reksadana/fund/switch/10/7"');
    expect(textOf(html, 'move-choice-switch')).toContain('Switching ke reksa dana lain');
  });

  it.each<[Language, string, string]>([
    ['id', 'Portofolio robo hanya berisi reksa dana rekomendasinya', 'Semua unit (100,0000)'],
    ['en', 'A robo portfolio holds only its recommended funds', 'All units (100.0000)'],
  ])('the form (%s): the robo portfolio is greyed out with its reason, the other chosen', (locale, reason, all) => {
    const html = render(
      <MoveFormStep source={source} values={initialMoveValues(source)} lastResult={null} locale={locale} Form={Form as FormComponent} action="/move?pindah=1" busy={false} />,
      locale,
    );
    expect(textOf(html, 'move-target-11')).toContain(reason);
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    const target = (value: string) => inputs.find((tag) => tag.includes('name="targetPortfolioId"') && tag.includes(`value="${value}"`)) ?? '';
    expect(target('11')).toContain('disabled');
    expect(target('12')).toContain('checked');
    expect(target('12')).not.toContain('disabled');
    // Every radio has an id of its own.
    const ids = inputs.map((tag) => /\sid="([^"]+)"/.exec(tag)?.[1]).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(textOf(html, 'move-all-true')).toBe(all);
  });

  it.each<[Language, string, string, string]>([
    ['id', 'Rp 600.000', 'Gratis', '40,0000 unit Celengan Saham Nusantara sudah pindah dari Tabungan Saham ke Dana Pensiun.'],
    ['en', 'Rp 600,000', 'Free', '40.0000 units of Celengan Saham Nusantara moved from Tabungan Saham to Dana Pensiun.'],
  ])('the summary and the done step (%s)', (locale, cost, fee, done) => {
    const summary = render(
      <MoveSummaryStep
        data={{ step: 'SUMMARY', values: { targetPortfolioId: '12', all: 'false', units: '40' }, plan, sourceName: 'Tabungan Saham', targetName: 'Dana Pensiun', fundName: 'Celengan Saham Nusantara', idempotencyKey: 'key-12345678' }}
        locale={locale}
        Form={Form as FormComponent}
        action="/move?pindah=1"
        busy={false}
      />,
      locale,
    );
    expect(textOf(summary, 'move-summary-cost')).toBe(cost);
    expect(textOf(summary, 'move-summary-fee')).toBe(fee);
    expect(summary).toContain('name="idempotencyKey" value="key-12345678"');
    const html = render(
      <MoveDoneStep
        data={{ step: 'DONE', plan, fundName: 'Celengan Saham Nusantara', source: { id: 10, name: 'Tabungan Saham', href: '/reksadana/portfolio/10' }, target: { id: 12, name: 'Dana Pensiun', href: '/reksadana/portfolio/12' } }}
        locale={locale}
      />,
      locale,
    );
    expect(html).toContain(done);
    expect(tagOf(html, 'move-done-target')).toContain('href="/reksadana/portfolio/12"');
  });
});
