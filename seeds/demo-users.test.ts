import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../db/client';
import {
  bankAccounts,
  banks,
  custodianBanks,
  exchangeHolidays,
  fundDividends,
  fundNavs,
  funds,
  investmentManagers,
  notifications,
  orderItems,
  orders,
  payments,
  portfolioRecommendations,
  portfolios,
  positions,
  riskProfileAnswers,
  roboModelFunds,
  roboModels,
  unitLedger,
  users,
  watchlist,
} from '../db/schema';
import { exchangeDaysBetween, jakartaDate, lastPublishedNavDate, navDateForOrder } from '../app/domain/dates';
import type { FundType, RoboRisk } from '../app/domain/enums';
import { money, percentOf, subtract, unitsForAmount } from '../app/domain/money';
import { verifyPassword } from '../app/lib/password.server';
import { RISK_PROFILE_QUESTION_COUNT } from '../app/domain/policies/registration-indicator';
import { checkLedger } from '../app/models/ledger.server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_PIN, seedDemoUsers } from './demo-users';
import { testRunDir } from '../tests/support/test-run';

/** Friday 7 November 2025, 20:00 WIB: that day's NAV is published. */
const NOW = new Date('2025-11-07T13:00:00Z');
const TODAY = jakartaDate(NOW);
const HOLIDAYS = ['2024-04-10', '2024-04-11', '2024-12-25', '2025-03-31', '2025-04-01', '2025-08-18', '2025-12-25'];

/** A small deterministic source (mulberry32), standing in for the seed's seeded generator. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FixtureFund {
  code: string;
  type: FundType;
  currency: 'IDR' | 'USD';
  launch: string;
  /** Starting NAV in major units, yearly growth and the amplitude of a slow wave around the trend. */
  startNav: number;
  growth: number;
  wave: number;
  extra?: Partial<typeof funds.$inferInsert>;
}

const FIXTURE_FUNDS: FixtureFund[] = [
  { code: 'MM1', type: 'PASAR_UANG', currency: 'IDR', launch: '2019-02-01', startNav: 1_400, growth: 0.05, wave: 0 },
  { code: 'MM2', type: 'PASAR_UANG', currency: 'IDR', launch: '2020-06-01', startNav: 1_150, growth: 0.045, wave: 0, extra: { category: 'SYARIAH' } },
  {
    code: 'FI1',
    type: 'PENDAPATAN_TETAP',
    currency: 'IDR',
    launch: '2018-01-02',
    startNav: 1_600,
    growth: 0.06,
    wave: 0.01,
    extra: { hasDividend: true, dividendPolicy: 'CASH', minimumInitialSubscriptionAmount: 500_000, minimumSubscriptionAmount: 100_000 },
  },
  { code: 'FI2', type: 'PENDAPATAN_TETAP', currency: 'IDR', launch: '2017-05-02', startNav: 2_100, growth: 0.065, wave: 0.01 },
  { code: 'MX1', type: 'CAMPURAN', currency: 'IDR', launch: '2016-03-01', startNav: 2_500, growth: 0.07, wave: 0.04 },
  {
    code: 'ST1',
    type: 'SAHAM',
    currency: 'IDR',
    launch: '2015-09-01',
    startNav: 3_200,
    growth: 0.08,
    wave: 0.09,
    // an index fund: earlier cut-off and both fees, so the seed's pricing is exercised with them
    extra: { isIndexFund: true, cutoffTime: '12:00', subscriptionFeeBp: 100, redemptionFeeBp: 50 },
  },
  { code: 'ST2', type: 'SAHAM', currency: 'IDR', launch: '2014-01-02', startNav: 4_100, growth: 0.1, wave: 0.12 },
  { code: 'MX3', type: 'CAMPURAN', currency: 'IDR', launch: '2018-04-02', startNav: 1_900, growth: 0.07, wave: 0.06, extra: { category: 'SYARIAH' } },
  { code: 'MX2', type: 'CAMPURAN', currency: 'IDR', launch: '2021-01-04', startNav: 1_300, growth: 0.06, wave: 0.03 },
  { code: 'MM3', type: 'PASAR_UANG', currency: 'IDR', launch: '2022-08-01', startNav: 1_050, growth: 0.048, wave: 0 },
  // launched six months before NOW: robo purchases before then leave it out
  { code: 'NEW', type: 'SAHAM', currency: 'IDR', launch: '2025-05-05', startNav: 1_000, growth: 0.12, wave: 0.05, extra: { isNewcomer: true } },
  {
    code: 'USD1',
    type: 'SAHAM',
    currency: 'USD',
    launch: '2019-07-01',
    startNav: 1.25,
    growth: 0.06,
    wave: 0.05,
    extra: { minimumInitialSubscriptionAmount: 1_000, minimumSubscriptionAmount: 1_000, minimumRedemptionAmount: 1_000 },
  },
];

