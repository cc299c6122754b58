// The payment gateway's notification signature (issue 5 item 6: `POST /api/v1/payments/callback` takes a
// notification signed with HMAC-SHA256, the secret from the environment; a bad signature changes nothing).
// The signature is the hex HMAC-SHA256 of the request body exactly as received.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPaymentNotification(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

/**
 * Whether `signature` is the body's signature. Compared in constant time; anything that is not 64 hex
 * digits (absent, truncated, another algorithm's) is refused before comparing.
 */
export function verifyPaymentSignature(body: string, signature: string | null | undefined, secret: string): boolean {
  if (!secret) throw new Error('the payment callback secret is not set');
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signPaymentNotification(body, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
