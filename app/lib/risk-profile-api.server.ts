// Shared parts of the risk-profile API (spec funds §7 "Risk profile"; issue 16 item 9; decision 065): the body
// check (415 for a body that is neither JSON nor a form, 400 `{ message, errors }` for answers the schema refuses,
// 422 when a question is unanswered) and the JSON shapes.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { RiskProfile } from '~/domain/enums';
import { missingQuestions, ROBO_MODEL_ALLOCATIONS, type RiskQuestion } from '~/domain/policies/risk-profile';
import { apiError, readBody, type ApiMessageKey } from './api.server';
import { bodyErrors } from './buy-api.server';
import type { InvestorRiskState, RoboRiskState } from '~/models/risk-profile.server';
import type { PortfolioRecommendation } from '~/models/portfolios.server';

const FORM_OR_JSON = /application\/json|application\/x-www-form-urlencoded|multipart\/form-data/;

/** The body read by `schema` with every question of `questions` answered; else the 415, 400 or 422 to return. */
export async function readAnswers<S extends z.ZodType<{ answers: Record<string, string | undefined> }>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: S,
  questions: readonly RiskQuestion[],
): Promise<Response | (z.output<S> & { answers: Record<string, string> })> {
  if (!FORM_OR_JSON.test(request.headers.get('Content-Type') ?? '')) return apiError(context, 415, 'riskProfile:api.unsupportedType');
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'riskProfile:api.invalidBody', undefined, bodyErrors(parsed.error));
  const answers = Object.fromEntries(Object.entries(parsed.data.answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const missing = missingQuestions(questions, answers);
  if (missing.length > 0) {
    const errors: Record<string, ApiMessageKey[]> = Object.fromEntries(missing.map((id) => [`answers.${id}`, ['riskProfile:errors.chooseOne']]));
    return apiError(context, 422, 'riskProfile:api.incomplete', undefined, errors);
  }
  return { ...parsed.data, answers };
}

export function investorRiskJson(state: InvestorRiskState) {
  return {
    /** The profile in force (the cart's risk warning reads it). */
    investorRiskProfile: state.profile satisfies RiskProfile | null,
    score: state.score,
    completed: state.completed,
    completedAt: state.completedAt?.toISOString() ?? null,
    inProgress: state.inProgress,
    /** Questions answered so far (the quiz step). */
    step: state.step,
    questionCount: state.questionCount,
    answers: state.answers,
  };
}

export function roboScoreJson(state: RoboRiskState, recommendations: readonly PortfolioRecommendation[]) {
  return {
    portfolioId: state.portfolio.id,
    riskPortfolioScore: state.portfolio.score,
    scoreLowerLimit: state.portfolio.scoreLowerLimit,
    risk: state.risk,
    /** The model's allocation by fund type, as decimal fractions (0.36 = 36%). */
    allocation: state.risk ? Object.fromEntries(Object.entries(ROBO_MODEL_ALLOCATIONS[state.risk]).map(([type, bp]) => [type, bp / 10_000])) : null,
    recommendations: recommendations.map((r) => ({
      mutualFundId: r.fund.id,
      mutualFundName: r.fund.name,
      logoUrl: r.fund.logoUrl,
      type: r.fund.type,
      /** Percent (37 = 37%), as spec §3 names it. */
      targetPercentage: r.targetBp / 100,
    })),
    completed: state.completed,
    inProgress: state.inProgress,
    step: state.step,
    questionCount: state.questionCount,
    answers: state.answers,
  };
}
