// /operator/kyc (issue 14 item 7; decision 045): the registrations waiting for an operator (sent, revised, amend
// pending), the longest waiting first, filtered by status in the address bar (a plain GET form). Operators only:
// a visitor signs in first, an investor gets the 404 page. Not for search engines.
import { Form } from 'react-router';
import type { Route } from './+types/kyc-queue';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { OPERATOR_KYC_PATH, OperatorNav, StatusChip, operatorKycReviewPath } from '~/components/operator/operator-parts';
import { AppLink, buttonClass, EmptyState, SelectField, ShieldCheckIcon } from '~/components/ui';
import { isInKycQueue, KYC_QUEUE_STATUSES, KYC_REJECTION_LIMIT } from '~/domain/policies/kyc-review';
import { formatDateTime } from '~/lib/format';
import { requireOperator } from '~/lib/operator.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { listKycQueue, listPendingBankAccounts } from '~/models/kyc-review.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('kycReview', 'kycDocuments');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request);
  // Anything but a queue status reads as "all waiting".
  const requested = new URL(request.url).searchParams.get('status');
  const status = requested && isInKycQueue(requested as never) ? (requested as (typeof KYC_QUEUE_STATUSES)[number]) : null;
  return {
    entries: listKycQueue(status ? { status } : {}),
    status,
    pendingBankAccounts: listPendingBankAccounts().length,
    locale: getLocale(context),
  };
}

export default function KycQueue({ loaderData }: Route.ComponentProps) {
  const { t } = useT('kycReview');
  const { entries, status, pendingBankAccounts, locale } = loaderData;
  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="kyc-queue-title" data-testid="operator-kyc-queue">
      <h1 id="kyc-queue-title" className="section-title">
        {t('queue.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('queue.intro')}</p>
      <OperatorNav pendingBankAccounts={pendingBankAccounts} />

      <Form method="get" action={OPERATOR_KYC_PATH} className="card mt-6 flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <SelectField key={status ?? ''} id="kyc-queue-status" name="status" label={t('queue.filterLabel')} defaultValue={status ?? ''} className="sm:w-80">
          <option value="">{t('queue.filterAll')}</option>
          {KYC_QUEUE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={buttonClass({ variant: 'secondary' })}>
          {t('queue.apply')}
        </button>
      </Form>

      {entries.length === 0 ? (
        <EmptyState icon={ShieldCheckIcon} title={t('queue.empty.title')} className="mx-auto mt-8 max-w-md" data-testid="operator-kyc-empty">
          <p className="mt-1 text-ink-muted">{t('queue.empty.body')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted" data-testid="operator-kyc-count">
            {t('queue.count', { count: entries.length })}
          </p>
          <ol className="mt-3 flex flex-col gap-3" aria-labelledby="kyc-queue-title">
            {entries.map((entry) => (
              <li key={entry.userId} data-testid="operator-kyc-entry" data-email={entry.email}>
                <article className="card grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:p-5" aria-labelledby={`kyc-entry-${entry.userId}`}>
                  <div className="min-w-0">
                    <h2 id={`kyc-entry-${entry.userId}`} className="text-base font-semibold text-ink">
                      {entry.nameOnIdCard ?? entry.fullName}
                    </h2>
                    <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                      <dt className="text-ink-muted">{t('queue.email')}</dt>
                      <dd className="min-w-0 break-all text-ink">{entry.email}</dd>
                      <dt className="text-ink-muted">{t('queue.status')}</dt>
                      <dd>
                        <StatusChip tone={entry.status === 'pendingVerification' ? 'neutral' : 'warning'}>{t(`statuses.${entry.status}`)}</StatusChip>
                      </dd>
                      <dt className="text-ink-muted">{t('queue.sentAt')}</dt>
                      <dd className="tabular text-ink">{entry.submittedAt ? formatDateTime(entry.submittedAt, locale) : t('detail.notSent')}</dd>
                      <dt className="text-ink-muted">{t('queue.rejections')}</dt>
                      <dd className="tabular text-ink">{t('queue.rejectionsValue', { count: entry.rejectionCount, limit: KYC_REJECTION_LIMIT })}</dd>
                    </dl>
                  </div>
                  <AppLink
                    to={operatorKycReviewPath(entry.userId)}
                    className={buttonClass({ className: 'w-full md:w-auto' })}
                    aria-label={t('queue.reviewNamed', { name: entry.nameOnIdCard ?? entry.fullName })}
                  >
                    {t('queue.review')}
                  </AppLink>
                </article>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).kycReview.meta.queue, indexable: false });
};
