import { describe, expect, it } from 'vitest';
import type { BankAccountValidationOutcome } from './enums';
import {
  bankAccountDeletionRefusal,
  mayBecomeDefault,
  MAX_BANK_ACCOUNTS_PER_CURRENCY,
  simulatedBankAnswer,
  validateBankAccount,
  type BankAccountDeletionRefusal,
  type ExistingBankAccount,
} from './bank-validation';

describe('simulatedBankAnswer (decision 047)', () => {
  it.each<[string, BankAccountValidationOutcome]>([
    ['0123456789', 'VALID'],
    ['0123459991', 'ACCOUNT_NUMBER_REJECTED'],
    ['0123459992', 'NOT_FOUND'],
    ['0123459993', 'BLACKLISTED'],
    ['0123459994', 'BLOCKED'],
    ['0123459995', 'VALID'],
    ['123456789019992', 'NOT_FOUND'],
    ['0123499910', 'VALID'],
  ])('%s → %s', (number, outcome) => {
    expect(simulatedBankAnswer(number)).toBe(outcome);
  });
});

const account = (over: Partial<ExistingBankAccount> = {}): ExistingBankAccount => ({
  bankCode: 'BCA',
  accountNumber: '1111111111',
  currency: 'IDR',
  status: 'VERIFIED',
  ...over,
});
const idr = { bankCode: 'BCA', accountNumber: '0123456789', currency: 'IDR' } as const;

describe('validateBankAccount', () => {
  it('allows 3 live accounts per currency (decision 048)', () => {
    expect(MAX_BANK_ACCOUNTS_PER_CURRENCY).toBe(3);
  });

  it.each<[string, Parameters<typeof validateBankAccount>[0], ExistingBankAccount[], BankAccountValidationOutcome]>([
    ['a first account', idr, [], 'VALID'],
    ['the same number at the same bank', idr, [account({ accountNumber: '0123456789' })], 'ACCOUNT_NUMBER_EXISTS'],
    ['the same number in another currency', idr, [account({ accountNumber: '0123456789', currency: 'USD' })], 'ACCOUNT_NUMBER_EXISTS'],
    ['the same number, rejected before', idr, [account({ accountNumber: '0123456789', status: 'REJECTED' })], 'ACCOUNT_NUMBER_EXISTS'],
    ['the same number at another bank', idr, [account({ bankCode: 'BNI', accountNumber: '0123456789' })], 'VALID'],
    ['2 live IDR accounts', idr, [account(), account({ accountNumber: '2222222222', status: 'PENDING' })], 'VALID'],
    [
      '3 live IDR accounts',
      idr,
      [account(), account({ accountNumber: '2222222222', status: 'PENDING' }), account({ accountNumber: '3333333333' })],
      'LIMIT_REACHED',
    ],
    [
      '3 IDR accounts, one rejected',
      idr,
      [account(), account({ accountNumber: '2222222222', status: 'REJECTED' }), account({ accountNumber: '3333333333' })],
      'VALID',
    ],
    [
      '3 USD accounts do not limit IDR',
      idr,
      [account({ currency: 'USD' }), account({ accountNumber: '2222222222', currency: 'USD' }), account({ accountNumber: '3333333333', currency: 'USD' })],
      'VALID',
    ],
    [
      'exists reads before the limit',
      idr,
      [account({ accountNumber: '0123456789' }), account({ accountNumber: '2222222222' }), account({ accountNumber: '3333333333' })],
      'ACCOUNT_NUMBER_EXISTS',
    ],
    ['the limit reads before the bank', { ...idr, accountNumber: '0123459993' }, [account(), account({ accountNumber: '2' }), account({ accountNumber: '3' })], 'LIMIT_REACHED'],
    ['the bank blocks it', { ...idr, accountNumber: '0123459994' }, [], 'BLOCKED'],
  ])('%s', (_case, candidate, existing, expected) => {
    expect(validateBankAccount(candidate, existing)).toBe(expected);
  });
});

describe('bankAccountDeletionRefusal', () => {
  const row = (id: number, over: Partial<{ currency: 'IDR' | 'USD'; status: 'PENDING' | 'VERIFIED' | 'REJECTED'; isRegistrationAccount: boolean }> = {}) => ({
    id,
    currency: 'IDR' as const,
    status: 'VERIFIED' as const,
    isRegistrationAccount: false,
    ...over,
  });
  it.each<[string, ReturnType<typeof row>, ReturnType<typeof row>[], BankAccountDeletionRefusal | null]>([
    ['a pending account', row(1, { status: 'PENDING' }), [], null],
    ['a rejected account', row(1, { status: 'REJECTED' }), [], null],
    ['the only verified IDR account', row(1), [row(1), row(2, { status: 'PENDING' })], 'ONLY_VERIFIED'],
    ['a verified IDR account beside another', row(1), [row(1), row(2)], null],
    ['a verified IDR account beside a verified USD one', row(1), [row(1), row(2, { currency: 'USD' })], 'ONLY_VERIFIED'],
    ['the registration’s, even pending', row(1, { status: 'PENDING', isRegistrationAccount: true }), [], 'REGISTRATION_ACCOUNT'],
    ['the registration’s, beside another verified', row(1, { isRegistrationAccount: true }), [row(1), row(2)], 'REGISTRATION_ACCOUNT'],
  ])('%s', (_case, account, accounts, expected) => {
    expect(bankAccountDeletionRefusal(account, accounts)).toBe(expected);
  });
});

describe('mayBecomeDefault', () => {
  it.each([
    ['VERIFIED', true],
    ['PENDING', false],
    ['REJECTED', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(mayBecomeDefault({ status })).toBe(expected);
  });
});
