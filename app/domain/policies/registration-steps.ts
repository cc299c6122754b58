// The six-step registration form (spec funds §2.6, §4.5 "Field validation states", §5 "KYC form fields",
// "KYC retry limit step count: 3"; issue 14 item 1; docs/decisions/042-registration-steps.md): which page a
// user may open, which step comes after a save, the state of every field, whether the registration may be
// sent, and where a rejection sends the investor to revise. Pure: the clock is passed in.
import type { FormVersion, KycInternalRejectionReason, KycKseiRejectionReason, KycPage, KycStatus } from '../enums';
import type { KycDocumentKind } from '../kyc/enums';
import { EDUCATION_LEVELS, INCOME_BANDS, INCOME_SOURCES, OCCUPATIONS, PEP_RELATIONSHIPS, PEP_STATUSES } from '../kyc/enums';
import { namesMatch } from '../kyc/name-match';
import { checkNik, normalizeNik } from '../kyc/nik';
import { checkDateOfBirth, checkPersonName } from '../kyc/person';
import { pepProblems } from '../kyc/pep';
import { isReferralCodeFormat } from '../kyc/referral-code';
import { BLOCKED_ACCOUNT_PATH } from '../status-pages';
import {
  BLACKLISTED_STATUSES,
  COMPLETE_STATUS,
  KYC_INFORMATION_PATH,
  PAGE_STEP_NUMBERS,
  REGISTRATION_FORM_STEP_COUNT,
  REGISTRATION_STATUS_HREF,
  REGISTRATION_SUB_STEP_NUMBERS,
  REJECTED_STATUSES,
  REJECTION_SUB_STEPS,
  registrationFormPath,
  rejectionReason,
  type RegistrationSubStep,
} from './registration-indicator';

// ---------------------------------------------------------------------------------------------
// Steps and pages

export const REGISTRATION_STEP_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export type RegistrationStepNumber = (typeof REGISTRATION_STEP_NUMBERS)[number];

/** The page key a step records in users.last_page_filled when it is saved (spec §2.6). */
export const STEP_PAGES: Readonly<Record<RegistrationStepNumber, KycPage>> = {
  1: 'FIRST_PAGE',
  2: 'SECOND_PAGE',
  3: 'THIRD_PAGE',
  4: 'FOURTH_PAGE',
  5: 'FIFTH_PAGE',
  6: 'SIXTH_PAGE',
};

/** The name of each step in the `registration` translations (steps.*), in spec §2.6's order. */
export const STEP_NAMES = {
  1: 'email',
  2: 'personalData',
  3: 'bankAccount',
  4: 'idCard',
  5: 'selfie',
  6: 'signature',
} as const satisfies Record<RegistrationStepNumber, string>;
export type RegistrationStepName = (typeof STEP_NAMES)[RegistrationStepNumber];

/** The documents of steps 4 to 6 (kyc_documents.kind), and the step each belongs to. */
export const STEP_DOCUMENT_KINDS = { 4: 'ID_CARD', 5: 'SELFIE_WITH_ID_CARD', 6: 'SIGNATURE' } as const satisfies Record<4 | 5 | 6, KycDocumentKind>;
export type RegistrationDocumentKind = (typeof STEP_DOCUMENT_KINDS)[4 | 5 | 6];
export const REGISTRATION_DOCUMENT_KINDS: readonly RegistrationDocumentKind[] = Object.values(STEP_DOCUMENT_KINDS);
export const DOCUMENT_STEPS: Readonly<Record<RegistrationDocumentKind, 4 | 5 | 6>> = { ID_CARD: 4, SELFIE_WITH_ID_CARD: 5, SIGNATURE: 6 };

export const IDENTITY_REVIEW_PATH = '/reksadana/registrasi/identitas';
export const REGISTRATION_FAILED_PATH = '/reksadana/registrasi/gagal';
export { KYC_INFORMATION_PATH, registrationFormPath };

/** Spec §5 "KYC retry limit step count: 3": the third rejection ends the registration. */
export const KYC_REJECTION_LIMIT = 3;

/** How many steps are saved, 0 to 6, from the last page filled. */
export function stepsFilled(lastPageFilled: KycPage | null): number {
  return lastPageFilled ? PAGE_STEP_NUMBERS[lastPageFilled] : 0;
}

