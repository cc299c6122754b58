// The whole Celengan schema (SQLite through Drizzle).
//
// Units of storage (DESIGN.md "Money, units, time"):
// - money: integer minor units of the row's currency (IDR: rupiah, USD: cents), columns named *_amount
//   or ending in "amount"; a currency column sits beside every amount that can be in either currency.
// - NAV per unit and unit balances: integers scaled by 10^4 (columns nav, adjusted_nav, units).
// - percentages: basis points (1.75% = 175) in *_bp columns; computed statistics as parts per
//   million of the fraction (12.3456% = 123456) in *_ppm columns.
// - calendar dates (Asia/Jakarta): text YYYY-MM-DD; instants: integer milliseconds since the epoch.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  blob,
} from 'drizzle-orm/sqlite-core';
import { BANK_ACCOUNT_STATUSES, CONTACT_CHANGE_KINDS, CONTACT_UPDATE_POPUPS, CURRENCIES, DIVIDEND_POLICIES, DOCUMENT_KINDS, FORM_VERSIONS, FUND_CATEGORIES, FUND_STATUSES, FUND_TYPES, GOAL_TYPES, KYC_KSEI_REJECTION_REASONS, KYC_PAGES, KYC_RISKS, KYC_STATUSES, LANGUAGES, LEDGER_ENTRY_TYPES, NOTIFICATION_CATEGORIES, NOTIFICATION_KINDS, ORDER_SOURCES, JOB_NAMES, JOB_OUTCOMES, RECURRING_PAYMENT_STATES, ORDER_STATUSES, ORDER_TYPES, OUTBOX_EMAIL_KINDS, PAYMENT_STATUSES, PAYOUT_KINDS, PAYOUT_STATUSES, RECURRING_PERIODS, RECURRING_STATUSES, RECURRING_VALIDITIES, SWITCH_LEGS, REFERRER_STATUSES, RISK_PROFILES, ROBO_RISKS, STAT_PERIODS, USER_ROLES } from '../app/domain/enums';
import { STATEMENT_KINDS, REFERRAL_STATES, AUTO_REDEMPTION_STATUSES, AUTO_REDEMPTION_TRIGGER_TYPES, AUTO_REDEMPTION_SCOPES, AUTO_REDEMPTION_TRIGGER_OUTCOMES, BOND_TYPES, BOND_STATUSES, WEBAUTHN_PURPOSES } from '../app/domain/service-enums';
import { OUTBOX_CHANNELS, KYC_INTERNAL_REJECTION_REASONS } from '../app/domain/kyc/enums';
import { EDD_FUND_SOURCES, EDD_PURPOSES, EDD_YEARLY_TRANSACTION_BANDS, EDUCATION_LEVELS, INCOME_BANDS, INCOME_SOURCES, KYC_DOCUMENT_KINDS, OCCUPATIONS, OTP_PURPOSES, PEP_RELATIONSHIPS, PEP_STATUSES } from '../app/domain/kyc/enums';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
const bool = (name: string) => integer(name, { mode: 'boolean' });
/** SQL `IN (...)` list of an enumeration, for CHECK constraints. */
const oneOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const isDate = (column: string) =>
  sql.raw(`(${column} IS NULL OR (length(${column}) = 10 AND date(${column}) = ${column}))`);

