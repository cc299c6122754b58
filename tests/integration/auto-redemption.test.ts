// Auto-redemption end to end on a copy of the seeded database (issue 18 item 4; decisions 087, 088): the consent
// transitions, another investor's rule answering as a missing one, a profit rule triggering once through the NAV job
// (nav:publish twice for the date places one order, the next day none: the rule is done), the order settled by the
// normal cycle, the notification; PROFIT_ONLY's units; a profit below the minimum redemption skipped once per key;
// a period rule whose date is an exchange holiday acting on the next exchange day. Fixed clock: Monday 10 Nov 2025,
// 10:00 WIB (the seed's newest NAV is Friday 7 Nov).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { jakartaInstant } from '~/domain/dates';
import { money, unitsForAmount, valueOfUnits } from '~/domain/money';
import { db } from '~/lib/db.server';
import {
  cancelAutoRedemption,
  consentAutoRedemption,
  createAutoRedemption,
  editAutoRedemption,
  getAutoRedemption,
  runAutoRedemptions,
  withdrawAutoRedemption,
} from '~/models/auto-redemptions.server';
import { appendLedgerEntry } from '~/models/ledger.server';
import { publishNav } from '~/models/nav-publish.server';

const NOW = jakartaInstant('2025-11-10', '10:00');

const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;
const fundNamed = (name: string) => db().select().from(schema.funds).where(eq(schema.funds.name, name)).get()!;
const latestNav = (fundId: number) =>
  db().select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fundId)).orderBy(desc(schema.fundNavs.navDate)).limit(1).get()!;
const stock = () => fundNamed('Swarna Saham Unggulan'); // SAHAM, IDR, minimum redemption Rp 10.000
const ordersOfRule = (ruleId: number) =>
  db().select().from(schema.autoRedemptionTriggers).where(eq(schema.autoRedemptionTriggers.autoRedemptionId, ruleId)).all();
const statusOf = (ruleId: number) => db().select().from(schema.autoRedemptions).where(eq(schema.autoRedemptions.id, ruleId)).get()!.status;

let investorId: number;
let otherId: number;
let sequence = 0;

/** A new portfolio of the investor holding `units` (× 10^4) of the fund bought for `cost` rupiah at the latest NAV. */
function freshHolding(fundId: number, units: number, cost: number): number {
  const portfolio = db()
    .insert(schema.portfolios)
    .values({ userId: investorId, name: `Uji jual otomatis ${++sequence}` })
    .returning({ id: schema.portfolios.id })
    .get();
  const nav = latestNav(fundId);
  db().transaction((tx) =>
    appendLedgerEntry(tx, {
      userId: investorId,
      portfolioId: portfolio.id,
      fundId,
      entryType: 'SUBSCRIPTION',
      units,
      nav: nav.nav,
      navDate: nav.navDate,
      currency: 'IDR',
      amount: cost,
      idempotencyKey: `test-auto-redemption-${sequence}`,
      at: NOW,
    }),
  );
  return portfolio.id;
}

function activeRule(portfolioId: number, terms: Parameters<typeof createAutoRedemption>[1]['terms'], consentAt = NOW): number {
  const created = createAutoRedemption(investorId, { portfolioId, fundId: stock().id, terms }, consentAt);
  if (!created.ok) throw new Error(JSON.stringify(created));
  expect(consentAutoRedemption(investorId, created.id, consentAt)).toEqual({ ok: true, id: created.id, status: 'ACTIVE' });
  return created.id;
}

const runOn = (navDate: string, now = NOW) => db().transaction((tx) => runAutoRedemptions(navDate, now, tx), { behavior: 'immediate' });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investorId = userId('investor@celengan.test');
  otherId = userId('sales@celengan.test');
});
afterAll(() => vi.useRealTimers());

