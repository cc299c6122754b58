// The monthly e-statement end to end against this file's copy of the seeded database (issue 18 item 1; decision 081):
// an investor of this test with a fund of this test (its NAVs, its custodian) buys, buys again with a fee and sells,
// each through an order, its item and the unit ledger (models/ledger.server.ts, which computes the realized profit);
// the kept statement's figures match the orders by hand (opening + the month = closing), it is made once however
// often and however concurrently it is asked for (one row, the same bytes), its PDF names the fund, the NAV, the units
// and the custodian; the page lists the months; the API answers 200/400/401/404; the CLI does a whole month.
import { randomUUID } from 'node:crypto';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { cliRunner } from '../support/cli';
import { CookieJar, callRoute } from '../support/route';
import { daysBetween } from '~/domain/dates';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { createSession } from '~/lib/session.server';
import { i18nextMiddleware } from '~/middleware/i18next';
import { appendLedgerEntry } from '~/models/ledger.server';
import { generateMonthlyStatements, keptStatementFigures, monthlyStatementFor, statementMonthsFor } from '~/models/statements.server';
import * as monthlyReportApi from '~/routes/api/e-statement-monthly';
import * as eStatementPage from '~/routes/statements/e-statement';

/** A fixed clock: Thursday 20 November 2025, 12:00 WIB (October 2025 has ended, November has not). */
const NOW = new Date('2025-11-20T05:00:00Z');
const CUSTODIAN = 'PT Bank Uji Simpan Tbk';
const FUND_NAME = 'Reksa Dana Uji Saham Statement';

let userId: number;
let portfolioId: number;
let fundId: number;
let investor: CookieJar;

const sqlite = () => db().$client;

function insertUser(email: string, language: 'id' | 'en'): number {
  return Number(
    sqlite()
      .prepare(
        "INSERT INTO users (email, password_hash, first_name, full_name, mobile_phone, language, is_verified, mutual_fund_kyc_status, email_verified_at, created_at) VALUES (?, 'x', 'Sinta', 'Sinta Laporan', '+628120000999', ?, 1, 'verificationComplete', ?, ?)",
      )
      .run(email, language, NOW.getTime(), NOW.getTime()).lastInsertRowid,
  );
}

/** One completed order with one item, booked in the ledger as the settlement does. */
function book(type: 'BUY' | 'SELL', entryType: 'SUBSCRIPTION' | 'REDEMPTION', o: { units: number; nav: number; navDate: string; amount: number; fee: number; createdAt: string }) {
  const created = new Date(o.createdAt).getTime();
  const orderId = Number(
    sqlite()
      .prepare(
        `INSERT INTO orders (transaction_number, user_id, portfolio_id, type, status, currency, amount, fee_amount, source, idempotency_key, nav_date, created_at, paid_at, completed_at)
         VALUES (?, ?, ?, ?, 'COMPLETED', 'IDR', ?, ?, 'WEB', ?, ?, ?, ?, ?)`,
      )
      .run(`CLG-TEST-${randomUUID().slice(0, 8)}`, userId, portfolioId, type, o.amount, o.fee, randomUUID(), o.navDate, created, created, created).lastInsertRowid,
  );
  const itemId = Number(
    sqlite()
      .prepare('INSERT INTO order_items (order_id, fund_id, amount, fee_amount, fee_bp, units, nav, nav_date, proceeds) VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?)')
      .run(orderId, fundId, o.amount, o.fee, o.units, o.nav, o.navDate, type === 'SELL' ? o.amount : null).lastInsertRowid,
  );
  db().transaction(
    (tx) => {
      appendLedgerEntry(tx, {
        userId,
        portfolioId,
        fundId,
        orderItemId: itemId,
        entryType,
        units: o.units,
        nav: o.nav,
        navDate: o.navDate,
        currency: 'IDR',
        amount: o.amount,
        idempotencyKey: randomUUID(),
        at: new Date(created),
      });
    },
    { behavior: 'immediate' },
  );
}

async function apiGet(search: string, cookies: CookieJar | null = investor) {
  const headers = new Headers();
  if (cookies) headers.set('Cookie', cookies.header());
  const url = new URL(`/api/v2/mutual-funds/e-statements/monthly-report${search}`, 'http://localhost');
  const request = new Request(url, { headers });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url, pattern: '' } as never;
  return (await i18nextMiddleware(args, async () => (await monthlyReportApi.loader(args)) as Response)) as Response;
}

