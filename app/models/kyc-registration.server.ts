// The investor's registration (KYC) as it is filled, step by step, and sent (spec funds §2.6, §5; spec landing §4;
// issue 14 items 1 and 8; docs/decisions/042-registration-steps.md, 043-sending-and-revising.md).
//
// Every command runs in one immediate transaction and answers a result, never an exception, for what the user
// can cause: a step that may not be opened yet (never skip ahead), a registration that is sent or finished, an
// email or NIK another account holds, an incomplete registration. Commands are idempotent: starting twice,
// saving the same step again or sending a sent registration changes nothing more. The rules are the pure ones
// of domain/policies/registration-steps.ts and domain/kyc; this module reads and writes.
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { createInstance, type i18n as I18n } from 'i18next';
import { schema, type Db } from '../../db/client';
import type { KycStatus, Language } from '~/domain/enums';
import { compactAccountNumber } from '~/domain/kyc/bank-account-number';
import { namesMatch } from '~/domain/kyc/name-match';
import { normalizedPepAnswer } from '~/domain/kyc/pep';
import { parseNik } from '~/domain/kyc/nik';
import {
  advancedLastPage,
  DOCUMENT_STEPS,
  REGISTRATION_DOCUMENT_KINDS,
  STEP_DOCUMENT_KINDS,
  type RegistrationDocumentKind,
  firstUnfinishedStep,
  formStepAccess,
  isEditablePhase,
  KYC_REJECTION_LIMIT,
  nextAfterStep,
  registrationFieldStates,
  registrationPhase,
  reviseStep,
  sendCheck,
  startDestination,
  statusAfterSend,
  stepsFilled,
  type FieldState,
  type RegistrationField,
  type RegistrationPhase,
  type RegistrationSnapshot,
  type RegistrationStepNumber,
  type RegistrationUserState,
} from '~/domain/policies/registration-steps';
import { REGISTRATION_STATUS_HREF, rejectionReason, type RejectionReason } from '~/domain/policies/registration-indicator';
import type { EmailStep, PersonalDataStep } from '~/forms/registration';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { formatDateTime } from '~/lib/format';
import { i18nOptions } from '~/locales';
import { addBankAccount, findBankByCode, kycName, validateNewBankAccount, type AddBankAccountResult } from './bank-accounts.server';
import { storeKycDocument, type StoreKycDocumentRefusal } from './kyc-documents.server';
import type { Tx } from './ledger.server';
import { takeSignUpSlot } from './sign-up.server';
import { linkReferrer } from './referrals.server';
import type { ReferralLinkRefusal } from '~/domain/policies/referral-programme';

type UserRow = typeof schema.users.$inferSelect;
type RegistrationRow = typeof schema.kycRegistrations.$inferSelect;

export { REGISTRATION_DOCUMENT_KINDS, STEP_DOCUMENT_KINDS, type RegistrationDocumentKind };
/** The column of kyc_registrations each document of steps 4 to 6 is kept in. */
const DOCUMENT_COLUMNS = { ID_CARD: 'idCardDocumentId', SELFIE_WITH_ID_CARD: 'selfieDocumentId', SIGNATURE: 'signatureDocumentId' } as const;

// ---------------------------------------------------------------------------------------------
// Reading

function userState(user: UserRow): RegistrationUserState {
  return {
    mutualFundKycStatus: user.mutualFundKycStatus,
    formVersion: user.formVersion,
    lastPageFilled: user.lastPageFilled,
    kycRejectionCount: user.kycRejectionCount,
    kycRejectionReason: user.kycRejectionReason,
    kseiRejectionReason: user.kseiRejectionReason,
  };
}

/** The bank account step 3 chose, with its bank's name, when it is the user's own. */
function registrationBankAccount(database: Db | Tx, userId: number, bankAccountId: number | null) {
  if (bankAccountId === null) return null;
  const { bankAccounts, banks } = schema;
  return (
    database
      .select({
        id: bankAccounts.id,
        bankId: bankAccounts.bankId,
        bankName: banks.name,
        accountNumber: bankAccounts.accountNumber,
        holderName: bankAccounts.holderName,
        currency: bankAccounts.currency,
        status: bankAccounts.status,
        passbookDocumentId: bankAccounts.passbookDocumentId,
      })
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
      .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, userId)))
      .get() ?? null
  );
}

