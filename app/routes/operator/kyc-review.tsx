// /operator/kyc/{userId} (issue 14 item 7; decision 045): one registration for the operator: the account, the
// answers of the form beside the documents (ID card, selfie with the ID card, signature, served by
// /me/dokumen/{id}), the registration's bank account with its passbook, the decisions taken so far, and the
// decisions the status allows: approve, reject with a reason (spec landing §4), blacklist. Each is a plain form
// post with a confirmation checkbox (it works without JavaScript; with it, conform checks as one types); the
// action redirects back here with the outcome in the address (?keputusan=), so a reload never decides twice.
// Operators only: a visitor signs in first; an investor, an unknown or malformed id: the 404 page.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/kyc-review';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import {
  DocumentFigure,
  OPERATOR_KYC_PATH,
  OperatorNav,
  OutcomeNotice,
  StatusChip,
  operatorKycReviewPath,
} from '~/components/operator/operator-parts';
import { AppLink, Button, Card, ChevronLeftIcon, FieldError } from '~/components/ui';
import { type KycStatus, type Language } from '~/domain/enums';
import { KYC_INTERNAL_REJECTION_REASONS } from '~/domain/kyc/enums';
import { parseId } from '~/domain/ids';
import { availableKycDecisions } from '~/domain/policies/kyc-review';
import { kycDecisionSchema } from '~/forms/kyc-review';
import { translateMessage } from '~/forms/messages';
import { formatDate, formatDateTime } from '~/lib/format';
import { requireOperator } from '~/lib/operator.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { approveKyc, blacklistKyc, getKycReview, rejectKyc, type KycReviewDetail, type KycReviewResult } from '~/models/kyc-review.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('kycReview', 'kycDocuments', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

const OUTCOMES = ['APPROVED', 'REJECTED', 'REJECTED_FINAL', 'BLACKLISTED', 'ALREADY_DONE', 'WRONG_STATUS'] as const;
type Outcome = (typeof OUTCOMES)[number];
const OUTCOME_PARAM = 'keputusan';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireOperator(request);
  const userId = parseId(params.userId);
  const review = userId === null ? null : getKycReview(userId);
  if (!review) throw data({ notFound: true }, { status: 404 });
  const outcome = new URL(request.url).searchParams.get(OUTCOME_PARAM);
  const { user, registrationFailed } = review;
  return {
    review,
    decisions: availableKycDecisions({ status: user.status, rejectionCount: user.rejectionCount }),
    outcome: (OUTCOMES as readonly string[]).includes(outcome ?? '') ? (outcome as Outcome) : null,
    registrationFailed,
    locale: getLocale(context),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireOperator(request);
  const userId = parseId(params.userId);
  if (userId === null) throw data({ notFound: true }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: kycDecisionSchema });
  if (submission.status !== 'success') {
    const intent = submission.payload.intent;
    return data({ intent: typeof intent === 'string' ? intent : null, result: submission.reply() }, { status: 400 });
  }
  const actor = { kind: 'operator', userId: operator.id } as const;
  const decision = submission.value;
  const result =
    decision.intent === 'approve'
      ? approveKyc(userId, actor)
      : decision.intent === 'reject'
        ? rejectKyc(userId, decision.reason, actor)
        : blacklistKyc(userId, actor);
  if (!result.ok && result.reason === 'USER_NOT_FOUND') throw data({ notFound: true }, { status: 404 });
  return redirect(`${operatorKycReviewPath(userId)}?${OUTCOME_PARAM}=${outcomeOf(result)}`);
}

function outcomeOf(result: KycReviewResult): Outcome {
  if (!result.ok) return 'WRONG_STATUS';
  if (!result.changed) return 'ALREADY_DONE';
  if (result.to === 'verificationComplete') return 'APPROVED';
  if (result.to === 'blacklistedInternal') return 'BLACKLISTED';
  return result.registrationFailed ? 'REJECTED_FINAL' : 'REJECTED';
}

