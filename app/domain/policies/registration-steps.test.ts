import { describe, expect, it } from 'vitest';
import type { KycPage, KycStatus } from '../enums';
import {
  advancedLastPage,
  EMPTY_REGISTRATION,
  failedPageAccess,
  firstUnfinishedStep,
  formStepAccess,
  identityReviewAccess,
  informationPageAccess,
  nextAfterStep,
  parseStepParam,
  registrationFieldStates,
  registrationPhase,
  requiredFields,
  reviseStep,
  sendCheck,
  startDestination,
  statusAfterSend,
  type RegistrationSnapshot,
  type RegistrationStepNumber,
  type RegistrationUserState,
} from './registration-steps';

// Friday 7 November 2025, 20:00 WIB.
const NOW = new Date('2025-11-07T13:00:00Z');

const user = (over: Partial<RegistrationUserState> = {}): RegistrationUserState => ({
  mutualFundKycStatus: null,
  formVersion: 'second',
  lastPageFilled: null,
  kycRejectionCount: 0,
  kycRejectionReason: null,
  kseiRejectionReason: null,
  ...over,
});

const COMPLETE: RegistrationSnapshot = {
  email: 'budi@contoh.id',
  nik: '3171012501900001',
  nameOnIdCard: 'BUDI SANTOSO',
  dateOfBirth: '1990-01-25',
  motherMaidenName: 'SITI AMINAH',
  education: 'S1',
  occupation: 'PRIVATE_EMPLOYEE',
  incomeBand: 'FROM_50M_TO_100M',
  incomeSource: 'SALARY',
  pepStatus: 'NO',
  pepPosition: null,
  pepRelationship: null,
  referralCode: null,
  bankAccount: { bankId: 1, accountNumber: '1234567890', holderName: 'BUDI SANTOSO', hasPassbook: true },
  hasIdCardDocument: true,
  hasSelfieDocument: true,
  hasSignatureDocument: true,
};

describe('registrationPhase', () => {
  it.each<[KycStatus | null, number, string]>([
    [null, 0, 'FILLING'],
    ['pendingVerification', 0, 'SENT'],
    ['verifiedByCelengan', 0, 'SENT'],
    ['exportedToKsei', 0, 'SENT'],
    ['revisedAmend', 1, 'SENT'],
    ['pendingVerificationAmend', 1, 'SENT'],
    ['verifiedByCelenganAmend', 1, 'SENT'],
    ['verificationComplete', 0, 'COMPLETE'],
    ['blacklistedInternal', 0, 'BLACKLISTED'],
    ['blacklistedKsei', 3, 'BLACKLISTED'],
    ['rejectedInternal', 1, 'REVISING'],
    ['rejectedInternalAmend', 2, 'REVISING'],
    ['rejectedKsei', 0, 'REVISING'],
    ['rejectedHth', 2, 'REVISING'],
    // spec §5 "KYC retry limit step count: 3"
    ['rejectedInternalAmend', 3, 'FAILED'],
    ['rejectedInternal', 4, 'FAILED'],
  ])('%s after %i rejections → %s', (status, count, phase) => {
    expect(registrationPhase({ mutualFundKycStatus: status, kycRejectionCount: count })).toBe(phase);
  });
});

