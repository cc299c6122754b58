// The 404 state of the content pages (an unknown article, course or lesson): what is missing, and
// the way back to the list it would have been in. Rendered by the routes' ErrorBoundary.
import { buttonClass } from '~/components/ui/button';
import { AppLink } from '~/components/ui/app-link';
import { CompassIcon, HomeIcon } from '~/components/ui/icons';
import { HOME_PATH } from '~/components/layout/links';
import { useT } from '~/lib/use-t';

export function ContentNotFound({ kind }: { kind: 'article' | 'lesson' }) {
  const { t } = useT(['content', 'common']);
  const back = kind === 'article' ? '/artikel' : '/university';
  return (
    <section
      className="page-container flex flex-col items-center py-16 text-center md:py-24"
      aria-labelledby="content-not-found-title"
      data-testid="content-not-found"
    >
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-brand-soft text-brand">
        <CompassIcon size={40} />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand uppercase">{t('common:notFound.code')}</p>
      <h1 id="content-not-found-title" className="mt-2 text-2xl font-bold text-ink md:text-3xl">
        {t(`content:${kind}.notFound.title`)}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{t(`content:${kind}.notFound.body`)}</p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 md:w-auto md:max-w-none md:flex-row">
        <AppLink to={back} className={buttonClass()}>
          {t(`content:${kind}.notFound.back`)}
        </AppLink>
        <AppLink to={HOME_PATH} className={buttonClass({ variant: 'secondary' })}>
          <HomeIcon size={20} />
          {t('common:notFound.back')}
        </AppLink>
      </div>
    </section>
  );
}
