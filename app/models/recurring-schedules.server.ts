// Nabung Rutin schedules (issue 17 item 1; spec funds §2.1 recurring routes, §3 "Recurring schedule", §4.4, §5,
// §7 recurring-investments, §9; decision 072): reading them (the list, a portfolio's, one with its runs, the
// landing's summary) and changing them (create, update, pause, resume, stop). Every change is one immediate
// transaction that re-reads the facts and applies the pure rules (policies/recurring-rules.ts), so two creates at
// once never make a sixth schedule; each is audited. Another user's ids read exactly as missing ones.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  funds,
  orders,
  payments,
  portfolios,
  positions,
  recurringRuns,
  recurringSchedules,
  users,
} from '../../db/schema';
import type {
  Currency,
  OrderStatus,
  RecurringPaymentState,
  RecurringPeriod,
  RecurringStatus,
  RecurringValidity,
} from '~/domain/enums';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import { parseAmount } from '~/domain/money';
import { nextRunDate, recurringRule, startDateOf } from '~/domain/recurring-schedule';
import {
  MAX_SCHEDULES_PER_PORTFOLIO,
  reachedMaximum,
  recurringRefusal,
  runPaymentState,
  type RecurringRefusal,
  type RecurringRulesInput,
} from '~/domain/policies/recurring-rules';
import type { RecurringPlan } from '~/forms/recurring-schedule';
import { db as defaultDb } from '~/lib/db.server';
import { verifiedAccountCurrencies } from './bank-accounts.server';
import { loadHolidays } from './exchange-holidays.server';
import { getFeatureFlags } from './feature-flags.server';
import type { Tx } from './ledger.server';
import { withEmailVerification } from './users.server';

/** Where a schedule's page is (spec funds §2.1 /reksadana/nabung-rutin/{portfolioId}/{recurringId}). */
export function schedulePath(portfolioId: number, scheduleId: number): string {
  return `/reksadana/nabung-rutin/${portfolioId}/${scheduleId}`;
}

/** ACTIVE and PAUSED schedules count towards the limit of five (§9); STOPPED ones are history. */
const OPEN_STATUSES: RecurringStatus[] = ['ACTIVE', 'PAUSED'];

export interface ScheduleListItem {
  id: number;
  portfolioId: number;
  portfolioName: string;
  mutualFundId: number;
  fundName: string;
  fundSlug: string;
  currency: Currency;
  /** Minor units of the fund's currency. */
  amount: number;
  period: RecurringPeriod;
  /** MONTHLY 1-31, WEEKLY 1 (Monday)-7 (Sunday), DAILY null. */
  date: number | null;
  validity: RecurringValidity;
  endDate: IsoDate | null;
  startDate: IsoDate;
  status: RecurringStatus;
  /** The next run's exchange day (ACTIVE only; null when paused, stopped, or past its end date). */
  nextRunDate: IsoDate | null;
  createdAt: Date;
}

const listColumns = {
  id: recurringSchedules.id,
  portfolioId: recurringSchedules.portfolioId,
  portfolioName: portfolios.name,
  mutualFundId: recurringSchedules.fundId,
  fundName: funds.name,
  fundSlug: funds.slug,
  currency: funds.currency,
  amount: recurringSchedules.amount,
  period: recurringSchedules.period,
  date: recurringSchedules.day,
  validity: recurringSchedules.validity,
  endDate: recurringSchedules.endDate,
  startDate: recurringSchedules.startDate,
  status: recurringSchedules.status,
  createdAt: recurringSchedules.createdAt,
};

type ListRow = Omit<ScheduleListItem, 'nextRunDate'>;

function withNextRun(rows: ListRow[], today: IsoDate, database: Db | Tx): ScheduleListItem[] {
  const holidays = rows.some((r) => r.status === 'ACTIVE') ? loadHolidays(database) : new Set<string>();
  return rows.map((row) => ({
    ...row,
    nextRunDate:
      row.status === 'ACTIVE'
        ? nextRunDate(
            recurringRule(row.period, row.date),
            { startDate: row.startDate, endDate: row.endDate },
            today,
            holidays,
          )
        : null,
  }));
}

