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
import { messagesByField } from './messages-by-field';
import { searchParamsToInput } from './fund-list-query';
import {
  DEFAULT_PAGE_SIZE,
  LANDING_PAGE_PARAM,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  NAME_MAX_LENGTH,
  REALIZED_PROFIT_ORDER_TYPES,
  type RealizedProfitOrderType,
  type RealizedProfitQuery,
} from '~/domain/realized-profit-query';

export * from '~/domain/realized-profit-query';

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
  return { ok: false, errors: messagesByField(result.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message])) };
}

/** The defaults, parsed once (the landing page's usual address has none of the parameters). */
let defaultQuery: RealizedProfitQuery | undefined;

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
  // The landing page's usual address has none of them: its defaults, parsed once.
  if (Object.keys(own).length === 0) return (defaultQuery ??= Object.freeze(realizedProfitQuerySchema.parse({})));
  const first = realizedProfitQuerySchema.safeParse(own);
  if (first.success) return first.data;
  for (const issue of first.error.issues) delete own[String(issue.path[0])];
  // Every field is optional, so without the malformed ones the input parses.
  return realizedProfitQuerySchema.parse(own);
}
