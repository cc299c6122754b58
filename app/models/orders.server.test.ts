// The order history against this file's copy of the seeded database (seed clock: Friday 7 Nov 2025,
// 20:00 WIB): the demo investor's ~90 settled orders and their dividends, filtered by type, status and
// Jakarta dates, paged; the detail and its timeline; nobody else's rows.
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { jakartaDate, jakartaInstant } from '~/domain/dates';
import { DEFAULT_ORDER_FILTERS, type OrderFilters } from '~/domain/order-filters';
import { db } from '~/lib/db.server';
import {
  getOrderDetail,
  listOrders,
  listOrdersThroughPage,
} from './orders.server';
import { expireUnpaidOrders, simulatePayment } from './payments.server';
import { latestCompletedBuy, placeRoboOrder } from '../../tests/support/orders';

const SEED_NOW = new Date('2025-11-07T13:00:00Z');
const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const investor = user('investor@celengan.test');
const sales = user('sales@celengan.test');
const filters = (over: Partial<OrderFilters> = {}): OrderFilters => ({ ...DEFAULT_ORDER_FILTERS, ...over });

const orderCount = (userId: number, ...where: Parameters<typeof and>) =>
  db()
    .select({ n: count() })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), ...where))
    .get()!.n;
const dividendCount = (userId: number, ...where: Parameters<typeof and>) =>
  db()
    .select({ n: count() })
    .from(schema.unitLedger)
    .where(
      and(
        eq(schema.unitLedger.userId, userId),
        inArray(schema.unitLedger.entryType, ['DIVIDEND_CASH', 'DIVIDEND_REINVESTMENT']),
        ...where,
      ),
    )
    .get()!.n;

const place = (at: Date) => placeRoboOrder({ at });

