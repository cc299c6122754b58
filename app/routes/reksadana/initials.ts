// GET /reksadana/initials (spec landing §3 "Initial page data", §7 "initials index ... no-cache headers";
// issue 4 item 5): the landing page's initial data and the policy decisions it renders from, as
// `{ data: LandingInitials }` (app/models/landing-initials.server.ts documents every field and its unit).
// Query: redirect=old_domain, referralData, redirectUrl; malformed values are ignored. Valid referral data
// from the query is kept in a cookie for 7 days.
import { getSessionUser } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { getLandingInitials, isCreatePinPostponed, referralCookie } from '~/models/landing-initials.server';
import type { Route } from './+types/initials';

export async function loader({ request, context }: Route.LoaderArgs) {
  const now = new Date();
  const user = await getSessionUser(request, now);
  const { data, referralToKeep } = getLandingInitials({
    user,
    query: new URL(request.url).searchParams,
    cookieReferralData: await referralCookie.parse(request.headers.get('Cookie')),
    now,
    locale: getLocale(context),
    createPinPostponed: user ? await isCreatePinPostponed(request.headers.get('Cookie'), user.id) : false,
  });
  // Personal when signed in, and it changes with every NAV publication: never reused without asking.
  const headers = new Headers({ 'Cache-Control': 'private, no-cache, no-store', Vary: 'Cookie' });
  if (referralToKeep) headers.append('Set-Cookie', await referralCookie.serialize(referralToKeep));
  return Response.json({ data }, { headers });
}
