// The performance detail pages and the portfolio API's reads (issue 16 items 8, 9; spec funds §2.1
// "/reksadana/portfolio/performa/alokasi/{type}", "/performa/keuntungan-terealisasi", "/reksadana/portfolio/{id}/{type}";
// §3 "Portfolio allocation detail"; §7 portfolio endpoints; decisions 023, 024, 070, 071):
//
// - the funds of one type across the investor's portfolios, each with idrCalculation / usdCalculation, its
//   holdings per portfolio and the purchases of the type still in progress;
// - the allocation of everything held by fund type (summary/allocation);
// - one fund's allocation by id or slug for the API (404 unless the investor holds it or buys into it);
// - one portfolio's holdings of one type with each holding's orders in progress;
// - one realization (a sale, a switch-out, a cash dividend) with its average-cost breakdown, and the totals of
//   the realized-profit list for a filter;
// - the portfolio of an order by its transaction number; the portfolio list with its filters.
//
// Every query is keyed by the investor's user id: another investor's portfolio, order or ledger entry reads as
// missing. Units as in db/schema.ts: money in minor units, NAV and units × 10^4.
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, investmentManagers, orderItems, orders, portfolios, positions, unitLedger } from '../../db/schema';
import { allocationDetailPath, fundAllocation, type AllocatedHolding } from '~/domain/allocation';
import type { IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { parseId } from '~/domain/ids';
import {
  allocationByType,
  currencyCalculations,
  realizationBreakdown,
  sumCalculations,
  type CurrencyCalculation,
  type RealizationBreakdown,
  type TypeAllocation,
} from '~/domain/performance-details';
import { totalsByCurrency, type ValueFigures } from '~/domain/portfolio-value';
import type { RealizedProfitOrderType, RealizedProfitQuery } from '~/domain/realized-profit-query';
import { db as defaultDb } from '~/lib/db.server';
import { containing } from '~/lib/like-pattern';
import type { SessionUser } from '~/lib/session.server';
import { getAllocationDetail, type AllocationDetail } from './allocation.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import { listPendingOrders, type PendingOrder } from './pending-orders.server';
import { getPortfolioDashboard, type PortfolioDashboard, type PortfolioHolding } from './portfolios.server';
import { latestUsdRate, type UsdRate } from './usd-rates.server';

const fundLogo = sql<string | null>`coalesce(${funds.logoUrl}, ${investmentManagers.logoUrl})`;

// ---------------------------------------------------------------------------------------------
// Funds of one type across the portfolios (/reksadana/portfolio/performa/alokasi/{type})

export interface TypeAllocationPortfolio extends AllocatedHolding {
  portfolioId: number;
  name: string;
  isDefault: boolean;
  roboCermat: boolean;
  active: boolean;
}

export interface TypeAllocationFund {
  fund: { id: number; name: string; slug: string; type: FundType; currency: Currency; logoUrl: string | null; investmentManager: string };
  /** The fund's allocation page (decision 023) and its fund page. */
  allocationPath: `/reksadana/${string}`;
  fundPath: `/reksadana/${string}`;
  nav: number | null;
  navDate: IsoDate | null;
  /** Units over the portfolios (× 10^4). */
  units: number;
  idrCalculation: CurrencyCalculation | null;
  usdCalculation: CurrencyCalculation | null;
  portfolios: TypeAllocationPortfolio[];
}

export interface TypeAllocationDetail {
  type: FundType;
  /** The rate dollar funds are shown in rupiah at; null without one. */
  usdRate: UsdRate | null;
  /** Largest value in rupiah first (dollar funds at the rate), then by name. */
  funds: TypeAllocationFund[];
  /** The sums over the funds, per calculation currency. */
  idrCalculation: CurrencyCalculation | null;
  usdCalculation: CurrencyCalculation | null;
  /** Purchases of funds of the type and switches into them still in progress, newest first. */
  pendingOrders: PendingOrder[];
}

export function getTypeAllocation(userId: number, type: FundType, now = new Date(), database: Db = defaultDb()): TypeAllocationDetail {
  const rows = database
    .select({
      fundId: funds.id,
      fundName: funds.name,
      slug: funds.slug,
      currency: funds.currency,
      logoUrl: fundLogo,
      investmentManager: investmentManagers.name,
      nav: latestNav(funds.id),
      navDate: latestNavDate(funds.id),
      portfolioId: portfolios.id,
      name: portfolios.name,
      isDefault: portfolios.isDefault,
      roboCermat: portfolios.roboCermat,
      active: portfolios.active,
      units: positions.units,
      costBasis: positions.costBasis,
    })
    .from(positions)
    .innerJoin(portfolios, and(eq(portfolios.id, positions.portfolioId), eq(portfolios.userId, userId)))
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(and(eq(positions.userId, userId), eq(funds.type, type), gt(positions.units, 0)))
    .orderBy(asc(funds.id), desc(portfolios.isDefault), asc(portfolios.createdAt), asc(portfolios.id))
    .all();

  const usdRate = latestUsdRate(database);
  const byFund = new Map<number, typeof rows>();
  for (const row of rows) byFund.set(row.fundId, [...(byFund.get(row.fundId) ?? []), row]);

  const fundRows: TypeAllocationFund[] = [...byFund.values()].map((holdings) => {
    const first = holdings[0]!;
    const allocation = fundAllocation(holdings, first.nav, first.currency);
    const fund = { id: first.fundId, name: first.fundName, slug: first.slug, type, currency: first.currency, logoUrl: first.logoUrl, investmentManager: first.investmentManager };
    return {
      fund,
      allocationPath: allocationDetailPath(fund),
      fundPath: fundDetailPath(fund),
      nav: first.nav,
      navDate: first.navDate,
      units: allocation.total.units,
      ...currencyCalculations(first.currency, allocation.total, usdRate),
      portfolios: holdings.map((h, i) => ({
        portfolioId: h.portfolioId,
        name: h.name,
        isDefault: h.isDefault,
        roboCermat: h.roboCermat,
        active: h.active,
        ...allocation.holdings[i]!,
      })),
    };
  });
  const inRupiah = (f: TypeAllocationFund) => f.idrCalculation?.totalInvestment ?? 0;
  fundRows.sort((a, b) => inRupiah(b) - inRupiah(a) || a.fund.name.localeCompare(b.fund.name));

  return {
    type,
    usdRate,
    funds: fundRows,
    // A dollar fund's rupiah figures (at the rate) count in the rupiah sum, as the page's total says.
    idrCalculation: sumCalculations(fundRows.map((f) => f.idrCalculation)),
    usdCalculation: sumCalculations(fundRows.map((f) => f.usdCalculation)),
    pendingOrders: listPendingOrders(userId, { fundType: type }, now, database),
  };
}

// ---------------------------------------------------------------------------------------------
// Allocation by type over everything held (GET .../portfolio/summary/allocation)

export interface SummaryAllocation {
  usdRate: UsdRate | null;
  types: TypeAllocation[];
  /** Everything held in whole rupiah (dollar funds at the rate; left out without one). */
  valueInRupiah: number;
}

export function getSummaryAllocation(userId: number, database: Db = defaultDb()): SummaryAllocation {
  const rows = database
    .select({ type: funds.type, currency: funds.currency, units: positions.units, costBasis: positions.costBasis, nav: latestNav(funds.id) })
    .from(positions)
    .innerJoin(portfolios, and(eq(portfolios.id, positions.portfolioId), eq(portfolios.userId, userId)))
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.userId, userId), gt(positions.units, 0)))
    .all();
  const usdRate = latestUsdRate(database);
  const types = allocationByType(rows, usdRate);
  return { usdRate, types, valueInRupiah: types.reduce((s, t) => s + t.valueInRupiah, 0) };
}