describe('listOrders over the seeded history', () => {
  it('lists orders and dividends, newest first, 20 a page', () => {
    const total = orderCount(investor.id) + dividendCount(investor.id);
    expect(total).toBeGreaterThan(90);
    const first = listOrders(investor.id, filters(), SEED_NOW);
    expect(first).toMatchObject({ page: 0, size: 20, total, hasMore: true });
    expect(first.rows).toHaveLength(20);
    const times = first.rows.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = listOrders(investor.id, filters({ page: 1 }), SEED_NOW);
    expect(second.rows).toHaveLength(20);
    expect(second.rows[0]!.createdAt <= first.rows[19]!.createdAt).toBe(true);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.key)).size).toBe(40);
    // The page's reading: pages 0 and 1 together.
    const through = listOrdersThroughPage(investor.id, filters({ page: 1 }), SEED_NOW);
    expect(through.rows.map((r) => r.key)).toEqual([...first.rows, ...second.rows].map((r) => r.key));
    expect(through.hasMore).toBe(true);
    const last = listOrders(investor.id, filters({ page: Math.floor((total - 1) / 20) }), SEED_NOW);
    expect(last.hasMore).toBe(false);
    expect(listOrders(investor.id, filters({ page: 500 }), SEED_NOW)).toMatchObject({
      rows: [],
      total,
      hasMore: false,
    });
  });

  it('shows each order with its funds, portfolio, amount, status and links', () => {
    const row = listOrders(investor.id, filters({ type: 'buy', size: 1 }), SEED_NOW).rows[0]!;
    const order = db().select().from(schema.orders).where(eq(schema.orders.id, row.id)).get()!;
    const fundIds = db()
      .select({ id: schema.orderItems.fundId })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, row.id))
      .all()
      .map((i) => i.id);
    expect(row).toMatchObject({
      kind: 'ORDER',
      transactionNumber: order.transactionNumber,
      type: 'BUY',
      status: 'COMPLETED',
      statusGroup: 'completed',
      amount: order.amount,
      currency: order.currency,
      portfolio: { id: order.portfolioId },
      href: `/me/order/${row.id}`,
      paymentHref: null,
      date: jakartaDate(order.createdAt),
    });
    expect(row.funds.map((f) => f.id).sort()).toEqual([...new Set(fundIds)].sort());
    expect(row.funds.every((f) => f.name.length > 0)).toBe(true);
  });

  it('filters by type', () => {
    const buys = listOrders(investor.id, filters({ type: 'buy', size: 50 }), SEED_NOW);
    expect(buys.total).toBe(orderCount(investor.id, eq(schema.orders.type, 'BUY')));
    expect(buys.rows.every((r) => r.type === 'BUY')).toBe(true);
    const sells = listOrders(investor.id, filters({ type: 'sell', size: 50 }), SEED_NOW);
    expect(sells.total).toBe(orderCount(investor.id, eq(schema.orders.type, 'SELL')));
    expect(sells.total).toBeGreaterThan(0);
    expect(sells.rows.every((r) => r.type === 'SELL' && r.paymentHref === null)).toBe(true);
    expect(listOrders(investor.id, filters({ type: 'switch' }), SEED_NOW).total).toBe(0);
    const dividends = listOrdersThroughPage(investor.id, filters({ type: 'dividend', page: 5 }), SEED_NOW);
    expect(dividends.total).toBe(dividendCount(investor.id));
    expect(dividends.rows).toHaveLength(dividends.total);
    expect(
      dividends.rows.every(
        (r) => r.kind === 'DIVIDEND' && r.type === 'DIVIDEND' && r.href === null && r.transactionNumber === null,
      ),
    ).toBe(true);
    expect(new Set(dividends.rows.map((r) => r.dividendKind))).toEqual(new Set(['CASH', 'REINVESTMENT']));
    expect(dividends.rows.every((r) => r.status === 'COMPLETED' && r.funds.length === 1 && r.amount >= 0)).toBe(true);
  });

  it('filters by Jakarta calendar dates: 30 days, 90 days, a custom range', () => {
    const today = jakartaDate(SEED_NOW); // 2025-11-07
    const since = (from: string) =>
      orderCount(investor.id, gte(schema.orders.createdAt, jakartaInstant(from))) +
      dividendCount(investor.id, gte(schema.unitLedger.createdAt, jakartaInstant(from)));
    const last30 = listOrdersThroughPage(investor.id, filters({ date: '30d', page: 10 }), SEED_NOW);
    expect(last30.total).toBe(since('2025-10-09'));
    expect(last30.total).toBeGreaterThan(0);
    expect(last30.rows.every((r) => r.date >= '2025-10-09' && r.date <= today)).toBe(true);
    const last90 = listOrders(investor.id, filters({ date: '90d' }), SEED_NOW);
    expect(last90.total).toBe(since('2025-08-10'));
    expect(last90.total).toBeGreaterThan(last30.total);

    const custom = listOrdersThroughPage(
      investor.id,
      filters({ date: 'custom', from: '2025-01-01', to: '2025-03-31', page: 10 }),
      SEED_NOW,
    );
    const inRange =
      orderCount(
        investor.id,
        gte(schema.orders.createdAt, jakartaInstant('2025-01-01')),
        lt(schema.orders.createdAt, jakartaInstant('2025-04-01')),
      ) +
      dividendCount(
        investor.id,
        gte(schema.unitLedger.createdAt, jakartaInstant('2025-01-01')),
        lt(schema.unitLedger.createdAt, jakartaInstant('2025-04-01')),
      );
    expect(custom.total).toBe(inRange);
    expect(custom.rows.every((r) => r.date >= '2025-01-01' && r.date <= '2025-03-31')).toBe(true);
    // Open on one side.
    const until = listOrders(investor.id, filters({ date: 'custom', to: '2024-12-31' }), SEED_NOW);
    const after = listOrders(investor.id, filters({ date: 'custom', from: '2025-01-01' }), SEED_NOW);
    expect(until.total + after.total).toBe(listOrders(investor.id, filters(), SEED_NOW).total);
    // A custom period without dates is every date.
    expect(listOrders(investor.id, filters({ date: 'custom' }), SEED_NOW).total).toBe(
      listOrders(investor.id, filters(), SEED_NOW).total,
    );
  });

  it('filters by status: in process, canceled (expired), completed; dividends only under completed', () => {
    const at = jakartaInstant('2025-11-10', '08:00');
    const waiting = place(at);
    const paid = place(at);
    expect(simulatePayment(paid, new Date(at.getTime() + 60_000))).toMatchObject({ ok: true });
    const now = new Date(at.getTime() + 3_600_000);

    const inProcess = listOrders(investor.id, filters({ status: 'in-process' }), now);
    expect(inProcess.rows.map((r) => [r.id, r.status, r.paymentHref])).toEqual([
      [paid, 'PAID', null],
      [waiting, 'WAITING_PAYMENT', `/payment/${waiting}`],
    ]);
    expect(inProcess.rows.every((r) => r.statusGroup === 'in-process')).toBe(true);
    expect(listOrders(investor.id, filters({ status: 'canceled' }), now).total).toBe(0);
    expect(listOrders(investor.id, filters({ status: 'in-process', type: 'dividend' }), now).total).toBe(0);
    expect(listOrders(investor.id, filters({ status: 'completed', type: 'dividend' }), now).total).toBe(
      dividendCount(investor.id),
    );
    expect(listOrders(investor.id, filters({ status: 'completed' }), now).total).toBe(
      orderCount(investor.id, eq(schema.orders.status, 'COMPLETED')) + dividendCount(investor.id),
    );
    // The 30 days before the 10th of November hold the two new orders.
    expect(listOrders(investor.id, filters({ date: '30d', status: 'in-process' }), now).total).toBe(2);

    // 24 hours later the unpaid one has expired: shown as canceled.
    expect(expireUnpaidOrders(new Date(at.getTime() + 25 * 3_600_000))).toBe(1);
    const canceled = listOrders(investor.id, filters({ status: 'canceled' }), now);
    expect(canceled.rows.map((r) => [r.id, r.status, r.statusGroup, r.paymentHref])).toEqual([
      [waiting, 'EXPIRED', 'canceled', null],
    ]);
    expect(listOrders(investor.id, filters({ status: 'rejected' }), now).total).toBe(0);
  });

  it("never shows another investor's rows", () => {
    const salesRows = listOrders(sales.id, filters(), SEED_NOW);
    expect(salesRows.total).toBe(orderCount(sales.id) + dividendCount(sales.id));
    const salesOrderIds = new Set(
      db()
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(eq(schema.orders.userId, sales.id))
        .all()
        .map((o) => o.id),
    );
    expect(salesRows.rows.filter((r) => r.kind === 'ORDER').every((r) => salesOrderIds.has(r.id))).toBe(true);
    const investorRows = listOrdersThroughPage(investor.id, filters({ page: 20 }), SEED_NOW).rows;
    expect(investorRows.some((r) => r.kind === 'ORDER' && salesOrderIds.has(r.id))).toBe(false);
  });
});

