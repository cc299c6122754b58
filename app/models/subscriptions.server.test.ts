// Buying against this file's copy of the seeded database: the order, its items and payment written in
// one transaction, idempotency (also with 20 connections at once), coupons taken within their quota
// (also concurrently), cashback spent, a new portfolio, and refusals that write nothing.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { runConcurrently } from '../../tests/support/concurrently';
import { db } from '~/lib/db.server';
import { findCoupon } from './coupons.server';
import { calculateSubscription, subscribe, transactionNumber, type BuyRequest, type SubscribeResult } from './subscriptions.server';

const NOW = new Date('2025-11-07T03:00:00Z'); // Friday 10:00 WIB, a day after the seed's clock

const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const portfoliosOf = (userId: number) =>
  db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, userId)).orderBy(asc(schema.portfolios.id)).all();
const fundOf = (type: 'SAHAM' | 'PASAR_UANG', currency: 'IDR' | 'USD' = 'IDR') =>
  db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.type, type), eq(schema.funds.currency, currency), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
    .orderBy(asc(schema.funds.id))
    .get()!;
const count = (table: typeof schema.orders | typeof schema.payments | typeof schema.orderItems) =>
  db().select({ n: sql<number>`count(*)` }).from(table).get()!.n;

const buy = (over: Partial<BuyRequest> = {}): BuyRequest => ({
  amount: 1_000_000,
  portfolioId: null,
  portfolioName: null,
  mutualFundIds: [],
  useCashback: false,
  couponCode: null,
  source: 'WEB',
  ...over,
});

