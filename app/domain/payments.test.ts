import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  effectivePaidAt,
  isPaymentMethod,
  methodTakes,
  PAYMENT_METHOD_GROUPS,
  isVirtualAccount,
  luhnCheckDigit,
  PAYMENT_METHODS,
  paymentCountdown,
  paymentExpiresAt,
  virtualAccountNumber,
  type PaymentMethod,
  type VirtualAccountMethod,
} from './payments';

describe('payment methods (spec funds §4.5)', () => {
  it('offers the nine bank virtual accounts, four e-wallets and bank transfer', () => {
    expect(PAYMENT_METHODS.filter(isVirtualAccount)).toHaveLength(9);
    expect(PAYMENT_METHODS.filter((m) => !isVirtualAccount(m))).toEqual(['GOPAY', 'OVO', 'LINKAJA', 'SHOPEEPAY', 'BANK_TRANSFER']);
    expect(isPaymentMethod('VA_BCA')).toBe(true);
    // Stored cards and autopay belong to recurring schedules, not to a one-off order.
    expect(isPaymentMethod('CC')).toBe(false);
    expect(isPaymentMethod('GOPAY_AUTOPAY')).toBe(false);
  });
});

describe('virtual account numbers', () => {
  it.each([
    // Luhn's own examples: 7992739871 → 3; and small cases by hand.
    ['7992739871', 3],
    ['0', 0],
    ['1', 8],
    ['18', 2],
  ])('the check digit of %s is %i', (digits, check) => {
    expect(luhnCheckDigit(digits)).toBe(check);
  });

  it('is the bank prefix, the order id on ten digits and a check digit', () => {
    const number = virtualAccountNumber('VA_BCA', 123);
    expect(number).toMatch(/^39358000000012\d\d$/);
    expect(number).toHaveLength(16);
    expect(number.slice(0, 15)).toBe('393580000000123');
    expect(Number(number[15])).toBe(luhnCheckDigit('393580000000123'));
  });

  it('differs between banks and between orders, and catches a mistyped digit', () => {
    const numbers = new Set<string>();
    for (const method of ['VA_BCA', 'VA_MANDIRI', 'VA_BNI'] as VirtualAccountMethod[]) {
      for (const order of [1, 2, 10, 999_999]) numbers.add(virtualAccountNumber(method, order));
    }
    expect(numbers.size).toBe(12);
    const number = virtualAccountNumber('VA_BRI', 4567);
    const typo = `${number.slice(0, 10)}${(Number(number[10]) + 1) % 10}${number.slice(11, 15)}`;
    expect(luhnCheckDigit(typo)).not.toBe(Number(number[15]));
  });

  it('refuses an order id that does not fit', () => {
    expect(() => virtualAccountNumber('VA_BCA', 0)).toThrow(RangeError);
    expect(() => virtualAccountNumber('VA_BCA', 10 ** 10)).toThrow(RangeError);
    expect(() => virtualAccountNumber('VA_BCA', 1.5)).toThrow(RangeError);
  });
});

describe('expiry and countdown', () => {
  const created = new Date('2025-11-07T07:00:00Z');
  it('expires 24 hours after the payment is made', () => {
    expect(paymentExpiresAt(created).toISOString()).toBe('2025-11-08T07:00:00.000Z');
  });

  it.each([
    ['2025-11-07T07:00:00Z', false, 24, 0, 0],
    ['2025-11-07T07:00:00.500Z', false, 24, 0, 0],
    ['2025-11-07T07:00:01Z', false, 23, 59, 59],
    ['2025-11-08T06:59:59.999Z', false, 0, 0, 1],
    ['2025-11-08T06:58:30Z', false, 0, 1, 30],
    ['2025-11-08T06:59:59Z', false, 0, 0, 1],
    ['2025-11-08T07:00:00Z', true, 0, 0, 0],
    ['2025-11-09T00:00:00Z', true, 0, 0, 0],
  ] as const)('at %s: expired %s, %i:%i:%i left', (now, expired, hours, minutes, seconds) => {
    expect(paymentCountdown(new Date(now), paymentExpiresAt(created))).toEqual({ expired, hours, minutes, seconds });
  });
});

describe('the paid time a notification counts at (decision 026)', () => {
  const orderCreatedAt = new Date('2025-11-10T01:00:00Z');
  const receivedAt = new Date('2025-11-10T03:00:00Z');
  it.each([
    ['within the bounds: the gateway’s time', '2025-11-10T02:00:00Z', '2025-11-10T02:00:00.000Z'],
    ['at the order’s creation', '2025-11-10T01:00:00Z', '2025-11-10T01:00:00.000Z'],
    ['ten years back: the order’s creation', '2015-11-10T02:00:00Z', '2025-11-10T01:00:00.000Z'],
    ['in the future: the receipt', '2025-11-10T13:00:00Z', '2025-11-10T03:00:00.000Z'],
    ['ten years ahead: the receipt', '2035-11-10T02:00:00Z', '2025-11-10T03:00:00.000Z'],
  ])('%s', (_, gateway, expected) => {
    expect(effectivePaidAt(new Date(gateway), { orderCreatedAt, receivedAt }).toISOString()).toBe(expected);
  });

  it('never goes before the order, even with a receipt clock behind it', () => {
    const behind = new Date('2025-11-10T00:00:00Z');
    expect(effectivePaidAt(new Date('2025-11-09T00:00:00Z'), { orderCreatedAt, receivedAt: behind })).toEqual(orderCreatedAt);
  });
});

describe('the methods of a currency (decision 021)', () => {
  it.each<[PaymentMethod, boolean, boolean]>([
    ['VA_BCA', true, false],
    ['OVO', true, false],
    ['BANK_TRANSFER', true, true],
  ])('%s takes rupiah: %s, dollars: %s', (method, idr, usd) => {
    expect([methodTakes(method, 'IDR'), methodTakes(method, 'USD')]).toEqual([idr, usd]);
  });

  it('starts a rupiah order on the BCA virtual account and a dollar one on bank transfer', () => {
    expect([defaultPaymentMethod('IDR'), defaultPaymentMethod('USD')]).toEqual(['VA_BCA', 'BANK_TRANSFER']);
  });

  it('groups every method once, on the payment page', () => {
    expect(PAYMENT_METHOD_GROUPS.flatMap((g) => g.methods).sort()).toEqual([...PAYMENT_METHODS].sort());
  });
});