function snapshotOf(database: Db | Tx, userId: number, row: RegistrationRow | undefined): RegistrationSnapshot {
  const bank = registrationBankAccount(database, userId, row?.bankAccountId ?? null);
  return {
    email: row?.email ?? null,
    nik: row?.nik ?? null,
    nameOnIdCard: row?.nameOnIdCard ?? null,
    dateOfBirth: row?.dateOfBirth ?? null,
    motherMaidenName: row?.motherMaidenName ?? null,
    education: row?.education ?? null,
    occupation: row?.occupation ?? null,
    incomeBand: row?.incomeBand ?? null,
    incomeSource: row?.incomeSource ?? null,
    pepStatus: row?.pepStatus ?? null,
    pepPosition: row?.pepPosition ?? null,
    pepRelationship: row?.pepRelationship ?? null,
    referralCode: row?.referralCode ?? null,
    bankAccount: bank ? { bankId: bank.bankId, accountNumber: bank.accountNumber, holderName: bank.holderName, hasPassbook: bank.passbookDocumentId !== null } : null,
    hasIdCardDocument: (row?.idCardDocumentId ?? null) !== null,
    hasSelfieDocument: (row?.selfieDocumentId ?? null) !== null,
    hasSignatureDocument: (row?.signatureDocumentId ?? null) !== null,
  };
}

function registrationRow(database: Db | Tx, userId: number): RegistrationRow | undefined {
  return database.select().from(schema.kycRegistrations).where(eq(schema.kycRegistrations.userId, userId)).get();
}

function userRow(database: Db | Tx, userId: number): UserRow | undefined {
  return database.select().from(schema.users).where(eq(schema.users.id, userId)).get();
}

/** Everything the registration pages and GET /api/v1/profile/verify/mutual-fund show of a user's registration. */
export interface RegistrationView {
  status: KycStatus | null;
  phase: RegistrationPhase;
  formVersion: UserRow['formVersion'];
  lastPageFilled: UserRow['lastPageFilled'];
  stepsFilled: number;
  firstUnfinishedStep: RegistrationStepNumber;
  fieldStates: Record<RegistrationField, FieldState>;
  /** The rejection to revise, while the status is a rejection (spec landing §4 "Rejected: show the reason"). */
  rejection: RejectionReason | null;
  rejectionCount: number;
  /** Revisions left before the registration fails (spec funds §5 "KYC retry limit step count: 3"). */
  attemptsLeft: number;
  /** The step the rejection sends the investor to, while revising. */
  reviseStep: RegistrationStepNumber | null;
  startedAt: Date | null;
  submittedAt: Date | null;
  answers: {
    email: string | null;
    nik: string | null;
    namaSesuaiKTP: string | null;
    tanggalLahir: string | null;
    gender: RegistrationRow['gender'];
    namaGadisIbuKandung: string | null;
    pendidikan: RegistrationRow['education'];
    pekerjaanSaatIni: RegistrationRow['occupation'];
    pendapatanPerTahun: RegistrationRow['incomeBand'];
    sumberPenghasilan: RegistrationRow['incomeSource'];
    pepStatus: RegistrationRow['pepStatus'];
    pepPosition: string | null;
    pepRelationship: RegistrationRow['pepRelationship'];
    kodeReferral: string | null;
    bankAccount: { id: number; bankId: number; bankName: string; accountNumber: string; holderName: string; currency: string; status: string; hasPassbook: boolean } | null;
    documents: Record<RegistrationDocumentKind, number | null>;
  };
  /** The account's own email: step 1's suggestion. */
  accountEmail: string;
}

