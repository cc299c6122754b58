// One portfolio as its dashboard shows it (spec funds §2.1 "/reksadana/portfolio/{id}", §2.5 portfolio dashboard,
// §3 Portfolio: name, icon, roboCermat, defaultPortfolio, totalInvestment, profit, returnRate, compositions with
// mutualFunds and pendingMutualFunds, recommendations of robo portfolios; decision 024): the funds it holds, each
// valued at its latest NAV as the landing summary values positions (app/domain/portfolio-value.ts), the totals per
// currency, the purchases still in progress (models/pending-orders.server.ts), a robo portfolio's recommended funds,
// and its buy links (app/domain/portfolio-dashboard.ts).
//
// Only the investor's own active portfolio is read: someone else's, a closed one or an unknown id all answer null.
// Units as in db/schema.ts: money in minor units of the fund's currency, NAV and units × 10^4.
//
// Queries: 1 for the portfolio, 1 for the holdings, 1 for the pending orders, 1 for a robo portfolio's
// recommendations (the feature flags are remembered per database version).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundSwitchings, funds, investmentManagers, portfolioRecommendations, portfolios, positions } from '../../db/schema';
import type { HoldingFigures } from '~/domain/allocation';
import type { IsoDate } from '~/domain/dates';
import type { Currency, FundType } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { movePath, sellPath, switchPath } from '~/domain/transact-paths';
import { holdingRuleSummary, liveRulesOfPortfolio, type HoldingRuleSummary } from './auto-redemptions.server';
import { portfolioPurchases, type PortfolioBuyLink } from '~/domain/portfolio-dashboard';
import { positionAmounts, totalsByCurrency, valueFigures, type ValueFigures } from '~/domain/portfolio-value';
import { db as defaultDb } from '~/lib/db.server';
import type { SessionUser } from '~/lib/session.server';
import { getFeatureFlags } from './feature-flags.server';
import { latestNav, latestNavDate } from './latest-nav.server';
import { listPendingOrders, type PendingOrder } from './pending-orders.server';
import { withEmailVerification } from './users.server';

export interface PortfolioFund {
  id: number;
  name: string;
  type: FundType;
  currency: Currency;
  /** The fund's logo, else its investment manager's; null without either. */
  logoUrl: string | null;
  /** The fund page. */
  path: `/reksadana/${string}`;
}

export interface PortfolioHolding extends HoldingFigures {
  fund: PortfolioFund;
  /** The cart for more of this fund into this portfolio; null when it cannot be bought here. */
  topUpHref: `/${string}` | null;
  /** The latest NAV (× 10^4) the value is taken at, and its date; null before the fund has one. */
  nav: number | null;
  navDate: IsoDate | null;
  /** × 10^4: units promised to pending sales and switch-outs (decision 056), and the units free to sell or move. */
  heldUnits: number;
  freeUnits: number;
  /** Sell the holding, and move it to another portfolio or switch it (app/domain/transact-paths.ts); null without free units. */
  sellHref: `/${string}` | null;
  moveHref: `/${string}` | null;
  /** The switch page, when the fund has a switching list (spec funds §3 switchingList). */
  switchHref: `/${string}` | null;
  /** Issue 18 item 4: the holding's auto-redemption rule (its status and page), or the link to set one up. */
  autoRedemption: HoldingRuleSummary;
}

export interface PortfolioRecommendation {
  fund: Omit<PortfolioFund, 'currency'>;
  /** Target share of a purchase, basis points. */
  targetBp: number;
}

export interface PortfolioDashboard {
  portfolio: { portfolioId: number; name: string; icon: string; roboCermat: boolean; defaultPortfolio: boolean };
  /** Per currency: value at the latest NAV, cost, unrealized profit, return (USD in cents, never converted). */
  totals: Record<Currency, ValueFigures>;
  /** Whether any fund held is a dollar fund (the dashboard's IDR / USD breakdown). */
  holdsUsd: boolean;
  /** The funds held (units above 0): rupiah funds first, then by value, largest first. */
  holdings: PortfolioHolding[];
  /** Newest first. */
  pendingOrders: PendingOrder[];
  /** A robo portfolio's recommended funds (by fund id); empty for any other portfolio. */
  recommendations: PortfolioRecommendation[];
  /** A robo portfolio's "Beli", another portfolio's "Tambah reksa dana". */
  buy: PortfolioBuyLink | null;
  addFund: PortfolioBuyLink | null;
}

const fundLogo = sql<string | null>`coalesce(${funds.logoUrl}, ${investmentManagers.logoUrl})`;

