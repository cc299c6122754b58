// Enumerations of the product contract. The spellings follow the spec so that JSON
// sent to clients uses the same words as the contract documents.

/** spec/funds-cart-portfolio.md §3 "Fund type values". */
export const FUND_TYPES = ['PASAR_UANG', 'PENDAPATAN_TETAP', 'CAMPURAN', 'SAHAM'] as const;
export type FundType = (typeof FUND_TYPES)[number];

/** spec/funds-cart-portfolio.md §3 "Category values". */
export const FUND_CATEGORIES = ['KONVENSIONAL', 'SYARIAH'] as const;
export type FundCategory = (typeof FUND_CATEGORIES)[number];

/** spec/funds-cart-portfolio.md §4.5 "Product filters": status. */
export const FUND_STATUSES = ['active_subsenabled', 'active_subsdisabled'] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];

export const CURRENCIES = ['IDR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * spec/landing-and-dashboard.md §4 "KYC status values". `verifiedBy{product}` is spelled with our
 * product name. A user who has not started registration has no status (null).
 */
export const KYC_STATUSES = [
  'pendingVerification',
  'verifiedByCelengan',
  'verifiedByCelenganAmend',
  'verificationComplete',
  'exportedToKsei',
  'rejectedInternal',
  'rejectedInternalAmend',
  'rejectedKsei',
  'rejectedHth',
  'blacklistedInternal',
  'blacklistedKsei',
  'revisedAmend',
  'pendingVerificationAmend',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export type { KycInternalRejectionReason } from './kyc/enums';

/** spec/landing-and-dashboard.md §4 "Rejection causes, KSEI". */
export const KYC_KSEI_REJECTION_REASONS = [
  'DUPLICATE_INVESTOR_ID',
  'POSSIBLE_DUPLICATE_INVESTOR_ID',
  'BIRTH_DATE_MISMATCH',
  'GENDER_MISMATCH',
  'NAME_MISMATCH',
  'NIK_NOT_FOUND',
] as const;
export type KycKseiRejectionReason = (typeof KYC_KSEI_REJECTION_REASONS)[number];

export const KYC_RISKS = ['low', 'high'] as const;
export type KycRisk = (typeof KYC_RISKS)[number];

export const FORM_VERSIONS = ['first', 'second'] as const;
export type FormVersion = (typeof FORM_VERSIONS)[number];

/** spec/funds-cart-portfolio.md §2.6: page keys of the six-step KYC form. */
export const KYC_PAGES = [
  'FIRST_PAGE',
  'SECOND_PAGE',
  'THIRD_PAGE',
  'FOURTH_PAGE',
  'FOURTH_PAGE_OCR',
  'FIFTH_PAGE',
  'SIXTH_PAGE',
] as const;
export type KycPage = (typeof KYC_PAGES)[number];

/**
 * Investor risk profile from the risk-profile test. spec/funds-cart-portfolio.md §4.2 names
 * low, low-to-moderate, moderate, moderate-to-high (and high by implication).
 */
export const RISK_PROFILES = ['LOW', 'LOW_TO_MODERATE', 'MODERATE', 'MODERATE_TO_HIGH', 'HIGH'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/** spec/funds-cart-portfolio.md §4.5 "Referral eligibility status". */
export const REFERRER_STATUSES = ['WAITING_TRANSACTION', 'ON_HOLDING_PERIOD', 'ELIGIBLE'] as const;
export type ReferrerStatus = (typeof REFERRER_STATUSES)[number];

export const USER_ROLES = ['investor', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const BANK_ACCOUNT_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** spec/funds-cart-portfolio.md §4.5 "Return periods" (allTime used in sorts). */
export const STAT_PERIODS = [
  'oneDay',
  'oneMonth',
  'threeMonth',
  'sixMonth',
  'yearToDate',
  'oneYear',
  'threeYear',
  'fiveYear',
  'tenYear',
  'allTime',
] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];

/** spec/funds-cart-portfolio.md §4.5 "Dividend options". */
export const DIVIDEND_POLICIES = ['CASH', 'REINVESTMENT', 'OPTIONAL'] as const;
export type DividendPolicy = (typeof DIVIDEND_POLICIES)[number];

export const DOCUMENT_KINDS = ['PROSPECTUS', 'FUND_FACT_SHEET'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** spec/landing-and-dashboard.md §4.5: robo-advisor risk mapping; score lower limits 3/6/9. */
export const ROBO_RISKS = ['CONSERVATIVE', 'MODERATE', 'HIGH'] as const;
export type RoboRisk = (typeof ROBO_RISKS)[number];

/** spec/funds-cart-portfolio.md §4.5 "Investment goal types". */
export const GOAL_TYPES = [
  'EMERGENCY',
  'RETIREMENT',
  'HOUSE',
  'EDUCATION',
  'RELIGION',
  'MARRIAGE',
  'TRAVEL',
  'VEHICLE',
  'HOBBY',
  'GADGET',
  'FURNITURE',
  'OTHERS',
] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** Order types. spec/landing-and-dashboard.md §3 "Order types" and §4.5 "Transaction types". */
export const ORDER_TYPES = ['BUY', 'SELL', 'SWITCH'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/**
 * The order lifecycle of DESIGN.md. A SELL or SWITCH order has nothing to pay: it is accepted as PAID (its units
 * held) and waits there for its NAV (docs/decisions/056-sell-switch-move.md).
 */
export const ORDER_STATUSES = [
  'WAITING_PAYMENT',
  'PAID',
  'COMPLETED',
  'CANCELED',
  'EXPIRED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'FAILED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Sources of a buy request, spec/funds-cart-portfolio.md §3 "Buy request"; RECURRING: an order a Nabung Rutin
 * schedule's run created (issue 17; the order's recurring_schedule_id names the schedule).
 */
export const ORDER_SOURCES = ['MOBILE_APP', 'MOBILE_WEB', 'WEB', 'SEED', 'CLI', 'RECURRING', 'AUTO_REDEMPTION'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/**
 * Entries of the unit ledger. Every change of a position is one of these; realized profit
 * lists read REDEMPTION (SELL), SWITCH_OUT and DIVIDEND_CASH.
 */
export const LEDGER_ENTRY_TYPES = [
  'SUBSCRIPTION',
  'REDEMPTION',
  'SWITCH_IN',
  'SWITCH_OUT',
  'DIVIDEND_REINVESTMENT',
  'DIVIDEND_CASH',
  // Issue 15 item 3: a fund moved between one's own portfolios. Units and their cost move, nothing is sold,
  // so neither realizes profit (never in a realized-profit list or a tax report).
  'MOVE_OUT',
  'MOVE_IN',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const NOTIFICATION_CATEGORIES = ['TRANSACTION', 'ACCOUNT', 'PROMO', 'INFO'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/**
 * What a notification is about (issue 17 item 4): the notification centre renders its title and text from the kind
 * and its params in the reader's language, and the same event's email uses the template of the same name. Rows
 * written before issue 17 have no kind and keep their stored Indonesian title and body.
 */
export const NOTIFICATION_KINDS = [
  'ORDER_PAID',
  'ORDER_COMPLETED',
  'ORDER_EXPIRED',
  'RECURRING_RUN_CREATED',
  'RECURRING_RUN_FAILED',
  'SELL_PROCEEDS_PAID',
  'DIVIDEND_PAID',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'REFERRAL_CASHBACK_CREDITED',
  'COUPON_CASHBACK_CREDITED',
  'PROMO',
  // Issue 18: a take-profit / periodic sale placed by an auto-redemption rule, a referrer's reward credited, a
  // passkey added to the account (a security notice).
  'AUTO_REDEMPTION_TRIGGERED',
  'REFERRAL_REWARD_CREDITED',
  'PASSKEY_ADDED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * What an outbox email is (docs/decisions/015-email-verification.md); the mailer may template or
 * prioritise by it. ACCOUNT_EXISTS: someone signed up with an address that has an account (decision 030).
 */
export const OUTBOX_EMAIL_KINDS = [
  'EMAIL_VERIFICATION',
  'ACCOUNT_EXISTS',
  // Issue 14: the registration's outcome, one-time codes, bank accounts, contact changes.
  'KYC_SUBMITTED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'KYC_BLACKLISTED',
  'OTP',
  'BANK_ACCOUNT_VERIFIED',
  'BANK_ACCOUNT_REJECTED',
  'CONTACT_CHANGED',
  // Issue 17 item 5: the notification centre's events by email (one template each, id and en, text and HTML).
  'ORDER_PAID',
  'ORDER_COMPLETED',
  'ORDER_EXPIRED',
  'RECURRING_RUN_CREATED',
  'RECURRING_RUN_FAILED',
  'SELL_PROCEEDS_PAID',
  'DIVIDEND_PAID',
  'REFERRAL_CASHBACK_CREDITED',
  'COUPON_CASHBACK_CREDITED',
  'PROMO',
  // Issue 18: the notification kinds above, and the tax report sent with its PDF attached.
  'AUTO_REDEMPTION_TRIGGERED',
  'REFERRAL_REWARD_CREDITED',
  'PASSKEY_ADDED',
  'TAX_REPORT',
] as const;
export type OutboxEmailKind = (typeof OUTBOX_EMAIL_KINDS)[number];

export type { OutboxChannel } from './kyc/enums';

/**
 * The landing popup a contact change leaves for the investor (spec landing §2 "phone-number verification
 * success", "back-office profile update success (phone or email changed)"; decision 055): shown once, until closed.
 */
export const CONTACT_UPDATE_POPUPS = ['PHONE_VERIFIED', 'PROFILE_UPDATED_EMAIL', 'PROFILE_UPDATED_PHONE'] as const;
export type ContactUpdatePopup = (typeof CONTACT_UPDATE_POPUPS)[number];

/** What the back office may propose to change on an investor's account (decision 054). */
export const CONTACT_CHANGE_KINDS = ['EMAIL', 'PHONE'] as const;
export type ContactChangeKind = (typeof CONTACT_CHANGE_KINDS)[number];

/** The legs of a SWITCH order's items (spec funds §4.5 "Transaction types": SWITCH_OUT, SWITCH_IN). */
export const SWITCH_LEGS = ['SWITCH_OUT', 'SWITCH_IN'] as const;
export type SwitchLeg = (typeof SWITCH_LEGS)[number];

/**
 * Cash the platform owes an investor's bank account (issue 15): a sale's proceeds (due within 7 exchange days of
 * the NAV date, POJK 23/2016) and a cash dividend (due on its payment date).
 */
export const PAYOUT_KINDS = ['REDEMPTION', 'DIVIDEND_CASH'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

export const PAYOUT_STATUSES = ['PENDING', 'PAID'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** spec/funds-cart-portfolio.md §4.5 "Recurring schedule": frequency and end option (issue 16 reads, issue 17 runs). */
export const RECURRING_PERIODS = ['MONTHLY', 'WEEKLY', 'DAILY'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];
export const RECURRING_VALIDITIES = ['FOREVER', 'CHOOSE_DATE'] as const;
export type RecurringValidity = (typeof RECURRING_VALIDITIES)[number];
/** A schedule's own state (not a run's payment state): running, paused by the investor, or stopped for good. */
export const RECURRING_STATUSES = ['ACTIVE', 'PAUSED', 'STOPPED'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/**
 * A run's payment state, spec funds §4.5 "Recurring payment states" (labels Terjadwal, Gagal, Menunggu Pembayaran,
 * Pembayaran Berhasil). A run is one schedule on one date (issue 17 item 2).
 */
export const RECURRING_PAYMENT_STATES = [
  'SCHEDULED',
  'FAILED',
  'FAILED_INITIAL_PAYMENT',
  'WAITING_INITIAL_PAYMENT',
  'WAITING_PAYMENT',
  'PAID',
  'WAITING_REGISTRATION',
] as const;
export type RecurringPaymentState = (typeof RECURRING_PAYMENT_STATES)[number];

/**
 * The daily and periodic jobs the server runs with croner (issue 17 item 3; DESIGN.md "Building blocks"). Each run
 * is a job_runs row (job, run_key) taken in one statement: a date for the daily jobs, a five-minute slot for expiry.
 */
export const JOB_NAMES = ['recurring-run', 'payment-expiry', 'referral-release', 'maintenance'] as const;
export type JobName = (typeof JOB_NAMES)[number];
export const JOB_OUTCOMES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];
