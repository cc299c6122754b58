// The move-fund API (spec funds §7 "Move fund"; issue 15 item 7; decision 061) and the move page's loader and
// action (items 3, 5), through their route modules, against this file's copy of the seeded database, signed in
// as the demo investor: decimals in the answers, the Idempotency-Key rule, 400 (never 500) for malformed
// bodies, another investor's ids answered like missing ones, the refusals' statuses; the page's 404s, its steps,
// and the post without JavaScript landing on the done address (where a reload moves nothing more).
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { movePath } from '~/domain/transact-paths';
import { db } from '~/lib/db.server';
import { checkLedger } from '~/models/ledger.server';
import * as signIn from '~/routes/account/sign-in';
import * as calculateApi from '~/routes/api/move-fund-calculate';
import * as moveApi from '~/routes/api/move-fund';
import * as movePage from '~/routes/reksadana/move-fund';
import { callApi } from '../support/api';
import { userByEmail } from '../support/orders';
import { callRoute, CookieJar } from '../support/route';

const CALCULATE = '/api/v2/mutual-funds/move-fund/calculate';
const MOVE = '/api/v2/mutual-funds/move-fund';

let investor: CookieJar;
let userId: number;
let robo: number;
let education: number;
let emergency: number;
let otherPortfolio: number;
let stock: { id: number; type: 'SAHAM' };
let moneyMarket: { id: number; type: 'PASAR_UANG' };

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: 'celengan123' }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const portfolioNamed = (owner: number, name: string) =>
  db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, owner), eq(schema.portfolios.name, name))).get()!.id;
const position = (portfolioId: number, fundId: number) =>
  db().select().from(schema.positions).where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.positions.fundId, fundId))).get();
const heldFund = <T extends 'SAHAM' | 'PASAR_UANG'>(portfolioId: number, type: T) =>
  db()
    .select({ id: schema.funds.id, type: schema.funds.type })
    .from(schema.positions)
    .innerJoin(schema.funds, eq(schema.funds.id, schema.positions.fundId))
    .where(and(eq(schema.positions.portfolioId, portfolioId), eq(schema.funds.type, type), eq(schema.funds.currency, 'IDR'), sql`${schema.positions.units} > 0`))
    .get()! as { id: number; type: T };
const ledgerCount = () => db().select({ n: sql<number>`count(*)` }).from(schema.unitLedger).get()!.n;

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  userId = userByEmail('investor@celengan.test').id;
  robo = db().select().from(schema.portfolios).where(and(eq(schema.portfolios.userId, userId), eq(schema.portfolios.isDefault, true))).get()!.id;
  education = portfolioNamed(userId, 'Pendidikan Anak');
  emergency = portfolioNamed(userId, 'Dana Darurat');
  otherPortfolio = db().select().from(schema.portfolios).where(eq(schema.portfolios.userId, userByEmail('sales@celengan.test').id)).get()!.id;
  stock = heldFund(education, 'SAHAM');
  moneyMarket = heldFund(emergency, 'PASAR_UANG');
  // The robo model must not hold the money-market fund for the robo refusal below.
  db().delete(schema.portfolioRecommendations).where(and(eq(schema.portfolioRecommendations.portfolioId, robo), eq(schema.portfolioRecommendations.fundId, moneyMarket.id))).run();
});

const body = (change: Record<string, unknown> = {}) => ({ portfolioId: emergency, targetPortfolioId: education, mutualFundId: moneyMarket.id, units: 1.5, ...change });

