// Small parts the performance detail pages share (issue 16 item 8; decision 071): tabs between the fund types, the
// note naming the dollar rate a rupiah figure is taken at, and the dashboard's links to one portfolio's holdings of
// one type. Plain links: they work without JavaScript.
import { AppLink } from '~/components/ui/app-link';
import { cx } from '~/components/ui/cx';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import type { UsdRate } from '~/domain/performance-details';
import { formatDate, formatNav } from '~/lib/format';
import { useT } from '~/lib/use-t';

/** One link per fund type, the current one marked (aria-current); scrolls sideways on a narrow screen. */
export function TypeTabs({ current, hrefOf, types = FUND_TYPES, className }: { current: FundType; hrefOf: (type: FundType) => string; types?: readonly FundType[]; className?: string }) {
  const { t } = useT('performance');
  const { t: tc } = useT();
  return (
    <nav aria-label={t('details.typeTabs')} className={cx('-mx-4 overflow-x-auto px-4', className)}>
      <ul className="flex gap-2">
        {types.map((type) => (
          <li key={type} className="shrink-0">
            <AppLink
              to={hrefOf(type) as `/${string}`}
              aria-current={type === current ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
                type === current ? 'border-brand bg-brand text-white' : 'border-line bg-surface text-ink hover:border-brand',
              )}
              data-testid="type-tab"
            >
              {tc(`fundTypes.${type}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which rate dollar funds are counted in rupiah at, or that there is none yet (decision 071). */
export function UsdRateNote({ rate, className }: { rate: UsdRate | null; className?: string }) {
  const { t, locale } = useT('performance');
  return (
    <p className={cx('text-xs text-ink-subtle', className)} data-testid="usd-rate-note">
      {rate ? t('details.usdRate.at', { rate: `Rp ${formatNav(rate.buyRate, 'IDR', locale)}`, date: formatDate(rate.valueAt, locale) }) : t('details.usdRate.none')}
    </p>
  );
}

/** spec funds §2.1 "/reksadana/portfolio/{id}/{type}": one portfolio's holdings of one fund type. */
export function portfolioTypePath(portfolioId: number, type: FundType): `/reksadana/portfolio/${string}` {
  return `/reksadana/portfolio/${portfolioId}/${FUND_TYPE_PATHS[type]}`;
}

/** The dashboard's way to a portfolio's holdings of one type: one link per type it holds. */
export function PortfolioTypeLinks({ portfolioId, types }: { portfolioId: number; types: readonly FundType[] }) {
  const { t } = useT('performance');
  const { t: tc } = useT();
  const held = FUND_TYPES.filter((type) => types.includes(type));
  if (held.length === 0) return null;
  return (
    <nav aria-label={t('details.typeHoldings.byType')} data-testid="portfolio-type-links">
      <h2 className="text-sm font-semibold text-ink-muted">{t('details.typeHoldings.byType')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {held.map((type) => (
          <li key={type}>
            <AppLink to={portfolioTypePath(portfolioId, type)} className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink hover:border-brand" data-testid="portfolio-type-link">
              {tc(`fundTypes.${type}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
