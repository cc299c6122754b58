// One fund with everything its detail page (spec funds §2.2) and the product endpoints (§3 "Fund",
// §7 "Fund detail") need: identity, status, manager, custodian, container accounts, minimums, fees,
// statistics per period, the chart series per period (NAV adjusted and unadjusted, AUM), asset
// allocation, policies, top holdings, dividends, documents, the switching list, and for a signed-in
// user their investment in it and whether it is on their watchlist.
//
// Units are those of the database (db/schema.ts header): money in minor units of the fund's
// currency, NAV × 10^4, percentages in basis points, statistics in parts per million.
//
// The chart series are the expensive part (every NAV row of the fund, sliced per period and
// downsampled): they are kept in a small in-process cache keyed by the fund and the moment its
// statistics were last computed, which changes whenever its NAV does (seed, import, publish).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client';
import {
  banks,
  custodianBanks,
  fundAllocationPolicies,
  fundAssetAllocations,
  fundAums,
  fundDividends,
  fundDocuments,
  fundNavs,
  funds,
  fundStatistics,
  fundSwitchings,
  fundTopHoldings,
  investmentManagers,
  positions,
  watchlist,
} from '../../db/schema';
import { addMonthsClamped, type IsoDate } from '~/domain/dates';
import { MAX_YEARS } from '~/domain/simulation';
import type { Currency, DividendPolicy, DocumentKind, FundType, StatPeriod } from '~/domain/enums';
import { STAT_PERIODS } from '~/domain/enums';
import { riskLevel, type FundIdentity, type RiskLevel } from '~/domain/fund-catalogue';
import { seriesByPeriod, type ChartPeriod } from '~/domain/fund-chart';
import { valueOfUnits } from '~/domain/money';
import { db as defaultDb } from '~/lib/db.server';
import { perDatabase } from '~/lib/db-version.server';

export interface NavChartPoint {
  date: IsoDate;
  /** NAV per unit × 10^4. */
  nav: number;
  /** Dividend-adjusted NAV per unit × 10^4. */
  adjustedNav: number;
}

export interface AumChartPoint {
  date: IsoDate;
  /** Minor units of the fund's currency. */
  amount: number;
}

export interface PeriodFigures {
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  returnPpm: number | null;
  unadjustedReturnPpm: number | null;
  cagrPpm: number | null;
  maxDrawdownPpm: number | null;
}

export interface FundDocumentInfo {
  kind: DocumentKind;
  name: string;
  fileName: string;
  publishedAt: IsoDate;
}

export interface FundChartData {
  /** Latest NAV date the series end on (part of every cache key built on them). */
  latestNavDate: IsoDate | null;
  nav: Record<ChartPeriod, NavChartPoint[]>;
  aum: Record<ChartPeriod, AumChartPoint[]>;
  /** Whether the unadjusted NAV differs anywhere from the adjusted one (dividends were paid). */
  hasUnadjustedData: boolean;
  /**
   * The NAV samples the investment simulation reads (app/domain/simulation.ts): the first and the
   * last, and the first on or after each month back from the last, up to ten years. The simulation
   * gives exactly the same result on these as on the full daily series, at a fraction of the size.
   */
  simulation: Array<{ date: IsoDate; adjustedNav: number }>;
}

