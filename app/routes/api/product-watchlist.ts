// POST /api/v2/mutual-funds/product-watchlist (spec funds §7 "POST add to watchlist: body
// mutualFundId"; issue 3 item 7): adds a fund to the signed-in user's watchlist. JSON or form body.
// 201 `{ data: { mutualFundId, onWatchlist: true } }` when added, 200 when it already was (adding is
// idempotent); 401 without a session, 403 from a foreign Origin, 400 for a malformed id, 404 for an
// unknown fund, 405 for other methods.
import type { Route } from './+types/product-watchlist';
import { watchlistApiBodySchema } from '~/forms/watchlist';
import { apiError, methodNotAllowed, readBody, requireApiUser } from '~/lib/api.server';
import { addToWatchlist } from '~/models/watchlist.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = watchlistApiBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'fundTools:watchlist.api.invalidId', undefined, { mutualFundId: ['fundTools:watchlist.api.invalidId'] });
  const { mutualFundId } = parsed.data;
  const result = addToWatchlist(user.id, mutualFundId);
  if (!result.ok) return apiError(context, 404, 'fundTools:watchlist.api.notFound');
  return Response.json({ data: { mutualFundId, onWatchlist: true } }, { status: result.added ? 201 : 200 });
}
