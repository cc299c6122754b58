// Purchases that have not brought their units yet (spec funds §3 "Portfolio allocation detail ... pendingOrders
// (type subscription or switch-in)", §3 Portfolio "compositions (each with mutualFunds and pendingMutualFunds)";
// decisions 023, 024): the investor's BUY orders and SWITCH orders into a fund that are paid and waiting for their
// NAV, or waiting for a payment whose 24 hours are not over yet (an order past it is expired, whether or not the
// expiry job has run: these reads never write). One row per order item, newest first. The allocation detail asks
// for one fund's, the portfolio dashboard for one portfolio's. Only the investor's own orders and portfolios are
// read (every query is keyed by their user id).
//
// The portfolio dashboard also lists the sales and switches out of it that wait for their NAV (issue 15 item 5;
// decision 056: a SELL or SWITCH order is PAID until priced): a sale with the units it holds, a switch by its
// SWITCH_OUT leg (the fund left, the fund entered, the units held). A fund's allocation lists what brings units
// into that fund: buys and SWITCH_IN legs.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { funds, orderItems, orders, portfolios } from '../../db/schema';
import { orderUnderWay } from './open-orders.server';
import type { Currency, FundType, OrderStatus } from '~/domain/enums';
import { db as defaultDb } from '~/lib/db.server';

export interface PendingOrder {
  orderId: number;
  transactionNumber: string;
  portfolioId: number;
  portfolioName: string;
  /** The fund the units will be of (a buy, a switch-in), or the fund they leave (a sale, a switch in a portfolio). */
  fund: { id: number; name: string };
  /** A switch's target fund (kind SWITCH); null otherwise. */
  targetFund: { id: number; name: string } | null;
  /**
   * SUBSCRIPTION: a BUY; SWITCH_IN: a switch into the fund (a fund's allocation); REDEMPTION: a SELL; SWITCH: a
   * switch out of a fund of the portfolio into another (the portfolio dashboard).
   */
  kind: 'SUBSCRIPTION' | 'SWITCH_IN' | 'REDEMPTION' | 'SWITCH';
  /** × 10^4: the units a sale or switch holds; null for a buy or a switch-in. */
  units: number | null;
  status: Extract<OrderStatus, 'WAITING_PAYMENT' | 'PAID'>;
  /** The order item's amount for this fund (transactionInfo.total; a sale's or switch's estimate), minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** ISO instant. */
  createdAt: string;
}

/**
 * Whose pending orders: into one fund (any portfolio), into any fund of one type (any portfolio; the allocation by
 * type, issue 16 item 8), or into one portfolio (any fund).
 */
export type PendingOrderScope = { fundId: number } | { fundType: FundType } | { portfolioId: number };

export function listPendingOrders(userId: number, scope: PendingOrderScope, now = new Date(), database: Db = defaultDb()): PendingOrder[] {
  const target = alias(funds, 'target_fund');
  // A switch's legs (decision 056): into a fund it is its SWITCH_IN leg (or, for an order written before legs, the
  // item whose target is the fund); in a portfolio it is its SWITCH_OUT leg (or the one leg such an order has).
  const which =
    'fundId' in scope
      ? sql`((${orders.type} = 'BUY' AND ${orderItems.fundId} = ${scope.fundId})
          OR (${orders.type} = 'SWITCH' AND ${orderItems.leg} = 'SWITCH_IN' AND ${orderItems.fundId} = ${scope.fundId})
          OR (${orders.type} = 'SWITCH' AND ${orderItems.leg} IS NULL AND ${orderItems.targetFundId} = ${scope.fundId}))`
      : 'fundType' in scope
        ? sql`((${orders.type} = 'BUY' AND ${funds.type} = ${scope.fundType})
          OR (${orders.type} = 'SWITCH' AND ${orderItems.leg} = 'SWITCH_IN' AND ${funds.type} = ${scope.fundType})
          OR (${orders.type} = 'SWITCH' AND ${orderItems.leg} IS NULL AND ${target.type} = ${scope.fundType}))`
        : sql`(${orders.portfolioId} = ${scope.portfolioId} AND (${orders.type} IN ('BUY', 'SELL')
          OR (${orders.type} = 'SWITCH' AND (${orderItems.leg} IS NULL OR ${orderItems.leg} = 'SWITCH_OUT'))))`;
  const rows = database
    .select({
      orderId: orders.id,
      transactionNumber: orders.transactionNumber,
      portfolioId: orders.portfolioId,
      portfolioName: portfolios.name,
      fundId: funds.id,
      fundName: funds.name,
      targetId: target.id,
      targetName: target.name,
      leg: orderItems.leg,
      type: orders.type,
      status: orders.status,
      amount: orderItems.amount,
      units: orderItems.units,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, userId)))
    .innerJoin(funds, eq(funds.id, orderItems.fundId))
    .leftJoin(target, eq(target.id, orderItems.targetFundId))
    .where(and(eq(orders.userId, userId), inArray(orders.type, ['BUY', 'SELL', 'SWITCH']), orderUnderWay(now.getTime()), which))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .all();
  return rows.map((row) => {
    const intoFund = !('portfolioId' in scope);
    const kind: PendingOrder['kind'] =
      row.type === 'BUY' ? 'SUBSCRIPTION' : row.type === 'SELL' ? 'REDEMPTION' : intoFund ? 'SWITCH_IN' : 'SWITCH';
    // A switch-in written before legs named its fund as the target.
    const fund =
      kind === 'SWITCH_IN' && row.leg === null && row.targetId !== null
        ? { id: row.targetId, name: row.targetName! }
        : { id: row.fundId, name: row.fundName };
    return {
      orderId: row.orderId,
      transactionNumber: row.transactionNumber,
      portfolioId: row.portfolioId,
      portfolioName: row.portfolioName,
      fund,
      targetFund: kind === 'SWITCH' && row.targetId !== null ? { id: row.targetId, name: row.targetName! } : null,
      kind,
      units: kind === 'REDEMPTION' || kind === 'SWITCH' ? row.units : null,
      status: row.status as PendingOrder['status'],
      amount: row.amount,
      currency: row.currency,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
