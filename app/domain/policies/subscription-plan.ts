// The server's decision on a buy request (issue 5 items 2, 3, 5; spec funds §3 "Buy request", §5, §6,
// §8; spec landing §4 "Purchase gate"; decisions 020 and 021), pure: given what the database says about
// the investor, the portfolio, the funds and the coupon, either the refusal to answer or the plan of the
// order: its compositions, the minimum, the cashback spent, the coupon's cashback and what is to be
// paid. The calculate and subscribe endpoints both apply it, so a client's fee, NAV or total is never
// used; the model writes the plan in one transaction.
import { buyCompositions, summaryTotal, type BuyComposition, type SummaryFund } from '../buy-summary';
import type { Currency, FundStatus, OrderSource, RiskProfile } from '../enums';
import { MINIMUM_CASHBACK_BALANCE_IDR, MINIMUM_CASHBACK_PAYMENT_IDR } from '../investment-thresholds';
import { money, sum } from '../money';
import { applicableMinimum, cashbackToggle, needsRiskWarning, referralCashbackLineShown, roboMinimum } from './buy-rules';
import { couponCashback, couponEligibility, type CouponReason, type CouponReward, type CouponTerms } from './coupon-eligibility';
import { canAddPortfolio } from './portfolio-carousel';
import { REFERRAL_BANNER_CASHBACK_AMOUNT as REFERRAL_CASHBACK_AMOUNT } from './referral-card';
import { purchaseEligibility, type PurchaseEligibility, type PurchaseGateUser } from './purchase-gate';

/** Spec funds §5 "Portfolio name: max 30 characters". */
export const PORTFOLIO_NAME_MAX_LENGTH = 30;
/** The largest amount a buy takes, in minor units (19 masked characters hold far more; this bounds the arithmetic). */
export const MAXIMUM_BUY_AMOUNT = 100_000_000_000_000;

export interface PlanFund extends SummaryFund {
  status: FundStatus;
  /** No account to pay into: the fund cannot be bought (the fund page's coming-soon state). */
  containerAccount: string | null;
  initialMinimum: number;
  ongoingMinimum: number;
  /** The investor holds units of it: in the chosen portfolio, or anywhere when a new portfolio is made (§4.2). */
  alreadyHeld: boolean;
}

export interface PlanPortfolio {
  id: number;
  roboCermat: boolean;
  /** A robo portfolio's recommended funds with their targets (basis points); empty for others. */
  recommendations: readonly { fundId: number; targetBp: number }[];
}

export interface PlanInput {
  user: PurchaseGateUser & {
    salesCode: string | null;
    investorRiskProfile: RiskProfile | null;
    hasDismissedMutualFundRiskWarningPopup: boolean;
    /** Referral cashback balance (rupiah) and its expiry. */
    cashbackAmount: number;
    cashbackExpiredAt: Date | null;
    referrerEligible: boolean;
    /** Currencies of the investor's verified bank accounts. */
    verifiedAccountCurrencies: readonly Currency[];
    /** Coupon codes the investor's unpaid orders hold (decision 027: one unpaid order per coupon). */
    couponsInUnpaidOrders?: readonly string[];
    portfolioCount: number;
    /** Active portfolios that are not robo (where a single fund goes; decision 037). */
    nonRoboPortfolioCount: number;
  };
  flags: {
    eddCheck: boolean;
    usdFundPurchasable: boolean;
    usdAccountValidation: boolean;
    referral: boolean;
    promoInput: boolean;
    roboAdvisor: boolean;
    addPortfolioForOfflineUsers: boolean;
  };
  request: {
    amount: number;
    /** The portfolio bought into; null with `newPortfolioName` to make one. */
    portfolio: PlanPortfolio | null;
    newPortfolioName: string | null;
    /**
     * The funds asked for. A robo portfolio buys its recommendations and takes none, except the one
     * portfolio of an investor who can have no other (decision 037).
     */
    mutualFundIds: readonly number[];
    useCashback: boolean;
    coupon: (CouponTerms & CouponReward & { name: string; giftValue: number | null }) | null;
    /** The code sent; set when `coupon` is null because no coupon has it. */
    couponCode: string | null;
    source: OrderSource;
  };
  /** Every fund named by the request or the robo portfolio, as read from the database. */
  funds: readonly PlanFund[];
  now: Date;
}

