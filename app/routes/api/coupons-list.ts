// POST /api/v2/coupons/list-by-filters (spec funds §7 "Buy cart": "POST self-buy promo list: body
// activeCoupon (from the stored code) and filters with calculateAmount and mutualFundId"; issue 5
// item 9): the promos running now, each judged for the purchase, eligible ones first; the active
// coupon leads when it exists (models/coupons.server.ts listCoupons). `calculateAmount` is in major
// units of the first fund's currency; `mutualFundId` one id or a list. JSON body (forms/buy.ts).
//
// 200 `{ data: CouponDetail[] }`: code, name, description, currency, cashbackValue (in the unit of `currency`, decision 028),
// giftValue, minimumAmount, endsAt (the exclusive end instant: a promo valid through 24 January WIB
// ends at 25 January 00:00 WIB, decision 038), isEligible, whyDisabledReasoning (sentences in the
// request's language). 400 `{ message, errors }` for a malformed body or amount, 404 for an unknown
// fund, 401 without a session, 403 from a foreign Origin, 405 for other methods. Never cached.
import type { Route } from './+types/coupons-list';
import { couponListBodySchema } from '~/forms/buy';
import { couponPurchase, signedInPost, localizedCoupons } from '~/lib/buy-api.server';
import { listCoupons } from '~/models/coupons.server';
import { methodNotAllowed, NO_STORE } from '~/lib/api.server';

export function loader({ context }: Route.LoaderArgs) {
  return methodNotAllowed(context, 'POST');
}

export async function action({ request, context }: Route.ActionArgs) {
  const input = await signedInPost(request, context, couponListBodySchema);
  if (input instanceof Response) return input;
  const { user, body } = input;
  const purchase = couponPurchase(context, user.id, body.filters, new Date());
  if (purchase instanceof Response) return purchase;
  const coupons = listCoupons(purchase, body.activeCoupon);
  return Response.json({ data: localizedCoupons(context, coupons) }, { headers: NO_STORE });
}
