// GET /api/v2/mutual-funds/kyc/get-by-code/{code} (spec funds §7 "Referral: kyc/get-by-code/{code}"; decision 086):
// whether a referral code belongs to someone, for the registration's kodeReferral: `{ data: { referralCode, valid:
// true, referrerName } }` with the owner's masked first name only. It reveals which codes exist, so each investor's
// lookups are counted first in one SQL statement (10 an hour): 429 with Retry-After beyond. A malformed code 400,
// an unknown one 404, one's own 422 (all localized); 401 without a session, 404 with the programme off, 405 for
// other methods; never cached.
import type { Route } from './+types/referral-get-by-code';
import { isReferralCodeFormat, normalizeReferralCode } from '~/domain/kyc/referral-code';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE } from '~/lib/api.server';
import { requireReferralUser } from '~/lib/referral-api.server';
import { lookUpReferralCode } from '~/models/referral-lookup.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireReferralUser(request, context);
  if (user instanceof Response) return user;
  const code = normalizeReferralCode(params.code ?? '');
  if (!isReferralCodeFormat(code)) return apiError(context, 400, 'referral:api.invalidCode', PRIVATE_NO_STORE, { code: ['referral:api.invalidCode'] });
  const now = new Date();
  const lookup = lookUpReferralCode(user.id, code, now);
  if (lookup.ok) return Response.json({ data: { referralCode: lookup.referralCode, valid: true, referrerName: lookup.referrerName } }, { headers: PRIVATE_NO_STORE });
  switch (lookup.reason) {
    case 'RATE_LIMITED': {
      const seconds = Math.max(1, Math.ceil((lookup.retryAt.getTime() - now.getTime()) / 1000));
      return apiError(context, 429, 'tooManyRequests', { ...PRIVATE_NO_STORE, 'Retry-After': String(seconds) });
    }
    case 'UNKNOWN_CODE':
      return apiError(context, 404, 'referral:refusal.UNKNOWN_CODE', PRIVATE_NO_STORE);
    case 'SELF_REFERRAL':
      return apiError(context, 422, 'referral:refusal.SELF_REFERRAL', PRIVATE_NO_STORE, { code: ['referral:refusal.SELF_REFERRAL'] });
  }
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
