// The recurring part of `npm run bench` (issue 17 "Benchmark": `recurring:run` for 100,000 schedules due the same
// day, target under 20 s; decision 073). In a scratch database seeded small (12 funds, one year) it writes
// BENCH_RECURRING_SCHEDULES (default 100,000) ACTIVE schedules due on one exchange day (monthly on that day's date,
// weekly on its weekday, daily; IDR funds open for subscription, the verified demo investors' non-robo portfolios:
// the five-per-portfolio limit is a rule of creating schedules, not of the table, so the bench spreads them over the
// few demo portfolios), then times `runDueRecurringSchedules` for that day (every run writes an order, its item, its
// payment, an audit entry, the run and a notification), and a second run of the same day (all already run).
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../db/client';
import { isoWeekday } from '../app/domain/recurring-schedule';
import { jakartaInstant, nextExchangeDay, type IsoDate } from '../app/domain/dates';
import { runDueRecurringSchedules, type RecurringRunReport } from '../app/models/recurring-runs.server';
import { seedDatabase } from '../seeds/seed';

export interface RecurringBench {
  schedules: number;
  date: IsoDate;
  seedSeconds: number;
  insertSeconds: number;
  first: RecurringRunReport & { seconds: number };
  second: RecurringRunReport & { seconds: number };
  orders: number;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function benchRecurring(options: { schedules: number; scratch: string }): Promise<RecurringBench> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.scratch}${suffix}`, { force: true });
  const db = openDatabase(options.scratch);
  try {
    migrateDatabase(db);
    const seedNow = jakartaInstant('2025-11-07', '20:00');
    let started = performance.now();
    await seedDatabase(db, { now: seedNow, seed: 42, funds: 12, years: 1 });
    const seedSeconds = seconds(started);
    const sqlite = db.$client;
    const holidays = new Set((sqlite.prepare('SELECT date FROM exchange_holidays').all() as { date: IsoDate }[]).map((h) => h.date));
    const date = nextExchangeDay('2025-11-07', holidays);

    const funds = sqlite
      .prepare("SELECT id, minimum_initial_subscription_amount AS minimum FROM funds WHERE status = 'active_subsenabled' AND container_account IS NOT NULL AND currency = 'IDR' ORDER BY id")
      .all() as { id: number; minimum: number }[];
    const portfolios = sqlite
      .prepare(
        `SELECT p.id, p.user_id AS userId FROM portfolios p JOIN users u ON u.id = p.user_id
         WHERE p.active = 1 AND p.robo_cermat = 0 AND u.mutual_fund_kyc_status = 'verificationComplete' AND u.is_verified = 1 ORDER BY p.id`,
      )
      .all() as { id: number; userId: number }[];
    if (funds.length === 0 || portfolios.length === 0) throw new Error('The seeded database has no fund or no portfolio for schedules.');

    const insert = sqlite.prepare(
      `INSERT INTO recurring_schedules (user_id, portfolio_id, fund_id, amount, period, day, validity, end_date, start_date, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'FOREVER', NULL, ?, 'ACTIVE', ?)`,
    );
    const rules: [string, number | null][] = [
      ['MONTHLY', Number(date.slice(8, 10))],
      ['WEEKLY', isoWeekday(date)],
      ['DAILY', null],
    ];
    started = performance.now();
    sqlite.transaction(() => {
      for (let n = 0; n < options.schedules; n++) {
        const portfolio = portfolios[n % portfolios.length]!;
        const fund = funds[n % funds.length]!;
        const [period, day] = rules[n % rules.length]!;
        insert.run(portfolio.userId, portfolio.id, fund.id, Math.max(fund.minimum, 100_000) + (n % 50) * 10_000, period, day, date, seedNow.getTime());
      }
    })();
    const insertSeconds = seconds(started);

    const runAt = jakartaInstant(date, '07:00');
    started = performance.now();
    const first = { ...runDueRecurringSchedules(date, runAt, db), seconds: seconds(started) };
    started = performance.now();
    const second = { ...runDueRecurringSchedules(date, runAt, db), seconds: seconds(started) };
    const orders = (sqlite.prepare("SELECT count(*) AS n FROM orders WHERE source = 'RECURRING'").get() as { n: number }).n;
    return { schedules: options.schedules, date, seedSeconds, insertSeconds, first, second, orders };
  } finally {
    db.$client.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.scratch}${suffix}`, { force: true });
  }
}
