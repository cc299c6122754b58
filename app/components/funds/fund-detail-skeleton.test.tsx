// The fund page's skeleton during a client navigation, rendered the way the root renders it around
// the route outlet: shown (busy, announced) while another fund page loads, and never for a change of
// the current page's query or for a page that is not a fund's.
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nOptions } from '~/locales';
import { FundPagePending } from './fund-detail-skeleton';

const i18n = Object.fromEntries(
  (['id', 'en'] as const).map((lng) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
    return [lng, instance];
  }),
);

/** Never settles: the navigation stays in its loading state. */
const pendingLoader = () => new Promise<never>(() => {});

/** Starts at `from`, begins a client navigation to `to` (if any) and renders while it loads. */
async function renderDuring(from: string, to: string | null, lng: 'id' | 'en' = 'id') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <FundPagePending>
            <Outlet />
          </FundPagePending>
        ),
        children: [
          { path: 'reksadana/saham', element: <p data-testid="current">daftar</p> },
          { path: 'reksadana/:investmentType/:productSlug', loader: ({ request }) => (new URL(request.url).search ? pendingLoader() : null), element: <p data-testid="current">reksa dana</p> },
          { path: 'artikel', loader: pendingLoader, element: <p>artikel</p> },
        ],
      },
    ],
    { initialEntries: [from] },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (to) {
    void router.navigate(to);
    for (let i = 0; i < 20 && router.state.navigation.state !== 'loading'; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(router.state.navigation.state).toBe('loading');
  }
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n[lng]!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  router.dispose();
  return html;
}

describe('FundPagePending', () => {
  it('replaces the previous page with the fund page skeleton while a fund page loads', async () => {
    const html = await renderDuring('/reksadana/saham', '/reksadana/saham/bahtera-saham-unggulan');
    expect(html).toContain('data-testid="fund-detail-skeleton"');
    expect(html).not.toContain('data-testid="current"');
    // busy for assistive technology, with a spoken status; the shapes themselves are hidden
    expect(html).toMatch(/<div[^>]*aria-busy="true"[^>]*data-testid="fund-detail-skeleton"/);
    expect(html).toContain('<p role="status" class="sr-only">Memuat halaman reksa dana…</p>');
    expect(html).toMatch(/<div aria-hidden="true">.*animate-pulse/);
    expect(html).not.toMatch(/<a\b|<button\b/);
  });

  it('speaks the page language', async () => {
    expect(await renderDuring('/reksadana/saham', '/reksadana/pasar-uang/kas-optima', 'en')).toContain('Loading the fund page…');
  });

  it('also covers one fund page to another', async () => {
    expect(await renderDuring('/reksadana/saham/bahtera-saham-unggulan', '/reksadana/campuran/bahtera-berimbang')).toContain('fund-detail-skeleton');
  });

  it.each([
    ['no navigation', '/reksadana/saham', null],
    ['the same fund page with another query (a chart or popup link)', '/reksadana/saham/bahtera-saham-unggulan', '/reksadana/saham/bahtera-saham-unggulan?periode=3M'],
    ['a page that is not a fund', '/reksadana/saham', '/artikel'],
  ])('keeps the current page for %s', async (_, from, to) => {
    const html = await renderDuring(from, to);
    expect(html).toContain('data-testid="current"');
    expect(html).not.toContain('fund-detail-skeleton');
  });
});
