// Buying (issue 5 items 2-5; spec funds §3 "Buy request", "Buy summary", "Subscription order response";
// DESIGN.md "The order lifecycle"): reads what the server knows about the investor, the portfolio, the
// funds and the coupon, applies the pure plan (policies/subscription-plan.ts) and, to subscribe, writes
// the order, its items, its payment, the coupon taken and the cashback spent in one immediate
// transaction keyed by the investor and the idempotency key: a double click or a retry finds the order
// the first request made and answers its id.
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';
import {
  funds,
  investmentManagers,
  orders,
  portfolioRecommendations,
  portfolios,
  positions,
  referralRewards,
  users,
} from '../../db/schema';
import { FUND_TYPES, type Currency, type FundType, type OrderSource } from '~/domain/enums';
import { containing } from '~/lib/like-pattern';
import { parseAmount } from '~/domain/money';
import { defaultPaymentMethod, isVirtualAccount, methodTakes, paymentExpiresAt, virtualAccountNumber, type PaymentMethod } from '~/domain/payments';
import {
  planSubscription,
  previewPurchase,
  type PlanFund,
  type PlanInput,
  type PlanRefusal,
  type PurchasePreview,
  type SubscriptionPlan,
} from '~/domain/policies/subscription-plan';
import { jakartaDate, latestDate, type IsoDate } from '~/domain/dates';
import { db } from '~/lib/db.server';
import { verifiedAccountCurrencies } from './bank-accounts.server';
import { orderUnderWay } from './open-orders.server';
import { couponsInUnpaidOrders, findCoupon, normalizeCouponCode, takeCoupon, type Coupon } from './coupons.server';
import { expireUnpaidOrdersOf } from './payments.server';
import { getFeatureFlags } from './feature-flags.server';
import type { Tx } from './ledger.server';
import { navDatesForPayment } from './nav-dates.server';
import { withEmailVerification } from './users.server';
import type { BuyRequestBody } from '~/forms/buy';
import type { RecurringPlan } from '~/forms/recurring-schedule';
import { createScheduleInTransaction, recurringFlags, type ScheduleRefusal } from './recurring-schedules.server';

/**
 * What a buy request carries (spec funds §3 "Buy request"): the body schema's output (forms/buy.ts), from
 * any source (the seed and the CLI place orders too). `amount` is in major units of the purchase's currency.
 */
export type BuyRequest = Omit<BuyRequestBody, 'source'> & {
  source: OrderSource;
  /**
   * Nabung Rutin from the cart (issue 17; spec funds §3 `recurringInvestment`): a schedule for each fund bought,
   * made in the order's transaction (lib/buy-api.server.ts requestedRecurringPlan reads it from the request).
   */
  recurring?: RecurringPlan | null;
};

export type SubscriptionRefusal = PlanRefusal | { code: 'PORTFOLIO_NOT_FOUND' } | { code: 'RECURRING_REFUSED'; recurring: ScheduleRefusal };

/** Thrown inside the order's transaction to roll the order back when its schedule is refused. */
class RecurringRefused extends Error {
  constructor(readonly refusal: ScheduleRefusal) {
    super('recurring schedule refused');
  }
}
export type CalculateResult = { ok: true; plan: SubscriptionPlan } | { ok: false; refusal: SubscriptionRefusal };
export type SubscribeResult = { ok: true; orderId: number; created: boolean } | { ok: false; refusal: SubscriptionRefusal };

function readPortfolio(tx: Tx, userId: number, portfolioId: number) {
  const portfolio = tx
    .select({ id: portfolios.id, roboCermat: portfolios.roboCermat })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .get();
  if (!portfolio) return null;
  const recommendations = portfolio.roboCermat
    ? tx
        .select({ fundId: portfolioRecommendations.fundId, targetBp: portfolioRecommendations.targetBp })
        .from(portfolioRecommendations)
        .where(eq(portfolioRecommendations.portfolioId, portfolio.id))
        .orderBy(asc(portfolioRecommendations.fundId))
        .all()
    : [];
  return { ...portfolio, recommendations };
}

