// Selling (redeeming) a holding (issue 15 item 1; spec funds §7 redeem; decisions 056-058): reads the investor's
// position, the fund, its latest NAV and the payout account, applies the pure rules (policies/sell-rules.ts), and
// places the SELL order in ONE immediate transaction: the idempotency key (a replay answers the first order), the
// units held by one guarded UPDATE (ledger.server holdUnits: of racing sells only those that fit get units), the
// order PAID with its one item (units, estimated gross and fee, NAV date), an audit row. The settlement
// (sell-settlement.server.ts) prices it when the NAV of its NAV date is published.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, bankAccounts, banks, funds, orderItems, orders, portfolios, positions } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';
import type { Currency, FundType, OrderSource } from '~/domain/enums';
import { parseAmount, parseScaled, valueOfUnits } from '~/domain/money';
import {
  freeUnits,
  quoteSell,
  redemptionPayoutDueDate,
  sellAllOnly,
  USD_SELL_ALL_BOUND,
  type SellQuote,
  type SellRefusal,
  type SellRequest,
} from '~/domain/policies/sell-rules';
import { db } from '~/lib/db.server';
import { loadHolidays } from './exchange-holidays.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import { holdUnits, type Tx } from './ledger.server';
import { navDatesForPayment } from './nav-dates.server';
import { payoutAccountId } from './payouts.server';
import { transactionNumber } from './subscriptions.server';

/** What a sell request names (the API body or the page's form, read by forms/sell.ts). Decimals as text. */
export interface SellOrderInput {
  portfolioId: number;
  mutualFundId: number;
  /** `amount`: money in the fund's currency; `units`: up to 4 decimals; `all`: every free unit. */
  mode: SellRequest['mode'];
  /** The amount or the units as typed (a decimal); ignored for `all`. */
  value?: string;
  source?: OrderSource;
}

export type SellOrderRefusal =
  | SellRefusal
  /** No such portfolio of the investor, or no holding of the fund in it: answered alike (404). */
  | { code: 'PORTFOLIO_NOT_FOUND' }
  | { code: 'FUND_NOT_FOUND' }
  /** No verified bank account in the fund's currency to pay the proceeds to (decision 048). */
  | { code: 'BANK_ACCOUNT'; currency: Currency };

/** A holding as the sell form shows it, before anything is asked. */
export interface SellHolding {
  portfolio: { id: number; name: string };
  fund: { id: number; code: string; name: string; slug: string; type: FundType; currency: Currency; redemptionFeeBp: number };
  units: number;
  heldUnits: number;
  freeUnits: number;
  /** The latest published NAV (× 10^4) and its date; null before the fund's first NAV. */
  nav: number | null;
  navDate: IsoDate | null;
  /** The free units' value at that NAV (minor units, rounded down). */
  freeValue: number;
  minimumRedemptionAmount: number | null;
  minimumRemainingAmount: number;
  /** Sell display bound (spec §9, decision 057): the whole holding only. */
  sellAllOnly: boolean;
  sellAllOnlyBound: number;
  /** The account the proceeds go to (bank name, last 4 digits); null: none verified in the currency. */
  bankAccount: { id: number; bankName: string; last4: string } | null;
}

/** A sell's summary (spec funds §7 redeem/calculate): the estimate, the NAV date and the cash's due date. */
export interface SellPlan {
  holding: SellHolding;
  quote: SellQuote;
  /** The NAV date the order is priced at if placed now (the fund's cut-off, exchange days). */
  navDate: IsoDate;
  /** When the proceeds are due in the bank account (decision 058). */
  payoutDueDate: IsoDate;
  bankAccount: { id: number; bankName: string; last4: string };
}

export type SellHoldingResult = { ok: true; holding: SellHolding } | { ok: false; refusal: SellOrderRefusal };
/** A refusal, with the fund's currency once the holding was found (the messages name money in it). */
export type SellOrderFailure = { ok: false; refusal: SellOrderRefusal; currency?: Currency };
export type CalculateSellResult = { ok: true; plan: SellPlan } | SellOrderFailure;
export type PlaceSellResult = { ok: true; orderId: number; created: boolean } | SellOrderFailure;