function selectList(database: Db | Tx) {
  return database
    .select(listColumns)
    .from(recurringSchedules)
    .innerJoin(portfolios, eq(portfolios.id, recurringSchedules.portfolioId))
    .innerJoin(funds, eq(funds.id, recurringSchedules.fundId));
}

/** Order of a list: open schedules first (active, then paused), newest first; stopped ones last. */
const listOrder = [
  sql`CASE ${recurringSchedules.status} WHEN 'ACTIVE' THEN 0 WHEN 'PAUSED' THEN 1 ELSE 2 END`,
  desc(recurringSchedules.id),
];

/** Every schedule of a user, across portfolios (the list page and GET recurring-investments). */
export function listSchedules(userId: number, now = new Date(), database: Db = defaultDb()): ScheduleListItem[] {
  const rows = selectList(database)
    .where(eq(recurringSchedules.userId, userId))
    .orderBy(...listOrder)
    .all();
  return withNextRun(rows, jakartaDate(now), database);
}

/** Money waiting to be paid, per currency (minor units). */
export type NeedPayment = Record<Currency, number>;

/** A run's order still waiting for its payment. */
export interface WaitingRunOrder {
  orderId: number;
  /** Minor units of `currency`. */
  amount: number;
  currency: Currency;
}

/**
 * The investor's run orders still WAITING_PAYMENT with a payable payment (an unpaid order past its 24 hours no longer
 * counts, even before the expiry sweep), over one portfolio or all, oldest first: what §3 `scheduleNeedPaymentAmount`
 * sums, and what the pages' need-payment banner and the landing submenu's count show.
 */
export function waitingRunOrders(database: Db | Tx, userId: number, now: Date, portfolioId?: number): WaitingRunOrder[] {
  return database
    .select({ orderId: orders.id, amount: payments.amount, currency: orders.currency })
    .from(recurringRuns)
    .innerJoin(orders, eq(orders.id, recurringRuns.orderId))
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(recurringRuns.userId, userId),
        eq(orders.userId, userId),
        portfolioId === undefined ? undefined : eq(orders.portfolioId, portfolioId),
        eq(orders.status, 'WAITING_PAYMENT'),
        eq(payments.status, 'PENDING'),
        sql`${payments.expiresAt} > ${now.getTime()}`,
      ),
    )
    .orderBy(asc(orders.id))
    .all();
}

/** What the investor's runs are waiting to be paid, per currency (§3 `scheduleNeedPaymentAmount`). */
function needPayment(database: Db | Tx, userId: number, now: Date, portfolioId?: number): NeedPayment {
  const total: NeedPayment = { IDR: 0, USD: 0 };
  for (const row of waitingRunOrders(database, userId, now, portfolioId)) total[row.currency] += row.amount;
  return total;
}

export interface PortfolioSchedules {
  portfolio: { id: number; name: string; roboCermat: boolean };
  schedules: ScheduleListItem[];
  /** ACTIVE + PAUSED schedules. */
  openCount: number;
  /** §4.4/§9: five open schedules; the create-limit popup. */
  reachedMaximum: boolean;
  maximum: number;
  scheduleNeedPaymentAmount: NeedPayment;
}

/** A portfolio's schedules (/reksadana/nabung-rutin/{portfolioId}); null when the portfolio is not the user's. */
export function portfolioSchedules(
  userId: number,
  portfolioId: number,
  now = new Date(),
  database: Db = defaultDb(),
): PortfolioSchedules | null {
  const portfolio = database
    .select({ id: portfolios.id, name: portfolios.name, roboCermat: portfolios.roboCermat })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
    .get();
  if (!portfolio) return null;
  const rows = selectList(database)
    .where(and(eq(recurringSchedules.userId, userId), eq(recurringSchedules.portfolioId, portfolioId)))
    .orderBy(...listOrder)
    .all();
  const schedules = withNextRun(rows, jakartaDate(now), database);
  const openCount = schedules.filter((s) => s.status !== 'STOPPED').length;
  return {
    portfolio,
    schedules,
    openCount,
    reachedMaximum: reachedMaximum(openCount),
    maximum: MAX_SCHEDULES_PER_PORTFOLIO,
    scheduleNeedPaymentAmount: needPayment(database, userId, now, portfolioId),
  };
}

