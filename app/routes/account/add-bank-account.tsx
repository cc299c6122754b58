// /me/tambah-rekening (spec funds §2.1 "add bank account", §5 bank account validation, §8 account-number
// outcomes; issue 14 item 3; decisions 047, 048): the bank, the account's currency (IDR or USD), the
// number, the holder's name as in the passbook (it must be the KYC name) and, optionally, a photo of the
// passbook. One zod schema (forms/bank-account.ts) checks as one types (conform) and again in the action;
// the model then checks the holder's name and asks the (simulated) bank. An outcome of §8 is a message
// above the form; a new account waits for an operator (PENDING). Without JavaScript the form is a plain
// post. Signed-in users only; `?target=` (a path of this site) is where a saved account leads, else the
// list.
import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/add-bank-account';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Button, Card, ChevronLeftIcon, Field, FieldError } from '~/components/ui';
import { BackLink } from '~/components/ui/back-link';
import { CURRENCIES, type Currency } from '~/domain/enums';
import { accountNumberLengths } from '~/domain/kyc/bank-account-number';
import { BANK_ACCOUNTS_PATH } from '~/domain/kyc/bank-account-paths';
import { MAX_BANK_ACCOUNTS_PER_CURRENCY } from '~/domain/kyc/bank-validation';
import { bankAccountFormSchema } from '~/forms/bank-account';
import { fieldInputProps, translateMessage } from '~/forms/messages';
import { requireUser, safeTarget } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { outcomeMessageKey } from '~/lib/bank-accounts-api.server';
import { parseUpload } from '~/lib/uploads.server';
import { mediaType } from '~/middleware/form-body';
import { addBankAccountWithPassbook, findBankByCode, kycName, listBankAccounts, listBanks, type BankAccountFieldErrors } from '~/models/bank-accounts.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('bankAccounts', 'kycDocuments', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

/** Where a saved account leads: `target` when it is a path of this site, else the list with its notice. */
function destination(request: Request): string {
  const target = new URL(request.url).searchParams.get('target');
  return target ? safeTarget(target, `${BANK_ACCOUNTS_PATH}?done=added`) : `${BANK_ACCOUNTS_PATH}?done=added`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const accounts = listBankAccounts(user.id);
  const live = (currency: Currency) => accounts.filter((a) => a.currency === currency && a.status !== 'REJECTED').length;
  return {
    banks: listBanks().map((bank) => ({ code: bank.code, name: bank.name })),
    kycName: kycName(user.id),
    /** The currencies that still have room (decision 048); the form offers IDR first. */
    fullCurrencies: CURRENCIES.filter((currency) => live(currency) >= MAX_BANK_ACCOUNTS_PER_CURRENCY),
  };
}

