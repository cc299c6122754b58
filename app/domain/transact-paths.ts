// The addresses of the pages that take money out of or move it inside a portfolio (issue 15; decision 056).
// spec funds §2.1 names "/reksadana/portfolio/{id}/{type}/{productId}/pindah" (move or switch a fund) and
// "/reksadana/fund/switch/{portfolioId}/{fundId}"; the sell page is not named there, so it sits beside `pindah`
// as `jual`. {type} is the fund type's path segment (as on the fund page), {productId} the fund's id.
import type { FundType } from './enums';
import { FUND_TYPE_PATHS } from './fund-catalogue';

type HoldingRef = { portfolioId: number; fund: { id: number; type: FundType } };

const holdingBase = ({ portfolioId, fund }: HoldingRef) => `/reksadana/portfolio/${portfolioId}/${FUND_TYPE_PATHS[fund.type]}/${fund.id}` as const;

/** Sell (redeem) a holding: form, summary, PIN, done (issue 15 item 1). */
export function sellPath(holding: HoldingRef): `/reksadana/portfolio/${string}/jual` {
  return `${holdingBase(holding)}/jual`;
}

/** Move a holding to another of one's portfolios, or go on to switch it (spec funds §2.1 `pindah`). */
export function movePath(holding: HoldingRef): `/reksadana/portfolio/${string}/pindah` {
  return `${holdingBase(holding)}/pindah`;
}

/** Switch a holding into another fund of the same manager (spec funds §2.1). */
export function switchPath(holding: Pick<HoldingRef, 'portfolioId'> & { fund: { id: number } }): `/reksadana/fund/switch/${number}/${number}` {
  return `/reksadana/fund/switch/${holding.portfolioId}/${holding.fund.id}`;
}