/** Whether a portfolio of the user's has its five open schedules (the cart summary's `recurringInvestmentReachedMaximum`). */
export function portfolioReachedMaximum(userId: number, portfolioId: number, database: Db = defaultDb()): boolean {
  const n =
    database
      .select({ n: sql<number>`count(*)` })
      .from(recurringSchedules)
      .where(
        and(
          eq(recurringSchedules.userId, userId),
          eq(recurringSchedules.portfolioId, portfolioId),
          inArray(recurringSchedules.status, OPEN_STATUSES),
        ),
      )
      .get()?.n ?? 0;
  return reachedMaximum(n);
}

export interface RecurringSummary {
  /** ACTIVE + PAUSED schedules of the user (the landing submenu's count, §4.4). */
  count: number;
  scheduleNeedPaymentAmount: NeedPayment;
  /** Per portfolio with open schedules: its count and whether it reached the maximum. */
  portfolios: { portfolioId: number; count: number; reachedMaximum: boolean }[];
}

/** The landing submenu's and the dashboard panel's figures (spec landing §4.4; issue 17 item 1). */
export function recurringSummary(userId: number, now = new Date(), database: Db = defaultDb()): RecurringSummary {
  const perPortfolio = database
    .select({ portfolioId: recurringSchedules.portfolioId, count: sql<number>`count(*)` })
    .from(recurringSchedules)
    .where(and(eq(recurringSchedules.userId, userId), inArray(recurringSchedules.status, OPEN_STATUSES)))
    .groupBy(recurringSchedules.portfolioId)
    .orderBy(asc(recurringSchedules.portfolioId))
    .all();
  return {
    count: perPortfolio.reduce((sum, p) => sum + p.count, 0),
    scheduleNeedPaymentAmount: needPayment(database, userId, now),
    portfolios: perPortfolio.map((p) => ({ ...p, reachedMaximum: reachedMaximum(p.count) })),
  };
}

export interface ScheduleRun {
  id: number;
  runDate: IsoDate;
  /** Derived from its order (decision 072). */
  state: RecurringPaymentState;
  orderId: number | null;
  transactionNumber: string | null;
  failureReason: string | null;
}

export interface ScheduleDetail extends ScheduleListItem {
  runs: ScheduleRun[];
}

/** Runs of a schedule, newest first, their state derived from their order. */
function scheduleRuns(database: Db | Tx, scheduleId: number, now: Date): ScheduleRun[] {
  const payable = sql<number>`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.status} = 'PENDING' AND ${payments.expiresAt} > ${now.getTime()})`;
  return database
    .select({
      id: recurringRuns.id,
      runDate: recurringRuns.runDate,
      stored: recurringRuns.state,
      orderId: recurringRuns.orderId,
      orderStatus: orders.status,
      transactionNumber: orders.transactionNumber,
      payable,
      failureReason: recurringRuns.failureReason,
    })
    .from(recurringRuns)
    .leftJoin(orders, eq(orders.id, recurringRuns.orderId))
    .where(eq(recurringRuns.scheduleId, scheduleId))
    .orderBy(desc(recurringRuns.runDate))
    .all()
    .map((r) => ({
      id: r.id,
      runDate: r.runDate,
      state: runPaymentState(
        r.stored,
        r.orderStatus === null ? null : { status: r.orderStatus as OrderStatus, payable: Boolean(r.payable) },
      ),
      orderId: r.orderId,
      transactionNumber: r.transactionNumber,
      failureReason: r.failureReason,
    }));
}

