// The "soon" page (issue 13 item 13, decision 033): the addresses of spec funds §2.1 that the app already
// links to and later issues build (registration, EDD, the risk-profile test, PIN creation, recurring
// investment, the e-statement, bonds). Each is a row of COMING_SOON_PAGES (domain/coming-soon.ts,
// made routes by app/routes.ts) until its real page replaces it. The page says plainly what will come
// there and offers the ways on; it answers 200 (the link is not broken, the page is just not built) and
// is not indexed.
import { data } from 'react-router';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { PATHS } from '~/components/layout/links';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { ClockIcon, HomeIcon } from '~/components/ui/icons';
import { comingSoonFeature } from '~/domain/coming-soon';
import { HOME_PATH } from '~/domain/policies/link-sanitizer';
import { useT } from '~/lib/use-t';
import { loadTranslations, translations } from '~/locales/loading';
import type { Route } from './+types/coming-soon';

export const handle = translations('comingSoon');
export const clientMiddleware = [loadTranslations(handle)];

export function loader({ request }: Route.LoaderArgs) {
  const feature = comingSoonFeature(new URL(request.url).pathname);
  // Only reached through a route made of COMING_SOON_PAGES, each of which names a feature.
  if (!feature) throw data(null, { status: 404 });
  return { feature };
}

export default function ComingSoonPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT('comingSoon');
  const { feature } = loaderData;
  return (
    <StatusPageLayout
      testId="coming-soon"
      titleId="coming-soon-title"
      icon={<ClockIcon size={40} />}
      code={t('code')}
      title={t(`features.${feature}.title`)}
      body={t(`features.${feature}.body`)}
    >
      <AppLink to={HOME_PATH} className={buttonClass()}>
        <HomeIcon size={20} />
        {t('back')}
      </AppLink>
      <AppLink to={PATHS.allFunds} className={buttonClass({ variant: 'secondary' })}>
        {t('browse')}
      </AppLink>
    </StatusPageLayout>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const text = texts(metaLocale(args.matches));
  const feature = args.loaderData?.feature;
  if (!feature) return pageMeta(args, { title: text.common.notFound.title, indexable: false });
  const { title, body } = text.comingSoon.features[feature];
  return pageMeta(args, { title, description: body, indexable: false });
};
