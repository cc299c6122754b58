// /reksadana/nabung-rutin (issue 17 item 1; spec funds §2.1 "Recurring investment: list", §3 "Recurring list also
// exposes scheduleNeedPaymentAmount and reachedMaximum"; decision 074): every schedule of the signed-in investor by
// portfolio (fund, amount, period, next run date, status), what the runs waiting for payment add up to with the way to
// pay them, and the create link of each portfolio; with no schedule at all, the empty state. Links only: works without
// JavaScript. A visitor signs in first (and comes back); the feature off is a 404.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/list';
import { NotFoundPage } from '~/components/layout/error-page';
import { HOME_PATH } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PortfolioSchedules } from '~/components/recurring/portfolio-schedules';
import { NeedPaymentBanner, PageBack } from '~/components/recurring/recurring-parts';
import { AppLink, EmptyState, RefreshIcon, buttonClass } from '~/components/ui';
import { recurringCreatePath } from '~/domain/recurring-paths';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { recurringListPage } from '~/models/recurring-pages.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('recurring');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = recurringListPage(user, new Date());
  if (!page) throw data({ notFound: true }, { status: 404 });
  return { ...page, locale: getLocale(context) };
}

/** One investor's schedules: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RecurringList({ loaderData }: Route.ComponentProps) {
  const { t } = useT('recurring');
  const { portfolios, needPayment, locale } = loaderData;
  const anySchedule = portfolios.some((p) => p.schedules.length > 0);
  const firstCreatable = portfolios.find((p) => !p.portfolio.roboCermat);
  return (
    <div className="page-container max-w-3xl space-y-4 py-4 md:py-8" data-testid="recurring-list">
      <PageBack to={HOME_PATH}>{t('pages.back')}</PageBack>
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('pages.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('pages.intro')}</p>
      </header>
      <NeedPaymentBanner count={needPayment.count} amount={needPayment.amount} locale={locale} payHref={needPayment.href} />
      {anySchedule ? (
        portfolios.map((entry) => <PortfolioSchedules key={entry.portfolio.id} data={entry} locale={locale} />)
      ) : (
        <EmptyState icon={RefreshIcon} title={t('pages.empty.title')} data-testid="recurring-empty">
          <p className="mt-2 max-w-md text-sm text-ink-muted">{firstCreatable ? t('pages.empty.body') : t('pages.empty.noPortfolio')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {firstCreatable ? (
              portfolios
                .filter((p) => !p.portfolio.roboCermat)
                .map((p) => (
                  <AppLink key={p.portfolio.id} to={recurringCreatePath(p.portfolio.id)} className={buttonClass({})} data-testid="recurring-create">
                    {portfolios.length > 1 ? t('pages.createIn', { name: p.portfolio.name }) : t('pages.create')}
                  </AppLink>
                ))
            ) : (
              <AppLink to="/reksadana/semua-produk" className={buttonClass({})} data-testid="recurring-buy">
                {t('pages.empty.buy')}
              </AppLink>
            )}
          </div>
        </EmptyState>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const text = texts(metaLocale(args.matches)).recurring.pages.meta;
  return pageMeta(args, { title: text.listTitle, description: text.description, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