describe('getOrderDetail', () => {
  it('gives the owner a completed order with its items priced, and nobody else', () => {
    const order = latestCompletedBuy(investor.id);
    const items = db()
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, order.id))
      .orderBy(asc(schema.orderItems.id))
      .all();
    const detail = getOrderDetail(order.id, investor.id)!;
    expect(detail).toMatchObject({
      id: order.id,
      transactionNumber: order.transactionNumber,
      status: 'COMPLETED',
      amount: order.amount,
      navDate: order.navDate,
      completedAt: order.completedAt!.toISOString(),
      payment: { status: 'PAID' },
    });
    expect(detail.items.map((i) => [i.mutualFundId, i.amount, i.fee, i.navDate, i.nav, i.units])).toEqual(
      items.map((i) => [i.fundId, i.amount, i.feeAmount, i.navDate, i.nav, i.units]),
    );
    expect(detail.items.every((i) => i.nav !== null && i.units !== null && i.units > 0)).toBe(true);
    expect(detail.timeline.map((s) => [s.step, s.state])).toEqual([
      ['CREATED', 'done'],
      ['PAID', 'done'],
      ['NAV_DATE', 'done'],
      ['UNITS', 'done'],
      ['COMPLETED', 'done'],
    ]);
    expect(getOrderDetail(order.id, sales.id)).toBeNull();
    expect(getOrderDetail(999_999, investor.id)).toBeNull();
  });
});


