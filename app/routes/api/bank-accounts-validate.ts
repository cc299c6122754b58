// POST /api/v2/mutual-funds/bank-accounts/validate (spec funds §5 "Bank account validation payload:
// accountName, accountNumber, bankName, passbookImage", §8 outcomes; issue 14 item 3; decision 047): what
// adding the account would answer, nothing saved. JSON or form: bankName (the bank's code),
// accountNumber, accountName, bankAccountCurrency (IDR when absent); multipart may add the file
// passbookImage, which is then checked as adding would (a whole JPEG/PNG/WebP image) and not stored.
//
// 200 `{ data: { valid, outcome, message } }` for an outcome of §8 (VALID or not: the check itself
// worked); 400 `{ message, errors }` for a body the schema refuses (the number's length per bank
// included); 422 `{ message, errors }` for the model's field refusals (unknown bank, the holder's name is
// not the KYC name, a passbook that is not an image). 413 for a passbook over 5 MB; 401 without a session, 403 from a foreign Origin, 405 for other methods.
import type { Route } from './+types/bank-accounts-validate';
import { bankAccountValidateApiSchema } from '~/forms/bank-account';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { fieldErrorsResponse, outcomeMessage, readBankAccountBody } from '~/lib/bank-accounts-api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { findBankByCode, passbookImageProblem, validateNewBankAccount } from '~/models/bank-accounts.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readBankAccountBody(request, context);
  if (!body.ok) return body.response;
  const parsed = bankAccountValidateApiSchema.safeParse(body.fields);
  if (!parsed.success) return apiError(context, 400, 'bankAccounts:api.invalidBody', PRIVATE_NO_STORE, bodyErrors(parsed.error));
  const { bankName, accountNumber, accountName, bankAccountCurrency } = parsed.data;
  const bank = findBankByCode(bankName);
  if (!bank) return fieldErrorsResponse(context, { bankId: ['bankAccounts:errors.bankUnknown'] });
  const result = validateNewBankAccount(user.id, { bankId: bank.id, accountNumber, holderName: accountName, currency: bankAccountCurrency });
  if (!result.ok && 'fieldErrors' in result) return fieldErrorsResponse(context, result.fieldErrors);
  const passbookProblem = body.passbook ? await passbookImageProblem(body.passbook) : null;
  if (passbookProblem) return fieldErrorsResponse(context, { passbookDocumentId: [passbookProblem] });
  const outcome = result.outcome;
  return Response.json({ data: { valid: outcome === 'VALID', outcome, message: outcomeMessage(context, outcome) } }, { headers: PRIVATE_NO_STORE });
}
