// /reksadana/portfolio/:portfolioId/hapus (issue 16 item 4; spec funds §4.3 delete confirmation, delete error,
// delete blocked by a recurring schedule; §6 deletion; decision 066): the confirmation as an ordinary page (a plain
// form post), and with JavaScript the same loader and action behind the edit dialog's delete view. Deleting closes
// the portfolio (active = 0, closed_at; history kept; audited) and goes back to the list; a refusal shows why.
// Someone else's, a closed or an unknown portfolio, or a malformed id, is a 404.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError } from 'react-router';
import type { Route } from './+types/portfolio-delete';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { DeletePortfolioSteps } from '~/components/portfolio/delete-portfolio-steps';
import { AppLink, Card, ChevronLeftIcon } from '~/components/ui';
import { parseId } from '~/domain/ids';
import type { DeleteDecision } from '~/domain/policies/portfolio-goals';
import { PORTFOLIO_LIST_PATH, portfolioPath } from '~/domain/portfolio-paths';
import { deletePortfolioSchema } from '~/forms/portfolio-goal';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { closePortfolio, deletePageData, deletePortfolioPath } from '~/models/portfolio-goals.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('goals');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const page = portfolioId === null ? null : deletePageData(user, portfolioId);
  if (!page) throw data({ notFound: true }, { status: 404 });
  return { ...page, path: deletePortfolioPath(page.portfolio.id), portfolioHref: portfolioPath(page.portfolio.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  if (portfolioId === null) throw data({ notFound: true }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: deletePortfolioSchema });
  if (submission.status !== 'success') return data({ refused: null }, { status: 400 });
  const result = closePortfolio(user, portfolioId);
  if (result.ok) return redirect(PORTFOLIO_LIST_PATH, 303);
  if (result.reason === 'NOT_FOUND') throw data({ notFound: true }, { status: 404 });
  return data({ refused: { allowed: false, reason: result.reason } satisfies DeleteDecision }, { status: 409 });
}

/** One investor's portfolio: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function PortfolioDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('goals');
  const navigation = useNavigation();
  const { portfolio, path, portfolioHref } = loaderData;
  const decision: DeleteDecision = actionData?.refused ?? loaderData.decision;
  const back = (
    <AppLink to={portfolioHref} className="inline-flex min-h-11 w-full items-center justify-center text-sm font-medium text-brand underline" data-testid="portfolio-delete-back">
      {t('delete.cancel')}
    </AppLink>
  );
  return (
    <section className="mx-auto w-full max-w-xl space-y-4 px-4 py-8 md:py-12" aria-labelledby="portfolio-delete-title" data-testid="portfolio-delete">
      <AppLink to={portfolioHref} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand">
        <ChevronLeftIcon size={18} /> {t('delete.back')}
      </AppLink>
      <h1 id="portfolio-delete-title" className="text-2xl font-semibold text-ink">
        {decision.allowed ? t('delete.title') : t('delete.errorTitle')}
      </h1>
      <Card>
        <DeletePortfolioSteps name={portfolio.name} decision={decision} action={path} Form={Form} busy={navigation.state !== 'idle'} back={back} testId="portfolio-delete" />
      </Card>
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts(metaLocale(args.matches)).goals.meta.deleteTitle, indexable: false });
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
