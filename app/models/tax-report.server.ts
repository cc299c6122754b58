// The yearly tax report of one investor (issue 18 item 2; spec funds §7 "E-statements: tax-report?year={y},
// tax-report/send?year={y}"; decisions 083, 084): the figures (domain/statements/tax-report.ts) read from the unit
// ledger, the PDF (lib/pdf-document.server.ts) and the CSV, kept in `statements` as kind TAX_YEAR, period YYYY, once
// the year is over and nothing of it waits for a NAV (a report made before then is provisional and not kept), and
// the email that sends the PDF through the outbox, at most 3 an hour.
import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { createInstance, type i18n as I18n } from 'i18next';
import { stringify } from 'csv-stringify/sync';
import { schema, type Db } from '../../db/client';
import { funds, fundNavs, orderItems, orders, statements, unitLedger, users } from '../../db/schema';
import { jakartaDate, type IsoDate } from '~/domain/dates';
import type { Currency, Language } from '~/domain/enums';
import { MINOR_PER_MAJOR } from '~/domain/money';
import { TAX_REPORT_SEND_LIMIT, decideTaxReportSend } from '~/domain/policies/tax-report-send-limit';
import {
  HARTA_CODE_1770S,
  hasTaxReport,
  makeTaxReport,
  taxReportDate,
  taxYearRange,
  type TaxNav,
  type TaxReportFigures,
} from '~/domain/statements/tax-report';
import { i18nOptions } from '~/locales';
import type taxTexts from '~/locales/id/statements/tax';
import { db as defaultDb } from '~/lib/db.server';
import { formatDate, formatMoney, formatNav, formatShortDate, formatUnits } from '~/lib/format';
import { renderDocument, type DocumentTable } from '~/lib/pdf-document.server';

/** What `statements.figures` keeps for a tax report: the figures, who they are for, and whether they are final. */
export interface TaxReportRecord extends TaxReportFigures {
  investor: { fullName: string; email: string };
  /** Made before the year ended or while an order of it waited for its NAV: shown marked, never kept. */
  provisional: boolean;
  /** ISO instant. */
  generatedAt: string;
}

export type TaxYearCheck =
  | { ok: true; year: number }
  | { ok: false; reason: 'FORMAT' }
  | { ok: false; reason: 'RANGE'; from: number; to: number };

const YEAR = /^\d{4}$/;

/** The investor's first ledger date (their first activity), or null. */
function firstActivity(userId: number, database: Db): IsoDate | null {
  return database.select({ first: min(unitLedger.navDate) }).from(unitLedger).where(eq(unitLedger.userId, userId)).get()?.first ?? null;
}

/** A `year` parameter: 4 digits (else FORMAT), between the first activity's year and this year (else RANGE). */
export function checkTaxYear(userId: number, text: string | null, now: Date, database: Db = defaultDb()): TaxYearCheck {
  if (text === null || !YEAR.test(text)) return { ok: false, reason: 'FORMAT' };
  const year = Number(text);
  const range = taxYearRange(firstActivity(userId, database), now);
  if (year < range.from || year > range.to) return { ok: false, reason: 'RANGE', ...range };
  return { ok: true, year };
}

function ledgerEntries(userId: number, asOf: IsoDate, database: Db) {
  return database
    .select({
      id: unitLedger.id,
      fundId: unitLedger.fundId,
      entryType: unitLedger.entryType,
      units: unitLedger.units,
      nav: unitLedger.nav,
      navDate: unitLedger.navDate,
      currency: unitLedger.currency,
      amount: unitLedger.amount,
      costBasisChange: unitLedger.costBasisChange,
      realizedProfit: unitLedger.realizedProfit,
      transactionNumber: orders.transactionNumber,
    })
    .from(unitLedger)
    .leftJoin(orderItems, eq(orderItems.id, unitLedger.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(unitLedger.userId, userId), lte(unitLedger.navDate, asOf)))
    .orderBy(asc(unitLedger.navDate), asc(unitLedger.id))
    .all();
}

/** Per fund, the last NAV on or before `asOf`. */
function navsOn(fundIds: number[], asOf: IsoDate, database: Db): Map<number, TaxNav> {
  if (fundIds.length === 0) return new Map();
  const rows = database
    .select({ fundId: fundNavs.fundId, navDate: fundNavs.navDate, nav: fundNavs.nav })
    .from(fundNavs)
    .where(
      and(
        inArray(fundNavs.fundId, fundIds),
        sql`${fundNavs.navDate} = (SELECT max(n.nav_date) FROM fund_navs n WHERE n.fund_id = ${fundNavs.fundId} AND n.nav_date <= ${asOf})`,
      ),
    )
    .all();
  return new Map(rows.map((row) => [row.fundId, { navDate: row.navDate, nav: row.nav }]));
}

