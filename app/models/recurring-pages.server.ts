// What the Nabung Rutin pages, the dashboard panel, the landing submenu and the cart's option read (issue 17 item 1;
// decision 074), composed from the schedules' model (./recurring-schedules.server.ts, helper "recurring-core") and
// the pure rules: page-shaped data, and the page actions' refusals as form errors. Nothing here decides a rule.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, positions } from '../../db/schema';
import type { PortfolioSchedulesData } from '~/components/recurring/portfolio-schedules';
import type { ScheduleRowData } from '~/components/recurring/recurring-parts';
import type { FundChoice } from '~/components/recurring/schedule-form';
import { addCalendarDays, jakartaDate, type IsoDate } from '~/domain/dates';
import { formatMoney } from '~/lib/format';
import { applicableMinimum } from '~/domain/policies/buy-rules';
import { recurringPanel, type RecurringPanelKind } from '~/domain/policies/recurring-panel';
import { cartOffersRecurring, MAX_SCHEDULES_PER_PORTFOLIO, refusalField } from '~/domain/policies/recurring-rules';
import { isKycComplete } from '~/domain/policies/registration-indicator';
import { endDateWindow } from '~/domain/recurring-schedule';
import type { RecurringScheduleChange, RecurringScheduleRequest } from '~/forms/recurring-schedule';
import { message } from '~/forms/messages';
import { db as defaultDb } from '~/lib/db.server';
import type { SessionUser } from '~/lib/session.server';
import { getFeatureFlags } from './feature-flags.server';
import { loadHolidays } from './exchange-holidays.server';
import { cartPortfolios } from './subscriptions.server';
import {
  createSchedule,
  getSchedule,
  listSchedules,
  pauseSchedule,
  portfolioSchedules,
  resumeSchedule,
  stopSchedule,
  updateSchedule,
  type PortfolioSchedules,
  type ScheduleListItem,
  type ScheduleRefusal,
  waitingRunOrders,
} from './recurring-schedules.server';

/** How far ahead the form's first-purchase date may look for holidays (a month's occurrence plus a long holiday). */
const HOLIDAY_HORIZON_DAYS = 70;

function rowOf(item: ScheduleListItem): ScheduleRowData {
  return {
    id: item.id,
    portfolioId: item.portfolioId,
    fund: { name: item.fundName },
    amount: item.amount,
    currency: item.currency,
    period: item.period,
    day: item.date,
    status: item.status,
    nextRunDate: item.nextRunDate,
  };
}

function entryOf(portfolio: { id: number; name: string; roboCermat: boolean }, schedules: ScheduleListItem[]): PortfolioSchedulesData {
  const openSchedules = schedules.filter((s) => s.status !== 'STOPPED').length;
  return { portfolio, schedules: schedules.map(rowOf), openSchedules, maximum: MAX_SCHEDULES_PER_PORTFOLIO, reachedMaximum: openSchedules >= MAX_SCHEDULES_PER_PORTFOLIO };
}

export interface NeedPaymentView {
  count: number;
  /** Rupiah, minor units (spec landing §3 scheduleNeedPaymentAmount). */
  amount: number;
  /** The one order's payment page, or the orders list filtered to those waiting. */
  href: `/${string}`;
}

function needPaymentOf(userId: number, now: Date, database: Db, portfolioId?: number): NeedPaymentView {
  const waiting = waitingRunOrders(database, userId, now, portfolioId);
  const amount = waiting.filter((w) => w.currency === 'IDR').reduce((sum, w) => sum + w.amount, 0);
  const href: `/${string}` = waiting.length === 1 ? `/payment/${waiting[0]!.orderId}` : '/me/order';
  return { count: waiting.length, amount, href };
}

/** The landing submenu's count (spec landing §2 "recurring investment ... with notification count"): runs waiting for payment. */
export function recurringRunsWaitingCount(userId: number, now = new Date(), database: Db = defaultDb()): number {
  return waitingRunOrders(database, userId, now).length;
}

/** /reksadana/nabung-rutin: every portfolio (robo ones say why they have none) with its schedules; null when the feature is off. */
export function recurringListPage(user: SessionUser, now: Date, database: Db = defaultDb()) {
  if (!getFeatureFlags(database).recurringInvestment) return null;
  const all = listSchedules(user.id, now, database);
  const portfolios = cartPortfolios(user.id, database).map((p) =>
    entryOf(
      { id: p.id, name: p.name, roboCermat: p.roboCermat },
      all.filter((s) => s.portfolioId === p.id),
    ),
  );
  return { portfolios, needPayment: needPaymentOf(user.id, now, database) };
}

/** /reksadana/nabung-rutin/{portfolioId}: null when the feature is off or the portfolio is not the user's. */
export function recurringPortfolioPage(user: SessionUser, portfolioId: number, now: Date, database: Db = defaultDb()) {
  if (!getFeatureFlags(database).recurringInvestment) return null;
  const found: PortfolioSchedules | null = portfolioSchedules(user.id, portfolioId, now, database);
  if (!found) return null;
  return { entry: entryOf(found.portfolio, found.schedules), needPayment: needPaymentOf(user.id, now, database, portfolioId) };
}

