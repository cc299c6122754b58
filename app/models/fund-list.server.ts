// The fund list (spec funds §2.3, §7 products; spec landing §3 "Fund list item"): one query for
// the list pages, the category pages and GET /api/v2/mutual-funds/products. SQL filters, sorts and
// pages (funds_type_idx, fund_statistics' primary key and period index); nothing is filtered in
// JavaScript.
//
// Sorting:
// - every sort ends with name and id, so paging is stable;
// - returns (oneYearNav = the oneYear return, and each period of STAT_PERIODS) put funds without a
//   value for the period (younger than it) last, in both directions;
// - money sorts (minimum subscription, AUM) compare amounts of one currency only: rupiah funds come
//   first, then dollar funds, each group ordered by its amount. There is no exchange rate in the
//   data, and comparing Rp 10.000 with US$10 by their digits would be meaningless.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { funds, fundStatistics, investmentManagers, watchlist } from '../../db/schema';
import type { Db } from '../../db/client';
import type { FundType, StatPeriod } from '~/domain/enums';
import { riskLevel, type RiskLevel } from '~/domain/fund-catalogue';
import type { FundListItemSource } from '~/domain/fund-list-item';
import { sortPeriod, type FundListQuery } from '~/forms/fund-list-query';
import { db } from '~/lib/db.server';
import { containing } from '~/lib/like-pattern';
import { versionedCache } from '~/lib/db-version.server';

/** A list row: an item (domain/fund-list-item.ts, what spec landing §3 "Fund list item" names) and
 * what the products API adds to it. */
export type FundListRow = FundListItemSource & {
  code: string;
  /** Minor units of the fund's currency (IDR rupiah, USD cents). */
  minimumInitialSubscriptionAmount: number;
  /** The oneYear return (the spec's oneYearNav), parts per million; null for a fund under a year old. */
  oneYearReturnPpm: number | null;
  /** The period a return sort orders by (oneYear otherwise); periodReturnPpm is the return over it. */
  period: StatPeriod;
  riskLevel: RiskLevel;
};

export interface FundListPage {
  rows: FundListRow[];
  page: number;
  size: number;
  total: number;
  /** spec landing §4: false when this page came back with fewer rows than the page size. */
  hasMore: boolean;
}

/** The columns of a fund and its manager that a list row shows (the watchlist reads the same). */
export const fundRowColumns = {
  id: funds.id,
  code: funds.code,
  name: funds.name,
  slug: funds.slug,
  type: funds.type,
  category: funds.category,
  currency: funds.currency,
  status: funds.status,
  logoUrl: funds.logoUrl,
  isIndexFund: funds.isIndexFund,
  isNewcomer: funds.isNewcomer,
  hasDividend: funds.hasDividend,
  isCapitalProtected: funds.isCapitalProtected,
  managerName: investmentManagers.name,
  managerLogoUrl: investmentManagers.logoUrl,
  minimumInitialSubscriptionAmount: funds.minimumInitialSubscriptionAmount,
  minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
  currentAum: funds.currentAum,
  expenseRatioBp: funds.expenseRatioBp,
};

/** The list's filters and paging; the user decides onWatchlist and watchlistOnly. */
export function listFunds(
  query: FundListQuery,
  options: { userId?: number | null } = {},
  database: Db = db(),
): FundListPage {
  const userId = options.userId ?? null;
  const { page, size } = query;
  // watchlistOnly without a user: nobody's watchlist, so nothing (routes answer before this).
  if (query.watchlistOnly && userId === null) return { rows: [], page, size, total: 0, hasMore: false };

  const period = sortPeriod(query.sort) ?? 'oneYear';
  const statements = preparedFor(database, query, userId);
  const params = { ...placeholderValues(query, userId), period, limit: size, offset: page * size };
  // A page stays the same until something in the database changes: a visitor's for every visitor,
  // a signed-in user's (the params name the user: watchlist marks, watchlistOnly) for that user.
  return rememberPage(database, `${statements.shape}|${JSON.stringify(params)}`, () => readPage(statements, params, page, size, period));
}

/** Pages read, per database and databaseVersion (lib/db-version.server.ts). */
const rememberPage = versionedCache<FundListPage>(500);

