// The investor's order history (issue 5 item 8; spec funds §2.1 "/me/order", "/me/order/{id}", §7
// "/api/v1/orders and /{id}"): the list of their orders and dividends with the filters of
// domain/order-filters.ts, and one order's detail with its timeline, amounts and items. Only the
// owner reaches an order: every query is keyed by the user as well as the id.
//
// Units (DESIGN.md "Money, units, time"): amounts are integers in minor units of the row's currency
// (rupiah, US cents); NAV and units are integers × 10^4; instants are ISO strings; dates are
// Jakarta calendar dates (YYYY-MM-DD).
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import { funds, orderItems, orders, payments, portfolios } from '../../db/schema';
import { addCalendarDays, jakartaDate, jakartaInstant, latestDate, type IsoDate } from '~/domain/dates';
import type { Currency, OrderSource, OrderStatus, OrderType, PaymentStatus, PayoutStatus, SwitchLeg } from '~/domain/enums';
import {
  dateRangeOf,
  STATUSES_OF,
  statusGroupOf,
  type OrderFilters,
  type OrderFilterStatus,
} from '~/domain/order-filters';
import { db as appDb } from '~/lib/db.server';
import { orderTimeline, type TimelineStep } from '~/domain/order-timeline';
import { payoutsOfOrderItem } from './payouts.server';

// ---------------------------------------------------------------------------------------------
// The list

/** A row's type: an order's, or a dividend (a unit-ledger entry, not an order). */
export type OrderListType = OrderType | 'DIVIDEND';

export interface OrderListRow {
  /** `order-{id}` or `dividend-{ledger id}`: unique across both kinds. */
  key: string;
  kind: 'ORDER' | 'DIVIDEND';
  /** The order's id, or the unit-ledger entry's id of a dividend. */
  id: number;
  /** Null for a dividend (it has none). */
  transactionNumber: string | null;
  type: OrderListType;
  /** A dividend: paid out in cash or reinvested into units; null for an order. */
  dividendKind: 'CASH' | 'REINVESTMENT' | null;
  /** A dividend is COMPLETED. */
  status: OrderStatus;
  statusGroup: OrderFilterStatus;
  currency: Currency;
  /** Minor units of `currency`: what the order is for (fees included), or the dividend. */
  amount: number;
  /** The funds of the order's items (a switch's target fund after its source), or the dividend's fund. */
  funds: { id: number; name: string }[];
  /**
   * A sale's item or a switch's SWITCH_OUT leg (issue 15 item 7): units sold (× 10^4), and once priced its NAV
   * (× 10^4), fee and proceeds (minor units); null for a buy or a dividend.
   */
  redemption: { units: number | null; nav: number | null; fee: number | null; proceeds: number | null } | null;
  portfolio: { id: number; name: string };
  /** ISO instant: when the order was placed, or the dividend booked. */
  createdAt: string;
  /** Jakarta calendar date of createdAt: what the date filter compares. */
  date: IsoDate;
  navDate: IsoDate | null;
  /** Detail page of an order; null for a dividend. */
  href: `/${string}` | null;
  /** The payment page while the order waits for payment. */
  paymentHref: `/${string}` | null;
  /** Where the order came from (spec funds §3 "source"; RECURRING: a Nabung Rutin run, issue 17); null for a dividend. */
  source: OrderSource | null;
  /** The Nabung Rutin schedule whose run created the order (source RECURRING), else null. */
  recurringId: number | null;
}

export interface OrderListPage {
  rows: OrderListRow[];
  /** The last page the rows reach (the first is 0). */
  page: number;
  size: number;
  /** Rows matching the filters on all pages. */
  total: number;
  hasMore: boolean;
}

const DIVIDEND_ENTRY_TYPES = ['DIVIDEND_CASH', 'DIVIDEND_REINVESTMENT'] as const;

