// The demo accounts of issue 2 item 4: one user per state the landing page must show
// (spec/landing-and-dashboard.md §3 "User profile", §4 "States and transitions"), and for
// investor@celengan.test two years of settled orders written through the unit ledger the app uses,
// so that positions, realized profit and `ledger:check` are real.
//
// Runs after the market data (funds, fund_navs, exchange_holidays, banks, robo models) and reads
// what it needs from the database. Deterministic for a given `random`, except the password and PIN
// hashes, which are salted.
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  bankAccounts,
  banks,
  exchangeHolidays,
  fundDividends,
  fundNavs,
  funds,
  notifications,
  orderItems,
  orders,
  payments,
  payouts,
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
import {
  addCalendarDays,
  addExchangeDays,
  addMonthsClamped,
  jakartaDate,
  jakartaInstant,
  lastPublishedNavDate,
  NAV_PUBLISH_TIME,
  navDateForOrder,
  type HolidaySet,
  type IsoDate,
} from '../app/domain/dates';
import type { Currency, GoalType, NotificationCategory, RiskProfile, RoboRisk } from '../app/domain/enums';
import { allocate, divideRounded, money, percentOf, subtract, unitsForAmount, valueOfUnits } from '../app/domain/money';
import { RISK_PROFILE_QUESTION_COUNT } from '../app/domain/policies/registration-indicator';
import { investorResult } from '../app/domain/policies/risk-profile';
import { formatDate, formatMoney } from '../app/lib/format';
import { hashPassword } from '../app/lib/password.server';
import { appendLedgerEntry, type Tx } from '../app/models/ledger.server';
import { notify as notifyEvent, type NotificationEvent } from '../app/models/notifications.server';
import { payoutAccountId, sellPayoutKey } from '../app/models/payouts.server';
import { KYC_REJECTION_LIMIT } from '../app/domain/policies/kyc-review';
import { redemptionPayoutDueDate } from '../app/domain/policies/sell-rules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts';

export type DemoUsersReport = {
  users: number;
  bankAccounts: number;
  portfolios: number;
  orders: number;
  ledgerEntries: number;
  notifications: number;
  watchlist: number;
};

export interface DemoUsersOptions {
  now: Date;
  random: () => number;
}

/** The PIN of every demo account that has one (README lists it beside the password). */
export const DEMO_PIN = '147258';

type Email = DemoAccount['email'];
type UserInsert = typeof users.$inferInsert;
type FundRow = ReturnType<typeof readFunds>[number];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Robo model for an investor risk profile (spec funds §4.5 "Robo-advisor risk mapping"). */
const ROBO_RISK_OF: Record<RiskProfile, RoboRisk> = {
  LOW: 'CONSERVATIVE',
  LOW_TO_MODERATE: 'CONSERVATIVE',
  MODERATE: 'MODERATE',
  MODERATE_TO_HIGH: 'HIGH',
  HIGH: 'HIGH',
};

/**
 * The answers of the accounts that finished the risk-profile quiz (kuis@, lanjut@): 16 points, moderate
 * (decision 064). Their row in risk_profile_answers makes the result page show the score, as a real test would.
 */
const DEMO_QUIZ_ANSWERS = {
  horizon: 'THREE_TO_5_YEARS',
  goal: 'BALANCED_GROWTH',
  drawdown: 'SELL_SOME',
  experience: 'SAVINGS_AND_DEPOSITS',
  incomeShare: 'FROM_10_TO_25_PERCENT',
  emergencyFund: 'UNDER_3_MONTHS',
  ageBand: 'UP_TO_35',
  knowledge: 'BASIC',
};
const DEMO_QUIZ_RESULT = investorResult(DEMO_QUIZ_ANSWERS)!;

const FULL_NAMES: Record<Email, string> = {
  'investor@celengan.test': 'Rina Wulandari',
  'baru@celengan.test': 'Bayu Pratama',
  'menunggu@celengan.test': 'Maya Anggraini',
  'ditolak@celengan.test': 'Dimas Saputra',
  'ditolak-ksei@celengan.test': 'Kartika Dewi Lestari',
  'blokir@celengan.test': 'Bambang Wicaksono',
  'email@celengan.test': 'Eka Permana',
  'edd@celengan.test': 'Edi Santoso',
  'sales@celengan.test': 'Sari Handayani',
  'rujukan@celengan.test': 'Rudi Hartanto',
  'pin@celengan.test': 'Putri Ramadhani',
  'revisi@celengan.test': 'Reza Firmansyah',
  'kuis@celengan.test': 'Kiki Amelia',
  'lanjut@celengan.test': 'Lina Marlina',
  'lama@celengan.test': 'Lukman Hakim',
  'cashback@celengan.test': 'Citra Maharani',
  'cashback-akhir@celengan.test': 'Candra Kusuma',
  'operator@celengan.test': 'Oki Setiawan',
  'kyc@celengan.test': 'Kirana Larasati',
};

/** Accounts with a verified identity: each has a PIN, a verified IDR account and a default robo portfolio. */
const VERIFIED: Partial<Record<Email, { riskProfile: RiskProfile; score: number; dateOfBirth: IsoDate }>> = {
  'investor@celengan.test': { riskProfile: 'MODERATE', score: 7, dateOfBirth: '1990-08-17' },
  'email@celengan.test': { riskProfile: 'MODERATE', score: 6, dateOfBirth: '1996-02-03' },
  'edd@celengan.test': { riskProfile: 'MODERATE_TO_HIGH', score: 9, dateOfBirth: '1978-11-21' },
  'sales@celengan.test': { riskProfile: 'LOW_TO_MODERATE', score: 4, dateOfBirth: '1969-05-30' },
  'rujukan@celengan.test': { riskProfile: 'MODERATE', score: 6, dateOfBirth: '1993-04-12' },
  'pin@celengan.test': { riskProfile: 'LOW_TO_MODERATE', score: 5, dateOfBirth: '1999-09-09' },
  'cashback@celengan.test': { riskProfile: 'MODERATE', score: 7, dateOfBirth: '1991-06-14' },
  'cashback-akhir@celengan.test': { riskProfile: 'LOW_TO_MODERATE', score: 4, dateOfBirth: '1985-01-25' },
};

/**
 * Accounts added after the first ten: created after the investor's history, so that the history drawn
 * from the seeded random stream (which tests count on) is the same as before they existed.
 */
const LATER_ACCOUNTS: ReadonlySet<Email> = new Set<Email>([
  'rujukan@celengan.test',
  'pin@celengan.test',
  'revisi@celengan.test',
  'kuis@celengan.test',
  'lanjut@celengan.test',
  'lama@celengan.test',
  'cashback@celengan.test',
  'cashback-akhir@celengan.test',
]);

/**
 * Accounts added with the operator's review (issue 14): created last of all, so that nothing drawn from the
 * seeded random stream before them changes.
 */
const REVIEW_ACCOUNTS: ReadonlySet<Email> = new Set<Email>(['kyc@celengan.test']);

/** Verified accounts that have not set their transaction PIN yet (spec landing §4 "Create-PIN popup"). */
const WITHOUT_PIN: ReadonlySet<Email> = new Set<Email>(['pin@celengan.test']);

/**
 * Creates every account of seeds/demo-accounts.ts in its state, with the investor's portfolios and
 * history. Hashing is asynchronous, so it happens before the (synchronous) write transaction.
 */
