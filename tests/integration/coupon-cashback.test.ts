// A coupon's cashback and its quota (issue 13 items 3 and 4; decision 027), against this file's copy of the
// seeded database (seed clock Friday 7 Nov 2025, 20:00 WIB):
// - the cashback HEMAT25 promised is credited to the investor's cashback balance when the order completes,
//   exactly once, audited, with a notification, and the order detail says so;
// - one unpaid order per investor may hold a given coupon: a second one is refused with a clear reason
//   (in the plan, the promo list and the API), ten at once give one order, and the hold ends when the
//   order is paid or its 24 hours are over.
import { randomUUID } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { db } from '~/lib/db.server';
import { couponsInUnpaidOrders, findCoupon, listCoupons } from '~/models/coupons.server';
import { publishNav } from '~/models/nav-publish.server';
import { getOrderDetail } from '~/models/orders.server';
import { simulatePayment } from '~/models/payments.server';
import { settlePaidOrders } from '~/models/settlement.server';
import { calculateSubscription, subscribe, type BuyRequest, type SubscribeResult } from '~/models/subscriptions.server';
import { runConcurrently } from '../support/concurrently';
import { buyableStockFund, orderRow, userByEmail } from '../support/orders';
import { callApi } from '../support/api';
import { i18nInstances, textOf } from '../support/markup';
import { callRoute, CookieJar } from '../support/route';
import * as signIn from '~/routes/account/sign-in';
import * as orderPage from '~/routes/account/order-detail';
import * as couponsList from '~/routes/api/coupons-list';

const secondPortfolio = (userId: number) =>
  db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, userId)).orderBy(asc(schema.portfolios.id)).all()[1]!;

