// Shared parts of the referral API (issue 18 item 3; spec funds §7 "Referral"; decision 086): the signed-in
// investor with the programme switched on (off: 404, as the page), and the JSON shapes, money as decimals
// (decision 028: rupiah whole), instants as ISO strings.
import type { RouterContextProvider } from 'react-router';
import { moneyJson } from '~/domain/api-json';
import { apiError, PRIVATE_NO_STORE, requireApiUser } from './api.server';
import { db } from './db.server';
import type { SessionUser } from './session.server';
import { getFeatureFlags } from '~/models/feature-flags.server';
import type { InvitedFriend } from '~/models/referrals.server';

/** The investor asking (GETs only: no Origin check), or the 401 / 404 to answer. */
export async function requireReferralUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser | Response> {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  if (!getFeatureFlags(db()).referral) return apiError(context, 404, 'referral:api.notFound', PRIVATE_NO_STORE);
  return user;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function friendJson(friend: InvitedFriend) {
  return {
    id: friend.id,
    name: friend.maskedName,
    status: friend.state,
    invitedAt: iso(friend.invitedAt),
    rewardAmount: moneyJson(friend.rewardAmount, 'IDR'),
    currency: 'IDR' as const,
    holdingEndsAt: iso(friend.holdingEndsAt),
    creditedAt: iso(friend.creditedAt),
  };
}

export function cashbackJson(cashback: { amount: number; expiredAt: Date | null; live: boolean }) {
  return { amount: moneyJson(cashback.amount, 'IDR'), currency: 'IDR' as const, expiredAt: iso(cashback.expiredAt), expired: !cashback.live && cashback.expiredAt !== null };
}
