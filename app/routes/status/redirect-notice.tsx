// /reksadana/redireksi (spec funds §2.1; spec landing §2 "redirect=old_domain shows a one-time redirection popup";
// issue 18 item 5; decision 093): the notice for a visitor who came through the old domain. It says that Celengan
// moved and that nothing of theirs changed, and continues to `?to=` — a path of this site only
// (domain/status-pages.ts redirectNoticeDestination: never another host, a scheme or "//host"; anything else
// continues to the home page). A plain link: it works without JavaScript, and nothing redirects by itself, so the
// page can never be used to send someone elsewhere.
import type { Route } from './+types/redirect-notice';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { ArrowRightIcon, GlobeIcon, LinkButton } from '~/components/ui';
import { redirectNoticeDestination } from '~/domain/status-pages';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('statusPages');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ request }: Route.LoaderArgs) {
  return { destination: redirectNoticeDestination(new URL(request.url).searchParams.get('to')) };
}

export default function RedirectNoticePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('statusPages');
  const { destination } = loaderData;
  return (
    <StatusPageLayout
      testId="redirect-notice"
      titleId="redirect-notice-title"
      icon={<GlobeIcon size={40} />}
      code={t('redirectNotice.code')}
      title={t('redirectNotice.title')}
      body={t('redirectNotice.body')}
    >
      <div className="flex w-full flex-col items-center gap-4">
        <p className="text-sm break-all text-ink-muted" data-testid="redirect-destination">
          {t('redirectNotice.destination', { path: destination })}
        </p>
        <LinkButton to={destination} size="lg" data-testid="redirect-continue">
          {t('redirectNotice.continue')}
          <ArrowRightIcon size={20} />
        </LinkButton>
        <p className="max-w-md text-sm text-ink-muted">{t('redirectNotice.safety')}</p>
      </div>
    </StatusPageLayout>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches)).statusPages.redirectNotice;
  return pageMeta(args, { title: text.metaTitle, description: text.title, indexable: false });
};
