// /reksadana/portfolio/performa/alokasi/{investmentType}/{productSlug} (spec funds §2.1 route table
// "/reksadana/portfolio/performa/alokasi/{type}/{id}", §2.2 "my-investment card ... goes to the allocation
// detail", §3 "Portfolio allocation detail"; decision 023): how the signed-in investor holds one fund,
// portfolio by portfolio (units, value at the latest NAV, cost, unrealized profit and return, share) with
// the totals and the purchases still in progress. The fund page's my-investment card links here.
// A visitor signs in first; an unknown slug is a 404; a known slug under another type's path is
// redirected (301) to its canonical address; a fund the investor does not hold shows an empty state that
// leads back to the fund. Plain links only: the page works without JavaScript.
import { MoveDialogLink } from '~/components/transact/move-dialog';
import { SellDialogLink } from '~/components/transact/sell-dialog';
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/allocation-detail';
import { NotFoundPage } from '~/components/layout/error-page';
import { PendingOrders } from '~/components/portfolio/pending-orders';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, buttonClass, Card, ChevronLeftIcon, LinkButton, PieChartIcon } from '~/components/ui';
import { Badges } from '~/components/ui/badges';
import { EmptyState } from '~/components/ui/empty-state';
import { SignedMoney, SignedRate } from '~/components/ui/trend';
import { allocationDetailPath } from '~/domain/allocation';
import type { Currency, Language } from '~/domain/enums';
import { FUND_TYPE_PATHS, fundDetailPath } from '~/domain/fund-catalogue';
import { currencySymbol, formatBasisPoints, formatDate, formatMoney, formatNav, formatUnits } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getAllocationDetail, type AllocationDetail, type AllocationPortfolio } from '~/models/allocation.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('allocation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const detail = getAllocationDetail(user.id, params.productSlug);
  if (!detail) throw data({ notFound: true }, { status: 404 });
  if (params.investmentType !== FUND_TYPE_PATHS[detail.fund.type]) {
    throw redirect(`${allocationDetailPath(detail.fund)}${new URL(request.url).search}`, 301);
  }
  return { ...detail, fundPath: fundDetailPath(detail.fund) };
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function AllocationDetailPage({ loaderData }: Route.ComponentProps) {
  const { fund, fundPath, portfolios, pendingOrders } = loaderData;
  const { t } = useT('allocation');
  const { t: tc, locale } = useT();

  return (
    <div className="page-container py-4 md:py-8" data-testid="allocation-page" data-fund-slug={fund.slug}>
      <AppLink to={fundPath} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="allocation-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('back')}
      </AppLink>

      <header className="flex items-start gap-3">
        {fund.logoUrl ? (
          <img src={fund.logoUrl} alt="" width={48} height={48} className="size-12 shrink-0 rounded-full border border-line bg-white object-contain" />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-strong">{t('eyebrow')}</p>
          <h1 className="text-xl font-bold text-ink md:text-2xl" data-testid="allocation-fund-name">
            {fund.name}
          </h1>
          <p className="text-sm text-ink-muted">{t('subtitle', { type: tc(`fundTypes.${fund.type}`), manager: fund.investmentManager })}</p>
        </div>
      </header>

      {portfolios.length === 0 ? (
        <EmptyHolding name={fund.name} fundPath={fundPath} />
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:col-start-2 lg:row-start-1">
            <Totals detail={loaderData} locale={locale} />
          </div>
          <section aria-labelledby="allocation-portfolios-title" className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-1">
            <h2 id="allocation-portfolios-title" className="text-lg font-semibold text-ink">
              {t('portfolios.title')}
            </h2>
            <ul className="flex flex-col gap-3" aria-label={t('portfolios.listLabel')} data-testid="allocation-portfolios">
              {portfolios.map((portfolio) => (
                <PortfolioCard key={portfolio.portfolioId} portfolio={portfolio} currency={fund.currency} locale={locale} />
              ))}
            </ul>
            <p className="text-xs leading-relaxed text-ink-subtle">{t('note')}</p>
          </section>
        </div>
      )}

      {pendingOrders.length > 0 ? (
        // Purchases of the fund and switches into it that have not brought their units yet (spec §3 pendingOrders).
        <PendingOrders
          title={t('pending.title')}
          body={t('pending.body')}
          orders={pendingOrders}
          locale={locale}
          testId="allocation-pending"
          className="mt-6"
          words={(order) => ({
            // A fund's allocation lists what brings units into it: buys and switch-ins only.
            name: t(order.kind === 'SWITCH_IN' ? 'pending.kinds.SWITCH_IN' : 'pending.kinds.SUBSCRIPTION'),
            detail: t('pending.into', { name: order.portfolioName }),
            status: t(`pending.statuses.${order.status}`),
            open: t('pending.open', { number: order.transactionNumber }),
          })}
        />
      ) : null}
    </div>
  );
}

/** The fund over all the portfolios, and the NAV the values are taken at. */
function Totals({ detail, locale }: { detail: AllocationDetail; locale: Language }) {
  const { t } = useT('allocation');
  const { fund, total, latestNav, portfolios } = detail;
  const money = (minor: number) => formatMoney(minor, fund.currency, locale);
  return (
    <Card as="section" aria-labelledby="allocation-total-title" className="border-brand" data-testid="allocation-total">
      <h2 id="allocation-total-title" className="text-base font-semibold text-ink">
        {t('total.title')}
      </h2>
      <p className="text-xs text-ink-subtle">{t('total.portfolios', { count: portfolios.length })}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="col-span-2">
          <dt className="text-ink-muted">{t('figures.value')}</dt>
          <dd className="tabular text-2xl font-bold text-ink" data-testid="allocation-total-value">
            {money(total.value)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.units')}</dt>
          <dd className="tabular font-semibold text-ink" data-testid="allocation-total-units">
            {formatUnits(total.units, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.cost')}</dt>
          <dd className="tabular font-semibold text-ink" data-testid="allocation-total-cost">
            {money(total.costBasis)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.profit')}</dt>
          <dd data-testid="allocation-total-profit">
            <SignedMoney minor={total.profit} currency={fund.currency} locale={locale} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.returnRate')}</dt>
          <dd data-testid="allocation-total-return">
            <SignedRate percent={total.returnRate} locale={locale} />
          </dd>
        </div>
        <div className="col-span-2 border-t border-line pt-3">
          <dt className="text-ink-muted">
            {t('nav.label')}
            {latestNav ? <span className="ml-1 text-xs">{t('nav.asOf', { date: formatDate(latestNav.date, locale) })}</span> : null}
          </dt>
          <dd className="tabular font-semibold text-ink" data-testid="allocation-nav">
            {latestNav ? `${currencySymbol(fund.currency)} ${formatNav(latestNav.nav, fund.currency, locale)}` : t('nav.none')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** One portfolio's holding of the fund. */
function PortfolioCard({ portfolio, currency, locale }: { portfolio: AllocationPortfolio; currency: Currency; locale: Language }) {
  const { t } = useT('allocation');
  const share = formatBasisPoints(portfolio.shareBp, locale);
  return (
    <li className="card" data-testid="allocation-portfolio" data-portfolio-id={portfolio.portfolioId}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink" data-testid="allocation-portfolio-name">
            {portfolio.name}
          </h3>
          <Badges items={[portfolio.isDefault && t('portfolios.default'), portfolio.roboCermat && t('portfolios.robo'), !portfolio.active && t('portfolios.inactive')]} />
        </div>
        <p className="text-right">
          <span className="sr-only">{t('figures.value')}: </span>
          <span className="tabular text-lg font-bold text-ink" data-testid="allocation-portfolio-value">
            {formatMoney(portfolio.value, currency, locale)}
          </span>
        </p>
      </div>

      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm md:grid-cols-4">
        <div>
          <dt className="text-ink-muted">{t('figures.units')}</dt>
          <dd className="tabular font-semibold text-ink" data-testid="allocation-portfolio-units">
            {formatUnits(portfolio.units, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.cost')}</dt>
          <dd className="tabular font-semibold text-ink" data-testid="allocation-portfolio-cost">
            {formatMoney(portfolio.costBasis, currency, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.profit')}</dt>
          <dd data-testid="allocation-portfolio-profit">
            <SignedMoney minor={portfolio.profit} currency={currency} locale={locale} />
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('figures.returnRate')}</dt>
          <dd data-testid="allocation-portfolio-return">
            <SignedRate percent={portfolio.returnRate} locale={locale} />
          </dd>
        </div>
      </dl>

      <div className="mt-3">
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="text-ink-muted">{t('figures.share')}</span>
          <span className="tabular font-semibold text-ink" data-testid="allocation-portfolio-share">
            {share}
          </span>
        </p>
        <div className="mt-1 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className="h-full rounded-full bg-brand" style={{ width: `${portfolio.shareBp / 100}%` }} />
        </div>
        <p className="sr-only">{t('portfolios.shareOf', { share })}</p>
      </div>
      {portfolio.heldUnits > 0 ? (
        <p className="mt-3 text-sm text-ink-muted" data-testid="allocation-portfolio-held">
          {t('portfolios.held', { units: formatUnits(portfolio.heldUnits, locale) })}
        </p>
      ) : null}
      {portfolio.sellHref && portfolio.moveHref ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2 border-t border-line pt-3">
          <SellDialogLink to={portfolio.sellHref} className={buttonClass({ variant: 'ghost' })} aria-label={t('portfolios.sellFrom', { name: portfolio.name })} data-testid="allocation-portfolio-sell">
            {t('portfolios.sell')}
          </SellDialogLink>
          <MoveDialogLink to={portfolio.moveHref} className={buttonClass({ variant: 'ghost' })} aria-label={t('portfolios.moveFrom', { name: portfolio.name })} data-testid="allocation-portfolio-move">
            {t('portfolios.move')}
          </MoveDialogLink>
        </div>
      ) : null}
    </li>
  );
}

/** The investor holds none of the fund: say so and lead back to it. */
function EmptyHolding({ name, fundPath }: { name: string; fundPath: `/${string}` }) {
  const { t } = useT('allocation');
  return (
    <EmptyState icon={PieChartIcon} title={t('empty.title')} className="mx-auto mt-8 max-w-md" data-testid="allocation-empty">
      <p className="mt-1 text-ink-muted">{t('empty.body', { name })}</p>
      <LinkButton to={fundPath} className="mt-6" block data-testid="allocation-empty-back">
        {t('empty.back')}
      </LinkButton>
    </EmptyState>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches)).allocation;
  if (error || !loaderData) return pageMeta(args, { title: text.meta.notFoundTitle, indexable: false });
  const name = loaderData.fund.name;
  return pageMeta(args, { title: text.meta.title.replace('{{name}}', name), description: text.meta.description.replace('{{name}}', name), indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
