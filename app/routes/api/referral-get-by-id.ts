// GET /api/v2/mutual-funds/kyc/get-by-referral-id/{id} (spec funds §7 "Referral: kyc/get-by-referral-id/{id}";
// decision 086): one referral as one of its two people sees it, `{ data: { id, role: REFERRER | REFEREE,
// referralCode, name (the other's masked first name), status, rewardAmount, currency, invitedAt, holdingEndsAt,
// creditedAt } }`. Someone else's referral answers exactly like a missing one (404); a malformed id 404 too;
// 401 without a session, 404 with the programme off, 405 for other methods; never cached.
import type { Route } from './+types/referral-get-by-id';
import { moneyJson } from '~/domain/api-json';
import { parseId } from '~/domain/ids';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { requireReferralUser } from '~/lib/referral-api.server';
import { referralSeenBy } from '~/models/referrals.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireReferralUser(request, context);
  if (user instanceof Response) return user;
  const id = parseId(params.referralId);
  const referral = id === null ? null : referralSeenBy(user.id, id, new Date());
  if (!referral) return apiError(context, 404, 'referral:api.notFound', PRIVATE_NO_STORE);
  return Response.json(
    {
      data: {
        id: referral.id,
        role: referral.role,
        referralCode: referral.referralCode,
        name: referral.maskedName,
        status: referral.state,
        rewardAmount: moneyJson(referral.rewardAmount, 'IDR'),
        currency: 'IDR',
        invitedAt: referral.invitedAt.toISOString(),
        holdingEndsAt: referral.holdingEndsAt?.toISOString() ?? null,
        creditedAt: referral.creditedAt?.toISOString() ?? null,
      },
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
