// /notifications (spec funds §2.1 "/notifications (prefix match)", §2.7; issue 17 item 4): the signed-in user's
// notifications, newest first, 15 a page: "load more" links to ?page=n+1 and the list grows (pages 1 to n), so it
// works without JavaScript; the list ends when a page comes back short. Each item opens through
// /notifications/buka/{id} (marked read, then its link); mark one read, mark all read and delete are form posts
// answered with a redirect back (Post/Redirect/Get), with or without JavaScript. A visitor signs in first; another
// user's id answers 404 (decision 079).
import { Form, data, redirect, useNavigation } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import type { Route } from './+types/centre';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AppLink, BellIcon, buttonClass, EmptyState } from '~/components/ui';
import { cx } from '~/components/ui/cx';
import type { Language } from '~/domain/enums';
import { centrePage, notificationActionSchema } from '~/forms/notifications';
import { formatDateTime } from '~/lib/format';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { loadTranslations, translations } from '~/locales/loading';
import {
  countUnreadNotifications,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationView,
} from '~/models/notifications.server';
import { NOTIFICATION_PAGE_SIZE, NOTIFICATIONS_PATH, openNotificationPath } from '~/domain/notification-paths';

export const handle = translations('notifications');
export const clientMiddleware = [loadTranslations(handle)];

/** What the redirect after a post says (`?selesai=`), shown in a status line. */
const DONE = { 'read-all': 'markedAllRead', delete: 'deleted' } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const page = centrePage(url.searchParams.get('page'));
  const locale = getLocale(context);
  // Pages 1 to n in one query, and one row more: a short list is the end (spec funds §2.7).
  const rows = listNotifications(user.id, { page: 1, size: page * NOTIFICATION_PAGE_SIZE + 1 }, locale);
  const hasMore = rows.length > page * NOTIFICATION_PAGE_SIZE;
  const done = url.searchParams.get('selesai');
  return {
    items: rows.slice(0, page * NOTIFICATION_PAGE_SIZE),
    page,
    nextHref: hasMore ? (`${NOTIFICATIONS_PATH}?page=${page + 1}` as const) : null,
    unread: countUnreadNotifications(user.id),
    done: done === 'read-all' || done === 'delete' ? DONE[done] : null,
    locale,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: notificationActionSchema });
  if (submission.status !== 'success') throw data(null, { status: 400 });
  const value = submission.value;
  const now = new Date();
  const back = new URLSearchParams();
  if (value.page && value.page > 1) back.set('page', String(value.page));
  if (value.intent === 'read-all') {
    markAllNotificationsRead(user.id, now);
    back.set('selesai', 'read-all');
  } else {
    // Another user's notification, a deleted or an unknown one: the same 404.
    const found = value.intent === 'read' ? markNotificationRead(user.id, value.id, now) : deleteNotification(user.id, value.id, now);
    if (!found) throw data(null, { status: 404 });
    if (value.intent === 'delete') back.set('selesai', 'delete');
  }
  const query = back.toString();
  return redirect(query ? `${NOTIFICATIONS_PATH}?${query}` : NOTIFICATIONS_PATH);
}