// ---------------------------------------------------------------------------------------------
// People and access

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('investor'),
    firstName: text('first_name').notNull(),
    fullName: text('full_name').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('id'),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /** Identity verified by the provider (the spec's isVerified). */
    isVerified: bool('is_verified').notNull().default(false),
    pinHash: text('pin_hash'),
    pinUpdatedAt: integer('pin_updated_at', { mode: 'timestamp_ms' }),
    /** Wrong PINs in a row; the third blocks the PIN for 24 hours (issue 14 item 5). */
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinBlockedUntil: integer('pin_blocked_until', { mode: 'timestamp_ms' }),
    /** The mobile phone was confirmed by a one-time code (issue 14 item 4). */
    phoneVerifiedAt: integer('phone_verified_at', { mode: 'timestamp_ms' }),
    /** A contact change's landing popup waiting to be seen (decision 055); closing it clears it. */
    contactUpdatePopup: text('contact_update_popup', { enum: CONTACT_UPDATE_POPUPS }),
    // KYC (spec landing §3 "User profile", §4 "KYC status values")
    mutualFundKycStatus: text('mutual_fund_kyc_status', { enum: KYC_STATUSES }),
    mutualFundKycUpdatedAt: integer('mutual_fund_kyc_updated_at', { mode: 'timestamp_ms' }),
    kycRejectionReason: text('kyc_rejection_reason', { enum: KYC_INTERNAL_REJECTION_REASONS }),
    kseiRejectionReason: text('ksei_rejection_reason', { enum: KYC_KSEI_REJECTION_REASONS }),
    registrationStartedAt: integer('registration_started_at', { mode: 'timestamp_ms' }),
    /** When the registration (or its revision) was last sent for review. */
    kycSubmittedAt: integer('kyc_submitted_at', { mode: 'timestamp_ms' }),
    /** Rejections so far; the third ends the registration (spec funds §5 "KYC retry limit step count: 3"). */
    kycRejectionCount: integer('kyc_rejection_count').notNull().default(0),
    formVersion: text('form_version', { enum: FORM_VERSIONS }).notNull().default('second'),
    lastPageFilled: text('last_page_filled', { enum: KYC_PAGES }),
    /** Prefill data kept from an earlier, unfinished registration (JSON), if any. */
    kycPrefill: text('kyc_prefill', { mode: 'json' }).$type<Record<string, unknown>>(),
    quizStep: integer('quiz_step').notNull().default(0),
    kycRisk: text('kyc_risk', { enum: KYC_RISKS }).notNull().default('low'),
    kycRiskDetails: text('kyc_risk_details', { mode: 'json' }).$type<string[]>(),
    hasFilledEdd: bool('has_filled_edd').notNull().default(false),
    salesCode: text('sales_code'),
    investorRiskProfile: text('investor_risk_profile', { enum: RISK_PROFILES }),
    verifiedDateOfBirth: text('verified_date_of_birth'),
    // Referral programme (spec landing §4 "Referral states")
    referralCode: text('referral_code'),
    cashbackAmount: integer('cashback_amount').notNull().default(0),
    cashbackExpiredAt: integer('cashback_expired_at', { mode: 'timestamp_ms' }),
    referrerStatus: text('referrer_status', { enum: REFERRER_STATUSES }),
    referrerExpiredAt: integer('referrer_expired_at', { mode: 'timestamp_ms' }),
    // Closed popups and cards, and display preferences (spec landing §7 "update notification setting")
    enableMutualFundBalanceMasking: bool('enable_mutual_fund_balance_masking').notNull().default(false),
    hasDismissedMutualFundHoldingPeriodReferralCashbackCard: bool('has_dismissed_holding_period_referral_card')
      .notNull()
      .default(false),
    hasDismissedMutualFundRiskWarningPopup: bool('has_dismissed_risk_warning_popup').notNull().default(false),
    /** Issue 17 item 5: whether the notification centre's events also go out by email (the /me setting). */
    emailNotifications: bool('email_notifications').notNull().default(true),
    hasClosedMutualFundFinancialGoalsPopup: bool('has_closed_financial_goals_popup').notNull().default(false),
    hasClosedMutualFundSuccessRegistrationCard: bool('has_closed_success_registration_card')
      .notNull()
      .default(false),
    hasClosedMutualFundSuccessRegistrationPopup: bool('has_closed_success_registration_popup')
      .notNull()
      .default(false),
    hasClosedMutualFundSuccessRevisionPopup: bool('has_closed_success_revision_popup').notNull().default(false),
    hasClosedMutualFundSuccessVerificationPopup: bool('has_closed_success_verification_popup')
      .notNull()
      .default(false),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email}) AND instr(${t.email}, '@') > 1`),
    check('users_role', sql`${t.role} IN (${oneOf(USER_ROLES)})`),
    check('users_language', sql`${t.language} IN (${oneOf(LANGUAGES)})`),
    check(
      'users_kyc_status',
      sql`${t.mutualFundKycStatus} IS NULL OR ${t.mutualFundKycStatus} IN (${oneOf(KYC_STATUSES)})`,
    ),
    check('users_kyc_risk', sql`${t.kycRisk} IN (${oneOf(KYC_RISKS)})`),
    check('users_form_version', sql`${t.formVersion} IN (${oneOf(FORM_VERSIONS)})`),
    check('users_cashback_nonnegative', sql`${t.cashbackAmount} >= 0`),
    check('users_quiz_step', sql`${t.quizStep} >= 0`),
    check('users_first_name', sql`length(${t.firstName}) BETWEEN 1 AND 60`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token: a stolen database does not yield usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    /** The transaction PIN was entered in this session; orders ask again 15 minutes later (issue 14 item 5). */
    pinVerifiedAt: integer('pin_verified_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-in attempts, for the rate limit (docs/decisions/030-sign-in-and-sign-up-limits.md). A row is
 * written as a failure before the password is checked and becomes a success when it matches.
 */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    /** A keyed hash of the client address, never the address itself. */
    clientKey: text('client_key').notNull(),
    succeeded: bool('succeeded').notNull(),
    attemptedAt: integer('attempted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.attemptedAt),
    index('sign_in_attempts_client_idx').on(t.clientKey, t.attemptedAt),
  ],
);

/** Sign-up submissions per client, for the sign-up rate limit (decision 030); no email, no name. */
export const signUpAttempts = sqliteTable(
  'sign_up_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A keyed hash of the client address, never the address itself. */
    clientKey: text('client_key').notNull(),
    attemptedAt: integer('attempted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('sign_up_attempts_client_idx').on(t.clientKey, t.attemptedAt)],
);

/**
 * Email verification links (docs/decisions/015-email-verification.md). The link carries a random
 * token; only its SHA-256 (hex) is kept, so a copy of the database yields no working link. Each row
 * is also one request for the resend rate limit (60 s apart, 5 per 24 h).
 */
export const emailVerifications = sqliteTable(
  'email_verifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to (lowercased): a link for an address changed since verifies nothing. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** Set when the link verified the email, or when another link of the user did (spent). */
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('email_verifications_token_hash_unique').on(t.tokenHash),
    index('email_verifications_user_idx').on(t.userId, t.createdAt),
    check(
      'email_verifications_token_hash',
      sql`length(${t.tokenHash}) = 64 AND ${t.tokenHash} NOT GLOB '*[^0-9a-f]*'`,
    ),
    check('email_verifications_email_lowercase', sql`${t.email} = lower(${t.email}) AND instr(${t.email}, '@') > 1`),
    check('email_verifications_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    check('email_verifications_used_at', sql`${t.usedAt} IS NULL OR ${t.usedAt} >= ${t.createdAt}`),
  ],
);

/**
 * Emails waiting for the mailer (docs/decisions/015): the application never talks SMTP; it writes
 * the message here, in the transaction that decided to send it, and a mailer process delivers it
 * and sets sent_at. `npm run cli -- mail:outbox` shows the newest ones.
 */
export const outboxEmails = sqliteTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The account it is for, if any; deleting the account deletes its mail (it holds the address). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OUTBOX_EMAIL_KINDS }).notNull(),
    /** email, or whatsapp (simulated: the phone number is the address, issue 14 item 4). */
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** The same message as HTML, when its template has one (issue 17 item 5); the mailer sends both parts. */
    bodyHtml: text('body_html'),
    /** A file sent with the message (issue 18 item 2: the tax report's PDF): its name, media type and bytes. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachment: blob('attachment', { mode: 'buffer' }),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('outbox_emails_created_idx').on(t.createdAt),
    index('outbox_emails_unsent_idx').on(t.sentAt, t.id),
    index('outbox_emails_user_idx').on(t.userId),
    check('outbox_emails_kind', sql`${t.kind} IN (${oneOf(OUTBOX_EMAIL_KINDS)})`),
    check('outbox_emails_channel', sql`${t.channel} IN (${oneOf(OUTBOX_CHANNELS)})`),
    check(
      'outbox_emails_to_address',
      sql`(${t.channel} = 'email' AND instr(${t.toAddress}, '@') > 1) OR (${t.channel} = 'whatsapp' AND ${t.toAddress} GLOB '+[0-9]*' AND length(${t.toAddress}) BETWEEN 9 AND 16)`,
    ),
    check('outbox_emails_subject', sql`length(${t.subject}) BETWEEN 1 AND 200`),
    check('outbox_emails_sent_at', sql`${t.sentAt} IS NULL OR ${t.sentAt} >= ${t.createdAt}`),
  ],
);

export const banks = sqliteTable(
  'banks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** Offers virtual-account payment (spec §4.5 payment methods). */
    supportsVirtualAccount: bool('supports_virtual_account').notNull().default(false),
  },
  (t) => [uniqueIndex('banks_code_unique').on(t.code)],
);

export const bankAccounts = sqliteTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: BANK_ACCOUNT_STATUSES }).notNull().default('PENDING'),
    isDefault: bool('is_default').notNull().default(false),
    /** The passbook (buku tabungan) image that proves the account is the investor's (spec funds §5). */
    passbookDocumentId: integer('passbook_document_id').references(() => kycDocuments.id, { onDelete: 'set null' }),
    /** The operator's decision on a PENDING account (issue 14 item 3); audited as well. */
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_user_idx').on(t.userId),
    uniqueIndex('bank_accounts_unique').on(t.userId, t.bankId, t.accountNumber, t.currency),
    check('bank_accounts_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('bank_accounts_status', sql`${t.status} IN (${oneOf(BANK_ACCOUNT_STATUSES)})`),
    check('bank_accounts_number', sql`${t.accountNumber} GLOB '[0-9]*' AND length(${t.accountNumber}) BETWEEN 6 AND 20`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Registration (KYC), documents, one-time codes, PIN requests, EDD (issue 14)

/**
 * An uploaded image: ID card, selfie with the ID card, signature, passbook. The file lives under
 * DATA_DIR (never public/), re-encoded by sharp so that no EXIF or GPS survives; only its owner and
 * operators may read it (UU 27/2022: the ID card and the face are specific personal data). A newer
 * upload of the same kind supersedes the older one, which is kept for the operator's history.
 */
export const kycDocuments = sqliteTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: KYC_DOCUMENT_KINDS }).notNull(),
    /** Path of the file relative to DATA_DIR's document folder (random, not derived from the upload's name). */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** SHA-256 (hex) of the stored file. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    supersededAt: integer('superseded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('kyc_documents_storage_key_unique').on(t.storageKey),
    index('kyc_documents_user_idx').on(t.userId, t.kind),
    check('kyc_documents_kind', sql`${t.kind} IN (${oneOf(KYC_DOCUMENT_KINDS)})`),
    check('kyc_documents_mime', sql`${t.mimeType} IN ('image/jpeg', 'image/png')`),
    check('kyc_documents_size', sql`${t.byteSize} > 0 AND ${t.width} > 0 AND ${t.height} > 0`),
  ],
);

/**
 * The registration form's answers (spec funds §5 "KYC form fields"), one row per user, filled step by step
 * (users.last_page_filled says how far). Field names follow the spec's keys in English.
 */
export const kycRegistrations = sqliteTable(
  'kyc_registrations',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Step 1: the email the registration is for (checked for an existing registration). */
    email: text('email'),
    // Step 2: personal data
    nik: text('nik'),
    nameOnIdCard: text('name_on_id_card'),
    dateOfBirth: text('date_of_birth'),
    /** Read from the NIK (day of birth + 40 for a woman). */
    gender: text('gender', { enum: ['MALE', 'FEMALE'] }),
    motherMaidenName: text('mother_maiden_name'),
    education: text('education', { enum: EDUCATION_LEVELS }),
    occupation: text('occupation', { enum: OCCUPATIONS }),
    incomeBand: text('income_band', { enum: INCOME_BANDS }),
    incomeSource: text('income_source', { enum: INCOME_SOURCES }),
    pepStatus: text('pep_status', { enum: PEP_STATUSES }),
    /** The politically exposed position (one of 14, decision 041), when pepStatus is not NO. */
    pepPosition: text('pep_position'),
    pepRelationship: text('pep_relationship', { enum: PEP_RELATIONSHIPS }),
    referralCode: text('referral_code'),
    // Step 3: the bank account for redemptions (its passbook on the account row)
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    // Steps 4-6: the current documents
    idCardDocumentId: integer('id_card_document_id').references(() => kycDocuments.id, { onDelete: 'set null' }),
    selfieDocumentId: integer('selfie_document_id').references(() => kycDocuments.id, { onDelete: 'set null' }),
    signatureDocumentId: integer('signature_document_id').references(() => kycDocuments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    check('kyc_registrations_nik', sql`${t.nik} IS NULL OR (length(${t.nik}) = 16 AND ${t.nik} NOT GLOB '*[^0-9]*')`),
    check('kyc_registrations_date_of_birth', isDate('date_of_birth')),
    check('kyc_registrations_email', sql`${t.email} IS NULL OR (${t.email} = lower(${t.email}) AND instr(${t.email}, '@') > 1)`),
    index('kyc_registrations_nik_idx').on(t.nik),
  ],
);

/**
 * One-time codes (issue 14 item 4): 6 digits, only their hash kept; 60 s between sends, 5 wrong tries
 * block the purpose for an hour (blocked_until). Each row is one code sent.
 */
export const otpChallenges = sqliteTable(
  'otp_challenges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** Where the code went: the email address or the phone number (+62...). */
    destination: text('destination').notNull(),
    /** What the code confirms, if anything beyond the destination (e.g. the new email or phone). */
    payload: text('payload'),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    blockedUntil: integer('blocked_until', { mode: 'timestamp_ms' }),
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    /**
     * What the code confirmed was done: with the code for a contact change (the same transaction), later for
     * a forgotten PIN (the new PIN saved, once; decision 053).
     */
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('otp_challenges_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('otp_challenges_purpose', sql`${t.purpose} IN (${oneOf(OTP_PURPOSES)})`),
    check('otp_challenges_channel', sql`${t.channel} IN (${oneOf(OUTBOX_CHANNELS)})`),
    check('otp_challenges_attempts', sql`${t.attempts} >= 0`),
    check('otp_challenges_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/**
 * A change of an investor's email or phone proposed by the back office (an operator, `npm run cli --
 * contact:propose`), which the investor confirms with a one-time code sent to the new address
 * (/me/confirm-backoffice-update-email, -phone-number; decision 054). One open proposal per kind: a newer
 * one cancels the older.
 */
export const contactChangeProposals = sqliteTable(
  'contact_change_proposals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_CHANGE_KINDS }).notNull(),
    /** The new email (lowercased) or phone number (national form 08…). */
    newValue: text('new_value').notNull(),
    /** 'cli' or 'operator'; the operator's account when there is one. */
    proposedByKind: text('proposed_by_kind').notNull(),
    proposedByUserId: integer('proposed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    /** Declined by the investor, or replaced by a newer proposal. */
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('contact_change_proposals_user_idx').on(t.userId, t.kind, t.createdAt),
    check('contact_change_proposals_kind', sql`${t.kind} IN (${oneOf(CONTACT_CHANGE_KINDS)})`),
    check('contact_change_proposals_by', sql`${t.proposedByKind} IN ('cli', 'operator')`),
    check('contact_change_proposals_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
    check('contact_change_proposals_closed', sql`${t.confirmedAt} IS NULL OR ${t.cancelledAt} IS NULL`),
  ],
);

/**
 * A request for the transaction PIN (/me/pin/validate/{requestId}, issue 14 item 5): what the investor was
 * doing when the PIN was asked (the path to return to), valid for a short time, used once.
 */
export const pinRequests = sqliteTable(
  'pin_requests',
  {
    /** Random, URL-safe; the request id of the address. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where to go once the PIN is right (a path on this site). */
    target: text('target').notNull(),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    validatedAt: integer('validated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('pin_requests_user_idx').on(t.userId), check('pin_requests_target', sql`substr(${t.target}, 1, 1) = '/'`)],
);

/** Enhanced due diligence answers (issue 14 item 6; POJK 8/2023 for high-risk customers). */
export const eddAnswers = sqliteTable(
  'edd_answers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundSource: text('fund_source', { enum: EDD_FUND_SOURCES }).notNull(),
    purpose: text('purpose', { enum: EDD_PURPOSES }).notNull(),
    yearlyTransactionBand: text('yearly_transaction_band', { enum: EDD_YEARLY_TRANSACTION_BANDS }).notNull(),
    hasOtherAccounts: bool('has_other_accounts').notNull(),
    /** The other accounts (bank, securities), when there are some. */
    otherAccounts: text('other_accounts'),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    check('edd_answers_fund_source', sql`${t.fundSource} IN (${oneOf(EDD_FUND_SOURCES)})`),
    check('edd_answers_purpose', sql`${t.purpose} IN (${oneOf(EDD_PURPOSES)})`),
    check('edd_answers_band', sql`${t.yearlyTransactionBand} IN (${oneOf(EDD_YEARLY_TRANSACTION_BANDS)})`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Funds and their data

export const investmentManagers = sqliteTable(
  'investment_managers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    website: text('website'),
    description: text('description'),
  },
  (t) => [uniqueIndex('investment_managers_slug_unique').on(t.slug)],
);

export const custodianBanks = sqliteTable(
  'custodian_banks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
  },
  (t) => [uniqueIndex('custodian_banks_name_unique').on(t.name)],
);

/** spec/funds-cart-portfolio.md §3 "Fund (product)". */
export const funds = sqliteTable(
  'funds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    type: text('type', { enum: FUND_TYPES }).notNull(),
    category: text('category', { enum: FUND_CATEGORIES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: FUND_STATUSES }).notNull().default('active_subsenabled'),
    logoUrl: text('logo_url'),
    // collections (spec §2.3): index, newcomer, share dividend; sharia is the category, USD the currency
    isIndexFund: bool('is_index_fund').notNull().default(false),
    isNewcomer: bool('is_newcomer').notNull().default(false),
    hasDividend: bool('has_dividend').notNull().default(false),
    isCapitalProtected: bool('is_capital_protected').notNull().default(false),
    investmentManagerId: integer('investment_manager_id')
      .notNull()
      .references(() => investmentManagers.id),
    custodianBankId: integer('custodian_bank_id')
      .notNull()
      .references(() => custodianBanks.id),
    containerAccount: text('container_account'),
    containerAccountRedeem: text('container_account_redeem'),
    containerAccountRedeemBankId: integer('container_account_redeem_bank_id').references(() => banks.id),
    minimumInitialSubscriptionAmount: integer('minimum_initial_subscription_amount').notNull(),
    minimumSubscriptionAmount: integer('minimum_subscription_amount').notNull(),
    minimumRedemptionAmount: integer('minimum_redemption_amount'),
    expenseRatioBp: integer('expense_ratio_bp').notNull(),
    subscriptionFeeBp: integer('subscription_fee_bp').notNull().default(0),
    redemptionFeeBp: integer('redemption_fee_bp').notNull().default(0),
    /** The fee of a switch out of this fund (issue 15 item 2), charged on the switch-out's gross value. */
    switchingFeeBp: integer('switching_fee_bp').notNull().default(0),
    /** Order cut-off in WIB, HH:MM (DESIGN.md: 13:00 unless the fund overrides it). */
    cutoffTime: text('cutoff_time').notNull().default('13:00'),
    launchDate: text('launch_date').notNull(),
    dividendPolicy: text('dividend_policy', { enum: DIVIDEND_POLICIES }),
    description: text('description').notNull(),
    headerInfoLabel: text('header_info_label'),
    headerInfoData: text('header_info_data'),
    /** Latest AUM (minor units), kept equal to the newest fund_aums row for sorting. */
    currentAum: integer('current_aum').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('funds_code_unique').on(t.code),
    uniqueIndex('funds_slug_unique').on(t.slug),
    index('funds_type_idx').on(t.type, t.status),
    index('funds_manager_idx').on(t.investmentManagerId),
    check('funds_type', sql`${t.type} IN (${oneOf(FUND_TYPES)})`),
    check('funds_category', sql`${t.category} IN (${oneOf(FUND_CATEGORIES)})`),
    check('funds_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('funds_status', sql`${t.status} IN (${oneOf(FUND_STATUSES)})`),
    check('funds_slug', sql`${t.slug} GLOB '[a-z0-9]*' AND ${t.slug} NOT GLOB '*[^a-z0-9-]*'`),
    check(
      'funds_minimums',
      sql`${t.minimumSubscriptionAmount} > 0 AND ${t.minimumInitialSubscriptionAmount} >= ${t.minimumSubscriptionAmount} AND (${t.minimumRedemptionAmount} IS NULL OR ${t.minimumRedemptionAmount} > 0)`,
    ),
    check('funds_expense_ratio', sql`${t.expenseRatioBp} BETWEEN 0 AND 10000`),
    check('funds_fees', sql`${t.subscriptionFeeBp} BETWEEN 0 AND 10000 AND ${t.redemptionFeeBp} BETWEEN 0 AND 10000`),
    // Added by ALTER TABLE in 0009 (a column CHECK), never by rebuilding funds.
    check('funds_switching_fee', sql`${t.switchingFeeBp} BETWEEN 0 AND 10000`),
    check('funds_cutoff', sql`${t.cutoffTime} GLOB '[0-2][0-9]:[0-5][0-9]'`),
    check('funds_launch_date', isDate('launch_date')),
    check('funds_current_aum', sql`${t.currentAum} >= 0`),
  ],
);

/** Daily NAV per unit, unadjusted and dividend-adjusted, on exchange days. */
export const fundNavs = sqliteTable(
  'fund_navs',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    navDate: text('nav_date').notNull(),
    nav: integer('nav').notNull(),
    adjustedNav: integer('adjusted_nav').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fundId, t.navDate] }),
    check('fund_navs_positive', sql`${t.nav} > 0 AND ${t.adjustedNav} > 0`),
    check('fund_navs_date', isDate('nav_date')),
  ],
);

export const fundAums = sqliteTable(
  'fund_aums',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    aumDate: text('aum_date').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fundId, t.aumDate] }),
    check('fund_aums_amount', sql`${t.amount} >= 0`),
    check('fund_aums_date', isDate('aum_date')),
  ],
);

/** Statistics computed from fund_navs per period; recomputed whenever NAV changes. */
export const fundStatistics = sqliteTable(
  'fund_statistics',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    period: text('period', { enum: STAT_PERIODS }).notNull(),
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** Return on the dividend-adjusted series. Null when the fund is younger than the period. */
    returnPpm: integer('return_ppm'),
    unadjustedReturnPpm: integer('unadjusted_return_ppm'),
    cagrPpm: integer('cagr_ppm'),
    /** Maximum drawdown as a non-positive fraction (−0.35 = −350000). */
    maxDrawdownPpm: integer('max_drawdown_ppm'),
    computedAt: integer('computed_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fundId, t.period] }),
    index('fund_statistics_period_idx').on(t.period, t.returnPpm),
    check('fund_statistics_period', sql`${t.period} IN (${oneOf(STAT_PERIODS)})`),
    check('fund_statistics_drawdown', sql`${t.maxDrawdownPpm} IS NULL OR ${t.maxDrawdownPpm} BETWEEN -1000000 AND 0`),
  ],
);

export const fundAssetAllocations = sqliteTable(
  'fund_asset_allocations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    percentBp: integer('percent_bp').notNull(),
    asOf: text('as_of').notNull(),
  },
  (t) => [
    index('fund_asset_allocations_fund_idx').on(t.fundId),
    check('fund_asset_allocations_percent', sql`${t.percentBp} BETWEEN 0 AND 10000`),
  ],
);

export const fundAllocationPolicies = sqliteTable(
  'fund_allocation_policies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    lowerBoundBp: integer('lower_bound_bp').notNull(),
    upperBoundBp: integer('upper_bound_bp').notNull(),
  },
  (t) => [
    index('fund_allocation_policies_fund_idx').on(t.fundId),
    check(
      'fund_allocation_policies_bounds',
      sql`${t.lowerBoundBp} BETWEEN 0 AND 10000 AND ${t.upperBoundBp} BETWEEN ${t.lowerBoundBp} AND 10000`,
    ),
  ],
);

export const fundTopHoldings = sqliteTable(
  'fund_top_holdings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    asOf: text('as_of').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('fund_top_holdings_fund_idx').on(t.fundId, t.asOf), check('fund_top_holdings_date', isDate('as_of'))],
);

/** Dividend schedule; a null distributed income means the dividend is scheduled (spec §2.2). */
export const fundDividends = sqliteTable(
  'fund_dividends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    cumulativeDate: text('cumulative_date').notNull(),
    paymentDate: text('payment_date').notNull(),
    /** Per unit, scaled by 10^4 like NAV. */
    distributedIncomePerUnit: integer('distributed_income_per_unit'),
  },
  (t) => [
    uniqueIndex('fund_dividends_unique').on(t.fundId, t.cumulativeDate),
    check('fund_dividends_dates', sql`${t.paymentDate} >= ${t.cumulativeDate}`),
    check(
      'fund_dividends_income',
      sql`${t.distributedIncomePerUnit} IS NULL OR ${t.distributedIncomePerUnit} > 0`,
    ),
  ],
);

/** Prospectus and fund fact sheet; the file itself is stored with the row. */
export const fundDocuments = sqliteTable(
  'fund_documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    content: blob('content', { mode: 'buffer' }).notNull(),
    publishedAt: text('published_at').notNull(),
  },
  (t) => [
    uniqueIndex('fund_documents_unique').on(t.fundId, t.kind),
    check('fund_documents_kind', sql`${t.kind} IN (${oneOf(DOCUMENT_KINDS)})`),
  ],
);

/** Funds an investor may switch into from a fund. */
export const fundSwitchings = sqliteTable(
  'fund_switchings',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    targetFundId: integer('target_fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.fundId, t.targetFundId] }),
    check('fund_switchings_not_self', sql`${t.fundId} <> ${t.targetFundId}`),
  ],
);

export const watchlist = sqliteTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fundId] })],
);

// ---------------------------------------------------------------------------------------------
// Robo advisor models (spec funds §4.5: conservative 36/54/10, moderate 10/53/37, aggressive 10/24/66)

export const roboModels = sqliteTable(
  'robo_models',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    risk: text('risk', { enum: ROBO_RISKS }).notNull(),
    scoreLowerLimit: integer('score_lower_limit').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('robo_models_risk_unique').on(t.risk)],
);

export const roboModelFunds = sqliteTable(
  'robo_model_funds',
  {
    modelId: integer('model_id')
      .notNull()
      .references(() => roboModels.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    targetBp: integer('target_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.modelId, t.fundId] }),
    check('robo_model_funds_target', sql`${t.targetBp} BETWEEN 1 AND 10000`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Portfolios, ledger and positions

export const portfolios = sqliteTable(
  'portfolios',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('default'),
    isDefault: bool('is_default').notNull().default(false),
    roboCermat: bool('robo_cermat').notNull().default(false),
    active: bool('active').notNull().default(true),
    riskPortfolioScore: integer('risk_portfolio_score'),
    scoreLowerLimit: integer('score_lower_limit'),
    goalType: text('goal_type', { enum: GOAL_TYPES }),
    targetAmount: integer('target_amount'),
    matureAt: text('mature_at'),
    showTarget: bool('show_target').notNull().default(false),
    retirementAge: integer('retirement_age'),
    createdAt: createdAt(),
    /** When the investor deleted it (issue 16 item 4: "deleting closes the portfolio, history kept"); set with active = 0. Added by ALTER TABLE in 0010. */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('portfolios_user_idx').on(t.userId, t.active),
    // one default portfolio per user at most
    uniqueIndex('portfolios_default_unique').on(t.userId).where(sql`${t.isDefault} = 1`),
    // spec funds §5: portfolio name max 30 characters
    check('portfolios_name', sql`length(${t.name}) BETWEEN 1 AND 30`),
    check('portfolios_target_amount', sql`${t.targetAmount} IS NULL OR ${t.targetAmount} > 0`),
    check('portfolios_mature_at', isDate('mature_at')),
  ],
);

/**
 * A risk-profile questionnaire in progress or done (issue 16 items 1, 2): the investor's own profile
 * (portfolio_id NULL) or a robo portfolio's score. The answers are kept so that an interrupted test resumes at
 * its step; the result is written to users.investor_risk_profile or portfolios.risk_portfolio_score.
 */
export const riskProfileAnswers = sqliteTable(
  'risk_profile_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id').references(() => portfolios.id, { onDelete: 'cascade' }),
    /** Question id -> chosen option id. */
    answers: text('answers', { mode: 'json' }).notNull().$type<Record<string, string>>(),
    /** Questions answered so far (the next one to show is this index). */
    step: integer('step').notNull().default(0),
    /** The total once every question is answered; null while in progress. */
    score: integer('score'),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    // One row per investor profile and per portfolio score (NULL portfolio counted as 0).
    uniqueIndex('risk_profile_answers_unique').on(t.userId, sql`coalesce(${t.portfolioId}, 0)`),
    check('risk_profile_answers_step', sql`${t.step} >= 0`),
    check('risk_profile_answers_done', sql`(${t.score} IS NULL) = (${t.completedAt} IS NULL)`),
  ],
);

/**
 * Recurring purchases (Nabung Rutin, spec funds §3 "Recurring schedule", §4.5, §5). Issue 16 reads them (a
 * portfolio with a schedule cannot be deleted, §6); issue 17 creates and runs them.
 */
export const recurringSchedules = sqliteTable(
  'recurring_schedules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    /** Minor units of the fund's currency. */
    amount: integer('amount').notNull(),
    period: text('period', { enum: RECURRING_PERIODS }).notNull(),
    /** MONTHLY: day of month 1-31; WEEKLY: 1 (Monday) to 7 (Sunday); DAILY: null. */
    day: integer('day'),
    validity: text('validity', { enum: RECURRING_VALIDITIES }).notNull(),
    endDate: text('end_date'),
    startDate: text('start_date').notNull(),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('ACTIVE'),
    createdAt: createdAt(),
  },
  (t) => [
    index('recurring_schedules_portfolio_idx').on(t.portfolioId, t.status),
    index('recurring_schedules_user_idx').on(t.userId),
    index('recurring_schedules_status_idx').on(t.status),
    check('recurring_schedules_amount', sql`${t.amount} > 0`),
    check('recurring_schedules_period', sql`${t.period} IN (${oneOf(RECURRING_PERIODS)})`),
    check('recurring_schedules_validity', sql`${t.validity} IN (${oneOf(RECURRING_VALIDITIES)})`),
    check('recurring_schedules_status', sql`${t.status} IN (${oneOf(RECURRING_STATUSES)})`),
    check(
      'recurring_schedules_day',
      sql`(${t.period} = 'MONTHLY' AND ${t.day} BETWEEN 1 AND 31) OR (${t.period} = 'WEEKLY' AND ${t.day} BETWEEN 1 AND 7) OR (${t.period} = 'DAILY' AND ${t.day} IS NULL)`,
    ),
    check('recurring_schedules_end', sql`(${t.validity} = 'FOREVER' AND ${t.endDate} IS NULL) OR (${t.validity} = 'CHOOSE_DATE' AND ${t.endDate} IS NOT NULL)`),
    check('recurring_schedules_dates', sql.raw(`(length(start_date) = 10 AND date(start_date) = start_date) AND (end_date IS NULL OR (length(end_date) = 10 AND date(end_date) = end_date))`)),
  ],
);

/**
 * One schedule's run on one date (issue 17 item 2): the unique (schedule, run date) makes `recurring:run` create
 * at most one order per schedule and date, however often or concurrently it runs. `run_date` is the exchange day
 * the run happened on (a weekend or holiday occurrence moves to the next exchange day); `state` is the payment
 * state of spec funds §4.5, following the order (WAITING_PAYMENT -> PAID, or FAILED with a reason).
 */
export const recurringRuns = sqliteTable(
  'recurring_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => recurringSchedules.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    runDate: text('run_date').notNull(),
    state: text('state', { enum: RECURRING_PAYMENT_STATES }).notNull(),
    /** The order the run created (null when it failed before creating one). */
    orderId: integer('order_id').references(() => orders.id),
    /** Why a FAILED run failed (a code the pages translate, e.g. FUND_CLOSED, NOT_VERIFIED). */
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recurring_runs_schedule_date_unique').on(t.scheduleId, t.runDate),
    index('recurring_runs_user_idx').on(t.userId, t.runDate),
    index('recurring_runs_order_idx').on(t.orderId),
    check('recurring_runs_state', sql`${t.state} IN (${oneOf(RECURRING_PAYMENT_STATES)})`),
    check('recurring_runs_date', isDate('run_date')),
  ],
);

/**
 * The guard of the server's jobs (issue 17 item 3; DESIGN.md "Building blocks"): a job's run for one key (a Jakarta
 * date for the daily jobs, a five-minute slot `YYYY-MM-DDTHH:MM` for payment expiry) is taken by inserting this row in
 * one statement, so that two server processes, a restart or the CLI never run it twice. A RUNNING row whose
 * heartbeat is stale (its process died half-way) may be taken over; the jobs themselves are idempotent, so the
 * taker finishes what is left.
 */
export const jobRuns = sqliteTable(
  'job_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    job: text('job', { enum: JOB_NAMES }).notNull(),
    runKey: text('run_key').notNull(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    heartbeatAt: integer('heartbeat_at', { mode: 'timestamp_ms' }).notNull(),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
    outcome: text('outcome', { enum: JOB_OUTCOMES }).notNull(),
    /** Who runs it: `server:<pid>` or `cli:<pid>` (no personal data). */
    runner: text('runner').notNull(),
    /** Attempts: 1, or more after a takeover of a stale run. */
    attempts: integer('attempts').notNull().default(1),
    /** What the run did (counts) or why it failed (a message). */
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('job_runs_job_key_unique').on(t.job, t.runKey),
    index('job_runs_started_idx').on(t.startedAt),
    check('job_runs_job', sql`${t.job} IN (${oneOf(JOB_NAMES)})`),
    check('job_runs_outcome', sql`${t.outcome} IN (${oneOf(JOB_OUTCOMES)})`),
    check('job_runs_finished', sql`(${t.outcome} = 'RUNNING') = (${t.finishedAt} IS NULL)`),
  ],
);

/**
 * The dollar's buy rate per day (issue 16 item 6; spec funds §3 Portfolio summary usdRate: buyRate, valueAt):
 * rupiah per US dollar × 10^4 (as NAV). Seeded history; `npm run cli -- rates:import FILE.csv` adds days.
 */
export const usdRates = sqliteTable(
  'usd_rates',
  {
    rateDate: text('rate_date').primaryKey(),
    buyRate: integer('buy_rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('usd_rates_buy_rate', sql`${t.buyRate} > 0`),
    check('usd_rates_date', sql.raw(`length(rate_date) = 10 AND date(rate_date) = rate_date`)),
  ],
);

/** Recommended funds of a robo portfolio, with target weights. */
export const portfolioRecommendations = sqliteTable(
  'portfolio_recommendations',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    targetBp: integer('target_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.fundId] }),
    check('portfolio_recommendations_target', sql`${t.targetBp} BETWEEN 1 AND 10000`),
  ],
);

/**
 * Promo coupons (spec funds §3 "Coupon detail", §4.2 promo steps; issue 5 item 4). A coupon pays a
 * cashback on a purchase: a percentage of the amount up to a cap, or a fixed amount; `giftValue` is a
 * non-cash gift's worth, shown only. `redeemed` counts the orders holding it (taken when the order is
 * placed, given back when it expires unpaid); the UPDATE that takes one checks the quota in its WHERE,
 * so concurrent orders never exceed it.
 */
export const coupons = sqliteTable(
  'coupons',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** What the investor types, stored in capitals. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('IDR'),
    cashbackBp: integer('cashback_bp'),
    /** Cap of a percentage cashback, or the fixed cashback when cashback_bp is null. */
    cashbackAmount: integer('cashback_amount').notNull().default(0),
    giftValue: integer('gift_value'),
    minimumAmount: integer('minimum_amount').notNull().default(0),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }),
    quota: integer('quota'),
    redeemed: integer('redeemed').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code}) AND length(${t.code}) BETWEEN 3 AND 20`),
    check('coupons_amounts', sql`${t.cashbackAmount} >= 0 AND ${t.minimumAmount} >= 0 AND (${t.cashbackBp} IS NULL OR ${t.cashbackBp} BETWEEN 1 AND 10000) AND (${t.giftValue} IS NULL OR ${t.giftValue} > 0)`),
    check('coupons_quota', sql`${t.redeemed} >= 0 AND (${t.quota} IS NULL OR ${t.redeemed} <= ${t.quota})`),
  ],
);

