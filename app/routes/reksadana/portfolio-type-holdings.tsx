// /reksadana/portfolio/{portfolioId}/{investmentType} (spec funds §2.1 route table "/reksadana/portfolio/{id}/{type}";
// issue 16 item 8; decision 071): one of the signed-in investor's portfolios, only its funds of one type (a fund type
// path as the fund pages use), each as the dashboard shows it (value, units, profit, return, sell / switch / move
// links) with its own orders in progress below it; purchases of a fund of the type the portfolio holds no units of
// yet come after. Tabs lead to the portfolio's other types. A visitor signs in first; a malformed, unknown, closed
// or another investor's portfolio, or a segment that is no fund type, is the same 404 (decision 024).
// Links only: the page works without JavaScript (the sell, switch and move links open as dialogs with it).
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/portfolio-type-holdings';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Holding, PortfolioBadges, PortfolioIcon } from '~/components/portfolio/dashboard-sections';
import { PendingOrders } from '~/components/portfolio/pending-orders';
import { portfolioTypePath, TypeTabs } from '~/components/portfolio/performance-details';
import { AppLink, Card, ChevronLeftIcon, ChevronRightIcon, LinkButton, PieChartIcon } from '~/components/ui';
import { EmptyState } from '~/components/ui/empty-state';
import { moneyOrMask, SignedMoney, SignedRate } from '~/components/ui/trend';
import { CURRENCIES, FUND_TYPES, type Language } from '~/domain/enums';
import { FUND_TYPE_PATHS, fundTypeFromPath } from '~/domain/fund-catalogue';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { formatUnits } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import type { PendingOrder } from '~/models/pending-orders.server';
import { getPortfolioTypeHoldings } from '~/models/performance-details.server';
import { loadTranslations, translations } from '~/locales/loading';

