// Paying and settling against this file's copy of the seeded database (seed clock: Friday 7 Nov 2025,
// 20:00 WIB, NAV published up to that day): the signed notification and its replays, the NAV date from
// the paid time (cut-off, weekend, holiday, the 09:30 fund), expiry giving back coupon and cashback,
// and settlement at the published NAV through the unit ledger, exactly once.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { addCalendarDays, isExchangeDay, jakartaInstant, nextExchangeDay } from '~/domain/dates';
import { money, subtract, unitsForAmount } from '~/domain/money';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { signPaymentNotification } from '~/lib/payment-signature.server';
import { findCoupon } from './coupons.server';
import { checkLedger } from './ledger.server';
import { publishNav } from './nav-publish.server';
import { changePaymentMethod, expireUnpaidOrders, handlePaymentNotification, simulatePayment } from './payments.server';
import { subscribe, type BuyRequest } from './subscriptions.server';

const PLACED = jakartaInstant('2025-11-10', '08:00'); // Monday

const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const portfoliosOf = (userId: number) =>
  db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, userId)).orderBy(asc(schema.portfolios.id)).all();
const fund = (where: ReturnType<typeof eq>) =>
  db()
    .select()
    .from(schema.funds)
    .where(and(where, eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
    .orderBy(asc(schema.funds.id))
    .get()!;
const orderRow = (id: number) => db().select().from(schema.orders).where(eq(schema.orders.id, id)).get()!;
const paymentOf = (id: number) => db().select().from(schema.payments).where(eq(schema.payments.orderId, id)).get()!;
const itemsOf = (id: number) => db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, id)).orderBy(asc(schema.orderItems.id)).all();
const auditOf = (id: number) =>
  db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(id)))).all().map((a) => a.action);

/** An order of the investor for one stock fund (or `over`), placed on Monday 08:00 WIB. */
function place(over: Partial<BuyRequest> = {}, email = 'investor@celengan.test', at = PLACED): number {
  const investor = user(email);
  const [, education] = portfoliosOf(investor.id);
  const request: BuyRequest = {
    amount: 1_000_000,
    portfolioId: education?.id ?? portfoliosOf(investor.id)[0]!.id,
    portfolioName: null,
    mutualFundIds: [fund(eq(schema.funds.type, 'SAHAM')).id],
    useCashback: false,
    couponCode: null,
    source: 'WEB',
    ...over,
  };
  const result = subscribe(investor.id, request, randomUUID(), at);
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.orderId;
}

function notification(orderId: number, paidAt: Date, over: Record<string, unknown> = {}) {
  const payment = paymentOf(orderId);
  const body = JSON.stringify({ reference: payment.reference, status: 'PAID', amount: payment.amount, currency: payment.currency, paidAt: paidAt.toISOString(), ...over });
  return { body, signature: signPaymentNotification(body, env().paymentCallbackSecret) };
}

