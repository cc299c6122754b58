// POST /api/v2/mutual-funds/subscribe (spec funds §3 "Subscription order response", §7 "POST self-buy
// subscription"; issue 5 item 9): places the buy order the request describes, under the header
// `Idempotency-Key` (8 to 100 of A-Z a-z 0-9 _ -): a retry or a double click with the same key answers
// the first order, whatever its body says. `?version=2.1` is accepted and ignored. JSON or form body
// (forms/buy.ts subscribeRequestSchema); the server's own plan decides the amounts (models/subscriptions.server.ts).
// The transaction PIN (issue 14 item 5; decisions 051, 052) goes in the body as `pin`, needed unless this
// session entered it in the last 15 minutes; it is asked last, once the plan would be placed.
//
// 201 `{ data: { orderId, targetUrl: null } }` when placed, 200 with the same body for a key already
// used (the client then goes to the payment page of `orderId`). 400 `{ message, errors }` for a missing
// or malformed key or body (a `pin` that is not 6 digits included); a refusal of the plan as
// lib/buy-api.server.ts maps it (403, 404 or 422); then the PIN's refusals as lib/order-pin-api.server.ts
// maps them (428 PIN_REQUIRED or PIN_NOT_SET, 422 PIN_WRONG, 423 PIN_BLOCKED); 401 without a session, 403
// from a foreign Origin (nothing written), 405 for other methods. Never cached.
import type { Route } from './+types/subscribe';
import { IDEMPOTENCY_KEY_PATTERN, subscribeRequestSchema } from '~/forms/buy';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { requestedRecurringPlan, signedInPost, refusalResponse } from '~/lib/buy-api.server';
import { orderPinResponse } from '~/lib/order-pin-api.server';
import { getSessionId } from '~/lib/session.server';
import { checkOrderPin } from '~/models/pin.server';
import { calculateSubscription, placedOrderId, subscribe } from '~/models/subscriptions.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, subscribeRequestSchema);
  if (input instanceof Response) return input;
  const idempotencyKey = request.headers.get('Idempotency-Key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return apiError(context, 400, 'buy:api.idempotencyKey', undefined, { 'Idempotency-Key': ['buy:api.idempotencyKey'] });
  }
  const { user } = input;
  // The PIN is never part of the order: it is checked here and goes no further.
  const { pin, ...fields } = input.body;
  // Issue 17: `isRecurringInvestment=true` with `recurringInvestment` also makes a Nabung Rutin schedule per fund, in the order's transaction.
  const recurring = requestedRecurringPlan(request, fields);
  if (!recurring.ok) return apiError(context, 400, 'buy:api.invalidBody', undefined, recurring.errors);
  const body = { ...fields, recurring: recurring.plan };
  const placed = placedOrderId(user.id, idempotencyKey);
  if (placed !== undefined) return placedResponse(placed, false);
  // The plan's refusals (not allowed to buy, below the minimum, …) come before the PIN: the PIN is asked
  // only for an order that would be placed (decision 052).
  const now = new Date();
  const plan = calculateSubscription(user.id, body, now);
  if (!plan.ok) return refusalResponse(context, plan.refusal);
  const pinCheck = await checkOrderPin(user.id, await getSessionId(request), pin, now);
  if (!pinCheck.ok) return orderPinResponse(context, pinCheck.refusal);
  const result = subscribe(user.id, body, idempotencyKey, now);
  if (!result.ok) return refusalResponse(context, result.refusal);
  return placedResponse(result.orderId, result.created);
}

function placedResponse(orderId: number, created: boolean): Response {
  return Response.json({ data: { orderId, targetUrl: null } }, { status: created ? 201 : 200, headers: NO_STORE });
}
