// Enumerations of issue 18's services: statements and the tax report, referral, auto-redemption, bonds, passkeys.
// Apart from enums.ts on purpose: the browser gets enums.ts in a chunk every page loads (the landing's first-load
// JavaScript, 150 kB budget), carrying every value any page uses; these are used by their own pages only.
/** A kept statement (issue 18 items 1, 2): the monthly e-statement, or the yearly tax report. */
export const STATEMENT_KINDS = ['MONTHLY', 'TAX_YEAR'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/**
 * One invitation's state (spec funds §4.5 "Referral eligibility status": WAITING_TRANSACTION, ON_HOLDING_PERIOD,
 * eligible; issue 18 item 3 adds CREDITED, the referrer's reward paid): the friend signed up with the code and has
 * not bought yet; bought and the holding period runs; the holding period is over (the reward is due); paid.
 */
export const REFERRAL_STATES = ['WAITING_TRANSACTION', 'ON_HOLDING_PERIOD', 'ELIGIBLE', 'CREDITED'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** spec funds §4.5 "Auto-redemption": status, trigger type, scope, periods (months). */
export const AUTO_REDEMPTION_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'PENDING_ACTIVATION_APPROVAL',
  'PENDING_EDIT_APPROVAL',
  'PENDING_CANCELLATION_APPROVAL',
] as const;
export type AutoRedemptionStatus = (typeof AUTO_REDEMPTION_STATUSES)[number];
export const AUTO_REDEMPTION_TRIGGER_TYPES = ['PERCENTAGE_PROFIT', 'PERIOD'] as const;
export type AutoRedemptionTriggerType = (typeof AUTO_REDEMPTION_TRIGGER_TYPES)[number];
export const AUTO_REDEMPTION_SCOPES = ['ALL', 'PROFIT_ONLY'] as const;
export type AutoRedemptionScope = (typeof AUTO_REDEMPTION_SCOPES)[number];
export const AUTO_REDEMPTION_PERIOD_MONTHS = [1, 3, 6] as const;
export type AutoRedemptionPeriodMonths = (typeof AUTO_REDEMPTION_PERIOD_MONTHS)[number];
/** What one trigger did: a sell order placed, or nothing (with a reason: no units, a sale already pending ...). */
export const AUTO_REDEMPTION_TRIGGER_OUTCOMES = ['ORDER_PLACED', 'SKIPPED'] as const;
export type AutoRedemptionTriggerOutcome = (typeof AUTO_REDEMPTION_TRIGGER_OUTCOMES)[number];

/** spec funds §4.5 "Bond types": corporate, government, ORI, SBR, SR, ST. */
export const BOND_TYPES = ['CORPORATE', 'GOVERNMENT', 'ORI', 'SBR', 'SR', 'ST'] as const;
export type BondType = (typeof BOND_TYPES)[number];
/** Whether a bond is in its offering period, traded on the secondary market, or matured (catalogue only). */
export const BOND_STATUSES = ['OFFERING', 'SECONDARY', 'MATURED'] as const;
export type BondStatus = (typeof BOND_STATUSES)[number];

/** What a WebAuthn challenge is for (issue 18 item 6): adding a passkey, signing in, confirming an order. */
export const WEBAUTHN_PURPOSES = ['ENROLL', 'SIGN_IN', 'CONFIRM'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];
