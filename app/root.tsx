import { useTranslation } from 'react-i18next';
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
import { AppShell } from './components/layout/app-shell';
import { getSessionUser } from './lib/session.server';
import { nonceContext } from './lib/request-context';
import { getLocale, i18nextMiddleware } from './middleware/i18next';
import { isAppMode, preferencesMiddleware } from './middleware/preferences';

export const middleware: Route.MiddlewareFunction[] = [preferencesMiddleware, i18nextMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return {
    locale: getLocale(context),
    nonce: context.get(nonceContext),
    isAppMode: await isAppMode(request),
    user: user ? { firstName: user.firstName, role: user.role } : null,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { i18n } = useTranslation();
  const locale = rootData?.locale ?? i18n.language ?? 'id';
  const nonce = rootData?.nonce;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
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
  return (
    <AppShell user={loaderData.user} isAppMode={loaderData.isAppMode} locale={loaderData.locale}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = notFound ? t('notFound.title') : t('error.title');
  const body = notFound ? t('notFound.body') : forbidden ? t('error.forbidden') : t('error.body');
  // Stack traces only outside production (issue 2 "friendly error page").
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <AppShell user={rootData?.user ?? null} isAppMode={rootData?.isAppMode ?? false} locale={rootData?.locale ?? 'id'}>
      <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="error-title">
        <h1 id="error-title" className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <p className="mt-3 text-ink-muted">{body}</p>
        <a href="/reksadana" className="btn-primary mt-8 inline-flex">
          {notFound ? t('notFound.back') : t('error.back')}
        </a>
        {stack ? <pre className="mt-8 overflow-auto text-left text-xs">{stack}</pre> : null}
      </section>
    </AppShell>
  );
}

