// The unit ledger (DESIGN.md "The order lifecycle: a real ledger, not a display"). Every change of a
// holding is one append-only unit_ledger row; `positions` is its projection, updated in the same
// transaction as the append, and `checkLedger` recomputes that projection from the ledger alone.
//
// Cost basis follows the average-cost method: a sale removes the share of the cost basis that the
// sold units are of the units held (`proportionalCost`). Amounts are the investor's cash in the
// fund's currency (minor units): what they paid for a subscription (fee included, so the fee is part
// of what the units cost them) and what they receive for a redemption (after any fee), so realized
// profit = cash received − cost removed.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, portfolios, positions, unitLedger } from '../../db/schema';
import { isIsoDate, type IsoDate } from '../domain/dates';
import type { Currency, LedgerEntryType } from '../domain/enums';
import { money, proportionalCost } from '../domain/money';

/** A write transaction of the caller: the append and the position change commit or fail together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type LedgerEntry = typeof unitLedger.$inferSelect;

/** Entries that add units (and their cash to the cost basis; MOVE_IN: the cost its MOVE_OUT removed). */
const UNIT_ADDING: ReadonlySet<LedgerEntryType> = new Set(['SUBSCRIPTION', 'SWITCH_IN', 'DIVIDEND_REINVESTMENT', 'MOVE_IN']);
/** Entries that remove units (and the proportional cost basis). */
const UNIT_REMOVING: ReadonlySet<LedgerEntryType> = new Set(['REDEMPTION', 'SWITCH_OUT', 'MOVE_OUT']);
/** spec landing §3 "Realized profit list": SELL, SWITCH_OUT and DIVIDEND_CASH realize profit. */
export const REALIZING_ENTRY_TYPES = ['REDEMPTION', 'SWITCH_OUT', 'DIVIDEND_CASH'] as const satisfies readonly LedgerEntryType[];

export type LedgerErrorCode =
  | 'INVALID_INPUT'
  | 'FUND_NOT_FOUND'
  | 'PORTFOLIO_NOT_FOUND'
  | 'CURRENCY_MISMATCH'
  | 'NO_POSITION'
  | 'INSUFFICIENT_UNITS'
  | 'IDEMPOTENCY_CONFLICT'
  | 'MOVE_COST_MISMATCH';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

export interface LedgerEntryInput {
  userId: number;
  portfolioId: number;
  fundId: number;
  orderItemId?: number | null;
  entryType: LedgerEntryType;
  /**
   * Units moved (× 10^4), unsigned: the entry type gives the direction. Must be positive, except
   * for DIVIDEND_CASH, which moves no units (0).
   */
  units: number;
  /** NAV per unit (× 10^4) the entry is priced at. */
  nav: number;
  navDate: IsoDate;
  currency: Currency;
  /** The investor's cash of the entry, minor units, unsigned (see the top of this module). */
  amount: number;
  /** One key per submission (DESIGN.md): a repeated call with it changes nothing. */
  idempotencyKey: string;
  /** When the entry is booked (ledger created_at, position updated_at). */
  at: Date;
}

export interface AppendResult {
  entry: LedgerEntry;
  /** False when the idempotency key had already been used: nothing was written. */
  created: boolean;
}

export interface PositionTotals {
  units: number;
  costBasis: number;
  realizedProfit: number;
}

export interface EntryEffect {
  /** Signed units. */
  units: number;
  costBasisChange: number;
  realizedProfit: number;
}

/**
 * The average-cost rule, shared by the append and the check so that both apply the same
 * arithmetic. Throws INSUFFICIENT_UNITS when a sale exceeds the units held.
 */
export function effectOf(
  entryType: LedgerEntryType,
  units: number,
  amount: number,
  held: PositionTotals,
  currency: Currency,
): EntryEffect {
  if (UNIT_ADDING.has(entryType)) return { units, costBasisChange: amount, realizedProfit: 0 };
  if (UNIT_REMOVING.has(entryType)) {
    if (units > held.units) {
      throw new LedgerError('INSUFFICIENT_UNITS', `Cannot remove ${units} units from a position of ${held.units}`);
    }
    const costRemoved = proportionalCost(money(held.costBasis, currency), units, held.units).minor;
    // A move sells nothing (issue 15 item 3): its cost goes with the units to the other portfolio.
    if (entryType === 'MOVE_OUT') return { units: -units, costBasisChange: -costRemoved, realizedProfit: 0 };
    return { units: -units, costBasisChange: -costRemoved, realizedProfit: amount - costRemoved };
  }
  // DIVIDEND_CASH: cash paid out on units that stay held; all of it is profit.
  return { units: 0, costBasisChange: 0, realizedProfit: amount };
}