/** The user's registration as it stands; null for a user that does not exist. */
export function registrationView(userId: number, now: Date, database: Db = db()): RegistrationView | null {
  const user = userRow(database, userId);
  if (!user) return null;
  const row = registrationRow(database, userId);
  const snapshot = snapshotOf(database, userId, row);
  const state = userState(user);
  const phase = registrationPhase(state);
  const bank = registrationBankAccount(database, userId, row?.bankAccountId ?? null);
  const rejected = phase === 'REVISING' || phase === 'FAILED';
  return {
    status: user.mutualFundKycStatus,
    phase,
    formVersion: user.formVersion,
    lastPageFilled: user.lastPageFilled,
    stepsFilled: stepsFilled(user.lastPageFilled),
    firstUnfinishedStep: firstUnfinishedStep(user.lastPageFilled),
    fieldStates: registrationFieldStates(snapshot, now),
    rejection: rejected
      ? rejectionReason({
          mutualFundKycStatus: user.mutualFundKycStatus,
          mutualFundKycRejectionReason: user.kycRejectionReason,
          mutualFundKseiRejectionReason: user.kseiRejectionReason,
        })
      : null,
    rejectionCount: user.kycRejectionCount,
    attemptsLeft: Math.max(0, KYC_REJECTION_LIMIT - user.kycRejectionCount),
    reviseStep: phase === 'REVISING' ? reviseStep(state) : null,
    startedAt: user.registrationStartedAt,
    submittedAt: user.kycSubmittedAt,
    answers: {
      email: snapshot.email,
      nik: snapshot.nik,
      namaSesuaiKTP: snapshot.nameOnIdCard,
      tanggalLahir: snapshot.dateOfBirth,
      gender: row?.gender ?? null,
      namaGadisIbuKandung: snapshot.motherMaidenName,
      pendidikan: row?.education ?? null,
      pekerjaanSaatIni: row?.occupation ?? null,
      pendapatanPerTahun: row?.incomeBand ?? null,
      sumberPenghasilan: row?.incomeSource ?? null,
      pepStatus: row?.pepStatus ?? null,
      pepPosition: snapshot.pepPosition,
      pepRelationship: row?.pepRelationship ?? null,
      kodeReferral: snapshot.referralCode,
      bankAccount: bank
        ? {
            id: bank.id,
            bankId: bank.bankId,
            bankName: bank.bankName,
            accountNumber: bank.accountNumber,
            holderName: bank.holderName,
            currency: bank.currency,
            status: bank.status,
            hasPassbook: bank.passbookDocumentId !== null,
          }
        : null,
      documents: {
        ID_CARD: row?.idCardDocumentId ?? null,
        SELFIE_WITH_ID_CARD: row?.selfieDocumentId ?? null,
        SIGNATURE: row?.signatureDocumentId ?? null,
      },
    },
    accountEmail: user.email,
  };
}

/** The user's state as the page policies read it (registration-steps.ts); null for no such user. */
export function registrationUserState(userId: number, database: Db = db()): RegistrationUserState | null {
  const user = userRow(database, userId);
  return user ? userState(user) : null;
}

// ---------------------------------------------------------------------------------------------
// Commands

export type RegistrationRefusal =
  | { reason: 'USER_NOT_FOUND' }
  /** Sent, complete, blacklisted or failed: nothing may change (FAILED after the third rejection). */
  | { reason: 'NOT_EDITABLE'; phase: RegistrationPhase }
  /** A registration of the first form version starts again (initiate-kyc, the information page) first. */
  | { reason: 'NOT_STARTED' }
  /** Never skip ahead: the first step not saved yet must be saved first. */
  | { reason: 'STEP_LOCKED'; firstUnfinishedStep: RegistrationStepNumber }
  | { reason: 'EMAIL_TAKEN' }
  /** Step 1 checked too many addresses other than the account's own in the last hour (an address oracle otherwise). */
  | { reason: 'TOO_MANY_EMAIL_CHECKS'; retryAt: Date }
  | { reason: 'NIK_TAKEN' }
  /** The registration's kodeReferral cannot link a referrer (decision 085). */
  | { reason: 'REFERRAL_CODE_REFUSED'; referral: ReferralLinkRefusal }
  /** Sending: a step is not saved or not complete (the first such step). */
  | { reason: 'INCOMPLETE'; firstIncompleteStep: RegistrationStepNumber; incompleteSteps: RegistrationStepNumber[] }
  /** A document that is not the user's, or not of the step's kind. */
  | { reason: 'DOCUMENT_NOT_FOUND' }
  /** A bank account that is not the user's. */
  | { reason: 'BANK_ACCOUNT_NOT_FOUND' };

