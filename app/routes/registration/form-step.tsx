// /reksadana/registrasi/form/{step} (spec funds §2.1, §2.6, §5; issue 14 item 1; decision 042): the six steps of
// the registration, one page each: 1 email, 2 personal data, 3 bank account, 4 ID card photo, 5 selfie with the
// ID card, 6 signature. `{step}` is a number, or a sub-step segment of spec landing §2 (email, bankAccountInfo,
// idCardPicture, selfieWithIdCard, signature) that redirects to its number; anything else is a 404.
//
// Signed-in users only (a visitor signs in and comes back). A step may be opened once the ones before it are
// saved; a later one redirects to the first unsaved step (never skip ahead). A sent, complete or blacklisted
// registration goes to the landing's status card, a failed one (three rejections) to /gagal. Each step saves on
// its own (a plain form post, so it works without JavaScript; with it, conform checks the same zod schema as
// one types) and leads to the next step, or to the review once all six are saved. Steps 3 to 6 upload an image
// (streamed, checked by content on the server); step 6 also offers a box to draw the signature in.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef, type ReactNode, type Ref } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { SignaturePad } from '~/components/registration/signature-pad';
import { StepProgress } from '~/components/registration/step-progress';
import { AppLink, Button, buttonClass, Card, Field, FieldError } from '~/components/ui';
import { useHydrated } from '~/components/ui/use-hydrated';
import { jakartaDate } from '~/domain/dates';
import { EDUCATION_LEVELS, INCOME_BANDS, INCOME_SOURCES, OCCUPATIONS, PEP_RELATIONSHIPS, PEP_STATUSES } from '~/domain/kyc/enums';
import { normalizeNik, parseNik } from '~/domain/kyc/nik';
import { PEP_POSITIONS } from '~/domain/kyc/pep';
import {
  formStepAccess,
  IDENTITY_REVIEW_PATH,
  KYC_INFORMATION_PATH,
  nextAfterStep,
  parseStepParam,
  registrationFormPath,
  STEP_DOCUMENT_KINDS,
  STEP_NAMES,
  type FieldState,
  type RegistrationField,
  type RegistrationStepNumber,
} from '~/domain/policies/registration-steps';
import {
  bankAccountStepSchema,
  DOCUMENT_ACCEPT,
  documentFileSchema,
  emailStepSchema,
  personalDataSchema,
} from '~/forms/registration';
import { translateMessage } from '~/forms/messages';
import { bankFieldErrors, bankOutcomeKey, documentRefusalKey, formWithFiles } from '~/lib/registration-api.server';
import { requireUser, type SessionUser } from '~/lib/session.server';
import { parseUpload } from '~/lib/uploads.server';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import { listBanks } from '~/models/bank-accounts.server';
import {
  registrationUserState,
  registrationView,
  saveBankAccountStep,
  saveDocumentStep,
  saveEmailStep,
  savePersonalDataStep,
  type RegistrationRefusal,
} from '~/models/kyc-registration.server';
import type { Route } from './+types/form-step';

export const handle = translations('registration', 'validation', 'bankAccounts', 'kycDocuments', 'dashboard', 'referral');
export const clientMiddleware = [loadTranslations(handle)];

/** The step asked for, for a user allowed to open it; otherwise the redirect or 404 is thrown. */
async function openStep(request: Request, param: string | undefined): Promise<{ user: SessionUser; step: RegistrationStepNumber }> {
  const user = await requireUser(request);
  const parsed = parseStepParam(param);
  if (!parsed) throw data(null, { status: 404 });
  if (!parsed.canonical) throw redirect(registrationFormPath(parsed.step));
  const access = formStepAccess(registrationUserState(user.id)!, parsed.step);
  if (access.kind === 'REDIRECT') throw redirect(access.to);
  return { user, step: parsed.step };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user, step } = await openStep(request, params.step);
  const now = new Date();
  const view = registrationView(user.id, now)!;
  const saved = step <= view.stepsFilled;
  return {
    step,
    stepsFilled: view.stepsFilled,
    answers: view.answers,
    fieldStates: view.fieldStates,
    accountEmail: view.accountEmail,
    revising: view.phase === 'REVISING' ? { reason: view.rejection, reviseStep: view.reviseStep } : null,
    banks: step === 3 ? listBanks().map((bank) => ({ code: bank.code, name: bank.name })) : [],
    backHref: step > 1 ? registrationFormPath(step - 1) : KYC_INFORMATION_PATH,
    // A saved step may be left as it is.
    continueHref: saved ? nextAfterStep(step, view.lastPageFilled) : null,
    reviewHref: view.stepsFilled >= 6 ? IDENTITY_REVIEW_PATH : null,
    today: jakartaDate(now),
  };
}

