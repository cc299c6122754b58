// The landing page's popups (spec landing §2 "Popups", §4 "Landing popup rules", "Purchase gate"):
// the one the rules open on load, the one a buy link (`?beli=`) opens after the purchase gate, and the
// one-time redirection notice (`?redirect=old_domain`). Which one shows is decided on the server
// (app/domain/policies); closing a popup of the rules is a post to the page's action, saved on the
// profile where the spec keeps a flag for it, and for the create-PIN popup a postponement (decision 040);
// a buy link's popup closes with a link back to the page without its query.
import { useEffect, useState } from 'react';
import { Form, useFetcher, useNavigate } from 'react-router';
import { CartLink } from '~/components/cart/cart-link';
import { ActionForm, IN_PAGE_FIELD, RETURN_TO_FIELD } from '~/components/ui/action-form';
import { AppLink } from '~/components/ui/app-link';
import { useHydrated } from '~/components/ui/use-hydrated';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { AlertTriangleIcon, CheckIcon, ShieldCheckIcon } from '~/components/ui/icons';
import type { Language } from '~/domain/enums';
import { cartHref } from '~/domain/landing-links';
import { CLOSE_CONTACT_POPUP_INTENT, POSTPONE_CREATE_PIN_INTENT, type LandingPopup } from '~/domain/policies/landing-popups';
import { canResumeRegistration } from '~/domain/policies/purchase-gate';
import { CREATE_PORTFOLIO_PATH } from '~/domain/policies/portfolio-carousel';
import { REGISTRATION_STATUS_HREF } from '~/domain/policies/registration-indicator';
import { formatBasisPoints, formatDate } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PurchaseView } from '~/models/landing-dashboard.server';
import type { CloseSetting } from '~/forms/notification-settings';

/** The page action's `settings` intent (lib/settings-action.server.ts) saving one closed popup. */
const closeSetting = (setting: CloseSetting) => ({ intent: 'settings', [setting]: 'true' });

/** What closing each popup posts: its flag on the profile, or "later" for the create-PIN popup (decision 040). */
const CLOSE_FIELDS: Record<LandingPopup['kind'], Record<string, string>> = {
  SUCCESS_REGISTRATION: closeSetting('hasClosedMutualFundSuccessRegistrationPopup'),
  SUCCESS_REVISION: closeSetting('hasClosedMutualFundSuccessRevisionPopup'),
  SUCCESS_VERIFICATION: closeSetting('hasClosedMutualFundSuccessVerificationPopup'),
  CREATE_PIN: { intent: POSTPONE_CREATE_PIN_INTENT },
  FINANCIAL_GOALS: closeSetting('hasClosedMutualFundFinancialGoalsPopup'),
  // A contact change's popups clear their column (decision 055).
  PHONE_VERIFIED: { intent: CLOSE_CONTACT_POPUP_INTENT },
  PROFILE_UPDATED: { intent: CLOSE_CONTACT_POPUP_INTENT },
};

const Illustration = ({ tone = 'brand' }: { tone?: 'brand' | 'warning' }) => (
  <span
    aria-hidden="true"
    className={tone === 'brand' ? 'flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand' : 'flex size-16 items-center justify-center rounded-full bg-warning-soft text-warning'}
  >
    {tone === 'brand' ? <CheckIcon size={32} /> : <AlertTriangleIcon size={32} />}
  </span>
);

/**
 * The popup the rules open on load. Give it `key={popup.kind}`: the page's data after a closing may bring
 * the next popup (the create-PIN popup right after the verification popup, spec §4), which opens afresh.
 */
