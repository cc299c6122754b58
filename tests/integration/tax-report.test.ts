// The yearly tax report (issue 18 item 2; decisions 083, 084) on a copy of the seeded database, with a fixed clock
// (Monday 2 March 2026, 10:00 WIB): an investor's history written by hand (a fund bought in 2024 and 2025, a partial
// sale, a switch into a second fund, a purchase in a second portfolio, a cash dividend, a sale after the year end),
// its 31 December 2025 values worked out by hand from those orders and the NAVs, the PDF's and the CSV's text, the
// report kept once (idempotent), the running year not kept, the send (one outbox row with the PDF attached, the
// limit of 3 an hour, the page's form post), other investors' data never included, and the API's statuses.
import { and, count, eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../db/client';
import { describeOutboxEmail } from '../../seeds/commands/mail';
import { pdfText } from '../support/pdf-text';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import { appendLedgerEntry, checkLedger } from '~/models/ledger.server';
import { sendTaxReport, taxReportFigures, taxReportYears } from '~/models/tax-report.server';
import * as signIn from '~/routes/account/sign-in';
import * as reportRoute from '~/routes/api/tax-report';
import * as sendRoute from '~/routes/api/tax-report-send';

const NOW = new Date('2026-03-02T03:00:00Z');
const PASSWORD = 'celengan123';
const ORIGIN = 'http://localhost';
const EMAIL = 'baru@celengan.test';
const normalise = (text: string) => text.replace(/\s+/g, ' ');

let investor: CookieJar;
const userId = (email: string) => db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)).get()!.id;

/** Two test funds (copies of a seeded rupiah stock fund) with NAVs of the days used below, × 10^4. */
function createFund(code: string, name: string, navs: Record<string, number>) {
  const template = db().select().from(schema.funds).where(and(eq(schema.funds.type, 'SAHAM'), eq(schema.funds.currency, 'IDR'))).get()!;
  const { id: _id, ...rest } = template;
  const fund = db()
    .insert(schema.funds)
    .values({ ...rest, code, name, slug: code.toLowerCase() })
    .returning()
    .get();
  for (const [navDate, nav] of Object.entries(navs)) {
    db().insert(schema.fundNavs).values({ fundId: fund.id, navDate, nav: nav * 10_000, adjustedNav: nav * 10_000 }).run();
  }
  return fund;
}

let orderSequence = 0;
const numbers: Record<string, string> = {};

/** One completed order with its items and ledger entries, as settlement books them. */
function order(
  label: string,
  input: {
    type: 'BUY' | 'SELL' | 'SWITCH';
    portfolioId: number;
    navDate: string;
    legs: Array<{ fundId: number; entryType: 'SUBSCRIPTION' | 'REDEMPTION' | 'SWITCH_OUT' | 'SWITCH_IN'; units: number; nav: number; amount: number; fee?: number }>;
  },
) {
  const uid = userId(EMAIL);
  const transactionNumber = `CLG-TAX-${String(++orderSequence).padStart(4, '0')}`;
  numbers[label] = transactionNumber;
  db().transaction((tx) => {
    const created = tx
      .insert(schema.orders)
      .values({
        transactionNumber,
        userId: uid,
        portfolioId: input.portfolioId,
        type: input.type,
        status: 'COMPLETED',
        currency: 'IDR',
        amount: input.legs[0]!.amount + (input.legs[0]!.fee ?? 0),
        feeAmount: input.legs[0]!.fee ?? 0,
        source: 'CLI',
        idempotencyKey: `tax-${transactionNumber}`,
        navDate: input.navDate,
      })
      .returning()
      .get();
    for (const [i, leg] of input.legs.entries()) {
      const item = tx
        .insert(schema.orderItems)
        .values({
          orderId: created.id,
          fundId: leg.fundId,
          amount: leg.amount + (leg.fee ?? 0),
          feeAmount: leg.fee ?? 0,
          units: leg.units,
          nav: leg.nav,
          navDate: leg.entryType === 'SWITCH_IN' ? switchInDate : input.navDate,
          leg: input.type === 'SWITCH' ? (leg.entryType === 'SWITCH_OUT' ? 'SWITCH_OUT' : 'SWITCH_IN') : null,
        })
        .returning()
        .get();
      appendLedgerEntry(tx, {
        userId: uid,
        portfolioId: input.portfolioId,
        fundId: leg.fundId,
        orderItemId: item.id,
        entryType: leg.entryType,
        units: leg.units,
        nav: leg.nav,
        navDate: leg.entryType === 'SWITCH_IN' ? switchInDate : input.navDate,
        currency: 'IDR',
        amount: leg.amount,
        idempotencyKey: `tax-${transactionNumber}-${i}`,
        at: NOW,
      });
    }
  });
}
const switchInDate = '2025-08-04';

