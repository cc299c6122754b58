// Reads for the comparison page (issue 3 item 4, spec funds §2.3): the funds by slug with every
// figure of the info cards, fees, minimums and the statistics of each period; their adjusted NAV
// series for the growth chart; and the picker's search (type or name, at most one page of 20).
import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { custodianBanks, fundNavs, funds, fundStatistics, investmentManagers } from '../../db/schema';
import type { FundType, StatPeriod } from '~/domain/enums';
import type { FundIdentity } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { containing } from '~/lib/like-pattern';

export interface PeriodFigures {
  returnPpm: number | null;
  cagrPpm: number | null;
  maxDrawdownPpm: number | null;
}

export interface CompareFund extends FundIdentity {
  managerName: string;
  custodianName: string;
  expenseRatioBp: number;
  subscriptionFeeBp: number;
  redemptionFeeBp: number;
  minimumInitialSubscriptionAmount: number;
  minimumSubscriptionAmount: number;
  minimumRedemptionAmount: number | null;
  currentAum: number;
  statistics: Partial<Record<StatPeriod, PeriodFigures>>;
}

/** The funds with these slugs, in the order of the slugs; unknown slugs are left out. */
export function findCompareFunds(slugs: readonly string[], database: Db = db()): CompareFund[] {
  if (slugs.length === 0) return [];
  const rows = database
    .select({
      id: funds.id,
      slug: funds.slug,
      name: funds.name,
      type: funds.type,
      category: funds.category,
      currency: funds.currency,
      status: funds.status,
      logoUrl: funds.logoUrl,
      managerName: investmentManagers.name,
      custodianName: custodianBanks.name,
      expenseRatioBp: funds.expenseRatioBp,
      subscriptionFeeBp: funds.subscriptionFeeBp,
      redemptionFeeBp: funds.redemptionFeeBp,
      minimumInitialSubscriptionAmount: funds.minimumInitialSubscriptionAmount,
      minimumSubscriptionAmount: funds.minimumSubscriptionAmount,
      minimumRedemptionAmount: funds.minimumRedemptionAmount,
      currentAum: funds.currentAum,
    })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .innerJoin(custodianBanks, eq(custodianBanks.id, funds.custodianBankId))
    .where(inArray(funds.slug, [...slugs]))
    .all();
  if (rows.length === 0) return [];
  const stats = database
    .select({
      fundId: fundStatistics.fundId,
      period: fundStatistics.period,
      returnPpm: fundStatistics.returnPpm,
      cagrPpm: fundStatistics.cagrPpm,
      maxDrawdownPpm: fundStatistics.maxDrawdownPpm,
    })
    .from(fundStatistics)
    .where(inArray(fundStatistics.fundId, rows.map((r) => r.id)))
    .all();
  const bySlug = new Map(
    rows.map((row) => {
      const statistics: CompareFund['statistics'] = {};
      for (const s of stats) {
        if (s.fundId === row.id) statistics[s.period] = { returnPpm: s.returnPpm, cagrPpm: s.cagrPpm, maxDrawdownPpm: s.maxDrawdownPpm };
      }
      return [row.slug, { ...row, statistics }] as const;
    }),
  );
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Each fund's dividend-adjusted NAV series, oldest first, from `from` on (all when null). */
export function adjustedNavSeries(
  fundIds: readonly number[],
  from: string | null = null,
  database: Db = db(),
): Map<number, Array<{ date: string; adjustedNav: number }>> {
  const result = new Map<number, Array<{ date: string; adjustedNav: number }>>(fundIds.map((id) => [id, []]));
  if (fundIds.length === 0) return result;
  const rows = database
    .select({ fundId: fundNavs.fundId, date: fundNavs.navDate, adjustedNav: fundNavs.adjustedNav })
    .from(fundNavs)
    .where(and(inArray(fundNavs.fundId, [...fundIds]), from ? gte(fundNavs.navDate, from) : undefined))
    .orderBy(asc(fundNavs.fundId), asc(fundNavs.navDate))
    .all();
  for (const row of rows) result.get(row.fundId)!.push({ date: row.date, adjustedNav: row.adjustedNav });
  return result;
}

/** The first NAV date of each fund (for the common start, without reading whole series). */
export function firstNavDates(fundIds: readonly number[], database: Db = db()): Map<number, string | null> {
  const result = new Map<number, string | null>(fundIds.map((id) => [id, null]));
  if (fundIds.length === 0) return result;
  const rows = database
    .select({ fundId: fundNavs.fundId, first: sql<string>`min(${fundNavs.navDate})` })
    .from(fundNavs)
    .where(inArray(fundNavs.fundId, [...fundIds]))
    .groupBy(fundNavs.fundId)
    .all();
  for (const row of rows) result.set(row.fundId, row.first);
  return result;
}

export interface PickerFund {
  id: number;
  slug: string;
  name: string;
  type: FundType;
  managerName: string;
}

export const PICKER_PAGE_SIZE = 20;

/** Funds for the picker: of one type or all, whose name contains the words typed; by name. */
export function searchPickerFunds(
  query: { type: FundType | null; q: string; page?: number },
  database: Db = db(),
): { rows: PickerFund[]; total: number; page: number; hasMore: boolean } {
  const page = query.page ?? 0;
  const conditions: SQL[] = [];
  if (query.type) conditions.push(eq(funds.type, query.type));
  for (const word of query.q.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) {
    const pattern = containing(word);
    conditions.push(sql`lower(${funds.name}) LIKE ${pattern} ESCAPE '\\'`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const total = database.select({ n: count() }).from(funds).where(where).get()?.n ?? 0;
  const rows = database
    .select({ id: funds.id, slug: funds.slug, name: funds.name, type: funds.type, managerName: investmentManagers.name })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(where)
    .orderBy(asc(funds.name), asc(funds.id))
    .limit(PICKER_PAGE_SIZE)
    .offset(page * PICKER_PAGE_SIZE)
    .all();
  return { rows, total, page, hasMore: (page + 1) * PICKER_PAGE_SIZE < total };
}
