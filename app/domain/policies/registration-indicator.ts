// The registration status area of the logged-in landing page (spec landing §4 "Three-step registration
// indicator" and "Outcome by status"; docs/decisions/011-registration-popups-and-gates.md): the three
// steps Registrasi, Verifikasi, Selesai, and the one card shown under them. Also the KYC status groups
// the other landing policies share, and the footer-button rule of spec §6. Pure.
import type { FormVersion, KycInternalRejectionReason, KycKseiRejectionReason, KycPage, KycStatus } from '../enums';
import { INVESTOR_QUESTIONS } from './risk-profile';

// ---------------------------------------------------------------------------------------------
// KYC status groups (spec §4 "KYC status values"; the spec leaves the membership of the
// "submitted" and "revision" groups unnamed: decision 011)

/** §4 and §6: blacklisted by us or by KSEI. */
export const BLACKLISTED_STATUSES: ReadonlySet<KycStatus> = new Set<KycStatus>([
  'blacklistedInternal',
  'blacklistedKsei',
]);

/** §4 "an internal/KSEI rejection": our own review (first form or amend) or KSEI, including its host-to-host link. */
export const REJECTED_STATUSES: ReadonlySet<KycStatus> = new Set<KycStatus>([
  'rejectedInternal',
  'rejectedInternalAmend',
  'rejectedKsei',
  'rejectedHth',
]);

/** A first registration sent and waiting for a decision (ours, then KSEI's): the "submitted" group. */
export const SUBMITTED_STATUSES: ReadonlySet<KycStatus> = new Set<KycStatus>([
  'pendingVerification',
  'verifiedByCelengan',
  'exportedToKsei',
]);

/** A revision (amend) sent after a rejection and waiting for a decision: the "revision" group. */
export const REVISION_STATUSES: ReadonlySet<KycStatus> = new Set<KycStatus>([
  'revisedAmend',
  'pendingVerificationAmend',
  'verifiedByCelenganAmend',
]);

/** The finished status (§4: Selesai needs it, with a verified email). */
export const COMPLETE_STATUS: KycStatus = 'verificationComplete';

export function isBlacklisted(status: KycStatus | null): boolean {
  return status !== null && BLACKLISTED_STATUSES.has(status);
}

export function isRejected(status: KycStatus | null): boolean {
  return status !== null && REJECTED_STATUSES.has(status);
}

/**
 * §6 "Verified (verificationComplete and isVerified)": the identity is verified. What the initials call
 * isVerificationCompleted; buying needs the email too (isRegistrationComplete).
 */
export function isKycComplete(user: { mutualFundKycStatus: KycStatus | null; isVerified: boolean }): boolean {
  return user.mutualFundKycStatus === COMPLETE_STATUS && user.isVerified;
}

/**
 * The registration is finished: KYC complete, the identity verified (§6) and the email verified (§4 "Selesai
 * is done only when status is verificationComplete and the email is verified"). The one condition the
 * indicator's Verifikasi and Selesai, the verification, create-PIN and goals popups, the purchase gate and
 * the server's buy refusal all read, so none of them tells the investor something the others deny
 * (docs/decisions/039-unverified-email-blocks-buying.md).
 */
export function isRegistrationComplete(user: {
  mutualFundKycStatus: KycStatus | null;
  isVerified: boolean;
  isEmailVerified: boolean;
}): boolean {
  return isKycComplete(user) && user.isEmailVerified;
}

/**
 * §6: blacklisted internal/KSEI users are meant not to see the footer button. As written, the original
 * condition (status ≠ blacklistedInternal OR status ≠ blacklistedKsei) is always true, so everyone saw it;
 * we implement the intention: shown unless the status is a blacklist status (decision 011).
 */
export function isFooterButtonShown(status: KycStatus | null): boolean {
  return !isBlacklisted(status);
}

// ---------------------------------------------------------------------------------------------
// Destinations

