// The Celengan Prioritas page (/reksadana/prioritas) rendered on the server, as a browser without
// JavaScript gets it, in Indonesian and English: one h1 then the section h2s, the threshold formatted
// by app/lib/format.ts, the about page's contact details, the call to action for a visitor and for a
// signed-in investor (read from the root loader's data), and the localized meta.
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/format';
import { i18nOptions, resources } from '~/locales';
import * as priorityPage from '~/routes/reksadana/priority';

type Lng = 'id' | 'en';

function i18nFor(lng: Lng): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
  return instance;
}
const languages = { id: i18nFor('id'), en: i18nFor('en') };

const URL_PATH = '/reksadana/prioritas';

/** The page under a root route whose data is what app/root.tsx's loader returns. */
function render(lng: Lng, user: { firstName: string; role: string } | null = null): string {
  const rootData = { locale: lng, nonce: undefined, isAppMode: false, user };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => rootData,
        children: [{ id: 'priority', path: 'reksadana/prioritas', element: createElement(priorityPage.default as ComponentType) }],
      },
    ],
    { initialEntries: [URL_PATH], hydrationData: { loaderData: { root: rootData } } },
  );
  // Intl separates "Rp" with a no-break space (DESIGN.md), and the page keeps it: normalise it.
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: languages[lng] }, createElement(RouterProvider, { router })),
  ).replace(/\u00a0/g, ' ');
}

/** The h1/h2 headings in document order, as [level, text]. */
function headings(html: string): Array<[number, string]> {
  return [...html.matchAll(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, inner]) => [
    Number(level),
    inner!.replace(/<[^>]+>/g, '').trim(),
  ]);
}

function metaOf(lng: Lng): MetaDescriptor[] {
  const args = {
    matches: [{ id: 'root', loaderData: { locale: lng, publicOrigin: 'https://celengan.id' } }],
    location: { pathname: URL_PATH },
  } as unknown as Parameters<typeof priorityPage.meta>[0];
  return priorityPage.meta(args) as MetaDescriptor[];
}

const VISITOR_CTA = '/mulai-investasi?target=%2Freksadana%2Fprioritas';

describe('/reksadana/prioritas page', () => {
  it('renders one h1 and then the section h2s, in Indonesian', () => {
    const html = render('id');
    expect(headings(html)).toEqual([
      [1, 'Layanan khusus untuk investor dengan portofolio besar'],
      [2, 'Siapa yang bisa bergabung?'],
      [2, 'Yang Anda dapatkan'],
      [2, 'Cara bergabung'],
      [2, 'Hubungi kami'],
      [2, 'Risiko investasi'],
      [2, 'Mulai berinvestasi'],
    ]);
    for (const benefit of ['Relationship manager pribadi', 'Laporan tinjauan portofolio bulanan', 'Layanan nasabah prioritas', 'Undangan acara edukasi']) {
      expect(html).toContain(`>${benefit}</h3>`);
    }
  });

  it('renders the headings in English', () => {
    expect(headings(render('en'))).toEqual([
      [1, 'A dedicated service for investors with large portfolios'],
      [2, 'Who can join?'],
      [2, 'What you get'],
      [2, 'How to join'],
      [2, 'Contact us'],
      [2, 'Investment risk'],
      [2, 'Start investing'],
    ]);
  });

  it('shows the threshold formatted the Indonesian way, and the English way in English', () => {
    expect(formatMoney(500_000_000, 'IDR', 'id').replace(/\u00a0/g, ' ')).toBe('Rp 500.000.000');
    const id = render('id');
    expect(id).toMatch(/data-testid="priority-threshold"[^>]*>Rp 500\.000\.000</);
    expect(id).toContain('total investasinya mencapai minimal Rp 500.000.000.');
    expect(id).toContain('>Capai total investasi Rp 500.000.000</h3>');
    expect(id).not.toContain('{{amount}}');
    const en = render('en');
    expect(en).toMatch(/data-testid="priority-threshold"[^>]*>Rp 500,000,000</);
    expect(en).not.toContain('{{amount}}');
  });

  it('sends a visitor to start investing and back here, with the link working without JavaScript', () => {
    const html = render('id');
    const cta = html.match(/<a [^>]*data-testid="priority-cta"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(cta).toContain(`href="${VISITOR_CTA.replace(/&/g, '&amp;')}"`);
    expect(cta).toContain('Mulai investasi');
    expect(html).not.toContain('href="/reksadana/portfolio"');
  });

  it('sends a signed-in investor to their portfolio', () => {
    const html = render('id', { firstName: 'Rina', role: 'INVESTOR' });
    const cta = html.match(/<a [^>]*data-testid="priority-cta"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? '';
    expect(cta).toContain('href="/reksadana/portfolio"');
    expect(cta).toContain('Lihat portofolio');
    expect(html).not.toContain('/mulai-investasi');
    expect(headings(html).at(-1)).toEqual([2, 'Pantau total investasi Anda']);
  });

  it('gives the about page’s contact details and the house risk wording', () => {
    for (const lng of ['id', 'en'] as const) {
      const html = render(lng);
      const contact = resources[lng].about.contact;
      expect(html).toContain(`href="mailto:${contact.email}"`);
      expect(html).toContain(contact.hours);
      expect(html).toContain(contact.address);
      expect(html).toContain('id="kontak"');
      expect(html).toContain('href="#kontak"');
    }
    const id = render('id');
    expect(id).toContain('Investasi reksa dana mengandung risiko.');
    expect(id).toContain('Kinerja masa lalu tidak menjamin kinerja masa depan.');
    expect(render('en')).toContain('Past performance does not guarantee future performance.');
  });

  it('has a localized title and description with the threshold', () => {
    const id = metaOf('id');
    expect(id).toContainEqual({ title: 'Celengan Prioritas · Celengan' });
    expect(id).toContainEqual({ property: 'og:locale', content: 'id_ID' });
    const description = id.find((tag) => 'name' in tag && tag.name === 'description') as { content: string } | undefined;
    expect(description?.content.replace(/\u00a0/g, ' ')).toContain('minimal Rp 500.000.000');
    const en = metaOf('en');
    expect(en).toContainEqual({ title: 'Celengan Priority · Celengan' });
    expect(en).toContainEqual({ property: 'og:locale', content: 'en_US' });
  });
});