export type StepSaveResult = { ok: true; next: string; lastPageFilled: UserRow['lastPageFilled'] } | { ok: false; refusal: RegistrationRefusal };

/**
 * Who may save `step` now: an editable registration in the second form version whose earlier steps are saved.
 * The checks of formStepAccess (the pages), answered as a refusal.
 */
function stepGuard(tx: Tx, userId: number, step: RegistrationStepNumber): { ok: true; user: UserRow } | { ok: false; refusal: RegistrationRefusal } {
  const user = userRow(tx, userId);
  if (!user) return { ok: false, refusal: { reason: 'USER_NOT_FOUND' } };
  const state = userState(user);
  const phase = registrationPhase(state);
  if (!isEditablePhase(phase)) return { ok: false, refusal: { reason: 'NOT_EDITABLE', phase } };
  if (user.formVersion !== 'second') return { ok: false, refusal: { reason: 'NOT_STARTED' } };
  const access = formStepAccess(state, step);
  if (access.kind === 'REDIRECT') return { ok: false, refusal: { reason: 'STEP_LOCKED', firstUnfinishedStep: firstUnfinishedStep(user.lastPageFilled) } };
  return { ok: true, user };
}

/** Records a saved step: the answers' row, the last page (forwards only) and the start, if this is the first save. */
function recordStep(tx: Tx, user: UserRow, step: RegistrationStepNumber, values: Partial<typeof schema.kycRegistrations.$inferInsert>, now: Date): StepSaveResult {
  tx.insert(schema.kycRegistrations)
    .values({ userId: user.id, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: schema.kycRegistrations.userId, set: { ...values, updatedAt: now } })
    .run();
  const lastPageFilled = advancedLastPage(user.lastPageFilled, step);
  tx.update(schema.users)
    .set({ lastPageFilled, registrationStartedAt: user.registrationStartedAt ?? now, updatedAt: now })
    .where(eq(schema.users.id, user.id))
    .run();
  return { ok: true, next: nextAfterStep(step, lastPageFilled), lastPageFilled };
}

export type StartResult = { ok: true; destination: string; started: boolean } | { ok: false; refusal: RegistrationRefusal };

/**
 * Starts (or resumes) the registration: registration_started_at when it has none, the second form version (a
 * registration of the first version continues in the step-by-step form), and an empty answers row. The
 * destination is where the information page's button leads (registration-steps startDestination).
 */
export function startRegistration(userId: number, now: Date, database: Db = db()): StartResult {
  return database.transaction(
    (tx) => {
      const user = userRow(tx, userId);
      if (!user) return { ok: false, refusal: { reason: 'USER_NOT_FOUND' } } as const;
      const phase = registrationPhase(userState(user));
      if (!isEditablePhase(phase)) return { ok: false, refusal: { reason: 'NOT_EDITABLE', phase } } as const;
      const started = user.registrationStartedAt === null || user.formVersion !== 'second';
      if (started) {
        tx.update(schema.users)
          .set({ registrationStartedAt: user.registrationStartedAt ?? now, formVersion: 'second', updatedAt: now })
          .where(eq(schema.users.id, userId))
          .run();
        tx.insert(schema.kycRegistrations).values({ userId, createdAt: now }).onConflictDoNothing().run();
        tx.insert(schema.auditLog)
          .values({ at: now, actorUserId: userId, actorKind: 'user', action: 'kyc.registration_started', entity: 'user', entityId: String(userId), details: { formVersion: 'second', previousFormVersion: user.formVersion } })
          .run();
      }
      return { ok: true, started, destination: startDestination({ ...userState(user), formVersion: 'second' }) } as const;
    },
    { behavior: 'immediate' },
  );
}