export type PlanRefusal =
  /** The purchase gate (§4): a visitor, need-EDD or buy prevention. */
  | { code: 'NOT_ALLOWED'; eligibility: Exclude<PurchaseEligibility, { kind: 'ALLOWED' }> }
  | { code: 'NO_FUND' }
  | { code: 'FUND_NOT_FOUND' }
  | { code: 'FUND_CLOSED'; mutualFundId: number }
  | { code: 'MIXED_CURRENCY' }
  | { code: 'USD_NOT_AVAILABLE' }
  /** §5 "an IDR fund needs an IDR bank account ... a USD fund needs a USD bank account". */
  | { code: 'BANK_ACCOUNT'; currency: Currency }
  | { code: 'ROBO_NOT_AVAILABLE' }
  /** A robo portfolio buys its model: funds named with it are refused, not dropped (decision 037). */
  | { code: 'ROBO_PORTFOLIO_FUNDS' }
  /** §6 "They hide mixed and USD funds": a fund bought into a robo portfolio (decision 037) is neither. */
  | { code: 'ROBO_FUND_TYPE'; mutualFundId: number }
  /** §8 "Insufficient amount for subscribing": a robo portfolio with nothing it can buy. */
  | { code: 'ROBO_NO_ELIGIBLE_FUND' }
  | { code: 'PORTFOLIO_NAME'; reason: 'EMPTY' | 'TOO_LONG' }
  /** §5 multi-portfolio rule: no sales code (or the offline flag) and 8 or fewer portfolios. */
  | { code: 'PORTFOLIO_LIMIT' }
  | { code: 'INVALID_AMOUNT' }
  /** §8 "must be greater": the minimum, minor units. */
  | { code: 'BELOW_MINIMUM'; minimum: number; currency: Currency }
  | { code: 'CASHBACK_NOT_AVAILABLE' }
  | { code: 'PROMO_NOT_AVAILABLE' }
  | { code: 'COUPON_NOT_FOUND'; couponCode: string }
  | { code: 'COUPON_NOT_ELIGIBLE'; couponCode: string; reasons: CouponReason[] };

export interface PlanCoupon {
  code: string;
  name: string;
  cashbackValue: number;
  giftValue: number | null;
}

export interface SubscriptionPlan {
  currency: Currency;
  /** The amount entered: what is invested, fees included (minor units). */
  amount: number;
  compositions: (BuyComposition & { referralCashbackAmount: number })[];
  feeAmount: number;
  minimum: number;
  /** Referral cashback balance spent on it; the payment is amount − cashbackUsed. */
  cashbackUsed: number;
  paymentAmount: number;
  coupon: PlanCoupon | null;
  /** §4.2: the risk warning comes before the calculation (the page shows it; the server only reports it). */
  riskWarning: boolean;
  /** The referral cashback line (§5) and its value (decision 021). */
  referralCashbackAmount: number;
  portfolio: { id: number; roboCermat: boolean } | { id: null; newName: string };
}

export type PlanResult = { ok: true; plan: SubscriptionPlan } | { ok: false; refusal: PlanRefusal };

const refuse = (refusal: PlanRefusal): PlanResult => ({ ok: false, refusal });

/**
 * Whether single funds may be bought into a robo portfolio (decision 037): only when the investor has
 * nowhere else to put them, no portfolio that is not robo and no new one allowed (spec funds §6: an
 * offline customer keeps to their single portfolio). Everyone else buys a fund into another portfolio.
 */
