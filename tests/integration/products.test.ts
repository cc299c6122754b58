// Issue 18 item 5 (helper products) against this file's copy of the seeded base (7 November 2025, 12 funds): the bond
// catalogue's queries, GET /api/v1/bonds (filters, units, localized 400, 404 with the flag off, 405), the bonds pages'
// loaders and markup (the filter form, "coming soon" for buying, never a buy link), the explore page's links, and the
// top funds ranked from the seeded statistics (decision 090).
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callApi } from '../support/api';
import { i18nInstances } from '../support/markup';
import { callRoute } from '../support/route';
import routes from '~/routes';
import { isTopFundEligible, TOP_FUND_GROUPS, topFundGroup } from '~/domain/top-funds';
import type { Language } from '~/domain/enums';
import { db } from '~/lib/db.server';
import { countBondsByType, listBonds } from '~/models/bonds.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import { topFunds } from '~/models/top-funds.server';
import { listSitemapPages } from '~/models/sitemap.server';
import * as bondsApi from '~/routes/api/bonds';
import * as bondsPage from '~/routes/products/bonds';
import * as cataloguePage from '~/routes/products/bonds-catalogue';
import * as explorePage from '~/routes/products/explore';
import * as topFundsPage from '~/routes/products/top-funds';

const TODAY = '2025-11-07';
const NOW = new Date('2025-11-07T13:00:00Z');
const flag = (name: 'bonds' | 'recurringInvestment' | 'roboAdvisor', enabled: boolean) => setFeatureFlag(db(), { name, enabled, actor: { kind: 'cli' }, now: NOW });

