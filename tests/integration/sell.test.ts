// Selling end to end on a copy of the seeded database (issue 15 items 1, 8; decisions 056-058): the summary, the
// order holding its units, the settlement by nav:publish (average-cost realized profit by hand, the payout and its
// due date), `ledger:check` clean after it, idempotency, another user's ids, the bank account, the cut-off and the
// NAV date, 20 sells racing for the same units on separate connections, payouts:pay, and each difference the
// ledger check now finds. The clock is fixed: Monday 10 Nov 2025, 10:00 WIB (the seed's newest NAV is Friday 7 Nov).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { cliRunner } from '../support/cli';
import { runConcurrently } from '../support/concurrently';
import { jakartaInstant } from '~/domain/dates';
import { proportionalCost, money } from '~/domain/money';
import { db } from '~/lib/db.server';
import { appendLedgerEntry, checkLedger } from '~/models/ledger.server';
import { publishNav } from '~/models/nav-publish.server';
import { payDuePayouts } from '~/models/payouts.server';
import { checkHeldUnits, checkSellPayouts, unsettledSellItems } from '~/models/sell-ledger-check.server';
import { calculateSell, placeSell, type PlaceSellResult, type SellOrderInput } from '~/models/sell-orders.server';
import { redemptionLedgerKey } from '~/models/sell-settlement.server';

const NOW = jakartaInstant('2025-11-10', '10:00');
const PUBLISHED = jakartaInstant('2025-11-10', '17:30');

const user = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const fundNamed = (name: string) => db().select().from(schema.funds).where(eq(schema.funds.name, name)).get()!;
const portfolioNamed = (userId: number, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.name, name))).get()!;
const position = (portfolioId: number, fundId: number) =>
  db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.positions.fundId, fundId))).get();
const itemOf = (orderId: number) => db().select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)).get()!;
const orderOf = (orderId: number) => db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()!;
const ledgerClean = () => ({
  differences: checkLedger(db()),
  held: checkHeldUnits(db()),
  payouts: checkSellPayouts(db()),
});
const CLEAN = { differences: [], held: [], payouts: [] };

let investorId: number;
let mainPortfolio: number; // Portofolio Utama
let emergencyPortfolio: number; // Dana Darurat
let educationPortfolio: number; // Pendidikan Anak
const stock = () => fundNamed('Swarna Saham Unggulan'); // SAHAM, IDR, no fee, minimum redemption Rp 10.000
const moneyMarket = () => fundNamed('Tirta Dana Lancar'); // PASAR_UANG, IDR
const usdBond = () => fundNamed('Tirta Obligasi Global USD');
const latestNav = (fundId: number) =>
  db().select().from(schema.fundNavs).where(eq(schema.fundNavs.fundId, fundId)).orderBy(sql`${schema.fundNavs.navDate} DESC`).limit(1).get()!;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  investorId = user('investor@celengan.test').id;
  mainPortfolio = portfolioNamed(investorId, 'Portofolio Utama').id;
  emergencyPortfolio = portfolioNamed(investorId, 'Dana Darurat').id;
  educationPortfolio = portfolioNamed(investorId, 'Pendidikan Anak').id;
});
afterAll(() => vi.useRealTimers());

const sell = (over: Partial<SellOrderInput> & Pick<SellOrderInput, 'mode'>): SellOrderInput => ({
  portfolioId: mainPortfolio,
  mutualFundId: stock().id,
  ...over,
});