function readPage(statements: ShapeStatements, params: Record<string, unknown>, page: number, size: number, period: StatPeriod): FundListPage {
  const rows = statements.rows.all(params);
  // The first page and a short page need no count query of their own.
  const total = page === 0 && rows.length < size ? rows.length : (statements.count.get(params)?.n ?? 0);

  return {
    rows: rows.map(({ managerName, managerLogoUrl, onWatchlist: watched, ...row }) => ({
      ...row,
      investmentManager: { name: managerName, logoUrl: managerLogoUrl },
      period,
      riskLevel: riskLevel(row.type),
      onWatchlist: Boolean(watched),
    })),
    page,
    size,
    total,
    hasMore: rows.length === size && (page + 1) * size < total,
  };
}

// Building a query with Drizzle costs about a millisecond of JavaScript (SQLite then prepares and
// runs it in a tenth of that), more than anything else the list page does. The list's queries come
// in a few shapes (which filters are present, how many types and slugs, the sort and its
// direction, with or without a user), so each shape is built and prepared once per database with
// placeholders, and each request only binds its values (issue 3 "Performance").
type ShapeStatements = ReturnType<typeof buildStatements> & { shape: string };
const statementsByDatabase = new WeakMap<Db, Map<string, ShapeStatements>>();

function preparedFor(database: Db, query: FundListQuery, userId: number | null): ShapeStatements {
  const shape = [
    query.types.length,
    query.slugs.length,
    query.category ? 'c' : '',
    query.status ? 's' : '',
    query.currency ? 'u' : '',
    query.capitalProtected ? 'p' : '',
    query.indexFund ? 'i' : '',
    query.newcomer ? 'n' : '',
    query.shareDividend ? 'd' : '',
    query.keyword ? 'k' : '',
    query.watchlistOnly ? 'w' : '',
    userId === null ? '' : 'user',
    query.sort,
    query.order,
  ].join('|');
  let cache = statementsByDatabase.get(database);
  if (!cache) statementsByDatabase.set(database, (cache = new Map()));
  let statements = cache.get(shape);
  if (!statements) cache.set(shape, (statements = { shape, ...buildStatements(database, query, userId) }));
  return statements;
}

function buildStatements(database: Db, query: FundListQuery, userId: number | null) {
  const where = and(...conditions(query, userId));
  const oneYear = alias(fundStatistics, 'one_year');
  const chosen = alias(fundStatistics, 'chosen');
  const user = sql.placeholder('userId');
  const onWatchlist =
    userId === null
      ? sql<number>`0`
      : sql<number>`EXISTS (SELECT 1 FROM ${watchlist} WHERE ${watchlist.userId} = ${user} AND ${watchlist.fundId} = ${funds.id})`;
  const rows = database
    .select({
      ...fundRowColumns,
      oneYearReturnPpm: oneYear.returnPpm,
      periodReturnPpm: chosen.returnPpm,
      onWatchlist,
    })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .leftJoin(oneYear, and(eq(oneYear.fundId, funds.id), eq(oneYear.period, 'oneYear')))
    .leftJoin(chosen, and(eq(chosen.fundId, funds.id), eq(chosen.period, sql.placeholder('period'))))
    .where(where)
    .orderBy(...ordering(query, chosen.returnPpm))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare();
  const total = database
    .select({ n: count() })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(where)
    .prepare();
  return { rows, count: total };
}

/** The values of the placeholders conditions() writes. */
function placeholderValues(query: FundListQuery, userId: number | null): Record<string, unknown> {
  const values: Record<string, unknown> = {
    category: query.category,
    status: query.status,
    currency: query.currency,
    userId,
    keyword: query.keyword ? containing(query.keyword) : undefined,
  };
  query.types.forEach((type, i) => (values[`type${i}`] = type));
  query.slugs.forEach((slug, i) => (values[`slug${i}`] = slug));
  return values;
}