function usdRateOn(asOf: IsoDate, database: Db) {
  const row = database
    .select({ buyRate: schema.usdRates.buyRate, valueAt: schema.usdRates.rateDate })
    .from(schema.usdRates)
    .where(lte(schema.usdRates.rateDate, asOf))
    .orderBy(sql`${schema.usdRates.rateDate} DESC`)
    .limit(1)
    .get();
  return row ?? null;
}

/** Whether an order of the year still waits for its NAV (accepted, not yet priced): its figures may still change. */
function hasPendingOrders(userId: number, yearEnd: IsoDate, database: Db): boolean {
  return (
    database
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PAID'), lte(orders.navDate, yearEnd)))
      .limit(1)
      .get() !== undefined
  );
}

/** The figures of `year` for the investor at `now`; null when the year has none (decision 083). */
export function taxReportFigures(userId: number, year: number, now: Date, database: Db = defaultDb()): TaxReportRecord | null {
  const user = database.select({ fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, userId)).get();
  if (!user) return null;
  const asOf = taxReportDate(year, now);
  const entries = ledgerEntries(userId, asOf, database);
  const fundIds = [...new Set(entries.map((entry) => entry.fundId))];
  const fundRows =
    fundIds.length === 0
      ? []
      : database.select({ id: funds.id, code: funds.code, name: funds.name, type: funds.type, currency: funds.currency }).from(funds).where(inArray(funds.id, fundIds)).all();
  const figures = makeTaxReport({ year, asOf, funds: fundRows, entries, navs: navsOn(fundIds, asOf, database), usdRate: usdRateOn(asOf, database) });
  if (!hasTaxReport(figures)) return null;
  const yearEnd = `${year}-12-31`;
  return {
    ...figures,
    investor: user,
    provisional: jakartaDate(now) <= yearEnd || hasPendingOrders(userId, yearEnd, database),
    generatedAt: now.toISOString(),
  };
}

/** The years with a report, newest first: from the first activity to this year (what the e-statement page lists). */
export function taxReportYears(userId: number, now: Date, database: Db = defaultDb()): number[] {
  const first = firstActivity(userId, database);
  if (first === null) return [];
  const { from, to } = taxYearRange(first, now);
  // One read of the ledger; the years are a handful.
  const entries = ledgerEntries(userId, taxReportDate(to, now), database);
  const years: number[] = [];
  for (let year = to; year >= from; year--) {
    const asOf = taxReportDate(year, now);
    const upTo = entries.filter((entry) => entry.navDate <= asOf);
    const units = new Map<number, number>();
    for (const entry of upTo) units.set(entry.fundId, (units.get(entry.fundId) ?? 0) + entry.units);
    const held = [...units.values()].some((value) => value > 0);
    const active = upTo.some((entry) => entry.navDate >= `${year}-01-01`);
    if (held || active) years.push(year);
  }
  return years;
}

function keptRow(userId: number, year: number, database: Db) {
  return database
    .select()
    .from(statements)
    .where(and(eq(statements.userId, userId), eq(statements.kind, 'TAX_YEAR'), eq(statements.period, String(year))))
    .get();
}

/** The figures of a kept report (what its PDF shows; the CSV is derived from them), or null. */
export function keptTaxReportRecord(userId: number, year: number, database: Db = defaultDb()): TaxReportRecord | null {
  return (keptRow(userId, year, database)?.figures as unknown as TaxReportRecord | undefined) ?? null;
}

export interface TaxReportDocument {
  record: TaxReportRecord;
  pdf: Buffer;
  language: Language;
  /** Read from (or just written to) `statements`. */
  kept: boolean;
}

/**
 * The report of `year` as a PDF in `language`. A final report is kept once (insert, on conflict nothing: of two
 * parallel requests one writes, both answer the kept one); kept in another language, its PDF is drawn again from
 * the kept figures. A provisional report is drawn and not kept. Null when the year has no report.
 */
