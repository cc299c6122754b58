// The registration (KYC) forms (spec funds §2.6, §5; issue 14 items 1 and 8): one zod schema per step, used
// by the page as one types (conform), by the page's action and by the JSON API alike. Field names are spec §5's
// keys. Every message is a translation key (forms/messages.ts): `registration:errors.nik.PROVINCE`. The rules
// themselves are the pure ones of app/domain/kyc; a schema only applies them to what was typed.
import { z } from 'zod';
import { EDUCATION_LEVELS, INCOME_BANDS, INCOME_SOURCES, OCCUPATIONS, PEP_RELATIONSHIPS, PEP_STATUSES } from '~/domain/kyc/enums';
import { checkNik, normalizeNik, parseNik } from '~/domain/kyc/nik';
import { checkDateOfBirth, checkPersonName } from '~/domain/kyc/person';
import { PEP_POSITIONS, pepProblems } from '~/domain/kyc/pep';
import { isReferralCodeFormat, normalizeReferralCode } from '~/domain/kyc/referral-code';
import { checkAccountNumber } from '~/domain/kyc/bank-account-number';
import { accountNumberMessage, HOLDER_NAME_MAX_LENGTH } from './bank-account';
import { message } from './messages';

/** RFC 5321 limit of a forward path. */
const EMAIL_MAX_LENGTH = 254;
/** Issue 14 item 2: an upload is at most 5 MB (the server's streaming parser enforces it; the page says it first). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file inputs accept (issue 14 item 2: JPEG and PNG only, checked again by content on the server). */
export const DOCUMENT_ACCEPT = 'image/jpeg,image/png';

/** A string field: missing is "required", anything not a string (a number in JSON) "not a valid format". */
const text = () => z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation:required' : 'validation:pattern') });

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'registration:errors.choose' });

const email = () =>
  text()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'validation:email' }).max(EMAIL_MAX_LENGTH, { error: 'validation:email' }));

/** A name as on the ID card (the investor's, the mother's maiden name, the account holder's): normalised to capitals. */
export const personName = () =>
  text().transform((value, ctx) => {
    const checked = checkPersonName(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: `registration:errors.name.${checked.problem}` });
    return z.NEVER;
  });

const nik = () =>
  text().transform((value, ctx) => {
    const normalized = normalizeNik(value);
    const parsed = parseNik(normalized);
    if (parsed.ok) return normalized;
    ctx.addIssue({ code: 'custom', message: `registration:errors.nik.${parsed.problem}` });
    return z.NEVER;
  });

const dateOfBirth = (now: Date) =>
  text().transform((value, ctx) => {
    const checked = checkDateOfBirth(value, now);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: `registration:errors.dateOfBirth.${checked.problem}` });
    return z.NEVER;
  });

/** Step 1: the email the registration is for (checked for an existing registration by the model). */
export const emailStepSchema = z.object({ email: email() });
export type EmailStep = z.output<typeof emailStepSchema>;

/**
 * Step 2: personal data. `now` is the clock of the 17-years rule (Asia/Jakarta): the browser's as one types,
 * the server's in the action. A position and relationship are asked only where the PEP status needs them, and
 * the NIK must carry the date of birth entered (decision 041).
 */
