// GET /api/v1/profile/verify/mutual-fund (spec funds §7 "KYC: ... /api/v1/profile/verify/mutual-fund"; issue 14
// item 8): the signed-in user's registration: status, form version, the last page filled, the state of every
// field (spec §4.5 VALID, NOT_VALID, NOT_FILLED), the rejection to revise and the step it names, the answers
// saved so far (lib/registration-api.server.ts registrationJson).
//
// 200 `{ data }`, never cached; 401 without a session; 405 for other methods.
import { apiError, methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { registrationData, registrationJson } from '~/lib/registration-api.server';
import { registrationView } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-status';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A read: no Origin check (api.server.ts checks Origin for state changes).
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const view = registrationView(user.id, new Date());
  // The session's user vanished between the two reads: as good as no session.
  if (!view) return apiError(context, 401, 'unauthorized');
  return registrationData(registrationJson(view));
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
