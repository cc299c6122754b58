// The purchase gate of the landing page, for the robo-advisor and the self-buy flows alike (spec landing
// §4 "Purchase gate", §5 gating rules, §6 roles; docs/decisions/011-registration-popups-and-gates.md): what
// a buy attempt opens. Pure.
import type { KycRisk, KycStatus } from '../enums';
import { isBlacklisted, isKycComplete, isRegistrationComplete, isRejected } from './registration-indicator';

/** Spec funds §2.1 /reksadana/registrasi/edd: where "continue" of the need-EDD popup leads. */
export const EDD_PATH = '/reksadana/registrasi/edd';

export interface PurchaseGateUser {
  mutualFundKycStatus: KycStatus | null;
  isVerified: boolean;
  isEmailVerified: boolean;
  kycRisk: KycRisk;
  hasFilledEdd: boolean;
}

export interface PurchaseEligibilityInput {
  /** Null for a visitor. */
  user: PurchaseGateUser | null;
  flags: { eddCheck: boolean };
  /** The page to come back to after signing up. */
  currentPath: string;
}

/**
 * Why the buy-prevention popup shows; the popup's wording may differ per reason. EMAIL_NOT_VERIFIED: KYC
 * complete and verified, the email link not opened yet (decision 039).
 */
export type BuyPreventionReason = 'NOT_REGISTERED' | 'IN_PROCESS' | 'REJECTED' | 'BLACKLISTED' | 'EMAIL_NOT_VERIFIED';

/**
 * Whether the buy-prevention popup offers to go on registering: only when the investor can act on it
 * (registration not started or finished, rejected and to be revised, or the email to verify, which the
 * registration status card's verify-email card does); waiting for verification or a blacklist leaves
 * nothing to do there.
 */
export function canResumeRegistration(reason: BuyPreventionReason): boolean {
  return reason === 'NOT_REGISTERED' || reason === 'REJECTED' || reason === 'EMAIL_NOT_VERIFIED';
}

export type PurchaseEligibility =
  /** §6 a visitor: the start-investing page, which returns here. */
  | { kind: 'SIGN_UP'; href: string }
  /** The need-EDD popup; continue leads to the EDD page. */
  | { kind: 'NEED_EDD'; href: string }
  /** The buy-prevention popup (registration still in process). */
  | { kind: 'BUY_PREVENTION'; reason: BuyPreventionReason }
  | { kind: 'ALLOWED' };

/**
 * What the user asked to buy: into a robo portfolio (null: the user has none yet, the purchase makes
 * it), one fund into a portfolio (null: the default one), or more of what a portfolio holds (a top-up
 * from its card; spec funds §2.4 step 13 "top-up product list").
 */
export type PurchaseRequest =
  | { flow: 'ROBO'; portfolioId: number | null }
  | { flow: 'SELF_BUY'; mutualFundId: number; portfolioId: number | null }
  | { flow: 'TOP_UP'; portfolioId: number };

export interface PurchaseGateInput extends PurchaseEligibilityInput {
  request: PurchaseRequest;
  defaultPortfolioId: number | null;
}

export type PurchaseGate =
  | Exclude<PurchaseEligibility, { kind: 'ALLOWED' }>
  /** The portfolio is chosen and the purchase sheet opens. */
  | { kind: 'OPEN_PURCHASE'; flow: 'ROBO'; portfolioId: number | null }
  | { kind: 'OPEN_PURCHASE'; flow: 'SELF_BUY'; mutualFundId: number; portfolioId: number | null }
  | { kind: 'OPEN_PURCHASE'; flow: 'TOP_UP'; portfolioId: number };

function preventionReason(user: PurchaseGateUser): BuyPreventionReason {
  const status = user.mutualFundKycStatus;
  if (status === null) return 'NOT_REGISTERED';
  if (isBlacklisted(status)) return 'BLACKLISTED';
  if (isRejected(status)) return 'REJECTED';
  // KYC done and verified: only the email is missing (decision 039).
  if (isKycComplete(user)) return 'EMAIL_NOT_VERIFIED';
  // Sent and waiting, or complete but not yet verified by us (§6 needs both).
  return 'IN_PROCESS';
}

/**
 * Whether a buy may go ahead, before knowing what is bought (the initials data carries this; the server's
 * plan refuses with it, subscription-plan.ts). §4: first the EDD check (enabled, kycRisk high, EDD not
 * filled → need-EDD popup), otherwise the registration complete (complete, verified and the email verified,
 * decision 039) → buy, otherwise the buy-prevention popup. The EDD check comes first, whatever the KYC
 * status, as the spec orders it.
 */
