import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../../db/client';
import { custodianBanks, funds, investmentManagers, orderItems, orders, portfolios, positions, unitLedger, users } from '../../db/schema';
import {
  appendLedgerEntry,
  appendUnitAddingEntries,
  checkLedger,
  heldUnitsRemover,
  holdUnits,
  LedgerError,
  moveOutCost,
  releaseHeldUnits,
  listRealizedProfitEntries,
  type LedgerEntryInput,
  type LedgerErrorCode,
} from './ledger.server';
import { testRunDir } from '../../tests/support/test-run';

// A fresh migrated database per test: the ledger is checked against the real schema, constraints
// and append-only triggers, not a mock.
let db: Db;
let userId: number;
let otherUserId: number;
let portfolioId: number;
let idrFundId: number;
let usdFundId: number;
const AT = new Date('2025-03-03T11:00:00Z');

beforeEach(() => {
  db = openDatabase(`${testRunDir()}/test-ledger-${process.pid}-${randomUUID()}.db`);
  migrateDatabase(db);
  const manager = db.insert(investmentManagers).values({ name: 'Manajer Uji', slug: 'manajer-uji' }).returning().get();
  const custodian = db.insert(custodianBanks).values({ name: 'Kustodian Uji' }).returning().get();
  const fund = (code: string, currency: 'IDR' | 'USD') =>
    db
      .insert(funds)
      .values({
        code,
        name: `Reksa Dana ${code}`,
        slug: code.toLowerCase(),
        type: 'SAHAM',
        category: 'KONVENSIONAL',
        currency,
        investmentManagerId: manager.id,
        custodianBankId: custodian.id,
        minimumInitialSubscriptionAmount: currency === 'IDR' ? 100_000 : 10_000,
        minimumSubscriptionAmount: currency === 'IDR' ? 100_000 : 10_000,
        expenseRatioBp: 150,
        launchDate: '2020-01-02',
        description: 'Dana uji.',
      })
      .returning()
      .get().id;
  idrFundId = fund('IDRFUND', 'IDR');
  usdFundId = fund('USDFUND', 'USD');
  const user = (email: string) =>
    db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Uji', fullName: 'Uji Coba', mobilePhone: '081200000000' })
      .returning()
      .get().id;
  userId = user('ledger@celengan.test');
  otherUserId = user('lain@celengan.test');
  portfolioId = db.insert(portfolios).values({ userId, name: 'Utama', isDefault: true }).returning().get().id;
});

afterEach(() => {
  db.$client.close();
});

function entry(overrides: Partial<LedgerEntryInput>): LedgerEntryInput {
  return {
    userId,
    portfolioId,
    fundId: idrFundId,
    entryType: 'SUBSCRIPTION',
    units: 0,
    nav: 10_000_000,
    navDate: '2025-03-03',
    currency: 'IDR',
    amount: 0,
    idempotencyKey: randomUUID(),
    at: AT,
    ...overrides,
  };
}

const append = (input: LedgerEntryInput) => db.transaction((tx) => appendLedgerEntry(tx, input), { behavior: 'immediate' });

function position() {
  return db
    .select({ units: positions.units, costBasis: positions.costBasis, realizedProfit: positions.realizedProfit })
    .from(positions)
    .where(eq(positions.portfolioId, portfolioId))
    .get();
}

const ledgerCount = () => db.select({ n: sql<number>`count(*)` }).from(unitLedger).get()!.n;

function expectLedgerError(run: () => unknown, code: LedgerErrorCode) {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(LedgerError);
  expect((thrown as LedgerError).code).toBe(code);
}

/** 810 units for Rp 1.000.000, then 400 units for Rp 600.000: 1 210 units costing Rp 1.600.000. */
function buyTwice() {
  append(entry({ units: 8_100_000, amount: 1_000_000, nav: 12_345_678, idempotencyKey: 'buy-1' }));
  append(entry({ units: 4_000_000, amount: 600_000, nav: 15_000_000, idempotencyKey: 'buy-2' }));
}