describe('POST move-fund/calculate', () => {
  it('answers the summary in decimals, never cached, and writes nothing', async () => {
    const before = ledgerCount();
    const held = position(emergency, moneyMarket.id)!;
    const result = await callApi(calculateApi, { url: CALCULATE, body: body(), cookies: investor });
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('no-store');
    const data = (result.body as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ portfolioId: emergency, targetPortfolioId: education, mutualFundId: moneyMarket.id, currency: 'IDR', units: 1.5, fee: 0 });
    // The cost is the average-cost share of 1.5 units, in whole rupiah (half up).
    const share = Number((BigInt(held.costBasis) * 15_000n * 2n + BigInt(held.units)) / (2n * BigInt(held.units)));
    expect(data.cost).toBe(share);
    expect(typeof data.nav).toBe('number');
    expect(ledgerCount()).toBe(before);
  });

  it('takes all: true, and units as Indonesian text', async () => {
    const all = await callApi(calculateApi, { url: CALCULATE, body: body({ units: undefined, all: true }), cookies: investor });
    expect(all.status).toBe(200);
    expect((all.body as { data: { units: number } }).data.units).toBe(position(emergency, moneyMarket.id)!.units / 10_000);
    const text = await callApi(calculateApi, { url: CALCULATE, body: body({ units: '1,25' }), cookies: investor });
    expect((text.body as { data: { units: number } }).data.units).toBe(1.25);
  });

  it.each<[string, () => unknown]>([
    ['5 decimals', () => body({ units: 1.23456 })],
    ['zero units', () => body({ units: 0 })],
    ['negative units', () => body({ units: -1 })],
    ['units and all', () => body({ all: true })],
    ['neither units nor all', () => body({ units: undefined })],
    ['no target', () => body({ targetPortfolioId: undefined })],
    ['an id that is no id', () => body({ portfolioId: '1e3' })],
    ['a huge number', () => body({ units: 1e300 })],
    ['an array', () => [1, 2]],
    ['a string', () => 'move'],
  ])('400 with a localized message for %s', async (_case, payload) => {
    const result = await callApi(calculateApi, { url: CALCULATE, body: payload(), cookies: investor });
    expect(result.status).toBe(400);
    expect((result.body as { message: string }).message).toBe('Isi permintaan pemindahan tidak valid.');
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ["another investor's target", { targetPortfolioId: 0 }, 404, 'TARGET_NOT_FOUND'],
    ['an unknown target', { targetPortfolioId: 999_999 }, 404, 'TARGET_NOT_FOUND'],
    ["another investor's source", { portfolioId: 0 }, 404, 'PORTFOLIO_NOT_FOUND'],
    ['a fund not held there', { mutualFundId: 0 }, 404, 'FUND_NOT_FOUND'],
    ['the same portfolio', { targetPortfolioId: 0 }, 422, 'SAME_PORTFOLIO'],
    ['a robo target without the fund', { targetPortfolioId: 0 }, 422, 'ROBO_TARGET'],
    ['more units than free', { units: 1e9 }, 422, 'MORE_THAN_FREE'],
  ])('%s: %s %s', async (name, change, status, code) => {
    const ids: Record<string, Record<string, unknown>> = {
      "another investor's target": { targetPortfolioId: otherPortfolio },
      "another investor's source": { portfolioId: otherPortfolio },
      'a fund not held there': { mutualFundId: stock.id },
      'the same portfolio': { targetPortfolioId: emergency },
      'a robo target without the fund': { targetPortfolioId: robo },
    };
    const result = await callApi(calculateApi, { url: CALCULATE, body: body({ ...change, ...ids[name] }), cookies: investor });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ code });
    expect(typeof (result.body as { message: string }).message).toBe('string');
  });

  it('401 without a session, 403 from a foreign Origin, 405 for GET', async () => {
    expect((await callApi(calculateApi, { url: CALCULATE, body: body() })).status).toBe(401);
    expect((await callApi(calculateApi, { url: CALCULATE, body: body(), cookies: investor, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await callApi(calculateApi, { url: CALCULATE, cookies: investor })).status).toBe(405);
  });
});