let fundA: { id: number };
let fundB: { id: number };
let dividendEntryId: number;

async function signInAs(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

type Module = { loader: (args: never) => unknown; action: (args: never) => unknown };

/** A call through the language middleware, answering the raw response (a PDF, a CSV or JSON). */
async function call(module: Module, path: string, options: { method?: string; cookies?: CookieJar | null; headers?: Record<string, string>; form?: Record<string, string> } = {}) {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Origin: ORIGIN, ...options.headers });
  const cookies = options.cookies === undefined ? investor : options.cookies;
  if (cookies) headers.set('Cookie', cookies.header());
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  }
  const url = new URL(path, ORIGIN);
  const request = new Request(url, { method, headers, body });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' ? module.loader : module.action;
  return (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
}

const reportPath = '/api/v2/mutual-funds/e-statements/tax-report';
const sendPath = '/api/v2/mutual-funds/e-statements/tax-report/send';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  fundA = createFund('TAXA', 'Uji Saham Pajak', {
    '2024-03-04': 1000,
    '2024-12-30': 1100,
    '2025-02-03': 1200,
    '2025-06-02': 1300,
    '2025-08-01': 1250,
    '2025-10-01': 1300,
    // No NAV on 31 December 2025 (an exchange holiday): the 30th is the last on or before it.
    '2025-12-30': 1400,
    '2026-01-02': 1500,
  });
  fundB = createFund('TAXB', 'Uji Pendapatan Tetap Pajak', { '2025-08-04': 1000, '2025-11-28': 1005, '2025-12-30': 1010 });
  const uid = userId(EMAIL);
  const [main, second] = ['Utama Pajak', 'Kedua Pajak'].map((name) => db().insert(schema.portfolios).values({ userId: uid, name }).returning().get());
  // 1 000 units at Rp 1.000 (2024); 500 units at Rp 1.200 with a Rp 6.000 fee (2025): 1 500 units costing Rp 1.606.000.
  order('buy2024', { type: 'BUY', portfolioId: main!.id, navDate: '2024-03-04', legs: [{ fundId: fundA.id, entryType: 'SUBSCRIPTION', units: 1000_0000, nav: 1000_0000, amount: 1_000_000 }] });
  order('buy2025', { type: 'BUY', portfolioId: main!.id, navDate: '2025-02-03', legs: [{ fundId: fundA.id, entryType: 'SUBSCRIPTION', units: 500_0000, nav: 1200_0000, amount: 606_000 }] });
  // Sells 300 units at Rp 1.300: Rp 390.000, cost 1 606 000 × 300/1 500 = 321 200, profit 68 800 (1 200 units, cost 1 284 800 left).
  order('sale', { type: 'SELL', portfolioId: main!.id, navDate: '2025-06-02', legs: [{ fundId: fundA.id, entryType: 'REDEMPTION', units: 300_0000, nav: 1300_0000, amount: 390_000 }] });
  // Switches 400 units at Rp 1.250 (Rp 500.000, 1 % fee): Rp 495.000 into fund B at Rp 1.000 = 495 units. Cost removed
  // 1 284 800 × 400/1 200 = 428 266,67 → 428 267 (half up), profit 66 733; 800 units costing 856 533 stay.
  order('switch', {
    type: 'SWITCH',
    portfolioId: main!.id,
    navDate: '2025-08-01',
    legs: [
      { fundId: fundA.id, entryType: 'SWITCH_OUT', units: 400_0000, nav: 1250_0000, amount: 495_000 },
      { fundId: fundB.id, entryType: 'SWITCH_IN', units: 495_0000, nav: 1000_0000, amount: 495_000 },
    ],
  });
  // 100 units in the second portfolio at Rp 1.300: fund A held 900 units costing 986 533.
  order('second', { type: 'BUY', portfolioId: second!.id, navDate: '2025-10-01', legs: [{ fundId: fundA.id, entryType: 'SUBSCRIPTION', units: 100_0000, nav: 1300_0000, amount: 130_000 }] });
  // A cash dividend of Rp 10 a unit on fund B (no order).
  dividendEntryId = db().transaction((tx) =>
    appendLedgerEntry(tx, {
      userId: uid,
      portfolioId: main!.id,
      fundId: fundB.id,
      entryType: 'DIVIDEND_CASH',
      units: 0,
      nav: 1005_0000,
      navDate: '2025-11-28',
      currency: 'IDR',
      amount: 4_950,
      idempotencyKey: 'tax-dividend',
      at: NOW,
    }),
  ).entry.id;
  // After the year end: not in 2025's report.
  order('sale2026', { type: 'SELL', portfolioId: main!.id, navDate: '2026-01-02', legs: [{ fundId: fundA.id, entryType: 'REDEMPTION', units: 100_0000, nav: 1500_0000, amount: 150_000 }] });
  investor = await signInAs(EMAIL);
});

