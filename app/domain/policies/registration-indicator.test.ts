import { describe, expect, it } from 'vitest';
import { KYC_KSEI_REJECTION_REASONS, KYC_STATUSES, type KycInternalRejectionReason, type KycKseiRejectionReason, type KycPage, type KycStatus } from '../enums';
import { KYC_INTERNAL_REJECTION_REASONS } from '../kyc/enums';
import {
  isFooterButtonShown,
  QUIZ_STEP_RESULT_THRESHOLD,
  REGISTRATION_ESTIMATE_MINUTES,
  registrationFormPath,
  registrationOutcome,
  registrationStatus,
  registrationSteps,
  REJECTION_SUB_STEPS,
  type RegistrationIndicatorInput,
  type RegistrationOutcome,
  type RegistrationStepState,
} from './registration-indicator';

const base: RegistrationIndicatorInput = {
  mutualFundKycStatus: null,
  isVerified: true,
  isEmailVerified: true,
  isUserHasStartedRegistration: false,
  mutualFundKycRejectionReason: null,
  mutualFundKseiRejectionReason: null,
  quizStep: 0,
  formVersion: 'second',
  lastPageFilled: null,
  hasPrefillData: false,
  hasClosedMutualFundSuccessRegistrationCard: false,
};
const withStatus = (status: KycStatus, over: Partial<RegistrationIndicatorInput> = {}): RegistrationIndicatorInput => ({
  ...base,
  isUserHasStartedRegistration: true,
  lastPageFilled: 'SIXTH_PAGE',
  mutualFundKycStatus: status,
  ...over,
});

describe('registration indicator steps (spec landing §4 "Three-step registration indicator")', () => {
  it.each<[string, RegistrationIndicatorInput, [RegistrationStepState, RegistrationStepState, RegistrationStepState]]>([
    ['not started', base, ['WAITING', 'WAITING', 'WAITING']],
    ['started, nothing sent', { ...base, isUserHasStartedRegistration: true }, ['DONE', 'WAITING', 'WAITING']],
    [
      'a status without the started flag still counts as started',
      { ...withStatus('pendingVerification'), isUserHasStartedRegistration: false },
      ['DONE', 'WAITING', 'WAITING'],
    ],
    ['pending', withStatus('pendingVerification'), ['DONE', 'WAITING', 'WAITING']],
    ['provider-verified', withStatus('verifiedByCelengan'), ['DONE', 'WAITING', 'WAITING']],
    ['exported to KSEI', withStatus('exportedToKsei'), ['DONE', 'WAITING', 'WAITING']],
    ['revision pending', withStatus('pendingVerificationAmend'), ['DONE', 'WAITING', 'WAITING']],
    ['complete, email verified', withStatus('verificationComplete'), ['DONE', 'DONE', 'DONE']],
    [
      'complete, email not verified',
      withStatus('verificationComplete', { isEmailVerified: false }),
      ['DONE', 'WAITING', 'WAITING'],
    ],
    // Decision 039: Selesai exactly when buying is open, so a complete status the provider has not verified waits.
    [
      'complete, email verified, identity not verified by the provider',
      withStatus('verificationComplete', { isVerified: false }),
      ['DONE', 'WAITING', 'WAITING'],
    ],
    ['rejected internal', withStatus('rejectedInternal'), ['DONE', 'REJECTED', 'WAITING']],
    ['rejected internal amend', withStatus('rejectedInternalAmend'), ['DONE', 'REJECTED', 'WAITING']],
    ['rejected KSEI', withStatus('rejectedKsei'), ['DONE', 'REJECTED', 'WAITING']],
    ['rejected KSEI host-to-host', withStatus('rejectedHth'), ['DONE', 'REJECTED', 'WAITING']],
    ['blacklisted internal', withStatus('blacklistedInternal'), ['DONE', 'REJECTED', 'WAITING']],
    ['blacklisted KSEI', withStatus('blacklistedKsei'), ['DONE', 'REJECTED', 'WAITING']],
  ])('%s', (_name, input, states) => {
    const steps = registrationSteps(input);
    expect(steps.map((s) => s.state)).toEqual(states);
    expect(steps.map((s) => [s.key, s.number])).toEqual([
      ['registrasi', 1],
      ['verifikasi', 2],
      ['selesai', 3],
    ]);
  });
});

