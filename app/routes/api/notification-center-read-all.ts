// PATCH /api/v1/users/notification-center/read-all (spec funds §7; issue 17 item 4): marks every notification of
// the signed-in user read → `{ data: { marked, unread: 0 } }`. 401 without a session, 403 from a foreign Origin,
// 405 for other methods.
import type { Route } from './+types/notification-center-read-all';
import { methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { markAllNotificationsRead } from '~/models/notifications.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'PATCH');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH') return methodNotAllowed(context, 'PATCH');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const marked = markAllNotificationsRead(user.id);
  return Response.json({ data: { marked, unread: 0 } }, { headers: PRIVATE_NO_STORE });
}
