// The realized-profit API end to end through the route module (issue 4; spec landing §7 "GET
// realized profits"), against this file's copy of the seeded database: the demo investor's settled
// sales and cash dividends, paging, filters, 401 without a session, 400 (never 500) for malformed
// values, no caching, and that another investor's rows never appear.
import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, nonceContext } from '~/lib/request-context';
import { appendLedgerEntry } from '~/models/ledger.server';
import type { RealizedProfitRow } from '~/models/realized-profits.server';
import * as signIn from '~/routes/account/sign-in';
import * as realizedProfitsApi from '~/routes/api/realized-profits';

const PATH = '/api/v2/mutual-funds/portfolio/realized-profits';
const PASSWORD = 'celengan123';

interface Body {
  data: { realizedProfits: RealizedProfitRow[]; page: number; size: number; total: number; hasMore: boolean };
}

let investor: CookieJar;
let sales: CookieJar;
let salesPortfolioId: number;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

async function get(search: string, cookies: CookieJar | null = investor) {
  const headers = new Headers();
  if (cookies) headers.set('Cookie', cookies.header());
  const request = new Request(new URL(`${PATH}${search}`, 'http://localhost'), { headers });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  const response = await realizedProfitsApi.loader({
    request,
    params: {},
    context,
    url: new URL(request.url),
    pattern: '',
  } as never);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}

async function list(search: string, cookies: CookieJar = investor): Promise<Body['data']> {
  const result = await get(search, cookies);
  expect(result.status).toBe(200);
  return (result.body as Body).data;
}

beforeAll(async () => {
  investor = await signInAs('investor@celengan.test');
  sales = await signInAs('sales@celengan.test');
  // The sales-code investor sells too: the newest realized profit in the database is theirs.
  const salesUserId = db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, 'sales@celengan.test'))
    .get()!.id;
  salesPortfolioId = db()
    .select({ id: schema.portfolios.id })
    .from(schema.portfolios)
    .where(and(eq(schema.portfolios.userId, salesUserId), eq(schema.portfolios.isDefault, true)))
    .get()!.id;
  // A fund the sales customer does not hold yet, so that this buy alone makes the cost of the sale.
  const held = db().select({ fundId: schema.positions.fundId }).from(schema.positions).where(eq(schema.positions.portfolioId, salesPortfolioId)).all();
  const fund = db()
    .select()
    .from(schema.funds)
    .where(and(eq(schema.funds.currency, 'IDR'), notInArray(schema.funds.id, held.map((h) => h.fundId))))
    .get()!;
  const entry = {
    userId: salesUserId,
    portfolioId: salesPortfolioId,
    fundId: fund.id,
    nav: 15_000_000,
    currency: 'IDR' as const,
    at: new Date(),
  };
  db().transaction(
    (tx) => {
      appendLedgerEntry(tx, {
        ...entry,
        entryType: 'SUBSCRIPTION',
        units: 1_000_000,
        navDate: '2025-11-03',
        amount: 150_000,
        idempotencyKey: randomUUID(),
      });
      appendLedgerEntry(tx, {
        ...entry,
        entryType: 'REDEMPTION',
        units: 1_000_000,
        navDate: '2025-11-06',
        amount: 160_000,
        idempotencyKey: randomUUID(),
      });
    },
    { behavior: 'immediate' },
  );
});

