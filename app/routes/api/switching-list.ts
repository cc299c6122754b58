// GET /api/v2/mutual-funds/switching/list?mutualFundId= (spec funds §3 switchingList, §7 "GET switch list"; issue 15
// item 7): the funds the fund may switch into (same investment manager and currency, open for subscription, listed),
// each `{ id, name, slug, type, currency, manager }`. Signed-in investors only (401); 400 for a query without a fund
// id, 404 for a fund that does not exist; 405 for other methods. Never cached.
import type { Route } from './+types/switching-list';
import { parseId } from '~/domain/ids';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { switchRefusalResponse } from '~/lib/switch-api.server';
import { db } from '~/lib/db.server';
import { fundExists, switchingList } from '~/models/switch-orders.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const fundId = parseId(new URL(request.url).searchParams.get('mutualFundId'));
  if (fundId === null) return apiError(context, 400, 'invalidQuery', undefined, { mutualFundId: ['validation:numeric'] });
  if (!fundExists(fundId, db())) return switchRefusalResponse(context, { code: 'FUND_NOT_FOUND' });
  return Response.json({ data: switchingList(fundId) }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