describe('the summary (redeem/calculate)', () => {
  it('turns an amount into units rounded up at the latest NAV, with the NAV date, the due date and the bank account', () => {
    const nav = latestNav(stock().id);
    const result = calculateSell(investorId, sell({ mode: 'amount', value: '500000' }), NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { plan } = result;
    // units = ⌈500 000 / NAV⌉ to 4 decimals
    const expectedUnits = Number((500_000n * 100_000_000n + BigInt(nav.nav) - 1n) / BigInt(nav.nav));
    expect(plan.quote.units).toBe(expectedUnits);
    expect(plan.quote.estimatedGross).toBe(Math.floor((expectedUnits * nav.nav) / 1e8));
    expect(plan.quote.estimatedGross).toBeGreaterThanOrEqual(500_000);
    // Monday before the 13:00 cut-off: today's NAV; an equity fund pays 3 exchange days later.
    expect(plan.navDate).toBe('2025-11-10');
    expect(plan.payoutDueDate).toBe('2025-11-13');
    expect(plan.bankAccount.last4).toMatch(/^\d{4}$/);
    expect(plan.holding.freeUnits).toBe(position(mainPortfolio, stock().id)!.units);
  });

  it('after the cut-off the NAV date is the next exchange day, and a 09:30 fund cuts off earlier', () => {
    const afterCutoff = jakartaInstant('2025-11-07', '13:00'); // Friday at the cut-off: Monday's NAV
    // The seed published Friday's NAV, so a Friday order can only take the next exchange day anyway: use Monday.
    expect(calculateSell(investorId, sell({ mode: 'all' }), jakartaInstant('2025-11-10', '13:00'))).toMatchObject({ ok: true, plan: { navDate: '2025-11-11' } });
    expect(calculateSell(investorId, sell({ mode: 'all' }), jakartaInstant('2025-11-10', '12:59'))).toMatchObject({ ok: true, plan: { navDate: '2025-11-10' } });
    expect(calculateSell(investorId, sell({ mode: 'all' }), afterCutoff)).toMatchObject({ ok: true, plan: { navDate: '2025-11-10' } });
    // The one 09:30 fund (Rajawali Kas Amanah Syariah): give the investor a holding of it first.
    const early = fundNamed('Rajawali Kas Amanah Syariah');
    expect(early.cutoffTime).toBe('09:30');
    const nav = latestNav(early.id);
    db().transaction((tx) =>
      appendLedgerEntry(tx, {
        userId: investorId,
        portfolioId: emergencyPortfolio,
        fundId: early.id,
        entryType: 'SUBSCRIPTION',
        units: 1_000_000,
        nav: nav.nav,
        navDate: nav.navDate,
        currency: 'IDR',
        amount: Math.floor((1_000_000 * nav.nav) / 1e8),
        idempotencyKey: `test-early-${randomUUID()}`,
        at: NOW,
      }),
    );
    const early930 = { portfolioId: emergencyPortfolio, mutualFundId: early.id, mode: 'all' as const };
    expect(calculateSell(investorId, early930, jakartaInstant('2025-11-10', '09:29'))).toMatchObject({ ok: true, plan: { navDate: '2025-11-10', payoutDueDate: '2025-11-12' } });
    expect(calculateSell(investorId, early930, jakartaInstant('2025-11-10', '09:30'))).toMatchObject({ ok: true, plan: { navDate: '2025-11-11', payoutDueDate: '2025-11-13' } });
  });

  it('refuses below the minimum redemption, leaving too little, more than held, a text that is no amount', () => {
    expect(calculateSell(investorId, sell({ mode: 'amount', value: '9999' }), NOW)).toMatchObject({ ok: false, refusal: { code: 'BELOW_MINIMUM_REDEMPTION', minimum: 10_000 } });
    expect(calculateSell(investorId, sell({ mode: 'units', value: '99999999' }), NOW)).toMatchObject({ ok: false, refusal: { code: 'INSUFFICIENT_UNITS' } });
    expect(calculateSell(investorId, sell({ mode: 'amount', value: 'lima' }), NOW)).toMatchObject({ ok: false, refusal: { code: 'INVALID_AMOUNT' } });
    expect(calculateSell(investorId, sell({ mode: 'units', value: '1.12345' }), NOW)).toMatchObject({ ok: false, refusal: { code: 'INVALID_AMOUNT' } });
    const free = position(mainPortfolio, stock().id)!.units;
    // all but one ten-thousandth of a unit: what stays is worth less than the minimum purchase
    const units = ((free - 1) / 10_000).toFixed(4);
    expect(calculateSell(investorId, sell({ mode: 'units', value: units }), NOW)).toMatchObject({ ok: false, refusal: { code: 'REMAINING_BELOW_MINIMUM' } });
  });

  it("answers another user's portfolio, a fund not held, and an unknown id alike", () => {
    const other = user('cashback@celengan.test');
    const othersPortfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, other.id)).get()!;
    expect(calculateSell(investorId, sell({ mode: 'all', portfolioId: othersPortfolio.id }), NOW)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
    expect(calculateSell(investorId, sell({ mode: 'all', portfolioId: 999_999 }), NOW)).toEqual({ ok: false, refusal: { code: 'PORTFOLIO_NOT_FOUND' } });
    expect(calculateSell(investorId, sell({ mode: 'all', mutualFundId: fundNamed('Tirta Indeks LQ45').id }), NOW)).toEqual({ ok: false, refusal: { code: 'FUND_NOT_FOUND' } });
  });

  it('refuses without a verified bank account in the fund’s currency', () => {
    const accounts = schema.bankAccounts;
    const usd = db().select().from(accounts).where(and(eq(accounts.userId, investorId), eq(accounts.currency, 'USD'))).all();
    db().update(accounts).set({ status: 'PENDING' }).where(and(eq(accounts.userId, investorId), eq(accounts.currency, 'USD'))).run();
    try {
      expect(calculateSell(investorId, { portfolioId: educationPortfolio, mutualFundId: usdBond().id, mode: 'all' }, NOW)).toEqual({
        ok: false,
        refusal: { code: 'BANK_ACCOUNT', currency: 'USD' },
        currency: 'USD',
      });
    } finally {
      for (const account of usd) db().update(accounts).set({ status: account.status }).where(eq(accounts.id, account.id)).run();
    }
  });
});

