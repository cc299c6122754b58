// GET|PATCH|DELETE /api/v2/mutual-funds/auto-redemptions/{id} (spec funds §7 "/api/v2/mutual-funds/auto-redemptions/
// {id}"; issue 18 item 4; decisions 087, 088). GET: the rule (status, terms, a change or cancellation waiting for
// consent, the holding at the latest NAV, its last triggers). PATCH: new terms (`triggerType`, `profitTarget` as a
// percent, `periodMonths`, `scope`; forms/auto-redemption.ts): a rule not yet consented takes them, a consented one
// keeps them aside until consent (PENDING_EDIT_APPROVAL). DELETE: asks to stop the rule (PENDING_CANCELLATION_APPROVAL;
// a rule never consented ends at once). Each answers the rule; what waits is agreed through /give-consent. Another
// investor's id answers exactly as a missing one (404); 415/400 for a body that is not JSON or a form or that the
// schema refuses; 422 NOT_ALLOWED for an INACTIVE rule; 401 without a session, 403 from a foreign Origin (PATCH,
// DELETE), 405 for other methods; never cached.
import type { Route } from './+types/auto-redemption';
import { parseId } from '~/domain/ids';
import { autoRedemptionTermsSchema } from '~/forms/auto-redemption';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { autoRedemptionBody, autoRedemptionJson, autoRedemptionRefusalResponse } from '~/lib/auto-redemption-api.server';
import { cancelAutoRedemption, editAutoRedemption, getAutoRedemption } from '~/models/auto-redemptions.server';

const ALLOW = 'GET, PATCH, DELETE';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const id = parseId(params.id);
  const view = id === null ? null : getAutoRedemption(user.id, id);
  if (!view) return apiError(context, 404, 'autoRedemption:refusal.NOT_FOUND', PRIVATE_NO_STORE);
  return Response.json({ data: autoRedemptionJson(view) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'PATCH' && request.method !== 'DELETE') return methodNotAllowed(context, ALLOW);
  const id = parseId(params.id);
  let userId: number;
  let result;
  if (request.method === 'DELETE') {
    const user = await requireApiUser(request, context);
    if (user instanceof Response) return user;
    userId = user.id;
    if (id === null) return apiError(context, 404, 'autoRedemption:refusal.NOT_FOUND', PRIVATE_NO_STORE);
    result = cancelAutoRedemption(user.id, id);
  } else {
    const input = await autoRedemptionBody(request, context, autoRedemptionTermsSchema);
    if (input instanceof Response) return input;
    userId = input.user.id;
    if (id === null) return apiError(context, 404, 'autoRedemption:refusal.NOT_FOUND', PRIVATE_NO_STORE);
    result = editAutoRedemption(input.user.id, id, input.body);
  }
  if (!result.ok) return autoRedemptionRefusalResponse(context, result.refusal);
  return Response.json({ data: autoRedemptionJson(getAutoRedemption(userId, result.id)!) }, { headers: PRIVATE_NO_STORE });
}
