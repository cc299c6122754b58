// `recurring:run` and the server's 07:00 job (issue 17 items 2-3): for every schedule due on a date, one order
// WAITING_PAYMENT with its payment, exactly once per schedule and date (recurring_runs' unique index).
//
// At scale (decision 073): the due schedules are read once, then written in immediate transactions of
// RUN_BATCH_SIZE schedules through statements prepared once per connection (the cart's own order writer,
// subscriptions.server.ts buyOrderWriter). Inside each transaction every schedule is read again (still ACTIVE, its
// amount now) and its run for the date looked up by the unique index first: a second run, or another process
// running the same date at the same time, finds the run and changes nothing (`alreadyRun`).
import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';
import { addCalendarDays, isExchangeDay, isIsoDate, type IsoDate } from '~/domain/dates';
import type { Currency, FundStatus, KycStatus, RecurringPeriod } from '~/domain/enums';
import { buyCompositions } from '~/domain/buy-summary';
import { money } from '~/domain/money';
import { defaultPaymentMethod, paymentExpiresAt } from '~/domain/payments';
import { runFailureReason, type RunFailureReason } from '~/domain/policies/recurring-rules';
import { dueOccurrence, occurrenceOnOrAfter, recurringRule } from '~/domain/recurring-schedule';
import type { FundType } from '~/domain/enums';
import { db as defaultDb } from '~/lib/db.server';
import { loadHolidays } from './exchange-holidays.server';
import { getFeatureFlags } from './feature-flags.server';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';
import { schedulePath } from './recurring-schedules.server';
import { buyOrderWriter } from './subscriptions.server';

export interface RecurringRunReport {
  /** The exchange day the runs are for (YYYY-MM-DD). */
  date: string;
  /** Schedules due that day. */
  due: number;
  /** Orders created now. */
  created: number;
  /** Runs that failed now (fund closed, investor no longer verified, ...). */
  failed: number;
  /** Due schedules that already had their run for the date (a second run changes nothing). */
  alreadyRun: number;
}

/** Schedules written per transaction (decision 073): short enough for another writer's busy timeout, long enough to amortise the commit. */
export const RUN_BATCH_SIZE = 2_000;

interface Candidate {
  id: number;
  period: RecurringPeriod;
  day: number | null;
  startDate: IsoDate;
  endDate: IsoDate | null;
}

interface ScheduleRow {
  id: number;
  userId: number;
  portfolioId: number;
  fundId: number;
  amount: number;
  status: string;
}

interface FundRow {
  id: number;
  name: string;
  type: FundType;
  currency: Currency;
  status: FundStatus;
  containerAccount: string | null;
  subscriptionFeeBp: number;
}

interface UserRow {
  status: KycStatus | null;
  isVerified: number;
}