/** Everything the plan needs, read in the caller's transaction; null when the portfolio is not the user's. */
function readPlanInput(
  tx: Tx,
  flags: PlanInput['flags'],
  userId: number,
  request: BuyRequest,
  now: Date,
): { input: PlanInput; coupon: Coupon | null } | { refusal: SubscriptionRefusal } {
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new Error(`user ${userId} does not exist`);
  const portfolio = request.portfolioId === null ? null : readPortfolio(tx, userId, request.portfolioId);
  if (request.portfolioId !== null && !portfolio) return { refusal: { code: 'PORTFOLIO_NOT_FOUND' } };

  // A robo portfolio buys its model unless funds are named (the plan refuses them, or takes them, decision 037).
  const model = portfolio?.roboCermat === true && request.mutualFundIds.length === 0;
  const fundIds = model ? portfolio.recommendations.map((r) => r.fundId) : [...new Set(request.mutualFundIds)];
  const rows = fundIds.length === 0 ? [] : tx.select().from(funds).where(inArray(funds.id, fundIds)).all();
  // §4.2: held in the chosen portfolio; for a new portfolio, held anywhere.
  const held = new Set(
    tx
      .select({ fundId: positions.fundId })
      .from(positions)
      .where(and(eq(positions.userId, userId), portfolio ? eq(positions.portfolioId, portfolio.id) : undefined, sql`${positions.units} > 0`))
      .all()
      .map((p) => p.fundId),
  );
  const planFunds: PlanFund[] = rows.map((f) => ({
    id: f.id,
    name: f.name,
    type: f.type,
    currency: f.currency,
    subscriptionFeeBp: f.subscriptionFeeBp,
    status: f.status,
    containerAccount: f.containerAccount,
    initialMinimum: f.minimumInitialSubscriptionAmount,
    ongoingMinimum: f.minimumSubscriptionAmount,
    alreadyHeld: held.has(f.id),
  }));

  const currency: Currency = model ? 'IDR' : (planFunds.find((f) => f.id === fundIds[0])?.currency ?? 'IDR');
  const amount = parseAmount(String(request.amount), currency);
  const couponCode = request.couponCode === null || request.couponCode.trim() === '' ? null : normalizeCouponCode(request.couponCode);
  const coupon = couponCode ? findCoupon(couponCode, tx) : null;
  const verifiedAccounts = verifiedAccountCurrencies(userId, tx);
  const { portfolioCount, nonRoboPortfolioCount } = tx
    .select({ portfolioCount: sql<number>`count(*)`, nonRoboPortfolioCount: sql<number>`count(*) FILTER (WHERE NOT ${portfolios.roboCermat})` })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .get()!;

  const input: PlanInput = {
    user: {
      // The gate reads the email's verification too (decision 039), whatever the client sent.
      ...withEmailVerification(user),
      // One referral reward per investor (decision 025): none earned yet, none promised by an open order.
      referrerEligible: user.referrerStatus === 'ELIGIBLE' && !referralRewardTaken(tx, userId, now),
      // One unpaid order per investor may hold a coupon (decision 027).
      couponsInUnpaidOrders: couponCode ? couponsInUnpaidOrders(userId, now, tx) : [],
      verifiedAccountCurrencies: verifiedAccounts,
      portfolioCount,
      nonRoboPortfolioCount,
    },
    flags,
    request: {
      // an amount that is not one (or has too many decimals) is refused by the plan as invalid
      amount: amount?.minor ?? Number.NaN,
      portfolio,
      newPortfolioName: request.portfolioId === null ? request.portfolioName : null,
      mutualFundIds: request.mutualFundIds,
      useCashback: request.useCashback,
      coupon,
      couponCode,
      source: request.source,
    },
    funds: planFunds,
    now,
  };
  return { input, coupon };
}