export async function seedDemoUsers(db: Db, options: DemoUsersOptions): Promise<DemoUsersReport> {
  const taken = db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))
    .all();
  if (taken.length > 0) {
    throw new Error(`Demo accounts already exist (${taken.map((t) => t.email).join(', ')}): seed with --reset`);
  }
  // One salted hash each for the password and the PIN, shared by the accounts: they are published
  // in the README anyway, and each scrypt hash costs a few hundred milliseconds of seeding.
  const [passwordHash, pinHash] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_PIN)]);

  return db.transaction((tx) => new DemoUsersSeeder(tx, options).run(passwordHash, pinHash), { behavior: 'immediate' });
}

function readFunds(tx: Tx) {
  return tx
    .select({
      id: funds.id,
      name: funds.name,
      type: funds.type,
      category: funds.category,
      currency: funds.currency,
      hasDividend: funds.hasDividend,
      dividendPolicy: funds.dividendPolicy,
      subscriptionFeeBp: funds.subscriptionFeeBp,
      redemptionFeeBp: funds.redemptionFeeBp,
      cutoffTime: funds.cutoffTime,
      minimumInitialSubscriptionAmount: funds.minimumInitialSubscriptionAmount,
      minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
      minimumRedemptionAmount: funds.minimumRedemptionAmount,
      firstNavDate: sql<IsoDate>`min(${fundNavs.navDate})`,
    })
    .from(funds)
    .innerJoin(fundNavs, eq(fundNavs.fundId, funds.id))
    .where(eq(funds.status, 'active_subsenabled'))
    .groupBy(funds.id)
    .orderBy(asc(funds.id))
    .all();
}

type PortfolioKey = 'robo' | 'education' | 'emergency';

type HistoryEvent =
  | { kind: 'buy'; at: Date; portfolio: PortfolioKey; lines: { fund: FundRow; weight: number }[]; amount: number }
  | { kind: 'sell'; at: Date; portfolio: PortfolioKey; fund: FundRow; percent: number }
  | { kind: 'dividend'; at: Date; portfolio: PortfolioKey; fund: FundRow; cumulativeDate: IsoDate; paymentDate: IsoDate; perUnit: number };

class DemoUsersSeeder {
  private readonly now: Date;
  private readonly today: IsoDate;
  private readonly random: () => number;
  private readonly holidays: HolidaySet;
  private readonly lastNavDate: IsoDate;
  private readonly funds: FundRow[];
  private readonly navCache = new Map<number, Map<IsoDate, number>>();
  private readonly report: DemoUsersReport = {
    users: 0,
    bankAccounts: 0,
    portfolios: 0,
    orders: 0,
    ledgerEntries: 0,
    notifications: 0,
    watchlist: 0,
  };
  private nextOrderId: number;
  private readonly usedReferralCodes = new Set<string>();

  constructor(
    private readonly tx: Tx,
    options: DemoUsersOptions,
  ) {
    this.now = options.now;
    this.today = jakartaDate(options.now);
    this.random = options.random;
    this.holidays = new Set(tx.select({ date: exchangeHolidays.date }).from(exchangeHolidays).all().map((h) => h.date));
    this.lastNavDate = lastPublishedNavDate(options.now, this.holidays);
    this.funds = readFunds(tx);
    const maxOrderId = tx.select({ id: sql<number | null>`max(${orders.id})` }).from(orders).get()?.id ?? 0;
    this.nextOrderId = maxOrderId + 1;
  }

  run(passwordHash: string, pinHash: string): DemoUsersReport {
    const ids = new Map<Email, number>();
    const id = (email: Email) => ids.get(email)!;
    const defaultPortfolios = new Map<Email, number>();
    const insert = (account: DemoAccount) => {
      const values = this.profile(account, passwordHash, VERIFIED[account.email] && !WITHOUT_PIN.has(account.email) ? pinHash : null);
      ids.set(account.email, this.tx.insert(users).values(values).returning({ id: users.id }).get().id);
      this.report.users++;
      if (values.quizStep === RISK_PROFILE_QUESTION_COUNT) {
        // A finished quiz: its answers and score, as the test saves them (models/risk-profile.server.ts).
        const at = values.updatedAt ?? values.createdAt!;
        this.tx
          .insert(riskProfileAnswers)
          .values({ userId: id(account.email), answers: DEMO_QUIZ_ANSWERS, step: RISK_PROFILE_QUESTION_COUNT, score: DEMO_QUIZ_RESULT.score, completedAt: at, updatedAt: at })
          .run();
      }
    };
    // A verified identity comes with a verified IDR account and a default robo portfolio.
    const equip = (account: DemoAccount) => {
      const verified = VERIFIED[account.email];
      if (!verified) return;
      const verifiedAt = this.verifiedAt(account.email);
      this.bankAccount(id(account.email), account.email, 'IDR', 'VERIFIED', verifiedAt);
      defaultPortfolios.set(account.email, this.defaultRoboPortfolio(id(account.email), verified.riskProfile, verified.score, verifiedAt));
    };
    const first = DEMO_ACCOUNTS.filter((account) => !LATER_ACCOUNTS.has(account.email) && !REVIEW_ACCOUNTS.has(account.email));
    first.forEach(insert);
    first.forEach(equip);
    // Bank accounts sent with the registration form (KYC step 3), not yet verified, or verified
    // by us before KSEI refused the identity.
    this.bankAccount(id('menunggu@celengan.test'), 'menunggu@celengan.test', 'IDR', 'PENDING', this.daysAgo(3));
    this.bankAccount(id('ditolak@celengan.test'), 'ditolak@celengan.test', 'IDR', 'PENDING', this.daysAgo(12));
    this.bankAccount(id('ditolak-ksei@celengan.test'), 'ditolak-ksei@celengan.test', 'IDR', 'VERIFIED', this.daysAgo(20));
    this.bankAccount(id('blokir@celengan.test'), 'blokir@celengan.test', 'IDR', 'PENDING', this.daysAgo(40));

    this.seedInvestor(id('investor@celengan.test'), defaultPortfolios.get('investor@celengan.test')!);
    for (const account of DEMO_ACCOUNTS.filter((a) => LATER_ACCOUNTS.has(a.email))) {
      insert(account);
      equip(account);
    }
    this.seedFirstPurchases(id, defaultPortfolios);
    this.stateNotifications(id);
    // A registration sent three days ago with its bank account: the oldest in the operator's queue (issue 14).
    for (const account of DEMO_ACCOUNTS.filter((a) => REVIEW_ACCOUNTS.has(a.email))) insert(account);
    this.bankAccount(id('kyc@celengan.test'), 'kyc@celengan.test', 'IDR', 'PENDING', this.daysAgo(3, '14:00'));
    // The revised registration's bank account (step 3), sent with the first form.
    this.bankAccount(id('revisi@celengan.test'), 'revisi@celengan.test', 'IDR', 'PENDING', this.daysAgo(9, '14:00'));
    return this.report;
  }

  // -------------------------------------------------------------------------------------------
  // Time and randomness

  private int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  private pick<T>(values: readonly T[]): T {
    return values[this.int(0, values.length - 1)]!;
  }

  private digits(count: number): string {
    return Array.from({ length: count }, () => this.int(0, 9)).join('');
  }