/** The statements of a run, prepared once per connection. */
function statements(client: Database.Database) {
  return {
    schedule: client.prepare(
      'SELECT id, user_id AS userId, portfolio_id AS portfolioId, fund_id AS fundId, amount, status FROM recurring_schedules WHERE id = ?',
    ),
    runExists: client.prepare('SELECT 1 FROM recurring_runs WHERE schedule_id = ? AND run_date = ?').pluck(),
    insertRun: client.prepare(
      'INSERT INTO recurring_runs (schedule_id, user_id, run_date, state, order_id, failure_reason, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    user: client.prepare('SELECT mutual_fund_kyc_status AS status, is_verified AS isVerified FROM users WHERE id = ?'),
    stop: client.prepare("UPDATE recurring_schedules SET status = 'STOPPED' WHERE id = ? AND status = 'ACTIVE'"),
    audit: client.prepare(
      "INSERT INTO audit_log (at, actor_user_id, actor_kind, action, entity, entity_id, details) VALUES (?, NULL, 'system', ?, 'recurring_schedule', ?, ?)",
    ),
  };
}
const prepared = new WeakMap<Database.Database, ReturnType<typeof statements>>();
function statementsOf(client: Database.Database) {
  let s = prepared.get(client);
  if (!s) {
    s = statements(client);
    prepared.set(client, s);
  }
  return s;
}

/** The idempotency key of a run's order: one per schedule and date (orders' unique (user, key) as a second guard). */
export function runIdempotencyKey(scheduleId: number, date: IsoDate): string {
  return `recurring-${scheduleId}-${date}`;
}

/**
 * Runs every schedule due on `date` (a Jakarta calendar day; not an exchange day runs nothing). Idempotent.
 * `now` stamps what is written (the order's creation, its 24-hour payment): `--date` may name another day, as the
 * demo runs days ahead like nav:publish, and the orders are then payable from now.
 */
export function runDueRecurringSchedules(date: string, now: Date, database: Db = defaultDb()): RecurringRunReport {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  const report: RecurringRunReport = { date, due: 0, created: 0, failed: 0, alreadyRun: 0 };
  const holidays = loadHolidays(database);
  if (!isExchangeDay(date, holidays)) return report;
  const flags = getFeatureFlags(database);
  // The feature switched off runs nothing (the schedules wait, as when paused).
  if (!flags.recurringInvestment) return report;

  const client = database.$client;
  const candidates = client
    .prepare(
      "SELECT id, period, day, start_date AS startDate, end_date AS endDate FROM recurring_schedules WHERE status = 'ACTIVE' AND start_date <= ?",
    )
    .all(date) as Candidate[];
  const due: { id: number; occurrence: IsoDate }[] = [];
  const finished: number[] = [];
  const dayAfter = addCalendarDays(date, 1);
  for (const c of candidates) {
    const rule = recurringRule(c.period, c.day);
    const occurrence = dueOccurrence(rule, c, date, holidays);
    if (occurrence !== null) due.push({ id: c.id, occurrence });
    // No occurrence left on or before the end date after today's: the schedule is over (stopped, kept as history).
    if (c.endDate !== null && occurrenceOnOrAfter(rule, dayAfter, holidays) > c.endDate) finished.push(c.id);
  }
  report.due = due.length;

  const funds = new Map(
    (
      client
        .prepare(
          'SELECT id, name, type, currency, status, container_account AS containerAccount, subscription_fee_bp AS subscriptionFeeBp FROM funds',
        )
        .all() as FundRow[]
    ).map((f) => [f.id, f]),
  );
  const s = statementsOf(client);
  const writer = buyOrderWriter(client);
  const at = now.getTime();

  for (let start = 0; start < due.length; start += RUN_BATCH_SIZE) {
    const batch = due.slice(start, start + RUN_BATCH_SIZE);
    database.transaction(
      (tx) => {
        const users = new Map<number, UserRow | undefined>();
        for (const { id, occurrence } of batch) {
          const schedule = s.schedule.get(id) as ScheduleRow | undefined;
          // Paused or stopped since the list was read: not due any more.
          if (!schedule || schedule.status !== 'ACTIVE') {
            report.due--;
            continue;
          }
          if (s.runExists.get(id, date) !== undefined) {
            report.alreadyRun++;
            continue;
          }
          let user = users.get(schedule.userId);
          if (!users.has(schedule.userId)) {
            user = s.user.get(schedule.userId) as UserRow | undefined;
            users.set(schedule.userId, user);
          }
          const fund = funds.get(schedule.fundId)!;
          const reason = runFailureReason({
            user: { mutualFundKycStatus: user?.status ?? null, isVerified: user?.isVerified === 1 },
            fund,
            flags: { usdFundPurchasable: flags.usdFundPurchasable },
          });
          if (reason !== null) {
            failRun(tx, s, schedule, fund, date, occurrence, reason, now);
            report.failed++;
            continue;
          }
          const [composition] = buyCompositions(money(schedule.amount, fund.currency), [{ fund, weightBp: 10_000 }]);
          const { orderId, transactionNumber } = writer.write(
            {
              userId: schedule.userId,
              portfolioId: schedule.portfolioId,
              currency: fund.currency,
              amount: schedule.amount,
              feeAmount: composition!.fee,
              cashbackAmount: 0,
              couponCode: null,
              couponCashbackAmount: 0,
              referralCashbackAmount: 0,
              source: 'RECURRING',
              recurringScheduleId: schedule.id,
              idempotencyKey: runIdempotencyKey(schedule.id, date),
              items: [
                {
                  fundId: fund.id,
                  amount: composition!.totalAmount,
                  feeAmount: composition!.fee,
                  feeBp: fund.subscriptionFeeBp,
                },
              ],
              paymentMethod: defaultPaymentMethod(fund.currency),
              paymentAmount: schedule.amount,
              audit: {
                type: 'BUY',
                amount: schedule.amount,
                currency: fund.currency,
                recurringScheduleId: schedule.id,
                runDate: date,
                occurrence,
              },
            },
            now,
          );
          s.insertRun.run(schedule.id, schedule.userId, date, 'WAITING_PAYMENT', orderId, null, at);
          notify(
            tx,
            {
              userId: schedule.userId,
              kind: 'RECURRING_RUN_CREATED',
              // The texts' params (notifications.server.ts formatParams): amounts in minor units of `currency`.
              params: {
                fundName: fund.name,
                amount: schedule.amount,
                currency: fund.currency,
                runDate: date,
                transactionNumber,
                expiresAt: paymentExpiresAt(now).toISOString(),
              },
              link: `/payment/${orderId}`,
            },
            now,
          );
          report.created++;
        }
      },
      { behavior: 'immediate' },
    );
  }

  if (finished.length > 0) {
    database.transaction(
      () => {
        for (const id of finished) {
          if (s.stop.run(id).changes === 1)
            s.audit.run(at, 'recurring.ended', String(id), JSON.stringify({ runDate: date }));
        }
      },
      { behavior: 'immediate' },
    );
  }
  return report;
}

function failRun(
  tx: Tx,
  s: ReturnType<typeof statements>,
  schedule: ScheduleRow,
  fund: FundRow,
  date: IsoDate,
  occurrence: IsoDate,
  reason: RunFailureReason,
  now: Date,
): void {
  s.insertRun.run(schedule.id, schedule.userId, date, 'FAILED', null, reason, now.getTime());
  notify(
    tx,
    {
      userId: schedule.userId,
      kind: 'RECURRING_RUN_FAILED',
      params: {
        fundName: fund.name,
        amount: schedule.amount,
        currency: fund.currency,
        runDate: date,
        // Shown in the reader's language (recurring/rules.ts failure.*).
        reasonKey: `recurring:rules.failure.${reason}`,
      },
      link: schedulePath(schedule.portfolioId, schedule.id),
    },
    now,
  );
}
