// GET /api/v1/orders (spec funds §7 "/api/v1/orders"; spec landing §7 "GET orders list: productType=
// mutualFund, section=inComplete → count"; issue 5 items 8, 9): the signed-in investor's order
// history, one page at a time, with the filters of domain/order-filters.ts (`type`, `status`, `date`,
// `from`, `to`, `page`, `size` up to 50). With `section=inComplete` it answers the number of orders
// not finished yet (waiting for payment or paid), as the landing page's submenu counts them.
//
// 200 `{ data: { orders, page, size, total, hasMore } }` (rows as models/orders.server.ts describes
// them, `amount` in the unit of the row's `currency`: rupiah, or dollars with 2 decimals, decision 028)
// or `{ data: { count } }`; 400
// `{ message, errors }` for a malformed parameter; 401 without a session; 405 for other methods.
// Personal data: never stored by a cache.
import { moneyJson, navJson, unitsJson } from '~/domain/api-json';
import { parseOrderListRequest } from '~/domain/order-filters';
import { apiError, type ApiMessageKey, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { countIncompleteOrders } from '~/models/landing-dashboard.server';
import { listOrders } from '~/models/orders.server';
import { expireUnpaidOrders } from '~/models/payments.server';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  // A read: no Origin check (api.server.ts checks Origin for state changes).
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const parsed = parseOrderListRequest(new URL(request.url).searchParams);
  if (!parsed.ok)
    return apiError(
      context,
      400,
      'orders:api.invalidQuery',
      PRIVATE_NO_STORE,
      parsed.errors as Record<string, ApiMessageKey[]>,
    );
  const now = new Date();
  // An order whose payment time is over is no longer "in process".
  expireUnpaidOrders(now);
  if (parsed.request.kind === 'incompleteCount') {
    return Response.json({ data: { count: countIncompleteOrders(user.id) } }, { headers: PRIVATE_NO_STORE });
  }
  const { rows, page, size, total, hasMore } = listOrders(user.id, parsed.request.filters, now);
  const orders = rows.map((row) => ({
    ...row,
    amount: moneyJson(row.amount, row.currency),
    // A sale's or switch-out's units, and once priced its NAV, fee and proceeds, as decimals (issue 15 item 7).
    redemption: row.redemption && {
      units: row.redemption.units === null ? null : unitsJson(row.redemption.units),
      nav: row.redemption.nav === null ? null : navJson(row.redemption.nav),
      fee: row.redemption.fee === null ? null : moneyJson(row.redemption.fee, row.currency),
      proceeds: row.redemption.proceeds === null ? null : moneyJson(row.redemption.proceeds, row.currency),
    },
  }));
  return Response.json({ data: { orders, page, size, total, hasMore } }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