describe('placing and settling', () => {
  let byAmount: number;
  let allUnits: number;
  const before = { stock: { units: 0, costBasis: 0, realizedProfit: 0 }, mm: { units: 0, costBasis: 0, realizedProfit: 0 } };

  it('places a sell by amount: PAID, its units held, one item with the estimate and the NAV date', () => {
    const p = position(mainPortfolio, stock().id)!;
    before.stock = { units: p.units, costBasis: p.costBasis, realizedProfit: p.realizedProfit };
    const key = randomUUID();
    const result = placeSell(investorId, sell({ mode: 'amount', value: '500000' }), key, NOW);
    expect(result).toMatchObject({ ok: true, created: true });
    byAmount = (result as Extract<PlaceSellResult, { ok: true }>).orderId;
    const order = orderOf(byAmount);
    expect(order).toMatchObject({ type: 'SELL', status: 'PAID', currency: 'IDR', navDate: '2025-11-10', portfolioId: mainPortfolio });
    expect(order.transactionNumber).toMatch(/^CLG-20251110-\d{6}$/);
    const item = itemOf(byAmount);
    expect(item).toMatchObject({ fundId: stock().id, navDate: '2025-11-10', nav: null, proceeds: null, leg: null });
    expect(position(mainPortfolio, stock().id)!.heldUnits).toBe(item.units);
    expect(position(mainPortfolio, stock().id)!.units).toBe(before.stock.units);
    // A replay of the key answers the same order and holds nothing more.
    expect(placeSell(investorId, sell({ mode: 'all' }), key, NOW)).toEqual({ ok: true, orderId: byAmount, created: false });
    expect(position(mainPortfolio, stock().id)!.heldUnits).toBe(item.units);
    const audit = db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(byAmount)))).all();
    expect(audit.map((a) => a.action)).toEqual(['order.created']);
    expect(ledgerClean()).toEqual(CLEAN);
  });

  it('places a sell of all units of another holding', () => {
    const p = position(emergencyPortfolio, moneyMarket().id)!;
    before.mm = { units: p.units, costBasis: p.costBasis, realizedProfit: p.realizedProfit };
    const result = placeSell(investorId, { portfolioId: emergencyPortfolio, mutualFundId: moneyMarket().id, mode: 'all' }, randomUUID(), NOW);
    expect(result).toMatchObject({ ok: true, created: true });
    allUnits = (result as Extract<PlaceSellResult, { ok: true }>).orderId;
    expect(itemOf(allUnits).units).toBe(p.units);
    // Nothing is free any more: a second sell is refused.
    expect(placeSell(investorId, { portfolioId: emergencyPortfolio, mutualFundId: moneyMarket().id, mode: 'all' }, randomUUID(), NOW)).toEqual({
      ok: false,
      refusal: { code: 'NOTHING_TO_SELL' },
      currency: 'IDR',
    });
    expect(ledgerClean()).toEqual(CLEAN);
  });

  it('nav:publish prices them: units leave, realized profit on the average cost, the payout due, the order completed', () => {
    const report = publishNav(db(), { date: '2025-11-10', now: PUBLISHED });
    expect(report.sells).toEqual({ orders: 2, items: 2 });

    for (const [orderId, portfolioId, fundId, was, due] of [
      [byAmount, mainPortfolio, stock().id, before.stock, '2025-11-13'],
      [allUnits, emergencyPortfolio, moneyMarket().id, before.mm, '2025-11-12'],
    ] as const) {
      const item = itemOf(orderId);
      const nav = db().select().from(schema.fundNavs).where(and(eq(schema.fundNavs.fundId, fundId), eq(schema.fundNavs.navDate, '2025-11-10'))).get()!;
      const units = item.units!;
      // By hand: gross = units × NAV rounded down; no redemption fee on these funds.
      const gross = Math.floor((units * nav.nav) / 1e8);
      expect(item).toMatchObject({ nav: nav.nav, amount: gross, feeAmount: 0, proceeds: gross });
      // Average cost: the cost removed is the sold units' share of the cost basis (half up); all of it for all units.
      const costRemoved = units === was.units ? was.costBasis : Math.round((was.costBasis * units) / was.units);
      expect(costRemoved).toBe(proportionalCost(money(was.costBasis, 'IDR'), units, was.units).minor);
      const entry = db().select().from(schema.unitLedger).where(eq(schema.unitLedger.idempotencyKey, redemptionLedgerKey(item.id))).get()!;
      expect(entry).toMatchObject({ entryType: 'REDEMPTION', units: -units, amount: gross, costBasisChange: -costRemoved, realizedProfit: gross - costRemoved, navDate: '2025-11-10', orderItemId: item.id });
      expect(position(portfolioId, fundId)).toMatchObject({
        units: was.units - units,
        heldUnits: 0,
        costBasis: was.costBasis - costRemoved,
        realizedProfit: was.realizedProfit + gross - costRemoved,
      });
      const payouts = db().select().from(schema.payouts).where(eq(schema.payouts.orderItemId, item.id)).all();
      expect(payouts).toHaveLength(1);
      expect(payouts[0]).toMatchObject({ kind: 'REDEMPTION', amount: gross, navDate: '2025-11-10', dueDate: due, status: 'PENDING', userId: investorId });
      expect(payouts[0]!.bankAccountId).not.toBeNull();
      expect(orderOf(orderId)).toMatchObject({ status: 'COMPLETED', completedAt: PUBLISHED, amount: gross, feeAmount: 0 });
      const notes = db().select().from(schema.notifications).where(eq(schema.notifications.link, `/me/order/${orderId}`)).all();
      expect(notes.map((n) => n.title)).toEqual(['Penjualan reksa dana berhasil']);
    }
    expect(ledgerClean()).toEqual(CLEAN);
    expect(unsettledSellItems(db(), PUBLISHED)).toEqual([]);
  });

  it('a second settlement changes nothing', async () => {
    const snapshot = () => ({
      ledger: db().select().from(schema.unitLedger).all().length,
      payouts: db().select().from(schema.payouts).all().length,
      positions: db().select().from(schema.positions).all(),
    });
    const was = snapshot();
    const { settleOrdersAtNav } = await import('~/models/order-settlement.server');
    const report = db().transaction((tx) => settleOrdersAtNav(tx, { now: PUBLISHED }));
    expect(report.sells).toEqual({ orders: 0, items: 0 });
    expect(snapshot()).toEqual(was);
  });

  it('`ledger:check` passes, and payouts:pay pays the due ones once', async () => {
    const cli = cliRunner(PUBLISHED);
    expect(await cli(['ledger:check'])).toMatchObject({ status: 0 });
    // 12 Nov: the money-market payout is due, the equity one (13 Nov) not yet.
    const first = payDuePayouts(db(), { date: '2025-11-12', now: jakartaInstant('2025-11-12', '09:00') });
    expect(first.paid.map((p) => p.dueDate)).toEqual(['2025-11-12']);
    const second = await cliRunner(jakartaInstant('2025-11-13', '09:00'))(['payouts:pay', '--date', '2025-11-13']);
    expect(second.status).toBe(0);
    const statuses = db().select({ status: schema.payouts.status, paidAt: schema.payouts.paidAt }).from(schema.payouts).where(eq(schema.payouts.kind, 'REDEMPTION')).all();
    expect(statuses.every((s) => s.status === 'PAID' && s.paidAt !== null)).toBe(true);
    expect(payDuePayouts(db(), { date: '2025-11-13', now: jakartaInstant('2025-11-13', '10:00') }).paid).toEqual([]);
  });
});

