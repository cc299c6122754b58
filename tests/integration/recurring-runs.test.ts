// Nabung Rutin's runs (issue 17 item 2; decisions 072, 073) on scratch copies of the seeded database: the orders a
// run creates (WAITING_PAYMENT, source RECURRING, the schedule's id, a payment, a notification), exactly once per
// schedule and date (twice in a row, a run already written by another process, and two CLI processes at once on
// one file), nothing on a weekend, failed runs with their reasons, an end date that stops the schedule, and the
// run's payment state following its order (paid, expired).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { expireUnpaidOrders, simulatePayment } from '~/models/payments.server';
import { setFeatureFlag } from '~/models/feature-flags.server';
import { renderNotification } from '~/models/notifications.server';
import { runDueRecurringSchedules } from '~/models/recurring-runs.server';
import { createSchedule, getSchedule, portfolioSchedules } from '~/models/recurring-schedules.server';
import type { RecurringPlan } from '~/forms/recurring-schedule';
import { cliRunner } from '../support/cli';
import { scratchDatabases } from '../support/test-run';

const databases = scratchDatabases('recurring-runs');
const MADE = jakartaInstant('2025-11-07', '10:00'); // Friday
const RUN_AT = jakartaInstant('2025-11-10', '07:00'); // Monday

const userId = (database: Db, email: string) =>
  database.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const portfolioId = (database: Db, email: string, name: string) =>
  database
    .select({ id: schema.portfolios.id })
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, userId(database, email)), eq(schema.portfolios.name, name)))
    .get()!.id;
const fundId = (database: Db, name: string) =>
  database.select({ id: schema.funds.id }).from(schema.funds).where(eq(schema.funds.name, name)).get()!.id;
const count = (
  database: Db,
  table: typeof schema.orders | typeof schema.recurringRuns | typeof schema.notifications,
  where?: ReturnType<typeof sql>,
) =>
  database
    .select({ n: sql<number>`count(*)` })
    .from(table)
    .where(where)
    .get()!.n;

const monthly = (day: number, endDate: string | null = null): RecurringPlan => ({
  rule: { period: 'MONTHLY', day },
  validity: endDate ? 'CHOOSE_DATE' : 'FOREVER',
  endDate,
});
const weekly = (day: number): RecurringPlan => ({
  rule: { period: 'WEEKLY', day },
  validity: 'FOREVER',
  endDate: null,
});
const daily: RecurringPlan = { rule: { period: 'DAILY', day: null }, validity: 'FOREVER', endDate: null };

/** A scratch database with the investor's three schedules into 'Pendidikan Anak', all first due Monday 10 November 2025. */
function withSchedules(): { path: string; database: Db; ids: number[]; investor: number } {
  const path = databases.copyOfSeeded();
  const database = openDatabase(path);
  const investor = userId(database, 'investor@celengan.test');
  const target = {
    portfolioId: portfolioId(database, 'investor@celengan.test', 'Pendidikan Anak'),
    mutualFundId: fundId(database, 'Swarna Saham Unggulan'),
  };
  const ids = [monthly(10), weekly(1), daily].map((plan, i) => {
    const result = createSchedule(investor, { ...target, amount: String(100_000 * (i + 1)), plan }, MADE, database);
    if (!result.ok) throw new Error(JSON.stringify(result.refusal));
    expect(result.startDate).toBe('2025-11-10');
    return result.id;
  });
  return { path, database, ids, investor };
}

const recurringOrders = (database: Db) =>
  database.select().from(schema.orders).where(eq(schema.orders.source, 'RECURRING')).all();

