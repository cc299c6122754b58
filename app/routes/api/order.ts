// GET /api/v1/orders/{id} (spec funds §7 "/api/v1/orders and /{id}"; issue 5 items 8, 9): one order of
// the signed-in investor: its amounts, payment and items (NAV and units × 10^4, money in integer minor
// units of `currency`). 404 for an order that is not theirs, unknown or malformed (the same answer, so
// nobody learns which ids exist); 401 without a session; 405 for other methods; never cached.
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getOrderDetail } from '~/models/orders.server';
import { expireUnpaidOrders } from '~/models/payments.server';
import type { Route } from './+types/order';
import { parseId } from '~/domain/ids';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const orderId = parseId(params.orderId);
  // The payment time may be over since the last sweep: never a stale "waiting for payment".
  if (orderId !== null) expireUnpaidOrders(new Date());
  const order = orderId === null ? null : getOrderDetail(orderId, user.id);
  if (!order) return apiError(context, 404, 'orders:api.notFound', PRIVATE_NO_STORE);
  const data = {
    id: order.id,
    transactionNumber: order.transactionNumber,
    type: order.type,
    status: order.status,
    currency: order.currency,
    amount: order.amount,
    feeAmount: order.feeAmount,
    cashbackAmount: order.cashbackAmount,
    couponCode: order.couponCode,
    couponCashbackAmount: order.couponCashbackAmount,
    navDate: order.navDate,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    completedAt: order.completedAt,
    payment: order.payment && {
      method: order.payment.method,
      amount: order.payment.amount,
      status: order.payment.status,
      expiresAt: order.payment.expiresAt,
    },
    items: order.items.map((item) => ({
      mutualFundId: item.mutualFundId,
      mutualFundName: item.mutualFundName,
      amount: item.amount,
      fee: item.fee,
      navDate: item.navDate,
      nav: item.nav,
      units: item.units,
    })),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