afterAll(() => {
  vi.useRealTimers();
});

describe('the 31 December values, by hand', () => {
  it('the history is what the ledger’s average cost books (the check finds nothing)', () => {
    expect(checkLedger(db()).filter((d) => ('fundId' in d ? [fundA.id, fundB.id].includes(d.fundId) : false))).toEqual([]);
  });

  it('2025: fund A 900 units at the 30 December NAV, cost 986 533, held since 2024; fund B from the switch; the gains', () => {
    const report = taxReportFigures(userId(EMAIL), 2025, NOW)!;
    expect(report.asOf).toBe('2025-12-31');
    expect(report.provisional).toBe(false);
    expect(report.holdings.map((h) => ({ code: h.fund.code, units: h.units, nav: h.nav, value: h.marketValue, cost: h.cost, year: h.acquisitionYear, transactions: h.transactions }))).toEqual([
      {
        code: 'TAXB',
        units: 495_0000,
        nav: { navDate: '2025-12-30', nav: 1010_0000 },
        value: 499_950,
        cost: 495_000,
        year: 2025,
        transactions: [numbers.switch],
      },
      {
        code: 'TAXA',
        units: 900_0000,
        nav: { navDate: '2025-12-30', nav: 1400_0000 },
        value: 1_260_000,
        cost: 986_533,
        year: 2024,
        transactions: [numbers.buy2024, numbers.buy2025, numbers.sale, numbers.switch, numbers.second],
      },
    ]);
    expect(report.gains.map((g) => [g.kind, g.navDate, g.amount, g.cost, g.gain, g.reference])).toEqual([
      ['SALE', '2025-06-02', 390_000, 321_200, 68_800, numbers.sale],
      ['SWITCH_OUT', '2025-08-01', 495_000, 428_267, 66_733, numbers.switch],
      ['DIVIDEND_CASH', '2025-11-28', 4_950, 0, 4_950, `#${dividendEntryId}`],
    ]);
    expect(report.totals).toEqual([{ currency: 'IDR', marketValue: 1_759_950, cost: 1_481_533, realizedProfit: 135_533, dividends: 4_950 }]);
  });

  it('2024: 1 000 units at the 30 December 2024 NAV, no gains', () => {
    const report = taxReportFigures(userId(EMAIL), 2024, NOW)!;
    expect(report.holdings.map((h) => [h.fund.code, h.units, h.marketValue, h.cost, h.acquisitionYear])).toEqual([['TAXA', 1000_0000, 1_100_000, 1_000_000, 2024]]);
    expect(report.gains).toEqual([]);
  });

  it('the years with a report, newest first: the running year, 2025, 2024', () => {
    expect(taxReportYears(userId(EMAIL), NOW)).toEqual([2026, 2025, 2024]);
    expect(taxReportYears(userId('kuis@celengan.test'), NOW)).toEqual([]);
  });
});

