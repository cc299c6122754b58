// Switching end to end in the models (issue 15 items 2 and 8; decision 056), against this file's copy of the seeded
// database with a fixed clock: a switch placed on Monday 10 November 2025 before the cut-off (its switch-out priced at
// that day's NAV, its switch-in at the next exchange day's), through two NAV publications with `checkLedger` clean after
// each, the order PAID until both legs are priced, then COMPLETED; the realized profit on the average cost and the
// switching fee by hand; the switching list's refusals (another manager, another currency); the idempotent replay; never
// more than the free units; another investor's portfolio answered like a missing one.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { money, proportionalCost, unitsForAmount, valueOfUnits } from '~/domain/money';
import { db } from '~/lib/db.server';
import { appendLedgerEntry, checkLedger } from '~/models/ledger.server';
import { publishNav } from '~/models/nav-publish.server';
import { settleOrdersAtNav } from '~/models/order-settlement.server';
import { calculateSwitch, placeSwitch, switchingList, type SwitchHow, type SwitchRequest } from '~/models/switch-orders.server';
import { unsettledSellItems } from '~/models/sell-ledger-check.server';
import { itemsOf, orderRow, userByEmail } from '../support/orders';

const NOW = new Date('2025-11-10T03:00:00Z'); // Monday 10:00 WIB, before the 13:00 cut-off
const EVENING = new Date('2025-11-10T11:00:00Z');

let userId: number;
let portfolioId: number;
let source: typeof schema.funds.$inferSelect;
let target: typeof schema.funds.$inferSelect;
/** Units bought (× 10^4) and what they cost. */
const BOUGHT_COST = 20_000_000;
let boughtUnits: number;

const request = (how: SwitchHow, over: Partial<SwitchRequest> = {}): SwitchRequest => ({
  portfolioId,
  mutualFundId: source.id,
  targetMutualFundId: target.id,
  how,
  source: 'WEB',
  ...over,
});
const position = (fundId: number) =>
  db()
    .select()
    .from(schema.positions)
    .where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.positions.fundId, fundId)))
    .get();
const navOf = (fundId: number, navDate: string) =>
  db()
    .select({ nav: schema.fundNavs.nav })
    .from(schema.fundNavs)
    .where(and(eq(schema.fundNavs.fundId, fundId), eq(schema.fundNavs.navDate, navDate)))
    .get()!.nav;

beforeAll(() => {
  userId = userByEmail('investor@celengan.test').id;
  // A portfolio of its own, so that this file's buy alone makes the cost basis.
  portfolioId = db().insert(schema.portfolios).values({ userId, name: 'Uji Pengalihan' }).returning().get().id;
  // An IDR stock fund with a target in its switching list (same manager, open), and a switching fee of 0,5%.
  const pairs = db()
    .select({ source: schema.funds, target: schema.fundSwitchings.targetFundId })
    .from(schema.fundSwitchings)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.fundSwitchings.fundId))
    .where(and(eq(schema.funds.currency, 'IDR'), eq(schema.funds.type, 'SAHAM'), eq(schema.funds.cutoffTime, '13:00')))
    .all();
  const pair = pairs[0]!;
  source = { ...pair.source, switchingFeeBp: 50 };
  db().update(schema.funds).set({ switchingFeeBp: 50 }).where(eq(schema.funds.id, source.id)).run();
  target = db().select().from(schema.funds).where(eq(schema.funds.id, pair.target)).get()!;
  const nav = db().select({ nav: schema.fundNavs.nav }).from(schema.fundNavs).where(eq(schema.fundNavs.fundId, source.id)).orderBy(schema.fundNavs.navDate).all().at(-1)!.nav;
  boughtUnits = unitsForAmount(money(BOUGHT_COST, 'IDR'), nav);
  db().transaction((tx) =>
    appendLedgerEntry(tx, { userId, portfolioId, fundId: source.id, entryType: 'SUBSCRIPTION', units: boughtUnits, nav, navDate: '2025-11-07', currency: 'IDR', amount: BOUGHT_COST, idempotencyKey: `switch-test-${randomUUID()}`, at: NOW }),
  );
});

