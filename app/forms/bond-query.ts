// The bond catalogue's query (issue 18 item 5; spec funds §4.5 "Bond types", §7 /api/v1/bonds): ONE schema for the
// catalogue page (its plain GET form) and the API.
//
//   type     CORPORATE | GOVERNMENT | ORI | SBR | SR | ST
//   status   OFFERING | SECONDARY | MATURED
//   sort     coupon (highest first) | maturity (nearest first)
//
// An empty value (the form's "all" option) counts as absent; unknown parameters are ignored; a repeated one keeps
// its last value. The API answers 400 on a malformed value; the page drops it and shows the rest.
import { z } from 'zod';
import { BOND_SORTS, DEFAULT_BOND_SORT } from '~/domain/bonds';
import { BOND_STATUSES, BOND_TYPES } from '~/domain/service-enums';
import { issueMessageKey, messagesByField } from './messages-by-field';
import { searchParamsToInput } from './fund-list-query';

const single = (value: unknown) => {
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === '' ? undefined : last;
};

export const bondQuerySchema = z
  .object({
    type: z.preprocess(single, z.enum(BOND_TYPES).optional()),
    status: z.preprocess(single, z.enum(BOND_STATUSES).optional()),
    sort: z.preprocess(single, z.enum(BOND_SORTS).optional()),
  })
  .transform((q) => ({ type: q.type ?? null, status: q.status ?? null, sort: q.sort ?? DEFAULT_BOND_SORT }));

export type BondQuery = z.output<typeof bondQuerySchema>;

/** The API's reading: the query, or the message keys per malformed parameter (a 400). */
export function parseBondQuery(params: URLSearchParams): { ok: true; query: BondQuery } | { ok: false; errors: Record<string, `${string}:${string}`[]> } {
  const result = bondQuerySchema.safeParse(searchParamsToInput(params));
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, errors: messagesByField(result.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issueMessageKey(issue)])) };
}

/** The page's reading: malformed parameters fall back to their default (a shared link with a typo still shows bonds). */
export function parseBondQueryLenient(params: URLSearchParams): BondQuery {
  const first = parseBondQuery(params);
  if (first.ok) return first.query;
  const input = searchParamsToInput(params);
  for (const key of Object.keys(first.errors)) delete input[key];
  const second = bondQuerySchema.safeParse(input);
  return second.success ? second.data : bondQuerySchema.parse({});
}
