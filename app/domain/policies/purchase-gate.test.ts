import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycStatus } from '../enums';
import { landingPopup, type LandingPopupInput } from './landing-popups';
import { registrationSteps, type RegistrationIndicatorInput } from './registration-indicator';
import {
  canResumeRegistration,
  EDD_PATH,
  purchaseChoice,
  purchaseEligibility,
  purchaseGate,
  type PurchaseChoice,
  type PurchaseEligibility,
  type PurchaseEligibilityInput,
  type PurchaseGate,
  type PurchaseGateInput,
  type PurchaseGateUser,
  type PurchasePortfolio,
  type PurchaseTargetRef,
} from './purchase-gate';

const verified: PurchaseGateUser = {
  mutualFundKycStatus: 'verificationComplete',
  isVerified: true,
  isEmailVerified: true,
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
    // Decision 039: the email too (the indicator's Selesai, email@ of the demo).
    [
      'complete and verified, email not verified',
      { user: { ...verified, isEmailVerified: false } },
      { kind: 'BUY_PREVENTION', reason: 'EMAIL_NOT_VERIFIED' },
    ],
    [
      'complete, neither verified nor email verified: in process first',
      { user: { ...verified, isVerified: false, isEmailVerified: false } },
      { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' },
    ],
    [
      'email not verified, high risk without EDD: EDD first',
      { user: { ...highRisk, isEmailVerified: false } },
      { kind: 'NEED_EDD', href: EDD_PATH },
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

  it('agrees with the indicator and the popups for every status (decision 039): Selesai, "you can buy now" and buying go together', () => {
    const booleans = [false, true];
    for (const status of [null, ...KYC_STATUSES])
      for (const isVerified of booleans)
        for (const isEmailVerified of booleans) {
          const user = { ...verified, mutualFundKycStatus: status, isVerified, isEmailVerified };
          const allowed = purchaseEligibility({ ...base, user }).kind === 'ALLOWED';
          const indicator: RegistrationIndicatorInput = {
            mutualFundKycStatus: status,
            isVerified,
            isEmailVerified,
            isUserHasStartedRegistration: true,
            mutualFundKycRejectionReason: null,
            mutualFundKseiRejectionReason: null,
            quizStep: 0,
            formVersion: 'second',
            lastPageFilled: null,
            hasPrefillData: false,
            hasClosedMutualFundSuccessRegistrationCard: false,
          };
          const popups: LandingPopupInput = {
            mutualFundKycStatus: status,
            isVerified,
            isEmailVerified,
            formVersion: 'second',
            hasPin: true,
            createPinPostponed: false,
            orderCount: 0,
            nonDefaultPortfolioCount: 0,
            hasClosedMutualFundSuccessRegistrationPopup: true,
            hasClosedMutualFundSuccessRevisionPopup: true,
            hasClosedMutualFundSuccessVerificationPopup: false,
            hasClosedMutualFundFinancialGoalsPopup: false,
            flags: { financialGoals: true },
          };
          const label = `${status} verified=${isVerified} email=${isEmailVerified}`;
          expect(registrationSteps(indicator)[2].state === 'DONE', label).toBe(allowed);
          expect(registrationSteps(indicator)[1].state === 'DONE', label).toBe(allowed);
          expect(landingPopup(popups)?.kind === 'SUCCESS_VERIFICATION', label).toBe(allowed);
        }
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

describe('purchase choice: the portfolio a buy link goes into (spec landing §4 "the portfolio is chosen")', () => {
  const pf = (id: number, over: Partial<PurchasePortfolio> = {}): PurchasePortfolio => ({
    id,
    isDefault: false,
    roboCermat: false,
    ...over,
  });
  const plainDefault = pf(1, { isDefault: true });
  const robo = pf(2, { roboCermat: true });
  const otherRobo = pf(3, { roboCermat: true });
  const roboDefault = pf(4, { isDefault: true, roboCermat: true });
  const goal = pf(5);

  it.each<[string, PurchaseTargetRef, PurchasePortfolio[], PurchaseChoice<PurchasePortfolio> | null]>([
    // Robo model: the default robo portfolio, else the first robo portfolio, else none yet.
    [
      'robo: the default robo portfolio, though another robo portfolio comes first',
      { kind: 'ROBO' },
      [robo, roboDefault, goal],
      { request: { flow: 'ROBO', portfolioId: 4 }, portfolio: roboDefault, defaultPortfolio: roboDefault },
    ],
    [
      'robo: no default robo portfolio, the first robo portfolio',
      { kind: 'ROBO' },
      [plainDefault, robo, otherRobo],
      { request: { flow: 'ROBO', portfolioId: 2 }, portfolio: robo, defaultPortfolio: plainDefault },
    ],
    [
      'robo: no robo portfolio yet, none (the purchase makes it)',
      { kind: 'ROBO' },
      [plainDefault, goal],
      { request: { flow: 'ROBO', portfolioId: null }, portfolio: null, defaultPortfolio: plainDefault },
    ],
    [
      'robo: no portfolio at all',
      { kind: 'ROBO' },
      [],
      { request: { flow: 'ROBO', portfolioId: null }, portfolio: null, defaultPortfolio: null },
    ],
    // A fund: a self-buy into the default portfolio.
    [
      'fund: self-buy into the default portfolio',
      { kind: 'FUND', mutualFundId: 42 },
      [goal, plainDefault],
      {
        request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null },
        portfolio: plainDefault,
        defaultPortfolio: plainDefault,
      },
    ],
    [
      'fund: the default portfolio even when it is a robo one',
      { kind: 'FUND', mutualFundId: 42 },
      [roboDefault, goal],
      {
        request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null },
        portfolio: roboDefault,
        defaultPortfolio: roboDefault,
      },
    ],
    [
      'fund: no portfolio yet',
      { kind: 'FUND', mutualFundId: 42 },
      [],
      { request: { flow: 'SELF_BUY', mutualFundId: 42, portfolioId: null }, portfolio: null, defaultPortfolio: null },
    ],
    // A portfolio card's top-up (spec funds §2.4 step 13).
    [
      'top-up of a self-managed portfolio: a top-up',
      { kind: 'PORTFOLIO', portfolioId: 5 },
      [plainDefault, goal],
      { request: { flow: 'TOP_UP', portfolioId: 5 }, portfolio: goal, defaultPortfolio: plainDefault },
    ],
    [
      'top-up of the default (self-managed) portfolio: a top-up',
      { kind: 'PORTFOLIO', portfolioId: 1 },
      [plainDefault, goal],
      { request: { flow: 'TOP_UP', portfolioId: 1 }, portfolio: plainDefault, defaultPortfolio: plainDefault },
    ],
    [
      'top-up of a robo portfolio: the robo flow for that portfolio',
      { kind: 'PORTFOLIO', portfolioId: 3 },
      [plainDefault, robo, otherRobo],
      { request: { flow: 'ROBO', portfolioId: 3 }, portfolio: otherRobo, defaultPortfolio: plainDefault },
    ],
    [
      "top-up of a portfolio not among the user's (someone else's, or closed)",
      { kind: 'PORTFOLIO', portfolioId: 99 },
      [plainDefault, goal],
      null,
    ],
    ['top-up without any portfolio', { kind: 'PORTFOLIO', portfolioId: 1 }, [], null],
  ])('%s', (_name, target, owned, choice) => {
    expect(purchaseChoice(target, owned)).toEqual(choice);
  });

  it("hands back the caller's own portfolio rows", () => {
    const named = { ...goal, name: 'Dana darurat' };
    expect(purchaseChoice({ kind: 'PORTFOLIO', portfolioId: 5 }, [named])?.portfolio).toBe(named);
  });
});

describe('the buy-prevention popup offers to go on registering', () => {
  it.each([
    ['NOT_REGISTERED', true],
    ['REJECTED', true],
    ['EMAIL_NOT_VERIFIED', true],
    ['IN_PROCESS', false],
    ['BLACKLISTED', false],
  ] as const)('%s → %s', (reason, offered) => {
    expect(canResumeRegistration(reason)).toBe(offered);
  });
});
