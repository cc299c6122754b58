// GET /api/v2/mutual-funds/portfolio/summary/allocation (spec funds §7 "Portfolio: … summary/allocation"; issue 16
// item 9; decision 071): how everything the signed-in investor holds splits by fund type, in the fixed order of the
// types, types without a holding left out. Per type: the rupiah funds' `idr` and the dollar funds' `usd`
// (totalInvestment, cost, profit, returnRate; null when none is held), `valueInRupiah` (dollar funds at the
// latest buy rate, `usdRate`) and `percentage` of the whole (2 decimals, adding up to 100 by largest remainder).
// Decimals in their unit (decision 028). 401 without a session; 405 for other methods; never cached.
import { moneyJson, percentFromBp } from '~/domain/api-json';
import { calculationJson } from '~/domain/performance-details';
import { methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getSummaryAllocation } from '~/models/performance-details.server';
import type { Route } from './+types/portfolio-summary-allocation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const summary = getSummaryAllocation(user.id);
  const data = {
    allocations: summary.types.map((t) => ({
      type: t.type,
      idr: calculationJson(t.idr, 'IDR'),
      usd: calculationJson(t.usd, 'USD'),
      valueInRupiah: moneyJson(t.valueInRupiah, 'IDR'),
      percentage: percentFromBp(t.shareBp),
    })),
    valueInRupiah: moneyJson(summary.valueInRupiah, 'IDR'),
    usdRate: summary.usdRate && { buyRate: summary.usdRate.buyRate / 10_000, valueAt: summary.usdRate.valueAt },
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
