// /reksadana/{investmentType}/{productSlug}: the fund detail page (spec funds §2.2, §4.1; issue 3
// item 2). The loader reads the fund (app/models/fund-detail.server.ts), decides the buy button
// (app/domain/policies/fund-buy-button.ts) and the chart's first view from the query, and sends the
// chart series in a compact form. An unknown slug is a 404 with the empty-fund page; a known slug
// under another type's path is redirected (301) to its canonical address. A first segment that is no
// fund type (`/reksadana/registrasi/…` before its page exists, a typo) is no fund address at all: the
// app's general 404 (issue 13 item 13, decision 033).
import { useT } from '~/lib/use-t';
import { data, isRouteErrorResponse, Link, redirect, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/fund-detail';
import { FundChart } from '~/components/charts/fund-chart';
import { NotFoundPage } from '~/components/layout/lazy-error-pages';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { BuyBox } from '~/components/funds/fund-detail-buy';
import { DividendSchedule, DIVIDEND_QUERY, parseDividendView } from '~/components/funds/fund-detail-dividends';
import { InfoCards, InfoPopup, LowerCard } from '~/components/funds/fund-detail-info';
import { MyInvestmentCard } from '~/components/funds/fund-detail-investment';
import {
  AboutFund,
  AssetAllocation,
  CompareSection,
  Documents,
  InvestmentPolicy,
  SwitchingList,
  TopHoldings,
} from '~/components/funds/fund-detail-sections';
import { ShareButton } from '~/components/funds/fund-detail-share';
import type { FundPageData } from '~/components/funds/fund-detail-types';
import { SimulationCard } from '~/components/funds/simulation-card';
import { WatchlistToggle } from '~/components/funds/watchlist-toggle';
import { ChevronRightIcon, CompassIcon, HomeIcon } from '~/components/ui';
import { BackLink } from '~/components/ui/back-link';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Language } from '~/domain/enums';
import { FUND_TYPE_PATHS, fundDetailPath, fundTypeFromPath } from '~/domain/fund-catalogue';
import { FROM_COMPARE_QUERY, FROM_COMPARE_VALUE } from '~/domain/fund-compare';
import { parseChartQuery, resolveChartView } from '~/domain/fund-chart';
import { chartAvailability, decodeNavSamples } from '~/domain/fund-chart-wire';
import { BUY_QUERY, buyButtonState } from '~/domain/policies/fund-buy-button';
import { formatDayMonthYear, formatNav, formatSignedPercent } from '~/lib/format';
import { db } from '~/lib/db.server';
import { fromJsonText, toJsonText } from '~/lib/json-text';
import { publicOrigin } from '~/lib/public-origin.server';
import { getSessionUser } from '~/lib/session.server';
import { getFeatureFlags } from '~/models/feature-flags.server';
import { compactChart, pageChart } from '~/models/fund-chart.server';
import { getFundDetail, getFundUserData } from '~/models/fund-detail.server';
import { withEmailVerification } from '~/models/users.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('fundDetail', 'fundTools');
export const clientMiddleware = [loadTranslations(handle)];

/** The 404 of a fund type's address whose fund does not exist (the empty-fund page, spec §2.2). */
const MISSING_FUND = { missing: 'fund' } as const;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (fundTypeFromPath(params.investmentType) === null) throw data(null, { status: 404 });
  const fund = getFundDetail({ slug: params.productSlug });
  if (!fund) throw data(MISSING_FUND, { status: 404 });
  const path = fundDetailPath(fund);
  if (params.investmentType !== FUND_TYPE_PATHS[fund.type]) throw redirect(`${path}${url.search}`, 301);

  const user = await getSessionUser(request);
  const flags = getFeatureFlags(db());
  const { chart, ...rest } = fund;
  const compact = compactChart(chart, fund.currency);
  const availability = chartAvailability({ periods: compact.periods, hasUnadjustedData: chart.hasUnadjustedData }, fund.hasDividend);
  const view = resolveChartView(parseChartQuery(url.searchParams), availability);
  const buy = buyButtonState({ fund, user: user && withEmailVerification(user), flags, currentPath: path });
  return {
    // One JSON text per fund content (lib/json-text.ts): the fund's figures are plain data.
    fundJson: toJsonText(rest satisfies FundPageData, fund),
    // The drawn view's series only; the others come from the /grafik resource when asked for.
    chart: pageChart(compact, view),
    chartSeriesUrl: `${path}/grafik`,
    // The simulation's monthly NAV samples, compact (decodeNavSamples).
    simulationSeries: compact.simulation,
    dividendView: parseDividendView(url.searchParams.get(DIVIDEND_QUERY)),
    path,
    shareUrl: `${publicOrigin(request)}${path}`,
    signedIn: user !== null,
    user: user ? getFundUserData(fund, user.id) : null,
    buy,
    buyPanelOpen: url.searchParams.get(BUY_QUERY) === '1',
    // spec funds §2.2: no compare section for a visitor who came from the compare page.
    fromCompare: url.searchParams.get(FROM_COMPARE_QUERY) === FROM_COMPARE_VALUE,
    watchlistEnabled: flags.watchlist,
  };
}