  private time(fromHour: number, toHour: number): string {
    return `${String(this.int(fromHour, toHour)).padStart(2, '0')}:${String(this.int(0, 59)).padStart(2, '0')}`;
  }

  private daysAgo(days: number, time = '10:00'): Date {
    return jakartaInstant(addCalendarDays(this.today, -days), time);
  }

  private daysAhead(days: number): Date {
    return jakartaInstant(addCalendarDays(this.today, days), '23:59');
  }

  /**
   * The expiry of a cashback in its last day: twelve hours after the seed rather than a time of day, so
   * that the ends-today state holds for half a day whenever the data is seeded.
   */
  private endingCashbackExpiry(): Date {
    return new Date(this.now.getTime() + 12 * HOUR);
  }

  /** When each account's KYC status was last set (and its account created, some days before). */
  private verifiedAt(email: Email): Date {
    // Whole days ago at 14:30, so that every instant is in the past whatever the time of `now`.
    const daysAgo: Record<Email, number> = {
      'investor@celengan.test': 760,
      'baru@celengan.test': 2,
      'menunggu@celengan.test': 1,
      'ditolak@celengan.test': 9,
      'ditolak-ksei@celengan.test': 16,
      'blokir@celengan.test': 35,
      'email@celengan.test': 5,
      'edd@celengan.test': 30,
      'sales@celengan.test': 60,
      'rujukan@celengan.test': 14,
      'pin@celengan.test': 3,
      'revisi@celengan.test': 2,
      'kuis@celengan.test': 1,
      'lanjut@celengan.test': 1,
      'lama@celengan.test': 4,
      'cashback@celengan.test': 45,
      'cashback-akhir@celengan.test': 50,
      'operator@celengan.test': 400,
      'kyc@celengan.test': 3,
    };
    return this.daysAgo(daysAgo[email], '14:30');
  }

  // -------------------------------------------------------------------------------------------
  // Users

  private referralCode(firstName: string): string {
    for (;;) {
      const code = `${firstName.toUpperCase()}${this.digits(4)}`;
      if (!this.usedReferralCodes.has(code)) {
        this.usedReferralCodes.add(code);
        return code;
      }
    }
  }

  /** Every user field, set for the account's state (spec landing §3 "User profile", §4). */
  private profile(account: DemoAccount, passwordHash: string, pinHash: string | null): UserInsert {
    const statusAt = this.verifiedAt(account.email);
    const createdAt = new Date(statusAt.getTime() - 2 * 24 * HOUR);
    const verified = VERIFIED[account.email];
    const base: UserInsert = {
      email: account.email,
      passwordHash,
      role: 'investor',
      firstName: account.firstName,
      fullName: FULL_NAMES[account.email],
      mobilePhone: `08${this.pick(['11', '12', '13', '21', '22', '52', '57', '77', '78', '81', '95', '96'])}${this.digits(8)}`,
      language: 'id',
      emailVerifiedAt: new Date(createdAt.getTime() + 7 * MINUTE),
      isVerified: false,
      pinHash,
      mutualFundKycStatus: null,
      mutualFundKycUpdatedAt: null,
      kycRejectionReason: null,
      kseiRejectionReason: null,
      registrationStartedAt: null,
      formVersion: 'second',
      lastPageFilled: null,
      kycPrefill: null,
      quizStep: 0,
      kycRisk: 'low',
      kycRiskDetails: null,
      hasFilledEdd: false,
      salesCode: null,
      investorRiskProfile: verified?.riskProfile ?? null,
      verifiedDateOfBirth: verified?.dateOfBirth ?? null,
      referralCode: verified ? this.referralCode(account.firstName) : null,
      cashbackAmount: 0,
      cashbackExpiredAt: null,
      referrerStatus: null,
      referrerExpiredAt: null,
      enableMutualFundBalanceMasking: false,
      hasDismissedMutualFundHoldingPeriodReferralCashbackCard: false,
      hasDismissedMutualFundRiskWarningPopup: false,
      hasClosedMutualFundFinancialGoalsPopup: false,
      hasClosedMutualFundSuccessRegistrationCard: false,
      hasClosedMutualFundSuccessRegistrationPopup: false,
      hasClosedMutualFundSuccessRevisionPopup: false,
      hasClosedMutualFundSuccessVerificationPopup: false,
      createdAt,
      updatedAt: statusAt,
    };
    // Everyone who submitted the six-page form (spec funds §2.6) started it the day they signed up
    // and has closed the one-time "registration submitted" popup, unless said otherwise below.
    const submitted: Partial<UserInsert> = {
      registrationStartedAt: new Date(createdAt.getTime() + HOUR),
      lastPageFilled: 'SIXTH_PAGE',
      mutualFundKycUpdatedAt: statusAt,
      // Sent when its status was set (a rejection or a revision: the revision's sending, issue 14).
      kycSubmittedAt: statusAt,
      hasClosedMutualFundSuccessRegistrationPopup: true,
    };
    const complete: Partial<UserInsert> = {
      ...submitted,
      // Sent the day before the operator approved it.
      kycSubmittedAt: new Date(statusAt.getTime() - 24 * HOUR),
      mutualFundKycStatus: 'verificationComplete',
      isVerified: true,
      hasClosedMutualFundSuccessRegistrationCard: true,
      hasClosedMutualFundSuccessVerificationPopup: true,
      hasClosedMutualFundFinancialGoalsPopup: true,
    };
    const states: Record<Email, Partial<UserInsert>> = {
      // A returning investor: every one-time popup closed; a referral cashback to spend that
      // expires in 12 days (spec landing §4 "Cashback available").
      'investor@celengan.test': {
        ...complete,
        cashbackAmount: 25_000,
        cashbackExpiredAt: this.daysAhead(12),
        referrerStatus: 'ELIGIBLE',
        referrerExpiredAt: this.daysAhead(40),
        // when the cashback was granted (its notification carries the same time)
        updatedAt: this.daysAgo(2, '11:00'),
      },
      'baru@celengan.test': {},
      // Just submitted: the "registration submitted" popup is still to be seen; referred by a
      // friend, so the eligibility timeline shows (registration done, purchase waiting).
      'menunggu@celengan.test': {
        ...submitted,
        mutualFundKycStatus: 'pendingVerification',
        hasClosedMutualFundSuccessRegistrationPopup: false,
        referrerStatus: 'WAITING_TRANSACTION',
        referrerExpiredAt: this.daysAhead(29),
      },
      'ditolak@celengan.test': {
        ...submitted,
        mutualFundKycStatus: 'rejectedInternal',
        kycRejectionReason: 'FACE_MISMATCH',
        kycRejectionCount: 1,
        formVersion: 'second',
      },
      'ditolak-ksei@celengan.test': {
        ...submitted,
        mutualFundKycStatus: 'rejectedKsei',
        kseiRejectionReason: 'NAME_MISMATCH',
        kycRejectionCount: 1,
        formVersion: 'first',
      },
      'blokir@celengan.test': { ...submitted, mutualFundKycStatus: 'blacklistedInternal' },
      // Verified, but the email link was never opened: the verify-email card shows, and the
      // success-verification popup has not been closed yet.
      'email@celengan.test': {
        ...complete,
        emailVerifiedAt: null,
        hasClosedMutualFundSuccessRegistrationCard: false,
        hasClosedMutualFundSuccessVerificationPopup: false,
        hasClosedMutualFundFinancialGoalsPopup: false,
      },
      // High KYC risk without extra due diligence: buying opens the need-EDD popup (spec landing §4).
      'edd@celengan.test': {
        ...complete,
        kycRisk: 'high',
        kycRiskDetails: ['POLITICALLY_EXPOSED_PERSON'],
        hasFilledEdd: false,
      },
      // An offline customer of a sales agent: a single portfolio (spec landing §6).
      'sales@celengan.test': { ...complete, salesCode: 'SLS-BDG-017' },
      // Came through a friend's link and bought: the cashback is held until the holding period ends
      // (spec landing §4 "Holding period"), a card the investor can dismiss for good.
      'rujukan@celengan.test': { ...complete, referrerStatus: 'ON_HOLDING_PERIOD', referrerExpiredAt: this.daysAhead(20) },
      // Verified, no PIN yet, verification popup not closed: the verification popup with its create-PIN
      // step (financial goals on); once closed, the create-PIN popup on its own (spec landing §4).
      'pin@celengan.test': { ...complete, hasClosedMutualFundSuccessVerificationPopup: false },
      // Sent a revised form after a rejection (second form version): the revision popup (spec landing §4).
      'revisi@celengan.test': { ...submitted, mutualFundKycStatus: 'revisedAmend', formVersion: 'second', kycRejectionCount: 1 },
      // Finished the risk-profile quiz but not the form: "finish registration" leads to the result
      // (spec landing §4; the threshold is decision 011's).
      'kuis@celengan.test': { quizStep: RISK_PROFILE_QUESTION_COUNT, investorRiskProfile: DEMO_QUIZ_RESULT.profile },
      // Started the step-by-step form and filled three pages: "finish registration" resumes at step 4
      // (spec landing §4 "Not registered", second form version).
      'lanjut@celengan.test': {
        registrationStartedAt: new Date(statusAt.getTime() - 3 * HOUR),
        lastPageFilled: 'THIRD_PAGE',
        formVersion: 'second',
        quizStep: RISK_PROFILE_QUESTION_COUNT,
        investorRiskProfile: DEMO_QUIZ_RESULT.profile,
      },
      // Identity data kept from an earlier registration (prefill) on the first form version: "finish
      // registration" leads to the KYC information page (spec landing §4 "Not registered").
      'lama@celengan.test': {
        formVersion: 'first',
        kycPrefill: { source: 'EARLIER_REGISTRATION', identityType: 'KTP' },
      },
      // A referral cashback to spend with its days-left message (decision 012: 7 days or fewer); still
      // ELIGIBLE, so a first purchase of Rp 1.000.000 or more earns the referral cashback (decision 025) ...
      'cashback@celengan.test': {
        ...complete,
        cashbackAmount: 25_000,
        cashbackExpiredAt: this.daysAhead(5),
        referrerStatus: 'ELIGIBLE',
        referrerExpiredAt: this.daysAhead(40),
      },
      // ... and one whose cashback ends within 24 hours, the ends-today message (decision 012).
      'cashback-akhir@celengan.test': {
        ...complete,
        cashbackAmount: 25_000,
        cashbackExpiredAt: this.endingCashbackExpiry(),
        referrerStatus: 'ELIGIBLE',
        referrerExpiredAt: this.daysAhead(40),
      },
      'operator@celengan.test': { role: 'operator' },
      // The whole registration sent and waiting for the operator (issue 14 item 9); its data and documents
      // are seeds/demo-kyc.ts's.
      'kyc@celengan.test': { ...submitted, mutualFundKycStatus: 'pendingVerification' },
    };
    return { ...base, ...states[account.email] };
  }

