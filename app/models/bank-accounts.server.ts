// The investor's bank accounts (issue 14 item 3; spec funds §3 "hasIDRBankAccount, hasUSDBankAccount (bank
// accounts as verifiedAccounts with bankAccountCurrency)", §5 bank account validation, §8 account-number
// outcomes; decisions 047, 048). Proceeds of a sale go to one of them, and a purchase in a currency needs a
// VERIFIED account of that currency (the buy plan reads verifiedAccountCurrencies).
//
// Adding one: the number's shape per bank (domain/kyc/bank-account-number.ts), the holder's name against
// the KYC name (domain/kyc/name-match.ts), then the validation outcome (domain/kyc/bank-validation.ts: our
// own checks and the simulated bank). A new account is PENDING until an operator verifies it (the
// operator's review and `bank:verify` are elsewhere); the registration's step 3 adds its account here too.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, bankAccounts, banks, kycDocuments, kycRegistrations, users } from '../../db/schema';
import type { BankAccountStatus, Currency } from '~/domain/enums';
import type { BankAccountValidationOutcome } from '~/domain/kyc/enums';
import { checkAccountNumber } from '~/domain/kyc/bank-account-number';
import { bankAccountDeletionRefusal, mayBecomeDefault, validateBankAccount, type BankAccountDeletionRefusal } from '~/domain/kyc/bank-validation';
import { namesMatch } from '~/domain/kyc/name-match';
import { accountNumberMessage } from '~/forms/bank-account';
import { db } from '~/lib/db.server';
import { normalizeKycImage, storeKycDocument, type StoreKycDocumentRefusal } from './kyc-documents.server';
import type { Tx } from './ledger.server';

type Database = Db | Tx;

export interface BankAccountInput {
  bankId: number;
  accountNumber: string;
  holderName: string;
  currency: Currency;
  /** A PASSBOOK document of the same user (models/kyc-documents.server.ts stores it). */
  passbookDocumentId?: number | null;
}

/** The fields of BankAccountInput a refusal can be about, with message keys (forms/messages.ts). */
export type BankAccountFieldErrors = Partial<Record<'bankId' | 'accountNumber' | 'holderName' | 'passbookDocumentId', string[]>>;

export interface BankAccount {
  id: number;
  bank: { id: number; code: string; name: string; logoUrl: string | null };
  accountNumber: string;
  holderName: string;
  currency: Currency;
  status: BankAccountStatus;
  isDefault: boolean;
  passbookDocumentId: number | null;
  /** The account of the registration (kyc_registrations.bank_account_id): it cannot be deleted. */
  isRegistrationAccount: boolean;
  createdAt: Date;
  reviewedAt: Date | null;
}

export type AddBankAccountResult =
  | { ok: true; account: BankAccount }
  | { ok: false; outcome: Exclude<BankAccountValidationOutcome, 'VALID'> }
  | { ok: false; fieldErrors: BankAccountFieldErrors };

export type ValidateBankAccountResult = { ok: true; outcome: 'VALID' } | Exclude<AddBankAccountResult, { ok: true }>;

export type DeleteBankAccountResult = { ok: true } | { ok: false; reason: 'NOT_FOUND' | BankAccountDeletionRefusal };
export type SetDefaultResult = { ok: true; account: BankAccount } | { ok: false; reason: 'NOT_FOUND' | 'NOT_VERIFIED' };

export interface Bank {
  id: number;
  code: string;
  name: string;
  logoUrl: string | null;
}

/** Every bank an investor may hold an account at, by name. */
export function listBanks(database: Database = db()): Bank[] {
  return database.select({ id: banks.id, code: banks.code, name: banks.name, logoUrl: banks.logoUrl }).from(banks).orderBy(asc(banks.name)).all();
}

export function findBankByCode(code: string, database: Database = db()): Bank | null {
  return database.select({ id: banks.id, code: banks.code, name: banks.name, logoUrl: banks.logoUrl }).from(banks).where(eq(banks.code, code)).get() ?? null;
}