interface RawRow {
  kind: 'ORDER' | 'DIVIDEND';
  id: number;
  transactionNumber: string | null;
  type: OrderType | (typeof DIVIDEND_ENTRY_TYPES)[number];
  status: OrderStatus;
  currency: Currency;
  amount: number;
  portfolioId: number;
  portfolioName: string;
  createdAt: number;
  navDate: string | null;
  fundId: number | null;
  fundName: string | null;
  source: OrderSource | null;
  recurringId: number | null;
}

/** The UNION of the orders and the dividends that match, or null when the filters select neither. */
function matching(userId: number, filters: OrderFilters, now: Date): SQL | null {
  const { from, to } = dateRangeOf(filters, jakartaDate(now));
  // Jakarta calendar dates to instants: from its midnight, up to the next day's midnight after `to`.
  const fromMs = from === null ? null : jakartaInstant(from).getTime();
  const toMs = to === null ? null : jakartaInstant(addCalendarDays(to, 1)).getTime();
  const within = (column: SQL) =>
    sql.join(
      [fromMs === null ? sql`1` : sql`${column} >= ${fromMs}`, toMs === null ? sql`1` : sql`${column} < ${toMs}`],
      sql` AND `,
    );

  const parts: SQL[] = [];
  if (filters.type !== 'dividend') {
    const types = filters.type === null ? ['BUY', 'SELL', 'SWITCH'] : [filters.type.toUpperCase()];
    const statuses = filters.status === null ? null : STATUSES_OF[filters.status];
    parts.push(sql`
      SELECT 'ORDER' AS kind, o.id AS id, o.transaction_number AS transactionNumber, o.type AS type,
        o.status AS status, o.currency AS currency, o.amount AS amount, o.portfolio_id AS portfolioId,
        p.name AS portfolioName, o.created_at AS createdAt, o.nav_date AS navDate, NULL AS fundId, NULL AS fundName,
        o.source AS source, o.recurring_schedule_id AS recurringId
      FROM orders o JOIN portfolios p ON p.id = o.portfolio_id
      WHERE o.user_id = ${userId}
        AND o.type IN (SELECT value FROM json_each(${JSON.stringify(types)}))
        AND ${statuses === null ? sql`1` : sql`o.status IN (SELECT value FROM json_each(${JSON.stringify(statuses)}))`}
        AND ${within(sql`o.created_at`)}`);
  }
  // Dividends are paid: they belong to "completed" only.
  const dividendsWanted =
    (filters.type === null || filters.type === 'dividend') &&
    (filters.status === null || filters.status === 'completed');
  if (dividendsWanted) {
    parts.push(sql`
      SELECT 'DIVIDEND' AS kind, u.id AS id, NULL AS transactionNumber, u.entry_type AS type,
        'COMPLETED' AS status, u.currency AS currency, u.amount AS amount, u.portfolio_id AS portfolioId,
        p.name AS portfolioName, u.created_at AS createdAt, u.nav_date AS navDate, f.id AS fundId, f.name AS fundName,
        NULL AS source, NULL AS recurringId
      FROM unit_ledger u JOIN portfolios p ON p.id = u.portfolio_id JOIN funds f ON f.id = u.fund_id
      WHERE u.user_id = ${userId}
        AND u.entry_type IN (SELECT value FROM json_each(${JSON.stringify(DIVIDEND_ENTRY_TYPES)}))
        AND ${within(sql`u.created_at`)}`);
  }
  return parts.length === 0 ? null : sql.join(parts, sql` UNION ALL `);
}

/** Order items with their fund and a switch's target fund, in item order: the list's and the detail's one query. */
function itemsWithFunds(database: Db, where: SQL) {
  const target = alias(funds, 'target_fund');
  return database
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      leg: orderItems.leg,
      mutualFundId: orderItems.fundId,
      mutualFundName: funds.name,
      fundSlug: funds.slug,
      targetId: target.id,
      targetName: target.name,
      amount: orderItems.amount,
      fee: orderItems.feeAmount,
      feeBp: orderItems.feeBp,
      navDate: orderItems.navDate,
      nav: orderItems.nav,
      units: orderItems.units,
      proceeds: orderItems.proceeds,
    })
    .from(orderItems)
    .innerJoin(funds, eq(funds.id, orderItems.fundId))
    .leftJoin(target, eq(target.id, orderItems.targetFundId))
    .where(where)
    .orderBy(asc(orderItems.id))
    .all();
}

