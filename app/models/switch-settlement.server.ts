// Settlement of SWITCH orders (issue 15 item 2; decision 056), inside the caller's transaction (nav:publish and
// nav:import call it through order-settlement.server.ts, after the buys and the sells):
//   (a) every unpriced SWITCH_OUT leg of a PAID switch whose source fund has the NAV of the leg's NAV date: gross =
//       its held units at that NAV, the switching fee on it, proceeds = gross − fee; the held units are released and
//       removed by a SWITCH_OUT ledger entry of the proceeds (realized profit on the average cost, ledger.server.ts);
//       the SWITCH_IN leg gets the proceeds as its amount and the next exchange day as its NAV date;
//   (b) every SWITCH_IN leg with a NAV date and no NAV whose target fund has that NAV: units = proceeds / NAV, rounded
//       down (no fee on the switch-in), a SWITCH_IN ledger entry whose cost is the proceeds;
//   (c) the orders whose two legs are now priced complete, with a notification.
// Ledger keys per leg make a second run change nothing (a priced leg is not selected again either). 20 000 switches
// in one publication: statements are prepared once and no query binds a list of ids (as settlement.server.ts).
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { fundNavs, funds, orderItems, orders, portfolios } from '../../db/schema';
import { nextExchangeDay, type IsoDate } from '~/domain/dates';
import { money, unitsForAmount, valueOfUnits } from '~/domain/money';
import { switchingFee } from '~/domain/policies/switch-rules';
import { loadHolidays } from './exchange-holidays.server';
import { notify } from './notifications.server';
import { appendUnitAddingEntries, heldUnitsRemover, type LedgerEntryInput, type Tx } from './ledger.server';

export interface SwitchSettlementReport {
  /** SWITCH orders completed by this run. */
  orders: number;
  /** Legs (SWITCH_OUT or SWITCH_IN) priced by this run. */
  legs: number;
}

/** The ledger keys of a switch's legs: one entry per leg, whatever runs the settlement. */
export const switchOutLedgerKey = (orderItemId: number) => `switch-out-${orderItemId}`;
export const switchInLedgerKey = (orderItemId: number) => `switch-in-${orderItemId}`;

const inLeg = alias(orderItems, 'in_leg');

