import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { FundPagePending } from './components/funds/fund-detail-skeleton';
import { AppShell } from './components/layout/app-shell';
import { ErrorPage, NotFoundPage } from './components/layout/lazy-error-pages';
import { metaLocale, pageMeta, texts } from './components/layout/meta';
import { getSessionUser } from './lib/session.server';
import { publicOrigin } from './lib/public-origin.server';
import { nonceContext } from './lib/request-context';
import { useT } from './lib/use-t';
import { formBodyMiddleware } from './middleware/form-body';
import { getI18n, getLocale, i18nextMiddleware } from './middleware/i18next';
import { countUnreadNotifications } from './models/notifications.server';
import { isAppMode, preferencesMiddleware } from './middleware/preferences';
import { secureCookiesMiddleware } from './middleware/secure-cookies';

// secureCookiesMiddleware first: it sees the cookies of every later middleware and of the route.
// formBodyMiddleware after the language is known: its refusals are in the request's language.
export const middleware: Route.MiddlewareFunction[] = [secureCookiesMiddleware, preferencesMiddleware, i18nextMiddleware, formBodyMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    locale: getLocale(context),
    nonce: context.get(nonceContext),
    isAppMode: await isAppMode(request),
    // Issue 17: the bell's unread count and its name, rendered by the server (no shell translations shipped for it).
    user: user ? { firstName: user.firstName, role: user.role, bell: bellOf(user.id, context) } : null,
    // The base of the canonical and hreflang links every page's meta writes (decision 034).
    publicOrigin: publicOrigin(request),
  };
}

/** The bell of a signed-in user (decision 079): one indexed count, and its accessible name in the page's language. */
function bellOf(userId: number, context: Route.LoaderArgs['context']) {
  const unread = countUnreadNotifications(userId);
  const t = getI18n(context).getFixedT(null, 'notifications');
  // The badge's text is the server's too ("99+" past 99), and the link's name says the count in words.
  return { count: unread > 0 ? (unread > 99 ? '99+' : String(unread)) : null, label: unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label') };
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useT();
  const locale = rootData?.locale ?? i18n.language ?? 'id';
  const nonce = rootData?.nonce;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0f766e" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { i18n } = useT();
  // The language switch reloads the document, so the client starts in the server's language
  // (entry.client reads <html lang>). Should the root loader's language change during a client
  // navigation anyway (a link carrying ?lng=), follow it: once i18next has the new language's
  // namespaces, the page is rendered afresh in it (the key), since useT's texts are fixed to a language.
  useEffect(() => {
    if (i18n.language !== loaderData.locale) void i18n.changeLanguage(loaderData.locale);
  }, [i18n, loaderData.locale]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return (
    <AppShell key={language} user={loaderData.user} isAppMode={loaderData.isAppMode} locale={loaderData.locale}>
      <FundPagePending>
        <Outlet />
      </FundPagePending>
    </AppShell>
  );
}

/**
 * The title of an error page, and the default for a route without meta of its own (every page exports
 * its own; a page that does not say it is public is not indexed).
 */
export const meta: Route.MetaFunction = (args) => {
  const common = texts(metaLocale(args.matches)).common;
  const { error } = args;
  if (error) {
    const title = { notFound: common.notFound.title, failure: common.error.title, forbidden: common.error.forbiddenTitle, badRequest: common.error.badRequestTitle }[errorKindOf(error)];
    return pageMeta(args, { title, indexable: false });
  }
  return pageMeta(args, { title: common.meta.title, description: common.meta.description, indexable: false });
};

/** Which error page an error gets: 400, 413 and 415 are requests we could not read (app/middleware/form-body.ts). */
function errorKindOf(error: unknown): 'notFound' | 'forbidden' | 'badRequest' | 'failure' {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  return status === 400 || status === 413 || status === 415 ? 'badRequest' : 'failure';
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const kind = errorKindOf(error);
  // Stack traces only outside production (issue 2 "friendly error page").
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <AppShell user={rootData?.user ?? null} isAppMode={rootData?.isAppMode ?? false} locale={rootData?.locale ?? 'id'}>
      {kind === 'notFound' ? <NotFoundPage /> : <ErrorPage kind={kind} details={details} />}
    </AppShell>
  );
}