/** The model's field names are the form's, but for the bank (an id there, a code here) and the passbook. */
function formFieldErrors(errors: BankAccountFieldErrors): Record<string, string[]> {
  const { bankId, passbookDocumentId, ...rest } = errors;
  return { ...rest, ...(bankId ? { bankCode: bankId } : {}), ...(passbookDocumentId ? { passbook: passbookDocumentId } : {}) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // A file never travels back to the page.
  const hideFields = ['passbook'];
  const body = await readUploadForm(request);
  if (!body.ok) {
    return data({ status: 'error' as const, initialValue: null, error: { '': [`kycDocuments:upload.${body.reason}`] } }, { status: body.status });
  }
  const submission = parseWithZod(body.form, { schema: bankAccountFormSchema });
  if (submission.status !== 'success') return data(submission.reply({ hideFields }), { status: 400 });
  const { bankCode, currency, accountNumber, holderName } = submission.value;
  const bank = findBankByCode(bankCode);
  if (!bank) return data(submission.reply({ fieldErrors: { bankCode: ['bankAccounts:errors.bankUnknown'] }, hideFields }), { status: 400 });
  const result = await addBankAccountWithPassbook(user.id, { bankId: bank.id, accountNumber, holderName, currency }, body.passbook);
  if (result.ok) throw redirect(destination(request));
  if ('fieldErrors' in result) return data(submission.reply({ fieldErrors: formFieldErrors(result.fieldErrors), hideFields }), { status: 400 });
  return data(submission.reply({ formErrors: [outcomeMessageKey(result.outcome)], hideFields }), { status: 422 });
}

/**
 * The form as the page sends it: multipart (the passbook's file input), streamed with its size limit
 * (lib/uploads.server.ts); a client that sends a plain form (no file) is read as one.
 */
async function readUploadForm(
  request: Request,
): Promise<{ ok: true; form: FormData; passbook: Uint8Array | null } | { ok: false; status: number; reason: string }> {
  if (mediaType(request.headers.get('Content-Type')) !== 'multipart/form-data') {
    try {
      return { ok: true, form: await request.formData(), passbook: null };
    } catch {
      return { ok: false, status: 400, reason: 'BROKEN' };
    }
  }
  const upload = await parseUpload(request, { maxFiles: 1 });
  if (!upload.ok) return upload;
  return { ok: true, form: upload.form, passbook: upload.files.passbook?.bytes ?? null };
}

export default function AddBankAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT(['bankAccounts', 'kycDocuments', 'validation']);
  const navigation = useNavigation();
  const { banks, kycName: nameOnIdCard, fullCurrencies } = loaderData;
  const firstOpen = CURRENCIES.find((currency) => !fullCurrencies.includes(currency)) ?? 'IDR';
  const [form, fields] = useForm({
    id: 'add-bank-account',
    lastResult: actionData,
    defaultValue: { currency: firstOpen },
    constraint: getZodConstraint(bankAccountFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankAccountFormSchema }),
  });
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  const formError = form.errors?.[0];
  const lengths = typeof fields.bankCode.value === 'string' ? accountNumberLengths(fields.bankCode.value) : null;
  const numberHint =
    lengths && lengths.length > 0
      ? t('add.accountNumberHintBank', {
          lengths: lengths.length === 1 ? String(lengths[0]) : t('add.lengthsOr', { first: lengths[0], second: lengths[1] }),
        })
      : t('add.accountNumberHint');
  const bankError = fields.bankCode.errors?.[0];
  const currencyError = fields.currency.errors?.[0];
  const { key: _selectKey, ...selectProps } = getSelectProps(fields.bankCode, { ariaAttributes: false });
  const { key: _fileKey, type: _type, ...passbookProps } = getInputProps(fields.passbook, { type: 'file', ariaAttributes: false });
  const passbookError = fields.passbook.errors?.[0];

  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="add-bank-account-title" data-testid="add-bank-account-page">
      <BackLink fallback={BANK_ACCOUNTS_PATH} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-strong">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('add.back')}
      </BackLink>
      <h1 id="add-bank-account-title" className="section-title mt-2">
        {t('add.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('add.subtitle')}</p>

      {fullCurrencies.length === CURRENCIES.length ? (
        <p role="status" className="mt-6 rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-sm text-amber-900" data-testid="add-bank-account-full">
          {t('add.limitReachedBoth', { count: MAX_BANK_ACCOUNTS_PER_CURRENCY })}
        </p>
      ) : null}

      <Card className="mt-6">
        <Form method="post" encType="multipart/form-data" className="space-y-5" {...getFormProps(form)}>
          {formError ? (
            <p id={form.errorId} role="alert" className="rounded-[var(--radius-control)] bg-danger-soft px-4 py-3 text-sm text-danger" data-testid="add-bank-account-error">
              {translateMessage(t, formError)}
            </p>
          ) : null}

          <div>
            <label htmlFor={fields.bankCode.id} className="field-label">
              {t('add.bank')}
            </label>
            <select
              {...selectProps}
              className="field-input"
              aria-invalid={bankError ? true : undefined}
              aria-describedby={bankError ? fields.bankCode.errorId : undefined}
              onChange={() => {
                // The number's length depends on the bank: check a typed number again for the new one.
                if (fields.accountNumber.value) form.validate({ name: fields.accountNumber.name });
              }}
              data-testid="add-bank-account-bank"
            >
              <option value="">{t('add.bankPlaceholder')}</option>
              {banks.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
            <FieldError id={fields.bankCode.errorId} errors={bankError ? translateMessage(t, bankError) : null} />
          </div>

          <fieldset aria-describedby={currencyError ? fields.currency.errorId : undefined}>
            <legend className="field-label">{t('add.currency')}</legend>
            <div className="grid grid-cols-2 gap-3">
              {CURRENCIES.map((currency) => {
                const { key: _key, ...radioProps } = getInputProps(fields.currency, { type: 'radio', value: currency, ariaAttributes: false });
                return (
                  <label
                    key={currency}
                    className="flex min-h-12 cursor-pointer items-center gap-3 rounded-[var(--radius-control)] border border-line px-4 has-checked:border-brand has-checked:bg-brand-soft"
                  >
                    <input {...radioProps} className="size-4 accent-brand" />
                    <span className="text-sm font-medium text-ink">{t(`add.currencies.${currency}`)}</span>
                  </label>
                );
              })}
            </div>
            <FieldError id={fields.currency.errorId} errors={currencyError ? translateMessage(t, currencyError) : null} />
          </fieldset>

          <Field
            {...fieldInputProps(t, fields.accountNumber, 'text')}
            label={t('add.accountNumber')}
            hint={numberHint}
            inputMode="numeric"
            autoComplete="off"
            data-testid="add-bank-account-number"
          />
          <Field
            {...fieldInputProps(t, fields.holderName, 'text')}
            label={t('add.holderName')}
            hint={t('add.holderNameHint', { name: nameOnIdCard })}
            autoComplete="name"
            autoCapitalize="characters"
            data-testid="add-bank-account-holder"
          />

          <div>
            <label htmlFor={fields.passbook.id} className="field-label">
              {t('add.passbook')}
            </label>
            <p id={fields.passbook.descriptionId} className="mb-1 text-sm text-ink-muted">
              {t('add.passbookHint')}
            </p>
            <input
              {...passbookProps}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-[var(--radius-control)] file:border file:border-brand file:bg-surface file:px-4 file:font-semibold file:text-brand"
              aria-invalid={passbookError ? true : undefined}
              aria-describedby={[fields.passbook.descriptionId, passbookError ? fields.passbook.errorId : null].filter(Boolean).join(' ')}
              data-testid="add-bank-account-passbook"
            />
            <FieldError id={fields.passbook.errorId} errors={passbookError ? translateMessage(t, passbookError) : null} />
          </div>

          <p className="text-sm text-ink-muted">{t('add.pendingNote')}</p>
          <Button type="submit" size="lg" block disabled={submitting} data-testid="add-bank-account-submit">
            {submitting ? t('add.submitting') : t('add.submit')}
          </Button>
        </Form>
      </Card>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).bankAccounts.add.metaTitle, indexable: false });
};