const accountColumns = {
  id: bankAccounts.id,
  bankId: banks.id,
  bankCode: banks.code,
  bankName: banks.name,
  bankLogoUrl: banks.logoUrl,
  accountNumber: bankAccounts.accountNumber,
  holderName: bankAccounts.holderName,
  currency: bankAccounts.currency,
  status: bankAccounts.status,
  isDefault: bankAccounts.isDefault,
  passbookDocumentId: bankAccounts.passbookDocumentId,
  registrationAccountId: kycRegistrations.bankAccountId,
  createdAt: bankAccounts.createdAt,
  reviewedAt: bankAccounts.reviewedAt,
};

type AccountRow = ReturnType<ReturnType<typeof accountsQuery>['all']>[number];

function toAccount(row: AccountRow): BankAccount {
  return {
    id: row.id,
    bank: { id: row.bankId, code: row.bankCode, name: row.bankName, logoUrl: row.bankLogoUrl },
    accountNumber: row.accountNumber,
    holderName: row.holderName,
    currency: row.currency,
    status: row.status,
    isDefault: row.isDefault,
    passbookDocumentId: row.passbookDocumentId,
    isRegistrationAccount: row.registrationAccountId === row.id,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
  };
}

function accountsQuery(database: Database, userId: number) {
  return database
    .select(accountColumns)
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .leftJoin(kycRegistrations, eq(kycRegistrations.userId, bankAccounts.userId))
    .where(eq(bankAccounts.userId, userId))
    .$dynamic();
}

/** The user's accounts: IDR first, then USD; the default first within a currency, then the oldest. */
export function listBankAccounts(userId: number, database: Database = db()): BankAccount[] {
  return accountsQuery(database, userId)
    .orderBy(asc(bankAccounts.currency), asc(sqlNot(bankAccounts.isDefault)), asc(bankAccounts.createdAt), asc(bankAccounts.id))
    .all()
    .map(toAccount);
}

// Drizzle has no "NOT column" for ordering; `is_default = 0` sorts true first when ascending.
function sqlNot(column: typeof bankAccounts.isDefault) {
  return eq(column, false);
}

/** One of the user's accounts; another user's id (or an unknown one) is null alike. */
export function bankAccountFor(userId: number, id: number, database: Database = db()): BankAccount | null {
  const row = accountsQuery(database, userId).where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.id, id))).get();
  return row ? toAccount(row) : null;
}

/** The currencies of the user's VERIFIED accounts (spec funds §6: a purchase needs one of its currency). */
export function verifiedAccountCurrencies(userId: number, database: Database = db()): Currency[] {
  return database
    .selectDistinct({ currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.status, 'VERIFIED')))
    .orderBy(asc(bankAccounts.currency))
    .all()
    .map((a) => a.currency);
}

/** Spec funds §3 hasIDRBankAccount: a VERIFIED IDR account. */
export function hasIDRBankAccount(userId: number, database: Database = db()): boolean {
  return verifiedAccountCurrencies(userId, database).includes('IDR');
}

/** Spec funds §3 hasUSDBankAccount: a VERIFIED USD account. */
export function hasUSDBankAccount(userId: number, database: Database = db()): boolean {
  return verifiedAccountCurrencies(userId, database).includes('USD');
}

/**
 * The name the holder's must match (decision 048): the name on the ID card the registration gave, or the
 * account's name before the registration's step 2 is filled.
 */
