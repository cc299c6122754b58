// GET /api/v1/users/notification-center?page&size=15 (spec funds §7 "Notification centre", §2.7; issue 17 item 4):
// one page of the signed-in user's notifications, newest first, in the request's language:
// `{ data: [{ _id, kind, title, body, link, readAt, createdAt }] }` (the list ends when a page is shorter than
// `size`). 400 with localized field errors for a bad page or size, 401 without a session, 405 for other methods;
// personal, never stored.
import type { Route } from './+types/notification-center';
import { notificationListQuerySchema } from '~/forms/notifications';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser, type ApiMessageKey } from '~/lib/api.server';
import { getLocale } from '~/middleware/i18next';
import { listNotifications } from '~/models/notifications.server';
import { messagesByField } from '~/forms/messages-by-field';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const search = new URL(request.url).searchParams;
  const parsed = notificationListQuerySchema.safeParse({ page: search.get('page') ?? undefined, size: search.get('size') ?? undefined });
  if (!parsed.success) {
    const errors = messagesByField(parsed.error.issues.map((issue): [string, ApiMessageKey] => [String(issue.path[0] ?? 'query'), issue.message as ApiMessageKey]));
    return apiError(context, 400, 'invalidQuery', PRIVATE_NO_STORE, errors);
  }
  const items = listNotifications(user.id, parsed.data, getLocale(context));
  const data = items.map((item) => ({
    _id: item.id,
    kind: item.kind,
    category: item.category,
    title: item.title,
    body: item.body,
    link: item.link,
    readAt: item.readAt,
    createdAt: item.createdAt,
  }));
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
