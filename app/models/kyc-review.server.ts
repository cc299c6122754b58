// The operator's review of registrations and bank accounts (issue 14 item 7; docs/decisions/045-kyc-review-flow.md),
// shared by the operator pages (/operator/kyc, /operator/rekening) and the CLI (kyc:*, bank:*).
//
// Each decision is one immediate transaction: the status change, an audit_log row (the operator's user id, or
// the CLI), an email in the investor's language in the outbox, and a notification. The rules of which decision
// is allowed from which status are app/domain/policies/kyc-review.ts; a decision already taken changes nothing
// and says so (changed: false), so a double submit or a repeated command is harmless.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { schema, type Db } from '../../db/client';
import type { BankAccountStatus, KycInternalRejectionReason, KycStatus, Language, OutboxEmailKind } from '~/domain/enums';
import {
  decideKycReview,
  isRegistrationFailed,
  KYC_QUEUE_STATUSES,
  KYC_REJECTION_LIMIT,
  type KycReviewDecision,
} from '~/domain/policies/kyc-review';
import { REGISTRATION_STATUS_HREF } from '~/domain/policies/registration-indicator';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { i18nOptions } from '~/locales';
import { currentKycDocuments, findKycDocument, type KycDocumentRow } from './kyc-documents.server';
import type { Tx } from './ledger.server';
import { notify, type NotificationEvent } from './notifications.server';

/** Where the investor reads the outcome: the landing's registration card (spec landing §4). */
export const KYC_OUTCOME_PATH = REGISTRATION_STATUS_HREF;
/** Where a registration that reached the rejection limit ends (issue 14 item 7). */
export const REGISTRATION_FAILED_PATH = '/reksadana/registrasi/gagal';
/** The investor's bank accounts (spec funds §2.1). */
export const BANK_ACCOUNTS_PATH = '/me/rekening-saya';

/** Who decided: an operator signed in to the pages, or a script through the CLI. */
export type ReviewActor = { kind: 'operator'; userId: number } | { kind: 'cli' };

export type KycReviewResult =
  | {
      ok: true;
      changed: true;
      userId: number;
      from: KycStatus | null;
      to: KycStatus;
      rejectionCount: number;
      registrationFailed: boolean;
      /** The registration's bank account verified with the approval, if it was pending. */
      verifiedBankAccountId: number | null;
      outboxEmailId: number;
      notificationId: number;
    }
  /** Already decided so: nothing changed. */
  | { ok: true; changed: false; userId: number; status: KycStatus | null }
  | { ok: false; reason: 'USER_NOT_FOUND' }
  | { ok: false; reason: 'WRONG_STATUS'; userId: number; status: KycStatus | null };

/** Approve: verificationComplete, is_verified, the verified date of birth, the registration's bank account VERIFIED. */
export function approveKyc(userId: number, actor: ReviewActor, now = new Date(), database: Db = db()): KycReviewResult {
  return reviewKyc(userId, { kind: 'APPROVE' }, actor, now, database);
}

/** Reject with an internal reason (spec landing §4); the third rejection ends the registration. */
export function rejectKyc(
  userId: number,
  reason: KycInternalRejectionReason,
  actor: ReviewActor,
  now = new Date(),
  database: Db = db(),
): KycReviewResult {
  return reviewKyc(userId, { kind: 'REJECT', reason }, actor, now, database);
}

/** Blacklist: blacklistedInternal, from any status but verificationComplete. */
export function blacklistKyc(userId: number, actor: ReviewActor, now = new Date(), database: Db = db()): KycReviewResult {
  return reviewKyc(userId, { kind: 'BLACKLIST' }, actor, now, database);
}

const AUDIT_ACTIONS = { APPROVE: 'kyc.approved', REJECT: 'kyc.rejected', BLACKLIST: 'kyc.blacklisted' } as const;
export const KYC_REVIEW_AUDIT_ACTIONS = Object.values(AUDIT_ACTIONS);

