// The comparison table (spec funds §2.3, issue 3 item 4): up to 3 funds side by side, every figure
// of the fund page's info cards (CAGR, maximum drawdown, AUM, expense ratio, product type, risk
// level), fees, minimums and the return of every period. One real table: a column per fund, a row
// per figure, grouped in sections; on a phone the label column narrows and the table scrolls
// sideways only if it must.
import { Fragment, type ReactNode } from 'react';
import { useT } from '~/lib/use-t';
import { Link } from 'react-router';
import { ReturnFigure } from '~/components/funds/fund-list-item';
import { cx } from '~/components/ui/cx';
import { STAT_PERIODS, type Language, type StatPeriod } from '~/domain/enums';
import { fundDetailPath, riskLevel } from '~/domain/fund-catalogue';
import { FROM_COMPARE_QUERY, FROM_COMPARE_VALUE } from '~/domain/fund-compare';
import { formatBasisPoints, formatCompactMoney, formatMoney, formatPpmPercent } from '~/lib/format';
import type { CompareFund } from '~/models/fund-compare.server';

type Fund = CompareFund & { removeHref: string };

export function CompareTable({ funds, locale }: { funds: Fund[]; locale: Language }) {
  const { t } = useT(['fundTools', 'common']);
  const headline = (fund: Fund, key: 'cagrPpm' | 'maxDrawdownPpm') => {
    const all = fund.statistics.allTime?.[key] ?? null;
    if (all !== null) return { ppm: all, oneYear: false };
    return { ppm: fund.statistics.oneYear?.[key] ?? null, oneYear: true };
  };
  const fee = (bp: number) => (bp === 0 ? t('compare.table.free') : formatBasisPoints(bp, locale));

  const sections: Array<{ title: string; rows: Array<{ key: string; label: string; cell: (fund: Fund) => ReactNode }> }> = [
    {
      title: t('compare.table.sections.info'),
      rows: [
        {
          key: 'cagr',
          label: t('compare.table.cagr'),
          cell: (fund) => <Headline {...headline(fund, 'cagrPpm')} locale={locale} oneYearLabel={t('compare.periods.oneYear')} />,
        },
        {
          key: 'maxDrawdown',
          label: t('compare.table.maxDrawdown'),
          cell: (fund) => <Headline {...headline(fund, 'maxDrawdownPpm')} locale={locale} oneYearLabel={t('compare.periods.oneYear')} />,
        },
        { key: 'aum',
          label: t('compare.table.aum'), cell: (fund) => formatCompactMoney(fund.currentAum, fund.currency, locale) },
        { key: 'expenseRatio',
          label: t('compare.table.expenseRatio'), cell: (fund) => formatBasisPoints(fund.expenseRatioBp, locale) },
        { key: 'productType',
          label: t('compare.table.productType'), cell: (fund) => t(`common:fundTypes.${fund.type}`) },
        { key: 'riskLevel',
          label: t('compare.table.riskLevel'), cell: (fund) => t(`compare.risk.${riskLevel(fund.type)}`) },
        { key: 'manager',
          label: t('compare.table.manager'), cell: (fund) => fund.managerName },
      ],
    },
    {
      title: t('compare.table.sections.fees'),
      rows: [
        { key: 'subscriptionFee',
          label: t('compare.table.subscriptionFee'), cell: (fund) => fee(fund.subscriptionFeeBp) },
        { key: 'redemptionFee',
          label: t('compare.table.redemptionFee'), cell: (fund) => fee(fund.redemptionFeeBp) },
        {
          key: 'minimumInitial',
          label: t('compare.table.minimumInitial'),
          cell: (fund) => formatMoney(fund.minimumInitialSubscriptionAmount, fund.currency, locale),
        },
        { key: 'minimum',
          label: t('compare.table.minimum'), cell: (fund) => formatMoney(fund.minimumSubscriptionAmount, fund.currency, locale) },
        {
          key: 'minimumRedemption',
          label: t('compare.table.minimumRedemption'),
          cell: (fund) => (fund.minimumRedemptionAmount === null ? '-' : formatMoney(fund.minimumRedemptionAmount, fund.currency, locale)),
        },
      ],
    },
    {
      title: t('compare.table.sections.returns'),
      rows: STAT_PERIODS.map((period: StatPeriod) => ({
        key: `return-${period}`,
        label: t(`compare.periods.${period}`),
        cell: (fund: Fund) => <ReturnFigure ppm={fund.statistics[period]?.returnPpm ?? null} locale={locale} />,
      })),
    },
  ];

  const columns = funds.length;
  return (
    <div className="card overflow-x-auto p-0" data-testid="compare-table">
      <table className="w-full table-fixed border-collapse text-left text-xs md:text-sm">
        <caption className="sr-only">{t('compare.table.caption')}</caption>
        <thead>
          <tr className="align-top">
            {/* On a phone the labels sit above their values (full width), so the label column goes. */}
            <td className="hidden p-4 md:table-cell md:w-56">
              <span className="sr-only">{t('compare.table.figure')}</span>
            </td>
            {funds.map((fund, i) => (
              <th
                key={fund.id}
                scope="col"
                className={cx('p-3 font-normal md:border-l md:border-line md:p-4', i > 0 && 'border-l border-line')}
                data-testid="compare-fund"
                data-slug={fund.slug}
              >
                <Link to={`${fundDetailPath(fund)}?${FROM_COMPARE_QUERY}=${FROM_COMPARE_VALUE}`} className="block text-sm font-semibold break-words text-brand-strong hover:underline md:text-base">
                  {fund.name}
                </Link>
                <span className="mt-1 block text-ink-muted">{fund.managerName}</span>
                <Link
                  to={fund.removeHref}
                  className="mt-1 inline-flex min-h-11 items-center text-xs font-medium text-ink-muted underline underline-offset-2 hover:text-danger"
                  aria-label={t('compare.table.removeNamed', { name: fund.name })}
                >
                  {t('compare.table.removeShort')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.title}>
            <tr>
              {/* Phones have no label column: the heading spans the fund columns only. */}
              <th scope="colgroup" colSpan={columns} className="bg-canvas px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase md:hidden">
                {section.title}
              </th>
              <th
                scope="colgroup"
                colSpan={columns + 1}
                className="hidden bg-canvas px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase md:table-cell"
              >
                {section.title}
              </th>
            </tr>
            {section.rows.map((row) => (
              <Fragment key={row.key}>
                {/* Phone: the label as a full-width line above the values; each value carries it for assistive technology. */}
                <tr aria-hidden="true" className="border-t border-line md:hidden">
                  <td colSpan={columns} className="px-3 pt-2 text-ink-muted">
                    {row.label}
                  </td>
                </tr>
                <tr className="md:border-t md:border-line">
                  <th scope="row" className="hidden p-4 font-medium text-ink-muted md:table-cell">
                    {row.label}
                  </th>
                  {funds.map((fund, i) => (
                    <td
                      key={fund.id}
                      data-testid={`compare-${row.key}`}
                      className={cx(
                        'tabular px-3 pt-1 pb-2 font-semibold break-words text-ink md:border-l md:border-line md:p-4',
                        i > 0 && 'border-l border-line',
                      )}
                    >
                      <span className="sr-only md:hidden">{row.label}: </span>
                      {row.cell(fund)}
                    </td>
                  ))}
                </tr>
              </Fragment>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** CAGR or drawdown of all time, or of one year (labelled) when the all-time value is missing. */
function Headline({ ppm, oneYear, locale, oneYearLabel }: { ppm: number | null; oneYear: boolean; locale: Language; oneYearLabel: string }) {
  return (
    <>
      {formatPpmPercent(ppm, locale)}
      {oneYear && ppm !== null ? <span className="block text-xs font-normal text-ink-muted">{oneYearLabel}</span> : null}
    </>
  );
}
