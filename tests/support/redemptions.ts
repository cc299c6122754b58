// SELL and SWITCH orders written straight into the database in the shapes of decision 056 (migration 0009), for
// the tests of what the investor sees of them (issue 15 item 5): the sell and switch flows are built elsewhere, so
// these fixtures do what a placed order and its settlement leave behind. A pending sale holds its units; a priced
// one removes them with a REDEMPTION entry and writes its payout; a switch holds its switch-out units, then
// removes them (SWITCH_OUT), then adds the switch-in's (SWITCH_IN). The ledger stays consistent (checkLedger).
import { and, desc, eq } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import { jakartaInstant, type IsoDate } from '~/domain/dates';
import { money, percentOf, subtract, unitsForAmount, valueOfUnits } from '~/domain/money';
import { db } from '~/lib/db.server';
import { appendLedgerEntry, holdUnits } from '~/models/ledger.server';
import { createPayout, sellPayoutKey } from '~/models/payouts.server';
import { transactionNumber } from '~/models/subscriptions.server';

const fundOf = (database: Db, fundId: number) => database.select().from(schema.funds).where(eq(schema.funds.id, fundId)).get()!;
const latestNavOf = (database: Db, fundId: number) =>
  database.select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fundId)).orderBy(desc(schema.fundNavs.navDate)).get()!;

let sequence = 0;

function insertOrder(
  database: Db,
  values: { userId: number; portfolioId: number; type: 'SELL' | 'SWITCH'; currency: 'IDR' | 'USD'; amount: number; feeAmount: number; navDate: IsoDate; at: Date },
): number {
  const row = database
    .insert(schema.orders)
    .values({
      transactionNumber: `TMP-${Date.now()}-${++sequence}`,
      userId: values.userId,
      portfolioId: values.portfolioId,
      type: values.type,
      status: 'PAID',
      currency: values.currency,
      amount: Math.max(1, values.amount),
      feeAmount: values.feeAmount,
      source: 'WEB',
      idempotencyKey: `fixture-${values.type}-${Date.now()}-${sequence}`,
      navDate: values.navDate,
      createdAt: values.at,
      paidAt: values.at,
    })
    .returning({ id: schema.orders.id })
    .get();
  database
    .update(schema.orders)
    .set({ transactionNumber: transactionNumber(row.id, values.at) })
    .where(eq(schema.orders.id, row.id))
    .run();
  return row.id;
}

export interface SellFixture {
  userId: number;
  portfolioId: number;
  fundId: number;
  /** × 10^4 */
  units: number;
  at: Date;
  navDate: IsoDate;
  /** Priced at this NAV (× 10^4): the order is COMPLETED with its payout; absent: PAID, units held. */
  priced?: { nav: number; dueDate: IsoDate; paidAt?: Date };
  database?: Db;
}

/** A SELL order with its one item; pending (units held) or priced (REDEMPTION entry, payout). */
export function insertSellOrder(input: SellFixture): { orderId: number; itemId: number } {
  const database = input.database ?? db();
  return database.transaction((tx) => {
    const fund = fundOf(tx as unknown as Db, input.fundId);
    const estimateNav = latestNavOf(tx as unknown as Db, input.fundId).nav;
    const nav = input.priced?.nav ?? estimateNav;
    const gross = valueOfUnits(input.units, nav, fund.currency);
    const fee = percentOf(gross, fund.redemptionFeeBp);
    const orderId = insertOrder(tx as unknown as Db, {
      userId: input.userId,
      portfolioId: input.portfolioId,
      type: 'SELL',
      currency: fund.currency,
      amount: gross.minor,
      feeAmount: fee.minor,
      navDate: input.navDate,
      at: input.at,
    });
    const proceeds = subtract(gross, fee);
    const itemId = tx
      .insert(schema.orderItems)
      .values({
        orderId,
        fundId: fund.id,
        amount: gross.minor,
        feeAmount: fee.minor,
        feeBp: fund.redemptionFeeBp,
        units: input.units,
        navDate: input.navDate,
        nav: input.priced ? nav : null,
        proceeds: input.priced ? proceeds.minor : null,
      })
      .returning({ id: schema.orderItems.id })
      .get().id;
    const position = { userId: input.userId, portfolioId: input.portfolioId, fundId: fund.id };
    if (!input.priced) {
      if (!holdUnits(tx, position, input.units, input.at)) throw new Error('not enough free units for the fixture sale');
      return { orderId, itemId };
    }
    const pricedAt = jakartaInstant(input.navDate, '19:00');
    appendLedgerEntry(tx, {
      ...position,
      orderItemId: itemId,
      entryType: 'REDEMPTION',
      units: input.units,
      nav,
      navDate: input.navDate,
      currency: fund.currency,
      amount: proceeds.minor,
      idempotencyKey: `fixture-sell-${itemId}`,
      at: pricedAt,
    });
    tx.update(schema.orders).set({ status: 'COMPLETED', completedAt: pricedAt }).where(eq(schema.orders.id, orderId)).run();
    createPayout(tx, {
      ...position,
      kind: 'REDEMPTION',
      orderItemId: itemId,
      currency: fund.currency,
      amount: proceeds.minor,
      navDate: input.navDate,
      dueDate: input.priced.dueDate,
      idempotencyKey: sellPayoutKey(itemId),
      at: pricedAt,
    });
    if (input.priced.paidAt) {
      tx.update(schema.payouts)
        .set({ status: 'PAID', paidAt: input.priced.paidAt })
        .where(eq(schema.payouts.idempotencyKey, sellPayoutKey(itemId)))
        .run();
    }
    return { orderId, itemId };
  }, { behavior: 'immediate' });
}

