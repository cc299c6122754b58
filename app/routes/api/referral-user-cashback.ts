// GET /api/v2/mutual-funds/user-cashback (spec funds §7 "Referral: user-cashback"; spec landing §3 userCashback
// "amount, expiredAt"; decision 086): the investor's cashback balance, `{ data: { amount, currency, expiredAt,
// expired } }`, the amount in rupiah (0 once expired). 401 without a session, 404 with the programme off, 405 for
// other methods; never cached.
import type { Route } from './+types/referral-user-cashback';
import { methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { cashbackJson, requireReferralUser } from '~/lib/referral-api.server';
import { userCashback } from '~/models/referrals.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireReferralUser(request, context);
  if (user instanceof Response) return user;
  return Response.json({ data: cashbackJson(userCashback(user, new Date())) }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