export function reviewKyc(userId: number, decision: KycReviewDecision, actor: ReviewActor, now = new Date(), database: Db = db()): KycReviewResult {
  return database.transaction(
    (tx): KycReviewResult => {
      const { users, kycRegistrations, bankAccounts } = schema;
      const user = tx.select().from(users).where(eq(users.id, userId)).get();
      // Operators are not investors: nothing of theirs is reviewed.
      if (!user || user.role !== 'investor') return { ok: false, reason: 'USER_NOT_FOUND' };
      const from = user.mutualFundKycStatus;
      const outcome = decideKycReview({ status: from, rejectionCount: user.kycRejectionCount }, decision);
      if (!outcome.allowed) {
        return outcome.reason === 'ALREADY_DONE'
          ? { ok: true, changed: false, userId, status: from }
          : { ok: false, reason: 'WRONG_STATUS', userId, status: from };
      }

      const registration = tx.select().from(kycRegistrations).where(eq(kycRegistrations.userId, userId)).get();
      let verifiedBankAccountId: number | null = null;
      const common = { mutualFundKycStatus: outcome.next, mutualFundKycUpdatedAt: now, updatedAt: now };
      if (decision.kind === 'APPROVE') {
        tx.update(users)
          .set({
            ...common,
            isVerified: true,
            verifiedDateOfBirth: registration?.dateOfBirth ?? user.verifiedDateOfBirth,
            kycRejectionReason: null,
            // The verification popup of the landing (spec landing §4) shows for this approval.
            hasClosedMutualFundSuccessVerificationPopup: false,
          })
          .where(eq(users.id, userId))
          .run();
        if (registration?.bankAccountId) {
          const verified = tx
            .update(bankAccounts)
            .set({ status: 'VERIFIED', reviewedAt: now, reviewedByUserId: actorUserId(actor) })
            .where(and(eq(bankAccounts.id, registration.bankAccountId), eq(bankAccounts.status, 'PENDING')))
            .run();
          if (verified.changes > 0) verifiedBankAccountId = registration.bankAccountId;
        }
      } else if (decision.kind === 'REJECT') {
        tx.update(users)
          .set({ ...common, kycRejectionReason: decision.reason, kycRejectionCount: outcome.rejectionCount })
          .where(eq(users.id, userId))
          .run();
      } else {
        tx.update(users).set(common).where(eq(users.id, userId)).run();
      }

      const message = kycDecisionMessage(user.language, decision, {
        name: user.firstName,
        registrationFailed: outcome.registrationFailed,
        baseUrl: env().publicUrl,
      });
      const { outboxEmailId, notificationId } = notifyDecision(tx, user, message, now);
      tx.insert(schema.auditLog)
        .values({
          at: now,
          ...auditActor(actor),
          action: AUDIT_ACTIONS[decision.kind],
          entity: 'user',
          entityId: String(userId),
          details: {
            from,
            to: outcome.next,
            ...(decision.kind === 'REJECT' ? { reason: decision.reason, rejectionCount: outcome.rejectionCount, registrationFailed: outcome.registrationFailed } : {}),
            ...(verifiedBankAccountId ? { verifiedBankAccountId } : {}),
            outboxEmailId,
            notificationId,
          },
        })
        .run();
      return {
        ok: true,
        changed: true,
        userId,
        from,
        to: outcome.next,
        rejectionCount: outcome.rejectionCount,
        registrationFailed: outcome.registrationFailed,
        verifiedBankAccountId,
        outboxEmailId,
        notificationId,
      };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Bank accounts

export type BankAccountReviewResult =
  | { ok: true; changed: true; bankAccountId: number; userId: number; status: BankAccountStatus; outboxEmailId: number; notificationId: number }
  | { ok: true; changed: false; bankAccountId: number; userId: number; status: BankAccountStatus }
  | { ok: false; reason: 'NOT_FOUND' }
  | { ok: false; reason: 'WRONG_STATUS'; bankAccountId: number; status: BankAccountStatus };

/** A PENDING account → VERIFIED (issue 14 item 3: a new account waits for the operator). */
export function verifyBankAccount(bankAccountId: number, actor: ReviewActor, now = new Date(), database: Db = db()): BankAccountReviewResult {
  return reviewBankAccount(bankAccountId, 'VERIFIED', actor, now, database);
}

/** A PENDING account → REJECTED; the investor adds it again (or another). */
export function rejectBankAccount(bankAccountId: number, actor: ReviewActor, now = new Date(), database: Db = db()): BankAccountReviewResult {
  return reviewBankAccount(bankAccountId, 'REJECTED', actor, now, database);
}

function reviewBankAccount(
  bankAccountId: number,
  decision: 'VERIFIED' | 'REJECTED',
  actor: ReviewActor,
  now: Date,
  database: Db,
): BankAccountReviewResult {
  return database.transaction(
    (tx): BankAccountReviewResult => {
      const { bankAccounts, banks, users } = schema;
      const row = tx
        .select({ account: bankAccounts, bankName: banks.name, user: users })
        .from(bankAccounts)
        .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
        .innerJoin(users, eq(users.id, bankAccounts.userId))
        .where(eq(bankAccounts.id, bankAccountId))
        .get();
      if (!row) return { ok: false, reason: 'NOT_FOUND' };
      const { account, user } = row;
      if (account.status === decision) return { ok: true, changed: false, bankAccountId, userId: user.id, status: decision };
      if (account.status !== 'PENDING') return { ok: false, reason: 'WRONG_STATUS', bankAccountId, status: account.status };

      tx.update(bankAccounts).set({ status: decision, reviewedAt: now, reviewedByUserId: actorUserId(actor) }).where(eq(bankAccounts.id, bankAccountId)).run();
      const kind = decision === 'VERIFIED' ? 'BANK_ACCOUNT_VERIFIED' : 'BANK_ACCOUNT_REJECTED';
      const message = bankAccountMessage(user.language, kind, {
        name: user.firstName,
        bank: row.bankName,
        last4: account.accountNumber.slice(-4),
        baseUrl: env().publicUrl,
      });
      const { outboxEmailId, notificationId } = notifyDecision(tx, user, message, now);
      // Ids only: no account number in the audit trail.
      tx.insert(schema.auditLog)
        .values({
          at: now,
          ...auditActor(actor),
          action: decision === 'VERIFIED' ? 'bank_account.verified' : 'bank_account.rejected',
          entity: 'bank_account',
          entityId: String(bankAccountId),
          details: { userId: user.id, from: account.status, to: decision, outboxEmailId, notificationId },
        })
        .run();
      return { ok: true, changed: true, bankAccountId, userId: user.id, status: decision, outboxEmailId, notificationId };
    },
    { behavior: 'immediate' },
  );
}

// ---------------------------------------------------------------------------------------------
// Reading: the queue, one registration, the pending bank accounts

export interface KycQueueEntry {
  userId: number;
  email: string;
  fullName: string;
  nameOnIdCard: string | null;
  status: KycStatus;
  submittedAt: Date | null;
  rejectionCount: number;
}

/**
 * Registrations waiting for an operator (the queue statuses), or the users of one status (`status`, any KYC
 * status: the CLI lists rejected or blacklisted ones too); the longest waiting first.
 */
export function listKycQueue(filter: { status?: KycStatus } = {}, database: Db = db()): KycQueueEntry[] {
  const { users, kycRegistrations } = schema;
  const statuses: readonly KycStatus[] = filter.status ? [filter.status] : KYC_QUEUE_STATUSES;
  const rows = database
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      nameOnIdCard: kycRegistrations.nameOnIdCard,
      status: users.mutualFundKycStatus,
      submittedAt: users.kycSubmittedAt,
      updatedAt: users.mutualFundKycUpdatedAt,
      rejectionCount: users.kycRejectionCount,
    })
    .from(users)
    .leftJoin(kycRegistrations, eq(kycRegistrations.userId, users.id))
    .where(and(eq(users.role, 'investor'), inArray(users.mutualFundKycStatus, [...statuses]), isNotNull(users.mutualFundKycStatus)))
    // Sent time first; a status set without one (older data) by its last change.
    .orderBy(asc(sql`coalesce(${users.kycSubmittedAt}, ${users.mutualFundKycUpdatedAt}, ${users.createdAt})`), asc(users.id))
    .all();
  return rows.map(({ updatedAt, ...row }) => ({ ...row, status: row.status!, submittedAt: row.submittedAt ?? updatedAt }));
}

export type KycRegistrationRow = typeof schema.kycRegistrations.$inferSelect;

export interface ReviewedBankAccount {
  id: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
  currency: 'IDR' | 'USD';
  status: BankAccountStatus;
  /** The passbook image (its id for /me/dokumen/{id}, its size for the page's layout), if uploaded. */
  passbook: { id: number; width: number; height: number } | null;
  createdAt: Date;
}

/** A bank account row with its passbook document's size, or without when there is none (or not the owner's). */
function withPassbook<T extends { passbookDocumentId: number | null; userId: number }>(row: T, database: Db): Omit<T, 'passbookDocumentId'> & { passbook: ReviewedBankAccount['passbook'] } {
  const { passbookDocumentId, ...rest } = row;
  const document = passbookDocumentId ? findKycDocument(passbookDocumentId, database) : undefined;
  return { ...rest, passbook: document && document.userId === row.userId ? { id: document.id, width: document.width, height: document.height } : null };
}

export interface KycReviewHistoryEntry {
  at: Date;
  action: string;
  actorKind: string;
  actorUserId: number | null;
  reason: KycInternalRejectionReason | null;
}

export interface KycReviewDetail {
  user: {
    id: number;
    email: string;
    fullName: string;
    mobilePhone: string;
    status: KycStatus | null;
    submittedAt: Date | null;
    rejectionCount: number;
    rejectionReason: KycInternalRejectionReason | null;
  };
  registration: KycRegistrationRow | null;
  /** The registration's documents (its linked ones, else the current upload of each kind). */
  documents: { ID_CARD: KycDocumentRow | null; SELFIE_WITH_ID_CARD: KycDocumentRow | null; SIGNATURE: KycDocumentRow | null };
  bankAccount: ReviewedBankAccount | null;
  history: KycReviewHistoryEntry[];
  rejectionLimit: number;
  registrationFailed: boolean;
}

/** One investor's registration for the review page, or null (no such investor, or an operator). */
export function getKycReview(userId: number, database: Db = db()): KycReviewDetail | null {
  const { users, kycRegistrations, bankAccounts, banks, auditLog } = schema;
  const user = database.select().from(users).where(eq(users.id, userId)).get();
  if (!user || user.role !== 'investor') return null;
  const registration = database.select().from(kycRegistrations).where(eq(kycRegistrations.userId, userId)).get() ?? null;
  const current = currentKycDocuments(userId, database);
  const linked = (id: number | null | undefined) => {
    const document = id ? findKycDocument(id, database) : undefined;
    return document && document.userId === userId ? document : null;
  };
  const bankAccountId = registration?.bankAccountId;
  const bankRow = bankAccountId
    ? (database
        .select({
          id: bankAccounts.id,
          userId: bankAccounts.userId,
          bankName: banks.name,
          accountNumber: bankAccounts.accountNumber,
          holderName: bankAccounts.holderName,
          currency: bankAccounts.currency,
          status: bankAccounts.status,
          passbookDocumentId: bankAccounts.passbookDocumentId,
          createdAt: bankAccounts.createdAt,
        })
        .from(bankAccounts)
        .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
        .where(and(eq(bankAccounts.id, bankAccountId), eq(bankAccounts.userId, userId)))
        .get() ?? null)
    : null;
  const bankAccount = bankRow ? (({ userId: _owner, ...account }) => account)(withPassbook(bankRow, database)) : null;
  const history = database
    .select({ at: auditLog.at, action: auditLog.action, actorKind: auditLog.actorKind, actorUserId: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), inArray(auditLog.action, KYC_REVIEW_AUDIT_ACTIONS)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .all()
    .map(({ details, ...entry }) => ({ ...entry, reason: (details?.reason as KycInternalRejectionReason | undefined) ?? null }));
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      mobilePhone: user.mobilePhone,
      status: user.mutualFundKycStatus,
      submittedAt: user.kycSubmittedAt,
      rejectionCount: user.kycRejectionCount,
      rejectionReason: user.kycRejectionReason,
    },
    registration,
    documents: {
      ID_CARD: linked(registration?.idCardDocumentId) ?? current.ID_CARD ?? null,
      SELFIE_WITH_ID_CARD: linked(registration?.selfieDocumentId) ?? current.SELFIE_WITH_ID_CARD ?? null,
      SIGNATURE: linked(registration?.signatureDocumentId) ?? current.SIGNATURE ?? null,
    },
    bankAccount,
    history,
    rejectionLimit: KYC_REJECTION_LIMIT,
    registrationFailed: isRegistrationFailed(user.kycRejectionCount),
  };
}

