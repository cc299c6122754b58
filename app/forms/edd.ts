// Enhanced due diligence (issue 14 item 6; spec funds §2.1 /reksadana/registrasi/edd, §6 "High KYC risk
// users need EDD before buying"; POJK 8/2023 on customer due diligence for high-risk customers; decision
// 049): ONE schema for the page's form (conform as one types, and the action) and the API's body. The
// other accounts are named when the investor has some, and only then.
import { z } from 'zod';
import { EDD_FUND_SOURCES, EDD_PURPOSES, EDD_YEARLY_TRANSACTION_BANDS } from '~/domain/kyc/enums';
import { message } from './messages';

/** Enough to name a few banks and securities companies ("BCA, BNI; Mandiri Sekuritas"). */
export const OTHER_ACCOUNTS_MAX_LENGTH = 200;

/** Missing is "required"; a value that is no option is "not one of the options". */
const missingOrNotAnOption = (issue: { input?: unknown }) => (issue.input === undefined ? 'validation:required' : 'validation:memberOf');

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.enum(values, { error: missingOrNotAnOption }));

/** yes/no as a form's radio sends it, or a boolean as JSON does. */
const yesNo = z.preprocess(
  (value) => (value === 'yes' || value === 'true' ? true : value === 'no' || value === 'false' ? false : value === '' ? undefined : value),
  z.boolean({ error: missingOrNotAnOption }),
);

/** The fields, for conform's constraints (it reads no refinement or transform). */
export const eddFields = z.object({
  fundSource: choice(EDD_FUND_SOURCES),
  purpose: choice(EDD_PURPOSES),
  yearlyTransactionBand: choice(EDD_YEARLY_TRANSACTION_BANDS),
  hasOtherAccounts: yesNo,
  otherAccounts: z
    .string({ error: 'validation:pattern' })
    .trim()
    .max(OTHER_ACCOUNTS_MAX_LENGTH, { error: message('validation:maxLength', { max: OTHER_ACCOUNTS_MAX_LENGTH }) })
    .optional(),
});

export const eddSchema = eddFields
  .refine((value) => !value.hasOtherAccounts || (value.otherAccounts ?? '') !== '', {
    path: ['otherAccounts'],
    error: 'edd:errors.otherAccountsRequired',
  })
  // Named only when there are some: a "no" drops what was typed before it was chosen.
  .transform((value) => ({ ...value, otherAccounts: value.hasOtherAccounts ? value.otherAccounts! : null }));

export type EddAnswersInput = z.output<typeof eddSchema>;