export function kycName(userId: number, database: Database = db()): string {
  const row = database
    .select({ fullName: users.fullName, nameOnIdCard: kycRegistrations.nameOnIdCard })
    .from(users)
    .leftJoin(kycRegistrations, eq(kycRegistrations.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) throw new Error(`user ${userId} does not exist`);
  return row.nameOnIdCard?.trim() ? row.nameOnIdCard : row.fullName;
}

type Checked = { ok: true; accountNumber: string; bankCode: string } | Exclude<AddBankAccountResult, { ok: true }>;

/** Every check of adding `input` (nothing written): field errors first, then the validation outcome. */
function check(tx: Database, userId: number, input: BankAccountInput): Checked {
  const fieldErrors: BankAccountFieldErrors = {};
  const bank = tx.select({ code: banks.code }).from(banks).where(eq(banks.id, input.bankId)).get();
  if (!bank) fieldErrors.bankId = ['bankAccounts:errors.bankUnknown'];
  const number = bank ? checkAccountNumber(bank.code, input.accountNumber) : null;
  if (number && !number.ok) fieldErrors.accountNumber = [accountNumberMessage(number)];
  if (input.holderName.trim() === '') fieldErrors.holderName = ['validation:required'];
  else if (!namesMatch(input.holderName, kycName(userId, tx))) fieldErrors.holderName = ['bankAccounts:errors.nameMismatch'];
  if (input.passbookDocumentId != null) {
    const passbook = tx
      .select({ id: kycDocuments.id })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.id, input.passbookDocumentId), eq(kycDocuments.userId, userId), eq(kycDocuments.kind, 'PASSBOOK')))
      .get();
    if (!passbook) fieldErrors.passbookDocumentId = ['bankAccounts:errors.passbookUnknown'];
  }
  if (Object.keys(fieldErrors).length > 0 || !bank || !number?.ok) return { ok: false, fieldErrors };

  const existing = tx
    .select({ bankCode: banks.code, accountNumber: bankAccounts.accountNumber, currency: bankAccounts.currency, status: bankAccounts.status })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(eq(bankAccounts.userId, userId))
    .all();
  const outcome = validateBankAccount({ bankCode: bank.code, accountNumber: number.accountNumber, currency: input.currency }, existing);
  if (outcome !== 'VALID') return { ok: false, outcome };
  return { ok: true, accountNumber: number.accountNumber, bankCode: bank.code };
}

/** What adding `input` would answer, without saving anything (spec funds §7 bank-accounts/validate). */
export function validateNewBankAccount(userId: number, input: BankAccountInput, database: Db = db()): ValidateBankAccountResult {
  const checked = database.transaction((tx) => check(tx, userId, input));
  return checked.ok ? { ok: true, outcome: 'VALID' } : checked;
}

/**
 * Adds a PENDING account after every check; the first live account of its currency becomes the default.
 * Audited. Runs in the caller's transaction when given one (the registration's step 3).
 */
export function addBankAccount(userId: number, input: BankAccountInput, now = new Date(), database: Database = db()): AddBankAccountResult {
  const run = (tx: Database): AddBankAccountResult => {
    const checked = check(tx, userId, input);
    if (!checked.ok) return checked;
    const hasDefault =
      tx
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.currency, input.currency), eq(bankAccounts.isDefault, true)))
        .get() !== undefined;
    const { id } = tx
      .insert(bankAccounts)
      .values({
        userId,
        bankId: input.bankId,
        accountNumber: checked.accountNumber,
        // Kept as typed (trimmed, spaces collapsed): the operator compares it with the passbook.
        holderName: input.holderName.trim().replace(/\s+/g, ' '),
        currency: input.currency,
        status: 'PENDING',
        isDefault: !hasDefault,
        passbookDocumentId: input.passbookDocumentId ?? null,
        createdAt: now,
      })
      .returning({ id: bankAccounts.id })
      .get();
    audit(tx, now, userId, 'bank_account.added', id, { bankCode: checked.bankCode, currency: input.currency });
    return { ok: true, account: bankAccountFor(userId, id, tx)! };
  };
  return isDb(database) ? database.transaction(run, { behavior: 'immediate' }) : run(database);
}

/** The key of a passbook image the documents model refused (its namespace's messages). */
export const passbookRefusalKey = (reason: StoreKycDocumentRefusal): string => `kycDocuments:refusal.${reason}`;

/** Thrown inside the passbook's transaction when the account is refused there: both are rolled back. */
class AccountRefused extends Error {
  constructor(readonly result: Exclude<AddBankAccountResult, { ok: true }>) {
    super('bank account refused');
  }
}

/**
 * Adds an account with its passbook image (the form's and the API's optional buktiKepemilikanRekening,
 * spec funds §5): everything about the account is checked first, so a refused account stores no image;
 * then the image is checked by content and stored (models/kyc-documents.server.ts) and the account written
 * in the same transaction as the document's row, so neither exists without the other.
 */
