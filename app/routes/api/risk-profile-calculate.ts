// POST /api/v2/mutual-funds/profile/risk-profile/calculate (spec funds §7 "Risk profile"; issue 16 item 9;
// decisions 064, 065): the score and profile of a complete answer set, nothing saved. Body JSON
// `{ "answers": { "horizon": "OVER_5_YEARS", … } }` or the answers as form fields. 200 `{ data: { score,
// riskProfile, cappedBy } }`; 400 an unknown option, 422 an unanswered question (both with localized field errors),
// 415 neither JSON nor a form; 401 without a session, 403 from a foreign Origin, 405 for other methods.
import type { Route } from './+types/risk-profile-calculate';
import { INVESTOR_QUESTIONS, investorResult } from '~/domain/policies/risk-profile';
import { investorAnswersBody } from '~/forms/risk-profile';
import { methodNotAllowed, NO_STORE, requireApiUser } from '~/lib/api.server';
import { readAnswers } from '~/lib/risk-profile-api.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readAnswers(request, context, investorAnswersBody, INVESTOR_QUESTIONS);
  if (body instanceof Response) return body;
  const result = investorResult(body.answers)!;
  return Response.json({ data: { score: result.score, riskProfile: result.profile, cappedBy: result.cappedBy } }, { headers: NO_STORE });
}
