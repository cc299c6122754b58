// The order history's filters (issue 5 item 8; spec funds §2.1 "/me/order", §7 "/api/v1/orders"): what
// the address bar of `/me/order` and the query of `GET /api/v1/orders` carry, read into one typed
// object with defaults. Pure (no zod, no I/O): the page, the API and the model share it, and the
// page's links are built from it.
//
//   type    buy | sell | switch | dividend (dividend: the investor's DIVIDEND_CASH and
//           DIVIDEND_REINVESTMENT unit-ledger entries, which are not orders). Absent, empty or `all`: every type.
//   status  completed | canceled | rejected | in-process (WAITING_PAYMENT or PAID). EXPIRED counts as
//           canceled. Absent, empty or `all`: every status.
//   date    all | 30d | 90d | custom. 30d is today and the 29 days before it (Jakarta calendar).
//           `from`/`to` (YYYY-MM-DD, Jakarta calendar dates, both inclusive, either may be left open)
//           apply with `custom`; given without `date` or with `all` they mean custom too.
//   page    first page 0
//   size    20 a page; the API accepts 1 to 50, the page always shows 20
//
// Values are matched without regard to case; a repeated parameter keeps its last value. The API
// answers 400 for a malformed value (message keys of forms/messages.ts per parameter); the page reads
// a malformed value as its default (a shared link with a typo still shows the list).
import { addCalendarDays, isIsoDate, type IsoDate } from './dates';
import type { OrderStatus } from './enums';

export const ORDER_FILTER_TYPES = ['buy', 'sell', 'switch', 'dividend'] as const;
export type OrderFilterType = (typeof ORDER_FILTER_TYPES)[number];

export const ORDER_FILTER_STATUSES = ['completed', 'in-process', 'canceled', 'rejected'] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

export const ORDER_DATE_FILTERS = ['all', '30d', '90d', 'custom'] as const;
export type OrderDateFilter = (typeof ORDER_DATE_FILTERS)[number];

export const ORDER_PAGE_SIZE = 20;
export const ORDER_MAX_PAGE_SIZE = 50;
/** Keeps OFFSET bounded; far beyond any investor's history at 20 a page. */
export const ORDER_MAX_PAGE = 10_000;

export interface OrderFilters {
  /** null: every type. */
  type: OrderFilterType | null;
  /** null: every status. */
  status: OrderFilterStatus | null;
  date: OrderDateFilter;
  /** Only with date `custom`; null is open. */
  from: IsoDate | null;
  to: IsoDate | null;
  page: number;
  size: number;
}

export const DEFAULT_ORDER_FILTERS: Readonly<OrderFilters> = Object.freeze({
  type: null,
  status: null,
  date: 'all',
  from: null,
  to: null,
  page: 0,
  size: ORDER_PAGE_SIZE,
});

/** The order statuses each status filter selects (spec: EXPIRED is shown as canceled). */
export const STATUSES_OF: Record<OrderFilterStatus, readonly OrderStatus[]> = {
  completed: ['COMPLETED'],
  'in-process': ['WAITING_PAYMENT', 'PAID'],
  canceled: ['CANCELED', 'EXPIRED'],
  rejected: ['REJECTED'],
};

/** The filter group an order status belongs to (the list's status label groups by it). */
export function statusGroupOf(status: OrderStatus): OrderFilterStatus {
  return (Object.keys(STATUSES_OF) as OrderFilterStatus[]).find((group) => STATUSES_OF[group].includes(status))!;
}

/** Message keys (forms/messages.ts) per malformed parameter. */
export type OrderFilterErrors = Partial<
  Record<'type' | 'status' | 'date' | 'from' | 'to' | 'page' | 'size' | 'productType' | 'section', string[]>
>;

export type OrderFilterParse = { ok: true; filters: OrderFilters } | { ok: false; errors: OrderFilterErrors };

/** The last value of a parameter, trimmed; empty is absent (null). */
function last(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  const value = values.length > 0 ? values[values.length - 1]!.trim() : '';
  return value === '' ? null : value;
}

function member<T extends string>(values: readonly T[], raw: string | null, allowAll: boolean): T | null | undefined {
  if (raw === null) return null;
  const value = raw.toLowerCase();
  if (allowAll && value === 'all') return null;
  return values.includes(value as T) ? (value as T) : undefined;
}

function integer(raw: string | null, min: number, max: number): { value: number | null } | { error: string } {
  if (raw === null) return { value: null };
  if (!/^\d{1,6}$/.test(raw)) return { error: 'validation:numeric' };
  const value = Number(raw);
  if (value < min) return { error: `validation:minValue?min=${min}` };
  if (value > max) return { error: `validation:maxValue?max=${max}` };
  return { value };
}

/**
 * The strict reading (the API): the filters, or the message keys of every malformed parameter.
 * `sizeParam: false` (the page) ignores `size` and always uses 20.
 */
