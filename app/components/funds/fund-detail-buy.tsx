// The buy box of the fund detail page (spec funds §4.1; app/domain/policies/fund-buy-button.ts;
// docs/decisions/006-buy-button-before-cart.md): one state, one message or button.
import { useT } from '~/lib/use-t';
import { Link } from 'react-router';
import { CartLink } from '~/components/cart/cart-link';
import { AlertTriangleIcon, ClockIcon } from '~/components/ui';
import type { Language } from '~/domain/enums';
import type { BuyButtonState } from '~/domain/policies/fund-buy-button';
import { formatMoney } from '~/lib/format';
import type { FundPageData } from './fund-detail-types';
import { cartAddress } from '~/domain/cart-address';

function Notice({ tone, icon, children, testId }: { tone: 'warning' | 'danger' | 'info'; icon: 'alert' | 'clock'; children: React.ReactNode; testId: string }) {
  const toneClass = tone === 'danger' ? 'bg-danger-soft text-danger' : tone === 'warning' ? 'bg-warning-soft text-ink' : 'bg-info-soft text-ink';
  return (
    <div role="status" className={`flex items-start gap-3 rounded-[var(--radius-control)] p-3 text-sm ${toneClass}`} data-testid={testId}>
      {icon === 'clock' ? <ClockIcon size={20} className="shrink-0" /> : <AlertTriangleIcon size={20} className="shrink-0" />}
      <div>{children}</div>
    </div>
  );
}

export function BuyBox({ fund, state, locale, panelOpen, closeHref }: { fund: FundPageData; state: BuyButtonState; locale: Language; panelOpen: boolean; closeHref: string }) {
  const { t } = useT('fundDetail');
  const minimum = t('buy.minimum', { amount: formatMoney(fund.minimumSubscriptionAmount, fund.currency, locale) });
  let body: React.ReactNode;
  switch (state.kind) {
    case 'COMING_SOON':
      body = (
        <Notice tone="warning" icon="alert" testId="buy-coming-soon">
          <p className="font-semibold">{t('buy.comingSoonTitle')}</p>
          <p>{t('buy.comingSoon')}</p>
        </Notice>
      );
      break;
    case 'BLACKLISTED':
      body = (
        <Notice tone="danger" icon="alert" testId="buy-blacklisted">
          {t('buy.blacklisted')}
        </Notice>
      );
      break;
    case 'IN_PROCESS':
      body = (
        <Notice tone="info" icon="clock" testId="buy-in-process">
          {t('buy.inProcess')}
        </Notice>
      );
      break;
    case 'USD_NOT_AVAILABLE':
      body = (
        <Notice tone="warning" icon="alert" testId="buy-usd-coming-soon">
          {t('buy.usdNotAvailable')}
        </Notice>
      );
      break;
    case 'EDD_REQUIRED':
      body = (
        <>
          <Notice tone="warning" icon="alert" testId="buy-edd">
            <p className="font-semibold">{t('buy.eddTitle')}</p>
            <p>{t('buy.edd')}</p>
          </Notice>
          <Link to={state.href} className="btn-primary mt-3 w-full">
            {t('buy.eddAction')}
          </Link>
        </>
      );
      break;
    case 'VERIFY_EMAIL':
      body = (
        <>
          <Notice tone="info" icon="alert" testId="buy-verify-email">
            {t('buy.verifyEmail')}
          </Notice>
          <Link to={state.href} className="btn-primary mt-3 w-full" data-testid="buy-verify-email-link">
            {t('buy.verifyEmailAction')}
          </Link>
        </>
      );
      break;
    case 'SIGN_UP':
    case 'REGISTER':
      body = (
        <Link to={state.href} className="btn-primary w-full" data-testid="buy-button">
          {t('buy.buyInvestment')}
        </Link>
      );
      break;
    case 'BUY':
      body = (
        <Link to={state.href} className="btn-primary w-full" data-testid="buy-button">
          {t('buy.buyNow')}
        </Link>
      );
      break;
  }
  return (
    <section className="card" aria-label={t('buy.buyNow')} data-testid="buy-box" data-state={state.kind}>
      {state.kind === 'COMING_SOON' ? null : <p className="mb-3 text-sm text-ink-muted">{minimum}</p>}
      {body}
      {panelOpen && state.kind === 'BUY' ? (
        <div id="beli" role="region" aria-labelledby="buy-panel-title" className="mt-4 rounded-[var(--radius-control)] border border-brand bg-brand-soft/40 p-4" data-testid="buy-panel">
          <h2 id="buy-panel-title" className="font-semibold text-ink">
            {t('buy.panelTitle', { name: fund.name })}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('buy.panelBody')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* Without JavaScript the cart pages; with it the cart dialog, opened at once by the purchase flag (spec funds §4.1, decision 006). */}
            <CartLink to={cartAddress({ fundId: fund.id })} autoOpen closeHref={closeHref} className="btn-primary" data-testid="buy-continue">
              {t('buy.panelContinue')}
            </CartLink>
            {/* Replacing the address: Back does not open the purchase again. */}
            <Link to={closeHref} replace className="btn-ghost" preventScrollReset>
              {t('buy.panelClose')}
            </Link>
          </div>
        </div>
      ) : null}
      <p className="mt-3 text-xs leading-relaxed text-ink-subtle">{t('buy.disclaimer')}</p>
    </section>
  );
}