/**
 * Whether `email` may be a registration's email for `userId`: not another user's account email nor another
 * user's registration email (spec funds §5 "The KYC email is checked for an existing registration"). The
 * user's own account email is theirs to use. The answer does not say which of the two it collided with.
 */
export function isKycEmailAvailable(userId: number, email: string, database: Db | Tx = db()): boolean {
  const { users, kycRegistrations } = schema;
  const account = database.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).get();
  if (account) return false;
  const registration = database
    .select({ userId: kycRegistrations.userId })
    .from(kycRegistrations)
    .where(and(eq(kycRegistrations.email, email), ne(kycRegistrations.userId, userId)))
    .get();
  return !registration;
}

/** Step 1: the registration's email, refused when another account or registration has it. */
export function saveEmailStep(userId: number, input: EmailStep, now: Date, database: Db = db()): StepSaveResult {
  return database.transaction(
    (tx) => {
      const guard = stepGuard(tx, userId, 1);
      if (!guard.ok) return guard;
      // Whether an address is taken tells something about other people: checking an address that is not the
      // account's own takes a slot of the sign-up limit's kind (10 an hour), keyed by the user, so that a
      // signed-in user cannot sweep a list of addresses (decision 042).
      if (input.email !== guard.user.email) {
        const slot = takeSignUpSlot(`kyc-email:${userId}`, now, tx);
        if (!slot.ok) return { ok: false, refusal: { reason: 'TOO_MANY_EMAIL_CHECKS', retryAt: slot.retryAt } } as const;
      }
      if (!isKycEmailAvailable(userId, input.email, tx)) return { ok: false, refusal: { reason: 'EMAIL_TAKEN' } } as const;
      return recordStep(tx, guard.user, 1, { email: input.email }, now);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Whether another user's registration that was sent (it has a status) carries this NIK: one investor, one NIK
 * (KSEI refuses a duplicate investor, spec §8). A NIK only typed into a registration never sent blocks nobody.
 */
function nikTakenByAnother(tx: Tx, userId: number, nik: string): boolean {
  const { users, kycRegistrations } = schema;
  return (
    tx
      .select({ userId: kycRegistrations.userId })
      .from(kycRegistrations)
      .innerJoin(users, eq(users.id, kycRegistrations.userId))
      .where(and(eq(kycRegistrations.nik, nik), ne(kycRegistrations.userId, userId), isNotNull(users.mutualFundKycStatus)))
      .get() !== undefined
  );
}

/** Step 2: personal data, as the schema normalised it; the gender is read from the NIK. */
export function savePersonalDataStep(userId: number, input: PersonalDataStep, now: Date, database: Db = db()): StepSaveResult {
  return database.transaction(
    (tx) => {
      const guard = stepGuard(tx, userId, 2);
      if (!guard.ok) return guard;
      if (nikTakenByAnother(tx, userId, input.nik)) return { ok: false, refusal: { reason: 'NIK_TAKEN' } } as const;
      // A friend's code links its owner as the referrer if none is yet: unknown, one's own or a second referrer
      // is refused (issue 18 item 3; decision 085).
      if (input.kodeReferral) {
        const link = linkReferrer(tx, userId, input.kodeReferral, now);
        if (!link.allowed) return { ok: false, refusal: { reason: 'REFERRAL_CODE_REFUSED', referral: link.reason } } as const;
      }
      const parsed = parseNik(input.nik);
      const pep = normalizedPepAnswer({ pepStatus: input.pepStatus, pepPosition: input.pepPosition ?? null, pepRelationship: input.pepRelationship ?? null });
      return recordStep(
        tx,
        guard.user,
        2,
        {
          nik: input.nik,
          nameOnIdCard: input.namaSesuaiKTP,
          dateOfBirth: input.tanggalLahir,
          gender: parsed.ok ? parsed.facts.gender : null,
          motherMaidenName: input.namaGadisIbuKandung,
          education: input.pendidikan,
          occupation: input.pekerjaanSaatIni,
          incomeBand: input.pendapatanPerTahun,
          incomeSource: input.sumberPenghasilan,
          pepStatus: pep.pepStatus,
          pepPosition: pep.pepPosition,
          pepRelationship: pep.pepRelationship,
          referralCode: input.kodeReferral ?? null,
        },
        now,
      );
    },
    { behavior: 'immediate' },
  );
}

/** Whether `step` may be saved now, without saving it: asked before an upload is stored, so a refused one stores nothing. */
export function mayFillStep(userId: number, step: RegistrationStepNumber, database: Db = db()): { ok: true } | { ok: false; refusal: RegistrationRefusal } {
  return database.transaction((tx) => {
    const guard = stepGuard(tx, userId, step);
    return guard.ok ? { ok: true } : guard;
  });
}

/** Links a document of the user (of the step's kind) to the registration inside `tx`, after the step's checks. */
function attachDocumentInTx(tx: Tx, userId: number, kind: RegistrationDocumentKind, documentId: number, now: Date): StepSaveResult {
  const step = DOCUMENT_STEPS[kind];
  const guard = stepGuard(tx, userId, step);
  if (!guard.ok) return guard;
  const { kycDocuments } = schema;
  const document = tx
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.id, documentId), eq(kycDocuments.userId, userId), eq(kycDocuments.kind, kind)))
    .get();
  if (!document) return { ok: false, refusal: { reason: 'DOCUMENT_NOT_FOUND' } };
  return recordStep(tx, guard.user, step, { [DOCUMENT_COLUMNS[kind]]: documentId }, now);
}