/** /reksadana/nabung-rutin/{portfolioId}/{recurringId}: null when missing, another user's or of another portfolio. */
export function recurringDetailPage(user: SessionUser, portfolioId: number, recurringId: number, now: Date, database: Db = defaultDb()) {
  if (!getFeatureFlags(database).recurringInvestment) return null;
  const schedule = getSchedule(user.id, recurringId, now, database, portfolioId);
  if (!schedule) return null;
  return {
    schedule: { ...rowOf(schedule), fund: { id: schedule.mutualFundId, name: schedule.fundName }, startDate: schedule.startDate, endDate: schedule.endDate },
    portfolioName: schedule.portfolioName,
    runs: schedule.runs.map((run) => ({ id: run.id, runDate: run.runDate, state: run.state, orderId: run.orderId, failureReason: run.failureReason })),
  };
}

/** The holidays of the next weeks, for the form's first-purchase date (computed in the browser too). */
function upcomingHolidays(today: IsoDate, database: Db): string[] {
  const last = addCalendarDays(today, HOLIDAY_HORIZON_DAYS);
  return [...loadHolidays(database)].filter((day) => day >= today && day <= last).sort();
}

/** The funds to choose from: those the portfolio holds first, then every fund open for subscription. */
function fundChoices(userId: number, portfolioId: number, usdPurchasable: boolean, database: Db): FundChoice[] {
  const rows = database
    .select({
      id: funds.id,
      name: funds.name,
      currency: funds.currency,
      initialMinimum: funds.minimumInitialSubscriptionAmount,
      ongoingMinimum: funds.minimumSubscriptionAmount,
      held: sql<number>`EXISTS (SELECT 1 FROM ${positions} WHERE ${positions.userId} = ${userId} AND ${positions.portfolioId} = ${portfolioId} AND ${positions.fundId} = ${funds.id} AND ${positions.units} > 0)`,
    })
    .from(funds)
    .where(and(eq(funds.status, 'active_subsenabled'), isNotNull(funds.containerAccount), usdPurchasable ? undefined : ne(funds.currency, 'USD')))
    .orderBy(asc(funds.name), asc(funds.id))
    .all();
  return rows
    .map((row) => ({ id: row.id, name: row.name, currency: row.currency, held: Boolean(row.held), minimum: applicableMinimum({ alreadyHeld: Boolean(row.held), initialMinimum: row.initialMinimum, ongoingMinimum: row.ongoingMinimum }) }))
    .sort((a, b) => Number(b.held) - Number(a.held));
}

export type CreatePageState = 'FORM' | 'IN_PROCESS' | 'LIMIT' | 'ROBO';

/** /reksadana/nabung-rutin/buat-jadwal?portfolio={id}: what the page shows (the form, or one of §4.4's notices). */
export function recurringCreatePage(user: SessionUser, portfolioId: number, fundId: number | null, now: Date, database: Db = defaultDb()) {
  const flags = getFeatureFlags(database);
  if (!flags.recurringInvestment) return null;
  const found = portfolioSchedules(user.id, portfolioId, now, database);
  if (!found) return null;
  const today = jakartaDate(now);
  const state: CreatePageState = !isKycComplete(user) ? 'IN_PROCESS' : found.portfolio.roboCermat ? 'ROBO' : found.reachedMaximum ? 'LIMIT' : 'FORM';
  const choices = state === 'FORM' ? fundChoices(user.id, portfolioId, flags.usdFundPurchasable, database) : [];
  return {
    portfolio: found.portfolio,
    state,
    openSchedules: found.openCount,
    maximum: found.maximum,
    funds: choices,
    defaultFundId: choices.find((f) => f.id === fundId)?.id ?? choices[0]?.id ?? null,
    weeklyDaily: flags.recurringWeeklyDaily,
    endDateWindow: endDateWindow(today),
    today,
    holidays: state === 'FORM' ? upcomingHolidays(today, database) : [],
  };
}

/** /reksadana/nabung-rutin/ubah/{portfolioId}/{recurringId}. */
export function recurringEditPage(user: SessionUser, portfolioId: number, recurringId: number, now: Date, database: Db = defaultDb()) {
  const flags = getFeatureFlags(database);
  if (!flags.recurringInvestment) return null;
  const schedule = getSchedule(user.id, recurringId, now, database, portfolioId);
  if (!schedule) return null;
  const today = jakartaDate(now);
  const held = database
    .select({ units: positions.units })
    .from(positions)
    .where(and(eq(positions.userId, user.id), eq(positions.portfolioId, portfolioId), eq(positions.fundId, schedule.mutualFundId), sql`${positions.units} > 0`))
    .get();
  const fundRow = database
    .select({ initialMinimum: funds.minimumInitialSubscriptionAmount, ongoingMinimum: funds.minimumSubscriptionAmount })
    .from(funds)
    .where(eq(funds.id, schedule.mutualFundId))
    .get()!;
  const fund: FundChoice = {
    id: schedule.mutualFundId,
    name: schedule.fundName,
    currency: schedule.currency,
    held: held !== undefined,
    minimum: applicableMinimum({ alreadyHeld: held !== undefined, ...fundRow }),
  };
  return {
    schedule: { ...rowOf(schedule), fund: { id: schedule.mutualFundId, name: schedule.fundName }, endDate: schedule.endDate },
    fund,
    weeklyDaily: flags.recurringWeeklyDaily,
    endDateWindow: endDateWindow(today),
    today,
    holidays: upcomingHolidays(today, database),
  };
}

