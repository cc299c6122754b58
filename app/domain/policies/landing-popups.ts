// Which popup the logged-in landing page opens on load, and which cards it shows (spec landing §4
// "Landing popup rules for logged-in users"; docs/decisions/011-registration-popups-and-gates.md). The
// need-EDD and buy-prevention popups answer a buy attempt and live in purchase-gate.ts. Pure.
import type { ContactUpdatePopup, FormVersion, KycStatus } from '../enums';
import { isMultiPortfolioAllowed, isPortfolioCarouselShown } from './portfolio-carousel';
import {
  isRegistrationComplete,
  isSuccessRegistrationCardShown,
  REVISION_STATUSES,
  SUBMITTED_STATUSES,
} from './registration-indicator';

/** Spec funds §2.1 /me/pin/create: where the create-PIN popup (or the combined verification popup) leads. */
export const CREATE_PIN_PATH = '/me/pin/create';

/**
 * "Later" on the create-PIN popup keeps it away this long (decision 040): it shows once, right after the
 * verification popup, and then reminds the investor again a month on, not on every visit.
 */
export const CREATE_PIN_POSTPONE_DAYS = 30;

/**
 * The landing action's intent for "later" on the create-PIN popup, which the spec keeps no setting for: a
 * cookie postpones it (landing-initials.server.ts createPinPostponedCookie). Here, not beside the settings'
 * zod schema, so that the popups' chunk does not carry zod (decision 017).
 */
export const POSTPONE_CREATE_PIN_INTENT = 'postpone-create-pin';

/**
 * The landing action's intent that closes a contact change's popup (decision 055): it clears
 * users.contact_update_popup, which the spec's settings list has no flag for.
 */
export const CLOSE_CONTACT_POPUP_INTENT = 'close-contact-popup';

/** §4 "Revision popup: shown when form version ... in certain groups": the step-by-step form (decision 011). */
export const REVISION_POPUP_FORM_VERSIONS: ReadonlySet<FormVersion> = new Set<FormVersion>(['second']);

export interface LandingPopupInput {
  mutualFundKycStatus: KycStatus | null;
  isVerified: boolean;
  isEmailVerified: boolean;
  formVersion: FormVersion;
  hasPin: boolean;
  /** "Later" was chosen on the create-PIN popup less than CREATE_PIN_POSTPONE_DAYS ago (decision 040). */
  createPinPostponed: boolean;
  /** Every order the user has placed, any status. */
  orderCount: number;
  /** Active portfolios other than the default one. */
  nonDefaultPortfolioCount: number;
  hasClosedMutualFundSuccessRegistrationPopup: boolean;
  hasClosedMutualFundSuccessRevisionPopup: boolean;
  hasClosedMutualFundSuccessVerificationPopup: boolean;
  hasClosedMutualFundFinancialGoalsPopup: boolean;
  flags: { financialGoals: boolean };
  /** A contact change's popup waiting to be seen (users.contact_update_popup, decision 055); absent: none. */
  contactUpdatePopup?: ContactUpdatePopup | null;
}

export type LandingPopup =
  /** Registration sent: closing records hasClosedMutualFundSuccessRegistrationPopup. */
  | { kind: 'SUCCESS_REGISTRATION' }
  /** Revision sent: closing records hasClosedMutualFundSuccessRevisionPopup. */
  | { kind: 'SUCCESS_REVISION' }
  /** Verified: closing records hasClosedMutualFundSuccessVerificationPopup; withCreatePin adds the PIN step. */
  | { kind: 'SUCCESS_VERIFICATION'; withCreatePin: boolean }
  | { kind: 'CREATE_PIN'; href: string }
  /** Skip (records hasClosedMutualFundFinancialGoalsPopup) or create a portfolio. */
  | { kind: 'FINANCIAL_GOALS' }
  /** §2 "phone-number verification success": the investor confirmed a phone by a code (decision 055). */
  | { kind: 'PHONE_VERIFIED' }
  /** §2 "back-office profile update success (phone or email changed)": a back-office change confirmed (decision 055). */
  | { kind: 'PROFILE_UPDATED'; field: 'EMAIL' | 'PHONE' };

export type LandingPopupKind = LandingPopup['kind'];

/** §4 "Registration-success popup: shown when not closed and status is in the submitted group." */
export function isSuccessRegistrationPopupShown(input: LandingPopupInput): boolean {
  const status = input.mutualFundKycStatus;
  return !input.hasClosedMutualFundSuccessRegistrationPopup && status !== null && SUBMITTED_STATUSES.has(status);
}

/**
 * §4 "Revision popup: shown when form version and status are in certain groups, the registration popup was
 * closed and the revision popup is not closed."
 */
export function isSuccessRevisionPopupShown(input: LandingPopupInput): boolean {
  const status = input.mutualFundKycStatus;
  return (
    REVISION_POPUP_FORM_VERSIONS.has(input.formVersion) &&
    status !== null &&
    REVISION_STATUSES.has(status) &&
    input.hasClosedMutualFundSuccessRegistrationPopup &&
    !input.hasClosedMutualFundSuccessRevisionPopup
  );
}

/**
 * §4 "Success-verification popup: shown when not yet closed, status is verificationComplete and the user is
 * verified". It says the investor can buy now, so it waits for the email too (decision 039).
 */
