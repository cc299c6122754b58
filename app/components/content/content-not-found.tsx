// The 404 state of the content pages (an unknown article, course or lesson): what is missing, and
// the way back to the list it would have been in. Rendered by the routes' ErrorBoundary.
import { buttonClass } from '~/components/ui/button';
import { AppLink } from '~/components/ui/app-link';
import { HomeIcon } from '~/components/ui/icons';
import { HOME_PATH } from '~/components/layout/links';
import { StatusPageLayout } from '~/components/layout/status-page-layout';
import { useT } from '~/lib/use-t';

export function ContentNotFound({ kind }: { kind: 'article' | 'lesson' }) {
  const { t } = useT(['content', 'common']);
  const back = kind === 'article' ? '/artikel' : '/university';
  return (
    <StatusPageLayout
      testId="content-not-found"
      titleId="content-not-found-title"
      code={t('common:notFound.code')}
      title={t(`content:${kind}.notFound.title`)}
      body={t(`content:${kind}.notFound.body`)}
    >
      <AppLink to={back} className={buttonClass()}>
        {t(`content:${kind}.notFound.back`)}
      </AppLink>
      <AppLink to={HOME_PATH} className={buttonClass({ variant: 'secondary' })}>
        <HomeIcon size={20} />
        {t('common:notFound.back')}
      </AppLink>
    </StatusPageLayout>
  );
}