  private bankAccount(
    userId: number,
    email: Email,
    currency: Currency,
    status: 'PENDING' | 'VERIFIED',
    createdAt: Date,
  ): void {
    const all = this.tx.select({ id: banks.id, code: banks.code }).from(banks).orderBy(asc(banks.id)).all();
    if (all.length === 0) throw new Error('Demo users need banks: seed banks first');
    // spec landing §3 source banks; a USD account is typically held at a bank with USD savings.
    const preferred = currency === 'IDR' ? ['BCA', 'BRI', 'MANDIRI'] : ['MANDIRI', 'BNI', 'BCA'];
    const bank = preferred.map((code) => all.find((b) => b.code === code)).find((b) => b !== undefined) ?? all[0]!;
    this.tx
      .insert(bankAccounts)
      .values({
        userId,
        bankId: bank.id,
        accountNumber: `${this.int(1, 9)}${this.digits(9)}`,
        // Banks return the holder's name in capitals; it must match the identity's name.
        holderName: FULL_NAMES[email].toUpperCase(),
        currency,
        status,
        // the account proceeds of this currency go to
        isDefault: true,
        createdAt,
      })
      .run();
    this.report.bankAccounts++;
  }

  // -------------------------------------------------------------------------------------------
  // Portfolios

  private roboModel(risk: RoboRisk) {
    const model = this.tx.select().from(roboModels).where(eq(roboModels.risk, risk)).get();
    if (!model) throw new Error(`Demo users need the ${risk} robo model: seed robo models first`);
    const lines = this.tx
      .select({ fundId: roboModelFunds.fundId, targetBp: roboModelFunds.targetBp })
      .from(roboModelFunds)
      .where(eq(roboModelFunds.modelId, model.id))
      .orderBy(asc(roboModelFunds.fundId))
      .all();
    if (lines.length === 0) throw new Error(`The ${risk} robo model has no funds`);
    return { model, lines };
  }

  /** The default portfolio every verified investor gets: a robo portfolio for their risk profile. */
  private defaultRoboPortfolio(userId: number, riskProfile: RiskProfile, score: number, createdAt: Date): number {
    const { model, lines } = this.roboModel(ROBO_RISK_OF[riskProfile]);
    const portfolioId = this.tx
      .insert(portfolios)
      .values({
        userId,
        name: 'Portofolio Utama',
        icon: 'robo',
        isDefault: true,
        roboCermat: true,
        riskPortfolioScore: score,
        scoreLowerLimit: model.scoreLowerLimit,
        createdAt,
      })
      .returning({ id: portfolios.id })
      .get().id;
    this.tx
      .insert(portfolioRecommendations)
      .values(lines.map((l) => ({ portfolioId, fundId: l.fundId, targetBp: l.targetBp })))
      .run();
    this.report.portfolios++;
    return portfolioId;
  }

  private goalPortfolio(
    userId: number,
    values: { name: string; icon: string; goalType: GoalType; targetAmount: number; matureAt: IsoDate; createdAt: Date },
  ): number {
    const id = this.tx
      .insert(portfolios)
      .values({ userId, ...values, showTarget: true })
      .returning({ id: portfolios.id })
      .get().id;
    this.report.portfolios++;
    return id;
  }

  // -------------------------------------------------------------------------------------------
  // The investor

  /** A fund of a kind that has NAV over the whole history if any does, chosen by the random source. */
  private chooseFund(description: string, matches: (f: FundRow) => boolean, prefer: (f: FundRow) => boolean, start: IsoDate): FundRow {
    const candidates = this.funds.filter(matches);
    if (candidates.length === 0) throw new Error(`Demo users need an active ${description} fund with NAV history`);
    const covering = candidates.filter((f) => f.firstNavDate <= start);
    const pool = covering.length > 0 ? covering : candidates;
    const preferred = pool.filter(prefer);
    return this.pick(preferred.length > 0 ? preferred : pool);
  }

