// The landing page's realized-profit section rendered on the server (what a browser without
// JavaScript gets): the filter form and its hidden inputs, the rows with sign and arrow, the mask,
// both empty states, the paging link and its anchors, in both languages; and the paging rules.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import { parseRealizedProfitQueryLenient } from '~/forms/realized-profit-query';
import type { RealizedProfitPage, RealizedProfitRow } from '~/models/realized-profits.server';
import { appendNew, continuesAfter, pageAnchor, RealizedProfits } from './realized-profits';
import { i18nInstances } from '../../../tests/support/markup';

function render(page: RealizedProfitPage, url = '/reksadana', { masked = false, locale = 'id' as Language } = {}) {
  const query = parseRealizedProfitQueryLenient(new URL(url, 'http://localhost').searchParams);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => ({ locale }),
        element: <RealizedProfits page={page} query={query} masked={masked} />,
      },
    ],
    { initialEntries: [url], hydrationData: { loaderData: { root: { locale } } } },
  );
  // Intl separates "Rp" with a no-break space (DESIGN.md): normalise it for the assertions.
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nInstances[locale]!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  ).replace(/\u00a0/g, ' ');
}

function row(id: number, overrides: Partial<RealizedProfitRow> = {}): RealizedProfitRow {
  return {
    id,
    orderType: 'SELL',
    fund: {
      id: 7,
      name: 'Tirta Dana Lancar',
      slug: 'tirta-dana-lancar',
      type: 'PASAR_UANG',
      currency: 'IDR',
      logoUrl: null,
    },
    portfolio: { id: 3, name: 'Dana Darurat' },
    navDate: '2025-09-26',
    units: 33_153_157,
    amount: 3_659_114,
    realizedProfit: 171_114,
    cost: 3_488_000,
    returnRate: 4.9058,
    ...overrides,
  };
}

const SALE = row(159);
const LOSS = row(135, {
  orderType: 'SWITCH_OUT',
  fund: {
    id: 8,
    name: 'Swarna Saham Unggulan',
    slug: 'swarna-saham-unggulan',
    type: 'SAHAM',
    currency: 'IDR',
    logoUrl: null,
  },
  portfolio: { id: 4, name: 'Pendidikan Anak' },
  navDate: '2025-06-25',
  amount: 270_000,
  realizedProfit: -30_000,
  cost: 300_000,
  returnRate: -10,
});
const DIVIDEND = row(73, {
  orderType: 'DIVIDEND_CASH',
  fund: {
    id: 9,
    name: 'Tirta Obligasi Global USD',
    slug: 'tirta-obligasi-global-usd',
    type: 'PENDAPATAN_TETAP',
    currency: 'USD',
    logoUrl: null,
  },
  navDate: '2024-11-07',
  units: 0,
  amount: 86,
  realizedProfit: 86,
  cost: 0,
  returnRate: null,
});

const pageOf = (rows: RealizedProfitRow[], extra: Partial<RealizedProfitPage> = {}): RealizedProfitPage => ({
  rows,
  page: 0,
  size: 10,
  total: rows.length,
  hasMore: false,
  ...extra,
});
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The opening tag of the element with this data-testid (React orders attributes its own way). */
const tagOf = (html: string, testId: string) =>
  new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? '';