describe('appendLedgerEntry', () => {
  it('adds units and cost basis on buys, and removes the average cost on a partial sell', () => {
    buyTwice();
    expect(position()).toEqual({ units: 12_100_000, costBasis: 1_600_000, realizedProfit: 0 });

    // 300 of 1 210 units sold for Rp 480.000: cost removed = 1 600 000 × 300 / 1 210 = 396 694.21… → 396 694
    const { entry: sale, created } = append(
      entry({ entryType: 'REDEMPTION', units: 3_000_000, amount: 480_000, nav: 16_000_000, idempotencyKey: 'sell-1' }),
    );
    expect(created).toBe(true);
    expect(sale).toMatchObject({ units: -3_000_000, costBasisChange: -396_694, realizedProfit: 83_306, amount: 480_000 });
    expect(position()).toEqual({ units: 9_100_000, costBasis: 1_203_306, realizedProfit: 83_306 });
    expect(checkLedger(db)).toEqual([]);
  });

  it('a full sell empties units and cost basis and realizes the rest', () => {
    buyTwice();
    append(entry({ entryType: 'REDEMPTION', units: 3_000_000, amount: 480_000, idempotencyKey: 'sell-1' }));
    // the remaining 910 units for Rp 1.274.000 against the remaining cost Rp 1.203.306
    const { entry: sale } = append(entry({ entryType: 'REDEMPTION', units: 9_100_000, amount: 1_274_000, idempotencyKey: 'sell-2' }));
    expect(sale.realizedProfit).toBe(70_694);
    // cash in 1 600 000, cash out 1 754 000: all 154 000 realized
    expect(position()).toEqual({ units: 0, costBasis: 0, realizedProfit: 154_000 });
    expect(checkLedger(db)).toEqual([]);
  });

  it('refuses to sell more units than held and changes nothing', () => {
    buyTwice();
    const before = { position: position(), count: ledgerCount() };
    expectLedgerError(
      () => append(entry({ entryType: 'REDEMPTION', units: 12_100_001, amount: 1_900_000 })),
      'INSUFFICIENT_UNITS',
    );
    expectLedgerError(
      () => append(entry({ fundId: usdFundId, currency: 'USD', entryType: 'SWITCH_OUT', units: 1, amount: 1 })),
      'INSUFFICIENT_UNITS',
    );
    expect({ position: position(), count: ledgerCount() }).toEqual(before);
  });

  it('is idempotent by key: the same key twice changes nothing and returns the stored entry', () => {
    const first = append(entry({ units: 8_100_000, amount: 1_000_000, idempotencyKey: 'order-7-item-1' }));
    const second = append(entry({ units: 8_100_000, amount: 1_000_000, idempotencyKey: 'order-7-item-1' }));
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.entry).toEqual(first.entry);
    expect(ledgerCount()).toBe(1);
    expect(position()).toEqual({ units: 8_100_000, costBasis: 1_000_000, realizedProfit: 0 });
    // the same key for a different movement is a caller's bug, not a replay
    expectLedgerError(
      () => append(entry({ units: 9_000_000, amount: 1_000_000, idempotencyKey: 'order-7-item-1' })),
      'IDEMPOTENCY_CONFLICT',
    );
    expect(ledgerCount()).toBe(1);
  });

  it("refuses an amount in another currency than the fund's", () => {
    expectLedgerError(() => append(entry({ currency: 'USD', units: 100_000, amount: 10_000 })), 'CURRENCY_MISMATCH');
    expectLedgerError(() => append(entry({ fundId: usdFundId, currency: 'IDR', units: 100_000, amount: 10_000 })), 'CURRENCY_MISMATCH');
    expect(ledgerCount()).toBe(0);
    expect(position()).toBeUndefined();
  });

  it('refuses non-integers, wrong signs and a portfolio of another user', () => {
    expectLedgerError(() => append(entry({ units: 1.5, amount: 1_000 })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ units: 10_000, amount: 100.5 })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ units: 10_000, amount: 1_000, nav: 0 })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ entryType: 'REDEMPTION', units: -10_000, amount: 1_000 })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ entryType: 'DIVIDEND_CASH', units: 10_000, amount: 1_000 })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ units: 10_000, amount: 1_000, navDate: '2025-02-30' })), 'INVALID_INPUT');
    expectLedgerError(() => append(entry({ userId: otherUserId, units: 10_000, amount: 1_000 })), 'PORTFOLIO_NOT_FOUND');
    expect(ledgerCount()).toBe(0);
  });

  it('a cash dividend adds realized profit only', () => {
    buyTwice();
    const { entry: dividend } = append(entry({ entryType: 'DIVIDEND_CASH', units: 0, amount: 12_100 }));
    expect(dividend).toMatchObject({ units: 0, costBasisChange: 0, realizedProfit: 12_100 });
    expect(position()).toEqual({ units: 12_100_000, costBasis: 1_600_000, realizedProfit: 12_100 });
    expectLedgerError(
      () => append(entry({ fundId: usdFundId, currency: 'USD', entryType: 'DIVIDEND_CASH', units: 0, amount: 500 })),
      'NO_POSITION',
    );
    expect(checkLedger(db)).toEqual([]);
  });

  it('lists realized-profit entries newest first, without buys', () => {
    buyTwice();
    append(entry({ entryType: 'REDEMPTION', units: 3_000_000, amount: 480_000, navDate: '2025-04-01' }));
    append(entry({ entryType: 'DIVIDEND_CASH', units: 0, amount: 9_100, navDate: '2025-05-02' }));
    const rows = listRealizedProfitEntries(db, userId, { limit: 10 });
    expect(rows.map((r) => [r.entryType, r.realizedProfit])).toEqual([
      ['DIVIDEND_CASH', 9_100],
      ['REDEMPTION', 83_306],
    ]);
    expect(listRealizedProfitEntries(db, otherUserId, { limit: 10 })).toEqual([]);
  });
});

