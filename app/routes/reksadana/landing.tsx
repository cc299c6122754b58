// /reksadana: the first screen (issue 2's placeholder landing; the full landing of
// spec/landing-and-dashboard.md §1 is its own issue). Needs no data of its own: the visitor's name,
// language and the app-webview flag come from the root loader. Sections keep stable ids
// (hero, keuntungan, kategori) for in-page links and tests.
import { useT } from '~/lib/use-t';
import { Link, useRouteLoaderData } from 'react-router';
import { AppStoreLinks } from '~/components/layout/app-store-links';
import { FUND_TYPE_PATHS, HOME_PATH, PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
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
  WalletIcon,
  type Icon,
} from '~/components/ui/icons';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { formatMoney } from '~/lib/format';
import type { loader as rootLoader } from '~/root';
import type { Route } from './+types/landing';

/** spec/landing-and-dashboard.md §9: "minimum invest shown Rp 10.000". */
const MINIMUM_INVESTMENT_IDR = 10_000;
const START_INVESTING_HREF = `${PATHS.startInvesting}?target=${HOME_PATH}`;

export default function Landing() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const locale = root?.locale ?? 'id';
  // A no-break space keeps "Rp" and the number on one line.
  const amount = formatMoney(MINIMUM_INVESTMENT_IDR, 'IDR', locale).replace(' ', '\u00a0');
  return (
    <>
      <Hero firstName={root?.user?.firstName ?? null} isAppMode={root?.isAppMode ?? false} amount={amount} />
      <Benefits amount={amount} />
      <Categories />
      <Closing />
    </>
  );
}

function Hero({ firstName, isAppMode, amount }: { firstName: string | null; isAppMode: boolean; amount: string }) {
  const { t } = useT('landing');
  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft/60 to-canvas"
    >
      <div className="page-container grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          {firstName ? (
            <div className="mb-5" data-testid="landing-greeting">
              <p className="text-xl font-semibold text-ink">{t('hero.greeting', { name: firstName })}</p>
              <p className="text-ink-muted">{t('hero.greetingBody')}</p>
            </div>
          ) : null}
          <p className="inline-flex items-center gap-2 rounded-full bg-surface/80 px-3 py-1.5 text-sm font-semibold text-brand-strong ring-1 ring-brand/20">
            <ShieldCheckIcon size={18} />
            {t('hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-4 max-w-2xl text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-5xl md:leading-[1.1]"
          >
            {t('hero.title', { amount })}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{t('hero.body')}</p>
          <div className="mt-8 flex flex-col gap-3 md:flex-row md:flex-wrap">
            <Link to={START_INVESTING_HREF} className={buttonClass({ size: 'lg' })} data-testid="start-investing">
              {t('hero.cta')}
              <ArrowRightIcon size={20} />
            </Link>
            <a href="#kategori" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
              {t('hero.explore')}
            </a>
          </div>
          {isAppMode ? null : (
            <div className="mt-8">
              <p className="mb-3 text-sm font-medium text-ink-muted">{t('hero.appTitle')}</p>
              <AppStoreLinks isAppMode={isAppMode} />
            </div>
          )}
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** Decorative: a growing savings chart beside a piggy bank, drawn inline (no image requests). */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 360 300" className="w-full max-w-md" focusable="false">
        <defs>
          <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#0f766e" stopOpacity="0.28" />
            <stop offset="1" stopColor="#0f766e" stopOpacity="0" />
          </linearGradient>
        </defs>
        <circle cx="200" cy="150" r="140" fill="#ccfbf1" opacity="0.7" />
        <rect x="40" y="50" width="270" height="190" rx="20" fill="#fff" stroke="#e2e8f0" />
        <rect x="64" y="74" width="90" height="10" rx="5" fill="#e2e8f0" />
        <rect x="64" y="94" width="140" height="16" rx="8" fill="#0f172a" opacity="0.85" />
        <rect x="214" y="94" width="56" height="16" rx="8" fill="#ccfbf1" />
        <path d="M226 106l8-8 8 8" fill="none" stroke="#15803d" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <path
          d="M64 210 L100 196 L130 200 L160 178 L190 184 L220 156 L250 160 L286 128 L286 222 L64 222 Z"
          fill="url(#hero-area)"
        />
        <path
          d="M64 210 L100 196 L130 200 L160 178 L190 184 L220 156 L250 160 L286 128"
          fill="none"
          stroke="#0f766e"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="286" cy="128" r="7" fill="#fff" stroke="#0f766e" strokeWidth="4" />
        <g transform="translate(246 196)">
          <ellipse cx="40" cy="72" rx="44" ry="8" fill="#0f172a" opacity="0.08" />
          <path
            d="M8 44c0-20 14-34 34-34h10c13 0 22 8 24 19h7v18h-9l-7 13H53v-9H35v9H21l-7-13C9 56 8 51 8 44z"
            fill="#0f766e"
          />
          <circle cx="62" cy="34" r="3.5" fill="#fff" />
          <rect x="32" y="0" width="22" height="6" rx="3" fill="#f59e0b" />
        </g>
        <g>
          <ellipse cx="60" cy="252" rx="22" ry="7" fill="#f59e0b" />
          <ellipse cx="60" cy="244" rx="22" ry="7" fill="#fbbf24" stroke="#f59e0b" />
          <ellipse cx="60" cy="236" rx="22" ry="7" fill="#fcd34d" stroke="#f59e0b" />
        </g>
      </svg>
    </div>
  );
}

