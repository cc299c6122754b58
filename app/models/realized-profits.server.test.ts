// The realized-profit list (models/realized-profits.server.ts) against a fresh migrated database
// whose ledger is written by the ledger's own append (so profits follow the average-cost rule):
// order, fields, order-type and name filters, paging, and that another user's rows never appear.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Db } from '../../db/client';
import { custodianBanks, funds, investmentManagers, portfolios, users } from '../../db/schema';
import type { Currency } from '../domain/enums';
import { parseRealizedProfitQuery, type RealizedProfitQuery } from '../forms/realized-profit-query';
import { testRunDir } from '../../tests/support/test-run';
import { appendLedgerEntry, type LedgerEntryInput } from './ledger.server';
import {
  listRealizedProfits,
  listRealizedProfitsThroughPage,
} from './realized-profits.server';

let db: Db;
let investor: number;
let other: number;
let main: number;
let education: number;
let otherPortfolio: number;
const fundIds: Record<string, number> = {};

function query(search = ''): RealizedProfitQuery {
  const parsed = parseRealizedProfitQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
}

function book(entry: Omit<LedgerEntryInput, 'idempotencyKey' | 'at' | 'nav' | 'currency'> & { currency?: Currency }) {
  db.transaction(
    (tx) =>
      appendLedgerEntry(tx, {
        nav: 10_000_000,
        currency: 'IDR',
        idempotencyKey: randomUUID(),
        at: new Date('2025-01-02T10:00:00Z'),
        ...entry,
      }),
    { behavior: 'immediate' },
  );
}

beforeEach(() => {
  db = openDatabase(`${testRunDir()}/test-realized-${process.pid}-${randomUUID()}.db`);
  migrateDatabase(db);
  const manager = db.insert(investmentManagers).values({ name: 'Manajer Uji', slug: 'manajer-uji' }).returning().get();
  const custodian = db.insert(custodianBanks).values({ name: 'Kustodian Uji' }).returning().get();
  const fund = (code: string, name: string, currency: Currency = 'IDR') => {
    fundIds[code] = db
      .insert(funds)
      .values({
        code,
        name,
        slug: code.toLowerCase(),
        type: code === 'S100' ? 'SAHAM' : 'PASAR_UANG',
        category: 'KONVENSIONAL',
        currency,
        logoUrl: code === 'TDL' ? '/logos/tdl.svg' : null,
        investmentManagerId: manager.id,
        custodianBankId: custodian.id,
        minimumInitialSubscriptionAmount: 10_000,
        minimumSubscriptionAmount: 10_000,
        expenseRatioBp: 100,
        launchDate: '2020-01-02',
        description: 'Dana uji.',
      })
      .returning()
      .get().id;
  };
  fund('TDL', 'Tirta Dana Lancar');
  fund('S100', 'Swarna 100% Saham');
  fund('OBP', 'Obligasi_Plus');
  fund('USD', 'Global Obligasi USD', 'USD');
  const user = (email: string) =>
    db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Uji', fullName: 'Uji Coba', mobilePhone: '081200000000' })
      .returning()
      .get().id;
  investor = user('investor@uji.test');
  other = user('lain@uji.test');
  const portfolio = (userId: number, name: string, isDefault = false) =>
    db.insert(portfolios).values({ userId, name, isDefault }).returning().get().id;
  main = portfolio(investor, 'Utama', true);
  education = portfolio(investor, 'Pendidikan');
  otherPortfolio = portfolio(other, 'Milik Lain', true);

  const mine = { userId: investor, portfolioId: main };
  book({
    ...mine,
    fundId: fundIds.TDL!,
    entryType: 'SUBSCRIPTION',
    units: 10_000_000,
    navDate: '2025-01-02',
    amount: 1_000_000,
  });
  book({
    ...mine,
    portfolioId: education,
    fundId: fundIds.S100!,
    entryType: 'SUBSCRIPTION',
    units: 2_000_000,
    navDate: '2025-01-02',
    amount: 300_000,
  });
  book({
    ...mine,
    fundId: fundIds.OBP!,
    entryType: 'SUBSCRIPTION',
    units: 1_000_000,
    navDate: '2025-01-02',
    amount: 200_000,
  });
  book({
    ...mine,
    fundId: fundIds.USD!,
    currency: 'USD',
    entryType: 'SUBSCRIPTION',
    units: 1_000_000,
    navDate: '2025-01-02',
    amount: 10_000,
  });
  // Half the TDL units for 550 000: cost 500 000, profit +50 000 (+10 %).
  book({
    ...mine,
    fundId: fundIds.TDL!,
    entryType: 'REDEMPTION',
    units: 5_000_000,
    navDate: '2025-02-03',
    amount: 550_000,
  });
  // All S100 units switched out for 270 000: cost 300 000, profit -30 000 (-10 %).
  book({
    ...mine,
    portfolioId: education,
    fundId: fundIds.S100!,
    entryType: 'SWITCH_OUT',
    units: 2_000_000,
    navDate: '2025-03-03',
    amount: 270_000,
  });
  // Same NAV date, later entry: listed first. Sold at cost: profit 0.
  book({
    ...mine,
    fundId: fundIds.OBP!,
    entryType: 'REDEMPTION',
    units: 1_000_000,
    navDate: '2025-03-03',
    amount: 200_000,
  });
  book({
    ...mine,
    fundId: fundIds.USD!,
    currency: 'USD',
    entryType: 'DIVIDEND_CASH',
    units: 0,
    navDate: '2025-04-01',
    amount: 86,
  });

  // Another investor's sale, newer than all of the investor's entries.
  const theirs = { userId: other, portfolioId: otherPortfolio, fundId: fundIds.TDL! };
  book({ ...theirs, entryType: 'SUBSCRIPTION', units: 10_000_000, navDate: '2025-01-02', amount: 1_000_000 });
  book({ ...theirs, entryType: 'REDEMPTION', units: 10_000_000, navDate: '2025-05-02', amount: 1_100_000 });
});