export async function taxReportDocument(
  userId: number,
  year: number,
  language: Language,
  now: Date,
  database: Db = defaultDb(),
): Promise<TaxReportDocument | null> {
  const kept = () => keptRow(userId, year, database);
  let row = kept();
  if (!row) {
    const record = taxReportFigures(userId, year, now, database);
    if (!record) return null;
    const pdf = await renderTaxReportPdf(record, language);
    if (record.provisional) return { record, pdf, language, kept: false };
    database
      .insert(statements)
      .values({ userId, kind: 'TAX_YEAR', period: String(year), language, figures: record as unknown as Record<string, unknown>, pdf, generatedAt: now })
      .onConflictDoNothing()
      .run();
    row = kept()!;
  }
  const record = row.figures as unknown as TaxReportRecord;
  const pdf = row.language === language ? row.pdf : await renderTaxReportPdf(record, language);
  return { record, pdf, language, kept: true };
}

// ---------------------------------------------------------------------------------------------
// The texts

let taxI18n: I18n | undefined;
/** A server-side i18next instance for the documents and the email (the same resources as the pages). */
function translator(language: Language) {
  if (!taxI18n) {
    taxI18n = createInstance();
    void taxI18n.init({ ...i18nOptions, lng: 'id', initAsync: false });
  }
  return taxI18n.getFixedT(language, 'statements', 'tax');
}

const money = (minor: number, currency: Currency, language: Language) => formatMoney(minor, currency, language);

/** The PDF: the investor, the harta list, the year's returns, the totals and how to fill in the SPT 1770 S. */
export function renderTaxReportPdf(record: TaxReportRecord, language: Language): Promise<Buffer> {
  const t = translator(language);
  const generatedAt = new Date(record.generatedAt);
  const asOf = formatDate(record.asOf, language);
  const c = (key: keyof (typeof taxTexts)['document']['columns']) => t(`document.columns.${key}`);

  const hartaTable: DocumentTable = {
    columns: [
      { header: c('code'), width: 6 },
      { header: c('fund'), width: 20 },
      { header: c('acquisitionYear'), width: 8, align: 'right' },
      { header: c('units'), width: 12, align: 'right' },
      { header: c('nav'), width: 12, align: 'right' },
      { header: c('marketValue'), width: 14, align: 'right' },
      { header: c('cost'), width: 14, align: 'right' },
      { header: c('transactions'), width: 18 },
    ],
    rows: [
      ...record.holdings.map((holding) => [
        HARTA_CODE_1770S,
        holding.fund.name,
        String(holding.acquisitionYear),
        formatUnits(holding.units, language),
        holding.nav ? `${formatNav(holding.nav.nav, holding.fund.currency, language)} (${formatShortDate(holding.nav.navDate)})` : t('document.noNav'),
        holding.marketValue === null
          ? '-'
          : holding.marketValueIdr === null
            ? money(holding.marketValue, holding.fund.currency, language)
            : `${money(holding.marketValue, holding.fund.currency, language)} (≈ ${money(holding.marketValueIdr, 'IDR', language)})`,
        money(holding.cost, holding.fund.currency, language),
        holding.transactions.join(', '),
      ]),
      ...record.totals
        .filter((totals) => record.holdings.some((holding) => holding.fund.currency === totals.currency))
        .map((totals) => [
          '',
          `${t('document.totals')} ${totals.currency}`,
          '',
          '',
          '',
          money(totals.marketValue, totals.currency, language),
          money(totals.cost, totals.currency, language),
          '',
        ]),
    ],
  };
  const hartaTotals = new Set(Array.from({ length: hartaTable.rows.length - record.holdings.length }, (_, i) => record.holdings.length + i));

  const gainTotals = record.totals.filter((totals) => record.gains.some((gain) => gain.fund.currency === totals.currency));
  const gainsTable: DocumentTable = {
    columns: [
      { header: c('date'), width: 12 },
      { header: c('fund'), width: 20 },
      { header: c('kind'), width: 14 },
      { header: c('units'), width: 12, align: 'right' },
      { header: c('amount'), width: 14, align: 'right' },
      { header: c('cost'), width: 14, align: 'right' },
      { header: c('gain'), width: 14, align: 'right' },
      { header: c('transactions'), width: 16 },
    ],
    rows: [
      ...record.gains.map((gain) => [
        formatShortDate(gain.navDate),
        gain.fund.name,
        t(`document.kinds.${gain.kind}`),
        gain.units === 0 ? '-' : formatUnits(gain.units, language),
        money(gain.amount, gain.fund.currency, language),
        gain.cost === 0 ? '-' : money(gain.cost, gain.fund.currency, language),
        money(gain.gain, gain.fund.currency, language),
        gain.reference,
      ]),
      ...gainTotals.map((totals) => ['', `${t('document.totals')} ${totals.currency}`, '', '', '', '', money(totals.realizedProfit + totals.dividends, totals.currency, language), '']),
    ],
    boldRows: new Set(gainTotals.map((_, i) => record.gains.length + i)),
  };

  const usdNote =
    record.usdRate === null
      ? []
      : [t('document.usdRate', { rate: `Rp ${formatNav(record.usdRate.buyRate, 'IDR', language)}`, date: formatDate(record.usdRate.valueAt, language) })];

  return renderDocument({
    title: t('document.title', { year: record.year }),
    subtitle: t('document.subtitle', { name: record.investor.fullName, date: asOf }),
    sections: [
      {
        heading: t('document.identity'),
        paragraphs: record.provisional ? [t('document.provisional', { year: record.year })] : [],
        rows: [
          [t('document.investor'), record.investor.fullName],
          [t('document.email'), record.investor.email],
          [t('document.taxYear'), String(record.year)],
          [t('document.asOf'), asOf],
          [t('document.generated'), formatDate(generatedAt, language)],
        ],
      },
      {
        heading: t('document.harta', { date: asOf }),
        paragraphs: [t('document.hartaIntro'), ...(record.holdings.length === 0 ? [t('document.noHoldings')] : []), ...usdNote],
        tables: record.holdings.length === 0 ? [] : [{ ...hartaTable, boldRows: hartaTotals }],
      },
      {
        heading: t('document.gains', { year: record.year }),
        paragraphs: [t('document.gainsIntro'), ...(record.gains.length === 0 ? [t('document.noGains')] : [])],
        tables: record.gains.length === 0 ? [] : [gainsTable],
      },
      {
        heading: t('document.howTo'),
        paragraphs: [t('document.howToHarta'), t('document.howToGains'), t('document.howToDisclaimer')],
      },
    ],
    footer: t('document.footer', { year: record.year, date: formatDate(generatedAt, language) }),
    pageLabel: (page, pages) => t('document.page', { page, pages }),
    date: generatedAt,
  });
}