/** A stock-fund purchase into the investor's second portfolio (made by the first such purchase when missing). */
function request(userId: number, couponCode: string | null, over: Partial<BuyRequest> = {}): BuyRequest {
  const portfolio = secondPortfolio(userId);
  return {
    amount: 1_000_000,
    portfolioId: portfolio?.id ?? null,
    portfolioName: portfolio ? null : 'Saham',
    mutualFundIds: [buyableStockFund().id],
    useCashback: false,
    couponCode,
    source: 'WEB',
    ...over,
  };
}
function place(email: string, couponCode: string | null, at: Date): number {
  const user = userByEmail(email);
  const result = subscribe(user.id, request(user.id, couponCode), randomUUID(), at);
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.orderId;
}
function renderOrderPage(loaderData: unknown, lng: 'id' | 'en' = 'id'): string {
  const element = createElement(orderPage.default as ComponentType<{ loaderData: unknown }>, { loaderData: { ...(loaderData as object), locale: lng } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/me/order/1'] });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18nInstances[lng] }, createElement(RouterProvider, { router }))).replace(/\u00a0/g, ' ');
}
const auditOf = (action: string, entityId: string) =>
  db().select().from(schema.auditLog).where(and(eq(schema.auditLog.action, action), eq(schema.auditLog.entityId, entityId))).all();

describe('the coupon cashback is credited when the order completes', () => {
  it('credits HEMAT25’s Rp 25.000 once, audited, with its notification, and the order detail shows it', async () => {
    const investor = userByEmail('investor@celengan.test');
    const orderId = place('investor@celengan.test', 'HEMAT25', jakartaInstant('2025-11-10', '08:00'));
    expect(orderRow(orderId)).toMatchObject({ couponCode: 'HEMAT25', couponCashbackAmount: 25_000, couponCashbackCreditedAt: null });
    simulatePayment(orderId, jakartaInstant('2025-11-10', '09:00'));
    // Paid is not completed: nothing credited yet.
    expect(userByEmail('investor@celengan.test').cashbackAmount).toBe(investor.cashbackAmount);

    const settledAt = jakartaInstant('2025-11-10', '17:00');
    publishNav(db(), { date: '2025-11-10', now: settledAt });
    expect(orderRow(orderId)).toMatchObject({ status: 'COMPLETED', couponCashbackCreditedAt: settledAt });
    const after = userByEmail('investor@celengan.test');
    expect(after.cashbackAmount).toBe(investor.cashbackAmount + 25_000);
    expect(after.cashbackExpiredAt!.getTime()).toBeGreaterThan(settledAt.getTime());
    const audit = auditOf('coupon.cashback_credited', String(orderId));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ couponCode: 'HEMAT25', amount: 25_000, balanceBefore: investor.cashbackAmount, balanceAfter: investor.cashbackAmount + 25_000 });
    const notes = db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).all();
    expect(notes.map((n) => n.title)).toEqual(['Pembayaran diterima', 'Pembelian reksa dana berhasil', 'Cashback promo sudah masuk']);

    // Settling again, or publishing the date again, credits nothing more.
    publishNav(db(), { date: '2025-11-10', now: jakartaInstant('2025-11-10', '18:00') });
    db().transaction((tx) => settlePaidOrders(tx, { now: jakartaInstant('2025-11-10', '19:00') }), { behavior: 'immediate' });
    expect(userByEmail('investor@celengan.test').cashbackAmount).toBe(investor.cashbackAmount + 25_000);
    expect(auditOf('coupon.cashback_credited', String(orderId))).toHaveLength(1);

    expect(getOrderDetail(orderId, investor.id)).toMatchObject({ couponCashbackAmount: 25_000, couponCashbackCreditedAt: settledAt.toISOString() });
    const cookies = new CookieJar();
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'investor@celengan.test', password: 'celengan123' }, cookies })).status).toBe(302);
    const page = await callRoute(orderPage.loader, { url: `/me/order/${orderId}`, params: { orderId: String(orderId) }, cookies });
    expect(page.data!.order).toMatchObject({ couponCashbackCreditedAt: settledAt.toISOString() });
    expect(textOf(renderOrderPage(page.data), 'order-coupon-cashback')).toBe('Rp 25.000Masuk ke saldo cashback 10 November 2025');
    expect(textOf(renderOrderPage(page.data, 'en'), 'order-coupon-cashback')).toBe('Rp 25,000Added to your cashback balance on November 10, 2025');
  });

  it('credits nothing for an order that expires unpaid', () => {
    const cashback = userByEmail('cashback@celengan.test');
    const orderId = place('cashback@celengan.test', 'HEMAT25', jakartaInstant('2025-11-10', '08:00'));
    publishNav(db(), { date: '2025-11-11', now: jakartaInstant('2025-11-11', '17:00') });
    expect(orderRow(orderId)).toMatchObject({ status: 'WAITING_PAYMENT', couponCashbackCreditedAt: null });
    expect(userByEmail('cashback@celengan.test').cashbackAmount).toBe(cashback.cashbackAmount);
  });
});