function statusTone(status: KycStatus | null): 'neutral' | 'warning' | 'danger' | 'success' {
  if (status === 'verificationComplete') return 'success';
  if (status === 'blacklistedInternal' || status === 'blacklistedKsei') return 'danger';
  if (status?.startsWith('rejected')) return 'warning';
  return 'neutral';
}

export default function KycReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['kycReview', 'kycDocuments']);
  const { review, decisions, outcome, registrationFailed, locale } = loaderData;
  const { user, registration, documents, history } = review;
  const name = registration?.nameOnIdCard ?? user.fullName;
  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="kyc-review-title" data-testid="operator-kyc-review">
      <AppLink to={OPERATOR_KYC_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand">
        <ChevronLeftIcon size={18} />
        {t('detail.back')}
      </AppLink>
      <h1 id="kyc-review-title" className="section-title mt-2">
        {name}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
        <StatusChip tone={statusTone(user.status)} testId="operator-kyc-status">
          {t(`statuses.${user.status ?? 'none'}`)}
        </StatusChip>
        <span className="tabular">{user.submittedAt ? t('detail.sentAt', { date: formatDateTime(user.submittedAt, locale) }) : t('detail.notSent')}</span>
        <span className="tabular">{t('detail.rejections', { count: user.rejectionCount, limit: review.rejectionLimit })}</span>
      </div>
      {user.rejectionReason ? <p className="mt-2 text-sm text-ink">{t('detail.lastReason', { reason: t(`reasons.${user.rejectionReason}`) })}</p> : null}
      {registrationFailed ? <p className="mt-2 text-sm font-medium text-danger">{t('detail.failed')}</p> : null}
      <OperatorNav />
      {outcome ? <OutcomeNotice text={t(`decisions.outcomes.${outcome}`)} ok={outcome !== 'WRONG_STATUS'} /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <Card as="section" aria-labelledby="kyc-review-account">
            <h2 id="kyc-review-account" className="text-lg font-semibold text-ink">
              {t('detail.account')}
            </h2>
            <dl className="mt-2 divide-y divide-line">
              <Row label={t('fields.fullName')} value={user.fullName} />
              <Row label={t('fields.email')} value={user.email} />
              <Row label={t('fields.mobilePhone')} value={user.mobilePhone} />
            </dl>
          </Card>
          <Answers review={review} locale={locale} />
          <BankAccount review={review} locale={locale} ownerName={name} />
        </div>
        <Card as="section" aria-labelledby="kyc-review-documents" className="min-w-0">
          <h2 id="kyc-review-documents" className="text-lg font-semibold text-ink">
            {t('detail.documents')}
          </h2>
          <div className="mt-3 flex flex-col gap-5">
            <DocumentFigure kind="ID_CARD" document={documents.ID_CARD} ownerName={name} />
            <DocumentFigure kind="SELFIE_WITH_ID_CARD" document={documents.SELFIE_WITH_ID_CARD} ownerName={name} />
            <DocumentFigure kind="SIGNATURE" document={documents.SIGNATURE} ownerName={name} />
          </div>
        </Card>
      </div>

      <Card as="section" aria-labelledby="kyc-review-decisions" className="mt-6">
        <h2 id="kyc-review-decisions" className="text-lg font-semibold text-ink">
          {t('decisions.title')}
        </h2>
        {decisions.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('decisions.none')}</p>
        ) : (
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            {decisions.includes('APPROVE') ? <ApproveForm actionData={actionData} /> : null}
            {decisions.includes('REJECT') ? <RejectForm actionData={actionData} rejectionLimit={review.rejectionLimit} /> : null}
            {decisions.includes('BLACKLIST') ? <BlacklistForm actionData={actionData} /> : null}
          </div>
        )}
      </Card>

      <Card as="section" aria-labelledby="kyc-review-history" className="mt-6">
        <h2 id="kyc-review-history" className="text-lg font-semibold text-ink">
          {t('detail.history')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('detail.noHistory')}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-1 text-sm text-ink" data-testid="operator-kyc-history">
            {history.map((entry, index) => (
              <li key={index} className="tabular">
                {t('detail.historyEntry', {
                  date: formatDateTime(entry.at, locale),
                  action: t(`detail.actions.${entry.action as 'kyc.approved'}`),
                  actor: entry.actorKind === 'cli' || entry.actorUserId === null ? t('detail.actorCli') : t('detail.actorOperator', { id: entry.actorUserId }),
                })}
                {entry.reason ? ` · ${t(`reasons.${entry.reason}`)}` : null}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="font-medium break-words text-ink sm:text-right" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Answers({ review, locale }: { review: KycReviewDetail; locale: Language }) {
  const { t } = useT('kycReview');
  const r = review.registration;
  const none = t('fields.notFilled');
  const value = (group: 'gender' | 'education' | 'occupation' | 'incomeBand' | 'incomeSource' | 'pepStatus' | 'pepRelationship', code: string | null | undefined) =>
    code ? t(`values.${group}.${code}` as never) : none;
  return (
    <Card as="section" aria-labelledby="kyc-review-answers">
      <h2 id="kyc-review-answers" className="text-lg font-semibold text-ink">
        {t('detail.answers')}
      </h2>
      {r ? (
        <dl className="mt-2 divide-y divide-line" data-testid="operator-kyc-answers">
          <Row label={t('fields.registrationEmail')} value={r.email ?? none} />
          <Row label={t('fields.nik')} value={<span className="tabular">{r.nik ?? none}</span>} testId="operator-kyc-nik" />
          <Row label={t('fields.nameOnIdCard')} value={r.nameOnIdCard ?? none} />
          <Row label={t('fields.dateOfBirth')} value={r.dateOfBirth ? formatDate(r.dateOfBirth, locale) : none} />
          <Row label={t('fields.gender')} value={value('gender', r.gender)} />
          <Row label={t('fields.motherMaidenName')} value={r.motherMaidenName ?? none} />
          <Row label={t('fields.education')} value={value('education', r.education)} />
          <Row label={t('fields.occupation')} value={value('occupation', r.occupation)} />
          <Row label={t('fields.incomeBand')} value={value('incomeBand', r.incomeBand)} />
          <Row label={t('fields.incomeSource')} value={value('incomeSource', r.incomeSource)} />
          <Row label={t('fields.pepStatus')} value={value('pepStatus', r.pepStatus)} />
          {r.pepStatus && r.pepStatus !== 'NO' ? (
            <>
              <Row label={t('fields.pepPosition')} value={r.pepPosition ?? none} />
              <Row label={t('fields.pepRelationship')} value={value('pepRelationship', r.pepRelationship)} />
            </>
          ) : null}
          <Row label={t('fields.referralCode')} value={r.referralCode ?? none} />
        </dl>
      ) : (
        <p className="mt-2 text-ink-muted">{t('detail.noAnswers')}</p>
      )}
    </Card>
  );
}

function BankAccount({ review, locale, ownerName }: { review: KycReviewDetail; locale: Language; ownerName: string }) {
  const { t } = useT(['kycReview', 'kycDocuments']);
  const account = review.bankAccount;
  return (
    <Card as="section" aria-labelledby="kyc-review-bank">
      <h2 id="kyc-review-bank" className="text-lg font-semibold text-ink">
        {t('detail.bankAccount')}
      </h2>
      {account ? (
        <>
          <dl className="mt-2 divide-y divide-line">
            <Row label={t('fields.bankName')} value={account.bankName} />
            <Row label={t('fields.accountNumber')} value={<span className="tabular">{account.accountNumber}</span>} />
            <Row label={t('fields.holderName')} value={account.holderName} />
            <Row label={t('fields.currency')} value={account.currency} />
            <Row label={t('fields.bankStatus')} value={t(`values.bankStatus.${account.status}`)} />
            <Row label={t('fields.addedAt')} value={formatDate(account.createdAt, locale)} />
          </dl>
          <div className="mt-3">
            <DocumentFigure kind="PASSBOOK" document={account.passbook} ownerName={ownerName} />
          </div>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{t('detail.noBankAccount')}</p>
      )}
    </Card>
  );
}

type ActionData = Route.ComponentProps['actionData'];

/** conform's form for one decision; the action's answer is this form's only when its intent is this one. */
function useDecisionForm(intent: 'approve' | 'reject' | 'blacklist', actionData: ActionData) {
  return useForm({
    id: `kyc-${intent}`,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: kycDecisionSchema }),
  });
}

function Confirm({ field, label }: { field: { name: string; id: string; errorId: string; errors?: string[] }; label: string }) {
  const { t } = useT(['kycReview', 'validation']);
  const error = field.errors?.[0];
  return (
    <div className="mt-3">
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          id={field.id}
          name={field.name}
          required
          className="mt-1 size-5 shrink-0 accent-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? field.errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={field.errorId} errors={error ? translateMessage(t, error) : null} />
    </div>
  );
}

function DecisionCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-[var(--radius-card)] border border-line p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="mt-1 text-sm text-ink-muted">{hint}</p>
      {children}
    </div>
  );
}