export function parseOrderFilters(params: URLSearchParams, options: { sizeParam?: boolean } = {}): OrderFilterParse {
  const errors: OrderFilterErrors = {};
  const filters: OrderFilters = { ...DEFAULT_ORDER_FILTERS };

  const type = member(ORDER_FILTER_TYPES, last(params, 'type'), true);
  if (type === undefined) errors.type = ['validation:memberOf'];
  else filters.type = type;

  const status = member(ORDER_FILTER_STATUSES, last(params, 'status'), true);
  if (status === undefined) errors.status = ['validation:memberOf'];
  else filters.status = status;

  const fromRaw = last(params, 'from');
  const toRaw = last(params, 'to');
  const date = member(ORDER_DATE_FILTERS, last(params, 'date'), false);
  if (date === undefined) errors.date = ['validation:memberOf'];
  // Dates typed with "all time" still chosen (the form sends both) mean those dates.
  else filters.date = date === null || date === 'all' ? (fromRaw !== null || toRaw !== null ? 'custom' : 'all') : date;

  if (filters.date === 'custom') {
    if (fromRaw !== null && !isIsoDate(fromRaw)) errors.from = ['validation:dateFormat'];
    if (toRaw !== null && !isIsoDate(toRaw)) errors.to = ['validation:dateFormat'];
    if (!errors.from && !errors.to) {
      if (fromRaw !== null && toRaw !== null && toRaw < fromRaw) errors.to = [`validation:dateAfter?date=${fromRaw}`];
      filters.from = fromRaw;
      filters.to = toRaw;
    }
  }

  const page = integer(last(params, 'page'), 0, ORDER_MAX_PAGE);
  if ('error' in page) errors.page = [page.error];
  else filters.page = page.value ?? 0;

  if (options.sizeParam ?? true) {
    const size = integer(last(params, 'size'), 1, ORDER_MAX_PAGE_SIZE);
    if ('error' in size) errors.size = [size.error];
    else filters.size = size.value ?? ORDER_PAGE_SIZE;
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, filters };
}

/**
 * The page's reading of its own address: every malformed parameter reads as its default (a bad date
 * range drops the range), `size` is ignored. Never fails.
 */
export function parseOrderFiltersLenient(params: URLSearchParams): OrderFilters {
  const first = parseOrderFilters(params, { sizeParam: false });
  if (first.ok) return first.filters;
  const kept = new URLSearchParams(params);
  for (const name of Object.keys(first.errors)) {
    kept.delete(name);
    // A broken range is no range at all (not half of one).
    if (name === 'from' || name === 'to' || name === 'date')
      for (const part of ['date', 'from', 'to']) kept.delete(part);
  }
  const second = parseOrderFilters(kept, { sizeParam: false });
  return second.ok ? second.filters : { ...DEFAULT_ORDER_FILTERS };
}

/** The Jakarta calendar dates the date filter spans (both inclusive, null is open), given today's date. */
export function dateRangeOf(
  filters: Pick<OrderFilters, 'date' | 'from' | 'to'>,
  today: IsoDate,
): { from: IsoDate | null; to: IsoDate | null } {
  switch (filters.date) {
    case '30d':
      return { from: addCalendarDays(today, -29), to: today };
    case '90d':
      return { from: addCalendarDays(today, -89), to: today };
    case 'custom':
      return { from: filters.from, to: filters.to };
    default:
      return { from: null, to: null };
  }
}

/** Whether the filters narrow the list (decides the empty state's text). */
export function isFiltered(filters: Pick<OrderFilters, 'type' | 'status' | 'date' | 'from' | 'to'>): boolean {
  if (filters.type !== null || filters.status !== null) return true;
  return (
    filters.date === '30d' ||
    filters.date === '90d' ||
    (filters.date === 'custom' && (filters.from !== null || filters.to !== null))
  );
}

/**
 * The filters as query parameters, defaults left out (`/me/order?type=buy&page=2`); `size` only when
 * it is not the default. The page's "more" link and the API's clients build their addresses with it.
 */
export function orderFilterSearchParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.date !== 'all') params.set('date', filters.date);
  if (filters.date === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.page > 0) params.set('page', String(filters.page));
  if (filters.size !== ORDER_PAGE_SIZE) params.set('size', String(filters.size));
  return params;
}

/** spec landing §7 "GET orders list: productType=mutualFund, section=inComplete → count". */
export const INCOMPLETE_SECTION = 'inComplete';
export const MUTUAL_FUND_PRODUCT_TYPE = 'mutualFund';

export type OrderListRequest = { kind: 'incompleteCount' } | { kind: 'list'; filters: OrderFilters };

/**
 * The API's reading of `GET /api/v1/orders`: `section=inComplete` (with `productType=mutualFund` or
 * without a product type) asks for the count of unfinished orders; anything else is the list. Another
 * section or product type is malformed: this marketplace has mutual-fund orders only.
 */
export function parseOrderListRequest(
  params: URLSearchParams,
): { ok: true; request: OrderListRequest } | { ok: false; errors: OrderFilterErrors } {
  const errors: OrderFilterErrors = {};
  const productType = last(params, 'productType');
  if (productType !== null && productType.toLowerCase() !== MUTUAL_FUND_PRODUCT_TYPE.toLowerCase())
    errors.productType = ['validation:memberOf'];
  const section = last(params, 'section');
  if (section !== null && section.toLowerCase() !== INCOMPLETE_SECTION.toLowerCase())
    errors.section = ['validation:memberOf'];
  if (section !== null) {
    return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, request: { kind: 'incompleteCount' } };
  }
  const parsed = parseOrderFilters(params);
  if (!parsed.ok || Object.keys(errors).length > 0)
    return { ok: false, errors: { ...errors, ...(parsed.ok ? {} : parsed.errors) } };
  return { ok: true, request: { kind: 'list', filters: parsed.filters } };
}