export function purchaseEligibility({ user, flags, currentPath }: PurchaseEligibilityInput): PurchaseEligibility {
  if (!user) return { kind: 'SIGN_UP', href: `/mulai-investasi?target=${encodeURIComponent(currentPath)}` };
  // §5 "A high-risk user without EDD must do EDD first, if the EDD check is enabled."
  if (flags.eddCheck && user.kycRisk === 'high' && !user.hasFilledEdd) return { kind: 'NEED_EDD', href: EDD_PATH };
  // §5 "Buying is blocked unless KYC is complete and the user is verified", and the email (decision 039).
  if (isRegistrationComplete(user)) return { kind: 'ALLOWED' };
  return { kind: 'BUY_PREVENTION', reason: preventionReason(user) };
}

/** A portfolio of the user, as far as choosing where a purchase goes needs it. */
export interface PurchasePortfolio {
  id: number;
  isDefault: boolean;
  roboCermat: boolean;
}

/**
 * What a buy link names once its fund is known (app/domain/landing-links.ts reads the link): a robo model,
 * one fund, or a portfolio from its card's top-up button (spec landing §2 "Each card has a top-up button").
 */
export type PurchaseTargetRef =
  { kind: 'ROBO' } | { kind: 'FUND'; mutualFundId: number } | { kind: 'PORTFOLIO'; portfolioId: number };

export interface PurchaseChoice<P extends PurchasePortfolio> {
  request: PurchaseRequest;
  /** The portfolio the purchase goes into; null: the user has none of that kind yet (the purchase makes it). */
  portfolio: P | null;
  /** The user's default portfolio (where a self-buy without a portfolio goes: `purchaseGate`'s defaultPortfolioId). */
  defaultPortfolio: P | null;
}

/**
 * §4 "the portfolio is chosen and the purchase sheet opens" (decision 014 "The purchase sheet before the cart"):
 * which of the user's active portfolios (in id order) a buy link's purchase goes into, and so its flow.
 * - A robo model: the user's default robo portfolio, else their first robo portfolio, else none yet.
 * - A fund: a self-buy into the default portfolio.
 * - A portfolio's top-up (spec funds §2.4 step 13 "top-up product list"): a robo portfolio buys through the robo
 *   flow (its model's split), any other portfolio gets a top-up of what it holds.
 * Null when the portfolio named is not one of the user's active portfolios (someone else's, or closed).
 */
export function purchaseChoice<P extends PurchasePortfolio>(
  target: Exclude<PurchaseTargetRef, { kind: 'PORTFOLIO' }>,
  owned: readonly P[],
): PurchaseChoice<P>;
export function purchaseChoice<P extends PurchasePortfolio>(
  target: PurchaseTargetRef,
  owned: readonly P[],
): PurchaseChoice<P> | null;
export function purchaseChoice<P extends PurchasePortfolio>(
  target: PurchaseTargetRef,
  owned: readonly P[],
): PurchaseChoice<P> | null {
  const defaultPortfolio = owned.find((p) => p.isDefault) ?? null;
  if (target.kind === 'ROBO') {
    const portfolio = owned.find((p) => p.roboCermat && p.isDefault) ?? owned.find((p) => p.roboCermat) ?? null;
    return { request: { flow: 'ROBO', portfolioId: portfolio?.id ?? null }, portfolio, defaultPortfolio };
  }
  if (target.kind === 'FUND') {
    return {
      request: { flow: 'SELF_BUY', mutualFundId: target.mutualFundId, portfolioId: null },
      portfolio: defaultPortfolio,
      defaultPortfolio,
    };
  }
  const portfolio = owned.find((p) => p.id === target.portfolioId);
  if (!portfolio) return null;
  const request: PurchaseRequest = portfolio.roboCermat
    ? { flow: 'ROBO', portfolioId: portfolio.id }
    : { flow: 'TOP_UP', portfolioId: portfolio.id };
  return { request, portfolio, defaultPortfolio };
}

/** §4 "Purchase gate (robo-advisor or self-buy)": what one buy attempt opens. */
export function purchaseGate(input: PurchaseGateInput): PurchaseGate {
  const eligibility = purchaseEligibility(input);
  if (eligibility.kind !== 'ALLOWED') return eligibility;
  const { request } = input;
  if (request.flow === 'ROBO') return { kind: 'OPEN_PURCHASE', flow: 'ROBO', portfolioId: request.portfolioId };
  if (request.flow === 'TOP_UP') return { kind: 'OPEN_PURCHASE', flow: 'TOP_UP', portfolioId: request.portfolioId };
  // Self-buy into the portfolio the user came from, else the default portfolio.
  return {
    kind: 'OPEN_PURCHASE',
    flow: 'SELF_BUY',
    mutualFundId: request.mutualFundId,
    portfolioId: request.portfolioId ?? input.defaultPortfolioId,
  };
}
