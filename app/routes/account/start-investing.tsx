// /mulai-investasi, start investing (spec funds §2.1 "takes the current path as a target"; spec
// landing §2 "start-investment page (query string kept)"). A visitor chooses between signing up
// and signing in, and either way comes back to the page they started from; someone already
// signed in goes straight on.
import { useT } from '~/lib/use-t';
import { redirect } from 'react-router';
import type { Route } from './+types/start-investing';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { Card, CheckIcon, LinkButton } from '~/components/ui';
import { withTarget } from '~/forms/auth';
import { getSessionUser, safeTarget } from '~/lib/session.server';
import { loadTranslations, translations } from '~/locales/loading';

/** Account pages are never a page to come back to. */
const ACCOUNT_PATHS = ['/mulai-investasi', '/signin', '/signout', '/app/gabung'];

export const handle = translations('auth', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeTarget(url.searchParams.get('target') ?? referringPath(request, url));
  if (await getSessionUser(request)) throw redirect(target);
  return { signUpHref: withTarget('/app/gabung', target), signInHref: withTarget('/signin', target) };
}

export default function StartInvesting({ loaderData }: Route.ComponentProps) {
  const { t } = useT('auth');
  const benefits = [t('startInvesting.benefits.minimum'), t('startInvesting.benefits.choice'), t('startInvesting.benefits.supervised')];
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 md:py-16" aria-labelledby="start-investing-title">
      <Card className="p-6 md:p-8">
        <h1 id="start-investing-title" className="text-2xl font-semibold text-ink">
          {t('startInvesting.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('startInvesting.subtitle')}</p>
        <ul className="mt-6 space-y-3">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-ink">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
                <CheckIcon size={16} />
              </span>
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3">
          <LinkButton to={loaderData.signUpHref} size="lg" block>
            {t('startInvesting.signUp')}
          </LinkButton>
          <LinkButton to={loaderData.signInHref} variant="secondary" size="lg" block>
            {t('startInvesting.signIn')}
          </LinkButton>
        </div>
      </Card>
    </section>
  );
}

/** The same-origin page the visitor came from (Referer), as a path with its query string. */
function referringPath(request: Request, url: URL): string | null {
  const referer = request.headers.get('Referer');
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.origin !== url.origin || ACCOUNT_PATHS.includes(from.pathname)) return null;
  return from.pathname + from.search;
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).auth.startInvesting.metaTitle, indexable: false });
};
