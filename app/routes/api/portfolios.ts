// GET /api/v2/mutual-funds/portfolio (spec funds §7 "Portfolio: /api/v2/mutual-funds/portfolio (list
// active=true)"; issue 5 item 9): the signed-in investor's active portfolios as a portfolio selector
// shows them, default first, each valued at its funds' latest NAV by the landing summary's own code
// (models/landing-initials.server.ts `activePortfolioValues`).
//
// 200 `{ data: [{ id, name, icon, isDefault, roboCermat, totalInvestment, currency, usd }] }`:
// `totalInvestment` is the rupiah positions' value in whole rupiah (`currency` IDR); dollar positions
// are not converted (no exchange rate in the data) and come apart in `usd: { totalInvestment,
// currency: 'USD' }`, in dollars with 2 decimals (decision 028). 401 without a session; 405 for other
// methods; never cached.
import { moneyJson } from '~/domain/api-json';
import { methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { activePortfolioValues } from '~/models/landing-initials.server';
import type { Route } from './+types/portfolios';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const data = activePortfolioValues(user).map((p) => ({
    id: p.portfolioId,
    name: p.name,
    icon: p.icon,
    isDefault: p.defaultPortfolio,
    roboCermat: p.roboCermat,
    totalInvestment: moneyJson(p.totalInvestment, 'IDR'),
    currency: 'IDR' as const,
    usd: { totalInvestment: moneyJson(p.usd.totalInvestment, 'USD'), currency: 'USD' as const },
  }));
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
