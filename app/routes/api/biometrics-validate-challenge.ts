// POST /api/v2/biometrics/validate-challenge (spec funds §7; landing §7 "biometrics validate challenge" →
// redirectUrl, useSpaRedirection; issue 18 item 6; decisions 094, 095). JSON `{ challengeId, response,
// requestPinId?, target? }`, the answer of `startAuthentication()` to a challenge of request-challenge:
//   a SIGN_IN challenge: the investor signed in as with the password (a new session, the account's language, the
//   same rate limit), 200 `{ data: { redirectUrl: target or /reksadana, useSpaRedirection: false } }` (a full load);
//   a CONFIRM challenge (signed in, `requestPinId` its subject): the PIN request answered as a right PIN answers
//   it, 200 `{ data: { redirectUrl: the request's target, useSpaRedirection: true } }`.
// Refusals: lib/passkeys-api.server.ts (404 UNKNOWN_PASSKEY: the browser may forget that passkey); 400 `{ message,
// errors }` for another body; 401 without a session (CONFIRM), 403 from a foreign Origin, 405 for other methods.
import type { Route } from './+types/biometrics-validate-challenge';
import { validateChallengeBodySchema } from '~/forms/passkeys';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { isForeignOrigin } from '~/lib/origin.server';
import { passkeyModelRefusal, passkeyRefusal } from '~/lib/passkeys-api.server';
import { clientKeyContext } from '~/lib/request-context';
import { getSessionId, safeTarget } from '~/lib/session.server';
import { signedInHeaders } from '~/lib/sign-in.server';
import { finishConfirmation, finishSignIn, passkeysEnabled, relyingParty } from '~/models/passkeys.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  if (isForeignOrigin(request)) return apiError(context, 403, 'forbidden');
  const parsed = validateChallengeBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'invalidBody', undefined, bodyErrors(parsed.error));
  if (!passkeysEnabled()) return passkeyRefusal(context, 'PASSKEYS_DISABLED');
  const now = new Date();
  const rp = relyingParty(request);
  const { challengeId, requestPinId, target } = parsed.data;
  // The library reads the answer's fields itself; the schema checked their shape.
  const response = parsed.data.response as never;
  // A confirmation names its PIN request; a sign-in does not (the challenge's own purpose is checked by the model).
  if (requestPinId === undefined) {
    const result = await finishSignIn({ challengeId, response }, context.get(clientKeyContext), rp, now);
    if (!result.ok) return passkeyModelRefusal(context, result, now);
    const headers = await signedInHeaders(result.user, now, 'passkey');
    headers.set('Cache-Control', 'no-store');
    return Response.json({ data: { redirectUrl: safeTarget(target), useSpaRedirection: false } }, { headers });
  }
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const result = await finishConfirmation(user.id, await getSessionId(request), { challengeId, requestId: requestPinId, response }, rp, now);
  if (!result.ok) return passkeyModelRefusal(context, result, now);
  return Response.json({ data: { redirectUrl: result.target, useSpaRedirection: true } }, { headers: NO_STORE });
}
