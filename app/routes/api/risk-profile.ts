// GET|POST /api/v2/mutual-funds/profile/risk-profile (spec funds §7 "Risk profile"; issue 16 item 9; decisions 064,
// 065). GET → `{ data: { investorRiskProfile, score, completed, completedAt, inProgress, step, questionCount,
// answers } }`: the profile in force and the test as saved. POST a complete answer set (as calculate takes it) saves
// it: the profile is written to the user (the next purchase's risk warning reads it), audited; 200 with the same
// shape. 400 an unknown option, 422 an unanswered question, 415 neither JSON nor a form; 401, 403 (foreign Origin,
// nothing written), 405. Never cached.
import type { Route } from './+types/risk-profile';
import { INVESTOR_QUESTIONS } from '~/domain/policies/risk-profile';
import { investorAnswersBody } from '~/forms/risk-profile';
import { methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { investorRiskJson, readAnswers } from '~/lib/risk-profile-api.server';
import { getInvestorRiskTest, submitInvestorAnswers } from '~/models/risk-profile.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  return Response.json({ data: investorRiskJson(getInvestorRiskTest(user.id)) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readAnswers(request, context, investorAnswersBody, INVESTOR_QUESTIONS);
  if (body instanceof Response) return body;
  return Response.json({ data: investorRiskJson(submitInvestorAnswers(user.id, body.answers)) }, { headers: PRIVATE_NO_STORE });
}
