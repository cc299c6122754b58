// The sections of the landing page (spec landing §1, in its order; issue 4 item 1). Each is a
// <section> with a stable id. What is the same for every visitor (texts, the robo models, partners,
// articles, the Q&A) is rendered once per content and language (StaticMarkup, decision 010), from
// the components of visitor-section-contents.tsx, a chunk the browser loads only to render them after
// a client navigation (decision 019); the carousels and the tabs are live.
import { use, type ReactNode } from 'react';
import i18next from 'i18next';
import { PATHS } from '~/components/layout/links';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { ArrowRightIcon } from '~/components/ui/icons';
import { StaticMarkup, staticKeyDigest } from '~/components/ui/static-markup';
import { Carousel } from '~/components/carousel/carousel';
import type { Language, RoboRisk } from '~/domain/enums';
import { namespacesReady } from '~/locales/loading';
import { tracked, type TrackedPromise } from '~/lib/tracked-promise';
import { useT } from '~/lib/use-t';
import type { PromoBannerJson } from '~/models/landing-initials.server';
import type { LandingContent, PartnerCard, RoboModelCard } from '~/models/landing-content.server';
import type { ArticleSummary, VideoCourseSummary } from '~/models/content.server';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import { HowToTabs } from './how-to-tabs';

type SectionContents = typeof import('./visitor-section-contents');
/** The namespace the contents use beyond the page's own (the article and course cards). */
const CONTENTS_NAMESPACES = ['content'];

let contents: TrackedPromise<SectionContents> | null = null;
/** The sections' contents, loaded once (marked fulfilled so that use() answers synchronously then). */
function loadSectionContents(): TrackedPromise<SectionContents> {
  if (!contents) {
    contents = tracked(import('./visitor-section-contents'));
  }
  return contents;
}
// The server renders them into every document: loaded from its start.
if (import.meta.env.SSR) void loadSectionContents();

/**
 * The landing's client middleware: before a client navigation renders the landing, its section
 * contents and their translations are there (the first load hydrates without them).
 */
export const sectionContentsMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async (_args, next) => {
  const translations = namespacesReady(i18next, CONTENTS_NAMESPACES) ? null : i18next.loadNamespaces(CONTENTS_NAMESPACES);
  await Promise.all([loadSectionContents(), translations]);
  return next();
};

/** On the server, waits (once, at the first request) until the contents are loaded; nothing in the browser. */
export function useSectionContentsOnServer(): void {
  if (!import.meta.env.SSR) return;
  const loading = loadSectionContents();
  if (!loading.value) use(loading as Promise<SectionContents>);
}

/** Renders with the sections' contents (inside static markup: on the server, or after a client navigation). */
function Contents({ render }: { render: (module: SectionContents) => ReactNode }) {
  const loading = loadSectionContents();
  return render(loading.value ?? use(loading as Promise<SectionContents>));
}

/** spec landing §9: promo and partner carousels autoplay 3000 ms, the robo carousel 5000 ms. */
export const PROMO_AUTOPLAY_MS = 3000;
export const PARTNER_AUTOPLAY_MS = 3000;
export const ROBO_AUTOPLAY_MS = 5000;

// ---------------------------------------------------------------------------------------------
// keuntungan

