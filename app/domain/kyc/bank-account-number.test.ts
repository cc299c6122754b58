import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../seeds/reference-data';
import { BANK_ACCOUNT_NUMBER_LENGTHS, checkAccountNumber, maskAccountNumber, type AccountNumberCheck } from './bank-account-number';

describe('BANK_ACCOUNT_NUMBER_LENGTHS', () => {
  it('has a row for every bank of the reference data', () => {
    expect(Object.keys(BANK_ACCOUNT_NUMBER_LENGTHS).sort()).toEqual(BANKS.map((b) => b.code).sort());
  });

  it.each<[string, readonly number[]]>([
    ['BCA', [10]],
    ['BRI', [15]],
    ['BNI', [10]],
    ['MANDIRI', [13]],
    ['PERMATA', [10]],
    ['BSI', [10]],
    ['CIMB', [13, 14]],
    ['DANAMON', [10, 12]],
    ['BTN', [16]],
    ['OCBC', [12]],
    ['MAYBANK', [10]],
    ['PANIN', [10]],
    ['MEGA', [15]],
    ['JAGO', [12]],
  ])('%s issues %j digits (decision 047)', (code, lengths) => {
    expect(BANK_ACCOUNT_NUMBER_LENGTHS[code]).toEqual(lengths);
  });
});

const digits = (n: number) => '1234567890123456789012'.slice(0, n);

describe('checkAccountNumber', () => {
  it.each<[string, string, string, AccountNumberCheck]>([
    ['BCA 10 digits', 'BCA', '0123456789', { ok: true, accountNumber: '0123456789' }],
    ['BCA 9 digits', 'BCA', digits(9), { ok: false, problem: 'LENGTH', lengths: [10] }],
    ['BCA 11 digits', 'BCA', digits(11), { ok: false, problem: 'LENGTH', lengths: [10] }],
    ['BRI 15 digits', 'BRI', digits(15), { ok: true, accountNumber: digits(15) }],
    ['BRI 10 digits', 'BRI', digits(10), { ok: false, problem: 'LENGTH', lengths: [15] }],
    ['Mandiri 13 digits', 'MANDIRI', digits(13), { ok: true, accountNumber: digits(13) }],
    ['Mandiri 10 digits', 'MANDIRI', digits(10), { ok: false, problem: 'LENGTH', lengths: [13] }],
    ['CIMB 13 digits', 'CIMB', digits(13), { ok: true, accountNumber: digits(13) }],
    ['CIMB 14 digits', 'CIMB', digits(14), { ok: true, accountNumber: digits(14) }],
    ['CIMB 12 digits', 'CIMB', digits(12), { ok: false, problem: 'LENGTH', lengths: [13, 14] }],
    ['Danamon 12 digits', 'DANAMON', digits(12), { ok: true, accountNumber: digits(12) }],
    ['BTN 16 digits', 'BTN', digits(16), { ok: true, accountNumber: digits(16) }],
    ['spaces of a passbook are taken out', 'BCA', '0123 4567 89', { ok: true, accountNumber: '0123456789' }],
    ['dashes and dots are taken out', 'BCA', '012-345.6789', { ok: true, accountNumber: '0123456789' }],
    ['a letter', 'BCA', '012345678O', { ok: false, problem: 'DIGITS_ONLY', lengths: [10] }],
    ['a plus sign', 'BCA', '+123456789', { ok: false, problem: 'DIGITS_ONLY', lengths: [10] }],
    ['Arabic-Indic digits are not digits here', 'BCA', '٠١٢٣٤٥٦٧٨٩', { ok: false, problem: 'DIGITS_ONLY', lengths: [10] }],
    ['empty', 'BCA', '', { ok: false, problem: 'REQUIRED', lengths: [10] }],
    ['only spaces', 'BCA', '   ', { ok: false, problem: 'REQUIRED', lengths: [10] }],
    ['a bank without a row: 6 to 20 digits', 'NEWBANK', digits(8), { ok: true, accountNumber: digits(8) }],
    ['a bank without a row: 5 digits', 'NEWBANK', digits(5), { ok: false, problem: 'LENGTH', lengths: [] }],
    ['a bank without a row: 21 digits', 'NEWBANK', digits(21), { ok: false, problem: 'LENGTH', lengths: [] }],
    ['an inherited property is no bank', '__proto__', digits(10), { ok: true, accountNumber: digits(10) }],
  ])('%s', (_case, bank, input, expected) => {
    expect(checkAccountNumber(bank, input)).toEqual(expected);
  });
});

describe('maskAccountNumber', () => {
  it.each([
    ['0123456789', '•••• 6789'],
    ['123456789012345', '•••• 2345'],
  ])('%s → %s', (number, masked) => {
    expect(maskAccountNumber(number)).toBe(masked);
  });
});
