// The landing page's initial data (spec landing §3 "Initial page data", §2 query behaviour; issue 4 item 5):
// what `GET /reksadana/initials` answers. This module gathers the data (the signed-in user's row, which the
// session lookup already read; their portfolios with positions valued at the latest NAV; their order count;
// the promo banners; the feature flags) and hands it to the pure policies of app/domain/policies/, which
// decide: registration steps and card, the popup on load, the cards, the referral card, the purchase gate,
// the portfolio carousel. Every link taken from data or from the query passes the link sanitizer.
//
// Units (DESIGN.md "Money, units, time"): every amount is an integer in minor units of its currency;
// the rupiah (IDR) fields are whole rupiah, the fields under `usd` are US cents. Rates are percent numbers
// (12.3456 = 12.3456 %). Instants are ISO strings; calendar dates YYYY-MM-DD (Asia/Jakarta).
//
// Queries: visitor none (the banners and the flags are kept per database version); signed in 2 (
// portfolios with positions and latest NAV, order count), plus 1 when referral data names a code.
import { and, asc, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { createCookie } from 'react-router';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { funds, orders, portfolios, positions, promoBanners, users } from '../../db/schema';
import { jakartaDate } from '~/domain/dates';
import type { Currency, GoalType, KycStatus, Language } from '~/domain/enums';
import type { FeatureFlagState } from '~/domain/feature-flags';
import { brandedTitle } from '~/domain/page-head';
import { addAmounts, emptyAmounts, positionAmounts, valueFigures, type Amounts } from '~/domain/portfolio-value';
import type { ReturnFigure } from '~/domain/returns';
import { getPortfolioPerformance, type PerformanceReport, type ScopePerformance } from './portfolio-performance.server';
import { rupiahValue, type UsdRate } from './usd-rates.server';
import {
  CREATE_PIN_POSTPONE_DAYS,
  landingCards,
  landingPopup,
  type LandingCards,
  type LandingPopup,
} from '~/domain/policies/landing-popups';
import { classifyLink, HOME_PATH, sanitizeLink } from '~/domain/policies/link-sanitizer';
import {
  CAROUSEL_SLIDES_PER_VIEW,
  hasAnyInvestment,
  portfolioCarousel,
  targetPercentDisplay,
  type CarouselPortfolio,
  type PortfolioCarousel,
} from '~/domain/policies/portfolio-carousel';
import { purchaseEligibility, type PurchaseEligibility } from '~/domain/policies/purchase-gate';
import { REFERRAL_BANNER_CASHBACK_AMOUNT, referralCard, type ReferralCard } from '~/domain/policies/referral-card';
import {
  isBlacklisted,
  isFooterButtonShown,
  isKycComplete,
  registrationStatus,
  type RegistrationStatus,
} from '~/domain/policies/registration-indicator';
import { perDatabase, versionedCache } from '~/lib/db-version.server';
import { db } from '~/lib/db.server';
import type { SessionUser } from '~/lib/session.server';
import { resources } from '~/locales';
import { getFeatureFlags } from './feature-flags.server';
import { latestNav } from './latest-nav.server';
import { withEmailVerification } from './users.server';

// ---------------------------------------------------------------------------------------------
// Query behaviour (spec landing §2)

/** §2 "redirect=old_domain shows a one-time redirection popup". */
export const OLD_DOMAIN_REDIRECT = 'old_domain';
/** §2, §9 "Redirection popup date 7 Februari 2025": the date the popup shows. */
export const REDIRECTION_POPUP_VALID_DATE = '2025-02-07';
/** §9 "Referral cookie kept 7 days". */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Longer referral data is not looked at: a code fits in a few dozen characters. */
const MAX_REFERRAL_DATA_LENGTH = 512;

/**
 * The referral data (spec landing §2 "referralData is read from the query or from a cookie"; its encoding is
 * not shown). Chosen here: base64url of a JSON object `{"referralCode":"RINA1234"}`; other keys are ignored.
 * Only the code is trusted from outside: the cashback amount on the card is the programme's own (§9 25000),
 * never a number from a link, and a code that belongs to no one (or to the reader) shows no card.
 */
const referralDataSchema = z.object({
  referralCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,32}$/),
});
export type ReferralData = z.infer<typeof referralDataSchema>;

