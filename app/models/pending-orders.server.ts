// Purchases that have not brought their units yet (spec funds §3 "Portfolio allocation detail ... pendingOrders
// (type subscription or switch-in)", §3 Portfolio "compositions (each with mutualFunds and pendingMutualFunds)";
// decisions 023, 024): the investor's BUY orders and SWITCH orders into a fund that are paid and waiting for their
// NAV, or waiting for a payment whose 24 hours are not over yet (an order past it is expired, whether or not the
// expiry job has run: these reads never write). One row per order item, newest first. The allocation detail asks
// for one fund's, the portfolio dashboard for one portfolio's. Only the investor's own orders and portfolios are
// read (every query is keyed by their user id).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, orderItems, orders, portfolios } from '../../db/schema';
import { orderUnderWay } from './open-orders.server';
import type { Currency, OrderStatus } from '~/domain/enums';
import { db as defaultDb } from '~/lib/db.server';

export interface PendingOrder {
  orderId: number;
  transactionNumber: string;
  portfolioId: number;
  portfolioName: string;
  /** The fund the units will be of: the bought fund, or a switch's target fund. */
  fund: { id: number; name: string };
  /** A subscription (a BUY) or a switch into the fund. */
  kind: 'SUBSCRIPTION' | 'SWITCH_IN';
  status: Extract<OrderStatus, 'WAITING_PAYMENT' | 'PAID'>;
  /** The order item's amount for this fund (transactionInfo.total), minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** ISO instant. */
  createdAt: string;
}

/** Whose pending orders: into one fund (any portfolio), or into one portfolio (any fund). */
export type PendingOrderScope = { fundId: number } | { portfolioId: number };

export function listPendingOrders(userId: number, scope: PendingOrderScope, now = new Date(), database: Db = defaultDb()): PendingOrder[] {
  // The fund the units will be of.
  const unitsFund = sql`CASE WHEN ${orders.type} = 'SWITCH' THEN ${orderItems.targetFundId} ELSE ${orderItems.fundId} END`;
  const rows = database
    .select({
      orderId: orders.id,
      transactionNumber: orders.transactionNumber,
      portfolioId: orders.portfolioId,
      portfolioName: portfolios.name,
      fundId: funds.id,
      fundName: funds.name,
      type: orders.type,
      status: orders.status,
      amount: orderItems.amount,
      currency: orders.currency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, userId)))
    .innerJoin(funds, sql`${funds.id} = ${unitsFund}`)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.type, ['BUY', 'SWITCH']),
        orderUnderWay(now.getTime()),
        'fundId' in scope ? sql`${unitsFund} = ${scope.fundId}` : eq(orders.portfolioId, scope.portfolioId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .all();
  return rows.map((row) => ({
    orderId: row.orderId,
    transactionNumber: row.transactionNumber,
    portfolioId: row.portfolioId,
    portfolioName: row.portfolioName,
    fund: { id: row.fundId, name: row.fundName },
    kind: row.type === 'SWITCH' ? 'SWITCH_IN' : 'SUBSCRIPTION',
    status: row.status as PendingOrder['status'],
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
  }));
}
