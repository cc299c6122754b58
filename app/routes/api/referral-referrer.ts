// GET /api/v2/referral/referrer (spec funds §7 "Referral"; decision 086): the investor as a referrer, `{ data: {
// referralCode, shareLink, countsByState: { WAITING_TRANSACTION, ON_HOLDING_PERIOD, ELIGIBLE, CREDITED }, friends,
// rewards: { earnedAmount, pendingAmount, rewardAmount, minimumTransactionAmount, currency }, cashback } }` (the code is
// made on first ask). 401 without a session, 404 with the programme off, 405 for other methods; never cached.
import type { Route } from './+types/referral-referrer';
import { moneyJson } from '~/domain/api-json';
import { REFERRAL_MINIMUM_TRANSACTION_AMOUNT, REFERRER_REWARD_AMOUNT } from '~/domain/policies/referral-programme';
import { methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { cashbackJson, friendJson, requireReferralUser } from '~/lib/referral-api.server';
import { referrerSummary } from '~/models/referrals.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireReferralUser(request, context);
  if (user instanceof Response) return user;
  const summary = referrerSummary(user, publicOrigin(request), new Date());
  return Response.json(
    {
      data: {
        referralCode: summary.referralCode,
        shareLink: summary.shareLink,
        countsByState: summary.countsByState,
        friendCount: summary.friends.length,
        friends: summary.friends.map(friendJson),
        rewards: {
          earnedAmount: moneyJson(summary.earnedAmount, 'IDR'),
          pendingAmount: moneyJson(summary.pendingAmount, 'IDR'),
          rewardAmount: moneyJson(REFERRER_REWARD_AMOUNT, 'IDR'),
          minimumTransactionAmount: moneyJson(REFERRAL_MINIMUM_TRANSACTION_AMOUNT, 'IDR'),
          currency: 'IDR',
        },
        cashback: cashbackJson(summary.cashback),
      },
    },
    { headers: PRIVATE_NO_STORE },
  );
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
