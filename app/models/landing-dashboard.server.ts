// The parts of the logged-in landing page that the initials do not carry (spec landing §2 "Logged-in
// sections"; issue 4 item 3): the product-type selector's funds, the submenu's order count, and what a
// buy link (`?beli=`) opens after the purchase gate.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { funds, orders, portfolios, positions } from '../../db/schema';
import type { FeatureFlagState } from '~/domain/feature-flags';
import type { RoboRisk } from '~/domain/enums';
import { SELECTOR_SIZE, type PurchaseTarget, type SelectorChip } from '~/domain/landing-links';
import { CATEGORY_PAGES, fundDetailPath, type CatalogueFilter } from '~/domain/fund-catalogue';
import { toFundListItem, type FundListItemData } from '~/domain/fund-list-item';
import { purchaseChoice, purchaseGate, type PurchaseChoice, type PurchaseGate } from '~/domain/policies/purchase-gate';
import { applyCatalogueFilter, parseFundListQueryLenient } from '~/forms/fund-list-query';
import { db as defaultDb } from '~/lib/db.server';
import { perDatabase } from '~/lib/db-version.server';
import { orderUnderWay } from './open-orders.server';
import { toJsonText, type JsonText } from '~/lib/json-text';
import type { SessionUser } from '~/lib/session.server';
import { listFunds } from './fund-list.server';
import type { RoboModelCard } from './landing-content.server';
import { listRecommendations } from './portfolios.server';
import { withEmailVerification } from './users.server';

// ---------------------------------------------------------------------------------------------
// Product-type selector (spec landing §2 "Product-type selector card: horizontally draggable chips for
// Watchlist, money market, fixed income, stock, sharia, share dividend and USD ... 5 per fetch with a
// see-more link. An empty watchlist shows an add-to-watchlist prompt.")

export interface ProductSelection {
  chip: SelectorChip;
  chips: SelectorChip[];
  rowsJson: JsonText<FundListItemData[]>;
  total: number;
  seeMoreHref: `/${string}`;
}

function categoryFilter(chip: Exclude<SelectorChip, 'watchlist'>): CatalogueFilter {
  return CATEGORY_PAGES.find((page) => page.path === chip)!.filter;
}