describe('formStepAccess: never skip ahead, revisit what is saved', () => {
  it.each<[string, Partial<RegistrationUserState>, RegistrationStepNumber, ReturnType<typeof formStepAccess>]>([
    ['a new registration opens step 1', {}, 1, { kind: 'OPEN' }],
    ['a new registration cannot open step 2', {}, 2, { kind: 'REDIRECT', to: '/reksadana/registrasi/form/1' }],
    ['nor step 6', {}, 6, { kind: 'REDIRECT', to: '/reksadana/registrasi/form/1' }],
    ['after step 1, step 2 opens', { lastPageFilled: 'FIRST_PAGE' }, 2, { kind: 'OPEN' }],
    ['after step 1, step 1 reopens', { lastPageFilled: 'FIRST_PAGE' }, 1, { kind: 'OPEN' }],
    ['after step 1, step 5 goes to step 2', { lastPageFilled: 'FIRST_PAGE' }, 5, { kind: 'REDIRECT', to: '/reksadana/registrasi/form/2' }],
    ['after step 3, step 4 opens', { lastPageFilled: 'THIRD_PAGE' }, 4, { kind: 'OPEN' }],
    ['after step 3, step 2 reopens', { lastPageFilled: 'THIRD_PAGE' }, 2, { kind: 'OPEN' }],
    ['FOURTH_PAGE_OCR counts as step 4', { lastPageFilled: 'FOURTH_PAGE_OCR' }, 5, { kind: 'OPEN' }],
    ['FOURTH_PAGE_OCR, step 6 goes to 5', { lastPageFilled: 'FOURTH_PAGE_OCR' }, 6, { kind: 'REDIRECT', to: '/reksadana/registrasi/form/5' }],
    ['all six saved: any step opens', { lastPageFilled: 'SIXTH_PAGE' }, 6, { kind: 'OPEN' }],
    ['all six saved: step 1 opens', { lastPageFilled: 'SIXTH_PAGE' }, 1, { kind: 'OPEN' }],
    ['a revision opens the steps', { mutualFundKycStatus: 'rejectedInternal', kycRejectionCount: 1, lastPageFilled: 'SIXTH_PAGE' }, 5, { kind: 'OPEN' }],
    ['the first form version starts on the information page', { formVersion: 'first' }, 1, { kind: 'REDIRECT', to: '/reksadana/registrasi/informasi' }],
    [
      'a rejected first-version registration too',
      { formVersion: 'first', mutualFundKycStatus: 'rejectedKsei', lastPageFilled: 'SIXTH_PAGE' },
      4,
      { kind: 'REDIRECT', to: '/reksadana/registrasi/informasi' },
    ],
    ['sent: to the status card', { mutualFundKycStatus: 'pendingVerification', lastPageFilled: 'SIXTH_PAGE' }, 1, { kind: 'REDIRECT', to: '/reksadana#status-registrasi' }],
    ['revision sent: to the status card', { mutualFundKycStatus: 'revisedAmend', lastPageFilled: 'SIXTH_PAGE' }, 4, { kind: 'REDIRECT', to: '/reksadana#status-registrasi' }],
    ['complete: to the status card', { mutualFundKycStatus: 'verificationComplete' }, 1, { kind: 'REDIRECT', to: '/reksadana#status-registrasi' }],
    ['blacklisted: to the blocked-account page (decision 092)', { mutualFundKycStatus: 'blacklistedInternal' }, 1, { kind: 'REDIRECT', to: '/akun-terblokir' }],
    ['blacklisted by KSEI: to the blocked-account page', { mutualFundKycStatus: 'blacklistedKsei' }, 1, { kind: 'REDIRECT', to: '/akun-terblokir' }],
    ['three rejections: the failure page', { mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionCount: 3 }, 1, { kind: 'REDIRECT', to: '/reksadana/registrasi/gagal' }],
  ])('%s', (_name, over, step, access) => {
    expect(formStepAccess(user(over), step)).toEqual(access);
  });
});

