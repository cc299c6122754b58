import { describe, expect, it } from 'vitest';
import { KYC_STATUSES, type KycStatus } from '../enums';
import {
  CREATE_PIN_PATH,
  landingCards,
  landingPopup,
  popupOnLoad,
  type LandingCards,
  type LandingCardsInput,
  type LandingPopup,
  type LandingPopupInput,
} from './landing-popups';

/** A verified, complete investor who has closed every popup and has a PIN: nothing opens. */
const settled: LandingPopupInput = {
  mutualFundKycStatus: 'verificationComplete',
  isVerified: true,
  isEmailVerified: true,
  formVersion: 'second',
  hasPin: true,
  createPinPostponed: false,
  orderCount: 3,
  nonDefaultPortfolioCount: 1,
  hasClosedMutualFundSuccessRegistrationPopup: true,
  hasClosedMutualFundSuccessRevisionPopup: true,
  hasClosedMutualFundSuccessVerificationPopup: true,
  hasClosedMutualFundFinancialGoalsPopup: true,
  flags: { financialGoals: true },
};
/** Just verified: the verification popup not closed yet, no PIN, no orders. */
const justVerified: LandingPopupInput = {
  ...settled,
  hasPin: false,
  orderCount: 0,
  nonDefaultPortfolioCount: 0,
  hasClosedMutualFundSuccessVerificationPopup: false,
  hasClosedMutualFundFinancialGoalsPopup: false,
};
/** Verified, popup closed, PIN created, nothing bought yet: the goals popup is due. */
const goalsDue: LandingPopupInput = {
  ...justVerified,
  hasPin: true,
  hasClosedMutualFundSuccessVerificationPopup: true,
};
const submitted = (status: KycStatus, over: Partial<LandingPopupInput> = {}): LandingPopupInput => ({
  ...settled,
  mutualFundKycStatus: status,
  isVerified: false,
  hasPin: false,
  hasClosedMutualFundSuccessRegistrationPopup: false,
  hasClosedMutualFundSuccessRevisionPopup: false,
  hasClosedMutualFundSuccessVerificationPopup: false,
  ...over,
});

