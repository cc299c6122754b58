// GET /reksadana/bandingkan/pilihan?jenis=&q=&halaman=: one page of the comparison picker's funds
// as JSON (`{ data: { rows, total, page, hasMore } }`), for the picker's debounced search and its
// paging by scrolling (components/funds/compare-picker.tsx). A malformed query answers 400
// `{ message, errors }`.
import { issueMessageKey, messagesByField } from '~/forms/messages-by-field';
import { apiError } from '~/lib/api.server';
import { parseComparePickerQuery } from '~/forms/compare-picker-query';
import { searchPickerFunds } from '~/models/fund-compare.server';
import type { Route } from './+types/compare-picker-options';

export function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseComparePickerQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    const errors = messagesByField(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issueMessageKey(issue)]));
    return apiError(context, 400, 'invalidQuery', undefined, errors);
  }
  const { jenis, q, halaman } = parsed.data;
  const page = searchPickerFunds({ type: jenis.type, q, page: halaman });
  return Response.json({ data: page }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}