export const KYC_INFORMATION_PATH = '/reksadana/registrasi/informasi';
/** The landing's registration status card (its revise and finish buttons, the verify-email card's resend). */
export const REGISTRATION_STATUS_HREF = '/reksadana#status-registrasi';
export const RISK_PROFILE_TEST_PATH = '/reksadana/profil-risiko';
export const RISK_PROFILE_RESULT_PATH = '/reksadana/profil-risiko/hasil';
/** §4 "Not registered: ... an estimate of 3 minutes" (also §9). */
export const REGISTRATION_ESTIMATE_MINUTES = 3;
/**
 * §4 "a quiz step above a threshold leads to the risk-profile result" (value not shown). quizStep counts
 * the risk-profile questions answered; the questionnaire (policies/risk-profile.ts, decision 064) has 8, so a
 * step above 7 means the test is finished and has a result to show (decision 011).
 */
export const RISK_PROFILE_QUESTION_COUNT = INVESTOR_QUESTIONS.length;
export const QUIZ_STEP_RESULT_THRESHOLD = RISK_PROFILE_QUESTION_COUNT - 1;

/** Spec funds §2.6: the six steps of the registration form, numbered 1 to 6. */
export const REGISTRATION_FORM_STEP_COUNT = 6;

/** The sub-step segments of spec §2 "KYC registration with sub-step segment ...". */
export type RegistrationSubStep = 'email' | 'bankAccountInfo' | 'idCardPicture' | 'selfieWithIdCard' | 'signature';

/** Spec funds §2.6: 1 email, 2 personal data, 3 bank account, 4 ID card photo, 5 selfie with ID card, 6 signature. */
export const REGISTRATION_SUB_STEP_NUMBERS: Readonly<Record<RegistrationSubStep, number>> = {
  email: 1,
  bankAccountInfo: 3,
  idCardPicture: 4,
  selfieWithIdCard: 5,
  signature: 6,
};

/** Spec funds §2.6: page keys FIRST_PAGE..SIXTH_PAGE; FOURTH_PAGE_OCR is the ID card step. */
export const PAGE_STEP_NUMBERS: Readonly<Record<KycPage, number>> = {
  FIRST_PAGE: 1,
  SECOND_PAGE: 2,
  THIRD_PAGE: 3,
  FOURTH_PAGE: 4,
  FOURTH_PAGE_OCR: 4,
  FIFTH_PAGE: 5,
  SIXTH_PAGE: 6,
};

/** The step of the form each rejection cause is fixed in (§4 "Rejection causes"; decision 011). */
export const REJECTION_SUB_STEPS: Readonly<
  Record<KycInternalRejectionReason | KycKseiRejectionReason, RegistrationSubStep>
> = {
  BANK_ACCOUNT_NAME_MISMATCH: 'bankAccountInfo',
  FACE_MISMATCH: 'selfieWithIdCard',
  ID_CARD_DUKCAPIL_MISMATCH: 'idCardPicture',
  ID_CARD_INPUT_MISMATCH: 'idCardPicture',
  ID_CARD_UNREADABLE: 'idCardPicture',
  SIGNATURE_MISMATCH: 'signature',
  // KSEI checks the identity read from the ID card (name, birth date, gender, NIK) and the investor ID
  DUPLICATE_INVESTOR_ID: 'idCardPicture',
  POSSIBLE_DUPLICATE_INVESTOR_ID: 'idCardPicture',
  BIRTH_DATE_MISMATCH: 'idCardPicture',
  GENDER_MISMATCH: 'idCardPicture',
  NAME_MISMATCH: 'idCardPicture',
  NIK_NOT_FOUND: 'idCardPicture',
};

/** /reksadana/registrasi/form/{step}, the step a number from 1 to 6 (as decision 006 uses /form/1). */
export function registrationFormPath(step: number): string {
  const bounded = Math.min(Math.max(Math.trunc(step), 1), REGISTRATION_FORM_STEP_COUNT);
  return `/reksadana/registrasi/form/${bounded}`;
}

/** The form versions that revise and resume inside the step-by-step form; others use the information page. */
const STEP_FORM_VERSIONS: ReadonlySet<FormVersion> = new Set<FormVersion>(['second']);

// ---------------------------------------------------------------------------------------------
// The indicator and the card

