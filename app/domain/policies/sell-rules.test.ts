import { describe, expect, it } from 'vitest';
import type { Currency, FundType } from '../enums';
import { payoutLagDays, pricedSale, quoteSell, redemptionPayoutDueDate, sellAllOnly, unitsCoveringAmount, type SellFund, type SellRequest } from './sell-rules';

// 100 units at Rp 1.500 a unit: Rp 150.000 free, minimum redemption and purchase Rp 10.000, fee 1%.
const IDR_FUND: SellFund = { currency: 'IDR', minimumRedemptionAmount: 10_000, minimumSubscriptionAmount: 10_000, redemptionFeeBp: 100 };
const NAV = 15_000_000; // 1.500,0000
const POSITION = { units: 1_000_000, heldUnits: 0 };

describe('quoteSell: what may be sold and its estimate (decisions 056, 057)', () => {
  it.each<[string, SellRequest, { units: number; gross: number; fee: number; proceeds: number; all: boolean }]>([
    // Rp 50.000 / 1.500 = 33,33333… units → rounded UP to 33,3334; its value rounds down to Rp 50.000.
    ['by amount, units rounded up', { mode: 'amount', amount: 50_000 }, { units: 333_334, gross: 50_000, fee: 500, proceeds: 49_500, all: false }],
    ['by units', { mode: 'units', units: 400_000 }, { units: 400_000, gross: 60_000, fee: 600, proceeds: 59_400, all: false }],
    ['all units', { mode: 'all' }, { units: 1_000_000, gross: 150_000, fee: 1_500, proceeds: 148_500, all: true }],
    // The whole value by amount is every unit (capped, not one ten-thousandth more).
    ['the whole value by amount', { mode: 'amount', amount: 150_000 }, { units: 1_000_000, gross: 150_000, fee: 1_500, proceeds: 148_500, all: true }],
    // Exactly the minimum redemption and exactly the minimum left.
    ['the minimum redemption', { mode: 'amount', amount: 10_000 }, { units: 66_667, gross: 10_000, fee: 100, proceeds: 9_900, all: false }],
    ['leaving exactly the minimum', { mode: 'amount', amount: 140_000 }, { units: 933_334, gross: 140_000, fee: 1_400, proceeds: 138_600, all: false }],
  ])('%s', (_name, request, expected) => {
    const result = quoteSell(request, POSITION, IDR_FUND, NAV);
    expect(result).toEqual({
      ok: true,
      quote: { units: expected.units, all: expected.all, estimatedGross: expected.gross, fee: expected.fee, estimatedProceeds: expected.proceeds, feeBp: 100, nav: NAV },
    });
  });

  it.each<[string, SellRequest, { units: number; heldUnits: number }, SellFund, number | null, string]>([
    ['no NAV yet', { mode: 'all' }, POSITION, IDR_FUND, null, 'NO_NAV'],
    ['nothing free: all held for a pending sell', { mode: 'all' }, { units: 1_000_000, heldUnits: 1_000_000 }, IDR_FUND, NAV, 'NOTHING_TO_SELL'],
    ['a zero amount', { mode: 'amount', amount: 0 }, POSITION, IDR_FUND, NAV, 'INVALID_AMOUNT'],
    ['negative units', { mode: 'units', units: -1 }, POSITION, IDR_FUND, NAV, 'INVALID_AMOUNT'],
    ['more units than free', { mode: 'units', units: 1_000_001 }, POSITION, IDR_FUND, NAV, 'INSUFFICIENT_UNITS'],
    ['more than the free value', { mode: 'amount', amount: 150_001 }, POSITION, IDR_FUND, NAV, 'INSUFFICIENT_UNITS'],
    // Held units are not free: 60 of 100 units held leave Rp 60.000 to sell.
    ['more than the units left free', { mode: 'amount', amount: 70_000 }, { units: 1_000_000, heldUnits: 600_000 }, IDR_FUND, NAV, 'INSUFFICIENT_UNITS'],
    ['below the minimum redemption', { mode: 'amount', amount: 9_999 }, POSITION, IDR_FUND, NAV, 'BELOW_MINIMUM_REDEMPTION'],
    ['leaving less than the minimum purchase', { mode: 'amount', amount: 140_001 }, POSITION, IDR_FUND, NAV, 'REMAINING_BELOW_MINIMUM'],
    ['leaving less than the minimum (by units)', { mode: 'units', units: 999_999 }, POSITION, IDR_FUND, NAV, 'REMAINING_BELOW_MINIMUM'],
  ])('refuses %s', (_name, request, position, fund, nav, code) => {
    const result = quoteSell(request, position, fund, nav);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.refusal.code).toBe(code);
  });

  it('names the minimum and the free units in its refusals', () => {
    expect(quoteSell({ mode: 'amount', amount: 5_000 }, POSITION, IDR_FUND, NAV)).toEqual({ ok: false, refusal: { code: 'BELOW_MINIMUM_REDEMPTION', minimum: 10_000 } });
    expect(quoteSell({ mode: 'amount', amount: 145_000 }, POSITION, IDR_FUND, NAV)).toEqual({ ok: false, refusal: { code: 'REMAINING_BELOW_MINIMUM', minimum: 10_000 } });
    expect(quoteSell({ mode: 'units', units: 2_000_000 }, { units: 1_000_000, heldUnits: 250_000 }, IDR_FUND, NAV)).toEqual({
      ok: false,
      refusal: { code: 'INSUFFICIENT_UNITS', freeUnits: 750_000, freeValue: 112_500 },
    });
  });

  it('sells all free units of a small holding below the minimum redemption (no minimum applies to all)', () => {
    const result = quoteSell({ mode: 'all' }, { units: 50_000, heldUnits: 0 }, IDR_FUND, NAV); // 5 units, Rp 7.500
    expect(result).toMatchObject({ ok: true, quote: { units: 50_000, estimatedGross: 7_500, all: true } });
  });

  it('a fund without a minimum redemption takes any positive amount', () => {
    const result = quoteSell({ mode: 'amount', amount: 1 }, POSITION, { ...IDR_FUND, minimumRedemptionAmount: null }, NAV);
    expect(result).toMatchObject({ ok: true, quote: { units: 7, estimatedGross: 1 } });
  });

  describe('the sell display bound "$0 - $35" (spec §9, decision 057)', () => {
    const USD_FUND: SellFund = { currency: 'USD', minimumRedemptionAmount: 1_000, minimumSubscriptionAmount: 1_000, redemptionFeeBp: 0 };
    const USD_NAV = 10_000; // $1.0000
    it.each<[number, boolean]>([
      [0, true],
      [3_499, true],
      [3_500, true], // $35.00: still whole only
      [3_501, false],
      [100_000, false],
    ])('a dollar holding worth %i cents is sold whole only: %s', (cents, expected) => {
      expect(sellAllOnly(USD_FUND, cents)).toBe(expected);
    });
    it('rupiah holdings have no such bound', () => expect(sellAllOnly(IDR_FUND, 3_000)).toBe(false));
    it('refuses part of a $35 holding, takes all of it', () => {
      const position = { units: 350_000, heldUnits: 0 }; // 35 units at $1
      expect(quoteSell({ mode: 'amount', amount: 1_000 }, position, USD_FUND, USD_NAV)).toEqual({ ok: false, refusal: { code: 'SELL_ALL_ONLY', bound: 3_500 } });
      expect(quoteSell({ mode: 'all' }, position, USD_FUND, USD_NAV)).toMatchObject({ ok: true, quote: { units: 350_000, estimatedGross: 3_500 } });
    });
    it('sells part of a $35.01 holding', () => {
      const position = { units: 350_100, heldUnits: 0 };
      expect(quoteSell({ mode: 'amount', amount: 1_000 }, position, { ...USD_FUND, minimumSubscriptionAmount: 100 }, USD_NAV)).toMatchObject({ ok: true, quote: { units: 100_000 } });
    });
  });
});

