// The tax report's figures (decision 083), case by case: holdings at the report's date from the ledger's own average
// cost, the acquisition year of the holding still held, the year's sales and dividends, totals per currency.
import { describe, expect, it } from 'vitest';
import type { LedgerEntryType } from '../enums';
import { hasTaxReport, makeTaxReport, taxReportDate, taxYearRange, type TaxFund, type TaxLedgerEntry, type TaxReportInput } from './tax-report';

const stock: TaxFund = { id: 1, code: 'SAHAM1', name: 'Saham Satu', type: 'SAHAM', currency: 'IDR' };
const bond: TaxFund = { id: 2, code: 'PT1', name: 'Pendapatan Tetap', type: 'PENDAPATAN_TETAP', currency: 'IDR' };
const dollar: TaxFund = { id: 3, code: 'USD1', name: 'Global Dollar', type: 'SAHAM', currency: 'USD' };

let nextId = 1;
function entry(fund: TaxFund, entryType: LedgerEntryType, navDate: string, units: number, amount: number, costBasisChange: number, realizedProfit = 0, transactionNumber: string | null = `T${nextId}`): TaxLedgerEntry {
  return { id: nextId++, fundId: fund.id, entryType, units, nav: 10_000, navDate, currency: fund.currency, amount, costBasisChange, realizedProfit, transactionNumber };
}

function input(entries: TaxLedgerEntry[], overrides: Partial<TaxReportInput> = {}): TaxReportInput {
  return {
    year: 2025,
    asOf: '2025-12-31',
    funds: [stock, bond, dollar],
    entries,
    navs: new Map([
      [stock.id, { navDate: '2025-12-30', nav: 15_000_000 }],
      [bond.id, { navDate: '2025-12-30', nav: 12_345 }],
      [dollar.id, { navDate: '2025-12-30', nav: 12_500 }],
    ]),
    usdRate: { buyRate: 160_000_000, valueAt: '2025-12-30' },
    ...overrides,
  };
}

describe('makeTaxReport: holdings at the report date', () => {
  it('adds what the ledger booked: units, value at the last NAV (rounded down) and the average cost still held', () => {
    const buy2024 = entry(stock, 'SUBSCRIPTION', '2024-03-04', 100_0000, 1_000_000, 1_000_000);
    const buy2025 = entry(stock, 'SUBSCRIPTION', '2025-02-03', 50_0000, 600_000, 600_000);
    // Sells 30 of 150 units: the ledger removed 1 600 000 × 30 / 150 = 320 000 of cost.
    const sale = entry(stock, 'REDEMPTION', '2025-06-02', -30_0000, 420_000, -320_000, 100_000);
    const report = makeTaxReport(input([buy2024, buy2025, sale]));
    expect(report.holdings).toHaveLength(1);
    expect(report.holdings[0]).toMatchObject({
      units: 120_0000,
      nav: { navDate: '2025-12-30', nav: 15_000_000 },
      marketValue: 180_000, // 120 units × Rp 1.500
      cost: 1_280_000,
      acquisitionYear: 2024,
      transactions: [buy2024.transactionNumber, buy2025.transactionNumber, sale.transactionNumber],
      marketValueIdr: null,
    });
  });

  it.each<[string, TaxLedgerEntry[], number | null]>([
    ['bought once', [entry(stock, 'SUBSCRIPTION', '2023-05-02', 10_0000, 100_000, 100_000)], 2023],
    [
      'sold out, bought again: the year of the new holding',
      [
        entry(stock, 'SUBSCRIPTION', '2022-05-02', 10_0000, 100_000, 100_000),
        entry(stock, 'REDEMPTION', '2023-01-05', -10_0000, 120_000, -100_000, 20_000),
        entry(stock, 'SUBSCRIPTION', '2024-07-01', 5_0000, 60_000, 60_000),
      ],
      2024,
    ],
    [
      'a move between portfolios does not begin a holding',
      [
        entry(stock, 'SUBSCRIPTION', '2022-05-02', 10_0000, 100_000, 100_000),
        entry(stock, 'MOVE_OUT', '2025-04-01', -10_0000, 100_000, -100_000, 0, null),
        entry(stock, 'MOVE_IN', '2025-04-01', 10_0000, 100_000, 100_000, 0, null),
      ],
      2022,
    ],
    ['sold out: no holding', [entry(stock, 'SUBSCRIPTION', '2022-05-02', 10_0000, 100_000, 100_000), entry(stock, 'REDEMPTION', '2025-01-05', -10_0000, 90_000, -100_000, -10_000)], null],
    ['bought after the report date: not held yet', [entry(stock, 'SUBSCRIPTION', '2026-01-02', 10_0000, 100_000, 100_000)], null],
  ])('acquisition year: %s', (_name, entries, year) => {
    const report = makeTaxReport(input(entries));
    expect(report.holdings[0]?.acquisitionYear ?? null).toBe(year);
  });

  it('a switch: the fund left realizes its profit, the fund entered is acquired at the proceeds in the switch year', () => {
    const buy = entry(stock, 'SUBSCRIPTION', '2024-03-04', 100_0000, 1_000_000, 1_000_000);
    const out = entry(stock, 'SWITCH_OUT', '2025-08-01', -40_0000, 500_000, -400_000, 100_000, 'SW-1');
    const into = entry(bond, 'SWITCH_IN', '2025-08-04', 40_0000, 500_000, 500_000, 0, 'SW-1');
    const report = makeTaxReport(input([buy, out, into]));
    expect(report.holdings.map((h) => [h.fund.code, h.units, h.cost, h.acquisitionYear, h.transactions])).toEqual([
      ['PT1', 40_0000, 500_000, 2025, ['SW-1']],
      ['SAHAM1', 60_0000, 600_000, 2024, [buy.transactionNumber, 'SW-1']],
    ]);
    expect(report.gains).toEqual([
      { kind: 'SWITCH_OUT', fund: stock, navDate: '2025-08-01', units: 40_0000, amount: 500_000, cost: 400_000, gain: 100_000, reference: 'SW-1' },
    ]);
  });

  it('a fund without a NAV on or before the date keeps its units and cost, with no value', () => {
    const report = makeTaxReport(input([entry(stock, 'SUBSCRIPTION', '2025-03-04', 10_0000, 100_000, 100_000)], { navs: new Map() }));
    expect(report.holdings[0]).toMatchObject({ nav: null, marketValue: null, cost: 100_000 });
    expect(report.totals).toEqual([{ currency: 'IDR', marketValue: 0, cost: 100_000, realizedProfit: 0, dividends: 0 }]);
  });

  it('a dollar holding: cents, and rupiah at the buy rate, rounded down; totals never add the currencies', () => {
    const report = makeTaxReport(
      input([entry(dollar, 'SUBSCRIPTION', '2025-03-04', 100_0000, 10_000, 10_000), entry(stock, 'SUBSCRIPTION', '2025-03-04', 10_0000, 100_000, 100_000)]),
    );
    const holding = report.holdings.find((h) => h.fund.id === dollar.id)!;
    expect(holding.marketValue).toBe(12_500); // 100 units × US$1.25
    expect(holding.marketValueIdr).toBe(2_000_000); // US$125 × Rp 16.000
    expect(report.totals.map((t) => [t.currency, t.marketValue, t.cost])).toEqual([
      ['IDR', 15_000, 100_000],
      ['USD', 12_500, 10_000],
    ]);
    expect(report.usdRate).toEqual({ buyRate: 160_000_000, valueAt: '2025-12-30' });
  });
});

