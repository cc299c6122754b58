// What a fund list item shows (spec landing §3 "Fund list item"), and nothing more: the list
// pages, the watchlist and the landing page send these rows with their HTML, so every field is
// paid for on every request (issue 3 "Performance"). The list model's rows (models/fund-list
// .server.ts) carry more, for the products API; toFundListItem picks from them.
import type { FundIdentity } from './fund-catalogue';

export interface FundListItemData extends FundIdentity {
  /** The fund's logo, else its investment manager's. */
  logoUrl: string | null;
  managerName: string;
  /** Minor units of the fund's currency. */
  minimumSubscriptionAmount: number;
  currentAum: number;
  expenseRatioBp: number;
  /** The return over the list's period (parts per million); null when the fund is younger. */
  periodReturnPpm: number | null;
  isIndexFund: boolean;
  isNewcomer: boolean;
  hasDividend: boolean;
  isCapitalProtected: boolean;
  onWatchlist: boolean;
}

/** The shape of a list model row that an item is picked from. */
export type FundListItemSource = Omit<FundListItemData, 'logoUrl' | 'managerName'> & {
  logoUrl: string | null;
  investmentManager: { name: string; logoUrl: string | null };
};

/**
 * Items by their source row: a visitor's list rows are kept by the list model while the database is
 * unchanged, so the same row gives the same item object, and what is derived from an item (its
 * card's cache key) can be remembered by identity.
 */
const itemsBySource = new WeakMap<FundListItemSource, FundListItemData>();

export function toFundListItem(row: FundListItemSource): FundListItemData {
  let item = itemsBySource.get(row);
  if (!item) itemsBySource.set(row, (item = pickItem(row)));
  return item;
}

function pickItem(row: FundListItemSource): FundListItemData {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    category: row.category,
    currency: row.currency,
    status: row.status,
    logoUrl: row.logoUrl ?? row.investmentManager.logoUrl,
    managerName: row.investmentManager.name,
    minimumSubscriptionAmount: row.minimumSubscriptionAmount,
    currentAum: row.currentAum,
    expenseRatioBp: row.expenseRatioBp,
    periodReturnPpm: row.periodReturnPpm,
    isIndexFund: row.isIndexFund,
    isNewcomer: row.isNewcomer,
    hasDividend: row.hasDividend,
    isCapitalProtected: row.isCapitalProtected,
    onWatchlist: row.onWatchlist,
  };
}