describe('sells racing for the same units (8 separate connections; 20 HTTP requests in tests/e2e/sell.spec.ts)', () => {
  it('never hold more than the position: the ones that fit succeed, the others are refused', async () => {
    const fundId = stock().id;
    const p = position(educationPortfolio, fundId)!;
    expect(p.heldUnits).toBe(0);
    // Each asks for 30 % of the units: at most 3 fit.
    const units = ((Math.floor(p.units * 0.3) / 10_000)).toFixed(4);
    const tasks = Array.from({ length: 8 }, () => ({
      kind: 'placeSell' as const,
      userId: investorId,
      idempotencyKey: randomUUID(),
      // The fixed clock: Monday's NAV is published by now, so Tuesday's.
      at: NOW.toISOString(),
      input: { portfolioId: educationPortfolio, mutualFundId: fundId, mode: 'units', value: units } satisfies SellOrderInput,
    }));
    const results = await runConcurrently<PlaceSellResult>(process.env.DATABASE_PATH!, tasks);
    const placed = results.filter((r) => r.ok);
    expect(placed).toHaveLength(3);
    for (const r of results) if (!r.ok) expect(['INSUFFICIENT_UNITS', 'REMAINING_BELOW_MINIMUM']).toContain(r.refusal.code);
    const after = position(educationPortfolio, fundId)!;
    expect(after.heldUnits).toBe(3 * Number(units.replace('.', '')));
    expect(after.heldUnits).toBeLessThanOrEqual(after.units);
    expect(checkHeldUnits(db())).toEqual([]);
    // Monday's NAV was published above: the sells take Tuesday's.
    const navDates = new Set(placed.map((r) => itemOf((r as Extract<PlaceSellResult, { ok: true }>).orderId).navDate));
    expect([...navDates]).toEqual(['2025-11-11']);
    publishNav(db(), { date: '2025-11-11', now: jakartaInstant('2025-11-11', '17:30') });
    expect(position(educationPortfolio, fundId)).toMatchObject({ units: p.units - 3 * Number(units.replace('.', '')), heldUnits: 0 });
    expect(ledgerClean()).toEqual(CLEAN);
  }, 180_000);
});

