// POST /api/v1/users/check-email (spec funds §7 "KYC: /api/v1/users/check-email", §5 "The KYC email is checked
// for an existing registration"; issue 14 item 8): the registration's step 1. Spec §7 has no other address for
// that step, whose whole content is the email: the address is checked and, when it is free, recorded as the
// registration's email (users.last_page_filled FIRST_PAGE at least). JSON or form body `{ email }`.
//
// 200 `{ data: { available: true, next, ...registration } }`; 422 EMAIL_TAKEN with `errors.email` when another
// account or registration has it (the same answer for either); 400 for a malformed email; 409 when the
// registration may not change (lib/registration-api.server.ts); 401, 403 (foreign Origin), 405.
import { emailStepSchema } from '~/forms/registration';
import { methodNotAllowed, readBody, requireApiUser } from '~/lib/api.server';
import { invalidRegistrationBody, registrationData, registrationJson, registrationRefusalResponse } from '~/lib/registration-api.server';
import { registrationView, saveEmailStep } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-check-email';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const parsed = emailStepSchema.safeParse(await readBody(request));
  if (!parsed.success) return invalidRegistrationBody(context, parsed.error);
  const now = new Date();
  const saved = saveEmailStep(user.id, parsed.data, now);
  if (!saved.ok) return registrationRefusalResponse(context, saved.refusal);
  return registrationData({ available: true, next: saved.next, ...registrationJson(registrationView(user.id, now)!) });
}
