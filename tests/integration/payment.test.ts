// /payment/{id} and POST /api/v1/payments/callback through their route modules (issue 5 item 6), against
// this file's copy of the seeded database: only the owner sees the payment (anyone else 404, a visitor
// signs in first), the method changes while unpaid, the demo's simulate button pays through the
// callback's code, and the callback answers a bad signature 401, a replay 200 without a change, a
// foreign Origin 403.
import { and, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { buildRequest, callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { signPaymentNotification } from '~/lib/payment-signature.server';
import { placeRoboOrder } from '../support/orders';
import * as signIn from '~/routes/account/sign-in';
import * as callback from '~/routes/api/payments-callback';
import * as paymentPage from '~/routes/payment/payment';

const PASSWORD = 'celengan123';
let investor: CookieJar;
let sales: CookieJar;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const placeOrder = () => placeRoboOrder({ amount: 500_000 });

const page = (orderId: number | string, cookies: CookieJar | undefined) =>
  callRoute(paymentPage.loader, { url: `/payment/${orderId}`, params: { orderId: String(orderId) }, cookies });
const post = (orderId: number, form: Record<string, string>, cookies: CookieJar) =>
  callRoute(paymentPage.action, { url: `/payment/${orderId}`, params: { orderId: String(orderId) }, form, cookies });

async function notify(body: string, signature: string | null, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost/api/v1/payments/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { [callback.SIGNATURE_HEADER]: signature } : {}), ...headers },
    body,
  });
  const response = await callback.action({ request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: '' } as never);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  sales = await signInAs('sales@celengan.test');
});

describe('the payment page', () => {
  it('shows the owner the amount, the virtual account, instructions and the 24-hour expiry', async () => {
    const orderId = placeOrder();
    const result = await page(orderId, investor);
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      order: { id: orderId, status: 'WAITING_PAYMENT', amount: 500_000 },
      payment: { method: 'VA_BCA', amount: 500_000, currency: 'IDR', status: 'PENDING' },
      demoMode: true,
    });
    expect(result.data!.payment.virtualAccountNumber).toMatch(/^39358\d{11}$/);
    expect(new Date(result.data!.payment.expiresAt).getTime() - new Date(result.data!.order.createdAt).getTime()).toBe(24 * 3_600_000);
    expect(result.data!.items).toHaveLength(3);
  });

  it('is a 404 for another investor and for a malformed id; a visitor signs in first', async () => {
    const orderId = placeOrder();
    expect((await page(orderId, sales)).status).toBe(404);
    expect((await page('abc', investor)).status).toBe(404);
    expect((await page(999_999, investor)).status).toBe(404);
    const visitor = await page(orderId, undefined);
    expect(visitor).toMatchObject({ status: 302, location: `/signin?target=${encodeURIComponent(`/payment/${orderId}`)}` });
    // Nor can someone else change it or pay it.
    expect((await post(orderId, { intent: 'method', method: 'GOPAY' }, sales)).status).toBe(404);
    expect((await post(orderId, { intent: 'simulate' }, sales)).status).toBe(404);
    expect(db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).get()).toMatchObject({ method: 'VA_BCA', status: 'PENDING' });
  });

  it('changes the method, refuses an unknown one, and simulates the payment', async () => {
    const orderId = placeOrder();
    expect(await post(orderId, { intent: 'method', method: 'VA_MANDIRI' }, investor)).toMatchObject({ status: 302, location: `/payment/${orderId}?pesan=metode` });
    expect((await page(orderId, investor)).data!.payment).toMatchObject({ method: 'VA_MANDIRI' });
    expect((await post(orderId, { intent: 'method', method: 'BITCOIN' }, investor)).status).toBe(400);
    expect(await post(orderId, { intent: 'simulate' }, investor)).toMatchObject({ status: 302, location: `/payment/${orderId}?pesan=simulasi` });
    const after = await page(orderId, investor);
    expect(after.data).toMatchObject({ order: { status: 'PAID' }, payment: { status: 'PAID' } });
    expect(after.data!.order.navDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Paid: the method stays.
    expect(await post(orderId, { intent: 'method', method: 'GOPAY' }, investor)).toMatchObject({ location: `/payment/${orderId}?pesan=metode-ditolak` });
  });
});

describe('POST /api/v1/payments/callback', () => {
  const bodyFor = (orderId: number) => {
    const payment = db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).get()!;
    return JSON.stringify({ reference: payment.reference, status: 'PAID', amount: payment.amount, currency: payment.currency, paidAt: new Date().toISOString() });
  };
  const sign = (body: string) => signPaymentNotification(body, env().paymentCallbackSecret);

  it('applies a signed notification once; five replays change nothing', async () => {
    const orderId = placeOrder();
    const body = bodyFor(orderId);
    expect(await notify(body, sign(body))).toEqual({ status: 200, body: { data: { orderId, changed: true } } });
    for (let i = 0; i < 5; i++) expect(await notify(body, sign(body))).toEqual({ status: 200, body: { data: { orderId, changed: false } } });
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, String(orderId)), eq(schema.auditLog.action, 'payment.paid'))).all();
    expect(audit).toHaveLength(1);
  });

  it('refuses a bad signature (401), a foreign Origin (403), a GET (405), junk (400) and an unknown reference (404), changing nothing', async () => {
    const orderId = placeOrder();
    const body = bodyFor(orderId);
    const bad = await notify(body, 'f'.repeat(64));
    expect(bad).toEqual({ status: 401, body: { message: 'Tanda tangan notifikasi tidak valid.' } });
    expect((await notify(body, null)).status).toBe(401);
    expect((await notify(body, sign(body), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await notify('{"reference":', sign('{"reference":'))).status).toBe(400);
    const unknown = body.replace(/PAY-CLG-\d+-\d+/, 'PAY-NOPE');
    expect((await notify(unknown, sign(unknown))).status).toBe(404);
    const get = await callback.loader({ request: buildRequest({ url: '/api/v1/payments/callback' }), context: new RouterContextProvider(), params: {} } as never);
    expect(get.status).toBe(405);
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!.status).toBe('WAITING_PAYMENT');
  });
});
