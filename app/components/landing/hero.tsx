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
              <StaticMarkup cacheKey={`landing-hero-stores:${locale}`}>
                <AppStoreLinks />
              </StaticMarkup>
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

/**
 * Decorative: a growing savings chart beside a piggy bank. A file rather than inline SVG, so neither
 * every landing page's HTML nor its script carries the drawing. On a wide screen it is the page's largest
 * paint, so it loads at once and first (eager, high priority; a lazy image waits for layout), with its
 * size set so nothing moves when it arrives. Phones hide it; they fetch its 1.7 kB all the same.
 */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <img src="/images/hero-illustration.svg" alt="" width={360} height={300} loading="eager" fetchPriority="high" className="w-full max-w-md" data-testid="hero-illustration" />
    </div>
  );
}
