// PATCH /api/v1/users/notification-center/read/{id} (spec funds §7; issue 17 item 4): marks one of the signed-in
// user's notifications read → `{ data: { _id, read: true, unread } }`. Another user's, a deleted, an unknown or a
// malformed id: the same 404. 401 without a session, 403 from a foreign Origin, 405 for other methods.
import type { Route } from './+types/notification-center-read';
import { parseId } from '~/domain/ids';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { countUnreadNotifications, markNotificationRead } from '~/models/notifications.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'PATCH');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(context, 'PATCH');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const id = parseId(params.notificationId);
  if (id === null || !markNotificationRead(user.id, id)) return apiError(context, 404, 'notifications:api.notFound', PRIVATE_NO_STORE);
  return Response.json({ data: { _id: id, read: true, unread: countUnreadNotifications(user.id) } }, { headers: PRIVATE_NO_STORE });
}
