// POST /api/v1/profile/request-pin (spec funds §7 "PIN: /api/v1/profile/request-pin"; issue 14 item 5;
// decision 051): asks for the signed-in investor's PIN on its own page before an action, returning to
// `target` (a path on this site) once it is right. JSON or form body `{ target }`.
//
// 201 `{ data: { requestId, targetUrl, expiresAt } }`: `targetUrl` is /me/pin/validate/{requestId}, open for
// 10 minutes, once. 428 PIN_NOT_SET or 423 PIN_BLOCKED (lib/order-pin-api.server.ts) when no PIN could be
// entered there; 400 `{ message, errors }` for a missing or foreign target; 401 without a session, 403 from a
// foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/pin-request';
import { pinValidatePath } from '~/domain/pin-paths';
import { pinRequestBodySchema } from '~/forms/pin';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { orderPinResponse } from '~/lib/order-pin-api.server';
import { createPinRequest, pinStatus } from '~/models/pin.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = pinRequestBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'invalidBody', undefined, bodyErrors(parsed.error));
  const now = new Date();
  const status = pinStatus(user.id, now);
  if (!status.hasPin) return orderPinResponse(context, { code: 'PIN_NOT_SET' });
  if (status.blockedUntil) return orderPinResponse(context, { code: 'PIN_BLOCKED', until: status.blockedUntil });
  const { id, expiresAt } = createPinRequest(user.id, parsed.data.target, now);
  return Response.json({ data: { requestId: id, targetUrl: pinValidatePath(id), expiresAt: expiresAt.toISOString() } }, { status: 201, headers: NO_STORE });
}
