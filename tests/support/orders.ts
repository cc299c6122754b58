// A buy order placed the way the app places one (models/subscriptions.server.ts), for tests that need an
// order to pay, settle, list or show: the demo investor's default robo portfolio, Rp 1.000.000 unless told.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { schema, type Db } from '../../db/client';
import { db } from '~/lib/db.server';
import { subscribe } from '~/models/subscriptions.server';

export function placeRoboOrder(options: { email?: string; amount?: number; at?: Date; database?: Db } = {}): number {
  const database = options.database ?? db();
  const user = database.select().from(schema.users).where(eq(schema.users.email, options.email ?? 'investor@celengan.test')).get()!;
  const robo = database
    .select()
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, user.id), eq(schema.portfolios.isDefault, true)))
    .get()!;
  const request = { amount: options.amount ?? 1_000_000, portfolioId: robo.id, portfolioName: null, mutualFundIds: [], useCashback: false, couponCode: null, source: 'WEB' as const };
  const result = subscribe(user.id, request, randomUUID(), options.at ?? new Date(), database);
  if (!result.ok) throw new Error(`the order was refused: ${JSON.stringify(result.refusal)}`);
  return result.orderId;
}

/** The user's newest completed buy order (the seed's history has many). */
export function latestCompletedBuy(userId: number, database: Db = db()) {
  return database
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), eq(schema.orders.type, 'BUY'), eq(schema.orders.status, 'COMPLETED')))
    .orderBy(desc(schema.orders.id))
    .get()!;
}

/** Rows the money tests read back, by email or order id. */
export const userByEmail = (email: string, database: Db = db()) =>
  database.select().from(schema.users).where(eq(schema.users.email, email)).get()!;
export const orderRow = (orderId: number, database: Db = db()) =>
  database.select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!;
export const paymentOf = (orderId: number, database: Db = db()) =>
  database.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).get()!;
export const itemsOf = (orderId: number, database: Db = db()) =>
  database.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).all();

/** The first rupiah stock fund open for subscription with the usual 13:00 cut-off and a container account. */
export const buyableStockFund = (database: Db = db()) =>
  database
    .select()
    .from(schema.funds)
    .where(
      and(
        eq(schema.funds.type, 'SAHAM'),
        eq(schema.funds.currency, 'IDR'),
        eq(schema.funds.status, 'active_subsenabled'),
        eq(schema.funds.cutoffTime, '13:00'),
        isNotNull(schema.funds.containerAccount),
      ),
    )
    .orderBy(asc(schema.funds.id))
    .get()!;
