// A portfolio's card (spec landing §2 "Portfolio carousel ... Each card has a top-up button"): name, robo and main
// badges, value (with the dollar part), profit, return, the goal's progress, a top-up (the landing's buy link for
// the portfolio, through the purchase gate) and the way to its dashboard. The landing's carousel and the portfolio
// list (/reksadana/portfolio) show the same card; amounts follow the balance toggle.
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { moneyOrMask, SignedMoney } from '~/components/ui/trend';
import { ReturnItems } from './returns';
import type { Language } from '~/domain/enums';
import { purchaseHref } from '~/domain/landing-links';
import { portfolioPath } from '~/domain/portfolio-paths';
import { formatPercent } from '~/lib/format';
import { useT } from '~/lib/use-t';
import type { PortfolioJson } from '~/models/landing-initials.server';

export function PortfolioCard({ portfolio, locale, masked }: { portfolio: PortfolioJson; locale: Language; masked: boolean }) {
  const { t } = useT('dashboard');
  return (
    <article className="card flex h-full flex-col gap-3" data-testid="portfolio-card" data-portfolio-id={portfolio.portfolioId}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">{portfolio.name}</h3>
        <span className="flex shrink-0 gap-1">
          {portfolio.roboCermat ? <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong">{t('portfolios.robo')}</span> : null}
          {portfolio.defaultPortfolio ? <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-ink-muted ring-1 ring-line">{t('portfolios.main')}</span> : null}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="col-span-2">
          <dt className="text-ink-muted">{t('portfolios.value')}</dt>
          <dd className="tabular text-xl font-bold text-ink" data-testid="portfolio-value">
            {moneyOrMask(portfolio.totalInvestment, 'IDR', locale, masked)}
            {portfolio.usd.totalInvestment > 0 ? (
              <span className="ml-1 text-sm font-medium text-ink-muted">{t('portfolios.usdPart', { amount: moneyOrMask(portfolio.usd.totalInvestment, 'USD', locale, masked) })}</span>
            ) : null}
          </dd>
        </div>
        {/* Issue 16 item 7 (decision 068): profit over the money put in net (rupiah, dollars at the latest rate) and
            both returns; their explanations are on the summary above the cards and on the dashboard. */}
        <div className="col-span-2">
          <dt className="text-ink-muted">{t('portfolios.profit')}</dt>
          <dd className="font-semibold" data-testid="portfolio-card-profit">
            <SignedMoney minor={portfolio.performance.profit} currency="IDR" locale={locale} masked={masked} />
          </dd>
        </div>
        <ReturnItems returns={portfolio.performance} locale={locale} testId="portfolio-card" explained={false} />
      </dl>
      {portfolio.targetPercent !== null && portfolio.targetAmount !== null ? (
        <div>
          <div className="flex justify-between text-xs text-ink-muted">
            <span>{t('portfolios.target', { amount: moneyOrMask(portfolio.targetAmount, 'IDR', locale, masked) })}</span>
            <span>{t('portfolios.progress', { percent: formatPercent(portfolio.targetPercent / 100, locale) })}</span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
            <span className="block h-full rounded-full bg-brand" style={{ width: `${portfolio.targetPercent}%` }} />
          </div>
        </div>
      ) : null}
      <div className="mt-auto flex gap-2 pt-1">
        <AppLink to={purchaseHref({ kind: 'PORTFOLIO', portfolioId: portfolio.portfolioId })} className={buttonClass({ className: 'flex-1' })} aria-label={t('portfolios.topUpLabel', { name: portfolio.name })} data-testid="portfolio-top-up">
          {t('portfolios.topUp')}
        </AppLink>
        <AppLink to={portfolioPath(portfolio.portfolioId)} className={buttonClass({ variant: 'secondary', className: 'flex-1' })} data-testid="portfolio-open">
          {t('portfolios.open')}
        </AppLink>
      </div>
    </article>
  );
}
