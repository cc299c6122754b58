// /reksadana/portfolio/:portfolioId/ubah (issue 16 item 4; spec funds §2.5 edit dialog, §4.3; decision 066): a
// portfolio's edit form as an ordinary page of plain form posts, so that it works without JavaScript, and, with
// JavaScript, the same loader and action behind the dashboard's edit dialog (components/portfolio/
// edit-portfolio-dialog.tsx). Someone else's, a closed or an unknown portfolio, or a malformed id, is a 404.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/portfolio-edit';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { DIALOG_FIELD, EditPortfolioForm } from '~/components/portfolio/edit-portfolio-form';
import { AppLink, Card, ChevronLeftIcon } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { editPortfolioSchema } from '~/forms/portfolio-goal';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { deletePortfolioPath, editPortfolioPath, goalFormContext, portfolioEditData, updatePortfolio } from '~/models/portfolio-goals.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('goals', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

function editOf(user: Awaited<ReturnType<typeof requireUser>>, params: Route.LoaderArgs['params'], now: Date) {
  const portfolioId = parseId(params.portfolioId);
  const edit = portfolioId === null ? null : portfolioEditData(user, portfolioId, now);
  if (!edit) throw data({ notFound: true }, { status: 404 });
  return edit;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const edit = editOf(user, params, new Date());
  const id = edit.portfolio.id;
  return { edit, birthDate: user.verifiedDateOfBirth, locale: getLocale(context), path: editPortfolioPath(id), deleteHref: deletePortfolioPath(id), portfolioHref: portfolioPath(id) };
}

/** Saves; the page goes back to the dashboard, the dialog gets `{ saved: true }` (and the dashboard revalidates). */
export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const now = new Date();
  const edit = editOf(user, params, now);
  const formData = await request.formData();
  const schema = editPortfolioSchema({ ...goalFormContext(user, now), robo: edit.portfolio.roboCermat, nameEditable: edit.editable.name });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false as const }, { status: 400 });
  const result = updatePortfolio(user, edit.portfolio.id, submission.value, now);
  if (!result.ok) throw data({ notFound: true }, { status: 404 });
  if (formData.get(DIALOG_FIELD) === '1') return { result: null, saved: true as const };
  return redirect(portfolioPath(edit.portfolio.id), 303);
}

/** One investor's portfolio: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('goals');
  const navigation = useNavigation();
  const { edit, birthDate, locale, path, deleteHref, portfolioHref } = loaderData;
  const back = (
    <AppLink to={portfolioHref} className="inline-flex min-h-11 items-center justify-center self-center text-sm font-medium text-brand underline" data-testid="portfolio-edit-cancel">
      {t('edit.cancel')}
    </AppLink>
  );
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="portfolio-edit-title" data-testid="portfolio-edit">
      <AppLink to={portfolioHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand">
        <ChevronLeftIcon size={18} /> {t('edit.back')}
      </AppLink>
      <h1 id="portfolio-edit-title" className="text-2xl font-semibold text-ink">
        {t('edit.title')}
      </h1>
      <Card>
        <EditPortfolioForm
          edit={edit}
          birthDate={birthDate}
          locale={locale}
          action={path}
          Form={Form}
          busy={navigation.state !== 'idle'}
          lastResult={actionData?.result ?? null}
          deleteHref={deleteHref}
          cancel={back}
          testId="portfolio-edit"
        />
      </Card>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).goals.meta.editTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