export interface FundDetail extends FundIdentity {
  /**
   * A digest of everything below except the chart (which has its own keys): equal digests mean equal
   * figures, so the page's static sections are rendered once per digest and language (StaticMarkup).
   */
  contentKey: string;
  code: string;
  description: string;
  headerInfoLabel: string | null;
  headerInfoData: string | null;
  launchDate: IsoDate;
  cutoffTime: string;
  isIndexFund: boolean;
  isNewcomer: boolean;
  hasDividend: boolean;
  isCapitalProtected: boolean;
  riskLevel: RiskLevel;
  investmentManager: { name: string; slug: string; logoUrl: string | null };
  custodianBank: { name: string; logoUrl: string | null };
  containerAccount: string | null;
  /** The account redemptions are paid from, and its bank (the "host bank"); null when there is none. */
  containerAccountRedeem: { accountNumber: string; bank: { name: string } | null } | null;
  minimumInitialSubscriptionAmount: number;
  minimumSubscriptionAmount: number;
  minimumRedemptionAmount: number | null;
  expenseRatioBp: number;
  subscriptionFeeBp: number;
  redemptionFeeBp: number;
  currentAum: number;
  latestNav: NavChartPoint | null;
  statistics: Record<StatPeriod, PeriodFigures>;
  chart: FundChartData;
  assetAllocations: { asOf: IsoDate | null; items: Array<{ name: string; percentBp: number }> };
  allocationPolicies: Array<{ name: string; lowerBoundBp: number; upperBoundBp: number }>;
  topHoldings: { asOf: IsoDate; items: Array<{ code: string; name: string }> } | null;
  dividend: {
    policy: DividendPolicy | null;
    /** Newest first. A null income means the dividend is scheduled (spec §2.2). */
    items: Array<{ cumulativeDate: IsoDate; paymentDate: IsoDate; distributedIncomePerUnit: number | null }>;
  };
  documents: Partial<Record<DocumentKind, FundDocumentInfo>>;
  switchingList: Array<{ id: number; name: string; slug: string; type: FundType }>;
}

export interface FundUserData {
  onWatchlist: boolean;
  /** The user's holding of the fund over all their portfolios; null when they hold none. */
  investment: {
    /** Units × 10^4. */
    units: number;
    /** Value at the latest NAV, minor units. */
    totalInvestment: number;
    costBasis: number;
    profit: number;
    /** profit / cost basis, a fraction; null without a cost basis. */
    returnRate: number | null;
  } | null;
}

const EMPTY_FIGURES: PeriodFigures = {
  startDate: null,
  endDate: null,
  returnPpm: null,
  unadjustedReturnPpm: null,
  cagrPpm: null,
  maxDrawdownPpm: null,
};

export type FundKey = { slug: string } | { id: number };

const DETAIL_CACHE_LIMIT = 200;
/** Data other than NAV (documents, holdings, allocations) changes only through the seed and the CLI. */
const DETAIL_CACHE_TTL_MS = 60_000;
const detailCache = new Map<string, { version: string; at: number; detail: FundDetail }>();

/**
 * A fund by slug or id with everything its page shows; null when there is no such fund. Served from
 * an in-process cache while the fund's statistics (recomputed with every NAV change) are unchanged,
 * for at most a minute.
 */
export function getFundDetail(key: FundKey, database: Db = defaultDb(), now = Date.now()): FundDetail | null {
  const statements = versionStatements(database);
  const versionRow = 'slug' in key ? statements.bySlug.get({ slug: key.slug }) : statements.byId.get({ id: key.id });
  if (!versionRow) return null;
  const cacheKey = `${database.$client.name}|${versionRow.id}`;
  const version = String(versionRow.computedAt ?? 0);
  const hit = detailCache.get(cacheKey);
  if (hit && hit.version === version && now - hit.at < DETAIL_CACHE_TTL_MS) return hit.detail;
  const detail = loadFundDetail({ id: versionRow.id }, database);
  if (detail) {
    const { chart: _chart, contentKey: _key, ...figures } = detail;
    detail.contentKey = `${detail.id}-${createHash('sha1').update(JSON.stringify(figures)).digest('base64url').slice(0, 16)}`;
    detailCache.delete(cacheKey);
    detailCache.set(cacheKey, { version, at: now, detail });
    if (detailCache.size > DETAIL_CACHE_LIMIT) detailCache.delete(detailCache.keys().next().value!);
  }
  return detail;
}

/** The version lookups, prepared once per database (Drizzle's query building costs more than the query). */
const versionStatements = perDatabase(prepareVersionStatements);

function prepareVersionStatements(database: Db) {
  const version = (where: SQL) =>
    database
      .select({ id: funds.id, computedAt: sql<number | null>`(SELECT max(${fundStatistics.computedAt}) FROM ${fundStatistics} WHERE ${fundStatistics.fundId} = ${funds.id})` })
      .from(funds)
      .where(where)
      .prepare();
  return { bySlug: version(eq(funds.slug, sql.placeholder('slug'))), byId: version(eq(funds.id, sql.placeholder('id'))) };
}

