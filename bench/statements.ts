// The statements part of `npm run bench` (issue 18 item 1 "Benchmark": `statements:generate` for 10,000 investors,
// target under 2 minutes; decision 081). In a scratch database seeded small (12 funds, one year) it writes
// BENCH_STATEMENT_INVESTORS (default 10,000) investors, each with two portfolios: holdings bought before the month in
// three funds (one in dollars for every fourth investor) and, in the month, a buy (with a fee), for every second a
// sale, for every third a switch (both legs) and the funds' cash dividends, each with its order and order item; then
// times `generateMonthlyStatements` for that month (reading, computing, rendering every PDF, keeping it), and a second
// run of the same month (all already kept).
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '../db/client';
import { jakartaInstant, type IsoDate } from '../app/domain/dates';
import type { Currency } from '../app/domain/enums';
import { unitsForAmount, money, valueOfUnits } from '../app/domain/money';
import { generateMonthlyStatements, type MonthlyGenerationReport } from '../app/models/statements.server';
import { seedDatabase } from '../seeds/seed';

export interface StatementsBench {
  investors: number;
  month: string;
  seedSeconds: number;
  insertSeconds: number;
  ledgerEntries: number;
  first: MonthlyGenerationReport & { seconds: number };
  /** CPU time (user + system) of the first run. */
  cpuSeconds: number;
  second: MonthlyGenerationReport & { seconds: number };
  kept: number;
  pdfBytes: number;
}

export const STATEMENTS_TARGET_SECONDS = 120;
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