describe('the payment notification', () => {
  it('pays once: five replays and a bad signature change nothing', () => {
    const orderId = place();
    const paidAt = jakartaInstant('2025-11-10', '10:00');
    const { body, signature } = notification(orderId, paidAt);
    expect(handlePaymentNotification(body, signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), paidAt)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(handlePaymentNotification(body, null, paidAt)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
    expect(orderRow(orderId).status).toBe('WAITING_PAYMENT');

    expect(handlePaymentNotification(body, signature, paidAt)).toEqual({ ok: true, orderId, changed: true });
    for (let i = 0; i < 5; i++) expect(handlePaymentNotification(body, signature, paidAt)).toEqual({ ok: true, orderId, changed: false });
    expect(orderRow(orderId)).toMatchObject({ status: 'PAID', paidAt, navDate: '2025-11-10' });
    expect(paymentOf(orderId)).toMatchObject({ status: 'PAID', paidAt });
    expect(auditOf(orderId)).toEqual(['order.created', 'payment.paid']);
    const notes = db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).all();
    expect(notes.map((n) => n.title)).toEqual(['Pembayaran diterima']);
    // A tampered body under the old signature is refused.
    const tampered = body.replace(/"amount":\d+/, '"amount":1');
    expect(handlePaymentNotification(tampered, signature, paidAt)).toEqual({ ok: false, reason: 'BAD_SIGNATURE' });
  });

  it('refuses a wrong amount, an unknown reference and a malformed body', () => {
    const orderId = place();
    const at = jakartaInstant('2025-11-10', '10:00');
    const wrong = notification(orderId, at, { amount: 999_999 });
    expect(handlePaymentNotification(wrong.body, wrong.signature, at)).toEqual({ ok: false, reason: 'AMOUNT_MISMATCH' });
    const unknown = notification(orderId, at, { reference: 'PAY-NOPE' });
    expect(handlePaymentNotification(unknown.body, unknown.signature, at)).toEqual({ ok: false, reason: 'NOT_FOUND' });
    const junk = '{"reference":';
    expect(handlePaymentNotification(junk, signPaymentNotification(junk, env().paymentCallbackSecret), at)).toEqual({ ok: false, reason: 'MALFORMED' });
    expect(orderRow(orderId).status).toBe('WAITING_PAYMENT');
  });

  it.each([
    ['before the 13:00 cut-off on Monday', '2025-11-10', '12:59', '2025-11-10'],
    ['at the cut-off', '2025-11-10', '13:00', '2025-11-11'],
    ['on Friday after the cut-off: Monday', '2025-11-14', '15:00', '2025-11-17'],
    ['on Saturday: Monday', '2025-11-15', '09:00', '2025-11-17'],
  ])('prices a payment %s', (_, day, time, navDate) => {
    const paidAt = jakartaInstant(day, time);
    const orderId = place({}, 'investor@celengan.test', new Date(paidAt.getTime() - 3_600_000));
    expect(simulatePayment(orderId, paidAt)).toMatchObject({ ok: true, changed: true });
    expect(orderRow(orderId).navDate).toBe(navDate);
    expect(itemsOf(orderId).map((i) => i.navDate)).toEqual([navDate]);
  });

  it('prices a payment on the eve of a holiday at the next exchange day, and the 09:30 fund by its own cut-off', () => {
    const holiday = db()
      .select()
      .from(schema.exchangeHolidays)
      .where(gt(schema.exchangeHolidays.date, '2025-11-10'))
      .orderBy(asc(schema.exchangeHolidays.date))
      .all()
      .map((h) => h.date)
      .find((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))!;
    const holidays = new Set(db().select().from(schema.exchangeHolidays).all().map((h) => h.date));
    expect(isExchangeDay(holiday, holidays)).toBe(false);
    const eve = addCalendarDays(holiday, -1);
    // Placed the day before (payments expire 24 hours after the order), paid after the cut-off.
    const orderId = place({}, 'investor@celengan.test', jakartaInstant(addCalendarDays(eve, -1), '20:00'));
    simulatePayment(orderId, jakartaInstant(eve, '14:00'));
    expect(orderRow(orderId).navDate).toBe(nextExchangeDay(holiday, holidays));
    expect(orderRow(orderId).navDate! > holiday).toBe(true);

    const early = fund(eq(schema.funds.cutoffTime, '09:30'));
    const earlyOrder = place({ mutualFundIds: [early.id], amount: 100_000 });
    simulatePayment(earlyOrder, jakartaInstant('2025-11-10', '09:45'));
    expect(orderRow(earlyOrder).navDate).toBe('2025-11-11');
  });

  it('refuses money after the 24 hours, and expiry gives back the coupon and the cashback', () => {
    const citra = user('cashback@celengan.test');
    const redeemed = findCoupon('HEMAT25')!.redeemed;
    const orderId = place({ portfolioId: null, portfolioName: 'Saham', useCashback: true, couponCode: 'HEMAT25' }, 'cashback@celengan.test');
    expect(user('cashback@celengan.test').cashbackAmount).toBe(citra.cashbackAmount - 25_000);
    expect(findCoupon('HEMAT25')!.redeemed).toBe(redeemed + 1);
    const late = new Date(PLACED.getTime() + 24 * 3_600_000);
    expect(simulatePayment(orderId, late)).toEqual({ ok: false, reason: 'NOT_PAYABLE' });

    expect(expireUnpaidOrders(new Date(late.getTime() - 1))).toBe(0);
    expect(expireUnpaidOrders(late)).toBeGreaterThanOrEqual(1);
    expect(orderRow(orderId).status).toBe('EXPIRED');
    expect(paymentOf(orderId).status).toBe('EXPIRED');
    expect(user('cashback@celengan.test').cashbackAmount).toBe(citra.cashbackAmount);
    expect(findCoupon('HEMAT25')!.redeemed).toBe(redeemed);
    expect(simulatePayment(orderId, late)).toEqual({ ok: false, reason: 'NOT_PAYABLE' });
    // Issue 17: the investor is told, once, with the order's link (and by email, in the outbox).
    const told = () => db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).all().filter((n) => n.kind === 'ORDER_EXPIRED');
    expect(told()).toHaveLength(1);
    expect(told()[0]!.title).toBe('Waktu pembayaran habis');
    // Expiring again changes nothing.
    expect(expireUnpaidOrders(late)).toBe(0);
    expect(told()).toHaveLength(1);
    expect(findCoupon('HEMAT25')!.redeemed).toBe(redeemed);
  });

  it('changes the method of an unpaid order only, for its owner', () => {
    const orderId = place();
    const owner = orderRow(orderId).userId;
    expect(changePaymentMethod(orderId, user('sales@celengan.test').id, 'VA_BRI')).toBe(false);
    expect(changePaymentMethod(orderId, owner, 'GOPAY')).toBe(true);
    expect(paymentOf(orderId)).toMatchObject({ method: 'GOPAY', virtualAccountNumber: null });
    expect(changePaymentMethod(orderId, owner, 'VA_BRI')).toBe(true);
    expect(paymentOf(orderId).virtualAccountNumber).toMatch(/^26215\d{11}$/);
    simulatePayment(orderId, jakartaInstant('2025-11-10', '10:00'));
    expect(changePaymentMethod(orderId, owner, 'VA_BCA')).toBe(false);
  });
});