export default function FundDetailPage({ loaderData }: Route.ComponentProps) {
  const { path, buy, user } = loaderData;
  const fund = fromJsonText(loaderData.fundJson);
  const { t, locale } = useT('fundDetail');
  const rootData = useRouteLoaderData('root') as { isAppMode?: boolean } | undefined;
  const typePath = `/reksadana/${FUND_TYPE_PATHS[fund.type]}` as const;

  return (
    <div className="page-container py-4 md:py-8" data-testid="fund-detail" data-fund-slug={fund.slug}>
      {rootData?.isAppMode ? null : (
        // Back to the previous page of this site, else to the fund type's list (spec §2.2).
        <BackLink fallback={typePath} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="back-link">
          <ChevronRightIcon size={18} className="rotate-180" />
          {t('back')}
        </BackLink>
      )}

      <header className="flex flex-wrap items-start gap-3">
        <StaticMarkup cacheKey={`fund-title:${fund.contentKey}:${locale}`} className="contents">
          <FundTitle fund={fund} />
        </StaticMarkup>
        <div className="flex items-center gap-2">
          {loaderData.watchlistEnabled ? (
            <WatchlistToggle
              mutualFundId={fund.id}
              onWatchlist={user?.onWatchlist ?? false}
              signedIn={loaderData.signedIn}
              redirectTo={path}
              fundName={fund.name}
              variant="icon"
            />
          ) : null}
          <ShareButton url={loaderData.shareUrl} fundName={fund.name} />
        </div>
      </header>

      <StaticMarkup cacheKey={`fund-nav:${fund.contentKey}:${locale}`}>
        <FundFigures fund={fund} locale={locale} />
      </StaticMarkup>

      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:col-start-2 lg:row-start-1">
          {user?.investment ? <MyInvestmentCard investment={user.investment} currency={fund.currency} locale={locale} /> : null}
          <BuyBox fund={fund} state={buy} locale={locale} panelOpen={loaderData.buyPanelOpen} closeHref={path} />
        </aside>
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <FundChart fund={fund} initial={loaderData.chart} seriesUrl={loaderData.chartSeriesUrl} />
          {/* The sections without state are rendered once per fund content and language (decision 010). */}
          <StaticMarkup cacheKey={`fund-figures:${fund.contentKey}:${locale}`} className="contents">
            <InfoCards fund={fund} locale={locale} />
            <LowerCard fund={fund} locale={locale} />
          </StaticMarkup>
          <section aria-labelledby="simulation-heading" className="relative">
            <h2 id="simulation-heading" className="sr-only">
              {t('explanations.investmentSimulation.title')}
            </h2>
            <div className="absolute top-4 right-5 z-10">
              <InfoPopup topic="investmentSimulation" />
            </div>
            <SimulationCard fund={{ currency: fund.currency, launchDate: fund.launchDate }} navSeries={decodeNavSamples(loaderData.simulationSeries)} />
          </section>
          <StaticMarkup cacheKey={`fund-composition:${fund.contentKey}:${locale}`} className="contents">
            <InvestmentPolicy fund={fund} locale={locale} />
            <AssetAllocation fund={fund} locale={locale} />
            <TopHoldings fund={fund} locale={locale} />
          </StaticMarkup>
          <DividendSchedule fund={fund} locale={locale} initialView={loaderData.dividendView} />
          <StaticMarkup cacheKey={`fund-more:${fund.contentKey}:${locale}`} className="contents">
            <SwitchingList fund={fund} />
            <Documents fund={fund} basePath={path} />
            <AboutFund fund={fund} />
          </StaticMarkup>
          {loaderData.fromCompare ? null : <CompareSection fund={fund} />}
        </div>
      </div>
    </div>
  );
}