function validate(input: LedgerEntryInput): void {
  const integers: [string, number][] = [
    ['userId', input.userId],
    ['portfolioId', input.portfolioId],
    ['fundId', input.fundId],
    ['units', input.units],
    ['nav', input.nav],
    ['amount', input.amount],
  ];
  if (input.orderItemId != null) integers.push(['orderItemId', input.orderItemId]);
  for (const [name, value] of integers) {
    if (!Number.isSafeInteger(value)) throw new LedgerError('INVALID_INPUT', `${name} must be an integer`);
  }
  if (input.nav <= 0) throw new LedgerError('INVALID_INPUT', 'nav must be positive');
  if (input.amount < 0) throw new LedgerError('INVALID_INPUT', 'amount must not be negative');
  if (input.entryType === 'DIVIDEND_CASH' ? input.units !== 0 : input.units <= 0) {
    throw new LedgerError('INVALID_INPUT', `units of a ${input.entryType} entry must be ${input.entryType === 'DIVIDEND_CASH' ? 'zero' : 'positive'}`);
  }
  if (!isIsoDate(input.navDate)) throw new LedgerError('INVALID_INPUT', 'navDate must be a YYYY-MM-DD date');
  if (input.idempotencyKey.trim() === '') throw new LedgerError('INVALID_INPUT', 'idempotencyKey is required');
  if (Number.isNaN(input.at.getTime())) throw new LedgerError('INVALID_INPUT', 'at must be a valid instant');
}

/** Whether a stored entry records the same movement as a repeated input (idempotent replay). */
function sameMovement(entry: LedgerEntry, input: LedgerEntryInput): boolean {
  return (
    entry.userId === input.userId &&
    entry.portfolioId === input.portfolioId &&
    entry.fundId === input.fundId &&
    entry.entryType === input.entryType &&
    Math.abs(entry.units) === input.units &&
    entry.amount === input.amount &&
    entry.currency === input.currency
  );
}

/**
 * Appends one entry to the unit ledger and applies it to its position, inside the caller's
 * transaction. A repeated idempotency key returns the stored entry and writes nothing; the same key
 * with a different movement is refused (IDEMPOTENCY_CONFLICT), as is a sale of more units than held,
 * an amount in another currency than the fund's, or a portfolio of another user.
 */
