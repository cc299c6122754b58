// What `ledger:check` reconciles besides the positions (issue 15 item 8; decision 056): the units held for pending
// orders, the payouts of priced sales, and the sales whose NAV date has passed without a price. Each answers the
// differences it finds; empty means sound. One grouped query each (no list of ids), for a database of 100 000
// orders.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lastPublishedNavDate, type IsoDate } from '~/domain/dates';
import { loadHolidays } from './exchange-holidays.server';
import type { Tx } from './ledger.server';

/** A position whose held units are not the units its pending SELL items and SWITCH_OUT legs hold. */
export interface HeldUnitsDifference {
  portfolioId: number;
  fundId: number;
  /** The units the pending orders hold (× 10^4). */
  expected: number;
  /** positions.held_units (null: no position row at all). */
  actual: number | null;
}

/**
 * Held units per position against the pending orders: PAID orders' unpriced SELL items and unpriced SWITCH_OUT
 * legs (decision 056: an order holds its units from its placing until it is priced).
 */
export function checkHeldUnits(database: Db | Tx): HeldUnitsDifference[] {
  const pending = sql`
    SELECT o.portfolio_id AS portfolio_id, oi.fund_id AS fund_id, SUM(oi.units) AS units
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE o.status = 'PAID' AND oi.nav IS NULL
      AND ((o.type = 'SELL' AND oi.leg IS NULL) OR oi.leg = 'SWITCH_OUT')
    GROUP BY o.portfolio_id, oi.fund_id`;
  return database.all<HeldUnitsDifference>(sql`
    SELECT p.portfolio_id AS portfolioId, p.fund_id AS fundId, COALESCE(x.units, 0) AS expected, p.held_units AS actual
    FROM positions p LEFT JOIN (${pending}) x ON x.portfolio_id = p.portfolio_id AND x.fund_id = p.fund_id
    WHERE p.held_units != COALESCE(x.units, 0)
    UNION ALL
    SELECT x.portfolio_id, x.fund_id, x.units, NULL
    FROM (${pending}) x LEFT JOIN positions p ON p.portfolio_id = x.portfolio_id AND p.fund_id = x.fund_id
    WHERE p.portfolio_id IS NULL
    ORDER BY 1, 2`);
}

/** A priced SELL item whose payout or REDEMPTION entry does not match its proceeds (or a payout of no priced sale). */
export interface SellPayoutDifference {
  orderItemId: number;
  kind: 'payoutCount' | 'payoutAmount' | 'ledgerEntry' | 'unpricedPayout';
  /** The item's proceeds (null for a payout of an unpriced item). */
  proceeds: number | null;
  /** What was found: the number of payouts, the payout's amount, the entry's amount (null: no entry). */
  actual: number | null;
}

/**
 * Every priced SELL item has exactly one REDEMPTION payout whose amount is its proceeds, and one REDEMPTION ledger
 * entry of that amount; no REDEMPTION payout belongs to an item that is not a priced sale.
 */
export function checkSellPayouts(database: Db | Tx): SellPayoutDifference[] {
  return database.all<SellPayoutDifference>(sql`
    WITH priced AS (
      SELECT oi.id AS item_id, oi.proceeds AS proceeds
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE o.type = 'SELL' AND oi.leg IS NULL AND oi.nav IS NOT NULL
    ),
    paid AS (
      SELECT order_item_id AS item_id, COUNT(*) AS n, MIN(amount) AS low, MAX(amount) AS high
      FROM payouts WHERE kind = 'REDEMPTION' GROUP BY order_item_id
    ),
    booked AS (
      SELECT order_item_id AS item_id, COUNT(*) AS n, MIN(amount) AS amount
      FROM unit_ledger WHERE entry_type = 'REDEMPTION' AND order_item_id IS NOT NULL GROUP BY order_item_id
    )
    SELECT priced.item_id AS orderItemId, 'payoutCount' AS kind, priced.proceeds AS proceeds, COALESCE(paid.n, 0) AS actual
      FROM priced LEFT JOIN paid ON paid.item_id = priced.item_id WHERE COALESCE(paid.n, 0) != 1
    UNION ALL
    SELECT priced.item_id, 'payoutAmount', priced.proceeds, paid.low
      FROM priced JOIN paid ON paid.item_id = priced.item_id
      WHERE paid.n = 1 AND (priced.proceeds IS NULL OR paid.low != priced.proceeds)
    UNION ALL
    SELECT priced.item_id, 'ledgerEntry', priced.proceeds, booked.amount
      FROM priced LEFT JOIN booked ON booked.item_id = priced.item_id
      WHERE booked.n IS NULL OR booked.n != 1 OR priced.proceeds IS NULL OR booked.amount != priced.proceeds
    UNION ALL
    SELECT paid.item_id, 'unpricedPayout', NULL, paid.low
      FROM paid LEFT JOIN priced ON priced.item_id = paid.item_id WHERE priced.item_id IS NULL
    ORDER BY 1, 2`);
}

/** A PAID SELL item or SWITCH leg still unpriced although its NAV date is over (an operator must look at it). */
export interface UnsettledSellItem {
  orderId: number;
  type: 'SELL' | 'SWITCH';
  /** The switch leg (null: a sale). */
  leg: 'SWITCH_OUT' | 'SWITCH_IN' | null;
  transactionNumber: string;
  fundCode: string;
  navDate: IsoDate | null;
  newestNavDate: IsoDate | null;
}

/**
 * PAID SELL items and SWITCH legs without a price although their NAV date is over, as unsettledPaidOrders lists buys (decision
 * 026): the fund's NAV has reached the date (the settlement passed the item by), or by the calendar the NAV is a
 * full exchange day late. Such a sale would hold its units forever.
 */
export function unsettledSellItems(database: Db | Tx, now: Date): UnsettledSellItem[] {
  const dueBy = lastPublishedNavDate(now, loadHolidays(database));
  return database.all<UnsettledSellItem>(sql`
    SELECT o.id AS orderId, o.type AS type, oi.leg AS leg, o.transaction_number AS transactionNumber, f.code AS fundCode, oi.nav_date AS navDate,
      (SELECT MAX(n.nav_date) FROM fund_navs n WHERE n.fund_id = oi.fund_id) AS newestNavDate
    FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN funds f ON f.id = oi.fund_id
    WHERE o.status = 'PAID' AND oi.nav IS NULL
      -- A sale's item; a switch's out leg; its in leg once the out leg gave it a NAV date (decision 059).
      AND ((o.type = 'SELL' AND oi.leg IS NULL) OR (o.type = 'SWITCH' AND (oi.leg = 'SWITCH_OUT' OR oi.nav_date IS NOT NULL)))
      AND (oi.nav_date IS NULL OR oi.nav_date < ${dueBy}
        OR (SELECT MAX(n.nav_date) FROM fund_navs n WHERE n.fund_id = oi.fund_id) >= oi.nav_date)
    ORDER BY o.id, oi.id`);
}
