// The paid time and the NAV date (issue 13 items 2 and 5; decision 026), against this file's copy of the
// seeded database (seed clock Friday 7 Nov 2025, 20:00 WIB, NAV published up to that day):
// - the gateway's `paidAt` is clamped to [the order's creation, the notification's receipt]: a time ten
//   years back, one before the fund's first NAV and one in the future all price at the NAV date of the
//   clamped time, and the gateway's own time is kept beside it;
// - a NAV date is never one whose NAV is already published (after `nav:publish` ran ahead of today):
//   neither the summary's promise nor the payment's, and settlement prices at the promised date's NAV;
// - `ledger:check` reports a paid order whose NAV date can no longer bring its units.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { signPaymentNotification } from '~/lib/payment-signature.server';
import { checkLedger } from '~/models/ledger.server';
import { publishNav } from '~/models/nav-publish.server';
import { handlePaymentNotification } from '~/models/payments.server';
import { unsettledPaidOrders } from '~/models/settlement.server';
import { navDateIfPaidAt, subscribe } from '~/models/subscriptions.server';
import { buyableStockFund, itemsOf, orderRow, paymentOf } from '../support/orders';
import { cliRunner } from '../support/cli';

const investor = () => db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!;
const firstNavDate = (fundId: number) =>
  db().select({ date: sql<string>`min(${schema.fundNavs.navDate})` }).from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fundId)).get()!.date;

/** An order for the stock fund in the investor's second portfolio, placed at `at`. */
function place(at: Date): number {
  const user = investor();
  const portfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, user.id)).orderBy(asc(schema.portfolios.id)).all()[1]!;
  const result = subscribe(
    user.id,
    { amount: 1_000_000, portfolioId: portfolio.id, portfolioName: null, mutualFundIds: [buyableStockFund().id], useCashback: false, couponCode: null, source: 'WEB' },
    randomUUID(),
    at,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.orderId;
}

/** The gateway's signed notification for an order, claiming `paidAt`, received at `receivedAt`. */
function notify(orderId: number, paidAt: string, receivedAt: Date) {
  const payment = paymentOf(orderId);
  const body = JSON.stringify({ reference: payment.reference, status: 'PAID', amount: payment.amount, currency: payment.currency, paidAt });
  return handlePaymentNotification(body, signPaymentNotification(body, env().paymentCallbackSecret), receivedAt);
}

describe('the paid time of a notification is clamped to [order created, notification received]', () => {
  it('a paidAt ten years back is priced from the order’s creation, not at that day’s NAV', () => {
    const placed = jakartaInstant('2025-11-10', '08:00'); // Monday
    const received = jakartaInstant('2025-11-10', '10:00');
    const orderId = place(placed);
    expect(notify(orderId, '2015-11-10T02:00:00.000Z', received)).toEqual({ ok: true, orderId, changed: true });
    expect(orderRow(orderId)).toMatchObject({ status: 'PAID', navDate: '2025-11-10', paidAt: placed });
    expect(paymentOf(orderId)).toMatchObject({ paidAt: placed, gatewayPaidAt: new Date('2015-11-10T02:00:00.000Z') });
    expect(itemsOf(orderId).map((i) => i.navDate)).toEqual(['2025-11-10']);
  });

  it('a paidAt before the fund’s first NAV still gets a NAV date that comes, and settles with it', () => {
    const fund = buyableStockFund();
    const beforeLaunch = new Date(jakartaInstant(firstNavDate(fund.id), '09:00').getTime() - 400 * 86_400_000);
    const placed = jakartaInstant('2025-11-10', '09:00');
    const orderId = place(placed);
    expect(notify(orderId, beforeLaunch.toISOString(), jakartaInstant('2025-11-10', '09:05')).ok).toBe(true);
    expect(orderRow(orderId).navDate).toBe('2025-11-10');
    expect(paymentOf(orderId).gatewayPaidAt).toEqual(beforeLaunch);
    publishNav(db(), { date: '2025-11-10', now: jakartaInstant('2025-11-10', '17:00') });
    expect(orderRow(orderId).status).toBe('COMPLETED');
    expect(unsettledPaidOrders(db(), jakartaInstant('2025-11-10', '18:00'))).toEqual([]);
  });

  it('a paidAt in the future counts as the time the notification arrived', () => {
    const placed = jakartaInstant('2025-11-11', '08:00'); // Tuesday
    const received = jakartaInstant('2025-11-11', '10:00');
    const orderId = place(placed);
    // Claimed for Tuesday evening (after the cut-off: Wednesday's NAV), received on Tuesday morning.
    expect(notify(orderId, jakartaInstant('2025-11-11', '20:00').toISOString(), received).ok).toBe(true);
    expect(orderRow(orderId)).toMatchObject({ navDate: '2025-11-11', paidAt: received });
    expect(paymentOf(orderId).gatewayPaidAt).toEqual(jakartaInstant('2025-11-11', '20:00'));
    // Ten years ahead: not past the expiry, simply now.
    const later = place(jakartaInstant('2025-11-11', '08:30'));
    expect(notify(later, '2035-11-11T03:00:00.000Z', received)).toEqual({ ok: true, orderId: later, changed: true });
    expect(orderRow(later)).toMatchObject({ status: 'PAID', navDate: '2025-11-11', paidAt: received });
  });
});

