// What a visitor sees when a page is missing (404) or something failed: a calm message in their
// language, a way home, and for failures a retry. Stack traces only in development (the caller
// passes `details` only when import.meta.env.DEV).
import { useT } from '~/lib/use-t';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { AlertTriangleIcon, HomeIcon, RefreshIcon } from '~/components/ui/icons';
import { HOME_PATH } from './links';
import { StatusPageLayout } from './status-page-layout';

export function NotFoundPage() {
  const { t } = useT();
  return (
    <StatusPageLayout testId="not-found" titleId="error-title" code={t('notFound.code')} title={t('notFound.title')} body={t('notFound.body')}>
      <Link to={HOME_PATH} className={buttonClass()}>
        <HomeIcon size={20} />
        {t('notFound.back')}
      </Link>
      <Link to={`${HOME_PATH}#kategori`} className={buttonClass({ variant: 'secondary' })}>
        {t('notFound.browse')}
      </Link>
    </StatusPageLayout>
  );
}

/** What went wrong: a failure of ours, a page the user may not see, or a request we could not read (400, 413, 415). */
export type ErrorKind = 'failure' | 'forbidden' | 'badRequest';

export function ErrorPage({ kind = 'failure', details }: { kind?: ErrorKind; details?: string }) {
  const { t } = useT();
  const location = useLocation();
  const forbidden = kind === 'forbidden';
  const title = { failure: t('error.title'), forbidden: t('error.forbiddenTitle'), badRequest: t('error.badRequestTitle') }[kind];
  const body = { failure: t('error.body'), forbidden: t('error.forbidden'), badRequest: t('error.badRequest') }[kind];
  return (
    <StatusPageLayout
      testId="error-page"
      titleId="error-title"
      tone="failure"
      icon={<AlertTriangleIcon size={40} />}
      title={title}
      body={body}
      details={details}
    >
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
    </StatusPageLayout>
  );
}
