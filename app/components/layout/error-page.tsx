// What a visitor sees when a page is missing (404) or something failed: a calm message in their
// language, a way home, and for failures a retry. Stack traces only in development (the caller
// passes `details` only when import.meta.env.DEV).
import { useT } from '~/lib/use-t';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { AlertTriangleIcon, HomeIcon, RefreshIcon } from '~/components/ui/icons';
import { HOME_PATH } from './links';
import { NotFoundLayout } from './not-found-layout';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <NotFoundLayout testId="not-found" titleId="error-title" code={t('notFound.code')} title={t('notFound.title')} body={t('notFound.body')}>
      <Link to={HOME_PATH} className={buttonClass()}>
        <HomeIcon size={20} />
        {t('notFound.back')}
      </Link>
      <Link to={`${HOME_PATH}#kategori`} className={buttonClass({ variant: 'secondary' })}>
        {t('notFound.browse')}
      </Link>
    </NotFoundLayout>
  );
}

export function ErrorPage({ forbidden = false, details }: { forbidden?: boolean; details?: string }) {
  const { t } = useT();
  const location = useLocation();
  return (
    <section
      className="page-container flex flex-col items-center py-16 text-center md:py-24"
      aria-labelledby="error-title"
      data-testid="error-page"
    >
      <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-warning-soft text-warning">
        <AlertTriangleIcon size={40} />
      </span>
      <h1 id="error-title" className="mt-6 text-2xl font-bold text-ink md:text-3xl">
        {forbidden ? t('error.forbiddenTitle') : t('error.title')}
      </h1>
      <p className="mt-3 max-w-md text-ink-muted">{forbidden ? t('error.forbidden') : t('error.body')}</p>
      <div className="mt-8 flex w-full max-w-sm flex-col gap-3 md:w-auto md:max-w-none md:flex-row">
        {forbidden ? null : (
          // A plain link to the same address: a retry that works without JavaScript.
          <a href={`${location.pathname}${location.search}`} className={buttonClass()}>
            <RefreshIcon size={20} />
            {t('error.retry')}
          </a>
        )}
        <a href={HOME_PATH} className={buttonClass({ variant: forbidden ? 'primary' : 'secondary' })}>
          <HomeIcon size={20} />
          {t('error.back')}
        </a>
      </div>
      {details ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-[var(--radius-control)] bg-ink p-4 text-left text-xs text-white">
          {details}
        </pre>
      ) : null}
    </section>
  );
}