describe('a NAV date is never one already published', () => {
  it('after nav:publish ran ahead of today, the summary promises and the payment fixes the next unpublished date, and it settles there', () => {
    const fund = buyableStockFund();
    // Wednesday 12 Nov 09:00: the operator publishes Tuesday, then Wednesday to Friday ahead of the day.
    const morning = jakartaInstant('2025-11-12', '09:00');
    for (const date of ['2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14']) publishNav(db(), { date, now: morning });
    // Paid before the cut-off, Wednesday's NAV would be due; it is known already.
    const paidAt = jakartaInstant('2025-11-12', '10:00');
    expect(navDateIfPaidAt([fund.id], paidAt)).toBe('2025-11-17');
    const orderId = place(jakartaInstant('2025-11-12', '09:30'));
    expect(notify(orderId, paidAt.toISOString(), paidAt).ok).toBe(true);
    expect(orderRow(orderId).navDate).toBe('2025-11-17');
    expect(itemsOf(orderId).map((i) => i.navDate)).toEqual(['2025-11-17']);

    // Publishing the next date settles it at that date's NAV, not at an already known one.
    publishNav(db(), { date: '2025-11-17', now: jakartaInstant('2025-11-17', '17:00') });
    const nav = db().select().from(schema.fundNavs).where(and(eq(schema.fundNavs.fundId, fund.id), eq(schema.fundNavs.navDate, '2025-11-17'))).get()!.nav;
    expect(orderRow(orderId).status).toBe('COMPLETED');
    expect(itemsOf(orderId)[0]).toMatchObject({ navDate: '2025-11-17', nav });
    expect(checkLedger(db())).toEqual([]);
  });
});

describe('ledger:check reports paid orders whose units are overdue', () => {
  it('lists a PAID order whose NAV date publication has passed without pricing it, and exits 1', async () => {
    const placed = jakartaInstant('2025-11-18', '08:00');
    const orderId = place(placed);
    expect(notify(orderId, placed.toISOString(), jakartaInstant('2025-11-18', '09:00')).ok).toBe(true);
    const evening = jakartaInstant('2025-11-18', '20:00');
    const cli = cliRunner(evening);
    expect((await cli(['ledger:check'])).status).toBe(0);
    // As a paid time trusted before this fix could leave it: a NAV date before the fund's first NAV.
    const stale = '2000-01-03';
    db().update(schema.orderItems).set({ navDate: stale }).where(eq(schema.orderItems.orderId, orderId)).run();
    db().update(schema.orders).set({ navDate: stale }).where(eq(schema.orders.id, orderId)).run();
    const number = orderRow(orderId).transactionNumber;
    expect(unsettledPaidOrders(db(), evening)).toEqual([{ orderId, transactionNumber: number, fundCode: buyableStockFund().code, navDate: stale, newestNavDate: '2025-11-17' }]);
    const result = await cli(['ledger:check']);
    expect(result.status).toBe(1);
    expect(result.out).toBe(`order ${number} (id ${orderId}): paid, NAV date ${stale} passed without units for fund ${buyableStockFund().code} (its newest NAV: 2025-11-17)\n`);
    expect(result.err).toBe('error: 1 paid order item(s) whose NAV date has passed without units.\n');
  });

  it('lists a PAID order whose NAV is a full exchange day late by the calendar, not before', () => {
    const orderId = place(jakartaInstant('2025-11-19', '08:00'));
    expect(notify(orderId, jakartaInstant('2025-11-19', '09:00').toISOString(), jakartaInstant('2025-11-19', '09:00')).ok).toBe(true);
    expect(orderRow(orderId).navDate).toBe('2025-11-19');
    const overdue = (at: Date) => unsettledPaidOrders(db(), at).map((item) => item.orderId);
    // Wednesday evening its NAV is due; the operator has until the next exchange day's.
    expect(overdue(jakartaInstant('2025-11-19', '20:00'))).not.toContain(orderId);
    expect(overdue(jakartaInstant('2025-11-20', '16:59'))).not.toContain(orderId);
    expect(overdue(jakartaInstant('2025-11-20', '17:00'))).toContain(orderId);
  });
});
