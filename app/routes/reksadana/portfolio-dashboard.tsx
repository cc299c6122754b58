// /reksadana/portfolio/{portfolioId} (spec funds §2.1 route table, §2.5 portfolio dashboard, §3 Portfolio; decision
// 024): one of the signed-in investor's portfolios: back, greeting, its icon and name, its value with the balance
// toggle (the landing's setting), profit and return, the IDR / USD breakdown when it holds dollar funds, the funds it
// holds (each with its top-up into the cart), the purchases in progress, and for a robo portfolio its
// recommendation and one buy link; another portfolio adds a fund through the cart (`&tambah=1`).
// A visitor signs in first; someone else's, a closed or an unknown portfolio, or a malformed id, is a 404. Links,
// a <details> and a form post only: the page works without JavaScript.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/portfolio-dashboard';
import { NotFoundPage } from '~/components/layout/error-page';
import { HOME_PATH } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { useBalanceMask } from '~/components/portfolio/balance-toggle';
import {
  BuyAction,
  EmptyPortfolio,
  HoldingList,
  PortfolioBadges,
  PortfolioIcon,
  Recommendations,
  ValueCard,
} from '~/components/portfolio/dashboard-sections';
import { PendingOrders } from '~/components/portfolio/pending-orders';
// Issue 16 (helper "details"): links to the portfolio's holdings of one fund type.
import { PortfolioTypeLinks } from '~/components/portfolio/performance-details';
// Issue 16 (helper "goals"): the edit dialog, the goal card, a new robo portfolio's risk-profile prompt.
import { EditPortfolioDialogLink } from '~/components/portfolio/edit-portfolio-dialog';
import { GoalCard, RoboScorePrompt } from '~/components/portfolio/goal-card';
import { portfolioGoalSection } from '~/models/portfolio-goals.server';
// Issue 17 (helper "recurring-pages"): the Nabung Rutin panel (spec funds §4.4).
import { RecurringPanel } from '~/components/recurring/recurring-panel';
import { recurringPanelOf } from '~/models/recurring-pages.server';
import { AppLink, ChevronLeftIcon } from '~/components/ui';
import { PORTFOLIO_LIST_PATH, portfolioPath } from '~/domain/portfolio-paths';
import { jakartaDate } from '~/domain/dates';
import { parseId } from '~/domain/ids';
import { roboScorePath } from '~/domain/risk-profile-paths';
import { formatUnits } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { saveSettings, SETTINGS_INTENT } from '~/lib/settings-action.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { getPortfolioPerformance } from '~/models/portfolio-performance.server';
import { getPortfolioDashboard } from '~/models/portfolios.server';
import { loadTranslations, translations } from '~/locales/loading';

// `dashboard`: the greeting and the balance toggle are the landing dashboard's; `performance`: the links by type,
// `goals`: the goal card and the edit dialog (issue 16).
export const handle = translations('portfolio', 'dashboard', 'performance', 'goals', 'recurring', 'autoRedemption');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const portfolioId = parseId(params.portfolioId);
  const dashboard = portfolioId === null ? null : getPortfolioDashboard({ user, portfolioId, currentPath: portfolioPath(portfolioId) });
  if (!dashboard) throw data({ notFound: true }, { status: 404 });
  const now = new Date();
  // Issue 16 (helper "goals"): the goal card and its projection (decision 067), the edit page, the robo score prompt
  // (a robo portfolio not scored yet has no model to buy: its risk profile first, decision 066).
  const goalSection = portfolioGoalSection({ user, dashboard, now });
  // Issue 16 items 6, 7: the value in rupiah with the dollar rate, the profit and both returns (decisions 068, 069).
  const report = getPortfolioPerformance({ userId: user.id, portfolioId: dashboard.portfolio.portfolioId });
  return {
    ...dashboard,
    ...(goalSection.roboScoreHref ? { buy: null } : {}),
    goalSection,
    recurring: recurringPanelOf(user, dashboard.portfolio, now),
    today: jakartaDate(now),
    performance: { scope: report!.portfolios[dashboard.portfolio.portfolioId]!, usdRate: report!.usdRate },
    firstName: user.firstName,
    masked: user.enableMutualFundBalanceMasking,
    returnTo: `${url.pathname}${url.search}`,
    locale: getLocale(context),
  };
}

