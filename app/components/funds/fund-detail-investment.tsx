// My-investment card (spec funds §2.2): the signed-in holder's value, profit and return rate in this
// fund, over all their portfolios. "Tapping goes to the allocation detail for that product": the card's
// link (stretched over the whole card, a plain link without JavaScript) opens
// /reksadana/portfolio/performa/alokasi/{type}/{slug} (decision 023).
import { useParams } from 'react-router';
import { useT } from '~/lib/use-t';
import { AppLink } from '~/components/ui/app-link';
import { cx } from '~/components/ui/cx';
import { ChevronRightIcon } from '~/components/ui/icons';
import { ALLOCATION_DETAIL_BASE } from '~/domain/allocation';
import type { Currency, Language } from '~/domain/enums';
import { formatMoney, formatSignedPercent, formatUnits } from '~/lib/format';
import type { FundUserData } from '~/models/fund-detail.server';

export function MyInvestmentCard({
  investment,
  currency,
  locale,
  allocationHref,
}: {
  investment: NonNullable<FundUserData['investment']>;
  currency: Currency;
  locale: Language;
  /** The allocation detail; by default built from the fund page's own address (its type path and slug). */
  allocationHref?: `/${string}`;
}) {
  const { t } = useT('fundDetail');
  const params = useParams();
  const href =
    allocationHref ??
    (params.investmentType && params.productSlug
      ? (`${ALLOCATION_DETAIL_BASE}/${encodeURIComponent(params.investmentType)}/${encodeURIComponent(params.productSlug)}` as const)
      : null);
  const sign = investment.profit > 0 ? 'gain' : investment.profit < 0 ? 'loss' : 'flat';
  return (
    <section className="card relative border-brand focus-within:ring-2 focus-within:ring-focus hover:shadow-md" aria-labelledby="investment-title" data-testid="my-investment">
      <h2 id="investment-title" className="text-base font-semibold text-ink">
        {t('investment.title')}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-ink-muted">{t('investment.value')}</dt>
          <dd className="tabular text-xl font-bold text-ink" data-testid="investment-value">
            {formatMoney(investment.totalInvestment, currency, locale)}
          </dd>
          <dd className="text-xs text-ink-subtle">{t('investment.units', { units: formatUnits(investment.units, locale) })}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('investment.profit')}</dt>
          <dd className={cx('tabular font-semibold', sign === 'gain' && 'text-gain', sign === 'loss' && 'text-loss')}>
            <span aria-hidden="true">{sign === 'gain' ? '▲ ' : sign === 'loss' ? '▼ ' : ''}</span>
            {formatMoney(investment.profit, currency, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('investment.returnRate')}</dt>
          <dd className={cx('tabular font-semibold', sign === 'gain' && 'text-gain', sign === 'loss' && 'text-loss')}>
            {investment.returnRate === null ? '-' : formatSignedPercent(investment.returnRate, locale)}
          </dd>
        </div>
      </dl>
      {href ? (
        <p className="mt-3 border-t border-line pt-3 text-sm">
          <AppLink to={href} className="stretched-link inline-flex items-center gap-1 font-semibold text-brand" aria-describedby="investment-title" data-testid="my-investment-link">
            {t('investment.detail')}
            <ChevronRightIcon size={16} aria-hidden="true" />
          </AppLink>
        </p>
      ) : null}
    </section>
  );
}