export function roboPortfolioTakesFunds(input: { nonRoboPortfolioCount: number; canAddPortfolio: boolean }): boolean {
  return input.nonRoboPortfolioCount === 0 && !input.canAddPortfolio;
}

/**
 * The portfolios a single fund can go into, in the order given (decision 037): those that are not robo;
 * when there are none and no new portfolio may be made, the robo ones.
 */
export function portfoliosForFund<P extends { roboCermat: boolean }>(portfolios: readonly P[], canAddNew: boolean): P[] {
  const selfBuy = portfolios.filter((p) => !p.roboCermat);
  return roboPortfolioTakesFunds({ nonRoboPortfolioCount: selfBuy.length, canAddPortfolio: canAddNew }) ? portfolios.filter((p) => p.roboCermat) : selfBuy;
}

/** §6 robo portfolios "hide mixed and USD funds": what a single fund bought into one may not be. */
const holdableByRobo = (fund: PlanFund) => fund.currency === 'IDR' && fund.type !== 'CAMPURAN';

interface PurchaseLines {
  lines: { fund: PlanFund; weightBp: number }[];
  /** A robo portfolio's model (its minimum is the model's, decision 037), not funds asked for. */
  model: boolean;
}

/** The funds of the purchase with their weights: a robo portfolio's recommendations, or the funds asked for. */
function purchaseLines(input: PlanInput): PurchaseLines | PlanRefusal {
  const byId = new Map(input.funds.map((f) => [f.id, f]));
  const portfolio = input.request.portfolio;
  const ids = [...new Set(input.request.mutualFundIds)];
  if (portfolio?.roboCermat) {
    if (!input.flags.roboAdvisor) return { code: 'ROBO_NOT_AVAILABLE' };
    if (ids.length === 0) {
      // Robo portfolios hold IDR funds that can be bought; a recommendation that cannot is left out.
      const lines = portfolio.recommendations.flatMap((r) => {
        const fund = byId.get(r.fundId);
        return fund && fund.status === 'active_subsenabled' && fund.containerAccount !== null && fund.currency === 'IDR' && r.targetBp > 0
          ? [{ fund, weightBp: r.targetBp }]
          : [];
      });
      return lines.length === 0 ? { code: 'ROBO_NO_ELIGIBLE_FUND' } : { lines, model: true };
    }
    const canAdd = canAddPortfolio({ salesCode: input.user.salesCode, flags: input.flags, portfolioCount: input.user.portfolioCount });
    if (!roboPortfolioTakesFunds({ nonRoboPortfolioCount: input.user.nonRoboPortfolioCount, canAddPortfolio: canAdd })) return { code: 'ROBO_PORTFOLIO_FUNDS' };
  }
  if (ids.length === 0) return { code: 'NO_FUND' };
  const lines: { fund: PlanFund; weightBp: number }[] = [];
  for (const id of ids) {
    const fund = byId.get(id);
    if (!fund) return { code: 'FUND_NOT_FOUND' };
    if (fund.status !== 'active_subsenabled' || fund.containerAccount === null) return { code: 'FUND_CLOSED', mutualFundId: id };
    if (portfolio?.roboCermat && !holdableByRobo(fund)) return { code: 'ROBO_FUND_TYPE', mutualFundId: id };
    lines.push({ fund, weightBp: 10_000 });
  }
  return { lines, model: false };
}

/**
 * The minimum of a purchase (§5): a robo model's minimum (decision 037), else each fund's applicable
 * minimum; several funds at once share the amount equally (a top-up), so each share must reach its minimum.
 */
export function purchaseMinimum(lines: readonly { fund: PlanFund; weightBp: number }[], model: boolean): number {
  return model
    ? roboMinimum(lines.map((l) => ({ initialMinimum: l.fund.initialMinimum, ongoingMinimum: l.fund.ongoingMinimum, alreadyHeld: l.fund.alreadyHeld, targetBp: l.weightBp })))
    : Math.max(...lines.map((l) => applicableMinimum({ initialMinimum: l.fund.initialMinimum, ongoingMinimum: l.fund.ongoingMinimum, alreadyHeld: l.fund.alreadyHeld }) * lines.length));
}

