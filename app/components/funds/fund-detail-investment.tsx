// My-investment card (spec funds §2.2): the signed-in holder's value, profit and return rate in this
// fund, over all their portfolios.
import { useT } from '~/lib/use-t';
import { cx } from '~/components/ui/cx';
import type { Currency, Language } from '~/domain/enums';
import { formatMoney, formatSignedPercent, formatUnits } from '~/lib/format';
import type { FundUserData } from '~/models/fund-detail.server';

export function MyInvestmentCard({ investment, currency, locale }: { investment: NonNullable<FundUserData['investment']>; currency: Currency; locale: Language }) {
  const { t } = useT('fundDetail');
  const sign = investment.profit > 0 ? 'gain' : investment.profit < 0 ? 'loss' : 'flat';
  return (
    <section className="card border-brand" aria-labelledby="investment-title" data-testid="my-investment">
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
    </section>
  );
}
