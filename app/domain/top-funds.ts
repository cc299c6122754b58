// Top funds (issue 18 item 5; spec funds §2.1 /reksadana/top-fund; decision 090): the funds with the highest
// one-year return of each type, computed from the statistics every NAV publication refreshes (fund_statistics,
// decision 002) and the funds' AUM. Pure: the candidates are passed in.
//
// - Eligible: open for subscription, a one-year return (so at least a year of NAV history), and AUM at least
//   Rp 25 miliar for a rupiah fund or US$ 1,5 juta for a dollar fund: 2.5 times OJK's Rp 10 miliar floor below
//   which a fund must be dissolved (POJK 23/POJK.04/2016), so a ranked fund is neither tiny nor at risk of closing.
// - Grouped by type for rupiah funds; dollar funds form one group of their own, since a dollar return also carries
//   the exchange rate and is not comparable with a rupiah fund's.
// - Ranked by one-year return, highest first; equal returns by the larger AUM, then name and id (stable).
import type { Currency, FundStatus, FundType } from './enums';
import { FUND_TYPES } from './enums';

export const TOP_FUND_GROUPS = [...FUND_TYPES, 'USD'] as const;
export type TopFundGroup = (typeof TOP_FUND_GROUPS)[number];

/** Funds shown per group. */
export const TOP_FUNDS_PER_GROUP = 5;

/** The AUM a fund needs to be ranked, in minor units of its currency (rupiah; dollar cents). */
export const TOP_FUND_MIN_AUM: Record<Currency, number> = { IDR: 25_000_000_000, USD: 150_000_000 };

export interface TopFundCandidate {
  id: number;
  name: string;
  type: FundType;
  currency: Currency;
  status: FundStatus;
  /** Minor units of the fund's currency. */
  currentAum: number;
  /** The oneYear return in parts per million; null for a fund younger than a year. */
  oneYearReturnPpm: number | null;
}

export type RankedFund<C extends TopFundCandidate> = C & { rank: number; oneYearReturnPpm: number };

export function topFundGroup(fund: Pick<TopFundCandidate, 'type' | 'currency'>): TopFundGroup {
  return fund.currency === 'USD' ? 'USD' : fund.type;
}

export function isTopFundEligible(fund: TopFundCandidate): fund is TopFundCandidate & { oneYearReturnPpm: number } {
  return fund.status === 'active_subsenabled' && fund.oneYearReturnPpm !== null && fund.currentAum >= TOP_FUND_MIN_AUM[fund.currency];
}

/** Every group (in TOP_FUND_GROUPS order, empty ones included) with its ranked funds, at most `perGroup` each. */
export function rankTopFunds<C extends TopFundCandidate>(
  candidates: readonly C[],
  perGroup: number = TOP_FUNDS_PER_GROUP,
): Array<{ group: TopFundGroup; funds: RankedFund<C>[] }> {
  const eligible = candidates.filter(isTopFundEligible) as Array<C & { oneYearReturnPpm: number }>;
  return TOP_FUND_GROUPS.map((group) => ({
    group,
    funds: eligible
      .filter((fund) => topFundGroup(fund) === group)
      .sort(
        (a, b) =>
          b.oneYearReturnPpm - a.oneYearReturnPpm ||
          b.currentAum - a.currentAum ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          a.id - b.id,
      )
      .slice(0, perGroup)
      .map((fund, index) => ({ ...fund, rank: index + 1 })),
  }));
}
