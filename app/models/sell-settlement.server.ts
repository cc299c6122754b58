// Settlement of SELL orders (issue 15 item 1; decisions 056, 058): each unpriced SELL item of a PAID order whose
// fund has the NAV of its NAV date is priced (gross = held units × NAV rounded down, fee = redemption fee half up,
// proceeds = gross − fee), its held units released and removed through a REDEMPTION ledger entry (realized profit
// on the average cost: the ledger's own rule, heldUnitsRemover), its payout written with its due date, and its order
// completed with a notification. Runs inside the caller's transaction (nav:publish, nav:import), so the NAV, the
// position, the payout and the order change together. A publication may settle 30 000 sells (issue 15
// "Benchmark"): every statement is prepared once and none binds a list of ids. A second run finds no unpriced
// item: it changes nothing (and the ledger and payout keys per item would refuse a repeat anyway).
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { bankAccounts, fundNavs, funds, orderItems, orders, payouts, portfolios } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import { pricedSale, redemptionPayoutDueDate } from '~/domain/policies/sell-rules';
import { loadHolidays } from './exchange-holidays.server';
import { heldUnitsRemover, type Tx } from './ledger.server';
import { notify } from './notifications.server';
import { sellPayoutKey } from './payouts.server';

export interface SellSettlementReport {
  /** SELL orders completed by this run. */
  orders: number;
  /** SELL items priced by this run. */
  items: number;
}

/** The ledger key of a SELL item's redemption: one entry per item, whatever runs the settlement. */
export const redemptionLedgerKey = (orderItemId: number) => `sell-item-${orderItemId}`;

