import { describe, expect, it } from 'vitest';
import { exchangeDaysBetween } from '~/domain/dates';
import { generateAumHistory } from './aum-generator';
import { weekNumber } from './calendar';
import { createRandom } from './random';

const HOLIDAYS = new Set(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-07']);
const DATES = exchangeDaysBetween('2025-01-02', '2025-11-07', HOLIDAYS);
const NAV = DATES.map((_, i) => 10_000_000 + i * 2_000);

describe('generateAumHistory', () => {
  const history = generateAumHistory({
    dates: DATES,
    nav: NAV,
    currency: 'IDR',
    targetAum: 250_000_000_000,
    launchShare: 0.2,
    random: createRandom(1, 'aum'),
  });

  it('has one value per week, on the last exchange day of the week, ending on the last NAV date', () => {
    const weeks = new Set(DATES.map(weekNumber));
    expect(history).toHaveLength(weeks.size);
    expect(history.at(-1)!.date).toBe('2025-11-07');
    for (const point of history) {
      const nextDay = DATES[DATES.indexOf(point.date) + 1];
      expect(nextDay === undefined || weekNumber(nextDay) !== weekNumber(point.date)).toBe(true);
    }
    // 31 March to 4 April 2025 (Idul Fitri and cuti bersama) has no NAV, so that week has no AUM
    expect(history.some((p) => p.date >= '2025-03-31' && p.date <= '2025-04-06')).toBe(false);
  });

  it('starts near the launch size and ends at the target, in whole rupiah', () => {
    expect(history.every((p) => Number.isSafeInteger(p.amount) && p.amount > 0)).toBe(true);
    expect(Math.abs(history.at(-1)!.amount - 250_000_000_000)).toBeLessThan(1_000);
    expect(history[0]!.amount / 50_000_000_000).toBeGreaterThan(0.9);
    expect(history[0]!.amount / 50_000_000_000).toBeLessThan(1.1);
  });

  it('is in cents for a USD fund', () => {
    const usd = generateAumHistory({
      dates: DATES,
      nav: DATES.map(() => 10_500),
      currency: 'USD',
      targetAum: 1_250_000_000,
      launchShare: 0.5,
      random: createRandom(1, 'aum'),
    });
    expect(Math.abs(usd.at(-1)!.amount - 1_250_000_000)).toBeLessThan(10);
  });
});