/** One schedule with its runs; null when missing or another user's. `portfolioId`, when given, must match too. */
export function getSchedule(
  userId: number,
  scheduleId: number,
  now = new Date(),
  database: Db = defaultDb(),
  portfolioId?: number,
): ScheduleDetail | null {
  const row = selectList(database)
    .where(
      and(
        eq(recurringSchedules.id, scheduleId),
        eq(recurringSchedules.userId, userId),
        portfolioId === undefined ? undefined : eq(recurringSchedules.portfolioId, portfolioId),
      ),
    )
    .get();
  if (!row) return null;
  const [item] = withNextRun([row], jakartaDate(now), database);
  return { ...item!, runs: scheduleRuns(database, scheduleId, now) };
}

/** What a schedule change may be refused for besides the rules. */
export type ScheduleRefusal = RecurringRefusal | { code: 'NOT_FOUND' } | { code: 'STOPPED' };
export type ScheduleResult = { ok: true; id: number; startDate: IsoDate } | { ok: false; refusal: ScheduleRefusal };

export interface NewSchedule {
  portfolioId: number;
  mutualFundId: number;
  /** Major units as typed, parsed in the fund's currency. */
  amount: string;
  /** Minor units instead of `amount` (a cart order's share of a fund, already in minor units). */
  amountMinor?: number;
  plan: RecurringPlan;
}

export type RecurringFlags = RecurringRulesInput['flags'];

/** The flags the rules read (read outside the transaction: the flag cache reads the database handle). */
export function recurringFlags(database: Db = defaultDb()): RecurringFlags {
  const flags = getFeatureFlags(database);
  return {
    recurringInvestment: flags.recurringInvestment,
    recurringWeeklyDaily: flags.recurringWeeklyDaily,
    eddCheck: flags.eddCheck,
    usdFundPurchasable: flags.usdFundPurchasable,
    usdAccountValidation: flags.usdAccountValidation,
  };
}

function openScheduleCount(tx: Tx, portfolioId: number, exceptId?: number): number {
  return (
    tx
      .select({ n: sql<number>`count(*)` })
      .from(recurringSchedules)
      .where(
        and(
          eq(recurringSchedules.portfolioId, portfolioId),
          inArray(recurringSchedules.status, OPEN_STATUSES),
          exceptId === undefined ? undefined : sql`${recurringSchedules.id} <> ${exceptId}`,
        ),
      )
      .get()?.n ?? 0
  );
}

/** The facts the rules read, in the caller's transaction; null when the portfolio or fund is not there (or not the user's). */
function readRulesInput(
  tx: Tx,
  flags: RecurringFlags,
  userId: number,
  target: {
    portfolioId: number;
    mutualFundId: number;
    amount: string;
    amountMinor?: number;
    plan: RecurringPlan;
    exceptScheduleId?: number;
  },
  today: IsoDate,
): { input: RecurringRulesInput; currency: Currency } | null {
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const portfolio = tx
    .select({ id: portfolios.id, roboCermat: portfolios.roboCermat })
    .from(portfolios)
    .where(and(eq(portfolios.id, target.portfolioId), eq(portfolios.userId, userId), eq(portfolios.active, true)))
    .get();
  if (!portfolio) return null;
  const fund = tx.select().from(funds).where(eq(funds.id, target.mutualFundId)).get();
  if (!fund) return null;
  const held =
    tx
      .select({ units: positions.units })
      .from(positions)
      .where(
        and(
          eq(positions.userId, userId),
          eq(positions.portfolioId, portfolio.id),
          eq(positions.fundId, fund.id),
          sql`${positions.units} > 0`,
        ),
      )
      .get() !== undefined;
  const amount =
    target.amountMinor !== undefined ? { minor: target.amountMinor } : parseAmount(target.amount, fund.currency);
  return {
    currency: fund.currency,
    input: {
      flags,
      user: { ...withEmailVerification(user), verifiedAccountCurrencies: verifiedAccountCurrencies(userId, tx) },
      portfolio: {
        roboCermat: portfolio.roboCermat,
        openSchedules: openScheduleCount(tx, portfolio.id, target.exceptScheduleId),
      },
      fund: {
        status: fund.status,
        containerAccount: fund.containerAccount,
        currency: fund.currency,
        initialMinimum: fund.minimumInitialSubscriptionAmount,
        ongoingMinimum: fund.minimumSubscriptionAmount,
        alreadyHeld: held,
      },
      rule: target.plan.rule,
      amount: amount?.minor ?? Number.NaN,
      endDate: target.plan.endDate,
      today,
      change: target.exceptScheduleId !== undefined,
    },
  };
}