describe('subscribe', () => {
  it('writes a waiting order with its items and a 24-hour virtual-account payment', () => {
    const investor = user('investor@celengan.test');
    const [robo] = portfoliosOf(investor.id);
    const result = subscribe(investor.id, buy({ portfolioId: robo!.id, amount: '1.000.000' }), randomUUID(), NOW);
    expect(result).toMatchObject({ ok: true, created: true });
    const orderId = (result as Extract<SubscribeResult, { ok: true }>).orderId;

    const order = db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!;
    expect(order).toMatchObject({
      userId: investor.id,
      portfolioId: robo!.id,
      type: 'BUY',
      status: 'WAITING_PAYMENT',
      currency: 'IDR',
      amount: 1_000_000,
      cashbackAmount: 0,
      couponCode: null,
      source: 'WEB',
      navDate: null,
      paidAt: null,
      transactionNumber: transactionNumber(orderId, NOW),
    });
    expect(order.transactionNumber).toMatch(/^CLG-20251107-\d{6}$/);
    // The robo model's split: three funds whose shares add up to the amount, fees inside them.
    const items = db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).all();
    const targets = db().select().from(schema.portfolioRecommendations).where(eq(schema.portfolioRecommendations.portfolioId, robo!.id)).all();
    expect(items.map((i) => i.fundId).sort()).toEqual(targets.map((t) => t.fundId).sort());
    expect(items.reduce((s, i) => s + i.amount, 0)).toBe(1_000_000);
    expect(items.reduce((s, i) => s + i.feeAmount, 0)).toBe(order.feeAmount);
    expect(items.every((i) => i.units === null && i.nav === null)).toBe(true);

    const [payment] = db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).all();
    expect(payment).toMatchObject({ method: 'VA_BCA', amount: 1_000_000, currency: 'IDR', status: 'PENDING', paidAt: null });
    expect(payment!.virtualAccountNumber).toMatch(/^39358\d{11}$/);
    expect(payment!.expiresAt.getTime() - NOW.getTime()).toBe(24 * 3_600_000);
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(orderId)))).all();
    expect(audit.map((a) => a.action)).toEqual(['order.created']);
  });

  it('answers a retry with the same key with the first order, whatever it says, and writes nothing', () => {
    const investor = user('investor@celengan.test');
    const [, education] = portfoliosOf(investor.id);
    const key = randomUUID();
    const first = subscribe(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [fundOf('SAHAM').id] }), key, NOW);
    const counts = [count(schema.orders), count(schema.orderItems), count(schema.payments)];
    const again = subscribe(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [fundOf('SAHAM').id], amount: 5_000_000 }), key, NOW);
    expect(first).toMatchObject({ ok: true, created: true });
    expect(again).toEqual({ ok: true, orderId: (first as { orderId: number }).orderId, created: false });
    expect([count(schema.orders), count(schema.orderItems), count(schema.payments)]).toEqual(counts);
    // The key is the user's own: another investor with the same key places an order of their own.
    const other = user('sales@celengan.test');
    const theirs = subscribe(other.id, buy({ portfolioId: portfoliosOf(other.id)[0]!.id }), key, NOW);
    expect(theirs).toMatchObject({ ok: true, created: true });
    expect((theirs as { orderId: number }).orderId).not.toBe((first as { orderId: number }).orderId);
  });

  it('makes one order of 20 identical requests sent at once on 20 connections', async () => {
    const investor = user('investor@celengan.test');
    const [robo] = portfoliosOf(investor.id);
    const key = randomUUID();
    const before = count(schema.orders);
    const results = await runConcurrently<SubscribeResult>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 20 }, () => ({ kind: 'subscribe' as const, userId: investor.id, request: buy({ portfolioId: robo!.id }), idempotencyKey: key })),
    );
    expect(count(schema.orders)).toBe(before + 1);
    const ids = new Set(results.map((r) => (r.ok ? r.orderId : null)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    const orderId = [...ids][0]!;
    expect(db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId!)).all()).toHaveLength(1);
  }, 60_000);

  it('takes a coupon and records its cashback; refuses one used up, below its minimum or for other funds', () => {
    const investor = user('investor@celengan.test');
    const [, education] = portfoliosOf(investor.id);
    const stock = fundOf('SAHAM');
    const moneyMarket = fundOf('PASAR_UANG');
    const redeemed = findCoupon('HEMAT25')!.redeemed;
    const ok = subscribe(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [stock.id], couponCode: ' hemat25 ' }), randomUUID(), NOW);
    expect(ok).toMatchObject({ ok: true, created: true });
    const order = db().select().from(schema.orders).where(eq(schema.orders.id, (ok as { orderId: number }).orderId)).get()!;
    expect(order).toMatchObject({ couponCode: 'HEMAT25', couponCashbackAmount: 25_000 });
    expect(findCoupon('HEMAT25')!.redeemed).toBe(redeemed + 1);

    const before = count(schema.orders);
    const refused = (code: string, fundId: number, amount = 1_000_000) =>
      subscribe(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [fundId], couponCode: code, amount }), randomUUID(), NOW);
    expect(refused('KILAT', stock.id)).toEqual({ ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'KILAT', reasons: ['QUOTA_USED_UP'] } });
    expect(refused('JUTAWAN', stock.id)).toEqual({ ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'JUTAWAN', reasons: ['BELOW_MINIMUM'] } });
    expect(refused('SAHAMKU', moneyMarket.id)).toEqual({ ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'SAHAMKU', reasons: ['FUND_NOT_INCLUDED'] } });
    expect(refused('MERDEKA17', stock.id)).toEqual({ ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'MERDEKA17', reasons: ['EXPIRED'] } });
    expect(refused('TIDAKADA', stock.id)).toEqual({ ok: false, refusal: { code: 'COUPON_NOT_FOUND', couponCode: 'TIDAKADA' } });
    expect(count(schema.orders)).toBe(before);
  });

  it('never takes more of a coupon than its quota: ten takes racing for three, six orders for the last one', async () => {
    const couponId = db()
      .insert(schema.coupons)
      .values({ code: 'TIGA', name: 'Tiga saja', cashbackAmount: 10_000, quota: 3, redeemed: 0 })
      .returning()
      .get().id;
    const results = await runConcurrently<boolean>(
      process.env.DATABASE_PATH!,
      Array.from({ length: 10 }, () => ({ kind: 'takeCoupon' as const, couponId })),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(findCoupon('TIGA')!.redeemed).toBe(3);

    // And through subscribe: two investors, three orders each at once, for the last use of the quota: one
    // order takes it; one unpaid order per investor may hold a coupon (decision 027).
    db().update(schema.coupons).set({ quota: 1, redeemed: 0 }).where(eq(schema.coupons.id, couponId)).run();
    const racers = ['investor@celengan.test', 'cashback@celengan.test'].map((email) => {
      const racer = user(email);
      return { id: racer.id, robo: portfoliosOf(racer.id).find((p) => p.roboCermat)! };
    });
    const orders = await runConcurrently<SubscribeResult>(
      process.env.DATABASE_PATH!,
      racers.flatMap((racer) =>
        Array.from({ length: 3 }, () => ({ kind: 'subscribe' as const, userId: racer.id, request: buy({ portfolioId: racer.robo.id, couponCode: 'TIGA' }), idempotencyKey: randomUUID() })),
      ),
    );
    expect(orders.filter((r) => r.ok)).toHaveLength(1);
    for (const refused of orders.filter((r) => !r.ok)) {
      expect(refused).toMatchObject({ ok: false, refusal: { code: 'COUPON_NOT_ELIGIBLE', couponCode: 'TIGA', reasons: expect.arrayContaining(['QUOTA_USED_UP']) } });
    }
    expect(findCoupon('TIGA')!.redeemed).toBe(1);
    expect(db().select({ n: sql<number>`count(*)` }).from(schema.orders).where(eq(schema.orders.couponCode, 'TIGA')).get()!.n).toBe(1);
  }, 60_000);

  it('spends the referral cashback on the payment', () => {
    const citra = user('cashback@celengan.test');
    const [robo] = portfoliosOf(citra.id);
    const stock = fundOf('SAHAM');
    // A robo model holds money market and fixed income: no cashback there (§5).
    expect(subscribe(citra.id, buy({ portfolioId: robo!.id, useCashback: true }), randomUUID(), NOW)).toEqual({ ok: false, refusal: { code: 'CASHBACK_NOT_AVAILABLE' } });
    const result = subscribe(citra.id, buy({ portfolioName: 'Saham Pilihan', mutualFundIds: [stock.id], useCashback: true }), randomUUID(), NOW);
    expect(result).toMatchObject({ ok: true, created: true });
    const orderId = (result as { orderId: number }).orderId;
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()).toMatchObject({ amount: 1_000_000, cashbackAmount: 25_000 });
    expect(db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).get()).toMatchObject({ amount: 975_000 });
    expect(user('cashback@celengan.test').cashbackAmount).toBe(0);
    // The new portfolio was made for it.
    expect(portfoliosOf(citra.id).map((p) => p.name)).toEqual(['Portofolio Utama', 'Saham Pilihan']);
  });

  it('refuses without writing: someone else’s portfolio, an unverified user, need-EDD, below the minimum', () => {
    const investor = user('investor@celengan.test');
    const sales = user('sales@celengan.test');
    const before = [count(schema.orders), count(schema.payments)];
    const salesPortfolio = portfoliosOf(sales.id)[0]!.id;
    expect(subscribe(investor.id, buy({ portfolioId: salesPortfolio }), randomUUID(), NOW)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
    const baru = user('baru@celengan.test');
    expect(subscribe(baru.id, buy({ portfolioName: 'Baru', mutualFundIds: [fundOf('SAHAM').id] }), randomUUID(), NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'NOT_ALLOWED', eligibility: { kind: 'BUY_PREVENTION', reason: 'NOT_REGISTERED' } },
    });
    const edd = user('edd@celengan.test');
    expect(subscribe(edd.id, buy({ portfolioId: portfoliosOf(edd.id)[0]!.id }), randomUUID(), NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'NOT_ALLOWED', eligibility: { kind: 'NEED_EDD' } },
    });
    expect(subscribe(investor.id, buy({ portfolioId: portfoliosOf(investor.id)[0]!.id, amount: '99.999' }), randomUUID(), NOW)).toMatchObject({
      ok: false,
      refusal: { code: 'BELOW_MINIMUM' },
    });
    expect(subscribe(investor.id, buy({ portfolioId: portfoliosOf(investor.id)[0]!.id, amount: '100,5' }), randomUUID(), NOW)).toEqual({ ok: false, refusal: { code: 'INVALID_AMOUNT' } });
    expect([count(schema.orders), count(schema.payments)]).toEqual(before);
  });
});

