import { describe, expect, it } from 'vitest';
import { planSubscription, portfoliosForFund, previewPurchase, type PlanFund, type PlanInput, type PlanRefusal } from './subscription-plan';

const NOW = new Date('2025-11-07T03:00:00Z'); // Friday 10:00 WIB

const fund = (over: Partial<PlanFund> & { id: number }): PlanFund => ({
  name: `Dana ${over.id}`,
  type: 'SAHAM',
  currency: 'IDR',
  subscriptionFeeBp: 0,
  status: 'active_subsenabled',
  containerAccount: '0123456789',
  initialMinimum: 100_000,
  ongoingMinimum: 10_000,
  alreadyHeld: false,
  ...over,
});

const STOCK = fund({ id: 1, subscriptionFeeBp: 150 });
const MONEY_MARKET = fund({ id: 2, type: 'PASAR_UANG', initialMinimum: 10_000 });
const BOND = fund({ id: 3, type: 'PENDAPATAN_TETAP', initialMinimum: 10_000 });
const USD = fund({ id: 4, currency: 'USD', initialMinimum: 1_000, ongoingMinimum: 1_000 });
const CLOSED = fund({ id: 5, status: 'active_subsdisabled' });
const NO_ACCOUNT = fund({ id: 6, containerAccount: null });
const MIXED = fund({ id: 7, type: 'CAMPURAN' });

const ROBO = { id: 10, roboCermat: true, recommendations: [{ fundId: 2, targetBp: 1_000 }, { fundId: 3, targetBp: 2_400 }, { fundId: 1, targetBp: 6_600 }] };
const OWN = { id: 11, roboCermat: false, recommendations: [] };

const base: PlanInput = {
  user: {
    mutualFundKycStatus: 'verificationComplete',
    isVerified: true,
    isEmailVerified: true,
    kycRisk: 'low',
    hasFilledEdd: false,
    salesCode: null,
    investorRiskProfile: 'MODERATE',
    hasDismissedMutualFundRiskWarningPopup: false,
    cashbackAmount: 25_000,
    cashbackExpiredAt: new Date('2025-11-19T16:59:00Z'),
    referrerEligible: false,
    verifiedAccountCurrencies: ['IDR'],
    portfolioCount: 2,
    nonRoboPortfolioCount: 1,
  },
  flags: {
    eddCheck: true,
    usdFundPurchasable: true,
    usdAccountValidation: true,
    referral: true,
    promoInput: true,
    roboAdvisor: true,
    addPortfolioForOfflineUsers: false,
  },
  request: {
    amount: 1_000_000,
    portfolio: OWN,
    newPortfolioName: null,
    mutualFundIds: [1],
    useCashback: false,
    coupon: null,
    couponCode: null,
    source: 'WEB',
  },
  funds: [STOCK, MONEY_MARKET, BOND, USD, CLOSED, NO_ACCOUNT, MIXED],
  now: NOW,
};

type Change = { user?: Partial<PlanInput['user']>; flags?: Partial<PlanInput['flags']>; request?: Partial<PlanInput['request']>; funds?: PlanFund[] };
const input = (change: Change = {}): PlanInput => ({
  ...base,
  user: { ...base.user, ...change.user },
  flags: { ...base.flags, ...change.flags },
  request: { ...base.request, ...change.request },
  funds: change.funds ?? base.funds,
});

const HEMAT = {
  code: 'HEMAT25',
  name: 'Cashback Rp 25.000',
  giftValue: null,
  startsAt: null,
  endsAt: new Date('2025-12-01T00:00:00Z'),
  minimumAmount: 100_000,
  currency: 'IDR' as const,
  fundIds: null,
  quota: 10,
  redeemed: 3,
  cashbackBp: null,
  cashbackAmount: 25_000,
};

