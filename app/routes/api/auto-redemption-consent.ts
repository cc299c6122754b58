// POST /api/v2/mutual-funds/auto-redemptions/{id}/give-consent (spec funds §7 "/give-consent"; issue 18 item 4;
// decision 087): the investor's consent to what waits on the rule (a new rule becomes ACTIVE, a change is applied, a
// cancellation ends it), body `{ "consent": true }` (JSON or form). Answers the rule. 400 without the consent, 404 for
// a missing rule or another investor's alike, 422 NOT_ALLOWED when nothing waits (an ACTIVE or INACTIVE rule), 415
// for a body that is neither JSON nor a form, 401 without a session, 403 from a foreign Origin, 405 for other
// methods; never cached.
import type { Route } from './+types/auto-redemption-consent';
import { parseId } from '~/domain/ids';
import { giveConsentSchema } from '~/forms/auto-redemption';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { autoRedemptionBody, autoRedemptionJson, autoRedemptionRefusalResponse } from '~/lib/auto-redemption-api.server';
import { consentAutoRedemption, getAutoRedemption } from '~/models/auto-redemptions.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const input = await autoRedemptionBody(request, context, giveConsentSchema);
  if (input instanceof Response) return input;
  const id = parseId(params.id);
  if (id === null) return apiError(context, 404, 'autoRedemption:refusal.NOT_FOUND', PRIVATE_NO_STORE);
  const result = consentAutoRedemption(input.user.id, id);
  if (!result.ok) return autoRedemptionRefusalResponse(context, result.refusal);
  return Response.json({ data: autoRedemptionJson(getAutoRedemption(input.user.id, id)!) }, { headers: PRIVATE_NO_STORE });
}
