// Paying an order (spec funds §4.5 "Payment methods", route /payment/{id}; issue 5 item 6; DESIGN.md
// "The order lifecycle": a payment with a virtual account number or e-wallet reference and a 24-hour
// expiry), pure: the methods offered, the virtual account number of an order, the expiry and the
// countdown the payment page shows.

import type { Currency } from './enums';

/**
 * The methods a one-off order can be paid with: the spec's bank virtual accounts, e-wallets and bank
 * transfer. Card payments and GoPay autopay (also in the spec's list) are the recurring flows' stored
 * instruments, not offered for a single order.
 */
export const PAYMENT_METHODS = [
  'VA_BCA',
  'VA_BNI',
  'VA_BRI',
  'VA_BSI',
  'VA_CIMB',
  'VA_DANAMON',
  'VA_DOKU',
  'VA_MANDIRI',
  'VA_PERMATA',
  'GOPAY',
  'OVO',
  'LINKAJA',
  'SHOPEEPAY',
  'BANK_TRANSFER',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type VirtualAccountMethod = Extract<PaymentMethod, `VA_${string}`>;

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

export function isVirtualAccount(method: PaymentMethod): method is VirtualAccountMethod {
  return method.startsWith('VA_');
}

/** The payment page's groups of methods, in its order. */
export const PAYMENT_METHOD_GROUPS: readonly { group: 'VA' | 'EWALLET' | 'TRANSFER'; methods: readonly PaymentMethod[] }[] = [
  { group: 'VA', methods: PAYMENT_METHODS.filter(isVirtualAccount) },
  { group: 'EWALLET', methods: ['GOPAY', 'OVO', 'LINKAJA', 'SHOPEEPAY'] },
  { group: 'TRANSFER', methods: ['BANK_TRANSFER'] },
];

/** Decision 021: dollars arrive by bank transfer only; the virtual accounts and e-wallets take rupiah. */
export function methodTakes(method: PaymentMethod, currency: Currency): boolean {
  return currency === 'IDR' || method === 'BANK_TRANSFER';
}

/** The method an order's payment starts with when none is asked for (it can change while pending). */
export function defaultPaymentMethod(currency: Currency): PaymentMethod {
  return currency === 'USD' ? 'BANK_TRANSFER' : 'VA_BCA';
}

/** The company code Celengan would hold at each bank (fictional, five digits): the VA number's prefix. */
const VA_PREFIX: Record<VirtualAccountMethod, string> = {
  VA_BCA: '39358',
  VA_BNI: '98812',
  VA_BRI: '26215',
  VA_BSI: '90012',
  VA_CIMB: '21310',
  VA_DANAMON: '79150',
  VA_DOKU: '88960',
  VA_MANDIRI: '89508',
  VA_PERMATA: '85660',
};

/** The Luhn check digit of a string of digits (a mistyped digit or swapped pair is caught at the bank). */
export function luhnCheckDigit(digits: string): number {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit (starting with the rightmost) is doubled.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return (10 - (total % 10)) % 10;
}

/**
 * The virtual account number of an order at a bank: the bank's prefix, the order id on ten digits and
 * a Luhn check digit (16 digits). One order, one number per bank; different orders never share one.
 */
export function virtualAccountNumber(method: VirtualAccountMethod, orderId: number): string {
  if (!Number.isSafeInteger(orderId) || orderId <= 0 || orderId >= 10 ** 10) throw new RangeError(`order id ${orderId} does not fit a virtual account`);
  const body = `${VA_PREFIX[method]}${String(orderId).padStart(10, '0')}`;
  return `${body}${luhnCheckDigit(body)}`;
}

/** DESIGN.md "24 h expiry": an unpaid order expires a day after its payment record was created. */
export const PAYMENT_EXPIRY_MS = 24 * 60 * 60 * 1000;

export function paymentExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PAYMENT_EXPIRY_MS);
}

/**
 * When a notification's money counts as arrived (decision 026): the gateway's time, but never before the
 * order existed nor after the notification reached us. A signed body can still carry any time (a bug or
 * a replayed template at the gateway); the NAV date comes from this, the gateway's own time is kept apart.
 */
export function effectivePaidAt(gatewayPaidAt: Date, bounds: { orderCreatedAt: Date; receivedAt: Date }): Date {
  // The creation bound wins over a receipt clock that is behind it (a skewed clock never prices earlier).
  const time = Math.max(Math.min(gatewayPaidAt.getTime(), bounds.receivedAt.getTime()), bounds.orderCreatedAt.getTime());
  return new Date(time);
}

/**
 * What the payment page's countdown shows: hours, minutes and seconds left, the last part second
 * counted as a whole one, so it says expired exactly when the payment is.
 */
export function paymentCountdown(now: Date, expiresAt: Date): { expired: boolean; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return { expired: left === 0, hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}
