// POST /api/v3/users/confirm-identity-data (spec funds §7 "v3 users endpoints ... confirm-identity-data"; issue 14
// item 8; decision 043): sends the registration for review, as the identity page's send does. The body carries
// the investor's statement, `{ consent: true }` (spec funds §5 "Checkbox consent"). A first registration becomes
// pendingVerification, a revision after a rejection revisedAmend; sending a sent registration again changes
// nothing.
//
// 200 `{ data: { alreadySent, ...registration } }`; 400 without the statement; 422 INCOMPLETE (a step not saved
// or not complete: `firstIncompleteStep`, `incompleteSteps`); 409 NOT_EDITABLE (complete, blacklisted, or failed
// after three rejections); 401, 403 (foreign Origin), 405.
import { sendRegistrationSchema } from '~/forms/registration';
import { methodNotAllowed, readBody, requireApiUser } from '~/lib/api.server';
import { logger } from '~/lib/logger.server';
import { invalidRegistrationBody, registrationData, registrationJson, registrationRefusalResponse } from '~/lib/registration-api.server';
import { registrationView, sendRegistration } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-confirm';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = sendRegistrationSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalidRegistrationBody(context, parsed.error);
  const now = new Date();
  const sent = sendRegistration(user.id, now);
  if (!sent.ok) return registrationRefusalResponse(context, sent.refusal);
  if (!sent.alreadySent) logger.info({ userId: user.id, status: sent.status }, 'registration sent');
  return registrationData({ alreadySent: sent.alreadySent, ...registrationJson(registrationView(user.id, now)!) });
}
