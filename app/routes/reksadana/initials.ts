// GET /reksadana/initials (spec landing §3 "Initial page data", §7 "initials index ... no-cache headers";
// issue 4 item 5): the landing page's initial data and the policy decisions it renders from, as
// `{ data: LandingInitials }` (app/models/landing-initials.server.ts documents every field), its money in
// its unit like every JSON answer (decision 028): whole rupiah, and the `usd` figures in dollars with 2
// decimals (the model keeps US cents, as the landing page formats them).
// Query: redirect=old_domain, referralData, redirectUrl; malformed values are ignored. Valid referral data
// from the query is kept in a cookie for 7 days.
import { mapNumbers, moneyJson, usdRateJson } from '~/domain/api-json';
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
  return Response.json({ data: initialsJson(data) }, { headers });
}

type Initials = ReturnType<typeof getLandingInitials>['data'];
const FIGURES = ['totalInvestment', 'initialInvestment', 'profit'] as const;

/** The portfolio summary's money in its unit: rupiah as they are, the dollar figures from cents to dollars. */
function initialsJson(data: Initials): Initials {
  const summary = data.portfolioSummary;
  if (!summary) return data;
  const rupiah = <T extends Record<(typeof FIGURES)[number], number>>(figures: T) => mapNumbers(figures, FIGURES, (n) => moneyJson(n, 'IDR'));
  const dollars = <T extends Record<(typeof FIGURES)[number], number>>(figures: T) => mapNumbers(figures, FIGURES, (n) => moneyJson(n, 'USD'));
  return {
    ...data,
    portfolioSummary: {
      ...rupiah(summary),
      usd: dollars(summary.usd),
      // Issue 16 item 6: rupiah per dollar (decision 069); `performance` is in whole rupiah already.
      usdRate: usdRateJson(summary.usdRate),
      portfolios: summary.portfolios.map((portfolio) => ({ ...rupiah(portfolio), usd: dollars(portfolio.usd) })),
    },
  };
}