describe('registration outcome by status (spec landing §4 "Outcome by status")', () => {
  it.each<[string, RegistrationIndicatorInput, RegistrationOutcome['kind']]>([
    ['blacklisted internal', withStatus('blacklistedInternal'), 'BLACKLISTED'],
    ['blacklisted KSEI', withStatus('blacklistedKsei'), 'BLACKLISTED'],
    [
      'blacklisted with an unverified email is still blacklisted',
      withStatus('blacklistedKsei', { isEmailVerified: false }),
      'BLACKLISTED',
    ],
    ['rejected internal', withStatus('rejectedInternal'), 'REJECTED'],
    ['rejected internal amend', withStatus('rejectedInternalAmend'), 'REJECTED'],
    ['rejected KSEI', withStatus('rejectedKsei'), 'REJECTED'],
    ['rejected host-to-host', withStatus('rejectedHth'), 'REJECTED'],
    [
      'rejected with an unverified email shows the revise button first',
      withStatus('rejectedInternal', { isEmailVerified: false }),
      'REJECTED',
    ],
    ['complete, email verified, card open', withStatus('verificationComplete'), 'SUCCESS_CARD'],
    [
      'complete, email verified, card closed',
      withStatus('verificationComplete', { hasClosedMutualFundSuccessRegistrationCard: true }),
      'NONE',
    ],
    ['complete, email not verified', withStatus('verificationComplete', { isEmailVerified: false }), 'VERIFY_EMAIL'],
    [
      'complete, email verified, identity not verified by the provider: in process, no success card',
      withStatus('verificationComplete', { isVerified: false }),
      'IN_PROCESS',
    ],
    ['pending, email not verified', withStatus('pendingVerification', { isEmailVerified: false }), 'VERIFY_EMAIL'],
    ['pending', withStatus('pendingVerification'), 'IN_PROCESS'],
    ['provider-verified', withStatus('verifiedByCelengan'), 'IN_PROCESS'],
    ['provider-verified amend', withStatus('verifiedByCelenganAmend'), 'IN_PROCESS'],
    ['amend pending', withStatus('pendingVerificationAmend'), 'IN_PROCESS'],
    ['exported to KSEI', withStatus('exportedToKsei'), 'IN_PROCESS'],
    ['revised amend', withStatus('revisedAmend'), 'IN_PROCESS'],
    ['not registered', base, 'NOT_REGISTERED'],
    [
      'not registered, email not verified: no status, so no verify-email card',
      { ...base, isEmailVerified: false },
      'NOT_REGISTERED',
    ],
  ])('%s → %s', (_name, input, kind) => {
    expect(registrationOutcome(input).kind).toBe(kind);
  });

  it('gives every KYC status an outcome', () => {
    for (const status of KYC_STATUSES) expect(registrationOutcome(withStatus(status)).kind).not.toBe('NOT_REGISTERED');
  });

  it('returns steps and outcome together', () => {
    const status = registrationStatus(withStatus('verificationComplete'));
    expect(status.outcome).toEqual({ kind: 'SUCCESS_CARD' });
    expect(status.steps[2].state).toBe('DONE');
  });
});

