// Validating a bank account (issue 14 item 3; spec funds §5 "Bank account validation payload", §8
// "Account-number validation outcomes: Account Number Exists, Account Number Rejected, Limit Reached, Not
// Found, Blacklisted, Blocked"; decisions 047 and 048). Two parts, both pure:
//
// - our own checks, on what the investor already has: the same bank and number again is
//   ACCOUNT_NUMBER_EXISTS; more than MAX_BANK_ACCOUNTS_PER_CURRENCY live accounts of one currency is
//   LIMIT_REACHED;
// - the bank's answer. No bank is called in the demo: a local service answers by the account number's
//   last four digits (SIMULATED_BANK_ANSWERS), so that tests and a person trying the demo can meet every
//   outcome on purpose, and any other number is an open account.
import type { BankAccountStatus, Currency } from '../enums';
import type { BankAccountValidationOutcome } from './enums';

/**
 * Live (pending or verified) accounts an investor may hold per currency (decision 048). A rejected
 * account does not count; deleting one frees its place.
 */
export const MAX_BANK_ACCOUNTS_PER_CURRENCY = 3;

/**
 * The simulated bank's answers (decision 047), by the number's last four digits. 9991..9994 are
 * unlikely endings of a real number (1 in 2,500 for the four together) and easy to type on purpose.
 */
export const SIMULATED_BANK_ANSWERS: Readonly<Record<string, Exclude<BankAccountValidationOutcome, 'VALID' | 'ACCOUNT_NUMBER_EXISTS' | 'LIMIT_REACHED'>>> = {
  '9991': 'ACCOUNT_NUMBER_REJECTED',
  '9992': 'NOT_FOUND',
  '9993': 'BLACKLISTED',
  '9994': 'BLOCKED',
};

/** What the simulated bank says of a number: an open account (VALID) unless its ending says otherwise. */
export function simulatedBankAnswer(accountNumber: string): BankAccountValidationOutcome {
  return SIMULATED_BANK_ANSWERS[accountNumber.slice(-4)] ?? 'VALID';
}

export interface ExistingBankAccount {
  bankCode: string;
  accountNumber: string;
  currency: Currency;
  status: BankAccountStatus;
}

export interface BankAccountCandidate {
  bankCode: string;
  /** Already checked for its bank's shape (bank-account-number.ts). */
  accountNumber: string;
  currency: Currency;
}

/**
 * The outcome of adding `candidate` next to `existing` (the investor's accounts): ours first (the
 * investor can act on them without the bank), then the bank's.
 */
export function validateBankAccount(candidate: BankAccountCandidate, existing: readonly ExistingBankAccount[]): BankAccountValidationOutcome {
  // One account is one number at one bank, whatever currency it was entered in.
  if (existing.some((a) => a.bankCode === candidate.bankCode && a.accountNumber === candidate.accountNumber)) return 'ACCOUNT_NUMBER_EXISTS';
  const live = existing.filter((a) => a.currency === candidate.currency && a.status !== 'REJECTED').length;
  if (live >= MAX_BANK_ACCOUNTS_PER_CURRENCY) return 'LIMIT_REACHED';
  return simulatedBankAnswer(candidate.accountNumber);
}

export type BankAccountDeletionRefusal = 'REGISTRATION_ACCOUNT' | 'ONLY_VERIFIED';

/**
 * Whether an account may be deleted (decision 048): not the registration's (the identity was verified
 * with it), not the only VERIFIED account of its currency (purchases need one, proceeds go there). A
 * pending or rejected account always may. Null when it may.
 */
export function bankAccountDeletionRefusal(
  account: { id: number; currency: Currency; status: BankAccountStatus; isRegistrationAccount: boolean },
  accounts: ReadonlyArray<{ id: number; currency: Currency; status: BankAccountStatus }>,
): BankAccountDeletionRefusal | null {
  if (account.isRegistrationAccount) return 'REGISTRATION_ACCOUNT';
  if (account.status !== 'VERIFIED') return null;
  const anotherVerified = accounts.some((a) => a.id !== account.id && a.currency === account.currency && a.status === 'VERIFIED');
  return anotherVerified ? null : 'ONLY_VERIFIED';
}

/**
 * Whether an account may become the default of its currency, where proceeds go (decision 048): only a VERIFIED
 * one. The model refuses the others (NOT_VERIFIED); the list offers the choice for those that are not yet it.
 */
export function mayBecomeDefault(account: { status: BankAccountStatus }): boolean {
  return account.status === 'VERIFIED';
}