/**
 * A number for a spreadsheet, without grouping: "1234567,5" for Indonesian (Excel in an Indonesian locale reads a
 * decimal comma, and `;` separates its columns), "1234567.5" for English (decision 084).
 */
function plain(scaled: number, decimals: number, language: Language): string {
  const sign = scaled < 0 ? '-' : '';
  const abs = Math.abs(scaled);
  const factor = 10 ** decimals;
  const whole = Math.floor(abs / factor);
  const fraction = decimals === 0 ? '' : `${language === 'id' ? ',' : '.'}${String(abs % factor).padStart(decimals, '0')}`;
  return `${sign}${whole}${fraction}`;
}
const csvMoney = (minor: number, currency: Currency, language: Language) => plain(minor, Math.log10(MINOR_PER_MAJOR[currency]), language);

/** The CSV of a report's figures (decision 084): UTF-8 with a BOM; `;` and decimal commas in Indonesian, `,` and points in English. */
export function taxReportCsv(record: TaxReportRecord, language: Language): string {
  const t = translator(language);
  const columns = ['section', 'hartaCode', 'fundCode', 'fund', 'currency', 'acquisitionYear', 'units', 'navDate', 'nav', 'marketValue', 'marketValueIdr', 'cost', 'kind', 'amount', 'gain', 'transactions'] as const;
  type Row = Partial<Record<(typeof columns)[number], string>>;
  const rows: Row[] = [
    ...record.holdings.map((holding): Row => ({
      section: t('csv.sections.HARTA'),
      hartaCode: HARTA_CODE_1770S,
      fundCode: holding.fund.code,
      fund: holding.fund.name,
      currency: holding.fund.currency,
      acquisitionYear: String(holding.acquisitionYear),
      units: plain(holding.units, 4, language),
      navDate: holding.nav?.navDate ?? '',
      nav: holding.nav ? plain(holding.nav.nav, 4, language) : '',
      marketValue: holding.marketValue === null ? '' : csvMoney(holding.marketValue, holding.fund.currency, language),
      marketValueIdr: holding.marketValueIdr === null ? '' : csvMoney(holding.marketValueIdr, 'IDR', language),
      cost: csvMoney(holding.cost, holding.fund.currency, language),
      transactions: holding.transactions.join(' '),
    })),
    ...record.gains.map((gain): Row => ({
      section: t('csv.sections.GAIN'),
      fundCode: gain.fund.code,
      fund: gain.fund.name,
      currency: gain.fund.currency,
      units: plain(gain.units, 4, language),
      navDate: gain.navDate,
      cost: csvMoney(gain.cost, gain.fund.currency, language),
      kind: t(`document.kinds.${gain.kind}`),
      amount: csvMoney(gain.amount, gain.fund.currency, language),
      gain: csvMoney(gain.gain, gain.fund.currency, language),
      transactions: gain.reference,
    })),
    ...record.totals.map((totals): Row => ({
      section: t('csv.sections.TOTAL'),
      currency: totals.currency,
      marketValue: csvMoney(totals.marketValue, totals.currency, language),
      cost: csvMoney(totals.cost, totals.currency, language),
      gain: csvMoney(totals.realizedProfit + totals.dividends, totals.currency, language),
    })),
  ];
  return stringify(
    rows.map((row) => columns.map((column) => row[column] ?? '')),
    { header: true, columns: columns.map((column) => t(`csv.columns.${column}`)), delimiter: language === 'id' ? ';' : ',', bom: true, record_delimiter: 'windows' },
  );
}