/** The list's WHERE, written with placeholders (bound by placeholderValues) so it can be prepared once. */
function conditions(query: FundListQuery, userId: number | null): SQL[] {
  const where: SQL[] = [];
  if (query.types.length > 0) where.push(inArray(funds.type, query.types.map((_, i) => sql.placeholder(`type${i}`))));
  if (query.category) where.push(eq(funds.category, sql.placeholder('category')));
  if (query.status) where.push(eq(funds.status, sql.placeholder('status')));
  if (query.currency) where.push(eq(funds.currency, sql.placeholder('currency')));
  if (query.capitalProtected) where.push(eq(funds.isCapitalProtected, true));
  if (query.indexFund) where.push(eq(funds.isIndexFund, true));
  if (query.newcomer) where.push(eq(funds.isNewcomer, true));
  if (query.shareDividend) where.push(eq(funds.hasDividend, true));
  if (query.slugs.length > 0) where.push(inArray(funds.slug, query.slugs.map((_, i) => sql.placeholder(`slug${i}`))));
  if (query.watchlistOnly && userId !== null) {
    where.push(
      inArray(
        funds.id,
        sql`(SELECT ${watchlist.fundId} FROM ${watchlist} WHERE ${watchlist.userId} = ${sql.placeholder('userId')})`,
      ),
    );
  }
  if (query.keyword) {
    // LIKE is case-insensitive for ASCII in SQLite; % and _ typed by the user match themselves
    // (placeholderValues escapes them).
    const pattern = sql.placeholder('keyword');
    where.push(
      sql`(${funds.name} LIKE ${pattern} ESCAPE '\\' OR ${funds.code} LIKE ${pattern} ESCAPE '\\' OR ${investmentManagers.name} LIKE ${pattern} ESCAPE '\\')`,
    );
  }
  return where;
}

function ordering(query: FundListQuery, periodReturn: SQLiteColumn): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const tieBreak = [asc(funds.name), asc(funds.id)];
  switch (query.sort) {
    case 'expenseRatio':
      return [direction(funds.expenseRatioBp), ...tieBreak];
    case 'minimumSubscriptionAmount':
      return [sql`${funds.currency} = 'USD'`, direction(funds.minimumSubscriptionAmount), ...tieBreak];
    case 'currentAum':
      return [sql`${funds.currency} = 'USD'`, direction(funds.currentAum), ...tieBreak];
    default:
      // a return period (oneYearNav included): nulls last in both directions
      return [sql`${periodReturn} IS NULL`, direction(periodReturn), ...tieBreak];
  }
}

/** Tags of a list item (spec landing §3: tags may include hasDividend). */
export function fundTags(row: Pick<FundListRow, 'hasDividend' | 'isIndexFund' | 'isNewcomer' | 'isCapitalProtected'>): string[] {
  const tags: string[] = [];
  if (row.hasDividend) tags.push('hasDividend');
  if (row.isIndexFund) tags.push('indexFund');
  if (row.isNewcomer) tags.push('newcomer');
  if (row.isCapitalProtected) tags.push('capitalProtected');
  return tags;
}

export interface CatalogueCounts {
  total: number;
  byType: Record<FundType, number>;
  syariah: number;
  index: number;
  usd: number;
  newcomer: number;
  shareDividend: number;
}

/** How many funds each type and collection holds (the /reksadana/tipe page), in one aggregate query. */
export function countCatalogue(database: Db = db()): CatalogueCounts {
  const sum = (condition: SQL) => sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;
  const row = database
    .select({
      total: count(),
      PASAR_UANG: sum(eq(funds.type, 'PASAR_UANG')),
      PENDAPATAN_TETAP: sum(eq(funds.type, 'PENDAPATAN_TETAP')),
      CAMPURAN: sum(eq(funds.type, 'CAMPURAN')),
      SAHAM: sum(eq(funds.type, 'SAHAM')),
      syariah: sum(eq(funds.category, 'SYARIAH')),
      index: sum(eq(funds.isIndexFund, true)),
      usd: sum(eq(funds.currency, 'USD')),
      newcomer: sum(eq(funds.isNewcomer, true)),
      shareDividend: sum(eq(funds.hasDividend, true)),
    })
    .from(funds)
    .get();
  return {
    total: row?.total ?? 0,
    byType: {
      PASAR_UANG: row?.PASAR_UANG ?? 0,
      PENDAPATAN_TETAP: row?.PENDAPATAN_TETAP ?? 0,
      CAMPURAN: row?.CAMPURAN ?? 0,
      SAHAM: row?.SAHAM ?? 0,
    },
    syariah: row?.syariah ?? 0,
    index: row?.index ?? 0,
    usd: row?.usd ?? 0,
    newcomer: row?.newcomer ?? 0,
    shareDividend: row?.shareDividend ?? 0,
  };
}
