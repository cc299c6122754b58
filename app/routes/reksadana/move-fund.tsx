// /reksadana/portfolio/{portfolioId}/{type}/{fundId}/pindah (spec funds §2.1 "move or switch a fund"; issue 15
// items 3, 5; decisions 056, 061): first a choice — move the holding to another of the investor's portfolios,
// or switch it to another fund (the switch page, /reksadana/fund/switch/…) —, then the move as ordinary pages
// and form posts, so that it works without JavaScript: form (`?pindah=1`: the target portfolio, all or some
// units) → summary (units, value, the cost that moves, no fee) → done (links to both portfolios), or the error.
// The move dialog (components/transact/move-dialog.tsx) posts the same forms to this action through a fetcher.
// Every post is judged again by the server (models/move-fund.server.ts); the summary carries the key of the
// move it confirms, so a double click or a repeated post moves once. No PIN (decision 061).
// A visitor signs in first; another investor's, a closed or an unknown portfolio, a fund it does not hold, a
// type segment that is not the fund's, or a malformed id, is a 404.
import { parseWithZod } from '@conform-to/zod/v4';
import { randomUUID } from 'node:crypto';
import { data, Form, isRouteErrorResponse, redirect, useNavigation, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/move-fund';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import {
  initialMoveValues,
  MoveChoice,
  MoveDoneStep,
  MoveErrorStep,
  MoveFormStep,
  MoveSummaryStep,
  type MoveFormValues,
  type MoveStep,
  type MoveStepData,
} from '~/components/transact/move-steps';
import { AppLink, ChevronLeftIcon } from '~/components/ui';
import type { FundType } from '~/domain/enums';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { movePath, switchPath } from '~/domain/transact-paths';
import { IDEMPOTENCY_KEY_PATTERN } from '~/forms/buy';
import { moveFormSchema } from '~/forms/move-fund';
import { moveRefusalKey } from '~/lib/move-api.server';
import { dataRequestContext } from '~/lib/request-context';
import { refuseBlockedAccount } from '~/lib/blocked-account.server';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getLocale } from '~/middleware/i18next';
import { calculateMove, moveDone, moveFund, moveSource, type MoveSource } from '~/models/move-fund.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('transact', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

/** `?pindah=1`: the move's form (without it, the choice between moving and switching). */
export const MOVE_FORM_QUERY = 'pindah';
/** `?selesai={key}`: the done step of the investor's move of that key (where a form post without JavaScript lands). */
export const MOVE_DONE_QUERY = 'selesai';

/** The position the address names, the investor's own; otherwise the 404. */
function sourceOf(userId: number, params: Route.LoaderArgs['params']): MoveSource {
  const portfolioId = parseId(params.portfolioId);
  const fundId = parseId(params.fundId);
  const source = portfolioId === null || fundId === null ? null : moveSource(userId, portfolioId, fundId, new Date());
  if (!source || FUND_TYPE_PATHS[source.fund.type] !== params.investmentType) throw data({ notFound: true }, { status: 404 });
  return source;
}

function pathsOf(holding: { portfolioId: number; fund: { id: number; type: FundType } }) {
  return {
    page: movePath(holding),
    form: `${movePath(holding)}?${MOVE_FORM_QUERY}=1` as const,
    switching: switchPath(holding),
    portfolio: portfolioPath(holding.portfolioId),
  };
}