/** Where a refusal of the model sends the page (the same places the loader would). */
function refusalRedirect(userId: number, step: RegistrationStepNumber, refusal: RegistrationRefusal): never {
  const access = formStepAccess(registrationUserState(userId)!, step);
  throw redirect(access.kind === 'REDIRECT' ? access.to : refusal.reason === 'NOT_STARTED' ? KYC_INFORMATION_PATH : registrationFormPath(step));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user, step } = await openStep(request, params.step);
  const now = new Date();

  if (step === 1 || step === 2) {
    const form = await request.formData();
    if (step === 1) {
      const submission = parseWithZod(form, { schema: emailStepSchema });
      if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
      const saved = saveEmailStep(user.id, submission.value, now);
      if (saved.ok) throw redirect(saved.next);
      if (saved.refusal.reason === 'EMAIL_TAKEN') return data(submission.reply({ fieldErrors: { email: ['registration:errors.email.TAKEN'] } }), { status: 422 });
      if (saved.refusal.reason === 'TOO_MANY_EMAIL_CHECKS') return data(submission.reply({ fieldErrors: { email: ['registration:errors.email.TOO_MANY'] } }), { status: 429 });
      refusalRedirect(user.id, step, saved.refusal);
    }
    const submission = parseWithZod(form, { schema: personalDataSchema(now) });
    if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
    const saved = savePersonalDataStep(user.id, submission.value, now);
    if (saved.ok) throw redirect(saved.next);
    if (saved.refusal.reason === 'NIK_TAKEN') return data(submission.reply({ fieldErrors: { nik: ['registration:errors.nik.TAKEN'] } }), { status: 422 });
    if (saved.refusal.reason === 'REFERRAL_CODE_REFUSED') return data(submission.reply({ fieldErrors: { kodeReferral: [`referral:refusal.${saved.refusal.referral}`] } }), { status: 422 });
    refusalRedirect(user.id, step, saved.refusal);
  }

  // Steps 3 to 6 carry an image: the body is streamed with the 5 MB limit (lib/uploads.server.ts).
  const upload = await parseUpload(request, { maxFiles: 1 });
  if (!upload.ok) return data({ status: 'error' as const, error: { '': [`kycDocuments:upload.${upload.reason}`] } }, { status: upload.status });
  const form = formWithFiles(upload);
  // The image never travels back to the page.
  const hideFields = ['buktiKepemilikanRekening', 'file'];

  if (step === 3) {
    const submission = parseWithZod(form, { schema: bankAccountStepSchema });
    if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
    const { namaBank, noRekening, namaPemilikRekeningBank, buktiKepemilikanRekening } = submission.value;
    const saved = await saveBankAccountStep(
      user.id,
      { bankCode: namaBank, accountNumber: noRekening, holderName: namaPemilikRekeningBank, passbook: new Uint8Array(await buktiKepemilikanRekening.arrayBuffer()) },
      now,
    );
    if (saved.ok) throw redirect(saved.next);
    if ('documentRefusal' in saved) {
      return data(submission.reply({ hideFields, fieldErrors: { buktiKepemilikanRekening: [documentRefusalKey(saved.documentRefusal)] } }), { status: 422 });
    }
    if ('bank' in saved) {
      const fieldErrors = 'outcome' in saved.bank ? { noRekening: [bankOutcomeKey(saved.bank.outcome)] } : bankFieldErrors(saved.bank.fieldErrors);
      return data(submission.reply({ hideFields, fieldErrors }), { status: 422 });
    }
    refusalRedirect(user.id, step, saved.refusal);
  }

  const submission = parseWithZod(form, { schema: documentFileSchema });
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const kind = STEP_DOCUMENT_KINDS[step as 4 | 5 | 6];
  const saved = await saveDocumentStep(user.id, kind, new Uint8Array(await submission.value.file.arrayBuffer()), now);
  if (saved.ok) throw redirect(saved.next);
  if ('documentRefusal' in saved) return data(submission.reply({ hideFields, fieldErrors: { file: [documentRefusalKey(saved.documentRefusal)] } }), { status: 422 });
  refusalRedirect(user.id, step, saved.refusal);
}