function readFlags(database: Db): PlanInput['flags'] {
  const flags = getFeatureFlags(database);
  return {
    eddCheck: flags.eddCheck,
    usdFundPurchasable: flags.usdFundPurchasable,
    usdAccountValidation: flags.usdAccountValidation,
    referral: flags.referral,
    promoInput: flags.promoInput,
    roboAdvisor: flags.roboAdvisor,
    addPortfolioForOfflineUsers: flags.addPortfolioForOfflineUsers,
  };
}

/** The buy summary of a request (§7 calculate): nothing is written. */
export function calculateSubscription(userId: number, request: BuyRequest, now = new Date(), database: Db = db()): CalculateResult {
  const flags = readFlags(database);
  return database.transaction((tx) => {
    const read = readPlanInput(tx, flags, userId, request, now);
    if ('refusal' in read) return { ok: false, refusal: read.refusal };
    return planSubscription(read.input);
  });
}

/** The cart form's facts before an amount is entered (funds, minimum, cashback toggle); nothing is written. */
export function purchasePreview(
  userId: number,
  request: Pick<BuyRequest, 'portfolioId' | 'portfolioName' | 'mutualFundIds'>,
  now = new Date(),
  database: Db = db(),
): { ok: true; preview: PurchasePreview } | { ok: false; refusal: SubscriptionRefusal } {
  const flags = readFlags(database);
  return database.transaction((tx) => {
    const read = readPlanInput(tx, flags, userId, { ...request, amount: '0', useCashback: false, couponCode: null, source: 'WEB' }, now);
    if ('refusal' in read) return { ok: false, refusal: read.refusal };
    return previewPurchase(read.input);
  });
}

/** The order a user already placed with this idempotency key, if any. */
function existingOrderId(tx: Tx, userId: number, idempotencyKey: string): number | undefined {
  return tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .get()?.id;
}

/** The order the user placed with this idempotency key, if any (a retry is answered before the PIN is asked: decision 052). */
export function placedOrderId(userId: number, idempotencyKey: string, database: Db = db()): number | undefined {
  return database.transaction((tx) => existingOrderId(tx, userId, idempotencyKey));
}

/** `CLG-YYYYMMDD-000123`: the Jakarta date of the order and its id (ids are unique, so numbers are). */
export function transactionNumber(orderId: number, createdAt: Date): string {
  return `CLG-${jakartaDate(createdAt).replaceAll('-', '')}-${String(orderId).padStart(6, '0')}`;
}

/**
 * Places a buy order (§7 subscribe): WAITING_PAYMENT with its items and a PENDING payment that expires
 * in 24 hours. The same user and idempotency key answer the first order's id (`created: false`)
 * whatever the request says the second time.
 */