/** spec funds §4.5: conservative 36/54/10, moderate 10/53/37, aggressive 10/24/66. */
const FIXTURE_MODELS: Record<RoboRisk, { lower: number; lines: [string, number][] }> = {
  CONSERVATIVE: { lower: 3, lines: [['MM1', 3_600], ['FI2', 5_400], ['ST2', 1_000]] },
  MODERATE: { lower: 6, lines: [['MM1', 1_000], ['FI2', 5_300], ['ST2', 2_700], ['NEW', 1_000]] },
  HIGH: { lower: 9, lines: [['MM2', 1_000], ['FI1', 2_400], ['ST1', 6_600]] },
};

/** The market data seedDemoUsers reads, in a fresh migrated database. */
function marketFixture(): Db {
  const db = openDatabase(`${testRunDir()}/test-demo-users-${process.pid}-${randomUUID()}.db`);
  migrateDatabase(db);
  db.insert(exchangeHolidays)
    .values(HOLIDAYS.map((date) => ({ date, name: 'Libur bursa' })))
    .run();
  db.insert(banks)
    .values(['BCA', 'BRI', 'MANDIRI', 'BNI'].map((code) => ({ code, name: `Bank ${code}`, supportsVirtualAccount: true })))
    .run();
  const managerId = db.insert(investmentManagers).values({ name: 'Manajer Uji', slug: 'manajer-uji' }).returning().get().id;
  const custodianId = db.insert(custodianBanks).values({ name: 'Kustodian Uji' }).returning().get().id;
  const holidays = new Set(HOLIDAYS);
  const lastNav = lastPublishedNavDate(NOW, holidays);
  const ids = new Map<string, number>();
  for (const f of FIXTURE_FUNDS) {
    const id = db
      .insert(funds)
      .values({
        code: f.code,
        name: `Reksa Dana Uji ${f.code}`,
        slug: f.code.toLowerCase(),
        type: f.type,
        category: 'KONVENSIONAL',
        currency: f.currency,
        investmentManagerId: managerId,
        custodianBankId: custodianId,
        minimumInitialSubscriptionAmount: 100_000,
        minimumSubscriptionAmount: 10_000,
        expenseRatioBp: 150,
        launchDate: f.launch,
        description: 'Dana uji.',
        ...f.extra,
      })
      .returning()
      .get().id;
    ids.set(f.code, id);
    const from = f.launch > '2023-06-01' ? f.launch : '2023-06-01';
    const days = exchangeDaysBetween(from, lastNav, holidays);
    db.insert(fundNavs)
      .values(
        days.map((navDate, t) => {
          const nav = Math.round(f.startNav * 10_000 * (1 + f.growth) ** (t / 250) * (1 + f.wave * Math.sin(t / 25)));
          return { fundId: id, navDate, nav, adjustedNav: nav };
        }),
      )
      .run();
  }
  // quarterly cash dividends of FI1 (Rp 10 a unit) paid on exchange days, and one still scheduled
  db.insert(fundDividends)
    .values([
      ...[
        ['2024-03-15', '2024-03-20'],
        ['2024-06-14', '2024-06-19'],
        ['2024-09-13', '2024-09-18'],
        ['2024-12-13', '2024-12-18'],
        ['2025-03-14', '2025-03-19'],
        ['2025-06-13', '2025-06-18'],
        ['2025-09-15', '2025-09-18'],
      ].map(([cumulativeDate, paymentDate]) => ({
        fundId: ids.get('FI1')!,
        cumulativeDate: cumulativeDate!,
        paymentDate: paymentDate!,
        distributedIncomePerUnit: 100_000,
      })),
      { fundId: ids.get('FI1')!, cumulativeDate: '2025-12-12', paymentDate: '2025-12-17', distributedIncomePerUnit: null },
    ])
    .run();
  for (const [risk, model] of Object.entries(FIXTURE_MODELS) as [RoboRisk, (typeof FIXTURE_MODELS)[RoboRisk]][]) {
    const modelId = db
      .insert(roboModels)
      .values({ risk, scoreLowerLimit: model.lower, name: `Robo ${risk}` })
      .returning()
      .get().id;
    db.insert(roboModelFunds)
      .values(model.lines.map(([code, targetBp]) => ({ modelId, fundId: ids.get(code)!, targetBp })))
      .run();
  }
  return db;
}

