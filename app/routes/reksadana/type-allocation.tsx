// /reksadana/portfolio/performa/alokasi/{investmentType} (spec funds §2.1 route table, §3 "Portfolio allocation
// detail": name, slug, type, idrCalculation and usdCalculation (totalInvestment, profit, returnRate), pendingOrders;
// issue 16 item 8; decision 071): the signed-in investor's funds of one type across all their portfolios, each with
// its figures in rupiah and (a dollar fund) in dollars, how it is spread over the portfolios, a link to its
// allocation detail (decision 023), and the purchases of the type still in progress. Tabs lead to the other types.
// A visitor signs in first; a type segment that is no fund type is a 404. Links only: works without JavaScript.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/type-allocation';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PendingOrders } from '~/components/portfolio/pending-orders';
import { TypeTabs, UsdRateNote } from '~/components/portfolio/performance-details';
import { AppLink, Card, ChevronLeftIcon, ChevronRightIcon, LinkButton, PieChartIcon } from '~/components/ui';
import { Badges } from '~/components/ui/badges';
import { EmptyState } from '~/components/ui/empty-state';
import { SignedMoney, SignedRate } from '~/components/ui/trend';
import type { Currency, Language } from '~/domain/enums';
import { FUND_TYPE_PATHS, fundTypeFromPath } from '~/domain/fund-catalogue';
import type { CurrencyCalculation } from '~/domain/performance-details';
import { PERFORMANCE_PATH } from '~/domain/portfolio-paths';
import { currencySymbol, formatBasisPoints, formatDate, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getTypeAllocation, type TypeAllocationFund } from '~/models/performance-details.server';
import { loadTranslations, translations } from '~/locales/loading';