export function getProductSelection(userId: number, chip: SelectorChip, chips: SelectorChip[], database: Db = defaultDb()): ProductSelection {
  const base = parseFundListQueryLenient(new URLSearchParams({ _size: String(SELECTOR_SIZE), status: 'active_subsenabled' })).query;
  const query = chip === 'watchlist' ? { ...base, watchlistOnly: true } : applyCatalogueFilter(base, categoryFilter(chip));
  const page = listFunds(query, { userId }, database);
  return {
    chip,
    chips,
    rowsJson: toJsonText(page.rows.map(toFundListItem)),
    total: page.total,
    seeMoreHref: chip === 'watchlist' ? '/reksadana/watchlist' : `/reksadana/${chip}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Submenu

const incompleteOrderCountFor = perDatabase(prepareIncompleteOrderCount);

function prepareIncompleteOrderCount(database: Db) {
  return database
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), orderUnderWay(sql.placeholder('now'))))
    .prepare();
}

/** Orders not finished yet (spec landing §7 "GET orders list: productType=mutualFund, section=inComplete → count"). */
export function countIncompleteOrders(userId: number, now = new Date(), database: Db = defaultDb()): number {
  return incompleteOrderCountFor(database).get({ userId, now: now.getTime() })?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Buy links: `?beli=robo-moderat`, `?beli=dana-{slug}`, `?beli=portofolio-{id}`

export interface PurchaseFundLine {
  name: string;
  href: `/${string}`;
  /** Share of the amount in basis points, when the purchase splits it (robo). */
  targetBp: number | null;
}

/** What the page shows for a buy link: the gate's outcome and, when the purchase opens, what is bought. */
export interface PurchaseView {
  gate: PurchaseGate;
  /** The robo model's name key, the fund's or the portfolio's name. */
  /**
   * A robo purchase names the model bought: the investor's robo portfolio's own (set by their risk
   * profile), which `askedRisk` names when the card clicked was another model (decision 021).
   */
  title: { kind: 'ROBO'; risk: RoboRisk; askedRisk: RoboRisk | null } | { kind: 'NAME'; name: string };
  /** The portfolio the purchase goes into (null: a new default portfolio will be made at purchase). */
  portfolioName: string | null;
  funds: PurchaseFundLine[];
}

/**
 * The purchase a buy link asks for, through the gate (spec landing §4 "Purchase gate"). Null when the
 * target names nothing of this user's (an unknown fund, someone else's portfolio).
 */
export function getPurchaseView(input: {
  user: SessionUser;
  target: PurchaseTarget;
  flags: Pick<FeatureFlagState, 'eddCheck'>;
  robo: RoboModelCard[];
  currentPath: string;
  database?: Db;
}): PurchaseView | null {
  const { user, target, flags, robo, currentPath, database = defaultDb() } = input;
  const owned = database
    .select({ id: portfolios.id, name: portfolios.name, isDefault: portfolios.isDefault, roboCermat: portfolios.roboCermat, scoreLowerLimit: portfolios.scoreLowerLimit })
    .from(portfolios)
    .where(and(eq(portfolios.userId, user.id), eq(portfolios.active, true)))
    .orderBy(asc(portfolios.id))
    .all();
  // Which portfolio the purchase goes into, and so its flow, is the policy's (spec landing §4).
  let choice: PurchaseChoice<(typeof owned)[number]>;
  let bought: Pick<PurchaseView, 'title' | 'funds'>;
  if (target.kind === 'ROBO') {
    const model = robo.find((m) => m.risk === target.risk);
    if (!model) return null;
    choice = purchaseChoice({ kind: 'ROBO' }, owned);
    const portfolio = choice.portfolio;
    if (portfolio) {
      // What is bought is the portfolio's own recommendations, whatever card was clicked: the cart buys them.
      const own = robo.find((m) => m.scoreLowerLimit === portfolio.scoreLowerLimit) ?? model;
      bought = {
        title: { kind: 'ROBO', risk: own.risk, askedRisk: own.risk === model.risk ? null : model.risk },
        funds: listRecommendations(portfolio.id, database).map((r) => ({ name: r.fund.name, href: r.fund.path, targetBp: r.targetBp })),
      };
    } else {
      bought = {
        title: { kind: 'ROBO', risk: model.risk, askedRisk: null },
        funds: model.funds.map((f) => ({ name: f.name, href: fundDetailPath(f), targetBp: f.targetBp })),
      };
    }
  } else if (target.kind === 'FUND') {
    const fund = database
      .select({ id: funds.id, name: funds.name, slug: funds.slug, type: funds.type })
      .from(funds)
      .where(eq(funds.slug, target.slug))
      .get();
    if (!fund) return null;
    choice = purchaseChoice({ kind: 'FUND', mutualFundId: fund.id }, owned);
    bought = { title: { kind: 'NAME', name: fund.name }, funds: [{ name: fund.name, href: fundDetailPath(fund), targetBp: null }] };
  } else {
    const topUp = purchaseChoice(target, owned);
    if (!topUp?.portfolio) return null;
    choice = topUp;
    const portfolio = topUp.portfolio;
    // A top-up buys more of what the portfolio holds (spec funds §2.4 step 13 "top-up product list").
    const held = database
      .select({ name: funds.name, slug: funds.slug, type: funds.type })
      .from(positions)
      .innerJoin(funds, eq(funds.id, positions.fundId))
      .where(and(eq(positions.portfolioId, portfolio.id), eq(positions.userId, user.id)))
      .orderBy(asc(funds.name))
      .all();
    bought = {
      title: { kind: 'NAME', name: portfolio.name },
      funds: held.map((f) => ({ name: f.name, href: fundDetailPath(f), targetBp: null })),
    };
  }
  const gate = purchaseGate({
    user: withEmailVerification(user),
    flags,
    currentPath,
    request: choice.request,
    defaultPortfolioId: choice.defaultPortfolio?.id ?? null,
  });
  return { gate, title: bought.title, portfolioName: choice.portfolio?.name ?? null, funds: bought.funds };
}