type ListRedemption = NonNullable<OrderListRow['redemption']>;

/** The funds of each order's items, in item order (a switch's target after its source). */
function fundsOfOrders(
  orderIds: number[],
  database: Db,
  redemptions: Map<number, ListRedemption> = new Map(),
): Map<number, { id: number; name: string }[]> {
  const byOrder = new Map<number, { id: number; name: string }[]>();
  if (orderIds.length === 0) return byOrder;
  for (const item of itemsWithFunds(database, inArray(orderItems.orderId, orderIds))) {
    // A sale's figures are its one item's, a switch's its SWITCH_OUT leg's (collected for every order; toRow keeps
    // them for SELL and SWITCH rows only).
    if (item.leg !== 'SWITCH_IN' && !redemptions.has(item.orderId)) {
      const priced = item.nav !== null;
      redemptions.set(item.orderId, {
        units: item.units,
        nav: item.nav,
        fee: priced ? item.fee : null,
        proceeds: priced ? item.proceeds : null,
      });
    }
    const list = byOrder.get(item.orderId) ?? [];
    for (const fund of [
      { id: item.mutualFundId, name: item.mutualFundName },
      item.targetId === null ? null : { id: item.targetId, name: item.targetName! },
    ]) {
      if (fund && !list.some((f) => f.id === fund.id)) list.push(fund);
    }
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

function toRow(
  raw: RawRow,
  fundsOf: Map<number, { id: number; name: string }[]>,
  redemptions: Map<number, ListRedemption> = new Map(),
): OrderListRow {
  const createdAt = new Date(raw.createdAt);
  if (raw.kind === 'DIVIDEND') {
    return {
      key: `dividend-${raw.id}`,
      kind: 'DIVIDEND',
      id: raw.id,
      transactionNumber: null,
      type: 'DIVIDEND',
      dividendKind: raw.type === 'DIVIDEND_CASH' ? 'CASH' : 'REINVESTMENT',
      status: 'COMPLETED',
      statusGroup: 'completed',
      currency: raw.currency,
      amount: raw.amount,
      funds: [{ id: raw.fundId!, name: raw.fundName! }],
      redemption: null,
      portfolio: { id: raw.portfolioId, name: raw.portfolioName },
      createdAt: createdAt.toISOString(),
      date: jakartaDate(createdAt),
      navDate: raw.navDate,
      href: null,
      paymentHref: null,
      source: null,
      recurringId: null,
    };
  }
  return {
    key: `order-${raw.id}`,
    kind: 'ORDER',
    id: raw.id,
    transactionNumber: raw.transactionNumber,
    type: raw.type as OrderType,
    dividendKind: null,
    status: raw.status,
    statusGroup: statusGroupOf(raw.status),
    currency: raw.currency,
    amount: raw.amount,
    funds: fundsOf.get(raw.id) ?? [],
    redemption: raw.type === 'SELL' || raw.type === 'SWITCH' ? (redemptions.get(raw.id) ?? null) : null,
    portfolio: { id: raw.portfolioId, name: raw.portfolioName },
    createdAt: createdAt.toISOString(),
    date: jakartaDate(createdAt),
    navDate: raw.navDate,
    href: `/me/order/${raw.id}`,
    paymentHref: raw.status === 'WAITING_PAYMENT' ? `/payment/${raw.id}` : null,
    source: raw.source,
    recurringId: raw.recurringId,
  };
}

function select(
  userId: number,
  filters: OrderFilters,
  offset: number,
  limit: number,
  now: Date,
  database: Db,
): OrderListPage {
  const empty: OrderListPage = { rows: [], page: filters.page, size: filters.size, total: 0, hasMore: false };
  const union = matching(userId, filters, now);
  if (union === null) return empty;
  const total = database.get<{ n: number }>(sql`SELECT count(*) AS n FROM (${union})`)?.n ?? 0;
  if (total <= offset) return { ...empty, total };
  const raws = database.all<RawRow>(
    sql`SELECT * FROM (${union}) ORDER BY createdAt DESC, kind DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  const redemptions = new Map<number, ListRedemption>();
  const fundsOf = fundsOfOrders(
    raws.filter((r) => r.kind === 'ORDER').map((r) => r.id),
    database,
    redemptions,
  );
  const rows = raws.map((raw) => toRow(raw, fundsOf, redemptions));
  return { rows, page: filters.page, size: filters.size, total, hasMore: offset + rows.length < total };
}

/** One page of the list (the API): `filters.size` rows of page `filters.page`, newest first. */
export function listOrders(
  userId: number,
  filters: OrderFilters,
  now = new Date(),
  database: Db = appDb(),
): OrderListPage {
  return select(userId, filters, filters.page * filters.size, filters.size, now, database);
}

/**
 * Pages 0 up to `filters.page` in one list (the page): without JavaScript the "more" link asks for
 * the next page number and the list grows, so nothing already read disappears.
 */
export function listOrdersThroughPage(
  userId: number,
  filters: OrderFilters,
  now = new Date(),
  database: Db = appDb(),
): OrderListPage {
  return select(userId, filters, 0, (filters.page + 1) * filters.size, now, database);
}

// ---------------------------------------------------------------------------------------------
// The detail

/**
 * A sale's cash on its way to the investor's bank (issue 15 item 5): the account by bank name and the last 4
 * digits of its number only, the amount (the proceeds), the date it is due and whether and when it was paid.
 */
export interface OrderPayout {
  id: number;
  currency: Currency;
  amount: number;
  dueDate: IsoDate;
  status: PayoutStatus;
  /** ISO instant; null until paid. */
  paidAt: string | null;
  /** Null when the investor had no verified account in the currency when it was booked. */
  bankName: string | null;
  accountLast4: string | null;
}

export interface OrderDetailItem {
  id: number;
  /** A switch's leg (SWITCH_OUT: the fund left, SWITCH_IN: the fund entered); null for a buy or a sale. */
  leg: SwitchLeg | null;
  mutualFundId: number;
  mutualFundName: string;
  fundSlug: string;
  /** A switch's target fund. */
  targetFund: { id: number; name: string } | null;
  currency: Currency;
  /**
   * Minor units, fee included: a buy's amount; a sale's or switch-out's gross value (estimated at the order,
   * the real one once priced); a switch-in's cash (the switch-out's proceeds, 0 until known).
   */
  amount: number;
  fee: number;
  /** The fee's rate, basis points. */
  feeBp: number;
  navDate: IsoDate | null;
  /** × 10^4; null until priced. */
  nav: number | null;
  /** × 10^4; a buy's or switch-in's allocated units (null until priced); a sale's or switch-out's units sold. */
  units: number | null;
  /** A sale's or switch-out's cash after its fee, minor units; null until priced (and for a buy or switch-in). */
  proceeds: number | null;
  /** Whether the item has its NAV. */
  priced: boolean;
  /** A sale item's payout, once priced; null otherwise. */
  payout: OrderPayout | null;
}

export interface OrderDetail {
  id: number;
  transactionNumber: string;
  type: OrderType;
  status: OrderStatus;
  statusGroup: OrderFilterStatus;
  currency: Currency;
  amount: number;
  feeAmount: number;
  cashbackAmount: number;
  couponCode: string | null;
  couponCashbackAmount: number;
  /** When the coupon's cashback went to the cashback balance (decision 027); null until the order completes. */
  couponCashbackCreditedAt: string | null;
  navDate: IsoDate | null;
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
  canceledAt: string | null;
  portfolio: { id: number; name: string };
  payment: { method: string; amount: number; currency: Currency; status: PaymentStatus; expiresAt: string } | null;
  items: OrderDetailItem[];
  /** A sale's payout (its item's), once priced; null otherwise. */
  payout: OrderPayout | null;
  timeline: TimelineStep[];
  /** Where the order came from; RECURRING with `recurringId`, the schedule whose run created it (issue 17). */
  source: OrderSource;
  recurringId: number | null;
}

/** One order of the user's, or null when it is not theirs (or does not exist). */
export function getOrderDetail(orderId: number, userId: number, database: Db = appDb()): OrderDetail | null {
  const order = database
    .select({ order: orders, portfolioName: portfolios.name })
    .from(orders)
    .innerJoin(portfolios, eq(portfolios.id, orders.portfolioId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .get();
  if (!order) return null;
  const o = order.order;
  const payment =
    database.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).get() ?? null;
  const rawItems = itemsWithFunds(database, eq(orderItems.orderId, orderId));
  const items: OrderDetailItem[] = rawItems.map(({ orderId: _orderId, targetId, targetName, ...item }) => ({
    ...item,
    targetFund: targetId === null ? null : { id: targetId, name: targetName! },
    currency: o.currency,
    priced: item.nav !== null,
    payout: o.type === 'SELL' ? payoutOf(database, userId, item.id) : null,
  }));
  const out = items.find((i) => i.leg === 'SWITCH_OUT');
  const into = items.find((i) => i.leg === 'SWITCH_IN');
  // The order's NAV date, else its items' (a buy's are set when paid; a switch's first is the switch-out's).
  const navDate = o.navDate ?? (out ? out.navDate : latestDate(items.map((i) => i.navDate)));
  const payout = o.type === 'SELL' ? (items.find((i) => i.payout)?.payout ?? null) : null;
  return {
    id: o.id,
    transactionNumber: o.transactionNumber,
    type: o.type,
    status: o.status,
    statusGroup: statusGroupOf(o.status),
    currency: o.currency,
    amount: o.amount,
    feeAmount: o.feeAmount,
    cashbackAmount: o.cashbackAmount,
    couponCode: o.couponCode,
    couponCashbackAmount: o.couponCashbackAmount,
    couponCashbackCreditedAt: o.couponCashbackCreditedAt?.toISOString() ?? null,
    navDate,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    completedAt: o.completedAt?.toISOString() ?? null,
    canceledAt: o.canceledAt?.toISOString() ?? null,
    portfolio: { id: o.portfolioId, name: order.portfolioName },
    source: o.source,
    recurringId: o.recurringScheduleId,
    payment: payment
      ? {
          method: payment.method,
          amount: payment.amount,
          currency: payment.currency,
          status: payment.status,
          expiresAt: payment.expiresAt.toISOString(),
        }
      : null,
    items,
    payout,
    timeline: orderTimeline({
      status: o.status,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
      completedAt: o.completedAt,
      canceledAt: o.canceledAt,
      navDate,
      payment: payment ? { expiresAt: payment.expiresAt } : null,
      sell: o.type === 'SELL' ? { payout: payout && { dueDate: payout.dueDate, paidAt: payout.paidAt ? new Date(payout.paidAt) : null } } : undefined,
      switch:
        o.type === 'SWITCH' && out
          ? { outPriced: out.priced, inNavDate: into?.navDate ?? null, inPriced: into?.priced ?? false }
          : undefined,
    }),
  };
}

/** A sale item's payout (one per priced item, decision 056), as the detail shows it. */
function payoutOf(database: Db, userId: number, orderItemId: number): OrderPayout | null {
  const payout = payoutsOfOrderItem(database, userId, orderItemId)[0];
  if (!payout) return null;
  return {
    id: payout.id,
    currency: payout.currency,
    amount: payout.amount,
    dueDate: payout.dueDate,
    status: payout.status,
    paidAt: payout.paidAt?.toISOString() ?? null,
    bankName: payout.bankName,
    accountLast4: payout.accountLast4,
  };
}
