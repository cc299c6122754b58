// /reksadana/nabung-rutin/{portfolioId} (issue 17 item 1; spec funds §2.1, §4.4 "With 1 to 4 schedules, go to the
// detail page"; decision 074): one portfolio's schedules, its count of the five, the runs waiting for payment, and the
// create link. Links only. Someone else's, an unknown or a malformed id is a 404; a visitor signs in first.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/portfolio';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PortfolioSchedules } from '~/components/recurring/portfolio-schedules';
import { NeedPaymentBanner, PageBack } from '~/components/recurring/recurring-parts';
import { AppLink } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { RECURRING_LIST_PATH } from '~/domain/recurring-paths';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { recurringPortfolioPage } from '~/models/recurring-pages.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('recurring');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const page = portfolioId === null ? null : recurringPortfolioPage(user, portfolioId, new Date());
  if (!page) throw data({ notFound: true }, { status: 404 });
  return { ...page, locale: getLocale(context) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RecurringPortfolio({ loaderData }: Route.ComponentProps) {
  const { t } = useT('recurring');
  const { entry, needPayment, locale } = loaderData;
  return (
    <div className="page-container max-w-3xl space-y-4 py-4 md:py-8" data-testid="recurring-portfolio-page">
      <PageBack to={portfolioPath(entry.portfolio.id)}>{t('pages.back')}</PageBack>
      <h1 className="text-2xl font-bold break-words text-ink">{t('pages.meta.portfolioTitle', { name: entry.portfolio.name })}</h1>
      <NeedPaymentBanner count={needPayment.count} amount={needPayment.amount} locale={locale} payHref={needPayment.href} />
      <PortfolioSchedules data={entry} locale={locale} linkHeading={false} />
      <p>
        <AppLink to={RECURRING_LIST_PATH} className="text-sm font-semibold text-brand underline">
          {t('pages.seeAll')}
        </AppLink>
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).recurring.pages.meta;
  const name = args.loaderData?.entry.portfolio.name;
  return pageMeta(args, { title: name ? text.portfolioTitle.replace('{{name}}', name) : text.listTitle, indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