function audit(
  tx: Tx,
  userId: number,
  action: string,
  scheduleId: number,
  now: Date,
  details: Record<string, unknown>,
) {
  tx.insert(auditLog)
    .values({
      at: now,
      actorUserId: userId,
      actorKind: 'user',
      action,
      entity: 'recurring_schedule',
      entityId: String(scheduleId),
      details,
    })
    .run();
}

/**
 * Creates a schedule in the caller's (immediate) transaction: the rules on facts read now (the limit of five
 * counted inside the transaction), the start date the next occurrence after today (decision 072). The cart's
 * order with `recurringInvestment` calls this in its own transaction.
 */
export function createScheduleInTransaction(
  tx: Tx,
  flags: RecurringFlags,
  userId: number,
  schedule: NewSchedule,
  now: Date,
): ScheduleResult {
  const today = jakartaDate(now);
  const read = readRulesInput(
    tx,
    flags,
    userId,
    {
      portfolioId: schedule.portfolioId,
      mutualFundId: schedule.mutualFundId,
      amount: schedule.amount,
      amountMinor: schedule.amountMinor,
      plan: schedule.plan,
    },
    today,
  );
  if (!read) return { ok: false, refusal: { code: 'NOT_FOUND' } };
  const refusal = recurringRefusal(read.input);
  if (refusal) return { ok: false, refusal };
  const startDate = startDateOf(schedule.plan.rule, today, loadHolidays(tx));
  const { id } = tx
    .insert(recurringSchedules)
    .values({
      userId,
      portfolioId: schedule.portfolioId,
      fundId: schedule.mutualFundId,
      amount: read.input.amount,
      period: schedule.plan.rule.period,
      day: schedule.plan.rule.day,
      validity: schedule.plan.validity,
      endDate: schedule.plan.endDate,
      startDate,
      status: 'ACTIVE',
      createdAt: now,
    })
    .returning({ id: recurringSchedules.id })
    .get();
  audit(tx, userId, 'recurring.created', id, now, {
    portfolioId: schedule.portfolioId,
    fundId: schedule.mutualFundId,
    amount: read.input.amount,
    currency: read.currency,
    period: schedule.plan.rule.period,
    day: schedule.plan.rule.day,
    endDate: schedule.plan.endDate,
    startDate,
  });
  return { ok: true, id, startDate };
}

/** Creates a schedule (the create page, POST recurring-investments). */
export function createSchedule(
  userId: number,
  schedule: NewSchedule,
  now = new Date(),
  database: Db = defaultDb(),
): ScheduleResult {
  const flags = recurringFlags(database);
  return database.transaction((tx) => createScheduleInTransaction(tx, flags, userId, schedule, now), {
    behavior: 'immediate',
  });
}

function ownSchedule(tx: Tx, userId: number, scheduleId: number) {
  return tx
    .select()
    .from(recurringSchedules)
    .where(and(eq(recurringSchedules.id, scheduleId), eq(recurringSchedules.userId, userId)))
    .get();
}

export interface ScheduleChange {
  amount: string;
  plan: RecurringPlan;
}

/**
 * Changes a schedule's amount, period, date, validity and end date (the edit page, PATCH). The rules apply again
 * (not the limit: the schedule counts already). A changed period or date starts again from the next occurrence
 * after today; runs already made stay as they were.
 */
