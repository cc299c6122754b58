// Returns against hand-computed cases (issue 16 "XIRR and time-weighted return against hand-computed cases,
// including a sale, a cash dividend, a flow on the valuation day and a history under a year"; decision 068).
// Each expected figure says where it comes from: a worked equation in the comment, or a published example.
import { describe, expect, it } from 'vitest';
import { annualise, internalRate, moneyWeightedReturn, timeWeightedReturn, xirr, type CashFlow, type DailyHoldings } from './returns';

// 2023-01-01 → 2024-01-01 is 365 days, 2024-01-01 → 2024-12-31 is 365 days (2024 is a leap year): whole
// 365-day years, so a rate r discounts by exactly (1 + r)^1 and (1 + r)^2 at these dates.
const Y0 = '2023-01-01';
const Y1 = '2024-01-01';
const Y2 = '2024-12-31';

describe('xirr', () => {
  it("matches Microsoft's published XIRR example (support.microsoft.com, XIRR function: 0.373362535)", () => {
    const flows: CashFlow[] = [
      { date: '2008-01-01', amount: -10_000 },
      { date: '2008-03-01', amount: 2_750 },
      { date: '2008-10-30', amount: 4_250 },
      { date: '2009-02-15', amount: 3_250 },
      { date: '2009-04-01', amount: 2_750 },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 8);
  });

  it('one buy grown 10% in one 365-day year: 1,000,000 × 1.1 = 1,100,000 → 0.10', () => {
    expect(xirr([{ date: Y1, amount: -1_000_000 }, { date: Y2, amount: 1_100_000 }])).toBeCloseTo(0.1, 10);
  });

  it('has no answer when every flow has the same sign', () => {
    expect(xirr([{ date: Y0, amount: -1 }, { date: Y1, amount: -2 }])).toBeNull();
    expect(xirr([{ date: Y0, amount: 5 }])).toBeNull();
    expect(xirr([])).toBeNull();
  });

  it('falls back to bisection for a near-total loss (Newton leaves (−1, ∞)): (1e-6)^(365/400) − 1', () => {
    const rate = xirr([{ date: '2023-01-01', amount: -1_000_000 }, { date: '2024-02-05', amount: 1 }]);
    // 2023-01-01 → 2024-02-05 is 400 days; 1,000,000 (1 + r)^(400/365) = 1.
    expect(rate).not.toBeNull();
    expect(rate!).toBeCloseTo(Math.pow(1e-6, 365 / 400) - 1, 9);
  });

  it('solves a large gain over a short time without overflowing (bisection widens its bracket)', () => {
    // 3× in 30 days: (1 + r)^(30/365) = 3 → r = 3^(365/30) − 1 ≈ 639,000
    const rate = internalRate([{ date: '2024-01-01', amount: -100 }, { date: '2024-01-31', amount: 300 }]);
    expect(rate! / (Math.pow(3, 365 / 30) - 1)).toBeCloseTo(1, 6);
  });
});

describe('moneyWeightedReturn', () => {
  it('a sale: −1,000,000, +500,000 after a year, 660,000 value after two → 0.10 (1,000,000·1.21 = 500,000·1.1 + 660,000)', () => {
    const figure = moneyWeightedReturn([{ date: Y0, amount: -1_000_000 }, { date: Y1, amount: 500_000 }], { date: Y2, value: 660_000 });
    expect(figure.annualised).toBe(true);
    expect(figure.rate!).toBeCloseTo(0.1, 10);
  });

  it('a cash dividend: −1,000,000, +100,000 dividend after a year, 1,100,000 value after two → 0.10 (1,210,000 = 100,000·1.1 + 1,100,000)', () => {
    const figure = moneyWeightedReturn([{ date: Y0, amount: -1_000_000 }, { date: Y1, amount: 100_000 }], { date: Y2, value: 1_100_000 });
    expect(figure).toEqual({ rate: expect.closeTo(0.1, 10), annualised: true });
  });

  it('a buy on the valuation day: −1,000,000, then −500,000 and 1,600,000 value a year later → 0.10 (1,000,000·1.1 = 1,600,000 − 500,000)', () => {
    const figure = moneyWeightedReturn([{ date: Y1, amount: -1_000_000 }, { date: Y2, amount: -500_000 }], { date: Y2, value: 1_600_000 });
    expect(figure).toEqual({ rate: expect.closeTo(0.1, 10), annualised: true });
  });

  it('a history under a year is cumulative, not annualised: 1,000,000 → 1,050,000 in 182 days → 0.05', () => {
    const figure = moneyWeightedReturn([{ date: '2024-01-01', amount: -1_000_000 }], { date: '2024-07-01', value: 1_050_000 });
    expect(figure.annualised).toBe(false);
    expect(figure.rate!).toBeCloseTo(0.05, 10);
  });

  it('under a year with two buys: the period rate R with 1,000,000(1+R) + 1,000,000(1+R)^½ = 2,310,000 → R = 0.21', () => {
    // 2024-01-01 → 2024-07-01 is 182 days; the second buy is at day 91, half the period: (1 + 0.21)^½ = 1.1.
    const figure = moneyWeightedReturn(
      [
        { date: '2024-01-01', amount: -1_000_000 },
        { date: '2024-04-01', amount: -1_000_000 },
      ],
      { date: '2024-07-01', value: 2_310_000 },
    );
    expect(figure).toEqual({ rate: expect.closeTo(0.21, 10), annualised: false });
  });

  it('everything on the valuation day: the plain gain (1,010,000 ÷ 1,000,000 − 1 = 0.01), not annualised', () => {
    expect(moneyWeightedReturn([{ date: Y2, amount: -1_000_000 }], { date: Y2, value: 1_010_000 })).toEqual({ rate: expect.closeTo(0.01, 12), annualised: false });
  });

  it('nothing invested has no return', () => {
    expect(moneyWeightedReturn([], { date: Y2, value: 0 })).toEqual({ rate: null, annualised: false });
  });

  it('everything sold: the value 0 leaves the flows alone (−1,000,000 then +1,100,000 a year later → 0.10)', () => {
    expect(moneyWeightedReturn([{ date: Y0, amount: -1_000_000 }, { date: Y1, amount: 1_100_000 }], { date: Y2, value: 0 })).toEqual({
      rate: expect.closeTo(0.1, 10),
      annualised: true,
    });
  });
});