export default function NotificationCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useT('notifications');
  const { items, page, nextHref, unread, done, locale } = loaderData;
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="page-container max-w-3xl py-6 md:py-10" aria-labelledby="notifications-title" data-testid="notifications-page">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="notifications-title" className="section-title">
            {t('page.title')}
          </h1>
          <p className="mt-1 text-ink-muted" data-testid="notifications-unread">
            {unread > 0 ? t('page.unreadSummary', { count: unread }) : t('page.allRead')}
          </p>
        </div>
        {unread > 0 ? (
          <Form method="post" action={NOTIFICATIONS_PATH}>
            <input type="hidden" name="intent" value="read-all" />
            <input type="hidden" name="page" value={page} />
            <button type="submit" className={buttonClass({ variant: 'secondary' })} disabled={busy} data-testid="notifications-read-all">
              {t('page.markAllRead')}
            </button>
          </Form>
        ) : null}
      </div>
      <p role="status" className={cx('text-sm text-ink', done ? 'mt-4 rounded-[var(--radius-control)] bg-brand-soft px-3 py-2' : 'sr-only')} data-testid="notifications-status">
        {done ? t(`page.${done}`) : ''}
      </p>

      {items.length === 0 ? (
        <EmptyState icon={BellIcon} title={t('page.empty')} className="mx-auto mt-8 max-w-md" data-testid="notifications-empty">
          <p className="mt-1 text-ink-muted">{t('page.emptyBody')}</p>
        </EmptyState>
      ) : (
        <>
          <ol className="mt-6 flex flex-col gap-3" aria-labelledby="notifications-title" data-testid="notifications-list">
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} page={page} locale={locale} busy={busy} />
            ))}
          </ol>
          {nextHref ? (
            <div className="mt-4 flex justify-center">
              <AppLink to={nextHref} preventScrollReset className={buttonClass({ variant: 'secondary' })} data-testid="notifications-more">
                {t('page.loadMore')}
              </AppLink>
            </div>
          ) : (
            <p className="mt-4 text-center text-sm text-ink-muted" data-testid="notifications-end">
              {t('page.end')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function NotificationItem({ item, page, locale, busy }: { item: NotificationView; page: number; locale: Language; busy: boolean }) {
  const { t } = useT('notifications');
  const unread = item.readAt === null;
  const titleId = `notification-${item.id}-title`;
  return (
    <li data-testid="notification" data-unread={unread ? 'true' : 'false'} data-kind={item.kind ?? ''}>
      <article
        aria-labelledby={titleId}
        className={cx('card relative grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start md:p-5', unread && 'border-brand/50 bg-brand-soft/30')}
      >
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            {unread ? (
              <span className="inline-flex items-center gap-1.5 font-semibold text-brand-strong" data-testid="notification-unread">
                <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
                {t('page.unread')}
              </span>
            ) : null}
            <span className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-medium text-ink">{t(`page.categories.${item.category}`)}</span>
            <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(new Date(item.createdAt), locale)}</time>
          </p>
          <h2 id={titleId} className={cx('mt-1 text-base leading-snug text-ink', unread ? 'font-bold' : 'font-semibold')}>
            {/*
              Opening marks it read, then goes where it leads: a plain link (it works without JavaScript), loaded as a
              document so that the shell's bell, which the root loader counts, is fresh where it arrives.
            */}
            <a href={openNotificationPath(item.id)} className="inline-flex min-h-11 items-center underline-offset-4 hover:underline" data-testid="notification-open">
              {item.title}
            </a>
          </h2>
          <p className="text-sm leading-relaxed text-ink-muted">{item.body}</p>
        </div>
        <div className="flex flex-wrap gap-2 md:flex-col md:items-end">
          {unread ? (
            <Form method="post" action={NOTIFICATIONS_PATH} preventScrollReset>
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={item.id} />
              <input type="hidden" name="page" value={page} />
              <button type="submit" className={buttonClass({ variant: 'ghost', className: 'min-h-11 px-3 text-sm' })} disabled={busy} data-testid="notification-read">
                {t('page.markRead')}
                <span className="sr-only"> – {item.title}</span>
              </button>
            </Form>
          ) : null}
          <Form method="post" action={NOTIFICATIONS_PATH} preventScrollReset>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={item.id} />
            <input type="hidden" name="page" value={page} />
            <button type="submit" className={buttonClass({ variant: 'ghost', className: 'min-h-11 px-3 text-sm text-danger' })} disabled={busy} data-testid="notification-delete">
              {t('page.delete')}
              <span className="sr-only"> – {item.title}</span>
            </button>
          </Form>
        </div>
      </article>
    </li>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).notifications.page.title, indexable: false });
};
