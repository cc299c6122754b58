// /api/v2/mutual-funds/bank-accounts (spec funds §3 "GET user bank accounts (response verifiedAccounts)",
// §5, §7; issue 14 item 3; decisions 047, 048).
//
// GET → `{ data: { verifiedAccounts: [...], accounts: [...] } }`: the VERIFIED accounts (what a purchase
// needs, with bankAccountCurrency) and all of them, IDR first, the main one first.
// POST (JSON, form, or multipart with the passbook image as the file `passbookImage`: bankName as the
// bank's code, accountNumber, accountName, bankAccountCurrency) adds a PENDING account: 201 `{ data:
// account }`; 400 `{ message, errors }` for a body the schema refuses; 422
// `{ message, errors }` for the model's field refusals (unknown bank, the holder's name is not the KYC
// name, a passbook that is not a whole JPEG/PNG/WebP image) and 422 `{ message, code }` for an outcome of §8 (ACCOUNT_NUMBER_EXISTS, LIMIT_REACHED, and the
// simulated bank's ACCOUNT_NUMBER_REJECTED, NOT_FOUND, BLACKLISTED, BLOCKED). 401 without a session, 403
// from a foreign Origin (nothing written), 413 for a passbook over 5 MB, 405 for other methods. Never cached.
import type { Route } from './+types/bank-accounts';
import { bankAccountCreateApiSchema } from '~/forms/bank-account';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { bankAccountJson, fieldErrorsResponse, outcomeMessage, readBankAccountBody } from '~/lib/bank-accounts-api.server';
import { bodyErrors } from '~/lib/buy-api.server';
import { addBankAccountWithPassbook, findBankByCode, listBankAccounts } from '~/models/bank-accounts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const accounts = listBankAccounts(user.id).map(bankAccountJson);
  return Response.json({ data: { verifiedAccounts: accounts.filter((a) => a.status === 'VERIFIED'), accounts } }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(context, 'GET, POST');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const body = await readBankAccountBody(request, context);
  if (!body.ok) return body.response;
  const parsed = bankAccountCreateApiSchema.safeParse(body.fields);
  if (!parsed.success) return apiError(context, 400, 'bankAccounts:api.invalidBody', PRIVATE_NO_STORE, bodyErrors(parsed.error));
  const { bankName, accountNumber, accountName, bankAccountCurrency } = parsed.data;
  const bank = findBankByCode(bankName);
  if (!bank) return fieldErrorsResponse(context, { bankId: ['bankAccounts:errors.bankUnknown'] });
  const result = await addBankAccountWithPassbook(user.id, { bankId: bank.id, accountNumber, holderName: accountName, currency: bankAccountCurrency }, body.passbook);
  if (result.ok) return Response.json({ data: bankAccountJson(result.account) }, { status: 201, headers: PRIVATE_NO_STORE });
  if ('fieldErrors' in result) return fieldErrorsResponse(context, result.fieldErrors);
  return Response.json({ message: outcomeMessage(context, result.outcome), code: result.outcome }, { status: 422, headers: PRIVATE_NO_STORE });
}