afterEach(() => {
  db.$client.close();
});

const summary = (page: ReturnType<typeof listRealizedProfits>) =>
  page.rows.map((r) => `${r.navDate} ${r.orderType} ${r.fund.name}`);

describe('listRealizedProfits', () => {
  it("lists the investor's sales, switch-outs and cash dividends, newest first (NAV date, then entry)", () => {
    const page = listRealizedProfits(investor, query(), db);
    expect(summary(page)).toEqual([
      '2025-04-01 DIVIDEND_CASH Global Obligasi USD',
      '2025-03-03 SELL Obligasi_Plus',
      '2025-03-03 SWITCH_OUT Swarna 100% Saham',
      '2025-02-03 SELL Tirta Dana Lancar',
    ]);
    expect(page).toMatchObject({ page: 0, size: 10, total: 4, hasMore: false });
  });

  it('gives each row its fund, portfolio, units, cash, profit, cost and return rate', () => {
    const rows = listRealizedProfits(investor, query(), db).rows;
    expect(rows[3]).toEqual({
      id: expect.any(Number),
      orderType: 'SELL',
      fund: {
        id: fundIds.TDL,
        name: 'Tirta Dana Lancar',
        slug: 'tdl',
        type: 'PASAR_UANG',
        currency: 'IDR',
        logoUrl: '/logos/tdl.svg',
      },
      portfolio: { id: main, name: 'Utama' },
      navDate: '2025-02-03',
      units: 5_000_000,
      amount: 550_000,
      realizedProfit: 50_000,
      cost: 500_000,
      returnRate: 10,
    });
    expect(rows[2]).toMatchObject({
      orderType: 'SWITCH_OUT',
      portfolio: { id: education, name: 'Pendidikan' },
      units: 2_000_000,
      realizedProfit: -30_000,
      cost: 300_000,
      returnRate: -10,
    });
    expect(rows[1]).toMatchObject({ realizedProfit: 0, cost: 200_000, returnRate: 0 });
    // A cash dividend: no units, all of it profit, nothing paid for it, so no rate.
    expect(rows[0]).toMatchObject({
      fund: { currency: 'USD' },
      units: 0,
      amount: 86,
      realizedProfit: 86,
      cost: 0,
      returnRate: null,
    });
    for (const row of rows) {
      for (const value of [row.units, row.amount, row.realizedProfit, row.cost])
        expect(Number.isSafeInteger(value)).toBe(true);
    }
  });

  it("never shows another user's rows, and theirs never show the investor's", () => {
    const mine = listRealizedProfits(investor, query('size=50'), db);
    expect(mine.rows.every((r) => [main, education].includes(r.portfolio.id))).toBe(true);
    expect(mine.rows.some((r) => r.navDate === '2025-05-02')).toBe(false);
    const theirs = listRealizedProfits(other, query(), db);
    expect(summary(theirs)).toEqual(['2025-05-02 SELL Tirta Dana Lancar']);
    expect(theirs.rows[0]).toMatchObject({
      portfolio: { id: otherPortfolio },
      realizedProfit: 100_000,
      returnRate: 10,
    });
    expect(listRealizedProfits(99_999, query(), db)).toEqual({ rows: [], page: 0, size: 10, total: 0, hasMore: false });
  });

  it.each([
    ['orderTypes=SELL', ['SELL', 'SELL']],
    ['orderTypes=SWITCH', ['SWITCH_OUT']],
    ['orderTypes=SWITCH_OUT,DIVIDEND_CASH', ['DIVIDEND_CASH', 'SWITCH_OUT']],
    ['orderTypes=BUY', []],
    ['orderTypes=REINVESTMENT,BUY', []],
    ['orderTypes=BUY,DIVIDEND_CASH', ['DIVIDEND_CASH']],
  ])('order types %s', (search, orderTypes) => {
    const page = listRealizedProfits(investor, query(search), db);
    expect(page.rows.map((r) => r.orderType)).toEqual(orderTypes);
    expect(page.total).toBe(orderTypes.length);
  });

  it.each([
    ['tirta', ['Tirta Dana Lancar']],
    ['TIRTA dana', ['Tirta Dana Lancar']],
    ['obligasi', ['Global Obligasi USD', 'Obligasi_Plus']],
    ['100%', ['Swarna 100% Saham']],
    ['%', ['Swarna 100% Saham']],
    ['_', ['Obligasi_Plus']],
    ['i_p', ['Obligasi_Plus']],
    ['0%_', []],
    ['\\', []],
    ['lancar saham', []],
  ])('name %j: case-insensitive part of the fund name, wildcards literal', (name, names) => {
    const page = listRealizedProfits(investor, query(new URLSearchParams({ name }).toString()), db);
    expect(page.rows.map((r) => r.fund.name)).toEqual(names);
  });

  it('combines the filters', () => {
    expect(summary(listRealizedProfits(investor, query('orderTypes=SELL&name=obligasi'), db))).toEqual([
      '2025-03-03 SELL Obligasi_Plus',
    ]);
  });

  it('pages: size, total and hasMore; a page past the end is empty', () => {
    const first = listRealizedProfits(investor, query('size=3'), db);
    expect(first).toMatchObject({ page: 0, size: 3, total: 4, hasMore: true });
    expect(first.rows).toHaveLength(3);
    const second = listRealizedProfits(investor, query('size=3&page=1'), db);
    expect(second).toMatchObject({ page: 1, size: 3, total: 4, hasMore: false });
    expect(summary(second)).toEqual(['2025-02-03 SELL Tirta Dana Lancar']);
    expect(listRealizedProfits(investor, query('size=3&page=7'), db)).toEqual({
      rows: [],
      page: 7,
      size: 3,
      total: 4,
      hasMore: false,
    });
    const exact = listRealizedProfits(investor, query('size=2&page=1'), db);
    expect(exact).toMatchObject({ total: 4, hasMore: false });
  });
});

describe('listRealizedProfitsThroughPage (the landing page without JavaScript)', () => {
  it('lists pages 0 up to the page asked for, labelled with that page', () => {
    const all = listRealizedProfits(investor, query('size=50'), db).rows;
    const through = listRealizedProfitsThroughPage(investor, query('size=1&page=2'), db);
    expect(through).toMatchObject({ page: 2, size: 1, total: 4, hasMore: true });
    expect(through.rows).toEqual(all.slice(0, 3));
    expect(listRealizedProfitsThroughPage(investor, query('size=3&page=1'), db)).toMatchObject({
      total: 4,
      hasMore: false,
      rows: all,
    });
  });
});