export interface PendingBankAccount extends ReviewedBankAccount {
  userId: number;
  userFullName: string;
  userEmail: string;
  /** The name on the ID card of the investor's registration, to compare with the holder's name. */
  nameOnIdCard: string | null;
}

/** Bank accounts waiting for an operator, the oldest first. */
export function listPendingBankAccounts(database: Db = db()): PendingBankAccount[] {
  const { bankAccounts, banks, users, kycRegistrations } = schema;
  const rows = database
    .select({
      id: bankAccounts.id,
      bankName: banks.name,
      accountNumber: bankAccounts.accountNumber,
      holderName: bankAccounts.holderName,
      currency: bankAccounts.currency,
      status: bankAccounts.status,
      passbookDocumentId: bankAccounts.passbookDocumentId,
      createdAt: bankAccounts.createdAt,
      userId: users.id,
      userFullName: users.fullName,
      userEmail: users.email,
      nameOnIdCard: kycRegistrations.nameOnIdCard,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .leftJoin(kycRegistrations, eq(kycRegistrations.userId, users.id))
    .where(eq(bankAccounts.status, 'PENDING'))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .all();
  return rows.map((row) => withPassbook(row, database));
}

// ---------------------------------------------------------------------------------------------
// Messages

interface Message {
  kind: OutboxEmailKind;
  subject: string;
  bodyText: string;
  notificationTitle: string;
  notificationBody: string;
  /** The notification's link, a path of this site. */
  link: string;
  /**
   * Issue 17: the registration's outcome is a notification kind (rendered in the reader's language at read time,
   * decision 079); the blacklist and bank-account messages have none and are stored as written.
   */
  notification?: Pick<NotificationEvent, 'kind' | 'params'>;
}

function notifyDecision(tx: Tx, user: { id: number; email: string }, message: Message, now: Date): { outboxEmailId: number; notificationId: number } {
  const outbox = tx
    .insert(schema.outboxEmails)
    .values({ userId: user.id, kind: message.kind, toAddress: user.email, subject: message.subject, bodyText: message.bodyText, createdAt: now })
    .returning({ id: schema.outboxEmails.id })
    .get();
  // The email above is the event's only one: notify() writes none for the KYC kinds (KINDS_MAILED_ELSEWHERE).
  if (message.notification) return { outboxEmailId: outbox.id, notificationId: notify(tx, { userId: user.id, ...message.notification, link: message.link }, now) };
  const notification = tx
    .insert(schema.notifications)
    .values({ userId: user.id, category: 'ACCOUNT', title: message.notificationTitle, body: message.notificationBody, link: message.link, createdAt: now })
    .returning({ id: schema.notifications.id })
    .get();
  return { outboxEmailId: outbox.id, notificationId: notification.id };
}

/** The email and notification of a KYC decision, in `language`. */
export function kycDecisionMessage(
  language: Language,
  decision: KycReviewDecision,
  input: { name: string; registrationFailed: boolean; baseUrl: string },
): Message {
  const t = translator(language);
  const origin = new URL(input.baseUrl).origin;
  if (decision.kind === 'APPROVE') {
    return {
      ...message(t, 'KYC_APPROVED', 'KYC_APPROVED', KYC_OUTCOME_PATH, { name: input.name, link: `${origin}${KYC_OUTCOME_PATH}` }),
      notification: { kind: 'KYC_APPROVED', params: {} },
    };
  }
  if (decision.kind === 'BLACKLIST') {
    return message(t, 'KYC_BLACKLISTED', 'KYC_BLACKLISTED', KYC_OUTCOME_PATH, { name: input.name });
  }
  const reason = t(`reasons.${decision.reason}`);
  const path = input.registrationFailed ? REGISTRATION_FAILED_PATH : KYC_OUTCOME_PATH;
  const texts = input.registrationFailed ? 'KYC_REJECTED_FINAL' : 'KYC_REJECTED';
  return {
    ...message(t, 'KYC_REJECTED', texts, path, { name: input.name, reason, limit: KYC_REJECTION_LIMIT, link: `${origin}${path}` }),
    notification: {
      kind: 'KYC_REJECTED',
      params: { variant: input.registrationFailed ? 'FINAL' : null, reasonKey: `kycReview:reasons.${decision.reason}`, limit: KYC_REJECTION_LIMIT },
    },
  };
}

/** The email and notification of a bank-account decision, in `language`. */
export function bankAccountMessage(
  language: Language,
  kind: 'BANK_ACCOUNT_VERIFIED' | 'BANK_ACCOUNT_REJECTED',
  input: { name: string; bank: string; last4: string; baseUrl: string },
): Message {
  const origin = new URL(input.baseUrl).origin;
  return message(translator(language), kind, kind, BANK_ACCOUNTS_PATH, { ...input, link: `${origin}${BANK_ACCOUNTS_PATH}` });
}

type MessageTexts = 'KYC_APPROVED' | 'KYC_REJECTED' | 'KYC_REJECTED_FINAL' | 'KYC_BLACKLISTED' | 'BANK_ACCOUNT_VERIFIED' | 'BANK_ACCOUNT_REJECTED';

function message(t: TFunction<'kycReview'>, kind: OutboxEmailKind, texts: MessageTexts, link: string, values: Record<string, string | number>): Message {
  // Plain text (the shared options do not escape): a name with "&" stays "&".
  return {
    kind,
    subject: t(`messages.${texts}.subject`, values),
    bodyText: t(`messages.${texts}.body`, values),
    notificationTitle: t(`messages.${texts}.notificationTitle`, values),
    notificationBody: t(`messages.${texts}.notificationBody`, values),
    link,
  };
}

let mailI18n: I18n | undefined;
/** A server-side i18next instance for the messages (the pages' resources, no React). */
function translator(language: Language): TFunction<'kycReview'> {
  if (!mailI18n) {
    mailI18n = createInstance();
    void mailI18n.init({ ...i18nOptions, lng: 'id', initAsync: false });
  }
  return mailI18n.getFixedT(language, 'kycReview');
}

function actorUserId(actor: ReviewActor): number | null {
  return actor.kind === 'operator' ? actor.userId : null;
}

function auditActor(actor: ReviewActor): { actorKind: 'operator' | 'cli'; actorUserId: number | null } {
  return { actorKind: actor.kind, actorUserId: actorUserId(actor) };
}