function loadFundDetail(key: FundKey, database: Db): FundDetail | null {
  const redeemBank = alias(banks, 'redeem_bank');
  const row = database
    .select({
      fund: funds,
      manager: { name: investmentManagers.name, slug: investmentManagers.slug, logoUrl: investmentManagers.logoUrl },
      custodian: { name: custodianBanks.name, logoUrl: custodianBanks.logoUrl },
      redeemBankName: redeemBank.name,
    })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .innerJoin(custodianBanks, eq(custodianBanks.id, funds.custodianBankId))
    .leftJoin(redeemBank, eq(redeemBank.id, funds.containerAccountRedeemBankId))
    .where('slug' in key ? eq(funds.slug, key.slug) : eq(funds.id, key.id))
    .get();
  if (!row) return null;
  const { fund } = row;

  const statRows = database.select().from(fundStatistics).where(eq(fundStatistics.fundId, fund.id)).all();
  const statistics = Object.fromEntries(STAT_PERIODS.map((p) => [p, EMPTY_FIGURES])) as Record<StatPeriod, PeriodFigures>;
  let statsVersion = 0;
  for (const s of statRows) {
    statistics[s.period] = {
      startDate: s.startDate,
      endDate: s.endDate,
      returnPpm: s.returnPpm,
      unadjustedReturnPpm: s.unadjustedReturnPpm,
      cagrPpm: s.cagrPpm,
      maxDrawdownPpm: s.maxDrawdownPpm,
    };
    statsVersion = Math.max(statsVersion, s.computedAt.getTime());
  }

  const chart = chartData(database, fund.id, statsVersion);
  const latestNav = database
    .select({ date: fundNavs.navDate, nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
    .from(fundNavs)
    .where(eq(fundNavs.fundId, fund.id))
    .orderBy(desc(fundNavs.navDate))
    .limit(1)
    .get();

  const allocationRows = database
    .select({ name: fundAssetAllocations.name, percentBp: fundAssetAllocations.percentBp, asOf: fundAssetAllocations.asOf })
    .from(fundAssetAllocations)
    .where(eq(fundAssetAllocations.fundId, fund.id))
    .orderBy(desc(fundAssetAllocations.asOf), desc(fundAssetAllocations.percentBp), asc(fundAssetAllocations.id))
    .all();
  // Only the latest report's allocation.
  const allocationAsOf = allocationRows[0]?.asOf ?? null;

  const holdingsDate = database
    .select({ asOf: sql<string | null>`max(${fundTopHoldings.asOf})` })
    .from(fundTopHoldings)
    .where(eq(fundTopHoldings.fundId, fund.id))
    .get()?.asOf;
  const holdings = holdingsDate
    ? database
        .select({ code: fundTopHoldings.code, name: fundTopHoldings.name })
        .from(fundTopHoldings)
        .where(and(eq(fundTopHoldings.fundId, fund.id), eq(fundTopHoldings.asOf, holdingsDate)))
        .orderBy(asc(fundTopHoldings.position))
        .all()
    : [];

  const documents: Partial<Record<DocumentKind, FundDocumentInfo>> = {};
  for (const d of database
    .select({ kind: fundDocuments.kind, name: fundDocuments.name, fileName: fundDocuments.fileName, publishedAt: fundDocuments.publishedAt })
    .from(fundDocuments)
    .where(eq(fundDocuments.fundId, fund.id))
    .all()) {
    documents[d.kind] = d;
  }

  return {
    id: fund.id,
    contentKey: '',
    code: fund.code,
    name: fund.name,
    slug: fund.slug,
    type: fund.type,
    category: fund.category,
    currency: fund.currency,
    status: fund.status,
    logoUrl: fund.logoUrl,
    description: fund.description,
    headerInfoLabel: fund.headerInfoLabel,
    headerInfoData: fund.headerInfoData,
    launchDate: fund.launchDate,
    cutoffTime: fund.cutoffTime,
    isIndexFund: fund.isIndexFund,
    isNewcomer: fund.isNewcomer,
    hasDividend: fund.hasDividend,
    isCapitalProtected: fund.isCapitalProtected,
    riskLevel: riskLevel(fund.type),
    investmentManager: row.manager,
    custodianBank: row.custodian,
    containerAccount: fund.containerAccount,
    containerAccountRedeem: fund.containerAccountRedeem
      ? { accountNumber: fund.containerAccountRedeem, bank: row.redeemBankName ? { name: row.redeemBankName } : null }
      : null,
    minimumInitialSubscriptionAmount: fund.minimumInitialSubscriptionAmount,
    minimumSubscriptionAmount: fund.minimumSubscriptionAmount,
    minimumRedemptionAmount: fund.minimumRedemptionAmount,
    expenseRatioBp: fund.expenseRatioBp,
    subscriptionFeeBp: fund.subscriptionFeeBp,
    redemptionFeeBp: fund.redemptionFeeBp,
    currentAum: fund.currentAum,
    latestNav: latestNav ?? null,
    statistics,
    chart,
    assetAllocations: {
      asOf: allocationAsOf,
      items: allocationRows.filter((a) => a.asOf === allocationAsOf).map(({ name, percentBp }) => ({ name, percentBp })),
    },
    allocationPolicies: database
      .select({
        name: fundAllocationPolicies.name,
        lowerBoundBp: fundAllocationPolicies.lowerBoundBp,
        upperBoundBp: fundAllocationPolicies.upperBoundBp,
      })
      .from(fundAllocationPolicies)
      .where(eq(fundAllocationPolicies.fundId, fund.id))
      .orderBy(asc(fundAllocationPolicies.id))
      .all(),
    topHoldings: holdingsDate ? { asOf: holdingsDate, items: holdings } : null,
    dividend: {
      policy: fund.dividendPolicy,
      items: database
        .select({
          cumulativeDate: fundDividends.cumulativeDate,
          paymentDate: fundDividends.paymentDate,
          distributedIncomePerUnit: fundDividends.distributedIncomePerUnit,
        })
        .from(fundDividends)
        .where(eq(fundDividends.fundId, fund.id))
        .orderBy(desc(fundDividends.cumulativeDate))
        .all(),
    },
    documents,
    switchingList: database
      .select({ id: funds.id, name: funds.name, slug: funds.slug, type: funds.type })
      .from(fundSwitchings)
      .innerJoin(funds, eq(funds.id, fundSwitchings.targetFundId))
      .where(eq(fundSwitchings.fundId, fund.id))
      .orderBy(asc(funds.name))
      .all(),
  };
}

/** The signed-in user's holding of a fund and their watchlist mark. */
export function getFundUserData(
  fund: { id: number; currency: Currency; latestNav: { nav: number } | null },
  userId: number,
  database: Db = defaultDb(),
): FundUserData {
  const onWatchlist = Boolean(
    database
      .select({ one: sql<number>`1` })
      .from(watchlist)
      .where(and(eq(watchlist.userId, userId), eq(watchlist.fundId, fund.id)))
      .get(),
  );
  const held = database
    .select({ units: sql<number>`coalesce(sum(${positions.units}), 0)`, costBasis: sql<number>`coalesce(sum(${positions.costBasis}), 0)` })
    .from(positions)
    .where(and(eq(positions.userId, userId), eq(positions.fundId, fund.id)))
    .get();
  if (!held || held.units <= 0 || !fund.latestNav) return { onWatchlist, investment: null };
  const totalInvestment = valueOfUnits(held.units, fund.latestNav.nav, fund.currency).minor;
  const profit = totalInvestment - held.costBasis;
  return {
    onWatchlist,
    investment: {
      units: held.units,
      totalInvestment,
      costBasis: held.costBasis,
      profit,
      returnRate: held.costBasis > 0 ? profit / held.costBasis : null,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Chart series, cached per fund and statistics version

const CHART_CACHE_LIMIT = 200;
const chartCache = new Map<string, FundChartData>();

function chartData(database: Db, fundId: number, statsVersion: number): FundChartData {
  const aumLatest = database
    .select({ date: sql<string | null>`max(${fundAums.aumDate})`, count: sql<number>`count(*)` })
    .from(fundAums)
    .where(eq(fundAums.fundId, fundId))
    .get();
  // The database file is part of the key: tests open several databases in one process.
  const key = `${database.$client.name}|${fundId}|${statsVersion}|${aumLatest?.date ?? ''}|${aumLatest?.count ?? 0}`;
  const cached = chartCache.get(key);
  if (cached) {
    // Refresh its place in the LRU order.
    chartCache.delete(key);
    chartCache.set(key, cached);
    return cached;
  }
  const navs = database
    .select({ date: fundNavs.navDate, nav: fundNavs.nav, adjustedNav: fundNavs.adjustedNav })
    .from(fundNavs)
    .where(eq(fundNavs.fundId, fundId))
    .orderBy(asc(fundNavs.navDate))
    .all();
  const aums = database
    .select({ date: fundAums.aumDate, amount: fundAums.amount })
    .from(fundAums)
    .where(eq(fundAums.fundId, fundId))
    .orderBy(asc(fundAums.aumDate))
    .all();
  const latestNavDate = navs[navs.length - 1]?.date ?? null;
  // AUM periods count back from the latest NAV date, like the NAV periods; one day of AUM is the
  // figures since the previous NAV date (AUM is reported less often than daily, so usually none).
  const aum = seriesByPeriod(aums, latestNavDate ?? undefined);
  const previousNavDate = navs[navs.length - 2]?.date;
  const oneDay = previousNavDate ? aums.filter((a) => a.date >= previousNavDate) : [];
  aum['1D'] = oneDay.length >= 2 ? oneDay : [];
  const data: FundChartData = {
    latestNavDate,
    nav: seriesByPeriod(navs),
    aum,
    hasUnadjustedData: navs.some((p) => p.nav !== p.adjustedNav),
    simulation: simulationSamples(navs),
  };
  chartCache.set(key, data);
  if (chartCache.size > CHART_CACHE_LIMIT) chartCache.delete(chartCache.keys().next().value!);
  return data;
}

/** See FundChartData.simulation. */
export function simulationSamples(navs: readonly NavChartPoint[], months = 12 * MAX_YEARS): Array<{ date: IsoDate; adjustedNav: number }> {
  const first = navs[0];
  const last = navs[navs.length - 1];
  if (!first || !last) return [];
  const picked = new Set<number>([0, navs.length - 1]);
  let index = navs.length - 1;
  for (let k = 1; k <= months; k++) {
    const target = addMonthsClamped(last.date, -k);
    if (target < first.date) break;
    // The first NAV on or after the target: walk back from the previous pick (targets descend).
    while (index > 0 && navs[index - 1]!.date >= target) index--;
    picked.add(index);
  }
  return [...picked].sort((a, b) => a - b).map((i) => ({ date: navs[i]!.date, adjustedNav: navs[i]!.adjustedNav }));
}

/** Whether a period of a mode has data to draw (at least two points). */
export function chartHasData(chart: FundChartData, mode: 'nav' | 'aum' | 'return', period: ChartPeriod): boolean {
  return (mode === 'aum' ? chart.aum[period] : chart.nav[period]).length >= 2;
}

/** The stored file of one of a fund's documents, for the download route. */
export function getFundDocumentFile(
  slug: string,
  kind: DocumentKind,
  database: Db = defaultDb(),
): { fileName: string; mimeType: string; content: Buffer; fundType: FundType } | null {
  const row = database
    .select({ fileName: fundDocuments.fileName, mimeType: fundDocuments.mimeType, content: fundDocuments.content, fundType: funds.type })
    .from(fundDocuments)
    .innerJoin(funds, eq(funds.id, fundDocuments.fundId))
    .where(and(eq(funds.slug, slug), eq(fundDocuments.kind, kind)))
    .get();
  return row ?? null;
}
