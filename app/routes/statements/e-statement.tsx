// /reksadana/e-statement (spec funds §2.1; issue 18 item 1; decision 081): the signed-in investor's monthly
// statements, newest first and grouped by year, each a plain download link (GET, works without JavaScript) to the
// monthly report API, which makes the PDF on the first request and keeps it; an honest empty state without any; and
// the tax report's panel with the years it has a report for (holdings at the year's end or activity in it, the running one provisional). A visitor signs in first and comes back.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/e-statement';
import { NotFoundPage } from '~/components/layout/error-page';
import { HOME_PATH, PATHS } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { TaxReportPanel } from '~/components/statements/tax-report-panel';
import { AppLink, Card, EmptyState, ReceiptIcon, buttonClass } from '~/components/ui';
import { BackLink } from '~/components/ui/back-link';
import { monthlyReportPath } from '~/domain/statements/statement-paths';
import { requireUser } from '~/lib/session.server';
import { formatMonth } from '~/lib/month-label';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { statementMonthsFor } from '~/models/statements.server';
import { taxReportYears } from '~/models/tax-report.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('statements');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const months = statementMonthsFor(user.id, now);
  const byYear: Array<{ year: number; months: string[] }> = [];
  for (const month of months) {
    const year = Number(month.slice(0, 4));
    const group = byYear.at(-1);
    if (group && group.year === year) group.months.push(month);
    else byYear.push({ year, months: [month] });
  }
  return { byYear, years: taxReportYears(user.id, now), locale: getLocale(context) };
}

/** One investor's statements: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function EStatementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('statements');
  const { byYear, years, locale } = loaderData;
  return (
    <div className="page-container max-w-3xl space-y-4 py-4 md:py-8" data-testid="e-statement">
      <BackLink fallback={HOME_PATH} className="text-sm font-medium text-brand-strong">
        {t('monthly.page.back')}
      </BackLink>
      <header>
        <h1 className="text-2xl font-bold text-ink">{t('monthly.page.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('monthly.page.intro')}</p>
      </header>
      {byYear.length === 0 ? (
        <EmptyState icon={ReceiptIcon} title={t('monthly.page.empty.title')} data-testid="e-statement-empty">
          <p className="mt-2 max-w-md text-sm text-ink-muted">{t('monthly.page.empty.body')}</p>
          <AppLink to={PATHS.allFunds} className={`${buttonClass({})} mt-4`}>
            {t('monthly.page.empty.buy')}
          </AppLink>
        </EmptyState>
      ) : (
        byYear.map((group) => (
          <Card as="section" key={group.year} aria-labelledby={`e-statement-${group.year}`} data-testid="e-statement-year">
            <h2 id={`e-statement-${group.year}`} className="text-lg font-semibold text-ink">
              {t('monthly.page.year', { year: group.year })}
            </h2>
            <ul className="mt-2 divide-y divide-line">
              {group.months.map((month) => {
                const label = formatMonth(month, locale);
                return (
                  <li key={month} className="flex min-h-12 items-center justify-between gap-3 py-2">
                    <span className="font-medium text-ink">{label}</span>
                    <a
                      href={monthlyReportPath(month)}
                      download
                      className={buttonClass({ variant: 'secondary' })}
                      aria-label={t('monthly.page.downloadLabel', { month: label })}
                      data-testid="e-statement-download"
                    >
                      {t('monthly.page.download')}
                    </a>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))
      )}
      <TaxReportPanel years={years} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const text = texts(metaLocale(args.matches)).statements.monthly.meta;
  return pageMeta(args, { title: text.title, description: text.description, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