beforeAll(async () => {
  const manager = sqlite().prepare('SELECT id FROM investment_managers ORDER BY id LIMIT 1').pluck().get() as number;
  const custodian = Number(sqlite().prepare('INSERT INTO custodian_banks (name) VALUES (?)').run(CUSTODIAN).lastInsertRowid);
  fundId = Number(
    sqlite()
      .prepare(
        `INSERT INTO funds (code, name, slug, type, category, currency, investment_manager_id, custodian_bank_id, minimum_initial_subscription_amount,
           minimum_subscription_amount, expense_ratio_bp, launch_date, description)
         VALUES ('UJISTMT', ?, 'reksa-dana-uji-saham-statement', 'SAHAM', 'KONVENSIONAL', 'IDR', ?, ?, 100000, 100000, 150, '2025-09-01', 'Reksa dana uji.')`,
      )
      .run(FUND_NAME, manager, custodian).lastInsertRowid,
  );
  // NAV per unit × 10^4: 1.000 on 15 Sep, 1.010 on 30 Sep, 1.020 on 10 Oct, 1.050 on 20 Oct, 1.040 on 31 Oct.
  const nav = sqlite().prepare('INSERT INTO fund_navs (fund_id, nav_date, nav, adjusted_nav) VALUES (?, ?, ?, ?)');
  for (const [date, value] of [
    ['2025-09-15', 10_000_000],
    ['2025-09-30', 10_100_000],
    ['2025-10-10', 10_200_000],
    ['2025-10-20', 10_500_000],
    ['2025-10-31', 10_400_000],
  ] as const)
    nav.run(fundId, date, value, value);

  userId = insertUser('laporan@celengan.test', 'id');
  portfolioId = Number(sqlite().prepare("INSERT INTO portfolios (user_id, name, is_default, created_at) VALUES (?, 'Portofolio Uji', 1, ?)").run(userId, NOW.getTime()).lastInsertRowid);
  // 15 Sep: Rp 100.000 buys 100 units at 1.000. 10 Oct: Rp 51.500 with a Rp 500 fee buys 50 units at 1.020.
  // 20 Oct: 30 units sold at 1.050 for Rp 31.500; the ledger's cost is 151.500 × 30/150 = 30.300, profit Rp 1.200.
  book('BUY', 'SUBSCRIPTION', { units: 1_000_000, nav: 10_000_000, navDate: '2025-09-15', amount: 100_000, fee: 0, createdAt: '2025-09-15T02:00:00Z' });
  book('BUY', 'SUBSCRIPTION', { units: 500_000, nav: 10_200_000, navDate: '2025-10-10', amount: 51_500, fee: 500, createdAt: '2025-10-09T09:00:00Z' });
  book('SELL', 'REDEMPTION', { units: 300_000, nav: 10_500_000, navDate: '2025-10-20', amount: 31_500, fee: 0, createdAt: '2025-10-20T03:00:00Z' });

  investor = new CookieJar();
  investor.store(new Headers({ 'Set-Cookie': await createSession(userId) }));
});