describe('settlement at the published NAV', () => {
  it('gives units = (amount − fee) / NAV rounded down, through the ledger, once; then the order completes', () => {
    const stock = fund(eq(schema.funds.type, 'SAHAM'));
    const orderId = place({ mutualFundIds: [stock.id] });
    simulatePayment(orderId, jakartaInstant('2025-11-10', '10:00'));
    // Monday's NAV is not there yet: nothing to settle on Friday's.
    const [item] = itemsOf(orderId);
    expect(item!.units).toBeNull();

    const report = publishNav(db(), { date: '2025-11-10', now: jakartaInstant('2025-11-10', '17:00') });
    expect(report.settlement.orders).toBeGreaterThanOrEqual(1);
    const nav = db().select().from(schema.fundNavs).where(and(eq(schema.fundNavs.fundId, stock.id), eq(schema.fundNavs.navDate, '2025-11-10'))).get()!.nav;
    const priced = itemsOf(orderId)[0]!;
    const expected = unitsForAmount(subtract(money(priced.amount, 'IDR'), money(priced.feeAmount, 'IDR')), nav);
    expect(priced).toMatchObject({ nav, units: expected, navDate: '2025-11-10' });
    // Checked by hand: (1 000 000 − fee) × 10^4 / NAV, truncated, with NAV × 10^4.
    expect(expected).toBe(Math.floor(((1_000_000 - priced.feeAmount) * 10_000 * 10_000) / nav));
    expect(orderRow(orderId)).toMatchObject({ status: 'COMPLETED' });
    const entries = db().select().from(schema.unitLedger).where(eq(schema.unitLedger.orderItemId, priced.id)).all();
    expect(entries.map((e) => [e.entryType, e.units, e.amount, e.nav])).toEqual([['SUBSCRIPTION', expected, 1_000_000, nav]]);
    expect(checkLedger(db())).toEqual([]);
    const done = db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).all();
    expect(done.map((n) => n.title)).toEqual(['Pembayaran diterima', 'Pembelian reksa dana berhasil']);

    // Publishing the same date again settles nothing twice.
    const again = publishNav(db(), { date: '2025-11-10', now: jakartaInstant('2025-11-10', '18:00') });
    expect(again.settlement).toEqual({ orders: 0, items: 0 });
    expect(db().select().from(schema.unitLedger).where(eq(schema.unitLedger.orderItemId, priced.id)).all()).toHaveLength(1);
  });

  it('leaves an unpaid order alone, and settles a robo order’s three funds together', () => {
    const investor = user('investor@celengan.test');
    const [robo] = portfoliosOf(investor.id);
    const unpaid = place();
    const roboOrder = place({ portfolioId: robo!.id, mutualFundIds: [] }, 'investor@celengan.test', jakartaInstant('2025-11-11', '10:00'));
    simulatePayment(roboOrder, jakartaInstant('2025-11-11', '11:00'));
    publishNav(db(), { date: '2025-11-11', now: jakartaInstant('2025-11-11', '17:00') });
    expect(orderRow(unpaid).status).toBe('WAITING_PAYMENT');
    expect(orderRow(roboOrder).status).toBe('COMPLETED');
    expect(itemsOf(roboOrder).every((i) => i.units! > 0 && i.navDate === '2025-11-11')).toBe(true);
    expect(checkLedger(db())).toEqual([]);
  });

  it('settles a USD order in cents at its NAV: units = (cents − fee) × 10^6 / NAV, rounded down', () => {
    const usd = db()
      .select()
      .from(schema.funds)
      .where(and(eq(schema.funds.currency, 'USD'), eq(schema.funds.status, 'active_subsenabled'), sql`${schema.funds.containerAccount} IS NOT NULL`))
      .orderBy(asc(schema.funds.id))
      .get()!;
    const orderId = place({ mutualFundIds: [usd.id], amount: '150.25' }, 'investor@celengan.test', jakartaInstant('2025-11-13', '09:00'));
    expect(paymentOf(orderId)).toMatchObject({ currency: 'USD', amount: 15_025, method: 'BANK_TRANSFER', virtualAccountNumber: null });
    simulatePayment(orderId, jakartaInstant('2025-11-13', '10:00'));
    publishNav(db(), { date: '2025-11-13', now: jakartaInstant('2025-11-13', '17:00') });
    const [item] = itemsOf(orderId);
    expect(item!.nav).toBeGreaterThan(0);
    expect(item!.units).toBe(Math.floor(((15_025 - item!.feeAmount) * 1_000_000) / item!.nav!));
    expect(orderRow(orderId).status).toBe('COMPLETED');
    expect(checkLedger(db())).toEqual([]);
  });
});
