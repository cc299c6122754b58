import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaymentNotification, verifyPaymentSignature } from './payment-signature.server';

const secret = 'test-callback-secret';
const body = JSON.stringify({ reference: 'PAY-1-abc', status: 'PAID', amount: 100000 });

describe('payment notification signatures', () => {
  it('is the hex HMAC-SHA256 of the body as received', () => {
    expect(signPaymentNotification(body, secret)).toBe(createHmac('sha256', secret).update(body).digest('hex'));
  });

  it('accepts the body’s signature, in either case of hex', () => {
    const signature = signPaymentNotification(body, secret);
    expect(verifyPaymentSignature(body, signature, secret)).toBe(true);
    expect(verifyPaymentSignature(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it.each([
    ['another body', () => [body.replace('100000', '1000000'), signPaymentNotification(body, secret)]],
    ['another secret', () => [body, signPaymentNotification(body, 'someone-else')]],
    ['no signature', () => [body, null]],
    ['an empty signature', () => [body, '']],
    ['a truncated signature', () => [body, signPaymentNotification(body, secret).slice(0, 63)]],
    ['not hex', () => [body, 'z'.repeat(64)]],
    ['a SHA-1 signature', () => [body, createHmac('sha1', secret).update(body).digest('hex')]],
  ] as const)('refuses %s', (_case, make) => {
    const [signedBody, signature] = make() as [string, string | null];
    expect(verifyPaymentSignature(signedBody, signature, secret)).toBe(false);
  });

  it('refuses to verify without a secret', () => {
    expect(() => verifyPaymentSignature(body, 'a'.repeat(64), '')).toThrow();
  });
});