describe('the switching list (spec funds §3 switchingList)', () => {
  it('lists funds of the same manager and currency, open for subscription, never the fund itself', () => {
    const list = switchingList(source.id);
    expect(list.map((f) => f.id)).toContain(target.id);
    const rows = db().select().from(schema.funds).all();
    for (const fund of list) {
      const row = rows.find((r) => r.id === fund.id)!;
      expect([row.investmentManagerId, row.currency, row.status]).toEqual([source.investmentManagerId, source.currency, 'active_subsenabled']);
      expect(fund.id).not.toBe(source.id);
    }
  });

  it("refuses another manager's fund with its own code", () => {
    const other = db()
      .select()
      .from(schema.funds)
      .where(and(ne(schema.funds.investmentManagerId, source.investmentManagerId), eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled')))
      .get()!;
    const result = calculateSwitch(userId, request({ kind: 'all' }, { targetMutualFundId: other.id }), NOW);
    expect(result).toEqual({ ok: false, refusal: { code: 'OTHER_MANAGER' } });
  });

  it('refuses a fund of the same manager in another currency', () => {
    const { id: _id, ...row } = target;
    const usd = db()
      .insert(schema.funds)
      .values({ ...row, code: `${row.code}U`, slug: `${row.slug}-usd`, currency: 'USD', createdAt: NOW })
      .returning()
      .get();
    db().insert(schema.fundSwitchings).values({ fundId: source.id, targetFundId: usd.id }).run();
    expect(calculateSwitch(userId, request({ kind: 'all' }, { targetMutualFundId: usd.id }), NOW)).toEqual({ ok: false, refusal: { code: 'OTHER_CURRENCY' } });
    expect(switchingList(source.id).map((f) => f.id)).not.toContain(usd.id);
  });

  it("answers another investor's portfolio like a missing one", () => {
    const other = db().select().from(schema.portfolios).where(ne(schema.portfolios.userId, userId)).get()!;
    expect(calculateSwitch(userId, request({ kind: 'all' }, { portfolioId: other.id }), NOW)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
    expect(calculateSwitch(userId, request({ kind: 'all' }, { portfolioId: 99_999_999 }), NOW)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
  });
});

describe('a switch through two NAV publications (decision 056)', () => {
  let orderId: number;
  let switchedUnits: number;

  it('places a PAID order with its two legs and holds the units', () => {
    const summary = calculateSwitch(userId, request({ kind: 'amount', amount: '5.000.000' }), NOW);
    expect(summary.ok).toBe(true);
    if (!summary.ok) return;
    expect([summary.summary.outNavDate, summary.summary.inNavDate]).toEqual(['2025-11-10', '2025-11-11']);
    expect(summary.summary.gross).toBeGreaterThanOrEqual(5_000_000);
    expect(summary.summary.fee).toBe(Math.round(summary.summary.gross * 0.005));

    const key = randomUUID();
    const placed = placeSwitch(userId, request({ kind: 'amount', amount: '5.000.000' }), key, NOW);
    expect(placed).toMatchObject({ ok: true, created: true });
    if (!placed.ok) return;
    orderId = placed.orderId;
    switchedUnits = summary.summary.units;
    expect(orderRow(orderId)).toMatchObject({ type: 'SWITCH', status: 'PAID', navDate: '2025-11-10', portfolioId });
    const [out, into] = itemsOf(orderId);
    expect(out).toMatchObject({ leg: 'SWITCH_OUT', fundId: source.id, targetFundId: target.id, units: switchedUnits, navDate: '2025-11-10', nav: null, feeBp: 50 });
    expect(into).toMatchObject({ leg: 'SWITCH_IN', fundId: target.id, amount: 0, navDate: null, nav: null, units: null });
    expect(position(source.id)!.heldUnits).toBe(switchedUnits);

    // The same key again: the same order, nothing new.
    expect(placeSwitch(userId, request({ kind: 'all' }), key, NOW)).toEqual({ ok: true, orderId, created: false });
    expect(db().select().from(schema.orders).where(eq(schema.orders.idempotencyKey, key)).all()).toHaveLength(1);
    expect(checkLedger(db())).toEqual([]);
    // ledger:check: not overdue on its day; a full exchange day later without its NAV, the out leg is listed.
    expect(unsettledSellItems(db(), EVENING).filter((item) => item.orderId === orderId)).toEqual([]);
    expect(unsettledSellItems(db(), new Date('2025-11-12T03:00:00Z')).filter((item) => item.orderId === orderId)).toMatchObject([
      { type: 'SWITCH', leg: 'SWITCH_OUT', navDate: '2025-11-10', fundCode: source.code },
    ]);
  });

  it('never takes more than the free units', () => {
    const free = boughtUnits - switchedUnits;
    expect(calculateSwitch(userId, request({ kind: 'units', units: free + 1 }), NOW)).toEqual({ ok: false, refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: free } });
    const result = placeSwitch(userId, request({ kind: 'units', units: free + 1 }), randomUUID(), NOW);
    expect(result.ok).toBe(false);
    expect(position(source.id)!.heldUnits).toBe(switchedUnits);
  });

  it('prices the switch-out at its NAV date: proceeds, fee and the realized profit on the average cost', () => {
    publishNav(db(), { date: '2025-11-10', now: EVENING });
    const nav = navOf(source.id, '2025-11-10');
    const gross = valueOfUnits(switchedUnits, nav, 'IDR').minor;
    const fee = Math.round((gross * 50) / 10_000);
    const proceeds = gross - fee;
    const costRemoved = proportionalCost(money(BOUGHT_COST, 'IDR'), switchedUnits, boughtUnits).minor;

    const [out, into] = itemsOf(orderId);
    expect(out).toMatchObject({ nav, amount: gross, feeAmount: fee, proceeds });
    expect(into).toMatchObject({ amount: proceeds, navDate: '2025-11-11', nav: null });
    expect(orderRow(orderId).status).toBe('PAID');
    const entry = db().select().from(schema.unitLedger).where(eq(schema.unitLedger.orderItemId, out!.id)).get()!;
    expect(entry).toMatchObject({ entryType: 'SWITCH_OUT', units: -switchedUnits, amount: proceeds, costBasisChange: -costRemoved, realizedProfit: proceeds - costRemoved });
    expect(position(source.id)).toMatchObject({ units: boughtUnits - switchedUnits, heldUnits: 0, costBasis: BOUGHT_COST - costRemoved, realizedProfit: proceeds - costRemoved });
    expect(position(target.id)).toBeUndefined();
    expect(checkLedger(db())).toEqual([]);
    // Now the in leg waits for 11 November's NAV: overdue only a full exchange day after it.
    expect(unsettledSellItems(db(), new Date('2025-11-11T11:00:00Z')).filter((item) => item.orderId === orderId)).toEqual([]);
    expect(unsettledSellItems(db(), new Date('2025-11-13T03:00:00Z')).filter((item) => item.orderId === orderId)).toMatchObject([
      { type: 'SWITCH', leg: 'SWITCH_IN', navDate: '2025-11-11', fundCode: target.code },
    ]);
  });

  it('prices the switch-in at the next exchange day and completes the order', () => {
    publishNav(db(), { date: '2025-11-11', now: new Date('2025-11-11T11:00:00Z') });
    const [out, into] = itemsOf(orderId);
    const nav = navOf(target.id, '2025-11-11');
    const units = unitsForAmount(money(out!.proceeds!, 'IDR'), nav);
    expect(into).toMatchObject({ units, nav, amount: out!.proceeds });
    expect(position(target.id)).toMatchObject({ units, costBasis: out!.proceeds, realizedProfit: 0 });
    expect(orderRow(orderId)).toMatchObject({ status: 'COMPLETED', amount: out!.amount, feeAmount: out!.feeAmount });
    const notification = db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).get();
    expect(notification?.title).toBe('Pengalihan reksa dana berhasil');
    expect(checkLedger(db())).toEqual([]);
  });

  it('changes nothing when settled again', () => {
    const before = db().select().from(schema.unitLedger).all().length;
    const report = db().transaction((tx) => settleOrdersAtNav(tx, { now: new Date('2025-11-12T00:00:00Z') }));
    expect(report.switches).toEqual({ orders: 0, legs: 0 });
    expect(db().select().from(schema.unitLedger).all()).toHaveLength(before);
  });

  it('switches all the free units, after which none are left to switch', () => {
    const result = placeSwitch(userId, request({ kind: 'all' }), randomUUID(), new Date('2025-11-12T02:00:00Z'));
    expect(result.ok).toBe(true);
    expect(position(source.id)!.heldUnits).toBe(position(source.id)!.units);
    expect(placeSwitch(userId, request({ kind: 'all' }), randomUUID(), new Date('2025-11-12T02:00:00Z'))).toEqual({ ok: false, refusal: { code: 'NO_UNITS' } });
    expect(checkLedger(db())).toEqual([]);
  });
});
