// The product detail JSON of GET /api/v2/mutual-funds/products/s/{slug} and /products/{id} (spec funds
// §3 "Fund", §7 "Fund detail"). Units as every JSON answer (domain/api-json.ts, decision 028): money in
// major units of the fund's currency, percentages as percent numbers (12.3456 = 12.3456 %), NAV per
// unit as a decimal number; dates YYYY-MM-DD.
import { STAT_PERIODS, type StatPeriod } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { CHART_PERIOD_API_KEYS, CHART_PERIODS } from '~/domain/fund-chart';
import { moneyJson, navJson, percentFromBp, percentFromPpm } from '~/domain/api-json';
import type { RouterContextProvider } from 'react-router';
import { apiError } from '~/lib/api.server';
import { getSessionUser } from '~/lib/session.server';
import { getFundDetail, getFundUserData, type FundDetail, type FundKey } from '~/models/fund-detail.server';


type PerStat<T> = Record<StatPeriod, T>;
const perStat = <T,>(f: (p: StatPeriod) => T) => Object.fromEntries(STAT_PERIODS.map((p) => [p, f(p)])) as PerStat<T>;
const perChart = <T,>(f: (p: (typeof CHART_PERIODS)[number]) => T) =>
  Object.fromEntries(CHART_PERIODS.map((p) => [CHART_PERIOD_API_KEYS[p], f(p)]));

export function toProductDetailJson(fund: FundDetail, user: ReturnType<typeof getFundUserData> | null) {
  const major = (minor: number) => moneyJson(minor, fund.currency);
  const tags = [
    fund.hasDividend && 'hasDividend',
    fund.isIndexFund && 'indexFund',
    fund.isNewcomer && 'newcomer',
    fund.isCapitalProtected && 'capitalProtected',
  ].filter(Boolean);
  const prospectus = fund.documents.PROSPECTUS;
  const factSheet = fund.documents.FUND_FACT_SHEET;
  const path = fundDetailPath(fund);
  return {
    mutualFundId: fund.id,
    name: fund.name,
    slug: fund.slug,
    code: fund.code,
    type: fund.type,
    category: fund.category,
    currency: fund.currency,
    status: fund.status,
    logoUrl: fund.logoUrl,
    tags,
    riskLevel: fund.riskLevel,
    launchDate: fund.launchDate,
    description: fund.description,
    headerInfoLabel: fund.headerInfoLabel,
    headerInfoData: fund.headerInfoData,
    containerAccount: fund.containerAccount,
    containerAccountRedeem: fund.containerAccountRedeem,
    custodianBank: fund.custodianBank,
    investmentManager: { name: fund.investmentManager.name, logoUrl: fund.investmentManager.logoUrl },
    minimumInitialSubscriptionAmount: major(fund.minimumInitialSubscriptionAmount),
    minimumSubscriptionAmount: major(fund.minimumSubscriptionAmount),
    minimumRedemptionAmount: fund.minimumRedemptionAmount === null ? null : major(fund.minimumRedemptionAmount),
    expenseRatio: percentFromBp(fund.expenseRatioBp),
    subscriptionFee: percentFromBp(fund.subscriptionFeeBp),
    redemptionFee: percentFromBp(fund.redemptionFeeBp),
    assetUnderManagement: { amount: major(fund.currentAum) },
    currentAum: major(fund.currentAum),
    nav: fund.latestNav ? { valueAt: fund.latestNav.date, valuePerUnit: navJson(fund.latestNav.nav), adjustedValuePerUnit: navJson(fund.latestNav.adjustedNav) } : null,
    oneYearNav: percentFromPpm(fund.statistics.oneYear.returnPpm),
    // Returns per period on the dividend-adjusted NAV (spec §3: oneDay … tenYear, allTime).
    ...perStat((p) => percentFromPpm(fund.statistics[p].returnPpm)),
    unadjustedReturnRate: perStat((p) => percentFromPpm(fund.statistics[p].unadjustedReturnPpm)),
    compoundAnnualGrowthRate: perStat((p) => percentFromPpm(fund.statistics[p].cagrPpm)),
    // spec §3 "compoundAnnualGrowthRate keyed by period (adjustedCagr)": the same CAGR per period under
    // the spec's name for it (it is computed on the dividend-adjusted NAV, decision 002).
    adjustedCagr: perStat((p) => percentFromPpm(fund.statistics[p].cagrPpm)),
    maximumDrawdown: perStat((p) => percentFromPpm(fund.statistics[p].maxDrawdownPpm)),
    netAssetValues: perChart((p) =>
      fund.chart.nav[p].map((v) => ({ valueAt: v.date, valuePerUnit: navJson(v.nav), adjustedValuePerUnit: navJson(v.adjustedNav) })),
    ),
    assetUnderManagements: perChart((p) => fund.chart.aum[p].map((a) => ({ assetAt: a.date, amount: major(a.amount) }))),
    assetAllocations: fund.assetAllocations.items.map((a) => ({ name: a.name, percent: percentFromBp(a.percentBp) })),
    assetAllocationsAt: fund.assetAllocations.asOf,
    fundAllocationPolicies: fund.allocationPolicies.map((p) => ({
      name: p.name,
      lowerBoundPercentage: percentFromBp(p.lowerBoundBp),
      upperBoundPercentage: percentFromBp(p.upperBoundBp),
    })),
    fundPortfolioCompositions: fund.topHoldings ? { portfolioAt: fund.topHoldings.asOf, compositions: fund.topHoldings.items } : null,
    dividend: {
      policy: fund.dividend.policy,
      cumulativeDates: fund.dividend.items.map((d) => ({
        date: d.cumulativeDate,
        distributedIncomePerUnit: d.distributedIncomePerUnit === null ? null : navJson(d.distributedIncomePerUnit),
      })),
      paymentDates: fund.dividend.items.map((d) => ({
        date: d.paymentDate,
        distributedIncomePerUnit: d.distributedIncomePerUnit === null ? null : navJson(d.distributedIncomePerUnit),
      })),
    },
    prospectus: prospectus ? { name: prospectus.name, documentUrl: `${path}/dokumen/prospektus` } : null,
    fundFactSheet: factSheet ? { name: factSheet.name, documentUrl: `${path}/dokumen/fund-fact-sheet` } : null,
    switchingList: fund.switchingList.map((s) => ({ mutualFundId: s.id, name: s.name, slug: s.slug, type: s.type })),
    onWatchlist: user?.onWatchlist ?? false,
    isOnWatchlist: user?.onWatchlist ?? false,
    totalInvestment: user?.investment ? major(user.investment.totalInvestment) : null,
    profit: user?.investment ? major(user.investment.profit) : null,
    /** The user's return on their holding, percent. */
    returnRate: user?.investment?.returnRate == null ? null : Math.round(user.investment.returnRate * 1e6) / 1e4,
  };
}

/** The shared loader of both product endpoints. */
export async function productDetailResponse(request: Request, context: Readonly<RouterContextProvider>, key: FundKey): Promise<Response> {
  const fund = getFundDetail(key);
  if (!fund) return apiError(context, 404, 'fundDetail:api.notFound');
  const user = await getSessionUser(request);
  const userData = user ? getFundUserData(fund, user.id) : null;
  return Response.json(
    { data: toProductDetailJson(fund, userData) },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  );
}
