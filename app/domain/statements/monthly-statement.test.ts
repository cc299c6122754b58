// Table tests of one investor's month (decision 081), every figure worked by hand in the comments.
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../dates';
import {
  isYearMonth,
  monthEnd,
  monthlyStatement,
  nextMonth,
  periodMoneyWeightedReturn,
  previousYearEnd,
  statementMonths,
  type FundNavs,
  type MonthlyStatementInput,
  type StatementEntry,
  type StatementFund,
} from './monthly-statement';

const SAHAM: StatementFund = { id: 1, name: 'Garuda Saham', currency: 'IDR', custodian: 'Bank Rakyat Indonesia' };
const OBLIGASI: StatementFund = { id: 2, name: 'Swarna Obligasi', currency: 'IDR', custodian: 'Citibank N.A.' };
const DOLAR: StatementFund = { id: 3, name: 'Cendana Global Dolar', currency: 'USD', custodian: 'Bank CIMB Niaga' };

let nextId = 1;
function entry(partial: Partial<StatementEntry> & Pick<StatementEntry, 'entryType' | 'units' | 'nav' | 'navDate' | 'amount'>): StatementEntry {
  return { id: nextId++, portfolioId: 10, fundId: SAHAM.id, realizedProfit: 0, fee: 0, orderDate: null, transactionNumber: null, ...partial };
}

const nav = (date: string, value: number) => ({ date, nav: value });
const navs = (opening: FundNavs['opening'], closing: FundNavs['closing'], yearOpening: FundNavs['yearOpening'] = null): FundNavs => ({ yearOpening, opening, closing });

function input(partial: Partial<MonthlyStatementInput>): MonthlyStatementInput {
  return { month: '2025-10', portfolios: [{ id: 10, name: 'Dana Darurat' }], funds: [SAHAM, OBLIGASI, DOLAR], entries: [], navs: {}, ...partial };
}

/** The present value of flows at a rate per `days` days: zero at an internal rate. */
function presentValue(flows: { date: string; amount: number }[], rate: number, days: number): number {
  const first = flows[0]!.date;
  return flows.reduce((total, f) => total + f.amount * Math.pow(1 + rate, -daysBetween(first, f.date) / days), 0);
}

describe('months', () => {
  it.each([
    ['2025-10', true],
    ['2025-1', false],
    ['2025-13', false],
    ['2025-00', false],
    ['1999-12', false],
    ['2025-10-01', false],
    ['abcd-ef', false],
  ])('%s is a month: %s', (text, ok) => expect(isYearMonth(text)).toBe(ok));

  it.each([
    ['2025-01', '2025-01-31'],
    ['2024-02', '2024-02-29'],
    ['2025-02', '2025-02-28'],
    ['2025-12', '2025-12-31'],
  ])('%s ends on %s', (month, end) => expect(monthEnd(month)).toBe(end));

  it('steps over a year and finds the previous year end', () => {
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(previousYearEnd('2025-10')).toBe('2024-12-31');
  });
});