  /** A robo portfolio's recommended funds, weighted by their target percentages. */
  private recommendedLines(portfolioId: number): { fund: FundRow; weight: number }[] {
    const lines = this.tx
      .select({ fundId: portfolioRecommendations.fundId, targetBp: portfolioRecommendations.targetBp })
      .from(portfolioRecommendations)
      .where(eq(portfolioRecommendations.portfolioId, portfolioId))
      .orderBy(asc(portfolioRecommendations.fundId))
      .all()
      .flatMap((r) => {
        const fund = this.funds.find((f) => f.id === r.fundId);
        return fund ? [{ fund, weight: r.targetBp }] : [];
      });
    if (lines.some((line) => line.fund.currency !== 'IDR')) {
      // spec funds §6: robo portfolios hold no USD funds, and an order has one currency
      throw new Error('The robo model holds a USD fund');
    }
    return lines;
  }

  private seedInvestor(userId: number, roboId: number): void {
    const verifiedAt = this.verifiedAt('investor@celengan.test');
    // About two years of history, after the account was verified (760 days ago).
    const historyStart = addCalendarDays(this.today, -730);
    // Goals with a target amount and a target month (spec funds §5 "Target date": 1 month to 100
    // years ahead), shown on the dashboard's goal card.
    const educationId = this.goalPortfolio(userId, {
      name: 'Pendidikan Anak',
      icon: 'education',
      goalType: 'EDUCATION',
      targetAmount: 250_000_000,
      matureAt: `${addMonthsClamped(this.today, 12 * 10).slice(0, 7)}-01`,
      createdAt: jakartaInstant(addCalendarDays(historyStart, -2), '20:15'),
    });
    const emergencyId = this.goalPortfolio(userId, {
      name: 'Dana Darurat',
      icon: 'emergency',
      goalType: 'EMERGENCY',
      targetAmount: 45_000_000,
      matureAt: `${addMonthsClamped(this.today, 18).slice(0, 7)}-01`,
      createdAt: jakartaInstant(addCalendarDays(historyStart, -1), '19:40'),
    });
    const portfolioIds: Record<PortfolioKey, number> = { robo: roboId, education: educationId, emergency: emergencyId };

    this.bankAccount(userId, 'investor@celengan.test', 'USD', 'VERIFIED', new Date(verifiedAt.getTime() + 30 * 24 * HOUR));

    const robo = this.recommendedLines(roboId);
    const roboIds = new Set(robo.map((l) => l.fund.id));
    const notRobo = (f: FundRow) => !roboIds.has(f.id);
    const idr = (type: FundRow['type']) => (f: FundRow) => f.currency === 'IDR' && f.type === type;
    const stock = this.chooseFund('IDR stock', idr('SAHAM'), notRobo, historyStart);
    // a dividend-paying bond fund puts dividends (cash or reinvested, by its policy) in the history
    const bond = this.chooseFund('IDR fixed-income', idr('PENDAPATAN_TETAP'), (f) => notRobo(f) && f.hasDividend, historyStart);
    const moneyMarket = this.chooseFund('IDR money-market', idr('PASAR_UANG'), notRobo, historyStart);
    const usd = this.chooseFund('USD', (f) => f.currency === 'USD', () => true, addCalendarDays(historyStart, 180));

    const events: HistoryEvent[] = [];
    const month = (m: number, dayOffset: number, time: string) =>
      jakartaInstant(addCalendarDays(addMonthsClamped(historyStart, m), dayOffset), time);
    // Monthly saving on the robo portfolio and the two goals, quarterly bond top-ups, four USD buys.
    for (let m = 0; m < 24; m++) {
      if (robo.length > 0) {
        events.push({ kind: 'buy', portfolio: 'robo', at: month(m, this.int(0, 3), this.time(8, 21)), lines: robo, amount: this.int(10, 20) * 100_000 });
      }
      events.push({ kind: 'buy', portfolio: 'education', at: month(m, this.int(4, 7), this.time(7, 22)), lines: [{ fund: stock, weight: 1 }], amount: this.int(5, 10) * 100_000 });
      if (m % 3 === 0) {
        events.push({ kind: 'buy', portfolio: 'education', at: month(m, this.int(4, 7), this.time(7, 22)), lines: [{ fund: bond, weight: 1 }], amount: this.int(10, 20) * 100_000 });
      }
      events.push({ kind: 'buy', portfolio: 'emergency', at: month(m, this.int(8, 11), this.time(9, 20)), lines: [{ fund: moneyMarket, weight: 1 }], amount: this.int(5, 15) * 100_000 });
    }
    for (const m of [6, 12, 18, 22]) {
      events.push({ kind: 'buy', portfolio: 'education', at: month(m, this.int(12, 15), this.time(9, 20)), lines: [{ fund: usd, weight: 1 }], amount: this.int(15, 40) * 1_000 });
    }
    // Sells: an emergency withdrawal twice, profit taking on stocks.
    const roboStock = robo.find((l) => l.fund.type === 'SAHAM') ?? robo[0];
    if (roboStock) events.push({ kind: 'sell', portfolio: 'robo', at: month(15, 16, this.time(9, 11)), fund: roboStock.fund, percent: 25 });
    events.push({ kind: 'sell', portfolio: 'education', at: month(19, 17, this.time(9, 11)), fund: stock, percent: 30 });
    events.push({ kind: 'sell', portfolio: 'emergency', at: month(13, 18, this.time(9, 11)), fund: moneyMarket, percent: 40 });
    events.push({ kind: 'sell', portfolio: 'emergency', at: month(22, 18, this.time(9, 11)), fund: moneyMarket, percent: 20 });
    // Dividends of every fund held, paid on their payment dates to the units held at the cum date.
    const held: [PortfolioKey, FundRow][] = [
      ...robo.map((l): [PortfolioKey, FundRow] => ['robo', l.fund]),
      ['education', stock],
      ['education', bond],
      ['education', usd],
      ['emergency', moneyMarket],
    ];
    for (const [portfolio, fund] of held) {
      const dividends = this.tx
        .select()
        .from(fundDividends)
        .where(
          and(
            eq(fundDividends.fundId, fund.id),
            isNotNull(fundDividends.distributedIncomePerUnit),
            gte(fundDividends.cumulativeDate, historyStart),
            lte(fundDividends.paymentDate, addCalendarDays(this.lastNavDate, -1)),
          ),
        )
        .all();
      for (const d of dividends) {
        events.push({
          kind: 'dividend',
          portfolio,
          fund,
          // after every order of that day, whose units may count at the cum date
          at: jakartaInstant(d.paymentDate, '23:00'),
          cumulativeDate: d.cumulativeDate,
          paymentDate: d.paymentDate,
          perUnit: d.distributedIncomePerUnit!,
        });
      }
    }

    // Book everything in time order, as it would have happened; a stable sort keeps ties in plan order.
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    const cutoffForHistory = addCalendarDays(this.today, -3);
    let lastBuy: { orderId: number; fundName: string; portfolioName: string; at: Date } | undefined;
    let lastSell: { orderId: number; fundName: string; at: Date } | undefined;
    for (const event of events) {
      if (jakartaDate(event.at) > cutoffForHistory) continue;
      const portfolioId = portfolioIds[event.portfolio];
      if (event.kind === 'buy') {
        const booked = this.buy(userId, portfolioId, event);
        if (booked) {
          lastBuy = {
            orderId: booked.orderId,
            fundName: booked.fundNames.join(', '),
            portfolioName: { robo: 'Portofolio Utama', education: 'Pendidikan Anak', emergency: 'Dana Darurat' }[event.portfolio],
            at: booked.completedAt,
          };
        }
      } else if (event.kind === 'sell') {
        const booked = this.sell(userId, portfolioId, event);
        if (booked) lastSell = { orderId: booked.orderId, fundName: event.fund.name, at: booked.completedAt };
      } else {
        this.dividend(userId, portfolioId, event);
      }
    }

    this.investorNotifications(userId, verifiedAt, lastBuy, lastSell);
    this.investorWatchlist(userId, new Set(held.map(([, f]) => f.id)));
  }