export function appendLedgerEntry(tx: Tx, input: LedgerEntryInput): AppendResult {
  validate(input);

  const existing = tx.select().from(unitLedger).where(eq(unitLedger.idempotencyKey, input.idempotencyKey)).get();
  if (existing) {
    if (!sameMovement(existing, input)) {
      throw new LedgerError('IDEMPOTENCY_CONFLICT', 'The idempotency key was already used for a different entry');
    }
    return { entry: existing, created: false };
  }

  const fund = tx.select({ currency: funds.currency }).from(funds).where(eq(funds.id, input.fundId)).get();
  if (!fund) throw new LedgerError('FUND_NOT_FOUND', `Fund ${input.fundId} does not exist`);
  if (fund.currency !== input.currency) {
    throw new LedgerError('CURRENCY_MISMATCH', `The fund is in ${fund.currency}, the entry in ${input.currency}`);
  }
  const portfolio = tx
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.id, input.portfolioId), eq(portfolios.userId, input.userId)))
    .get();
  if (!portfolio) {
    throw new LedgerError('PORTFOLIO_NOT_FOUND', `Portfolio ${input.portfolioId} does not belong to user ${input.userId}`);
  }

  const position = tx
    .select()
    .from(positions)
    .where(and(eq(positions.portfolioId, input.portfolioId), eq(positions.fundId, input.fundId)))
    .get();
  if (!position && !UNIT_ADDING.has(input.entryType)) {
    if (input.entryType === 'DIVIDEND_CASH') throw new LedgerError('NO_POSITION', 'No position pays this dividend');
    throw new LedgerError('INSUFFICIENT_UNITS', `Cannot remove ${input.units} units from an empty position`);
  }
  // Units held for pending orders are not this entry's to take (the settlement releases an order's own first).
  if (position && UNIT_REMOVING.has(input.entryType) && input.units > position.units - position.heldUnits) {
    throw new LedgerError('INSUFFICIENT_UNITS', `Cannot remove ${input.units} units: ${position.heldUnits} of ${position.units} are held for pending orders`);
  }
  const held: PositionTotals = position ?? { units: 0, costBasis: 0, realizedProfit: 0 };
  const effect = effectOf(input.entryType, input.units, input.amount, held, input.currency);
  // A MOVE_OUT's amount is the cost it takes along (what its MOVE_IN adds): see moveOutCost.
  if (input.entryType === 'MOVE_OUT' && input.amount !== -effect.costBasisChange) {
    throw new LedgerError('MOVE_COST_MISMATCH', `A MOVE_OUT of ${input.units} units takes ${-effect.costBasisChange}, not ${input.amount}`);
  }

  const entry = tx
    .insert(unitLedger)
    .values({
      userId: input.userId,
      portfolioId: input.portfolioId,
      fundId: input.fundId,
      orderItemId: input.orderItemId ?? null,
      entryType: input.entryType,
      units: effect.units,
      nav: input.nav,
      navDate: input.navDate,
      currency: input.currency,
      amount: input.amount,
      costBasisChange: effect.costBasisChange,
      realizedProfit: effect.realizedProfit,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.at,
    })
    .returning()
    .get();

  const next = {
    units: held.units + effect.units,
    costBasis: held.costBasis + effect.costBasisChange,
    realizedProfit: held.realizedProfit + effect.realizedProfit,
    updatedAt: input.at,
  };
  if (position) {
    tx.update(positions)
      .set(next)
      .where(and(eq(positions.portfolioId, input.portfolioId), eq(positions.fundId, input.fundId)))
      .run();
  } else {
    tx.insert(positions)
      .values({ userId: input.userId, portfolioId: input.portfolioId, fundId: input.fundId, ...next })
      .run();
  }
  return { entry, created: true };
}

export type LedgerDifference =
  /** The ledger has entries for a position that the positions table lacks. */
  | { kind: 'missing'; portfolioId: number; fundId: number; expected: PositionTotals }
  /** The positions table has a row that no ledger entry backs. */
  | { kind: 'extra'; portfolioId: number; fundId: number; actual: PositionTotals }
  | {
      kind: 'units' | 'costBasis' | 'realizedProfit' | 'userId';
      portfolioId: number;
      fundId: number;
      expected: number;
      actual: number;
    }
  /** A stored entry that the average-cost rule does not reproduce (or that oversells). */
  | {
      kind: 'entry';
      entryId: number;
      portfolioId: number;
      fundId: number;
      field: 'costBasisChange' | 'realizedProfit' | 'units';
      expected: number;
      actual: number;
    };

const positionKey = (portfolioId: number, fundId: number) => `${portfolioId}:${fundId}`;

/**
 * Recomputes every position by replaying the ledger in order with the same rule as the append, and
 * returns how the stored entries and the positions table differ from that replay. Empty means the
 * projection is sound (the CLI's `ledger:check` exits 1 otherwise).
 */