/** Logo, name, type, category, manager and tags: the same for everyone (StaticMarkup). */
function FundTitle({ fund }: { fund: FundPageData }) {
  const { t } = useT('fundDetail');
  const { t: tc } = useT();
  const tags = [
    fund.hasDividend && 'hasDividend',
    fund.isIndexFund && 'indexFund',
    fund.isNewcomer && 'newcomer',
    fund.isCapitalProtected && 'capitalProtected',
    fund.currency === 'USD' && 'usd',
  ].filter((tag): tag is 'hasDividend' | 'indexFund' | 'newcomer' | 'capitalProtected' | 'usd' => Boolean(tag));
  return (
    <>
      {fund.logoUrl ?? fund.investmentManager.logoUrl ? (
        <img
          src={(fund.logoUrl ?? fund.investmentManager.logoUrl)!}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full border border-line bg-white object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-bold text-ink md:text-2xl" data-testid="fund-name">
          {fund.name}
        </h1>
        <p className="text-sm text-ink-muted">
          {t('header.typeAndCategory', { type: tc(`fundTypes.${fund.type}`), category: t(`categories.${fund.category}`) })} · {fund.investmentManager.name}
        </p>
        {tags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong">
                {t(`tags.${tag}`)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/** The latest NAV, the one-year return and the fund's notice (StaticMarkup). */
function FundFigures({ fund, locale }: { fund: FundPageData; locale: Language }) {
  const { t } = useT('fundDetail');
  const oneYear = fund.statistics.oneYear.returnPpm;
  return (
    <>
      {fund.latestNav ? (
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2">
          <div>
            <dt className="text-xs text-ink-muted">
              {t('header.nav')} <span>{t('header.navAsOf', { date: formatDayMonthYear(fund.latestNav.date, locale) })}</span>
            </dt>
            <dd className="tabular text-2xl font-bold text-ink" data-testid="latest-nav">
              {fund.currency === 'USD' ? 'US$' : 'Rp'} {formatNav(fund.latestNav.nav, fund.currency, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t('header.oneYear')}</dt>
            <dd className={`tabular text-2xl font-bold ${oneYear === null ? 'text-ink' : oneYear >= 0 ? 'text-gain' : 'text-loss'}`}>
              {oneYear === null ? (
                '-'
              ) : (
                <>
                  <span aria-hidden="true">{oneYear > 0 ? '▲ ' : oneYear < 0 ? '▼ ' : ''}</span>
                  {formatSignedPercent(oneYear / 1e6, locale)}
                </>
              )}
            </dd>
          </div>
        </dl>
      ) : null}

      {fund.headerInfoData ? (
        <div role="note" className="mt-4 rounded-[var(--radius-control)] bg-info-soft p-3 text-sm text-ink" data-testid="fund-alert">
          {fund.headerInfoLabel ? <strong className="mr-1">{fund.headerInfoLabel}:</strong> : null}
          {fund.headerInfoData}
        </div>
      ) : null}

    </>
  );
}

/** The empty-fund page (spec §2.2 "A missing product", §8 "Fund detail load failure"). */
export function EmptyFund() {
  const { t } = useT('fundDetail');
  return (
    <section className="page-container flex flex-col items-center py-16 text-center md:py-24" aria-labelledby="empty-fund-title" data-testid="empty-fund">
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand">
        <CompassIcon size={40} />
      </span>
      <h1 id="empty-fund-title" className="mt-6 text-2xl font-bold text-ink md:text-3xl">
        {t('empty.title')}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('empty.body')}</p>
      <Link to="/reksadana" className="btn-primary mt-8 gap-2" data-testid="empty-fund-back">
        <HomeIcon size={20} />
        {t('empty.back')}
      </Link>
    </section>
  );
}

/** True for the loader's 404 of a fund that does not exist, false for an address that is no fund's. */
function isMissingFund(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404 && (error.data as typeof MISSING_FUND | null)?.missing === MISSING_FUND.missing;
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches));
  if (error || !loaderData) {
    return pageMeta(args, { title: isMissingFund(error) ? text.fundDetail.meta.notFoundTitle : text.common.notFound.title, indexable: false });
  }
  const fund = fromJsonText(loaderData.fundJson);
  const fill = (template: string) =>
    template
      .replace('{{name}}', fund.name)
      .replace('{{type}}', text.common.fundTypes[fund.type])
      .replace('{{manager}}', fund.investmentManager.name);
  return pageMeta(args, { title: fill(text.fundDetail.meta.title), description: fill(text.fundDetail.meta.description), indexable: true });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (isMissingFund(error)) return <EmptyFund />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Anything else goes to the app's error page.
  throw error;
}
