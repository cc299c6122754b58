// The returns benchmark (issue 16 "Benchmark": "the performance figures for an investor with 5 portfolios and 2,000
// orders over 5 years (returns computed in under 50 ms, measured and printed)"; decision 068).
//
// A scratch database with the default demo seed; a demo account without history (baru@celengan.test) gets 5
// portfolios and 2,000 COMPLETED orders spread over the last 5 years of NAV: 1,700 buys, 200 sells and 100 switches
// (two legs), in rupiah and dollar funds, each order with its items and unit-ledger entries (SUBSCRIPTION,
// REDEMPTION, SWITCH_OUT / SWITCH_IN at the NAV of their dates), the positions as the ledger sums them, and 20 moves
// between the portfolios. Written with prepared statements in one transaction. Then the whole performance of the
// investor (every portfolio and the total, per currency and in rupiah, both returns, the value series) is computed
// anew (computePortfolioPerformance, no cache) `runs` times after one warm-up: the median and the slowest are printed
// against the 50 ms target, beside the first (cold) computation.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../db/client';
import { addCalendarDays, jakartaDate, type IsoDate } from '../app/domain/dates';
import type { Currency } from '../app/domain/enums';
import { valueOfUnits } from '../app/domain/money';
import { computePortfolioPerformance } from '../app/models/portfolio-performance.server';
import { seedDatabase } from '../seeds/seed';
import { createRandom } from '../seeds/random';

export const RETURNS_TARGET_MS = 50;

export interface ReturnsBench {
  portfolios: number;
  orders: number;
  ledgerEntries: number;
  navRowsRead: number;
  firstDate: IsoDate;
  lastDate: IsoDate;
  coldMs: number;
  medianMs: number;
  maxMs: number;
  runs: number;
  seedSeconds: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchReturns({ scratch, runs = 25 }: { scratch: string; runs?: number }): Promise<ReturnsBench> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
  const seedStarted = performance.now();
  const db = openDatabase(scratch);
  try {
    migrateDatabase(db);
    await seedDatabase(db, { now: new Date() });
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    const sqlite = db.$client;

    const userId = (sqlite.prepare("SELECT id FROM users WHERE email = 'baru@celengan.test'").get() as { id: number }).id;
    const lastDate = (sqlite.prepare('SELECT max(nav_date) AS d FROM fund_navs').get() as { d: IsoDate }).d;
    const firstDate = addCalendarDays(lastDate, -5 * 365);
    // Funds with the whole five years of NAV: eight in rupiah, two in dollars.
    const fundsOf = (currency: Currency, count: number) =>
      sqlite
        .prepare("SELECT id FROM funds WHERE currency = ? AND status = 'active_subsenabled' AND (SELECT min(nav_date) FROM fund_navs WHERE fund_id = funds.id) <= ? ORDER BY id LIMIT ?")
        .all(currency, firstDate, count)
        .map((row) => (row as { id: number }).id);
    const funds = [...fundsOf('IDR', 8).map((id) => ({ id, currency: 'IDR' as Currency })), ...fundsOf('USD', 2).map((id) => ({ id, currency: 'USD' as Currency }))];
    const navs = new Map<number, { dates: IsoDate[]; navs: number[] }>();
    for (const fund of funds) {
      const rows = sqlite.prepare('SELECT nav_date AS d, nav AS n FROM fund_navs WHERE fund_id = ? AND nav_date >= ? ORDER BY nav_date').all(fund.id, firstDate) as { d: IsoDate; n: number }[];
      navs.set(fund.id, { dates: rows.map((r) => r.d), navs: rows.map((r) => r.n) });
    }
    const days = navs.get(funds[0]!.id)!.dates;
    const navOn = (fundId: number, date: IsoDate) => {
      const series = navs.get(fundId)!;
      let low = 0;
      let high = series.dates.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (series.dates[middle]! <= date) low = middle;
        else high = middle - 1;
      }
      return series.navs[low]!;
    };