function useBusy(): boolean {
  return useNavigation().state === 'submitting';
}

function ApproveForm({ actionData }: { actionData: ActionData }) {
  const { t } = useT('kycReview');
  const [form, fields] = useDecisionForm('approve', actionData);
  const busy = useBusy();
  return (
    <DecisionCard title={t('decisions.approve.title')} hint={t('decisions.approve.hint')}>
      <Form method="post" {...getFormProps(form)} className="flex flex-1 flex-col">
        <input type="hidden" name="intent" value="approve" />
        <Confirm field={fields.confirm} label={t('decisions.confirm')} />
        <Button type="submit" className="mt-4 self-start" disabled={busy} data-testid="operator-approve">
          {t('decisions.approve.submit')}
        </Button>
      </Form>
    </DecisionCard>
  );
}

function RejectForm({ actionData, rejectionLimit }: { actionData: ActionData; rejectionLimit: number }) {
  const { t } = useT(['kycReview', 'validation']);
  const [form, fields] = useDecisionForm('reject', actionData);
  const reason = (fields as unknown as Record<'reason', { name: string; id: string; errorId: string; errors?: string[] }>).reason;
  const reasonError = reason.errors?.[0];
  const busy = useBusy();
  return (
    <DecisionCard title={t('decisions.reject.title')} hint={t('decisions.reject.hint', { limit: rejectionLimit })}>
      <Form method="post" {...getFormProps(form)} className="flex flex-1 flex-col">
        <input type="hidden" name="intent" value="reject" />
        <label htmlFor={reason.id} className="field-label mt-3">
          {t('decisions.reject.reason')}
        </label>
        <select
          id={reason.id}
          name={reason.name}
          required
          defaultValue=""
          className="field-input"
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? reason.errorId : undefined}
          data-testid="operator-reject-reason"
        >
          <option value="" disabled>
            {t('decisions.reject.choose')}
          </option>
          {KYC_INTERNAL_REJECTION_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`reasons.${code}`)}
            </option>
          ))}
        </select>
        <FieldError id={reason.errorId} errors={reasonError ? translateMessage(t, reasonError) : null} />
        <Confirm field={fields.confirm} label={t('decisions.confirm')} />
        <Button type="submit" variant="secondary" className="mt-4 self-start" disabled={busy} data-testid="operator-reject">
          {t('decisions.reject.submit')}
        </Button>
      </Form>
    </DecisionCard>
  );
}

function BlacklistForm({ actionData }: { actionData: ActionData }) {
  const { t } = useT('kycReview');
  const [form, fields] = useDecisionForm('blacklist', actionData);
  const busy = useBusy();
  return (
    <DecisionCard title={t('decisions.blacklist.title')} hint={t('decisions.blacklist.hint')}>
      <Form method="post" {...getFormProps(form)} className="flex flex-1 flex-col">
        <input type="hidden" name="intent" value="blacklist" />
        <Confirm field={fields.confirm} label={t('decisions.blacklist.confirm')} />
        <Button type="submit" variant="danger" className="mt-4 self-start" disabled={busy} data-testid="operator-blacklist">
          {t('decisions.blacklist.submit')}
        </Button>
      </Form>
    </DecisionCard>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).kycReview.meta.detail, indexable: false });
};
