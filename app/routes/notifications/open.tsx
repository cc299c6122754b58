// /notifications/buka/{id} (issue 17 item 4): opening a notification marks it read and goes where it leads (its
// link, a path of this site; the centre when it has none). A plain link, so it works without JavaScript; a GET that
// changes only the reader's own read mark (decision 079). Another user's, a deleted or an unknown id: 404.
import { data, redirect } from 'react-router';
import type { Route } from './+types/open';
import { parseId } from '~/domain/ids';
import { requireUser } from '~/lib/session.server';
import { NOTIFICATIONS_PATH } from '~/domain/notification-paths';
import { openNotification } from '~/models/notifications.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.notificationId);
  const link = id === null ? undefined : openNotification(user.id, id);
  if (link === undefined) throw data(null, { status: 404 });
  // Only a path of this site ("/…", not "//host"): a link is written by the app, but never leads away.
  return redirect(link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : NOTIFICATIONS_PATH);
}

/** Never shown (the loader always redirects); a page route, so a 404 is the site's not-found page, not an empty answer. */
export default function OpenNotification() {
  return null;
}
