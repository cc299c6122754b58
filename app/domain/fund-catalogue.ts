// The fund catalogue's vocabulary: the Indonesian URL of each fund type and collection
// (spec funds §2.1 "Category listings"), the filter each list page applies, the detail-page
// link shape (§2.3 "Fund detail link shape"), and the risk-level rule of §2.2.
import type { Currency, FundCategory, FundStatus, FundType } from './enums';

/** What every view of a fund starts from (list item, detail page, comparison): who it is, its kind,
 * currency and status. */
export interface FundIdentity {
  id: number;
  name: string;
  slug: string;
  type: FundType;
  category: FundCategory;
  currency: Currency;
  status: FundStatus;
  /** The fund's own logo; null when it has none. */
  logoUrl: string | null;
}

/** URL segment of each fund type: /reksadana/{segment} lists it, /reksadana/{segment}/{slug} shows a fund. */
export const FUND_TYPE_PATHS = {
  PASAR_UANG: 'pasar-uang',
  PENDAPATAN_TETAP: 'pendapatan-tetap',
  CAMPURAN: 'campuran',
  SAHAM: 'saham',
} as const satisfies Record<FundType, string>;

export type FundTypePath = (typeof FUND_TYPE_PATHS)[FundType];

/** Collections of spec funds §2.3 (sharia, index, USD, newcomer, share dividend). */
export const COLLECTIONS = ['SYARIAH', 'INDEX', 'USD', 'NEWCOMER', 'SHARE_DIVIDEND'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const COLLECTION_PATHS = {
  SYARIAH: 'syariah',
  INDEX: 'indeks',
  USD: 'usd',
  NEWCOMER: 'pendatang-baru',
  SHARE_DIVIDEND: 'membagikan-dividen',
} as const satisfies Record<Collection, string>;

/** What a category list page shows: one fund type, or one collection. */
export type CatalogueFilter = { kind: 'type'; type: FundType } | { kind: 'collection'; collection: Collection };

/** Every category list page, keyed by its URL segment, in the order the type selector shows them. */
export const CATEGORY_PAGES: ReadonlyArray<{ path: string; filter: CatalogueFilter }> = [
  { path: FUND_TYPE_PATHS.PASAR_UANG, filter: { kind: 'type', type: 'PASAR_UANG' } },
  { path: FUND_TYPE_PATHS.PENDAPATAN_TETAP, filter: { kind: 'type', type: 'PENDAPATAN_TETAP' } },
  { path: FUND_TYPE_PATHS.CAMPURAN, filter: { kind: 'type', type: 'CAMPURAN' } },
  { path: FUND_TYPE_PATHS.SAHAM, filter: { kind: 'type', type: 'SAHAM' } },
  { path: COLLECTION_PATHS.SYARIAH, filter: { kind: 'collection', collection: 'SYARIAH' } },
  { path: COLLECTION_PATHS.INDEX, filter: { kind: 'collection', collection: 'INDEX' } },
  { path: COLLECTION_PATHS.USD, filter: { kind: 'collection', collection: 'USD' } },
  { path: COLLECTION_PATHS.NEWCOMER, filter: { kind: 'collection', collection: 'NEWCOMER' } },
  { path: COLLECTION_PATHS.SHARE_DIVIDEND, filter: { kind: 'collection', collection: 'SHARE_DIVIDEND' } },
];

export function categoryPageByPath(path: string): { path: string; filter: CatalogueFilter } | undefined {
  return CATEGORY_PAGES.find((page) => page.path === path);
}

export function fundTypeFromPath(path: string): FundType | null {
  const entry = Object.entries(FUND_TYPE_PATHS).find(([, segment]) => segment === path);
  return entry ? (entry[0] as FundType) : null;
}

/** spec funds §2.3: the detail link is /reksadana/{type path}/{slug}. */
export function fundDetailPath(fund: { type: FundType; slug: string }): `/reksadana/${string}` {
  return `/reksadana/${FUND_TYPE_PATHS[fund.type]}/${fund.slug}`;
}

/** The fund type and slug of a detail address (/reksadana/{type path}/{slug}), else null. */
export function parseFundDetailPath(pathname: string): { type: FundType; slug: string } | null {
  const match = /^\/reksadana\/([a-z-]+)\/([a-z0-9-]+)\/?$/.exec(pathname);
  const type = match ? fundTypeFromPath(match[1]!) : null;
  return type ? { type, slug: match![2]! } : null;
}

export type RiskLevel = 'LOW' | 'MEDIUM' | 'HIGH';

/** spec funds §2.2: risk level is high for stock, low for money market and medium for the others. */
export function riskLevel(type: FundType): RiskLevel {
  if (type === 'SAHAM') return 'HIGH';
  if (type === 'PASAR_UANG') return 'LOW';
  return 'MEDIUM';
}

/** Whether a fund belongs to a collection (the database flags behind each one). */
export function inCollection(
  fund: { category: FundCategory; currency: string; isIndexFund: boolean; isNewcomer: boolean; hasDividend: boolean },
  collection: Collection,
): boolean {
  switch (collection) {
    case 'SYARIAH':
      return fund.category === 'SYARIAH';
    case 'INDEX':
      return fund.isIndexFund;
    case 'USD':
      return fund.currency === 'USD';
    case 'NEWCOMER':
      return fund.isNewcomer;
    case 'SHARE_DIVIDEND':
      return fund.hasDividend;
  }
}

/** A fund search's words (the lists' `_name`, the cart's fund search) are at most this long. */
export const KEYWORD_MAX_LENGTH = 100;
