// POST /api/v2/mutual-funds/redeem (spec funds §7 "Sell"; issue 15 items 1, 4, 7; decisions 052, 056): places the
// sell the body describes, under an idempotency key (the `Idempotency-Key` header, as subscribe, or the body's
// `idempotencyKey`; 8 to 100 of A-Z a-z 0-9 _ -): a retry with the same key answers the first order, whatever its
// body says. `?version=2.1` is accepted and ignored. JSON or form body (forms/sell.ts redeemOrderSchema): the
// calculate body and the transaction PIN as `pin`, needed unless this session entered it in the last 15 minutes,
// asked last, once the sell would be placed (decision 052).
//
// 201 `{ data: { orderId, targetUrl } }` when placed (targetUrl: the order's page), 200 with the same body for a
// key already used. 400 `{ message, errors }` for a missing or malformed key or body; a refusal of the sell as
// lib/sell-api.server.ts maps it (404 or 422); then the PIN's refusals as lib/order-pin-api.server.ts maps them (428
// PIN_REQUIRED or PIN_NOT_SET, 422 PIN_WRONG, 423 PIN_BLOCKED); 401 without a session, 403 from a foreign Origin
// (nothing written), 405 for other methods. Never cached.
import type { Route } from './+types/redeem';
import { IDEMPOTENCY_KEY_PATTERN } from '~/forms/buy';
import { redeemOrderSchema, sellInputOf } from '~/forms/sell';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { signedInPost } from '~/lib/buy-api.server';
import { orderPinResponse } from '~/lib/order-pin-api.server';
import { sellRefusalResponse } from '~/lib/sell-api.server';
import { getSessionId } from '~/lib/session.server';
import { checkOrderPin } from '~/models/pin.server';
import { calculateSell, placedSellOrderId, placeSell } from '~/models/sell-orders.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, redeemOrderSchema);
  if (input instanceof Response) return input;
  const idempotencyKey = (request.headers.get('Idempotency-Key') ?? input.body.idempotencyKey ?? '').trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return apiError(context, 400, 'transact:sell.api.idempotencyKey', undefined, { 'Idempotency-Key': ['transact:sell.api.idempotencyKey'] });
  }
  const { user } = input;
  // The PIN is never part of the order: it is checked here and goes no further.
  const { pin, idempotencyKey: _key, ...body } = input.body;
  const placed = placedSellOrderId(user.id, idempotencyKey);
  if (placed !== undefined) return placedResponse(placed, false);
  const now = new Date();
  const sell = sellInputOf(body);
  // The sell's refusals come before the PIN: the PIN is asked only for an order that would be placed.
  const plan = calculateSell(user.id, sell, now);
  if (!plan.ok) return sellRefusalResponse(context, plan.refusal, plan.currency ?? null);
  const pinCheck = await checkOrderPin(user.id, await getSessionId(request), pin, now);
  if (!pinCheck.ok) return orderPinResponse(context, pinCheck.refusal);
  const result = placeSell(user.id, sell, idempotencyKey, now);
  if (!result.ok) return sellRefusalResponse(context, result.refusal, result.currency ?? null);
  return placedResponse(result.orderId, result.created);
}

function placedResponse(orderId: number, created: boolean): Response {
  return Response.json({ data: { orderId, targetUrl: `/me/order/${orderId}` } }, { status: created ? 201 : 200, headers: NO_STORE });
}