const BENEFITS: Array<{ key: 'start' | 'ojk' | 'custodian' | 'liquid'; icon: Icon }> = [
  { key: 'start', icon: CoinsIcon },
  { key: 'ojk', icon: ShieldCheckIcon },
  { key: 'custodian', icon: BankIcon },
  { key: 'liquid', icon: WalletIcon },
];

function Benefits({ amount }: { amount: string }) {
  const { t } = useT('landing');
  return (
    <section id="keuntungan" aria-labelledby="keuntungan-title" className="page-container py-12 md:py-16">
      <SectionHeading id="keuntungan-title" title={t('benefits.title')} subtitle={t('benefits.subtitle')} />
      <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ key, icon: BenefitIcon }) => (
          <li key={key} className="card flex gap-4 lg:flex-col">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
              <BenefitIcon size={24} />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`benefits.items.${key}.title`, { amount })}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`benefits.items.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

type RiskLevel = 'low' | 'medium' | 'high';
/** Risk by type as on the fund detail page (spec funds §2.2): stock high, money market low, others medium. */
const FUND_TYPE_INFO: Record<FundType, { risk: RiskLevel; icon: Icon; tone: string }> = {
  PASAR_UANG: { risk: 'low', icon: ClockIcon, tone: 'bg-info-soft text-sky-800' },
  PENDAPATAN_TETAP: { risk: 'medium', icon: BarChartIcon, tone: 'bg-brand-soft text-brand-strong' },
  CAMPURAN: { risk: 'medium', icon: ScaleIcon, tone: 'bg-violet-100 text-violet-800' },
  SAHAM: { risk: 'high', icon: TrendingUpIcon, tone: 'bg-warning-soft text-amber-800' },
};
const RISK_STEPS: Record<RiskLevel, number> = { low: 1, medium: 2, high: 3 };
const BAR_HEIGHTS = ['h-2.5', 'h-3.5', 'h-[1.125rem]'];

function Categories() {
  const { t } = useT(['landing', 'common']);
  return (
    <section id="kategori" aria-labelledby="kategori-title" className="border-y border-line bg-surface">
      <div className="page-container py-12 md:py-16">
        <SectionHeading id="kategori-title" title={t('categories.title')} subtitle={t('categories.subtitle')} />
        <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {FUND_TYPES.map((type) => {
            const info = FUND_TYPE_INFO[type];
            const TypeIcon = info.icon;
            const name = t(`fundTypes.${type}`, { ns: 'common' });
            return (
              <li key={type}>
                <Link
                  to={FUND_TYPE_PATHS[type]}
                  className="group flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand hover:shadow-md"
                  data-testid={`fund-type-${type}`}
                >
                  <span className={cx('flex size-12 items-center justify-center rounded-xl', info.tone)}>
                    <TypeIcon size={24} />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-ink">{name}</h3>
                  <p className="mt-1 flex-1 text-sm leading-relaxed text-ink-muted">{t(`categories.types.${type}.body`)}</p>
                  <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4 text-sm">
                    <div>
                      <dt className="text-ink-subtle">{t('categories.riskLabel')}</dt>
                      <dd className="mt-1 flex items-center gap-2 font-semibold text-ink">
                        <RiskMeter level={info.risk} />
                        {t(`categories.risk.${info.risk}`)}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-ink-subtle">{t('categories.horizonLabel')}</dt>
                      <dd className="mt-1 font-semibold text-ink">{t(`categories.types.${type}.horizon`)}</dd>
                    </div>
                  </dl>
                  <span className="mt-4 inline-flex min-h-6 items-center gap-1 font-semibold text-brand group-hover:underline">
                    {t('categories.cta')}
                    <ChevronRightIcon size={18} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** Three bars, filled up to the level; the level is also written out beside it. */
function RiskMeter({ level }: { level: RiskLevel }) {
  const filled = RISK_STEPS[level];
  return (
    <span aria-hidden="true" className="flex items-end gap-0.5">
      {[1, 2, 3].map((step) => (
        <span
          key={step}
          className={cx('w-1.5 rounded-sm', BAR_HEIGHTS[step - 1], step <= filled ? 'bg-ink' : 'bg-line')}
        />
      ))}
    </span>
  );
}

function Closing() {
  const { t } = useT('landing');
  return (
    <section aria-labelledby="closing-title" className="page-container py-12 md:py-16">
      <div className="flex flex-col items-start gap-6 rounded-[var(--radius-card)] bg-brand px-6 py-8 text-white md:flex-row md:items-center md:justify-between md:px-10">
        <div>
          <h2 id="closing-title" className="text-2xl font-bold">
            {t('closing.title')}
          </h2>
          <p className="mt-1 text-white/90">{t('closing.body')}</p>
        </div>
        <Link
          to={START_INVESTING_HREF}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-[var(--radius-control)] bg-white px-6 font-semibold text-brand-strong hover:bg-brand-soft xs:w-auto"
        >
          {t('closing.cta')}
          <ArrowRightIcon size={20} />
        </Link>
      </div>
    </section>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{subtitle}</p>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = metaLocale(matches);
  const { title, description } = texts(locale).landing.meta;
  return pageMeta({ title, description, locale });
};