    const insertPortfolio = sqlite.prepare("INSERT INTO portfolios (user_id, name, icon, created_at) VALUES (?, ?, 'default', ?)");
    const insertOrder = sqlite.prepare(
      `INSERT INTO orders (transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount, source, idempotency_key, nav_date, created_at, paid_at, completed_at)
       VALUES (?, ?, ?, ?, 'COMPLETED', ?, ?, 0, 'WEB', ?, ?, ?, ?, ?)`,
    );
    const insertItem = sqlite.prepare(
      'INSERT INTO order_items (order_id, fund_id, target_fund_id, amount, fee_amount, fee_bp, units, nav, nav_date, leg, proceeds) VALUES (?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?)',
    );
    const insertEntry = sqlite.prepare(
      `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, order_item_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, realized_profit, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    );
    const upsertPosition = sqlite.prepare(
      `INSERT INTO positions (user_id, portfolio_id, fund_id, units, cost_basis, realized_profit, held_units, updated_at) VALUES (?, ?, ?, ?, ?, 0, 0, ?)`,
    );

    const random = createRandom(16, 'bench-returns');
    const held = new Map<string, { units: number; cost: number }>();
    const key = (portfolioId: number, fundId: number) => `${portfolioId}:${fundId}`;
    let orders = 0;
    let entries = 0;
    const now = Date.now();
    sqlite.transaction(() => {
      const portfolioIds = [1, 2, 3, 4, 5].map((n) => Number(insertPortfolio.run(userId, `Bench ${n}`, now).lastInsertRowid));
      const entry = (portfolioId: number, fundId: number, currency: Currency, itemId: number | null, type: string, units: number, nav: number, date: IsoDate, amount: number) => {
        insertEntry.run(userId, portfolioId, fundId, itemId, type, units, nav, date, currency, amount, 0, `bench-${entries}`, now);
        entries++;
        const position = held.get(key(portfolioId, fundId)) ?? { units: 0, cost: 0 };
        position.units += units;
        if (units > 0) position.cost += amount;
        held.set(key(portfolioId, fundId), position);
      };
      const order = (portfolioId: number, type: 'BUY' | 'SELL' | 'SWITCH', currency: Currency, amount: number, date: IsoDate) => {
        const id = Number(insertOrder.run(`BENCH-${orders}`, userId, portfolioId, type, currency, amount, `bench-order-${orders}`, date, now, now, now).lastInsertRowid);
        orders++;
        return id;
      };
      for (let i = 0; i < 2_000; i++) {
        const date = days[Math.floor((i * (days.length - 1)) / 1_999)]!;
        const portfolioId = portfolioIds[i % 5]!;
        const fund = funds[random.int(0, funds.length - 1)]!;
        const nav = navOn(fund.id, date);
        const position = held.get(key(portfolioId, fund.id));
        const kind = i < 50 || !position || position.units < 20_000 ? 'BUY' : i % 20 === 7 ? 'SWITCH' : i % 10 === 3 ? 'SELL' : 'BUY';
        if (kind === 'BUY') {
          const amount = fund.currency === 'USD' ? random.int(10, 200) * 100 : random.int(1, 50) * 100_000;
          const units = Math.floor((amount * 1e8) / (fund.currency === 'USD' ? 100 : 1) / nav);
          const orderId = order(portfolioId, 'BUY', fund.currency, amount, date);
          const itemId = Number(insertItem.run(orderId, fund.id, null, amount, units, nav, date, null, null).lastInsertRowid);
          entry(portfolioId, fund.id, fund.currency, itemId, 'SUBSCRIPTION', units, nav, date, amount);
        } else if (kind === 'SELL') {
          const units = Math.floor(position!.units / 4);
          const proceeds = valueOfUnits(units, nav, fund.currency).minor;
          const orderId = order(portfolioId, 'SELL', fund.currency, Math.max(proceeds, 1), date);
          const itemId = Number(insertItem.run(orderId, fund.id, null, proceeds, units, nav, date, null, proceeds).lastInsertRowid);
          entry(portfolioId, fund.id, fund.currency, itemId, 'REDEMPTION', -units, nav, date, proceeds);
        } else {
          // Into another fund of the same currency, priced the next exchange day.
          const target = funds.find((f) => f.currency === fund.currency && f.id !== fund.id)!;
          const inDate = days[Math.min(days.indexOf(date) + 1, days.length - 1)]!;
          const units = Math.floor(position!.units / 3);
          const proceeds = valueOfUnits(units, nav, fund.currency).minor;
          const targetNav = navOn(target.id, inDate);
          const unitsIn = Math.floor((proceeds * 1e8) / (fund.currency === 'USD' ? 100 : 1) / targetNav);
          const orderId = order(portfolioId, 'SWITCH', fund.currency, Math.max(proceeds, 1), date);
          const outId = Number(insertItem.run(orderId, fund.id, target.id, proceeds, units, nav, date, 'SWITCH_OUT', proceeds).lastInsertRowid);
          const inId = Number(insertItem.run(orderId, target.id, null, proceeds, unitsIn, targetNav, inDate, 'SWITCH_IN', null).lastInsertRowid);
          entry(portfolioId, fund.id, fund.currency, outId, 'SWITCH_OUT', -units, nav, date, proceeds);
          entry(portfolioId, target.id, fund.currency, inId, 'SWITCH_IN', unitsIn, targetNav, inDate, proceeds);
        }
        // Twenty moves between the portfolios, spread over the years.
        if (i % 100 === 99 && position && position.units > 40_000) {
          const to = portfolioIds[((i % 5) + 1 + (Math.floor(i / 100) % 4)) % 5]!;
          const units = Math.floor(position.units / 5);
          entry(portfolioId, fund.id, fund.currency, null, 'MOVE_OUT', -units, nav, date, 0);
          entry(to, fund.id, fund.currency, null, 'MOVE_IN', units, nav, date, 0);
        }
      }
      for (const [k, position] of held) {
        const [portfolioId, fundId] = k.split(':').map(Number) as [number, number];
        upsertPosition.run(userId, portfolioId, fundId, position.units, position.cost, now);
      }
    })();

    const cold = performance.now();
    const report = computePortfolioPerformance({ userId }, db);
    const coldMs = performance.now() - cold;
    const timings: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      computePortfolioPerformance({ userId }, db);
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const navRowsRead = (sqlite.prepare(`SELECT count(*) AS n FROM fund_navs WHERE fund_id IN (${funds.map((f) => f.id).join(',')}) AND nav_date >= ?`).get(firstDate) as { n: number }).n;
    if (report.total.rupiah.moneyWeightedReturn.rate === null) throw new Error('The benchmark investor has no money-weighted return.');
    return {
      portfolios: Object.keys(report.portfolios).length,
      orders,
      ledgerEntries: entries,
      navRowsRead,
      firstDate: report.total.rupiah.since ?? firstDate,
      lastDate: report.total.rupiah.asOf ?? jakartaDate(new Date()),
      coldMs: round(coldMs),
      medianMs: round(timings[Math.floor(timings.length / 2)]!),
      maxMs: round(timings.at(-1)!),
      runs,
      seedSeconds,
    };
  } finally {
    db.$client.close();
    if (process.env.BENCH_KEEP !== '1') for (const suffix of ['', '-wal', '-shm']) rmSync(`${scratch}${suffix}`, { force: true });
  }
}
