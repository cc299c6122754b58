// /api/v2/mutual-funds/bank-accounts/{id} (spec funds §7; issue 14 item 3; decision 048). GET → `{ data:
// account }`; DELETE → `{ data: { id, deleted: true } }`, or 409 `{ message, code }` when the account is
// the registration's (REGISTRATION_ACCOUNT) or the only VERIFIED one of its currency (ONLY_VERIFIED).
// Another user's id answers exactly like a missing one: 404. 400 for an id that is not one, 401 without
// a session, 403 for a DELETE from a foreign Origin, 405 for other methods.
import type { Route } from './+types/bank-account';
import { bankAccountIdSchema } from '~/forms/bank-account';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { bankAccountJson } from '~/lib/bank-accounts-api.server';
import { bankAccountFor, deleteBankAccount } from '~/models/bank-accounts.server';
import { getI18n } from '~/middleware/i18next';

function invalidId(context: Route.LoaderArgs['context']) {
  return apiError(context, 400, 'bankAccounts:api.invalidId', PRIVATE_NO_STORE, { id: ['bankAccounts:api.invalidId'] });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const id = bankAccountIdSchema.safeParse(params.id);
  if (!id.success) return invalidId(context);
  const account = bankAccountFor(user.id, id.data);
  if (!account) return apiError(context, 404, 'bankAccounts:api.notFound', PRIVATE_NO_STORE);
  return Response.json({ data: bankAccountJson(account) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed(context, 'GET, DELETE');
  const user = await requireApiUser(request, context);
  if (user instanceof Response) return user;
  const id = bankAccountIdSchema.safeParse(params.id);
  if (!id.success) return invalidId(context);
  const result = deleteBankAccount(user.id, id.data);
  if (result.ok) return Response.json({ data: { id: id.data, deleted: true } }, { headers: PRIVATE_NO_STORE });
  if (result.reason === 'NOT_FOUND') return apiError(context, 404, 'bankAccounts:api.notFound', PRIVATE_NO_STORE);
  const message = getI18n(context).getFixedT(null, 'bankAccounts')(`list.refusal.${result.reason}`);
  return Response.json({ message, code: result.reason }, { status: 409, headers: PRIVATE_NO_STORE });
}
