// GET|POST /api/v2/mutual-funds/profile/risk-profile/scoring (spec funds §7 "Risk profile"; issue 16 items 2, 9;
// decisions 064, 065): a robo portfolio's score. GET `?portfolioId=` → `{ data: { portfolioId, riskPortfolioScore,
// scoreLowerLimit, risk, allocation, recommendations (mutualFundId, mutualFundName, logoUrl, type,
// targetPercentage), completed, inProgress, step, questionCount, answers } }`. POST `{ "portfolioId": 12,
// "answers": { "goalHorizon": …, "goalDrawdown": …, "goalPriority": … } }` (or form fields) sets the score, the
// model and its funds (audited) and answers the same shape. Only the investor's own active robo portfolio: another
// user's, a closed, a non-robo or an unknown id is the same 404. 400 a missing or malformed portfolioId or an unknown
// option, 422 an unanswered question, 415 neither JSON nor a form; 401, 403 (foreign Origin), 405. Never cached.
import type { Route } from './+types/risk-profile-scoring';
import { ROBO_QUESTIONS } from '~/domain/policies/risk-profile';
import { roboAnswersBody, scoringQuery } from '~/forms/risk-profile';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { readAnswers, roboScoreJson } from '~/lib/risk-profile-api.server';
import { listRecommendations } from '~/models/portfolios.server';
import { getRoboRiskTest, RoboModelUnavailableError, submitRoboAnswers, type RoboRiskState } from '~/models/risk-profile.server';

const json = (state: RoboRiskState) => Response.json({ data: roboScoreJson(state, listRecommendations(state.portfolio.id)) }, { headers: PRIVATE_NO_STORE });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const query = scoringQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(context, 400, 'riskProfile:api.invalidQuery', PRIVATE_NO_STORE, bodyErrors(query.error));
  const state = getRoboRiskTest(user.id, query.data.portfolioId);
  if (!state) return apiError(context, 404, 'riskProfile:api.notFound', PRIVATE_NO_STORE);
  return json(state);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readAnswers(request, context, roboAnswersBody, ROBO_QUESTIONS);
  if (body instanceof Response) return body;
  let state;
  try {
    state = submitRoboAnswers(user.id, body.portfolioId, body.answers);
  } catch (error) {
    // No open rupiah fund of a type the model needs (decision 064): nothing was written.
    if (!(error instanceof RoboModelUnavailableError)) throw error;
    return apiError(context, 409, 'riskProfile:api.modelUnavailable', PRIVATE_NO_STORE);
  }
  if (!state) return apiError(context, 404, 'riskProfile:api.notFound', PRIVATE_NO_STORE);
  return json(state);
}