// `allocation`: the pending orders' words are the allocation detail's.
export const handle = translations('performance', 'allocation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const type = fundTypeFromPath(params.investmentType);
  if (!type) throw data({ notFound: true }, { status: 404 });
  return getTypeAllocation(user.id, type);
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function TypeAllocationPage({ loaderData }: Route.ComponentProps) {
  const { type, funds, pendingOrders, usdRate } = loaderData;
  const { t } = useT('performance');
  const { t: ta } = useT('allocation');
  const { t: tc, locale } = useT();
  const typeName = tc(`fundTypes.${type}`);

  return (
    <div className="page-container py-4 md:py-8" data-testid="type-allocation-page" data-type={type}>
      <AppLink to={PERFORMANCE_PATH} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="type-allocation-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('details.backToPerformance')}
      </AppLink>
      <header>
        <p className="text-sm font-semibold text-brand-strong">{t('details.typeAllocation.eyebrow')}</p>
        <h1 className="text-xl font-bold text-ink md:text-2xl" data-testid="type-allocation-title">
          {t('details.typeAllocation.title', { type: typeName })}
        </h1>
        <p className="mt-1 text-sm text-ink-muted">{t('details.typeAllocation.subtitle')}</p>
      </header>
      <TypeTabs current={type} hrefOf={(other) => `/reksadana/portfolio/performa/alokasi/${FUND_TYPE_PATHS[other]}`} className="mt-4" />

      {funds.length === 0 ? (
        <EmptyState icon={PieChartIcon} title={t('details.typeAllocation.empty.title', { type: typeName })} className="mx-auto mt-8 max-w-md" data-testid="type-allocation-empty">
          <p className="mt-1 text-ink-muted">{t('details.typeAllocation.empty.body', { type: typeName })}</p>
          <LinkButton to={`/reksadana/${FUND_TYPE_PATHS[type]}`} className="mt-6" block data-testid="type-allocation-browse">
            {t('details.typeAllocation.empty.browse', { type: typeName })}
          </LinkButton>
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
          <div className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:col-start-2 lg:row-start-1">
            <Card as="section" aria-labelledby="type-allocation-total-title" className="border-brand" data-testid="type-allocation-total">
              <h2 id="type-allocation-total-title" className="text-base font-semibold text-ink">
                {t('details.typeAllocation.total', { type: typeName })}
              </h2>
              <p className="text-xs text-ink-subtle">{t('details.typeAllocation.fundCount', { count: funds.length })}</p>
              {loaderData.idrCalculation ? <Calculation calc={loaderData.idrCalculation} currency="IDR" locale={locale} testId="type-allocation-total-idr" large /> : null}
              {loaderData.usdCalculation ? (
                <div className="mt-3 border-t border-line pt-3">
                  <h3 className="text-sm font-semibold text-ink">{t('details.currencies.USD')}</h3>
                  <Calculation calc={loaderData.usdCalculation} currency="USD" locale={locale} testId="type-allocation-total-usd" />
                </div>
              ) : null}
              {funds.some((f) => f.fund.currency === 'USD') ? <UsdRateNote rate={usdRate} className="mt-3" /> : null}
            </Card>
          </div>
          <section aria-labelledby="type-allocation-funds-title" className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-1">
            <h2 id="type-allocation-funds-title" className="text-lg font-semibold text-ink">
              {t('details.typeAllocation.fundsTitle')}
            </h2>
            <ul className="flex flex-col gap-3" data-testid="type-allocation-funds">
              {funds.map((fund) => (
                <FundCard key={fund.fund.id} item={fund} locale={locale} />
              ))}
            </ul>
            <p className="text-xs leading-relaxed text-ink-subtle">{ta('note')}</p>
          </section>
        </div>
      )}

      {pendingOrders.length > 0 ? (
        <PendingOrders
          title={ta('pending.title')}
          body={ta('pending.body')}
          orders={pendingOrders}
          locale={locale}
          testId="type-allocation-pending"
          className="mt-6"
          words={(order) => ({
            name: `${ta(order.kind === 'SWITCH_IN' ? 'pending.kinds.SWITCH_IN' : 'pending.kinds.SUBSCRIPTION')} · ${order.fund.name}`,
            detail: ta('pending.into', { name: order.portfolioName }),
            status: ta(`pending.statuses.${order.status}`),
            open: ta('pending.open', { number: order.transactionNumber }),
          })}
        />
      ) : null}
    </div>
  );
}

/** Value, profit and return of one calculation (spec §3 totalInvestment, profit, returnRate). */
function Calculation({ calc, currency, locale, testId, large = false }: { calc: CurrencyCalculation; currency: Currency; locale: Language; testId: string; large?: boolean }) {
  const { t } = useT('performance');
  return (
    <dl className="mt-2 grid grid-cols-2 gap-3 text-sm" data-testid={testId} data-currency={currency}>
      <div className="col-span-2">
        <dt className="text-ink-muted">{t('details.figures.value')}</dt>
        <dd className={large ? 'tabular text-2xl font-bold text-ink' : 'tabular text-lg font-semibold text-ink'} data-testid={`${testId}-value`}>
          {formatMoney(calc.totalInvestment, currency, locale)}
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted">{t('details.figures.profit')}</dt>
        <dd data-testid={`${testId}-profit`}>
          <SignedMoney minor={calc.profit} currency={currency} locale={locale} />
        </dd>
      </div>
      <div>
        <dt className="text-ink-muted">{t('details.figures.returnRate')}</dt>
        <dd data-testid={`${testId}-return`}>
          <SignedRate percent={calc.returnRate} locale={locale} />
        </dd>
      </div>
    </dl>
  );
}

function FundCard({ item, locale }: { item: TypeAllocationFund; locale: Language }) {
  const { t } = useT('performance');
  const { fund } = item;
  return (
    <li className="card" data-testid="type-allocation-fund" data-fund-slug={fund.slug} data-currency={fund.currency}>
      <div className="flex items-start gap-3">
        {fund.logoUrl ? <img src={fund.logoUrl} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-full border border-line bg-white object-contain" /> : null}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-ink">
            <AppLink to={item.fundPath} className="underline-offset-4 hover:text-brand hover:underline" data-testid="type-allocation-fund-name">
              {fund.name}
            </AppLink>
          </h3>
          <p className="text-xs text-ink-muted">
            {fund.investmentManager}
            {fund.currency === 'USD' ? ' · USD' : null}
          </p>
        </div>
      </div>
      {fund.currency === 'IDR' ? (
        item.idrCalculation ? <Calculation calc={item.idrCalculation} currency="IDR" locale={locale} testId="type-allocation-fund-idr" /> : null
      ) : (
        // A dollar fund: its own dollars first, then the same at the latest rate in rupiah (decision 071).
        <>
          <h4 className="mt-3 text-xs font-semibold text-ink-muted uppercase">{t('details.currencies.USD')}</h4>
          {item.usdCalculation ? <Calculation calc={item.usdCalculation} currency="USD" locale={locale} testId="type-allocation-fund-usd" /> : null}
          {item.idrCalculation ? (
            <div className="mt-3 border-t border-line pt-3">
              <h4 className="text-xs font-semibold text-ink-muted uppercase">{t('details.typeAllocation.inRupiah')}</h4>
              <Calculation calc={item.idrCalculation} currency="IDR" locale={locale} testId="type-allocation-fund-idr" />
            </div>
          ) : null}
        </>
      )}
      <p className="mt-3 text-sm text-ink-muted">
        {t('details.figures.units')}: <span className="tabular font-medium text-ink">{formatUnits(item.units, locale)}</span>
        {item.nav !== null && item.navDate !== null ? (
          <>
            {' · '}
            {t('details.figures.navAsOf', { nav: `${currencySymbol(fund.currency)} ${formatNav(item.nav, fund.currency, locale)}`, date: formatDate(item.navDate, locale) })}
          </>
        ) : null}
      </p>
      <ul className="mt-3 flex flex-col divide-y divide-line border-t border-line text-sm" aria-label={t('details.typeAllocation.portfoliosOf', { name: fund.name })}>
        {item.portfolios.map((p) => (
          <li key={p.portfolioId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-testid="type-allocation-portfolio" data-portfolio-id={p.portfolioId}>
            <span className="min-w-0 break-words text-ink">
              {p.name} <Badges items={[p.isDefault && t('details.badges.main'), p.roboCermat && t('details.badges.robo'), !p.active && t('details.badges.closed')]} />
            </span>
            <span className="tabular shrink-0 text-ink">
              {formatMoney(p.value, fund.currency, locale)}
              <span className="ml-2 text-ink-muted">{formatBasisPoints(p.shareBp, locale)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-end border-t border-line pt-2">
        <AppLink to={item.allocationPath} className="btn-ghost gap-1" data-testid="type-allocation-fund-detail">
          {t('details.typeAllocation.detail')}
          <span className="sr-only"> {fund.name}</span>
          <ChevronRightIcon size={18} aria-hidden="true" />
        </AppLink>
      </div>
    </li>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const locale = metaLocale(args.matches);
  const text = texts(locale).performance.details.meta;
  if (error || !loaderData) return pageMeta(args, { title: text.notFoundTitle, indexable: false });
  const type = texts(locale).common.fundTypes[loaderData.type];
  return pageMeta(args, { title: text.typeAllocation.replace('{{type}}', type), description: text.typeAllocationDescription.replace('{{type}}', type), indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
