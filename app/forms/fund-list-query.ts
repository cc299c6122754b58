// The fund-list query (spec funds §2.3, §4.5 "Product filters", §7 products; spec landing §4
// "Product list paging" and §7 product lists): ONE schema for the list pages (their URL query, which a
// GET form writes) and the products API. Parameter names are the API's:
//
//   type           a fund type; several as `type=SAHAM&type=CAMPURAN`, `type=SAHAM,CAMPURAN` or
//                  `type=["SAHAM","CAMPURAN"]` (the landing's link shape)
//   category       KONVENSIONAL | SYARIAH
//   status         active_subsenabled | active_subsdisabled
//   capitalProtected, watchlistOnly, newcomer, shareDividend   true | false
//   sinvest_type   INDEX_FUND (the index collection)
//   currency       IDR | USD (USD is the USD collection)
//   slugs          fund slugs, repeated or comma-separated (comparison)
//   sort           expenseRatio | minimumSubscriptionAmount | currentAum | oneYearNav | a return period
//   order          asc | desc (default: desc for returns and AUM, asc for costs and minimums)
//   _name          keyword: name, code or investment manager
//   _page          page number, first page 0
//   _size          page size, default 20, at most 100
//
// An empty value (a GET form's empty select) counts as absent; unknown parameters are ignored.
// The API answers 400 on a malformed value; the pages drop the malformed parameters instead.
import { z } from 'zod';
import { CURRENCIES, FUND_CATEGORIES, FUND_STATUSES, FUND_TYPES, STAT_PERIODS, type StatPeriod } from '~/domain/enums';
import type { CatalogueFilter } from '~/domain/fund-catalogue';

/** spec funds §9: page size 20, first page 0. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Beyond any real catalogue; keeps OFFSET bounded. */
export const MAX_PAGE = 10_000;
export { KEYWORD_MAX_LENGTH } from '~/domain/fund-catalogue';
import { KEYWORD_MAX_LENGTH } from '~/domain/fund-catalogue';
import { issueMessageKey, messagesByField } from './messages-by-field';
/** Comparison takes 3 (spec funds §9); the API allows a few more slugs for other clients. */
export const MAX_SLUGS = 20;

/** spec funds §4.5 "Sort and compare fields" and "Return periods". oneYearNav is the oneYear return. */
export const SORT_FIELDS = ['currentAum', 'oneYearNav', 'expenseRatio', 'minimumSubscriptionAmount', ...STAT_PERIODS] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortField = 'currentAum';

/** Ascending by default for what an investor wants low (costs, minimums), descending otherwise. */
export function defaultOrder(sort: SortField): SortOrder {
  return sort === 'expenseRatio' || sort === 'minimumSubscriptionAmount' ? 'asc' : 'desc';
}

/** The return period a sort field orders by, or null for the non-return fields. */
export function sortPeriod(sort: SortField): StatPeriod | null {
  if (sort === 'oneYearNav') return 'oneYear';
  return (STAT_PERIODS as readonly string[]).includes(sort) ? (sort as StatPeriod) : null;
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
/** The last of repeated values (a scalar parameter given twice keeps the later one, like most servers). */
const single = (value: unknown) => emptyToUndefined(Array.isArray(value) ? value[value.length - 1] : value);
/** Repeated, comma-separated or a JSON array: one flat list without empty items. */
const list = (value: unknown) => {
  if (value === undefined) return undefined;
  const items = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item !== 'string') return [item];
    const text = item.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // not JSON: split on commas below (the item then fails the enum check)
      }
    }
    return text.split(',').map((part) => part.trim());
  });
  const kept = items.filter((item) => item !== '');
  return kept.length === 0 ? undefined : kept;
};

const flag = () => z.preprocess(single, z.enum(['true', 'false']).optional()).transform((v) => v === 'true');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(single, z.enum(values).optional());
const integer = (min: number, max: number) =>
  z.preprocess(
    single,
    z
      .string()
      .regex(/^\d{1,6}$/, { error: 'Expected a whole number' })
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .optional(),
  );

export const fundListQuerySchema = z
  .object({
    type: z.preprocess(list, z.array(z.enum(FUND_TYPES)).max(FUND_TYPES.length).optional()),
    category: oneOf(FUND_CATEGORIES),
    status: oneOf(FUND_STATUSES),
    capitalProtected: flag(),
    sinvest_type: oneOf(['INDEX_FUND']),
    newcomer: flag(),
    shareDividend: flag(),
    currency: oneOf(CURRENCIES),
    watchlistOnly: flag(),
    slugs: z.preprocess(
      list,
      z
        .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: 'Expected a fund slug' }))
        .max(MAX_SLUGS)
        .optional(),
    ),
    sort: oneOf(SORT_FIELDS),
    // spec landing §2 links to the all-funds list with `sort-category=minimumSubscriptionAmount`;
    // it is read as `sort` (which wins when both are given).
    'sort-category': oneOf(SORT_FIELDS),
    order: oneOf(SORT_ORDERS),
    _name: z.preprocess(
      (value) => {
        const text = single(value);
        return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ') || undefined : text;
      },
      z.string().max(KEYWORD_MAX_LENGTH).optional(),
    ),
    _page: integer(0, MAX_PAGE),
    _size: integer(1, MAX_PAGE_SIZE),
  })
  .transform((q) => {
    const sort = q.sort ?? q['sort-category'] ?? DEFAULT_SORT;
    return {
      types: q.type ? [...new Set(q.type)] : [],
      category: q.category,
      status: q.status,
      capitalProtected: q.capitalProtected,
      indexFund: q.sinvest_type === 'INDEX_FUND',
      newcomer: q.newcomer,
      shareDividend: q.shareDividend,
      currency: q.currency,
      watchlistOnly: q.watchlistOnly,
      slugs: q.slugs ? [...new Set(q.slugs)] : [],
      keyword: q._name,
      sort,
      order: q.order ?? defaultOrder(sort),
      page: q._page ?? 0,
      size: q._size ?? DEFAULT_PAGE_SIZE,
    };
  });

