// /operator/rekening (issue 14 items 3 and 7; decision 045): the bank accounts waiting for an operator, the oldest
// first, each with its passbook image (/me/dokumen/{id}) and the name on the investor's ID card to compare with
// the holder's; verify or reject, a plain form post with a confirmation checkbox (conform checks it in the
// browser as well). The action redirects back with the outcome (?hasil=), so a reload never decides twice.
// Operators only: a visitor signs in first, an investor gets the 404 page.
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/bank-accounts';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { DocumentFigure, OPERATOR_BANK_ACCOUNTS_PATH, OperatorNav, OutcomeNotice } from '~/components/operator/operator-parts';
import { BankIcon, Button, EmptyState, FieldError } from '~/components/ui';
import type { Language } from '~/domain/enums';
import { bankAccountDecisionSchema } from '~/forms/kyc-review';
import { translateMessage } from '~/forms/messages';
import { formatDateTime } from '~/lib/format';
import { requireOperator } from '~/lib/operator.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { listPendingBankAccounts, rejectBankAccount, verifyBankAccount, type BankAccountReviewResult, type PendingBankAccount } from '~/models/kyc-review.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('kycReview', 'kycDocuments', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

const OUTCOMES = ['VERIFIED', 'REJECTED', 'ALREADY_DONE', 'WRONG_STATUS', 'NOT_FOUND'] as const;
type Outcome = (typeof OUTCOMES)[number];
const OUTCOME_PARAM = 'hasil';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperator(request);
  const outcome = new URL(request.url).searchParams.get(OUTCOME_PARAM);
  return {
    accounts: listPendingBankAccounts(),
    outcome: (OUTCOMES as readonly string[]).includes(outcome ?? '') ? (outcome as Outcome) : null,
    locale: getLocale(context),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const operator = await requireOperator(request);
  const submission = parseWithZod(await request.formData(), { schema: bankAccountDecisionSchema });
  if (submission.status !== 'success') {
    const id = submission.payload.bankAccountId;
    return data({ bankAccountId: typeof id === 'string' ? id : null, result: submission.reply() }, { status: 400 });
  }
  const { intent, bankAccountId } = submission.value;
  const actor = { kind: 'operator', userId: operator.id } as const;
  const result = intent === 'verify' ? verifyBankAccount(bankAccountId, actor) : rejectBankAccount(bankAccountId, actor);
  return redirect(`${OPERATOR_BANK_ACCOUNTS_PATH}?${OUTCOME_PARAM}=${outcomeOf(result)}`);
}

function outcomeOf(result: BankAccountReviewResult): Outcome {
  if (!result.ok) return result.reason;
  if (!result.changed) return 'ALREADY_DONE';
  return result.status === 'VERIFIED' ? 'VERIFIED' : 'REJECTED';
}

export default function OperatorBankAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('kycReview');
  const { accounts, outcome, locale } = loaderData;
  return (
    <section className="page-container py-6 md:py-10" aria-labelledby="bank-review-title" data-testid="operator-bank-accounts">
      <h1 id="bank-review-title" className="section-title">
        {t('bank.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('bank.intro')}</p>
      <OperatorNav pendingBankAccounts={accounts.length} />
      {outcome ? <OutcomeNotice text={t(`bank.outcomes.${outcome}`)} ok={outcome === 'VERIFIED' || outcome === 'REJECTED'} /> : null}
      {accounts.length === 0 ? (
        <EmptyState icon={BankIcon} title={t('bank.empty.title')} className="mx-auto mt-8 max-w-md" data-testid="operator-bank-empty">
          <p className="mt-1 text-ink-muted">{t('bank.empty.body')}</p>
        </EmptyState>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted">{t('bank.count', { count: accounts.length })}</p>
          <ol className="mt-3 flex flex-col gap-4" aria-labelledby="bank-review-title">
            {accounts.map((account) => (
              <BankAccountCard key={account.id} account={account} locale={locale} actionData={actionData} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function BankAccountCard({ account, locale, actionData }: { account: PendingBankAccount; locale: Language; actionData: Route.ComponentProps['actionData'] }) {
  const { t } = useT(['kycReview', 'validation']);
  const [form, fields] = useForm({
    id: `bank-${account.id}`,
    lastResult: actionData?.bankAccountId === String(account.id) ? actionData.result : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankAccountDecisionSchema }),
  });
  const confirm = fields.confirm;
  const error = confirm.errors?.[0];
  const busy = useNavigation().state === 'submitting';
  const owner = account.nameOnIdCard ?? account.userFullName;
  const rows: Array<[string, string]> = [
    [t('fields.investor'), account.userFullName],
    [t('queue.email'), account.userEmail],
    [t('fields.bankName'), account.bankName],
    [t('fields.accountNumber'), account.accountNumber],
    [t('fields.holderName'), account.holderName],
    [t('fields.kycName'), account.nameOnIdCard ?? t('fields.notFilled')],
    [t('fields.currency'), account.currency],
    [t('fields.addedAt'), formatDateTime(account.createdAt, locale)],
  ];
  return (
    <li data-testid="operator-bank-entry" data-email={account.userEmail}>
      {/* Phones: the details, the passbook, then the decision; wider: the passbook beside both. */}
      <article className="card grid gap-4 p-4 md:grid-cols-2 md:grid-rows-[auto_1fr] md:p-5" aria-labelledby={`bank-${account.id}-title`}>
        <div className="min-w-0 md:col-start-1 md:row-start-1">
          <h2 id={`bank-${account.id}-title`} className="text-base font-semibold text-ink">
            {account.bankName} · {account.holderName}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="tabular min-w-0 break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
          <DocumentFigure kind="PASSBOOK" document={account.passbook} ownerName={owner} />
        </div>
        <div className="min-w-0 md:col-start-1 md:row-start-2">
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="bankAccountId" value={account.id} />
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                id={confirm.id}
                name={confirm.name}
                required
                className="mt-1 size-5 shrink-0 accent-brand"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? confirm.errorId : undefined}
              />
              <span>{t('bank.confirm')}</span>
            </label>
            <FieldError id={confirm.errorId} errors={error ? translateMessage(t, error) : null} />
            <div className="mt-3 flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="verify" disabled={busy} data-testid="operator-bank-verify">
                {t('bank.verify')}
              </Button>
              <Button type="submit" name="intent" value="reject" variant="secondary" disabled={busy} data-testid="operator-bank-reject">
                {t('bank.reject')}
              </Button>
            </div>
          </Form>
        </div>
      </article>
    </li>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).kycReview.meta.bankAccounts, indexable: false });
};
