// The addresses of the products pages (issue 18 item 5; spec funds §2.1): the bonds pages, the explore page and top
// funds, in one place.
import type { BondSort } from './bonds';
import type { BondStatus, BondType } from './service-enums';

export const BONDS_PATH = '/reksadana/obligasi-by-bina-artha' as const;
export const BONDS_CATALOGUE_PATH = '/reksadana/obligasi-by-bina-artha/semua-produk' as const;
export const EXPLORE_PATH = '/jelajahi-instrumen-investasi' as const;
export const TOP_FUNDS_PATH = '/reksadana/top-fund' as const;

/** The catalogue with a filter and sort in its query (what its GET form writes). */
export function bondsCataloguePath(query: { type?: BondType | null; status?: BondStatus | null; sort?: BondSort | null }): `/${string}` {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  const search = params.toString();
  return search ? `${BONDS_CATALOGUE_PATH}?${search}` : BONDS_CATALOGUE_PATH;
}

/** The products pages search engines may list (public, indexable): the bonds pages only while their flag is on. */
export function productSitemapPaths(bondsEnabled: boolean): Array<`/${string}`> {
  return [EXPLORE_PATH, TOP_FUNDS_PATH, ...(bondsEnabled ? [BONDS_PATH, BONDS_CATALOGUE_PATH] : [])];
}