describe('landing popup (spec landing §4 "Landing popup rules for logged-in users")', () => {
  it.each<[string, LandingPopupInput, LandingPopup | null]>([
    ['everything closed', settled, null],
    // Registration-success popup: not closed and status in the submitted group
    ['pending, registration popup open', submitted('pendingVerification'), { kind: 'SUCCESS_REGISTRATION' }],
    ['provider-verified, registration popup open', submitted('verifiedByCelengan'), { kind: 'SUCCESS_REGISTRATION' }],
    ['exported to KSEI, registration popup open', submitted('exportedToKsei'), { kind: 'SUCCESS_REGISTRATION' }],
    [
      'pending, registration popup closed',
      submitted('pendingVerification', { hasClosedMutualFundSuccessRegistrationPopup: true }),
      null,
    ],
    ['not registered: no registration popup', submitted('pendingVerification', { mutualFundKycStatus: null }), null],
    ['rejected: no registration popup', submitted('rejectedInternal'), null],
    ['blacklisted: no popup at all', submitted('blacklistedInternal'), null],
    // Revision popup: form version and status in their groups, registration popup closed, revision popup open
    [
      'revised, registration popup closed',
      submitted('revisedAmend', { hasClosedMutualFundSuccessRegistrationPopup: true }),
      { kind: 'SUCCESS_REVISION' },
    ],
    [
      'amend pending, registration popup closed',
      submitted('pendingVerificationAmend', { hasClosedMutualFundSuccessRegistrationPopup: true }),
      { kind: 'SUCCESS_REVISION' },
    ],
    [
      'amend provider-verified, registration popup closed',
      submitted('verifiedByCelenganAmend', { hasClosedMutualFundSuccessRegistrationPopup: true }),
      { kind: 'SUCCESS_REVISION' },
    ],
    ['revised, registration popup not closed', submitted('revisedAmend'), null],
    [
      'revised, revision popup closed',
      submitted('revisedAmend', {
        hasClosedMutualFundSuccessRegistrationPopup: true,
        hasClosedMutualFundSuccessRevisionPopup: true,
      }),
      null,
    ],
    [
      'revised, first form version',
      submitted('revisedAmend', { hasClosedMutualFundSuccessRegistrationPopup: true, formVersion: 'first' }),
      null,
    ],
    [
      'pending (not a revision status), registration popup closed',
      submitted('pendingVerification', { hasClosedMutualFundSuccessRegistrationPopup: true }),
      null,
    ],
    // Success-verification popup: not closed, verificationComplete and verified
    [
      'just verified, has a PIN',
      { ...justVerified, hasPin: true },
      { kind: 'SUCCESS_VERIFICATION', withCreatePin: false },
    ],
    [
      'just verified, no PIN, financial goals on: combined with create PIN',
      justVerified,
      { kind: 'SUCCESS_VERIFICATION', withCreatePin: true },
    ],
    [
      'just verified, no PIN, financial goals off: verification alone',
      { ...justVerified, flags: { financialGoals: false } },
      { kind: 'SUCCESS_VERIFICATION', withCreatePin: false },
    ],
    ['complete but not verified by us: no verification popup', { ...justVerified, isVerified: false }, null],
    // Decision 039: the popup says the investor can buy now, which waits for the email.
    ['verified, email not verified: no verification popup yet', { ...justVerified, isEmailVerified: false }, null],
    [
      'verified but status not complete: no verification popup',
      { ...justVerified, mutualFundKycStatus: 'exportedToKsei', hasClosedMutualFundSuccessRegistrationPopup: true },
      null,
    ],
    // Create-PIN popup: no PIN, verification popup closed, verified and complete
    [
      'verification popup closed, no PIN',
      { ...justVerified, hasClosedMutualFundSuccessVerificationPopup: true },
      { kind: 'CREATE_PIN', href: CREATE_PIN_PATH },
    ],
    [
      'verification popup closed, no PIN, financial goals off',
      { ...justVerified, hasClosedMutualFundSuccessVerificationPopup: true, flags: { financialGoals: false } },
      { kind: 'CREATE_PIN', href: CREATE_PIN_PATH },
    ],
    [
      'verification popup closed, has a PIN: no create-PIN',
      { ...settled, hasClosedMutualFundFinancialGoalsPopup: true },
      null,
    ],
    [
      'no PIN, verification popup closed, but not verified: no create-PIN',
      { ...justVerified, hasClosedMutualFundSuccessVerificationPopup: true, isVerified: false },
      null,
    ],
    [
      'no PIN, verification popup closed, email not verified: no create-PIN',
      { ...justVerified, hasClosedMutualFundSuccessVerificationPopup: true, isEmailVerified: false },
      null,
    ],
    // Decision 040: "later" on the create-PIN popup keeps it away for CREATE_PIN_POSTPONE_DAYS.
    [
      'verification popup closed, no PIN, create-PIN postponed',
      { ...justVerified, hasClosedMutualFundSuccessVerificationPopup: true, createPinPostponed: true },
      null,
    ],
    [
      'postponing create-PIN does not hold back the verification popup',
      { ...justVerified, createPinPostponed: true },
      { kind: 'SUCCESS_VERIFICATION', withCreatePin: true },
    ],
    // Financial-goals popup: verification popup closed, goals open, PIN, zero orders, zero non-default portfolios
    ['goals due', goalsDue, { kind: 'FINANCIAL_GOALS' }],
    ['goals due, flag off', { ...goalsDue, flags: { financialGoals: false } }, null],
    ['goals popup closed', { ...goalsDue, hasClosedMutualFundFinancialGoalsPopup: true }, null],
    ['goals: one order', { ...goalsDue, orderCount: 1 }, null],
    ['goals: one non-default portfolio', { ...goalsDue, nonDefaultPortfolioCount: 1 }, null],
    [
      'goals: no PIN gives create-PIN instead',
      { ...goalsDue, hasPin: false },
      { kind: 'CREATE_PIN', href: CREATE_PIN_PATH },
    ],
    // Decision 039: the goals popup invites a first purchase, so only someone who may buy sees it (the spec's
    // rule has no status condition; a verification popup closed earlier does not stand for "may buy now").
    [
      'goals: closed verification popup, status since changed',
      { ...goalsDue, mutualFundKycStatus: 'revisedAmend', isVerified: false },
      null,
    ],
    ['goals: email not verified', { ...goalsDue, isEmailVerified: false }, null],
    [
      'goals: verification popup not closed gives the verification popup first',
      { ...goalsDue, hasClosedMutualFundSuccessVerificationPopup: false },
      { kind: 'SUCCESS_VERIFICATION', withCreatePin: false },
    ],
    // §2 popups after a contact change (decision 055): shown once the event left them, before any other
    ['phone verified by a code', { ...settled, contactUpdatePopup: 'PHONE_VERIFIED' }, { kind: 'PHONE_VERIFIED' }],
    ['back office changed the email', { ...settled, contactUpdatePopup: 'PROFILE_UPDATED_EMAIL' }, { kind: 'PROFILE_UPDATED', field: 'EMAIL' }],
    ['back office changed the phone', { ...settled, contactUpdatePopup: 'PROFILE_UPDATED_PHONE' }, { kind: 'PROFILE_UPDATED', field: 'PHONE' }],
    ['no contact change waiting', { ...settled, contactUpdatePopup: null }, null],
    ['a contact popup comes before the verification popup', { ...justVerified, contactUpdatePopup: 'PHONE_VERIFIED' }, { kind: 'PHONE_VERIFIED' }],
    ['a contact popup comes before the registration popup', submitted('pendingVerification', { contactUpdatePopup: 'PHONE_VERIFIED' }), { kind: 'PHONE_VERIFIED' }],
    ['a not registered investor gets the contact popup too', submitted('pendingVerification', { mutualFundKycStatus: null, contactUpdatePopup: 'PROFILE_UPDATED_PHONE' }), { kind: 'PROFILE_UPDATED', field: 'PHONE' }],
    ['a blacklisted investor gets the contact popup too', submitted('blacklistedInternal', { contactUpdatePopup: 'PHONE_VERIFIED' }), { kind: 'PHONE_VERIFIED' }],
  ])('%s', (_name, input, popup) => {
    expect(landingPopup(input)).toEqual(popup);
  });

  it('gives the verification, create-PIN and goals popups only to users who may buy (complete, verified, email verified)', () => {
    const booleans = [false, true];
    for (const status of [null, ...KYC_STATUSES])
      for (const isVerified of booleans)
        for (const isEmailVerified of booleans)
          for (const hasPin of booleans)
            for (const closedRegistration of booleans)
              for (const closedVerification of booleans) {
                const popup = landingPopup({
                  ...justVerified,
                  mutualFundKycStatus: status,
                  isVerified,
                  isEmailVerified,
                  hasPin,
                  hasClosedMutualFundSuccessRegistrationPopup: closedRegistration,
                  hasClosedMutualFundSuccessVerificationPopup: closedVerification,
                });
                if (popup && ['SUCCESS_VERIFICATION', 'CREATE_PIN', 'FINANCIAL_GOALS'].includes(popup.kind)) {
                  expect([status, isVerified, isEmailVerified]).toEqual(['verificationComplete', true, true]);
                }
              }
  });
});

