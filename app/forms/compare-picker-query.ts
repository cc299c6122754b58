// The comparison picker's search (spec funds §2.3 "Comparison picker popup", §9 "Product search:
// debounced 500 ms, page size 20, first page 0, paging by scrolling"): `jenis` (a fund type's path
// segment, or empty for all), `q` (words of the name) and `halaman` (the page, from 0). One schema
// for the compare page's picker form and the picker's JSON resource.
import { z } from 'zod';
import { FUND_TYPE_PATHS, fundTypeFromPath } from '~/domain/fund-catalogue';
import { PICKER_SEARCH_MAX_LENGTH } from '~/domain/fund-compare';

/** Enough pages for any catalogue this app will hold; beyond it a request is malformed. */
const MAX_PAGE = 500;

export const comparePickerQuerySchema = z.object({
  jenis: z
    .union([z.literal(''), z.enum(Object.values(FUND_TYPE_PATHS) as [string, ...string[]])])
    .default('')
    .transform((path) => ({ path, type: fundTypeFromPath(path) })),
  q: z.string().max(PICKER_SEARCH_MAX_LENGTH).default('').transform((q) => q.trim()),
  halaman: z.coerce.number().int().min(0).max(MAX_PAGE).default(0),
});

export type ComparePickerQuery = z.output<typeof comparePickerQuerySchema>;

export function parseComparePickerQuery(params: URLSearchParams) {
  return comparePickerQuerySchema.safeParse({
    jenis: params.get('jenis') ?? undefined,
    q: params.get('q') ?? undefined,
    halaman: params.get('halaman') ?? undefined,
  });
}