function readHolding(tx: Tx | Db, userId: number, portfolioId: number, fundId: number): SellHoldingResult {
  // The portfolio and the position must be this user's: another's id answers as a missing one.
  const portfolio = tx
    .select({ id: portfolios.id, name: portfolios.name })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, userId)))
    .get();
  if (!portfolio) return { ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } };
  const row = tx
    .select({
      id: funds.id,
      code: funds.code,
      name: funds.name,
      slug: funds.slug,
      type: funds.type,
      currency: funds.currency,
      redemptionFeeBp: funds.redemptionFeeBp,
      minimumRedemptionAmount: funds.minimumRedemptionAmount,
      minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
      nav: latestNav(funds.id),
      navDate: latestNavDate(funds.id),
      units: positions.units,
      heldUnits: positions.heldUnits,
    })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.portfolioId, portfolio.id), eq(positions.fundId, fundId), eq(positions.userId, userId)))
    .get();
  if (!row) return { ok: false, refusal: { code: 'FUND_NOT_FOUND' } };
  const free = freeUnits(row);
  const freeValue = row.nav === null ? 0 : valueOfUnits(free, row.nav, row.currency).minor;
  const accountId = payoutAccountId(tx, userId, row.currency);
  const account =
    accountId === null
      ? undefined
      : tx
          .select({ id: bankAccounts.id, bankName: banks.name, accountNumber: bankAccounts.accountNumber })
          .from(bankAccounts)
          .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
          .where(eq(bankAccounts.id, accountId))
          .get();
  return {
    ok: true,
    holding: {
      portfolio,
      fund: { id: row.id, code: row.code, name: row.name, slug: row.slug, type: row.type, currency: row.currency, redemptionFeeBp: row.redemptionFeeBp },
      units: row.units,
      heldUnits: row.heldUnits,
      freeUnits: free,
      nav: row.nav,
      navDate: row.navDate,
      freeValue,
      minimumRedemptionAmount: row.minimumRedemptionAmount,
      minimumRemainingAmount: row.minimumSubscriptionAmount,
      sellAllOnly: sellAllOnly(row, freeValue),
      sellAllOnlyBound: USD_SELL_ALL_BOUND,
      bankAccount: account ? { id: account.id, bankName: account.bankName, last4: account.accountNumber.slice(-4) } : null,
    },
  };
}

/** The investor's holding of a fund in a portfolio, as the sell form shows it. */
export function sellHolding(userId: number, portfolioId: number, fundId: number, database: Db = db()): SellHoldingResult {
  return readHolding(database, userId, portfolioId, fundId);
}

/** The request in storage units (minor units, units × 10^4); INVALID_AMOUNT when the text is not one. */
export function sellRequestOf(input: Pick<SellOrderInput, 'mode' | 'value'>, currency: Currency): SellRequest | null {
  if (input.mode === 'all') return { mode: 'all' };
  const text = input.value ?? '';
  if (input.mode === 'units') {
    const units = parseScaled(text);
    return units === null ? null : { mode: 'units', units };
  }
  const amount = parseAmount(text, currency);
  return amount === null ? null : { mode: 'amount', amount: amount.minor };
}

function plan(tx: Tx | Db, userId: number, input: SellOrderInput, now: Date): CalculateSellResult {
  const read = readHolding(tx, userId, input.portfolioId, input.mutualFundId);
  if (!read.ok) return read;
  const { holding } = read;
  const { currency } = holding.fund;
  const request = sellRequestOf(input, currency);
  if (!request) return { ok: false, refusal: { code: 'INVALID_AMOUNT' }, currency };
  const quoted = quoteSell(
    request,
    holding,
    { currency: holding.fund.currency, minimumRedemptionAmount: holding.minimumRedemptionAmount, minimumSubscriptionAmount: holding.minimumRemainingAmount, redemptionFeeBp: holding.fund.redemptionFeeBp },
    holding.nav,
  );
  if (!quoted.ok) return { ...quoted, currency };
  // A sale worth nothing at the NAV (a dust of units) cannot be an order: orders.amount must be positive.
  if (quoted.quote.estimatedGross <= 0) return { ok: false, refusal: { code: 'INVALID_AMOUNT' }, currency };
  if (!holding.bankAccount) return { ok: false, refusal: { code: 'BANK_ACCOUNT', currency }, currency };
  const holidays = loadHolidays(tx);
  // As a buy's (decisions 021, 026): the cut-off, and never a NAV date whose NAV is already published.
  const navDate = navDatesForPayment(tx, [holding.fund.id], now, holidays).get(holding.fund.id)!;
  return {
    ok: true,
    plan: { holding, quote: quoted.quote, navDate, payoutDueDate: redemptionPayoutDueDate(navDate, holding.fund, holidays), bankAccount: holding.bankAccount },
  };
}