export interface RegistrationIndicatorInput {
  mutualFundKycStatus: KycStatus | null;
  /** Identity verified by the provider (§6). */
  isVerified: boolean;
  isEmailVerified: boolean;
  isUserHasStartedRegistration: boolean;
  mutualFundKycRejectionReason: KycInternalRejectionReason | null;
  mutualFundKseiRejectionReason: KycKseiRejectionReason | null;
  quizStep: number;
  formVersion: FormVersion;
  lastPageFilled: KycPage | null;
  /** Prefill data kept from an earlier, unfinished registration exists. */
  hasPrefillData: boolean;
  hasClosedMutualFundSuccessRegistrationCard: boolean;
}

export type RegistrationStepKey = 'registrasi' | 'verifikasi' | 'selesai';
/** DONE: a check mark; REJECTED: a cross; WAITING: the step's number. */
export type RegistrationStepState = 'DONE' | 'REJECTED' | 'WAITING';

export interface RegistrationStep {
  key: RegistrationStepKey;
  number: 1 | 2 | 3;
  state: RegistrationStepState;
}

export type RejectionReason =
  { source: 'INTERNAL'; code: KycInternalRejectionReason } | { source: 'KSEI'; code: KycKseiRejectionReason };

export type RegistrationOutcome =
  /** Blacklist notice that links to the parent partner. */
  | { kind: 'BLACKLISTED' }
  /** The reason and a revise (re-verify) button. */
  | { kind: 'REJECTED'; reason: RejectionReason | null; reviseHref: string; reviseSubStep: RegistrationSubStep | null }
  /** Verify-email card with a resend button. */
  | { kind: 'VERIFY_EMAIL' }
  /** Closable success card; closing it records hasClosedMutualFundSuccessRegistrationCard. */
  | { kind: 'SUCCESS_CARD' }
  /** Registration info text while someone else decides. */
  | { kind: 'IN_PROCESS' }
  /** Finish-registration prompt with its estimate and destination. */
  | {
      kind: 'NOT_REGISTERED';
      estimateMinutes: number;
      destination: 'REGISTRATION_FORM' | 'KYC_INFORMATION' | 'RISK_PROFILE_RESULT' | 'RISK_PROFILE_TEST';
      href: string;
    }
  /** Complete, email verified and the success card closed: nothing to show. */
  | { kind: 'NONE' };

export interface RegistrationStatus {
  steps: [RegistrationStep, RegistrationStep, RegistrationStep];
  outcome: RegistrationOutcome;
}

/** §4 "Success-registration card: shown unless closed", and only once the registration is complete. */
export function isSuccessRegistrationCardShown(
  input: Pick<
    RegistrationIndicatorInput,
    'mutualFundKycStatus' | 'isVerified' | 'isEmailVerified' | 'hasClosedMutualFundSuccessRegistrationCard'
  >,
): boolean {
  return isRegistrationComplete(input) && !input.hasClosedMutualFundSuccessRegistrationCard;
}

export function registrationSteps(input: RegistrationIndicatorInput): RegistrationStatus['steps'] {
  const status = input.mutualFundKycStatus;
  // §4: verificationComplete with a verified email; and verified by the provider, as buying needs (decision 039).
  const complete = isRegistrationComplete(input);
  // §4: Registrasi is done once registration has started (any status means it was started and sent).
  const started = input.isUserHasStartedRegistration || status !== null;
  // §4: Verifikasi is rejected on a blacklist or an internal/KSEI rejection, done when complete.
  const verification: RegistrationStepState = complete
    ? 'DONE'
    : isBlacklisted(status) || isRejected(status)
      ? 'REJECTED'
      : 'WAITING';
  return [
    { key: 'registrasi', number: 1, state: started ? 'DONE' : 'WAITING' },
    { key: 'verifikasi', number: 2, state: verification },
    // §4: Selesai is done only when complete with a verified email (and so exactly when buying is open).
    { key: 'selesai', number: 3, state: complete ? 'DONE' : 'WAITING' },
  ];
}

