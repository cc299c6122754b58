// /api/v2/mutual-funds/kyc/edd (spec funds §7 "KYC: /api/v2/mutual-funds/kyc/edd"; issue 14 items 6, 8;
// decision 049). GET → `{ data: { hasFilledEdd, answers } }` (answers null before the first time); POST
// (JSON or form: fundSource, purpose, yearlyTransactionBand, hasOtherAccounts, otherAccounts when yes)
// saves them and sets hasFilledEdd, which clears the need-EDD gate: 200 with the same shape. 400 `{
// message, errors }` for a body the schema refuses; 401 without a session, 403 from a foreign Origin
// (nothing written), 405 for other methods. Never cached.
import type { Route } from './+types/kyc-edd';
import { eddSchema } from '~/forms/edd';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { eddStateFor, saveEddAnswers, type EddState } from '~/models/edd.server';

function eddJson(state: EddState) {
  return {
    hasFilledEdd: state.hasFilledEdd,
    answers: state.answers ? { ...state.answers, updatedAt: state.answers.updatedAt.toISOString() } : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  return Response.json({ data: eddJson(eddStateFor(user.id)) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = eddSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'edd:api.invalidBody', PRIVATE_NO_STORE, bodyErrors(parsed.error));
  return Response.json({ data: eddJson(saveEddAnswers(user.id, parsed.data)) }, { headers: PRIVATE_NO_STORE });
}