export async function benchStatements(options: { investors: number; scratch: string }): Promise<StatementsBench> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.scratch}${suffix}`, { force: true });
  const db = openDatabase(options.scratch);
  try {
    migrateDatabase(db);
    const seedNow = jakartaInstant('2025-11-07', '20:00');
    let started = performance.now();
    await seedDatabase(db, { now: seedNow, seed: 42, funds: 12, years: 1 });
    const seedSeconds = seconds(started);
    const sqlite = db.$client;
    const month = '2025-10';

    const funds = sqlite.prepare('SELECT id, currency FROM funds ORDER BY id').all() as { id: number; currency: Currency }[];
    const navRows = sqlite.prepare("SELECT fund_id AS fundId, nav_date AS date, nav FROM fund_navs WHERE nav_date BETWEEN '2025-08-01' AND '2025-10-31' ORDER BY nav_date").all() as {
      fundId: number;
      date: IsoDate;
      nav: number;
    }[];
    const navDays = new Map<number, { date: IsoDate; nav: number }[]>();
    for (const row of navRows) navDays.set(row.fundId, [...(navDays.get(row.fundId) ?? []), { date: row.date, nav: row.nav }]);
    // Funds with NAVs in each of the three months (a fund launched later is left out).
    const priced = funds.filter((f) => ['2025-08', '2025-09', '2025-10'].every((m) => navDays.get(f.id)?.some((d) => d.date.startsWith(m))));
    const idr = priced.filter((f) => f.currency === 'IDR');
    const usd = priced.filter((f) => f.currency === 'USD');
    const dayIn = (fundId: number, prefix: string, n: number) => {
      const days = navDays.get(fundId)!.filter((d) => d.date.startsWith(prefix));
      return days[n % days.length]!;
    };

    const insertUser = sqlite.prepare(
      "INSERT INTO users (email, password_hash, first_name, full_name, mobile_phone, language, is_verified, mutual_fund_kyc_status, created_at) VALUES (?, 'x', ?, ?, ?, ?, 1, 'verificationComplete', ?)",
    );
    const insertPortfolio = sqlite.prepare("INSERT INTO portfolios (user_id, name, icon, is_default, created_at) VALUES (?, ?, 'default', ?, ?)");
    const insertOrder = sqlite.prepare(
      `INSERT INTO orders (transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount, source, idempotency_key, nav_date, created_at, paid_at, completed_at)
       VALUES (?, ?, ?, ?, 'COMPLETED', ?, ?, ?, 'SEED', ?, ?, ?, ?, ?)`,
    );
    const insertItem = sqlite.prepare(
      'INSERT INTO order_items (order_id, fund_id, target_fund_id, amount, fee_amount, fee_bp, units, nav, nav_date, leg, proceeds) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)',
    );
    const insertEntry = sqlite.prepare(
      `INSERT INTO unit_ledger (user_id, portfolio_id, fund_id, order_item_id, entry_type, units, nav, nav_date, currency, amount, cost_basis_change, realized_profit, idempotency_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
    );

    let ledgerEntries = 0;
    let orderNumber = 0;
    const at = seedNow.getTime();
    /** One order with one item (two for a switch) and its ledger entries. */
    const book = (
      userId: number,
      portfolioId: number,
      type: 'BUY' | 'SELL' | 'SWITCH',
      legs: Array<{ fundId: number; entryType: string; units: number; nav: number; date: IsoDate; amount: number; fee: number; profit: number; currency: Currency; leg: string | null }>,
    ) => {
      orderNumber++;
      const first = legs[0]!;
      const orderId = Number(
        insertOrder.run(`BENCH-${orderNumber}`, userId, portfolioId, type, first.currency, first.amount + first.fee, first.fee, `bench-${orderNumber}`, first.date, at, at, at).lastInsertRowid,
      );
      for (const leg of legs) {
        const itemId = Number(
          insertItem.run(orderId, leg.fundId, null, leg.amount, leg.fee, Math.abs(leg.units), leg.nav, leg.date, leg.leg, type === 'BUY' ? null : leg.amount).lastInsertRowid,
        );
        insertEntry.run(userId, portfolioId, leg.fundId, itemId, leg.entryType, leg.units, leg.nav, leg.date, leg.currency, leg.amount, leg.profit, `bench-entry-${++ledgerEntries}`, at);
      }
    };

    started = performance.now();
    sqlite.transaction(() => {
      for (let n = 0; n < options.investors; n++) {
        const userId = Number(insertUser.run(`bench-${n}@celengan.test`, 'Investor', `Investor Bench ${n}`, `+62812${String(n).padStart(7, '0')}`, n % 5 === 0 ? 'en' : 'id', at).lastInsertRowid);
        const main = Number(insertPortfolio.run(userId, 'Portofolio Utama', 1, at).lastInsertRowid);
        const goal = Number(insertPortfolio.run(userId, 'Dana Pendidikan', 0, at).lastInsertRowid);
        const held: Array<{ portfolioId: number; fundId: number; units: number; currency: Currency }> = [];
        const picks = [idr[n % idr.length]!, idr[(n + 3) % idr.length]!, n % 4 === 0 && usd.length > 0 ? usd[n % usd.length]! : idr[(n + 5) % idr.length]!];
        picks.forEach((fund, i) => {
          const portfolioId = i === 2 ? goal : main;
          const day = dayIn(fund.id, i === 0 ? '2025-08' : '2025-09', n + i);
          const amount = fund.currency === 'USD' ? 50_000 + (n % 7) * 1_000 : 1_000_000 + (n % 13) * 50_000;
          const units = unitsForAmount(money(amount, fund.currency), day.nav);
          book(userId, portfolioId, 'BUY', [{ fundId: fund.id, entryType: 'SUBSCRIPTION', units, nav: day.nav, date: day.date, amount, fee: 0, profit: 0, currency: fund.currency, leg: null }]);
          held.push({ portfolioId, fundId: fund.id, units, currency: fund.currency });
        });
        // In the month: a buy with a fee into the first fund.
        const buyDay = dayIn(picks[0]!.id, month, n);
        const buyAmount = 500_000 + (n % 11) * 25_000;
        const fee = Math.floor(buyAmount / 100);
        book(userId, main, 'BUY', [
          { fundId: picks[0]!.id, entryType: 'SUBSCRIPTION', units: unitsForAmount(money(buyAmount - fee, 'IDR'), buyDay.nav), nav: buyDay.nav, date: buyDay.date, amount: buyAmount, fee, profit: 0, currency: 'IDR', leg: null },
        ]);
        if (n % 2 === 0) {
          const sold = Math.floor(held[1]!.units / 3);
          const day = dayIn(held[1]!.fundId, month, n + 7);
          const proceeds = valueOfUnits(sold, day.nav, 'IDR').minor;
          book(userId, main, 'SELL', [{ fundId: held[1]!.fundId, entryType: 'REDEMPTION', units: -sold, nav: day.nav, date: day.date, amount: proceeds, fee: 0, profit: Math.floor(proceeds / 50), currency: 'IDR', leg: null }]);
        }
        if (n % 3 === 0 && held[2]!.currency === 'IDR') {
          const from = held[2]!;
          const target = idr[(n + 7) % idr.length]!;
          const outDay = dayIn(from.fundId, month, n + 3);
          const cash = valueOfUnits(from.units, outDay.nav, 'IDR').minor;
          const inDay = dayIn(target.id, month, n + 4);
          book(userId, goal, 'SWITCH', [
            { fundId: from.fundId, entryType: 'SWITCH_OUT', units: -from.units, nav: outDay.nav, date: outDay.date, amount: cash, fee: 0, profit: Math.floor(cash / 40), currency: 'IDR', leg: 'SWITCH_OUT' },
            { fundId: target.id, entryType: 'SWITCH_IN', units: unitsForAmount(money(cash, 'IDR'), inDay.nav), nav: inDay.nav, date: inDay.date, amount: cash, fee: 0, profit: 0, currency: 'IDR', leg: 'SWITCH_IN' },
          ]);
        }
      }
    })();
    const insertSeconds = seconds(started);

    const runAt = jakartaInstant('2025-11-03', '08:00');
    started = performance.now();
    // CPU time beside the wall time: on a shared machine the wall time measures the neighbours too.
    const cpuBefore = process.cpuUsage();
    const first = { ...(await generateMonthlyStatements(month, runAt, db)), seconds: seconds(started) };
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = Math.round((cpu.user + cpu.system) / 100_000) / 10;
    started = performance.now();
    const second = { ...(await generateMonthlyStatements(month, runAt, db)), seconds: seconds(started) };
    const { kept, bytes } = sqlite.prepare("SELECT count(*) AS kept, sum(length(pdf)) AS bytes FROM statements WHERE kind = 'MONTHLY' AND period = ?").get(month) as {
      kept: number;
      bytes: number;
    };
    return { investors: options.investors, month, seedSeconds, insertSeconds, ledgerEntries, first, cpuSeconds, second, kept, pdfBytes: Math.round(bytes / Math.max(1, kept)) };
  } finally {
    db.$client.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.scratch}${suffix}`, { force: true });
  }
}
