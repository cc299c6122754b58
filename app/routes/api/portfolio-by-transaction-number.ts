// GET /api/v2/mutual-funds/portfolio/get-by-transaction-number/{transactionNumber} (spec funds §7 "Portfolio: …
// get-by-transaction-number/{id}"; issue 16 item 9; decision 071): the portfolio an order of the signed-in investor
// was placed in (a payment or order page names the transaction number, e.g. `CLG-20250207-000123`; a lower-case
// copy is the same number), with the order's id, type and status. The portfolio may since have been closed
// (`active: false`, `closedAt`): the order's history stays. Another investor's number, an unknown or a malformed one
// all answer the same 404. 401 without a session; 405 for other methods; never cached.
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { findPortfolioByTransactionNumber } from '~/models/performance-details.server';
import type { Route } from './+types/portfolio-by-transaction-number';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const found = findPortfolioByTransactionNumber(user.id, params.transactionNumber);
  if (!found) return apiError(context, 404, 'performance:details.api.orderNotFound', PRIVATE_NO_STORE);
  const { portfolio, order } = found;
  const data = {
    id: portfolio.id,
    portfolioId: portfolio.id,
    name: portfolio.name,
    icon: portfolio.icon,
    isDefault: portfolio.isDefault,
    roboCermat: portfolio.roboCermat,
    active: portfolio.active,
    closedAt: portfolio.closedAt?.toISOString() ?? null,
    order: { orderId: order.id, transactionNumber: order.transactionNumber, type: order.type, status: order.status },
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