describe('GET realized profits as the demo investor', () => {
  it('answers the first page of 10, newest first, never cached', async () => {
    const result = await get('');
    expect(result.status).toBe(200);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    const { data } = result.body as Body;
    expect(data).toMatchObject({ page: 0, size: 10, total: 21, hasMore: true });
    expect(data.realizedProfits).toHaveLength(10);
    const keys = data.realizedProfits.map((r) => `${r.navDate}#${String(r.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('pages through all 21 rows (4 sales, 17 cash dividends) without repeats; the short page ends it', async () => {
    const pages = [await list('?page=0'), await list('?page=1'), await list('?page=2')];
    expect(pages.map((p) => [p.realizedProfits.length, p.hasMore])).toEqual([
      [10, true],
      [10, true],
      [1, false],
    ]);
    const rows = pages.flatMap((p) => p.realizedProfits);
    expect(new Set(rows.map((r) => r.id)).size).toBe(21);
    expect(rows).toEqual((await list('?size=50')).realizedProfits);
    expect(rows.filter((r) => r.orderType === 'SELL')).toHaveLength(4);
    expect(rows.filter((r) => r.orderType === 'DIVIDEND_CASH')).toHaveLength(17);
    expect((await list('?page=3')).realizedProfits).toEqual([]);
  });

  it('gives a sale its fund, portfolio, cash, profit, cost and rate in minor units', async () => {
    const [newestSale] = (await list('?orderTypes=SELL')).realizedProfits;
    expect(newestSale).toMatchObject({
      orderType: 'SELL',
      navDate: '2025-09-26',
      fund: { name: 'Tirta Dana Lancar', currency: 'IDR', type: expect.any(String), slug: expect.any(String) },
      portfolio: { name: 'Dana Darurat' },
      amount: 3_659_114,
      realizedProfit: 171_114,
      cost: 3_488_000,
    });
    expect(newestSale!.units).toBeGreaterThan(0);
    expect(newestSale!.returnRate).toBeCloseTo((171_114 / 3_488_000) * 100, 4);
    const dividend = (await list('?orderTypes=DIVIDEND_CASH&size=1')).realizedProfits[0]!;
    expect(dividend).toMatchObject({ fund: { currency: 'USD' }, units: 0, cost: 0, returnRate: null });
    expect(dividend.realizedProfit).toBe(dividend.amount);
  });

  it.each([
    ['?orderTypes=SELL', 4],
    ['?orderTypes=DIVIDEND_CASH', 17],
    ['?orderTypes=SELL,DIVIDEND_CASH', 21],
    ['?orderTypes=SELL&orderTypes=SWITCH_OUT', 4],
    ['?orderTypes=SWITCH', 0],
    ['?orderTypes=BUY', 0],
    ['?orderTypes=REINVESTMENT', 0],
    ['?orderTypes=', 21],
    ['?name=tirta%20dana', 2],
    ['?name=TIRTA', 19],
    ['?name=100%25', 0],
    ['?name=swarna&orderTypes=SELL', 2],
  ])('%s matches %i', async (search, total) => {
    const data = await list(search);
    expect(data.total).toBe(total);
    expect(data.realizedProfits).toHaveLength(Math.min(total, 10));
  });

  it("never shows another investor's rows", async () => {
    const mine = (await list('?size=50')).realizedProfits;
    expect(mine.some((r) => r.portfolio.id === salesPortfolioId)).toBe(false);
    const theirs = await list('', sales);
    expect(theirs).toMatchObject({ total: 1, hasMore: false });
    expect(theirs.realizedProfits[0]).toMatchObject({
      portfolio: { id: salesPortfolioId },
      navDate: '2025-11-06',
      realizedProfit: 10_000,
    });
  });
});

describe('GET realized profits refused', () => {
  it('401 without a session', async () => {
    const result = await get('', null);
    expect(result).toMatchObject({ status: 401, body: { message: 'Silakan masuk terlebih dahulu.' } });
  });

  it('401 with a session cookie that is not a session', async () => {
    const forged = new CookieJar();
    forged.store(new Headers({ 'Set-Cookie': `celengan_session=${'x'.repeat(43)}` }));
    expect((await get('', forged)).status).toBe(401);
  });

  it.each([
    ['?orderTypes=SELLING', { orderTypes: ['Pilihan tidak valid'] }],
    ['?size=51', { size: ['Maksimal 50'] }],
    ['?size=0', { size: ['Minimal 1'] }],
    ['?page=-1', { page: ['Hanya boleh berisi angka'] }],
    ['?page=10001', { page: ['Maksimal 10000'] }],
    [`?name=${'a'.repeat(101)}`, { name: ['Maksimal 100 karakter'] }],
    ['?page=x&orderTypes=SELL,NOPE', { page: ['Hanya boleh berisi angka'], orderTypes: ['Pilihan tidak valid'] }],
  ])('400 for %s with localized messages', async (search, errors) => {
    const result = await get(search);
    expect(result.status).toBe(400);
    expect(result.headers.get('Cache-Control')).toBe('private, no-store');
    expect(result.body).toEqual({ message: 'Parameter permintaan tidak valid.', errors });
  });

  it.each([
    '?page=99999999999999999999',
    '?size=1e2',
    '?page=%00',
    '?orderTypes=%5B%22SELL%22%5D',
    '?orderTypes[]=SELL',
    '?name=%25%5F%5C',
    '?name=%F0%9F%92%B0',
    '?page=1&page=&size=10&size=abc',
  ])('%s is a 200 or a 400, never a 500', async (search) => {
    expect([200, 400]).toContain((await get(search)).status);
  });
});
