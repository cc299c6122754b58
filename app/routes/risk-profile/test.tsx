// /reksadana/profil-risiko (spec funds §2.1 "Risk profile: test"; issue 16 item 1; decisions 064, 065): the
// investor's risk-profile test, one question per step with its progress and a back link. Each answer is saved at
// once (models/risk-profile.server.ts), so the test resumes at the saved step, here and from the landing's
// registration card (users.quiz_step, decision 011); `?langkah=N` shows an earlier question again. The last
// answer completes the test and leads to the result. A finished test leads to the result; a retake is /ubah.
// Visitors sign in first. Works without JavaScript (a plain form post).
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/test';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { QuestionStep } from '~/components/risk-profile/question-step';
import { Card } from '~/components/ui';
import { HOME_PATH } from '~/components/layout/links';
import { INVESTOR_QUESTIONS } from '~/domain/policies/risk-profile';
import { nextQuestionIndex, questionHref, questionIndexToShow, RISK_PROFILE_RESULT_PATH, RISK_PROFILE_TEST_PATH, STEP_PARAM } from '~/domain/risk-profile-paths';
import { investorAnswerSchema } from '~/forms/risk-profile';
import { requireUser } from '~/lib/session.server';
import { useT } from '~/lib/use-t';
import { getInvestorRiskTest, saveInvestorAnswer } from '~/models/risk-profile.server';
import { loadTranslations, translations } from '~/locales/loading';

export const handle = translations('riskProfile', 'validation');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const state = getInvestorRiskTest(user.id);
  // Finished, or a profile from before with no attempt started: the result (a retake starts at /ubah).
  if (state.completed || (state.profile !== null && !state.inProgress)) throw redirect(RISK_PROFILE_RESULT_PATH);
  const requested = new URL(request.url).searchParams.get(STEP_PARAM);
  const index = questionIndexToShow(requested, state.step, INVESTOR_QUESTIONS.length);
  const question = INVESTOR_QUESTIONS[index]!;
  return {
    questionId: question.id,
    optionIds: question.options.map((o) => o.id),
    selected: state.answers[question.id] ?? null,
    index,
    total: INVESTOR_QUESTIONS.length,
    backHref: index === 0 ? HOME_PATH : questionHref(RISK_PROFILE_TEST_PATH, index - 1),
    /** Opened at a saved step (not the first question, no step asked for). */
    resumed: requested === null && index > 0,
    /** The profile in force while a retake runs. */
    currentProfile: state.profile,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const before = getInvestorRiskTest(user.id);
  // A stale page after the test was finished: the result (a new attempt starts only at /ubah).
  if (before.completed || (before.profile !== null && !before.inProgress)) throw redirect(RISK_PROFILE_RESULT_PATH);
  const submission = parseWithZod(await request.formData(), { schema: investorAnswerSchema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  const { question, answer } = submission.value;
  const state = saveInvestorAnswer(user.id, question, answer);
  if (state.completed) throw redirect(RISK_PROFILE_RESULT_PATH);
  const index = INVESTOR_QUESTIONS.findIndex((q) => q.id === question);
  throw redirect(questionHref(RISK_PROFILE_TEST_PATH, nextQuestionIndex(index, state.step, INVESTOR_QUESTIONS.length)));
}

/** One investor's answers: never kept by a shared cache. */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'private, no-store' };
}

export default function RiskProfileTest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT('riskProfile');
  const { questionId, optionIds, selected, index, total, backHref, resumed, currentProfile } = loaderData;
  const question = questionId as (typeof INVESTOR_QUESTIONS)[number]['id'];
  return (
    <section className="page-container max-w-xl py-6 md:py-10" aria-labelledby="risk-test-title" data-testid="risk-test-page">
      <h1 id="risk-test-title" className="section-title">
        {t('test.title')}
      </h1>
      <p className="mt-1 text-ink-muted">{t('test.intro')}</p>
      {currentProfile ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="risk-retaking">
          {t('test.retaking', { profile: t(`profiles.${currentProfile}.name`) })}
        </p>
      ) : resumed ? (
        <p role="status" className="mt-4 rounded-[var(--radius-control)] bg-brand-soft px-4 py-3 text-sm text-brand-strong" data-testid="risk-resumed">
          {t('test.resumed')}
        </p>
      ) : null}
      <Card className="mt-6">
        <QuestionStep
          key={questionId}
          formId="risk-test"
          schema={investorAnswerSchema}
          lastResult={actionData}
          questionId={questionId}
          label={t(`questions.${question}.label`)}
          options={optionIds.map((id) => ({ id, label: t(`questions.${question}.options.${id}` as never) }))}
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
  return pageMeta(args, { title: texts(locale).riskProfile.meta.test, indexable: false });
};
