// /reksadana/registrasi/edd (spec funds §2.1, §2.6 "the EDD page", §6 "High KYC risk users need EDD before
// buying"; issue 14 item 6; POJK 8/2023; decision 049): the extra due diligence a high-risk investor
// answers before buying: the source of the funds, the purpose, the expected yearly transactions, and
// other bank or securities accounts (which, when there are some). Saving sets hasFilledEdd, which clears
// the need-EDD gate, and leads back to where the investor came from (the link's `target`, else the page
// that linked here; lib/return-path.server.ts), /reksadana by default. One zod schema (forms/edd.ts) as
// one types and in the action; without JavaScript a plain post. Signed-in users only; an investor may
// answer again (the answers are shown).
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/edd';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Card, ChevronLeftIcon, Field, FieldError } from '~/components/ui';
import { BackLink } from '~/components/ui/back-link';
import { EDD_FUND_SOURCES, EDD_PURPOSES, EDD_YEARLY_TRANSACTION_BANDS } from '~/domain/kyc/enums';
import { EDD_PATH } from '~/domain/policies/purchase-gate';
import { eddFields, eddSchema, OTHER_ACCOUNTS_MAX_LENGTH } from '~/forms/edd';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { returnPath } from '~/lib/return-path.server';
import { requireUser, safeTarget } from '~/lib/session.server';
import { refuseBlockedAccount } from '~/lib/blocked-account.server';
import { useT } from '~/lib/use-t';
import { eddStateFor, saveEddAnswers } from '~/models/edd.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('edd', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

type EddField = FieldMetadata<unknown, z.input<typeof eddSchema>, string[]>;

/** The hidden field that carries where to go after saving. */
const RETURN_FIELD = 'target';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Issue 18: a blacklisted investor lands on /akun-terblokir, not on a form that would only refuse (decision 092).
  refuseBlockedAccount(user);
  const state = eddStateFor(user.id);
  return {
    // safeTarget's answer always starts with one slash.
    returnTo: returnPath(request, EDD_PATH) as `/${string}`,
    hasFilledEdd: state.hasFilledEdd,
    answers: state.answers
      ? {
          fundSource: state.answers.fundSource,
          purpose: state.answers.purpose,
          yearlyTransactionBand: state.answers.yearlyTransactionBand,
          hasOtherAccounts: state.answers.hasOtherAccounts ? 'yes' : 'no',
          otherAccounts: state.answers.otherAccounts ?? '',
        }
      : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: eddSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  saveEddAnswers(user.id, submission.value);
  const target = formData.get(RETURN_FIELD);
  throw redirect(safeTarget(typeof target === 'string' && !target.startsWith(EDD_PATH) ? target : null));
}

export default function Edd({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['edd', 'validation']);
  const navigation = useNavigation();
  const { returnTo, hasFilledEdd, answers } = loaderData;
  const [form, fields] = useForm({
    id: 'edd',
    lastResult: actionData,
    defaultValue: answers ?? undefined,
    constraint: getZodConstraint(eddFields),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eddSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  // Without JavaScript the accounts' field is always there (it is only read after a "yes").
  const showOtherAccounts = fields.hasOtherAccounts.value !== 'no';

  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="edd-title" data-testid="edd-page">
      <BackLink fallback={returnTo} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-strong">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('back')}
      </BackLink>
      <h1 id="edd-title" className="section-title mt-2">
        {t('title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('intro')}</p>
      {hasFilledEdd ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="edd-filled">
          {t('filledNote')}
        </p>
      ) : null}

      <Card className="mt-6">
        <Form method="post" className="space-y-5" {...getFormProps(form)}>
          <input type="hidden" name={RETURN_FIELD} value={returnTo} />
          <Choice field={fields.fundSource} label={t('fields.fundSource')} options={EDD_FUND_SOURCES.map((v) => [v, t(`fundSource.${v}`)])} />
          <Choice field={fields.purpose} label={t('fields.purpose')} options={EDD_PURPOSES.map((v) => [v, t(`purpose.${v}`)])} />
          <Choice
            field={fields.yearlyTransactionBand}
            label={t('fields.yearlyTransactionBand')}
            options={EDD_YEARLY_TRANSACTION_BANDS.map((v) => [v, t(`yearlyTransactionBand.${v}`)])}
          />
          <YesNo field={fields.hasOtherAccounts} />
          {showOtherAccounts ? (
            <Field
              {...fieldInputProps(t, fields.otherAccounts, 'text')}
              label={t('fields.otherAccounts')}
              hint={t('fields.otherAccountsHint')}
              maxLength={OTHER_ACCOUNTS_MAX_LENGTH}
              data-testid="edd-other-accounts"
            />
          ) : null}
          <Button type="submit" size="lg" block disabled={submitting} data-testid="edd-submit">
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

function Choice({ field, label, options }: { field: EddField; label: string; options: ReadonlyArray<readonly [string, string]> }) {
  const { t } = useT(['edd', 'validation']);
  const error = field.errors?.[0];
  const { key: _key, ...props } = getSelectProps(field, { ariaAttributes: false });
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select {...props} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={error ? field.errorId : undefined} data-testid={`edd-${field.name}`}>
        <option value="">{t('placeholder')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={error ? translateMessage(t, error) : null} />
    </div>
  );
}

function YesNo({ field }: { field: EddField }) {
  const { t } = useT(['edd', 'validation']);
  const error = field.errors?.[0];
  return (
    <fieldset aria-describedby={error ? field.errorId : undefined}>
      <legend className="field-label">{t('fields.hasOtherAccounts')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['yes', 'no'] as const).map((value) => {
          const { key: _key, ...radioProps } = getInputProps(field, { type: 'radio', value, ariaAttributes: false });
          return (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 has-checked:border-brand has-checked:bg-brand-soft"
            >
              <input {...radioProps} className="size-4 accent-brand" data-testid={`edd-other-${value}`} />
              <span className="text-sm font-medium text-ink">{t(value)}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={field.errorId} errors={error ? translateMessage(t, error) : null} />
    </fieldset>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).edd.metaTitle, indexable: false });
};
