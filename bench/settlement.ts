// The settlement part of `npm run bench` (issue 5 "Performance": `nav:publish` settles 100,000 paid
// orders in under 30 s). In a scratch copy of a seeded database it writes BENCH_SETTLEMENT_ORDERS
// (default 100,000) PAID buy orders with their items and PAID payments, as the buy and payment code
// would have left them for the NAV date the next publication publishes (units and NAV still empty),
// then times `publishNav` at 18:00 WIB of that date (it publishes the NAV of every active fund, settles
// the orders in its transaction and refreshes the published funds' statistics) and, separately,
// `checkLedger`.
//
// The orders are spread over the demo users' active portfolios: a robo portfolio buys its
// recommended funds split by their targets, another portfolio one fund that can be bought (IDR or
// USD). Amounts are log-uniform between Rp 100.000 and Rp 10.000.000 in thousands (US$10 to US$1.000
// for a dollar fund), fees each fund's subscription fee rounded down, as `subscribe` computes them
// (domain/buy-summary.ts). They are paid between the latest cut-off (13:00 WIB) of the newest NAV date
// and 09:29 WIB of the next exchange day, so every fund's cut-off gives that day as their NAV date. The rows go in
// with plain prepared better-sqlite3 statements in one transaction.
//
// A publication without the orders, on another copy of the same database, is timed first: the
// difference is what the settlement adds.
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase, type Db } from '../db/client';
import { buyCompositions, type SummaryFund } from '../app/domain/buy-summary';
import { jakartaInstant, navDateForOrder, type IsoDate } from '../app/domain/dates';
import type { Currency, FundType } from '../app/domain/enums';
import { money, percentOf, valueOfUnits } from '../app/domain/money';
import { isVirtualAccount, paymentExpiresAt, virtualAccountNumber, type PaymentMethod } from '../app/domain/payments';
import { CLIENT_ORDER_SOURCES } from '../app/forms/buy';
import { checkLedger } from '../app/models/ledger.server';
import { checkHeldUnits, checkSellPayouts } from '../app/models/sell-ledger-check.server';
import { defaultPublishDate, publishNav } from '../app/models/nav-publish.server';
import { transactionNumber } from '../app/models/subscriptions.server';
import { createRandom } from '../seeds/random';
import { seedDatabase } from '../seeds/seed';