/** The done step of a move: links to both portfolios. */
function doneStep(done: NonNullable<ReturnType<typeof moveDone>>): Extract<MoveStepData, { step: 'DONE' }> {
  const { plan } = done;
  return {
    step: 'DONE',
    plan,
    fundName: done.fund.name,
    source: { id: plan.portfolioId, name: done.sourceName, href: portfolioPath(plan.portfolioId) },
    target: { id: plan.targetPortfolioId, name: done.targetName, href: portfolioPath(plan.targetPortfolioId) },
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Issue 18: a blacklisted investor lands on /akun-terblokir, not on a form that would only refuse (decision 092).
  refuseBlockedAccount(user);
  const url = new URL(request.url);
  const locale = getLocale(context);
  const doneKey = url.searchParams.get(MOVE_DONE_QUERY);
  if (doneKey !== null) {
    // The move is made: the position may be empty now, so the done step stands on the move's own record.
    const done = doneKey.length <= 100 ? moveDone(user.id, doneKey) : undefined;
    const { fund } = done ?? {};
    if (!done || !fund || String(done.plan.portfolioId) !== params.portfolioId || String(fund.id) !== params.fundId || FUND_TYPE_PATHS[fund.type] !== params.investmentType) {
      throw data({ notFound: true }, { status: 404 });
    }
    return { locale, source: null, done: doneStep(done), showForm: false, paths: pathsOf({ portfolioId: done.plan.portfolioId, fund }) };
  }
  const source = sourceOf(user.id, params);
  return {
    locale,
    source,
    done: null,
    showForm: url.searchParams.get(MOVE_FORM_QUERY) === '1',
    paths: pathsOf({ portfolioId: source.portfolio.id, fund: source.fund }),
  };
}

/** The raw values posted (shown again by the form, posted on by the summary and the error). */
function postedValues(form: FormData): MoveFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 100) : '';
  };
  return { targetPortfolioId: text('targetPortfolioId'), all: text('all') === 'false' ? 'false' : 'true', units: text('units') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  /**
   * The done step of a move: a page post (without JavaScript) lands on the done address, where a reload shows it
   * again and moves nothing, and whose loader does not need the position (a move of all units empties it). The
   * page's and the dialog's data requests get the step itself (shouldRevalidate keeps the loader from asking).
   */
  const doneAnswer = (done: NonNullable<ReturnType<typeof moveDone>>, key: string) => {
    if (!context.get(dataRequestContext)) throw redirect(`${movePath({ portfolioId: done.plan.portfolioId, fund: done.fund })}?${MOVE_DONE_QUERY}=${encodeURIComponent(key)}`);
    return data<MoveStepData>(doneStep(done));
  };
  // A repeated confirmation (a double click, a reload of the post) answers the move its key made, even when
  // that move emptied the position this address names.
  const postedKey = form.get('idempotencyKey');
  if (form.get('intent') === 'move' && typeof postedKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(postedKey)) {
    const done = moveDone(user.id, postedKey);
    if (done && String(done.plan.portfolioId) === params.portfolioId && String(done.plan.mutualFundId) === params.fundId) return doneAnswer(done, postedKey);
  }
  const source = sourceOf(user.id, params);
  const values = postedValues(form);
  if (form.get('intent') === 'edit') return data<MoveStepData>({ step: 'FORM', values, lastResult: null });
  const submission = parseWithZod(form, { schema: moveFormSchema });
  if (submission.status !== 'success') return data<MoveStepData>({ step: 'FORM', values, lastResult: submission.reply() }, { status: 400 });
  const { intent, targetPortfolioId, amount, idempotencyKey } = submission.value;
  const move = { portfolioId: source.portfolio.id, targetPortfolioId, mutualFundId: source.fund.id, amount };

  if (intent === 'move' && idempotencyKey) {
    const result = moveFund(user.id, move, idempotencyKey);
    if (!result.ok) return data<MoveStepData>({ step: 'ERROR', values, message: moveRefusalKey(result.refusal) });
    return doneAnswer(moveDone(user.id, idempotencyKey)!, idempotencyKey);
  }
  // A refusal is a step of the flow, answered 200 like the others (the API answers it 422): the page shows it.
  const result = calculateMove(user.id, move);
  if (!result.ok) return data<MoveStepData>({ step: 'ERROR', values, message: moveRefusalKey(result.refusal) });
  return data<MoveStepData>({
    step: 'SUMMARY',
    values,
    plan: result.plan,
    sourceName: source.portfolio.name,
    targetName: source.targets.find((t) => t.id === targetPortfolioId)?.name ?? '',
    fundName: source.fund.name,
    // The key of the move this summary confirms: posted back with it, so a repeated post moves once.
    idempotencyKey: randomUUID(),
  });
}

/** One investor's holding: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

/** After a move the position may be empty (all units moved): the done step needs no fresh loader data. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === 'object' && 'step' in actionResult && actionResult.step === 'DONE') return false;
  return defaultShouldRevalidate;
}

export default function MoveFundPage({ loaderData, actionData: posted }: Route.ComponentProps) {
  const { source, locale, paths, showForm } = loaderData;
  const { t } = useT('transact');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const actionData: MoveStepData | null = posted ?? loaderData.done;
  const step: MoveStep = actionData?.step ?? (showForm ? 'FORM' : 'CHOICE');
  const fundName = source?.fund.name ?? loaderData.done?.fundName ?? '';
  const title = step === 'CHOICE' ? t('move.choice.title', { name: fundName }) : t(`move.steps.${step}`);

  let body;
  if (step === 'CHOICE') body = <MoveChoice moveHref={paths.form} switchHref={paths.switching} />;
  else if (actionData?.step === 'SUMMARY') body = <MoveSummaryStep data={actionData} locale={locale} Form={Form} action={paths.form} busy={busy} />;
  else if (actionData?.step === 'ERROR') body = <MoveErrorStep data={actionData} Form={Form} action={paths.form} busy={busy} />;
  else if (actionData?.step === 'DONE') body = <MoveDoneStep data={actionData} locale={locale} />;
  else if (source) {
    const form = actionData?.step === 'FORM' ? actionData : null;
    body = (
      <MoveFormStep
        // A new form for what an edit posted back (conform keeps its own state per form).
        key={form ? JSON.stringify(form.values) : 'initial'}
        source={source}
        values={form?.values ?? initialMoveValues(source)}
        lastResult={form?.lastResult ?? null}
        locale={locale}
        Form={Form}
        action={paths.form}
        busy={busy}
      />
    );
  }

  return (
    <div className="page-container max-w-xl py-4 md:py-8" data-testid="move-page" data-step={step}>
      <AppLink to={paths.portfolio} className="btn-ghost -ml-3 mb-2 gap-1" data-testid="move-back">
        <ChevronLeftIcon size={18} aria-hidden="true" />
        {t('move.back')}
      </AppLink>
      <h1 className="text-xl font-bold break-words text-ink md:text-2xl" data-testid="move-heading">
        {title}
      </h1>
      {body}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error } = args;
  const text = texts(metaLocale(args.matches)).transact.move;
  if (error || !loaderData) return pageMeta(args, { title: text.notFoundTitle, indexable: false });
  const name = loaderData.source?.fund.name ?? loaderData.done?.fundName ?? '';
  return pageMeta(args, { title: text.metaTitle.replace('{{name}}', name), indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  // Anything else than the loader's 404 goes to the app's error page.
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