describe('unitsCoveringAmount rounds up to 4 decimals (decision 056)', () => {
  it.each<[number, Currency, number, number]>([
    [50_000, 'IDR', 15_000_000, 333_334],
    [45_000, 'IDR', 15_000_000, 300_000], // exact: no rounding
    [1_001, 'USD', 12_345, 81_086], // $10.01 / 1.2345 = 8.108546… → 8.1086
  ])('%i minor of %s at NAV %i → %i', (amount, currency, nav, units) => {
    expect(unitsCoveringAmount(amount, currency, nav)).toBe(units);
  });
});

describe('pricedSale at the NAV of the NAV date', () => {
  it('values the held units rounded down, the fee half up', () => {
    // 33,3334 units at 1.512,3456 = 50.411,6… → Rp 50.411; 1% fee 504,11 → 504
    expect(pricedSale(333_334, 15_123_456, 100, 'IDR')).toEqual({ gross: 50_411, fee: 504, proceeds: 49_907 });
    expect(pricedSale(1_000_000, 15_000_000, 0, 'IDR')).toEqual({ gross: 150_000, fee: 0, proceeds: 150_000 });
  });
});

describe('the payout due date (POJK 23/2016: at most 7 exchange days; decision 058)', () => {
  const HOLIDAYS = new Set(['2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01']);
  it.each<[FundType, Currency, number]>([
    ['PASAR_UANG', 'IDR', 2],
    ['PENDAPATAN_TETAP', 'IDR', 3],
    ['CAMPURAN', 'IDR', 3],
    ['SAHAM', 'IDR', 3],
    ['SAHAM', 'USD', 5],
    ['PENDAPATAN_TETAP', 'USD', 5],
  ])('%s in %s: %i exchange days, never over 7', (type, currency, lag) => {
    expect(payoutLagDays({ type, currency })).toBe(lag);
    expect(payoutLagDays({ type, currency })).toBeLessThanOrEqual(7);
  });
  it.each<[string, FundType, Currency, string]>([
    // Wednesday + 2 exchange days: Friday.
    ['2025-11-05', 'PASAR_UANG', 'IDR', '2025-11-07'],
    // Thursday + 3 across the weekend: Tuesday.
    ['2025-11-06', 'SAHAM', 'IDR', '2025-11-11'],
    // Friday + 2 across the weekend: Tuesday.
    ['2025-11-07', 'PASAR_UANG', 'IDR', '2025-11-11'],
    // Tuesday 23 Dec + 3: 24, (25, 26 holidays, weekend), 29, 30.
    ['2025-12-23', 'SAHAM', 'IDR', '2025-12-30'],
    // Tuesday 23 Dec + 5 (dollar): 24, 29, 30, (31, 1 Jan holidays), 2, 5 Jan.
    ['2025-12-23', 'SAHAM', 'USD', '2026-01-05'],
  ])('NAV date %s, %s %s → due %s', (navDate, type, currency, due) => {
    expect(redemptionPayoutDueDate(navDate, { type, currency }, HOLIDAYS)).toBe(due);
  });
});
