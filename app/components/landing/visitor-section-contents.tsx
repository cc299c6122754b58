// What the landing's sections show, each rendered inside static markup (components/ui/static-markup.tsx,
// decision 010): the section texts, the robo model cards, the fund categories, the partners, the promo
// banners, the video courses, the articles, the Q&A and the closing call to action (spec landing §1).
//
// A chunk of its own, outside the page's first load (decisions 017 and 019): hydration keeps the
// server's markup and never renders these, so the browser needs them only to render the landing after
// a client navigation, and the landing's client middleware loads them then (loadSectionContents in
// visitor-sections.tsx). The server has them from its start.
import type { ReactNode } from 'react';
import { ArticleCard, VideoCourseCard } from '~/components/content/content-cards';
import { AppStoreLinks } from '~/components/layout/app-store-links';
import { FUND_TYPE_PATHS, PATHS } from '~/components/layout/links';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import {
  ArrowRightIcon,
  BankIcon,
  BarChartIcon,
  ChevronRightIcon,
  ClockIcon,
  CoinsIcon,
  ScaleIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  UserIcon,
  WalletIcon,
  type Icon,
} from '~/components/ui/icons';
import { SignedPpm } from '~/components/ui/trend';
import { FUND_TYPES, type FundType, type Language } from '~/domain/enums';
import { fundDetailPath, riskLevel, type RiskLevel } from '~/domain/fund-catalogue';
import { formatBasisPoints, formatMoney } from '~/lib/format';
import { bpToPercent } from '~/domain/money';
import { useT } from '~/lib/use-t';
import type { ArticleSummary, VideoCourseSummary } from '~/models/content.server';
import type { PromoBannerJson } from '~/models/landing-initials.server';
import type { LandingContent, PartnerCard, RoboModelCard } from '~/models/landing-content.server';

export function SectionHeading({ id, title, subtitle, action }: { id: string; title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div className="max-w-2xl">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {subtitle ? <p className="mt-2 text-ink-muted">{subtitle}</p> : null}
      </div>
      {action}
    </div>
  );
}

const BENEFITS: Array<{ key: 'start' | 'ojk' | 'custodian' | 'liquid'; icon: Icon }> = [
  { key: 'start', icon: CoinsIcon },
  { key: 'ojk', icon: ShieldCheckIcon },
  { key: 'custodian', icon: BankIcon },
  { key: 'liquid', icon: WalletIcon },
];