// ---------------------------------------------------------------------------------------------
// One fund's allocation for the API (GET .../portfolio/allocation/{id})

/**
 * The allocation of the fund with this id (digits) or slug, as the page shows it (decision 023); null when no
 * fund has it OR the investor neither holds it nor has a purchase of it in progress (decision 071: the API
 * answers 404 alike, so nothing tells a fund another investor holds from an unknown one).
 */
export function getHeldFundAllocation(userId: number, idOrSlug: string, now = new Date(), database: Db = defaultDb()): AllocationDetail | null {
  const id = parseId(idOrSlug);
  const slug = id === null ? idOrSlug : database.select({ slug: funds.slug }).from(funds).where(eq(funds.id, id)).get()?.slug;
  if (slug === undefined) return null;
  const detail = getAllocationDetail(userId, slug, now, database);
  if (!detail || (detail.portfolios.length === 0 && detail.pendingOrders.length === 0)) return null;
  return detail;
}

// ---------------------------------------------------------------------------------------------
// One portfolio's holdings of one type (/reksadana/portfolio/{id}/{type})

export interface TypeHolding extends PortfolioHolding {
  /** This fund's orders of the portfolio in progress (buys, sales, switches out of it), newest first. */
  pendingOrders: PendingOrder[];
}

export interface PortfolioTypeHoldings {
  portfolio: PortfolioDashboard['portfolio'];
  type: FundType;
  /** The holdings of the type, in the dashboard's order. */
  holdings: TypeHolding[];
  /** Sums per currency over those holdings. */
  totals: Record<Currency, ValueFigures>;
  /** Orders in progress for funds of the type the portfolio holds no units of yet (a first purchase). */
  otherPendingOrders: PendingOrder[];
}

