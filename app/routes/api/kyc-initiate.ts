// POST /api/v3/users/initiate-kyc (spec funds §7 "v3 users endpoints ... initiate-kyc"; issue 14 item 8): starts
// or resumes the registration (registration_started_at, the second form version; decision 042). No body needed.
//
// 200 `{ data: { started, destination, ...registration } }` (`started`: false when it had started already;
// `destination`: the page to continue on); 409 NOT_EDITABLE for a sent, complete, blacklisted or failed
// registration; 401, 403 (foreign Origin), 405.
import { methodNotAllowed, requireApiUser } from '~/lib/api.server';
import { registrationData, registrationJson, registrationRefusalResponse } from '~/lib/registration-api.server';
import { registrationView, startRegistration } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-initiate';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const now = new Date();
  const started = startRegistration(user.id, now);
  if (!started.ok) return registrationRefusalResponse(context, started.refusal);
  return registrationData({ started: started.started, destination: started.destination, ...registrationJson(registrationView(user.id, now)!) });
}
