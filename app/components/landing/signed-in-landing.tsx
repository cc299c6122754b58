// The signed-in part of the landing page (spec landing §2, §4; issue 4): the portfolio summary, the
// registration status, the referral card, the portfolio carousel or the financial-goals card, the
// product-type selector, the realized profits, and the popups the rules open. A chunk of its own,
// loaded only for a signed-in user (lazyPart in routes/reksadana/landing.tsx, decision 017).
import {
  BondsCard,
  DashboardSummary,
  GoalsCard,
  PortfolioCarousel,
  ReferralCardView,
  RegistrationStatusCard,
} from '~/components/landing/dashboard';
import { LoadPopup, PurchasePopup } from '~/components/landing/landing-popups';
import { ProductSelector } from '~/components/landing/product-selector';
import { RealizedProfits } from '~/components/landing/realized-profits';
import { VerifyEmailCard } from '~/components/landing/verify-email-card';
import { PATHS } from '~/components/layout/links';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import type { Language } from '~/domain/enums';
import { popupOnLoad } from '~/domain/policies/landing-popups';
import { CREATE_PORTFOLIO_PATH } from '~/domain/policies/portfolio-carousel';
import { useT } from '~/lib/use-t';
import type { LandingView } from '~/routes/reksadana/landing';


export function SignedInLanding({
  locale,
  initials,
  dashboard,
  returnTo,
  closeHref,
}: {
  locale: Language;
  initials: LandingView['initials'];
  dashboard: NonNullable<LandingView['dashboard']>;
  returnTo: string;
  closeHref: string;
}) {
  const summary = initials.portfolioSummary!;
  const cards = initials.cards!;
  const purchase = dashboard.purchase;
  const loadPopup = popupOnLoad(initials.popup, { purchaseOpen: purchase !== null });
  return (
    <>
      <DashboardSummary firstName={dashboard.firstName} summary={summary} submenu={dashboard.submenu} locale={locale} returnTo={returnTo} />
      {initials.registration ? (
        <RegistrationStatusCard
          registration={initials.registration}
          returnTo={returnTo}
          verifyEmailCard={<VerifyEmailCard email={dashboard.email} returnTo={returnTo} />}
        />
      ) : null}
      {initials.referralCard ? <ReferralCardView card={initials.referralCard} locale={locale} returnTo={returnTo} /> : null}
      {cards.portfolioCarousel ? <PortfolioCarousel summary={summary} locale={locale} /> : null}
      {cards.financialGoalsCard ? <GoalsCard href={CREATE_PORTFOLIO_PATH} /> : null}
      <ProductSelector data={dashboard.selector} locale={locale} />
      {initials.featureFlags.bonds ? <BondsCard /> : null}
      {dashboard.realized ? (
        <div className="page-container pt-8">
          <div className="card md:p-6">
            <RealizedProfits page={dashboard.realized.page} query={dashboard.realized.query} masked={summary.enableMutualFundBalanceMasking} />
          </div>
        </div>
      ) : null}
      {/* spec landing §6: the footer button is meant to be hidden for blacklisted users (decision 011). */}
      {initials.footerButtonShown ? <FooterCta /> : null}
      {/* Keyed by kind: closing one may bring the next (the create-PIN popup right after the verification popup). */}
      {loadPopup ? <LoadPopup key={loadPopup.kind} popup={loadPopup} returnTo={returnTo} /> : null}
      {purchase ? <PurchasePopup view={purchase} closeHref={closeHref} locale={locale} /> : null}
    </>
  );
}

/** The dashboard's closing call to action: to the funds (spec landing §6 "footer button"). */
function FooterCta() {
  const { t } = useT('dashboard');
  return (
    <div className="page-container pt-8" data-testid="footer-cta">
      <AppLink to={PATHS.allFunds} className={buttonClass({ block: true, size: 'lg', className: 'md:w-auto' })}>
        {t('footerCta')}
      </AppLink>
    </div>
  );
}
