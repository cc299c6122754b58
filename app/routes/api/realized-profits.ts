// GET /api/v2/mutual-funds/portfolio/realized-profits (spec landing §7 "GET realized profits: size,
// page, name, orderTypes"; spec funds §7 portfolio API): one page of the signed-in investor's
// realized-profit list, the page the landing list appends when it scrolls (decision 016). Query
// parameters: see app/forms/realized-profit-query.ts.
//
// 200 `{ data: { realizedProfits, page, size, total, hasMore } }`; each row as
// models/realized-profits.server.ts describes it, its numbers as decimals in their unit (decision 028):
// money in rupiah or dollars (2 decimals) of `fund.currency`, units with up to 4 decimals; the landing's
// list reads them back with realizedProfitFromJson. 400 `{ message, errors }` for a malformed
// parameter, each error from the shared message catalogue in the request's language; 401 without a
// session. Personal data: never stored by a cache.
import { realizedProfitJson } from '~/domain/api-json';
import { parseRealizedProfitQuery } from '~/forms/realized-profit-query';
import { apiError, type ApiMessageKey, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { listRealizedProfits } from '~/models/realized-profits.server';
import type { Route } from './+types/realized-profits';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A read: no Origin check (api.server.ts checks Origin for state changes).
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const parsed = parseRealizedProfitQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(context, 400, 'realizedProfits:api.invalidQuery', PRIVATE_NO_STORE, parsed.errors as Record<string, ApiMessageKey[]>);
  const { rows, page, size, total, hasMore } = listRealizedProfits(user.id, parsed.query);
  return Response.json({ data: { realizedProfits: rows.map(realizedProfitJson), page, size, total, hasMore } }, { headers: PRIVATE_NO_STORE });
}
