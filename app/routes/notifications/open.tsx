// /notifications/buka/{id} (issue 17 item 4): opening a notification marks it read and goes where it leads (its
// link, a path of this site; the centre when it has none). A plain link, so it works without JavaScript; a GET that
// changes only the reader's own read mark (decision 079). Another user's, a deleted or an unknown id: 404.
import { data, redirect } from 'react-router';
import type { Route } from './+types/open';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { parseId } from '~/domain/ids';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { translations } from '~/locales/loading';
import { NOTIFICATIONS_PATH } from '~/domain/notification-paths';
import { openNotification } from '~/models/notifications.server';

export const handle = translations('notifications');

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const id = parseId(params.notificationId);
  const link = id === null ? undefined : openNotification(user.id, id);
  if (link === undefined) throw data(null, { status: 404 });
  // Only a path of this site ("/…", not "//host"): a link is written by the app, but never leads away.
  return redirect(link && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : NOTIFICATIONS_PATH);
}

/**
 * Never shown: the loader always redirects, or answers 404 (the root's not-found page). A page route rather than a
 * resource route so that a 404 is the site's page; it uses what every page uses (React Router, the translations),
 * which keeps the browser's shared chunks as they are (the landing's first-load budget, decision 017).
 */
export default function OpenNotification() {
  const { t } = useT('notifications');
  return <p>{t('page.title')}</p>;
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).notifications.page.title, indexable: false });
};