const day = (date: string, value: number, flow = 0, distribution = 0): DailyHoldings => ({ date, value, flow, distribution });

describe('timeWeightedReturn', () => {
  it('1,000 units at NAV 1,000 → 1,100 → 1,210: 1.1 × 1.1 − 1 = 0.21, cumulative under a year', () => {
    expect(timeWeightedReturn([day('2024-01-01', 1_000_000), day('2024-02-01', 1_100_000), day('2024-03-01', 1_210_000)])).toEqual({
      rate: expect.closeTo(0.21, 12),
      annualised: false,
    });
  });

  it('is neutral to a buy: 1,000 more units bought at NAV 1,100 (flow 1,100,000) leave 0.21', () => {
    // day 2: (2,200,000 − 1,100,000) ÷ 1,000,000 = 1.1; day 3: 2,420,000 ÷ 2,200,000 = 1.1
    const days = [day('2024-01-01', 1_000_000), day('2024-02-01', 2_200_000, 1_100_000), day('2024-03-01', 2_420_000)];
    expect(timeWeightedReturn(days).rate!).toBeCloseTo(0.21, 12);
  });

  it('is neutral to a sale: half the units sold at NAV 1,100 (flow −550,000) leave 0.21', () => {
    // day 2: (550,000 + 550,000) ÷ 1,000,000 = 1.1; day 3: 605,000 ÷ 550,000 = 1.1
    const days = [day('2024-01-01', 1_000_000), day('2024-02-01', 550_000, -550_000), day('2024-03-01', 605_000)];
    expect(timeWeightedReturn(days).rate!).toBeCloseTo(0.21, 12);
  });

  it('counts a cash dividend as return: NAV 1,000 → 950 after 50 a unit paid out is 0', () => {
    expect(timeWeightedReturn([day('2024-01-01', 1_000_000), day('2024-01-02', 950_000, 0, 50_000)]).rate!).toBeCloseTo(0, 12);
  });

  it('annualises over a year or more: 1.21 over 730 days (2023-01-01 → 2024-12-31) → 0.10 a year', () => {
    expect(timeWeightedReturn([day(Y0, 1_000_000), day(Y1, 1_100_000), day(Y2, 1_210_000)])).toEqual({ rate: expect.closeTo(0.1, 12), annualised: true });
  });

  it('skips the days after nothing was held (a new sub-period starts at the next buy)', () => {
    const days = [
      day('2024-01-01', 1_000_000),
      day('2024-01-02', 0, -1_100_000), // all sold at +10%
      day('2024-01-03', 500_000, 500_000), // bought again: not measurable, left out
      day('2024-01-04', 550_000), // +10%
    ];
    expect(timeWeightedReturn(days).rate!).toBeCloseTo(0.21, 12);
  });

  it('one day of holdings is 0; nothing held is null', () => {
    expect(timeWeightedReturn([day('2024-01-01', 100)])).toEqual({ rate: 0, annualised: false });
    expect(timeWeightedReturn([])).toEqual({ rate: null, annualised: false });
  });
});

describe('annualise', () => {
  it('0.21 over 730 days → (1.21)^(365/730) − 1 = 0.10', () => {
    expect(annualise(0.21, 730)).toBeCloseTo(0.1, 12);
  });
});