export function BenefitsContent({ amount }: { amount: string }) {
  const { t } = useT('landing');
  return (
    <>
      <SectionHeading id="keuntungan-title" title={t('benefits.title')} subtitle={t('benefits.subtitle')} />
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon: BenefitIcon }) => (
          <li key={key} className="card flex gap-4 lg:flex-col">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <BenefitIcon size={24} />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`benefits.items.${key}.title`, { amount })}</h3>
              <p className="item-body">{t(`benefits.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Colours of the allocation bar per fund type; the share is also written out (never colour alone). */
const TYPE_BAR: Record<FundType, string> = {
  PASAR_UANG: 'bg-sky-600',
  PENDAPATAN_TETAP: 'bg-brand',
  CAMPURAN: 'bg-violet-600',
  SAHAM: 'bg-amber-500',
};

export function RoboModel({ model, locale, investHref }: { model: RoboModelCard; locale: Language; investHref: `/${string}` }) {
  const { t } = useT(['landing', 'common']);
  const name = t(`robo.models.${model.risk}.name`);
  return (
    <article className="card flex h-full flex-col gap-4" data-testid={`robo-model-${model.risk}`} aria-labelledby={`robo-${model.risk}-title`}>
      <div>
        <h3 id={`robo-${model.risk}-title`} className="text-lg font-semibold text-ink">
          {name}
        </h3>
        <p className="mt-1 text-sm text-ink-muted">{t(`robo.models.${model.risk}.body`)}</p>
      </div>
      <div>
        <p className="sr-only">{t('robo.allocationLabel', { name })}</p>
        <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-line">
          {model.funds.map((fund) => (
            <span key={fund.id} className={TYPE_BAR[fund.type]} style={{ width: `${bpToPercent(fund.targetBp)}%` }} />
          ))}
        </div>
      </div>
      <div className="flex-1">
        <h4 className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{t('robo.fundsLabel')}</h4>
        <ul className="mt-2 flex flex-col gap-3">
          {model.funds.map((fund) => (
            <li key={fund.id} className="flex items-start gap-3" data-testid="robo-fund">
              <span aria-hidden="true" className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', TYPE_BAR[fund.type])} />
              <div className="min-w-0 flex-1">
                <AppLink to={fundDetailPath(fund)} className="text-link">
                  {fund.name}
                </AppLink>
                <p className="text-xs text-ink-muted">
                  {t(`fundTypes.${fund.type}`, { ns: 'common' })} · {t('robo.share', { percent: formatBasisPoints(fund.targetBp, locale) })}
                </p>
              </div>
              <p className="shrink-0 text-right text-xs text-ink-muted">
                <span className="block">{t('robo.oneYear')}</span>
                <SignedPpm ppm={fund.oneYearReturnPpm} locale={locale} fallback={t('robo.noReturn')} />
              </p>
            </li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-ink-muted" data-testid={`robo-minimum-${model.risk}`}>
        {t('robo.minimum', { amount: formatMoney(model.minimum, 'IDR', locale) })}
      </p>
      <AppLink to={investHref} className={buttonClass({ block: true })} aria-label={t('robo.invest', { name })} data-testid={`robo-invest-${model.risk}`}>
        {t('robo.investShort')}
      </AppLink>
    </article>
  );
}

type LevelKey = 'low' | 'medium' | 'high';

const LEVEL_KEYS: Record<RiskLevel, LevelKey> = { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' };

const TYPE_LOOK: Record<FundType, { icon: Icon; tone: string }> = {
  PASAR_UANG: { icon: ClockIcon, tone: 'bg-info-soft text-sky-800' },
  PENDAPATAN_TETAP: { icon: BarChartIcon, tone: 'bg-brand-soft text-brand-strong' },
  CAMPURAN: { icon: ScaleIcon, tone: 'bg-violet-100 text-violet-800' },
  SAHAM: { icon: TrendingUpIcon, tone: 'bg-warning-soft text-amber-800' },
};

const BAR_HEIGHTS = ['h-2.5', 'h-3.5', 'h-[1.125rem]'];

export function CategoriesContent({ fundCounts }: { fundCounts: LandingContent['fundCounts'] }) {
  const { t } = useT(['landing', 'common']);
  return (
    <div className="page-container py-12 md:py-16">
      <SectionHeading id="kategori-title" title={t('categories.title')} subtitle={t('categories.subtitle')} />
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {FUND_TYPES.map((type) => {
          const look = TYPE_LOOK[type];
          const TypeIcon = look.icon;
          const level = LEVEL_KEYS[riskLevel(type)];
          return (
            <li key={type}>
              <AppLink
                to={FUND_TYPE_PATHS[type]}
                className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand hover:shadow-md"
                data-testid={`fund-type-${type}`}
              >
                <span className={cx('flex size-12 items-center justify-center rounded-xl', look.tone)}>
                  <TypeIcon size={24} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{t(`fundTypes.${type}`, { ns: 'common' })}</h3>
                <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{t(`categories.types.${type}.body`)}</p>
                <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
                  <div>
                    <dt className="text-ink-subtle">{t('categories.riskLabel')}</dt>
                    <dd className="mt-1 flex items-center gap-2 font-semibold text-ink">
                      <RiskMeter level={level} />
                      {t(`categories.risk.${level}`)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-subtle">{t('categories.horizonLabel')}</dt>
                    <dd className="mt-1 font-semibold text-ink">{t(`categories.types.${type}.horizon`)}</dd>
                  </div>
                </dl>
                <span className="mt-4 inline-flex min-h-6 items-center gap-1 font-semibold text-brand group-hover:underline">
                  {t('categories.count', { count: fundCounts[type] })}
                  <ChevronRightIcon size={18} />
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Three bars, filled up to the level; the level is also written out beside it. */
function RiskMeter({ level }: { level: LevelKey }) {
  const filled = { low: 1, medium: 2, high: 3 }[level];
  return (
    <span aria-hidden="true" className="flex items-end gap-0.5">
      {[1, 2, 3].map((step) => (
        <span key={step} className={cx('w-1.5 rounded-sm', BAR_HEIGHTS[step - 1], step <= filled ? 'bg-ink' : 'bg-line')} />
      ))}
    </span>
  );
}

const SECURITY: Array<{ key: 'ojk' | 'custodian' | 'ksei' | 'protection'; icon: Icon }> = [
  { key: 'ojk', icon: ShieldCheckIcon },
  { key: 'custodian', icon: BankIcon },
  { key: 'ksei', icon: UserIcon },
  { key: 'protection', icon: ShieldCheckIcon },
];

export function SecurityContent() {
  const { t } = useT('landing');
  return (
    <>
      <SectionHeading id="keamanan-title" title={t('security.title')} subtitle={t('security.subtitle')} />
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {SECURITY.map(({ key, icon: ItemIcon }) => (
          <li key={key} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <ItemIcon size={22} />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`security.items.${key}.title`)}</h3>
              <p className="item-body">{t(`security.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Partner({ partner }: { partner: PartnerCard }) {
  const { t } = useT('landing');
  return (
    <figure className="partner-card" data-testid="partner">
      {partner.logoUrl ? (
        <img src={partner.logoUrl} alt="" width={120} height={48} loading="lazy" decoding="async" className="partner-logo" />
      ) : null}
      <figcaption>
        <span className="block text-sm font-semibold text-ink">{partner.name}</span>
        <span className="block text-xs text-ink-muted">{t('partners.funds', { count: partner.fundCount })}</span>
      </figcaption>
    </figure>
  );
}

export function PriorityContent() {
  const { t } = useT('landing');
  return (
    <div className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-ink px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10">
      <div className="max-w-2xl">
        <h2 id="prioritas-title" className="flex items-center gap-2 text-2xl font-bold">
          <span aria-hidden="true" className="text-accent">
            ★
          </span>
          {t('priority.title')}
        </h2>
        <p className="mt-2 text-white/85">{t('priority.body')}</p>
      </div>
      <AppLink
        to="/reksadana/prioritas"
        className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-[var(--radius-control)] bg-white px-6 font-semibold text-ink hover:bg-brand-soft"
      >
        {t('priority.cta')}
        <ArrowRightIcon size={18} />
      </AppLink>
    </div>
  );
}

export function PromoBanner({ banner }: { banner: PromoBannerJson }) {
  const { t } = useT('landing');
  const rel = [banner.newWindow ? 'noopener noreferrer' : null, banner.noFollow ? 'nofollow' : null].filter(Boolean).join(' ') || undefined;
  const image = (
    <picture>
      {banner.mobileImage.webpUrl ? <source media="(max-width: 767px)" srcSet={banner.mobileImage.webpUrl} /> : null}
      {banner.image.webpUrl ? (
        <img src={banner.image.webpUrl} alt="" width={1200} height={400} loading="lazy" decoding="async" className="aspect-[8/5] w-full rounded-[var(--radius-card)] bg-brand-soft object-cover md:aspect-[3/1]" />
      ) : (
        <span aria-hidden="true" className="block aspect-[8/5] w-full rounded-[var(--radius-card)] bg-brand-soft md:aspect-[3/1]" />
      )}
    </picture>
  );
  // The picture carries the banner's words; its name is the link's text for assistive technology.
  const caption = <span className="sr-only">{banner.name}</span>;
  // An outside link opens a new window only when the banner asks and the sanitizer allowed it.
  return banner.newWindow ? (
    <a href={banner.bannerUrl} target="_blank" rel={rel} className="group block" data-button-name={banner.dataButtonName} data-testid="promo-banner">
      {image}
      {caption}
      <span className="sr-only"> {t('promo.newWindow')}</span>
    </a>
  ) : banner.bannerUrl.startsWith('/') && !banner.bannerUrl.startsWith('//') ? (
    <AppLink to={banner.bannerUrl as `/${string}`} rel={rel} className="group block" data-button-name={banner.dataButtonName} data-testid="promo-banner">
      {image}
      {caption}
    </AppLink>
  ) : (
    <a href={banner.bannerUrl} rel={rel} className="group block" data-button-name={banner.dataButtonName} data-testid="promo-banner">
      {image}
      {caption}
    </a>
  );
}

/** A section's link to its whole list (the videos, the articles). */
function SeeAllLink({ to, label }: { to: `/${string}`; label: string }) {
  return (
    <AppLink to={to} className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline">
      {label}
      <ChevronRightIcon size={18} />
    </AppLink>
  );
}

export function VideosContent({ courses }: { courses: readonly VideoCourseSummary[] }) {
  const { t } = useT('landing');
  return (
    <div className="page-container py-12 md:py-16">
      <SectionHeading
        id="video-title"
        title={t('video.title')}
        subtitle={t('video.subtitle')}
        action={<SeeAllLink to={PATHS.learn} label={t('video.seeAll')} />}
      />
      <ul className="-mx-4 mt-8 flex snap-x gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-4">
        {courses.map((course) => (
          <li key={course.slug} className="w-[78%] shrink-0 snap-start md:w-auto" data-testid="video-course">
            <VideoCourseCard course={course} heading="h3" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function DownloadContent() {
  const { t } = useT('landing');
  return (
    <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-line bg-brand-soft/60 px-6 py-8 md:flex-row md:items-center md:justify-between md:px-10">
      <div className="max-w-xl">
        <h2 id="unduh-title" className="text-2xl font-bold text-ink">
          {t('download.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('download.body')}</p>
      </div>
      <AppStoreLinks />
    </div>
  );
}

export function ArticlesContent({ articles, locale }: { articles: readonly ArticleSummary[]; locale: Language }) {
  const { t } = useT('landing');
  return (
    <>
      <SectionHeading
        id="artikel-title"
        title={t('articles.title')}
        subtitle={t('articles.subtitle')}
        action={<SeeAllLink to={PATHS.articles} label={t('articles.seeAll')} />}
      />
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.slug} data-testid="article">
            {/* spec landing §9: the title truncated at 100 characters (ArticleCard shows titleShort). */}
            <ArticleCard article={article} locale={locale} heading="h3" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** An accordion of <details>: keyboard and screen-reader accessible as it is, with or without JavaScript. */
export function QnaContent({ items }: { items: LandingContent['qna'] }) {
  const { t } = useT('landing');
  return (
    <div className="page-container max-w-3xl py-12 md:py-16">
      <SectionHeading id="tanya-jawab-title" title={t('qna.title')} />
      <div className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface">
        {items.map((item) => (
          <details key={item.question} className="group" data-testid="qna-item">
            <summary className="qna-summary">
              <h3>{item.question}</h3>
              <ChevronRightIcon size={20} className="qna-chevron" />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

export function Closing({ startInvestingHref }: { startInvestingHref: `/${string}` }) {
  const { t } = useT('landing');
  return (
    <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-brand px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10" data-testid="second-cta">
      <div>
        <p className="text-2xl font-bold">{t('closing.title')}</p>
        <p className="mt-1 text-white/90">{t('closing.body')}</p>
      </div>
      <div className="flex w-full flex-col gap-3 xs:w-auto">
        <AppLink
          to={startInvestingHref}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-[var(--radius-control)] bg-white px-6 font-semibold text-brand-strong hover:bg-brand-soft xs:w-auto"
        >
          {t('closing.cta')}
          <ArrowRightIcon size={20} />
        </AppLink>
        <AppLink to={PATHS.signIn} className="text-center text-sm font-semibold text-white underline underline-offset-4">
          {t('closing.join')}
        </AppLink>
      </div>
    </div>
  );
}