describe('POST move-fund', () => {
  it('needs an idempotency key (header or body)', async () => {
    const before = ledgerCount();
    const result = await callApi(moveApi, { url: MOVE, body: body(), cookies: investor });
    expect(result.status).toBe(400);
    expect((await callApi(moveApi, { url: MOVE, body: body({ idempotencyKey: 'short' }), cookies: investor })).status).toBe(400);
    expect(ledgerCount()).toBe(before);
  });

  it('moves once per key: 201, then 200 with the same answer, whatever the body', async () => {
    const key = randomUUID();
    const before = position(emergency, moneyMarket.id)!;
    const first = await callApi(moveApi, { url: MOVE, body: body(), cookies: investor, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect((first.body as { data: Record<string, unknown> }).data).toMatchObject({ moved: true, units: 1.5, fee: 0, targetPortfolioId: education });
    expect(position(emergency, moneyMarket.id)!.units).toBe(before.units - 15_000);
    const count = ledgerCount();
    const again = await callApi(moveApi, { url: MOVE, body: body({ units: 3 }), cookies: investor, headers: { 'Idempotency-Key': key } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(ledgerCount()).toBe(count);
    // The key in the body works the same.
    const bodyKey = randomUUID();
    expect((await callApi(moveApi, { url: MOVE, body: body({ idempotencyKey: bodyKey }), cookies: investor })).status).toBe(201);
    expect((await callApi(moveApi, { url: MOVE, body: body({ idempotencyKey: bodyKey }), cookies: investor })).status).toBe(200);
    expect(checkLedger(db())).toEqual([]);
  });

  it("refuses another investor's portfolio as a missing one, writing nothing; 403 from a foreign Origin", async () => {
    const before = ledgerCount();
    const result = await callApi(moveApi, { url: MOVE, body: body({ targetPortfolioId: otherPortfolio }), cookies: investor, headers: { 'Idempotency-Key': randomUUID() } });
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ code: 'TARGET_NOT_FOUND' });
    const foreign = await callApi(moveApi, { url: MOVE, body: body(), cookies: investor, headers: { 'Idempotency-Key': randomUUID(), Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(ledgerCount()).toBe(before);
  });
});

describe('the move page', () => {
  const params = (portfolioId: number, fund: { id: number; type: 'SAHAM' | 'PASAR_UANG' }) => ({
    portfolioId: String(portfolioId),
    investmentType: FUND_TYPE_PATHS[fund.type],
    fundId: String(fund.id),
  });
  const url = (portfolioId: number, fund: { id: number; type: 'SAHAM' | 'PASAR_UANG' }) => movePath({ portfolioId, fund });

  it('shows the investor their holding and the portfolios it could go to', async () => {
    const result = await callRoute(movePage.loader, { url: `${url(education, stock)}?pindah=1`, params: params(education, stock), cookies: investor });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ showForm: true, source: { portfolio: { id: education }, fund: { id: stock.id } } });
    expect(result.data!.source!.targets.map((t) => t.id).sort()).toEqual([robo, emergency].sort());
  });

  it.each<[string, () => Record<string, string>]>([
    ["another investor's portfolio", () => params(otherPortfolio, stock)],
    ['a fund not held there', () => params(emergency, stock)],
    ["a type segment that is not the fund's", () => ({ ...params(education, stock), investmentType: 'pasar-uang' })],
    ['a malformed id', () => ({ ...params(education, stock), portfolioId: '1e3' })],
  ])('404 for %s', async (_case, makeParams) => {
    const p = makeParams();
    const result = await callRoute(movePage.loader, { url: `/reksadana/portfolio/${p.portfolioId}/${p.investmentType}/${p.fundId}/pindah`, params: p, cookies: investor });
    expect(result.status).toBe(404);
  });

  it('summarizes, then moves on the confirming post and lands on the done address (without JavaScript)', async () => {
    const page = url(education, stock);
    const before = position(education, stock.id)!;
    const form = { targetPortfolioId: String(emergency), all: 'false', units: '2,5' };
    const summary = await callRoute(movePage.action, { url: `${page}?pindah=1`, method: 'POST', form: { ...form, intent: 'calculate' }, params: params(education, stock), cookies: investor });
    expect(summary.data).toMatchObject({ step: 'SUMMARY', plan: { units: 25_000 }, targetName: 'Dana Darurat' });
    const key = (summary.data as { idempotencyKey: string }).idempotencyKey;
    const moved = await callRoute(movePage.action, { url: `${page}?pindah=1`, method: 'POST', form: { ...form, intent: 'move', idempotencyKey: key }, params: params(education, stock), cookies: investor });
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`${page}?selesai=${key}`);
    expect(position(education, stock.id)!.units).toBe(before.units - 25_000);
    // The post again (a reload, a double click): the same done address, nothing more moved.
    const count = ledgerCount();
    const again = await callRoute(movePage.action, { url: `${page}?pindah=1`, method: 'POST', form: { ...form, intent: 'move', idempotencyKey: key }, params: params(education, stock), cookies: investor });
    expect(again.location).toBe(`${page}?selesai=${key}`);
    expect(ledgerCount()).toBe(count);
    const done = await callRoute(movePage.loader, { url: `${page}?selesai=${key}`, params: params(education, stock), cookies: investor });
    expect(done.data).toMatchObject({ done: { step: 'DONE', plan: { units: 25_000 }, target: { id: emergency, name: 'Dana Darurat' } } });
    // Another investor's key, or a key of no move, is no done page.
    const sales = await signInAs('sales@celengan.test');
    expect((await callRoute(movePage.loader, { url: `${page}?selesai=${key}`, params: params(education, stock), cookies: sales })).status).toBe(404);
    expect((await callRoute(movePage.loader, { url: `${page}?selesai=nothing-here`, params: params(education, stock), cookies: investor })).status).toBe(404);
  });

  it('answers a data request with the done step itself, and all units may move', async () => {
    const page = url(emergency, moneyMarket);
    const summary = await callRoute(movePage.action, { url: page, method: 'POST', form: { intent: 'calculate', targetPortfolioId: String(education), all: 'true', units: '' }, params: params(emergency, moneyMarket), cookies: investor, dataRequest: true });
    const key = (summary.data as { idempotencyKey: string }).idempotencyKey;
    const moved = await callRoute(movePage.action, { url: page, method: 'POST', form: { intent: 'move', targetPortfolioId: String(education), all: 'true', units: '', idempotencyKey: key }, params: params(emergency, moneyMarket), cookies: investor, dataRequest: true });
    expect(moved.data).toMatchObject({ step: 'DONE', source: { id: emergency }, target: { id: education } });
    expect(position(emergency, moneyMarket.id)!.units).toBe(0);
    expect(checkLedger(db())).toEqual([]);
  });

  it('answers the form again with its errors, and a refusal as the error step', async () => {
    const page = url(education, stock);
    const invalid = await callRoute(movePage.action, { url: page, method: 'POST', form: { intent: 'calculate', targetPortfolioId: String(emergency), all: 'false', units: '1,23456' }, params: params(education, stock), cookies: investor });
    expect(invalid.status).toBe(400);
    expect(invalid.data).toMatchObject({ step: 'FORM', values: { units: '1,23456' } });
    const refused = await callRoute(movePage.action, { url: page, method: 'POST', form: { intent: 'calculate', targetPortfolioId: String(education), all: 'true', units: '' }, params: params(education, stock), cookies: investor });
    expect(refused.status).toBe(200);
    expect(refused.data).toMatchObject({ step: 'ERROR', message: 'transact:move.refusal.SAME_PORTFOLIO' });
  });
});
