import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycStatus } from '../enums';
import {
  canResumeRegistration,
  EDD_PATH,
  purchaseEligibility,
  purchaseGate,
  type PurchaseEligibility,
  type PurchaseEligibilityInput,
  type PurchaseGate,
  type PurchaseGateInput,
  type PurchaseGateUser,
} from './purchase-gate';

const verified: PurchaseGateUser = {
  mutualFundKycStatus: 'verificationComplete',
  isVerified: true,
  kycRisk: 'low',
  hasFilledEdd: false,
};
const highRisk: PurchaseGateUser = { ...verified, kycRisk: 'high' };
const withStatus = (status: KycStatus | null, over: Partial<PurchaseGateUser> = {}): PurchaseGateUser => ({
  ...verified,
  mutualFundKycStatus: status,
  isVerified: false,
  ...over,
});
const base: PurchaseEligibilityInput = { user: verified, flags: { eddCheck: true }, currentPath: '/reksadana' };

describe('purchase eligibility (spec landing §4 "Purchase gate", §5 gating rules)', () => {
  it.each<[string, Partial<PurchaseEligibilityInput>, PurchaseEligibility]>([
    ['visitor', { user: null }, { kind: 'SIGN_UP', href: '/mulai-investasi?target=%2Freksadana' }],
    // §5 EDD: the check on, kycRisk high, EDD not filled
    ['high risk without EDD', { user: highRisk }, { kind: 'NEED_EDD', href: EDD_PATH }],
    ['high risk with EDD filled', { user: { ...highRisk, hasFilledEdd: true } }, { kind: 'ALLOWED' }],
    ['high risk without EDD, EDD check off', { user: highRisk, flags: { eddCheck: false } }, { kind: 'ALLOWED' }],
    ['low risk without EDD', { user: verified }, { kind: 'ALLOWED' }],
    [
      'EDD comes first, before the KYC status (spec order)',
      { user: withStatus('pendingVerification', { kycRisk: 'high' }) },
      { kind: 'NEED_EDD', href: EDD_PATH },
    ],
    [
      'EDD check off: an unverified high-risk user gets buy prevention',
      { user: withStatus('pendingVerification', { kycRisk: 'high' }), flags: { eddCheck: false } },
      { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    ],
    // §5 "Buying is blocked unless KYC is complete and the user is verified."
    ['complete and verified', {}, { kind: 'ALLOWED' }],
    [
      'complete but not verified',
      { user: { ...verified, isVerified: false } },
      { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    ],
    [
      'verified flag but status pending',
      { user: withStatus('pendingVerification', { isVerified: true }) },
      { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    ],
    ['not registered', { user: withStatus(null) }, { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' }],
    ['pending', { user: withStatus('pendingVerification') }, { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' }],
    ['exported to KSEI', { user: withStatus('exportedToKsei') }, { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' }],
    [
      'revision pending',
      { user: withStatus('pendingVerificationAmend') },
      { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    ],
    ['rejected internal', { user: withStatus('rejectedInternal') }, { kind: 'BUY_PREVENTION', reason: 'REJECTED' }],
    ['rejected KSEI', { user: withStatus('rejectedKsei') }, { kind: 'BUY_PREVENTION', reason: 'REJECTED' }],
    [
      'blacklisted internal',
      { user: withStatus('blacklistedInternal') },
      { kind: 'BUY_PREVENTION', reason: 'BLACKLISTED' },
    ],
    [
      'blacklisted KSEI, even if once verified',
      { user: withStatus('blacklistedKsei', { isVerified: true }) },
      { kind: 'BUY_PREVENTION', reason: 'BLACKLISTED' },
    ],
  ])('%s', (_name, over, eligibility) => {
    expect(purchaseEligibility({ ...base, ...over })).toEqual(eligibility);
  });

  it('allows only verificationComplete with isVerified among all statuses', () => {
    const allowed = KYC_STATUSES.filter(
      (status) => purchaseEligibility({ ...base, user: withStatus(status, { isVerified: true }) }).kind === 'ALLOWED',
    );
    expect(allowed).toEqual(['verificationComplete']);
  });

  it('keeps the page to come back to', () => {
    expect(purchaseEligibility({ ...base, user: null, currentPath: '/reksadana?tab=saham' })).toEqual({
      kind: 'SIGN_UP',
      href: '/mulai-investasi?target=%2Freksadana%3Ftab%3Dsaham',
    });
  });
});

describe('purchase gate, robo and self-buy (spec landing §4 "Purchase gate")', () => {
  const gate = (over: Partial<PurchaseGateInput>) =>
    purchaseGate({ ...base, request: { flow: 'ROBO', portfolioId: 7 }, defaultPortfolioId: 1, ...over });

  it.each<[string, Partial<PurchaseGateInput>, PurchaseGate]>([
    ['robo, verified: opens for the robo portfolio', {}, { kind: 'OPEN_PURCHASE', flow: 'ROBO', portfolioId: 7 }],
    [
      'robo, verified, no robo portfolio yet: opens, the purchase makes one',
      { request: { flow: 'ROBO', portfolioId: null } },
      { kind: 'OPEN_PURCHASE', flow: 'ROBO', portfolioId: null },
    ],
    [
      'top-up from a portfolio card, verified: opens for that portfolio',
      { request: { flow: 'TOP_UP', portfolioId: 5 } },
      { kind: 'OPEN_PURCHASE', flow: 'TOP_UP', portfolioId: 5 },
    ],
    [
      'top-up, high KYC risk without EDD: the need-EDD popup',
      { user: highRisk, request: { flow: 'TOP_UP', portfolioId: 5 } },
      { kind: 'NEED_EDD', href: EDD_PATH },
    ],
    [
      'self-buy into a chosen portfolio',
      { request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: 3 } },
      { kind: 'OPEN_PURCHASE', flow: 'SELF_BUY', mutualFundId: 42, portfolioId: 3 },
    ],
    [
      'self-buy without a portfolio: the default one',
      { request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null } },
      { kind: 'OPEN_PURCHASE', flow: 'SELF_BUY', mutualFundId: 42, portfolioId: 1 },
    ],
    [
      'self-buy, no portfolio at all yet',
      { request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null }, defaultPortfolioId: null },
      { kind: 'OPEN_PURCHASE', flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null },
    ],
    ['robo, high risk without EDD', { user: highRisk }, { kind: 'NEED_EDD', href: EDD_PATH }],
    [
      'self-buy, high risk without EDD',
      { user: highRisk, request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: 3 } },
      { kind: 'NEED_EDD', href: EDD_PATH },
    ],
    ['robo, unverified', { user: withStatus('pendingVerification') }, { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' }],
    [
      'self-buy, unverified',
      { user: withStatus(null), request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: 3 } },
      { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' },
    ],
    ['robo, visitor', { user: null }, { kind: 'SIGN_UP', href: '/mulai-investasi?target=%2Freksadana' }],
  ])('%s', (_name, over, result) => {
    expect(gate(over)).toEqual(result);
  });
});

describe('the buy-prevention popup offers to go on registering', () => {
  it.each([
    ['NOT_REGISTERED', true],
    ['REJECTED', true],
    ['IN_PROCESS', false],
    ['BLACKLISTED', false],
  ] as const)('%s → %s', (reason, offered) => {
    expect(canResumeRegistration(reason)).toBe(offered);
  });
});