describe('planSubscription refuses (issue 5 item 2, spec funds §5, §6, §8)', () => {
  it.each<[string, Change, PlanRefusal]>([
    ['an unregistered user', { user: { mutualFundKycStatus: null, isVerified: false } }, { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' } }],
    ['a user waiting for verification', { user: { mutualFundKycStatus: 'pendingVerification', isVerified: false } }, { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' } }],
    ['complete but not verified', { user: { isVerified: false } }, { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'IN_PROCESS' } }],
    ['verified, email not verified (decision 039)', { user: { isEmailVerified: false } }, { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'EMAIL_NOT_VERIFIED' } }],
    ['high KYC risk without EDD', { user: { kycRisk: 'high' } }, { code: 'NOT_ALLOWED', eligibility: { kind: 'NEED_EDD', href: '/reksadana/registrasi/edd' } }],
    ['no fund', { request: { mutualFundIds: [] } }, { code: 'NO_FUND' }],
    ['an unknown fund', { request: { mutualFundIds: [99] } }, { code: 'FUND_NOT_FOUND' }],
    ['a fund closed to subscription', { request: { mutualFundIds: [5] } }, { code: 'FUND_CLOSED', mutualFundId: 5 }],
    ['a fund without an account to pay into', { request: { mutualFundIds: [6] } }, { code: 'FUND_CLOSED', mutualFundId: 6 }],
    ['IDR and USD in one order', { request: { mutualFundIds: [1, 4] } }, { code: 'MIXED_CURRENCY' }],
    ['USD with USD purchase off', { request: { mutualFundIds: [4], amount: 1_000 }, user: { verifiedAccountCurrencies: ['IDR', 'USD'] }, flags: { usdFundPurchasable: false } }, { code: 'USD_NOT_AVAILABLE' }],
    ['USD without a USD account', { request: { mutualFundIds: [4], amount: 1_000 } }, { code: 'BANK_ACCOUNT', currency: 'USD' }],
    ['IDR without an IDR account', { user: { verifiedAccountCurrencies: [] } }, { code: 'BANK_ACCOUNT', currency: 'IDR' }],
    ['a robo portfolio with the robo advisor off', { request: { portfolio: ROBO, mutualFundIds: [] }, flags: { roboAdvisor: false } }, { code: 'ROBO_NOT_AVAILABLE' }],
    ['a robo portfolio whose funds are all closed', { request: { portfolio: { ...ROBO, recommendations: [{ fundId: 5, targetBp: 10_000 }] }, mutualFundIds: [] } }, { code: 'ROBO_NO_ELIGIBLE_FUND' }],
    // Decision 037: a robo portfolio buys its model; a fund named with it is refused, not dropped (issue 13).
    ['a robo portfolio named with a fund', { request: { portfolio: ROBO, mutualFundIds: [1] } }, { code: 'ROBO_PORTFOLIO_FUNDS' }],
    ['a robo portfolio named with its own model’s funds', { request: { portfolio: ROBO, mutualFundIds: [2, 3, 1] } }, { code: 'ROBO_PORTFOLIO_FUNDS' }],
    // Decision 038: only an investor with nowhere else to put a fund buys it into their robo portfolio.
    ['a fund into the robo portfolio of an investor who may make another', { request: { portfolio: ROBO, mutualFundIds: [1] }, user: { portfolioCount: 1, nonRoboPortfolioCount: 0 } }, { code: 'ROBO_PORTFOLIO_FUNDS' }],
    ['a fund into the robo portfolio of an offline customer who has another', { request: { portfolio: ROBO, mutualFundIds: [1] }, user: { salesCode: 'SLS-1' } }, { code: 'ROBO_PORTFOLIO_FUNDS' }],
    ['a fund into the robo portfolio of an offline customer allowed more portfolios', { request: { portfolio: ROBO, mutualFundIds: [1] }, user: { salesCode: 'SLS-1', portfolioCount: 1, nonRoboPortfolioCount: 0 }, flags: { addPortfolioForOfflineUsers: true } }, { code: 'ROBO_PORTFOLIO_FUNDS' }],
    // §6 robo portfolios "hide mixed and USD funds".
    ['a mixed fund into an offline customer’s only (robo) portfolio', { request: { portfolio: ROBO, mutualFundIds: [7] }, user: { salesCode: 'SLS-1', portfolioCount: 1, nonRoboPortfolioCount: 0 } }, { code: 'ROBO_FUND_TYPE', mutualFundId: 7 }],
    ['a USD fund into an offline customer’s only (robo) portfolio', { request: { portfolio: ROBO, mutualFundIds: [4], amount: 1_000 }, user: { salesCode: 'SLS-1', portfolioCount: 1, nonRoboPortfolioCount: 0, verifiedAccountCurrencies: ['IDR', 'USD'] } }, { code: 'ROBO_FUND_TYPE', mutualFundId: 4 }],
    ['a new portfolio without a name', { request: { portfolio: null, newPortfolioName: '  ' } }, { code: 'PORTFOLIO_NAME', reason: 'EMPTY' }],
    ['a new portfolio name of 31 characters', { request: { portfolio: null, newPortfolioName: 'x'.repeat(31) } }, { code: 'PORTFOLIO_NAME', reason: 'TOO_LONG' }],
    ['a new portfolio for an offline customer', { request: { portfolio: null, newPortfolioName: 'Rumah' }, user: { salesCode: 'SLS-1' } }, { code: 'PORTFOLIO_LIMIT' }],
    ['a tenth portfolio', { request: { portfolio: null, newPortfolioName: 'Rumah' }, user: { portfolioCount: 9 } }, { code: 'PORTFOLIO_LIMIT' }],
    ['a zero amount', { request: { amount: 0 } }, { code: 'INVALID_AMOUNT' }],
    ['a fractional amount', { request: { amount: 100_000.5 } }, { code: 'INVALID_AMOUNT' }],
    ['one rupiah below the initial minimum', { request: { amount: 99_999 } }, { code: 'BELOW_MINIMUM', minimum: 100_000, currency: 'IDR' }],
    // the stock fund's Rp 100.000 at a 66% share needs 151.515,2: the next multiple of Rp 100.000 (decision 037)
    ['a robo purchase below the model’s minimum', { request: { portfolio: ROBO, amount: 199_999, mutualFundIds: [] } }, { code: 'BELOW_MINIMUM', minimum: 200_000, currency: 'IDR' }],
    ['two funds whose equal shares miss a minimum', { request: { mutualFundIds: [1, 2], amount: 199_999 } }, { code: 'BELOW_MINIMUM', minimum: 200_000, currency: 'IDR' }],
    ['cashback on a money-market fund', { request: { mutualFundIds: [2], useCashback: true } }, { code: 'CASHBACK_NOT_AVAILABLE' }],
    ['cashback on a USD fund', { request: { mutualFundIds: [4], amount: 1_000, useCashback: true }, user: { verifiedAccountCurrencies: ['USD'] } }, { code: 'CASHBACK_NOT_AVAILABLE' }],
    ['cashback below the minimum balance', { request: { useCashback: true }, user: { cashbackAmount: 9_999 } }, { code: 'CASHBACK_NOT_AVAILABLE' }],
    ['cashback past its expiry', { request: { useCashback: true }, user: { cashbackExpiredAt: NOW } }, { code: 'CASHBACK_NOT_AVAILABLE' }],
    ['cashback with referral off', { request: { useCashback: true }, flags: { referral: false } }, { code: 'CASHBACK_NOT_AVAILABLE' }],
    ['a promo code with promo input off', { request: { couponCode: 'HEMAT25', coupon: HEMAT }, flags: { promoInput: false } }, { code: 'PROMO_NOT_AVAILABLE' }],
    ['an unknown coupon', { request: { couponCode: 'NOPE' } }, { code: 'COUPON_NOT_FOUND', couponCode: 'NOPE' }],
    ['a coupon whose quota is used up', { request: { couponCode: 'HEMAT25', coupon: { ...HEMAT, redeemed: 10 } } }, { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'HEMAT25', reasons: ['QUOTA_USED_UP'] }],
    ['a coupon below its minimum', { request: { couponCode: 'HEMAT25', coupon: { ...HEMAT, minimumAmount: 1_000_001 } } }, { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'HEMAT25', reasons: ['BELOW_MINIMUM'] }],
  ])('%s', (_, change, refusal) => {
    expect(planSubscription(input(change))).toEqual({ ok: false, refusal });
  });
});

describe('planSubscription plans', () => {
  it('a stock fund: the fee rounded down out of the amount, the risk warning for a moderate profile', () => {
    const result = planSubscription(input());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan).toMatchObject({
      currency: 'IDR',
      amount: 1_000_000,
      feeAmount: 15_000,
      minimum: 100_000,
      cashbackUsed: 0,
      paymentAmount: 1_000_000,
      coupon: null,
      riskWarning: true,
      referralCashbackAmount: 0,
      portfolio: { id: 11, roboCermat: false },
    });
    expect(result.plan.compositions).toEqual([
      { mutualFundId: 1, mutualFundName: 'Dana 1', type: 'SAHAM', amount: 985_000, fee: 15_000, feePercentage: 1.5, totalAmount: 1_000_000, currency: 'IDR', referralCashbackAmount: 0 },
    ]);
  });

  it('the ongoing minimum once the fund is held; exactly the minimum is enough', () => {
    const held = base.funds.map((f) => (f.id === 1 ? { ...f, alreadyHeld: true } : f));
    const result = planSubscription(input({ funds: held, request: { amount: 10_000 } }));
    expect(result).toMatchObject({ ok: true, plan: { minimum: 10_000, amount: 10_000 } });
  });

  it('a robo portfolio: the model’s split adds up to the amount, closed recommendations left out', () => {
    const robo = { ...ROBO, recommendations: [...ROBO.recommendations, { fundId: 5, targetBp: 500 }] };
    const result = planSubscription(input({ request: { portfolio: robo, amount: 200_001, mutualFundIds: [] } }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 20 000.1, 48 000.24 and 132 000.66: the rupiah left over goes to the largest remainder
    expect(result.plan.compositions.map((c) => [c.mutualFundId, c.totalAmount])).toEqual([
      [2, 20_000],
      [3, 48_000],
      [1, 132_001],
    ]);
    expect(result.plan.minimum).toBe(200_000);
    expect(result.plan.compositions.reduce((s, c) => s + c.totalAmount, 0)).toBe(200_001);
  });

  it('cashback spent leaves at least Rp 10.000 to pay', () => {
    expect(planSubscription(input({ request: { useCashback: true } }))).toMatchObject({ ok: true, plan: { cashbackUsed: 25_000, paymentAmount: 975_000 } });
    expect(planSubscription(input({ request: { useCashback: true, amount: 100_000 } }))).toMatchObject({ ok: true, plan: { cashbackUsed: 25_000, paymentAmount: 75_000 } });
    const small = planSubscription(input({ request: { useCashback: true, amount: 30_000 }, funds: base.funds.map((f) => ({ ...f, initialMinimum: 10_000 })) }));
    expect(small).toMatchObject({ ok: true, plan: { cashbackUsed: 20_000, paymentAmount: 10_000 } });
  });

  it('a coupon’s cashback, and the referral line from Rp 1.000.000 for an eligible referee', () => {
    const result = planSubscription(input({ request: { couponCode: 'HEMAT25', coupon: HEMAT }, user: { referrerEligible: true } }));
    expect(result).toMatchObject({ ok: true, plan: { coupon: { code: 'HEMAT25', name: 'Cashback Rp 25.000', cashbackValue: 25_000, giftValue: null }, referralCashbackAmount: 25_000 } });
    const below = planSubscription(input({ request: { amount: 999_999 }, user: { referrerEligible: true } }));
    expect(below).toMatchObject({ ok: true, plan: { referralCashbackAmount: 0 } });
  });

  it('a new portfolio of 30 characters, and no warning for money market', () => {
    const result = planSubscription(input({ request: { portfolio: null, newPortfolioName: ` ${'x'.repeat(30)} `, mutualFundIds: [2] } }));
    expect(result).toMatchObject({ ok: true, plan: { portfolio: { id: null, newName: 'x'.repeat(30) }, riskWarning: false } });
  });

  it('a fund into the only portfolio of an offline customer, a robo one (decision 037): that fund alone, at its own minimum', () => {
    const offline = { salesCode: 'SLS-1', portfolioCount: 1, nonRoboPortfolioCount: 0 };
    const result = planSubscription(input({ request: { portfolio: ROBO, mutualFundIds: [1], amount: 100_000 }, user: offline }));
    expect(result).toMatchObject({ ok: true, plan: { minimum: 100_000, amount: 100_000, portfolio: { id: 10, roboCermat: true } } });
    if (!result.ok) return;
    expect(result.plan.compositions.map((c) => [c.mutualFundId, c.totalAmount])).toEqual([[1, 100_000]]);
    // Without funds it still buys the model.
    const model = planSubscription(input({ request: { portfolio: ROBO, mutualFundIds: [], amount: 200_000 }, user: offline }));
    expect(model.ok && model.plan.compositions.map((c) => c.mutualFundId)).toEqual([2, 3, 1]);
  });

  it('a USD fund in cents with a USD account', () => {
    const result = planSubscription(input({ request: { mutualFundIds: [4], amount: 15_000 }, user: { verifiedAccountCurrencies: ['IDR', 'USD'] } }));
    expect(result).toMatchObject({ ok: true, plan: { currency: 'USD', amount: 15_000, paymentAmount: 15_000, minimum: 1_000 } });
  });
});

describe('previewPurchase tells the cart whether the risk warning is due (spec funds §4.2)', () => {
  it.each<[string, Change, boolean]>([
    ['a moderate profile buying a stock fund', {}, true],
    ['a moderate profile buying a bond fund', { request: { mutualFundIds: [3] } }, false],
    ['a low profile buying a bond fund', { user: { investorRiskProfile: 'LOW' }, request: { mutualFundIds: [3] } }, true],
    ['a moderate profile who ticked don\'t-show-again', { user: { hasDismissedMutualFundRiskWarningPopup: true } }, false],
    ['a robo portfolio whose model holds a stock fund', { request: { portfolio: ROBO, mutualFundIds: [] } }, true],
  ])('%s', (_case, change, riskWarning) => {
    const result = previewPurchase(input(change));
    expect(result).toMatchObject({ ok: true, preview: { riskWarning } });
  });
});

describe('the portfolios a single fund goes into (decision 037)', () => {
  const robo = { id: 1, roboCermat: true };
  const goal = { id: 2, roboCermat: false };
  it.each([
    ['those that are not robo', [robo, goal], true, [goal]],
    ['those that are not robo, even when no new one may be made', [robo, goal], false, [goal]],
    ['none, when a new one may be made', [robo], true, []],
    // An offline customer's single robo portfolio (issue 13: the cart offered none).
    ['the robo one, when it is all there is and no new one may be made', [robo], false, [robo]],
  ] as const)('%s', (_case, portfolios, canAddNew, expected) => {
    expect(portfoliosForFund(portfolios, canAddNew)).toEqual(expected);
  });
});