/** The funds a coupon is limited to; a coupon without rows here applies to every fund. */
export const couponFunds = sqliteTable(
  'coupon_funds',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.fundId] })],
);

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Human-facing transaction number, e.g. CLG-20250207-000123. */
    transactionNumber: text('transaction_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    type: text('type', { enum: ORDER_TYPES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** What the investor pays (BUY) or asked to redeem (SELL), fees included. */
    amount: integer('amount').notNull(),
    feeAmount: integer('fee_amount').notNull().default(0),
    /** Referral cashback balance spent on a BUY: the payment is amount − cashback_amount. */
    cashbackAmount: integer('cashback_amount').notNull().default(0),
    couponCode: text('coupon_code'),
    /** The coupon's cashback for this order, credited to the cashback balance when the order completes. */
    couponCashbackAmount: integer('coupon_cashback_amount').notNull().default(0),
    /** When the coupon's cashback was credited (decision 027); set once, so it is credited once. */
    couponCashbackCreditedAt: integer('coupon_cashback_credited_at', { mode: 'timestamp_ms' }),
    /**
     * The referral cashback the summary promised (spec funds §5 referral line): earned when the order
     * completes, paid after the holding period (decision 025, referral_rewards). No CHECK: adding one
     * would make SQLite rebuild the orders table; the plan only ever writes 0 or the fixed amount.
     */
    referralCashbackAmount: integer('referral_cashback_amount').notNull().default(0),
    source: text('source', { enum: ORDER_SOURCES }).notNull(),
    /** The Nabung Rutin schedule whose run created this order (source RECURRING; issue 17), else null. */
    recurringScheduleId: integer('recurring_schedule_id').references(() => recurringSchedules.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The NAV date the order is priced at (cut-off and exchange days applied). */
    navDate: text('nav_date'),
    createdAt: createdAt(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    canceledAt: integer('canceled_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('orders_transaction_number_unique').on(t.transactionNumber),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.status),
    index('orders_status_nav_date_idx').on(t.status, t.navDate),
    // One unpaid order per investor may hold a given coupon (decision 027): no hoarding of a quota.
    uniqueIndex('orders_unpaid_coupon_unique')
      .on(t.userId, t.couponCode)
      .where(sql`${t.status} = 'WAITING_PAYMENT' AND ${t.couponCode} IS NOT NULL`),
    check('orders_type', sql`${t.type} IN (${oneOf(ORDER_TYPES)})`),
    check('orders_status', sql`${t.status} IN (${oneOf(ORDER_STATUSES)})`),
    check('orders_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('orders_amounts', sql`${t.amount} > 0 AND ${t.feeAmount} >= 0 AND ${t.cashbackAmount} >= 0`),
    check('orders_coupon_cashback', sql`${t.couponCashbackAmount} >= 0`),
    check('orders_nav_date', isDate('nav_date')),
  ],
);

/**
 * The referral cashback an investor earned by a completed purchase (decision 025): one per investor, held
 * until `releasesAt` (the holding period), then credited to users.cashback_amount (`releasedAt`).
 */
export const referralRewards = sqliteTable(
  'referral_rewards',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amount: integer('amount').notNull(),
    earnedAt: integer('earned_at', { mode: 'timestamp_ms' }).notNull(),
    releasesAt: integer('releases_at', { mode: 'timestamp_ms' }).notNull(),
    releasedAt: integer('released_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('referral_rewards_user_unique').on(t.userId),
    index('referral_rewards_due_idx').on(t.releasedAt, t.releasesAt),
    check('referral_rewards_amount', sql`${t.amount} > 0`),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    /** Switch-in fund of a SWITCH order. */
    targetFundId: integer('target_fund_id').references(() => funds.id),
    amount: integer('amount').notNull(),
    feeAmount: integer('fee_amount').notNull().default(0),
    feeBp: integer('fee_bp').notNull().default(0),
    /** Requested units of a SELL or SWITCH; allocated units of a BUY once priced. */
    units: integer('units'),
    nav: integer('nav'),
    navDate: text('nav_date'),
    /**
     * A SWITCH order has two items (issue 15 item 2): the SWITCH_OUT leg (fund_id the fund left, target_fund_id
     * the fund entered, units held from the order) and the SWITCH_IN leg (fund_id the fund entered), whose
     * amount and NAV date are known once the out leg is priced. Null for BUY and SELL items.
     */
    leg: text('leg', { enum: SWITCH_LEGS }),
    /**
     * The cash of a priced SELL item or SWITCH_OUT leg after its fee (minor units): what reaches the bank
     * account, or what the switch-in buys. Null until priced, and for BUY items.
     */
    proceeds: integer('proceeds'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_fund_idx').on(t.fundId),
    // Added by ALTER TABLE in 0009 (column CHECKs): order_items is never rebuilt (the ledger refers to it).
    check('order_items_leg', sql`${t.leg} IS NULL OR ${t.leg} IN (${oneOf(SWITCH_LEGS)})`),
    check('order_items_proceeds', sql`${t.proceeds} IS NULL OR ${t.proceeds} >= 0`),
    // The settlement looks for unpriced SELL items and switch legs of a NAV date.
    index('order_items_unpriced_idx').on(t.navDate).where(sql`${t.nav} IS NULL`),
    check('order_items_amounts', sql`${t.amount} >= 0 AND ${t.feeAmount} >= 0 AND ${t.feeAmount} <= ${t.amount}`),
    check('order_items_units', sql`${t.units} IS NULL OR ${t.units} >= 0`),
    check('order_items_nav', sql`${t.nav} IS NULL OR ${t.nav} > 0`),
  ],
);

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    virtualAccountNumber: text('virtual_account_number'),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /**
     * When the money counts as arrived: the gateway's time clamped to [the order's creation, the
     * notification's receipt] (decision 026). The NAV date comes from it.
     */
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** The paid time the gateway's notification stated, as sent (kept for reconciliation, never priced on). */
    gatewayPaidAt: integer('gateway_paid_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount', sql`${t.amount} > 0`),
    check('payments_status', sql`${t.status} IN (${oneOf(PAYMENT_STATUSES)})`),
  ],
);

/**
 * The unit ledger: append-only (triggers in the migrations refuse UPDATE and DELETE). Positions are
 * a projection of it, and `npm run cli -- ledger:check` recomputes them.
 */
export const unitLedger = sqliteTable(
  'unit_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    entryType: text('entry_type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    /** Signed: positive adds units to the position, negative removes them. */
    units: integer('units').notNull(),
    nav: integer('nav').notNull(),
    navDate: text('nav_date').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /**
     * The investor's cash of the entry (minor units, unsigned): paid including the fee for a buy or
     * switch-in, received after the fee for a sale or switch-out, the dividend cash for a dividend.
     * Fees are thus part of the cost, and realized profit = received − cost removed.
     */
    amount: integer('amount').notNull(),
    /** Signed change of the position's cost basis (minor units). */
    costBasisChange: integer('cost_basis_change').notNull(),
    /** Profit realized by this entry (SELL, SWITCH_OUT, DIVIDEND_CASH); 0 otherwise. */
    realizedProfit: integer('realized_profit').notNull().default(0),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unit_ledger_idempotency_unique').on(t.idempotencyKey),
    index('unit_ledger_position_idx').on(t.portfolioId, t.fundId),
    index('unit_ledger_user_type_idx').on(t.userId, t.entryType, t.navDate),
    check('unit_ledger_entry_type', sql`${t.entryType} IN (${oneOf(LEDGER_ENTRY_TYPES)})`),
    check(
      'unit_ledger_sign',
      sql`(${t.entryType} IN ('SUBSCRIPTION', 'SWITCH_IN', 'DIVIDEND_REINVESTMENT', 'MOVE_IN') AND ${t.units} > 0) OR (${t.entryType} IN ('REDEMPTION', 'SWITCH_OUT', 'MOVE_OUT') AND ${t.units} < 0) OR (${t.entryType} = 'DIVIDEND_CASH' AND ${t.units} = 0)`,
    ),
    check('unit_ledger_nav', sql`${t.nav} > 0 AND ${t.amount} >= 0`),
    check('unit_ledger_date', isDate('nav_date')),
  ],
);

/** Current holdings per portfolio and fund: a projection of unit_ledger. */
export const positions = sqliteTable(
  'positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    units: integer('units').notNull(),
    costBasis: integer('cost_basis').notNull(),
    realizedProfit: integer('realized_profit').notNull().default(0),
    /**
     * Units promised to pending SELL orders and SWITCH_OUT legs (issue 15 item 1): taken from the order in one
     * guarded UPDATE, given back when the leg is priced (and the units leave) or the order ends. Never more
     * than the units held, so two sells racing cannot both have the same units; `ledger:check` reconciles it
     * with the pending orders.
     */
    heldUnits: integer('held_units').notNull().default(0),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.fundId] }),
    index('positions_user_idx').on(t.userId),
    check('positions_nonnegative', sql`${t.units} >= 0 AND ${t.costBasis} >= 0`),
    // Added by ALTER TABLE in 0009 (a column CHECK).
    check('positions_held_units', sql`${t.heldUnits} >= 0 AND ${t.heldUnits} <= ${t.units}`),
  ],
);