export async function addBankAccountWithPassbook(
  userId: number,
  input: Omit<BankAccountInput, 'passbookDocumentId'>,
  passbook: Uint8Array | null,
  now = new Date(),
  database: Db = db(),
): Promise<AddBankAccountResult> {
  if (!passbook) return addBankAccount(userId, input, now, database);
  const checked = validateNewBankAccount(userId, input, database);
  if (!checked.ok) return checked;
  let added: BankAccount | null = null;
  try {
    const stored = await storeKycDocument(userId, 'PASSBOOK', passbook, now, database, {
      inTransaction: (tx, document) => {
        const result = addBankAccount(userId, { ...input, passbookDocumentId: document.id }, now, tx);
        if (!result.ok) throw new AccountRefused(result);
        added = result.account;
      },
    });
    if (!stored.ok) return { ok: false, fieldErrors: { passbookDocumentId: [passbookRefusalKey(stored.reason)] } };
  } catch (error) {
    // Another request added the same account between the check and the write.
    if (error instanceof AccountRefused) return error.result;
    throw error;
  }
  return { ok: true, account: added! };
}

/** What validate says of a passbook image it is given: null when it would be stored, else its message key. */
export async function passbookImageProblem(passbook: Uint8Array): Promise<string | null> {
  const image = await normalizeKycImage('PASSBOOK', passbook);
  return image.ok ? null : passbookRefusalKey(image.reason);
}

/** A Db opens its own transaction; a Tx (a transaction already) does not. */
function isDb(database: Database): database is Db {
  return '$client' in database;
}

/**
 * Deletes one of the user's accounts, unless it is the registration's (the KYC verified it) or the only
 * VERIFIED account of its currency (purchases and redemptions need one). The default passes to the oldest
 * other live account of the currency. Audited.
 */
export function deleteBankAccount(userId: number, id: number, now = new Date(), database: Db = db()): DeleteBankAccountResult {
  return database.transaction(
    (tx): DeleteBankAccountResult => {
      const account = bankAccountFor(userId, id, tx);
      if (!account) return { ok: false, reason: 'NOT_FOUND' };
      const accounts = listBankAccounts(userId, tx);
      const refusal = bankAccountDeletionRefusal(account, accounts);
      if (refusal) return { ok: false, reason: refusal };
      const others = accounts.filter((a) => a.id !== id && a.currency === account.currency);
      tx.delete(bankAccounts).where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId))).run();
      if (account.isDefault) {
        const next = others.filter((a) => a.status !== 'REJECTED').sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime())[0];
        if (next) tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, next.id)).run();
      }
      audit(tx, now, userId, 'bank_account.deleted', id, { bankCode: account.bank.code, currency: account.currency });
      return { ok: true };
    },
    { behavior: 'immediate' },
  );
}

/** A VERIFIED account is preferred as the next default. */
const rank = (a: BankAccount) => (a.status === 'VERIFIED' ? 0 : 1);

/** Makes a VERIFIED account the default of its currency (where proceeds go). Audited. */
export function setDefaultBankAccount(userId: number, id: number, now = new Date(), database: Db = db()): SetDefaultResult {
  return database.transaction(
    (tx): SetDefaultResult => {
      const account = bankAccountFor(userId, id, tx);
      if (!account) return { ok: false, reason: 'NOT_FOUND' };
      if (!mayBecomeDefault(account)) return { ok: false, reason: 'NOT_VERIFIED' };
      if (!account.isDefault) {
        tx.update(bankAccounts)
          .set({ isDefault: false })
          .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.currency, account.currency), ne(bankAccounts.id, id)))
          .run();
        tx.update(bankAccounts).set({ isDefault: true }).where(eq(bankAccounts.id, id)).run();
        audit(tx, now, userId, 'bank_account.default_set', id, { currency: account.currency });
      }
      return { ok: true, account: bankAccountFor(userId, id, tx)! };
    },
    { behavior: 'immediate' },
  );
}

function audit(tx: Database, at: Date, userId: number, action: string, accountId: number, details: Record<string, unknown>): void {
  tx.insert(auditLog).values({ at, actorUserId: userId, actorKind: 'user', action, entity: 'bank_account', entityId: String(accountId), details }).run();
}
