// /reksadana/registrasi/identitas (spec funds §2.1, §2.6 "the identity page"; issue 14 item 1; decision 043): the
// review before sending. Everything saved, step by step, with the state of each field (spec §4.5 VALID,
// NOT_VALID, NOT_FILLED) and a link to change each step; the investor's statement (a checkbox, spec §5
// "Checkbox consent shows an error text when unchecked") and the send. A first registration becomes
// pendingVerification, a revision after a rejection revisedAmend; the landing then shows the sent state.
// Open once all six steps are saved (else the first unsaved step); signed-in users only.
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ReactNode } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { StepProgress } from '~/components/registration/step-progress';
import { AlertTriangleIcon, AppLink, Button, buttonClass, Card, CheckIcon, FieldError } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import { REGISTRATION_STATUS_HREF } from '~/domain/policies/registration-indicator';
import {
  identityReviewAccess,
  registrationFormPath,
  REGISTRATION_STEP_NUMBERS,
  STEP_FIELDS,
  STEP_NAMES,
  type FieldState,
  type RegistrationField,
  type RegistrationStepNumber,
} from '~/domain/policies/registration-steps';
import { sendRegistrationSchema } from '~/forms/registration';
import { message, translateMessage } from '~/forms/messages';
import { formatDate } from '~/lib/format';
import { logger } from '~/lib/logger.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { registrationUserState, registrationView, sendRegistration } from '~/models/kyc-registration.server';
import type { Route } from './+types/identity';

export const handle = translations('registration', 'validation', 'dashboard');
export const clientMiddleware = [loadTranslations(handle)];