export function Benefits({ amount, locale }: { amount: string; locale: Language }) {
  return (
    <StaticMarkup as="section" cacheKey={`landing-benefits:${locale}`} id="keuntungan" aria-labelledby="keuntungan-title" className="page-container py-12 md:py-16">
      <Contents render={(c) => <c.BenefitsContent amount={amount} />} />
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// robo

export interface RoboSectionProps {
  /** The models, or null while hydrating a document (lib/document-only.ts): the slides are static markup. */
  models: readonly RoboModelCard[] | null;
  /** The models' risks in order (what hydration needs: the buy links and the slide count). */
  risks: readonly RoboRisk[];
  contentKey: string;
  locale: Language;
  /** The buy link of a model: the start-investing page for a visitor, the purchase gate for a user. */
  investHref: (risk: RoboRisk) => `/${string}`;
  /** The main call to action (spec landing §2): the risk-profile test for a user, sign-up for a visitor. */
  signedIn: boolean;
  startInvestingHref: `/${string}`;
}

export function RoboSection({ models, risks, contentKey, locale, investHref, signedIn, startInvestingHref }: RoboSectionProps) {
  const { t } = useT('landing');
  if (risks.length === 0) return null;
  return (
    <section id="robo" aria-labelledby="robo-title" className="border-y border-line bg-surface">
      <div className="page-container py-12 md:py-16">
        <StaticMarkup cacheKey={`landing-robo-head:${locale}`}>
          <Contents render={(c) => <c.SectionHeading id="robo-title" title={t('robo.title')} subtitle={t('robo.subtitle')} />} />
        </StaticMarkup>
        <Carousel
          className="mt-8"
          label={t('robo.carouselLabel')}
          autoplayMs={ROBO_AUTOPLAY_MS}
          perView={{ mobile: 1, desktop: 3 }}
          data-testid="robo-carousel"
          staticKey={`landing-robo:${contentKey}:${risks.map(investHref).join(',')}`}
          count={risks.length}
          slides={(models ?? []).map((model) => (
            <Contents key={model.risk} render={(c) => <c.RoboModel model={model} locale={locale} investHref={investHref(model.risk)} />} />
          ))}
        />
        <div className="mt-8 flex flex-col items-start gap-3 md:flex-row md:items-center" data-testid="robo-cta">
          {signedIn ? (
            <AppLink to="/reksadana/profil-risiko" className={buttonClass({ variant: 'secondary' })}>
              {t('robo.findProfile')}
              <ArrowRightIcon size={18} />
            </AppLink>
          ) : (
            <>
              <AppLink to={startInvestingHref} className={buttonClass()}>
                {t('robo.findProfile')}
                <ArrowRightIcon size={18} />
              </AppLink>
              <p className="text-sm text-ink-muted">
                {t('robo.signUpPrompt')}{' '}
                <AppLink to={PATHS.signUp} className="font-semibold text-brand underline-offset-4 hover:underline">
                  {t('robo.join')}
                </AppLink>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// kategori

/** `fundCounts` is null while hydrating a document (lib/document-only.ts): the section is static markup. */
export function Categories({ locale, fundCounts, contentKey }: { locale: Language; fundCounts: LandingContent['fundCounts'] | null; contentKey: string }) {
  return (
    <StaticMarkup as="section" cacheKey={`landing-categories:${locale}:${contentKey}`} id="kategori" aria-labelledby="kategori-title" className="border-y border-line bg-surface">
      {fundCounts ? <Contents render={(c) => <c.CategoriesContent fundCounts={fundCounts} />} /> : null}
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// keamanan

export function Security({ locale }: { locale: Language }) {
  return (
    <StaticMarkup as="section" cacheKey={`landing-security:${locale}`} id="keamanan" aria-labelledby="keamanan-title" className="page-container py-12 md:py-16">
      <Contents render={(c) => <c.SecurityContent />} />
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// mitra

/** `partners` is null while hydrating a document (lib/document-only.ts): the track is static markup of `count` slides. */
export function Partners({ partners, count, locale, contentKey }: { partners: readonly PartnerCard[] | null; count: number; locale: Language; contentKey: string }) {
  const { t } = useT('landing');
  if (count === 0) return null;
  return (
    <section id="mitra" aria-labelledby="mitra-title" className="border-y border-line bg-surface">
      <div className="page-container py-12 md:py-16">
        <StaticMarkup cacheKey={`landing-partners-head:${locale}`}>
          <Contents render={(c) => <c.SectionHeading id="mitra-title" title={t('partners.title')} subtitle={t('partners.subtitle')} />} />
        </StaticMarkup>
        <Carousel
          className="mt-8"
          label={t('partners.carouselLabel')}
          autoplayMs={PARTNER_AUTOPLAY_MS}
          perView={{ mobile: 2, desktop: 5 }}
          data-testid="partners-carousel"
          staticKey={`landing-partners:${contentKey}`}
          count={count}
          slides={(partners ?? []).map((partner) => (
            <Contents key={partner.slug} render={(c) => <c.Partner partner={partner} />} />
          ))}
        />
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// prioritas

export function Priority({ locale }: { locale: Language }) {
  return (
    <StaticMarkup as="section" cacheKey={`landing-priority:${locale}`} id="prioritas" aria-labelledby="prioritas-title" className="page-container py-12 md:py-16">
      <Contents render={(c) => <c.PriorityContent />} />
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// promo

/** The digest of a banner list, once per list: a plain visit's initials are one remembered object. */
const bannerDigests = new WeakMap<readonly PromoBannerJson[], string>();
function bannersDigest(banners: readonly PromoBannerJson[]): string {
  let digest = bannerDigests.get(banners);
  if (digest === undefined) bannerDigests.set(banners, (digest = staticKeyDigest(JSON.stringify(banners))));
  return digest;
}

/** The internal banners, then the external ones (spec landing §2 initials `promoBanners`, `promoExternalBanners`). */
export function Promo({ internal, external, locale }: { internal: readonly PromoBannerJson[]; external: readonly PromoBannerJson[]; locale: Language }) {
  const { t } = useT('landing');
  const banners = [...internal, ...external];
  if (banners.length === 0) return null;
  return (
    <section id="promo" aria-labelledby="promo-title" className="page-container py-12 md:py-16">
      <h2 id="promo-title" className="section-title">
        {t('promo.title')}
      </h2>
      {/* spec landing §2 "Banners appear after a 300 ms delay" (CSS, so it holds without JavaScript too). */}
      <div className="promo-appear mt-6">
        <Carousel
          label={t('promo.carouselLabel')}
          autoplayMs={PROMO_AUTOPLAY_MS}
          perView={{ mobile: 1, desktop: 2 }}
          data-testid="promo-carousel"
          staticKey={`landing-promo:${bannersDigest(internal)}:${bannersDigest(external)}`}
          slides={banners.map((banner) => (
            <Contents key={banner.dataButtonName} render={(c) => <c.PromoBanner banner={banner} />} />
          ))}
        />
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// video

/** Shown when `count` > 0; `courses` is null while hydrating a document (lib/document-only.ts). */
export function Videos({ courses, count, locale, contentKey }: { courses: readonly VideoCourseSummary[] | null; count: number; locale: Language; contentKey: string }) {
  if (count === 0) return null;
  return (
    <StaticMarkup as="section" cacheKey={`landing-videos:${locale}:${contentKey}`} id="video" aria-labelledby="video-title" className="border-y border-line bg-surface">
      {courses ? <Contents render={(c) => <c.VideosContent courses={courses} />} /> : null}
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// unduh

export function Download({ isAppMode, locale }: { isAppMode: boolean; locale: Language }) {
  // Inside the app there is nothing to download (spec landing §1: app-store links hidden in the app).
  if (isAppMode) return null;
  return (
    <StaticMarkup as="section" cacheKey={`landing-download:${locale}`} id="unduh" aria-labelledby="unduh-title" className="page-container py-12 md:py-16">
      <Contents render={(c) => <c.DownloadContent />} />
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// artikel

/** Shown when `count` > 0; `articles` is null while hydrating a document (lib/document-only.ts). */
export function Articles({ articles, count, locale, contentKey }: { articles: readonly ArticleSummary[] | null; count: number; locale: Language; contentKey: string }) {
  if (count === 0) return null;
  return (
    <StaticMarkup as="section" cacheKey={`landing-articles:${locale}:${contentKey}`} id="artikel" aria-labelledby="artikel-title" className="page-container py-12 md:py-16">
      {articles ? <Contents render={(c) => <c.ArticlesContent articles={articles} locale={locale} />} /> : null}
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// tanya-jawab

/** Shown when `count` > 0; `items` is null while hydrating a document (lib/document-only.ts). */
export function Qna({ items, count, locale, contentKey }: { items: LandingContent['qna'] | null; count: number; locale: Language; contentKey: string }) {
  if (count === 0) return null;
  return (
    <StaticMarkup as="section" cacheKey={`landing-qna:${locale}:${contentKey}`} id="tanya-jawab" aria-labelledby="tanya-jawab-title" className="border-y border-line bg-surface">
      {items ? <Contents render={(c) => <c.QnaContent items={items} />} /> : null}
    </StaticMarkup>
  );
}

// ---------------------------------------------------------------------------------------------
// cara (and the second call to action)

export function HowTo({ locale, startInvestingHref }: { locale: Language; startInvestingHref: `/${string}` }) {
  const { t } = useT('landing');
  return (
    <section id="cara" aria-labelledby="cara-title" className="page-container py-12 md:py-16">
      <h2 id="cara-title" className="section-title">
        {t('howTo.title')}
      </h2>
      <HowToTabs locale={locale} />
      <StaticMarkup cacheKey={`landing-closing:${locale}:${startInvestingHref}`} className="mt-10">
        <Contents render={(c) => <c.Closing startInvestingHref={startInvestingHref} />} />
      </StaticMarkup>
    </section>
  );
}