export function updateSchedule(
  userId: number,
  scheduleId: number,
  change: ScheduleChange,
  now = new Date(),
  database: Db = defaultDb(),
): ScheduleResult {
  const flags = recurringFlags(database);
  return database.transaction(
    (tx): ScheduleResult => {
      const schedule = ownSchedule(tx, userId, scheduleId);
      if (!schedule) return { ok: false, refusal: { code: 'NOT_FOUND' } };
      if (schedule.status === 'STOPPED') return { ok: false, refusal: { code: 'STOPPED' } };
      const today = jakartaDate(now);
      const read = readRulesInput(
        tx,
        flags,
        userId,
        {
          portfolioId: schedule.portfolioId,
          mutualFundId: schedule.fundId,
          amount: change.amount,
          plan: change.plan,
          exceptScheduleId: scheduleId,
        },
        today,
      );
      if (!read) return { ok: false, refusal: { code: 'NOT_FOUND' } };
      const refusal = recurringRefusal(read.input);
      if (refusal) return { ok: false, refusal };
      const ruleChanged = schedule.period !== change.plan.rule.period || schedule.day !== change.plan.rule.day;
      const startDate = ruleChanged ? startDateOf(change.plan.rule, today, loadHolidays(tx)) : schedule.startDate;
      tx.update(recurringSchedules)
        .set({
          amount: read.input.amount,
          period: change.plan.rule.period,
          day: change.plan.rule.day,
          validity: change.plan.validity,
          endDate: change.plan.endDate,
          startDate,
        })
        .where(eq(recurringSchedules.id, scheduleId))
        .run();
      audit(tx, userId, 'recurring.updated', scheduleId, now, {
        amount: read.input.amount,
        period: change.plan.rule.period,
        day: change.plan.rule.day,
        endDate: change.plan.endDate,
        startDate,
      });
      return { ok: true, id: scheduleId, startDate };
    },
    { behavior: 'immediate' },
  );
}

export type StatusChangeResult =
  | { ok: true; id: number; status: RecurringStatus; changed: boolean }
  | { ok: false; refusal: { code: 'NOT_FOUND' } | { code: 'STOPPED' } };

/** Moves a schedule to a status; the same status again changes nothing; a stopped schedule stays stopped. */
function setStatus(
  userId: number,
  scheduleId: number,
  status: RecurringStatus,
  now: Date,
  database: Db,
): StatusChangeResult {
  return database.transaction(
    (tx): StatusChangeResult => {
      const schedule = ownSchedule(tx, userId, scheduleId);
      if (!schedule) return { ok: false, refusal: { code: 'NOT_FOUND' } };
      if (schedule.status === status) return { ok: true, id: scheduleId, status, changed: false };
      if (schedule.status === 'STOPPED') return { ok: false, refusal: { code: 'STOPPED' } };
      tx.update(recurringSchedules).set({ status }).where(eq(recurringSchedules.id, scheduleId)).run();
      const action =
        status === 'PAUSED' ? 'recurring.paused' : status === 'ACTIVE' ? 'recurring.resumed' : 'recurring.stopped';
      audit(tx, userId, action, scheduleId, now, { from: schedule.status });
      return { ok: true, id: scheduleId, status, changed: true };
    },
    { behavior: 'immediate' },
  );
}

/** Pauses a schedule: no runs until resumed; it still counts towards the limit. */
export function pauseSchedule(
  userId: number,
  scheduleId: number,
  now = new Date(),
  database: Db = defaultDb(),
): StatusChangeResult {
  return setStatus(userId, scheduleId, 'PAUSED', now, database);
}

/** Resumes a paused schedule: it runs again from its next occurrence (those while paused are skipped). */
export function resumeSchedule(
  userId: number,
  scheduleId: number,
  now = new Date(),
  database: Db = defaultDb(),
): StatusChangeResult {
  return setStatus(userId, scheduleId, 'ACTIVE', now, database);
}

/** Stops a schedule for good (DELETE in the API): the row stays STOPPED with its runs, as history. */
export function stopSchedule(
  userId: number,
  scheduleId: number,
  now = new Date(),
  database: Db = defaultDb(),
): StatusChangeResult {
  return setStatus(userId, scheduleId, 'STOPPED', now, database);
}
