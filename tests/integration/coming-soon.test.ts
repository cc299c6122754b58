// Issue 13 item 13: the addresses the app links to before their pages exist (registration, EDD, the risk
// profile, PIN creation, recurring, e-statement, referral, bonds) answer with the "soon" page, and an
// address under /reksadana/ that is no fund's is the general 404, not "Reksa dana tidak ditemukan".
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, matchRoutes, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/route';
import { i18nInstances, textOf } from '../support/markup';
import routes from '~/routes';
import { COMING_SOON_FEATURES, comingSoonFeature } from '~/domain/coming-soon';
import type { Language } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { REFERRAL_PATH } from '~/domain/policies/referral-card';
import { KYC_INFORMATION_PATH, registrationFormPath, RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH } from '~/domain/policies/registration-indicator';
import { resources } from '~/locales';
import * as comingSoon from '~/routes/coming-soon';
import * as fundDetail from '~/routes/reksadana/fund-detail';

const routeTable = routes.map((entry) => ({ id: entry.id ?? entry.file, file: entry.file, ...(entry.index ? { index: true as const } : { path: entry.path ?? '' }) }));
const routeFileOf = (pathname: string) => (matchRoutes(routeTable, pathname)?.at(-1)?.route as { file: string } | undefined)?.file;

/** Where the landing, its popups and the fund pages send a user whose next step is not built yet. */
const UNBUILT_DESTINATIONS = [
];

describe('the route table', () => {
  it('sends every destination the app hands out before its page exists to the "soon" page', () => {
    for (const path of UNBUILT_DESTINATIONS) {
      expect(routeFileOf(path), path).toBe('routes/coming-soon.tsx');
      expect(comingSoonFeature(path), path).not.toBeNull();
    }
  });

  it('sends the registration’s addresses to its own pages (issue 14), no longer the "soon" page', () => {
    expect(routeFileOf(KYC_INFORMATION_PATH)).toBe('routes/registration/information.tsx');
    for (const path of [...[1, 2, 3, 4, 5, 6].map(registrationFormPath), '/reksadana/registrasi/form/selfieWithIdCard']) {
      expect(routeFileOf(path), path).toBe('routes/registration/form-step.tsx');
      expect(comingSoonFeature(path), path).toBeNull();
    }
    expect(routeFileOf('/reksadana/registrasi/identitas')).toBe('routes/registration/identity.tsx');
    expect(routeFileOf('/reksadana/registrasi/gagal')).toBe('routes/registration/failed.tsx');
  });

  it('sends the referral page to its own page (issue 18), no longer the "soon" page', () => {
    expect(routeFileOf(REFERRAL_PATH)).toBe('routes/referral/referral.tsx');
    expect(comingSoonFeature(REFERRAL_PATH)).toBeNull();
  });

  it('sends the bonds addresses to their own pages (issue 18), no longer the "soon" page', () => {
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha')).toBe('routes/products/bonds.tsx');
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha/semua-produk')).toBe('routes/products/bonds-catalogue.tsx');
    expect(comingSoonFeature('/reksadana/obligasi-by-bina-artha')).toBeNull();
  });

  it('sends the e-statement to its own page (issue 18), no longer the "soon" page', () => {
    expect(routeFileOf('/reksadana/e-statement')).toBe('routes/statements/e-statement.tsx');
    expect(comingSoonFeature('/reksadana/e-statement')).toBeNull();
  });

  it('sends the risk profile’s addresses to its own pages (issue 16), no longer the "soon" page', () => {
    expect(routeFileOf(RISK_PROFILE_TEST_PATH)).toBe('routes/risk-profile/test.tsx');
    expect(routeFileOf(RISK_PROFILE_RESULT_PATH)).toBe('routes/risk-profile/result.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/ubah')).toBe('routes/risk-profile/retake.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/12')).toBe('routes/risk-profile/robo-test.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/12/hasil')).toBe('routes/risk-profile/robo-result.tsx');
    for (const path of [RISK_PROFILE_TEST_PATH, RISK_PROFILE_RESULT_PATH]) expect(comingSoonFeature(path), path).toBeNull();
  });

  it('gives each "soon" row a feature, and every feature at least one row', () => {
    const rows = routes.filter((route) => route.file === 'routes/coming-soon.tsx');
    const features = new Set(rows.map((row) => comingSoonFeature(`/${(row.path ?? '').replace(':step', '1')}`)));
    expect(features.has(null)).toBe(false);
    expect([...features].sort()).toEqual([...COMING_SOON_FEATURES].sort());
  });
});