/**
 * Steps 4 to 6: makes a stored document (app/models/kyc-documents.server.ts) the registration's ID card, selfie
 * or signature. The document must be the user's own and of the step's kind.
 */
export function attachRegistrationDocument(userId: number, kind: RegistrationDocumentKind, documentId: number, now: Date, database: Db = db()): StepSaveResult {
  return database.transaction((tx) => attachDocumentInTx(tx, userId, kind, documentId, now), { behavior: 'immediate' });
}

/** Links one of the user's bank accounts to the registration inside `tx`, after step 3's checks. */
function attachBankAccountInTx(tx: Tx, userId: number, bankAccountId: number, now: Date): StepSaveResult {
  const guard = stepGuard(tx, userId, 3);
  if (!guard.ok) return guard;
  if (!registrationBankAccount(tx, userId, bankAccountId)) return { ok: false, refusal: { reason: 'BANK_ACCOUNT_NOT_FOUND' } };
  return recordStep(tx, guard.user, 3, { bankAccountId }, now);
}

/** Step 3: makes one of the user's bank accounts (app/models/bank-accounts.server.ts) the registration's. */
export function attachRegistrationBankAccount(userId: number, bankAccountId: number, now: Date, database: Db = db()): StepSaveResult {
  return database.transaction((tx) => attachBankAccountInTx(tx, userId, bankAccountId, now), { behavior: 'immediate' });
}

type StepRefusedResult = Exclude<StepSaveResult, { ok: true }> | { ok: false; bank: Exclude<AddBankAccountResult, { ok: true }> };

/** A refusal met inside the document store's transaction: thrown there to roll the document back, caught here. */
class StepRefused extends Error {
  constructor(readonly result: StepRefusedResult) {
    super('step refused');
  }
}

export type DocumentStepResult = StepSaveResult | { ok: false; documentRefusal: StoreKycDocumentRefusal };

/**
 * Steps 4 to 6 with the upload: checks that the step may be saved (a refused one stores nothing), then stores
 * the image (checked by content, re-encoded without EXIF) and links it in the same transaction, so the
 * document and the step are written together or not at all.
 */
export async function saveDocumentStep(userId: number, kind: RegistrationDocumentKind, bytes: Uint8Array, now: Date, database: Db = db()): Promise<DocumentStepResult> {
  const allowed = mayFillStep(userId, DOCUMENT_STEPS[kind], database);
  if (!allowed.ok) return allowed;
  let saved: StepSaveResult | undefined;
  try {
    const stored = await storeKycDocument(userId, kind, bytes, now, database, {
      inTransaction: (tx, document) => {
        saved = attachDocumentInTx(tx, userId, kind, document.id, now);
        if (!saved.ok) throw new StepRefused(saved);
      },
    });
    if (!stored.ok) return { ok: false, documentRefusal: stored.reason };
  } catch (error) {
    if (error instanceof StepRefused && 'refusal' in error.result) return error.result;
    throw error;
  }
  return saved!;
}