describe('checkLedger', () => {
  it('reports no difference for a clean ledger, and finds tampered positions', () => {
    buyTwice();
    append(entry({ fundId: usdFundId, currency: 'USD', units: 1_000_000, amount: 10_000, nav: 100_000 }));
    expect(checkLedger(db)).toEqual([]);

    db.run(sql`UPDATE positions SET units = units + 1, realized_profit = 5 WHERE fund_id = ${idrFundId}`);
    expect(checkLedger(db)).toEqual([
      { kind: 'units', portfolioId, fundId: idrFundId, expected: 12_100_000, actual: 12_100_001 },
      { kind: 'realizedProfit', portfolioId, fundId: idrFundId, expected: 0, actual: 5 },
    ]);

    db.run(sql`DELETE FROM positions WHERE fund_id = ${usdFundId}`);
    expect(checkLedger(db)).toContainEqual({
      kind: 'missing',
      portfolioId,
      fundId: usdFundId,
      expected: { units: 1_000_000, costBasis: 10_000, realizedProfit: 0 },
    });
  });

  it('reports a position no ledger entry backs', () => {
    db.insert(positions)
      .values({ userId, portfolioId, fundId: idrFundId, units: 10_000, costBasis: 1_000, updatedAt: AT })
      .run();
    expect(checkLedger(db)).toEqual([
      { kind: 'extra', portfolioId, fundId: idrFundId, actual: { units: 10_000, costBasis: 1_000, realizedProfit: 0 } },
    ]);
  });
});

describe('unit_ledger is append-only', () => {
  it('the database refuses UPDATE and DELETE of ledger rows', () => {
    buyTwice();
    // straight to SQLite, so the message is the trigger's own
    expect(() => db.$client.prepare('UPDATE unit_ledger SET amount = 0').run()).toThrow(/unit_ledger is append-only/);
    expect(() => db.$client.prepare('DELETE FROM unit_ledger').run()).toThrow(/unit_ledger is append-only/);
    expect(ledgerCount()).toBe(2);
  });
});

describe('appendUnitAddingEntries (settlement in bulk)', () => {
  const bulk = (inputs: LedgerEntryInput[]) => db.transaction((tx) => appendUnitAddingEntries(tx, inputs), { behavior: 'immediate' });

  it('writes what appendLedgerEntry writes for the same buys, and skips a key already used', () => {
    expect(bulk([
      entry({ units: 8_100_000, amount: 1_000_000, nav: 12_345_678, idempotencyKey: 'bulk-1' }),
      entry({ units: 4_000_000, amount: 600_000, nav: 15_000_000, idempotencyKey: 'bulk-2' }),
    ])).toBe(2);
    const bulkRows = db.select().from(unitLedger).all().map(({ id: _id, idempotencyKey: _key, ...rest }) => rest);
    const bulkPosition = position();

    // The same two buys one by one give the same rows, and the position keeps adding up.
    buyTwice();
    expect(position()).toEqual({ units: 24_200_000, costBasis: 3_200_000, realizedProfit: 0 });
    expect(bulkPosition).toEqual({ units: 12_100_000, costBasis: 1_600_000, realizedProfit: 0 });
    const oneByOne = db.select().from(unitLedger).all().slice(2).map(({ id: _id, idempotencyKey: _key, ...rest }) => rest);
    expect(oneByOne).toEqual(bulkRows);
    expect(checkLedger(db)).toEqual([]);

    // A replay writes nothing and moves no position.
    expect(bulk([entry({ units: 8_100_000, amount: 1_000_000, nav: 12_345_678, idempotencyKey: 'bulk-1' })])).toBe(0);
    expect(ledgerCount()).toBe(4);
    expect(checkLedger(db)).toEqual([]);
  });

  it('refuses an entry that removes units, and bad input, writing nothing', () => {
    expectLedgerError(() => bulk([entry({ entryType: 'REDEMPTION', units: 1, amount: 1 })]), 'INVALID_INPUT');
    expectLedgerError(() => bulk([entry({ units: 1, amount: 1 }), entry({ units: 0, amount: 1 })]), 'INVALID_INPUT');
    expect(ledgerCount()).toBe(0);
  });
});