describe('a month with a buy and a sale: opening + the month = closing', () => {
  // Opening: 100 units bought 15 Sep at 1.000 (Rp 100.000), valued at 30 Sep's NAV 1.010 = Rp 101.000.
  // 10 Oct: buy 50 units at 1.020 for Rp 51.000 (fee Rp 500 inside it). 20 Oct: sell 30 units at 1.050 for Rp 31.500;
  // cost removed 151.000 × 30/150 = 30.200, realized profit 1.300. Closing: 120 units at 31 Oct's 1.040 = Rp 124.800.
  const statement = monthlyStatement(
    input({
      entries: [
        entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-09-15', amount: 100_000 }),
        entry({ entryType: 'SUBSCRIPTION', units: 500_000, nav: 10_200_000, navDate: '2025-10-10', amount: 51_000, fee: 500, orderDate: '2025-10-09', transactionNumber: 'CLG-1' }),
        entry({ entryType: 'REDEMPTION', units: -300_000, nav: 10_500_000, navDate: '2025-10-20', amount: 31_500, realizedProfit: 1_300, orderDate: '2025-10-20', transactionNumber: 'CLG-2' }),
        // after the month: never in it
        entry({ entryType: 'SUBSCRIPTION', units: 100_000, nav: 10_600_000, navDate: '2025-11-03', amount: 10_600 }),
      ],
      navs: { [SAHAM.id]: navs(nav('2025-09-30', 10_100_000), nav('2025-10-31', 10_400_000)) },
    }),
  );
  const [portfolio] = statement.portfolios;
  const [line] = portfolio!.funds;

  it('values the opening at the previous month end and the closing at the month end', () => {
    expect(statement).toMatchObject({ openingDate: '2025-09-30', start: '2025-10-01', end: '2025-10-31', hasStatement: true });
    expect(line!.opening).toEqual({ units: 1_000_000, nav: nav('2025-09-30', 10_100_000), value: 101_000 });
    expect(line!.closing).toEqual({ units: 1_200_000, nav: nav('2025-10-31', 10_400_000), value: 124_800 });
    expect(line!.opening.units + line!.netUnits).toBe(line!.closing.units);
    expect(line!.netUnits).toBe(200_000);
    expect(line!.realizedProfit).toBe(1_300);
  });

  it('lists the month’s transactions with their order date, NAV date, NAV, units, amount and fee', () => {
    expect(portfolio!.transactions).toEqual([
      expect.objectContaining({ type: 'SUBSCRIPTION', date: '2025-10-09', navDate: '2025-10-10', nav: 10_200_000, units: 500_000, amount: 51_000, fee: 500, transactionNumber: 'CLG-1' }),
      expect.objectContaining({ type: 'REDEMPTION', date: '2025-10-20', navDate: '2025-10-20', nav: 10_500_000, units: -300_000, amount: 31_500, realizedProfit: 1_300 }),
    ]);
  });

  it('totals the currency and solves the month’s and the year’s money-weighted return', () => {
    const [idr] = statement.totals;
    expect(idr).toMatchObject({ currency: 'IDR', openingValue: 101_000, closingValue: 124_800, paidIn: 51_000, received: 31_500, realizedProfit: 1_300 });
    // Gain 124.800 + 31.500 − 101.000 − 51.000 = 4.300 on about 124.000 of average capital: about 3,46 %.
    const monthFlows = [
      { date: '2025-09-30', amount: -101_000 },
      { date: '2025-10-10', amount: -51_000 },
      { date: '2025-10-20', amount: 31_500 },
      { date: '2025-10-31', amount: 124_800 },
    ];
    expect(idr!.monthReturn.from).toBe('2025-09-30');
    expect(idr!.monthReturn.rate).toBeCloseTo(0.0346, 3);
    expect(presentValue(monthFlows, idr!.monthReturn.rate!, 31)).toBeCloseTo(0, 6);
    // The year starts with nothing held: from the first buy, 15 Sep, to 31 Oct (46 days).
    const yearFlows = [{ date: '2025-09-15', amount: -100_000 }, ...monthFlows.slice(1)];
    expect(idr!.yearToDateReturn.from).toBe('2025-09-15');
    expect(presentValue(yearFlows, idr!.yearToDateReturn.rate!, 46)).toBeCloseTo(0, 6);
    expect(portfolio!.totals).toEqual(statement.totals);
  });

  it('names the custodian as the issuer', () => {
    expect(statement.custodians).toEqual([{ name: 'Bank Rakyat Indonesia', funds: ['Garuda Saham'] }]);
  });
});

describe('a month with a switch', () => {
  // Opening 100 units of the stock fund at 1.010 = Rp 101.000. 14 Oct: all switched out at 1.050 (Rp 105.000 gross,
  // fee Rp 1.000, Rp 104.000 out; cost 100.000, profit 4.000) into the bond fund at 2.000: 52 units. Closing: 52 units
  // at 2.010 = Rp 104.520. A switch is no flow: the month's return is 104.520 / 101.000 − 1 = 3,4851 %.
  const statement = monthlyStatement(
    input({
      entries: [
        entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-08-01', amount: 100_000 }),
        entry({ entryType: 'SWITCH_OUT', units: -1_000_000, nav: 10_500_000, navDate: '2025-10-14', amount: 104_000, fee: 1_000, realizedProfit: 4_000, orderDate: '2025-10-13' }),
        entry({ entryType: 'SWITCH_IN', fundId: OBLIGASI.id, units: 520_000, nav: 20_000_000, navDate: '2025-10-15', amount: 104_000, orderDate: '2025-10-13' }),
      ],
      navs: {
        [SAHAM.id]: navs(nav('2025-09-30', 10_100_000), nav('2025-10-31', 10_300_000)),
        [OBLIGASI.id]: navs(nav('2025-09-30', 19_900_000), nav('2025-10-31', 20_100_000)),
      },
    }),
  );
  const [portfolio] = statement.portfolios;

  it('shows both funds: the one left at zero, the one entered from zero', () => {
    const [stock, bond] = portfolio!.funds;
    expect(stock).toMatchObject({ opening: { units: 1_000_000, value: 101_000 }, closing: { units: 0, value: 0 }, netUnits: -1_000_000, realizedProfit: 4_000 });
    expect(bond).toMatchObject({ opening: { units: 0, value: 0 }, closing: { units: 520_000, value: 104_520 }, netUnits: 520_000, realizedProfit: 0 });
    expect(portfolio!.transactions.map((t) => [t.type, t.units, t.fee])).toEqual([
      ['SWITCH_OUT', -1_000_000, 1_000],
      ['SWITCH_IN', 520_000, 0],
    ]);
  });

  it('counts no money in or out and measures the switch’s gain as return', () => {
    const [idr] = statement.totals;
    expect(idr).toMatchObject({ openingValue: 101_000, closingValue: 104_520, paidIn: 0, received: 0, realizedProfit: 4_000 });
    expect(idr!.monthReturn.rate).toBeCloseTo(104_520 / 101_000 - 1, 10);
    expect(statement.custodians.map((c) => c.name)).toEqual(['Bank Rakyat Indonesia', 'Citibank N.A.']);
  });
});