describe('GET tax-report', () => {
  it('answers the PDF whose text shows the harta list, the gains as not a tax object and how to fill in the SPT', async () => {
    const response = await call(reportRoute, `${reportPath}?year=2025`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="laporan-pajak-celengan-2025.pdf"');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = normalise(await pdfText(new Uint8Array(await response.arrayBuffer())));
    for (const expected of [
      'Laporan Pajak Tahunan Reksa Dana 2025',
      '31 Desember 2025',
      'Uji Saham Pajak',
      '900,0000',
      '1.400,00',
      'Rp 1.260.000',
      'Rp 986.533',
      'Rp 499.950',
      'Rp 68.800',
      'Rp 66.733',
      'Rp 4.950',
      'Rp 1.759.950',
      'Pasal 4 ayat (3) huruf i',
      'Daftar Harta pada Akhir Tahun',
      '1.400,00 (30/12/2025)',
      '036',
      numbers.buy2024!,
      numbers.switch!,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(numbers.sale2026!);
  });

  it('is kept once: the second request answers the same bytes and one statements row', async () => {
    const first = Buffer.from(await (await call(reportRoute, `${reportPath}?year=2025`)).arrayBuffer());
    const second = Buffer.from(await (await call(reportRoute, `${reportPath}?year=2025`)).arrayBuffer());
    expect(second.equals(first)).toBe(true);
    const rows = db()
      .select()
      .from(schema.statements)
      .where(and(eq(schema.statements.userId, userId(EMAIL)), eq(schema.statements.kind, 'TAX_YEAR')))
      .all();
    expect(rows.map((row) => [row.period, row.language])).toEqual([['2025', 'id']]);
    expect(rows[0]!.pdf.equals(first)).toBe(true);
  });

  it('the running year is provisional and not kept; English from the kept figures when asked in English', async () => {
    const running = await call(reportRoute, `${reportPath}?year=2026`);
    expect(running.status).toBe(200);
    expect(normalise(await pdfText(new Uint8Array(await running.arrayBuffer())))).toContain('Sementara');
    const english = await call(reportRoute, `${reportPath}?year=2025&lng=en`);
    expect(english.headers.get('Content-Disposition')).toBe('attachment; filename="celengan-tax-report-2025.pdf"');
    const text = normalise(await pdfText(new Uint8Array(await english.arrayBuffer())));
    expect(text).toContain('Yearly Mutual Fund Tax Report 2025');
    expect(text).toContain('Rp 1,260,000');
    const kept = db().select({ n: count() }).from(schema.statements).where(eq(schema.statements.userId, userId(EMAIL))).get()!.n;
    expect(kept).toBe(1);
  });

  it('answers the CSV: UTF-8 with a BOM, ; and decimal commas in Indonesian, every figure with its transaction numbers', async () => {
    const response = await call(reportRoute, `${reportPath}?year=2025&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="laporan-pajak-celengan-2025.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'bagian;kode_harta;kode_reksa_dana;nama_reksa_dana;mata_uang;tahun_perolehan;unit;tanggal_nab;nab_per_unit;nilai_pasar;nilai_pasar_rupiah_indikatif;harga_perolehan;jenis;diterima;keuntungan;nomor_transaksi',
      `HARTA;036;TAXB;Uji Pendapatan Tetap Pajak;IDR;2025;495,0000;2025-12-30;1010,0000;499950;;495000;;;;${numbers.switch}`,
      `HARTA;036;TAXA;Uji Saham Pajak;IDR;2024;900,0000;2025-12-30;1400,0000;1260000;;986533;;;;${[numbers.buy2024, numbers.buy2025, numbers.sale, numbers.switch, numbers.second].join(' ')}`,
      `PENGHASILAN_BUKAN_OBJEK_PAJAK;;TAXA;Uji Saham Pajak;IDR;;300,0000;2025-06-02;;;;321200;Penjualan;390000;68800;${numbers.sale}`,
      `PENGHASILAN_BUKAN_OBJEK_PAJAK;;TAXA;Uji Saham Pajak;IDR;;400,0000;2025-08-01;;;;428267;Pengalihan keluar;495000;66733;${numbers.switch}`,
      `PENGHASILAN_BUKAN_OBJEK_PAJAK;;TAXB;Uji Pendapatan Tetap Pajak;IDR;;0,0000;2025-11-28;;;;0;Dividen tunai;4950;4950;#${dividendEntryId}`,
      'JUMLAH;;;;IDR;;;;;1759950;;1481533;;;140483;',
    ]);
  });

  it('in English: , and decimal points', async () => {
    const text = await (await call(reportRoute, `${reportPath}?year=2025&format=csv&lng=en`)).text();
    expect(text.split('\r\n')[0]).toBe(
      'section,asset_code,fund_code,fund_name,currency,acquisition_year,units,nav_date,nav_per_unit,market_value,indicative_market_value_idr,acquisition_cost,type,received,gain,transaction_numbers',
    );
    expect(text).toContain('ASSET,036,TAXA,Uji Saham Pajak,IDR,2024,900.0000,2025-12-30,1400.0000,1260000,,986533,');
  });

  it.each<[string, number, string, string]>([
    ['year=abcd', 400, 'Tahun laporan tidak valid.', 'Isi tahun dengan 4 angka, misalnya 2025.'],
    ['', 400, 'Tahun laporan tidak valid.', 'Isi tahun dengan 4 angka, misalnya 2025.'],
    ['year=20255', 400, 'Tahun laporan tidak valid.', 'Isi tahun dengan 4 angka, misalnya 2025.'],
    ['year=2023', 422, 'Tahun laporan tidak valid.', 'Pilih tahun antara 2024 dan 2026.'],
    ['year=2027', 422, 'Tahun laporan tidak valid.', 'Pilih tahun antara 2024 dan 2026.'],
    ['year=2023&lng=en', 422, 'The report year is not valid.', 'Choose a year between 2024 and 2026.'],
  ])('?%s → %s, localized', async (query, status, message, error) => {
    const response = await call(reportRoute, `${reportPath}?${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message, errors: { year: [error] } });
  });

  it('an unknown format → 400; signed out → 401; a year without data → 404; another method → 405', async () => {
    expect((await call(reportRoute, `${reportPath}?year=2025&format=xlsx`)).status).toBe(400);
    expect((await call(reportRoute, `${reportPath}?year=2025`, { cookies: null })).status).toBe(401);
    const nobody = await signInAs('kuis@celengan.test');
    const missing = await call(reportRoute, `${reportPath}?year=2026`, { cookies: nobody });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Tidak ada laporan pajak untuk tahun ini.' });
    expect((await call(reportRoute, `${reportPath}?year=2025`, { method: 'POST' })).status).toBe(405);
  });

  it('another investor’s report never shows this one’s funds or orders, and this one never shows theirs', async () => {
    const other = await signInAs('investor@celengan.test');
    const otherId = userId('investor@celengan.test');
    const theirNumbers = db()
      .select({ n: schema.orders.transactionNumber })
      .from(schema.orders)
      .where(eq(schema.orders.userId, otherId))
      .all()
      .map((row) => row.n);
    expect(theirNumbers.length).toBeGreaterThan(0);
    const mine = taxReportFigures(userId(EMAIL), 2025, NOW)!;
    const mineText = JSON.stringify(mine);
    expect(theirNumbers.filter((n) => mineText.includes(n))).toEqual([]);
    for (const year of taxReportYears(otherId, NOW)) {
      const csv = await (await call(reportRoute, `${reportPath}?year=${year}&format=csv`, { cookies: other })).text();
      expect(csv).not.toContain('Uji Saham Pajak');
      expect(csv).not.toContain('CLG-TAX-');
    }
  });
});

describe('odd input never gets a 5xx', () => {
  it.each<[string, string, BodyInit | undefined, string | undefined]>([
    ['GET', `${reportPath}?year=__proto__&format=constructor`, undefined, undefined],
    ['GET', `${reportPath}?year=2025&year=2024&format=csv&format=pdf`, undefined, undefined],
    ['GET', `${reportPath}?year=%00`, undefined, undefined],
    ['POST', sendPath, '[1,2', 'application/json'],
    ['POST', sendPath, '["year"]', 'application/json'],
    ['POST', sendPath, '{"year":2025,"via":["page"]}', 'application/json'],
    ['POST', sendPath, '--fuzz\r\nfoo\r\n\r\n', 'multipart/form-data; boundary=fuzz'],
    ['POST', `${sendPath}?year=1e3`, 'year=2025', 'text/plain'],
    ['POST', sendPath, 'year=2025&year=abc&__proto__=x', 'application/x-www-form-urlencoded'],
  ])('%s %s', async (method, path, body, type) => {
    const headers = new Headers({ Origin: ORIGIN, Cookie: investor.header() });
    if (type) headers.set('Content-Type', type);
    const url = new URL(path, ORIGIN);
    const request = new Request(url, { method, headers, body });
    const context = new RouterContextProvider();
    context.set(clientKeyContext, 'test-client');
    context.set(nonceContext, 'test-nonce');
    context.set(dataRequestContext, false);
    const args = { request, params: {}, context, url, pattern: '' } as never;
    const module = path.startsWith(sendPath) ? sendRoute : reportRoute;
    const handler = method === 'GET' ? module.loader : module.action;
    const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
    expect(response.status).toBeLessThan(500);
  });
});

describe('POST tax-report/send', () => {
  const outbox = () =>
    db()
      .select()
      .from(schema.outboxEmails)
      .where(and(eq(schema.outboxEmails.userId, userId(EMAIL)), eq(schema.outboxEmails.kind, 'TAX_REPORT')))
      .all();

  it('refuses a foreign Origin (403), signed out (401), a GET (405), a year without a report (404)', async () => {
    expect((await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST', cookies: null })).status).toBe(401);
    expect((await call(sendRoute, `${sendPath}?year=2025`)).status).toBe(405);
    expect((await call(sendRoute, `${sendPath}?year=1999`, { method: 'POST' })).status).toBe(422);
    const nobody = await signInAs('kuis@celengan.test');
    expect((await call(sendRoute, `${sendPath}?year=2026`, { method: 'POST', cookies: nobody })).status).toBe(404);
    expect(outbox()).toEqual([]);
  });

  it('puts one email with the PDF attached in the outbox (202); the 4th within the hour → 429; an hour later again', async () => {
    const response = await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST' });
    expect(response.status).toBe(202);
    const body = (await response.json()) as { data: { year: number; outboxEmailId: number }; message: string };
    expect(body.message).toBe('Laporan pajak 2025 sedang dikirim ke email Anda.');
    const emails = outbox();
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.id).toBe(body.data.outboxEmailId);
    expect(email).toMatchObject({ toAddress: EMAIL, channel: 'email', attachmentName: 'laporan-pajak-celengan-2025.pdf', attachmentType: 'application/pdf' });
    expect(email.subject).toBe('Laporan pajak tahunan reksa dana 2025');
    // The kept report's PDF.
    const kept = db().select().from(schema.statements).where(and(eq(schema.statements.userId, userId(EMAIL)), eq(schema.statements.period, '2025'))).get()!;
    expect(email.attachment!.equals(kept.pdf)).toBe(true);
    expect(describeOutboxEmail(email)).toMatch(/^Attachment: laporan-pajak-celengan-2025\.pdf \(application\/pdf, \d+\.\d kB\)$/m);

    expect((await call(sendRoute, `${sendPath}?year=2024`, { method: 'POST' })).status).toBe(202);
    expect((await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST' })).status).toBe(202);
    const refused = await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await refused.json()).toEqual({ message: 'Laporan pajak sudah terlalu sering dikirim. Coba lagi nanti.', retryAfterSeconds: 3600 });
    expect(outbox()).toHaveLength(3);

    // The page's form post while refused: back to the page with the refusal.
    const limited = await call(sendRoute, `${sendPath}?year=2025`, { method: 'POST', form: { via: 'page' } });
    expect(limited.status).toBe(303);
    expect(limited.headers.get('Location')).toBe('/reksadana/e-statement?taxReportLimited=2025');

    vi.setSystemTime(new Date(NOW.getTime() + 60 * 60 * 1000));
    try {
      const sent = await call(sendRoute, sendPath, { method: 'POST', form: { via: 'page', year: '2025' } });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('Location')).toBe('/reksadana/e-statement?taxReportSent=2025');
      expect(outbox()).toHaveLength(4);
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('parallel sends: exactly 3 get in, whatever the interleaving (the limit is taken in the INSERT)', async () => {
    vi.setSystemTime(new Date(NOW.getTime() + 3 * 60 * 60 * 1000));
    try {
      const results = await Promise.all(Array.from({ length: 6 }, () => sendTaxReport(userId(EMAIL), 2025, 'id', new Date())));
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok && result.reason === 'RATE_LIMITED')).toHaveLength(3);
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});
