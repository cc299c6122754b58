// GET /api/v2/mutual-funds/products (spec funds §7 "Products"; spec landing §7 product lists):
// the fund list as JSON, with the same session cookie as the pages. Query parameters: see
// app/forms/fund-list-query.ts. Success: `{ data, page, size, hasMore, total }`; a malformed
// parameter: 400 `{ message, errors }` with the messages per parameter; watchlistOnly without a
// session: 401 `{ message }`.
//
// Units in this JSON (the same for every JSON answer: domain/api-json.ts, decision 028):
// - money in major units of the fund's currency: rupiah as whole numbers, dollars with up to two
//   decimals (minimumSubscriptionAmount 10 = US$10.00); `currency` says which;
// - percentages as percent numbers, not fractions: oneYearNav 12.3456 means +12.3456 %, expenseRatio
//   1.75 means 1.75 % a year; a return is null when the fund is younger than its period.
import { moneyJson, percentFromBp, percentFromPpm } from '~/domain/api-json';
import { parseFundListQuery } from '~/forms/fund-list-query';
import { apiError } from '~/lib/api.server';
import { getSessionUser } from '~/lib/session.server';
import { fundTags, listFunds, type FundListRow } from '~/models/fund-list.server';
import type { Route } from './+types/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseFundListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(context, 400, 'invalidQuery', undefined, parsed.errors);
  const { query } = parsed;
  const user = await getSessionUser(request);
  if (query.watchlistOnly && !user) return apiError(context, 401, 'unauthorized');
  const result = listFunds(query, { userId: user?.id ?? null });
  return Response.json(
    {
      data: result.rows.map(toProductJson),
      page: result.page,
      size: result.size,
      hasMore: result.hasMore,
      total: result.total,
    },
    // Personal (onWatchlist) when signed in; either way it changes with every NAV publication.
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  );
}

function toProductJson(row: FundListRow) {
  return {
    mutualFundId: row.id,
    name: row.name,
    slug: row.slug,
    code: row.code,
    type: row.type,
    category: row.category,
    currency: row.currency,
    status: row.status,
    logoUrl: row.logoUrl,
    tags: fundTags(row),
    isCapitalProtected: row.isCapitalProtected,
    investmentManager: row.investmentManager,
    riskLevel: row.riskLevel,
    onWatchlist: row.onWatchlist,
    oneYearNav: percentFromPpm(row.oneYearReturnPpm),
    /** The return of the sorted period (oneYear unless a return period is the sort). */
    returnPeriod: row.period,
    returnRate: percentFromPpm(row.periodReturnPpm),
    minimumInitialSubscriptionAmount: moneyJson(row.minimumInitialSubscriptionAmount, row.currency),
    minimumSubscriptionAmount: moneyJson(row.minimumSubscriptionAmount, row.currency),
    currentAum: moneyJson(row.currentAum, row.currency),
    expenseRatio: percentFromBp(row.expenseRatioBp),
  };
}
