// The switching API end to end through its route modules (issue 15 item 7; spec funds §7 switching/list,
// switching/calculate, switching; decisions 052, 056), against this file's copy of the seeded database with the
// request's language middleware: the list, the summary in decimals, a switch to another manager's fund refused (422),
// another investor's portfolio answered 404, malformed bodies 400 and other content types 415 (never 500), the PIN's
// 428 and 422 writing nothing, the order placed with the PIN (201) and its idempotent replay (200), the Origin and
// Idempotency-Key checks.
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { money, unitsForAmount } from '~/domain/money';
import { db } from '~/lib/db.server';
import { appendLedgerEntry } from '~/models/ledger.server';
import * as signIn from '~/routes/account/sign-in';
import * as listRoute from '~/routes/api/switching-list';
import * as calculateRoute from '~/routes/api/switching-calculate';
import * as switchRoute from '~/routes/api/switching';
import { DEMO_PIN } from '../../seeds/demo-users';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';

const PASSWORD = 'celengan123';
let investor: CookieJar;
let portfolioId: number;
let sourceId: number;
let targetId: number;
let otherManagerFundId: number;

const orderCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.orders).get()!.n;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const body = (over: Record<string, unknown> = {}) => ({ portfolioId, mutualFundId: sourceId, targetMutualFundId: targetId, amount: 2_000_000, ...over });

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  const userId = db().select().from(schema.users).where(eq(schema.users.email, 'investor@celengan.test')).get()!.id;
  portfolioId = db().insert(schema.portfolios).values({ userId, name: 'Uji API Pengalihan' }).returning().get().id;
  const pair = db()
    .select({ source: schema.funds, target: schema.fundSwitchings.targetFundId })
    .from(schema.fundSwitchings)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.fundSwitchings.fundId))
    .where(and(eq(schema.funds.currency, 'IDR'), eq(schema.funds.type, 'SAHAM')))
    .get()!;
  sourceId = pair.source.id;
  targetId = pair.target;
  otherManagerFundId = db()
    .select()
    .from(schema.funds)
    .where(and(ne(schema.funds.investmentManagerId, pair.source.investmentManagerId), eq(schema.funds.currency, 'IDR'), eq(schema.funds.status, 'active_subsenabled')))
    .get()!.id;
  const nav = db().select({ nav: schema.fundNavs.nav }).from(schema.fundNavs).where(eq(schema.fundNavs.fundId, sourceId)).orderBy(schema.fundNavs.navDate).all().at(-1)!.nav;
  db().transaction((tx) =>
    appendLedgerEntry(tx, {
      userId,
      portfolioId,
      fundId: sourceId,
      entryType: 'SUBSCRIPTION',
      units: unitsForAmount(money(10_000_000, 'IDR'), nav),
      nav,
      navDate: '2025-11-07',
      currency: 'IDR',
      amount: 10_000_000,
      idempotencyKey: `switch-api-${randomUUID()}`,
      at: new Date(),
    }),
  );
});

describe('GET switching/list', () => {
  it('lists the switch targets with their manager', async () => {
    const result = await callApi(listRoute, { url: `/api/v2/mutual-funds/switching/list?mutualFundId=${sourceId}`, cookies: investor });
    expect(result.status).toBe(200);
    const data = (result.body as { data: Array<Record<string, unknown>> }).data;
    expect(data.map((f) => f.id)).toContain(targetId);
    expect(Object.keys(data[0]!).sort()).toEqual(['currency', 'id', 'manager', 'name', 'slug', 'type']);
  });

  it.each<[string, number]>([
    ['', 400],
    ['?mutualFundId=abc', 400],
    ['?mutualFundId=99999999', 404],
  ])('answers %s with %i', async (query, status) => {
    expect((await callApi(listRoute, { url: `/api/v2/mutual-funds/switching/list${query}`, cookies: investor })).status).toBe(status);
  });

  it('asks for a session', async () => {
    expect((await callApi(listRoute, { url: `/api/v2/mutual-funds/switching/list?mutualFundId=${sourceId}` })).status).toBe(401);
  });
});

