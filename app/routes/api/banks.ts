// GET /api/v2/mutual-funds/banks (spec funds §7; issue 14 item 3): the banks an investor may hold an
// account at, `{ data: [{ id, code, name, logoUrl, accountNumberLengths }] }`, by name. Public (the same
// for everyone) and cacheable for a while; other methods 405.
import type { Route } from './+types/banks';
import { accountNumberLengths } from '~/domain/kyc/bank-account-number';
import { methodNotAllowed } from '~/lib/api.server';
import { listBanks } from '~/models/bank-accounts.server';

export function loader() {
  const data = listBanks().map((bank) => ({ ...bank, accountNumberLengths: accountNumberLengths(bank.code) ?? [] }));
  return Response.json({ data }, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
