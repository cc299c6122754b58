// Adding a bank account (issue 14 item 3; spec funds §5 "Bank account validation payload: accountName,
// accountNumber, bankName, passbookImage", decision 047): ONE schema for the form of /me/tambah-rekening
// (conform as one types, and the action), and the API's body with the spec's keys, made of the same
// fields. The number's shape per bank is checked here already (domain/kyc/bank-account-number.ts); the
// model checks it again with the bank it finds, the holder's name and the validation outcome.
import { z } from 'zod';
import { CURRENCIES } from '~/domain/enums';
import { checkAccountNumber, type AccountNumberCheck, ANY_BANK_LENGTHS } from '~/domain/kyc/bank-account-number';
import { message } from './messages';

/** A bank code of the `banks` table (BCA, MANDIRI, …): capitals, digits, underscores. */
const BANK_CODE = /^[A-Z0-9_]{2,20}$/;
/** Longer than any name and any number with separators; a bound on what is read. */
export const HOLDER_NAME_MAX_LENGTH = 100;
const ACCOUNT_NUMBER_TEXT_MAX_LENGTH = 40;

/** The message key of a number refused for its shape (forms/messages.ts form). */
export function accountNumberMessage(check: Extract<AccountNumberCheck, { ok: false }>): string {
  if (check.problem === 'REQUIRED') return 'validation:required';
  if (check.problem === 'DIGITS_ONLY') return 'validation:numeric';
  const [first, second] = check.lengths;
  if (first === undefined) return message('bankAccounts:errors.accountNumberRange', { min: ANY_BANK_LENGTHS.min, max: ANY_BANK_LENGTHS.max });
  if (second === undefined) return message('bankAccounts:errors.accountNumberLength', { length: first });
  return message('bankAccounts:errors.accountNumberLengthEither', { first, second });
}

const required = () => z.string({ error: 'validation:required' });

const bankCode = () =>
  required()
    .trim()
    .min(1, { error: 'validation:required' })
    .regex(BANK_CODE, { error: 'validation:memberOf' });

const currency = () => z.enum(CURRENCIES, { error: 'validation:memberOf' });

const accountNumber = () =>
  required()
    .trim()
    .min(1, { error: 'validation:required' })
    .max(ACCOUNT_NUMBER_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: ACCOUNT_NUMBER_TEXT_MAX_LENGTH }) });

const holderName = () =>
  required()
    .trim()
    .min(1, { error: 'validation:required' })
    .max(HOLDER_NAME_MAX_LENGTH, { error: message('validation:maxLength', { max: HOLDER_NAME_MAX_LENGTH }) });

/**
 * The number against its bank's lengths, as a refinement of either schema. It runs as soon as the bank
 * and the number were given, even while another field is still wrong (validation as one types), and
 * reports on the number's field.
 */
function numberFitsBank<K extends string>(bankKey: K) {
  const pair = (value: unknown) => {
    const record = (value ?? {}) as Record<string, unknown>;
    const bank = record[bankKey];
    const number = record.accountNumber;
    return typeof bank === 'string' && typeof number === 'string' ? { bank: bank.trim(), number } : null;
  };
  return [
    (value: unknown) => {
      const given = pair(value);
      return given === null || checkAccountNumber(given.bank, given.number).ok;
    },
    {
      path: ['accountNumber'] as PropertyKey[],
      error: (issue: { input?: unknown }) => {
        const given = pair(issue.input);
        const check = given ? checkAccountNumber(given.bank, given.number) : null;
        return check && !check.ok ? accountNumberMessage(check) : 'validation:pattern';
      },
      when: ({ value }: { value: unknown }) => {
        const given = pair(value);
        return given !== null && BANK_CODE.test(given.bank) && given.number.trim() !== '';
      },
    },
  ] as const;
}

/** Empty form values (a select left on its placeholder) are absent. */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The passbook image as a form sends it: a file, or nothing (an empty file input sends an empty file). */
const passbookFile = z.preprocess(
  (value) => (value instanceof File && value.size === 0 && value.name === '' ? undefined : emptyToUndefined(value)),
  z.instanceof(File, { error: 'validation:imageFile' }).optional(),
);

/** /me/tambah-rekening: the bank by code, the currency, the number, the holder's name, the passbook. */
export const bankAccountFormSchema = z
  .object({
    bankCode: z.preprocess(emptyToUndefined, bankCode()),
    currency: z.preprocess(emptyToUndefined, currency()),
    accountNumber: accountNumber(),
    holderName: holderName(),
    passbook: passbookFile,
  })
  .refine(...numberFitsBank('bankCode'));

export type BankAccountForm = z.output<typeof bankAccountFormSchema>;

/**
 * POST /api/v2/mutual-funds/bank-accounts/validate (spec funds §5): the bank by its code in `bankName`
 * (the spec's key), the number, the holder's name in `accountName`; `passbookImage` is read by the route
 * (a multipart file) and is optional for a check. The currency is IDR unless `bankAccountCurrency` says.
 */
export const bankAccountValidateApiSchema = z
  .object({
    bankName: bankCode(),
    accountNumber: accountNumber(),
    accountName: holderName(),
    bankAccountCurrency: z.preprocess(emptyToUndefined, currency().default('IDR')),
  })
  .refine(...numberFitsBank('bankName'));

/** POST /api/v2/mutual-funds/bank-accounts: the validate payload, the currency named. */
export const bankAccountCreateApiSchema = z
  .object({
    bankName: bankCode(),
    accountNumber: accountNumber(),
    accountName: holderName(),
    bankAccountCurrency: currency(),
  })
  .refine(...numberFitsBank('bankName'));
