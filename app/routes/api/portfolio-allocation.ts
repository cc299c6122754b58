// GET /api/v2/mutual-funds/portfolio/allocation/{id} (spec funds §7 "Portfolio: … /allocation/{id}", "GET portfolio
// allocation detail by slug"; §3 "Portfolio allocation detail": name, slug, type, idrCalculation and usdCalculation
// (totalInvestment, profit, returnRate), pendingOrders (type subscription or switch-in, transactionInfo.total,
// usdTransactionInfo.total); issue 16 item 9; decisions 023, 071): the signed-in investor's allocation of one fund,
// by its id (digits) or its slug, with each portfolio holding it. Decimals in their unit (decision 028).
//
// 404 alike for an unknown fund and for a fund the investor neither holds nor buys into (whoever else holds it):
// nobody learns another investor's holdings from it. 401 without a session; 405 for other methods; never cached.
import { moneyJson, navJson, percentFromBp, unitsJson } from '~/domain/api-json';
import { calculationJson, currencyCalculations } from '~/domain/performance-details';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getHeldFundAllocation } from '~/models/performance-details.server';
import { latestUsdRate } from '~/models/usd-rates.server';
import type { Route } from './+types/portfolio-allocation';

/** Ids and slugs are short: anything longer is no fund (and is not looked up). */
const MAX_ID_LENGTH = 200;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const detail = params.id.length > MAX_ID_LENGTH ? null : getHeldFundAllocation(user.id, params.id);
  if (!detail) return apiError(context, 404, 'performance:details.api.allocationNotFound', PRIVATE_NO_STORE);
  const { fund } = detail;
  const currency = fund.currency;
  const calculations = currencyCalculations(currency, detail.total, latestUsdRate());
  const data = {
    mutualFundId: fund.id,
    name: fund.name,
    slug: fund.slug,
    type: fund.type,
    currency,
    nav: detail.latestNav && { value: navJson(detail.latestNav.nav), valueAt: detail.latestNav.date },
    units: unitsJson(detail.total.units),
    idrCalculation: calculationJson(calculations.idrCalculation, 'IDR'),
    usdCalculation: calculationJson(calculations.usdCalculation, 'USD'),
    portfolios: detail.portfolios.map((p) => ({
      portfolioId: p.portfolioId,
      name: p.name,
      isDefault: p.isDefault,
      roboCermat: p.roboCermat,
      active: p.active,
      units: unitsJson(p.units),
      heldUnits: unitsJson(p.heldUnits),
      totalInvestment: moneyJson(p.value, currency),
      cost: moneyJson(p.costBasis, currency),
      profit: moneyJson(p.profit, currency),
      returnRate: p.returnRate,
      percentage: percentFromBp(p.shareBp),
    })),
    pendingOrders: detail.pendingOrders.map((order) => {
      const total = moneyJson(order.amount, order.currency);
      return {
        orderId: order.orderId,
        transactionNumber: order.transactionNumber,
        type: order.kind,
        status: order.status,
        portfolioId: order.portfolioId,
        createdAt: order.createdAt,
        // spec §3: transactionInfo.total in rupiah, usdTransactionInfo.total for a dollar fund.
        transactionInfo: { total: order.currency === 'IDR' ? total : null },
        usdTransactionInfo: { total: order.currency === 'USD' ? total : null },
      };
    }),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
