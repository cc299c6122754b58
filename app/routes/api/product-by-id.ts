// GET /api/v2/mutual-funds/products/{id} (spec funds §7 "Fund detail"): `{ data }` with the Fund
// fields of spec §3 (app/routes/api/product-json.ts); an unknown id is 404 `{ message }`, a malformed
// one (not a positive integer) is 400, never 500.
import { apiError } from '~/lib/api.server';
import { productDetailResponse } from './product-json';
import type { Route } from './+types/product-by-id';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = /^[1-9][0-9]{0,15}$/.test(params.id) ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id)) return apiError(context, 400, 'invalidQuery', undefined, { id: ['fundDetail:api.invalidId'] });
  return productDetailResponse(request, context, { id });
}
