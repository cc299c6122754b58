// The logged-in landing page's cards (spec landing §1 "Logged-in landing page offers", §2 "Logged-in
// sections", §4; issue 4 item 3): the portfolio value summary with its hide/show toggle and the
// submenu, the registration indicator and its card, the referral card, the financial-goals card and
// the portfolio carousel. Every decision comes from the initials (app/domain/policies via
// models/landing-initials.server.ts); these components only draw it. Closing or toggling posts to the
// page's action (ActionForm: a plain form without JavaScript, a fetcher with it) and is saved on the
// profile.
import { useFetcher } from 'react-router';
import { Carousel } from '~/components/carousel/carousel';
import { PATHS } from '~/components/layout/links';
import { ActionForm } from '~/components/ui/action-form';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { moneyOrMask, SignedMoney } from '~/components/ui/trend';
import { cx } from '~/components/ui/cx';
import {
  AlertTriangleIcon,
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  CoinsIcon,
  PieChartIcon,
  ReceiptIcon,
  RefreshIcon,
  UserIcon,
  type Icon,
} from '~/components/ui/icons';
import { BalanceToggle, useBalanceMask } from '~/components/portfolio/balance-toggle';
import { ReturnItems, ShortHistoryNote, UsdRateLine } from '~/components/portfolio/returns';
import { PortfolioCard } from '~/components/portfolio/portfolio-card';
import type { Language } from '~/domain/enums';
import type { RegistrationOutcome, RegistrationStatus, RegistrationStep } from '~/domain/policies/registration-indicator';
import type { ReferralCard } from '~/domain/policies/referral-card';
import { formatDate, formatMaskedMoney, formatMoney } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PortfolioJson, PortfolioSummaryJson } from '~/models/landing-initials.server';

// ---------------------------------------------------------------------------------------------
// Summary and submenu

export interface SubmenuData {
  incompleteOrders: number;
  /** Null: the recurring feature is off (no entry); else the Nabung Rutin runs waiting for payment (issue 17). */
  recurring: number | null;
  referral: boolean;
}

export function DashboardSummary({
  firstName,
  summary,
  submenu,
  locale,
  returnTo,
}: {
  firstName: string;
  summary: PortfolioSummaryJson;
  submenu: SubmenuData;
  locale: Language;
  returnTo: string;
}) {
  const { t } = useT('dashboard');
  const { fetcher, masked } = useBalanceMask(summary.enableMutualFundBalanceMasking);
  const invested = summary.totalInvestment > 0 || summary.usd.totalInvestment > 0;
  return (
    <section id="ringkasan" aria-labelledby="ringkasan-title" className="bg-gradient-to-b from-brand-soft/60 to-canvas">
      <div className="page-container py-6 md:py-10">
        {/* The signed-in landing's page heading: the visitor's is the hero's. */}
        <h1 className="text-lg font-semibold text-ink" data-testid="landing-greeting">
          {t('summary.greeting', { name: firstName })}
        </h1>
        <div className="card mt-4 md:p-6" data-testid="portfolio-summary" data-masked={masked ? 'true' : 'false'}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 id="ringkasan-title" className="text-sm font-medium text-ink-muted">
                {t('summary.title')}
              </h2>
              {/* Issue 16 item 6: the rupiah total counts dollar holdings at the latest rate, shown with its date. */}
              <p className="tabular mt-1 text-3xl font-bold tracking-tight text-ink" data-testid="summary-total">
                {masked ? <span aria-label={t('summary.hiddenValue')}>{formatMaskedMoney('IDR')}</span> : formatMoney(summary.performance.value, 'IDR', locale)}
              </p>
              {summary.usd.totalInvestment > 0 ? (
                <>
                  <p className="tabular mt-1 text-sm text-ink-muted" data-testid="summary-usd">
                    {t('summary.usdValue')}: {moneyOrMask(summary.usd.totalInvestment, 'USD', locale, masked)}
                  </p>
                  {summary.usdRate ? <UsdRateLine rate={summary.usdRate} locale={locale} /> : null}
                </>
              ) : null}
            </div>
            <BalanceToggle fetcher={fetcher} masked={masked} returnTo={returnTo} />
          </div>
          {invested ? (
            // Issue 16 item 7 (decision 068): profit over the money put in net, and both returns, each explained.
            <>
              <dl className="mt-4 grid gap-3 border-t border-line pt-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-ink-muted">{t('returns.profit')}</dt>
                  <dd className="mt-0.5 font-semibold" data-testid="summary-profit">
                    <SignedMoney minor={summary.performance.profit} currency="IDR" locale={locale} masked={masked} />
                    <span className="mt-1 block text-xs font-normal text-ink-muted">{t('returns.profitNote')}</span>
                  </dd>
                </div>
                <ReturnItems returns={summary.performance} locale={locale} testId="summary" />
              </dl>
              <ShortHistoryNote returns={summary.performance} />
            </>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">{t('summary.noInvestment')}</p>
          )}
          {summary.firstPurchaseAt ? (
            <p className="mt-3 text-xs text-ink-subtle">
              {t('summary.firstPurchase', { date: formatDate(new Date(summary.firstPurchaseAt), locale) })} · {t('summary.asOf')}
            </p>
          ) : null}
        </div>
        <Submenu submenu={submenu} />
      </div>
    </section>
  );
}