/** What the cart's form shows before an amount is entered: the funds, the minimum, the cashback toggle. */
export interface PurchasePreview {
  currency: Currency;
  funds: { id: number; name: string; type: PlanFund['type']; weightBp: number }[];
  minimum: number;
  cashback: ReturnType<typeof cashbackToggle>;
  promoInput: boolean;
  /** §4.2: the risk warning is due before the calculation (the investor's profile against these funds, unless dismissed). */
  riskWarning: boolean;
}

/** §6 the purchase gate: a refusal unless the investor may buy at all. */
function gateRefusal(input: PlanInput): PlanRefusal | null {
  const eligibility = purchaseEligibility({ user: input.user, flags: input.flags, currentPath: '/reksadana' });
  return eligibility.kind === 'ALLOWED' ? null : { code: 'NOT_ALLOWED', eligibility };
}

/**
 * What the preview and the plan decide alike once the investor may buy: the funds and their weights, one
 * currency per order (a fund list mixing IDR and USD cannot be one payment), §6 "USD purchases require a
 * USD bank account and the USD flag. IDR requires an IDR account."
 */
function purchaseBasis(input: PlanInput): (PurchaseLines & { currency: Currency }) | PlanRefusal {
  const chosen = purchaseLines(input);
  if ('code' in chosen) return chosen;
  const currency = chosen.lines[0]!.fund.currency;
  if (chosen.lines.some((l) => l.fund.currency !== currency)) return { code: 'MIXED_CURRENCY' };
  if (currency === 'USD' && !input.flags.usdFundPurchasable) return { code: 'USD_NOT_AVAILABLE' };
  if (input.flags.usdAccountValidation && !input.user.verifiedAccountCurrencies.includes(currency)) return { code: 'BANK_ACCOUNT', currency };
  return { ...chosen, currency };
}

/** §5 the cashback toggle of a purchase; an expired balance counts as none. */
function purchaseCashbackToggle(input: PlanInput, fundTypes: readonly PlanFund['type'][], currency: Currency) {
  const live = input.user.cashbackExpiredAt === null || input.user.cashbackExpiredAt.getTime() > input.now.getTime();
  return cashbackToggle({
    referralEnabled: input.flags.referral,
    cashbackBalance: live ? input.user.cashbackAmount : 0,
    minimumBalance: MINIMUM_CASHBACK_BALANCE_IDR,
    fundTypes,
    currency,
  });
}

/** §4.2 the risk warning of a purchase: the investor's profile against its funds, unless dismissed. */
const purchaseRiskWarning = (input: PlanInput, fundTypes: readonly PlanFund['type'][]) =>
  needsRiskWarning({ profile: input.user.investorRiskProfile, fundTypes, dismissed: input.user.hasDismissedMutualFundRiskWarningPopup });

export function previewPurchase(input: PlanInput): { ok: true; preview: PurchasePreview } | { ok: false; refusal: PlanRefusal } {
  const gate = gateRefusal(input);
  if (gate) return { ok: false, refusal: gate };
  const basis = purchaseBasis(input);
  if ('code' in basis) return { ok: false, refusal: basis };
  const { lines, currency, model } = basis;
  const fundTypes = lines.map((l) => l.fund.type);
  return {
    ok: true,
    preview: {
      currency,
      funds: lines.map((l) => ({ id: l.fund.id, name: l.fund.name, type: l.fund.type, weightBp: l.weightBp })),
      minimum: purchaseMinimum(lines, model),
      cashback: purchaseCashbackToggle(input, fundTypes, currency),
      promoInput: input.flags.promoInput,
      riskWarning: purchaseRiskWarning(input, fundTypes),
    },
  };
}