describe('landing cards (spec landing §4: success card, financial-goals card, portfolio carousel)', () => {
  /** Verified and complete, nothing invested, no custom portfolio, not an offline customer. */
  const fresh: LandingCardsInput = {
    mutualFundKycStatus: 'verificationComplete',
    isVerified: true,
    isEmailVerified: true,
    hasClosedMutualFundSuccessRegistrationCard: false,
    hasInvestment: false,
    nonDefaultPortfolioCount: 0,
    salesCode: null,
    flags: { financialGoals: true, addPortfolioForOfflineUsers: false },
  };

  it.each<[string, Partial<LandingCardsInput>, LandingCards]>([
    [
      'fresh verified investor',
      {},
      { successRegistrationCard: true, financialGoalsCard: true, portfolioCarousel: false },
    ],
    // Success-registration card: complete with a verified email, shown unless closed
    [
      'success card closed',
      { hasClosedMutualFundSuccessRegistrationCard: true },
      { successRegistrationCard: false, financialGoalsCard: true, portfolioCarousel: false },
    ],
    [
      'email not verified: no success card, no goals card (decision 039)',
      { isEmailVerified: false },
      { successRegistrationCard: false, financialGoalsCard: false, portfolioCarousel: false },
    ],
    [
      'pending: no success card, no goals card',
      { mutualFundKycStatus: 'pendingVerification', isVerified: false },
      { successRegistrationCard: false, financialGoalsCard: false, portfolioCarousel: false },
    ],
    // Financial-goals card: complete, total investment 0, no custom portfolios, multi-portfolio allowed
    [
      'complete but not verified: no success card, no goals card',
      { isVerified: false },
      { successRegistrationCard: false, financialGoalsCard: false, portfolioCarousel: false },
    ],
    [
      'some investment (Rp 1, or USD only): carousel instead of goals card',
      { hasInvestment: true },
      { successRegistrationCard: true, financialGoalsCard: false, portfolioCarousel: true },
    ],
    [
      'one custom portfolio: carousel instead of goals card',
      { nonDefaultPortfolioCount: 1 },
      { successRegistrationCard: true, financialGoalsCard: false, portfolioCarousel: true },
    ],
    [
      'offline customer (sales code): no goals card',
      { salesCode: 'SALES01' },
      { successRegistrationCard: true, financialGoalsCard: false, portfolioCarousel: false },
    ],
    [
      'offline customer with the offline flag on',
      { salesCode: 'SALES01', flags: { financialGoals: true, addPortfolioForOfflineUsers: true } },
      { successRegistrationCard: true, financialGoalsCard: true, portfolioCarousel: false },
    ],
    [
      'blank sales code counts as empty',
      { salesCode: '  ' },
      { successRegistrationCard: true, financialGoalsCard: true, portfolioCarousel: false },
    ],
    [
      'financial goals flag off',
      { flags: { financialGoals: false, addPortfolioForOfflineUsers: false } },
      { successRegistrationCard: true, financialGoalsCard: false, portfolioCarousel: false },
    ],
    // Portfolio carousel: total investment or custom portfolios
    [
      'invested and custom portfolios',
      { hasInvestment: true, nonDefaultPortfolioCount: 2, hasClosedMutualFundSuccessRegistrationCard: true },
      { successRegistrationCard: false, financialGoalsCard: false, portfolioCarousel: true },
    ],
  ])('%s', (_name, over, cards) => {
    expect(landingCards({ ...fresh, ...over })).toEqual(cards);
  });
});

describe('the popup opened on load', () => {
  const pin: LandingPopup = { kind: 'CREATE_PIN', href: CREATE_PIN_PATH };
  const goals: LandingPopup = { kind: 'FINANCIAL_GOALS' };
  it.each([
    ['no popup', null, false, null],
    ['the popup', goals, false, goals],
    ['none while a purchase popup is open', goals, true, null],
    ['create PIN', pin, false, pin],
    ['not create PIN while a purchase popup is open', pin, true, null],
  ] as const)('%s', (_name, popup, purchaseOpen, expected) => {
    expect(popupOnLoad(popup, { purchaseOpen })).toEqual(expected);
  });
});
