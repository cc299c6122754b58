// GET /api/v2/mutual-funds/products/s/{slug} (spec funds §7 "Fund detail"): `{ data }` with the Fund
// fields of spec §3 (app/routes/api/product-json.ts); an unknown slug is 404 `{ message }`, a slug
// that cannot be one (funds_slug check: lower-case letters, digits, hyphens) is 400.
import { apiError } from '~/lib/api.server';
import { productDetailResponse } from './product-json';
import type { Route } from './+types/product-by-slug';

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!SLUG.test(params.slug)) return apiError(context, 400, 'invalidQuery', undefined, { slug: ['fundDetail:api.invalidSlug'] });
  return productDetailResponse(request, context, { slug: params.slug });
}