describe('consent and the statuses (decision 087)', () => {
  it('a new rule waits for consent, then runs; a change and a cancellation wait for consent too', () => {
    const portfolioId = freshHolding(stock().id, 1_000_000, 1_000_000);
    const created = createAutoRedemption(investorId, { portfolioId, fundId: stock().id, terms: { triggerType: 'PERIOD', periodMonths: 3, profitTargetBps: null, scope: 'ALL' } }, NOW);
    expect(created).toMatchObject({ ok: true, status: 'PENDING_ACTIVATION_APPROVAL' });
    if (!created.ok) return;
    const { id } = created;
    // One live rule per holding.
    expect(createAutoRedemption(investorId, { portfolioId, fundId: stock().id, terms: { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' } }, NOW)).toEqual({
      ok: false,
      refusal: { code: 'ALREADY_EXISTS', id },
    });
    // Not yet consented: an edit changes it in place.
    expect(editAutoRedemption(investorId, id, { triggerType: 'PERIOD', periodMonths: 6, profitTargetBps: null, scope: 'PROFIT_ONLY' }, NOW)).toMatchObject({ ok: true, status: 'PENDING_ACTIVATION_APPROVAL' });
    const consentDay = jakartaInstant('2025-11-12', '09:00');
    expect(consentAutoRedemption(investorId, id, consentDay)).toMatchObject({ ok: true, status: 'ACTIVE' });
    let view = getAutoRedemption(investorId, id, consentDay)!;
    expect(view).toMatchObject({ status: 'ACTIVE', anchorDate: '2025-11-12', terms: { periodMonths: 6, scope: 'PROFIT_ONLY' }, pendingChange: null, nextRunDate: '2026-05-12' });
    expect(consentAutoRedemption(investorId, id, NOW)).toEqual({ ok: false, refusal: { code: 'NOT_ALLOWED', status: 'ACTIVE' } });

    // A change waits aside; the consented terms still hold until consent.
    expect(editAutoRedemption(investorId, id, { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 1500, periodMonths: null, scope: 'ALL' }, NOW)).toMatchObject({ status: 'PENDING_EDIT_APPROVAL' });
    view = getAutoRedemption(investorId, id, NOW)!;
    expect(view).toMatchObject({ status: 'PENDING_EDIT_APPROVAL', terms: { triggerType: 'PERIOD', periodMonths: 6 }, pendingChange: { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 1500, scope: 'ALL' } });
    // Taking it back leaves the rule as it was; editing back to the consented terms needs no consent.
    expect(withdrawAutoRedemption(investorId, id, NOW)).toMatchObject({ status: 'ACTIVE' });
    expect(editAutoRedemption(investorId, id, { triggerType: 'PERIOD', periodMonths: 6, profitTargetBps: null, scope: 'PROFIT_ONLY' }, NOW)).toMatchObject({ status: 'ACTIVE' });
    expect(editAutoRedemption(investorId, id, { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 1500, periodMonths: null, scope: 'ALL' }, NOW)).toMatchObject({ status: 'PENDING_EDIT_APPROVAL' });
    expect(consentAutoRedemption(investorId, id, NOW)).toMatchObject({ status: 'ACTIVE' });
    expect(getAutoRedemption(investorId, id, NOW)).toMatchObject({ terms: { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 1500, scope: 'ALL' }, pendingChange: null, nextRunDate: null });

    // A cancellation waits for consent, then the rule is done for good.
    expect(cancelAutoRedemption(investorId, id, NOW)).toMatchObject({ status: 'PENDING_CANCELLATION_APPROVAL' });
    expect(consentAutoRedemption(investorId, id, NOW)).toMatchObject({ status: 'INACTIVE' });
    expect(editAutoRedemption(investorId, id, { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' }, NOW)).toEqual({ ok: false, refusal: { code: 'NOT_ALLOWED', status: 'INACTIVE' } });
    // ... and the holding may have a new one.
    expect(createAutoRedemption(investorId, { portfolioId, fundId: stock().id, terms: { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' } }, NOW)).toMatchObject({ ok: true });
    const actions = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'auto_redemption'), eq(schema.auditLog.entityId, String(id)))).all().map((a) => a.action);
    expect(actions).toContain('auto_redemption.consent');
    expect(actions).toContain('auto_redemption.cancel');
  });

  it("another investor's rule and holding answer exactly as missing ones", () => {
    const portfolioId = freshHolding(stock().id, 1_000_000, 1_000_000);
    const id = activeRule(portfolioId, { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' });
    expect(getAutoRedemption(otherId, id, NOW)).toBeNull();
    expect(getAutoRedemption(investorId, 999_999, NOW)).toBeNull();
    for (const result of [
      consentAutoRedemption(otherId, id, NOW),
      cancelAutoRedemption(otherId, id, NOW),
      withdrawAutoRedemption(otherId, id, NOW),
      editAutoRedemption(otherId, id, { triggerType: 'PERIOD', periodMonths: 3, profitTargetBps: null, scope: 'ALL' }, NOW),
      createAutoRedemption(otherId, { portfolioId, fundId: stock().id, terms: { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' } }, NOW),
      consentAutoRedemption(investorId, 999_999, NOW),
    ]) {
      expect(result).toEqual({ ok: false, refusal: { code: 'NOT_FOUND' } });
    }
    expect(statusOf(id)).toBe('ACTIVE');
    cancelAutoRedemption(investorId, id, NOW);
    consentAutoRedemption(investorId, id, NOW);
  });
});

describe('what a triggered rule sells (decision 088)', () => {
  it('PROFIT_ONLY sells the units worth the profit at the NAV, rounded down, through the sell flow', () => {
    const nav = latestNav(stock().id);
    const units = 10_000_000; // 1 000 units
    const value = valueOfUnits(units, nav.nav, 'IDR').minor;
    const cost = Math.floor(value / 2);
    const portfolioId = freshHolding(stock().id, units, cost);
    const id = activeRule(portfolioId, { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 5000, periodMonths: null, scope: 'PROFIT_ONLY' });
    const report = runOn(nav.navDate);
    expect(report.ordersPlaced).toBeGreaterThanOrEqual(1);
    const [trigger] = ordersOfRule(id);
    expect(trigger).toMatchObject({ triggerKey: `PROFIT:${nav.navDate}`, navDate: nav.navDate, outcome: 'ORDER_PLACED', reason: null });
    const order = db().select().from(schema.orders).where(eq(schema.orders.id, trigger!.orderId!)).get()!;
    expect(order).toMatchObject({ type: 'SELL', status: 'PAID', source: 'AUTO_REDEMPTION', portfolioId, userId: investorId, navDate: '2025-11-10' });
    const item = db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id)).get()!;
    expect(item.units).toBe(unitsForAmount(money(value - cost, 'IDR'), nav.nav));
    // A profit target is taken once: the rule is done.
    expect(statusOf(id)).toBe('INACTIVE');
  });

  it('a profit below the minimum redemption is skipped with its reason, once per trigger key', () => {
    const nav = latestNav(stock().id);
    const units = unitsForAmount(money(55_000, 'IDR'), nav.nav); // worth about Rp 55.000
    const portfolioId = freshHolding(stock().id, units, 50_000); // about Rp 5.000 of profit, 10%
    const id = activeRule(portfolioId, { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 500, periodMonths: null, scope: 'PROFIT_ONLY' });
    runOn(nav.navDate);
    const second = runOn(nav.navDate);
    expect(second.alreadyDone).toBeGreaterThanOrEqual(1);
    expect(ordersOfRule(id)).toEqual([
      expect.objectContaining({ triggerKey: `PROFIT:${nav.navDate}`, outcome: 'SKIPPED', reason: 'BELOW_MINIMUM_REDEMPTION', orderId: null }),
    ]);
    // Skipped, not done: the rule keeps watching the next NAV dates.
    expect(statusOf(id)).toBe('ACTIVE');
    expect(getAutoRedemption(investorId, id, NOW)!.triggers).toEqual([expect.objectContaining({ outcome: 'SKIPPED', reason: 'BELOW_MINIMUM_REDEMPTION' })]);
    cancelAutoRedemption(investorId, id, NOW);
    consentAutoRedemption(investorId, id, NOW);
  });
});

describe('the daily NAV job (nav:publish)', () => {
  it('a profit rule triggers once: publishing the date twice places one order, the next day none; the cycle settles it', () => {
    const nav = latestNav(stock().id);
    const units = 10_000_000;
    const portfolioId = freshHolding(stock().id, units, Math.floor(valueOfUnits(units, nav.nav, 'IDR').minor / 2)); // about 100% profit
    const id = activeRule(portfolioId, { triggerType: 'PERCENTAGE_PROFIT', profitTargetBps: 3000, periodMonths: null, scope: 'ALL' });
    const evening = jakartaInstant('2025-11-10', '17:30');
    const first = publishNav(db(), { date: '2025-11-10', now: evening });
    expect(first.autoRedemptions).toMatchObject({ navDate: '2025-11-10', ordersPlaced: 1 });
    publishNav(db(), { date: '2025-11-10', now: evening });
    const triggers = ordersOfRule(id);
    expect(triggers).toHaveLength(1);
    expect(triggers[0]).toMatchObject({ triggerKey: 'PROFIT:2025-11-10', outcome: 'ORDER_PLACED' });
    const orderId = triggers[0]!.orderId!;
    const sells = db().select().from(schema.orders).where(and(eq(schema.orders.portfolioId, portfolioId), eq(schema.orders.type, 'SELL'))).all();
    expect(sells.map((o) => o.id)).toEqual([orderId]);
    // After the 13:00 cut-off: priced at the next exchange day's NAV.
    expect(sells[0]).toMatchObject({ source: 'AUTO_REDEMPTION', navDate: '2025-11-11', status: 'PAID' });
    expect(statusOf(id)).toBe('INACTIVE');
    const notification = db()
      .select()
      .from(schema.notifications)
      .where(and(eq(schema.notifications.userId, investorId), eq(schema.notifications.kind, 'AUTO_REDEMPTION_TRIGGERED'), eq(schema.notifications.link, `/me/order/${orderId}`)))
      .all();
    expect(notification).toHaveLength(1);
    expect(notification[0]!.params).toMatchObject({ fundName: 'Swarna Saham Unggulan', transactionNumber: sells[0]!.transactionNumber });

    const next = publishNav(db(), { date: '2025-11-11', now: jakartaInstant('2025-11-11', '17:30') });
    expect(ordersOfRule(id)).toHaveLength(1);
    expect(next.sells.orders).toBeGreaterThanOrEqual(1);
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!.status).toBe('COMPLETED');
    expect(db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.positions.fundId, stock().id))).get()!.units).toBe(0);
  });

  it('a period rule whose date is an exchange holiday acts on the next exchange day, once', () => {
    // Consented on Tuesday 25 November: the first period is Thursday 25 December (Christmas), then 26 December
    // (cuti bersama): the rule acts on Monday 29 December.
    const portfolioId = freshHolding(stock().id, 10_000_000, 1_000_000);
    const id = activeRule(portfolioId, { triggerType: 'PERIOD', periodMonths: 1, profitTargetBps: null, scope: 'ALL' }, jakartaInstant('2025-11-25', '09:00'));
    expect(getAutoRedemption(investorId, id, jakartaInstant('2025-11-25', '09:00'))!.nextRunDate).toBe('2025-12-29');
    publishNav(db(), { date: '2025-12-24', now: jakartaInstant('2025-12-24', '17:30') });
    expect(ordersOfRule(id)).toEqual([]);
    const run = publishNav(db(), { date: '2025-12-29', now: jakartaInstant('2025-12-29', '17:30') });
    expect(run.autoRedemptions.ordersPlaced).toBe(1);
    publishNav(db(), { date: '2025-12-29', now: jakartaInstant('2025-12-29', '18:00') });
    expect(ordersOfRule(id)).toEqual([expect.objectContaining({ triggerKey: 'PERIOD:2025-12-25', navDate: '2025-12-29', outcome: 'ORDER_PLACED' })]);
    // ALL sold everything: done.
    expect(statusOf(id)).toBe('INACTIVE');
  });
});