export function checkLedger(db: Db | Tx): LedgerDifference[] {
  const differences: LedgerDifference[] = [];
  const replayed = new Map<string, PositionTotals & { userId: number; portfolioId: number; fundId: number }>();

  const entries = db
    .select()
    .from(unitLedger)
    .orderBy(asc(unitLedger.portfolioId), asc(unitLedger.fundId), asc(unitLedger.id))
    .all();
  for (const entry of entries) {
    const key = positionKey(entry.portfolioId, entry.fundId);
    let state = replayed.get(key);
    if (!state) {
      state = { userId: entry.userId, portfolioId: entry.portfolioId, fundId: entry.fundId, units: 0, costBasis: 0, realizedProfit: 0 };
      replayed.set(key, state);
    }
    const magnitude = Math.abs(entry.units);
    let effect: EntryEffect;
    try {
      effect = effectOf(entry.entryType, magnitude, entry.amount, state, entry.currency);
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      differences.push({
        kind: 'entry',
        entryId: entry.id,
        portfolioId: entry.portfolioId,
        fundId: entry.fundId,
        field: 'units',
        expected: state.units,
        actual: magnitude,
      });
      // Keep replaying what was stored so that one bad entry does not hide later ones.
      effect = { units: entry.units, costBasisChange: entry.costBasisChange, realizedProfit: entry.realizedProfit };
    }
    for (const field of ['costBasisChange', 'realizedProfit'] as const) {
      if (effect[field] !== entry[field]) {
        differences.push({
          kind: 'entry',
          entryId: entry.id,
          portfolioId: entry.portfolioId,
          fundId: entry.fundId,
          field,
          expected: effect[field],
          actual: entry[field],
        });
      }
    }
    state.units += effect.units;
    state.costBasis += effect.costBasisChange;
    state.realizedProfit += effect.realizedProfit;
  }

  const stored = db.select().from(positions).orderBy(asc(positions.portfolioId), asc(positions.fundId)).all();
  const seen = new Set<string>();
  for (const row of stored) {
    const key = positionKey(row.portfolioId, row.fundId);
    const expected = replayed.get(key);
    const actual = { units: row.units, costBasis: row.costBasis, realizedProfit: row.realizedProfit };
    if (!expected) {
      differences.push({ kind: 'extra', portfolioId: row.portfolioId, fundId: row.fundId, actual });
      continue;
    }
    seen.add(key);
    for (const kind of ['units', 'costBasis', 'realizedProfit', 'userId'] as const) {
      const want = expected[kind];
      const have = kind === 'userId' ? row.userId : actual[kind];
      if (want !== have) {
        differences.push({ kind, portfolioId: row.portfolioId, fundId: row.fundId, expected: want, actual: have });
      }
    }
  }
  for (const [key, expected] of replayed) {
    if (seen.has(key)) continue;
    const { portfolioId, fundId, units, costBasis, realizedProfit } = expected;
    differences.push({ kind: 'missing', portfolioId, fundId, expected: { units, costBasis, realizedProfit } });
  }
  return differences;
}

/**
 * A user's realized-profit entries (sales, switch-outs, cash dividends), newest first: the rows
 * behind the dashboard's realized-profit list (spec landing §3, page size 10 in §9).
 */
export function listRealizedProfitEntries(
  db: Db | Tx,
  userId: number,
  options: { limit: number; offset?: number; portfolioId?: number },
): LedgerEntry[] {
  const conditions = [eq(unitLedger.userId, userId), inArray(unitLedger.entryType, [...REALIZING_ENTRY_TYPES])];
  if (options.portfolioId !== undefined) conditions.push(eq(unitLedger.portfolioId, options.portfolioId));
  return db
    .select()
    .from(unitLedger)
    .where(and(...conditions))
    .orderBy(desc(unitLedger.navDate), desc(unitLedger.id))
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .all();
}

/**
 * Appends many unit-adding entries (a settlement's subscriptions) inside the caller's transaction: the same
 * rows `appendLedgerEntry` writes for them (the average-cost rule of `effectOf`), through statements
 * prepared once, for the 100 000 orders a NAV date may settle (issue 5 "Performance"). The caller vouches
 * for what `appendLedgerEntry` checks by query: each fund's currency is the entry's and each portfolio is
 * its user's (settlement reads both with the orders). A key already used is skipped, as a replay; answers
 * how many entries were written.
 */