export interface BankAccountStepInput {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  passbook: Uint8Array;
}

export type BankAccountStepResult =
  | StepSaveResult
  | { ok: false; documentRefusal: StoreKycDocumentRefusal }
  /** The bank-account model's field errors (message keys) or its §8 validation outcome. */
  | { ok: false; bank: Exclude<AddBankAccountResult, { ok: true }> };

/**
 * Step 3 with the upload: the account in rupiah for redemptions. Everything the bank-account model checks
 * (the bank, the number's shape, the holder against the name on the ID card, the validation outcome) is asked
 * first, storing nothing; then the passbook is stored, the account added with it and linked to the
 * registration in one transaction. The registration's own account, not verified yet, given again with the same
 * bank and number (a revision after "bank account name and name not matched") is revised in place: its holder's
 * name and passbook replaced, back to PENDING for the operator (decision 043).
 */
export async function saveBankAccountStep(userId: number, input: BankAccountStepInput, now: Date, database: Db = db()): Promise<BankAccountStepResult> {
  const allowed = mayFillStep(userId, 3, database);
  if (!allowed.ok) return allowed;
  const bank = findBankByCode(input.bankCode, database);
  const account = { bankId: bank?.id ?? 0, accountNumber: input.accountNumber, holderName: input.holderName, currency: 'IDR' as const };
  const current = registrationBankAccount(database, userId, registrationRow(database, userId)?.bankAccountId ?? null);
  const revised = current !== null && current.status !== 'VERIFIED' && current.bankId === bank?.id && current.accountNumber === compactAccountNumber(input.accountNumber) ? current : null;
  if (revised) {
    if (!namesMatch(input.holderName, kycName(userId, database))) return { ok: false, bank: { ok: false, fieldErrors: { holderName: ['bankAccounts:errors.nameMismatch'] } } };
  } else {
    const checked = validateNewBankAccount(userId, account, database);
    if (!checked.ok) return { ok: false, bank: checked };
  }
  let saved: StepSaveResult | undefined;
  try {
    const stored = await storeKycDocument(userId, 'PASSBOOK', input.passbook, now, database, {
      inTransaction: (tx, document) => {
        let accountId: number;
        if (revised) {
          tx.update(schema.bankAccounts)
            .set({ holderName: input.holderName.trim().replace(/\s+/g, ' '), passbookDocumentId: document.id, status: 'PENDING', reviewedAt: null, reviewedByUserId: null })
            .where(and(eq(schema.bankAccounts.id, revised.id), eq(schema.bankAccounts.userId, userId)))
            .run();
          tx.insert(schema.auditLog)
            .values({ at: now, actorUserId: userId, actorKind: 'user', action: 'bank_account.revised', entity: 'bank_account', entityId: String(revised.id), details: { passbookDocumentId: document.id } })
            .run();
          accountId = revised.id;
        } else {
          const added = addBankAccount(userId, { ...account, passbookDocumentId: document.id }, now, tx);
          if (!added.ok) throw new StepRefused({ ok: false, bank: added });
          accountId = added.account.id;
        }
        saved = attachBankAccountInTx(tx, userId, accountId, now);
        if (!saved.ok) throw new StepRefused(saved);
      },
    });
    if (!stored.ok) return { ok: false, documentRefusal: stored.reason };
  } catch (error) {
    if (error instanceof StepRefused) return error.result;
    throw error;
  }
  return saved!;
}

export type SendResult =
  /** Sent now, or already sent (a second send changes nothing): the status it is in. */
  | { ok: true; status: KycStatus; alreadySent: boolean; outboxEmailId: number | null }
  | { ok: false; refusal: RegistrationRefusal };

