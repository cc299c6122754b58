// POST /api/v2/coupons/detail-by-filters (spec funds §3 "Coupon detail", §7 "Buy cart": "POST self-buy
// detail by filters: body couponCode and filters (calculateAmount, mutualFundId). Reads isEligible and
// whyDisabledReasoning"; issue 5 item 9): one promo code judged for the purchase. The code is compared
// in capitals without surrounding spaces. JSON body (forms/buy.ts).
//
// 200 `{ data: CouponDetail }` (as the list's items; whyDisabledReasoning in the request's language),
// 404 `{ message, code: 'COUPON_NOT_FOUND', couponCode }` for an unknown code or `FUND_NOT_FOUND` for an
// unknown fund, 400 `{ message, errors }` for a malformed body or amount, 401 without a session, 403
// from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/coupons-detail';
import { couponDetailBodySchema } from '~/forms/buy';
import { couponNotFoundResponse, couponPurchase, signedInPost, localizedCoupons } from '~/lib/buy-api.server';
import { couponDetail, normalizeCouponCode } from '~/models/coupons.server';
import { methodNotAllowed, NO_STORE } from '~/lib/api.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, couponDetailBodySchema);
  if (input instanceof Response) return input;
  const { user, body } = input;
  const purchase = couponPurchase(context, user.id, body.filters, new Date());
  if (purchase instanceof Response) return purchase;
  const detail = couponDetail(body.couponCode, purchase);
  if (!detail) return couponNotFoundResponse(context, normalizeCouponCode(body.couponCode));
  return Response.json({ data: localizedCoupons(context, [detail])[0] }, { headers: NO_STORE });
}