export function planSubscription(input: PlanInput): PlanResult {
  const { user, flags, request } = input;
  const gate = gateRefusal(input);
  if (gate) return refuse(gate);

  // Where it goes: an existing portfolio, or a new one under the multi-portfolio rule (§5).
  let portfolio: SubscriptionPlan['portfolio'];
  if (request.portfolio) {
    portfolio = { id: request.portfolio.id, roboCermat: request.portfolio.roboCermat };
  } else {
    const name = (request.newPortfolioName ?? '').trim();
    if (name === '') return refuse({ code: 'PORTFOLIO_NAME', reason: 'EMPTY' });
    if ([...name].length > PORTFOLIO_NAME_MAX_LENGTH) return refuse({ code: 'PORTFOLIO_NAME', reason: 'TOO_LONG' });
    if (!canAddPortfolio({ salesCode: user.salesCode, flags, portfolioCount: user.portfolioCount })) return refuse({ code: 'PORTFOLIO_LIMIT' });
    portfolio = { id: null, newName: name };
  }

  const basis = purchaseBasis(input);
  if ('code' in basis) return refuse(basis);
  const { lines, currency, model } = basis;

  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > MAXIMUM_BUY_AMOUNT) return refuse({ code: 'INVALID_AMOUNT' });
  const minimum = purchaseMinimum(lines, model);
  if (request.amount < minimum) return refuse({ code: 'BELOW_MINIMUM', minimum, currency });

  const fundTypes = lines.map((l) => l.fund.type);
  // Referral cashback spent on the payment (§5 cashback toggle; decision 021).
  let cashbackUsed = 0;
  if (request.useCashback) {
    if (!purchaseCashbackToggle(input, fundTypes, currency).enabled) return refuse({ code: 'CASHBACK_NOT_AVAILABLE' });
    cashbackUsed = Math.max(0, Math.min(user.cashbackAmount, request.amount - MINIMUM_CASHBACK_PAYMENT_IDR));
  }

  let coupon: PlanCoupon | null = null;
  if (request.couponCode !== null) {
    if (!flags.promoInput) return refuse({ code: 'PROMO_NOT_AVAILABLE' });
    if (!request.coupon) return refuse({ code: 'COUPON_NOT_FOUND', couponCode: request.couponCode });
    const verdict = couponEligibility(request.coupon, {
      now: input.now,
      amount: request.amount,
      currency,
      fundIds: lines.map((l) => l.fund.id),
      couponsInUnpaidOrders: user.couponsInUnpaidOrders,
    });
    if (!verdict.isEligible) return refuse({ code: 'COUPON_NOT_ELIGIBLE', couponCode: request.coupon.code, reasons: verdict.whyDisabledReasoning });
    coupon = {
      code: request.coupon.code,
      name: request.coupon.name,
      cashbackValue: couponCashback(request.coupon, request.amount),
      giftValue: request.coupon.giftValue,
    };
  }

  const payment = money(request.amount, currency);
  const referralCashbackAmount =
    flags.referral && referralCashbackLineShown({ referrerEligible: user.referrerEligible, totalAmount: request.amount, currency }) ? REFERRAL_CASHBACK_AMOUNT : 0;
  const compositions = buyCompositions(payment, lines).map((c, i) => ({ ...c, referralCashbackAmount: i === 0 ? referralCashbackAmount : 0 }));
  return {
    ok: true,
    plan: {
      currency,
      amount: summaryTotal(compositions, currency).minor,
      compositions,
      feeAmount: sum(compositions.map((c) => money(c.fee, currency)), currency).minor,
      minimum,
      cashbackUsed,
      paymentAmount: request.amount - cashbackUsed,
      coupon,
      riskWarning: purchaseRiskWarning(input, fundTypes),
      referralCashbackAmount,
      portfolio,
    },
  };
}
