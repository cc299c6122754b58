// GET /api/v2/referral (spec funds §7 "Referral: … /referral"; decision 086): the friends the investor invited,
// newest first, `{ data: [{ id, name (masked first name), status, invitedAt, rewardAmount, currency, holdingEndsAt,
// creditedAt }] }`; nothing else of a friend. 401 without a session, 404 with the programme off, 405 for other
// methods; never cached.
import type { Route } from './+types/referral-friends';
import { methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { friendJson, requireReferralUser } from '~/lib/referral-api.server';
import { invitedFriends } from '~/models/referrals.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireReferralUser(request, context);
  if (user instanceof Response) return user;
  return Response.json({ data: invitedFriends(user.id, new Date()).map(friendJson) }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