export function subscribe(
  userId: number,
  request: BuyRequest,
  idempotencyKey: string,
  now = new Date(),
  database: Db = db(),
): SubscribeResult {
  const flags = readFlags(database);
  const scheduleFlags = request.recurring ? recurringFlags(database) : null;
  try {
    return placeOrder();
  } catch (error) {
    if (error instanceof RecurringRefused) return { ok: false, refusal: { code: 'RECURRING_REFUSED', recurring: error.refusal } };
    throw error;
  }

  function placeOrder(): SubscribeResult {
  return database.transaction(
    (tx): SubscribeResult => {
      const existing = existingOrderId(tx, userId, idempotencyKey);
      if (existing !== undefined) return { ok: true, orderId: existing, created: false };
      // A coupon an unpaid order of theirs past its 24 hours still holds is theirs again (decision 027).
      if (request.couponCode) expireUnpaidOrdersOf(tx, userId, now);

      const read = readPlanInput(tx, flags, userId, request, now);
      if ('refusal' in read) return { ok: false, refusal: read.refusal };
      const result = planSubscription(read.input);
      if (!result.ok) return result;
      const { plan } = result;

      // The coupon's quota is taken by the UPDATE's own check: another order may have taken the last one.
      const { coupon } = read;
      if (plan.coupon && coupon && !takeCoupon(tx, coupon.id)) {
        return { ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: coupon.code, reasons: ['QUOTA_USED_UP'] } };
      }
      if (plan.cashbackUsed > 0) {
        const spent = tx
          .update(users)
          .set({ cashbackAmount: sql`${users.cashbackAmount} - ${plan.cashbackUsed}`, updatedAt: now })
          .where(and(eq(users.id, userId), sql`${users.cashbackAmount} >= ${plan.cashbackUsed}`))
          .run();
        if (spent.changes !== 1) throw new Error('cashback balance changed during the order');
      }

      const portfolioId =
        plan.portfolio.id ??
        tx
          .insert(portfolios)
          .values({ userId, name: plan.portfolio.newName, createdAt: now })
          .returning({ id: portfolios.id })
          .get().id;

      // A method the currency does not take (a virtual account for dollars) is not one to start with.
      const asked = request.paymentMethod;
      const method = asked && methodTakes(asked, plan.currency) ? asked : defaultPaymentMethod(plan.currency);
      const { orderId } = buyOrderWriter(database.$client).write(
        {
          userId,
          portfolioId,
          currency: plan.currency,
          amount: plan.amount,
          feeAmount: plan.feeAmount,
          cashbackAmount: plan.cashbackUsed,
          couponCode: plan.coupon?.code ?? null,
          couponCashbackAmount: plan.coupon?.cashbackValue ?? 0,
          referralCashbackAmount: plan.referralCashbackAmount,
          source: request.source,
          recurringScheduleId: null,
          idempotencyKey,
          items: plan.compositions.map((c) => ({
            fundId: c.mutualFundId,
            // the fund's share of the payment, fee included (units come from amount − fee)
            amount: c.totalAmount,
            feeAmount: c.fee,
            feeBp: Math.round(c.feePercentage * 100),
          })),
          paymentMethod: method,
          paymentAmount: plan.paymentAmount,
          audit: { type: 'BUY', amount: plan.amount, currency: plan.currency, coupon: plan.coupon?.code ?? null, cashbackUsed: plan.cashbackUsed },
        },
        now,
      );
      // Nabung Rutin from the cart: a schedule per fund bought, at its share of the amount, in this transaction
      // (a refused schedule rolls the order back: the investor asked for both).
      if (request.recurring && scheduleFlags) {
        for (const c of plan.compositions) {
          const made = createScheduleInTransaction(
            tx,
            scheduleFlags,
            userId,
            { portfolioId, mutualFundId: c.mutualFundId, amount: '', amountMinor: c.totalAmount, plan: request.recurring },
            now,
          );
          if (!made.ok) throw new RecurringRefused(made.refusal);
        }
      }
      return { ok: true, orderId, created: true };
    },
    { behavior: 'immediate' },
  );
  }
}

/** A buy order as written: WAITING_PAYMENT, its items, its PENDING payment (24 hours) and its audit entry. */
export interface BuyOrderRecord {
  userId: number;
  portfolioId: number;
  currency: Currency;
  amount: number;
  feeAmount: number;
  cashbackAmount: number;
  couponCode: string | null;
  couponCashbackAmount: number;
  referralCashbackAmount: number;
  source: OrderSource;
  /** The Nabung Rutin schedule whose run makes the order (source RECURRING), else null. */
  recurringScheduleId: number | null;
  idempotencyKey: string;
  items: readonly { fundId: number; amount: number; feeAmount: number; feeBp: number }[];
  paymentMethod: PaymentMethod;
  paymentAmount: number;
  audit: Record<string, unknown>;
}

export interface BuyOrderWriter {
  /** Writes the order in the transaction running on the connection; answers its id and transaction number. */
  write(order: BuyOrderRecord, now: Date): { orderId: number; transactionNumber: string };
}

