// POST /api/v2/mutual-funds/switching (spec funds §7; issue 15 items 2, 4 and 7): places the switch the body
// describes (the calculate body, plus `pin` and `idempotencyKey`). The key is the header `Idempotency-Key` or the
// body's `idempotencyKey` (8 to 100 of A-Z a-z 0-9 _ -), as subscribe's rule: a retry with the same key answers the
// first order, whatever its body says. The transaction PIN as subscribe asks it (decisions 051, 052): refusals of
// the plan first (404, 422: lib/switch-api.server.ts), then the PIN's (428 PIN_REQUIRED or PIN_NOT_SET, 422
// PIN_WRONG, 423 PIN_BLOCKED: lib/order-pin-api.server.ts). 201 `{ data: { orderId, targetUrl } }` when placed,
// 200 with the same body for a key already used; 400 malformed, 415 neither JSON nor a form, 401, 403 (foreign
// Origin, nothing written), 405. Never cached.
import type { Route } from './+types/switching';
import { IDEMPOTENCY_KEY_PATTERN } from '~/forms/buy';
import { switchHow, switchOrderSchema } from '~/forms/switching';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { orderPinResponse } from '~/lib/order-pin-api.server';
import { getSessionId } from '~/lib/session.server';
import { switchPost, switchRefusalResponse } from '~/lib/switch-api.server';
import { checkOrderPin } from '~/models/pin.server';
import { calculateSwitch, placedSwitchOrderId, placeSwitch } from '~/models/switch-orders.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await switchPost(request, context, switchOrderSchema);
  if (input instanceof Response) return input;
  const { user, body } = input;
  const idempotencyKey = request.headers.get('Idempotency-Key')?.trim() || body.idempotencyKey || '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return apiError(context, 400, 'transact:switching.api.idempotencyKey', undefined, { idempotencyKey: ['transact:switching.api.idempotencyKey'] });
  }
  const placed = placedSwitchOrderId(user.id, idempotencyKey);
  if (placed !== undefined) return placedResponse(placed, false);
  const now = new Date();
  const switchRequest = { portfolioId: body.portfolioId, mutualFundId: body.mutualFundId, targetMutualFundId: body.targetMutualFundId, source: body.source, how: switchHow(body) };
  // The plan's refusals come before the PIN: the PIN is asked only for an order that would be placed (decision 052).
  const plan = calculateSwitch(user.id, switchRequest, now);
  if (!plan.ok) return switchRefusalResponse(context, plan.refusal);
  const pinCheck = await checkOrderPin(user.id, await getSessionId(request), body.pin, now);
  if (!pinCheck.ok) return orderPinResponse(context, pinCheck.refusal);
  const result = placeSwitch(user.id, switchRequest, idempotencyKey, now);
  if (!result.ok) return switchRefusalResponse(context, result.refusal);
  return placedResponse(result.orderId, result.created);
}

function placedResponse(orderId: number, created: boolean): Response {
  return Response.json({ data: { orderId, targetUrl: `/me/order/${orderId}` } }, { status: created ? 201 : 200, headers: NO_STORE });
}