/** null when the id names no active portfolio of the user (decision 024's 404). */
export function getPortfolioTypeHoldings(
  input: { user: SessionUser; portfolioId: number; type: FundType; currentPath: string; now?: Date },
  database: Db = defaultDb(),
): PortfolioTypeHoldings | null {
  const dashboard = getPortfolioDashboard(input, database);
  if (!dashboard) return null;
  const holdings = dashboard.holdings.filter((h) => h.fund.type === input.type);
  const pendingFundIds = [...new Set(dashboard.pendingOrders.map((o) => o.fund.id))];
  const typeOf = new Map(
    pendingFundIds.length === 0
      ? []
      : database.select({ id: funds.id, type: funds.type }).from(funds).where(inArray(funds.id, pendingFundIds)).all().map((f) => [f.id, f.type] as const),
  );
  const ofType = dashboard.pendingOrders.filter((o) => typeOf.get(o.fund.id) === input.type);
  const held = new Set(holdings.map((h) => h.fund.id));
  return {
    portfolio: dashboard.portfolio,
    type: input.type,
    holdings: holdings.map((h) => ({ ...h, pendingOrders: ofType.filter((o) => o.fund.id === h.fund.id) })),
    totals: totalsByCurrency(holdings.map((h) => ({ units: h.units, costBasis: h.costBasis, nav: h.nav, currency: h.fund.currency }))),
    otherPendingOrders: ofType.filter((o) => !held.has(o.fund.id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Realized profit (/reksadana/portfolio/performa/keuntungan-terealisasi)

const ORDER_TYPE_OF_ENTRY = { REDEMPTION: 'SELL', SWITCH_OUT: 'SWITCH_OUT', DIVIDEND_CASH: 'DIVIDEND_CASH' } as const;
const ENTRY_OF_ORDER_TYPE = { SELL: 'REDEMPTION', SWITCH_OUT: 'SWITCH_OUT', DIVIDEND_CASH: 'DIVIDEND_CASH' } as const satisfies Record<
  RealizedProfitOrderType,
  keyof typeof ORDER_TYPE_OF_ENTRY
>;

export interface RealizedProfitEntry extends RealizationBreakdown {
  id: number;
  orderType: RealizedProfitOrderType;
  fund: { id: number; name: string; slug: string; type: FundType; currency: Currency; logoUrl: string | null };
  fundPath: `/reksadana/${string}`;
  portfolio: { id: number; name: string; active: boolean };
  /** The order that realized it (a sale, a switch); null for a dividend. */
  order: { id: number; transactionNumber: string } | null;
  navDate: IsoDate;
  /** The NAV the units were sold at (× 10^4); a dividend's entry carries the NAV of its date. */
  nav: number;
  /** Units sold or switched out (× 10^4, positive); 0 for a cash dividend. */
  units: number;
  /** Cash received after the fee, or the dividend cash; minor units of fund.currency. */
  amount: number;
  realizedProfit: number;
}

/** One of the user's realizing ledger entries; null for another investor's, a non-realizing or an unknown id. */
export function getRealizedProfitEntry(userId: number, entryId: number, database: Db = defaultDb()): RealizedProfitEntry | null {
  const row = database
    .select({
      id: unitLedger.id,
      entryType: unitLedger.entryType,
      navDate: unitLedger.navDate,
      nav: unitLedger.nav,
      units: unitLedger.units,
      amount: unitLedger.amount,
      realizedProfit: unitLedger.realizedProfit,
      fund: { id: funds.id, name: funds.name, slug: funds.slug, type: funds.type, currency: funds.currency, logoUrl: fundLogo },
      portfolio: { id: portfolios.id, name: portfolios.name, active: portfolios.active },
      orderId: orders.id,
      transactionNumber: orders.transactionNumber,
    })
    .from(unitLedger)
    .innerJoin(funds, eq(funds.id, unitLedger.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .innerJoin(portfolios, and(eq(portfolios.id, unitLedger.portfolioId), eq(portfolios.userId, userId)))
    .leftJoin(orderItems, eq(orderItems.id, unitLedger.orderItemId))
    .leftJoin(orders, and(eq(orders.id, orderItems.orderId), eq(orders.userId, userId)))
    .where(and(eq(unitLedger.id, entryId), eq(unitLedger.userId, userId), inArray(unitLedger.entryType, ['REDEMPTION', 'SWITCH_OUT', 'DIVIDEND_CASH'])))
    .get();
  if (!row) return null;
  const orderType = ORDER_TYPE_OF_ENTRY[row.entryType as keyof typeof ORDER_TYPE_OF_ENTRY];
  const units = Math.abs(row.units);
  return {
    id: row.id,
    orderType,
    fund: row.fund,
    fundPath: fundDetailPath(row.fund),
    portfolio: row.portfolio,
    order: row.orderId === null || row.transactionNumber === null ? null : { id: row.orderId, transactionNumber: row.transactionNumber },
    navDate: row.navDate as IsoDate,
    nav: row.nav,
    units,
    amount: row.amount,
    realizedProfit: row.realizedProfit,
    ...realizationBreakdown({ units, amount: row.amount, realizedProfit: row.realizedProfit, currency: row.fund.currency }),
  };
}

export interface RealizedProfitTotal {
  currency: Currency;
  /** Cash received, minor units. */
  amount: number;
  realizedProfit: number;
  /** Rows of the currency. */
  count: number;
}

/** The sums of the realized-profit list's rows for a filter, per currency (rupiah first); empty without rows. */
export function realizedProfitTotals(userId: number, query: Pick<RealizedProfitQuery, 'orderTypes' | 'name'>, database: Db = defaultDb()): RealizedProfitTotal[] {
  if (query.orderTypes.length === 0) return [];
  const rows = database
    .select({
      currency: funds.currency,
      amount: sql<number>`sum(${unitLedger.amount})`,
      realizedProfit: sql<number>`sum(${unitLedger.realizedProfit})`,
      count: sql<number>`count(*)`,
    })
    .from(unitLedger)
    .innerJoin(funds, eq(funds.id, unitLedger.fundId))
    .innerJoin(portfolios, and(eq(portfolios.id, unitLedger.portfolioId), eq(portfolios.userId, userId)))
    .where(
      and(
        eq(unitLedger.userId, userId),
        inArray(unitLedger.entryType, query.orderTypes.map((type) => ENTRY_OF_ORDER_TYPE[type])),
        query.name ? sql`${funds.name} LIKE ${containing(query.name)} ESCAPE '\\'` : undefined,
      ),
    )
    .groupBy(funds.currency)
    .all();
  return rows.sort((a, b) => (a.currency === b.currency ? 0 : a.currency === 'IDR' ? -1 : 1));
}

// ---------------------------------------------------------------------------------------------
// The portfolio of an order (GET .../portfolio/get-by-transaction-number/{id})

/** spec funds §2.1-style transaction numbers (`CLG-YYYYMMDD-000123`); anything else is no number. */
const TRANSACTION_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

export interface OrderPortfolio {
  portfolio: { id: number; name: string; icon: string; isDefault: boolean; roboCermat: boolean; active: boolean; closedAt: Date | null };
  order: { id: number; transactionNumber: string; type: string; status: string };
}

/** The user's order with this transaction number and its portfolio; null for another's, a malformed or an unknown number. */
export function findPortfolioByTransactionNumber(userId: number, transactionNumber: string, database: Db = defaultDb()): OrderPortfolio | null {
  if (!TRANSACTION_NUMBER.test(transactionNumber)) return null;
  const row = database
    .select({
      orderId: orders.id,
      transactionNumber: orders.transactionNumber,
      type: orders.type,
      status: orders.status,
      id: portfolios.id,
      name: portfolios.name,
      icon: portfolios.icon,
      isDefault: portfolios.isDefault,
      roboCermat: portfolios.roboCermat,
      active: portfolios.active,
      closedAt: portfolios.closedAt,
    })
    .from(orders)
    .innerJoin(portfolios, and(eq(portfolios.id, orders.portfolioId), eq(portfolios.userId, userId)))
    // Transaction numbers are written in capitals; a lower-case copy names the same order.
    .where(and(eq(orders.transactionNumber, transactionNumber.toUpperCase()), eq(orders.userId, userId)))
    .get();
  if (!row) return null;
  const { orderId, transactionNumber: number, type, status, ...portfolio } = row;
  return { portfolio, order: { id: orderId, transactionNumber: number, type, status } };
}

// ---------------------------------------------------------------------------------------------
// The portfolio list (GET /api/v2/mutual-funds/portfolio)

export interface PortfolioListFilter {
  /** true: the open portfolios (the default); false: the closed ones (spec funds §6: history kept). */
  active: boolean;
  /** Only robo (true) or only other (false) portfolios; undefined: both. */
  roboCermat?: boolean;
  /** Only portfolios holding units of funds of this type, with that composition. */
  type?: FundType;
}

export interface PortfolioListFund {
  id: number;
  name: string;
  slug: string;
  type: FundType;
  currency: Currency;
  units: number;
  figures: ValueFigures;
}

export interface PortfolioListItem {
  id: number;
  name: string;
  icon: string;
  isDefault: boolean;
  roboCermat: boolean;
  active: boolean;
  closedAt: Date | null;
  /** Per currency, all its funds (USD in cents, never converted here). */
  totals: Record<Currency, ValueFigures>;
  /** With a type filter: the funds of that type it holds, largest value first; otherwise null. */
  composition: { type: FundType; funds: PortfolioListFund[]; totals: Record<Currency, ValueFigures> } | null;
}

/** The user's portfolios by the filter: default first, then in the order they were made. */
export function listPortfolios(userId: number, filter: PortfolioListFilter, database: Db = defaultDb()): PortfolioListItem[] {
  const list = database
    .select({
      id: portfolios.id,
      name: portfolios.name,
      icon: portfolios.icon,
      isDefault: portfolios.isDefault,
      roboCermat: portfolios.roboCermat,
      active: portfolios.active,
      closedAt: portfolios.closedAt,
    })
    .from(portfolios)
    .where(
      and(
        eq(portfolios.userId, userId),
        eq(portfolios.active, filter.active),
        filter.roboCermat === undefined ? undefined : eq(portfolios.roboCermat, filter.roboCermat),
      ),
    )
    .orderBy(desc(portfolios.isDefault), asc(portfolios.createdAt), asc(portfolios.id))
    .all();
  if (list.length === 0) return [];
  const held = database
    .select({
      portfolioId: positions.portfolioId,
      id: funds.id,
      name: funds.name,
      slug: funds.slug,
      type: funds.type,
      currency: funds.currency,
      units: positions.units,
      costBasis: positions.costBasis,
      nav: latestNav(funds.id),
    })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .where(and(eq(positions.userId, userId), gt(positions.units, 0), inArray(positions.portfolioId, list.map((p) => p.id))))
    .all();
  const items = list.map((portfolio): PortfolioListItem => {
    const mine = held.filter((h) => h.portfolioId === portfolio.id);
    const typed = filter.type === undefined ? null : mine.filter((h) => h.type === filter.type);
    return {
      ...portfolio,
      totals: totalsByCurrency(mine),
      composition:
        typed === null
          ? null
          : {
              type: filter.type!,
              funds: typed
                .map((h) => ({ id: h.id, name: h.name, slug: h.slug, type: h.type, currency: h.currency, units: h.units, figures: totalsByCurrency([h])[h.currency] }))
                .sort((a, b) => (a.currency === b.currency ? b.figures.value - a.figures.value : a.currency === 'IDR' ? -1 : 1)),
              totals: totalsByCurrency(typed),
            },
    };
  });
  return filter.type === undefined ? items : items.filter((item) => item.composition!.funds.length > 0);
}