let db: Db;
beforeEach(() => {
  db = marketFixture();
});
afterEach(() => {
  db.$client.close();
});

const userByEmail = (email: string) => db.select().from(users).where(eq(users.email, email)).get()!;

/** Everything the seed wrote that does not depend on salted hashes, for comparing two runs. */
function snapshot(database: Db) {
  return {
    users: database
      .select()
      .from(users)
      .orderBy(asc(users.id))
      .all()
      .map(({ passwordHash, pinHash, ...rest }) => ({ ...rest, hasPassword: passwordHash.length > 0, hasPin: pinHash !== null })),
    orders: database.select().from(orders).orderBy(asc(orders.id)).all(),
    items: database.select().from(orderItems).orderBy(asc(orderItems.id)).all(),
    ledger: database.select().from(unitLedger).orderBy(asc(unitLedger.id)).all(),
    positions: database.select().from(positions).orderBy(asc(positions.portfolioId), asc(positions.fundId)).all(),
    notifications: database.select().from(notifications).orderBy(asc(notifications.id)).all(),
    watchlist: database.select().from(watchlist).all(),
    bankAccounts: database.select().from(bankAccounts).orderBy(asc(bankAccounts.id)).all(),
  };
}

// Each test seeds a fresh fixture and hashes with scrypt: allow more than the default 5 s on a busy machine.
describe('seedDemoUsers', { timeout: 30_000 }, () => {
  it('creates every demo account in its state, with the shared password', async () => {
    const report = await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    expect(report.users).toBe(DEMO_ACCOUNTS.length);

    const expected: Record<string, Partial<ReturnType<typeof userByEmail>> & { emailVerified: boolean; hasPin: boolean; started: boolean }> = {
      'investor@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, emailVerified: true, hasPin: true, started: true, formVersion: 'second', kycRisk: 'low', investorRiskProfile: 'MODERATE' },
      'baru@celengan.test': { mutualFundKycStatus: null, isVerified: false, emailVerified: true, hasPin: false, started: false, lastPageFilled: null },
      'menunggu@celengan.test': { mutualFundKycStatus: 'pendingVerification', isVerified: false, emailVerified: true, hasPin: false, started: true, lastPageFilled: 'SIXTH_PAGE' },
      'ditolak@celengan.test': { mutualFundKycStatus: 'rejectedInternal', kycRejectionReason: 'FACE_MISMATCH', kycRejectionCount: 1, formVersion: 'second', isVerified: false, emailVerified: true, hasPin: false, started: true },
      'ditolak-ksei@celengan.test': { mutualFundKycStatus: 'rejectedKsei', kseiRejectionReason: 'NAME_MISMATCH', formVersion: 'first', isVerified: false, emailVerified: true, hasPin: false, started: true },
      'blokir@celengan.test': { mutualFundKycStatus: 'blacklistedInternal', isVerified: false, emailVerified: true, hasPin: false, started: true },
      'email@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, emailVerified: false, hasPin: true, started: true },
      'edd@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, kycRisk: 'high', hasFilledEdd: false, emailVerified: true, hasPin: true, started: true },
      'sales@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, emailVerified: true, hasPin: true, started: true },
      'rujukan@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, referrerStatus: 'ON_HOLDING_PERIOD', emailVerified: true, hasPin: true, started: true },
      'pin@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, hasClosedMutualFundSuccessVerificationPopup: false, emailVerified: true, hasPin: false, started: true },
      'revisi@celengan.test': { mutualFundKycStatus: 'revisedAmend', formVersion: 'second', hasClosedMutualFundSuccessRevisionPopup: false, isVerified: false, emailVerified: true, hasPin: false, started: true },
      'kuis@celengan.test': { mutualFundKycStatus: null, quizStep: RISK_PROFILE_QUESTION_COUNT, lastPageFilled: null, isVerified: false, emailVerified: true, hasPin: false, started: false },
      'lanjut@celengan.test': { mutualFundKycStatus: null, formVersion: 'second', lastPageFilled: 'THIRD_PAGE', kycPrefill: null, isVerified: false, emailVerified: true, hasPin: false, started: true },
      'lama@celengan.test': { mutualFundKycStatus: null, formVersion: 'first', lastPageFilled: null, isVerified: false, emailVerified: true, hasPin: false, started: false },
      'cashback@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, referrerStatus: 'ELIGIBLE', cashbackAmount: 25_000, emailVerified: true, hasPin: true, started: true },
      'cashback-akhir@celengan.test': { mutualFundKycStatus: 'verificationComplete', isVerified: true, referrerStatus: 'ELIGIBLE', cashbackAmount: 25_000, emailVerified: true, hasPin: true, started: true },
      'operator@celengan.test': { role: 'operator', mutualFundKycStatus: null, isVerified: false, emailVerified: true, hasPin: false, started: false },
      // Issue 14: a whole registration waiting in the operator's queue (its answers and documents: seeds/demo-kyc.ts).
      'kyc@celengan.test': { mutualFundKycStatus: 'pendingVerification', kycRejectionCount: 0, isVerified: false, emailVerified: true, hasPin: false, started: true, lastPageFilled: 'SIXTH_PAGE' },
    };
    for (const account of DEMO_ACCOUNTS) {
      const user = userByEmail(account.email);
      const { emailVerified, hasPin, started, ...fields } = expected[account.email]!;
      expect(user, account.email).toMatchObject({ firstName: account.firstName, language: 'id', ...fields });
      expect(user.role, account.email).toBe(account.email === 'operator@celengan.test' ? 'operator' : 'investor');
      expect(user.fullName.startsWith(`${account.firstName} `), account.email).toBe(true);
      expect(user.mobilePhone, account.email).toMatch(/^08\d{10}$/);
      expect(user.emailVerifiedAt !== null, account.email).toBe(emailVerified);
      expect(user.pinHash !== null, account.email).toBe(hasPin);
      expect(user.registrationStartedAt !== null, account.email).toBe(started);
      // a status comes with the time it was set (and the registration's sending); rejection reasons only with a rejection
      expect(user.mutualFundKycUpdatedAt !== null, account.email).toBe(user.mutualFundKycStatus !== null);
      expect(user.kycSubmittedAt !== null, account.email).toBe(user.mutualFundKycStatus !== null);
      if (user.mutualFundKycStatus !== 'rejectedInternal') expect(user.kycRejectionReason, account.email).toBeNull();
      if (user.mutualFundKycStatus !== 'rejectedKsei') expect(user.kseiRejectionReason, account.email).toBeNull();
      expect(user.createdAt.getTime(), account.email).toBeLessThanOrEqual(NOW.getTime());
    }
    // the finished quiz (decision 064): its answers and score, the profile they give
    const kuis = userByEmail('kuis@celengan.test');
    expect(kuis.investorRiskProfile).toBe('MODERATE');
    expect(db.select().from(riskProfileAnswers).where(eq(riskProfileAnswers.userId, kuis.id)).get()).toMatchObject({ step: RISK_PROFILE_QUESTION_COUNT, score: 16, portfolioId: null });
    // every account signs in with the shared password (verified once per distinct hash: scrypt is slow)
    const hashes = new Set(db.select({ h: users.passwordHash }).from(users).all().map((u) => u.h));
    for (const hash of hashes) expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    const edd = userByEmail('edd@celengan.test');
    expect(edd.kycRiskDetails?.length).toBeGreaterThan(0);
    expect(userByEmail('sales@celengan.test').salesCode).toMatch(/\S/);
    expect(userByEmail('investor@celengan.test').salesCode).toBeNull();
    expect(Object.keys(userByEmail('lama@celengan.test').kycPrefill ?? {}).length).toBeGreaterThan(0);
    // cashback left: 5 days (the days-left message) and 12 hours (ends today), decision 012
    const DAY = 86_400_000;
    const left = (email: string) => userByEmail(email).cashbackExpiredAt!.getTime() - NOW.getTime();
    expect(left('cashback@celengan.test')).toBeGreaterThan(5 * DAY);
    expect(left('cashback@celengan.test')).toBeLessThan(6 * DAY);
    expect(left('cashback-akhir@celengan.test')).toBe(12 * 3_600_000);
    expect(await verifyPassword(DEMO_PIN, userByEmail('investor@celengan.test').pinHash!)).toBe(true);

    // the sales customer has exactly one portfolio, the default
    const salesPortfolios = db.select().from(portfolios).where(eq(portfolios.userId, userByEmail('sales@celengan.test').id)).all();
    expect(salesPortfolios.map((p) => p.isDefault)).toEqual([true]);
    // accounts that never finished registration have no portfolio
    for (const email of ['baru@celengan.test', 'menunggu@celengan.test', 'lanjut@celengan.test', 'lama@celengan.test', 'operator@celengan.test']) {
      expect(db.select().from(portfolios).where(eq(portfolios.userId, userByEmail(email).id)).all(), email).toEqual([]);
    }
  });

  it("gives the investor verified bank accounts, a returning user's flags and a live referral cashback", async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const investor = userByEmail('investor@celengan.test');
    const accounts = db.select().from(bankAccounts).where(eq(bankAccounts.userId, investor.id)).all();
    expect(accounts.map((a) => [a.currency, a.status]).sort()).toEqual([
      ['IDR', 'VERIFIED'],
      ['USD', 'VERIFIED'],
    ]);
    expect(accounts.every((a) => a.holderName === investor.fullName.toUpperCase())).toBe(true);
    expect(investor).toMatchObject({
      hasClosedMutualFundSuccessRegistrationCard: true,
      hasClosedMutualFundSuccessRegistrationPopup: true,
      hasClosedMutualFundSuccessVerificationPopup: true,
      hasClosedMutualFundFinancialGoalsPopup: true,
      referrerStatus: 'ELIGIBLE',
    });
    expect(investor.cashbackAmount).toBeGreaterThan(0);
    expect(investor.cashbackExpiredAt!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(investor.referralCode).toMatch(/^[A-Z0-9]+$/);
  });

  it("builds the investor's robo and goal portfolios", async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const investor = userByEmail('investor@celengan.test');
    const list = db.select().from(portfolios).where(eq(portfolios.userId, investor.id)).orderBy(asc(portfolios.id)).all();
    expect(list).toHaveLength(3);
    const [robo, ...goals] = list;
    const moderate = db.select().from(roboModels).where(eq(roboModels.risk, 'MODERATE')).get()!;
    expect(robo).toMatchObject({ isDefault: true, roboCermat: true, scoreLowerLimit: moderate.scoreLowerLimit });
    expect(robo!.riskPortfolioScore).toBeGreaterThanOrEqual(moderate.scoreLowerLimit);
    const recommendations = db
      .select({ fundId: portfolioRecommendations.fundId, targetBp: portfolioRecommendations.targetBp })
      .from(portfolioRecommendations)
      .where(eq(portfolioRecommendations.portfolioId, robo!.id))
      .orderBy(asc(portfolioRecommendations.fundId))
      .all();
    const modelLines = db
      .select({ fundId: roboModelFunds.fundId, targetBp: roboModelFunds.targetBp })
      .from(roboModelFunds)
      .where(eq(roboModelFunds.modelId, moderate.id))
      .orderBy(asc(roboModelFunds.fundId))
      .all();
    expect(recommendations).toEqual(modelLines);
    expect(goals.map((g) => [g.goalType, g.isDefault, g.roboCermat, g.showTarget])).toEqual([
      ['EDUCATION', false, false, true],
      ['EMERGENCY', false, false, true],
    ]);
    for (const goal of goals) {
      expect(goal.targetAmount).toBeGreaterThan(0);
      expect(goal.matureAt! > TODAY).toBe(true);
    }
  });

  it('writes two years of settled orders priced by the order rules, through the ledger', async () => {
    const report = await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const investor = userByEmail('investor@celengan.test');
    const holidays = new Set(HOLIDAYS);
    const allOrders = db.select().from(orders).orderBy(asc(orders.createdAt)).all();
    expect(allOrders.length).toBe(report.orders);
    expect(allOrders.every((o) => o.status === 'COMPLETED')).toBe(true);
    // every account's orders follow the same rules; the investor's make the long history
    const buys = allOrders.filter((o) => o.type === 'BUY');
    const sells = allOrders.filter((o) => o.type === 'SELL');
    const investorOrders = allOrders.filter((o) => o.userId === investor.id);
    expect(investorOrders.filter((o) => o.type === 'BUY').length).toBeGreaterThan(60);
    expect(sells.length).toBeGreaterThanOrEqual(3);
    expect(sells.every((o) => o.userId === investor.id)).toBe(true);
    // spread over about two years, all in the past
    const first = investorOrders[0]!.createdAt;
    expect(first.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 732 * 86_400_000);
    expect(first.getTime()).toBeLessThan(NOW.getTime() - 700 * 86_400_000);
    for (const o of allOrders) {
      expect(o.completedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(o.transactionNumber).toMatch(/^CLG-\d{8}-\d{6}$/);
    }

    const fundById = new Map(db.select().from(funds).all().map((f) => [f.id, f]));
    const navOf = (fundId: number, navDate: string) =>
      db.select().from(fundNavs).where(and(eq(fundNavs.fundId, fundId), eq(fundNavs.navDate, navDate))).get()?.nav;
    for (const buy of buys) {
      const payment = db.select().from(payments).where(eq(payments.orderId, buy.id)).all();
      expect(payment).toHaveLength(1);
      expect(payment[0]).toMatchObject({ status: 'PAID', amount: buy.amount, currency: buy.currency });
      const items = db.select().from(orderItems).where(eq(orderItems.orderId, buy.id)).all();
      expect(items.reduce((s, i) => s + i.amount, 0)).toBe(buy.amount);
      expect(items.reduce((s, i) => s + i.feeAmount, 0)).toBe(buy.feeAmount);
      for (const item of items) {
        const fund = fundById.get(item.fundId)!;
        expect(fund.currency).toBe(buy.currency);
        expect(item.navDate).toBe(navDateForOrder(buy.paidAt!, holidays, fund.cutoffTime));
        expect(item.nav).toBe(navOf(item.fundId, item.navDate!));
        expect(item.amount).toBeGreaterThanOrEqual(fund.minimumSubscriptionAmount);
        const fee = percentOf(money(item.amount, buy.currency), fund.subscriptionFeeBp, 'down');
        expect(item.feeAmount).toBe(fee.minor);
        expect(item.units).toBe(unitsForAmount(subtract(money(item.amount, buy.currency), fee), item.nav!));
        const entries = db.select().from(unitLedger).where(eq(unitLedger.orderItemId, item.id)).all();
        expect(entries.map((e) => [e.entryType, e.units, e.amount])).toEqual([['SUBSCRIPTION', item.units, item.amount]]);
      }
    }
    // the index fund (the only IDR stock fund outside the robo model) charged its fees
    expect(buys.some((b) => b.feeAmount > 0)).toBe(true);
    for (const sell of sells) {
      const [item] = db.select().from(orderItems).where(eq(orderItems.orderId, sell.id)).all();
      expect(item!.nav).toBe(navOf(item!.fundId, item!.navDate!));
      const [entry] = db.select().from(unitLedger).where(eq(unitLedger.orderItemId, item!.id)).all();
      expect(entry).toMatchObject({ entryType: 'REDEMPTION', units: -item!.units!, amount: item!.amount - item!.feeAmount });
    }

    expect(checkLedger(db)).toEqual([]);
    const held = db.select().from(positions).all();
    expect(held.every((p) => p.units >= 0 && p.costBasis >= 0)).toBe(true);
    expect(db.select({ n: sql<number>`count(*)` }).from(unitLedger).get()!.n).toBe(report.ledgerEntries);
  });

  it('gives the offline customer, the referred investor and the cashback holders one settled buy each', async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const holdings = (email: string) =>
      db
        .select({ portfolio: portfolios.name, roboCermat: portfolios.roboCermat, isDefault: portfolios.isDefault, units: positions.units })
        .from(portfolios)
        .leftJoin(positions, eq(positions.portfolioId, portfolios.id))
        .where(eq(portfolios.userId, userByEmail(email).id))
        .all();
    const buysOf = (email: string) => db.select().from(orders).where(eq(orders.userId, userByEmail(email).id)).all();

    // The offline customer: one robo portfolio holding every recommended fund (the carousel without add-new).
    expect(buysOf('sales@celengan.test').map((o) => [o.type, o.status, o.amount])).toEqual([['BUY', 'COMPLETED', 1_500_000]]);
    const sales = holdings('sales@celengan.test');
    expect(sales.length).toBeGreaterThan(1);
    expect(sales.every((h) => h.isDefault && h.roboCermat && h.units! > 0)).toBe(true);
    // The referred investor: an empty robo portfolio (hidden from the carousel) beside a goal that holds units.
    expect(buysOf('rujukan@celengan.test')).toHaveLength(1);
    expect(holdings('rujukan@celengan.test').map((h) => [h.portfolio, h.roboCermat, h.units !== null && h.units > 0])).toEqual([
      ['Portofolio Utama', true, false],
      ['Liburan Keluarga', false, true],
    ]);
    for (const email of ['cashback@celengan.test', 'cashback-akhir@celengan.test']) {
      expect(buysOf(email), email).toHaveLength(1);
      expect(holdings(email).every((h) => h.units! > 0), email).toBe(true);
    }
    // Nobody else bought anything.
    const buyers = new Set(db.select({ userId: orders.userId }).from(orders).all().map((o) => o.userId));
    expect(buyers.size).toBe(5);
  });

  it('leaves the investor with realized profit, cash dividends and a USD holding', async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const investor = userByEmail('investor@celengan.test');
    const sales = db
      .select({ realizedProfit: unitLedger.realizedProfit, type: funds.type })
      .from(unitLedger)
      .innerJoin(funds, eq(funds.id, unitLedger.fundId))
      .where(and(eq(unitLedger.userId, investor.id), eq(unitLedger.entryType, 'REDEMPTION')))
      .all();
    expect(sales.length).toBeGreaterThanOrEqual(3);
    expect(sales.every((s) => s.realizedProfit !== 0)).toBe(true);
    // money market NAV only rises: selling it always realizes a gain
    const moneyMarketSales = sales.filter((s) => s.type === 'PASAR_UANG');
    expect(moneyMarketSales.length).toBe(2);
    expect(moneyMarketSales.every((s) => s.realizedProfit > 0)).toBe(true);

    const dividends = db
      .select()
      .from(unitLedger)
      .where(and(eq(unitLedger.userId, investor.id), eq(unitLedger.entryType, 'DIVIDEND_CASH')))
      .all();
    expect(dividends.length).toBeGreaterThan(0);
    expect(dividends.every((d) => d.units === 0 && d.realizedProfit === d.amount && d.amount > 0)).toBe(true);

    const usd = db
      .select({ units: positions.units, portfolioId: positions.portfolioId })
      .from(positions)
      .innerJoin(funds, eq(funds.id, positions.fundId))
      .where(and(eq(positions.userId, investor.id), eq(funds.currency, 'USD')))
      .all();
    expect(usd).toHaveLength(1);
    expect(usd[0]!.units).toBeGreaterThan(0);
    const usdPortfolio = db.select().from(portfolios).where(eq(portfolios.id, usd[0]!.portfolioId)).get()!;
    // spec funds §6: robo portfolios hold no USD funds
    expect(usdPortfolio.roboCermat).toBe(false);
  });

  it('gives the investor read and unread notifications and a watchlist of funds not held', async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(42) });
    const investor = userByEmail('investor@celengan.test');
    const list = db.select().from(notifications).where(eq(notifications.userId, investor.id)).all();
    expect(list.filter((n) => n.readAt === null).length).toBeGreaterThanOrEqual(2);
    expect(list.filter((n) => n.readAt !== null).length).toBeGreaterThanOrEqual(2);
    expect(list.every((n) => n.createdAt.getTime() <= NOW.getTime())).toBe(true);
    const orderLinks = list.flatMap((n) => (n.link?.startsWith('/me/order/') ? [Number(n.link.slice('/me/order/'.length))] : []));
    expect(orderLinks.length).toBeGreaterThan(0);
    for (const orderId of orderLinks) {
      expect(db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, investor.id))).get()).toBeDefined();
    }

    const watched = db.select().from(watchlist).where(eq(watchlist.userId, investor.id)).all();
    expect(watched.length).toBeGreaterThanOrEqual(3);
    const heldFunds = new Set(db.select().from(positions).where(eq(positions.userId, investor.id)).all().map((p) => p.fundId));
    expect(watched.some((w) => heldFunds.has(w.fundId))).toBe(false);
  });

  it('is deterministic for a given random source, and refuses to run twice', async () => {
    await seedDemoUsers(db, { now: NOW, random: seededRandom(7) });
    const other = marketFixture();
    try {
      await seedDemoUsers(other, { now: NOW, random: seededRandom(7) });
      expect(snapshot(other)).toEqual(snapshot(db));
    } finally {
      other.$client.close();
    }
    await expect(seedDemoUsers(db, { now: NOW, random: seededRandom(7) })).rejects.toThrow(/already exist/);
  });

  it('stops with a clear message when the market data lacks what it needs', async () => {
    db.run(sql`DELETE FROM robo_model_funds WHERE model_id = (SELECT id FROM robo_models WHERE risk = 'HIGH')`);
    db.run(sql`DELETE FROM robo_models WHERE risk = 'HIGH'`);
    await expect(seedDemoUsers(db, { now: NOW, random: seededRandom(1) })).rejects.toThrow(/HIGH robo model/);
    // nothing was written: the whole seed is one transaction
    expect(db.select().from(users).all()).toEqual([]);
  });
});
