// GET /reksadana/bandingkan/pilihan?jenis=&q=&halaman=: one page of the comparison picker's funds
// as JSON (`{ data: { rows, total, page, hasMore } }`), for the picker's debounced search and its
// paging by scrolling (components/funds/compare-picker.tsx). A malformed query answers 400
// `{ message, errors }`.
import { z } from 'zod';
import { parseComparePickerQuery } from '~/forms/compare-picker-query';
import { searchPickerFunds } from '~/models/fund-compare.server';
import type { Route } from './+types/compare-picker-options';

export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseComparePickerQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    return Response.json({ message: 'Invalid query parameters', errors: z.flattenError(parsed.error).fieldErrors }, { status: 400 });
  }
  const { jenis, q, halaman } = parsed.data;
  const page = searchPickerFunds({ type: jenis.type, q, page: halaman });
  return Response.json({ data: page }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