/** The first step not saved yet; 6 when all are (the last one may always be reopened). */
export function firstUnfinishedStep(lastPageFilled: KycPage | null): RegistrationStepNumber {
  return Math.min(stepsFilled(lastPageFilled) + 1, REGISTRATION_FORM_STEP_COUNT) as RegistrationStepNumber;
}

/** The last page filled after saving `step`: it only moves forwards (a revisited step keeps the later ones). */
export function advancedLastPage(lastPageFilled: KycPage | null, step: RegistrationStepNumber): KycPage {
  return stepsFilled(lastPageFilled) >= step && lastPageFilled ? lastPageFilled : STEP_PAGES[step];
}

/**
 * The `:step` of /reksadana/registrasi/form/:step: a number from 1 to 6, or a sub-step segment of spec landing
 * §2 (email, bankAccountInfo, idCardPicture, selfieWithIdCard, signature), which the page redirects to its number.
 */
export function parseStepParam(param: string | undefined): { step: RegistrationStepNumber; canonical: boolean } | null {
  if (param === undefined) return null;
  if (/^[1-6]$/.test(param)) return { step: Number(param) as RegistrationStepNumber, canonical: true };
  if (Object.hasOwn(REGISTRATION_SUB_STEP_NUMBERS, param)) {
    return { step: REGISTRATION_SUB_STEP_NUMBERS[param as RegistrationSubStep] as RegistrationStepNumber, canonical: false };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Where the user stands

export interface RegistrationUserState {
  mutualFundKycStatus: KycStatus | null;
  formVersion: FormVersion;
  lastPageFilled: KycPage | null;
  kycRejectionCount: number;
  kycRejectionReason: KycInternalRejectionReason | null;
  kseiRejectionReason: KycKseiRejectionReason | null;
}

/**
 * FILLING: nothing sent yet (no status). REVISING: rejected, with tries left. SENT: waiting for a decision
 * (submitted or revision group, spec landing §4). COMPLETE: verified. BLACKLISTED. FAILED: the third rejection.
 */
export type RegistrationPhase = 'FILLING' | 'REVISING' | 'SENT' | 'COMPLETE' | 'BLACKLISTED' | 'FAILED';

export function registrationPhase(user: Pick<RegistrationUserState, 'mutualFundKycStatus' | 'kycRejectionCount'>): RegistrationPhase {
  const status = user.mutualFundKycStatus;
  if (status === null) return 'FILLING';
  if (BLACKLISTED_STATUSES.has(status)) return 'BLACKLISTED';
  if (REJECTED_STATUSES.has(status)) return user.kycRejectionCount >= KYC_REJECTION_LIMIT ? 'FAILED' : 'REVISING';
  if (status === COMPLETE_STATUS) return 'COMPLETE';
  return 'SENT';
}

/** The phases in which the form may be changed and sent. */
export function isEditablePhase(phase: RegistrationPhase): boolean {
  return phase === 'FILLING' || phase === 'REVISING';
}

/** The form version whose registration is the step-by-step form; others start again on the information page. */
const STEP_FORM_VERSION: FormVersion = 'second';

export type PageAccess = { kind: 'OPEN' } | { kind: 'REDIRECT'; to: string };
const open: PageAccess = { kind: 'OPEN' };
const redirectTo = (to: string): PageAccess => ({ kind: 'REDIRECT', to });

/**
 * Where a phase that cannot change the form sends every registration page: the failure page, the blocked-account
 * page for a blacklisted user (issue 18, decision 092), else the landing's status card.
 */
function closedPhaseAccess(phase: RegistrationPhase): PageAccess | null {
  if (phase === 'FAILED') return redirectTo(REGISTRATION_FAILED_PATH);
  if (phase === 'BLACKLISTED') return redirectTo(BLOCKED_ACCOUNT_PATH);
  if (!isEditablePhase(phase)) return redirectTo(REGISTRATION_STATUS_HREF);
  return null;
}

/** /reksadana/registrasi/informasi: open while the form may be changed. */
export function informationPageAccess(user: RegistrationUserState): PageAccess {
  return closedPhaseAccess(registrationPhase(user)) ?? open;
}

/**
 * /reksadana/registrasi/form/{step}: open for a step already saved or the first one not saved; a later step
 * redirects to that first one (never skip ahead). A registration of the first form version starts again from
 * the information page, whose start button moves it to the second (spec landing §4 "First version: it goes to
 * the KYC information page").
 */
export function formStepAccess(user: RegistrationUserState, step: RegistrationStepNumber): PageAccess {
  const closed = closedPhaseAccess(registrationPhase(user));
  if (closed) return closed;
  if (user.formVersion !== STEP_FORM_VERSION) return redirectTo(KYC_INFORMATION_PATH);
  const first = firstUnfinishedStep(user.lastPageFilled);
  return step > first ? redirectTo(registrationFormPath(first)) : open;
}

/** /reksadana/registrasi/identitas, the review before sending: open once all six steps are saved. */
export function identityReviewAccess(user: RegistrationUserState): PageAccess {
  const closed = closedPhaseAccess(registrationPhase(user));
  if (closed) return closed;
  if (user.formVersion !== STEP_FORM_VERSION) return redirectTo(KYC_INFORMATION_PATH);
  return stepsFilled(user.lastPageFilled) < REGISTRATION_FORM_STEP_COUNT ? redirectTo(registrationFormPath(firstUnfinishedStep(user.lastPageFilled))) : open;
}

/** /reksadana/registrasi/gagal: only for a registration that has failed; anyone else sees their status on the landing. */
export function failedPageAccess(user: RegistrationUserState): PageAccess {
  return registrationPhase(user) === 'FAILED' ? open : redirectTo(REGISTRATION_STATUS_HREF);
}

/** Where a step's save leads: the next step, or the review once all six are saved. */
export function nextAfterStep(step: RegistrationStepNumber, lastPageFilledAfterSave: KycPage | null): string {
  if (stepsFilled(lastPageFilledAfterSave) >= REGISTRATION_FORM_STEP_COUNT) return IDENTITY_REVIEW_PATH;
  return registrationFormPath(step + 1);
}

/**
 * The step a rejection sends the investor to (decision 011's table, registration-indicator REJECTION_SUB_STEPS):
 * bank-name mismatch 3, face 5, signature 6, the ID-card and KSEI causes 4; no recorded reason 1.
 */
export function reviseStep(user: Pick<RegistrationUserState, 'mutualFundKycStatus' | 'kycRejectionReason' | 'kseiRejectionReason'>): RegistrationStepNumber {
  const reason = rejectionReason({
    mutualFundKycStatus: user.mutualFundKycStatus,
    mutualFundKycRejectionReason: user.kycRejectionReason,
    mutualFundKseiRejectionReason: user.kseiRejectionReason,
  });
  return (reason ? REGISTRATION_SUB_STEP_NUMBERS[REJECTION_SUB_STEPS[reason.code]] : 1) as RegistrationStepNumber;
}

/**
 * Where the information page's start button leads once the registration is started in the second version:
 * a revision to the step its reason names; otherwise the first step not saved, or the review when all are.
 */
export function startDestination(user: RegistrationUserState): string {
  if (registrationPhase(user) === 'REVISING') return registrationFormPath(reviseStep(user));
  return stepsFilled(user.lastPageFilled) >= REGISTRATION_FORM_STEP_COUNT ? IDENTITY_REVIEW_PATH : registrationFormPath(firstUnfinishedStep(user.lastPageFilled));
}

// ---------------------------------------------------------------------------------------------
// Field states (spec §4.5: VALID, NOT_VALID, NOT_FILLED)

/** The form's fields by step, keyed as spec §5 spells them ("selfieDengan Ktp" without its stray space). */
export const STEP_FIELDS = {
  1: ['email'],
  2: [
    'nik',
    'namaSesuaiKTP',
    'tanggalLahir',
    'namaGadisIbuKandung',
    'pendidikan',
    'pekerjaanSaatIni',
    'pendapatanPerTahun',
    'sumberPenghasilan',
    'pepStatus',
    'pepPosition',
    'pepRelationship',
    'kodeReferral',
  ],
  3: ['namaBank', 'noRekening', 'namaPemilikRekeningBank', 'buktiKepemilikanRekening'],
  4: ['fotoktp'],
  5: ['selfieDenganKtp'],
  6: ['tandaTangan'],
} as const satisfies Record<RegistrationStepNumber, readonly string[]>;
export type RegistrationField = (typeof STEP_FIELDS)[RegistrationStepNumber][number];

export const FIELD_STATES = ['VALID', 'NOT_VALID', 'NOT_FILLED'] as const;
export type FieldState = (typeof FIELD_STATES)[number];

/** What is saved of a registration (kyc_registrations, its bank account and documents), as the rules read it. */
export interface RegistrationSnapshot {
  email: string | null;
  nik: string | null;
  nameOnIdCard: string | null;
  dateOfBirth: string | null;
  motherMaidenName: string | null;
  education: string | null;
  occupation: string | null;
  incomeBand: string | null;
  incomeSource: string | null;
  pepStatus: string | null;
  pepPosition: string | null;
  pepRelationship: string | null;
  referralCode: string | null;
  /** The registration's bank account, if step 3 chose one. */
  bankAccount: { bankId: number; accountNumber: string; holderName: string; hasPassbook: boolean } | null;
  hasIdCardDocument: boolean;
  hasSelfieDocument: boolean;
  hasSignatureDocument: boolean;
}

export const EMPTY_REGISTRATION: RegistrationSnapshot = {
  email: null,
  nik: null,
  nameOnIdCard: null,
  dateOfBirth: null,
  motherMaidenName: null,
  education: null,
  occupation: null,
  incomeBand: null,
  incomeSource: null,
  pepStatus: null,
  pepPosition: null,
  pepRelationship: null,
  referralCode: null,
  bankAccount: null,
  hasIdCardDocument: false,
  hasSelfieDocument: false,
  hasSignatureDocument: false,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const memberOf = (values: readonly string[]) => (value: string) => values.includes(value);
const filled = (value: string | null): value is string => value !== null && value.trim() !== '';
const stateOf = (value: string | null, valid: (v: string) => boolean): FieldState => (!filled(value) ? 'NOT_FILLED' : valid(value) ? 'VALID' : 'NOT_VALID');
const present = (yes: boolean): FieldState => (yes ? 'VALID' : 'NOT_FILLED');

/**
 * The state of every field from what is saved, checked again by today's rules: a date of birth saved
 * yesterday is still 17 or older, a NIK still agrees with it, the bank account's holder is still the name on
 * the ID card. Optional fields (the referral code, and the PEP
 * position and relationship where the status does not ask for them) are NOT_FILLED when empty.
 */
export function registrationFieldStates(snapshot: RegistrationSnapshot, now: Date): Record<RegistrationField, FieldState> {
  const dateOfBirth = stateOf(snapshot.dateOfBirth, (v) => checkDateOfBirth(v, now).ok);
  const pep = pepProblems({
    pepStatus: filled(snapshot.pepStatus) && memberOf(PEP_STATUSES)(snapshot.pepStatus) ? (snapshot.pepStatus as never) : null,
    pepPosition: snapshot.pepPosition,
    pepRelationship: filled(snapshot.pepRelationship) && memberOf(PEP_RELATIONSHIPS)(snapshot.pepRelationship) ? (snapshot.pepRelationship as never) : null,
  });
  const bank = snapshot.bankAccount;
  return {
    email: stateOf(snapshot.email, (v) => EMAIL.test(v)),
    // The NIK against the date of birth only when that is valid itself (else the date is the field at fault).
    nik: stateOf(snapshot.nik, (v) => checkNik(normalizeNik(v), dateOfBirth === 'VALID' ? snapshot.dateOfBirth : null).ok),
    namaSesuaiKTP: stateOf(snapshot.nameOnIdCard, (v) => checkPersonName(v).ok),
    tanggalLahir: dateOfBirth,
    namaGadisIbuKandung: stateOf(snapshot.motherMaidenName, (v) => checkPersonName(v).ok),
    pendidikan: stateOf(snapshot.education, memberOf(EDUCATION_LEVELS)),
    pekerjaanSaatIni: stateOf(snapshot.occupation, memberOf(OCCUPATIONS)),
    pendapatanPerTahun: stateOf(snapshot.incomeBand, memberOf(INCOME_BANDS)),
    sumberPenghasilan: stateOf(snapshot.incomeSource, memberOf(INCOME_SOURCES)),
    pepStatus: stateOf(snapshot.pepStatus, memberOf(PEP_STATUSES)),
    pepPosition: pep.pepPosition === 'POSITION_UNKNOWN' ? 'NOT_VALID' : filled(snapshot.pepPosition) && !pep.pepPosition ? 'VALID' : 'NOT_FILLED',
    pepRelationship: filled(snapshot.pepRelationship) ? (memberOf(PEP_RELATIONSHIPS)(snapshot.pepRelationship) ? 'VALID' : 'NOT_VALID') : 'NOT_FILLED',
    kodeReferral: stateOf(snapshot.referralCode, isReferralCodeFormat),
    namaBank: present(bank !== null),
    noRekening: present(bank !== null),
    // The holder must be the investor (decision 048's comparison): a name on the ID card changed after step 3 undoes it.
    namaPemilikRekeningBank: bank === null ? 'NOT_FILLED' : filled(snapshot.nameOnIdCard) && !namesMatch(bank.holderName, snapshot.nameOnIdCard) ? 'NOT_VALID' : 'VALID',
    buktiKepemilikanRekening: present(bank?.hasPassbook ?? false),
    fotoktp: present(snapshot.hasIdCardDocument),
    selfieDenganKtp: present(snapshot.hasSelfieDocument),
    tandaTangan: present(snapshot.hasSignatureDocument),
  };
}

/** The fields a snapshot must have VALID: all but the optional ones (decided by the PEP status). */
export function requiredFields(snapshot: Pick<RegistrationSnapshot, 'pepStatus'>): ReadonlySet<RegistrationField> {
  const all = new Set<RegistrationField>(REGISTRATION_STEP_NUMBERS.flatMap((step) => STEP_FIELDS[step]));
  all.delete('kodeReferral');
  if (snapshot.pepStatus !== 'SELF' && snapshot.pepStatus !== 'RELATED') all.delete('pepPosition');
  if (snapshot.pepStatus !== 'RELATED') all.delete('pepRelationship');
  return all;
}

/** A step is complete when its required fields are VALID and none of its others NOT_VALID. */
export function isStepComplete(step: RegistrationStepNumber, states: Record<RegistrationField, FieldState>, required: ReadonlySet<RegistrationField>): boolean {
  return STEP_FIELDS[step].every((field) => (required.has(field) ? states[field] === 'VALID' : states[field] !== 'NOT_VALID'));
}

export type SendCheck =
  | { ok: true }
  /** The registration may not change now (sent, complete, blacklisted, failed). */
  | { ok: false; reason: 'NOT_EDITABLE'; phase: RegistrationPhase }
  /** A step is not saved or not complete: the first such step, and every incomplete one. */
  | { ok: false; reason: 'INCOMPLETE'; firstIncompleteStep: RegistrationStepNumber; incompleteSteps: RegistrationStepNumber[] };

/**
 * Whether the registration may be sent (the identity page's send, confirm-identity-data): the form may be
 * changed, it is in the second version, all six steps are saved and each is complete by today's rules.
 */
export function sendCheck(user: RegistrationUserState, snapshot: RegistrationSnapshot, now: Date): SendCheck {
  const phase = registrationPhase(user);
  if (!isEditablePhase(phase)) return { ok: false, reason: 'NOT_EDITABLE', phase };
  const states = registrationFieldStates(snapshot, now);
  const required = requiredFields(snapshot);
  const saved = stepsFilled(user.lastPageFilled);
  const incompleteSteps = REGISTRATION_STEP_NUMBERS.filter(
    (step) => user.formVersion !== STEP_FORM_VERSION || step > saved || !isStepComplete(step, states, required),
  );
  if (incompleteSteps.length > 0) return { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: incompleteSteps[0]!, incompleteSteps };
  return { ok: true };
}

/** The status a send moves to: a first registration waits for verification, a revision after a rejection is revisedAmend. */
export function statusAfterSend(phase: 'FILLING' | 'REVISING'): KycStatus {
  return phase === 'REVISING' ? 'revisedAmend' : 'pendingVerification';
}