export interface SwitchFixture {
  userId: number;
  portfolioId: number;
  fromFundId: number;
  toFundId: number;
  units: number;
  at: Date;
  navDate: IsoDate;
  /** The switch-out priced at this NAV, the switch-in dated `inNavDate`. */
  out?: { nav: number; inNavDate: IsoDate };
  /** The switch-in priced too (needs `out`): the order is COMPLETED. */
  in?: { nav: number };
  database?: Db;
}

/** A SWITCH order with its SWITCH_OUT and SWITCH_IN legs, at any of its three stages. */
export function insertSwitchOrder(input: SwitchFixture): { orderId: number; outId: number; inId: number } {
  const database = input.database ?? db();
  return database.transaction((tx) => {
    const from = fundOf(tx as unknown as Db, input.fromFundId);
    const estimateNav = latestNavOf(tx as unknown as Db, input.fromFundId).nav;
    const outNav = input.out?.nav ?? estimateNav;
    const gross = valueOfUnits(input.units, outNav, from.currency);
    const fee = percentOf(gross, from.switchingFeeBp);
    const proceeds = subtract(gross, fee);
    const orderId = insertOrder(tx as unknown as Db, {
      userId: input.userId,
      portfolioId: input.portfolioId,
      type: 'SWITCH',
      currency: from.currency,
      amount: gross.minor,
      feeAmount: fee.minor,
      navDate: input.navDate,
      at: input.at,
    });
    const outId = tx
      .insert(schema.orderItems)
      .values({
        orderId,
        fundId: from.id,
        targetFundId: input.toFundId,
        leg: 'SWITCH_OUT',
        amount: gross.minor,
        feeAmount: fee.minor,
        feeBp: from.switchingFeeBp,
        units: input.units,
        navDate: input.navDate,
        nav: input.out ? outNav : null,
        proceeds: input.out ? proceeds.minor : null,
      })
      .returning({ id: schema.orderItems.id })
      .get().id;
    const inUnits = input.in ? unitsForAmount(money(proceeds.minor, from.currency), input.in.nav) : null;
    const inId = tx
      .insert(schema.orderItems)
      .values({
        orderId,
        fundId: input.toFundId,
        leg: 'SWITCH_IN',
        amount: input.out ? proceeds.minor : 0,
        navDate: input.out?.inNavDate ?? null,
        nav: input.in?.nav ?? null,
        units: inUnits,
      })
      .returning({ id: schema.orderItems.id })
      .get().id;
    const source = { userId: input.userId, portfolioId: input.portfolioId, fundId: from.id };
    if (!input.out) {
      if (!holdUnits(tx, source, input.units, input.at)) throw new Error('not enough free units for the fixture switch');
      return { orderId, outId, inId };
    }
    appendLedgerEntry(tx, {
      ...source,
      orderItemId: outId,
      entryType: 'SWITCH_OUT',
      units: input.units,
      nav: outNav,
      navDate: input.navDate,
      currency: from.currency,
      amount: proceeds.minor,
      idempotencyKey: `fixture-switch-out-${outId}`,
      at: jakartaInstant(input.navDate, '19:00'),
    });
    if (input.in && inUnits) {
      const pricedAt = jakartaInstant(input.out.inNavDate, '19:00');
      appendLedgerEntry(tx, {
        userId: input.userId,
        portfolioId: input.portfolioId,
        fundId: input.toFundId,
        orderItemId: inId,
        entryType: 'SWITCH_IN',
        units: inUnits,
        nav: input.in.nav,
        navDate: input.out.inNavDate,
        currency: from.currency,
        amount: proceeds.minor,
        idempotencyKey: `fixture-switch-in-${inId}`,
        at: pricedAt,
      });
      tx.update(schema.orders).set({ status: 'COMPLETED', completedAt: pricedAt }).where(eq(schema.orders.id, orderId)).run();
    }
    return { orderId, outId, inId };
  }, { behavior: 'immediate' });
}

/** The user's largest position in a rupiah fund (units, its portfolio and fund), for fixtures to sell from. */
export function largestIdrPosition(userId: number, database: Db = db()) {
  return database
    .select({ portfolioId: schema.positions.portfolioId, fundId: schema.positions.fundId, units: schema.positions.units, heldUnits: schema.positions.heldUnits })
    .from(schema.positions)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
    .where(and(eq(schema.positions.userId, userId), eq(schema.funds.currency, 'IDR')))
    .orderBy(desc(schema.positions.units))
    .get()!;
}

/** Another rupiah fund of the same investment manager as `fundId` (a switch target), if any. */
export function sameManagerFund(fundId: number, database: Db = db()) {
  const fund = fundOf(database, fundId);
  return database
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.investmentManagerId, fund.investmentManagerId), eq(schema.funds.currency, fund.currency)))
    .all()
    .find((f) => f.id !== fundId);
}
