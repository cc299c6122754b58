// POST /api/v2/mutual-funds/subscribe (spec funds §3 "Subscription order response", §7 "POST self-buy
// subscription"; issue 5 item 9): places the buy order the request describes, under the header
// `Idempotency-Key` (8 to 100 of A-Z a-z 0-9 _ -): a retry or a double click with the same key answers
// the first order, whatever its body says. `?version=2.1` is accepted and ignored. JSON or form body
// (forms/buy.ts); the server's own plan decides the amounts (models/subscriptions.server.ts).
//
// 201 `{ data: { orderId, targetUrl: null } }` when placed, 200 with the same body for a key already
// used (the client then goes to the payment page of `orderId`). 400 `{ message, errors }` for a missing
// or malformed key or body; a refusal of the plan as lib/buy-api.server.ts maps it (403, 404 or 422);
// 401 without a session, 403 from a foreign Origin (nothing written), 405 for other methods. Never cached.
import type { Route } from './+types/subscribe';
import { buyRequestSchema, IDEMPOTENCY_KEY_PATTERN } from '~/forms/buy';
import { apiError, methodNotAllowed, NO_STORE } from '~/lib/api.server';
import { signedInPost, refusalResponse } from '~/lib/buy-api.server';
import { subscribe } from '~/models/subscriptions.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, buyRequestSchema);
  if (input instanceof Response) return input;
  const idempotencyKey = request.headers.get('Idempotency-Key')?.trim() ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return apiError(context, 400, 'buy:api.idempotencyKey', undefined, { 'Idempotency-Key': ['buy:api.idempotencyKey'] });
  }
  const result = subscribe(input.user.id, input.body, idempotencyKey);
  if (!result.ok) return refusalResponse(context, result.refusal);
  return Response.json({ data: { orderId: result.orderId, targetUrl: null } }, { status: result.created ? 201 : 200, headers: NO_STORE });
}