export interface SettlementBench {
  orders: number;
  items: number;
  /** PAID SELL and SWITCH orders written beside the buys (issue 15). */
  sells: number;
  switches: number;
  navDate: IsoDate;
  /** How the scratch database was made: the seed part's (moved here), or seeded here. */
  source: 'seed part' | 'seeded here';
  seedSeconds: number | null;
  insertSeconds: number;
  /** publishNav on the same database without the orders (publication and statistics only). */
  baselineSeconds: number;
  publish:
    | {
        ok: true;
        seconds: number;
        ordersSettled: number;
        itemsPriced: number;
        sellsSettled: number;
        switchLegsPriced: number;
        fundsPublished: number;
      }
    | { ok: false; seconds: number; error: string };
  /** Orders of ours left PAID and COMPLETED after the publication. */
  left: { paid: number; completed: number };
  ledger: { seconds: number; differences: number } | null;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function clean(path: string) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

interface FundRow extends SummaryFund {
  cutoffTime: string;
}

/** IDR payment methods a one-off order is paid with (dollars arrive by bank transfer). */
const IDR_METHODS: readonly PaymentMethod[] = ['VA_BCA', 'VA_MANDIRI', 'VA_BRI', 'VA_BNI', 'VA_PERMATA', 'GOPAY', 'OVO', 'SHOPEEPAY'];

/** Writes `count` PAID buy orders (items and payments) for the NAV date `navDate`; returns the item count. */
export function insertPaidOrders(db: Db, count: number, navDate: IsoDate): { items: number; firstOrderId: number } {
  const sqlite = db.$client;
  const random = createRandom(1, 'bench:settlement');
  const holidays = new Set((sqlite.prepare('SELECT date FROM exchange_holidays').all() as { date: IsoDate }[]).map((h) => h.date));
  const newest = (sqlite.prepare('SELECT max(nav_date) AS date FROM fund_navs').get() as { date: IsoDate }).date;

  const fundRows = sqlite
    .prepare(
      `SELECT id, name, type, currency, subscription_fee_bp AS subscriptionFeeBp, cutoff_time AS cutoffTime, status,
              container_account AS containerAccount
       FROM funds WHERE launch_date <= ? ORDER BY id`,
    )
    .all(navDate) as (FundRow & { status: string; containerAccount: string | null; type: FundType; currency: Currency })[];
  // What can be bought (policies/subscription-plan.ts): subscriptions enabled and a container account.
  const buyable = fundRows.filter((f) => f.status === 'active_subsenabled' && f.containerAccount !== null);
  const byId = new Map(buyable.map((f) => [f.id, f]));
  const portfolios = (
    sqlite.prepare('SELECT id, user_id AS userId, robo_cermat AS robo FROM portfolios WHERE active = 1 ORDER BY id').all() as {
      id: number;
      userId: number;
      robo: number;
    }[]
  ).map((p) => {
    const lines = p.robo
      ? (
          sqlite
            .prepare('SELECT fund_id AS fundId, target_bp AS targetBp FROM portfolio_recommendations WHERE portfolio_id = ? ORDER BY fund_id')
            .all(p.id) as { fundId: number; targetBp: number }[]
        ).flatMap((r) => {
          const fund = byId.get(r.fundId);
          return fund && fund.currency === 'IDR' && r.targetBp > 0 ? [{ fund, weightBp: r.targetBp }] : [];
        })
      : null;
    return { ...p, lines };
  });
  if (portfolios.length === 0 || buyable.length === 0) throw new Error('The seeded database has no portfolio or no fund to buy.');

  // Paid after the cut-off of the newest NAV date and before 09:30 WIB (the earliest cut-off) of the next exchange day.
  const from = jakartaInstant(newest, '13:00').getTime() + 60_000;
  const to = jakartaInstant(navDate, '09:29').getTime();
  if (to <= from) throw new Error(`No time to pay between ${newest} and ${navDate}.`);

  const insertOrder = sqlite.prepare(
    `INSERT INTO orders (id, transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount,
       cashback_amount, coupon_code, coupon_cashback_amount, source, idempotency_key, nav_date, created_at, paid_at)
     VALUES (?, ?, ?, ?, 'BUY', 'PAID', ?, ?, ?, 0, NULL, 0, ?, ?, ?, ?, ?)`,
  );
  const insertItem = sqlite.prepare(
    `INSERT INTO order_items (order_id, fund_id, amount, fee_amount, fee_bp, units, nav, nav_date)
     VALUES (?, ?, ?, ?, ?, NULL, NULL, ?)`,
  );
  const insertPayment = sqlite.prepare(
    `INSERT INTO payments (order_id, method, virtual_account_number, reference, amount, currency, status, expires_at, paid_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'PAID', ?, ?, ?)`,
  );
  const firstOrderId = ((sqlite.prepare('SELECT max(id) AS id FROM orders').get() as { id: number | null }).id ?? 0) + 1;

  let items = 0;
  sqlite.transaction(() => {
    for (let n = 0; n < count; n++) {
      const orderId = firstOrderId + n;
      const portfolio = portfolios[random.int(0, portfolios.length - 1)]!;
      const lines = portfolio.lines ?? [{ fund: buyable[random.int(0, buyable.length - 1)]!, weightBp: 10_000 }];
      const currency = lines[0]!.fund.currency;
      const minor =
        currency === 'IDR'
          ? Math.round(random.logBetween(100_000, 10_000_000) / 1000) * 1000
          : Math.round(random.logBetween(1_000, 100_000) / 100) * 100;
      const compositions = buyCompositions(money(minor, currency), lines);
      const paidAt = new Date(from + Math.floor(random.next() * (to - from)));
      const createdAt = new Date(paidAt.getTime() - random.int(1, 120) * 60_000);
      for (const { fund } of lines) {
        const date = navDateForOrder(paidAt, holidays, fund.cutoffTime);
        if (date !== navDate) throw new Error(`An order paid at ${paidAt.toISOString()} would be priced on ${date}, not ${navDate}.`);
      }
      const number = transactionNumber(orderId, createdAt);
      const fee = compositions.reduce((total, c) => total + c.fee, 0);
      insertOrder.run(
        orderId,
        number,
        portfolio.userId,
        portfolio.id,
        currency,
        minor,
        fee,
        CLIENT_ORDER_SOURCES[random.int(0, CLIENT_ORDER_SOURCES.length - 1)]!,
        `bench-settlement-${orderId}`,
        navDate,
        createdAt.getTime(),
        paidAt.getTime(),
      );
      for (const c of compositions) {
        insertItem.run(orderId, c.mutualFundId, c.totalAmount, c.fee, byId.get(c.mutualFundId)!.subscriptionFeeBp, navDate);
        items++;
      }
      const method: PaymentMethod = currency === 'USD' ? 'BANK_TRANSFER' : IDR_METHODS[random.int(0, IDR_METHODS.length - 1)]!;
      insertPayment.run(
        orderId,
        method,
        isVirtualAccount(method) ? virtualAccountNumber(method, orderId) : null,
        `PAY-${number}`,
        minor,
        currency,
        paymentExpiresAt(createdAt).getTime(),
        paidAt.getTime(),
        createdAt.getTime(),
      );
    }
  })();
  return { items, firstOrderId };
}

/**
 * Writes `sells` PAID SELL orders and `switches` PAID SWITCH orders for `navDate` (issue 15 "Benchmark"), as
 * placeSell and placeSwitch leave them (decision 056): each takes a small share of a seeded position's free units
 * (held on the position, so ledger:check's held-unit reconciliation holds), placed between the newest NAV date's
 * cut-off and 09:29 WIB of `navDate`. A switch goes to a fund of its fund's switching list; its SWITCH_IN leg waits
 * for the next exchange day. Answers how many of each were written.
 */
export function insertPendingSellsAndSwitches(
  db: Db,
  counts: { sells: number; switches: number },
  navDate: IsoDate,
): { sells: number; switches: number } {
  const sqlite = db.$client;
  const random = createRandom(1, 'bench:sells-switches');
  const newest = (sqlite.prepare('SELECT max(nav_date) AS date FROM fund_navs').get() as { date: IsoDate }).date;
  const positions = sqlite
    .prepare(
      `SELECT p.user_id AS userId, p.portfolio_id AS portfolioId, p.fund_id AS fundId, p.units, f.currency,
              f.redemption_fee_bp AS redemptionFeeBp, f.switching_fee_bp AS switchingFeeBp,
              (SELECT nav FROM fund_navs n WHERE n.fund_id = p.fund_id ORDER BY nav_date DESC LIMIT 1) AS nav,
              (SELECT target_fund_id FROM fund_switchings s WHERE s.fund_id = p.fund_id ORDER BY target_fund_id LIMIT 1) AS targetFundId
       FROM positions p JOIN funds f ON f.id = p.fund_id JOIN portfolios pf ON pf.id = p.portfolio_id
       WHERE p.units >= 10000 AND pf.active = 1 ORDER BY p.portfolio_id, p.fund_id`,
    )
    .all() as { userId: number; portfolioId: number; fundId: number; units: number; currency: Currency; redemptionFeeBp: number; switchingFeeBp: number; nav: number; targetFundId: number | null }[];
  const switchable = positions.filter((p) => p.targetFundId !== null);
  if (positions.length === 0 || (counts.switches > 0 && switchable.length === 0)) throw new Error('The seeded database has no position to sell or switch.');
  // Each order takes at most a 1/(2n)-th of the position's units, so that all of them fit together.
  const perPosition = Math.ceil((counts.sells + counts.switches) / positions.length) * 2;

  const from = jakartaInstant(newest, '13:00').getTime() + 60_000;
  const to = jakartaInstant(navDate, '09:29').getTime();
  const insertOrder = sqlite.prepare(
    `INSERT INTO orders (id, transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount, source, idempotency_key, nav_date, created_at)
     VALUES (?, ?, ?, ?, ?, 'PAID', ?, ?, ?, 'WEB', ?, ?, ?)`,
  );
  const insertItem = sqlite.prepare(
    `INSERT INTO order_items (order_id, fund_id, target_fund_id, amount, fee_amount, fee_bp, units, nav, nav_date, leg)
     VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const hold = sqlite.prepare(
    'UPDATE positions SET held_units = held_units + ? WHERE portfolio_id = ? AND fund_id = ? AND units - held_units >= ?',
  );
  let orderId = ((sqlite.prepare('SELECT max(id) AS id FROM orders').get() as { id: number | null }).id ?? 0) + 1;
  const written = { sells: 0, switches: 0 };
  sqlite.transaction(() => {
    for (let n = 0; n < counts.sells + counts.switches; n++) {
      const isSwitch = n >= counts.sells;
      const pool = isSwitch ? switchable : positions;
      const position = pool[random.int(0, pool.length - 1)]!;
      const units = Math.max(1, Math.floor(position.units / perPosition));
      if (hold.run(units, position.portfolioId, position.fundId, units).changes !== 1) continue;
      const gross = valueOfUnits(units, position.nav, position.currency);
      const fee = percentOf(gross, isSwitch ? position.switchingFeeBp : position.redemptionFeeBp);
      const createdAt = new Date(from + Math.floor(random.next() * (to - from)));
      const number = transactionNumber(orderId, createdAt);
      insertOrder.run(orderId, number, position.userId, position.portfolioId, isSwitch ? 'SWITCH' : 'SELL', position.currency, Math.max(1, gross.minor), fee.minor, `bench-${orderId}`, navDate, createdAt.getTime());
      if (isSwitch) {
        insertItem.run(orderId, position.fundId, position.targetFundId, gross.minor, fee.minor, position.switchingFeeBp, units, navDate, 'SWITCH_OUT');
        insertItem.run(orderId, position.targetFundId, null, 0, 0, 0, null, null, 'SWITCH_IN');
        written.switches++;
      } else {
        insertItem.run(orderId, position.fundId, null, gross.minor, fee.minor, position.redemptionFeeBp, units, navDate, null);
        written.sells++;
      }
      orderId++;
    }
  })();
  return written;
}

/**
 * The whole part: `seedDb` is the seed part's database when it ran (closed; it is moved here and
 * removed afterwards), else a database is seeded. `scratch` names the scratch files.
 */
export async function benchSettlement(options: {
  orders: number;
  sells: number;
  switches: number;
  seedDb: string | null;
  scratch: string;
}): Promise<SettlementBench> {
  const { scratch } = options;
  const dbPath = `${scratch}.db`;
  const basePath = `${scratch}-baseline.db`;
  clean(dbPath);
  clean(basePath);
  let source: SettlementBench['source'] = 'seeded here';
  let seedSeconds: number | null = null;
  if (options.seedDb && existsSync(options.seedDb)) {
    renameSync(options.seedDb, dbPath);
    clean(options.seedDb);
    source = 'seed part';
  } else {
    const started = performance.now();
    const seeding = openDatabase(dbPath);
    migrateDatabase(seeding);
    await seedDatabase(seeding, { now: new Date() });
    seeding.$client.close();
    seedSeconds = seconds(started);
  }
  copyFileSync(dbPath, basePath);

  try {
    // Published at 18:00 WIB of the NAV date, as an operator would after the managers' NAVs arrive.
    const navDate = (() => {
      const db = openDatabase(dbPath);
      try {
        return defaultPublishDate(db);
      } finally {
        db.$client.close();
      }
    })();
    const now = jakartaInstant(navDate, '18:00');

    // The publication alone, without orders to settle.
    const base = openDatabase(basePath);
    let started = performance.now();
    publishNav(base, { now });
    const baselineSeconds = seconds(started);
    base.$client.close();
    clean(basePath);

    const db = openDatabase(dbPath);
    try {
      started = performance.now();
      const { items, firstOrderId } = insertPaidOrders(db, options.orders, navDate);
      const { sells, switches } = insertPendingSellsAndSwitches(db, { sells: options.sells, switches: options.switches }, navDate);
      const insertSeconds = seconds(started);

      let publish: SettlementBench['publish'];
      started = performance.now();
      try {
        const report = publishNav(db, { now });
        publish = {
          ok: true,
          seconds: seconds(started),
          ordersSettled: report.settlement.orders,
          itemsPriced: report.settlement.items,
          sellsSettled: report.sells.orders,
          switchLegsPriced: report.switches.legs,
          fundsPublished: report.published.length,
        };
      } catch (error) {
        publish = { ok: false, seconds: seconds(started), error: error instanceof Error ? error.message : String(error) };
      }

      const left = db.$client
        .prepare(
          `SELECT sum(status = 'PAID') AS paid, sum(status = 'COMPLETED') AS completed FROM orders WHERE id >= ?`,
        )
        .get(firstOrderId) as { paid: number; completed: number };

      let ledger: SettlementBench['ledger'] = null;
      if (publish.ok) {
        started = performance.now();
        // What `ledger:check` runs: the positions from the ledger, held units against pending sells and switch-outs,
        // and each priced sale's payout (issue 15 item 8).
        const differences = [...checkLedger(db), ...checkHeldUnits(db), ...checkSellPayouts(db)];
        ledger = { seconds: seconds(started), differences: differences.length };
      }
      return { orders: options.orders, items, sells, switches, navDate, source, seedSeconds, insertSeconds, baselineSeconds, publish, left, ledger };
    } finally {
      db.$client.close();
    }
  } finally {
    clean(dbPath);
    clean(basePath);
  }
}