  // -------------------------------------------------------------------------------------------
  // Other accounts' first purchases

  /**
   * One settled buy each for the accounts whose landing state needs an investment (spec landing §4, §5):
   * the offline customer's single robo portfolio (carousel without add-new), the referred investor's goal
   * portfolio beside an empty robo portfolio (hidden from the carousel), and the two cashback holders.
   */
  private seedFirstPurchases(id: (email: Email) => number, defaultPortfolios: ReadonlyMap<Email, number>): void {
    const roboBuy = (email: Email, daysAgo: number, amount: number) => {
      const portfolioId = defaultPortfolios.get(email)!;
      this.buy(id(email), portfolioId, {
        at: this.daysAgo(daysAgo, '10:15'),
        lines: this.recommendedLines(portfolioId),
        amount,
      });
    };
    roboBuy('sales@celengan.test', 21, 1_500_000);
    roboBuy('cashback@celengan.test', 40, 1_000_000);
    roboBuy('cashback-akhir@celengan.test', 44, 2_000_000);

    const rudi = id('rujukan@celengan.test');
    const holiday = this.goalPortfolio(rudi, {
      name: 'Liburan Keluarga',
      icon: 'travel',
      goalType: 'TRAVEL',
      targetAmount: 30_000_000,
      matureAt: `${addMonthsClamped(this.today, 24).slice(0, 7)}-01`,
      createdAt: this.daysAgo(12, '19:30'),
    });
    const moneyMarket = this.funds.find((f) => f.currency === 'IDR' && f.type === 'PASAR_UANG');
    if (!moneyMarket) throw new Error('Demo users need an active IDR money-market fund with NAV history');
    this.buy(rudi, holiday, {
      at: this.daysAgo(10, '09:40'),
      lines: [{ fund: moneyMarket, weight: 1 }],
      amount: 500_000,
    });
  }

  private navOf(fundId: number, date: IsoDate): number | undefined {
    let navs = this.navCache.get(fundId);
    if (!navs) {
      navs = new Map(
        this.tx
          .select({ navDate: fundNavs.navDate, nav: fundNavs.nav })
          .from(fundNavs)
          .where(and(eq(fundNavs.fundId, fundId), lte(fundNavs.navDate, this.lastNavDate)))
          .all()
          .map((r) => [r.navDate, r.nav]),
      );
      this.navCache.set(fundId, navs);
    }
    return navs.get(date);
  }

  private unitsHeld(portfolioId: number, fundId: number): number {
    return (
      this.tx
        .select({ units: positions.units })
        .from(positions)
        .where(and(eq(positions.portfolioId, portfolioId), eq(positions.fundId, fundId)))
        .get()?.units ?? 0
    );
  }

  private newOrderId(createdAt: Date): { id: number; transactionNumber: string } {
    const id = this.nextOrderId++;
    // The order's number carries its id, so numbers stay unique alongside orders placed in the app.
    return { id, transactionNumber: `CLG-${jakartaDate(createdAt).replaceAll('-', '')}-${String(id).padStart(6, '0')}` };
  }

  /**
   * A settled subscription (DESIGN.md "The order lifecycle"): paid, priced at the NAV date of the
   * paid time (cut-off and exchange days), units = (amount − fee) / NAV rounded down, completed
   * when that NAV was published, with one ledger entry per fund. Lines without a NAV on their date
   * (a fund launched later) are left out; the amount is raised to the funds' minimums.
   */
  private buy(
    userId: number,
    portfolioId: number,
    event: Pick<Extract<HistoryEvent, { kind: 'buy' }>, 'at' | 'lines' | 'amount'>,
  ): { orderId: number; completedAt: Date; fundNames: string[] } | undefined {
    const paidAt = event.at;
    const lines = event.lines.flatMap((line) => {
      const navDate = navDateForOrder(paidAt, this.holidays, line.fund.cutoffTime);
      const nav = navDate <= this.lastNavDate ? this.navOf(line.fund.id, navDate) : undefined;
      return nav === undefined ? [] : [{ ...line, navDate, nav }];
    });
    if (lines.length === 0) return undefined;
    const currency = lines[0]!.fund.currency;
    const totalWeight = lines.reduce((s, l) => s + l.weight, 0);
    // Enough for every line to reach its minimum (initial for a new position), in whole steps.
    const step = currency === 'IDR' ? 50_000 : 1_000;
    const needed = Math.max(
      event.amount,
      ...lines.map((l) => {
        const minimum = this.unitsHeld(portfolioId, l.fund.id) > 0 ? l.fund.minimumSubscriptionAmount : l.fund.minimumInitialSubscriptionAmount;
        return Number(divideRounded(BigInt(minimum) * BigInt(totalWeight), BigInt(l.weight), 'up'));
      }),
    );
    const amount = Number(divideRounded(BigInt(needed), BigInt(step), 'up')) * step;
    const parts = allocate(money(amount, currency), lines.map((l) => l.weight));

    const createdAt = new Date(paidAt.getTime() - this.int(3, 40) * MINUTE);
    const navDate = lines.reduce((latest, l) => (l.navDate > latest ? l.navDate : latest), lines[0]!.navDate);
    // units appear when the NAV of the (latest) NAV date is published
    const completedAt = jakartaInstant(navDate, NAV_PUBLISH_TIME);
    const priced = lines.map((line, i) => {
      const gross = parts[i]!;
      // rounded down, as the app's orders (domain/buy-summary.ts): never more than the stated fee
      const fee = percentOf(gross, line.fund.subscriptionFeeBp, 'down');
      return { ...line, gross, fee, units: unitsForAmount(subtract(gross, fee), line.nav) };
    });
    const { id: orderId, transactionNumber } = this.newOrderId(createdAt);
    this.tx
      .insert(orders)
      .values({
        id: orderId,
        transactionNumber,
        userId,
        portfolioId,
        type: 'BUY',
        status: 'COMPLETED',
        currency,
        amount,
        feeAmount: priced.reduce((s, p) => s + p.fee.minor, 0),
        source: 'SEED',
        idempotencyKey: `seed-${transactionNumber}`,
        navDate,
        createdAt,
        paidAt,
        completedAt,
      })
      .run();
    const method = currency === 'USD' ? 'BANK_TRANSFER' : this.pick(['VA_BCA', 'VA_MANDIRI', 'VA_BRI', 'GOPAY']);
    this.tx
      .insert(payments)
      .values({
        orderId,
        method,
        virtualAccountNumber: method.startsWith('VA_') ? `8808${this.digits(12)}` : null,
        reference: `SEED-${transactionNumber}`,
        amount,
        currency,
        status: 'PAID',
        // DESIGN.md: a payment expires 24 h after the order
        expiresAt: new Date(createdAt.getTime() + 24 * HOUR),
        paidAt,
        createdAt,
      })
      .run();
    for (const p of priced) {
      const itemId = this.tx
        .insert(orderItems)
        .values({
          orderId,
          fundId: p.fund.id,
          amount: p.gross.minor,
          feeAmount: p.fee.minor,
          feeBp: p.fund.subscriptionFeeBp,
          units: p.units,
          nav: p.nav,
          navDate: p.navDate,
        })
        .returning({ id: orderItems.id })
        .get().id;
      this.ledger({
        userId,
        portfolioId,
        fundId: p.fund.id,
        orderItemId: itemId,
        entryType: 'SUBSCRIPTION',
        units: p.units,
        nav: p.nav,
        navDate: p.navDate,
        currency,
        amount: p.gross.minor,
        idempotencyKey: `seed-${transactionNumber}-${itemId}`,
        at: jakartaInstant(p.navDate, NAV_PUBLISH_TIME),
      });
    }
    this.report.orders++;
    return { orderId, completedAt, fundNames: priced.map((p) => p.fund.name) };
  }