/** A robo portfolio's recommended funds with their target shares, by fund id (what its purchase buys). */
export function listRecommendations(portfolioId: number, database: Db = defaultDb()): PortfolioRecommendation[] {
  return database
    .select({ id: funds.id, name: funds.name, slug: funds.slug, type: funds.type, logoUrl: fundLogo, targetBp: portfolioRecommendations.targetBp })
    .from(portfolioRecommendations)
    .innerJoin(funds, eq(funds.id, portfolioRecommendations.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(eq(portfolioRecommendations.portfolioId, portfolioId))
    .orderBy(asc(portfolioRecommendations.fundId))
    .all()
    .map(({ targetBp, ...fund }) => ({ fund: { id: fund.id, name: fund.name, type: fund.type, logoUrl: fund.logoUrl, path: fundDetailPath(fund) }, targetBp }));
}

/** A holding's sell and move links (issue 15 item 5): only while some of its units are not held by a pending order. */
function transactLinks(holding: Parameters<typeof sellPath>[0], freeUnits: number, switchable: boolean): Pick<PortfolioHolding, 'sellHref' | 'moveHref' | 'switchHref'> {
  if (freeUnits <= 0) return { sellHref: null, moveHref: null, switchHref: null };
  return { sellHref: sellPath(holding), moveHref: movePath(holding), switchHref: switchable ? switchPath(holding) : null };
}

/**
 * The dashboard of one of the user's active portfolios; null when the id names no active portfolio of theirs.
 * `currentPath` is the page the buy links come back to.
 */
export function getPortfolioDashboard(
  input: { user: SessionUser; portfolioId: number; currentPath: string; now?: Date },
  database: Db = defaultDb(),
): PortfolioDashboard | null {
  const { user, portfolioId, currentPath, now = new Date() } = input;
  const portfolio = database
    .select({ id: portfolios.id, name: portfolios.name, icon: portfolios.icon, roboCermat: portfolios.roboCermat, isDefault: portfolios.isDefault })
    .from(portfolios)
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.userId, user.id), eq(portfolios.active, true)))
    .get();
  if (!portfolio) return null;

  const rows = database
    .select({
      id: funds.id,
      name: funds.name,
      slug: funds.slug,
      type: funds.type,
      currency: funds.currency,
      status: funds.status,
      containerAccount: funds.containerAccount,
      logoUrl: fundLogo,
      units: positions.units,
      heldUnits: positions.heldUnits,
      costBasis: positions.costBasis,
      switchable: sql<number>`EXISTS (SELECT 1 FROM ${fundSwitchings} WHERE ${fundSwitchings.fundId} = ${funds.id})`,
      // The latest NAV, as the landing summary and the fund page read it (the newest NAV date).
      nav: latestNav(funds.id),
      navDate: latestNavDate(funds.id),
    })
    .from(positions)
    .innerJoin(funds, eq(funds.id, positions.fundId))
    .innerJoin(investmentManagers, eq(investmentManagers.id, funds.investmentManagerId))
    .where(and(eq(positions.portfolioId, portfolio.id), eq(positions.userId, user.id), gt(positions.units, 0)))
    .all();

  const flags = getFeatureFlags(database);
  const purchases = portfolioPurchases({ portfolio, funds: rows, user: withEmailVerification(user), flags, currentPath });
  const autoRedemptionRules = liveRulesOfPortfolio(user.id, portfolio.id, database);
  const holdings: PortfolioHolding[] = rows
    .map((row) => ({
      fund: { id: row.id, name: row.name, type: row.type, currency: row.currency, logoUrl: row.logoUrl, path: fundDetailPath(row) },
      units: row.units,
      ...valueFigures(positionAmounts(row)),
      topUpHref: purchases.topUps[row.id] ?? null,
      nav: row.nav,
      navDate: row.navDate,
      heldUnits: row.heldUnits,
      freeUnits: row.units - row.heldUnits,
      ...transactLinks({ portfolioId: portfolio.id, fund: row }, row.units - row.heldUnits, row.switchable === 1),
      autoRedemption: holdingRuleSummary(autoRedemptionRules, portfolio.id, row.id),
    }))
    .sort((a, b) => (a.fund.currency === b.fund.currency ? b.value - a.value || a.fund.name.localeCompare(b.fund.name) : a.fund.currency === 'IDR' ? -1 : 1));

  return {
    portfolio: { portfolioId: portfolio.id, name: portfolio.name, icon: portfolio.icon, roboCermat: portfolio.roboCermat, defaultPortfolio: portfolio.isDefault },
    totals: totalsByCurrency(rows),
    holdsUsd: rows.some((row) => row.currency === 'USD'),
    holdings,
    pendingOrders: listPendingOrders(user.id, { portfolioId: portfolio.id }, now, database),
    recommendations: portfolio.roboCermat ? listRecommendations(portfolio.id, database) : [],
    buy: purchases.buy,
    addFund: purchases.addFund,
  };
}
