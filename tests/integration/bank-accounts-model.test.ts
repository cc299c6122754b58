// The bank-account model against this file's copy of the seeded database (issue 14 item 3; decisions
// 047, 048): every outcome of spec funds §8 (the simulated bank by the number's ending, our own
// "exists" and "limit reached"), the number's length per bank, the holder's name against the KYC name,
// PENDING until verified, hasIDRBankAccount / hasUSDBankAccount on VERIFIED accounts only, another user's
// account unreachable, and the delete and default rules.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import {
  addBankAccount,
  bankAccountFor,
  deleteBankAccount,
  findBankByCode,
  hasIDRBankAccount,
  hasUSDBankAccount,
  kycName,
  listBankAccounts,
  listBanks,
  setDefaultBankAccount,
  validateNewBankAccount,
  verifiedAccountCurrencies,
} from '~/models/bank-accounts.server';

const NOW = new Date('2026-03-02T03:00:00Z');
const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const bankId = (code: string) => findBankByCode(code)!.id;

let baru: number;
let investor: number;
let bca: number;

beforeAll(() => {
  baru = userId('baru@celengan.test');
  investor = userId('investor@celengan.test');
  bca = bankId('BCA');
});

const input = (over: Partial<Parameters<typeof addBankAccount>[1]> = {}) => ({
  bankId: bca,
  accountNumber: '0123456789',
  holderName: 'BAYU PRATAMA',
  currency: 'IDR' as const,
  ...over,
});

describe('banks', () => {
  it('lists every bank by name, with its code', () => {
    const banks = listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(14);
    expect(banks.map((b) => b.name)).toEqual([...banks.map((b) => b.name)].sort());
    expect(findBankByCode('MANDIRI')?.name).toBe('Bank Mandiri');
    expect(findBankByCode('NOPE')).toBeNull();
  });
});