describe('makeTaxReport: the year’s returns', () => {
  it('lists sales (profit or loss as booked) and dividends of the year only, each with its order or ledger entry', () => {
    const buy = entry(stock, 'SUBSCRIPTION', '2024-03-04', 100_0000, 1_000_000, 1_000_000);
    const lastYear = entry(stock, 'REDEMPTION', '2024-11-04', -10_0000, 130_000, -100_000, 30_000);
    const loss = entry(stock, 'REDEMPTION', '2025-02-03', -10_0000, 90_000, -100_000, -10_000);
    const cash = entry(stock, 'DIVIDEND_CASH', '2025-06-30', 0, 25_000, 0, 25_000, null);
    const reinvested = entry(stock, 'DIVIDEND_REINVESTMENT', '2025-09-30', 1_0000, 11_000, 11_000, 0, null);
    const nextYear = entry(stock, 'REDEMPTION', '2026-01-05', -10_0000, 150_000, -100_000, 50_000);
    const report = makeTaxReport(input([buy, lastYear, loss, cash, reinvested, nextYear]));
    expect(report.gains.map((g) => [g.kind, g.navDate, g.amount, g.cost, g.gain, g.reference])).toEqual([
      ['SALE', '2025-02-03', 90_000, 100_000, -10_000, loss.transactionNumber],
      ['DIVIDEND_CASH', '2025-06-30', 25_000, 0, 25_000, `#${cash.id}`],
      ['DIVIDEND_REINVESTMENT', '2025-09-30', 11_000, 0, 11_000, `#${reinvested.id}`],
    ]);
    expect(report.totals[0]).toMatchObject({ currency: 'IDR', realizedProfit: -10_000, dividends: 36_000 });
    // 100 − 10 − 10 + 1 units; cost 1 000 000 − 100 000 − 100 000 + 11 000.
    expect(report.holdings[0]).toMatchObject({ units: 81_0000, cost: 811_000 });
  });
});

describe('whether a year has a report', () => {
  const buy = () => entry(stock, 'SUBSCRIPTION', '2024-03-04', 10_0000, 100_000, 100_000);
  it.each<[string, () => TaxLedgerEntry[], number, boolean]>([
    ['holdings at the year end, no activity in the year', () => [buy()], 2025, true],
    ['activity in the year, nothing held at its end', () => [buy(), entry(stock, 'REDEMPTION', '2025-01-06', -10_0000, 90_000, -100_000, -10_000)], 2025, true],
    ['before the first purchase', () => [buy()], 2023, false],
    ['sold out in an earlier year', () => [buy(), entry(stock, 'REDEMPTION', '2024-05-06', -10_0000, 90_000, -100_000, -10_000)], 2025, false],
    ['no entries at all', () => [], 2025, false],
  ])('%s → %s', (_name, entries, year, expected) => {
    expect(hasTaxReport(makeTaxReport(input(entries(), { year, asOf: `${year}-12-31` })))).toBe(expected);
  });
});

describe('the report date and the years asked for', () => {
  it.each<[number, string, string]>([
    [2025, '2026-03-01T03:00:00Z', '2025-12-31'],
    [2026, '2026-03-01T03:00:00Z', '2026-03-01'],
    // 31 December 18:00 UTC is already 1 January in Jakarta.
    [2025, '2025-12-31T18:00:00Z', '2025-12-31'],
    [2025, '2025-12-30T16:00:00Z', '2025-12-30'],
  ])('year %s at %s → %s', (year, now, date) => {
    expect(taxReportDate(year, new Date(now))).toBe(date);
  });

  it.each<[string | null, string, { from: number; to: number }]>([
    ['2023-05-02', '2026-03-01T03:00:00Z', { from: 2023, to: 2026 }],
    [null, '2026-03-01T03:00:00Z', { from: 2026, to: 2026 }],
  ])('first activity %s at %s → %j', (first, now, range) => {
    expect(taxYearRange(first, new Date(now))).toEqual(range);
  });
});
