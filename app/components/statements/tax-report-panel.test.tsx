// The tax-report panel of the e-statement page (issue 18 item 2; decision 084) as the server renders it: per year the
// PDF and CSV links to the API and a plain form posting to the send endpoint with `via=page` (works without
// JavaScript), the message after the redirect back (`taxReportSent` / `taxReportLimited`), the empty state, both
// languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import { TaxReportPanel } from './tax-report-panel';
import { i18nInstances, tagOf, textOf } from '../../../tests/support/markup';

function render(years: number[], options: { locale?: Language; url?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: <TaxReportPanel years={years} /> }], { initialEntries: [options.url ?? '/reksadana/e-statement'] });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nInstances[options.locale ?? 'id']}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('TaxReportPanel', () => {
  it('offers per year the PDF, the CSV and a form that sends the report by email', () => {
    const html = render([2026, 2025]);
    expect(textOf(html, 'tax-report-2025')).toContain('Tahun 2025');
    const year = html.slice(html.indexOf('data-testid="tax-report-2025"'));
    expect(year).toContain('href="/api/v2/mutual-funds/e-statements/tax-report?year=2025"');
    expect(year).toContain('href="/api/v2/mutual-funds/e-statements/tax-report?year=2025&amp;format=csv"');
    expect(year).toContain('aria-label="Unduh PDF laporan pajak 2025"');
    expect(year).toMatch(/<form action="\/api\/v2\/mutual-funds\/e-statements\/tax-report\/send\?year=2025" method="post"><input type="hidden" name="via" value="page"\/><button type="submit"[^>]*>Kirim ke email saya<\/button><\/form>/);
    expect(textOf(html, 'tax-report-message')).toBeNull();
  });

  it.each<[string, Language, string | null]>([
    ['?taxReportSent=2025', 'id', 'Laporan pajak 2025 sudah dikirim ke email Anda.'],
    ['?taxReportLimited=2025', 'id', 'Laporan pajak 2025 sudah terlalu sering dikirim. Coba lagi dalam satu jam.'],
    ['?taxReportSent=2025', 'en', 'The 2025 tax report has been sent to your email.'],
    // A year the page does not list, or no number: no message.
    ['?taxReportSent=1999', 'id', null],
    ['?taxReportSent=abc', 'id', null],
  ])('after the redirect back %s (%s): %s', (query, locale, message) => {
    const html = render([2025], { locale, url: `/reksadana/e-statement${query}` });
    expect(textOf(html, 'tax-report-message')).toBe(message);
    if (message) expect(tagOf(html, 'tax-report-message')).toContain('role="status"');
  });

  it('says when there is no report yet', () => {
    expect(textOf(render([]), 'tax-report-empty')).toBe('Belum ada laporan pajak. Laporan tersedia setelah Anda memiliki transaksi reksa dana.');
    expect(textOf(render([], { locale: 'en' }), 'tax-report-empty')).toBe('No tax report yet. A report is available once you have mutual-fund transactions.');
  });
});
