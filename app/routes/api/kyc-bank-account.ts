// POST /api/v3/users/update-bank-account (spec funds §7 "v3 users endpoints ... update-bank-account", §5 "Bank
// account validation payload", §8 account-number outcomes; issue 14 items 3 and 8): the registration's step 3 as
// multipart/form-data with spec §5's keys: namaBank (the bank's code: BCA, MANDIRI, …), noRekening,
// namaPemilikRekeningBank and the passbook image buktiKepemilikanRekening. The account is in rupiah (redemptions
// are paid there); the bank-account model (models/bank-accounts.server.ts) checks the number per bank, the
// holder against the name on the ID card and the validation outcome before the passbook is stored.
//
// 200 `{ data: { next, ...registration } }`; 400 per field (the page's schema, forms/registration.ts) or a broken
// body; 413 a file over 5 MB; 415 not multipart; 422 the bank account's field errors, its §8 `outcome`, or the
// passbook refused by its content; 409 STEP_LOCKED (never skip ahead), NOT_EDITABLE, NOT_STARTED; 401, 403, 405.
import { bankAccountStepSchema } from '~/forms/registration';
import { methodNotAllowed, requireApiUser } from '~/lib/api.server';
import {
  bankRefusalResponse,
  documentRefusalResponse,
  formWithFiles,
  invalidRegistrationBody,
  registrationData,
  registrationJson,
  registrationRefusalResponse,
  uploadRefusalResponse,
} from '~/lib/registration-api.server';
import { parseUpload } from '~/lib/uploads.server';
import { registrationView, saveBankAccountStep } from '~/models/kyc-registration.server';
import type { Route } from './+types/kyc-bank-account';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const upload = await parseUpload(request, { maxFiles: 1 });
  if (!upload.ok) return uploadRefusalResponse(context, upload);
  const parsed = bankAccountStepSchema.safeParse(Object.fromEntries(formWithFiles(upload)));
  if (!parsed.success) return invalidRegistrationBody(context, parsed.error);
  const passbook = upload.files.buktiKepemilikanRekening!;
  const now = new Date();
  const saved = await saveBankAccountStep(
    user.id,
    { bankCode: parsed.data.namaBank, accountNumber: parsed.data.noRekening, holderName: parsed.data.namaPemilikRekeningBank, passbook: passbook.bytes },
    now,
  );
  if (!saved.ok) {
    if ('documentRefusal' in saved) return documentRefusalResponse(context, 'buktiKepemilikanRekening', saved.documentRefusal);
    if ('bank' in saved) return bankRefusalResponse(context, saved.bank);
    return registrationRefusalResponse(context, saved.refusal);
  }
  return registrationData({ next: saved.next, ...registrationJson(registrationView(user.id, now)!) });
}