describe('held units, their removal and moves (issue 15)', () => {
  const held = () => db.select({ held: positions.heldUnits, units: positions.units }).from(positions).where(eq(positions.portfolioId, portfolioId)).get()!;
  const where = () => ({ portfolioId, fundId: idrFundId, userId });

  it('holds free units only, in one guarded statement, and gives them back', () => {
    append(entry({ units: 1000_0000, amount: 1_000_000 }));
    db.transaction((tx) => expect(holdUnits(tx, where(), 600_0000, AT)).toBe(true));
    db.transaction((tx) => expect(holdUnits(tx, where(), 500_0000, AT)).toBe(false));
    db.transaction((tx) => expect(holdUnits(tx, { ...where(), userId: otherUserId }, 1, AT)).toBe(false));
    expect(held()).toEqual({ held: 600_0000, units: 1000_0000 });
    // A sale outside the settlement cannot take units held for pending orders.
    expectLedgerError(() => append(entry({ entryType: 'REDEMPTION', units: 500_0000, amount: 500_000 })), 'INSUFFICIENT_UNITS');
    db.transaction((tx) => releaseHeldUnits(tx, where(), 100_0000, AT));
    expect(held()).toEqual({ held: 500_0000, units: 1000_0000 });
    expectLedgerError(() => db.transaction((tx) => releaseHeldUnits(tx, where(), 600_0000, AT)), 'INSUFFICIENT_UNITS');
  });

  it('removes held units with the average cost, once per key, and refuses units not held', () => {
    append(entry({ units: 1000_0000, amount: 1_000_000 }));
    db.transaction((tx) => holdUnits(tx, where(), 400_0000, AT));
    const orderId = db
      .insert(orders)
      .values({ transactionNumber: 'CLG-20250303-000001', userId, portfolioId, type: 'SELL', status: 'PAID', currency: 'IDR', amount: 480_000, source: 'WEB', idempotencyKey: 'k' })
      .returning()
      .get().id;
    const itemId = db.insert(orderItems).values({ orderId, fundId: idrFundId, amount: 480_000, units: 400_0000, navDate: '2025-03-04' }).returning().get().id;
    const removal = { orderItemId: itemId, userId, portfolioId, fundId: idrFundId, currency: 'IDR' as const, units: 400_0000, nav: 12_000_000, navDate: '2025-03-04', amount: 480_000, idempotencyKey: 'sell-item-1' };
    expect(db.transaction((tx) => heldUnitsRemover(tx, 'REDEMPTION', AT)(removal))).toBe(true);
    // 400 of 1 000 units take 40% of Rp 1.000.000; sold for Rp 480.000: Rp 80.000 realized.
    expect(position()).toEqual({ units: 600_0000, costBasis: 600_000, realizedProfit: 80_000 });
    expect(held()).toEqual({ held: 0, units: 600_0000 });
    expect(db.transaction((tx) => heldUnitsRemover(tx, 'REDEMPTION', AT)(removal))).toBe(false);
    expectLedgerError(() => db.transaction((tx) => heldUnitsRemover(tx, 'SWITCH_OUT', AT)({ ...removal, idempotencyKey: 'switch-out-2' })), 'INSUFFICIENT_UNITS');
    expect(checkLedger(db)).toEqual([]);
  });

  it('moves units and their cost without realizing profit; a MOVE_OUT must take its average cost along', () => {
    append(entry({ units: 1000_0000, amount: 1_000_000 }));
    const other = db.insert(portfolios).values({ userId, name: 'Kedua' }).returning().get().id;
    const cost = moveOutCost(db, { portfolioId, fundId: idrFundId }, 250_0000)!;
    expect(cost).toBe(250_000);
    expectLedgerError(() => append(entry({ entryType: 'MOVE_OUT', units: 250_0000, amount: cost + 1 })), 'MOVE_COST_MISMATCH');
    append(entry({ entryType: 'MOVE_OUT', units: 250_0000, amount: cost }));
    append(entry({ entryType: 'MOVE_IN', portfolioId: other, units: 250_0000, amount: cost }));
    expect(position()).toEqual({ units: 750_0000, costBasis: 750_000, realizedProfit: 0 });
    expect(listRealizedProfitEntries(db, userId, { limit: 10 })).toEqual([]);
    expect(checkLedger(db)).toEqual([]);
  });
});
