// /reksadana/nabung-rutin/{portfolioId}/{recurringId} (issue 17 item 1; spec funds §2.1, §3 "Recurring schedule",
// §4.5 payment states and labels; decision 074): one schedule (fund, amount, period, validity, start, next run,
// status) and its runs, each with its date, its state's label (Terjadwal, Gagal, Menunggu Pembayaran, Pembayaran
// Berhasil) and the link to pay it or to its order; the next run shows as Terjadwal. Links only. Someone else's, an
// unknown or a malformed id, or a schedule of another portfolio, is a 404; a visitor signs in first.
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import type { Route } from './+types/detail';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PageBack, RunList, StatusBadge, usePeriodText } from '~/components/recurring/recurring-parts';
import { AppLink, Card, DescriptionRow, buttonClass } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { recurringEditPath, recurringPortfolioPath } from '~/domain/recurring-paths';
import { formatDate, formatMoney } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { recurringDetailPage } from '~/models/recurring-pages.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('recurring');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const recurringId = parseId(params.recurringId);
  const page = portfolioId === null || recurringId === null ? null : recurringDetailPage(user, portfolioId, recurringId, new Date());
  if (!page) throw data({ notFound: true }, { status: 404 });
  const url = new URL(request.url);
  return { ...page, notice: url.searchParams.get('ok'), locale: getLocale(context) };
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

const NOTICES = ['created', 'saved', 'paused', 'resumed', 'stopped'] as const;

export default function RecurringDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useT('recurring');
  const periodText = usePeriodText();
  const { schedule, runs, locale } = loaderData;
  const notice = NOTICES.find((n) => n === loaderData.notice);
  const upcoming = schedule.status === 'ACTIVE' && schedule.nextRunDate && !runs.some((run) => run.runDate === schedule.nextRunDate) ? schedule.nextRunDate : null;
  return (
    <div className="page-container max-w-2xl space-y-4 py-4 md:py-8" data-testid="recurring-detail" data-schedule-id={schedule.id} data-status={schedule.status}>
      <PageBack to={recurringPortfolioPath(schedule.portfolioId)}>{t('pages.back')}</PageBack>
      {notice ? (
        <p className="rounded-[var(--radius-control)] bg-brand-soft p-3 text-sm text-brand-strong" role="status" data-testid="recurring-notice">
          {t(`pages.${notice}`)}
        </p>
      ) : null}
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm text-ink-muted">{t('pages.meta.detailTitle')}</p>
          <h1 className="text-2xl font-bold break-words text-ink" data-testid="recurring-detail-fund">
            {schedule.fund.name}
          </h1>
          <p className="mt-1 text-sm text-ink-muted">{loaderData.portfolioName}</p>
        </div>
        <StatusBadge status={schedule.status} />
      </header>
      <Card>
        <dl className="divide-y divide-line">
          <DescriptionRow label={t('pages.schedule.amount')} value={formatMoney(schedule.amount, schedule.currency, locale)} strong testId="recurring-detail-amount" />
          <DescriptionRow label={t('pages.schedule.period')} value={periodText(schedule.period, schedule.day)} testId="recurring-detail-period" />
          <DescriptionRow label={t('pages.schedule.startDate')} value={formatDate(schedule.startDate, locale)} />
          <DescriptionRow
            label={t('pages.schedule.validity')}
            value={schedule.endDate ? t('pages.schedule.until', { date: formatDate(schedule.endDate, locale) }) : t('pages.schedule.forever')}
            testId="recurring-detail-validity"
          />
          {schedule.status === 'STOPPED' ? null : (
            <DescriptionRow
              label={t('pages.schedule.nextRun')}
              value={schedule.status === 'ACTIVE' && schedule.nextRunDate ? formatDate(schedule.nextRunDate, locale) : t('pages.schedule.noNextRun')}
              testId="recurring-detail-next-run"
            />
          )}
        </dl>
        {schedule.status === 'STOPPED' ? (
          <p className="mt-3 text-sm text-ink-muted">{t('pages.manage.stoppedNote')}</p>
        ) : (
          <AppLink to={recurringEditPath(schedule.portfolioId, schedule.id)} className={buttonClass({ variant: 'secondary', className: 'mt-3' })} data-testid="recurring-edit">
            {t('pages.schedule.edit')}
          </AppLink>
        )}
      </Card>
      <Card as="section" aria-labelledby="recurring-runs-title">
        <h2 id="recurring-runs-title" className="text-lg font-semibold text-ink">
          {t('pages.runs.title')}
        </h2>
        {upcoming ? (
          <p className="mt-2 flex flex-wrap items-center gap-3 border-b border-line pb-3 text-sm" data-testid="recurring-upcoming">
            <span className="tabular min-w-28 text-ink">{formatDate(upcoming, locale)}</span>
            <span className="inline-flex rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-ink-muted">{t('rules.paymentState.SCHEDULED')}</span>
          </p>
        ) : null}
        {runs.length > 0 ? (
          <RunList runs={runs} locale={locale} failureText={(reason) => t(`rules.failure.${reason}`, { defaultValue: '' })} />
        ) : (
          <p className="mt-2 text-sm text-ink-muted" data-testid="recurring-runs-empty">
            {t('pages.runs.empty', { date: formatDate(schedule.startDate, locale) })}
          </p>
        )}
      </Card>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).recurring.pages.meta.detailTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
