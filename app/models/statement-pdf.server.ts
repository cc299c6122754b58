// The monthly e-statement as a PDF (issue 18 item 1; decision 081): the investor, a summary per currency, each
// portfolio's holdings (opening and closing units, NAV, value) and transactions (date, NAV date, type, fund, NAV, units,
// amount, fee), and the custodian banks named as the statement's issuers, as Indonesian mutual-fund statements are
// issued by the fund's custodian (POJK 23/POJK.04/2016: the custodian keeps the unit holders' records and sends them
// their statements; a selling agent delivers them). In the investor's language, Indonesian formats (lib/format.ts).
import type { Language } from '~/domain/enums';
import type { CurrencyTotals, MonthlyStatement, PeriodReturn, StatementPortfolio } from '~/domain/statements/monthly-statement';
import { formatDate, formatMoney, formatNav, formatShortDate, formatSignedMoney, formatSignedPercent, formatUnits } from '~/lib/format';
import { formatMonth } from '~/lib/month-label';
import { renderDocument, type DocumentSection, type DocumentTable } from '~/lib/pdf-document.server';
import { resources } from '~/locales';

type Texts = (typeof resources)['id']['statements']['monthly']['pdf'];

/** `{{name}}` placeholders filled. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

function signedUnits(units: number, language: Language): string {
  const text = formatUnits(Math.abs(units), language);
  return units > 0 ? `+${text}` : units < 0 ? `-${text}` : text;
}

function rate(value: PeriodReturn, texts: Texts, language: Language): string {
  return value.rate === null ? texts.none : formatSignedPercent(value.rate, language);
}

function totalsTable(totals: readonly CurrencyTotals[], statement: MonthlyStatement, texts: Texts, language: Language): DocumentTable {
  return {
    columns: [
      { header: texts.currency, width: 0.8 },
      { header: fill(texts.openingValue, { date: formatShortDate(statement.openingDate) }), width: 1.3, align: 'right' },
      { header: texts.paidIn, width: 1.1, align: 'right' },
      { header: texts.received, width: 1.1, align: 'right' },
      { header: fill(texts.closingValue, { date: formatShortDate(statement.end) }), width: 1.3, align: 'right' },
      { header: texts.realizedProfit, width: 1.2, align: 'right' },
      { header: texts.monthReturn, width: 1, align: 'right' },
      { header: texts.yearReturn, width: 1, align: 'right' },
    ],
    rows: totals.map((t) => [
      t.currency,
      formatMoney(t.openingValue, t.currency, language),
      formatMoney(t.paidIn, t.currency, language),
      formatMoney(t.received, t.currency, language),
      formatMoney(t.closingValue, t.currency, language),
      formatSignedMoney(t.realizedProfit, t.currency, language),
      rate(t.monthReturn, texts, language),
      rate(t.yearToDateReturn, texts, language),
    ]),
  };
}

function portfolioSection(portfolio: StatementPortfolio, statement: MonthlyStatement, texts: Texts, language: Language): DocumentSection {
  const holdings: DocumentTable = {
    columns: [
      { header: texts.fund, width: 2.2 },
      { header: texts.custodian, width: 1.4 },
      { header: texts.openingUnits, width: 1.1, align: 'right' },
      { header: texts.openingNav, width: 0.9, align: 'right' },
      { header: texts.closingUnits, width: 1.1, align: 'right' },
      { header: texts.closingNav, width: 0.9, align: 'right' },
      { header: texts.value, width: 1.2, align: 'right' },
    ],
    rows: portfolio.funds.map((line) => {
      const { currency } = line.fund;
      return [
        `${line.fund.name} (${currency})`,
        line.fund.custodian,
        formatUnits(line.opening.units, language),
        line.opening.nav ? formatNav(line.opening.nav.nav, currency, language) : texts.none,
        formatUnits(line.closing.units, language),
        line.closing.nav ? formatNav(line.closing.nav.nav, currency, language) : texts.none,
        formatMoney(line.closing.value, currency, language),
      ];
    }),
  };
  const tables: DocumentTable[] = [holdings];
  if (portfolio.transactions.length > 0) {
    tables.push({
      columns: [
        { header: texts.date, width: 1 },
        { header: texts.navDate, width: 1 },
        { header: texts.type, width: 1.3 },
        { header: texts.fund, width: 2 },
        { header: texts.nav, width: 0.9, align: 'right' },
        { header: texts.units, width: 1.1, align: 'right' },
        { header: texts.amount, width: 1.2, align: 'right' },
        { header: texts.fee, width: 0.9, align: 'right' },
      ],
      rows: portfolio.transactions.map((t) => [
        formatShortDate(t.date),
        formatShortDate(t.navDate),
        texts.types[t.type],
        t.fundName,
        formatNav(t.nav, t.currency, language),
        signedUnits(t.units, language),
        formatMoney(t.amount, t.currency, language),
        formatMoney(t.fee, t.currency, language),
      ]),
    });
  }
  // With one portfolio its totals are the summary's: not printed twice.
  if (statement.portfolios.length > 1) tables.push(totalsTable(portfolio.totals, statement, texts, language));
  return {
    heading: portfolio.name,
    paragraphs: portfolio.transactions.length === 0 ? [texts.noTransactions] : undefined,
    tables,
  };
}

export async function renderStatementPdf(
  statement: MonthlyStatement,
  user: { fullName: string; email: string; language: Language },
  now: Date,
): Promise<Buffer> {
  const language = user.language;
  const texts = resources[language].statements.monthly.pdf;
  const month = formatMonth(statement.month, language);
  const custodians = statement.custodians.map((c) => c.name);
  return renderDocument({
    title: texts.title,
    subtitle: fill(texts.subtitle, { start: formatDate(statement.start, language), end: formatDate(statement.end, language) }),
    sections: [
      {
        heading: texts.investor,
        rows: [
          [texts.name, user.fullName],
          [texts.email, user.email],
          [texts.period, month],
          [texts.issued, formatDate(now, language)],
        ],
      },
      { heading: texts.summary, tables: [totalsTable(statement.totals, statement, texts, language)] },
      ...statement.portfolios.map((portfolio) => portfolioSection(portfolio, statement, texts, language)),
      {
        heading: texts.issuer,
        paragraphs: [...statement.custodians.map((c) => fill(texts.issuedBy, { custodian: c.name, funds: c.funds.join(', ') })), texts.agent],
      },
      { heading: texts.notes, paragraphs: [texts.valuationNote, texts.returnNote] },
    ],
    footer: fill(texts.footer, { month }),
    pageLabel: (page, pages) => fill(texts.page, { page, pages }),
    date: now,
    author: custodians.join(', '),
  });
}
