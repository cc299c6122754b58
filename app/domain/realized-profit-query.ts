// The realized-profit list's query as the page and the client see it (spec landing §2 "filters live in
// the address bar (orderTypes and name)", §9 page size 10): the order types, the page sizes and the
// addresses a filter or a page leads to. Pure and free of zod, so the landing page's client code does
// not load the schema (forms/realized-profit-query.ts parses with it, on the server).

/** Ledger entries that realize profit, by their order-type name (spec landing §3). */
export const REALIZED_PROFIT_ORDER_TYPES = ['SELL', 'SWITCH_OUT', 'DIVIDEND_CASH'] as const;
export type RealizedProfitOrderType = (typeof REALIZED_PROFIT_ORDER_TYPES)[number];

/** spec landing §9: realized-profit page size 10. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Keeps OFFSET bounded; far beyond any investor's history at 10 a page. */
export const MAX_PAGE = 10_000;
export const NAME_MAX_LENGTH = 100;

/** The landing page's name for the page number (spec landing §2: its URL carries other lists' parameters). */
export const LANDING_PAGE_PARAM = 'realizedPage';

export interface RealizedProfitQuery {
  /** In the order of REALIZED_PROFIT_ORDER_TYPES, without repeats; empty: the filter selects nothing. */
  orderTypes: RealizedProfitOrderType[];
  name: string | undefined;
  page: number;
  size: number;
}

/** Whether the query narrows the list (a name, or not all order types): decides the empty state. */
export function isFiltered(query: Pick<RealizedProfitQuery, 'orderTypes' | 'name'>): boolean {
  return query.name !== undefined || query.orderTypes.length !== REALIZED_PROFIT_ORDER_TYPES.length;
}

/** The filter as URL parameters, defaults left out: all order types is no `orderTypes`. */
function filterParams(query: Pick<RealizedProfitQuery, 'orderTypes' | 'name'>): [string, string][] {
  const params: [string, string][] = [];
  if (query.orderTypes.length !== REALIZED_PROFIT_ORDER_TYPES.length) {
    // An empty selection (only BUY or REINVESTMENT asked for) must stay empty, not become the default.
    params.push(['orderTypes', query.orderTypes.length > 0 ? query.orderTypes.join(',') : 'BUY']);
  }
  if (query.name) params.push(['name', query.name]);
  return params;
}

/** The API's query for one page of a list (what the client fetches when it loads the next page). */
export function realizedProfitApiSearchParams(query: RealizedProfitQuery): URLSearchParams {
  return new URLSearchParams([...filterParams(query), ['page', String(query.page)], ['size', String(query.size)]]);
}

/**
 * The landing URL's query for a filter and page, keeping the page's other parameters (e.g. `produk`).
 * Page 0 is no `realizedPage`.
 */
export function realizedProfitPageSearchParams(
  current: URLSearchParams,
  query: Pick<RealizedProfitQuery, 'orderTypes' | 'name' | 'page'>,
): URLSearchParams {
  const params = withoutRealizedProfitParams(current);
  for (const [name, value] of filterParams(query)) params.append(name, value);
  if (query.page > 0) params.set(LANDING_PAGE_PARAM, String(query.page));
  return params;
}

/** The landing URL's other parameters: what the filter form carries through hidden inputs. */
export function withoutRealizedProfitParams(current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of ['orderTypes', 'name', LANDING_PAGE_PARAM]) params.delete(name);
  return params;
}