export function LoadPopup({ popup, returnTo }: { popup: LandingPopup; returnTo: string }) {
  const { t } = useT(['dashboard', 'otp']);
  const fetcher = useFetcher();
  const fields = CLOSE_FIELDS[popup.kind];
  // A closing hides at once (optimistic); the page's data then says what comes next.
  const open = fetcher.state === 'idle' && !fetcher.data;
  const saveClose = () => void fetcher.submit({ ...fields, [IN_PAGE_FIELD]: '1', [RETURN_TO_FIELD]: returnTo }, { method: 'post' });
  const closeButton = (label: string, variant: 'primary' | 'secondary' = 'primary') => (
    <ActionForm fetcher={fetcher} returnTo={returnTo} fields={fields} className="flex-1">
      <button type="submit" className={buttonClass({ variant, block: true })} data-testid="popup-close">
        {label}
      </button>
    </ActionForm>
  );

  let body: { title: string; text: React.ReactNode; actions: React.ReactNode };
  switch (popup.kind) {
    case 'SUCCESS_REGISTRATION':
      body = { title: t('popups.successRegistration.title'), text: t('popups.successRegistration.body'), actions: closeButton(t('popups.close')) };
      break;
    case 'SUCCESS_REVISION':
      body = { title: t('popups.successRevision.title'), text: t('popups.successRevision.body'), actions: closeButton(t('popups.close')) };
      break;
    case 'SUCCESS_VERIFICATION':
      body = {
        title: t('popups.successVerification.title'),
        text: (
          <>
            {t('popups.successVerification.body')}
            {popup.withCreatePin ? <span className="mt-2 block font-medium text-ink">{t('popups.successVerification.withPin')}</span> : null}
          </>
        ),
        actions: popup.withCreatePin ? (
          <>
            {/* Creating the PIN also closes the popup for good: a plain post that then goes to the PIN page. */}
            <Form method="post" className="flex-1">
              <input type="hidden" name="intent" value="settings" />
              <input type="hidden" name="hasClosedMutualFundSuccessVerificationPopup" value="true" />
              <input type="hidden" name={RETURN_TO_FIELD} value="/me/pin/create" />
              <button type="submit" className={buttonClass({ block: true })} data-testid="popup-create-pin">
                {t('popups.successVerification.createPin')}
              </button>
            </Form>
            {closeButton(t('popups.later'), 'secondary')}
          </>
        ) : (
          closeButton(t('popups.close'))
        ),
      };
      break;
    case 'CREATE_PIN':
      body = {
        title: t('popups.createPin.title'),
        text: t('popups.createPin.body'),
        actions: (
          <>
            <AppLink to={popup.href as `/${string}`} className={buttonClass({ block: true, className: 'flex-1' })} data-testid="popup-create-pin">
              {t('popups.createPin.cta')}
            </AppLink>
            {closeButton(t('popups.later'), 'secondary')}
          </>
        ),
      };
      break;
    case 'PHONE_VERIFIED':
      body = { title: t('otp:popups.phoneVerified.title'), text: t('otp:popups.phoneVerified.body'), actions: closeButton(t('otp:popups.close')) };
      break;
    case 'PROFILE_UPDATED':
      body = { title: t('otp:popups.profileUpdated.title'), text: t(`otp:popups.profileUpdated.${popup.field}`), actions: closeButton(t('otp:popups.close')) };
      break;
    case 'FINANCIAL_GOALS':
      body = {
        title: t('popups.financialGoals.title'),
        text: t('popups.financialGoals.body'),
        actions: (
          <>
            <Form method="post" className="flex-1">
              <input type="hidden" name="intent" value="settings" />
              <input type="hidden" name="hasClosedMutualFundFinancialGoalsPopup" value="true" />
              <input type="hidden" name={RETURN_TO_FIELD} value={CREATE_PORTFOLIO_PATH} />
              <button type="submit" className={buttonClass({ block: true })} data-testid="popup-create-portfolio">
                {t('popups.financialGoals.create')}
              </button>
            </Form>
            {closeButton(t('popups.financialGoals.skip'), 'secondary')}
          </>
        ),
      };
      break;
  }
  return (
    <Dialog open={open} title={body.title} onDismiss={saveClose} illustration={<Illustration />} data-testid={`popup-${popup.kind}`}>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{body.text}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">{body.actions}</div>
    </Dialog>
  );
}