/** A refusal of the rules as conform's errors: on its field, or on the whole form. */
function refusalErrors(refusal: ScheduleRefusal): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const values: Record<string, string | number> = {};
  if ('maximum' in refusal) values.maximum = refusal.maximum;
  if ('currency' in refusal) values.currency = refusal.currency;
  if ('minimum' in refusal) values.minimum = formatMoney(refusal.minimum, refusal.currency);
  if ('min' in refusal) {
    values.min = refusal.min;
    values.max = refusal.max;
  }
  const text = message(`recurring:rules.refusal.${refusal.code}`, values);
  const field = refusal.code === 'NOT_FOUND' || refusal.code === 'STOPPED' ? null : refusalField(refusal);
  return field ? { fieldErrors: { [field]: [text] }, formErrors: [] } : { fieldErrors: {}, formErrors: [text] };
}

export type PageChangeResult = { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string[]>; formErrors: string[] };

/** The create page's post: the schedule, or the rules' refusal as form errors. */
export function createFromPage(user: SessionUser, request: RecurringScheduleRequest, now: Date, database: Db = defaultDb()): PageChangeResult {
  const result = createSchedule(user.id, { portfolioId: request.portfolioId, mutualFundId: request.mutualFundId, amount: request.amount, plan: request }, now, database);
  return result.ok ? { ok: true, id: result.id } : { ok: false, ...refusalErrors(result.refusal) };
}

/** The edit page's save. */
export function changeFromPage(user: SessionUser, scheduleId: number, change: RecurringScheduleChange, now: Date, database: Db = defaultDb()): PageChangeResult {
  const result = updateSchedule(user.id, scheduleId, { amount: change.amount, plan: change }, now, database);
  return result.ok ? { ok: true, id: result.id } : { ok: false, ...refusalErrors(result.refusal) };
}

/** The edit page's pause, resume and stop; false when the schedule is not the user's (a 404). */
export function setStatusFromPage(user: SessionUser, scheduleId: number, intent: 'pause' | 'resume' | 'stop', now: Date, database: Db = defaultDb()): boolean {
  const change = intent === 'pause' ? pauseSchedule : intent === 'resume' ? resumeSchedule : stopSchedule;
  const result = change(user.id, scheduleId, now, database);
  // A stopped schedule refusing a pause or resume is no missing one: the detail page says it is stopped.
  return result.ok || result.refusal.code === 'STOPPED';
}

/** The portfolio dashboard's panel (spec funds §4.4), or null when the feature is off. */
export function recurringPanelOf(user: SessionUser, portfolio: { portfolioId: number; roboCermat: boolean }, now: Date, database: Db = defaultDb()): { kind: RecurringPanelKind; href: `/${string}`; count: number } | null {
  if (!getFeatureFlags(database).recurringInvestment || portfolio.roboCermat) return null;
  const found = portfolioSchedules(user.id, portfolio.portfolioId, now, database);
  if (!found) return null;
  return { ...recurringPanel({ portfolioId: portfolio.portfolioId, kycComplete: isKycComplete(user), scheduleCount: found.openCount, maximum: found.maximum }), count: found.openCount };
}

/**
 * The cart summary's "Jadikan Nabung Rutin" (spec funds §5; decision 075): offered with the feature on, for a plan
 * that is not robo and a portfolio below the limit (a new portfolio has none yet).
 */
export function cartRecurringOffer(user: SessionUser, plan: { portfolio: { id: number; roboCermat: boolean } | { id: null } }, now: Date, database: Db = defaultDb()) {
  const flags = getFeatureFlags(database);
  const robo = plan.portfolio.id !== null && 'roboCermat' in plan.portfolio && plan.portfolio.roboCermat;
  // A new portfolio (no id) has no schedules yet; another user's or a missing one is offered nothing.
  let reachedMaximum = false;
  if (plan.portfolio.id !== null && flags.recurringInvestment && !robo) {
    const found = portfolioSchedules(user.id, plan.portfolio.id, now, database);
    if (!found) return null;
    reachedMaximum = found.reachedMaximum;
  }
  if (!cartOffersRecurring({ featureOn: flags.recurringInvestment, roboPortfolio: robo, reachedMaximum })) return null;
  const today = jakartaDate(now);
  return { weeklyDaily: flags.recurringWeeklyDaily, endDateWindow: endDateWindow(today), defaultDay: Number(today.slice(8, 10)) };
}