export type FundListQuery = z.output<typeof fundListQuerySchema>;
/** Message keys (forms/messages.ts) per malformed parameter. */
export type FundListQueryErrors = Record<string, `${string}:${string}`[]>;

/** URLSearchParams as the schema's input: one string per parameter, or a list when repeated. */
export function searchParamsToInput(params: URLSearchParams): Record<string, string | string[]> {
  // Object.fromEntries writes own properties: a parameter named __proto__ is a parameter, not the prototype.
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? values[0]! : values];
    }),
  );
}

/** The API's reading: the query, or the errors per parameter (for a 400). */
export function parseFundListQuery(
  params: URLSearchParams,
): { ok: true; query: FundListQuery } | { ok: false; errors: FundListQueryErrors } {
  const result = fundListQuerySchema.safeParse(searchParamsToInput(params));
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, errors: messagesByField(result.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issueMessageKey(issue)])) };
}

/**
 * The pages' reading: a malformed parameter falls back to its default (a shared link with a typo
 * still shows a list), the others are kept. Also says which parameters were dropped.
 */
/**
 * Parsed queries by their text: every visitor of a list page sends one of a few addresses, and zod
 * parsing them twice per request was a twentieth of a list page's CPU. Callers must not mutate the
 * answer (they spread it).
 */
const lenientParses = new Map<string, { query: FundListQuery; dropped: string[] }>();
const LENIENT_PARSES_KEPT = 500;

export function parseFundListQueryLenient(params: URLSearchParams): { query: FundListQuery; dropped: string[] } {
  const text = params.toString();
  const known = lenientParses.get(text);
  if (known) return known;
  const parsed = parseLenient(params);
  if (lenientParses.size >= LENIENT_PARSES_KEPT) lenientParses.delete(lenientParses.keys().next().value!);
  lenientParses.set(text, parsed);
  return parsed;
}

function parseLenient(params: URLSearchParams): { query: FundListQuery; dropped: string[] } {
  const input = searchParamsToInput(params);
  const first = parseFundListQuery(params);
  if (first.ok) return { query: first.query, dropped: [] };
  const dropped = Object.keys(first.errors);
  for (const key of dropped) delete input[key];
  const second = fundListQuerySchema.safeParse(input);
  // Every field is optional, so without the malformed ones the input parses.
  return { query: second.success ? second.data : fundListQuerySchema.parse({}), dropped };
}

/** A category page's fixed filter (fund-catalogue CATEGORY_PAGES) applied over the URL's. */
export function applyCatalogueFilter(query: FundListQuery, filter: CatalogueFilter | null): FundListQuery {
  if (!filter) return query;
  if (filter.kind === 'type') return { ...query, types: [filter.type] };
  switch (filter.collection) {
    case 'SYARIAH':
      return { ...query, category: 'SYARIAH' };
    case 'INDEX':
      return { ...query, indexFund: true };
    case 'USD':
      return { ...query, currency: 'USD' };
    case 'NEWCOMER':
      return { ...query, newcomer: true };
    case 'SHARE_DIVIDEND':
      return { ...query, shareDividend: true };
  }
}

/**
 * The URL query of a list query (the inverse of the schema), leaving out defaults and, for a
 * category page, the parameters its path already fixes. Used for paging links and the next page.
 */
export function fundListSearchParams(query: FundListQuery, filter: CatalogueFilter | null = null): URLSearchParams {
  const params = new URLSearchParams();
  const fixed = (name: string) =>
    filter !== null &&
    ((filter.kind === 'type' && name === 'type') ||
      (filter.kind === 'collection' &&
        ((filter.collection === 'SYARIAH' && name === 'category') ||
          (filter.collection === 'INDEX' && name === 'sinvest_type') ||
          (filter.collection === 'USD' && name === 'currency') ||
          (filter.collection === 'NEWCOMER' && name === 'newcomer') ||
          (filter.collection === 'SHARE_DIVIDEND' && name === 'shareDividend'))));
  const set = (name: string, value: string | undefined | false) => {
    if (value && !fixed(name)) params.set(name, value);
  };
  if (!fixed('type')) for (const type of query.types) params.append('type', type);
  set('category', query.category);
  set('status', query.status);
  set('capitalProtected', query.capitalProtected && 'true');
  set('sinvest_type', query.indexFund && 'INDEX_FUND');
  set('newcomer', query.newcomer && 'true');
  set('shareDividend', query.shareDividend && 'true');
  set('currency', query.currency);
  set('watchlistOnly', query.watchlistOnly && 'true');
  if (query.slugs.length > 0) params.set('slugs', query.slugs.join(','));
  set('_name', query.keyword);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.order !== defaultOrder(query.sort)) params.set('order', query.order);
  if (query.page > 0) params.set('_page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('_size', String(query.size));
  return params;
}