/**
 * Cash owed to an investor's bank account (issue 15 items 1 and 6): a SELL item's proceeds, due at most 7
 * exchange days after its NAV date (POJK 23/2016), and a cash dividend, due on its payment date. Written in the
 * transaction that books the ledger entry; `npm run cli -- payouts:pay` (the demo's custodian) marks them paid.
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    kind: text('kind', { enum: PAYOUT_KINDS }).notNull(),
    /** The SELL order item paid out (REDEMPTION); null for a dividend. */
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    /** The dividend paid (DIVIDEND_CASH); null for a sale. */
    dividendId: integer('dividend_id').references(() => fundDividends.id),
    /** The investor's verified account in the payout's currency when it was booked; null: none then. */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: integer('amount').notNull(),
    /** The NAV date of the sale, or the dividend's cumulative date. */
    navDate: text('nav_date').notNull(),
    dueDate: text('due_date').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('PENDING'),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
    /** One payout per sale item or per dividend and position: a second settlement run writes nothing. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_unique').on(t.idempotencyKey),
    index('payouts_user_idx').on(t.userId, t.status),
    index('payouts_due_idx').on(t.status, t.dueDate),
    index('payouts_order_item_idx').on(t.orderItemId),
    check('payouts_kind', sql`${t.kind} IN (${oneOf(PAYOUT_KINDS)})`),
    check('payouts_status', sql`${t.status} IN (${oneOf(PAYOUT_STATUSES)})`),
    check('payouts_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('payouts_amount', sql`${t.amount} >= 0`),
    check('payouts_source', sql`(${t.kind} = 'REDEMPTION' AND ${t.orderItemId} IS NOT NULL) OR (${t.kind} = 'DIVIDEND_CASH' AND ${t.dividendId} IS NOT NULL)`),
    check('payouts_dates', sql`${isDate('nav_date')} AND ${isDate('due_date')} AND ${t.dueDate} >= ${t.navDate}`),
    check('payouts_paid', sql`(${t.status} = 'PAID') = (${t.paidAt} IS NOT NULL)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications and content

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: NOTIFICATION_CATEGORIES }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /**
     * What it is about (NOTIFICATION_KINDS, issue 17): the centre renders title and text from kind + params in the
     * reader's language; title/body keep the Indonesian text as written (rows from before issue 17 have only those).
     * No CHECK on kind: adding one would rebuild the table for every new kind; notify() is the only writer.
     */
    kind: text('kind', { enum: NOTIFICATION_KINDS }),
    params: text('params', { mode: 'json' }).$type<Record<string, string | number | null>>(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    check('notifications_category', sql`${t.category} IN (${oneOf(NOTIFICATION_CATEGORIES)})`),
  ],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    headlineImageUrl: text('headline_image_url').notNull(),
    category: text('category').notNull(),
    publishDate: text('publish_date').notNull(),
    isPublished: bool('is_published').notNull().default(true),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    index('articles_publish_idx').on(t.isPublished, t.publishDate),
    check('articles_publish_date', isDate('publish_date')),
  ],
);

