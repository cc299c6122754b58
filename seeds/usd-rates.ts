// The demo's history of the dollar's buy rate (issue 16 item 6; decision 069): rupiah per US dollar on every
// exchange day the NAV history covers, deterministic for a seed number. The level follows the rupiah's real path
// in broad strokes (about Rp 13.300 in 2016, Rp 14.500 in 2018, a spike past Rp 16.000 in March 2020, Rp 15.700
// in early 2024, about Rp 16.300 in 2025), read from yearly anchors by straight lines, with a small
// mean-reverting daily wobble (AR(1), ±0.3% a day) so that the series looks like a market rate. Rates are whole
// rupiah, stored × 10^4 as usd_rates keeps them.
import type { HolidaySet, IsoDate } from '~/domain/dates';
import { exchangeDaysBetween } from '~/domain/dates';
import { dayNumber } from './calendar';
import { createRandom } from './random';

/** Rupiah per dollar at some dates (the rupiah's path, rounded); between them the level is a straight line. */
const ANCHORS: ReadonlyArray<readonly [IsoDate, number]> = [
  ['2010-01-01', 9_400],
  ['2013-01-01', 9_700],
  ['2014-01-01', 12_200],
  ['2015-01-01', 12_400],
  ['2016-01-01', 13_800],
  ['2017-01-01', 13_400],
  ['2018-01-01', 13_550],
  ['2018-10-01', 15_200],
  ['2019-01-01', 14_400],
  ['2020-01-01', 13_900],
  ['2020-03-23', 16_500],
  ['2020-06-01', 14_600],
  ['2021-01-01', 14_100],
  ['2022-01-01', 14_300],
  ['2022-11-01', 15_700],
  ['2023-06-01', 14_900],
  ['2024-01-01', 15_450],
  ['2024-06-20', 16_400],
  ['2024-09-30', 15_200],
  ['2025-04-08', 16_900],
  ['2025-09-01', 16_350],
  ['2026-06-01', 16_500],
  ['2028-01-01', 16_700],
];

/** The anchors' level at a date (flat before the first and after the last). */
export function anchorLevel(date: IsoDate): number {
  const day = dayNumber(date);
  const first = ANCHORS[0]!;
  if (day <= dayNumber(first[0])) return first[1];
  for (let i = 1; i < ANCHORS.length; i++) {
    const [toDate, toLevel] = ANCHORS[i]!;
    const to = dayNumber(toDate);
    if (day <= to) {
      const [fromDate, fromLevel] = ANCHORS[i - 1]!;
      const from = dayNumber(fromDate);
      return fromLevel + ((toLevel - fromLevel) * (day - from)) / (to - from);
    }
  }
  return ANCHORS[ANCHORS.length - 1]![1];
}

export interface UsdRateRow {
  rateDate: IsoDate;
  /** Rupiah per dollar × 10^4. */
  buyRate: number;
}

/** One rate per exchange day from `from` to `to`, both included. */
export function generateUsdRates({ seed, from, to, holidays }: { seed: number; from: IsoDate; to: IsoDate; holidays: HolidaySet }): UsdRateRow[] {
  const random = createRandom(seed, 'usd-rates');
  let deviation = 0;
  return exchangeDaysBetween(from, to, holidays).map((rateDate) => {
    // AR(1) around the anchors' line: keeps within about ±2% of it.
    deviation = 0.97 * deviation + 0.003 * random.normal();
    return { rateDate, buyRate: Math.round(anchorLevel(rateDate) * (1 + deviation)) * 10_000 };
  });
}
