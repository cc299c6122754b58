// The allocation of one fund over an investor's portfolios (spec funds §2.1 route table
// "/reksadana/portfolio/performa/alokasi/{type}/{id}", §2.2 my-investment card, §3 "Portfolio allocation
// detail"; decision 023): each holding valued at the fund's latest NAV the way the landing portfolio summary
// values a position (units × NAV rounded down, per position), its cost basis, unrealized profit and return,
// and which share of the investor's units of the fund it holds; and the totals over the holdings.
//
// Money in minor units of the fund's currency, units and NAV × 10^4 (app/domain/money.ts). Returns are
// percent numbers with 4 decimals (12.3456 = 12.3456 %); shares are basis points that add up to 10 000.
import type { Currency, FundType } from './enums';
import { FUND_TYPE_PATHS } from './fund-catalogue';
import { allocate, money } from './money';
import { addAmounts, emptyAmounts, positionAmounts, valueFigures, type Amounts, type ValueFigures } from './portfolio-value';

/** spec funds §2.1: /reksadana/portfolio/performa/alokasi/{type}/{id}; the id is the product slug (decision 023). */
export const ALLOCATION_DETAIL_BASE = '/reksadana/portfolio/performa/alokasi';

export function allocationDetailPath(fund: { type: FundType; slug: string }): `/reksadana/${string}` {
  return `${ALLOCATION_DETAIL_BASE}/${FUND_TYPE_PATHS[fund.type]}/${fund.slug}` as `/reksadana/${string}`;
}

export interface Holding {
  /** Units × 10^4 (positive). */
  units: number;
  /** What was paid for them, fees included, minor units. */
  costBasis: number;
}

/** Units (× 10^4) and, app/domain/portfolio-value.ts, value at the latest NAV (0 without one), cost, profit, return. */
export interface HoldingFigures extends ValueFigures {
  units: number;
}

export interface AllocatedHolding extends HoldingFigures {
  /** This holding's share of the investor's units of the fund, basis points; the shares add up to 10 000. */
  shareBp: number;
}

export interface FundAllocation {
  holdings: AllocatedHolding[];
  /** Sums over the holdings (the value is the sum of the per-holding values, as the landing summary adds them). */
  total: HoldingFigures;
}

const figures = (units: number, amounts: Amounts): HoldingFigures => ({ units, ...valueFigures(amounts) });

/**
 * Values each holding at the NAV (null: the fund has none yet, so its units are worth nothing yet) and
 * splits 100 % over the holdings by units (largest remainder, so the shown shares always add up to 100 %).
 * Holdings are kept in the given order.
 */
export function fundAllocation(holdings: readonly Holding[], nav: number | null, currency: Currency): FundAllocation {
  let totalUnits = 0;
  const totals = emptyAmounts();
  const valued = holdings.map((h) => {
    if (!Number.isSafeInteger(h.units) || h.units <= 0) throw new RangeError('a holding has positive integer units');
    const amounts = positionAmounts({ units: h.units, costBasis: h.costBasis, nav, currency });
    totalUnits += h.units;
    addAmounts(totals, amounts);
    return figures(h.units, amounts);
  });
  if (!Number.isSafeInteger(totalUnits)) throw new RangeError('units out of range');
  // allocate() splits an integer exactly by weights; 10 000 "minor units" are the basis points of 100 %.
  const shares = valued.length === 0 ? [] : allocate(money(10_000, currency), valued.map((v) => v.units)).map((m) => m.minor);
  return {
    holdings: valued.map((v, i) => ({ ...v, shareBp: shares[i]! })),
    total: figures(totalUnits, totals[currency]),
  };
}