export const videoCourses = sqliteTable(
  'video_courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    isPublished: bool('is_published').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('video_courses_slug_unique').on(t.slug)],
);

export const videos = sqliteTable(
  'videos',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: integer('course_id')
      .notNull()
      .references(() => videoCourses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('videos_slug_unique').on(t.courseId, t.slug),
    check('videos_duration', sql`${t.durationSeconds} > 0`),
  ],
);

/** spec landing §3 "Promo banner". External banners are the promoExternalBanners of the initials. */
export const promoBanners = sqliteTable(
  'promo_banners',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    bannerUrl: text('banner_url').notNull(),
    imageWebpUrl: text('image_webp_url').notNull(),
    mobileImageWebpUrl: text('mobile_image_webp_url').notNull(),
    newWindow: bool('new_window').notNull().default(false),
    noFollow: bool('no_follow').notNull().default(false),
    dataButtonName: text('data_button_name').notNull(),
    isExternal: bool('is_external').notNull().default(false),
    position: integer('position').notNull(),
    isActive: bool('is_active').notNull().default(true),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
  },
  (t) => [index('promo_banners_active_idx').on(t.isActive, t.position)],
);

export const qnaEntries = sqliteTable('qna_entries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  position: integer('position').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Operations

export const featureFlags = sqliteTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: bool('enabled').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Exchange holidays (hari libur bursa); exchange days are weekdays not listed here. */
export const exchangeHolidays = sqliteTable(
  'exchange_holidays',
  {
    date: text('date').primaryKey(),
    name: text('name').notNull(),
  },
  () => [check('exchange_holidays_date', isDate('date'))],
);

/** Append-only (triggers refuse UPDATE and DELETE): operator actions, KYC status and money changes. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** 'user', 'operator', 'system' or 'cli'. */
    actorKind: text('actor_kind').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_at_idx').on(t.at)],
);