export function personalDataSchema(now: Date) {
  return z
    .object({
      nik: nik(),
      namaSesuaiKTP: personName(),
      tanggalLahir: dateOfBirth(now),
      namaGadisIbuKandung: personName(),
      pendidikan: choice(EDUCATION_LEVELS),
      pekerjaanSaatIni: choice(OCCUPATIONS),
      pendapatanPerTahun: choice(INCOME_BANDS),
      sumberPenghasilan: choice(INCOME_SOURCES),
      pepStatus: choice(PEP_STATUSES),
      pepPosition: z.enum(PEP_POSITIONS, { error: 'registration:errors.pep.POSITION_UNKNOWN' }).optional(),
      pepRelationship: choice(PEP_RELATIONSHIPS).optional(),
      kodeReferral: z
        .string({ error: 'validation:pattern' })
        .transform(normalizeReferralCode)
        .refine(isReferralCodeFormat, { error: 'registration:errors.referralCode' })
        .optional(),
    })
    .superRefine(
      (value, ctx) => {
        // Runs while other fields are still wrong too (`when`), so every field reads defensively.
        if (typeof value !== 'object' || value === null) return;
        const raw = value as Record<string, unknown>;
        const status = typeof raw.pepStatus === 'string' && (PEP_STATUSES as readonly string[]).includes(raw.pepStatus) ? (raw.pepStatus as (typeof PEP_STATUSES)[number]) : null;
        if (status !== null) {
          const problems = pepProblems({
            pepStatus: status,
            pepPosition: typeof raw.pepPosition === 'string' ? raw.pepPosition : null,
            pepRelationship: typeof raw.pepRelationship === 'string' ? (raw.pepRelationship as never) : null,
          });
          if (problems.pepPosition === 'POSITION_MISSING') ctx.addIssue({ code: 'custom', path: ['pepPosition'], message: 'registration:errors.pep.POSITION_MISSING' });
          if (problems.pepRelationship) ctx.addIssue({ code: 'custom', path: ['pepRelationship'], message: `registration:errors.pep.${problems.pepRelationship}` });
        }
        if (typeof raw.nik === 'string' && typeof raw.tanggalLahir === 'string') {
          const born = checkDateOfBirth(raw.tanggalLahir, now);
          const checked = born.ok ? checkNik(normalizeNik(raw.nik), born.value) : null;
          if (checked && !checked.ok && checked.problem === 'DATE_OF_BIRTH_MISMATCH') {
            ctx.addIssue({ code: 'custom', path: ['nik'], message: 'registration:errors.nik.DATE_OF_BIRTH_MISMATCH' });
          }
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    );
}
export type PersonalDataStep = z.output<ReturnType<typeof personalDataSchema>>;

/** A bank code of the `banks` table (BCA, MANDIRI, …), as forms/bank-account.ts reads it. */
const BANK_CODE = /^[A-Z0-9_]{2,20}$/;

/** An image file as a form sends it: at most 5 MB, JPEG or PNG by its declared type (the content is checked on the server). */
const imageFile = () =>
  z
    .file({ error: 'registration:errors.document.REQUIRED' })
    .min(1, { error: 'registration:errors.document.EMPTY' })
    .max(DOCUMENT_MAX_BYTES, { error: 'registration:errors.document.TOO_LARGE' })
    .mime(['image/jpeg', 'image/png'], { error: 'registration:errors.document.UNSUPPORTED_TYPE' });

/**
 * Step 3: the bank account for redemptions, in rupiah (spec funds §5 "Account number validation requires the
 * pair of account number and bank name"): the bank by its code, the number checked against the bank's lengths
 * as one types (domain/kyc/bank-account-number.ts), the holder's name, the passbook image. The bank-account
 * model checks it all again, with the name against the name on the ID card and the validation outcome.
 */
export const bankAccountStepSchema = z
  .object({
    namaBank: z.string({ error: 'registration:errors.choose' }).trim().regex(BANK_CODE, { error: 'registration:errors.choose' }),
    noRekening: text().trim().max(40, { error: message('validation:maxLength', { max: 40 }) }),
    namaPemilikRekeningBank: text()
      .trim()
      .max(HOLDER_NAME_MAX_LENGTH, { error: message('validation:maxLength', { max: HOLDER_NAME_MAX_LENGTH }) }),
    buktiKepemilikanRekening: imageFile(),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return;
      const raw = value as Record<string, unknown>;
      if (typeof raw.namaBank !== 'string' || typeof raw.noRekening !== 'string' || !BANK_CODE.test(raw.namaBank.trim())) return;
      const checked = checkAccountNumber(raw.namaBank.trim(), raw.noRekening);
      if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['noRekening'], message: accountNumberMessage(checked) });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type BankAccountStep = z.output<typeof bankAccountStepSchema>;

/**
 * Steps 4 to 6: a file is chosen, JPEG or PNG by its declared type, at most 5 MB; the page's action parses the
 * same schema (the upload's bytes put back in the form), and the server then decides by content
 * (app/models/kyc-documents.server.ts).
 */
export const documentFileSchema = z.object({ file: imageFile() });

/** The identity page's send: the statement ticked (spec funds §5 "Checkbox consent shows an error text when unchecked"). */
export const sendRegistrationSchema = z.object({
  consent: z.boolean({ error: 'registration:errors.consent' }).refine((ticked) => ticked, { error: 'registration:errors.consent' }),
});