export function settleSellOrders(tx: Tx, options: { upTo?: IsoDate; now: Date }): SellSettlementReport {
  const { upTo, now } = options;
  const due = tx
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      userId: orders.userId,
      portfolioId: orders.portfolioId,
      transactionNumber: orders.transactionNumber,
      fundId: orderItems.fundId,
      fundName: funds.name,
      fundType: funds.type,
      currency: funds.currency,
      units: orderItems.units,
      feeBp: orderItems.feeBp,
      navDate: orderItems.navDate,
      nav: fundNavs.nav,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(funds, and(eq(funds.id, orderItems.fundId), eq(funds.currency, orders.currency)))
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, orders.userId)))
    .innerJoin(fundNavs, and(eq(fundNavs.fundId, orderItems.fundId), eq(fundNavs.navDate, orderItems.navDate)))
    .where(and(eq(orders.status, 'PAID'), eq(orders.type, 'SELL'), isNull(orderItems.nav), isNull(orderItems.leg), upTo ? lte(orderItems.navDate, upTo) : undefined))
    .orderBy(asc(orderItems.id))
    .all();
  if (due.length === 0) return { orders: 0, items: 0 };
  const holidays = loadHolidays(tx);

  // The held units go back and the sold ones leave by a REDEMPTION entry (ledger.server.ts, the average cost).
  const removeHeld = heldUnitsRemover(tx, 'REDEMPTION', now);
  const priceItem = tx
    .update(orderItems)
    .set({
      nav: sql`${sql.placeholder('nav')}`,
      amount: sql`${sql.placeholder('gross')}`,
      feeAmount: sql`${sql.placeholder('fee')}`,
      proceeds: sql`${sql.placeholder('proceeds')}`,
    })
    .where(and(eq(orderItems.id, sql.placeholder('itemId')), isNull(orderItems.nav)))
    .prepare();
  // The payout goes to the investor's verified account in the currency, the default one first (payoutAccountId's
  // rule), read once for every investor (one query, no list of ids) rather than once per item.
  const accounts = new Map<string, number>();
  for (const account of tx
    .select({ id: bankAccounts.id, userId: bankAccounts.userId, currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(eq(bankAccounts.status, 'VERIFIED'))
    .orderBy(sql`${bankAccounts.isDefault} DESC`, asc(bankAccounts.id))
    .all()) {
    const key = `${account.userId}:${account.currency}`;
    if (!accounts.has(key)) accounts.set(key, account.id);
  }
  const insertPayout = tx
    .insert(payouts)
    .values({
      userId: sql.placeholder('userId'),
      portfolioId: sql.placeholder('portfolioId'),
      fundId: sql.placeholder('fundId'),
      kind: 'REDEMPTION',
      orderItemId: sql.placeholder('itemId'),
      bankAccountId: sql.placeholder('bankAccountId'),
      currency: sql.placeholder('currency'),
      amount: sql.placeholder('proceeds'),
      navDate: sql.placeholder('navDate'),
      dueDate: sql.placeholder('dueDate'),
      idempotencyKey: sql.placeholder('payoutKey'),
      createdAt: sql.placeholder('at'),
    })
    .onConflictDoNothing({ target: payouts.idempotencyKey })
    .prepare();
  // Completes the order once none of its items is left unpriced (a SELL order has one); only a PAID one, once.
  const complete = tx
    .update(orders)
    .set({ status: 'COMPLETED', completedAt: now, amount: sql`${sql.placeholder('gross')}`, feeAmount: sql`${sql.placeholder('fee')}` })
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.status, 'PAID'),
        sql`NOT EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.nav} IS NULL)`,
      ),
    )
    .prepare();
  // A publication prices many items of a few NAV dates: their due dates and their words are worked out once.
  const dueDates = new Map<string, IsoDate>();
  const dueDateOf = (navDate: IsoDate, fund: { type: FundType; currency: Currency }) => {
    const key = `${navDate}:${fund.type}:${fund.currency}`;
    let due = dueDates.get(key);
    if (!due) dueDates.set(key, (due = redemptionPayoutDueDate(navDate, fund, holidays)));
    return due;
  };

  let items = 0;
  let completed = 0;
  for (const item of due) {
    const units = item.units ?? 0;
    // A SELL item always holds its units (placeSell); one without is an operator's case (ledger:check lists it).
    if (units <= 0) continue;
    const sale = pricedSale(units, item.nav, item.feeBp, item.currency);
    const values = {
      itemId: item.itemId,
      userId: item.userId,
      portfolioId: item.portfolioId,
      fundId: item.fundId,
      navDate: item.navDate!,
      currency: item.currency,
      nav: item.nav,
      gross: sale.gross,
      fee: sale.fee,
      proceeds: sale.proceeds,
      payoutKey: sellPayoutKey(item.itemId),
      dueDate: dueDateOf(item.navDate!, { type: item.fundType, currency: item.currency }),
      bankAccountId: accounts.get(`${item.userId}:${item.currency}`) ?? null,
      at: now,
    };
    const booked = removeHeld({
      orderItemId: item.itemId,
      userId: item.userId,
      portfolioId: item.portfolioId,
      fundId: item.fundId,
      currency: item.currency,
      units,
      nav: item.nav,
      navDate: item.navDate!,
      amount: sale.proceeds,
      idempotencyKey: redemptionLedgerKey(item.itemId),
    });
    // A key already used means this item's entry exists: nothing more to do for it (a replay).
    if (!booked) continue;
    priceItem.run(values);
    insertPayout.run(values);
    items++;
    if (complete.run({ orderId: item.orderId, gross: sale.gross, fee: sale.fee }).changes === 1) {
      completed++;
      notify(
        tx,
        {
          userId: item.userId,
          kind: 'ORDER_COMPLETED',
          params: {
            variant: 'SELL',
            transactionNumber: item.transactionNumber,
            fundName: item.fundName,
            units: units,
            nav: item.nav,
            currency: item.currency,
            navDate: item.navDate,
            proceedsAmount: sale.proceeds,
            dueDate: values.dueDate,
          },
          link: `/me/order/${item.orderId}`,
        },
        now,
      );
    }
  }
  return { orders: completed, items };
}