type LoaderData = Route.ComponentProps['loaderData'];
type ActionData = Route.ComponentProps['actionData'];

export default function RegistrationFormStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['registration', 'dashboard']);
  const { step, stepsFilled, revising } = loaderData;
  const titleId = 'registration-step-title';
  const titles: Record<RegistrationStepNumber, string> = {
    1: t('form.email.title'),
    2: t('form.personal.title'),
    3: t('form.bank.title'),
    4: t('form.documents.idCard.title'),
    5: t('form.documents.selfie.title'),
    6: t('form.documents.signature.title'),
  };
  const leads: Record<RegistrationStepNumber, string> = {
    1: t('form.email.lead'),
    2: t('form.personal.lead'),
    3: t('form.bank.lead'),
    4: t('form.documents.idCard.lead'),
    5: t('form.documents.selfie.lead'),
    6: t('form.documents.signature.lead'),
  };
  const revisingThisStep = revising !== null && revising.reviseStep === step;
  return (
    <section className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:py-10" aria-labelledby={titleId} data-testid="registration-step" data-step={step}>
      <StepProgress current={step} stepsFilled={stepsFilled} />
      <header>
        <p className="text-sm font-medium text-brand">{t('progress.counter', { step, total: 6 })}</p>
        <h1 id={titleId} className="mt-1 text-2xl font-bold text-ink">
          {titles[step]}
        </h1>
        <p className="mt-2 text-ink-muted">{leads[step]}</p>
      </header>
      {revisingThisStep ? (
        <p className="rounded-[var(--radius-control)] bg-warning-soft p-4 text-sm text-ink" role="note" data-testid="revise-note">
          {revising.reason ? (
            <span className="font-semibold">{t('information.revisingReason', { reason: t(`dashboard:registration.rejected.reasons.${revising.reason.code}`) })} </span>
          ) : null}
          {t('form.revisingHint')}
        </p>
      ) : null}
      <Card>
        {step === 1 ? <EmailStep loaderData={loaderData} actionData={actionData} /> : null}
        {step === 2 ? <PersonalDataStep loaderData={loaderData} actionData={actionData} /> : null}
        {step === 3 ? <BankAccountStep loaderData={loaderData} actionData={actionData} /> : null}
        {step >= 4 ? <DocumentStep key={step} loaderData={loaderData} actionData={actionData} /> : null}
      </Card>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Pieces shared by the steps

type StepProps = { loaderData: LoaderData; actionData: ActionData };

/** A conform field's input props, its first error translated, or the saved field's state when it is NOT_VALID. */
function useFieldProps() {
  const { t } = useT(['registration', 'validation', 'bankAccounts', 'kycDocuments']);
  return (field: FieldMetadata<unknown>, type: Parameters<typeof getInputProps>[1]['type'], savedState?: FieldState) => {
    const { key: _key, ...props } = getInputProps(field as FieldMetadata<string>, { type, ariaAttributes: false } as never);
    const error = field.errors?.[0];
    return {
      ...props,
      errors: error ? [translateMessage(t, error)] : savedState === 'NOT_VALID' ? [t('fieldState.NOT_VALID')] : undefined,
      errorId: field.errorId,
      hintId: field.descriptionId,
    };
  };
}

function ChoiceField({
  field,
  label,
  hint,
  options,
  savedState,
  testId,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  savedState?: FieldState;
  testId?: string;
}) {
  const { t } = useT(['registration', 'validation']);
  const { key: _key, ...props } = getSelectProps(field as FieldMetadata<string>, { ariaAttributes: false });
  const error = field.errors?.[0];
  const errors = error ? translateMessage(t, error) : savedState === 'NOT_VALID' ? t('fieldState.NOT_VALID') : null;
  const describedBy = [hint ? field.descriptionId : null, errors ? field.errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={field.descriptionId} className="mb-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <select {...props} className="field-input" aria-invalid={errors ? true : undefined} aria-describedby={describedBy || undefined} data-testid={testId}>
        <option value="">{t('form.personal.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={errors} />
    </div>
  );
}

/** Save, and the ways back: the previous step, or the review when everything is saved. */
function StepActions({ loaderData, disabledWhileBusy = true }: { loaderData: LoaderData; disabledWhileBusy?: boolean }) {
  const { t } = useT('registration');
  const navigation = useNavigation();
  const busy = disabledWhileBusy && navigation.state === 'submitting';
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 md:flex-row md:items-center md:justify-between">
      <AppLink to={(loaderData.reviewHref ?? loaderData.backHref) as `/${string}`} className={buttonClass({ variant: 'ghost' })}>
        {loaderData.reviewHref ? t('form.review') : t('form.back')}
      </AppLink>
      <Button type="submit" size="lg" disabled={busy} data-testid="step-save">
        {busy ? t('form.saving') : t('form.save')}
      </Button>
    </div>
  );
}

function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const { t } = useT(['registration', 'kycDocuments']);
  const first = errors?.[0];
  if (!first) return null;
  return (
    <p id={id} role="alert" className="mb-4 rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-danger" data-testid="step-error">
      {translateMessage(t, first)}
    </p>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-base font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 1: email

function EmailStep({ loaderData, actionData }: StepProps) {
  const { t } = useT('registration');
  const fieldProps = useFieldProps();
  const [form, fields] = useForm({
    id: 'registration-email',
    lastResult: actionData as never,
    defaultValue: { email: loaderData.answers.email ?? loaderData.accountEmail },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: emailStepSchema }),
  });
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <Field
        {...fieldProps(fields.email, 'email', loaderData.fieldStates.email)}
        label={t('form.email.label')}
        hint={t('form.email.hint')}
        placeholder={t('form.email.placeholder')}
        autoComplete="email"
      />
      <StepActions loaderData={loaderData} />
    </Form>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 2: personal data

function PersonalDataStep({ loaderData, actionData }: StepProps) {
  const { t } = useT('registration');
  const fieldProps = useFieldProps();
  const hydrated = useHydrated();
  const { answers, fieldStates } = loaderData;
  const [form, fields] = useForm({
    id: 'registration-personal',
    lastResult: actionData as never,
    defaultValue: {
      nik: answers.nik ?? '',
      namaSesuaiKTP: answers.namaSesuaiKTP ?? '',
      tanggalLahir: answers.tanggalLahir ?? '',
      namaGadisIbuKandung: answers.namaGadisIbuKandung ?? '',
      pendidikan: answers.pendidikan ?? '',
      pekerjaanSaatIni: answers.pekerjaanSaatIni ?? '',
      pendapatanPerTahun: answers.pendapatanPerTahun ?? '',
      sumberPenghasilan: answers.sumberPenghasilan ?? '',
      pepStatus: answers.pepStatus ?? '',
      pepPosition: answers.pepPosition ?? '',
      pepRelationship: answers.pepRelationship ?? '',
      kodeReferral: answers.kodeReferral ?? '',
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalDataSchema(new Date()) }),
  });
  const options = <const K extends 'education' | 'occupation' | 'incomeBand' | 'incomeSource' | 'pepPosition' | 'pepRelationship'>(group: K, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) }));
  const state = (field: RegistrationField) => fieldStates[field];
  // Without JavaScript every PEP question is on the page; with it, only those the status asks for.
  const pepStatus = fields.pepStatus.value;
  const showPosition = !hydrated || pepStatus === 'SELF' || pepStatus === 'RELATED';
  const showRelationship = !hydrated || pepStatus === 'RELATED';
  const nikFacts = typeof fields.nik.value === 'string' ? parseNik(normalizeNik(fields.nik.value)) : null;
  const pepStatusError = fields.pepStatus.errors?.[0];

  return (
    <Form method="post" className="space-y-8" {...getFormProps(form)}>
      <Fieldset legend={t('form.personal.identitySection')}>
        <Field
          {...fieldProps(fields.nik, 'text', state('nik'))}
          label={t('form.personal.nik')}
          hint={
            hydrated && nikFacts?.ok
              ? `${t('form.personal.nikHint')} ${t('form.personal.gender', { gender: t(`options.gender.${nikFacts.facts.gender}`) })}`
              : t('form.personal.nikHint')
          }
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
        />
        <Field {...fieldProps(fields.namaSesuaiKTP, 'text', state('namaSesuaiKTP'))} label={t('form.personal.name')} hint={t('form.personal.nameHint')} autoComplete="name" maxLength={80} />
        <Field {...fieldProps(fields.tanggalLahir, 'date', state('tanggalLahir'))} label={t('form.personal.dateOfBirth')} hint={t('form.personal.dateOfBirthHint')} max={loaderData.today} min="1900-01-01" autoComplete="bday" />
        <Field
          {...fieldProps(fields.namaGadisIbuKandung, 'text', state('namaGadisIbuKandung'))}
          label={t('form.personal.motherMaidenName')}
          hint={t('form.personal.motherMaidenNameHint')}
          autoComplete="off"
          maxLength={80}
        />
      </Fieldset>

      <Fieldset legend={t('form.personal.financeSection')}>
        <ChoiceField field={fields.pendidikan} label={t('form.personal.education')} options={options('education', EDUCATION_LEVELS)} savedState={state('pendidikan')} />
        <ChoiceField field={fields.pekerjaanSaatIni} label={t('form.personal.occupation')} options={options('occupation', OCCUPATIONS)} savedState={state('pekerjaanSaatIni')} />
        <ChoiceField field={fields.pendapatanPerTahun} label={t('form.personal.incomeBand')} options={options('incomeBand', INCOME_BANDS)} savedState={state('pendapatanPerTahun')} />
        <ChoiceField field={fields.sumberPenghasilan} label={t('form.personal.incomeSource')} options={options('incomeSource', INCOME_SOURCES)} savedState={state('sumberPenghasilan')} />
      </Fieldset>

      <fieldset className="space-y-4" aria-describedby={[fields.pepStatus.descriptionId, pepStatusError ? fields.pepStatus.errorId : null].filter(Boolean).join(' ')}>
        <legend className="mb-1 text-base font-semibold text-ink">{t('form.personal.pepSection')}</legend>
        <p className="font-medium text-ink">{t('form.personal.pepStatus')}</p>
        <p id={fields.pepStatus.descriptionId} className="text-sm text-ink-muted">
          {t('form.personal.pepStatusHint')}
        </p>
        <div className="grid gap-2 md:grid-cols-3">
          {PEP_STATUSES.map((value) => {
            const { key: _key, ...radio } = getInputProps(fields.pepStatus, { type: 'radio', value, ariaAttributes: false });
            return (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 has-checked:border-brand has-checked:bg-brand-soft"
              >
                <input {...radio} id={`${fields.pepStatus.id}-${value}`} className="size-5 accent-brand" />
                <span className="text-sm font-medium text-ink">{t(`options.pepStatus.${value}`)}</span>
              </label>
            );
          })}
        </div>
        <FieldError id={fields.pepStatus.errorId} errors={pepStatusError ? translateMessage(t, pepStatusError) : null} />
        {showPosition ? <ChoiceField field={fields.pepPosition} label={t('form.personal.pepPosition')} options={options('pepPosition', PEP_POSITIONS)} savedState={state('pepPosition')} /> : null}
        {showRelationship ? (
          <ChoiceField field={fields.pepRelationship} label={t('form.personal.pepRelationship')} options={options('pepRelationship', PEP_RELATIONSHIPS)} savedState={state('pepRelationship')} />
        ) : null}
      </fieldset>

      <Field
        {...fieldProps(fields.kodeReferral, 'text', state('kodeReferral'))}
        label={`${t('form.personal.referralCode')} (${t('form.optional')})`}
        hint={t('form.personal.referralCodeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
      />
      <StepActions loaderData={loaderData} />
    </Form>
  );
}

// ---------------------------------------------------------------------------------------------
// Step 3: bank account

function BankAccountStep({ loaderData, actionData }: StepProps) {
  const { t } = useT('registration');
  const fieldProps = useFieldProps();
  const { answers } = loaderData;
  const [form, fields] = useForm({
    id: 'registration-bank',
    lastResult: actionData as never,
    defaultValue: { namaBank: '', noRekening: '', namaPemilikRekeningBank: answers.namaSesuaiKTP ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankAccountStepSchema }),
  });
  const saved = answers.bankAccount;
  return (
    <div className="space-y-5">
      {saved ? <SavedNote text={t('form.bank.current', { bank: saved.bankName, number: saved.accountNumber, name: saved.holderName })} continueHref={loaderData.continueHref} /> : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        <ChoiceField field={fields.namaBank} label={t('form.bank.bank')} options={loaderData.banks.map((bank) => ({ value: bank.code, label: bank.name }))} />
        <Field {...fieldProps(fields.noRekening, 'text')} label={t('form.bank.accountNumber')} hint={t('form.bank.accountNumberHint')} inputMode="numeric" autoComplete="off" maxLength={40} />
        <Field {...fieldProps(fields.namaPemilikRekeningBank, 'text')} label={t('form.bank.holderName')} hint={t('form.bank.holderNameHint')} autoComplete="name" maxLength={100} />
        <FileField field={fields.buktiKepemilikanRekening} label={t('form.bank.passbook')} hint={t('form.bank.passbookHint')} />
        <StepActions loaderData={loaderData} />
      </Form>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Steps 4 to 6: ID card photo, selfie with the ID card, signature

function DocumentStep({ loaderData, actionData }: StepProps) {
  const { t } = useT('registration');
  const hydrated = useHydrated();
  const fileRef = useRef<HTMLInputElement>(null);
  const step = loaderData.step as 4 | 5 | 6;
  const kind = STEP_DOCUMENT_KINDS[step];
  const copy = ({ 4: 'idCard', 5: 'selfie', 6: 'signature' } as const)[step];
  const [form, fields] = useForm({
    id: `registration-document-${step}`,
    lastResult: actionData as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: documentFileSchema }),
  });
  const documentId = loaderData.answers.documents[kind];
  const tips = t(`form.documents.${copy}.tips`, { returnObjects: true }) as unknown as string[];
  return (
    <div className="space-y-5">
      <ul className="list-disc space-y-1 pl-5 text-sm text-ink-muted">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {documentId !== null ? (
        <div className="flex items-center gap-4 rounded-[var(--radius-control)] bg-canvas p-3">
          <img src={`/me/dokumen/${documentId}`} alt={t(`form.documents.${copy}.label`)} className="h-20 w-28 shrink-0 rounded border border-line bg-surface object-contain" />
          <SavedNote text={t('form.documents.uploaded')} continueHref={loaderData.continueHref} />
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
        <FormError id={form.errorId} errors={form.errors} />
        {step === 6 && hydrated ? <SignaturePad inputRef={fileRef} /> : null}
        <FileField
          field={fields.file}
          inputRef={fileRef}
          label={step === 6 && hydrated ? t('form.documents.signature.orUpload') : t(`form.documents.${copy}.label`)}
          hint={t('form.documents.fileHint')}
        />
        <StepActions loaderData={loaderData} />
      </Form>
    </div>
  );
}

function SavedNote({ text, continueHref }: { text: string; continueHref: string | null }) {
  const { t } = useT('registration');
  return (
    <div className="flex flex-1 flex-col gap-2 md:flex-row md:items-center md:justify-between">
      <p className="text-sm text-ink" data-testid="step-saved">
        {text}
      </p>
      {continueHref ? (
        <AppLink to={continueHref as `/${string}`} className={buttonClass({ variant: 'secondary' })} data-testid="step-continue">
          {t('form.continue')}
        </AppLink>
      ) : null}
    </div>
  );
}

function FileField({ field, label, hint, inputRef }: { field: FieldMetadata<unknown>; label: string; hint: string; inputRef?: Ref<HTMLInputElement> }) {
  const { t } = useT(['registration', 'validation', 'kycDocuments']);
  const { key: _key, ...props } = getInputProps(field as FieldMetadata<string>, { type: 'file', ariaAttributes: false });
  const error = field.errors?.[0];
  const describedBy = [field.descriptionId, error ? field.errorId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <p id={field.descriptionId} className="mb-1 text-sm text-ink-muted">
        {hint}
      </p>
      <input
        {...props}
        ref={inputRef}
        accept={DOCUMENT_ACCEPT}
        className="field-input file:mr-3 file:rounded file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid="step-file"
      />
      <FieldError id={field.errorId} errors={error ? translateMessage(t, error) : null} />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).registration;
  const step = (args.loaderData?.step ?? 1) as RegistrationStepNumber;
  return pageMeta(args, { title: text.metaTitle.step.replace('{{step}}', text.steps[STEP_NAMES[step]]), indexable: false });
};
