// The landing page's hero (spec landing §1 "hero with a start-investing button and app-store links
// (app-store links are hidden inside the mobile app); the hero states a minimum start of Rp 10.000").
// For a visitor who came through a friend's referral link, the invitation and its cashback show in
// it (§2 "referralData is read from the query or from a cookie"). Logged-in users see the dashboard
// summary instead.
import { AppStoreLinks } from '~/components/layout/app-store-links';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { ArrowRightIcon, CoinsIcon, ShieldCheckIcon } from '~/components/ui/icons';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Language } from '~/domain/enums';
import { formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';

export interface HeroProps {
  isAppMode: boolean;
  locale: Language;
  /** "Rp 10.000" with a no-break space. */
  amount: string;
  startInvestingHref: `/${string}`;
  invitation: { referralCode: string; cashbackAmount: number } | null;
}

export function Hero({ isAppMode, locale, amount, startInvestingHref, invitation }: HeroProps) {
  const { t } = useT('landing');
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-soft/60 to-canvas">
      <div className="page-container grid items-center gap-10 py-10 md:py-16 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          {invitation ? (
            <div className="mb-6 flex gap-3 rounded-[var(--radius-card)] border border-accent/40 bg-warning-soft/60 p-4" data-testid="referral-invitation">
              <CoinsIcon size={24} className="mt-0.5 shrink-0 text-warning" />
              <div>
                <p className="font-semibold text-ink">{t('referralInvite.title', { code: invitation.referralCode })}</p>
                <p className="mt-1 text-sm text-ink-muted">{t('referralInvite.body', { amount: formatMoney(invitation.cashbackAmount, 'IDR', locale) })}</p>
              </div>
            </div>
          ) : null}
          <StaticMarkup cacheKey={`landing-hero:${locale}:${startInvestingHref}`}>
            <HeroText amount={amount} startInvestingHref={startInvestingHref} />
          </StaticMarkup>
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

function HeroText({ amount, startInvestingHref }: { amount: string; startInvestingHref: `/${string}` }) {
  const { t } = useT('landing');
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-surface/80 px-3 py-1.5 text-sm font-semibold text-brand-strong ring-1 ring-brand/20">
        <ShieldCheckIcon size={18} />
        {t('hero.badge')}
      </p>
      <h1 id="hero-title" className="mt-4 max-w-2xl text-[2rem] leading-tight font-bold tracking-tight text-balance text-ink md:text-5xl md:leading-[1.1]">
        {t('hero.title', { amount })}
      </h1>
      <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-muted">{t('hero.body')}</p>
      <div className="mt-8 flex flex-col gap-3 md:flex-row md:flex-wrap">
        <AppLink to={startInvestingHref} className={buttonClass({ size: 'lg' })} data-testid="start-investing">
          {t('hero.cta')}
          <ArrowRightIcon size={20} />
        </AppLink>
        <a href="#kategori" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          {t('hero.explore')}
        </a>
      </div>
    </>
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

