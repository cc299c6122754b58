// GET /reksadana/initials (issue 4 item 5) against this file's copy of the seeded database: the initial
// data and the policy decisions for a visitor and for every demo account in its seeded state (seeds/
// demo-users.ts), the query behaviour (redirect=old_domain, referralData and its 7-day cookie, redirectUrl),
// sanitized links, and malformed queries answered with 200 and defaults.
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seeds/demo-accounts';
import { buildRequest, callRoute, CookieJar } from '../support/route';
import { FEATURE_FLAG_NAMES } from '~/domain/feature-flags';
import type { LandingPopup } from '~/domain/policies/landing-popups';
import { sanitizeLink } from '~/domain/policies/link-sanitizer';
import type { PurchaseEligibility } from '~/domain/policies/purchase-gate';
import type { RegistrationOutcome, RegistrationStepState } from '~/domain/policies/registration-indicator';
import { db } from '~/lib/db.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import { latestUsdRate } from '~/models/usd-rates.server';
import { money, usdToIdr } from '~/domain/money';
import { encodeReferralData, getLandingInitials, type LandingInitials } from '~/models/landing-initials.server';
import * as signIn from '~/routes/account/sign-in';
import * as initialsRoute from '~/routes/reksadana/initials';

/** An hour after the seed's clock (tests/global-setup.ts SEED_NOW, Friday 7 Nov 2025 20:00 WIB): 21:00 WIB. */
const NOW = new Date('2025-11-07T14:00:00Z');
const HOME = '/reksadana';

