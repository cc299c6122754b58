// /api/v2/biometrics/enroll (spec funds §7 "biometrics"; landing §7 "biometrics enroll"; issue 18 item 6; decision
// 094): the signed-in investor's passkeys.
//
// GET → 200 `{ data: { enabled, passkeys: [{ id, name, createdAt, lastUsedAt, synced }] } }` (the PIN steps ask it
// before offering a passkey). POST, in two steps, JSON:
//   1. `{}` → 200 `{ data: { challengeId, options } }`: the options for `startRegistration()` (a discoverable
//      credential with user verification), valid 5 minutes, once.
//   2. `{ challengeId, response, name? }` → 201 `{ data: { passkey } }`: the authenticator's answer verified and the
//      passkey kept (and notified, PASSKEY_ADDED); `name` defaults to the browser and system ("Chrome · Android").
// Refusals: lib/passkeys-api.server.ts; 400 `{ message, errors }` for a body of another shape; 401 without a
// session, 403 from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/biometrics-enroll';
import { enrollBodySchema } from '~/forms/passkeys';
import { apiError, methodNotAllowed, NO_STORE, PRIVATE_NO_STORE, readBody, requireApiUser } from '~/lib/api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { passkeyModelRefusal, passkeyRefusal } from '~/lib/passkeys-api.server';
import { finishEnrollment, listPasskeys, passkeysEnabled, relyingParty, startEnrollment } from '~/models/passkeys.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  return Response.json({ data: { enabled: passkeysEnabled(), passkeys: listPasskeys(user.id) } }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  if (!passkeysEnabled()) return passkeyRefusal(context, 'PASSKEYS_DISABLED');
  const parsed = enrollBodySchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(context, 400, 'invalidBody', undefined, bodyErrors(parsed.error));
  const now = new Date();
  const rp = relyingParty(request);
  const body = parsed.data;
  if (body.response === undefined) {
    const started = await startEnrollment(user, rp, now);
    if (!started.ok) return passkeyModelRefusal(context, started, now);
    return Response.json({ data: { challengeId: started.challengeId, options: started.options } }, { headers: NO_STORE });
  }
  const result = await finishEnrollment(
    user,
    // The library reads the answer's fields itself; the schema checked their shape.
    { challengeId: body.challengeId, response: body.response as never, name: body.name, userAgent: request.headers.get('User-Agent') },
    rp,
    now,
  );
  if (!result.ok) return passkeyModelRefusal(context, result, now);
  return Response.json({ data: { passkey: result.passkey } }, { status: 201, headers: NO_STORE });
}