export function settleSwitchOrders(tx: Tx, options: { upTo?: IsoDate; now: Date }): SwitchSettlementReport {
  const { upTo, now } = options;
  const paidSwitch = and(eq(orders.status, 'PAID'), eq(orders.type, 'SWITCH'));
  let legs = 0;

  // (a) The switch-out legs whose NAV is in.
  const outLegs = tx
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      inItemId: inLeg.id,
      userId: orders.userId,
      portfolioId: orders.portfolioId,
      currency: orders.currency,
      fundId: orderItems.fundId,
      units: orderItems.units,
      feeBp: orderItems.feeBp,
      navDate: orderItems.navDate,
      nav: fundNavs.nav,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(inLeg, and(eq(inLeg.orderId, orders.id), eq(inLeg.leg, 'SWITCH_IN')))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, orderItems.fundId), eq(fundNavs.navDate, orderItems.navDate)))
    .where(and(paidSwitch, eq(orderItems.leg, 'SWITCH_OUT'), isNull(orderItems.nav), upTo ? lte(orderItems.navDate, upTo) : undefined))
    .orderBy(asc(orders.id))
    .all();
  if (outLegs.length > 0) {
    const holidays = loadHolidays(tx);
    // The held units go back and the switched ones leave by a SWITCH_OUT entry (ledger.server.ts, the average cost).
    const removeHeld = heldUnitsRemover(tx, 'SWITCH_OUT', now);
    const priceOut = tx
      .update(orderItems)
      .set({ nav: sql`${sql.placeholder('nav')}`, amount: sql`${sql.placeholder('gross')}`, feeAmount: sql`${sql.placeholder('fee')}`, proceeds: sql`${sql.placeholder('proceeds')}` })
      .where(eq(orderItems.id, sql.placeholder('itemId')))
      .prepare();
    const fixIn = tx
      .update(orderItems)
      .set({ amount: sql`${sql.placeholder('proceeds')}`, navDate: sql`${sql.placeholder('inNavDate')}` })
      .where(eq(orderItems.id, sql.placeholder('inItemId')))
      .prepare();
    const priceOrder = tx
      .update(orders)
      .set({ amount: sql`${sql.placeholder('gross')}`, feeAmount: sql`${sql.placeholder('fee')}` })
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare();
    const nextDay = new Map<IsoDate, IsoDate>();
    for (const leg of outLegs) {
      const units = leg.units ?? 0;
      if (units <= 0) continue;
      const gross = valueOfUnits(units, leg.nav, leg.currency).minor;
      const fee = switchingFee(gross, leg.currency, leg.feeBp);
      const proceeds = gross - fee;
      removeHeld({
        orderItemId: leg.itemId,
        userId: leg.userId,
        portfolioId: leg.portfolioId,
        fundId: leg.fundId,
        currency: leg.currency,
        units,
        nav: leg.nav,
        navDate: leg.navDate!,
        amount: proceeds,
        idempotencyKey: switchOutLedgerKey(leg.itemId),
      });
      let inNavDate = nextDay.get(leg.navDate!);
      if (!inNavDate) nextDay.set(leg.navDate!, (inNavDate = nextExchangeDay(leg.navDate!, holidays)));
      priceOut.run({ itemId: leg.itemId, nav: leg.nav, gross, fee, proceeds });
      fixIn.run({ inItemId: leg.inItemId, proceeds, inNavDate });
      // The order's amount and fee become the priced ones (they were the summary's estimate).
      if (gross > 0) priceOrder.run({ orderId: leg.orderId, gross, fee });
      legs++;
    }
  }

  // (b) The switch-in legs whose NAV is in (including those whose date (a) just set, when that NAV came too).
  const inLegs = tx
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      userId: orders.userId,
      portfolioId: orders.portfolioId,
      currency: orders.currency,
      fundId: orderItems.fundId,
      amount: orderItems.amount,
      navDate: orderItems.navDate,
      nav: fundNavs.nav,
      fundName: funds.name,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    // What appendLedgerEntry would check by query: the fund's currency is the order's, the portfolio its user's.
    .innerJoin(funds, and(eq(funds.id, orderItems.fundId), eq(funds.currency, orders.currency)))
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, orders.userId)))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, orderItems.fundId), eq(fundNavs.navDate, orderItems.navDate)))
    .where(and(paidSwitch, eq(orderItems.leg, 'SWITCH_IN'), isNotNull(orderItems.navDate), isNull(orderItems.nav), upTo ? lte(orderItems.navDate, upTo) : undefined))
    .orderBy(asc(orders.id))
    .all();
  if (inLegs.length === 0) return { orders: 0, legs };

  const entries: LedgerEntryInput[] = [];
  const priced: { itemId: number; orderId: number; units: number; nav: number; navDate: IsoDate; fundName: string; currency: string }[] = [];
  for (const leg of inLegs) {
    const units = unitsForAmount(money(leg.amount, leg.currency), leg.nav);
    // Proceeds too small for a ten-thousandth of a unit cannot be booked; the order waits for an operator.
    if (units <= 0) continue;
    entries.push({
      userId: leg.userId,
      portfolioId: leg.portfolioId,
      fundId: leg.fundId,
      orderItemId: leg.itemId,
      entryType: 'SWITCH_IN',
      units,
      nav: leg.nav,
      navDate: leg.navDate!,
      currency: leg.currency,
      amount: leg.amount,
      idempotencyKey: switchInLedgerKey(leg.itemId),
      at: now,
    });
    priced.push({ itemId: leg.itemId, orderId: leg.orderId, units, nav: leg.nav, navDate: leg.navDate!, fundName: leg.fundName, currency: leg.currency });
  }
  appendUnitAddingEntries(tx, entries);
  const priceIn = tx
    .update(orderItems)
    .set({ units: sql`${sql.placeholder('units')}`, nav: sql`${sql.placeholder('nav')}` })
    .where(eq(orderItems.id, sql.placeholder('itemId')))
    .prepare();
  for (const leg of priced) priceIn.run({ itemId: leg.itemId, units: leg.units, nav: leg.nav });

  // (c) A switch-in leg is dated only once its out leg is priced: pricing it completes the order.
  const complete = tx
    .update(orders)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.status, 'PAID')))
    .returning({ userId: orders.userId, transactionNumber: orders.transactionNumber })
    .prepare();
  let completed = 0;
  for (const leg of priced) {
    legs++;
    const order = complete.get({ orderId: leg.orderId });
    if (!order) continue;
    completed++;
    notify(
      tx,
      {
        userId: order.userId,
        kind: 'ORDER_COMPLETED',
        params: { variant: 'SWITCH', transactionNumber: order.transactionNumber, fundName: leg.fundName, units: leg.units, nav: leg.nav, currency: leg.currency, navDate: leg.navDate },
        link: `/me/order/${leg.orderId}`,
      },
      now,
    );
  }
  return { orders: completed, legs };
}
