// /reksadana/profil-risiko/{portfolioId} (spec funds §2.1 "robo-advisor score test"; issue 16 item 2; decisions 064,
// 065): a robo portfolio's own three questions, one per step, each answer saved; the last sets the portfolio's score,
// its model and its funds (models/risk-profile.server.ts assignRoboModel) and leads to /hasil. A portfolio without a
// score yet (just created) is welcome; one with a score takes the test again, its score in force until the last
// answer. Only the investor's own active robo portfolio: another's, a closed, a non-robo or a missing one is the
// same 404. Visitors sign in first. Works without JavaScript.
import { parseWithZod } from '@conform-to/zod/v4';
import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import type { Route } from './+types/robo-test';
import { NotFoundPage } from '~/components/layout/error-page';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { QuestionStep } from '~/components/risk-profile/question-step';
import { Card } from '~/components/ui';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { ROBO_QUESTIONS } from '~/domain/policies/risk-profile';
import { nextQuestionIndex, questionHref, questionIndexToShow, roboScorePath, roboScoreResultPath, STEP_PARAM } from '~/domain/risk-profile-paths';
import { roboAnswerSchema } from '~/forms/risk-profile';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getRoboRiskTest, RoboModelUnavailableError, saveRoboAnswer } from '~/models/risk-profile.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('riskProfile', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const state = portfolioId === null ? null : getRoboRiskTest(user.id, portfolioId);
  if (!state) throw data({ notFound: true }, { status: 404 });
  const requested = new URL(request.url).searchParams.get(STEP_PARAM);
  // A completed test taken again starts at its first question, the earlier answers checked.
  const index = questionIndexToShow(requested, state.completed ? 0 : state.step, ROBO_QUESTIONS.length);
  const question = ROBO_QUESTIONS[index]!;
  const base = roboScorePath(state.portfolio.id);
  return {
    portfolio: { id: state.portfolio.id, name: state.portfolio.name },
    current: state.risk && state.portfolio.score !== null ? { score: state.portfolio.score, risk: state.risk } : null,
    questionId: question.id,
    optionIds: question.options.map((o) => o.id),
    selected: state.answers[question.id] ?? null,
    index,
    total: ROBO_QUESTIONS.length,
    backHref: index === 0 ? portfolioPath(state.portfolio.id) : questionHref(base, index - 1),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const portfolioId = parseId(params.portfolioId);
  const existing = portfolioId === null ? null : getRoboRiskTest(user.id, portfolioId);
  if (!existing || portfolioId === null) throw data({ notFound: true }, { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: roboAnswerSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const { question, answer } = submission.value;
  let state;
  try {
    state = saveRoboAnswer(user.id, portfolioId, question, answer);
  } catch (error) {
    // No open rupiah fund of a type the model needs (decision 064): nothing was written; say so on the question.
    if (!(error instanceof RoboModelUnavailableError)) throw error;
    return data(submission.reply({ fieldErrors: { answer: ['riskProfile:errors.modelUnavailable'] } }), { status: 409 });
  }
  if (!state) throw data({ notFound: true }, { status: 404 });
  if (state.completed) throw redirect(roboScoreResultPath(portfolioId));
  const index = ROBO_QUESTIONS.findIndex((q) => q.id === question);
  throw redirect(questionHref(roboScorePath(portfolioId), nextQuestionIndex(index, state.step, ROBO_QUESTIONS.length)));
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RoboScoreTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('riskProfile');
  const { portfolio, current, questionId, optionIds, selected, index, total, backHref } = loaderData;
  const question = questionId as (typeof ROBO_QUESTIONS)[number]['id'];
  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="robo-test-title" data-testid="robo-test-page" data-portfolio-id={portfolio.id}>
      <h1 id="robo-test-title" className="section-title break-words">
        {t('robo.title', { name: portfolio.name })}
      </h1>
      <p className="mt-1 text-ink-muted">{t('robo.intro')}</p>
      {current ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="robo-test-current">
          {t('robo.current', { score: current.score, model: t(`robo.models.${current.risk}.name`) })}
        </p>
      ) : null}
      <Card className="mt-6">
        <QuestionStep
          key={questionId}
          formId="robo-test"
          schema={roboAnswerSchema}
          lastResult={actionData}
          questionId={questionId}
          label={t(`roboQuestions.${question}.label`)}
          options={optionIds.map((id) => ({ id, label: t(`roboQuestions.${question}.options.${id}` as never) }))}
          selected={selected}
          index={index}
          total={total}
          backHref={backHref}
          backLabel={index === 0 ? t('test.backHome') : t('test.back')}
        />
      </Card>
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const locale = metaLocale(args.matches);
  return pageMeta(args, { title: texts(locale).riskProfile.meta.robo, indexable: false });
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundPage />;
}
