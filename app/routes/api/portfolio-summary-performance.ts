// GET /api/v2/mutual-funds/portfolio/summary/performance (spec funds §7 "summary/performance", §3 Portfolio summary;
// issue 16 item 7; decisions 068, 069): how all of the signed-in investor's active portfolios did together, and each
// of them. In rupiah with dollar holdings at the latest rate (`usdRate` {buyRate, valueAt}: the rate and its day),
// each flow in dollars converted at the rate of its date: `value`, `totalInvestment` (paid in − received back),
// `profit` (value − totalInvestment), `moneyWeightedReturn` and `timeWeightedReturn` as decimal fractions (0.0734 =
// 7.34%) each with `annualised` (false under a year of history: the cumulative figure), `since` and `asOf`; then
// `performanceByCurrency` (each currency in its own unit, never converted), the spec's summary fields
// (idrTotalInvestment: the rupiah holdings' value, usdTotalInvestment: the dollar holdings' value in rupiah,
// usdTotalInvestmentRaw: in dollars, and their profits likewise), and `portfolios` (id, name and the same figures).
// Decimals in their unit (decision 028). 401 without a session, 405 for other methods, never cached.
import { moneyJson, performanceJson, usdRateJson } from '~/domain/api-json';
import { CURRENCIES } from '~/domain/enums';
import { money, usdToIdr } from '~/domain/money';
import { methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getPortfolioPerformance, listActivePortfolioNames } from '~/models/portfolio-performance.server';
import type { Route } from './+types/portfolio-summary-performance';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const report = getPortfolioPerformance({ userId: user.id })!;
  const { total } = report;
  const idr = total.byCurrency.IDR;
  const usd = total.byCurrency.USD;
  const inRupiah = (cents: number) => (report.usdRate ? usdToIdr(money(Math.abs(cents), 'USD'), report.usdRate.buyRate).minor * Math.sign(cents) : null);
  const usdValueIdr = inRupiah(usd.value);
  const usdProfitIdr = inRupiah(usd.profit);
  const data = {
    ...performanceJson(total.rupiah, 'IDR'),
    currency: 'IDR' as const,
    usdRate: usdRateJson(report.usdRate),
    holdsUsd: total.holdsUsd,
    performanceByCurrency: Object.fromEntries(CURRENCIES.map((currency) => [currency, performanceJson(total.byCurrency[currency], currency)])),
    idrTotalInvestment: moneyJson(idr.value, 'IDR'),
    idrProfit: moneyJson(idr.profit, 'IDR'),
    usdTotalInvestment: usdValueIdr === null ? null : moneyJson(usdValueIdr, 'IDR'),
    usdTotalInvestmentRaw: moneyJson(usd.value, 'USD'),
    usdProfit: usdProfitIdr === null ? null : moneyJson(usdProfitIdr, 'IDR'),
    usdProfitRaw: moneyJson(usd.profit, 'USD'),
    portfolios: listActivePortfolioNames(user.id).map(({ id, name }) => ({ id, name, ...performanceJson(report.portfolios[id]!.rupiah, 'IDR') })),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
