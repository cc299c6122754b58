// POST /api/v3/users/update-personal-data (spec funds §7 "v3 users endpoints ... update-personal-data", §5 "KYC
// form fields"; issue 14 item 8): the registration's step 2, with the keys of spec §5 (nik, namaSesuaiKTP,
// tanggalLahir, namaGadisIbuKandung, pendidikan, pekerjaanSaatIni, pendapatanPerTahun, sumberPenghasilan,
// kodeReferral) and the PEP answer (pepStatus, pepPosition, pepRelationship). JSON or form body, checked by the
// page's own schema (forms/registration.ts personalDataSchema).
//
// 200 `{ data: { next, ...registration } }`; 400 `{ message, errors }` per field; 409 STEP_LOCKED before step 1
// (never skip ahead), NOT_EDITABLE, NOT_STARTED; 422 NIK_TAKEN; 401, 403 (foreign Origin), 405.
import { personalDataSchema } from '~/forms/registration';
import { methodNotAllowed, readBody, requireApiUser } from '~/lib/api.server';
import { invalidRegistrationBody, registrationData, registrationJson, registrationRefusalResponse } from '~/lib/registration-api.server';
import { registrationView, savePersonalDataStep } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-personal-data';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const now = new Date();
  const parsed = personalDataSchema(now).safeParse(await readBody(request));
  if (!parsed.success) return invalidRegistrationBody(context, parsed.error);
  const saved = savePersonalDataStep(user.id, parsed.data, now);
  if (!saved.ok) return registrationRefusalResponse(context, saved.refusal);
  return registrationData({ next: saved.next, ...registrationJson(registrationView(user.id, now)!) });
}
