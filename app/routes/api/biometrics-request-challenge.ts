// POST /api/v2/biometrics/request-challenge (spec funds §7; landing §7 "biometrics request challenge": action,
// requestPinId → challenge id and challenge; issue 18 item 6; decisions 094, 095). JSON `{ action, requestPinId? }`:
//   `{ action: 'SIGN_IN' }` (signed out too): options for a sign-in with any passkey of this site;
//   `{ action: 'CONFIRM', requestPinId }` (signed in): options to confirm that PIN request with one of the
//   investor's passkeys; the challenge is bound to the request (its subject).
// 200 `{ data: { id, challenge, options } }`: `options` for `startAuthentication()`, valid 5 minutes, once. At most
// 10 challenges per investor (or, signing in, per client) in 10 minutes: 429 with Retry-After. Refusals:
// lib/passkeys-api.server.ts; 400 `{ message, errors }` for another body; 401 without a session (CONFIRM), 403
// from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/biometrics-request-challenge';
import { requestChallengeBodySchema } from '~/forms/passkeys';
import { apiError, methodNotAllowed, NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { isForeignOrigin } from '~/lib/origin.server';
import { passkeyModelRefusal, passkeyRefusal } from '~/lib/passkeys-api.server';
import { clientKeyContext } from '~/lib/request-context';
import { passkeysEnabled, relyingParty, startConfirmation, startSignIn } from '~/models/passkeys.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  if (isForeignOrigin(request)) return apiError(context, 403, 'forbidden');
  const parsed = requestChallengeBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'invalidBody', undefined, bodyErrors(parsed.error));
  const now = new Date();
  const rp = relyingParty(request);
  const body = parsed.data;
  if (body.action === 'SIGN_IN') {
    if (!passkeysEnabled()) return passkeyRefusal(context, 'PASSKEYS_DISABLED');
    const started = await startSignIn(context.get(clientKeyContext), rp, now);
    if (!started.ok) return passkeyModelRefusal(context, started, now);
    return challengeAnswer(started.challengeId, started.options);
  }
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  if (!passkeysEnabled()) return passkeyRefusal(context, 'PASSKEYS_DISABLED');
  const started = await startConfirmation(user.id, body.requestPinId, rp, now);
  if (!started.ok) return passkeyModelRefusal(context, started, now);
  return challengeAnswer(started.challengeId, started.options);
}

function challengeAnswer(id: string, options: { challenge: string }): Response {
  return Response.json({ data: { id, challenge: options.challenge, options } }, { headers: NO_STORE });
}
