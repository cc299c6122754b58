// The allocation detail of one fund for the signed-in investor (spec funds §2.1
// "/reksadana/portfolio/performa/alokasi/{type}/{id}", §2.2 "my-investment card ... goes to the allocation
// detail", §3 "Portfolio allocation detail", §7 "GET portfolio allocation detail by slug"; decision 023):
// the fund, its latest NAV, every portfolio of the investor holding it with units, value, cost basis,
// unrealized profit, return and share (app/domain/allocation.ts does the arithmetic), the totals, and the
// purchases and switches into the fund still in progress (§3 pendingOrders).
//
// Units as in db/schema.ts: money in minor units of the fund's currency, NAV and units × 10^4. Only the
// investor's own portfolios and orders are read (every query is keyed by their user id).
//
// Queries: 1 for the fund and its latest NAV, 1 for the holdings, 1 for the orders in progress
// (models/pending-orders.server.ts).
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, investmentManagers, portfolios, positions } from '../../db/schema';
import { fundAllocation, type AllocatedHolding, type HoldingFigures } from '~/domain/allocation';
import type { IsoDate } from '~/domain/dates';
import type { FundIdentity } from '~/domain/fund-catalogue';
import { movePath, sellPath } from '~/domain/transact-paths';
import { db as defaultDb } from '~/lib/db.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import { listPendingOrders, type PendingOrder } from './pending-orders.server';

export interface AllocationPortfolio extends AllocatedHolding {
  portfolioId: number;
  name: string;
  isDefault: boolean;
  roboCermat: boolean;
  active: boolean;
  /** × 10^4: units a pending sale or switch holds (decision 056). */
  heldUnits: number;
  /** Sell this holding, move or switch it (issue 15 item 5); null for a closed portfolio or without free units. */
  sellHref: `/${string}` | null;
  moveHref: `/${string}` | null;
}

export interface AllocationDetail {
  fund: Omit<FundIdentity, 'status'> & { investmentManager: string };
  /** The latest published NAV (× 10^4) and its date; null before the fund has one. */
  latestNav: { nav: number; date: IsoDate } | null;
  /** Portfolios holding units of the fund: default first, then in the order they were made. */
  portfolios: AllocationPortfolio[];
  /** Over all the portfolios above; all zero (return null) when the investor holds none of the fund. */
  total: HoldingFigures;
  /** Purchases and switches into the fund that have not brought their units yet (§3 pendingOrders), newest first. */
  pendingOrders: PendingOrder[];
}

/**
 * The fund with the given slug as the investor holds it; null when no fund has that slug. A fund the
 * investor does not hold gives an empty `portfolios` list.
 */
export function getAllocationDetail(userId: number, slug: string, now = new Date(), database: Db = defaultDb()): AllocationDetail | null {
  const fund = database
    .select({
      id: funds.id,
      name: funds.name,
      slug: funds.slug,
      type: funds.type,
      category: funds.category,
      currency: funds.currency,
      logoUrl: funds.logoUrl,
      managerLogoUrl: investmentManagers.logoUrl,
      investmentManager: investmentManagers.name,
      // The latest NAV, as the landing summary and the fund page read it (the newest NAV date).
      nav: latestNav(funds.id),
      navDate: latestNavDate(funds.id),
    })
    .from(funds)
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(eq(funds.slug, slug))
    .get();
  if (!fund) return null;

  const rows = database
    .select({
      portfolioId: portfolios.id,
      name: portfolios.name,
      isDefault: portfolios.isDefault,
      roboCermat: portfolios.roboCermat,
      active: portfolios.active,
      units: positions.units,
      heldUnits: positions.heldUnits,
      costBasis: positions.costBasis,
    })
    .from(positions)
    // The portfolio's owner is checked too: a position can only point at its user's portfolio, but the
    // page must never show another investor's portfolio even if one did.
    .innerJoin(portfolios, and(eq(portfolios.id, positions.portfolioId), eq(portfolios.userId, userId)))
    .where(and(eq(positions.userId, userId), eq(positions.fundId, fund.id), gt(positions.units, 0)))
    .orderBy(desc(portfolios.isDefault), asc(portfolios.createdAt), asc(portfolios.id))
    .all();

  const allocation = fundAllocation(rows, fund.nav, fund.currency);

  return {
    fund: {
      id: fund.id,
      name: fund.name,
      slug: fund.slug,
      type: fund.type,
      category: fund.category,
      currency: fund.currency,
      logoUrl: fund.logoUrl ?? fund.managerLogoUrl,
      investmentManager: fund.investmentManager,
    },
    latestNav: fund.nav === null || fund.navDate === null ? null : { nav: fund.nav, date: fund.navDate },
    portfolios: rows.map((row, i) => ({
      portfolioId: row.portfolioId,
      name: row.name,
      isDefault: row.isDefault,
      roboCermat: row.roboCermat,
      active: row.active,
      ...allocation.holdings[i]!,
      heldUnits: row.heldUnits,
      ...(row.active && row.units > row.heldUnits
        ? { sellHref: sellPath({ portfolioId: row.portfolioId, fund }), moveHref: movePath({ portfolioId: row.portfolioId, fund }) }
        : { sellHref: null, moveHref: null }),
    })),
    total: allocation.total,
    pendingOrders: listPendingOrders(userId, { fundId: fund.id }, now, database),
  };
}