describe('the payment method an order starts with', () => {
  it('takes the one asked for when the currency takes it; a dollar order is paid by bank transfer whatever is asked', () => {
    const investor = user('investor@celengan.test');
    const [, education] = portfoliosOf(investor.id);
    const usd = fundOf('SAHAM', 'USD') ?? fundOf('PASAR_UANG', 'USD');
    const methodOf = (orderId: number) => db().select({ method: schema.payments.method }).from(schema.payments).where(eq(schema.payments.orderId, orderId)).get()!.method;
    const idr = subscribe(investor.id, { ...buy({ portfolioId: education!.id, mutualFundIds: [fundOf('SAHAM').id] }), paymentMethod: 'OVO' }, randomUUID(), NOW);
    const dollars = subscribe(investor.id, { ...buy({ portfolioId: education!.id, mutualFundIds: [usd.id], amount: 150 }), paymentMethod: 'VA_BCA' }, randomUUID(), NOW);
    const plain = subscribe(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [fundOf('SAHAM').id] }), randomUUID(), NOW);
    if (!idr.ok || !dollars.ok || !plain.ok) throw new Error('the orders were refused');
    expect([methodOf(idr.orderId), methodOf(dollars.orderId), methodOf(plain.orderId)]).toEqual(['OVO', 'BANK_TRANSFER', 'VA_BCA']);
  });
});

describe('calculateSubscription', () => {
  it('plans a USD purchase in cents from dollars with decimals, and writes nothing', () => {
    const investor = user('investor@celengan.test');
    const usd = fundOf('SAHAM', 'USD') ?? fundOf('PASAR_UANG', 'USD');
    const [, education] = portfoliosOf(investor.id);
    const before = count(schema.orders);
    const result = calculateSubscription(investor.id, buy({ portfolioId: education!.id, mutualFundIds: [usd.id], amount: 150.5 }), NOW);
    expect(result).toMatchObject({ ok: true, plan: { currency: 'USD', amount: 15_050, paymentAmount: 15_050 } });
    expect(count(schema.orders)).toBe(before);
  });
});