describe('recurring runs', () => {
  it('creates one order per due schedule with its payment, run and notification; a second run changes nothing', () => {
    const { database, ids, investor } = withSchedules();
    try {
      expect(runDueRecurringSchedules('2025-11-10', RUN_AT, database)).toEqual({
        date: '2025-11-10',
        due: 3,
        created: 3,
        failed: 0,
        alreadyRun: 0,
      });
      const orders = recurringOrders(database);
      expect(orders.map((o) => o.recurringScheduleId).sort()).toEqual([...ids].sort());
      for (const order of orders) {
        expect(order).toMatchObject({
          status: 'WAITING_PAYMENT',
          type: 'BUY',
          userId: investor,
          source: 'RECURRING',
          idempotencyKey: `recurring-${order.recurringScheduleId}-2025-11-10`,
        });
        const payment = database.select().from(schema.payments).where(eq(schema.payments.orderId, order.id)).get()!;
        expect(payment).toMatchObject({ status: 'PENDING', amount: order.amount, method: 'VA_BCA' });
        expect(payment.expiresAt.getTime()).toBe(RUN_AT.getTime() + 24 * 3_600_000);
      }
      expect(orders.map((o) => o.amount).sort()).toEqual([100_000, 200_000, 300_000]);
      const runs = database.select().from(schema.recurringRuns).all();
      expect(runs).toHaveLength(3);
      expect(runs.every((r) => r.state === 'WAITING_PAYMENT' && r.runDate === '2025-11-10' && r.orderId !== null)).toBe(
        true,
      );
      const notes = database
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.kind, 'RECURRING_RUN_CREATED'))
        .all();
      expect(notes).toHaveLength(3);
      expect(notes[0]!.params).toMatchObject({
        fundName: 'Swarna Saham Unggulan',
        runDate: '2025-11-10',
        transactionNumber: expect.stringMatching(/^CLG-/),
      });

      expect(runDueRecurringSchedules('2025-11-10', RUN_AT, database)).toEqual({
        date: '2025-11-10',
        due: 3,
        created: 0,
        failed: 0,
        alreadyRun: 3,
      });
      expect(recurringOrders(database)).toHaveLength(3);
      expect(count(database, schema.notifications, sql`kind = 'RECURRING_RUN_CREATED'`)).toBe(3);

      // The next day only the daily one is due; a weekend nothing.
      expect(runDueRecurringSchedules('2025-11-11', RUN_AT, database)).toMatchObject({ due: 1, created: 1 });
      expect(runDueRecurringSchedules('2025-11-15', RUN_AT, database)).toMatchObject({ due: 0, created: 0 });
      // The schedule's figures: what waits to be paid, per currency.
      expect(portfolioSchedules(investor, orders[0]!.portfolioId, RUN_AT, database)?.scheduleNeedPaymentAmount).toEqual(
        { IDR: 900_000, USD: 0 },
      );
    } finally {
      database.$client.close();
    }
  });

  it('leaves a run another process wrote alone', () => {
    const { database, ids, investor } = withSchedules();
    try {
      database
        .insert(schema.recurringRuns)
        .values({ scheduleId: ids[0]!, userId: investor, runDate: '2025-11-10', state: 'WAITING_PAYMENT' })
        .run();
      expect(runDueRecurringSchedules('2025-11-10', RUN_AT, database)).toEqual({
        date: '2025-11-10',
        due: 3,
        created: 2,
        failed: 0,
        alreadyRun: 1,
      });
      expect(recurringOrders(database).map((o) => o.recurringScheduleId)).not.toContain(ids[0]);
    } finally {
      database.$client.close();
    }
  });

  it('fails the runs of a closed fund and of an investor no longer verified, with their reasons', () => {
    const { database, ids, investor } = withSchedules();
    try {
      database
        .update(schema.funds)
        .set({ status: 'active_subsdisabled' })
        .where(eq(schema.funds.name, 'Swarna Saham Unggulan'))
        .run();
      expect(runDueRecurringSchedules('2025-11-10', RUN_AT, database)).toEqual({
        date: '2025-11-10',
        due: 3,
        created: 0,
        failed: 3,
        alreadyRun: 0,
      });
      expect(
        database
          .select({ reason: schema.recurringRuns.failureReason, state: schema.recurringRuns.state })
          .from(schema.recurringRuns)
          .all(),
      ).toEqual(Array(3).fill({ reason: 'FUND_CLOSED', state: 'FAILED' }));
      expect(recurringOrders(database)).toHaveLength(0);
      const failed = database
        .select()
        .from(schema.notifications)
        .where(eq(schema.notifications.kind, 'RECURRING_RUN_FAILED'))
        .all();
      expect(failed).toHaveLength(3);
      expect(failed[0]).toMatchObject({ userId: investor, params: expect.objectContaining({ reasonKey: 'recurring:rules.failure.FUND_CLOSED', amount: 100000, currency: 'IDR' }) });
      // The centre's text names the fund, the day and the reason in the reader's language.
      expect(renderNotification(failed[0]!, 'id').body).toBe('Nabung Rutin Swarna Saham Unggulan tanggal 10 November 2025 tidak dapat dijalankan: Reksa dana sedang tidak menerima pembelian.');
      expect(renderNotification(failed[0]!, 'en').body).toContain('Swarna Saham Unggulan');
      expect(getSchedule(investor, ids[0]!, RUN_AT, database)?.runs).toEqual([
        {
          id: expect.any(Number),
          runDate: '2025-11-10',
          state: 'FAILED',
          orderId: null,
          transactionNumber: null,
          failureReason: 'FUND_CLOSED',
        },
      ]);

      database
        .update(schema.funds)
        .set({ status: 'active_subsenabled' })
        .where(eq(schema.funds.name, 'Swarna Saham Unggulan'))
        .run();
      database
        .update(schema.users)
        .set({ mutualFundKycStatus: 'blacklistedInternal' })
        .where(eq(schema.users.id, investor))
        .run();
      expect(runDueRecurringSchedules('2025-11-11', RUN_AT, database)).toMatchObject({ due: 1, failed: 1 });
      database
        .update(schema.users)
        .set({ mutualFundKycStatus: 'verificationComplete', isVerified: false })
        .where(eq(schema.users.id, investor))
        .run();
      expect(runDueRecurringSchedules('2025-11-12', RUN_AT, database)).toMatchObject({ due: 1, failed: 1 });
      const reasons = database
        .select({ date: schema.recurringRuns.runDate, reason: schema.recurringRuns.failureReason })
        .from(schema.recurringRuns)
        .where(eq(schema.recurringRuns.scheduleId, ids[2]!))
        .all();
      expect(reasons).toEqual([
        { date: '2025-11-10', reason: 'FUND_CLOSED' },
        { date: '2025-11-11', reason: 'BLACKLISTED' },
        { date: '2025-11-12', reason: 'NOT_VERIFIED' },
      ]);
    } finally {
      database.$client.close();
    }
  });

  it('shows a run paid once its order is paid, failed once it expired', () => {
    const { database, ids, investor } = withSchedules();
    try {
      runDueRecurringSchedules('2025-11-10', RUN_AT, database);
      const [first, second] = ids.map((id) => recurringOrders(database).find((o) => o.recurringScheduleId === id)!);
      expect(getSchedule(investor, ids[0]!, RUN_AT, database)?.runs[0]).toMatchObject({
        state: 'WAITING_PAYMENT',
        orderId: first!.id,
        transactionNumber: first!.transactionNumber,
      });
      expect(simulatePayment(first!.id, jakartaInstant('2025-11-10', '08:00'), database)).toMatchObject({ ok: true });
      expect(getSchedule(investor, ids[0]!, RUN_AT, database)?.runs[0]?.state).toBe('PAID');
      const dayAfter = jakartaInstant('2025-11-11', '08:00');
      // Past its 24 hours the run is failed even before the sweep runs, and after it.
      expect(getSchedule(investor, ids[1]!, dayAfter, database)?.runs[0]?.state).toBe('FAILED');
      expect(expireUnpaidOrders(dayAfter, database)).toBeGreaterThanOrEqual(2);
      expect(
        database
          .select({ status: schema.orders.status })
          .from(schema.orders)
          .where(eq(schema.orders.id, second!.id))
          .get()?.status,
      ).toBe('EXPIRED');
      expect(getSchedule(investor, ids[1]!, dayAfter, database)?.runs[0]?.state).toBe('FAILED');
      expect(portfolioSchedules(investor, first!.portfolioId, dayAfter, database)?.scheduleNeedPaymentAmount).toEqual({
        IDR: 0,
        USD: 0,
      });
    } finally {
      database.$client.close();
    }
  });

  it('stops a schedule after its last occurrence before the end date', () => {
    const path = databases.copyOfSeeded();
    const database = openDatabase(path);
    try {
      const investor = userId(database, 'investor@celengan.test');
      const created = createSchedule(
        investor,
        {
          portfolioId: portfolioId(database, 'investor@celengan.test', 'Pendidikan Anak'),
          mutualFundId: fundId(database, 'Swarna Saham Unggulan'),
          amount: '100000',
          plan: monthly(10, '2026-01-01'),
        },
        MADE,
        database,
      );
      if (!created.ok) throw new Error('not created');
      expect(runDueRecurringSchedules('2025-11-10', RUN_AT, database)).toMatchObject({ created: 1 });
      expect(getSchedule(investor, created.id, RUN_AT, database)?.status).toBe('ACTIVE');
      expect(runDueRecurringSchedules('2025-12-10', RUN_AT, database)).toMatchObject({ created: 1 });
      expect(getSchedule(investor, created.id, RUN_AT, database)).toMatchObject({
        status: 'STOPPED',
        nextRunDate: null,
      });
      expect(runDueRecurringSchedules('2026-01-12', RUN_AT, database)).toMatchObject({ due: 0 });
    } finally {
      database.$client.close();
    }
  });

  it('recurring:run prints what it did and refuses a bad date', async () => {
    const { path, database } = withSchedules();
    database.$client.close();
    const cli = cliRunner(RUN_AT);
    expect(await cli(['recurring:run'], path)).toEqual({
      status: 0,
      out: 'Nabung Rutin runs of 2025-11-10: 3 schedule(s) due.\n  orders created   3\n  runs failed      0\n  already run      0\n',
      err: '',
    });
    expect((await cli(['recurring:run', '--date', '2025-11-10'], path)).out).toContain(
      'Every due schedule had already run for this date: nothing changed.',
    );
    expect(await cli(['recurring:run', '--date', '2025-11-15'], path)).toMatchObject({
      status: 0,
      out: expect.stringContaining('No Nabung Rutin schedule is due on 2025-11-15'),
    });
    const flags = openDatabase(path);
    setFeatureFlag(flags, { name: 'recurringInvestment', enabled: false, actor: { kind: 'cli' }, now: RUN_AT });
    flags.$client.close();
    expect(await cli(['recurring:run', '--date', '2025-11-11'], path)).toEqual({
      status: 0,
      out: 'Nabung Rutin is switched off (flag recurringInvestment): nothing ran for 2025-11-11.\n',
      err: '',
    });
    for (const bad of ['2025-02-30', '10-11-2025', 'tomorrow']) {
      expect(await cli(['recurring:run', '--date', bad], path)).toMatchObject({
        status: 1,
        err: expect.stringContaining('Expected a date as YYYY-MM-DD'),
      });
    }
  });

  it('two recurring:run processes at once on one file make one order per schedule', async () => {
    const { path, database, ids } = withSchedules();
    database.$client.close();
    const run = () =>
      promisify(execFile)('npx', ['tsx', 'seeds/cli.ts', 'recurring:run', '--date', '2025-11-10'], {
        env: { ...process.env, DATABASE_PATH: path },
      });
    // Through the job_runs guard (decision 076): the second either finds the date running and is refused with a
    // clear message (exit 1), or finds it done and catches up, creating nothing.
    const outcomes = await Promise.allSettled([run(), run()]);
    const stdout = outcomes.map((o) => (o.status === 'fulfilled' ? o.value.stdout : ((o.reason as { stdout?: string }).stdout ?? ''))).join('');
    expect(stdout).toContain('3 schedule(s) due');
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(String((outcome.reason as { stderr?: string }).stderr)).toContain('recurring-run 2025-11-10 is running elsewhere');
    }
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    const check = openDatabase(path);
    try {
      const orders = recurringOrders(check);
      expect(orders.map((o) => o.recurringScheduleId).sort()).toEqual([...ids].sort());
      expect(count(check, schema.recurringRuns)).toBe(3);
    } finally {
      check.$client.close();
    }
  }, 60_000);
});