// ---------------------------------------------------------------------------------------------
// Issue 18: statements and the tax report, referral, auto-redemption, bonds, passkeys

/**
 * A statement kept once made (issue 18 items 1, 2): the monthly e-statement (period YYYY-MM) or the yearly tax
 * report (period YYYY) of one investor, made on request or by `statements:generate` and served again as stored
 * (idempotent per investor, kind and period). `figures` keeps what the document shows (for the CSV, the tests and
 * an audit); `pdf` the document itself, in `language`.
 */
export const statements = sqliteTable(
  'statements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: STATEMENT_KINDS }).notNull(),
    period: text('period').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    figures: text('figures', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    pdf: blob('pdf', { mode: 'buffer' }).notNull(),
    generatedAt: integer('generated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('statements_user_kind_period_unique').on(t.userId, t.kind, t.period),
    index('statements_kind_period_idx').on(t.kind, t.period),
    check('statements_kind', sql`${t.kind} IN (${oneOf(STATEMENT_KINDS)})`),
    check(
      'statements_period',
      sql`(${t.kind} = 'MONTHLY' AND ${t.period} GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]') OR (${t.kind} = 'TAX_YEAR' AND ${t.period} GLOB '[0-9][0-9][0-9][0-9]')`,
    ),
  ],
);

/**
 * One friend invited by one investor's referral code (issue 18 item 3; spec funds §4.5 "Referral eligibility
 * status"): one referrer per investor (unique referee), never oneself (CHECK). The referrer's reward is earned when
 * the friend's first purchase completes (ON_HOLDING_PERIOD until `holdingEndsAt`), then credited to the referrer's
 * cashback balance by the referral-release job (CREDITED, `creditedAt`).
 */
export const referrals = sqliteTable(
  'referrals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeUserId: integer('referee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The code used, as it was (a referrer's code may change later). */
    code: text('code').notNull(),
    state: text('state', { enum: REFERRAL_STATES }).notNull().default('WAITING_TRANSACTION'),
    /** The friend's purchase that earned the reward, once completed. */
    orderId: integer('order_id').references(() => orders.id),
    /** The referrer's reward in minor units (IDR), fixed when earned; 0 before. */
    rewardAmount: integer('reward_amount').notNull().default(0),
    holdingEndsAt: integer('holding_ends_at', { mode: 'timestamp_ms' }),
    creditedAt: integer('credited_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referee_unique').on(t.refereeUserId),
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt),
    index('referrals_due_idx').on(t.state, t.holdingEndsAt),
    check('referrals_not_self', sql`${t.referrerUserId} <> ${t.refereeUserId}`),
    check('referrals_state', sql`${t.state} IN (${oneOf(REFERRAL_STATES)})`),
    check('referrals_reward', sql`${t.rewardAmount} >= 0`),
  ],
);