function render(component: unknown, loaderData: unknown, lng: Language = 'id', path = '/x'): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ id: 'page', path: path.slice(1), element: createElement(component as ComponentType<never>, { loaderData } as never) }] }],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nInstances[lng] }, createElement(RouterProvider, { router }))).replace(/\u00a0/g, ' ');
}
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('the bond catalogue', () => {
  it('lists every seeded bond with its figures on the day asked, sorted by coupon then code', () => {
    const all = listBonds({ type: null, status: null, sort: 'coupon' }, TODAY);
    expect(all).toHaveLength(db().select().from(schema.bonds).all().length);
    expect(all.map((b) => b.couponRateBps)).toEqual([...all.map((b) => b.couponRateBps)].sort((a, b) => b - a));
    const ori = all.find((b) => b.code === 'ORI028T3')!;
    expect(ori).toMatchObject({ status: 'OFFERING', offeringDaysLeft: 15, minimumAmount: 1_000_000 });
    expect(ori.coupon.yearlyGross.minor).toBe(63_000);
    expect(ori.coupon.yearlyNet.minor).toBe(56_700);
    expect(all.find((b) => b.code === 'ORI022')).toMatchObject({ status: 'MATURED', timeToMaturity: null, offeringDaysLeft: null, tradable: false });
  });

  it.each([
    [{ type: 'ORI' as const, status: null }, ['ORI022', 'ORI025T6', 'ORI028T3', 'ORI028T6']],
    [{ type: null, status: 'OFFERING' as const }, ['ORI028T3', 'ORI028T6', 'ST015T2']],
    [{ type: 'CORPORATE' as const, status: null }, ['KLMD01A', 'NIFN03B', 'SMBH02AIJ']],
    [{ type: 'SBR' as const, status: 'MATURED' as const }, []],
  ])('filters by type and status in SQL: %o', (filter, codes) => {
    expect(listBonds({ ...filter, sort: 'coupon' }, TODAY).map((b) => b.code).sort()).toEqual(codes);
  });

  it('sorts by the nearest maturity', () => {
    const dates = listBonds({ type: null, status: null, sort: 'maturity' }, TODAY).map((b) => b.maturityDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('counts each type', () => {
    expect(countBondsByType()).toEqual({ total: 17, byType: { CORPORATE: 3, GOVERNMENT: 4, ORI: 4, SBR: 2, SR: 2, ST: 2 } });
  });
});

describe('GET /api/v1/bonds', () => {
  it('answers the catalogue in decimals: coupon in percent, money in rupiah, publicly', async () => {
    const { status, headers, body } = await callApi(bondsApi, { url: '/api/v1/bonds?type=ORI&status=OFFERING&sort=maturity' });
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    const { data, total } = body as { data: Array<Record<string, unknown>>; total: number };
    expect(total).toBe(2);
    expect(data.map((b) => b.code)).toEqual(['ORI028T3', 'ORI028T6']);
    expect(data[0]).toMatchObject({
      type: 'ORI',
      status: 'OFFERING',
      couponRate: 6.3,
      couponFloating: false,
      couponFrequencyMonths: 1,
      couponPerMillion: { yearlyGross: 63000, yearlyNet: 56700, perPaymentGross: 5250, perPaymentNet: 4725 },
      minimumAmount: 1000000,
      offerEndDate: '2025-11-22',
      tradable: true,
      purchasable: false,
      rating: null,
    });
    expect((data[0]!.description as { id: string; en: string }).en).toMatch(/retail government bond/);
  });

  it.each([
    ['id', '?type=SAHAM', { type: ['Pilihan tidak valid'] }],
    ['en', '?type=SAHAM&sort=yield', { type: [expect.any(String)], sort: [expect.any(String)] }],
    ['en', '?status=offering', { status: [expect.any(String)] }],
  ] as const)('a malformed query (%s %s) → 400 with localized messages per parameter', async (lng, query, errors) => {
    const { status, body } = await callApi(bondsApi, { url: `/api/v1/bonds${query}&lng=${lng}` });
    expect(status).toBe(400);
    const expected = lng === 'id' ? 'Parameter pencarian obligasi tidak valid.' : 'The bond query parameters are not valid.';
    expect(body).toEqual({ message: expected, errors });
  });

  it('ignores empty values and unknown parameters', async () => {
    const { status, body } = await callApi(bondsApi, { url: '/api/v1/bonds?type=&status=&foo=bar' });
    expect(status).toBe(200);
    expect((body as { total: number }).total).toBe(17);
  });

  it('answers other methods 405', async () => {
    const { status, headers } = await callApi(bondsApi, { url: '/api/v1/bonds', method: 'POST', body: {} });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('GET');
  });

  it('answers 404 while the bonds flag is off, as the pages do (decision 089)', async () => {
    flag('bonds', false);
    try {
      const { status, body } = await callApi(bondsApi, { url: '/api/v1/bonds?lng=en' });
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'The bond catalogue is not available.' });
      for (const page of [bondsPage, cataloguePage]) {
        const result = await callRoute(page.loader as never, { url: '/reksadana/obligasi-by-bina-artha' });
        expect(result.status).toBe(404);
      }
      const explore = await callRoute(explorePage.loader, { url: '/jelajahi-instrumen-investasi' });
      expect(explore.data!.bondsOffering).toBeNull();
      expect(hrefs(render(explorePage.default, explore.data))).not.toContain('/reksadana/obligasi-by-bina-artha');
    } finally {
      flag('bonds', true);
    }
  });
});

describe('the bonds pages', () => {
  const routeFileOf = (pathname: string) => {
    const table = routes.map((entry) => ({ id: entry.id ?? entry.file, file: entry.file, ...(entry.index ? { index: true as const } : { path: entry.path ?? '' }) }));
    return (matchRoutes(table, pathname)?.at(-1)?.route as { file: string } | undefined)?.file;
  };

  it('are routes of their own (static segments above the fund route)', () => {
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha')).toBe('routes/products/bonds.tsx');
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha/semua-produk')).toBe('routes/products/bonds-catalogue.tsx');
    expect(routeFileOf('/reksadana/top-fund')).toBe('routes/products/top-funds.tsx');
    expect(routeFileOf('/jelajahi-instrumen-investasi')).toBe('routes/products/explore.tsx');
  });

  it('the overview features the offering series and links each type to the catalogue filtered by it', async () => {
    const { status, data } = await callRoute(bondsPage.loader, { url: '/reksadana/obligasi-by-bina-artha' });
    expect(status).toBe(200);
    expect(data!.offering.map((b) => b.code).sort()).toEqual(['ORI028T3', 'ORI028T6', 'ST015T2']);
    const html = render(bondsPage.default, data);
    expect(html).toContain('Sedang ditawarkan');
    for (const type of ['CORPORATE', 'GOVERNMENT', 'ORI', 'SBR', 'SR', 'ST']) expect(hrefs(html)).toContain(`/reksadana/obligasi-by-bina-artha/semua-produk?type=${type}`);
    expect(hrefs(html)).toContain('/reksadana/obligasi-by-bina-artha/semua-produk');
  });

  it('the catalogue filters through its GET form, drops a malformed parameter, and offers buying as "coming soon", never a link', async () => {
    const { data } = await callRoute(cataloguePage.loader, { url: '/reksadana/obligasi-by-bina-artha/semua-produk?type=SR&sort=bogus' });
    expect(data!.query).toEqual({ type: 'SR', status: null, sort: 'coupon' });
    expect(data!.bonds.map((b) => b.code)).toEqual(['SR022T3', 'SR020T5']);
    for (const lng of ['id', 'en'] as const) {
      const html = render(cataloguePage.default, data, lng);
      expect(html).toMatch(/<form [^>]*action="\/reksadana\/obligasi-by-bina-artha\/semua-produk" method="get">/);
      expect(html).toMatch(/<option value="SR" selected="">/);
      expect(html.match(/data-testid="bond-card"/g)).toHaveLength(2);
      expect(html.match(/<button type="button" disabled="" aria-describedby="sr022t3-buy-note"/g)).toHaveLength(1);
      expect(html).toContain(lng === 'id' ? 'Segera hadir' : 'Coming soon');
      expect(html).toContain(lng === 'id' ? 'Rp 65.500, bersih Rp 58.950 setelah pajak 10%' : 'Rp 65,500, Rp 58,950 net of the 10% tax');
      expect(hrefs(html).filter((href) => /beli|buy|payment/.test(href))).toEqual([]);
    }
  });

  it('shows a matured bond as matured, without a buy button', async () => {
    const { data } = await callRoute(cataloguePage.loader, { url: '/reksadana/obligasi-by-bina-artha/semua-produk?status=MATURED' });
    const html = render(cataloguePage.default, data, 'en');
    expect(html).toContain('(matured)');
    expect(html).not.toContain('data-testid="bond-buy-soon"');
  });
});

describe('the sitemap', () => {
  it('lists the explore page, top funds and, while their flag is on, the bonds pages', () => {
    const paths = () => listSitemapPages().map((page) => page.path);
    expect(paths()).toEqual(expect.arrayContaining(['/jelajahi-instrumen-investasi', '/reksadana/top-fund', '/reksadana/obligasi-by-bina-artha', '/reksadana/obligasi-by-bina-artha/semua-produk']));
    flag('bonds', false);
    try {
      expect(paths().filter((path) => path.includes('obligasi-by'))).toEqual([]);
    } finally {
      flag('bonds', true);
    }
  });
});

describe('the explore page', () => {
  it('links every instrument to a real page, and leaves out a feature switched off', async () => {
    const { data } = await callRoute(explorePage.loader, { url: '/jelajahi-instrumen-investasi' });
    const links = hrefs(render(explorePage.default, data));
    for (const path of [
      '/reksadana/pasar-uang',
      '/reksadana/pendapatan-tetap',
      '/reksadana/campuran',
      '/reksadana/saham',
      '/reksadana/syariah',
      '/reksadana/usd',
      '/reksadana/semua-produk',
      '/reksadana/top-fund',
      '/reksadana/obligasi-by-bina-artha',
      '/reksadana/nabung-rutin',
      '/reksadana/profil-risiko',
      '/reksadana?beli=robo-moderat#beli',
    ]) {
      expect(links).toContain(path);
    }
    for (const link of links) {
      const path = link.split(/[?#]/)[0]!;
      const match = matchRoutes(routes.map((r) => ({ path: r.path ?? '', id: r.id ?? r.file, file: r.file })), path)?.at(-1)?.route as { file: string } | undefined;
      expect(match?.file, link).not.toBe('routes/not-found.tsx');
    }
    flag('recurringInvestment', false);
    flag('roboAdvisor', false);
    try {
      const off = await callRoute(explorePage.loader, { url: '/jelajahi-instrumen-investasi' });
      const offLinks = hrefs(render(explorePage.default, off.data));
      expect(offLinks).not.toContain('/reksadana/nabung-rutin');
      expect(offLinks.some((link) => link.includes('robo'))).toBe(false);
    } finally {
      flag('recurringInvestment', true);
      flag('roboAdvisor', true);
    }
  });
});

describe('top funds (decision 090)', () => {
  it('ranks the seeded funds by their stored one-year return within each group, eligible funds only', () => {
    const { asOf, groups } = topFunds();
    expect(asOf).toBe('2025-11-07');
    expect(groups.map((g) => g.group)).toEqual([...TOP_FUND_GROUPS]);
    const returns = new Map(
      db()
        .select({ fundId: schema.fundStatistics.fundId, ppm: schema.fundStatistics.returnPpm })
        .from(schema.fundStatistics)
        .where(eq(schema.fundStatistics.period, 'oneYear'))
        .all()
        .map((r) => [r.fundId, r.ppm]),
    );
    const funds = db().select().from(schema.funds).all();
    let ranked = 0;
    for (const { group, funds: list } of groups) {
      const expected = funds
        .map((f) => ({ ...f, oneYearReturnPpm: returns.get(f.id) ?? null }))
        .filter((f) => isTopFundEligible(f) && topFundGroup(f) === group)
        .sort((a, b) => b.oneYearReturnPpm! - a.oneYearReturnPpm! || b.currentAum - a.currentAum)
        .slice(0, 5)
        .map((f) => f.id);
      expect(list.map((f) => f.id), group).toEqual(expected);
      expect(list.map((f) => f.rank)).toEqual(expected.map((_, i) => i + 1));
      ranked += list.length;
    }
    expect(ranked).toBeGreaterThan(0);
    // A fund younger than a year or closed for subscription never appears.
    const shown = new Set(groups.flatMap((g) => g.funds.map((f) => f.id)));
    for (const fund of funds) if (fund.status === 'active_subsdisabled' || returns.get(fund.id) == null) expect(shown.has(fund.id), fund.name).toBe(false);
  });

  it('the page links each fund to its page and states the method', async () => {
    const { data } = await callRoute(topFundsPage.loader, { url: '/reksadana/top-fund' });
    const html = render(topFundsPage.default, data, 'id');
    const first = data!.groups.find((g) => g.funds.length > 0)!.funds[0]!;
    expect(hrefs(html)).toContain(first.href);
    expect(html).toContain('minimal Rp 25 M untuk reksa dana rupiah atau US$1,5 Mio');
    expect(html).toContain('per NAV 7 November 2025');
  });
});