describe('a month with holdings and no transaction', () => {
  // 100 units held since March; 30 Sep NAV 1.010 → Rp 101.000; 31 Oct NAV 990 → Rp 99.000: −1,9802 %.
  // Year to date: 31 Dec 2024 nothing held; bought 3 Mar at 1.000 for Rp 100.000 → −1 %.
  const statement = monthlyStatement(
    input({
      entries: [entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-03-03', amount: 100_000 })],
      navs: { [SAHAM.id]: navs(nav('2025-09-30', 10_100_000), nav('2025-10-31', 9_900_000)) },
    }),
  );

  it('is a statement with the holding and no transaction', () => {
    expect(statement.hasStatement).toBe(true);
    expect(statement.portfolios[0]!.transactions).toEqual([]);
    expect(statement.portfolios[0]!.funds[0]).toMatchObject({ opening: { value: 101_000 }, closing: { value: 99_000 }, netUnits: 0 });
    expect(statement.totals[0]!.monthReturn.rate).toBeCloseTo(99_000 / 101_000 - 1, 10);
    expect(statement.totals[0]!.yearToDateReturn).toMatchObject({ from: '2025-03-03', to: '2025-10-31' });
    expect(statement.totals[0]!.yearToDateReturn.rate).toBeCloseTo(-0.01, 10);
  });
});

describe('a dollar fund beside a rupiah fund', () => {
  // USD: 100 units at US$1,2000 for US$120,00 on 6 Oct; 31 Oct NAV 1,2345 → 12.345 cents. Never added to rupiah.
  const statement = monthlyStatement(
    input({
      entries: [
        entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-01-10', amount: 100_000 }),
        entry({ entryType: 'SUBSCRIPTION', fundId: DOLAR.id, units: 1_000_000, nav: 12_000, navDate: '2025-10-06', amount: 12_000 }),
      ],
      navs: {
        [SAHAM.id]: navs(nav('2025-09-30', 10_000_000), nav('2025-10-31', 10_000_000), nav('2024-12-31', 9_000_000)),
        [DOLAR.id]: navs(nav('2025-09-30', 11_900), nav('2025-10-31', 12_345)),
      },
    }),
  );

  it('keeps each currency apart, the dollar values in cents', () => {
    expect(statement.totals.map((t) => t.currency)).toEqual(['IDR', 'USD']);
    const usd = statement.totals[1]!;
    expect(usd).toMatchObject({ openingValue: 0, closingValue: 12_345, paidIn: 12_000, received: 0 });
    // From the buy on 6 Oct to 31 Oct: 12.345 / 12.000 − 1 = 2,875 %.
    expect(usd.monthReturn).toMatchObject({ from: '2025-10-06' });
    expect(usd.monthReturn.rate).toBeCloseTo(12_345 / 12_000 - 1, 10);
    expect(statement.totals[0]).toMatchObject({ openingValue: 100_000, closingValue: 100_000, paidIn: 0 });
    expect(statement.totals[0]!.monthReturn.rate).toBe(0);
    // The rupiah fund sorts before the dollar fund.
    expect(statement.portfolios[0]!.funds.map((f) => f.fund.currency)).toEqual(['IDR', 'USD']);
  });
});

describe('moves and dividends', () => {
  // 100 units moved on 15 Oct from portfolio 10 to 20 at 1.000 (Rp 100.000): for each portfolio a flow, for the total
  // none. A cash dividend of Rp 2.000 on 20 Oct in portfolio 20 is received and realized profit; a reinvested one adds
  // 1 unit and is no flow.
  const statement = monthlyStatement(
    input({
      portfolios: [
        { id: 10, name: 'Robo' },
        { id: 20, name: 'Pendidikan' },
      ],
      entries: [
        entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-05-02', amount: 100_000 }),
        entry({ entryType: 'MOVE_OUT', units: -1_000_000, nav: 10_000_000, navDate: '2025-10-15', amount: 100_000 }),
        entry({ entryType: 'MOVE_IN', portfolioId: 20, units: 1_000_000, nav: 10_000_000, navDate: '2025-10-15', amount: 100_000 }),
        entry({ entryType: 'DIVIDEND_CASH', portfolioId: 20, units: 0, nav: 10_000_000, navDate: '2025-10-20', amount: 2_000, realizedProfit: 2_000 }),
        entry({ entryType: 'DIVIDEND_REINVESTMENT', portfolioId: 20, units: 10_000, nav: 10_000_000, navDate: '2025-10-21', amount: 1_000 }),
      ],
      navs: { [SAHAM.id]: navs(nav('2025-09-30', 10_000_000), nav('2025-10-31', 10_000_000)) },
    }),
  );

  it('is a flow of each portfolio and none of the total', () => {
    const [robo, education] = statement.portfolios;
    expect(robo!.totals[0]).toMatchObject({ openingValue: 100_000, closingValue: 0, received: 100_000, paidIn: 0 });
    expect(education!.totals[0]).toMatchObject({ openingValue: 0, closingValue: 101_000, paidIn: 100_000, received: 2_000, realizedProfit: 2_000 });
    expect(education!.funds[0]).toMatchObject({ closing: { units: 1_010_000 }, netUnits: 1_010_000 });
    expect(statement.totals[0]).toMatchObject({ openingValue: 100_000, closingValue: 101_000, paidIn: 0, received: 2_000, realizedProfit: 2_000 });
    // Rp 100.000 became Rp 101.000 plus Rp 2.000 received: 3 %.
    expect(statement.totals[0]!.monthReturn.rate).toBeCloseTo(0.03, 3);
  });
});

describe('a month without activity or holdings', () => {
  it('has no statement: everything was sold the month before, or nothing was bought yet', () => {
    const sold = input({
      entries: [
        entry({ entryType: 'SUBSCRIPTION', units: 1_000_000, nav: 10_000_000, navDate: '2025-08-01', amount: 100_000 }),
        entry({ entryType: 'REDEMPTION', units: -1_000_000, nav: 10_000_000, navDate: '2025-09-10', amount: 100_000 }),
      ],
    });
    expect(monthlyStatement(sold)).toMatchObject({ hasStatement: false, portfolios: [], totals: [], custodians: [] });
    expect(monthlyStatement({ ...sold, month: '2025-07' }).hasStatement).toBe(false);
    expect(monthlyStatement({ ...sold, month: '2025-09' }).hasStatement).toBe(true);
  });

  it('lists the months with activity or holdings', () => {
    const entries = [
      { navDate: '2025-08-01', units: 1_000_000, portfolioId: 1, fundId: 1 },
      { navDate: '2025-09-10', units: -1_000_000, portfolioId: 1, fundId: 1 },
      { navDate: '2025-12-05', units: 500_000, portfolioId: 1, fundId: 2 },
      { navDate: '2025-12-06', units: 0, portfolioId: 1, fundId: 2 },
    ];
    expect(statementMonths(entries, '2026-02')).toEqual(['2025-08', '2025-09', '2025-12', '2026-01', '2026-02']);
    expect(statementMonths(entries, '2025-08')).toEqual(['2025-08']);
    expect(statementMonths([], '2026-02')).toEqual([]);
  });
});

describe('the period return', () => {
  it.each([
    ['nothing at all', [], 0, null],
    ['only a value at the end', [], 1_000, null],
    ['everything on the last day', [{ date: '2025-10-31', amount: -1_000 }], 1_100, 0.1],
    ['two flows', [{ date: '2025-09-30', amount: -1_000 }], 1_050, 0.05],
  ])('%s', (_label, flows, value, rate) => {
    const result = periodMoneyWeightedReturn(flows, { date: '2025-10-31', value });
    if (rate === null) expect(result.rate).toBeNull();
    else expect(result.rate).toBeCloseTo(rate, 10);
  });
});