describe('addBankAccount', () => {
  it('adds a PENDING account, the default of its currency, audited; it does not count as verified', () => {
    const result = addBankAccount(baru, input({ accountNumber: '1000 0000 01' }), NOW);
    expect(result).toMatchObject({
      ok: true,
      account: { bank: { code: 'BCA' }, accountNumber: '1000000001', holderName: 'BAYU PRATAMA', currency: 'IDR', status: 'PENDING', isDefault: true },
    });
    if (!result.ok) throw new Error('not added');
    expect(hasIDRBankAccount(baru)).toBe(false);
    const audit = db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'bank_account'), eq(schema.auditLog.entityId, String(result.account.id))))
      .all();
    expect(audit).toMatchObject([{ action: 'bank_account.added', actorKind: 'user', actorUserId: baru, at: NOW, details: { bankCode: 'BCA', currency: 'IDR' } }]);
    // A second IDR account is not the default.
    const second = addBankAccount(baru, input({ bankId: bankId('BRI'), accountNumber: '123456789012345' }), NOW);
    expect(second).toMatchObject({ ok: true, account: { isDefault: false, status: 'PENDING' } });
  });

  it.each([
    ['0123459991', 'ACCOUNT_NUMBER_REJECTED'],
    ['0123459992', 'NOT_FOUND'],
    ['0123459993', 'BLACKLISTED'],
    ['0123459994', 'BLOCKED'],
  ])('answers the simulated bank: %s is %s, nothing written', (accountNumber, outcome) => {
    const before = listBankAccounts(baru).length;
    expect(addBankAccount(baru, input({ accountNumber }), NOW)).toEqual({ ok: false, outcome });
    expect(listBankAccounts(baru)).toHaveLength(before);
  });

  it('answers ACCOUNT_NUMBER_EXISTS for a number the investor already has at that bank', () => {
    addBankAccount(baru, input({ accountNumber: '2000000002' }), NOW);
    expect(addBankAccount(baru, input({ accountNumber: '2000000002' }), NOW)).toEqual({ ok: false, outcome: 'ACCOUNT_NUMBER_EXISTS' });
    expect(addBankAccount(baru, input({ accountNumber: '2000000002', currency: 'USD' }), NOW)).toEqual({ ok: false, outcome: 'ACCOUNT_NUMBER_EXISTS' });
  });

  it('answers LIMIT_REACHED past 3 live accounts of a currency, and USD still has room', () => {
    // baru has 3 IDR accounts from the tests above.
    expect(listBankAccounts(baru).filter((a) => a.currency === 'IDR')).toHaveLength(3);
    expect(addBankAccount(baru, input({ accountNumber: '3000000003' }), NOW)).toEqual({ ok: false, outcome: 'LIMIT_REACHED' });
    expect(addBankAccount(baru, input({ accountNumber: '3000000003', currency: 'USD' }), NOW)).toMatchObject({ ok: true, account: { currency: 'USD', isDefault: true } });
  });

  it.each([
    ['BCA with 9 digits', 'BCA', '012345678', 'bankAccounts:errors.accountNumberLength?length=10'],
    ['BRI with 10 digits', 'BRI', '0123456789', 'bankAccounts:errors.accountNumberLength?length=15'],
    ['Mandiri with 10 digits', 'MANDIRI', '0123456789', 'bankAccounts:errors.accountNumberLength?length=13'],
    ['CIMB with 12 digits', 'CIMB', '012345678901', 'bankAccounts:errors.accountNumberLengthEither?first=13&second=14'],
    ['a letter', 'BCA', '01234567a9', 'validation:numeric'],
  ])('refuses %s with a field error', (_case, code, accountNumber, key) => {
    expect(addBankAccount(baru, input({ bankId: bankId(code), accountNumber, currency: 'USD' }), NOW)).toEqual({ ok: false, fieldErrors: { accountNumber: [key] } });
  });

  it('refuses an unknown bank and a passbook that is not the investor’s', () => {
    expect(addBankAccount(baru, input({ bankId: 99_999 }), NOW)).toEqual({ ok: false, fieldErrors: { bankId: ['bankAccounts:errors.bankUnknown'] } });
    expect(addBankAccount(baru, input({ passbookDocumentId: 99_999 }), NOW)).toEqual({
      ok: false,
      fieldErrors: { passbookDocumentId: ['bankAccounts:errors.passbookUnknown'] },
    });
  });

  it('refuses a holder name that is not the KYC name, and takes one with a title and other case', () => {
    expect(addBankAccount(baru, input({ holderName: 'BAYU PRATAMA PUTRA', currency: 'USD' }), NOW)).toEqual({
      ok: false,
      fieldErrors: { holderName: ['bankAccounts:errors.nameMismatch'] },
    });
    expect(addBankAccount(baru, input({ holderName: '  ', currency: 'USD' }), NOW)).toEqual({ ok: false, fieldErrors: { holderName: ['validation:required'] } });
    expect(validateNewBankAccount(baru, input({ holderName: 'Sdr. bayu   pratama', accountNumber: '4000000004', currency: 'USD' }))).toEqual({ ok: true, outcome: 'VALID' });
  });

  it('matches the name on the ID card once the registration has one', () => {
    const lanjut = userId('lanjut@celengan.test');
    db().insert(schema.kycRegistrations).values({ userId: lanjut, nameOnIdCard: 'LINA MARLINA SARI' }).onConflictDoUpdate({ target: schema.kycRegistrations.userId, set: { nameOnIdCard: 'LINA MARLINA SARI' } }).run();
    expect(kycName(lanjut)).toBe('LINA MARLINA SARI');
    expect(validateNewBankAccount(lanjut, input({ holderName: 'LINA MARLINA' }))).toEqual({ ok: false, fieldErrors: { holderName: ['bankAccounts:errors.nameMismatch'] } });
    expect(validateNewBankAccount(lanjut, input({ holderName: 'IBU LINA MARLINA SARI' }))).toEqual({ ok: true, outcome: 'VALID' });
  });

  it('validates without writing anything', () => {
    const before = listBankAccounts(baru).length;
    expect(validateNewBankAccount(baru, input({ accountNumber: '5000000005', currency: 'USD' }))).toEqual({ ok: true, outcome: 'VALID' });
    expect(validateNewBankAccount(baru, input({ accountNumber: '5000009993', currency: 'USD' }))).toEqual({ ok: false, outcome: 'BLACKLISTED' });
    expect(listBankAccounts(baru)).toHaveLength(before);
  });
});