/** The rejection to show and to revise: the reason of the status's own source first (also registration-steps.ts). */
export function rejectionReason(
  input: Pick<RegistrationIndicatorInput, 'mutualFundKycStatus' | 'mutualFundKycRejectionReason' | 'mutualFundKseiRejectionReason'>,
): RejectionReason | null {
  const internal = input.mutualFundKycRejectionReason;
  const ksei = input.mutualFundKseiRejectionReason;
  // The reason of the status's own source first; the other one if only that is recorded.
  const kseiStatus = input.mutualFundKycStatus === 'rejectedKsei' || input.mutualFundKycStatus === 'rejectedHth';
  if (kseiStatus && ksei) return { source: 'KSEI', code: ksei };
  if (internal) return { source: 'INTERNAL', code: internal };
  if (ksei) return { source: 'KSEI', code: ksei };
  return null;
}

/** §4 "Rejected": second form version → the matching step; first → the KYC information page. */
function rejectedOutcome(input: RegistrationIndicatorInput): RegistrationOutcome {
  const reason = rejectionReason(input);
  if (!STEP_FORM_VERSIONS.has(input.formVersion)) {
    return { kind: 'REJECTED', reason, reviseHref: KYC_INFORMATION_PATH, reviseSubStep: null };
  }
  const subStep = reason ? REJECTION_SUB_STEPS[reason.code] : null;
  // Without a recorded reason the investor reviews the form from its first step.
  const step = subStep ? REGISTRATION_SUB_STEP_NUMBERS[subStep] : 1;
  return { kind: 'REJECTED', reason, reviseHref: registrationFormPath(step), reviseSubStep: subStep };
}

/**
 * §4 "Not registered": with prefill data (or pages already filled), the second form version resumes at
 * the step after the last filled page and the first starts at the information page; with neither, a quiz
 * step above the threshold shows the risk-profile result, else the test.
 */
function notRegisteredOutcome(input: RegistrationIndicatorInput): RegistrationOutcome {
  const base = { kind: 'NOT_REGISTERED' as const, estimateMinutes: REGISTRATION_ESTIMATE_MINUTES };
  if (input.hasPrefillData || input.lastPageFilled !== null) {
    if (!STEP_FORM_VERSIONS.has(input.formVersion)) {
      return { ...base, destination: 'KYC_INFORMATION', href: KYC_INFORMATION_PATH };
    }
    const lastStep = input.lastPageFilled ? PAGE_STEP_NUMBERS[input.lastPageFilled] : 0;
    return { ...base, destination: 'REGISTRATION_FORM', href: registrationFormPath(lastStep + 1) };
  }
  if (input.quizStep > QUIZ_STEP_RESULT_THRESHOLD) {
    return { ...base, destination: 'RISK_PROFILE_RESULT', href: RISK_PROFILE_RESULT_PATH };
  }
  return { ...base, destination: 'RISK_PROFILE_TEST', href: RISK_PROFILE_TEST_PATH };
}

/**
 * The card under the indicator. Precedence (decision 011): blacklist, rejection, not registered, then an
 * unverified email (which blocks completion whatever the status), then success or in process.
 */
export function registrationOutcome(input: RegistrationIndicatorInput): RegistrationOutcome {
  const status = input.mutualFundKycStatus;
  if (isBlacklisted(status)) return { kind: 'BLACKLISTED' };
  if (isRejected(status)) return rejectedOutcome(input);
  if (status === null) return notRegisteredOutcome(input);
  // §4 "Unverified email (with a KYC status present)".
  if (!input.isEmailVerified) return { kind: 'VERIFY_EMAIL' };
  if (isRegistrationComplete(input))
    return isSuccessRegistrationCardShown(input) ? { kind: 'SUCCESS_CARD' } : { kind: 'NONE' };
  // §4 "Pending, provider-verified or amend-pending", the other waiting statuses (exported, revised), and a
  // complete status the provider has not verified yet (nobody may buy until it has, §6).
  return { kind: 'IN_PROCESS' };
}

export function registrationStatus(input: RegistrationIndicatorInput): RegistrationStatus {
  return { steps: registrationSteps(input), outcome: registrationOutcome(input) };
}