beforeEach(() => {
  // Only Date: the seeded cashback, referral windows and banners are dated from the seed's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: DEMO_PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

/** Calls the resource route; its Response body is read here (callRoute keeps only status and headers). */
async function initials(query = '', cookies?: CookieJar) {
  const request = buildRequest({ url: `/reksadana/initials${query}`, cookies });
  const response = await initialsRoute.loader({
    request,
    context: new RouterContextProvider(),
    params: {},
    url: new URL(request.url),
    pattern: '/reksadana/initials',
  } as never);
  cookies?.store(response.headers);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    data: (JSON.parse(text) as { data: LandingInitials }).data,
  };
}

const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;

describe('initials for a visitor', () => {
  it('has no user data, the flags, banners, page meta and the sign-up gate', async () => {
    const { status, headers, data } = await initials();
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toMatch(/application\/json/);
    expect(headers.get('Cache-Control')).toMatch(/no-cache/);
    expect(data.isUserLoggedIn).toBe(false);
    expect(data.isVerificationCompleted).toBe(false);
    expect(data.kycData).toBeNull();
    expect(data.registration).toBeNull();
    expect(data.popup).toBeNull();
    expect(data.cards).toBeNull();
    expect(data.referralCard).toBeNull();
    expect(data.portfolioSummary).toBeNull();
    expect(data.cashbackCardData).toBeNull();
    expect(data.redirectUrl).toBeNull();
    expect(data.redirectionPopup).toEqual({ shown: false, validDate: '2025-02-07' });
    expect(data.footerButtonShown).toBe(true);
    expect(data.purchase).toEqual({ kind: 'SIGN_UP', href: `/mulai-investasi?target=${encodeURIComponent(HOME)}` });
    // Every flag, as stored (the seed stores the defaults).
    expect(Object.keys(data.featureFlags).sort()).toEqual([...FEATURE_FLAG_NAMES].sort());
    expect(data.isVideoLearningEnabled).toBe(data.featureFlags.videoLearning);
    expect(data.isRoboCermatEnabled).toBe(data.featureFlags.roboAdvisor);
    expect(data.page.title).toContain('Celengan');
    expect(data.page.headerTitle).toBe('Reksa Dana');
    expect(data.page.description.length).toBeGreaterThan(0);
    // The seeded banners: three internal, one external; every link already passes the sanitizer.
    expect(data.promoBanners.map((b) => b.bannerUrl)).toEqual([
      '/reksadana/nabung-rutin',
      '/reksadana/referral',
      '/reksadana/pasar-uang',
    ]);
    expect(data.promoExternalBanners).toHaveLength(1);
    for (const banner of [...data.promoBanners, ...data.promoExternalBanners]) {
      expect(sanitizeLink(banner.bannerUrl)).toBe(banner.bannerUrl);
      expect(banner.image.webpUrl).toMatch(/^\/images\/banners\//);
      expect(banner.mobileImage.webpUrl).toMatch(/^\/images\/banners\/.*-mobile/);
    }
    // The seeded external banner (OJK's site) is not on the allow-list of decision 013: it goes home.
    expect(data.promoExternalBanners[0]).toMatchObject({ bannerUrl: HOME, newWindow: false, noFollow: true });
  });
});

describe('a plain visit (no user, no query, no referral cookie)', () => {
  const plain = (now = new Date(), query = new URLSearchParams(), cookieReferralData: unknown = undefined) =>
    getLandingInitials({ user: null, query, cookieReferralData, now, locale: 'id', currentPath: HOME }).data;

  it('is answered from memory until the database or the Jakarta date changes', () => {
    const first = plain();
    expect(plain()).toBe(first);
    // Anything of the visitor's own is worked out afresh, and equal where it brings nothing.
    expect(plain(undefined, new URLSearchParams('utm=x'))).not.toBe(first);
    expect(plain(undefined, new URLSearchParams('utm=x'))).toEqual(first);
    expect(plain(undefined, undefined, { referralCode: 'NOBODY' })).not.toBe(first);
    // The next Jakarta day (midnight WIB is 17:00 UTC).
    expect(plain(new Date('2025-11-07T17:00:00Z'))).not.toBe(first);
    // A write anywhere in the database (a flag here) is a new answer, which says the new state.
    setFeatureFlag(db(), { name: 'promoSection', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      const afterWrite = plain();
      expect(afterWrite).not.toBe(first);
      expect(afterWrite.featureFlags.promoSection).toBe(false);
      expect(afterWrite.promoBanners).toEqual([]);
    } finally {
      setFeatureFlag(db(), { name: 'promoSection', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
    expect(plain().promoBanners).toEqual(first.promoBanners);
  });
});

type Expected = {
  outcome: RegistrationOutcome;
  steps: [RegistrationStepState, RegistrationStepState, RegistrationStepState];
  popup: LandingPopup | null;
  purchase: PurchaseEligibility;
  referralCard: string;
  carouselShown: boolean;
  addNewShown: boolean;
  financialGoalsCard: boolean;
  footerButtonShown: boolean;
};

const notRegistered: Expected = {
  outcome: {
    kind: 'NOT_REGISTERED',
    estimateMinutes: 3,
    destination: 'RISK_PROFILE_TEST',
    href: '/reksadana/profil-risiko',
  },
  steps: ['WAITING', 'WAITING', 'WAITING'],
  popup: null,
  purchase: { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' },
  referralCard: 'NONE',
  carouselShown: false,
  addNewShown: true,
  financialGoalsCard: false,
  footerButtonShown: true,
};
/** Verified and complete, every popup closed, nothing invested. */
const verifiedFresh: Expected = {
  outcome: { kind: 'NONE' },
  steps: ['DONE', 'DONE', 'DONE'],
  popup: null,
  purchase: { kind: 'ALLOWED' },
  referralCard: 'GET_CASHBACK_BANNER',
  carouselShown: false,
  addNewShown: true,
  financialGoalsCard: true,
  footerButtonShown: true,
};

const EXPECTED: Record<(typeof DEMO_ACCOUNTS)[number]['email'], Expected> = {
  'investor@celengan.test': {
    ...verifiedFresh,
    referralCard: 'CASHBACK_AVAILABLE',
    carouselShown: true,
    financialGoalsCard: false,
  },
  'baru@celengan.test': notRegistered,
  'menunggu@celengan.test': {
    outcome: { kind: 'IN_PROCESS' },
    steps: ['DONE', 'WAITING', 'WAITING'],
    popup: { kind: 'SUCCESS_REGISTRATION' },
    purchase: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    referralCard: 'ELIGIBILITY_PENDING',
    carouselShown: false,
    addNewShown: true,
    financialGoalsCard: false,
    footerButtonShown: true,
  },
  'ditolak@celengan.test': {
    ...notRegistered,
    outcome: {
      kind: 'REJECTED',
      reason: { source: 'INTERNAL', code: 'FACE_MISMATCH' },
      reviseHref: '/reksadana/registrasi/form/5',
      reviseSubStep: 'selfieWithIdCard',
    },
    steps: ['DONE', 'REJECTED', 'WAITING'],
    purchase: { kind: 'BUY_PREVENTION', reason: 'REJECTED' },
  },
  'ditolak-ksei@celengan.test': {
    ...notRegistered,
    outcome: {
      kind: 'REJECTED',
      reason: { source: 'KSEI', code: 'NAME_MISMATCH' },
      reviseHref: '/reksadana/registrasi/informasi',
      reviseSubStep: null,
    },
    steps: ['DONE', 'REJECTED', 'WAITING'],
    purchase: { kind: 'BUY_PREVENTION', reason: 'REJECTED' },
  },
  'blokir@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'BLACKLISTED' },
    steps: ['DONE', 'REJECTED', 'WAITING'],
    purchase: { kind: 'BUY_PREVENTION', reason: 'BLACKLISTED' },
    footerButtonShown: false,
  },
  // Decision 039: the indicator, the popups and the gate agree: not finished until the email is verified, so
  // no "you can buy now" popup, no goals card, and a buy is prevented (the server refuses it too).
  'email@celengan.test': {
    ...verifiedFresh,
    outcome: { kind: 'VERIFY_EMAIL' },
    steps: ['DONE', 'WAITING', 'WAITING'],
    popup: null,
    purchase: { kind: 'BUY_PREVENTION', reason: 'EMAIL_NOT_VERIFIED' },
    financialGoalsCard: false,
  },
  'edd@celengan.test': { ...verifiedFresh, purchase: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' } },
  // An offline customer with a settled buy: the carousel, no add-new, no goals card (a single portfolio).
  'sales@celengan.test': { ...verifiedFresh, carouselShown: true, addNewShown: false, financialGoalsCard: false },
  // Bought, cashback held: the holding-period card first (spec landing §4); a goal portfolio in the carousel.
  'rujukan@celengan.test': { ...verifiedFresh, referralCard: 'HOLDING_PERIOD', carouselShown: true, financialGoalsCard: false },
  // Verified without a PIN, verification popup not closed: the verification popup with its create-PIN step.
  'pin@celengan.test': { ...verifiedFresh, popup: { kind: 'SUCCESS_VERIFICATION', withCreatePin: true } },
  'revisi@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'IN_PROCESS' },
    steps: ['DONE', 'WAITING', 'WAITING'],
    popup: { kind: 'SUCCESS_REVISION' },
    purchase: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
  },
  'kuis@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'NOT_REGISTERED', estimateMinutes: 3, destination: 'RISK_PROFILE_RESULT', href: '/reksadana/profil-risiko/hasil' },
  },
  // Three pages of the step-by-step form filled: finish registration at step 4.
  'lanjut@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'NOT_REGISTERED', estimateMinutes: 3, destination: 'REGISTRATION_FORM', href: '/reksadana/registrasi/form/4' },
    steps: ['DONE', 'WAITING', 'WAITING'],
  },
  // Prefill data on the first form version: the KYC information page.
  'lama@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'NOT_REGISTERED', estimateMinutes: 3, destination: 'KYC_INFORMATION', href: '/reksadana/registrasi/informasi' },
  },
  'cashback@celengan.test': { ...verifiedFresh, referralCard: 'CASHBACK_AVAILABLE', carouselShown: true, financialGoalsCard: false },
  'cashback-akhir@celengan.test': { ...verifiedFresh, referralCard: 'CASHBACK_AVAILABLE', carouselShown: true, financialGoalsCard: false },
  'operator@celengan.test': notRegistered,
  // Sent, waiting for the operator (issue 14): the registration popup already seen.
  'kyc@celengan.test': {
    ...notRegistered,
    outcome: { kind: 'IN_PROCESS' },
    steps: ['DONE', 'WAITING', 'WAITING'],
    purchase: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
  },
};

describe('initials for every demo account', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.state] as const))('%s (%s)', async (email) => {
    const expected = EXPECTED[email];
    const user = userRow(email);
    const { status, data, text } = await initials('', await signedIn(email));
    expect(status).toBe(200);
    expect(data.isUserLoggedIn).toBe(true);
    expect(data.registration!.outcome).toEqual(expected.outcome);
    expect(data.registration!.steps.map((s) => s.state)).toEqual(expected.steps);
    expect(data.registration!.steps.map((s) => s.key)).toEqual(['registrasi', 'verifikasi', 'selesai']);
    expect(data.popup).toEqual(expected.popup);
    expect(data.purchase).toEqual(expected.purchase);
    expect(data.referralCard!.kind).toBe(expected.referralCard);
    expect(data.portfolioSummary!.carousel.shown).toBe(expected.carouselShown);
    expect(data.cards!.portfolioCarousel).toBe(expected.carouselShown);
    expect(data.portfolioSummary!.carousel.addNew.shown).toBe(expected.addNewShown);
    expect(data.cards!.financialGoalsCard).toBe(expected.financialGoalsCard);
    expect(data.footerButtonShown).toBe(expected.footerButtonShown);

    // kycData mirrors the stored row.
    expect(data.kycData).toEqual({
      isEmailVerified: user.emailVerifiedAt !== null,
      isUserHasStartedRegistration: user.registrationStartedAt !== null,
      isVerificationBlacklisted: email === 'blokir@celengan.test',
      isVerificationCompleted: user.mutualFundKycStatus === 'verificationComplete' && user.isVerified,
      mutualFundKycStatus: user.mutualFundKycStatus,
      mutualFundKycUpdatedAt: user.mutualFundKycUpdatedAt?.toISOString() ?? null,
      mutualFundKseiRejectionReason: user.kseiRejectionReason,
      mutualFundKycRejectionReason: user.kycRejectionReason,
      quizStep: user.quizStep,
    });
    expect(data.isVerificationCompleted).toBe(data.kycData!.isVerificationCompleted);

    // Nothing secret or personal beyond the spec's initials.
    for (const secret of [user.passwordHash, user.pinHash, user.email, user.mobilePhone, user.fullName]) {
      if (secret) expect(text).not.toContain(secret);
    }
    for (const key of ['passwordHash', 'pinHash', 'session', 'email"', 'mobilePhone', 'fullName']) {
      expect(text).not.toContain(key);
    }
  });

  it('gives the investor the sum of its positions at the latest NAV, and its cashback', async () => {
    const user = userRow('investor@celengan.test');
    const { data } = await initials('', await signedIn(user.email));
    const summary = data.portfolioSummary!;

    // Computed here with plain SQL and BigInt: units × NAV (both × 10^4), rounded down per position.
    const rows = db()
      .$client.prepare(
        `SELECT p.portfolio_id AS portfolioId, p.units, p.cost_basis AS costBasis, f.currency,
                (SELECT n.nav FROM fund_navs n WHERE n.fund_id = p.fund_id ORDER BY n.nav_date DESC LIMIT 1) AS nav
           FROM positions p JOIN funds f ON f.id = p.fund_id WHERE p.user_id = ?`,
      )
      .all(user.id) as {
      portfolioId: number;
      units: number;
      costBasis: number;
      currency: 'IDR' | 'USD';
      nav: number;
    }[];
    expect(rows.length).toBeGreaterThan(3);
    const valueOf = (r: (typeof rows)[number]) =>
      (BigInt(r.units) * BigInt(r.nav) * (r.currency === 'USD' ? 100n : 1n)) / 100_000_000n;
    const total = (currency: 'IDR' | 'USD', portfolioId?: number) =>
      Number(
        rows
          .filter((r) => r.currency === currency && (portfolioId === undefined || r.portfolioId === portfolioId))
          .reduce((acc, r) => acc + valueOf(r), 0n),
      );
    const cost = (currency: 'IDR' | 'USD') =>
      rows.filter((r) => r.currency === currency).reduce((acc, r) => acc + r.costBasis, 0);

    expect(summary.totalInvestment).toBe(total('IDR'));
    expect(summary.totalInvestment).toBeGreaterThan(0);
    expect(summary.initialInvestment).toBe(cost('IDR'));
    expect(summary.profit).toBe(total('IDR') - cost('IDR'));
    // The JSON sends dollars (decision 028); the summary's cents are total('USD').
    expect(summary.usd.totalInvestment).toBe(total('USD') / 100);
    expect(summary.usd.totalInvestment).toBeGreaterThan(0);
    // Issue 16 item 6 (decision 069): the latest dollar rate in rupiah, and the total in rupiah counting the dollars at it.
    const rate = latestUsdRate()!;
    expect(summary.usdRate).toEqual({ buyRate: rate.buyRate / 10_000, valueAt: rate.valueAt });
    expect(summary.performance.value).toBe(total('IDR') + usdToIdr(money(total('USD'), 'USD'), rate.buyRate).minor);
    expect(summary.performance.profit).toBe(summary.performance.value - summary.performance.totalInvestment);
    expect(summary.performance.moneyWeightedReturn).toEqual({ rate: expect.any(Number), annualised: true });
    expect(summary.performance.timeWeightedReturn).toEqual({ rate: expect.any(Number), annualised: true });
    expect(Number.isInteger(summary.totalInvestment)).toBe(true);
    for (const p of summary.portfolios) expect(p.totalInvestment).toBe(total('IDR', p.portfolioId));
    expect(summary.portfolios.reduce((acc, p) => acc + p.totalInvestment, 0)).toBe(summary.totalInvestment);
    expect(summary.returnRate).toBeCloseTo(((total('IDR') - cost('IDR')) / cost('IDR')) * 100, 3);

    // Robo default first, then the two goals; all three are cards (each holds units), add-new shows.
    expect(summary.portfolios.map((p) => p.name)).toEqual(['Portofolio Utama', 'Pendidikan Anak', 'Dana Darurat']);
    expect(summary.carousel.cardPortfolioIds).toEqual(summary.portfolios.map((p) => p.portfolioId));
    expect(summary.carousel.addNew).toEqual({ shown: true, href: '/reksadana/portfolio?buat=true' });
    expect(summary.carousel.slidesPerView).toEqual({ desktop: 2, mobile: 1 });
    expect(summary.orderCount).toBe(
      db().select().from(schema.orders).where(eq(schema.orders.userId, user.id)).all().length,
    );
    expect(summary.firstPurchaseAt).not.toBeNull();
    expect(summary.enableMutualFundBalanceMasking).toBe(false);

    // The seeded cashback: Rp 25.000, expiring 12 days after the seed day (19 Nov 2025, 23:59 WIB).
    expect(data.referralCard).toEqual({
      kind: 'CASHBACK_AVAILABLE',
      amount: user.cashbackAmount,
      expiresAt: user.cashbackExpiredAt!.toISOString(),
      expiresOn: '2025-11-19',
      daysLeft: 12,
      notice: null,
    });
    expect(user.cashbackAmount).toBe(25_000);
  });

  it('shows the ends-today notice on the cashback’s last day', async () => {
    const cookies = await signedIn('investor@celengan.test');
    vi.setSystemTime(new Date('2025-11-19T03:00:00Z')); // 10:00 WIB on the expiry day
    const { data } = await initials('', cookies);
    expect(data.referralCard).toMatchObject({ kind: 'CASHBACK_AVAILABLE', daysLeft: 0, notice: 'ENDS_TODAY' });
  });

  it('allows the EDD user to buy once the EDD check is switched off', async () => {
    setFeatureFlag(db(), { name: 'eddCheck', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      const { data } = await initials('', await signedIn('edd@celengan.test'));
      expect(data.featureFlags.eddCheck).toBe(false);
      expect(data.purchase).toEqual({ kind: 'ALLOWED' });
    } finally {
      setFeatureFlag(db(), { name: 'eddCheck', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
  });

  it('shows the cashback’s days left in its last week, and ends today within 24 hours (decision 012)', async () => {
    const card = async (email: string) => (await initials('', await signedIn(email))).data.referralCard;
    // Seeded on Friday 7 Nov 2025 at 20:00 WIB: 5 days to 12 Nov, 23:59 WIB ...
    expect(await card('cashback@celengan.test')).toMatchObject({
      kind: 'CASHBACK_AVAILABLE',
      amount: 25_000,
      expiresOn: '2025-11-12',
      daysLeft: 5,
      notice: 'DAYS_LEFT',
    });
    // ... and twelve hours to Saturday 08:00 WIB, eleven from the test's clock.
    expect(await card('cashback-akhir@celengan.test')).toMatchObject({
      kind: 'CASHBACK_AVAILABLE',
      amount: 25_000,
      expiresOn: '2025-11-08',
      daysLeft: 1,
      notice: 'ENDS_TODAY',
    });
  });

  it('gives the offline customer one card and no add-new link, and hides an empty robo portfolio', async () => {
    const sales = (await initials('', await signedIn('sales@celengan.test'))).data.portfolioSummary!;
    expect(sales.portfolios).toHaveLength(1);
    expect(sales.portfolios[0]).toMatchObject({ defaultPortfolio: true, roboCermat: true });
    expect(sales.portfolios[0]!.totalInvestment).toBeGreaterThan(0);
    expect(sales.carousel).toMatchObject({ shown: true, cardPortfolioIds: [sales.portfolios[0]!.portfolioId], addNew: { shown: false } });

    // The referred investor's robo portfolio holds nothing: only the goal is a card, and add-new shows.
    const rudi = (await initials('', await signedIn('rujukan@celengan.test'))).data.portfolioSummary!;
    expect(rudi.portfolios.map((p) => [p.name, p.roboCermat, p.totalInvestment > 0])).toEqual([
      ['Portofolio Utama', true, false],
      ['Liburan Keluarga', false, true],
    ]);
    expect(rudi.carousel).toMatchObject({ shown: true, cardPortfolioIds: [rudi.portfolios[1]!.portfolioId], addNew: { shown: true } });
  });
});

describe('query behaviour', () => {
  it('shows the redirection popup for redirect=old_domain only', async () => {
    expect((await initials('?redirect=old_domain')).data.redirectionPopup).toEqual({
      shown: true,
      validDate: '2025-02-07',
    });
    expect((await initials('?redirect=OLD_DOMAIN')).data.redirectionPopup.shown).toBe(false);
    expect((await initials('?redirect=new_domain')).data.redirectionPopup.shown).toBe(false);
    const signedInData = (await initials('?redirect=old_domain', await signedIn('baru@celengan.test'))).data;
    expect(signedInData.redirectionPopup.shown).toBe(true);
  });

  it('sanitizes redirectUrl: hostile links become the home path', async () => {
    const redirect = async (value: string) =>
      (await initials(`?redirectUrl=${encodeURIComponent(value)}`)).data.redirectUrl;
    expect(await redirect('javascript:alert(document.cookie)')).toBe(HOME);
    expect(await redirect('https://evil.example/login')).toBe(HOME);
    expect(await redirect('//evil.example')).toBe(HOME);
    expect(await redirect('data:text/html,<script>alert(1)</script>')).toBe(HOME);
    expect(await redirect('/reksadana/portfolio?buat=true')).toBe('/reksadana/portfolio?buat=true');
    expect(await redirect('https://celengan.id/reksadana/saham')).toBe('/reksadana/saham');
  });

  it('sanitizes hostile banner links from the database', async () => {
    const hostile = [
      { url: 'javascript:alert(1)', name: 'Hostile script' },
      { url: 'https://evil.example/promo', name: 'Hostile host' },
      { url: '//evil.example/promo', name: 'Hostile protocol-relative' },
    ];
    for (const [i, h] of hostile.entries()) {
      db()
        .insert(schema.promoBanners)
        .values({
          name: h.name,
          bannerUrl: h.url,
          imageWebpUrl: 'javascript:alert(2)',
          mobileImageWebpUrl: 'https://evil.example/pixel.webp',
          newWindow: true,
          noFollow: false,
          dataButtonName: `hostile-${i}`,
          position: 100 + i,
        })
        .run();
    }
    const { data, text } = await initials();
    for (const h of hostile) {
      const banner = data.promoBanners.find((b) => b.name === h.name)!;
      expect(banner).toMatchObject({
        bannerUrl: HOME,
        newWindow: false,
        image: { webpUrl: null },
        mobileImage: { webpUrl: null },
      });
    }
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('evil.example');
  });

  it('decodes referralData from the query, keeps it in a 7-day cookie and reads it back', async () => {
    const investor = userRow('investor@celengan.test');
    const referralData = encodeReferralData({ referralCode: investor.referralCode! });
    const cookies = new CookieJar();
    const first = await initials(`?referralData=${referralData}`, cookies);
    expect(first.data.cashbackCardData).toEqual({
      referralCode: investor.referralCode,
      cashbackAmount: 25_000,
      source: 'query',
    });
    const setCookie = first.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^celengan_referral=/);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).toMatch(/HttpOnly/);
    // Later, without the query: from the cookie, and the cookie is not set again.
    const later = await initials('', cookies);
    expect(later.data.cashbackCardData).toEqual({
      referralCode: investor.referralCode,
      cashbackAmount: 25_000,
      source: 'cookie',
    });
    expect(later.headers.get('Set-Cookie')).toBeNull();
    // The visitor who then signs in (here as baru, on the same browser) keeps the card.
    const baru = await signedIn('baru@celengan.test');
    baru.store(new Headers([['Set-Cookie', setCookie]]));
    const signedInLater = await initials('', baru);
    expect(signedInLater.data.isUserLoggedIn).toBe(true);
    expect(signedInLater.data.cashbackCardData?.source).toBe('cookie');
    // The referrer's own code gives no card.
    expect(
      (await initials(`?referralData=${referralData}`, await signedIn(investor.email))).data.cashbackCardData,
    ).toBeNull();
  });

  it('ignores referral data with the referral programme off', async () => {
    const investor = userRow('investor@celengan.test');
    setFeatureFlag(db(), { name: 'referral', enabled: false, actor: { kind: 'cli' }, now: NOW });
    try {
      const { data, headers } = await initials(
        `?referralData=${encodeReferralData({ referralCode: investor.referralCode! })}`,
      );
      expect(data.cashbackCardData).toBeNull();
      expect(headers.get('Set-Cookie')).toBeNull();
    } finally {
      setFeatureFlag(db(), { name: 'referral', enabled: true, actor: { kind: 'cli' }, now: NOW });
    }
  });

  it('answers malformed query values with 200 and the defaults', async () => {
    const b64 = (value: string) => Buffer.from(value).toString('base64url');
    const malformed = [
      '?referralData=%%%zz&redirect=%E0%A4%A',
      '?referralData=not-base64!!&redirect[]=old_domain',
      `?referralData=${b64('not json')}`,
      `?referralData=${b64('[1,2,3]')}`,
      `?referralData=${b64('{"referralCode":"<script>"}')}`,
      `?referralData=${b64('{"referralCode":"NOBODY0000"}')}`,
      `?referralData=${'A'.repeat(5000)}`,
      '?referralData=&redirect=&redirectUrl=',
      '?redirect=x&redirect=old_domain&referralData=x&referralData=y',
    ];
    for (const query of malformed) {
      const { status, data, headers } = await initials(query);
      expect(status, query).toBe(200);
      expect(data.cashbackCardData, query).toBeNull();
      expect(data.redirectionPopup.shown, query).toBe(false);
      expect(data.redirectUrl, query).toBeNull();
      expect(headers.get('Set-Cookie'), query).toBeNull();
    }
    // A tampered cookie is ignored too.
    const jar = new CookieJar();
    jar.store(new Headers([['Set-Cookie', 'celengan_referral=%%%not-base64']]));
    const tampered = await initials('', jar);
    expect(tampered.status).toBe(200);
    expect(tampered.data.cashbackCardData).toBeNull();
  });
});