describe('reading accounts', () => {
  it('hasIDRBankAccount and hasUSDBankAccount follow VERIFIED accounts', () => {
    expect(verifiedAccountCurrencies(investor)).toEqual(['IDR', 'USD']);
    expect(hasIDRBankAccount(investor)).toBe(true);
    expect(hasUSDBankAccount(investor)).toBe(true);
    expect(hasIDRBankAccount(userId('menunggu@celengan.test'))).toBe(false);
    expect(hasUSDBankAccount(userId('edd@celengan.test'))).toBe(false);
  });

  it('lists IDR first, the default first; another user’s account is null like a missing one', () => {
    const accounts = listBankAccounts(investor);
    expect(accounts.map((a) => a.currency)).toEqual(['IDR', 'USD']);
    const own = accounts[0]!;
    expect(bankAccountFor(investor, own.id)).toEqual(own);
    expect(bankAccountFor(baru, own.id)).toBeNull();
    expect(bankAccountFor(investor, 99_999)).toBeNull();
  });
});

describe('deleteBankAccount and setDefaultBankAccount', () => {
  it('refuses to delete the only VERIFIED account of a currency, and another user’s', () => {
    const usd = listBankAccounts(investor).find((a) => a.currency === 'USD')!;
    expect(deleteBankAccount(investor, usd.id, NOW)).toEqual({ ok: false, reason: 'ONLY_VERIFIED' });
    expect(deleteBankAccount(baru, usd.id, NOW)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    expect(bankAccountFor(investor, usd.id)).not.toBeNull();
  });

  it('refuses to delete the registration’s account', () => {
    const menunggu = userId('menunggu@celengan.test');
    const account = listBankAccounts(menunggu)[0]!;
    db().insert(schema.kycRegistrations).values({ userId: menunggu, bankAccountId: account.id }).onConflictDoUpdate({ target: schema.kycRegistrations.userId, set: { bankAccountId: account.id } }).run();
    expect(bankAccountFor(menunggu, account.id)?.isRegistrationAccount).toBe(true);
    expect(deleteBankAccount(menunggu, account.id, NOW)).toEqual({ ok: false, reason: 'REGISTRATION_ACCOUNT' });
  });

  it('deletes a pending account and passes the default on; the default must be VERIFIED', () => {
    const ids = listBankAccounts(baru).filter((a) => a.currency === 'IDR');
    const theDefault = ids.find((a) => a.isDefault)!;
    expect(setDefaultBankAccount(baru, ids.find((a) => !a.isDefault)!.id, NOW)).toEqual({ ok: false, reason: 'NOT_VERIFIED' });
    expect(deleteBankAccount(baru, theDefault.id, NOW)).toEqual({ ok: true });
    expect(bankAccountFor(baru, theDefault.id)).toBeNull();
    expect(listBankAccounts(baru).filter((a) => a.currency === 'IDR' && a.isDefault)).toHaveLength(1);
    // A place is free again.
    expect(addBankAccount(baru, input({ accountNumber: '6000000006' }), NOW)).toMatchObject({ ok: true });
  });

  it('makes a second verified account the default and keeps one default per currency', () => {
    const added = addBankAccount(investor, input({ holderName: 'RINA WULANDARI', accountNumber: '7000000007' }), NOW);
    if (!added.ok) throw new Error('not added');
    db().update(schema.bankAccounts).set({ status: 'VERIFIED' }).where(eq(schema.bankAccounts.id, added.account.id)).run();
    expect(setDefaultBankAccount(investor, added.account.id, NOW)).toMatchObject({ ok: true, account: { id: added.account.id, isDefault: true } });
    const idr = listBankAccounts(investor).filter((a) => a.currency === 'IDR');
    expect(idr.filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.account.id]);
    expect(idr[0]!.id).toBe(added.account.id);
    // The older verified IDR account is the registration's (the seed's, decision 048): it stays. The newer one,
    // no longer the only verified account, may go, and the default passes back.
    const older = idr.find((a) => a.id !== added.account.id)!;
    expect(older.isRegistrationAccount).toBe(true);
    expect(deleteBankAccount(investor, older.id, NOW)).toEqual({ ok: false, reason: 'REGISTRATION_ACCOUNT' });
    expect(deleteBankAccount(investor, added.account.id, NOW)).toEqual({ ok: true });
    expect(listBankAccounts(investor).filter((a) => a.currency === 'IDR' && a.isDefault).map((a) => a.id)).toEqual([older.id]);
  });
});