describe('RealizedProfits on the server', () => {
  it('is a section with a heading and a list of rows: date, fund link, order type, cash, signed profit, rate', () => {
    const html = render(pageOf([SALE, LOSS, DIVIDEND]));
    expect(html).toMatch(/<section id="keuntungan-terealisasi" aria-labelledby="keuntungan-terealisasi-title"/);
    expect(html).toContain('<h2 id="keuntungan-terealisasi-title"');
    expect(html).toMatch(/<ul aria-labelledby="keuntungan-terealisasi-title"/);
    expect(html.match(/data-testid="realized-profit-item"/g)).toHaveLength(3);
    const content = text(html);
    expect(content).toContain('Keuntungan terealisasi');
    expect(content).toContain('Jumlah: 3 transaksi');
    expect(html).toContain('<time dateTime="2025-09-26">26 Sep 2025</time>');
    expect(html).toContain('href="/reksadana/pasar-uang/tirta-dana-lancar"');
    expect(html).toContain('href="/reksadana/saham/swarna-saham-unggulan"');
    expect(content).toContain('Penjualan');
    expect(content).toContain('Pengalihan');
    expect(content).toContain('Dividen tunai');
    expect(content).toContain('Portofolio: Dana Darurat');
    expect(content).toContain('Rp 3.659.114');
    // A gain and a loss: sign, arrow class and the word, never colour alone.
    expect(html).toMatch(/<span class="trend trend-up"><span class="sr-only">Untung<\/span>\+Rp 171\.114<\/span>/);
    expect(html).toMatch(/<span class="trend trend-up"><span class="sr-only">Untung<\/span>\+4,91%<\/span>/);
    expect(html).toMatch(/<span class="trend trend-down"><span class="sr-only">Rugi<\/span>-Rp 30\.000<\/span>/);
    expect(html).toMatch(/<span class="trend trend-down"><span class="sr-only">Rugi<\/span>-10,00%<\/span>/);
    // A cash dividend in dollars, with no rate.
    expect(content).toContain('+US$0,86');
    expect(content).toContain('Tidak berlaku (tanpa modal)');
  });

  it('masked: amounts and profits are dots, dates, names and rates stay', () => {
    const html = render(pageOf([SALE, LOSS, DIVIDEND]), '/reksadana', { masked: true });
    const content = text(html);
    expect(content).not.toMatch(/Rp [\d.]+|US\$[\d,]+/);
    expect(content).toContain('Rp ••••••');
    expect(content).toContain('US$••••••');
    expect(content).toContain('Nominal disembunyikan');
    expect(html).not.toContain('trend-up"><span class="sr-only">Untung</span>+Rp');
    expect(content).toContain('26 Sep 2025');
    expect(content).toContain('Tirta Dana Lancar');
    expect(content).toContain('+4,91%');
  });

  it("the filter form is a GET form with the page's query names and carries the other parameters", () => {
    const html = render(pageOf([SALE]), '/reksadana?produk=SAHAM&orderTypes=SELL&name=tirta&lng=id');
    const form = tagOf(html, 'realized-profit-filters');
    expect(form).toMatch(/^<form /);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/reksadana#keuntungan-terealisasi"');
    expect(form).toContain('role="search"');
    expect(html).toContain('<input type="hidden" name="produk" value="SAHAM"/>');
    expect(html).toContain('<input type="hidden" name="lng" value="id"/>');
    expect(html).not.toMatch(/type="hidden" name="(orderTypes|name|realizedPage)"/);
    expect(html).toContain('name="orderTypes" checked="" value="SELL"');
    expect(html).toContain('name="orderTypes" value="SWITCH_OUT"');
    expect(html).toContain('name="orderTypes" value="DIVIDEND_CASH"');
    expect(html).toMatch(
      /<input id="keuntungan-terealisasi-name" type="search" maxLength="100"[^>]* name="name" value="tirta"\/>/,
    );
    // Without JavaScript: an Apply button; a filtered list offers the way back, keeping the other parameters.
    expect(html).toMatch(/<button type="submit"[^>]*>Terapkan<\/button>/);
    expect(html).toContain('href="/reksadana?produk=SAHAM&amp;lng=id#keuntungan-terealisasi"');
  });

  it('every order type is ticked by default and no way back is offered', () => {
    const html = render(pageOf([SALE]));
    for (const type of ['SELL', 'SWITCH_OUT', 'DIVIDEND_CASH']) expect(html).toContain(`checked="" value="${type}"`);
    expect(text(html)).not.toContain('Hapus filter');
  });

  it('empty: nothing realized yet (no filters) vs nothing matching the filter (with a clear link)', () => {
    const none = render(pageOf([]));
    expect(none).toContain('data-testid="realized-profit-empty"');
    expect(none).not.toContain('<form');
    expect(text(none)).toContain('Belum ada keuntungan terealisasi');

    const nothingMatches = render(pageOf([]), '/reksadana?produk=SAHAM&name=zzz');
    expect(nothingMatches).toContain('data-testid="realized-profit-empty-filtered"');
    expect(nothingMatches).toContain('<form');
    expect(text(nothingMatches)).toContain('Tidak ada yang cocok');
    expect(tagOf(nothingMatches, 'realized-profit-clear')).toContain(
      'href="/reksadana?produk=SAHAM#keuntungan-terealisasi"',
    );
  });

  it('without JavaScript: "Muat lebih banyak" links to the next page, which lands on its first row', () => {
    const first = render(
      pageOf(
        Array.from({ length: 10 }, (_, i) => row(100 - i)),
        { total: 21, hasMore: true },
      ),
      '/reksadana?produk=SAHAM&orderTypes=SELL',
    );
    const more = tagOf(first, 'realized-profit-more');
    expect(more).toMatch(/^<a /);
    expect(more).toContain(
      'href="/reksadana?produk=SAHAM&amp;orderTypes=SELL&amp;realizedPage=1#keuntungan-terealisasi-halaman-1"',
    );
    expect(more).toContain('rel="next"');
    expect(first).toMatch(/data-testid="realized-profit-more"[^>]*>Muat lebih banyak<\/a>/);
    // The page 0..1 render: the first row of page 1 carries the anchor; the link goes on to page 2.
    const second = render(
      pageOf(
        Array.from({ length: 20 }, (_, i) => row(100 - i)),
        { page: 1, total: 21, hasMore: true },
      ),
      '/reksadana?realizedPage=1',
    );
    expect(second.match(/id="keuntungan-terealisasi-halaman-\d+"/g)).toEqual([`id="${pageAnchor(1)}"`]);
    expect(tagOf(second, 'realized-profit-more')).toContain(
      'href="/reksadana?realizedPage=2#keuntungan-terealisasi-halaman-2"',
    );
    // Everything shown: the end is said, no link.
    const last = render(
      pageOf(
        Array.from({ length: 21 }, (_, i) => row(100 - i)),
        { page: 2, total: 21 },
      ),
      '/reksadana?realizedPage=2',
    );
    expect(last).not.toContain('realized-profit-more');
    expect(text(last)).toContain('Semua transaksi sudah ditampilkan.');
  });

  it('speaks English', () => {
    const content = text(render(pageOf([SALE, DIVIDEND]), '/reksadana?lng=en', { locale: 'en' }));
    expect(content).toContain('Realized profits');
    expect(content).toContain('Cash received');
    expect(content).toContain('26 Sep 2025');
    expect(content).toContain('+Rp 171,114');
    expect(content).toContain('Cash dividend');
  });
});

describe('paging rules (spec landing §4, §9)', () => {
  it.each([
    [{ rows: 10, size: 10, hasMore: true }, true],
    [{ rows: 10, size: 10, hasMore: false }, false],
    [{ rows: 9, size: 10, hasMore: true }, false],
    [{ rows: 0, size: 10, hasMore: false }, false],
  ])('%j continues: %s', (loaded, continues) => {
    expect(continuesAfter(loaded)).toBe(continues);
  });

  it('appends only rows not shown yet', () => {
    expect(appendNew([SALE, LOSS], [LOSS, DIVIDEND]).map((r) => r.id)).toEqual([159, 135, 73]);
  });
});