const writers = new WeakMap<Database.Database, BuyOrderWriter>();

/**
 * The one writer of buy orders, for the cart (subscribe) and Nabung Rutin's runs (recurring-runs.server.ts, a
 * hundred thousand at a time: decision 073). Prepared statements on the connection, made once per connection;
 * it must run inside an immediate transaction on that connection, where no other writer runs, so the next id
 * (which the transaction number and the virtual account carry) is ours.
 */
export function buyOrderWriter(client: Database.Database): BuyOrderWriter {
  const known = writers.get(client);
  if (known) return known;
  const nextId = client.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM orders').pluck();
  const insertOrder = client.prepare(
    `INSERT INTO orders (id, transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount, cashback_amount,
       coupon_code, coupon_cashback_amount, referral_cashback_amount, source, recurring_schedule_id, idempotency_key, created_at)
     VALUES (?, ?, ?, ?, 'BUY', 'WAITING_PAYMENT', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = client.prepare('INSERT INTO order_items (order_id, fund_id, amount, fee_amount, fee_bp) VALUES (?, ?, ?, ?, ?)');
  const insertPayment = client.prepare(
    `INSERT INTO payments (order_id, method, virtual_account_number, reference, amount, currency, status, expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?)`,
  );
  const insertAudit = client.prepare(
    `INSERT INTO audit_log (at, actor_user_id, actor_kind, action, entity, entity_id, details) VALUES (?, ?, ?, 'order.created', 'order', ?, ?)`,
  );
  const writer: BuyOrderWriter = {
    write(order, now) {
      if (!client.inTransaction) throw new Error('buy orders are written inside an immediate transaction');
      const orderId = nextId.get() as number;
      const number = transactionNumber(orderId, now);
      const at = now.getTime();
      insertOrder.run(
        orderId,
        number,
        order.userId,
        order.portfolioId,
        order.currency,
        order.amount,
        order.feeAmount,
        order.cashbackAmount,
        order.couponCode,
        order.couponCashbackAmount,
        order.referralCashbackAmount,
        order.source,
        order.recurringScheduleId,
        order.idempotencyKey,
        at,
      );
      for (const item of order.items) insertItem.run(orderId, item.fundId, item.amount, item.feeAmount, item.feeBp);
      const method = order.paymentMethod;
      insertPayment.run(
        orderId,
        method,
        isVirtualAccount(method) ? virtualAccountNumber(method, orderId) : null,
        `PAY-${number}`,
        order.paymentAmount,
        order.currency,
        paymentExpiresAt(now).getTime(),
        at,
      );
      // The cart's order is the investor's act; a run's is the system's (the schedule is the investor's standing order).
      insertAudit.run(at, order.userId, order.source === 'RECURRING' ? 'system' : 'user', String(orderId), JSON.stringify(order.audit));
      return { orderId, transactionNumber: number };
    },
  };
  writers.set(client, writer);
  return writer;
}

/** The portfolios a cart offers (active, default first), as the selector shows them. */
export function cartPortfolios(userId: number, database: Db = db()) {
  return database
    .select({ id: portfolios.id, name: portfolios.name, isDefault: portfolios.isDefault, roboCermat: portfolios.roboCermat })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .orderBy(sql`${portfolios.isDefault} DESC`, asc(portfolios.id))
    .all();
}

/**
 * The investor's one referral reward is earned already, or promised by an order that is paid or still
 * payable (an unpaid order past its 24 hours holds nothing, whether or not payments:expire has run).
 */
function referralRewardTaken(tx: Tx | Db, userId: number, now: Date): boolean {
  const earned = tx.select({ id: referralRewards.id }).from(referralRewards).where(eq(referralRewards.userId, userId)).get();
  if (earned) return true;
  return (
    tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.referralCashbackAmount} > 0`, orderUnderWay(now.getTime())))
      .limit(1)
      .get() !== undefined
  );
}

