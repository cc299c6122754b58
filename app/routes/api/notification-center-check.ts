// GET /api/v1/users/notification-center/check (spec funds §7: "no-cache; reads data.unread and
// data.userHasUnreadNotification"; issue 17 item 4): the bell's number, `{ data: { unread, userHasUnreadNotification } }`,
// `Cache-Control: no-cache` (a client may keep it, but asks again each time). One indexed count
// (countUnreadNotifications); 401 without a session, 405 for other methods.
import type { Route } from './+types/notification-center-check';
import { methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { countUnreadNotifications } from '~/models/notifications.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const unread = countUnreadNotifications(user.id);
  return Response.json({ data: { unread, userHasUnreadNotification: unread > 0 } }, { headers: { 'Cache-Control': 'private, no-cache' } });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
