// GET /api/v2/mutual-funds/portfolio/{id} (spec funds §7 "Portfolio ... /{id}", §3 Portfolio; issue 15 item 7): one
// of the signed-in investor's active portfolios as its dashboard shows it (models/portfolios.server.ts): its totals
// per currency, each holding with `units`, `heldUnits` (promised to pending sales and switches, decision 056) and
// `freeUnits`, its value at the latest `nav` of `navDate`, its cost, profit and return, and the orders in progress
// (buys, sales, switches). Decimals in their unit (decision 028): money in rupiah or dollars, NAV and units with up
// to 4 decimals. Someone else's portfolio, a closed, an unknown or a malformed id all answer the same 404 (nobody
// learns which ids exist), as /api/v1/orders/{id} does; 401 without a session; 405 for other methods; never cached.
// Issue 16 item 7 (decisions 068, 069): also the portfolio's `value`, `totalInvestment` (paid in − received back) and
// `profit` in rupiah with dollar holdings at the latest rate, `moneyWeightedReturn` and `timeWeightedReturn` as
// fractions with `annualised`, the `usdRate` used, and `performanceByCurrency` (each currency in its own unit).
import { moneyJson, navJson, performanceJson, unitsJson, usdRateJson } from '~/domain/api-json';
import { CURRENCIES } from '~/domain/enums';
import { parseId } from '~/domain/ids';
import { portfolioPath } from '~/domain/portfolio-paths';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getPortfolioPerformance } from '~/models/portfolio-performance.server';
import { getPortfolioDashboard } from '~/models/portfolios.server';
import type { Route } from './+types/portfolio';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const portfolioId = parseId(params.portfolioId);
  const dashboard = portfolioId === null ? null : getPortfolioDashboard({ user, portfolioId, currentPath: portfolioPath(portfolioId) });
  if (!dashboard) return apiError(context, 404, 'portfolio:api.notFound', PRIVATE_NO_STORE);
  const { portfolio, totals } = dashboard;
  const report = getPortfolioPerformance({ userId: user.id, portfolioId: portfolio.portfolioId })!;
  const performance = report.portfolios[portfolio.portfolioId]!;
  const data = {
    id: portfolio.portfolioId,
    name: portfolio.name,
    icon: portfolio.icon,
    isDefault: portfolio.defaultPortfolio,
    roboCermat: portfolio.roboCermat,
    ...performanceJson(performance.rupiah, 'IDR'),
    currency: 'IDR' as const,
    usdRate: usdRateJson(report.usdRate),
    performanceByCurrency: Object.fromEntries(CURRENCIES.map((currency) => [currency, performanceJson(performance.byCurrency[currency], currency)])),
    totals: Object.fromEntries(
      CURRENCIES.map((currency) => {
        const figures = totals[currency];
        return [
          currency,
          {
            totalInvestment: moneyJson(figures.value, currency),
            cost: moneyJson(figures.costBasis, currency),
            profit: moneyJson(figures.profit, currency),
            returnRate: figures.returnRate,
          },
        ];
      }),
    ),
    holdings: dashboard.holdings.map((holding) => {
      const { currency } = holding.fund;
      return {
        mutualFundId: holding.fund.id,
        mutualFundName: holding.fund.name,
        type: holding.fund.type,
        currency,
        units: unitsJson(holding.units),
        heldUnits: unitsJson(holding.heldUnits),
        freeUnits: unitsJson(holding.freeUnits),
        nav: holding.nav === null ? null : navJson(holding.nav),
        navDate: holding.navDate,
        value: moneyJson(holding.value, currency),
        cost: moneyJson(holding.costBasis, currency),
        profit: moneyJson(holding.profit, currency),
        returnRate: holding.returnRate,
      };
    }),
    pendingOrders: dashboard.pendingOrders.map((order) => ({
      orderId: order.orderId,
      transactionNumber: order.transactionNumber,
      kind: order.kind,
      status: order.status,
      mutualFundId: order.fund.id,
      mutualFundName: order.fund.name,
      targetMutualFundId: order.targetFund?.id ?? null,
      units: order.units === null ? null : unitsJson(order.units),
      amount: moneyJson(order.amount, order.currency),
      currency: order.currency,
      createdAt: order.createdAt,
    })),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