/** The balance toggle (lib/settings-action.server.ts), as on the landing page. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get('intent') === SETTINGS_INTENT) return saveSettings(form, user.id, PORTFOLIO_LIST_PATH);
  return data({ intent: null, ok: false as const }, { status: 400 });
}

/** One investor's holdings: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioDashboardPage({ loaderData }: Route.ComponentProps) {
  const { portfolio, holdings, pendingOrders, recommendations, firstName, returnTo, locale } = loaderData;
  const { t } = useT('portfolio');
  const { t: td } = useT('dashboard');
  const { t: tg } = useT('goals');
  const { fetcher, masked } = useBalanceMask(loaderData.masked);
  const empty = holdings.length === 0;

  return (
    <div className="page-container py-4 md:py-8" data-testid="portfolio-page" data-portfolio-id={portfolio.portfolioId} data-robo={portfolio.roboCermat ? 'true' : 'false'}>
      <AppLink to={HOME_PATH} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="portfolio-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('back')}
      </AppLink>
      <p className="text-sm text-ink-muted" data-testid="portfolio-greeting">
        {td('summary.greeting', { name: firstName })}
      </p>
      <header className="mt-2 flex items-center gap-3">
        <PortfolioIcon icon={portfolio.icon} />
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words text-ink md:text-2xl" data-testid="portfolio-name">
            {portfolio.name}
          </h1>
          <PortfolioBadges portfolio={portfolio} />
        </div>
        <EditPortfolioDialogLink
          to={loaderData.goalSection.editHref}
          className="btn-secondary ml-auto shrink-0"
          aria-label={tg('edit.openLabel', { name: portfolio.name })}
          data-testid="portfolio-edit-open"
        >
          {tg('edit.open')}
        </EditPortfolioDialogLink>
      </header>

      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-4 lg:sticky lg:top-[calc(var(--header-height)+1rem)]">
          <ValueCard data={loaderData} locale={locale} masked={masked} fetcher={fetcher} returnTo={returnTo} />
          {/* An empty portfolio has its buy link in the empty state. */}
          {empty ? null : <BuyAction buy={loaderData.buy} addFund={loaderData.addFund} name={portfolio.name} />}
          {loaderData.recurring ? <RecurringPanel panel={loaderData.recurring} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {loaderData.goalSection.roboScoreHref ? <RoboScorePrompt href={loaderData.goalSection.roboScoreHref} /> : null}
          {loaderData.goalSection.goal ? (
            <GoalCard goal={loaderData.goalSection.goal} editHref={loaderData.goalSection.editHref} name={portfolio.name} today={loaderData.today} locale={locale} masked={masked} />
          ) : null}
          {empty ? <EmptyPortfolio data={loaderData} hasPending={pendingOrders.length > 0} /> : <HoldingList holdings={holdings} locale={locale} masked={masked} />}
          {/* Issue 16 (helper "details"): the holdings of one type, /reksadana/portfolio/{id}/{type}. */}
          <PortfolioTypeLinks portfolioId={portfolio.portfolioId} types={holdings.map((h) => h.fund.type)} />
          {pendingOrders.length > 0 ? (
            <PendingOrders
              title={t('pending.title')}
              body={t('pending.body')}
              orders={pendingOrders}
              locale={locale}
              masked={masked}
              testId="portfolio-pending"
              words={(order) => ({
                name: t(`pending.kinds.${order.kind}`, { name: order.fund.name, target: order.targetFund?.name ?? '' }),
                detail: order.units === null ? undefined : t('pending.units', { units: formatUnits(order.units, locale) }),
                status: t(`pending.statuses.${order.status}`),
                open: t('pending.open', { number: order.transactionNumber }),
              })}
            />
          ) : null}
          {recommendations.length > 0 ? <Recommendations recommendations={recommendations} locale={locale} scoreHref={roboScorePath(portfolio.portfolioId)} /> : null}
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches)).portfolio.meta;
  if (error || !loaderData) return pageMeta(args, { title: text.notFoundTitle, indexable: false });
  const name = loaderData.portfolio.name;
  return pageMeta(args, { title: text.title.replace('{{name}}', name), description: text.description.replace('{{name}}', name), indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