/** spec landing §2 "Dashboard submenu: portfolio; recurring investment (only if enabled ...); orders (with count); report; referral (only if enabled)". */
function Submenu({ submenu }: { submenu: SubmenuData }) {
  const { t } = useT('dashboard');
  const items: Array<{ key: string; href: `/${string}`; label: string; icon: Icon; badge?: number; badgeLabel?: string }> = [
    { key: 'portfolio', href: PATHS.portfolio, label: t('submenu.portfolio'), icon: PieChartIcon },
    ...(submenu.recurring === null
      ? []
      : [{ key: 'recurring', href: '/reksadana/nabung-rutin' as const, label: t('submenu.recurring'), icon: RefreshIcon, badge: submenu.recurring, badgeLabel: t('submenu.recurringCount', { count: submenu.recurring }) }]),
    {
      key: 'orders',
      href: PATHS.orders,
      label: t('submenu.orders'),
      icon: ReceiptIcon,
      badge: submenu.incompleteOrders,
      badgeLabel: t('submenu.ordersCount', { count: submenu.incompleteOrders }),
    },
    { key: 'report', href: '/reksadana/e-statement', label: t('submenu.report'), icon: ClockIcon },
    ...(submenu.referral ? [{ key: 'referral', href: '/reksadana/referral' as const, label: t('submenu.referral'), icon: UserIcon }] : []),
  ];
  return (
    <nav aria-label={t('submenu.label')} className="mt-4">
      <ul className="flex gap-2 md:gap-3" data-testid="submenu">
        {items.map((item) => (
          <li key={item.key} className="min-w-0 flex-1">
            <AppLink
              to={item.href}
              className="relative flex h-full min-h-16 flex-col items-center justify-center gap-1 rounded-[var(--radius-control)] border border-line bg-surface px-0.5 py-2 text-center text-[0.7rem] leading-tight font-medium text-ink hover:border-brand xs:text-xs md:flex-row md:text-sm"
              data-testid={`submenu-${item.key}`}
            >
              <item.icon size={20} className="text-brand" />
              {item.label}
              {item.badge ? (
                <span className="absolute top-1 right-1 min-w-5 rounded-full bg-danger px-1.5 text-[0.7rem] leading-5 font-bold text-white" data-testid={`submenu-${item.key}-count`}>
                  <span aria-hidden="true">{item.badge}</span>
                  <span className="sr-only">{item.badgeLabel}</span>
                </span>
              ) : null}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// ---------------------------------------------------------------------------------------------
// Registration indicator and its card (spec landing §4 "Three-step registration indicator", "Outcome by status")

export function RegistrationStatusCard({
  registration,
  returnTo,
  verifyEmailCard,
}: {
  registration: RegistrationStatus;
  returnTo: string;
  /** The verify-email card (its own component: it posts a resend). */
  verifyEmailCard: React.ReactNode;
}) {
  const { t } = useT('dashboard');
  const { outcome, steps } = registration;
  if (outcome.kind === 'NONE') return null;
  return (
    <section id="status-registrasi" aria-labelledby="status-registrasi-title" className="page-container pt-6" data-testid="registration-status" data-outcome={outcome.kind}>
      <div className="card md:p-6">
        <h2 id="status-registrasi-title" className="text-sm font-medium text-ink-muted">
          {t('registration.title')}
        </h2>
        <ol className="mt-3 flex items-start" data-testid="registration-steps">
          {steps.map((step, index) => (
            <StepItem key={step.key} step={step} last={index === steps.length - 1} />
          ))}
        </ol>
        <div className="mt-5 border-t border-line pt-4">
          {outcome.kind === 'VERIFY_EMAIL' ? verifyEmailCard : <OutcomeCard outcome={outcome} returnTo={returnTo} />}
        </div>
      </div>
    </section>
  );
}

function StepItem({ step, last }: { step: RegistrationStep; last: boolean }) {
  const { t } = useT('dashboard');
  const tone =
    step.state === 'DONE' ? 'bg-brand text-white' : step.state === 'REJECTED' ? 'bg-danger text-white' : 'bg-surface text-ink-muted ring-2 ring-line';
  return (
    <li className="flex flex-1 flex-col items-center text-center" data-testid={`step-${step.key}`} data-state={step.state}>
      <div className="flex w-full items-center">
        <span className={cx('h-0.5 flex-1', step.number === 1 ? 'invisible' : step.state === 'WAITING' ? 'bg-line' : 'bg-brand')} />
        <span className={cx('flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold', tone)} aria-hidden="true">
          {step.state === 'DONE' ? <CheckIcon size={16} /> : step.state === 'REJECTED' ? '✕' : step.number}
        </span>
        <span className={cx('h-0.5 flex-1', last ? 'invisible' : 'bg-line')} />
      </div>
      <span className="mt-1.5 text-xs font-medium text-ink">
        {t(`registration.steps.${step.key}`)}
        <span className="sr-only">: {t(`registration.state.${step.state}`)}</span>
      </span>
    </li>
  );
}

function OutcomeCard({ outcome, returnTo }: { outcome: Exclude<RegistrationOutcome, { kind: 'VERIFY_EMAIL' | 'NONE' }>; returnTo: string }) {
  const { t } = useT('dashboard');
  const fetcher = useFetcher();
  switch (outcome.kind) {
    case 'NOT_REGISTERED':
      return (
        <div data-testid="outcome-not-registered">
          <h3 className="font-semibold text-ink">{t('registration.notRegistered.title')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t('registration.notRegistered.body', { minutes: outcome.estimateMinutes })}</p>
          <AppLink to={outcome.href as `/${string}`} className={buttonClass({ className: 'mt-4' })} data-testid="registration-cta">
            {t('registration.notRegistered.cta')}
            <ArrowRightIcon size={18} />
          </AppLink>
        </div>
      );
    case 'IN_PROCESS':
      return (
        <div className="flex gap-3" data-testid="outcome-in-process">
          <ClockIcon size={22} className="mt-0.5 shrink-0 text-warning" />
          <div>
            <h3 className="font-semibold text-ink">{t('registration.inProcess.title')}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t('registration.inProcess.body')}</p>
          </div>
        </div>
      );
    case 'REJECTED':
      return (
        <div className="flex gap-3" data-testid="outcome-rejected">
          <AlertTriangleIcon size={22} className="mt-0.5 shrink-0 text-danger" />
          <div>
            <h3 className="font-semibold text-ink">{t('registration.rejected.title')}</h3>
            <p className="mt-1 text-sm text-ink" data-testid="rejection-reason">
              <span className="font-medium">{t('registration.rejected.reasonLabel')}: </span>
              {outcome.reason ? t(`registration.rejected.reasons.${outcome.reason.code}`) : t('registration.rejected.noReason')}
            </p>
            {outcome.reason ? <p className="mt-0.5 text-xs text-ink-muted">{t(`registration.rejected.sources.${outcome.reason.source}`)}</p> : null}
            <AppLink to={outcome.reviseHref as `/${string}`} className={buttonClass({ className: 'mt-4' })} data-testid="revise-button">
              {t('registration.rejected.revise')}
            </AppLink>
          </div>
        </div>
      );
    case 'BLACKLISTED':
      return (
        <div className="flex gap-3" data-testid="outcome-blacklisted">
          <AlertTriangleIcon size={22} className="mt-0.5 shrink-0 text-danger" />
          <div>
            <h3 className="font-semibold text-ink">{t('registration.blacklisted.title')}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t('registration.blacklisted.body')}</p>
            {/* spec landing §4 "a blacklist notice that links to the parent partner" (decision 011). */}
            <AppLink to={`${PATHS.about}#kontak`} className={buttonClass({ variant: 'secondary', className: 'mt-4' })} data-testid="blacklist-partner">
              {t('registration.blacklisted.partner')}
            </AppLink>
          </div>
        </div>
      );
    case 'SUCCESS_CARD': {
      // Hidden at once while the closing is saved (optimistic).
      if (fetcher.state !== 'idle' || fetcher.data) return null;
      return (
        <div className="flex items-start gap-3" data-testid="success-card">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
            <CheckIcon size={20} />
          </span>
          <div className="flex-1">
            <h3 className="font-semibold text-ink">{t('registration.success.title')}</h3>
            <p className="mt-1 text-sm text-ink-muted">{t('registration.success.body')}</p>
          </div>
          <ActionForm fetcher={fetcher} returnTo={returnTo} fields={{ intent: 'settings', hasClosedMutualFundSuccessRegistrationCard: 'true' }}>
            <button type="submit" className="btn-ghost min-h-11 px-3" data-testid="success-card-close">
              {t('registration.success.close')}
            </button>
          </ActionForm>
        </div>
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Referral (spec landing §4 "Referral states")

export function ReferralCardView({ card, locale, returnTo }: { card: ReferralCard; locale: Language; returnTo: string }) {
  const { t } = useT('dashboard');
  const fetcher = useFetcher();
  if (card.kind === 'NONE') return null;
  if (card.kind === 'HOLDING_PERIOD' && (fetcher.state !== 'idle' || fetcher.data)) return null;
  const terms = <ReferralTerms />;
  return (
    <section id="referral" aria-labelledby="referral-title" className="page-container pt-6" data-testid="referral-card" data-kind={card.kind}>
      <div className="card flex flex-col gap-3 border-accent/40 bg-warning-soft/40 md:p-6">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/20 text-warning">
            <CoinsIcon size={22} />
          </span>
          <div className="min-w-0 flex-1">
            {card.kind === 'HOLDING_PERIOD' ? (
              <>
                <h2 id="referral-title" className="font-semibold text-ink">
                  {t('referral.holdingPeriod.title')}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">{t('referral.holdingPeriod.body')}</p>
                {card.endsAt ? <p className="mt-1 text-xs text-ink-muted">{t('referral.holdingPeriod.until', { date: formatDate(new Date(card.endsAt), locale) })}</p> : null}
              </>
            ) : card.kind === 'CASHBACK_AVAILABLE' ? (
              <>
                <h2 id="referral-title" className="font-semibold text-ink">
                  {t('referral.cashback.title', { amount: formatMoney(card.amount, 'IDR', locale) })}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">{t('referral.cashback.body')}</p>
                {card.expiresOn ? (
                  <p className="mt-1 text-sm text-ink" data-testid="cashback-expiry">
                    {t('referral.cashback.validUntil', { date: formatDate(card.expiresOn, locale) })}
                    {card.notice === 'ENDS_TODAY' ? (
                      <strong className="ml-2 text-danger" data-testid="cashback-ends-today">
                        {t('referral.cashback.endsToday')}
                      </strong>
                    ) : card.notice === 'DAYS_LEFT' && card.daysLeft !== null ? (
                      <strong className="ml-2 text-warning" data-testid="cashback-days-left">
                        {t('referral.cashback.daysLeft', { count: card.daysLeft })}
                      </strong>
                    ) : null}
                  </p>
                ) : null}
              </>
            ) : card.kind === 'ELIGIBILITY_PENDING' ? (
              <>
                <h2 id="referral-title" className="font-semibold text-ink">
                  {t('referral.pending.title')}
                </h2>
                <ol className="mt-2 flex flex-col gap-1.5" data-testid="referral-timeline">
                  {card.timeline.map((item) => (
                    <li key={item.step} className="flex items-center gap-2 text-sm">
                      <span
                        aria-hidden="true"
                        className={cx('flex size-5 items-center justify-center rounded-full text-[0.7rem]', item.done ? 'bg-brand text-white' : 'bg-surface ring-2 ring-line')}
                      >
                        {item.done ? <CheckIcon size={12} /> : null}
                      </span>
                      <span className={item.done ? 'text-ink' : 'text-ink-muted'}>
                        {t(`referral.pending.steps.${item.step}`)}
                        <span className="sr-only"> ({item.done ? t('referral.pending.done') : t('referral.pending.waiting')})</span>
                      </span>
                    </li>
                  ))}
                </ol>
                {card.expiresAt ? <p className="mt-2 text-xs text-ink-muted">{t('referral.pending.until', { date: formatDate(new Date(card.expiresAt), locale) })}</p> : null}
              </>
            ) : (
              <>
                <h2 id="referral-title" className="font-semibold text-ink">
                  {t('referral.banner.title', { amount: formatMoney(card.amount, 'IDR', locale) })}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">{t('referral.banner.body')}</p>
              </>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 pl-[3.25rem]">
          {card.kind === 'GET_CASHBACK_BANNER' ? (
            <AppLink to={card.href as `/${string}`} className={buttonClass()} data-testid="referral-cta">
              {t('referral.banner.cta')}
            </AppLink>
          ) : null}
          {terms}
          {card.kind === 'HOLDING_PERIOD' ? (
            <ActionForm fetcher={fetcher} returnTo={returnTo} fields={{ intent: 'settings', hasDismissedMutualFundHoldingPeriodReferralCashbackCard: 'true' }}>
              <button type="submit" className="btn-ghost min-h-11 px-3" data-testid="referral-dismiss">
                {t('referral.holdingPeriod.dismiss')}
              </button>
            </ActionForm>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** The referral terms popup (spec landing §2 "referral terms"): a popover, so it needs no JavaScript. */
function ReferralTerms() {
  const { t } = useT('dashboard');
  return (
    <>
      <button type="button" popoverTarget="referral-terms" className="btn-ghost min-h-11 px-3 text-sm" data-testid="referral-terms-open">
        {t('referral.terms.open')}
      </button>
      <div id="referral-terms" popover="auto" role="dialog" aria-labelledby="referral-terms-title" className="info-popover" data-testid="referral-terms">
        <h3 id="referral-terms-title">{t('referral.terms.title')}</h3>
        <ul className="mt-2 list-disc pl-5 text-sm leading-relaxed text-ink-muted">
          {(['minimum', 'types', 'expiry', 'fair'] as const).map((item) => (
            <li key={item}>{t(`referral.terms.items.${item}`)}</li>
          ))}
        </ul>
        <div>
          <button type="button" popoverTarget="referral-terms" popoverTargetAction="hide" className="btn-secondary">
            {t('popups.close')}
          </button>
        </div>
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Financial goals card and the portfolio carousel

export function GoalsCard({ href }: { href: string }) {
  const { t } = useT('dashboard');
  return (
    <section id="tujuan" aria-labelledby="tujuan-title" className="page-container pt-6" data-testid="financial-goals-card">
      <div className="card flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:p-6">
        <div>
          <h2 id="tujuan-title" className="text-lg font-semibold text-ink">
            {t('goals.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('goals.body')}</p>
        </div>
        <AppLink to={href as `/${string}`} className={buttonClass({ className: 'shrink-0' })}>
          {t('goals.cta')}
        </AppLink>
      </div>
    </section>
  );
}

/**
 * The bonds card (spec landing §2 "bonds page", §3 bonds flag): retail government bonds sold with a
 * partner, shown only while the `bonds` flag is on (on by default; off, the bonds pages answer 404: decision 089).
 */
export function BondsCard() {
  const { t } = useT('dashboard');
  return (
    <section id="obligasi" aria-labelledby="obligasi-title" className="page-container pt-8" data-testid="bonds-card">
      <div className="card flex flex-col gap-3 md:flex-row md:items-center md:justify-between md:p-6">
        <div>
          <h2 id="obligasi-title" className="text-lg font-semibold text-ink">
            {t('bonds.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('bonds.body')}</p>
        </div>
        <AppLink to="/reksadana/obligasi-by-bina-artha" className={buttonClass({ variant: 'secondary', className: 'shrink-0' })}>
          {t('bonds.cta')}
        </AppLink>
      </div>
    </section>
  );
}

export function PortfolioCarousel({ summary, locale }: { summary: PortfolioSummaryJson; locale: Language }) {
  const { t } = useT('dashboard');
  const masked = summary.enableMutualFundBalanceMasking;
  const byId = new Map(summary.portfolios.map((p) => [p.portfolioId, p]));
  const cards = summary.carousel.cardPortfolioIds.map((id) => byId.get(id)).filter((p): p is PortfolioJson => p !== undefined);
  const addNew = summary.carousel.addNew;
  return (
    <section id="portofolio" aria-labelledby="portofolio-title" className="page-container pt-8" data-testid="portfolio-carousel">
      <div className="flex items-center justify-between gap-3">
        <h2 id="portofolio-title" className="text-xl font-bold text-ink">
          {t('portfolios.title')}
        </h2>
        {addNew.shown ? (
          <AppLink to={addNew.href as `/${string}`} className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline" data-testid="portfolio-add-new">
            + {t('portfolios.addNew')}
          </AppLink>
        ) : null}
      </div>
      <Carousel
        className="mt-4"
        label={t('portfolios.carouselLabel')}
        perView={{ mobile: summary.carousel.slidesPerView.mobile, desktop: summary.carousel.slidesPerView.desktop }}
        staticKey={`portfolios:${masked}:${JSON.stringify(cards)}`}
        slides={cards.map((portfolio) => (
          <PortfolioCard key={portfolio.portfolioId} portfolio={portfolio} locale={locale} masked={masked} />
        ))}
      />
    </section>
  );
}
