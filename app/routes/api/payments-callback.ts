// POST /api/v1/payments/callback (issue 5 item 6): the payment gateway's notification, signed with
// HMAC-SHA256 over the raw body (header X-Callback-Signature, hex; the secret is PAYMENT_CALLBACK_SECRET).
// No session: the signature is the caller's proof. A browser's foreign Origin is refused like on every
// resource route that changes state. 200 `{ data: { orderId, changed } }` (a replay answers changed:
// false and changes nothing), 401 for a bad signature, 400 malformed, 404 unknown reference, 409 when
// the order no longer waits for payment, 422 for an amount that is not the payment's. The body is at most
// 16 KB (a gateway's is a few hundred bytes): the server refuses a larger one with 413 before it is read
// (server/body-limit.ts, decision 035).
import type { Route } from './+types/payments-callback';
import { apiError, methodNotAllowed } from '~/lib/api.server';
import { isForeignOrigin } from '~/lib/origin.server';
import { handlePaymentNotification } from '~/models/payments.server';

export const SIGNATURE_HEADER = 'X-Callback-Signature';

const REFUSAL_STATUS = {
  BAD_SIGNATURE: [401, 'payment:callback.badSignature'],
  MALFORMED: [400, 'payment:callback.malformed'],
  NOT_FOUND: [404, 'payment:callback.notFound'],
  NOT_PAYABLE: [409, 'payment:callback.notPayable'],
  AMOUNT_MISMATCH: [422, 'payment:callback.amountMismatch'],
} as const;

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  if (isForeignOrigin(request)) return apiError(context, 403, 'forbidden');
  const outcome = handlePaymentNotification(await request.text(), request.headers.get(SIGNATURE_HEADER));
  if (!outcome.ok) {
    const [status, key] = REFUSAL_STATUS[outcome.reason];
    return apiError(context, status, key);
  }
  return Response.json({ data: { orderId: outcome.orderId, changed: outcome.changed } }, { headers: { 'Cache-Control': 'no-store' } });
}
