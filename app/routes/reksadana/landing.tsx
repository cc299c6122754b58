// /reksadana: the landing page (spec/landing-and-dashboard.md; issue 4). A visitor sees the sections of
// §1 in order; a signed-in user sees the dashboard of §2 (summary, submenu, registration status,
// referral card, portfolios or the financial-goals card, the product-type selector, realized profits)
// above the shared sections. Everything the page decides comes from the initials
// (models/landing-initials.server.ts → the pure policies of app/domain/policies), the same data
// `GET /reksadana/initials` answers, so the page and the JSON never disagree.
//
// The address carries the page's state, so every part works without JavaScript and can be shared:
// `?produk=` the selector's chip, `?beli=` a buy link (the purchase gate's popup), `orderTypes`,
// `name` and `realizedPage` the realized-profit list, `?redirect=old_domain` the redirection notice,
// `?referralData=` a friend's invitation.
// The action saves the balance toggle and closed popups (the profile's notification settings), postpones
// the create-PIN popup (a cookie, decision 040) and resends the verification email.
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/landing';
import { Hero } from '~/components/landing/hero';
import type { ResendAnswer } from '~/components/landing/verify-email-card';
import {
  Articles,
  Benefits,
  Categories,
  Download,
  HowTo,
  Partners,
  Priority,
  Promo,
  Qna,
  RoboSection,
  sectionContentsMiddleware,
  Security,
  useSectionContentsOnServer,
  Videos,
} from '~/components/landing/visitor-sections';
import { HOME_PATH, PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { lazyPart } from '~/components/ui/lazy-part';
import { Skeleton } from '~/components/ui/skeleton';
import { VisuallyHidden } from '~/components/ui/visually-hidden';
import {
  parsePurchaseTarget,
  PURCHASE_QUERY,
  purchaseHref,
  SELECTOR_QUERY,
  selectorChipOf,
  selectorChips,
} from '~/domain/landing-links';
import { parseRealizedProfitQueryLenient } from '~/forms/realized-profit-query';
import { formatMoneyInText } from '~/lib/format';
import type { RoboRisk } from '~/domain/enums';
import { staticKeyDigest } from '~/components/ui/static-markup';
import { documentOnlyKey, useDocumentOnly } from '~/lib/document-only';
import { keepForDocument } from '~/lib/document-only.server';
import { fromJsonText, toJsonText, type JsonText } from '~/lib/json-text';
import { getSessionUser } from '~/lib/session.server';
import { actionFormAnswer, saveSettings, SETTINGS_INTENT } from '~/lib/settings-action.server';
import { getLocale } from '~/middleware/i18next';
import { useT } from '~/lib/use-t';
import {
  LANDING_ARTICLE_LIMIT,
  LANDING_VIDEO_COURSE_LIMIT,
  listArticles,
  listVideoCourses,
  type ArticleSummary,
  type VideoCourseSummary,
} from '~/models/content.server';
import { requestVerificationEmail } from '~/models/email-verification.server';
import { getLandingContent, type LandingContent } from '~/models/landing-content.server';
import { countIncompleteOrders, getProductSelection, getPurchaseView } from '~/models/landing-dashboard.server';
// Issue 17 (helper "recurring-pages"): the submenu's count of Nabung Rutin runs waiting for payment.
import { recurringRunsWaitingCount } from '~/models/recurring-pages.server';
import { createPinPostponedCookie, getLandingInitials, isCreatePinPostponed, referralCookie } from '~/models/landing-initials.server';
import { listRealizedProfitsThroughPage } from '~/models/realized-profits.server';
import type { loader as rootLoader } from '~/root';
import { loadTranslations, translations } from '~/locales/loading';
import { MINIMUM_INVESTMENT_IDR } from '~/domain/investment-thresholds';
import { CLOSE_CONTACT_POPUP_INTENT, POSTPONE_CREATE_PIN_INTENT } from '~/domain/policies/landing-popups';
import { clearContactUpdatePopup } from '~/models/contact-changes.server';

const START_INVESTING_HREF = `${PATHS.startInvesting}?target=${encodeURIComponent(HOME_PATH)}` as const;

interface SharedContent {
  content: LandingContent;
  articles: readonly ArticleSummary[];
  videos: readonly VideoCourseSummary[];
}

/**
 * What hydrating a document needs of the shared content: every section built from it is static
 * markup read back from the DOM, so only which sections show, how many slides, and the robo models'
 * risks (their buy links). The content itself is render-only there (lib/document-only.ts).
 */
interface SharedOutline {
  roboRisks: RoboRisk[];
  partners: number;
  qna: number;
  articles: number;
  videos: number;
}
const LANDING_SHARED = documentOnlyKey<SharedContent>('landing-shared');

function outlineOf({ content, articles, videos }: SharedContent): SharedOutline {
  return {
    roboRisks: content.robo.map((model) => model.risk),
    partners: content.partners.length,
    qna: content.qna.length,
    articles: articles.length,
    videos: videos.length,
  };
}

/**
 * The shared content as one JSON text (lib/json-text.ts) and its digest, the key its sections are
 * rendered once under (decision 010). Written once per content, articles and videos: each is a
 * cached model object that is replaced when it changes (the articles with the Jakarta date, the
 * videos with their recordings, the content with the database), so their identities say when.
 */
type SharedText = SharedContent & { json: JsonText<SharedContent>; key: string; outline: SharedOutline };
const sharedTexts = new WeakMap<LandingContent, SharedText>();
function sharedText(shared: SharedContent): SharedText {
  const known = sharedTexts.get(shared.content);
  if (known && known.articles === shared.articles && known.videos === shared.videos) return known;
  const json = toJsonText(shared);
  const entry = { ...shared, json, key: staticKeyDigest(json), outline: outlineOf(shared) };
  sharedTexts.set(shared.content, entry);
  return entry;
}
const NO_VIDEOS: readonly VideoCourseSummary[] = [];

/** The page's address without the query parameters of one-off popups, for closing them. */
function withoutParams(url: URL, names: readonly string[]): string {
  const params = new URLSearchParams(url.searchParams);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

// The `content` namespace (article and course cards) comes with the section contents (decision 019).
export const handle = translations('landing', 'carousel');
export const clientMiddleware = [loadTranslations(handle), sectionContentsMiddleware];

// The signed-in dashboard and the redirection notice are chunks of their own: a visitor never
// runs the first, and almost nobody the second (decision 017).
const SignedInLanding = lazyPart({
  source: 'app/components/landing/signed-in-landing.tsx',
  namespaces: ['dashboard', 'realizedProfits', 'emailVerification', 'validation', 'otp'],
  load: () => import('~/components/landing/signed-in-landing').then((module) => module.SignedInLanding),
  fallback: <DashboardSkeleton />,
});
const RedirectionPopup = lazyPart({
  source: 'app/components/landing/landing-popups.tsx',
  namespaces: [],
  load: () => import('~/components/landing/landing-popups').then((module) => module.RedirectionPopup),
});

type LandingInitials = ReturnType<typeof getLandingInitials>['data'];
type LandingDashboard = {
  firstName: string;
  email: string;
  selector: ReturnType<typeof getProductSelection>;
  submenu: { incompleteOrders: number; recurring: number | null; referral: boolean };
  purchase: ReturnType<typeof getPurchaseView> | null;
  realized: { query: ReturnType<typeof parseRealizedProfitQueryLenient>; page: ReturnType<typeof listRealizedProfitsThroughPage> } | null;
};
/**
 * What the page decides for this request: the initials (the same as GET /reksadana/initials) and,
 * signed in, the dashboard. One JSON text (lib/json-text.ts): as a tree, React Router's encoding of
 * its few hundred values cost the signed-in landing more than rendering its realized-profit list.
 */
export interface LandingView {
  initials: LandingInitials;
  dashboard: LandingDashboard | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = new Date();
  const locale = getLocale(context);
  const user = await getSessionUser(request, now);
  const { data: initials, referralToKeep } = getLandingInitials({
    user,
    query: url.searchParams,
    cookieReferralData: await referralCookie.parse(request.headers.get('Cookie')),
    now,
    locale,
    currentPath: HOME_PATH,
    createPinPostponed: user ? await isCreatePinPostponed(request.headers.get('Cookie'), user.id) : false,
  });
  const flags = initials.featureFlags;
  const content = getLandingContent(locale);
  const articles = listArticles({ limit: LANDING_ARTICLE_LIMIT });
  const videos = flags.videoLearning ? listVideoCourses({ limit: LANDING_VIDEO_COURSE_LIMIT }) : NO_VIDEOS;
  const shared = sharedText({ content, articles, videos });
  // A document's render takes the content from here; only a data request carries it (decision 019).
  const documentOnly = keepForDocument(context, LANDING_SHARED, { content, articles, videos });
  const page = {
    locale,
    sharedJson: documentOnly ? null : shared.json,
    outline: shared.outline,
    contentKey: shared.key,
    returnTo: withoutParams(url, [PURCHASE_QUERY]),
    closeHref: withoutParams(url, [PURCHASE_QUERY, 'redirect']),
  };
  const headers = referralToKeep ? { 'Set-Cookie': await referralCookie.serialize(referralToKeep) } : undefined;

  if (!user) {
    // A plain visit's initials are one remembered object, so its text is written once (toJsonText's identity).
    return data({ ...page, viewJson: toJsonText<LandingView>({ initials, dashboard: null }, initials) }, { headers });
  }

  const chips = selectorChips(flags);
  const target = parsePurchaseTarget(url.searchParams.get(PURCHASE_QUERY));
  const realizedQuery = parseRealizedProfitQueryLenient(url.searchParams);
  const dashboard: LandingDashboard = {
    firstName: user.firstName,
    email: user.email,
    selector: getProductSelection(user.id, selectorChipOf(url.searchParams.get(SELECTOR_QUERY), chips), chips),
    submenu: { incompleteOrders: countIncompleteOrders(user.id), recurring: flags.recurringInvestment ? recurringRunsWaitingCount(user.id) : null, referral: flags.referral },
    purchase: target ? getPurchaseView({ user, target, flags, robo: content.robo, currentPath: HOME_PATH }) : null,
    realized: initials.isVerificationCompleted ? { query: realizedQuery, page: listRealizedProfitsThroughPage(user.id, realizedQuery) } : null,
  };
  return data({ ...page, viewJson: toJsonText<LandingView>({ initials, dashboard }) }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const now = new Date();
  const user = await getSessionUser(request, now);
  if (!user) throw redirect(`${PATHS.signIn}?target=${encodeURIComponent(HOME_PATH)}`);
  const form = await request.formData();
  const intent = form.get('intent');

  if (intent === 'resend-verification-email') {
    const result = requestVerificationEmail(user.id, { now, locale: getLocale(context) });
    // Answered in place with or without JavaScript: the card shows the outcome under its button.
    if (result.ok) return data<ResendAnswer>({ intent, outcome: 'SENT', retryAfterSeconds: result.retryAfterSeconds });
    if (result.reason === 'RATE_LIMITED') {
      return data<ResendAnswer>(
        { intent, outcome: 'TOO_MANY_REQUESTS', retryAfterSeconds: result.retryAfterSeconds },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      );
    }
    if (result.reason === 'ALREADY_VERIFIED') return data<ResendAnswer>({ intent, outcome: 'ALREADY_VERIFIED' }, { status: 409 });
    return data<ResendAnswer>({ intent, outcome: 'FAILED' }, { status: 500 });
  }

  if (intent === SETTINGS_INTENT) return saveSettings(form, user.id, HOME_PATH, now);
  if (intent === CLOSE_CONTACT_POPUP_INTENT) {
    // A contact change's popup, seen (decision 055).
    clearContactUpdatePopup(user.id, now);
    return actionFormAnswer(form, HOME_PATH, { intent, ok: true as const });
  }
  if (intent === POSTPONE_CREATE_PIN_INTENT) {
    // "Later" on the create-PIN popup: kept in a cookie (decision 040), answered like a saved setting.
    const headers = { 'Set-Cookie': await createPinPostponedCookie.serialize(user.id) };
    return actionFormAnswer(form, HOME_PATH, { intent, ok: true as const }, { headers });
  }
  return data({ intent: null, ok: false as const }, { status: 400 });
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  useSectionContentsOnServer();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const isAppMode = root?.isAppMode ?? false;
  const { locale, contentKey, returnTo, closeHref, outline } = loaderData;
  // The server's render of a document: kept by the loader; a client render: the loader data;
  // hydration: neither (the sections built from it are static markup).
  const kept = useDocumentOnly(LANDING_SHARED);
  const shared = kept ?? (loaderData.sharedJson ? fromJsonText(loaderData.sharedJson) : null);
  const content = shared?.content ?? null;
  const { initials, dashboard } = fromJsonText(loaderData.viewJson);
  const signedIn = dashboard !== null;
  const amount = formatMoneyInText(MINIMUM_INVESTMENT_IDR, 'IDR', locale);
  const flags = initials.featureFlags;
  const robo = flags.roboAdvisor ? (
    <RoboSection
      models={content?.robo ?? null}
      risks={outline.roboRisks}
      contentKey={contentKey}
      locale={locale}
      signedIn={signedIn}
      startInvestingHref={START_INVESTING_HREF}
      investHref={(risk) => (initials.purchase.kind === 'SIGN_UP' ? (initials.purchase.href as `/${string}`) : purchaseHref({ kind: 'ROBO', risk }))}
    />
  ) : null;

  return (
    <>
      {dashboard ? (
        <SignedInLanding locale={locale} initials={initials} dashboard={dashboard} returnTo={returnTo} closeHref={closeHref} />
      ) : (
        <>
          <Hero
            isAppMode={isAppMode}
            locale={locale}
            amount={amount}
            startInvestingHref={START_INVESTING_HREF}
            invitation={initials.cashbackCardData}
          />
          <Benefits amount={amount} locale={locale} />
        </>
      )}
      {robo}
      {signedIn ? null : (
        <>
          <Categories locale={locale} fundCounts={content?.fundCounts ?? null} contentKey={contentKey} />
          <Security locale={locale} />
          <Partners partners={content?.partners ?? null} count={outline.partners} locale={locale} contentKey={contentKey} />
          <Priority locale={locale} />
        </>
      )}
      {flags.promoSection ? <Promo internal={initials.promoBanners} external={initials.promoExternalBanners} locale={locale} /> : null}
      {/* spec landing §1 "cross-sell entry (shown only when A/B variants exist)": none are configured (decision 014). */}
      {flags.videoLearning ? <Videos courses={shared?.videos ?? null} count={outline.videos} locale={locale} contentKey={contentKey} /> : null}
      {signedIn ? null : <Download isAppMode={isAppMode} locale={locale} />}
      <Articles articles={shared?.articles ?? null} count={outline.articles} locale={locale} contentKey={contentKey} />
      {signedIn ? null : (
        <>
          <Qna items={content?.qna ?? null} count={outline.qna} locale={locale} contentKey={contentKey} />
          <HowTo locale={locale} startInvestingHref={START_INVESTING_HREF} />
        </>
      )}
      {initials.redirectionPopup.shown ? <RedirectionPopup validDate={initials.redirectionPopup.validDate} closeHref={closeHref} locale={locale} /> : null}
    </>
  );
}

/** While the dashboard's chunk loads after a client navigation (the server always renders it in full). */
function DashboardSkeleton() {
  const { t } = useT('landing');
  return (
    <div className="page-container py-6 md:py-10" aria-busy="true" data-testid="dashboard-skeleton">
      <VisuallyHidden>{t('dashboardLoading')}</VisuallyHidden>
      <Skeleton className="h-6 w-40" />
      <div className="card mt-4 md:p-6">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-2 h-9 w-56" />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { title, description } = texts(metaLocale(args.matches)).landing.meta;
  return pageMeta(args, { title, description, indexable: true });
};
