// /reksadana/portfolio/performa (spec funds §2.1; issue 16 item 8, first page; decisions 068, 069): all of the
// signed-in investor's active portfolios together: the value in rupiah (dollar holdings at the latest rate, the rate
// and its date shown), the profit over the money put in net, "your return" and "the funds' return" each explained
// (cumulative under a year of history), the value over time against the net deposits (the app's LineChart: an SVG
// drawn on the server, with a table as its text alternative, Victory loaded in the browser only to redraw), the
// allocation by fund type (each type's page, /performa/alokasi/{type}, once its route exists), each portfolio's
// figures and the realized-profit page. Links only: the page works without JavaScript. A visitor signs in first.
import type { Route } from './+types/performance';
import { LineChart } from '~/components/charts/line-chart';
import { PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { ReturnItems, ShortHistoryNote, UsdRateLine } from '~/components/portfolio/returns';
import { AppLink, ChevronLeftIcon, ChevronRightIcon, LinkButton, PieChartIcon } from '~/components/ui';
import { Card } from '~/components/ui/card';
import { EmptyState } from '~/components/ui/empty-state';
import { SignedMoney } from '~/components/ui/trend';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { PORTFOLIO_LIST_PATH, portfolioPath } from '~/domain/portfolio-paths';
import { formatBasisPoints, formatCompactMoney, formatDate, formatMoney } from '~/lib/format';
import { ALLOCATION_DETAIL_BASE } from '~/domain/allocation';
import { REALIZED_PROFIT_LIST_PATH } from '~/domain/performance-details';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { allocationByType, getPortfolioPerformance, listActivePortfolioNames } from '~/models/portfolio-performance.server';
import { loadTranslations, translations } from '~/locales/loading';

// `dashboard`: the two returns' words; `fundDetail`: the chart's text alternative (components/charts/line-chart.tsx).
export const handle = translations('performance', 'dashboard', 'fundDetail');
export const clientMiddleware = [loadTranslations(handle)];


export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const report = getPortfolioPerformance({ userId: user.id })!;
  return {
    locale: getLocale(context),
    masked: user.enableMutualFundBalanceMasking,
    usdRate: report.usdRate,
    total: report.total,
    series: report.series,
    portfolios: listActivePortfolioNames(user.id).map(({ id, name }) => ({ id, name, href: portfolioPath(id), figures: report.portfolios[id]!.rupiah })),
    allocation: allocationByType(user.id, report.usdRate).map((row) => ({
      ...row,
      href: `${ALLOCATION_DETAIL_BASE}/${FUND_TYPE_PATHS[row.type]}` as const,
    })),
  };
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PerformancePage({ loaderData }: Route.ComponentProps) {
  const { locale, masked, usdRate, total, series, portfolios, allocation } = loaderData;
  const { t } = useT('performance');
  const { t: td } = useT('dashboard');
  const { t: tc } = useT();
  const rupiah = total.rupiah;
  const money = (minor: number) => (masked ? '••••••' : formatMoney(minor, 'IDR', locale));
  const first = series[0];
  const last = series.at(-1);

  return (
    <div className="page-container py-4 md:py-8" data-testid="performance-page">
      <AppLink to={PORTFOLIO_LIST_PATH} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="performance-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('overview.back')}
      </AppLink>
      <h1 className="text-xl font-bold text-ink md:text-2xl">{t('overview.title')}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t('overview.intro')}</p>

      {rupiah.since === null ? (
        <EmptyState icon={PieChartIcon} title={t('overview.empty.title')} className="mx-auto mt-8 max-w-md" data-testid="performance-empty">
          <p className="mt-1 text-ink-muted">{t('overview.empty.body')}</p>
          <LinkButton to={PATHS.allFunds} className="mt-6" block>
            {t('overview.empty.cta')}
          </LinkButton>
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
          <Card as="section" aria-labelledby="performance-value-title" className="border-brand" data-testid="performance-summary">
            <h2 id="performance-value-title" className="text-sm font-medium text-ink-muted">
              {t('overview.value')}
            </h2>
            <p className="tabular mt-1 text-3xl font-bold tracking-tight break-words text-ink" data-testid="performance-value">
              {money(rupiah.value)}
            </p>
            {total.holdsUsd ? (
              <>
                <p className="tabular mt-1 text-sm text-ink-muted" data-testid="performance-usd">
                  {td('returns.totalWithUsd', { amount: masked ? '••••••' : formatMoney(total.byCurrency.USD.value, 'USD', locale) })}
                </p>
                {usdRate ? <UsdRateLine rate={usdRate} locale={locale} /> : null}
              </>
            ) : null}
            <dl className="mt-4 grid gap-3 border-t border-line pt-4 text-sm">
              <div>
                <dt className="text-ink-muted">{t('overview.invested')}</dt>
                <dd className="tabular font-semibold text-ink" data-testid="performance-invested">
                  {money(rupiah.totalInvestment)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{td('returns.profit')}</dt>
                <dd className="font-semibold" data-testid="performance-profit">
                  <SignedMoney minor={rupiah.profit} currency="IDR" locale={locale} masked={masked} />
                  <span className="mt-1 block text-xs font-normal text-ink-muted">{td('returns.profitNote')}</span>
                </dd>
              </div>
              <ReturnItems returns={rupiah} locale={locale} testId="performance" />
            </dl>
            <ShortHistoryNote returns={rupiah} />
            <p className="mt-3 text-xs text-ink-subtle">{t('overview.since', { date: formatDate(rupiah.since, locale), asOf: formatDate(rupiah.asOf!, locale) })}</p>
          </Card>

          <div className="flex min-w-0 flex-col gap-6">
            <section aria-labelledby="performance-chart-title" className="card" data-testid="performance-chart">
              <h2 id="performance-chart-title" className="text-lg font-semibold text-ink">
                {t('overview.chart.title')}
              </h2>
              {first && last ? (
                <p className="mt-1 text-sm text-ink-muted" data-testid="performance-chart-summary">
                  {t('overview.chart.summary', {
                    fromValue: money(first.value),
                    from: formatDate(first.date, locale),
                    toValue: money(last.value),
                    to: formatDate(last.date, locale),
                    invested: money(last.invested),
                  })}
                </p>
              ) : null}
              {masked ? null : (
                <LineChart
                  className="mt-4"
                  ariaLabel={t('overview.chart.label', { from: first ? formatDate(first.date, locale) : '', to: last ? formatDate(last.date, locale) : '' })}
                  valueFormat={(y) => formatCompactMoney(y, 'IDR', locale)}
                  series={[
                    { id: 'value', label: t('overview.chart.value'), points: series.map((p) => ({ x: p.date, y: p.value })) },
                    { id: 'invested', label: t('overview.chart.invested'), points: series.map((p) => ({ x: p.date, y: p.invested })) },
                  ]}
                />
              )}
            </section>

            {allocation.length > 0 ? (
              <section aria-labelledby="performance-allocation-title" data-testid="performance-allocation">
                <h2 id="performance-allocation-title" className="text-lg font-semibold text-ink">
                  {t('overview.allocation.title')}
                </h2>
                <ul className="card mt-3 flex flex-col divide-y divide-line py-1">
                  {allocation.map((row) => (
                    <li key={row.type} data-testid="performance-allocation-row" data-type={row.type}>
                      <AppLink to={row.href} className="flex min-h-11 items-center gap-3 py-3 hover:text-brand" aria-label={t('overview.allocation.open', { type: tc(`fundTypes.${row.type}`) })}>
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold text-ink">{tc(`fundTypes.${row.type}`)}</span>
                          <span className="block text-xs text-ink-muted">{t('overview.allocation.share', { percent: formatBasisPoints(row.shareBp, locale) })}</span>
                          <span className="mt-1 block h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
                            <span className="block h-full rounded-full bg-brand" style={{ width: `${row.shareBp / 100}%` }} />
                          </span>
                        </span>
                        <span className="tabular shrink-0 font-semibold text-ink">{money(row.value)}</span>
                        <ChevronRightIcon size={18} aria-hidden="true" className="shrink-0 text-ink-muted" />
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="performance-portfolios-title" data-testid="performance-portfolios">
              <h2 id="performance-portfolios-title" className="text-lg font-semibold text-ink">
                {t('overview.portfolios.title')}
              </h2>
              <ul className="mt-3 grid gap-3 md:grid-cols-2">
                {portfolios.map((portfolio) => (
                  <li key={portfolio.id} className="card" data-testid="performance-portfolio" data-portfolio-id={portfolio.id}>
                    <h3 className="font-semibold break-words text-ink">
                      <AppLink to={portfolio.href} className="underline-offset-4 hover:text-brand hover:underline" aria-label={t('overview.portfolios.open', { name: portfolio.name })}>
                        {portfolio.name}
                      </AppLink>
                    </h3>
                    <p className="tabular mt-1 text-lg font-bold text-ink">{money(portfolio.figures.value)}</p>
                    <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                      <ReturnItems returns={portfolio.figures} locale={locale} testId="performance-portfolio" explained={false} />
                    </dl>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby="performance-realized-title" className="card" data-testid="performance-realized">
              <h2 id="performance-realized-title" className="text-lg font-semibold text-ink">
                {t('overview.realized.title')}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{t('overview.realized.body')}</p>
              <AppLink to={REALIZED_PROFIT_LIST_PATH} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline">
                {t('overview.realized.open')}
                <ChevronRightIcon size={18} aria-hidden="true" />
              </AppLink>
            </section>
          </div>
        </div>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).performance.overview.meta;
  return pageMeta(args, { title: text.title, description: text.description, indexable: false });
};