/** The download's file name, without extension. */
export function taxReportFileName(year: number, language: Language): string {
  return translator(language)('csv.fileName', { year });
}

// ---------------------------------------------------------------------------------------------
// Sending

export type SendTaxReportResult =
  | { ok: true; outboxEmailId: number }
  | { ok: false; reason: 'NOT_FOUND' }
  | { ok: false; reason: 'RATE_LIMITED'; retryAfterSeconds: number };

function previousSends(userId: number, now: Date, database: Db): Date[] {
  const { outboxEmails: outbox } = schema;
  return database
    .select({ at: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'TAX_REPORT'), sql`${outbox.createdAt} > ${now.getTime() - TAX_REPORT_SEND_LIMIT.windowMs}`))
    .all()
    .map((row) => row.at);
}

/**
 * Puts the report of `year` in the outbox, the PDF attached, to the investor's email (decision 084). The limit is
 * taken in the INSERT itself (one statement: of parallel sends at most 3 an hour get in); it is read first only
 * to spare drawing a PDF that would not be sent.
 */
export async function sendTaxReport(
  userId: number,
  year: number,
  language: Language,
  now: Date,
  database: Db = defaultDb(),
): Promise<SendTaxReportResult> {
  const early = decideTaxReportSend({ now, previousSends: previousSends(userId, now, database) });
  if (!early.allowed) return { ok: false, reason: 'RATE_LIMITED', retryAfterSeconds: early.retryAfterSeconds };
  const document = await taxReportDocument(userId, year, language, now, database);
  if (!document) return { ok: false, reason: 'NOT_FOUND' };
  const user = database.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId)).get()!;
  const t = translator(language);
  const values = { year, name: user.firstName, date: formatDate(document.record.asOf, language) };
  const nowMs = now.getTime();
  return database.transaction(
    (tx) => {
      const inserted = tx.get<{ id: number } | undefined>(sql`
        INSERT INTO outbox_emails (user_id, kind, channel, to_address, subject, body_text, attachment_name, attachment_type, attachment, created_at)
        SELECT ${userId}, 'TAX_REPORT', 'email', ${user.email}, ${t('email.subject', values)}, ${t('email.body', values)},
          ${t('email.fileName', values)}, 'application/pdf', ${document.pdf}, ${nowMs}
        WHERE (
          SELECT count(*) FROM outbox_emails
          WHERE user_id = ${userId} AND kind = 'TAX_REPORT' AND created_at > ${nowMs - TAX_REPORT_SEND_LIMIT.windowMs}
        ) < ${TAX_REPORT_SEND_LIMIT.maxSends}
        RETURNING id`);
      if (!inserted) {
        const decision = decideTaxReportSend({ now, previousSends: previousSends(userId, now, tx as unknown as Db) });
        return { ok: false, reason: 'RATE_LIMITED', retryAfterSeconds: decision.allowed ? 1 : decision.retryAfterSeconds } as const;
      }
      // Ids only: no address in the audit trail.
      tx.insert(schema.auditLog)
        .values({
          at: now,
          actorUserId: userId,
          actorKind: 'user',
          action: 'user.tax_report_sent',
          entity: 'user',
          entityId: String(userId),
          details: { year, outboxEmailId: inserted.id, kept: document.kept },
        })
        .run();
      return { ok: true, outboxEmailId: inserted.id } as const;
    },
    { behavior: 'immediate' },
  );
}
