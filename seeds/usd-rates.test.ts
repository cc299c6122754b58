// The seeded dollar rates (issue 16 item 6; decision 069): one per exchange day, the same for a seed number, close
// to the anchors' line and within the band rates:import accepts.
import { describe, expect, it } from 'vitest';
import { USD_RATE_BOUNDS } from '~/models/usd-rates.server';
import { anchorLevel, generateUsdRates } from './usd-rates';

const holidays = new Set(['2025-01-01']);

describe('generateUsdRates', () => {
  const rates = generateUsdRates({ seed: 7, from: '2024-12-30', to: '2025-03-31', holidays });

  it('gives one whole-rupiah rate per exchange day, the same for the same seed', () => {
    expect(rates[0]!.rateDate).toBe('2024-12-30');
    expect(rates.map((r) => r.rateDate)).not.toContain('2025-01-01');
    expect(rates.map((r) => r.rateDate)).not.toContain('2025-01-04');
    for (const rate of rates) expect(rate.buyRate % 10_000).toBe(0);
    expect(generateUsdRates({ seed: 7, from: '2024-12-30', to: '2025-03-31', holidays })).toEqual(rates);
    expect(generateUsdRates({ seed: 8, from: '2024-12-30', to: '2025-03-31', holidays })).not.toEqual(rates);
  });

  it('stays within 3% of the anchors and inside the import band', () => {
    for (const { rateDate, buyRate } of rates) {
      const rupiah = buyRate / 10_000;
      expect(Math.abs(rupiah / anchorLevel(rateDate) - 1)).toBeLessThan(0.03);
      expect(rupiah).toBeGreaterThan(USD_RATE_BOUNDS.min);
      expect(rupiah).toBeLessThan(USD_RATE_BOUNDS.max);
    }
  });

  it('reads the anchors by straight lines: halfway between 2024-01-01 (15.450) and 2024-06-20 (16.400)', () => {
    expect(anchorLevel('2024-01-01')).toBe(15_450);
    // 2024-01-01 → 2024-06-20 is 171 days; day 85.5 is not a date, so check the ends and monotony instead.
    expect(anchorLevel('2024-03-26')).toBeGreaterThan(15_450);
    expect(anchorLevel('2024-03-26')).toBeLessThan(16_400);
    expect(anchorLevel('1990-01-01')).toBe(9_400);
    expect(anchorLevel('2040-01-01')).toBe(16_700);
  });
});