export function isSuccessVerificationPopupShown(input: LandingPopupInput): boolean {
  return !input.hasClosedMutualFundSuccessVerificationPopup && isRegistrationComplete(input);
}

/**
 * §4 "Create-PIN popup: ... no PIN, has closed the success-verification popup, and is verified and complete";
 * not while postponed (decision 040).
 */
export function isCreatePinPopupShown(input: LandingPopupInput): boolean {
  return (
    !input.hasPin &&
    input.hasClosedMutualFundSuccessVerificationPopup &&
    isRegistrationComplete(input) &&
    !input.createPinPostponed
  );
}

/**
 * §4 "Financial-goals popup: shown when the verification popup was closed, the goals popup is not closed, the
 * user has a PIN, has zero orders and zero non-default portfolios"; §6: only with the financial-goals flag. It
 * invites a first purchase, so only to someone who may buy (decision 039).
 */
export function isFinancialGoalsPopupShown(input: LandingPopupInput): boolean {
  return (
    input.flags.financialGoals &&
    isRegistrationComplete(input) &&
    input.hasClosedMutualFundSuccessVerificationPopup &&
    !input.hasClosedMutualFundFinancialGoalsPopup &&
    input.hasPin &&
    input.orderCount === 0 &&
    input.nonDefaultPortfolioCount === 0
  );
}

/**
 * The one popup to open on load, or null. The rules' own conditions make them exclusive (different status
 * groups; verification before PIN before goals); the order below only makes the choice explicit.
 */
export function landingPopup(input: LandingPopupInput): LandingPopup | null {
  // The outcome of what the investor has just done comes first; closing it brings the next popup (decision 055).
  const contact = contactUpdatePopup(input.contactUpdatePopup ?? null);
  if (contact) return contact;
  if (isSuccessRegistrationPopupShown(input)) return { kind: 'SUCCESS_REGISTRATION' };
  if (isSuccessRevisionPopupShown(input)) return { kind: 'SUCCESS_REVISION' };
  if (isSuccessVerificationPopupShown(input)) {
    // §4 "When financial goals are enabled it [create PIN] is combined with the verification popup."
    return { kind: 'SUCCESS_VERIFICATION', withCreatePin: input.flags.financialGoals && !input.hasPin };
  }
  if (isCreatePinPopupShown(input)) return { kind: 'CREATE_PIN', href: CREATE_PIN_PATH };
  if (isFinancialGoalsPopupShown(input)) return { kind: 'FINANCIAL_GOALS' };
  return null;
}

/**
 * §2 popups "phone-number verification success" and "back-office profile update success (phone or email
 * changed)": shown once after the event that left them (a code confirmed the phone; a back-office change was
 * confirmed), until closed (decision 055).
 */
export function contactUpdatePopup(pending: ContactUpdatePopup | null): LandingPopup | null {
  switch (pending) {
    case 'PHONE_VERIFIED':
      return { kind: 'PHONE_VERIFIED' };
    case 'PROFILE_UPDATED_EMAIL':
      return { kind: 'PROFILE_UPDATED', field: 'EMAIL' };
    case 'PROFILE_UPDATED_PHONE':
      return { kind: 'PROFILE_UPDATED', field: 'PHONE' };
    case null:
      return null;
  }
}

export interface LandingCardsInput {
  mutualFundKycStatus: KycStatus | null;
  isVerified: boolean;
  isEmailVerified: boolean;
  hasClosedMutualFundSuccessRegistrationCard: boolean;
  /** The portfolio summary's total investment, in any currency, is above 0 (portfolio-carousel hasAnyInvestment). */
  hasInvestment: boolean;
  /** Active portfolios other than the default one ("custom portfolios"). */
  nonDefaultPortfolioCount: number;
  salesCode: string | null;
  flags: { financialGoals: boolean; addPortfolioForOfflineUsers: boolean };
}

export interface LandingCards {
  successRegistrationCard: boolean;
  financialGoalsCard: boolean;
  portfolioCarousel: boolean;
}

/**
 * §4 "Financial-goals card: shown when KYC is complete, total investment is 0, no custom portfolios exist and
 * multi-portfolio is allowed"; §6: only with the financial-goals flag.
 */
export function isFinancialGoalsCardShown(input: LandingCardsInput): boolean {
  return (
    input.flags.financialGoals &&
    isRegistrationComplete(input) &&
    !input.hasInvestment &&
    input.nonDefaultPortfolioCount === 0 &&
    isMultiPortfolioAllowed(input)
  );
}

export function landingCards(input: LandingCardsInput): LandingCards {
  return {
    // §4 "Success-registration card: shown unless closed" (complete with a verified email, §4 outcomes).
    successRegistrationCard: isSuccessRegistrationCardShown(input),
    financialGoalsCard: isFinancialGoalsCardShown(input),
    // §4 "Portfolio carousel: shown when total investment or custom portfolios exist."
    portfolioCarousel: isPortfolioCarouselShown(input),
  };
}

/** The popup the page opens as it loads: none while a purchase popup is open (one dialog at a time). */
export function popupOnLoad(popup: LandingPopup | null, visit: { purchaseOpen: boolean }): LandingPopup | null {
  return visit.purchaseOpen ? null : popup;
}