/** What a buy link opens after the purchase gate (spec landing §4 "Purchase gate"). */
export function PurchasePopup({ view, closeHref, locale }: { view: PurchaseView; closeHref: string; locale: Language }) {
  const { t } = useT(['dashboard', 'landing']);
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const close = () => {
    setDismissed(true);
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const closeLink = (label: string, variant: 'primary' | 'secondary' = 'secondary') => (
    <AppLink to={closeHref as `/${string}`} replace preventScrollReset onClick={() => setDismissed(true)} className={buttonClass({ variant, block: true, className: 'flex-1' })} data-testid="popup-close">
      {label}
    </AppLink>
  );
  const { gate } = view;
  const name = view.title.kind === 'ROBO' ? t(`robo.models.${view.title.risk}.name`, { ns: 'landing' }) : view.title.name;

  if (gate.kind === 'NEED_EDD') {
    return (
      <Dialog open={!dismissed} title={t('popups.needEdd.title')} onDismiss={close} illustration={<Illustration tone="warning" />} data-testid="popup-NEED_EDD">
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t('popups.needEdd.body')}</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
          {closeLink(t('popups.later'))}
          <AppLink to={gate.href as `/${string}`} className={buttonClass({ block: true, className: 'flex-1' })} data-testid="popup-edd-continue">
            {t('popups.needEdd.continue')}
          </AppLink>
        </div>
      </Dialog>
    );
  }
  if (gate.kind === 'BUY_PREVENTION') {
    const canContinue = canResumeRegistration(gate.reason);
    return (
      <Dialog open={!dismissed} title={t('popups.buyPrevention.title')} onDismiss={close} illustration={<Illustration tone="warning" />} data-testid="popup-BUY_PREVENTION">
        <p className="mt-2 text-sm leading-relaxed text-ink-muted" data-testid="buy-prevention-reason" data-reason={gate.reason}>
          {t(`popups.buyPrevention.reasons.${gate.reason}`)}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
          {closeLink(t('popups.close'), canContinue ? 'secondary' : 'primary')}
          {canContinue ? (
            // The registration status card: its revise or finish button, or the verify-email card's resend.
            <AppLink to={REGISTRATION_STATUS_HREF} className={buttonClass({ block: true, className: 'flex-1' })} onClick={() => setDismissed(true)} data-testid="buy-prevention-continue">
              {gate.reason === 'EMAIL_NOT_VERIFIED' ? t('popups.buyPrevention.verifyEmail') : t('popups.buyPrevention.register')}
            </AppLink>
          ) : null}
        </div>
      </Dialog>
    );
  }
  if (gate.kind === 'SIGN_UP') return null;
  // OPEN_PURCHASE: the portfolio is chosen and the purchase sheet opens; continue leads to the cart.
  const continueHref = cartHref(gate);
  return (
    <Dialog
      open={!dismissed}
      title={view.title.kind === 'ROBO' ? t('popups.purchase.titleRobo', { name }) : t('popups.purchase.titleFund', { name })}
      onDismiss={close}
      illustration={
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
          <ShieldCheckIcon size={32} />
        </span>
      }
      data-testid="popup-PURCHASE"
    >
      <div id="beli" data-flow={gate.flow}>
        {view.title.kind === 'ROBO' && view.title.askedRisk ? (
          <p className="mt-2 rounded-[var(--radius-control)] bg-warning-soft p-3 text-sm text-ink" data-testid="purchase-model-note">
            {t('popups.purchase.ownModel', {
              asked: t(`robo.models.${view.title.askedRisk}.name`, { ns: 'landing' }),
              own: name,
            })}
          </p>
        ) : null}
        {view.portfolioName ? (
          <p className="mt-2 text-sm text-ink-muted">
            {t('popups.purchase.portfolio')}: <strong className="text-ink">{view.portfolioName}</strong>
          </p>
        ) : null}
        {view.funds.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-ink">{t('popups.purchase.split')}</h3>
            <ul className="mt-2 divide-y divide-line rounded-[var(--radius-control)] border border-line" data-testid="purchase-funds">
              {view.funds.map((fund) => (
                <li key={fund.href} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <AppLink to={fund.href} className="text-link" aria-label={t('popups.purchase.viewFund', { name: fund.name })}>
                    {fund.name}
                  </AppLink>
                  {fund.targetBp !== null ? <span className="tabular shrink-0 text-ink-muted">{formatBasisPoints(fund.targetBp, locale)}</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="note" className="mt-4 rounded-[var(--radius-control)] bg-info-soft p-3 text-sm text-ink" data-testid="purchase-notice">
          {t('popups.purchase.notice')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row">
          {closeLink(t('popups.close'), continueHref ? 'secondary' : 'primary')}
          {continueHref ? (
            // Without JavaScript the cart pages; with it the cart dialog over this sheet (cart-link.tsx).
            <CartLink to={continueHref} className={buttonClass({ block: true, className: 'flex-1' })} data-testid="purchase-continue">
              {t('popups.purchase.continue')}
            </CartLink>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

/** spec landing §2 "redirect=old_domain shows a one-time redirection popup (remembered in local storage)". */
export const REDIRECTION_SEEN_KEY = 'celengan.redirectionNoticeSeen';

export function RedirectionPopup({ validDate, closeHref, locale }: { validDate: string; closeHref: string; locale: Language }) {
  const { t } = useT('landing');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  // Until hydrated, the button is a plain link and the click is not remembered; `data-ready`
  // says when a click will be remembered (the e2e test waits for it).
  const hydrated = useHydrated();
  // Once seen (remembered in this browser), it does not show again; without JavaScript it shows
  // whenever the address asks for it, and its button leads to the plain page.
  useEffect(() => {
    try {
      if (window.localStorage.getItem(REDIRECTION_SEEN_KEY)) setOpen(false);
    } catch {
      // Storage unavailable (private mode): show it, as without JavaScript.
    }
  }, []);
  const close = () => {
    try {
      window.localStorage.setItem(REDIRECTION_SEEN_KEY, new Date().toISOString());
    } catch {
      // nothing to remember it in
    }
    setOpen(false);
    void navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  return (
    <Dialog open={open} title={t('redirectPopup.title')} onDismiss={close} data-testid="popup-redirection">
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t('redirectPopup.body', { date: formatDate(validDate, locale) })}</p>
      <div className="mt-6 flex">
        <AppLink
          to={closeHref as `/${string}`}
          replace
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
          className={buttonClass({ block: true })}
          data-testid="popup-close"
          data-ready={hydrated ? 'true' : undefined}
        >
          {t('redirectPopup.close')}
        </AppLink>
      </div>
    </Dialog>
  );
}
