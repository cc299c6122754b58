// /api/v2/mutual-funds/product-watchlist/{mutualFundId} (spec funds §7 "GET watchlist check by
// {mutualFundId}: response onWatchlist", "DELETE watchlist entry by mutualFundId"; issue 3 item 7).
// GET → `{ data: { onWatchlist } }`; DELETE → `{ data: { mutualFundId, onWatchlist: false } }`
// (removing a fund that is not on the list is not an error). 401 without a session, 400 for a
// malformed id, 404 for an unknown fund; DELETE from a foreign Origin is 403.
import type { Route } from './+types/product-watchlist-item';
import { mutualFundIdSchema } from '~/forms/watchlist';
import { apiError, methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { fundExists, isOnWatchlist, removeFromWatchlist } from '~/models/watchlist.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const id = mutualFundIdSchema.safeParse(params.mutualFundId);
  if (!id.success) return apiError(context, 400, 'fundTools:watchlist.api.invalidId', undefined, { mutualFundId: ['fundTools:watchlist.api.invalidId'] });
  if (!fundExists(id.data)) return apiError(context, 404, 'fundTools:watchlist.api.notFound');
  return Response.json({ data: { onWatchlist: isOnWatchlist(user.id, id.data) } }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(context, 'GET, DELETE');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const id = mutualFundIdSchema.safeParse(params.mutualFundId);
  if (!id.success) return apiError(context, 400, 'fundTools:watchlist.api.invalidId', undefined, { mutualFundId: ['fundTools:watchlist.api.invalidId'] });
  if (!fundExists(id.data)) return apiError(context, 404, 'fundTools:watchlist.api.notFound');
  removeFromWatchlist(user.id, id.data);
  return Response.json({ data: { mutualFundId: id.data, onWatchlist: false } });
}