  /**
   * A settled redemption of a share of the units held, priced like a buy; the cash (after the
   * redemption fee) reached the investor's bank two exchange days later, within the 7 of DESIGN.md.
   */
  private sell(
    userId: number,
    portfolioId: number,
    event: Extract<HistoryEvent, { kind: 'sell' }>,
  ): { orderId: number; completedAt: Date } | undefined {
    const { fund } = event;
    const navDate = navDateForOrder(event.at, this.holidays, fund.cutoffTime);
    const nav = this.navOf(fund.id, navDate);
    const unitsHeld = this.unitsHeld(portfolioId, fund.id);
    if (nav === undefined || unitsHeld === 0) return undefined;
    const units = Number(divideRounded(BigInt(unitsHeld) * BigInt(event.percent), 100n, 'down'));
    const gross = valueOfUnits(units, nav, fund.currency);
    if (units === 0 || gross.minor === 0 || gross.minor < (fund.minimumRedemptionAmount ?? 0)) return undefined;
    const fee = percentOf(gross, fund.redemptionFeeBp);
    const completedAt = jakartaInstant(addExchangeDays(navDate, 2, this.holidays), '10:00');
    const { id: orderId, transactionNumber } = this.newOrderId(event.at);
    this.tx
      .insert(orders)
      .values({
        id: orderId,
        transactionNumber,
        userId,
        portfolioId,
        type: 'SELL',
        status: 'COMPLETED',
        currency: fund.currency,
        amount: gross.minor,
        feeAmount: fee.minor,
        source: 'SEED',
        idempotencyKey: `seed-${transactionNumber}`,
        navDate,
        createdAt: event.at,
        completedAt,
      })
      .run();
    const itemId = this.tx
      .insert(orderItems)
      .values({
        orderId,
        fundId: fund.id,
        amount: gross.minor,
        feeAmount: fee.minor,
        feeBp: fund.redemptionFeeBp,
        units,
        nav,
        navDate,
        proceeds: subtract(gross, fee).minor,
      })
      .returning({ id: orderItems.id })
      .get().id;
    // Its payout (issue 15): due by the fund's lag (decision 058), paid on its due date when that has come.
    const dueDate = redemptionPayoutDueDate(navDate, fund, this.holidays);
    const paidAt = jakartaInstant(dueDate, '10:00');
    const paid = paidAt.getTime() <= this.now.getTime();
    this.tx
      .insert(payouts)
      .values({
        userId,
        portfolioId,
        fundId: fund.id,
        kind: 'REDEMPTION',
        orderItemId: itemId,
        bankAccountId: payoutAccountId(this.tx, userId, fund.currency),
        currency: fund.currency,
        amount: subtract(gross, fee).minor,
        navDate,
        dueDate,
        status: paid ? 'PAID' : 'PENDING',
        paidAt: paid ? paidAt : null,
        idempotencyKey: sellPayoutKey(itemId),
        createdAt: jakartaInstant(navDate, NAV_PUBLISH_TIME),
      })
      .run();
    this.ledger({
      userId,
      portfolioId,
      fundId: fund.id,
      orderItemId: itemId,
      entryType: 'REDEMPTION',
      units,
      nav,
      navDate,
      currency: fund.currency,
      amount: subtract(gross, fee).minor,
      idempotencyKey: `seed-${transactionNumber}-${itemId}`,
      at: jakartaInstant(navDate, NAV_PUBLISH_TIME),
    });
    this.report.orders++;
    return { orderId, completedAt };
  }

  /**
   * A dividend on the units registered by the cum date (their NAV date on or before it), paid in
   * cash or reinvested at the payment date's NAV according to the fund's policy (OPTIONAL: the
   * investor took cash).
   */
  private dividend(userId: number, portfolioId: number, event: Extract<HistoryEvent, { kind: 'dividend' }>): void {
    const { fund } = event;
    const unitsAtCum =
      this.tx
        .select({ units: sql<number | null>`sum(${unitLedger.units})` })
        .from(unitLedger)
        .where(
          and(
            eq(unitLedger.portfolioId, portfolioId),
            eq(unitLedger.fundId, fund.id),
            lte(unitLedger.navDate, event.cumulativeDate),
          ),
        )
        .get()?.units ?? 0;
    const nav = this.navOf(fund.id, event.paymentDate);
    if (unitsAtCum <= 0 || nav === undefined) return;
    const cash = valueOfUnits(unitsAtCum, event.perUnit, fund.currency);
    const reinvest = fund.dividendPolicy === 'REINVESTMENT';
    const units = reinvest ? unitsForAmount(cash, nav) : 0;
    if (cash.minor === 0 || (reinvest && units === 0)) return;
    this.ledger({
      userId,
      portfolioId,
      fundId: fund.id,
      entryType: reinvest ? 'DIVIDEND_REINVESTMENT' : 'DIVIDEND_CASH',
      units,
      nav,
      navDate: event.paymentDate,
      currency: fund.currency,
      amount: cash.minor,
      idempotencyKey: `seed-dividend-${portfolioId}-${fund.id}-${event.cumulativeDate}`,
      at: event.at,
    });
  }

  private ledger(input: Parameters<typeof appendLedgerEntry>[1]): void {
    appendLedgerEntry(this.tx, input);
    this.report.ledgerEntries++;
  }

  /** A notification as written before issue 17 (no kind): shown as stored, in Indonesian (decision 079). */
  private notify(
    userId: number,
    values: { category: NotificationCategory; title: string; body: string; link?: string; createdAt: Date; read: boolean },
  ): void {
    const { read, ...rest } = values;
    this.tx
      .insert(notifications)
      .values({ userId, ...rest, readAt: read ? new Date(values.createdAt.getTime() + 2 * HOUR) : null })
      .run();
    this.report.notifications++;
  }

