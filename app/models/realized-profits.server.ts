// The investor's realized-profit list (spec landing §2 "Portfolio summary area with realized
// profits", §3 "Realized profit list", §7 "GET realized profits"): the unit-ledger entries that
// realize profit (a sale, a switch-out, a cash dividend; ledger.server.ts computes their profit with
// the average-cost rule), newest first, with the fund and portfolio they belong to. Money stays in
// integer minor units of the entry's currency (DESIGN.md "Money, units, time").
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, portfolios, unitLedger } from '../../db/schema';
import type { IsoDate } from '../domain/dates';
import type { Currency, FundType, LedgerEntryType } from '../domain/enums';
import { returnPercent } from '../domain/money';
import { containing } from '../lib/like-pattern';
import type { RealizedProfitOrderType, RealizedProfitQuery } from '../forms/realized-profit-query';
import { db as appDb } from '../lib/db.server';
import { perDatabase, versionedCache } from '../lib/db-version.server';
import { REALIZING_ENTRY_TYPES } from './ledger.server';

/** The ledger entry behind each order type of the list (a sale is booked as a REDEMPTION). */
const ENTRY_TYPE_OF = {
  SELL: 'REDEMPTION',
  SWITCH_OUT: 'SWITCH_OUT',
  DIVIDEND_CASH: 'DIVIDEND_CASH',
} as const satisfies Record<RealizedProfitOrderType, (typeof REALIZING_ENTRY_TYPES)[number]>;
const ORDER_TYPE_OF = Object.fromEntries(
  Object.entries(ENTRY_TYPE_OF).map(([orderType, entryType]) => [entryType, orderType]),
) as Record<LedgerEntryType, RealizedProfitOrderType>;

export interface RealizedProfitRow {
  /** The unit-ledger entry's id. */
  id: number;
  orderType: RealizedProfitOrderType;
  fund: { id: number; name: string; slug: string; type: FundType; currency: Currency; logoUrl: string | null };
  portfolio: { id: number; name: string };
  navDate: IsoDate;
  /** Units sold or switched out (× 10^4, unsigned); 0 for a cash dividend. */
  units: number;
  /** Cash received, minor units of fund.currency. */
  amount: number;
  /** Signed, minor units: amount − cost. */
  realizedProfit: number;
  /** The cost basis of what was sold (amount − realizedProfit); 0 for a cash dividend. */
  cost: number;
  /** realizedProfit / cost as a percent number (6.25 is +6,25 %), 4 decimals; null when the cost is 0. */
  returnRate: number | null;
}

export interface RealizedProfitPage {
  rows: RealizedProfitRow[];
  /** The last page the rows reach (the first is 0). */
  page: number;
  size: number;
  /** Rows matching the query on all pages. */
  total: number;
  hasMore: boolean;
}

/** One page of the list: `query.size` rows from page `query.page`. */
export function listRealizedProfits(
  userId: number,
  query: RealizedProfitQuery,
  database: Db = appDb(),
): RealizedProfitPage {
  return select(userId, query, query.page * query.size, query.size, database);
}

/** Pages read, per database and databaseVersion (lib/db-version.server.ts). */
const rememberPages = versionedCache<RealizedProfitPage>(500);

/**
 * Pages 0 up to `query.page` in one list: what the landing page renders without JavaScript, where
 * "Muat lebih banyak" links to the next page number and the list grows (decision 016).
 */
export function listRealizedProfitsThroughPage(
  userId: number,
  query: RealizedProfitQuery,
  database: Db = appDb(),
): RealizedProfitPage {
  // Kept until the database changes (a sale, a dividend): a reload or a revisit reads no rows.
  return rememberPages(database, `${userId}|${JSON.stringify(query)}`, () => select(userId, query, 0, (query.page + 1) * query.size, database));
}

/**
 * The two queries, prepared once per database with placeholders (Drizzle spent more time building a
 * query than SQLite running it; issue 4 "Performance"): the entry types travel as a JSON array, the
 * name pattern is null when there is no name filter.
 */
const statementsFor = perDatabase(prepare);

function prepare(database: Db) {
  const where = and(
    eq(unitLedger.userId, sql.placeholder('userId')),
    sql`${unitLedger.entryType} IN (SELECT value FROM json_each(${sql.placeholder('types')}))`,
    // LIKE is case-insensitive for ASCII in SQLite; what the investor types matches literally.
    sql`(${sql.placeholder('pattern')} IS NULL OR ${funds.name} LIKE ${sql.placeholder('pattern')} ESCAPE '\\')`,
  );
  return {
    count: database
      .select({ n: count() })
      .from(unitLedger)
      .innerJoin(funds, eq(funds.id, unitLedger.fundId))
      .where(where)
      .prepare(),
    rows: database
      .select({
        id: unitLedger.id,
        entryType: unitLedger.entryType,
        navDate: unitLedger.navDate,
        units: unitLedger.units,
        amount: unitLedger.amount,
        realizedProfit: unitLedger.realizedProfit,
        fund: {
          id: funds.id,
          name: funds.name,
          slug: funds.slug,
          type: funds.type,
          currency: funds.currency,
          logoUrl: funds.logoUrl,
        },
        portfolio: { id: portfolios.id, name: portfolios.name },
      })
      .from(unitLedger)
      .innerJoin(funds, eq(funds.id, unitLedger.fundId))
      .innerJoin(portfolios, eq(portfolios.id, unitLedger.portfolioId))
      .where(where)
      .orderBy(desc(unitLedger.navDate), desc(unitLedger.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
  };
}

function select(
  userId: number,
  query: RealizedProfitQuery,
  offset: number,
  limit: number,
  database: Db,
): RealizedProfitPage {
  const empty = { rows: [], page: query.page, size: query.size, total: 0, hasMore: false };
  // Only BUY or REINVESTMENT asked for: they realize no profit (decision 016).
  if (query.orderTypes.length === 0) return empty;
  const statements = statementsFor(database);
  const params = {
    userId,
    types: JSON.stringify(query.orderTypes.map((type) => ENTRY_TYPE_OF[type])),
    pattern: query.name ? containing(query.name) : null,
  };
  const total = statements.count.get(params)?.n ?? 0;
  if (total <= offset) return { ...empty, total };
  const entries = statements.rows.all({ ...params, limit, offset });
  return {
    rows: entries.map(({ entryType, units, amount, realizedProfit, ...entry }) => {
      const cost = amount - realizedProfit;
      return {
        ...entry,
        orderType: ORDER_TYPE_OF[entryType],
        units: Math.abs(units),
        amount,
        realizedProfit,
        cost,
        returnRate: returnPercent(realizedProfit, cost),
      };
    }),
    page: query.page,
    size: query.size,
    total,
    hasMore: offset + entries.length < total,
  };
}


