// GET /api/v1/orders/{id} (spec funds §7 "/api/v1/orders and /{id}"; issue 5 items 8, 9): one order of
// the signed-in investor: its amounts, payment and items, as decimals in their unit (decision 028):
// money in rupiah or dollars (2 decimals) of `currency`, NAV and units with up to 4 decimals. 404 for an
// order that is not theirs, unknown or malformed (the same answer, so nobody learns which ids exist);
// 401 without a session; 405 for other methods; never cached.
//
// A sale (issue 15 item 7) also answers `units`, `nav`, `fee` and `proceeds` as decimals once priced (null
// before; `unitsHeld` are the units being sold from the order) and its `payout` (`amount`, `dueDate`, `status`,
// `paidAt`, bank name and last 4 digits of the account); a switch answers its two `legs` (SWITCH_OUT: units, NAV,
// fee, proceeds; SWITCH_IN: amount, NAV date, units once priced). Items carry their `leg` and `proceeds` too.
import { moneyJson, navJson, unitsJson } from '~/domain/api-json';
import { apiError, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { getOrderDetail, type OrderDetailItem, type OrderPayout } from '~/models/orders.server';
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
    // Issue 17: a Nabung Rutin run's order says so, with its schedule.
    source: order.source,
    recurringId: order.recurringId,
    payment: order.payment && {
      method: order.payment.method,
      amount: moneyJson(order.payment.amount, order.payment.currency),
      currency: order.payment.currency,
      status: order.payment.status,
      expiresAt: order.payment.expiresAt,
    },
    items: order.items.map(itemJson),
    ...(order.type === 'SELL' ? sellJson(order.items[0], order.payout) : {}),
    ...(order.type === 'SWITCH' ? { legs: order.items.filter((item) => item.leg !== null).map(itemJson) } : {}),
  };
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}

function itemJson(item: OrderDetailItem) {
  return {
    leg: item.leg,
    mutualFundId: item.mutualFundId,
    mutualFundName: item.mutualFundName,
    targetMutualFundId: item.targetFund?.id ?? null,
    amount: moneyJson(item.amount, item.currency),
    fee: moneyJson(item.fee, item.currency),
    navDate: item.navDate,
    nav: item.nav === null ? null : navJson(item.nav),
    units: item.units === null ? null : unitsJson(item.units),
    proceeds: item.proceeds === null ? null : moneyJson(item.proceeds, item.currency),
    priced: item.priced,
  };
}

/** A sale's figures once priced (null before), the units it holds, and its payout. */
function sellJson(item: OrderDetailItem | undefined, payout: OrderPayout | null) {
  const priced = item?.priced ?? false;
  return {
    unitsHeld: !item || priced || item.units === null ? null : unitsJson(item.units),
    units: item && priced && item.units !== null ? unitsJson(item.units) : null,
    nav: item && priced && item.nav !== null ? navJson(item.nav) : null,
    fee: item && priced ? moneyJson(item.fee, item.currency) : null,
    proceeds: item && priced && item.proceeds !== null ? moneyJson(item.proceeds, item.currency) : null,
    payout: payout && {
      amount: moneyJson(payout.amount, payout.currency),
      currency: payout.currency,
      dueDate: payout.dueDate,
      status: payout.status,
      paidAt: payout.paidAt,
      bankName: payout.bankName,
      accountLast4: payout.accountLast4,
    },
  };
}