describe('the other registration pages', () => {
  it.each<[string, Partial<RegistrationUserState>, string, string, string]>([
    // [name, user, information, identity review, failure page]
    ['new', {}, 'OPEN', '/reksadana/registrasi/form/1', '/reksadana#status-registrasi'],
    ['five steps saved', { lastPageFilled: 'FIFTH_PAGE' }, 'OPEN', '/reksadana/registrasi/form/6', '/reksadana#status-registrasi'],
    ['six steps saved', { lastPageFilled: 'SIXTH_PAGE' }, 'OPEN', 'OPEN', '/reksadana#status-registrasi'],
    ['first form version, six saved', { formVersion: 'first', lastPageFilled: 'SIXTH_PAGE' }, 'OPEN', '/reksadana/registrasi/informasi', '/reksadana#status-registrasi'],
    ['revising', { mutualFundKycStatus: 'rejectedInternal', kycRejectionCount: 2, lastPageFilled: 'SIXTH_PAGE' }, 'OPEN', 'OPEN', '/reksadana#status-registrasi'],
    ['sent', { mutualFundKycStatus: 'pendingVerification', lastPageFilled: 'SIXTH_PAGE' }, '/reksadana#status-registrasi', '/reksadana#status-registrasi', '/reksadana#status-registrasi'],
    ['failed', { mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionCount: 3, lastPageFilled: 'SIXTH_PAGE' }, '/reksadana/registrasi/gagal', '/reksadana/registrasi/gagal', 'OPEN'],
  ])('%s', (_name, over, information, review, failed) => {
    const shown = (access: ReturnType<typeof informationPageAccess>) => (access.kind === 'OPEN' ? 'OPEN' : access.to);
    expect(shown(informationPageAccess(user(over)))).toBe(information);
    expect(shown(identityReviewAccess(user(over)))).toBe(review);
    expect(shown(failedPageAccess(user(over)))).toBe(failed);
  });
});

describe('steps saved', () => {
  it.each<[KycPage | null, RegistrationStepNumber, KycPage]>([
    [null, 1, 'FIRST_PAGE'],
    ['FIRST_PAGE', 2, 'SECOND_PAGE'],
    // a revisited step keeps the later ones
    ['FOURTH_PAGE', 2, 'FOURTH_PAGE'],
    ['FOURTH_PAGE_OCR', 4, 'FOURTH_PAGE_OCR'],
    ['FOURTH_PAGE_OCR', 5, 'FIFTH_PAGE'],
    ['SIXTH_PAGE', 1, 'SIXTH_PAGE'],
  ])('last page %s, step %i saved → %s', (last, step, after) => {
    expect(advancedLastPage(last, step)).toBe(after);
  });

  it.each<[KycPage | null, RegistrationStepNumber]>([
    [null, 1],
    ['FIRST_PAGE', 2],
    ['FIFTH_PAGE', 6],
    ['SIXTH_PAGE', 6],
  ])('first unfinished after %s: %i', (last, step) => {
    expect(firstUnfinishedStep(last)).toBe(step);
  });

  it.each<[RegistrationStepNumber, KycPage | null, string]>([
    [1, 'FIRST_PAGE', '/reksadana/registrasi/form/2'],
    [5, 'FIFTH_PAGE', '/reksadana/registrasi/form/6'],
    [6, 'SIXTH_PAGE', '/reksadana/registrasi/identitas'],
    // a step revisited from the review goes back to it
    [2, 'SIXTH_PAGE', '/reksadana/registrasi/identitas'],
    [2, 'FOURTH_PAGE', '/reksadana/registrasi/form/3'],
  ])('after saving step %i (last page %s) → %s', (step, last, next) => {
    expect(nextAfterStep(step, last)).toBe(next);
  });
});

describe('parseStepParam', () => {
  it.each([
    ['1', { step: 1, canonical: true }],
    ['6', { step: 6, canonical: true }],
    ['email', { step: 1, canonical: false }],
    ['bankAccountInfo', { step: 3, canonical: false }],
    ['idCardPicture', { step: 4, canonical: false }],
    ['selfieWithIdCard', { step: 5, canonical: false }],
    ['signature', { step: 6, canonical: false }],
    ['0', null],
    ['7', null],
    ['01', null],
    ['1.5', null],
    ['constructor', null],
    ['__proto__', null],
    ['toString', null],
    ['', null],
    [undefined, null],
  ])('%s → %o', (param, parsed) => {
    expect(parseStepParam(param)).toEqual(parsed);
  });
});

