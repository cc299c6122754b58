// GET /api/v1/orders/{id} (spec funds §7 "/api/v1/orders and /{id}"; issue 5 items 8, 9): one order of
// the signed-in investor: its amounts, payment and items, as decimals in their unit (decision 028):
// money in rupiah or dollars (2 decimals) of `currency`, NAV and units with up to 4 decimals. 404 for an
// order that is not theirs, unknown or malformed (the same answer, so nobody learns which ids exist);
// 401 without a session; 405 for other methods; never cached.
import { moneyJson, navJson, unitsJson } from '~/domain/api-json';
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
  const money = (minor: number) => moneyJson(minor, order.currency);
  const data = {
    id: order.id,
    transactionNumber: order.transactionNumber,
    type: order.type,
    status: order.status,
    currency: order.currency,
    amount: money(order.amount),
    feeAmount: money(order.feeAmount),
    cashbackAmount: money(order.cashbackAmount),
    couponCode: order.couponCode,
    couponCashbackAmount: money(order.couponCashbackAmount),
    couponCashbackCreditedAt: order.couponCashbackCreditedAt,
    navDate: order.navDate,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    completedAt: order.completedAt,
    payment: order.payment && {
      method: order.payment.method,
      amount: moneyJson(order.payment.amount, order.payment.currency),
      currency: order.payment.currency,
      status: order.payment.status,
      expiresAt: order.payment.expiresAt,
    },
    items: order.items.map((item) => ({
      mutualFundId: item.mutualFundId,
      mutualFundName: item.mutualFundName,
      amount: moneyJson(item.amount, item.currency),
      fee: moneyJson(item.fee, item.currency),
      navDate: item.navDate,
      nav: item.nav === null ? null : navJson(item.nav),
      units: item.units === null ? null : unitsJson(item.units),
    })),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