describe('POST switching/calculate', () => {
  const path = '/api/v2/mutual-funds/switching/calculate';

  it('answers the summary in decimals', async () => {
    const result = await callApi(calculateRoute, { url: path, body: body({ units: '100.5', amount: undefined }), cookies: investor });
    expect(result.status).toBe(200);
    const data = (result.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ mutualFundId: sourceId, targetMutualFundId: targetId, currency: 'IDR', units: 100.5, all: false });
    expect(data.switchOutNavDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.switchInNavDate! > data.switchOutNavDate!).toBe(true);
    expect(data.proceeds).toBe((data.amount as number) - (data.fee as number));
  });

  it("refuses another manager's fund (422)", async () => {
    const result = await callApi(calculateRoute, { url: path, body: body({ targetMutualFundId: otherManagerFundId }), cookies: investor });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ code: 'OTHER_MANAGER', message: 'Switching hanya bisa ke reksa dana dari manajer investasi yang sama.' });
    const english = await callApi(calculateRoute, { url: `${path}?lng=en`, body: body({ targetMutualFundId: otherManagerFundId }), cookies: investor });
    expect(english.body).toMatchObject({ message: 'A switch can only go to a fund of the same investment manager.' });
  });

  it("answers another investor's portfolio like a missing one (404)", async () => {
    const investorId = db().select().from(schema.portfolios).where(eq(schema.portfolios.id, portfolioId)).get()!.userId;
    const other = db().select().from(schema.portfolios).where(ne(schema.portfolios.userId, investorId)).get()!;
    const theirs = await callApi(calculateRoute, { url: path, body: body({ portfolioId: other.id }), cookies: investor });
    const missing = await callApi(calculateRoute, { url: path, body: body({ portfolioId: 99_999_999 }), cookies: investor });
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual(missing.body);
  });

  it.each<[string, Record<string, unknown>]>([
    ['both units and amount', { units: 1 }],
    ['none of units, amount and all', { amount: undefined }],
    ['units with 5 decimals', { amount: undefined, units: '1.00001' }],
    ['a negative amount', { amount: -5 }],
    ['all false', { amount: undefined, all: false }],
    ['a missing fund id', { mutualFundId: undefined }],
  ])('refuses %s (400)', async (_name, over) => {
    const result = await callApi(calculateRoute, { url: path, body: body(over), cookies: investor });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: 'Permintaan switching tidak valid.' });
  });

  it('refuses a text body (415) and a foreign Origin (403)', async () => {
    expect((await callApi(calculateRoute, { url: path, method: 'POST', headers: { 'Content-Type': 'text/plain' }, cookies: investor })).status).toBe(415);
    expect((await callApi(calculateRoute, { url: path, body: body(), headers: { Origin: 'https://evil.example' }, cookies: investor })).status).toBe(403);
  });

  it('refuses more than the free units (422)', async () => {
    const result = await callApi(calculateRoute, { url: path, body: body({ amount: undefined, units: '99999999' }), cookies: investor });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ code: 'INSUFFICIENT_UNITS' });
  });
});

describe('POST switching', () => {
  const path = '/api/v2/mutual-funds/switching';

  it('asks for the PIN (428), refuses a wrong one (422) and writes nothing', async () => {
    const before = orderCount();
    const required = await callApi(switchRoute, { url: path, body: body({ idempotencyKey: randomUUID() }), cookies: investor });
    expect(required).toMatchObject({ status: 428, body: { code: 'PIN_REQUIRED' } });
    const wrong = await callApi(switchRoute, { url: path, body: body({ idempotencyKey: randomUUID(), pin: '000000' }), cookies: investor });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'PIN_WRONG' } });
    expect(orderCount()).toBe(before);
  });

  it('refuses a missing key (400) and a foreign Origin (403), writing nothing', async () => {
    const before = orderCount();
    expect((await callApi(switchRoute, { url: path, body: body({ pin: DEMO_PIN }), cookies: investor })).status).toBe(400);
    expect((await callApi(switchRoute, { url: path, body: body({ pin: DEMO_PIN, idempotencyKey: randomUUID() }), headers: { Origin: 'https://evil.example' }, cookies: investor })).status).toBe(403);
    expect(orderCount()).toBe(before);
  });

  it('places the switch with the PIN (201) and answers a replay with the same order (200)', async () => {
    const key = randomUUID();
    const placed = await callApi(switchRoute, { url: path, body: body({ pin: DEMO_PIN }), headers: { 'Idempotency-Key': key }, cookies: investor });
    expect(placed.status).toBe(201);
    const { orderId } = (placed.body as { data: { orderId: number } }).data;
    expect(db().select().from(schema.orders).where(eq(schema.orders.id, orderId)).get()).toMatchObject({ type: 'SWITCH', status: 'PAID', portfolioId });
    const replay = await callApi(switchRoute, { url: path, body: body({ all: true, amount: undefined }), headers: { 'Idempotency-Key': key }, cookies: investor });
    expect(replay).toMatchObject({ status: 200, body: { data: { orderId } } });
  });
});