describe('reviseStep and startDestination (decision 011 table)', () => {
  it.each<[Partial<RegistrationUserState>, RegistrationStepNumber]>([
    [{ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'BANK_ACCOUNT_NAME_MISMATCH' }, 3],
    [{ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'FACE_MISMATCH' }, 5],
    [{ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'SIGNATURE_MISMATCH' }, 6],
    [{ mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'ID_CARD_UNREADABLE' }, 4],
    [{ mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionReason: 'ID_CARD_INPUT_MISMATCH' }, 4],
    [{ mutualFundKycStatus: 'rejectedKsei', kseiRejectionReason: 'NAME_MISMATCH' }, 4],
    // a KSEI status reads the KSEI reason first
    [{ mutualFundKycStatus: 'rejectedKsei', kycRejectionReason: 'FACE_MISMATCH', kseiRejectionReason: 'NIK_NOT_FOUND' }, 4],
    [{ mutualFundKycStatus: 'rejectedInternal' }, 1],
  ])('%o → step %i', (over, step) => {
    expect(reviseStep(user(over))).toBe(step);
    expect(startDestination(user({ ...over, kycRejectionCount: 1, lastPageFilled: 'SIXTH_PAGE' }))).toBe(`/reksadana/registrasi/form/${step}`);
  });

  it.each<[KycPage | null, string]>([
    [null, '/reksadana/registrasi/form/1'],
    ['THIRD_PAGE', '/reksadana/registrasi/form/4'],
    ['SIXTH_PAGE', '/reksadana/registrasi/identitas'],
  ])('a first registration with %s saved starts at %s', (last, destination) => {
    expect(startDestination(user({ lastPageFilled: last }))).toBe(destination);
  });
});

describe('registrationFieldStates (spec §4.5)', () => {
  it('an empty registration: every field NOT_FILLED', () => {
    const states = registrationFieldStates(EMPTY_REGISTRATION, NOW);
    expect(new Set(Object.values(states))).toEqual(new Set(['NOT_FILLED']));
    // the 17 keys of spec §5 and the three PEP answers
    expect(Object.keys(states)).toHaveLength(20);
  });

  it('a complete registration: every required field VALID, the optional ones NOT_FILLED', () => {
    const states = registrationFieldStates(COMPLETE, NOW);
    const required = requiredFields(COMPLETE);
    for (const [field, state] of Object.entries(states)) expect(state, field).toBe(required.has(field as never) ? 'VALID' : 'NOT_FILLED');
  });

  it.each<[string, Partial<RegistrationSnapshot>, Record<string, string>]>([
    ['a NIK that disagrees with the date of birth', { dateOfBirth: '1990-01-26' }, { nik: 'NOT_VALID', tanggalLahir: 'VALID' }],
    ['a NIK of no province', { nik: '3771012501900001' }, { nik: 'NOT_VALID' }],
    // the date is at fault, not the NIK
    ['a date of birth under 17', { dateOfBirth: '2009-01-25', nik: '3171012501090001' }, { nik: 'VALID', tanggalLahir: 'NOT_VALID' }],
    ['a name with digits', { nameOnIdCard: 'BUDI 2' }, { namaSesuaiKTP: 'NOT_VALID' }],
    ['an occupation not of the 12', { occupation: 'ASTRONAUT' }, { pekerjaanSaatIni: 'NOT_VALID' }],
    ['an empty string is not filled', { motherMaidenName: '  ' }, { namaGadisIbuKandung: 'NOT_FILLED' }],
    ['a referral code', { referralCode: 'BUDI1234' }, { kodeReferral: 'VALID' }],
    ['a malformed referral code', { referralCode: 'bu' }, { kodeReferral: 'NOT_VALID' }],
    ['a PEP without a position', { pepStatus: 'SELF' }, { pepStatus: 'VALID', pepPosition: 'NOT_FILLED', pepRelationship: 'NOT_FILLED' }],
    ['a PEP with a position', { pepStatus: 'SELF', pepPosition: 'MINISTER' }, { pepPosition: 'VALID' }],
    ['a PEP with an unknown position', { pepStatus: 'SELF', pepPosition: 'KING' }, { pepPosition: 'NOT_VALID' }],
    ['related with a relationship', { pepStatus: 'RELATED', pepPosition: 'JUDGE', pepRelationship: 'SPOUSE' }, { pepPosition: 'VALID', pepRelationship: 'VALID' }],
    ['a bank account without a passbook', { bankAccount: { bankId: 1, accountNumber: '1234567890', holderName: 'BUDI', hasPassbook: false } }, { namaBank: 'VALID', buktiKepemilikanRekening: 'NOT_FILLED' }],
    ['no signature', { hasSignatureDocument: false }, { tandaTangan: 'NOT_FILLED' }],
    ['a holder with a title, the same person', { bankAccount: { bankId: 1, accountNumber: '1234567890', holderName: 'BPK BUDI SANTOSO', hasPassbook: true } }, { namaPemilikRekeningBank: 'VALID' }],
    ['a name on the ID card changed after step 3', { nameOnIdCard: 'ANDI WIJAYA' }, { namaPemilikRekeningBank: 'NOT_VALID', namaSesuaiKTP: 'VALID' }],
  ])('%s', (_name, over, expected) => {
    expect(registrationFieldStates({ ...COMPLETE, ...over }, NOW)).toMatchObject(expected);
  });
});

