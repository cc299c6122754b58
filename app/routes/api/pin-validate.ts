// POST /api/v1/profile/validate-pin/{requestId} (spec funds §7 "PIN: /api/v1/profile/validate-pin/{x}";
// issue 14 item 5; decisions 051, 052): answers a PIN request of the signed-in investor with `{ pin }` (JSON
// or form). Right → this session may place orders for 15 minutes, and the request is used up.
//
// 200 `{ data: { targetUrl } }` (the request's target). 404 `{ message }` for another user's request, an
// unknown or malformed id (alike); 410 `{ message, code: 'PIN_REQUEST_EXPIRED', targetUrl }` once its 10
// minutes are over or it was answered; the PIN's refusals as the order APIs answer them (422 PIN_WRONG, 423
// PIN_BLOCKED, 428 PIN_NOT_SET); 400 `{ message, errors }` for a pin that is not 6 digits; 401 without a
// session, 403 from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/pin-validate';
import { PIN_VALIDATE_EXPIRED_PATH } from '~/domain/pin-paths';
import { validatePinBodySchema } from '~/forms/pin';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { orderPinResponse, pinCheckRefusal } from '~/lib/order-pin-api.server';
import { getSessionId } from '~/lib/session.server';
import { getI18n } from '~/middleware/i18next';
import { answerPinRequest, findPinRequest } from '~/models/pin.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const now = new Date();
  // The request first: another user's id learns nothing from the body's checks.
  const found = findPinRequest(user.id, params.requestId, now);
  if (!found.ok && found.reason === 'NOT_FOUND') return apiError(context, 404, 'pin:api.invalidRequest');
  if (!found.ok) return expired(context);
  const parsed = validatePinBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'invalidBody', undefined, bodyErrors(parsed.error));
  const result = await answerPinRequest(user.id, await getSessionId(request), params.requestId, parsed.data.pin, now);
  if (result.ok) return Response.json({ data: { targetUrl: result.target } }, { headers: NO_STORE });
  if (result.reason === 'NOT_FOUND') return apiError(context, 404, 'pin:api.invalidRequest');
  if (result.reason === 'EXPIRED') return expired(context);
  return orderPinResponse(context, pinCheckRefusal(result));
}

function expired(context: Route.ActionArgs['context']): Response {
  const t = getI18n(context).getFixedT(null, 'pin');
  return Response.json({ message: t('expired.title'), code: 'PIN_REQUEST_EXPIRED', targetUrl: PIN_VALIDATE_EXPIRED_PATH }, { status: 410, headers: NO_STORE });
}
