// Enumerations of the registration (issue 14): the KYC form's options (spec funds §5), documents, bank-account
// validation outcomes (§8), one-time code purposes, EDD answers. Apart from app/domain/enums.ts so that the pages
// that never register (the landing, the fund pages) do not carry them in their shared chunk (decision 017).

/** The documents of a registration and of a bank account (issue 14 item 2). */
export const KYC_DOCUMENT_KINDS = ['ID_CARD', 'SELFIE_WITH_ID_CARD', 'SIGNATURE', 'PASSBOOK'] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

/** pendidikan: the last education finished. */
export const EDUCATION_LEVELS = ['SD', 'SMP', 'SMA', 'D3', 'S1', 'S2', 'S3', 'OTHER'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** pekerjaanSaatIni: spec funds §5 "Occupation options (12)", in the spec's order. */
export const OCCUPATIONS = [
  'STUDENT',
  'HOUSEWIFE',
  'ENTREPRENEUR',
  'CIVIL_SERVANT',
  'MILITARY_POLICE',
  'RETIREE',
  'TEACHER_LECTURER',
  'PRIVATE_EMPLOYEE',
  'STATE_COMPANY_EMPLOYEE',
  'GOVERNMENT_OFFICIAL',
  'MEMBER_OF_PARLIAMENT',
  'OTHER',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

/** pendapatanPerTahun: yearly income bands in rupiah, as Indonesian KYC forms ask them. */
export const INCOME_BANDS = ['UNDER_10M', 'FROM_10M_TO_50M', 'FROM_50M_TO_100M', 'FROM_100M_TO_500M', 'FROM_500M_TO_1B', 'OVER_1B'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

/** sumberPenghasilan. */
export const INCOME_SOURCES = ['SALARY', 'BUSINESS', 'SPOUSE_OR_PARENTS', 'INHERITANCE', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

/** Politically exposed person: not one, one oneself, or related to one (POJK 8/2023 enhanced due diligence). */
export const PEP_STATUSES = ['NO', 'SELF', 'RELATED'] as const;
export type PepStatus = (typeof PEP_STATUSES)[number];

/** spec funds §5 "Relationship options": spouse, parent/child, relative, work/business partner, other. */
export const PEP_RELATIONSHIPS = ['SPOUSE', 'PARENT_CHILD', 'RELATIVE', 'BUSINESS_PARTNER', 'OTHER'] as const;
export type PepRelationship = (typeof PEP_RELATIONSHIPS)[number];

/** spec funds §8 "Account-number validation outcomes", and VALID for an account that may be added. */
export const BANK_ACCOUNT_VALIDATION_OUTCOMES = [
  'VALID',
  'ACCOUNT_NUMBER_EXISTS',
  'ACCOUNT_NUMBER_REJECTED',
  'LIMIT_REACHED',
  'NOT_FOUND',
  'BLACKLISTED',
  'BLOCKED',
] as const;
export type BankAccountValidationOutcome = (typeof BANK_ACCOUNT_VALIDATION_OUTCOMES)[number];

/** What a one-time code confirms (issue 14 items 4 and 5). */
export const OTP_PURPOSES = ['VERIFY_PHONE', 'UPDATE_EMAIL', 'UPDATE_PHONE', 'FORGOT_PIN'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];


/** EDD (issue 14 item 6): where the money comes from, what it is for, how much a year. */
export const EDD_FUND_SOURCES = ['SALARY', 'BUSINESS', 'INHERITANCE', 'GRANT', 'INVESTMENT', 'SALE_OF_ASSETS', 'OTHER'] as const;
export type EddFundSource = (typeof EDD_FUND_SOURCES)[number];
export const EDD_PURPOSES = ['INVESTMENT_GROWTH', 'SAVINGS', 'EDUCATION', 'RETIREMENT', 'BUSINESS', 'OTHER'] as const;
export type EddPurpose = (typeof EDD_PURPOSES)[number];
export const EDD_YEARLY_TRANSACTION_BANDS = ['UNDER_100M', 'FROM_100M_TO_500M', 'FROM_500M_TO_1B', 'FROM_1B_TO_5B', 'OVER_5B'] as const;
export type EddYearlyTransactionBand = (typeof EDD_YEARLY_TRANSACTION_BANDS)[number];

/** spec/landing-and-dashboard.md §4 "Rejection causes, internal". */
export const KYC_INTERNAL_REJECTION_REASONS = [
  'BANK_ACCOUNT_NAME_MISMATCH',
  'FACE_MISMATCH',
  'ID_CARD_DUKCAPIL_MISMATCH',
  'ID_CARD_INPUT_MISMATCH',
  'ID_CARD_UNREADABLE',
  'SIGNATURE_MISMATCH',
] as const;
export type KycInternalRejectionReason = (typeof KYC_INTERNAL_REJECTION_REASONS)[number];

/**
 * How an outbox message travels. WhatsApp is simulated (issue 14 item 4): the message is written to the same
 * outbox with the phone number as its address, and a sender process (none in the demo) would deliver it.
 */
export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