/**
 * Sends the registration for review (the identity page's send, confirm-identity-data): all six steps saved and
 * complete by today's rules. A first registration becomes pendingVerification, a revision after a rejection
 * revisedAmend (decision 043). Records kyc_submitted_at, resets the popup that announces it (the registration
 * popup for a first send; for a revision the revision popup, with the registration popup counted as closed, so
 * that the landing shows the revision popup, spec landing §4), writes the audit row and the KYC_SUBMITTED email
 * in the user's language to the registration's email.
 */
export function sendRegistration(userId: number, now: Date, database: Db = db()): SendResult {
  return database.transaction(
    (tx) => {
      const user = userRow(tx, userId);
      if (!user) return { ok: false, refusal: { reason: 'USER_NOT_FOUND' } } as const;
      const state = userState(user);
      const phase = registrationPhase(state);
      // A registration already waiting for a decision: the send that did it already happened.
      if (phase === 'SENT' && user.mutualFundKycStatus) return { ok: true, status: user.mutualFundKycStatus, alreadySent: true, outboxEmailId: null } as const;
      const row = registrationRow(tx, userId);
      const check = sendCheck(state, snapshotOf(tx, userId, row), now);
      if (!check.ok) {
        return check.reason === 'NOT_EDITABLE'
          ? ({ ok: false, refusal: { reason: 'NOT_EDITABLE', phase: check.phase } } as const)
          : ({ ok: false, refusal: { reason: 'INCOMPLETE', firstIncompleteStep: check.firstIncompleteStep, incompleteSteps: check.incompleteSteps } } as const);
      }
      const revising = phase === 'REVISING';
      const status = statusAfterSend(revising ? 'REVISING' : 'FILLING');
      tx.update(schema.users)
        .set({
          mutualFundKycStatus: status,
          mutualFundKycUpdatedAt: now,
          kycSubmittedAt: now,
          registrationStartedAt: user.registrationStartedAt ?? now,
          ...(revising
            ? { hasClosedMutualFundSuccessRegistrationPopup: true, hasClosedMutualFundSuccessRevisionPopup: false }
            : { hasClosedMutualFundSuccessRegistrationPopup: false }),
          updatedAt: now,
        })
        .where(eq(schema.users.id, userId))
        .run();
      const message = submittedMessage(user.language, { revised: revising, name: user.firstName, sentAt: now });
      const outbox = tx
        .insert(schema.outboxEmails)
        .values({ userId, kind: 'KYC_SUBMITTED', toAddress: row?.email ?? user.email, ...message, createdAt: now })
        .returning({ id: schema.outboxEmails.id })
        .get();
      // Ids and statuses only: no personal data in the audit trail.
      tx.insert(schema.auditLog)
        .values({
          at: now,
          actorUserId: userId,
          actorKind: 'user',
          action: revising ? 'kyc.revision_submitted' : 'kyc.submitted',
          entity: 'user',
          entityId: String(userId),
          details: { from: user.mutualFundKycStatus, to: status, rejectionCount: user.kycRejectionCount, outboxEmailId: outbox.id },
        })
        .run();
      return { ok: true, status, alreadySent: false, outboxEmailId: outbox.id } as const;
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// The email

let mailI18n: I18n | undefined;
function mailTranslator(language: Language) {
  if (!mailI18n) {
    mailI18n = createInstance();
    void mailI18n.init({ ...i18nOptions, lng: 'id', initAsync: false });
  }
  return mailI18n.getFixedT(language, 'registration');
}

/** The subject and plain-text body of the KYC_SUBMITTED email (a first registration or a revision). */
export function submittedMessage(language: Language, input: { revised: boolean; name: string; sentAt: Date }): { subject: string; bodyText: string } {
  const t = mailTranslator(language);
  const key = input.revised ? 'revised' : 'submitted';
  const link = `${env().publicUrl}${REGISTRATION_STATUS_HREF}`;
  return { subject: t(`email.${key}.subject`), bodyText: t(`email.${key}.body`, { name: input.name, sentAt: formatDateTime(input.sentAt, language), link }) };
}
