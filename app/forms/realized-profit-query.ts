// The realized-profit list's query (spec landing §2 "filters live in the address bar (orderTypes
// and name)", §3 "Realized profit list", §7 "GET realized profits: size, page, name, orderTypes",
// §9 page size 10): ONE schema for the landing page and the API. Decision 016 records the choices.
//
//   orderTypes  SELL | SWITCH_OUT | DIVIDEND_CASH, repeated (`orderTypes=SELL&orderTypes=DIVIDEND_CASH`)
//               or comma-separated (`orderTypes=SELL,DIVIDEND_CASH`). The spec's filter names are
//               accepted too: SWITCH means SWITCH_OUT; BUY and REINVESTMENT realize no profit, so
//               they select no rows. Absent or empty: all three (spec §7's first-page default).
//   name        part of the fund name, trimmed, at most 100 characters
//   page        first page 0 (the landing page calls it `realizedPage`: its URL has other lists)
//   size        default 10, at most 50 (the API only: the landing page always shows 10)
//
// The API answers 400 on a malformed value with messages of the shared catalogue (forms/messages.ts);
// the landing page reads a malformed value as its default instead (a shared link with a typo still
// shows the list).
import { z } from 'zod';
import { message } from './messages';
import { searchParamsToInput } from './fund-list-query';

/** Ledger entries that realize profit, by their order-type name (spec landing §3). */
export const REALIZED_PROFIT_ORDER_TYPES = ['SELL', 'SWITCH_OUT', 'DIVIDEND_CASH'] as const;
export type RealizedProfitOrderType = (typeof REALIZED_PROFIT_ORDER_TYPES)[number];

/** What each accepted `orderTypes` value selects (the spec's filter names included, see the header). */
const ORDER_TYPE_VALUES = {
  SELL: ['SELL'],
  SWITCH_OUT: ['SWITCH_OUT'],
  DIVIDEND_CASH: ['DIVIDEND_CASH'],
  SWITCH: ['SWITCH_OUT'],
  BUY: [],
  REINVESTMENT: [],
} as const satisfies Record<string, readonly RealizedProfitOrderType[]>;
const ACCEPTED_ORDER_TYPES = Object.keys(ORDER_TYPE_VALUES) as [
  keyof typeof ORDER_TYPE_VALUES,
  ...(keyof typeof ORDER_TYPE_VALUES)[],
];

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

/** The last of repeated values (a scalar parameter given twice keeps the later one); empty is absent. */
const single = (value: unknown) => {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === '' ? undefined : last;
};
/** Repeated and/or comma-separated values as one list without empty items; none is absent. */
const list = (value: unknown) => {
  const items = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) =>
    typeof item === 'string' ? item.split(',').map((part) => part.trim()) : [item],
  );
  const kept = items.filter((item) => item !== '');
  return kept.length === 0 ? undefined : kept;
};

const integer = (min: number, max: number) =>
  z.preprocess(
    single,
    z
      .string()
      .regex(/^\d{1,6}$/, { error: message('validation:numeric') })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(min, { error: message('validation:minValue', { min }) })
          .max(max, { error: message('validation:maxValue', { max }) }),
      )
      .optional(),
  );

export const realizedProfitQuerySchema = z
  .object({
    orderTypes: z.preprocess(
      list,
      z.array(z.enum(ACCEPTED_ORDER_TYPES, { error: message('validation:memberOf') })).optional(),
    ),
    name: z.preprocess(
      (value) => {
        const text = single(value);
        return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') || undefined : text;
      },
      z
        .string()
        .max(NAME_MAX_LENGTH, { error: message('validation:maxLength', { max: NAME_MAX_LENGTH }) })
        .optional(),
    ),
    page: integer(0, MAX_PAGE),
    size: integer(1, MAX_PAGE_SIZE),
  })
  .transform((q): RealizedProfitQuery => ({
    orderTypes: q.orderTypes ? selectedOrderTypes(q.orderTypes) : [...REALIZED_PROFIT_ORDER_TYPES],
    name: q.name,
    page: q.page ?? 0,
    size: q.size ?? DEFAULT_PAGE_SIZE,
  }));

/** The realizing order types the accepted values select, in the canonical order. */
function selectedOrderTypes(values: readonly (keyof typeof ORDER_TYPE_VALUES)[]): RealizedProfitOrderType[] {
  const selected = new Set<RealizedProfitOrderType>(values.flatMap((value) => ORDER_TYPE_VALUES[value]));
  return REALIZED_PROFIT_ORDER_TYPES.filter((type) => selected.has(type));
}

/** Message keys (forms/messages.ts) per malformed parameter. */
export type RealizedProfitQueryErrors = Record<string, string[]>;

/** The API's reading: the query, or the message keys per malformed parameter (for a 400). */
export function parseRealizedProfitQuery(
  params: URLSearchParams,
): { ok: true; query: RealizedProfitQuery } | { ok: false; errors: RealizedProfitQueryErrors } {
  const result = realizedProfitQuerySchema.safeParse(searchParamsToInput(params));
  if (result.success) return { ok: true, query: result.data };
  const errors: RealizedProfitQueryErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'query');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, errors };
}

/**
 * The landing page's reading of its own URL: `orderTypes`, `name` and `realizedPage` (the size is
 * always 10, spec §9). A malformed parameter reads as its default, never as an error.
 */
export function parseRealizedProfitQueryLenient(params: URLSearchParams): RealizedProfitQuery {
  const input = searchParamsToInput(params);
  const own: Record<string, string | string[]> = {};
  if (input.orderTypes !== undefined) own.orderTypes = input.orderTypes;
  if (input.name !== undefined) own.name = input.name;
  if (input[LANDING_PAGE_PARAM] !== undefined) own.page = input[LANDING_PAGE_PARAM];
  const first = realizedProfitQuerySchema.safeParse(own);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete own[String(issue.path[0])];
  // Every field is optional, so without the malformed ones the input parses.
  return realizedProfitQuerySchema.parse(own);
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