export function appendUnitAddingEntries(tx: Tx, inputs: readonly LedgerEntryInput[]): number {
  if (inputs.length === 0) return 0;
  const insertEntry = tx
    .insert(unitLedger)
    .values({
      userId: sql.placeholder('userId'),
      portfolioId: sql.placeholder('portfolioId'),
      fundId: sql.placeholder('fundId'),
      orderItemId: sql.placeholder('orderItemId'),
      entryType: sql.placeholder('entryType'),
      units: sql.placeholder('units'),
      nav: sql.placeholder('nav'),
      navDate: sql.placeholder('navDate'),
      currency: sql.placeholder('currency'),
      amount: sql.placeholder('amount'),
      costBasisChange: sql.placeholder('costBasisChange'),
      realizedProfit: sql.placeholder('realizedProfit'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      createdAt: sql.placeholder('at'),
    })
    .onConflictDoNothing({ target: unitLedger.idempotencyKey })
    .prepare();
  const addToPosition = tx
    .insert(positions)
    .values({
      userId: sql.placeholder('userId'),
      portfolioId: sql.placeholder('portfolioId'),
      fundId: sql.placeholder('fundId'),
      units: sql.placeholder('units'),
      costBasis: sql.placeholder('costBasisChange'),
      realizedProfit: 0,
      updatedAt: sql.placeholder('at'),
    })
    .onConflictDoUpdate({
      target: [positions.portfolioId, positions.fundId],
      set: {
        units: sql`${positions.units} + excluded.units`,
        costBasis: sql`${positions.costBasis} + excluded.cost_basis`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .prepare();
  let written = 0;
  for (const input of inputs) {
    validate(input);
    if (!UNIT_ADDING.has(input.entryType)) throw new LedgerError('INVALID_INPUT', `${input.entryType} does not add units`);
    const effect = effectOf(input.entryType, input.units, input.amount, { units: 0, costBasis: 0, realizedProfit: 0 }, input.currency);
    const values = {
      ...input,
      orderItemId: input.orderItemId ?? null,
      units: effect.units,
      costBasisChange: effect.costBasisChange,
      realizedProfit: effect.realizedProfit,
      at: input.at,
    };
    if (insertEntry.run(values).changes === 0) continue;
    addToPosition.run(values);
    written++;
  }
  return written;
}

/**
 * The cost basis that `units` take along when they leave a position (the average-cost share, as a MOVE_OUT
 * removes it): the amount of the MOVE_OUT and of its MOVE_IN. Null when the position has fewer units.
 */
export function moveOutCost(tx: Tx | Db, position: { portfolioId: number; fundId: number }, units: number): number | null {
  const held = tx
    .select({ units: positions.units, costBasis: positions.costBasis, currency: funds.currency })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.portfolioId, position.portfolioId), eq(positions.fundId, position.fundId)))
    .get();
  if (!held || units <= 0 || units > held.units) return null;
  return proportionalCost(money(held.costBasis, held.currency), units, held.units).minor;
}

/**
 * Holds `units` of a position for a pending SELL or SWITCH_OUT (issue 15 items 1 and 8): one guarded UPDATE, so
 * that of two orders racing for the same units only one gets them, whatever the interleaving. Answers false
 * (writing nothing) when the position has fewer free units (units − held units) than asked.
 */
export function holdUnits(tx: Tx, position: { portfolioId: number; fundId: number; userId: number }, units: number, at: Date): boolean {
  if (!Number.isSafeInteger(units) || units <= 0) throw new LedgerError('INVALID_INPUT', 'units to hold must be a positive integer');
  const result = tx
    .update(positions)
    .set({ heldUnits: sql`${positions.heldUnits} + ${units}`, updatedAt: at })
    .where(
      and(
        eq(positions.portfolioId, position.portfolioId),
        eq(positions.fundId, position.fundId),
        eq(positions.userId, position.userId),
        sql`${positions.units} - ${positions.heldUnits} >= ${units}`,
      ),
    )
    .run();
  return result.changes === 1;
}

/**
 * Gives back held units: before the priced units leave the position (the settlement, in the same transaction as
 * their REDEMPTION or SWITCH_OUT entry) or when a pending order ends without a sale. Throws when fewer are held.
 */
export function releaseHeldUnits(tx: Tx, position: { portfolioId: number; fundId: number }, units: number, at: Date): void {
  if (!Number.isSafeInteger(units) || units <= 0) throw new LedgerError('INVALID_INPUT', 'units to release must be a positive integer');
  const result = tx
    .update(positions)
    .set({ heldUnits: sql`${positions.heldUnits} - ${units}`, updatedAt: at })
    .where(
      and(
        eq(positions.portfolioId, position.portfolioId),
        eq(positions.fundId, position.fundId),
        sql`${positions.heldUnits} >= ${units}`,
      ),
    )
    .run();
  if (result.changes !== 1) throw new LedgerError('INSUFFICIENT_UNITS', `Cannot release ${units} held units`);
}

/** A priced sale or switch-out of units held for it (issue 15): the entry `removeHeldUnits` books. */
export interface HeldUnitsRemoval {
  orderItemId: number;
  userId: number;
  portfolioId: number;
  fundId: number;
  currency: Currency;
  units: number;
  nav: number;
  navDate: IsoDate;
  /** The cash the investor receives for the units (after the fee): the entry's amount. */
  amount: number;
  idempotencyKey: string;
}

/**
 * The settlement's way to book sales and switch-outs by the tens of thousands (issue 15 "Benchmark"): statements
 * prepared once, answering a function that, for one priced order item, appends its REDEMPTION or SWITCH_OUT entry
 * with the average-cost rule of `effectOf` (what `appendLedgerEntry` and `checkLedger` apply) and, in one guarded
 * UPDATE, gives back the units held for it and removes them from the position. The caller vouches for what
 * `appendLedgerEntry` checks by query (the fund's currency, the portfolio's owner). The function answers false,
 * writing nothing, when the key was already used (a replay); it throws when the position does not hold the units.
 */
export function heldUnitsRemover(tx: Tx, entryType: 'REDEMPTION' | 'SWITCH_OUT', now: Date): (removal: HeldUnitsRemoval) => boolean {
  const readPosition = tx
    .select({ units: positions.units, heldUnits: positions.heldUnits, costBasis: positions.costBasis, realizedProfit: positions.realizedProfit })
    .from(positions)
    .where(and(eq(positions.portfolioId, sql.placeholder('portfolioId')), eq(positions.fundId, sql.placeholder('fundId'))))
    .prepare();
  const insertEntry = tx
    .insert(unitLedger)
    .values({
      userId: sql.placeholder('userId'),
      portfolioId: sql.placeholder('portfolioId'),
      fundId: sql.placeholder('fundId'),
      orderItemId: sql.placeholder('orderItemId'),
      entryType,
      units: sql.placeholder('signedUnits'),
      nav: sql.placeholder('nav'),
      navDate: sql.placeholder('navDate'),
      currency: sql.placeholder('currency'),
      amount: sql.placeholder('amount'),
      costBasisChange: sql.placeholder('costBasisChange'),
      realizedProfit: sql.placeholder('realizedProfit'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      createdAt: now,
    })
    .onConflictDoNothing({ target: unitLedger.idempotencyKey })
    .prepare();
  const removeHeld = tx
    .update(positions)
    .set({
      units: sql`${positions.units} - ${sql.placeholder('units')}`,
      heldUnits: sql`${positions.heldUnits} - ${sql.placeholder('units')}`,
      costBasis: sql`${positions.costBasis} + ${sql.placeholder('costBasisChange')}`,
      realizedProfit: sql`${positions.realizedProfit} + ${sql.placeholder('realizedProfit')}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(positions.portfolioId, sql.placeholder('portfolioId')),
        eq(positions.fundId, sql.placeholder('fundId')),
        sql`${positions.heldUnits} >= ${sql.placeholder('units')}`,
        sql`${positions.units} >= ${sql.placeholder('units')}`,
      ),
    )
    .prepare();
  const keyUsed = tx.select({ id: unitLedger.id }).from(unitLedger).where(eq(unitLedger.idempotencyKey, sql.placeholder('idempotencyKey'))).prepare();
  return (removal) => {
    if (!Number.isSafeInteger(removal.units) || removal.units <= 0) throw new LedgerError('INVALID_INPUT', `Order item ${removal.orderItemId}: units must be positive`);
    // A replay: the entry is booked and its units gone, nothing to do.
    if (keyUsed.get({ idempotencyKey: removal.idempotencyKey })) return false;
    const position = readPosition.get({ portfolioId: removal.portfolioId, fundId: removal.fundId });
    if (!position || position.heldUnits < removal.units) {
      throw new LedgerError('INSUFFICIENT_UNITS', `Order item ${removal.orderItemId}: ${removal.units} units are not held by its position`);
    }
    const effect = effectOf(entryType, removal.units, removal.amount, position, removal.currency);
    const values = { ...removal, signedUnits: effect.units, costBasisChange: effect.costBasisChange, realizedProfit: effect.realizedProfit };
    if (insertEntry.run(values).changes === 0) return false;
    if (removeHeld.run(values).changes !== 1) {
      throw new LedgerError('INSUFFICIENT_UNITS', `Order item ${removal.orderItemId}: the position changed under the settlement`);
    }
    return true;
  };
}