describe('one unpaid order per investor may hold a coupon', () => {
  it('refuses a second unpaid order with the same coupon, in the plan, the promo list and the quota', () => {
    const investor = userByEmail('investor@celengan.test');
    const at = jakartaInstant('2025-11-12', '08:00');
    const redeemed = findCoupon('SAHAMKU')!.redeemed;
    place('investor@celengan.test', 'SAHAMKU', at);
    const refusal = { ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'SAHAMKU', reasons: ['IN_UNPAID_ORDER'] } };
    expect(calculateSubscription(investor.id, request(investor.id, 'SAHAMKU'), at)).toEqual(refusal);
    expect(subscribe(investor.id, request(investor.id, 'SAHAMKU'), randomUUID(), at)).toEqual(refusal);
    expect(findCoupon('SAHAMKU')!.redeemed).toBe(redeemed + 1);
    // The promo list says why for this investor, and nothing changes for another.
    const purchaseBy = (userId: number) => ({ now: at, amount: 1_000_000, currency: 'IDR' as const, fundIds: [buyableStockFund().id], couponsInUnpaidOrders: couponsInUnpaidOrders(userId, at) });
    expect(listCoupons(purchaseBy(investor.id), 'SAHAMKU')[0]).toMatchObject({ code: 'SAHAMKU', isEligible: false, whyDisabledReasoning: ['IN_UNPAID_ORDER'] });
    expect(listCoupons(purchaseBy(userByEmail('cashback@celengan.test').id), 'SAHAMKU')[0]).toMatchObject({ code: 'SAHAMKU', isEligible: true });
    // Another coupon is free to use.
    expect(subscribe(investor.id, request(investor.id, 'HEMAT25'), randomUUID(), at)).toMatchObject({ ok: true });
  });

  it('the database refuses a second unpaid order holding the coupon, whatever writes it', () => {
    const investor = userByEmail('investor@celengan.test');
    const held = db().select().from(schema.orders).where(and(eq(schema.orders.userId, investor.id), eq(schema.orders.couponCode, 'SAHAMKU'), eq(schema.orders.status, 'WAITING_PAYMENT'))).get()!;
    const { id: _id, transactionNumber: _number, ...copy } = held;
    expect(() => db().insert(schema.orders).values({ ...copy, transactionNumber: 'CLG-TEST-1', idempotencyKey: randomUUID() }).run()).toThrow(/UNIQUE constraint failed/);
  });

  it('frees the coupon when the order is paid, and when its 24 hours are over (before any sweep)', () => {
    const cashback = userByEmail('cashback@celengan.test');
    const first = place('cashback@celengan.test', 'SAHAMKU', jakartaInstant('2025-11-12', '09:00'));
    simulatePayment(first, jakartaInstant('2025-11-12', '09:30'));
    const second = place('cashback@celengan.test', 'SAHAMKU', jakartaInstant('2025-11-12', '10:00'));
    const redeemed = findCoupon('SAHAMKU')!.redeemed;
    // A day later the second was never paid: a third order takes the coupon, the second expires and gives its use back.
    const dayLater = jakartaInstant('2025-11-13', '10:00');
    expect(subscribe(cashback.id, request(cashback.id, 'SAHAMKU'), randomUUID(), dayLater)).toMatchObject({ ok: true, created: true });
    expect(orderRow(second).status).toBe('EXPIRED');
    expect(findCoupon('SAHAMKU')!.redeemed).toBe(redeemed);
  });

  it('six orders at once by one investor for the last five uses: one order holds the coupon', async () => {
    const couponId = db().insert(schema.coupons).values({ code: 'LIMA', name: 'Lima terakhir', cashbackAmount: 10_000, quota: 5, redeemed: 0 }).returning().get().id;
    const investor = userByEmail('investor@celengan.test');
    const robo = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, investor.id), eq(schema.portfolios.isDefault, true))).get()!;
    const results = await runConcurrently<SubscribeResult>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 6 }, () => ({
        kind: 'subscribe' as const,
        userId: investor.id,
        request: { amount: 1_000_000, portfolioId: robo.id, portfolioName: null, mutualFundIds: [], useCashback: false, couponCode: 'LIMA', source: 'WEB' },
        idempotencyKey: randomUUID(),
      })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(new Set(results.flatMap((r) => (r.ok ? [] : r.refusal.code === 'COUPON_NOT_ELIGIBLE' ? r.refusal.reasons : [r.refusal.code])))).toEqual(new Set(['IN_UNPAID_ORDER']));
    expect(db().select().from(schema.coupons).where(eq(schema.coupons.id, couponId)).get()!.redeemed).toBe(1);
  }, 60_000);

  it('the promo list API names the reason in the request’s language', async () => {
    const cookies = new CookieJar();
    expect((await callRoute(signIn.action, { url: '/signin', form: { email: 'investor@celengan.test', password: 'celengan123' }, cookies })).status).toBe(302);
    const body = { activeCoupon: 'LIMA', filters: { calculateAmount: 1_000_000, mutualFundId: buyableStockFund().id } };
    const response = await callApi(couponsList, { url: '/api/v2/coupons/list-by-filters?lng=en', body, cookies });
    expect(response.status).toBe(200);
    const [lima] = (response.body as { data: { code: string; isEligible: boolean; whyDisabledReasoning: string[] }[] }).data;
    expect(lima).toMatchObject({ code: 'LIMA', isEligible: false });
    expect(lima!.whyDisabledReasoning).toContain('You already used this promo on an order not paid yet: pay it, or wait until it expires.');
  });
});