async function allowedUser(request: Request) {
  const user = await requireUser(request);
  const access = identityReviewAccess(registrationUserState(user.id)!);
  if (access.kind === 'REDIRECT') throw redirect(access.to);
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await allowedUser(request);
  const view = registrationView(user.id, new Date())!;
  return {
    answers: view.answers,
    fieldStates: view.fieldStates,
    revising: view.phase === 'REVISING' ? { reason: view.rejection, reviseStep: view.reviseStep } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await allowedUser(request);
  const submission = parseWithZod(await request.formData(), { schema: sendRegistrationSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const sent = sendRegistration(user.id, new Date());
  if (sent.ok) {
    if (!sent.alreadySent) logger.info({ userId: user.id, status: sent.status }, 'registration sent');
    throw redirect(REGISTRATION_STATUS_HREF);
  }
  if (sent.refusal.reason === 'INCOMPLETE') {
    return data(submission.reply({ formErrors: [message('registration:identity.incomplete', { step: sent.refusal.firstIncompleteStep })] }), { status: 422 });
  }
  // Sent meanwhile, or no longer editable: the loader's answer.
  const access = identityReviewAccess(registrationUserState(user.id)!);
  throw redirect(access.kind === 'REDIRECT' ? access.to : REGISTRATION_STATUS_HREF);
}

export default function RegistrationIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT(['registration', 'validation', 'dashboard']);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { answers, fieldStates, revising } = loaderData;
  const [form, fields] = useForm({
    id: 'registration-send',
    lastResult: actionData,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendRegistrationSchema }),
  });
  const consentError = fields.consent.errors?.[0];
  const { key: _key, ...consentProps } = getInputProps(fields.consent, { type: 'checkbox', ariaAttributes: false });
  const formError = form.errors?.[0];
  const option = (group: string, value: string | null) => (value ? t(`options.${group}.${value}` as never) : null);
  const bank = answers.bankAccount;

  const rows: Record<RegistrationStepNumber, Array<{ field: RegistrationField; label: string; value: ReactNode }>> = {
    1: [{ field: 'email', label: t('form.email.label'), value: answers.email }],
    2: [
      { field: 'nik', label: t('form.personal.nik'), value: answers.nik },
      { field: 'namaSesuaiKTP', label: t('form.personal.name'), value: answers.namaSesuaiKTP },
      { field: 'tanggalLahir', label: t('form.personal.dateOfBirth'), value: answers.tanggalLahir ? formatDate(answers.tanggalLahir, locale) : null },
      { field: 'namaGadisIbuKandung', label: t('form.personal.motherMaidenName'), value: answers.namaGadisIbuKandung },
      { field: 'pendidikan', label: t('form.personal.education'), value: option('education', answers.pendidikan) },
      { field: 'pekerjaanSaatIni', label: t('form.personal.occupation'), value: option('occupation', answers.pekerjaanSaatIni) },
      { field: 'pendapatanPerTahun', label: t('form.personal.incomeBand'), value: option('incomeBand', answers.pendapatanPerTahun) },
      { field: 'sumberPenghasilan', label: t('form.personal.incomeSource'), value: option('incomeSource', answers.sumberPenghasilan) },
      { field: 'pepStatus', label: t('form.personal.pepSection'), value: option('pepStatus', answers.pepStatus) },
      ...(answers.pepPosition ? [{ field: 'pepPosition' as const, label: t('form.personal.pepPosition'), value: option('pepPosition', answers.pepPosition) }] : []),
      ...(answers.pepRelationship ? [{ field: 'pepRelationship' as const, label: t('form.personal.pepRelationship'), value: option('pepRelationship', answers.pepRelationship) }] : []),
      ...(answers.kodeReferral ? [{ field: 'kodeReferral' as const, label: t('form.personal.referralCode'), value: answers.kodeReferral }] : []),
    ],
    3: [
      { field: 'namaBank', label: t('form.bank.bank'), value: bank?.bankName ?? null },
      { field: 'noRekening', label: t('form.bank.accountNumber'), value: bank?.accountNumber ?? null },
      { field: 'namaPemilikRekeningBank', label: t('form.bank.holderName'), value: bank?.holderName ?? null },
      { field: 'buktiKepemilikanRekening', label: t('form.bank.passbook'), value: bank?.hasPassbook ? t('identity.uploaded') : null },
    ],
    4: [{ field: 'fotoktp', label: t('form.documents.idCard.label'), value: answers.documents.ID_CARD !== null ? <Thumbnail id={answers.documents.ID_CARD} alt={t('form.documents.idCard.label')} /> : null }],
    5: [{ field: 'selfieDenganKtp', label: t('form.documents.selfie.label'), value: answers.documents.SELFIE_WITH_ID_CARD !== null ? <Thumbnail id={answers.documents.SELFIE_WITH_ID_CARD} alt={t('form.documents.selfie.label')} /> : null }],
    6: [{ field: 'tandaTangan', label: t('form.documents.signature.title'), value: answers.documents.SIGNATURE !== null ? <Thumbnail id={answers.documents.SIGNATURE} alt={t('form.documents.signature.title')} /> : null }],
  };

  return (
    <section className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:py-10" aria-labelledby="registration-identity-title" data-testid="registration-identity">
      <StepProgress current={null} stepsFilled={6} />
      <header>
        <h1 id="registration-identity-title" className="text-2xl font-bold text-ink">
          {t('identity.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('identity.lead')}</p>
      </header>

      {revising ? (
        <p className="rounded-[var(--radius-control)] bg-warning-soft p-4 text-sm text-ink" role="note" data-testid="revise-note">
          <span className="font-semibold">
            {revising.reason ? t('information.revisingReason', { reason: t(`dashboard:registration.rejected.reasons.${revising.reason.code}`) }) : t('information.noReason')}
          </span>{' '}
          {t('form.revisingHint')}
        </p>
      ) : null}

      {REGISTRATION_STEP_NUMBERS.map((step) => {
        const name = t(`steps.${STEP_NAMES[step]}`);
        const headingId = `review-step-${step}`;
        const needsWork = STEP_FIELDS[step].some((field) => fieldStates[field] === 'NOT_VALID') || revising?.reviseStep === step;
        return (
          <Card as="section" key={step} aria-labelledby={headingId} className={cx(needsWork && 'border-warning')} data-testid={`review-step-${step}`}>
            <div className="flex items-center justify-between gap-3">
              <h2 id={headingId} className="font-semibold text-ink">
                <span className="text-ink-muted">{step}. </span>
                {name}
              </h2>
              <AppLink to={registrationFormPath(step) as `/${string}`} className={buttonClass({ variant: 'ghost' })} aria-label={t('identity.editStep', { step: name })}>
                {t('identity.edit')}
              </AppLink>
            </div>
            <dl className="mt-2 divide-y divide-line">
              {rows[step].map((row) => (
                <ReviewRow key={row.field} label={row.label} value={row.value} state={fieldStates[row.field]} />
              ))}
            </dl>
          </Card>
        );
      })}

      <Card>
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          {formError ? (
            <p id={form.errorId} role="alert" className="rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" data-testid="send-error">
              {translateMessage(t, formError)}
            </p>
          ) : null}
          <div>
            <label className="flex items-start gap-3 text-sm leading-relaxed text-ink">
              <input
                {...consentProps}
                className="mt-0.5 size-5 shrink-0 accent-brand"
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? fields.consent.errorId : undefined}
                data-testid="send-consent"
              />
              <span>{t('identity.consent')}</span>
            </label>
            <FieldError id={fields.consent.errorId} errors={consentError ? translateMessage(t, consentError) : null} />
          </div>
          <Button type="submit" size="lg" block disabled={busy} data-testid="send-registration">
            {busy ? t('identity.sending') : revising ? t('identity.sendRevision') : t('identity.send')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

function Thumbnail({ id, alt }: { id: number; alt: string }) {
  return <img src={`/me/dokumen/${id}`} alt={alt} className="ml-auto h-16 w-24 rounded border border-line bg-surface object-contain" />;
}

function ReviewRow({ label, value, state }: { label: string; value: ReactNode; state: FieldState }) {
  const { t } = useT('registration');
  return (
    <div className="flex flex-col gap-1 py-2.5 md:flex-row md:items-center md:justify-between md:gap-6" data-state={state}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="flex items-center gap-2 font-medium break-all text-ink md:justify-end md:text-right">
        {value ?? <span className="text-ink-subtle">{t('identity.empty')}</span>}
        {state === 'VALID' ? (
          <CheckIcon size={16} className="shrink-0 text-gain" title={t('fieldState.VALID')} />
        ) : (
          <span className={cx('inline-flex shrink-0 items-center gap-1 text-xs font-semibold', state === 'NOT_VALID' ? 'text-danger' : 'text-ink-muted')}>
            {state === 'NOT_VALID' ? <AlertTriangleIcon size={14} /> : null}
            {t(`fieldState.${state}`)}
          </span>
        )}
      </dd>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).registration;
  return pageMeta(args, { title: text.metaTitle.identity, indexable: false });
};