/**
 * An auto-redemption rule on one holding (issue 18 item 4; spec funds §4.5 "Auto-redemption"): sell when the
 * holding's profit reaches `profitTargetBps` (PERCENTAGE_PROFIT) or every `periodMonths` from `anchorDate` (PERIOD),
 * all units or the profit only. A change waits for the investor's consent (PENDING_* statuses); `pendingChange`
 * holds the proposed rule until then.
 */
export const autoRedemptions = sqliteTable(
  'auto_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id),
    status: text('status', { enum: AUTO_REDEMPTION_STATUSES }).notNull(),
    triggerType: text('trigger_type', { enum: AUTO_REDEMPTION_TRIGGER_TYPES }).notNull(),
    /** PERCENTAGE_PROFIT: the profit that triggers, in basis points of the cost (1000 = 10%). */
    profitTargetBps: integer('profit_target_bps'),
    /** PERIOD: 1, 3 or 6 months. */
    periodMonths: integer('period_months'),
    scope: text('scope', { enum: AUTO_REDEMPTION_SCOPES }).notNull(),
    /** PERIOD: the date (YYYY-MM-DD) the periods count from. */
    anchorDate: text('anchor_date'),
    pendingChange: text('pending_change', { mode: 'json' }).$type<Record<string, unknown>>(),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('auto_redemptions_user_idx').on(t.userId),
    index('auto_redemptions_status_idx').on(t.status, t.fundId),
    check('auto_redemptions_status', sql`${t.status} IN (${oneOf(AUTO_REDEMPTION_STATUSES)})`),
    check('auto_redemptions_trigger_type', sql`${t.triggerType} IN (${oneOf(AUTO_REDEMPTION_TRIGGER_TYPES)})`),
    check('auto_redemptions_scope', sql`${t.scope} IN (${oneOf(AUTO_REDEMPTION_SCOPES)})`),
    check(
      'auto_redemptions_trigger',
      sql`(${t.triggerType} = 'PERCENTAGE_PROFIT' AND ${t.profitTargetBps} > 0) OR (${t.triggerType} = 'PERIOD' AND ${t.periodMonths} IN (1, 3, 6) AND ${t.anchorDate} IS NOT NULL)`,
    ),
  ],
);