describe('the ledger check finds each difference', () => {
  it('held units that no pending order explains, and a pending sell without its held units', () => {
    const fundId = stock().id;
    db().update(schema.positions).set({ heldUnits: 5 }).where(and(eq(schema.positions.portfolioId, mainPortfolio), eq(schema.positions.fundId, fundId))).run();
    expect(checkHeldUnits(db())).toEqual([{ portfolioId: mainPortfolio, fundId, expected: 0, actual: 5 }]);
    db().update(schema.positions).set({ heldUnits: 0 }).where(and(eq(schema.positions.portfolioId, mainPortfolio), eq(schema.positions.fundId, fundId))).run();
    expect(checkHeldUnits(db())).toEqual([]);
  });

  it('a payout missing, of another amount, twice, or of no priced sale; a REDEMPTION entry missing', () => {
    const payout = db().select().from(schema.payouts).where(eq(schema.payouts.kind, 'REDEMPTION')).orderBy(schema.payouts.id).get()!;
    const itemId = payout.orderItemId!;
    db().update(schema.payouts).set({ amount: payout.amount + 1 }).where(eq(schema.payouts.id, payout.id)).run();
    expect(checkSellPayouts(db())).toEqual([{ orderItemId: itemId, kind: 'payoutAmount', proceeds: payout.amount, actual: payout.amount + 1 }]);
    db().update(schema.payouts).set({ amount: payout.amount }).where(eq(schema.payouts.id, payout.id)).run();
    const { id: _id, ...copy } = payout;
    db().insert(schema.payouts).values({ ...copy, idempotencyKey: 'duplicate' }).run();
    expect(checkSellPayouts(db())).toEqual([{ orderItemId: itemId, kind: 'payoutCount', proceeds: payout.amount, actual: 2 }]);
    db().delete(schema.payouts).where(eq(schema.payouts.idempotencyKey, 'duplicate')).run();
    db().update(schema.orderItems).set({ proceeds: payout.amount - 1 }).where(eq(schema.orderItems.id, itemId)).run();
    expect(checkSellPayouts(db()).map((d) => d.kind)).toEqual(['ledgerEntry', 'payoutAmount']);
    db().update(schema.orderItems).set({ proceeds: payout.amount }).where(eq(schema.orderItems.id, itemId)).run();
    expect(checkSellPayouts(db())).toEqual([]);
  });

  it('a PAID sell whose NAV date passed without a price, and `ledger:check` exits 1 naming it', async () => {
    const result = placeSell(investorId, sell({ mode: 'amount', value: '100000' }), randomUUID(), jakartaInstant('2025-11-12', '10:00'));
    expect(result.ok).toBe(true);
    const orderId = (result as Extract<PlaceSellResult, { ok: true }>).orderId;
    // Its NAV date is a day after the newest NAV; a week later it is overdue.
    const late = jakartaInstant('2025-11-20', '10:00');
    expect(unsettledSellItems(db(), jakartaInstant('2025-11-12', '10:00'))).toEqual([]);
    expect(unsettledSellItems(db(), late)).toMatchObject([{ orderId, navDate: itemOf(orderId).navDate, fundCode: stock().code }]);
    const outcome = await cliRunner(late)(['ledger:check']);
    expect(outcome.status).toBe(1);
    expect(outcome.out).toContain(`sell order ${orderOf(orderId).transactionNumber}`);
  });
});