  /** A notification of a kind, through notify() as the events write them (no email: this is past history). */
  private notifyKind(userId: number, event: Omit<NotificationEvent, 'userId'>, createdAt: Date, read: boolean): void {
    const id = notifyEvent(this.tx, { userId, ...event }, createdAt, { email: false });
    if (read) this.tx.update(notifications).set({ readAt: new Date(createdAt.getTime() + 2 * HOUR) }).where(eq(notifications.id, id)).run();
    this.report.notifications++;
  }

  /** What settlement's ORDER_COMPLETED says of a completed order (its one fund's units and NAV, or how many funds). */
  private completedOrderParams(orderId: number, type: 'BUY' | 'SELL'): NotificationEvent['params'] {
    const order = this.tx.select({ transactionNumber: orders.transactionNumber, currency: orders.currency }).from(orders).where(eq(orders.id, orderId)).get()!;
    const items = this.tx
      .select({ id: orderItems.id, units: orderItems.units, nav: orderItems.nav, navDate: orderItems.navDate, proceeds: orderItems.proceeds, fundName: funds.name })
      .from(orderItems)
      .innerJoin(funds, eq(funds.id, orderItems.fundId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
      .all();
    const first = items[0]!;
    const common = { transactionNumber: order.transactionNumber, currency: order.currency, navDate: first.navDate };
    if (type === 'SELL') {
      const payout = this.tx.select({ dueDate: payouts.dueDate }).from(payouts).where(eq(payouts.orderItemId, first.id)).get();
      return { ...common, variant: 'SELL', fundName: first.fundName, units: first.units, nav: first.nav, proceedsAmount: first.proceeds, dueDate: payout?.dueDate ?? null };
    }
    if (items.length > 1) return { ...common, variant: 'MULTI', funds: items.length };
    return { ...common, fundName: first.fundName, units: first.units, nav: first.nav };
  }

  private investorNotifications(
    userId: number,
    verifiedAt: Date,
    lastBuy: { orderId: number; fundName: string; portfolioName: string; at: Date } | undefined,
    lastSell: { orderId: number; fundName: string; at: Date } | undefined,
  ): void {
    this.notifyKind(userId, { kind: 'KYC_APPROVED', params: {}, link: '/reksadana' }, verifiedAt, true);
    this.notify(userId, {
      category: 'ACCOUNT',
      title: 'PIN berhasil dibuat',
      body: 'PIN Anda sudah aktif. Gunakan PIN untuk mengonfirmasi setiap transaksi.',
      createdAt: new Date(verifiedAt.getTime() + 20 * MINUTE),
      read: true,
    });
    if (lastSell) {
      this.notifyKind(
        userId,
        { kind: 'ORDER_COMPLETED', params: this.completedOrderParams(lastSell.orderId, 'SELL'), link: `/me/order/${lastSell.orderId}` },
        lastSell.at,
        true,
      );
    }
    this.cashbackNotification(userId, this.daysAhead(12), this.daysAgo(2, '11:00'));
    if (lastBuy) {
      this.notifyKind(
        userId,
        { kind: 'ORDER_COMPLETED', params: this.completedOrderParams(lastBuy.orderId, 'BUY'), link: `/me/order/${lastBuy.orderId}` },
        lastBuy.at,
        false,
      );
    }
    this.notify(userId, {
      category: 'INFO',
      title: 'Laporan bulanan sudah tersedia',
      body: 'Ringkasan investasi bulan lalu sudah bisa Anda lihat dan unduh di menu e-Statement.',
      link: '/reksadana/e-statement',
      createdAt: this.daysAgo(1, '08:00'),
      read: false,
    });
  }

  /** The referral cashback granted to an investor (its amount is the users row's): a PROMO notification. */
  private cashbackNotification(userId: number, expiresAt: Date, createdAt: Date): void {
    const amount = formatMoney(25_000, 'IDR');
    this.notifyKind(
      userId,
      {
        kind: 'PROMO',
        params: {
          title: `Cashback ${amount} menunggu Anda`,
          titleEn: `A ${amount} cashback is waiting for you`,
          body: `Cashback referral Anda bisa dipakai untuk pembelian reksa dana saham atau campuran sampai ${formatDate(expiresAt)}.`,
          bodyEn: `Your referral cashback can be used to buy equity or balanced funds until ${formatDate(expiresAt, 'en')}.`,
        },
        link: '/reksadana/referral',
      },
      createdAt,
      false,
    );
  }

  /** A few funds the investor follows but does not hold (spec landing §2 "Watchlist"). */
  private investorWatchlist(userId: number, heldIds: ReadonlySet<number>): void {
    const pool = this.funds.filter((f) => !heldIds.has(f.id));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    pool.slice(0, 4).forEach((fund, i) => {
      this.tx
        .insert(watchlist)
        .values({ userId, fundId: fund.id, createdAt: this.daysAgo(90 - i * 20, '21:00') })
        .run();
      this.report.watchlist++;
    });
  }

  /** One notification per account telling what its KYC state asks of the user next. */
  private stateNotifications(id: (email: Email) => number): void {
    const account = (email: Email, title: string, body: string, link: string) =>
      this.notify(id(email), {
        category: 'ACCOUNT',
        title,
        body,
        link,
        createdAt: this.verifiedAt(email),
        read: false,
      });
    account(
      'menunggu@celengan.test',
      'Data registrasi sedang diverifikasi',
      'Terima kasih sudah mendaftar. Kami sedang memeriksa data kamu, biasanya selesai dalam 1 hari kerja.',
      '/reksadana',
    );
    this.notifyKind(
      id('ditolak@celengan.test'),
      { kind: 'KYC_REJECTED', params: { reasonKey: 'kycReview:reasons.FACE_MISMATCH', limit: KYC_REJECTION_LIMIT }, link: '/reksadana/registrasi/form/selfieWithIdCard' },
      this.verifiedAt('ditolak@celengan.test'),
      false,
    );
    account(
      'ditolak-ksei@celengan.test',
      'Verifikasi data belum berhasil',
      'Nama kamu tidak sesuai dengan data KTP di KSEI. Silakan perbaiki data registrasi kamu.',
      '/reksadana/registrasi/informasi',
    );
    account(
      'email@celengan.test',
      'Verifikasi email kamu',
      'Akun kamu sudah terverifikasi. Buka tautan yang kami kirim ke email untuk menyelesaikan pendaftaran.',
      '/reksadana',
    );
    account(
      'lanjut@celengan.test',
      'Lanjutkan pendaftaran kamu',
      'Tinggal sedikit lagi! Lengkapi sisa formulir pendaftaran untuk mulai berinvestasi.',
      '/reksadana/registrasi/form/4',
    );
    this.cashbackNotification(id('cashback@celengan.test'), this.daysAhead(5), this.daysAgo(9, '11:00'));
    this.cashbackNotification(id('cashback-akhir@celengan.test'), this.endingCashbackExpiry(), this.daysAgo(14, '11:00'));
    account(
      'edd@celengan.test',
      'Lengkapi data tambahan',
      'Sebelum berinvestasi, lengkapi formulir uji tuntas lanjutan (EDD) terlebih dahulu.',
      '/reksadana/registrasi/edd',
    );
  }
}