function renderSoonPage(path: string, lng: Language): string {
  const feature = comingSoonFeature(path)!;
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', children: [{ id: 'soon', path: path.slice(1), element: createElement(comingSoon.default as ComponentType<never>, { loaderData: { feature } } as never) }] }],
    { initialEntries: [path] },
  );
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nInstances[lng] }, createElement(RouterProvider, { router })));
}

function metaArgs(path: string, lng: Language, extra: Record<string, unknown> = {}) {
  return {
    matches: [{ id: 'root', loaderData: { locale: lng, publicOrigin: 'https://celengan.id' } }],
    location: { pathname: path },
    ...extra,
  } as never;
}

describe('the "soon" page', () => {
  it('answers 200 with the feature of the address', async () => {
    for (const [path, feature] of [
    ] as const) {
      const result = await callRoute(comingSoon.loader, { url: path });
      expect(result.status, path).toBe(200);
      expect(result.data, path).toEqual({ feature });
    }
  });

  it('says what will come and offers the way back, in both languages', () => {
    for (const lng of ['id', 'en'] as const) {
      const text = resources[lng].comingSoon;
      const html = renderSoonPage('/reksadana/obligasi-by-bina-artha', lng);
      expect(textOf(html, 'coming-soon')).toContain(text.features.bonds.title);
      expect(html).toContain(text.features.bonds.body);
      expect(html).toContain(text.code);
      expect(html).toMatch(new RegExp(`<a href="/reksadana"[^>]*>.*?${text.back}</a>`));
      expect(html).toMatch(new RegExp(`<a href="/reksadana/semua-produk"[^>]*>${text.browse}</a>`));
    }
  });

  it('is titled "Feature · Celengan" and not indexed', () => {
    const id = comingSoon.meta(metaArgs('/reksadana/obligasi-by-bina-artha', 'id', { loaderData: { feature: 'bonds' } })) as MetaDescriptor[];
    expect(id).toContainEqual({ title: 'Obligasi ritel negara · Celengan' });
    expect(id).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(id.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    const en = comingSoon.meta(metaArgs('/reksadana/obligasi-by-bina-artha', 'en', { loaderData: { feature: 'bonds' } })) as MetaDescriptor[];
    expect(en).toContainEqual({ title: 'Retail government bonds · Celengan' });
  });
});

describe('an address under /reksadana/ that is no fund', () => {
  const fundCall = (investmentType: string, productSlug: string) =>
    callRoute(fundDetail.loader, { url: `/reksadana/${investmentType}/${productSlug}`, params: { investmentType, productSlug } });

  it('is the general 404 when the first segment is no fund type, the empty-fund 404 when the fund is unknown', async () => {
    for (const [type, slug] of [
      ['registrasi', 'lain'],
      ['profil-risiko', 'abc'],
      ['syariah', 'bahtera'],
      ['tidak-ada', 'tidak-ada'],
    ]) {
      const result = await fundCall(type!, slug!);
      expect(result.status, `${type}/${slug}`).toBe(404);
      expect(result.data, `${type}/${slug}`).toBeNull();
    }
    const missing = await fundCall(FUND_TYPE_PATHS.SAHAM, 'tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.data).toEqual({ missing: 'fund' });
  });

  it('is titled as the page it shows', () => {
    const title = (data: unknown, lng: Language) =>
      (fundDetail.meta(metaArgs('/reksadana/x/y', lng, { error: new ErrorResponse(404, 'Not Found', data) })) as MetaDescriptor[]).find((tag) => 'title' in tag);
    expect(title(null, 'id')).toEqual({ title: 'Halaman tidak ditemukan · Celengan' });
    expect(title(null, 'en')).toEqual({ title: 'Page not found · Celengan' });
    expect(title({ missing: 'fund' }, 'id')).toEqual({ title: 'Reksa dana tidak ditemukan · Celengan' });
  });
});