describe('revise button destination (spec landing §4 "Rejected", §2 registration sub-steps)', () => {
  const internal = (code: KycInternalRejectionReason) =>
    withStatus('rejectedInternal', { mutualFundKycRejectionReason: code });
  const ksei = (code: KycKseiRejectionReason) => withStatus('rejectedKsei', { mutualFundKseiRejectionReason: code });

  it.each<[string, RegistrationIndicatorInput, string, string | null]>([
    [
      'bank account name mismatch',
      internal('BANK_ACCOUNT_NAME_MISMATCH'),
      '/reksadana/registrasi/form/3',
      'bankAccountInfo',
    ],
    ['face mismatch', internal('FACE_MISMATCH'), '/reksadana/registrasi/form/5', 'selfieWithIdCard'],
    [
      'ID card vs civil registry',
      internal('ID_CARD_DUKCAPIL_MISMATCH'),
      '/reksadana/registrasi/form/4',
      'idCardPicture',
    ],
    ['ID card vs input', internal('ID_CARD_INPUT_MISMATCH'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    ['ID card unreadable', internal('ID_CARD_UNREADABLE'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    ['signature mismatch', internal('SIGNATURE_MISMATCH'), '/reksadana/registrasi/form/6', 'signature'],
    ['KSEI duplicate investor ID', ksei('DUPLICATE_INVESTOR_ID'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    [
      'KSEI possible duplicate',
      ksei('POSSIBLE_DUPLICATE_INVESTOR_ID'),
      '/reksadana/registrasi/form/4',
      'idCardPicture',
    ],
    ['KSEI birth date', ksei('BIRTH_DATE_MISMATCH'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    ['KSEI gender', ksei('GENDER_MISMATCH'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    ['KSEI name', ksei('NAME_MISMATCH'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    ['KSEI NIK not found', ksei('NIK_NOT_FOUND'), '/reksadana/registrasi/form/4', 'idCardPicture'],
    [
      'amend rejection uses the same mapping',
      withStatus('rejectedInternalAmend', { mutualFundKycRejectionReason: 'SIGNATURE_MISMATCH' }),
      '/reksadana/registrasi/form/6',
      'signature',
    ],
    ['no recorded reason: from the first step', withStatus('rejectedHth'), '/reksadana/registrasi/form/1', null],
    [
      'first form version: the KYC information page',
      { ...internal('FACE_MISMATCH'), formVersion: 'first' },
      '/reksadana/registrasi/informasi',
      null,
    ],
    [
      'first form version, KSEI: the KYC information page',
      { ...ksei('NAME_MISMATCH'), formVersion: 'first' },
      '/reksadana/registrasi/informasi',
      null,
    ],
  ])('%s → %s', (_name, input, href, subStep) => {
    const outcome = registrationOutcome(input);
    expect(outcome).toMatchObject({ kind: 'REJECTED', reviseHref: href, reviseSubStep: subStep });
  });

  it.each<[string, RegistrationIndicatorInput, unknown]>([
    [
      'internal status shows the internal reason',
      internal('FACE_MISMATCH'),
      { source: 'INTERNAL', code: 'FACE_MISMATCH' },
    ],
    ['KSEI status shows the KSEI reason', ksei('NAME_MISMATCH'), { source: 'KSEI', code: 'NAME_MISMATCH' }],
    [
      'KSEI status with both recorded prefers KSEI',
      withStatus('rejectedKsei', {
        mutualFundKycRejectionReason: 'FACE_MISMATCH',
        mutualFundKseiRejectionReason: 'GENDER_MISMATCH',
      }),
      { source: 'KSEI', code: 'GENDER_MISMATCH' },
    ],
    [
      'internal status with both recorded prefers internal',
      withStatus('rejectedInternal', {
        mutualFundKycRejectionReason: 'FACE_MISMATCH',
        mutualFundKseiRejectionReason: 'GENDER_MISMATCH',
      }),
      { source: 'INTERNAL', code: 'FACE_MISMATCH' },
    ],
    [
      'internal status with only a KSEI reason shows it',
      withStatus('rejectedInternal', { mutualFundKseiRejectionReason: 'NIK_NOT_FOUND' }),
      { source: 'KSEI', code: 'NIK_NOT_FOUND' },
    ],
    ['no reason', withStatus('rejectedKsei'), null],
  ])('%s', (_name, input, reason) => {
    expect(registrationOutcome(input)).toMatchObject({ kind: 'REJECTED', reason });
  });

  it('maps every rejection cause to a step', () => {
    for (const code of [...KYC_INTERNAL_REJECTION_REASONS, ...KYC_KSEI_REJECTION_REASONS])
      expect(REJECTION_SUB_STEPS[code]).toBeDefined();
  });
});

describe('finish-registration destination (spec landing §4 "Not registered")', () => {
  const notRegistered = (over: Partial<RegistrationIndicatorInput>) => ({ ...base, ...over });

  it.each<[string, Partial<RegistrationIndicatorInput>, string, string]>([
    ['no prefill, quiz not taken', { quizStep: 0 }, 'RISK_PROFILE_TEST', '/reksadana/profil-risiko'],
    [
      'no prefill, one below the threshold',
      { quizStep: QUIZ_STEP_RESULT_THRESHOLD - 1 },
      'RISK_PROFILE_TEST',
      '/reksadana/profil-risiko',
    ],
    [
      'no prefill, exactly at the threshold (not above)',
      { quizStep: QUIZ_STEP_RESULT_THRESHOLD },
      'RISK_PROFILE_TEST',
      '/reksadana/profil-risiko',
    ],
    [
      'no prefill, one above the threshold',
      { quizStep: QUIZ_STEP_RESULT_THRESHOLD + 1 },
      'RISK_PROFILE_RESULT',
      '/reksadana/profil-risiko/hasil',
    ],
    [
      'prefill, second version, nothing filled yet: step 1',
      { hasPrefillData: true, quizStep: 9 },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/1',
    ],
    [
      'prefill, second version, first page filled: step 2',
      { hasPrefillData: true, lastPageFilled: 'FIRST_PAGE' },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/2',
    ],
    [
      'prefill, second version, third page filled: step 4',
      { hasPrefillData: true, lastPageFilled: 'THIRD_PAGE' },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/4',
    ],
    [
      'prefill, ID card OCR page filled: step 5',
      { hasPrefillData: true, lastPageFilled: 'FOURTH_PAGE_OCR' },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/5',
    ],
    [
      'prefill, last page filled but not sent: stays on step 6',
      { hasPrefillData: true, lastPageFilled: 'SIXTH_PAGE' },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/6',
    ],
    [
      'pages filled without prefill data also resume',
      { lastPageFilled: 'SECOND_PAGE' },
      'REGISTRATION_FORM',
      '/reksadana/registrasi/form/3',
    ],
    [
      'prefill, first version: information page',
      { hasPrefillData: true, formVersion: 'first', lastPageFilled: 'THIRD_PAGE' },
      'KYC_INFORMATION',
      '/reksadana/registrasi/informasi',
    ],
    [
      'no prefill, first version: the quiz rule still applies',
      { formVersion: 'first', quizStep: QUIZ_STEP_RESULT_THRESHOLD + 1 },
      'RISK_PROFILE_RESULT',
      '/reksadana/profil-risiko/hasil',
    ],
  ])('%s → %s', (_name, over, destination, href) => {
    expect(registrationOutcome(notRegistered(over))).toEqual({
      kind: 'NOT_REGISTERED',
      estimateMinutes: REGISTRATION_ESTIMATE_MINUTES,
      destination,
      href,
    });
  });

  it('estimates 3 minutes (spec §9)', () => {
    expect(REGISTRATION_ESTIMATE_MINUTES).toBe(3);
  });
});

describe('registration form path', () => {
  it.each<[number, string]>([
    [1, '/reksadana/registrasi/form/1'],
    [6, '/reksadana/registrasi/form/6'],
    [0, '/reksadana/registrasi/form/1'],
    [7, '/reksadana/registrasi/form/6'],
  ])('step %i → %s', (step, path) => {
    expect(registrationFormPath(step)).toBe(path);
  });

  it.each<[KycPage]>([['FIRST_PAGE'], ['FIFTH_PAGE']])('resumes within the form from %s', (page) => {
    const outcome = registrationOutcome({ ...base, hasPrefillData: true, lastPageFilled: page });
    expect(outcome.kind === 'NOT_REGISTERED' && outcome.href).toMatch(/^\/reksadana\/registrasi\/form\/[1-6]$/);
  });
});

describe('footer button (spec landing §6: hidden for blacklisted statuses, as intended)', () => {
  // The condition as written in the source the spec describes, (status ≠ A) OR (status ≠ B): true for every status.
  const differs = (a: KycStatus | null, b: KycStatus) => a !== b;
  const asWritten = (status: KycStatus | null) =>
    differs(status, 'blacklistedInternal') || differs(status, 'blacklistedKsei');

  it.each<[KycStatus | null, boolean]>([
    [null, true],
    ...KYC_STATUSES.map((status): [KycStatus, boolean] => [
      status,
      status !== 'blacklistedInternal' && status !== 'blacklistedKsei',
    ]),
  ])('%s → shown %s', (status, shown) => {
    expect(isFooterButtonShown(status)).toBe(shown);
  });

  it('differs from the always-true condition exactly for the two blacklist statuses', () => {
    const differing = [null, ...KYC_STATUSES].filter((status) => asWritten(status) !== isFooterButtonShown(status));
    expect(differing).toEqual(['blacklistedInternal', 'blacklistedKsei']);
  });
});
