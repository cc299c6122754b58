// Payouts: cash the platform owes an investor's bank account (issue 15 items 1 and 6). A sale's proceeds are due
// at most 7 exchange days after its NAV date (POJK 23/2016; the lag per fund is redemptionPayoutDueDate's), a cash
// dividend on its payment date. A payout is written in the transaction that books its ledger entry, once per sale
// item or per dividend and position (its idempotency key), and the demo's custodian marks the due ones paid
// (`npm run cli -- payouts:pay [--date D]`), with an audit row and a notification each.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, bankAccounts, banks, orderItems, payouts } from '../../db/schema';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import type { Currency, PayoutKind } from '~/domain/enums';
import { portfolioPath } from '~/domain/portfolio-paths';
import type { Tx } from './ledger.server';
import { notify } from './notifications.server';

export type Payout = typeof payouts.$inferSelect;

export interface PayoutInput {
  userId: number;
  portfolioId: number;
  fundId: number;
  kind: PayoutKind;
  orderItemId?: number | null;
  dividendId?: number | null;
  currency: Currency;
  amount: number;
  navDate: IsoDate;
  dueDate: IsoDate;
  idempotencyKey: string;
  at: Date;
}

/** The payout key of a SELL item: one payout per item, whatever runs the settlement. */
export const sellPayoutKey = (orderItemId: number) => `payout-sell-${orderItemId}`;
/** The payout key of a cash dividend on one position. */
export const dividendPayoutKey = (dividendId: number, portfolioId: number) => `payout-dividend-${dividendId}-${portfolioId}`;

/**
 * The account a payout goes to: the investor's verified account in its currency, the default one first (decision
 * 048: only a VERIFIED account receives money). Null when there is none.
 */
export function payoutAccountId(tx: Tx | Db, userId: number, currency: Currency): number | null {
  return (
    tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.currency, currency), eq(bankAccounts.status, 'VERIFIED')))
      .orderBy(sql`${bankAccounts.isDefault} DESC`, asc(bankAccounts.id))
      .get()?.id ?? null
  );
}

/**
 * Writes a payout inside the caller's transaction; a key already used writes nothing. Answers whether it was
 * written. The bank account is looked up now (the one the money will go to).
 */
export function createPayout(tx: Tx, input: PayoutInput): boolean {
  const result = tx
    .insert(payouts)
    .values({
      userId: input.userId,
      portfolioId: input.portfolioId,
      fundId: input.fundId,
      kind: input.kind,
      orderItemId: input.orderItemId ?? null,
      dividendId: input.dividendId ?? null,
      bankAccountId: payoutAccountId(tx, input.userId, input.currency),
      currency: input.currency,
      amount: input.amount,
      navDate: input.navDate,
      dueDate: input.dueDate,
      idempotencyKey: input.idempotencyKey,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: payouts.idempotencyKey })
    .run();
  return result.changes === 1;
}

export interface PayoutReport {
  date: IsoDate;
  paid: { id: number; userId: number; kind: PayoutKind; currency: Currency; amount: number; dueDate: IsoDate }[];
}

/**
 * Marks every PENDING payout due on or before `date` (default: today in Jakarta) paid, in one transaction, with an
 * audit row and a notification each. Running it again pays nothing twice.
 */
export function payDuePayouts(db: Db, options: { date?: IsoDate; now: Date; actor?: { kind: 'cli' | 'system' } }): PayoutReport {
  const date = options.date ?? jakartaDate(options.now);
  const { now } = options;
  return db.transaction(
    (tx) => {
      const paid = tx
        .update(payouts)
        .set({ status: 'PAID', paidAt: now })
        .where(and(eq(payouts.status, 'PENDING'), lte(payouts.dueDate, date)))
        .returning({
          id: payouts.id,
          userId: payouts.userId,
          kind: payouts.kind,
          currency: payouts.currency,
          amount: payouts.amount,
          dueDate: payouts.dueDate,
          orderItemId: payouts.orderItemId,
          portfolioId: payouts.portfolioId,
        })
        .all();
      const audit = tx
        .insert(auditLog)
        .values({
          at: now,
          actorKind: options.actor?.kind ?? 'cli',
          action: 'payout.paid',
          entity: 'payout',
          entityId: sql.placeholder('entityId'),
          details: sql.placeholder('details'),
        })
        .prepare();
      const orderOfItem = tx
        .select({ orderId: orderItems.orderId })
        .from(orderItems)
        .where(eq(orderItems.id, sql.placeholder('itemId')))
        .prepare();
      for (const payout of paid) {
        audit.run({ entityId: String(payout.id), details: JSON.stringify({ kind: payout.kind, currency: payout.currency, amount: payout.amount, dueDate: payout.dueDate }) });
        // Issue 17: a sale's proceeds lead to the sale; a dividend to the portfolio that holds the fund.
        const orderId = payout.kind === 'REDEMPTION' && payout.orderItemId !== null ? orderOfItem.get({ itemId: payout.orderItemId })?.orderId : undefined;
        notify(
          tx,
          {
            userId: payout.userId,
            kind: payout.kind === 'REDEMPTION' ? 'SELL_PROCEEDS_PAID' : 'DIVIDEND_PAID',
            params: { amount: payout.amount, currency: payout.currency, dueDate: payout.dueDate },
            link: orderId !== undefined ? `/me/order/${orderId}` : portfolioPath(payout.portfolioId),
          },
          now,
        );
      }
      return { date, paid: paid.map(({ orderItemId: _item, portfolioId: _portfolio, ...rest }) => rest) };
    },
    { behavior: 'immediate' },
  );
}

/** A payout with the bank it goes to, for the order detail and the API (bank name and masked number only). */
export interface PayoutView {
  id: number;
  kind: PayoutKind;
  currency: Currency;
  amount: number;
  navDate: IsoDate;
  dueDate: IsoDate;
  status: Payout['status'];
  paidAt: Date | null;
  bankName: string | null;
  /** The account number's last 4 digits. */
  accountLast4: string | null;
}

/** The payouts of a user's order item (a SELL item has one once priced). */
export function payoutsOfOrderItem(db: Db | Tx, userId: number, orderItemId: number): PayoutView[] {
  return db
    .select({
      id: payouts.id,
      kind: payouts.kind,
      currency: payouts.currency,
      amount: payouts.amount,
      navDate: payouts.navDate,
      dueDate: payouts.dueDate,
      status: payouts.status,
      paidAt: payouts.paidAt,
      bankName: banks.name,
      accountNumber: bankAccounts.accountNumber,
    })
    .from(payouts)
    .leftJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .leftJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(and(eq(payouts.userId, userId), eq(payouts.orderItemId, orderItemId)))
    .orderBy(asc(payouts.id))
    .all()
    .map(({ accountNumber, ...row }) => ({ ...row, accountLast4: accountNumber ? accountNumber.slice(-4) : null }));
}