describe('the statement of October 2025, against the orders by hand', () => {
  it('has the opening, the month and the closing, and opening + the month = closing', async () => {
    const kept = await monthlyStatementFor(userId, '2025-10', NOW);
    expect(kept).not.toBeNull();
    const figures = keptStatementFigures(userId, '2025-10')!;
    expect(figures.portfolios).toHaveLength(1);
    const [portfolio] = figures.portfolios;
    const [line] = portfolio!.funds;
    // 100 units at 30 Sep's 1.010 = Rp 101.000; 120 units at 31 Oct's 1.040 = Rp 124.800.
    expect(line).toMatchObject({
      fund: { id: fundId, name: FUND_NAME, currency: 'IDR', custodian: CUSTODIAN },
      opening: { units: 1_000_000, nav: { date: '2025-09-30', nav: 10_100_000 }, value: 101_000 },
      closing: { units: 1_200_000, nav: { date: '2025-10-31', nav: 10_400_000 }, value: 124_800 },
      netUnits: 200_000,
      realizedProfit: 1_200,
    });
    expect(line!.opening.units + portfolio!.transactions.reduce((total, t) => total + t.units, 0)).toBe(line!.closing.units);
    expect(portfolio!.transactions).toEqual([
      expect.objectContaining({ type: 'SUBSCRIPTION', date: '2025-10-09', navDate: '2025-10-10', nav: 10_200_000, units: 500_000, amount: 51_500, fee: 500 }),
      expect.objectContaining({ type: 'REDEMPTION', date: '2025-10-20', navDate: '2025-10-20', nav: 10_500_000, units: -300_000, amount: 31_500, fee: 0, realizedProfit: 1_200 }),
    ]);
    expect(portfolio!.transactions.every((t) => t.transactionNumber?.startsWith('CLG-TEST-'))).toBe(true);
    const [idr] = figures.totals;
    expect(idr).toMatchObject({ currency: 'IDR', openingValue: 101_000, closingValue: 124_800, paidIn: 51_500, received: 31_500, realizedProfit: 1_200 });
    // The month's rate zeroes the flows: −101.000 on 30 Sep, −51.500 on 10 Oct, +31.500 on 20 Oct, +124.800 on 31 Oct.
    const flows = [
      ['2025-09-30', -101_000],
      ['2025-10-10', -51_500],
      ['2025-10-20', 31_500],
      ['2025-10-31', 124_800],
    ] as const;
    const rate = idr!.monthReturn.rate!;
    const value = flows.reduce((total, [date, amount]) => total + amount * Math.pow(1 + rate, -daysBetween('2025-09-30', date) / 31), 0);
    expect(value).toBeCloseTo(0, 4);
    expect(rate).toBeCloseTo(0.029, 2);
    expect(figures.custodians).toEqual([{ name: CUSTODIAN, funds: [FUND_NAME] }]);
  });

  it('is a PDF that names the fund, its NAV, the units and the custodian as the issuer', async () => {
    const kept = (await monthlyStatementFor(userId, '2025-10', NOW))!;
    // Table cells wrap: words are compared with single spaces.
    const text = (await pdfText(kept.pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Laporan Bulanan Reksa Dana');
    expect(text).toContain('Periode 1 Oktober 2025 s.d. 31 Oktober 2025');
    expect(text).toContain(FUND_NAME);
    expect(text).toContain('1.040,00'); // the closing NAV
    expect(text).toContain('120,0000'); // the closing units
    expect(text).toContain('+50,0000'); // the units bought
    expect(text).toContain('Rp 124.800');
    expect(text).toContain('Rp 500'); // the fee
    expect(text).toContain(`Laporan ini diterbitkan oleh Bank Kustodian ${CUSTODIAN}`);
    expect(kept.fileName).toBe('celengan-e-statement-2025-10.pdf');
  });

  it('is made once: asked again, and asked twice at the same time, one row and the same bytes', async () => {
    const first = (await monthlyStatementFor(userId, '2025-10', NOW))!;
    const again = (await monthlyStatementFor(userId, '2025-10', new Date(NOW.getTime() + 86_400_000)))!;
    expect(Buffer.compare(first.pdf, again.pdf)).toBe(0);
    const [a, b] = await Promise.all([monthlyStatementFor(userId, '2025-09', NOW), monthlyStatementFor(userId, '2025-09', NOW)]);
    expect(Buffer.compare(a!.pdf, b!.pdf)).toBe(0);
    const rows = sqlite().prepare("SELECT period, count(*) AS n FROM statements WHERE user_id = ? AND kind = 'MONTHLY' GROUP BY period ORDER BY period").all(userId);
    expect(rows).toEqual([
      { period: '2025-09', n: 1 },
      { period: '2025-10', n: 1 },
    ]);
  });

  it('has none for a month before the first order, the month not yet ended, or a month after everything was sold', async () => {
    expect(await monthlyStatementFor(userId, '2025-08', NOW)).toBeNull();
    expect(await monthlyStatementFor(userId, '2025-11', NOW)).toBeNull();
    expect(await monthlyStatementFor(userId, '2025-13', NOW)).toBeNull();
    expect(statementMonthsFor(userId, NOW)).toEqual(['2025-10', '2025-09']);
  });
});

describe('GET /api/v2/mutual-funds/e-statements/monthly-report', () => {
  it('answers the PDF as an attachment, never cached', async () => {
    const response = await apiGet('?month=2025-10');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="celengan-e-statement-2025-10.pdf"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(bytes, (await monthlyStatementFor(userId, '2025-10', NOW))!.pdf)).toBe(0);
  });

  it('answers 404 for a month without a statement, 400 with a localized field error for a malformed month, 401 signed out', async () => {
    const missing = await apiGet('?month=2025-07');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Tidak ada laporan bulanan untuk periode ini.' });
    expect((await apiGet('?month=2099-12')).status).toBe(404);
    for (const search of ['', '?month=abc', '?month=2025-13', '?month=2025-1', '?month=25-10']) {
      const response = await apiGet(search);
      expect(response.status, search).toBe(400);
      expect(await response.json(), search).toEqual({ message: 'Periode laporan tidak valid.', errors: { month: ['Isi bulan dengan format TTTT-BB, misalnya 2025-10.'] } });
    }
    const english = await apiGet('?month=2025-13&lng=en');
    expect(await english.json()).toEqual({ message: 'The statement period is not valid.', errors: { month: ['Enter the month as YYYY-MM, for example 2025-10.'] } });
    expect((await apiGet('?month=2025-10', null)).status).toBe(401);
  });

  it('never answers another investor’s statement: theirs is their own or none', async () => {
    const other = new CookieJar();
    other.store(new Headers({ 'Set-Cookie': await createSession(insertUser('lain@celengan.test', 'en')) }));
    expect((await apiGet('?month=2025-10', other)).status).toBe(404);
  });
});

describe('the page /reksadana/e-statement', () => {
  it('lists the months newest first, by year, each a download link; a visitor signs in first', async () => {
    const page = await callRoute(eStatementPage.loader, { url: '/reksadana/e-statement', cookies: investor });
    expect(page.status).toBe(200);
    // The page reads the real clock: every ended month since September 2025 (the units are still held), newest first.
    const { byYear, years } = page.data!;
    const months = byYear.flatMap((group) => group.months);
    expect(months.slice(-2)).toEqual(['2025-10', '2025-09']);
    expect(months).toEqual([...months].sort().reverse());
    expect(byYear.every((group) => group.months.every((month) => month.startsWith(String(group.year))))).toBe(true);
    expect(years).toContain(2025);
    const visitor = await callRoute(eStatementPage.loader, { url: '/reksadana/e-statement' });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe('/signin?target=%2Freksadana%2Fe-statement');
  });
});

describe('npm run cli -- statements:generate', () => {
  const cli = cliRunner(NOW);

  it('makes the month of every investor once, and prints what it did', async () => {
    const first = await cli(['statements:generate', '--month', '2025-10']);
    expect(first.status, first.err).toBe(0);
    expect(first.out).toMatch(/Monthly e-statements of 2025-10: (\d+) investor\(s\)/);
    const investors = Number(/investors\s+(\d+)/.exec(first.out)![1]);
    const generated = Number(/generated\s+(\d+)/.exec(first.out)![1]);
    const alreadyKept = Number(/alreadyKept\s+(\d+)/.exec(first.out)![1]);
    // This test's investor was kept above; the demo investors with holdings in October are made now.
    expect(alreadyKept).toBeGreaterThanOrEqual(1);
    expect(generated).toBeGreaterThan(0);
    expect(investors).toBe(generated + alreadyKept);
    const kept = sqlite().prepare("SELECT count(*) FROM statements WHERE kind = 'MONTHLY' AND period = '2025-10'").pluck().get();
    expect(kept).toBe(investors);

    const second = await cli(['statements:generate', '--month', '2025-10']);
    expect(second.out).toContain(`generated      0`);
    expect(second.out).toContain('Every statement of this month was already kept: nothing changed.');
  });

  it('refuses a malformed month and a month that has not ended', async () => {
    const malformed = await cli(['statements:generate', '--month', '2025-13']);
    expect(malformed.status).not.toBe(0);
    expect(malformed.err).toContain('Expected a month as YYYY-MM');
    const open = await cli(['statements:generate', '--month', '2025-11']);
    expect(open.status).toBe(1);
    expect(open.err).toContain('2025-11 has not ended yet');
    const missing = await cli(['statements:generate']);
    expect(missing.status).not.toBe(0);
  });

  it('is the same function the bench calls', async () => {
    const report = await generateMonthlyStatements('2025-10', NOW, db());
    expect(report.generated).toBe(0);
  });
});