/**
 * The NAV date of a purchase paid at `at` (the latest of its funds', each by its cut-off, never a date
 * already published): what the summary tells the investor before confirming (issue 5 item 7, decision
 * 026). Units appear when that NAV is published.
 */
export function navDateIfPaidAt(fundIds: readonly number[], at: Date, database: Db = db()): IsoDate | null {
  return latestDate([...navDatesForPayment(database, fundIds, at).values()]);
}

/** The funds a portfolio holds units of (the top-up product list, spec funds §2.4 step 13). */
export function portfolioFunds(portfolioId: number, database: Db = db()) {
  return database
    .select({ id: funds.id, name: funds.name })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.portfolioId, portfolioId), sql`${positions.units} > 0`))
    .orderBy(asc(funds.name))
    .all();
}

/** spec funds §2.4 steps 4 and 10: at most this many funds are listed (a type or a search narrows it). */
export const ADDABLE_FUNDS_LIMIT = 30;

/**
 * What can be bought now: open to subscriptions with a container account (the plan's FUND_CLOSED
 * otherwise), and in dollars only while the USD purchase flag is on (the plan's USD_NOT_AVAILABLE).
 */
function buyable(usdPurchasable: boolean) {
  return and(eq(funds.status, 'active_subsenabled'), isNotNull(funds.containerAccount), usdPurchasable ? undefined : ne(funds.currency, 'USD'));
}

/** The fund types with something to buy, and how many (spec funds §2.4 step 3, the fund type selector). */
export function addableFundTypes(usdPurchasable: boolean, database: Db = db()): { type: FundType; count: number }[] {
  const counts = new Map(
    database
      .select({ type: funds.type, count: sql<number>`count(*)` })
      .from(funds)
      .where(buyable(usdPurchasable))
      .groupBy(funds.type)
      .all()
      .map((row) => [row.type, row.count]),
  );
  // In the catalogue's order of types, lowest risk first.
  return FUND_TYPES.flatMap((type) => (counts.get(type) ? [{ type, count: counts.get(type)! }] : []));
}

/**
 * The funds a portfolio can add (spec funds §2.4 step 4 the fund list of a type, step 10 the fund search by
 * name, code or investment manager), each marked when the portfolio already holds it (buying it is then a
 * top-up, with the ongoing minimum).
 */
export function addableFunds(
  portfolioId: number,
  filter: { type: FundType | null; keyword: string | null; usdPurchasable: boolean },
  database: Db = db(),
): { funds: AddableFundRow[]; more: boolean } {
  const keyword = filter.keyword ? containing(filter.keyword) : null;
  const rows = database
    .select({
      id: funds.id,
      name: funds.name,
      type: funds.type,
      currency: funds.currency,
      investmentManager: investmentManagers.name,
      held: sql<number>`EXISTS (SELECT 1 FROM ${positions} WHERE ${positions.portfolioId} = ${portfolioId} AND ${positions.fundId} = ${funds.id} AND ${positions.units} > 0)`,
    })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(
      and(
        buyable(filter.usdPurchasable),
        filter.type ? eq(funds.type, filter.type) : undefined,
        keyword
          ? sql`(${funds.name} LIKE ${keyword} ESCAPE '\\' OR ${funds.code} LIKE ${keyword} ESCAPE '\\' OR ${investmentManagers.name} LIKE ${keyword} ESCAPE '\\')`
          : undefined,
      ),
    )
    .orderBy(asc(funds.name), asc(funds.id))
    // One more than shown: whether there is more to narrow down.
    .limit(ADDABLE_FUNDS_LIMIT + 1)
    .all();
  return { funds: rows.slice(0, ADDABLE_FUNDS_LIMIT).map((row) => ({ ...row, held: Boolean(row.held) })), more: rows.length > ADDABLE_FUNDS_LIMIT };
}

export interface AddableFundRow {
  id: number;
  name: string;
  type: FundType;
  currency: Currency;
  investmentManager: string;
  held: boolean;
}
