// The buy cart dialog's calls to the buying JSON API (spec funds §7 "Buy cart"; issue 5 items 1 and 9;
// decisions 020, 021): calculate, the promo list and detail, subscribe and the risk-warning dismissal.
// Every call answers a tagged result, never throws: a refusal (403/404/422 `{ message, code, ... }`)
// keeps the server's localized message, anything else (network, 5xx, a body that is not JSON) has
// none, and the dialog shows the technical-problem message for it (spec funds §8).
import type { z } from 'zod';
import { buySummaryFromJson, couponFromJson } from '~/domain/api-json';
import type { Language } from '~/domain/enums';
import type { buyRequestSchema, couponFiltersSchema, subscribeRequestSchema } from '~/forms/buy';
import type { buySummaryData, localizeCouponDetail } from '~/lib/buy-api.server';

// The bodies are what the server's schemas take, the answers what its functions return (types only:
// nothing of the server comes into the browser's code).
/** A buy request as calculate and subscribe take it (spec funds §3 "Buy request"); `amount` in major units as typed. */
export type BuyRequestBody = z.input<typeof buyRequestSchema>;
/** The purchase a promo list or detail is judged for. */
export type CouponFilters = z.input<typeof couponFiltersSchema>;
/** calculate's `data`, read back into minor units of `currency` (the API sends decimals in the unit, decision 028). */
export type BuySummary = ReturnType<typeof buySummaryData>;
/** A promo as list-by-filters and detail-by-filters answer it (spec funds §3 "Coupon detail"), its reasons as sentences, its money read back into minor units. */
export type CouponItem = ReturnType<typeof localizeCouponDetail>;

/** The documents of the product JSON (GET /api/v2/mutual-funds/products/{id}). */
export interface FundDocuments {
  prospectus: { name: string; documentUrl: string } | null;
  fundFactSheet: { name: string; documentUrl: string } | null;
}

export type ApiResult<T> =
  | { ok: true; data: T }
  /**
   * `message` is the server's (localized) text of a refusal; null for anything else. `reasons`: a
   * refused coupon's reasons as sentences (COUPON_NOT_ELIGIBLE).
   */
  | { ok: false; status: number; code: string | null; message: string | null; reasons?: string[] };

/**
 * The statuses whose message the dialog shows as it is: lib/buy-api.server.ts refusals, and the order's
 * PIN answers (lib/order-pin-api.server.ts: 428 PIN_REQUIRED and PIN_NOT_SET, 423 PIN_BLOCKED).
 */
const REFUSAL_STATUSES = new Set([403, 404, 422, 423, 428]);

async function call<T>(url: string, init: RequestInit): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init, headers: { Accept: 'application/json', ...init.headers } });
    const body = (await response.json().catch(() => null)) as { data?: T; message?: unknown; code?: unknown; reasons?: unknown } | null;
    if (response.ok && body && 'data' in body) return { ok: true, data: body.data as T };
    const refusal = REFUSAL_STATUSES.has(response.status) && body !== null;
    return {
      ok: false,
      status: response.status,
      code: refusal && typeof body.code === 'string' ? body.code : null,
      message: refusal && typeof body.message === 'string' ? body.message : null,
      reasons: refusal && Array.isArray(body.reasons) ? body.reasons.filter((reason): reason is string => typeof reason === 'string') : undefined,
    };
  } catch {
    return { ok: false, status: 0, code: null, message: null };
  }
}

const post = <T>(url: string, body: unknown, headers: Record<string, string> = {}) =>
  call<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The request's language for the server's messages (it reads `lng` and the cookie only). */
const withLng = (url: string, locale: Language) => (locale === 'id' ? url : `${url}${url.includes('?') ? '&' : '?'}lng=${locale}`);

/** The data of a result read back with `convert` (the API's decimals into the integers the dialog formats). */
async function reading<T>(result: Promise<ApiResult<T>>, convert: (data: T) => T): Promise<ApiResult<T>> {
  const answer = await result;
  return answer.ok ? { ok: true, data: convert(answer.data) } : answer;
}

export function calculate(body: BuyRequestBody, locale: Language): Promise<ApiResult<BuySummary>> {
  return reading(post<BuySummary>(withLng('/api/v2/mutual-funds/subscribe/calculate?version=2.1', locale), body), buySummaryFromJson);
}

/** subscribe's body: the buy request and, on the PIN step, the PIN (decision 052). */
export type SubscribeBody = z.input<typeof subscribeRequestSchema>;

export function subscribe(body: SubscribeBody, idempotencyKey: string, locale: Language): Promise<ApiResult<{ orderId: number; targetUrl: string | null }>> {
  return post(withLng('/api/v2/mutual-funds/subscribe?version=2.1', locale), body, { 'Idempotency-Key': idempotencyKey });
}

export function listCoupons(activeCoupon: string | null, filters: CouponFilters, locale: Language): Promise<ApiResult<CouponItem[]>> {
  return reading(post<CouponItem[]>(withLng('/api/v2/coupons/list-by-filters', locale), { activeCoupon, filters }), (items) => items.map(couponFromJson));
}

export function couponDetail(couponCode: string, filters: CouponFilters, locale: Language): Promise<ApiResult<CouponItem>> {
  return reading(post<CouponItem>(withLng('/api/v2/coupons/detail-by-filters', locale), { couponCode, filters }), couponFromJson);
}

/** spec funds §4.2 "Ticking don't-show-again reports the dismissal." */
export function saveRiskWarningDismissal(): Promise<ApiResult<unknown>> {
  return post('/api/v1/profile/update-mutual-fund-notification', { hasDismissedMutualFundRiskWarningPopup: true });
}

export function fundDocuments(fundId: number, locale: Language): Promise<ApiResult<FundDocuments>> {
  return call(withLng(`/api/v2/mutual-funds/products/${fundId}`, locale), { method: 'GET' });
}

/**
 * The key of one order's submission (decision 021): made when the summary is shown and reused for
 * retries. crypto.randomUUID needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
