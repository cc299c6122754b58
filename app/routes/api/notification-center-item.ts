// DELETE /api/v1/users/notification-center/{id} (spec funds §7; issue 17 item 4): deletes one of the signed-in
// user's notifications (a soft delete: deleted_at, decision 079) → `{ data: { _id, deleted: true, unread } }`.
// Another user's, an already deleted, an unknown or a malformed id: the same 404. 401 without a session, 403 from a
// foreign Origin, 405 for other methods.
import type { Route } from './+types/notification-center-item';
import { parseId } from '~/domain/ids';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { countUnreadNotifications, deleteNotification } from '~/models/notifications.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'DELETE');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(context, 'DELETE');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const id = parseId(params.notificationId);
  if (id === null || !deleteNotification(user.id, id)) return apiError(context, 404, 'notifications:api.notFound', PRIVATE_NO_STORE);
  return Response.json({ data: { _id: id, deleted: true, unread: countUnreadNotifications(user.id) } }, { headers: PRIVATE_NO_STORE });
}