// `portfolio`: a holding and its orders are drawn as on the dashboard, in its words.
export const handle = translations('performance', 'portfolio', 'autoRedemption');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const type = fundTypeFromPath(params.investmentType);
  const holdings =
    portfolioId === null || type === null ? null : getPortfolioTypeHoldings({ user, portfolioId, type, currentPath: portfolioTypePath(portfolioId, type) });
  if (!holdings) throw data({ notFound: true }, { status: 404 });
  return { ...holdings, masked: user.enableMutualFundBalanceMasking };
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioTypeHoldingsPage({ loaderData }: Route.ComponentProps) {
  const { portfolio, type, holdings, totals, otherPendingOrders, masked } = loaderData;
  const { t } = useT('performance');
  const { t: tc, locale } = useT();
  const typeName = tc(`fundTypes.${type}`);
  const shownCurrencies = CURRENCIES.filter((currency) => holdings.some((h) => h.fund.currency === currency));

  return (
    <div className="page-container py-4 md:py-8" data-testid="type-holdings-page" data-portfolio-id={portfolio.portfolioId} data-type={type}>
      <AppLink to={portfolioPath(portfolio.portfolioId)} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="type-holdings-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('details.typeHoldings.back', { name: portfolio.name })}
      </AppLink>
      <header className="flex items-center gap-3">
        <PortfolioIcon icon={portfolio.icon} />
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-strong">{portfolio.name}</p>
          <h1 className="text-xl font-bold break-words text-ink md:text-2xl" data-testid="type-holdings-title">
            {t('details.typeHoldings.title', { type: typeName })}
          </h1>
          <PortfolioBadges portfolio={portfolio} />
        </div>
      </header>
      <TypeTabs current={type} types={FUND_TYPES} hrefOf={(other) => portfolioTypePath(portfolio.portfolioId, other)} className="mt-4" />
      <AppLink to={`/reksadana/portfolio/performa/alokasi/${FUND_TYPE_PATHS[type]}`} className="btn-ghost mt-2 -ml-3 gap-1" data-testid="type-holdings-all-portfolios">
        {t('details.typeHoldings.allPortfolios', { type: typeName })}
        <ChevronRightIcon size={18} aria-hidden="true" />
      </AppLink>

      {holdings.length === 0 ? (
        <EmptyState icon={PieChartIcon} title={t('details.typeHoldings.empty.title', { type: typeName })} className="mx-auto mt-8 max-w-md" data-testid="type-holdings-empty">
          <p className="mt-1 text-ink-muted">{t('details.typeHoldings.empty.body', { type: typeName, name: portfolio.name })}</p>
          <LinkButton to={portfolioPath(portfolio.portfolioId)} className="mt-6" block>
            {t('details.typeHoldings.empty.back')}
          </LinkButton>
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
          <Card as="section" aria-labelledby="type-holdings-total-title" className="border-brand lg:sticky lg:top-[calc(var(--header-height)+1rem)]" data-testid="type-holdings-total">
            <h2 id="type-holdings-total-title" className="text-sm font-medium text-ink-muted">
              {t('details.typeHoldings.total', { type: typeName })}
            </h2>
            {shownCurrencies.map((currency) => (
              <dl key={currency} className="mt-3 grid grid-cols-2 gap-3 text-sm" data-testid={`type-holdings-total-${currency}`}>
                <div className="col-span-2">
                  <dt className="sr-only">{t(`details.currencies.${currency}`)}</dt>
                  <dd className="tabular text-2xl font-bold break-words text-ink" data-testid="type-holdings-total-value">
                    {moneyOrMask(totals[currency].value, currency, locale, masked)}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('details.figures.profit')}</dt>
                  <dd>
                    <SignedMoney minor={totals[currency].profit} currency={currency} locale={locale} masked={masked} />
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('details.figures.returnRate')}</dt>
                  <dd>
                    <SignedRate percent={totals[currency].returnRate} locale={locale} />
                  </dd>
                </div>
              </dl>
            ))}
          </Card>
          <section aria-labelledby="type-holdings-list-title" className="flex min-w-0 flex-col gap-4" data-testid="type-holdings">
            <h2 id="type-holdings-list-title" className="text-lg font-semibold text-ink">
              {t('details.typeHoldings.listTitle', { count: holdings.length })}
            </h2>
            {holdings.map((holding) => (
              <div key={holding.fund.id} className="flex flex-col gap-2" data-testid="type-holding" data-fund-id={holding.fund.id}>
                <ul>
                  <Holding holding={holding} locale={locale} masked={masked} />
                </ul>
                {holding.pendingOrders.length > 0 ? (
                  <Pending orders={holding.pendingOrders} locale={locale} masked={masked} title={t('details.typeHoldings.pendingOf', { name: holding.fund.name })} testId="type-holding-pending" />
                ) : null}
              </div>
            ))}
          </section>
        </div>
      )}
      {otherPendingOrders.length > 0 ? (
        <Pending orders={otherPendingOrders} locale={locale} masked={masked} title={t('details.typeHoldings.pendingNew', { type: typeName })} testId="type-holdings-pending" className="mt-6" />
      ) : null}
    </div>
  );
}

/** Orders in progress, in the dashboard's words (the `portfolio` namespace). */
function Pending({ orders, locale, masked, title, testId, className }: { orders: readonly PendingOrder[]; locale: Language; masked: boolean; title: string; testId: string; className?: string }) {
  const { t } = useT('portfolio');
  return (
    <PendingOrders
      title={title}
      body={t('pending.body')}
      orders={orders}
      locale={locale}
      masked={masked}
      testId={testId}
      className={className}
      words={(order) => ({
        name: t(`pending.kinds.${order.kind}`, { name: order.fund.name, target: order.targetFund?.name ?? '' }),
        detail: order.units === null ? undefined : t('pending.units', { units: formatUnits(order.units, locale) }),
        status: t(`pending.statuses.${order.status}`),
        open: t('pending.open', { number: order.transactionNumber }),
      })}
    />
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const locale = metaLocale(args.matches);
  const text = texts(locale).performance.details.meta;
  if (error || !loaderData) return pageMeta(args, { title: text.notFoundTitle, indexable: false });
  const type = texts(locale).common.fundTypes[loaderData.type];
  return pageMeta(args, {
    title: text.typeHoldings.replace('{{type}}', type).replace('{{name}}', loaderData.portfolio.name),
    description: text.typeHoldingsDescription.replace('{{type}}', type).replace('{{name}}', loaderData.portfolio.name),
    indexable: false,
  });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
