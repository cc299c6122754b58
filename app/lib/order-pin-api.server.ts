// The order APIs' answers for the transaction PIN (issue 14 item 5; docs/decisions/052-order-api-pin-statuses.md):
// subscribe today, redeem and switch when they come. Each refusal has its own status, so a client tells
// them apart without reading the message, and nothing is written on any of them (no order, no coupon held):
//   428 PIN_REQUIRED  no `pin` sent, and this session did not enter the PIN in the last 15 minutes
//   428 PIN_NOT_SET   the investor has no PIN yet; `targetUrl` is the page that creates one
//   422 PIN_WRONG     `attemptsLeft` (1 or 2)
//   423 PIN_BLOCKED   `until` (ISO 8601), after 3 wrong tries; `targetUrl` is the page that says until when
// The body is `{ message, code, ... }` like the buying refusals (lib/buy-api.server.ts), the message in the
// request's language.
import type { RouterContextProvider } from 'react-router';
import type { Language } from '~/domain/enums';
import { getI18n, getLocale } from '~/middleware/i18next';
import type { OrderPinRefusal } from '~/models/pin.server';
import { NO_STORE } from './api.server';
import { formatDateTime } from './format';

export const PIN_CREATE_PATH = '/me/pin/create';
export const PIN_BLOCKED_PATH = '/me/pin/blocked';

export const ORDER_PIN_STATUS = { PIN_REQUIRED: 428, PIN_NOT_SET: 428, PIN_WRONG: 422, PIN_BLOCKED: 423 } as const satisfies Record<OrderPinRefusal['code'], number>;

/** The status and body of a PIN refusal, `t` reading the `pin` namespace. */
export function orderPinBody(
  t: (key: string, options?: Record<string, unknown>) => string,
  refusal: OrderPinRefusal,
  locale: Language,
): { status: number; body: Record<string, unknown> } {
  const status = ORDER_PIN_STATUS[refusal.code];
  switch (refusal.code) {
    case 'PIN_REQUIRED':
      return { status, body: { message: t('api.PIN_REQUIRED'), code: refusal.code } };
    case 'PIN_NOT_SET':
      return { status, body: { message: t('api.PIN_NOT_SET'), code: refusal.code, targetUrl: PIN_CREATE_PATH } };
    case 'PIN_WRONG':
      return { status, body: { message: t('api.PIN_WRONG', { count: refusal.attemptsLeft }), code: refusal.code, attemptsLeft: refusal.attemptsLeft } };
    case 'PIN_BLOCKED':
      return {
        status,
        body: {
          message: t('api.PIN_BLOCKED', { until: formatDateTime(refusal.until, locale) }),
          code: refusal.code,
          until: refusal.until.toISOString(),
          targetUrl: PIN_BLOCKED_PATH,
        },
      };
  }
}

/** The response to a PIN refusal, in the request's language. */
export function orderPinResponse(context: Readonly<RouterContextProvider>, refusal: OrderPinRefusal): Response {
  const t = getI18n(context).getFixedT(null, 'pin') as unknown as (key: string, options?: Record<string, unknown>) => string;
  const { status, body } = orderPinBody(t, refusal, getLocale(context));
  return Response.json(body, { status, headers: NO_STORE });
}