describe('sendCheck', () => {
  const sixSaved = user({ lastPageFilled: 'SIXTH_PAGE' });

  it.each<[string, RegistrationUserState, Partial<RegistrationSnapshot>, ReturnType<typeof sendCheck>]>([
    ['complete: may be sent', sixSaved, {}, { ok: true }],
    ['a revision: may be sent', user({ mutualFundKycStatus: 'rejectedInternal', kycRejectionCount: 1, lastPageFilled: 'SIXTH_PAGE' }), {}, { ok: true }],
    ['a referral code is optional, a PEP position needed', sixSaved, { pepStatus: 'RELATED', pepPosition: 'MINISTER' }, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 2, incompleteSteps: [2] }],
    ['five steps saved', user({ lastPageFilled: 'FIFTH_PAGE' }), {}, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 6, incompleteSteps: [6] }],
    ['nothing saved', user(), EMPTY_REGISTRATION, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 1, incompleteSteps: [1, 2, 3, 4, 5, 6] }],
    ['all saved, a document gone', sixSaved, { hasSelfieDocument: false }, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 5, incompleteSteps: [5] }],
    ['all saved, the holder no longer the name on the ID card', sixSaved, { nameOnIdCard: 'ANDI WIJAYA' }, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 3, incompleteSteps: [3] }],
    ['all saved, the passbook missing', sixSaved, { bankAccount: { bankId: 1, accountNumber: '123456', holderName: 'X', hasPassbook: false } }, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 3, incompleteSteps: [3] }],
    ['a malformed optional referral code blocks', sixSaved, { referralCode: 'x' }, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 2, incompleteSteps: [2] }],
    ['the first form version', user({ formVersion: 'first', lastPageFilled: 'SIXTH_PAGE' }), {}, { ok: false, reason: 'INCOMPLETE', firstIncompleteStep: 1, incompleteSteps: [1, 2, 3, 4, 5, 6] }],
    ['already sent', user({ mutualFundKycStatus: 'pendingVerification', lastPageFilled: 'SIXTH_PAGE' }), {}, { ok: false, reason: 'NOT_EDITABLE', phase: 'SENT' }],
    ['failed', user({ mutualFundKycStatus: 'rejectedInternalAmend', kycRejectionCount: 3, lastPageFilled: 'SIXTH_PAGE' }), {}, { ok: false, reason: 'NOT_EDITABLE', phase: 'FAILED' }],
  ])('%s', (_name, who, over, expected) => {
    expect(sendCheck(who, { ...COMPLETE, ...over }, NOW)).toEqual(expected);
  });

  it('moves a first registration to pendingVerification and a revision to revisedAmend', () => {
    expect(statusAfterSend('FILLING')).toBe('pendingVerification');
    expect(statusAfterSend('REVISING')).toBe('revisedAmend');
  });
});