/** The summary of a sell placed now (nothing written). */
export function calculateSell(userId: number, input: SellOrderInput, now = new Date(), database: Db = db()): CalculateSellResult {
  return plan(database, userId, input, now);
}

/** The SELL order a user already placed with this idempotency key, if any (answered before the PIN: decision 052). */
export function placedSellOrderId(userId: number, idempotencyKey: string, database: Db = db()): number | undefined {
  return database
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .get()?.id;
}

/**
 * Places a SELL order (§7 redeem): PAID (nothing to pay, decision 056) with one item holding its units. The same
 * user and idempotency key answer the first order (`created: false`) whatever the request says the second time.
 * The caller checks the transaction PIN first.
 */
export function placeSell(userId: number, input: SellOrderInput, idempotencyKey: string, now = new Date(), database: Db = db()): PlaceSellResult {
  return database.transaction(
    (tx): PlaceSellResult => {
      const existing = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
        .get();
      if (existing) return { ok: true, orderId: existing.id, created: false };
      const planned = plan(tx, userId, input, now);
      if (!planned.ok) return planned;
      const { holding, quote, navDate } = planned.plan;
      // The guarded UPDATE: false when another order took the units first.
      if (!holdUnits(tx, { portfolioId: holding.portfolio.id, fundId: holding.fund.id, userId }, quote.units, now)) {
        const position = tx
          .select({ units: positions.units, heldUnits: positions.heldUnits })
          .from(positions)
          .where(and(eq(positions.portfolioId, holding.portfolio.id), eq(positions.fundId, holding.fund.id)))
          .get();
        const free = position ? freeUnits(position) : 0;
        const freeValue = valueOfUnits(free, quote.nav, holding.fund.currency).minor;
        return { ok: false, refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: free, freeValue }, currency: holding.fund.currency };
      }
      // Inside the immediate transaction no other writer runs: the next id is ours (as subscribe does).
      const orderId = (tx.select({ id: sql<number | null>`max(${orders.id})` }).from(orders).get()?.id ?? 0) + 1;
      tx.insert(orders)
        .values({
          id: orderId,
          transactionNumber: transactionNumber(orderId, now),
          userId,
          portfolioId: holding.portfolio.id,
          type: 'SELL',
          status: 'PAID',
          currency: holding.fund.currency,
          amount: quote.estimatedGross,
          feeAmount: quote.fee,
          source: input.source ?? 'WEB',
          idempotencyKey,
          navDate,
          createdAt: now,
          paidAt: now,
        })
        .run();
      tx.insert(orderItems)
        .values({ orderId, fundId: holding.fund.id, amount: quote.estimatedGross, feeAmount: quote.fee, feeBp: quote.feeBp, units: quote.units, navDate })
        .run();
      tx.insert(auditLog)
        .values({
          at: now,
          actorUserId: userId,
          actorKind: 'user',
          action: 'order.created',
          entity: 'order',
          entityId: String(orderId),
          details: { type: 'SELL', fundId: holding.fund.id, units: quote.units, all: quote.all, navDate },
        })
        .run();
      return { ok: true, orderId, created: true };
    },
    { behavior: 'immediate' },
  );
}

/** A placed SELL order as the done step shows it; null for another user's order or one that is no sell. */
export interface PlacedSell {
  orderId: number;
  transactionNumber: string;
  fundName: string;
  navDate: IsoDate;
  payoutDueDate: IsoDate;
}

export function placedSell(userId: number, orderId: number, database: Db = db()): PlacedSell | null {
  const row = database
    .select({ orderId: orders.id, transactionNumber: orders.transactionNumber, navDate: orderItems.navDate, fundName: funds.name, type: funds.type, currency: funds.currency })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(funds, eq(funds.id, orderItems.fundId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.type, 'SELL')))
    .get();
  if (!row?.navDate) return null;
  return {
    orderId: row.orderId,
    transactionNumber: row.transactionNumber,
    fundName: row.fundName,
    navDate: row.navDate,
    payoutDueDate: redemptionPayoutDueDate(row.navDate, row, loadHolidays(database)),
  };
}
