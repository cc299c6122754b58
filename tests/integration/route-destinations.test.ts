// The addresses the app hands out (the registration indicator, the popups, the landing's submenu and banners, the
// buy buttons) each reach their own page: the "soon" page of decision 033 served them until issue 18 built the last
// ones (e-statement, referral, bonds) and is gone. An address under /reksadana/ that is no fund's is the general 404,
// not "Reksa dana tidak ditemukan".
import { matchRoutes, UNSAFE_ErrorResponseImpl as ErrorResponse, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../support/route';
import routes from '~/routes';
import type { Language } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { REFERRAL_PATH } from '~/domain/policies/referral-card';
import { KYC_INFORMATION_PATH, registrationFormPath, RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH } from '~/domain/policies/registration-indicator';
import * as fundDetail from '~/routes/reksadana/fund-detail';

const routeTable = routes.map((entry) => ({ id: entry.id ?? entry.file, file: entry.file, ...(entry.index ? { index: true as const } : { path: entry.path ?? '' }) }));
const routeFileOf = (pathname: string) => (matchRoutes(routeTable, pathname)?.at(-1)?.route as { file: string } | undefined)?.file;

describe('the route table', () => {
  it('sends the registration’s addresses to its own pages (issue 14)', () => {
    expect(routeFileOf(KYC_INFORMATION_PATH)).toBe('routes/registration/information.tsx');
    for (const path of [...[1, 2, 3, 4, 5, 6].map(registrationFormPath), '/reksadana/registrasi/form/selfieWithIdCard']) {
      expect(routeFileOf(path), path).toBe('routes/registration/form-step.tsx');
    }
    expect(routeFileOf('/reksadana/registrasi/identitas')).toBe('routes/registration/identity.tsx');
    expect(routeFileOf('/reksadana/registrasi/gagal')).toBe('routes/registration/failed.tsx');
  });

  it('sends the referral page to its own page (issue 18)', () => {
    expect(routeFileOf(REFERRAL_PATH)).toBe('routes/referral/referral.tsx');
  });

  it('sends the bonds addresses to their own pages (issue 18)', () => {
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha')).toBe('routes/products/bonds.tsx');
    expect(routeFileOf('/reksadana/obligasi-by-bina-artha/semua-produk')).toBe('routes/products/bonds-catalogue.tsx');
  });

  it('sends the e-statement to its own page (issue 18)', () => {
    expect(routeFileOf('/reksadana/e-statement')).toBe('routes/statements/e-statement.tsx');
  });

  it('sends the risk profile’s addresses to its own pages (issue 16)', () => {
    expect(routeFileOf(RISK_PROFILE_TEST_PATH)).toBe('routes/risk-profile/test.tsx');
    expect(routeFileOf(RISK_PROFILE_RESULT_PATH)).toBe('routes/risk-profile/result.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/ubah')).toBe('routes/risk-profile/retake.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/12')).toBe('routes/risk-profile/robo-test.tsx');
    expect(routeFileOf('/reksadana/profil-risiko/12/hasil')).toBe('routes/risk-profile/robo-result.tsx');
  });

});

function metaArgs(path: string, lng: Language, extra: Record<string, unknown> = {}) {
  return {
    matches: [{ id: 'root', loaderData: { locale: lng, publicOrigin: 'https://celengan.id' } }],
    location: { pathname: path },
    ...extra,
  } as never;
}

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