/**
 * One firing of an auto-redemption rule (issue 18 item 4: exactly once per trigger): unique per rule and trigger key
 * (the period's date for PERIOD, the NAV date the target was first reached for PERCENTAGE_PROFIT), with the sell
 * order it placed or why it placed none.
 */
export const autoRedemptionTriggers = sqliteTable(
  'auto_redemption_triggers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    autoRedemptionId: integer('auto_redemption_id')
      .notNull()
      .references(() => autoRedemptions.id, { onDelete: 'cascade' }),
    triggerKey: text('trigger_key').notNull(),
    navDate: text('nav_date').notNull(),
    outcome: text('outcome', { enum: AUTO_REDEMPTION_TRIGGER_OUTCOMES }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auto_redemption_triggers_unique').on(t.autoRedemptionId, t.triggerKey),
    check('auto_redemption_triggers_outcome', sql`${t.outcome} IN (${oneOf(AUTO_REDEMPTION_TRIGGER_OUTCOMES)})`),
    check('auto_redemption_triggers_nav_date', isDate('nav_date')),
  ],
);

/**
 * The bond catalogue (issue 18 item 5; spec funds §4.5 "Bond types", §7 /api/v1/bonds): read-only, seeded; buying
 * is "coming soon". Coupon in basis points a year, minimum in minor units of `currency`.
 */
export const bonds = sqliteTable(
  'bonds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: BOND_TYPES }).notNull(),
    status: text('status', { enum: BOND_STATUSES }).notNull(),
    issuer: text('issuer').notNull(),
    isSharia: bool('is_sharia').notNull().default(false),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('IDR'),
    couponRateBps: integer('coupon_rate_bps').notNull(),
    /** Floating-with-floor coupons (SBR, ST) say so; fixed otherwise. */
    couponFloating: bool('coupon_floating').notNull().default(false),
    couponFrequencyMonths: integer('coupon_frequency_months').notNull(),
    issueDate: text('issue_date').notNull(),
    maturityDate: text('maturity_date').notNull(),
    offerStartDate: text('offer_start_date'),
    offerEndDate: text('offer_end_date'),
    minimumAmount: integer('minimum_amount').notNull(),
    /** A rating agency's grade (corporate bonds), e.g. "idAAA" (Pefindo); null for government bonds. */
    rating: text('rating'),
    tradable: bool('tradable').notNull(),
    description: text('description').notNull(),
    descriptionEn: text('description_en').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bonds_code_unique').on(t.code),
    uniqueIndex('bonds_slug_unique').on(t.slug),
    check('bonds_type', sql`${t.type} IN (${oneOf(BOND_TYPES)})`),
    check('bonds_status', sql`${t.status} IN (${oneOf(BOND_STATUSES)})`),
    check('bonds_currency', sql`${t.currency} IN (${oneOf(CURRENCIES)})`),
    check('bonds_coupon', sql`${t.couponRateBps} >= 0 AND ${t.couponFrequencyMonths} IN (1, 3, 6, 12)`),
    check('bonds_minimum', sql`${t.minimumAmount} > 0`),
    check('bonds_dates', sql`${t.issueDate} <= ${t.maturityDate}`),
  ],
);

/**
 * A passkey (WebAuthn credential) of an investor (issue 18 item 6; `@simplewebauthn/server`): signs in and
 * confirms orders instead of the PIN. The credential id is base64url; the public key as COSE bytes; the counter as
 * the authenticator last reported it.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: blob('public_key', { mode: 'buffer' }).notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    deviceType: text('device_type').notNull(),
    backedUp: bool('backed_up').notNull(),
    /** A name the investor recognises ("Chrome di Android"), from the browser; editable. */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('passkeys_credential_unique').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
    check('passkeys_counter', sql`${t.counter} >= 0`),
  ],
);

/**
 * A WebAuthn challenge handed out and not yet answered (issue 18 item 6): single use (`usedAt` set in the statement
 * that checks it), short-lived; for sign-in the user is unknown until the answer names its credential. `subject` is
 * what a CONFIRM challenge confirms (a PIN request id), so an answer cannot be replayed for another order.
 */
export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    challenge: text('challenge').notNull(),
    subject: text('subject'),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_purpose', sql`${t.purpose} IN (${oneOf(WEBAUTHN_PURPOSES)})`),
  ],
);