/** The referral data kept for 7 days (§9), so that a visitor who signs up later still gets the card. */
export const referralCookie = createCookie('celengan_referral', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: REFERRAL_COOKIE_MAX_AGE_SECONDS,
});

/**
 * "Later" on the create-PIN popup (decision 040): the user's id, kept CREATE_PIN_POSTPONE_DAYS in this
 * browser, so the popup shows once right after the verification popup and not on every visit. It only
 * holds back a reminder, so it is not signed: a forged one hides nobody's popup but one's own.
 */
export const createPinPostponedCookie = createCookie('celengan_pin_nanti', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: CREATE_PIN_POSTPONE_DAYS * 24 * 60 * 60,
});

/** Whether the request's create-PIN postponement is this user's (another account on the same browser has its own). */
export async function isCreatePinPostponed(cookieHeader: string | null, userId: number): Promise<boolean> {
  return (await createPinPostponedCookie.parse(cookieHeader)) === userId;
}

/** Decodes `referralData` from the query; anything malformed is null (ignored, never an error). */
export function decodeReferralData(raw: string | null): ReferralData | null {
  if (raw === null || raw.length === 0 || raw.length > MAX_REFERRAL_DATA_LENGTH) return null;
  // A '+' of standard base64 arrives as a space after query decoding.
  const value = raw.replaceAll(' ', '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  return parseReferralData(decoded);
}

/** Validates a decoded value (the query's, or the cookie's parsed JSON). */
export function parseReferralData(value: unknown): ReferralData | null {
  const parsed = referralDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** base64url JSON, the form `decodeReferralData` reads (for links built by the referral page and tests). */
export function encodeReferralData(data: ReferralData): string {
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
}

// ---------------------------------------------------------------------------------------------
// The JSON

export interface PromoBannerJson {
  name: string;
  /** Sanitized (spec §5): an app path, an allowed host, or the home path when refused. */
  bannerUrl: string;
  image: { webpUrl: string | null };
  mobileImage: { webpUrl: string | null };
  /** Only for a link that was allowed; a refused link (now the home path) opens in place. */
  newWindow: boolean;
  noFollow: boolean;
  dataButtonName: string;
}

export interface KycDataJson {
  isEmailVerified: boolean;
  isUserHasStartedRegistration: boolean;
  isVerificationBlacklisted: boolean;
  isVerificationCompleted: boolean;
  mutualFundKycStatus: KycStatus | null;
  /** ISO instant. */
  mutualFundKycUpdatedAt: string | null;
  mutualFundKseiRejectionReason: string | null;
  mutualFundKycRejectionReason: string | null;
  quizStep: number;
}

export interface PortfolioJson {
  portfolioId: number;
  name: string;
  icon: string;
  defaultPortfolio: boolean;
  roboCermat: boolean;
  active: boolean;
  riskPortfolioScore: number | null;
  scoreLowerLimit: number | null;
  goalType: GoalType | null;
  /** Whole rupiah; null without a goal target. */
  targetAmount: number | null;
  /** §3 targetPercentage shown as a percentage capped at 100 (2 decimals); null without a shown target. */
  targetPercent: number | null;
  /** Market value of the IDR positions at the latest NAV, whole rupiah (the spec's totalInvestment). */
  totalInvestment: number;
  /** Cost basis of the IDR positions (what was paid, fees included), whole rupiah. */
  initialInvestment: number;
  /** totalInvestment − initialInvestment, whole rupiah (unrealized). */
  profit: number;
  /** profit / initialInvestment in percent; null when nothing was invested. */
  returnRate: number | null;
  /** USD positions, in US cents: not converted (no exchange rate in the data). */
  usd: { totalInvestment: number; initialInvestment: number; profit: number };
  /** Issue 16 items 6, 7: value and profit in whole rupiah (dollars at the latest rate), both returns (decision 068). */
  performance: PerformanceJson;
}

/**
 * How a portfolio or all of them did (models/portfolio-performance.server.ts; decisions 068, 069), in whole rupiah
 * with dollar holdings at the latest rate: `value`, `totalInvestment` (paid in − received back), `profit` (value −
 * totalInvestment), and the returns as fractions with `annualised`.
 */
export interface PerformanceJson {
  value: number;
  totalInvestment: number;
  profit: number;
  moneyWeightedReturn: ReturnFigure;
  timeWeightedReturn: ReturnFigure;
}

export interface PortfolioSummaryJson {
  /** Balance hidden behind the toggle (profile enableMutualFundBalanceMasking). */
  enableMutualFundBalanceMasking: boolean;
  /** ISO instant of the first paid buy order, null before any. */
  firstPurchaseAt: string | null;
  /** Sum over every IDR position of its value at its fund's latest NAV, whole rupiah. */
  totalInvestment: number;
  /** Sum of the IDR positions' cost basis, whole rupiah. */
  initialInvestment: number;
  /** Whole rupiah (unrealized). */
  profit: number;
  /** Percent; null when nothing was invested. */
  returnRate: number | null;
  /** USD positions in US cents. */
  usd: { totalInvestment: number; initialInvestment: number; profit: number };
  /** The latest dollar buy rate (usd_rates × 10^4 rupiah per dollar) and its day; null while there is none (decision 069). */
  usdRate: UsdRate | null;
  /** All active portfolios together (issue 16 items 6, 7). */
  performance: PerformanceJson;
  /** Active portfolios, default first. */
  portfolios: PortfolioJson[];
  /** Orders of any status (the financial-goals popup's "zero orders"). */
  orderCount: number;
  /** Spec §2, §4, §5 carousel decision; cards by portfolio id, in the order shown. */
  carousel: {
    shown: boolean;
    cardPortfolioIds: number[];
    addNew: PortfolioCarousel<CarouselPortfolio>['addNew'];
    slidesPerView: typeof CAROUSEL_SLIDES_PER_VIEW;
  };
}

export interface LandingInitials {
  isUserLoggedIn: boolean;
  /** §6 verified: verificationComplete and isVerified. */
  isVerificationCompleted: boolean;
  isVideoLearningEnabled: boolean;
  isRoboCermatEnabled: boolean;
  /** Null for a visitor. */
  kycData: KycDataJson | null;
  featureFlags: FeatureFlagState;
  /** Internal banners, in their order; empty with the promo-section flag off. */
  promoBanners: PromoBannerJson[];
  promoExternalBanners: PromoBannerJson[];
  /** Not derivable: the schema has no icon set for the landing page (null). */
  icons: null;
  /** Page meta in the request's language; `content` is not derivable (no CMS text in the schema: null). */
  page: { title: string; headerTitle: string; description: string; content: null };
  /** Decoded from referralData (query, else the 7-day cookie); null without valid data or with the flag off. */
  cashbackCardData: { referralCode: string; cashbackAmount: number; source: 'query' | 'cookie' } | null;
  /** From `?redirectUrl=`, sanitized (a refused link becomes the home path); null when absent. */
  redirectUrl: string | null;
  /** §2: shown for redirect=old_domain (once: the page remembers it in local storage). */
  redirectionPopup: { shown: boolean; validDate: string };
  /** The three steps and the card under them; null for a visitor. */
  registration: RegistrationStatus | null;
  /** §6 intention: hidden for blacklisted users (decision 011). */
  footerButtonShown: boolean;
  /** The popup to open on load; null for none (and for a visitor). */
  popup: LandingPopup | null;
  /** Success-registration card, financial-goals card, carousel flag; null for a visitor. */
  cards: LandingCards | null;
  /** Null for a visitor. */
  referralCard: ReferralCard | null;
  /** What a buy attempt (robo or self-buy) opens, before knowing what is bought. */
  purchase: PurchaseEligibility;
  /** Null for a visitor. */
  portfolioSummary: PortfolioSummaryJson | null;
}

export interface LandingInitialsInput {
  user: SessionUser | null;
  query: URLSearchParams;
  /** The referral cookie's parsed value (anything: it is validated here). */
  cookieReferralData: unknown;
  now: Date;
  locale: Language;
  /** The page a sign-up returns to. */
  currentPath?: string;
  /** The signed-in user chose "later" on the create-PIN popup (isCreatePinPostponed); false when absent. */
  createPinPostponed?: boolean;
}

export interface LandingInitialsResult {
  data: LandingInitials;
  /** Valid referral data that came with the query: the route keeps it in the cookie for 7 days. */
  referralToKeep: ReferralData | null;
}

// ---------------------------------------------------------------------------------------------
// Gathering

/** Active banners of today (Jakarta calendar), in their position order. */
function readBanners(today: string, database: Db) {
  return database
    .select({
      name: promoBanners.name,
      bannerUrl: promoBanners.bannerUrl,
      imageWebpUrl: promoBanners.imageWebpUrl,
      mobileImageWebpUrl: promoBanners.mobileImageWebpUrl,
      newWindow: promoBanners.newWindow,
      noFollow: promoBanners.noFollow,
      dataButtonName: promoBanners.dataButtonName,
      isExternal: promoBanners.isExternal,
    })
    .from(promoBanners)
    .where(
      and(
        eq(promoBanners.isActive, true),
        or(isNull(promoBanners.startsAt), lte(promoBanners.startsAt, today)),
        or(isNull(promoBanners.endsAt), gte(promoBanners.endsAt, today)),
      ),
    )
    .orderBy(asc(promoBanners.position), asc(promoBanners.id))
    .all();
}

/**
 * Today's banners as the page shows them, kept while the database and the date are unchanged: every
 * visit asks for the same few rows, and building and sanitizing them cost more than the rest of the
 * initials (issue 4 "Performance").
 */
const rememberBanners = versionedCache<{ internal: PromoBannerJson[]; external: PromoBannerJson[] }>(4);

function bannersOf(today: string, database: Db): { internal: PromoBannerJson[]; external: PromoBannerJson[] } {
  return rememberBanners(database, today, () => {
    const rows = readBanners(today, database);
    return { internal: rows.filter((b) => !b.isExternal).map(bannerJson), external: rows.filter((b) => b.isExternal).map(bannerJson) };
  });
}

/** An image source from data: an allowed path or host, else none (the page shows its placeholder). */
function imageUrl(raw: string): string | null {
  const decision = classifyLink(raw);
  return decision.allowed && decision.kind !== 'APP_SCHEME' ? decision.href : null;
}

function bannerJson(row: ReturnType<typeof readBanners>[number]): PromoBannerJson {
  const link = classifyLink(row.bannerUrl);
  return {
    name: row.name,
    // sanitizeLink gives the same href as the decision above; called by name so the rule is visible.
    bannerUrl: sanitizeLink(row.bannerUrl),
    image: { webpUrl: imageUrl(row.imageWebpUrl) },
    mobileImage: { webpUrl: imageUrl(row.mobileImageWebpUrl) },
    newWindow: link.allowed && row.newWindow,
    noFollow: row.noFollow,
    dataButtonName: row.dataButtonName,
  };
}

/**
 * The signed-in user's queries, prepared once per database: the landing page runs them on every visit,
 * and Drizzle spent more time building them than SQLite running them (issue 4 "Performance").
 */
const statementsFor = perDatabase(prepareUserStatements);

function prepareUserStatements(database: Db) {
  return {
    /** Every portfolio of the user with one row per position (none for an empty portfolio) and the latest NAV. */
    portfolioPositions: database
      .select({
        portfolioId: portfolios.id,
        name: portfolios.name,
        icon: portfolios.icon,
        isDefault: portfolios.isDefault,
        roboCermat: portfolios.roboCermat,
        active: portfolios.active,
        riskPortfolioScore: portfolios.riskPortfolioScore,
        scoreLowerLimit: portfolios.scoreLowerLimit,
        goalType: portfolios.goalType,
        targetAmount: portfolios.targetAmount,
        showTarget: portfolios.showTarget,
        units: positions.units,
        costBasis: positions.costBasis,
        currency: funds.currency,
        nav: latestNav(positions.fundId),
      })
      .from(portfolios)
      .leftJoin(positions, eq(positions.portfolioId, portfolios.id))
      .leftJoin(funds, eq(funds.id, positions.fundId))
      .where(eq(portfolios.userId, sql.placeholder('userId')))
      .orderBy(desc(portfolios.isDefault), asc(portfolios.createdAt), asc(portfolios.id))
      .prepare(),
    /** Orders of any status, and when the first buy was paid. */
    orderFacts: database
      .select({
        count: sql<number>`count(*)`,
        firstPurchaseAt: sql<number | null>`min(CASE WHEN ${orders.type} = 'BUY' THEN ${orders.paidAt} END)`,
      })
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId')))
      .prepare(),
  };
}

function readPortfolioPositions(userId: number, database: Db) {
  return statementsFor(database).portfolioPositions.all({ userId });
}

/** Orders of any status, and when the first buy was paid. */
function readOrderFacts(userId: number, database: Db) {
  const row = statementsFor(database).orderFacts.get({ userId });
  return {
    orderCount: row?.count ?? 0,
    firstPurchaseAt: row?.firstPurchaseAt == null ? null : new Date(row.firstPurchaseAt),
  };
}

/** The id of the user a referral code belongs to, if any. */
function referralCodeOwner(code: string, database: Db): number | null {
  return database.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).get()?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic (app/domain/portfolio-value.ts: integers, one currency at a time)

const usdJson = (usd: Amounts) => {
  const figures = valueFigures(usd);
  return { totalInvestment: figures.value, initialInvestment: figures.costBasis, profit: figures.profit };
};

/** Whether there is investment in either currency: what the policies ask of "total investment" (§4). */
const invested = (amounts: Record<Currency, Amounts>): boolean =>
  hasAnyInvestment([amounts.IDR.value, amounts.USD.value]);

const performanceJson = (scope: ScopePerformance | undefined): PerformanceJson => {
  const figures = scope?.rupiah;
  return {
    value: figures?.value ?? 0,
    totalInvestment: figures?.totalInvestment ?? 0,
    profit: figures?.profit ?? 0,
    moneyWeightedReturn: figures?.moneyWeightedReturn ?? { rate: null, annualised: false },
    timeWeightedReturn: figures?.timeWeightedReturn ?? { rate: null, annualised: false },
  };
};

function portfolioSummary(
  user: SessionUser,
  flags: FeatureFlagState,
  rows: ReturnType<typeof readPortfolioPositions>,
  orderFacts: ReturnType<typeof readOrderFacts>,
  performance: PerformanceReport | null,
): { summary: PortfolioSummaryJson; hasInvestment: boolean; nonDefaultPortfolioCount: number } {
  const byPortfolio = new Map<number, { row: (typeof rows)[number]; amounts: Record<Currency, Amounts> }>();
  const total = emptyAmounts();
  for (const row of rows) {
    let entry = byPortfolio.get(row.portfolioId);
    if (!entry) {
      entry = { row, amounts: emptyAmounts() };
      byPortfolio.set(row.portfolioId, entry);
    }
    if (row.units === null || row.currency === null) continue;
    // A position of a fund without any NAV is worth nothing yet (its units cannot exist without one).
    const amounts = positionAmounts({ units: row.units, costBasis: row.costBasis ?? 0, nav: row.nav, currency: row.currency });
    addAmounts(entry.amounts, amounts);
    addAmounts(total, amounts);
  }

  const entries = [...byPortfolio.values()];
  const all: PortfolioJson[] = entries.map(({ row, amounts }) => {
    const idr = valueFigures(amounts.IDR);
    return {
      portfolioId: row.portfolioId,
      name: row.name,
      icon: row.icon,
      defaultPortfolio: row.isDefault,
      roboCermat: row.roboCermat,
      active: row.active,
      riskPortfolioScore: row.riskPortfolioScore,
      scoreLowerLimit: row.scoreLowerLimit,
      goalType: row.goalType,
      targetAmount: row.targetAmount,
      // §3 "targetPercentage (a fraction, shown as a percentage capped at 100)": value over the goal's target.
      targetPercent:
        row.showTarget && row.targetAmount
          ? targetPercentDisplay(rupiahValue({ IDR: amounts.IDR.value.minor, USD: amounts.USD.value.minor }, performance?.usdRate ?? null), row.targetAmount)
          : null,
      totalInvestment: idr.value,
      initialInvestment: idr.costBasis,
      profit: idr.profit,
      returnRate: idr.returnRate,
      usd: usdJson(amounts.USD),
      performance: performanceJson(performance?.portfolios[row.portfolioId]),
    };
  });

  // For the summary and per portfolio (§5: robo cards without investment hide), the carousel asks only
  // whether there is investment, USD holdings included though the rupiah total leaves them out.
  const hasInvestment = invested(total);
  const carousel = portfolioCarousel({
    portfolios: entries.map(({ row, amounts }) => ({
      portfolioId: row.portfolioId,
      defaultPortfolio: row.isDefault,
      roboCermat: row.roboCermat,
      active: row.active,
      hasInvestment: invested(amounts),
    })),
    hasInvestment,
    salesCode: user.salesCode,
    flags: { addPortfolioForOfflineUsers: flags.addPortfolioForOfflineUsers },
  });
  const active = all.filter((p) => p.active);
  const idr = valueFigures(total.IDR);
  return {
    hasInvestment,
    nonDefaultPortfolioCount: active.filter((p) => !p.defaultPortfolio).length,
    summary: {
      enableMutualFundBalanceMasking: user.enableMutualFundBalanceMasking,
      firstPurchaseAt: orderFacts.firstPurchaseAt?.toISOString() ?? null,
      totalInvestment: idr.value,
      initialInvestment: idr.costBasis,
      profit: idr.profit,
      returnRate: idr.returnRate,
      usd: usdJson(total.USD),
      usdRate: performance?.usdRate ?? null,
      performance: performanceJson(performance?.total),
      portfolios: active,
      orderCount: orderFacts.orderCount,
      carousel: {
        shown: carousel.shown,
        cardPortfolioIds: carousel.cards.map((p) => p.portfolioId),
        addNew: carousel.addNew,
        slidesPerView: CAROUSEL_SLIDES_PER_VIEW,
      },
    },
  };
}

/**
 * The user's active portfolios valued at the latest NAV, default first: the summary's own figures,
 * for the portfolio selector (`GET /api/v2/mutual-funds/portfolio`, routes/api/portfolios.ts).
 */
export function activePortfolioValues(user: SessionUser, database: Db = db()): PortfolioJson[] {
  const rows = readPortfolioPositions(user.id, database);
  const performance = getPortfolioPerformance({ userId: user.id }, database);
  return portfolioSummary(user, getFeatureFlags(database), rows, readOrderFacts(user.id, database), performance).summary.portfolios;
}

function kycData(user: SessionUser): KycDataJson {
  return {
    isEmailVerified: user.emailVerifiedAt !== null,
    isUserHasStartedRegistration: user.registrationStartedAt !== null,
    isVerificationBlacklisted: isBlacklisted(user.mutualFundKycStatus),
    isVerificationCompleted: isKycComplete(user),
    mutualFundKycStatus: user.mutualFundKycStatus,
    mutualFundKycUpdatedAt: user.mutualFundKycUpdatedAt?.toISOString() ?? null,
    mutualFundKseiRejectionReason: user.kseiRejectionReason,
    mutualFundKycRejectionReason: user.kycRejectionReason,
    quizStep: user.quizStep,
  };
}

function hasPrefillData(user: SessionUser): boolean {
  const prefill = user.kycPrefill;
  return prefill !== null && typeof prefill === 'object' && Object.keys(prefill).length > 0;
}

/** The referral data of the request: the query's when valid, else the cookie's. */
function referralInput(input: LandingInitialsInput) {
  const fromQuery = decodeReferralData(input.query.get('referralData'));
  if (fromQuery) return { data: fromQuery, source: 'query' as const };
  const fromCookie = parseReferralData(input.cookieReferralData);
  return fromCookie ? { data: fromCookie, source: 'cookie' as const } : null;
}

// ---------------------------------------------------------------------------------------------
// The initials

/**
 * A visitor who brings nothing of their own (no query, no referral cookie) gets what every such
 * visitor gets until the database or the Jakarta date changes: the most common landing request,
 * answered from memory (issue 4 "Performance"). Read-only, like every remembered value.
 */
const rememberPlainVisit = versionedCache<LandingInitials>(8);

export function getLandingInitials(input: LandingInitialsInput, database: Db = db()): LandingInitialsResult {
  if (input.user === null && input.query.size === 0 && input.cookieReferralData == null) {
    const key = `${input.locale}:${jakartaDate(input.now)}:${input.currentPath ?? HOME_PATH}`;
    return { data: rememberPlainVisit(database, key, () => initialsOf(input, database).data), referralToKeep: null };
  }
  return initialsOf(input, database);
}

function initialsOf(input: LandingInitialsInput, database: Db): LandingInitialsResult {
  const { user, query, now, locale } = input;
  const currentPath = input.currentPath ?? HOME_PATH;
  const flags = getFeatureFlags(database);
  const today = jakartaDate(now);

  const banners = flags.promoSection ? bannersOf(today, database) : { internal: [], external: [] };

  // Referral data: the card needs the programme on and a code that belongs to someone else.
  const referral = flags.referral ? referralInput(input) : null;
  const owner = referral ? referralCodeOwner(referral.data.referralCode, database) : null;
  const referralValid = referral !== null && owner !== null && owner !== user?.id;

  const rawRedirect = query.get('redirectUrl');
  const text = resources[locale];
  const base = {
    isUserLoggedIn: user !== null,
    isVerificationCompleted: user ? isKycComplete(user) : false,
    isVideoLearningEnabled: flags.videoLearning,
    isRoboCermatEnabled: flags.roboAdvisor,
    featureFlags: flags,
    promoBanners: banners.internal,
    promoExternalBanners: banners.external,
    icons: null,
    page: {
      title: brandedTitle(text.landing.meta.title, text.common.brand),
      headerTitle: text.common.nav.funds,
      description: text.landing.meta.description,
      content: null,
    },
    cashbackCardData: referralValid
      ? {
          referralCode: referral.data.referralCode,
          cashbackAmount: REFERRAL_BANNER_CASHBACK_AMOUNT,
          source: referral.source,
        }
      : null,
    redirectUrl: rawRedirect === null || rawRedirect === '' ? null : sanitizeLink(rawRedirect),
    redirectionPopup: { shown: query.get('redirect') === OLD_DOMAIN_REDIRECT, validDate: REDIRECTION_POPUP_VALID_DATE },
    footerButtonShown: isFooterButtonShown(user?.mutualFundKycStatus ?? null),
    purchase: purchaseEligibility({ user: user && withEmailVerification(user), flags: { eddCheck: flags.eddCheck }, currentPath }),
  };
  const referralToKeep = referralValid && referral.source === 'query' ? referral.data : null;

  if (!user) {
    const data: LandingInitials = {
      ...base,
      kycData: null,
      registration: null,
      popup: null,
      cards: null,
      referralCard: null,
      portfolioSummary: null,
    };
    return { data, referralToKeep };
  }

  const { summary, hasInvestment, nonDefaultPortfolioCount } = portfolioSummary(
    user,
    flags,
    readPortfolioPositions(user.id, database),
    readOrderFacts(user.id, database),
    getPortfolioPerformance({ userId: user.id }, database),
  );
  const kyc = kycData(user);
  const data: LandingInitials = {
    ...base,
    kycData: kyc,
    registration: registrationStatus({
      mutualFundKycStatus: user.mutualFundKycStatus,
      isVerified: user.isVerified,
      isEmailVerified: kyc.isEmailVerified,
      isUserHasStartedRegistration: kyc.isUserHasStartedRegistration,
      mutualFundKycRejectionReason: user.kycRejectionReason,
      mutualFundKseiRejectionReason: user.kseiRejectionReason,
      quizStep: user.quizStep,
      formVersion: user.formVersion,
      lastPageFilled: user.lastPageFilled,
      hasPrefillData: hasPrefillData(user),
      hasClosedMutualFundSuccessRegistrationCard: user.hasClosedMutualFundSuccessRegistrationCard,
    }),
    popup: landingPopup({
      mutualFundKycStatus: user.mutualFundKycStatus,
      isVerified: user.isVerified,
      isEmailVerified: kyc.isEmailVerified,
      formVersion: user.formVersion,
      hasPin: user.pinHash !== null,
      createPinPostponed: input.createPinPostponed ?? false,
      orderCount: summary.orderCount,
      nonDefaultPortfolioCount,
      hasClosedMutualFundSuccessRegistrationPopup: user.hasClosedMutualFundSuccessRegistrationPopup,
      hasClosedMutualFundSuccessRevisionPopup: user.hasClosedMutualFundSuccessRevisionPopup,
      hasClosedMutualFundSuccessVerificationPopup: user.hasClosedMutualFundSuccessVerificationPopup,
      hasClosedMutualFundFinancialGoalsPopup: user.hasClosedMutualFundFinancialGoalsPopup,
      flags: { financialGoals: flags.financialGoals },
      contactUpdatePopup: user.contactUpdatePopup,
    }),
    cards: landingCards({
      mutualFundKycStatus: user.mutualFundKycStatus,
      isVerified: user.isVerified,
      isEmailVerified: kyc.isEmailVerified,
      hasClosedMutualFundSuccessRegistrationCard: user.hasClosedMutualFundSuccessRegistrationCard,
      hasInvestment,
      nonDefaultPortfolioCount,
      salesCode: user.salesCode,
      flags: { financialGoals: flags.financialGoals, addPortfolioForOfflineUsers: flags.addPortfolioForOfflineUsers },
    }),
    referralCard: referralCard({
      now,
      flags: { referral: flags.referral },
      mutualFundKycStatus: user.mutualFundKycStatus,
      isVerified: user.isVerified,
      // users.cashback_amount: whole rupiah
      userCashback: { amount: user.cashbackAmount, expiredAt: user.cashbackExpiredAt },
      referrerData: { status: user.referrerStatus, expiredAt: user.referrerExpiredAt },
      hasDismissedMutualFundHoldingPeriodReferralCashbackCard:
        user.hasDismissedMutualFundHoldingPeriodReferralCashbackCard,
    }),
    portfolioSummary: summary,
  };
  return { data, referralToKeep };
}
