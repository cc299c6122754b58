// POST (or PATCH) /api/v1/profile/update-mutual-fund-notification (spec funds §7 "PATCH-type updates:
// /api/v1/profile/update-mutual-fund-notification"; landing §7 "POST update notification setting"):
// saves the signed-in user's balance toggle and closed popups. JSON or form body with any of the
// settings of forms/notification-settings.ts; `{ data: { ...every setting } }`. 400 with the field
// errors for anything else, 401 without a session, 403 from a foreign Origin, 405 for GET.
import type { Route } from './+types/notification-settings';
import { messagesByField } from '~/forms/messages-by-field';
import { notificationSettingsSchema } from '~/forms/notification-settings';
import { apiError, readBody, requireApiUser, type ApiMessageKey } from '~/lib/api.server';
import { updateNotificationSettings } from '~/models/notification-settings.server';

const ALLOW = { Allow: 'POST, PATCH' };

export function loader({ context }: Route.LoaderArgs) {
  return apiError(context, 405, 'methodNotAllowed', ALLOW);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST' && request.method !== 'PATCH') return apiError(context, 405, 'methodNotAllowed', ALLOW);
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = notificationSettingsSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    // A setting that does not exist is named as the field at fault; field names come from the body
    // (messagesByField keeps a "__proto__" or "constructor" a plain field, issue 13 item 10).
    const errors = messagesByField(
      parsed.error.issues.flatMap((issue): Array<[string, ApiMessageKey]> =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => [key, 'validation:memberOf'])
          : [[issue.path.length > 0 ? issue.path.join('.') : 'body', issue.message as ApiMessageKey]],
      ),
    );
    return apiError(context, 400, 'invalidBody', undefined, errors);
  }
  const settings = updateNotificationSettings(user.id, parsed.data);
  return Response.json({ data: settings }, { headers: { 'Cache-Control': 'no-store' } });
}
