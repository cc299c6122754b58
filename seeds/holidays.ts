// Indonesian stock-exchange holidays (hari libur bursa): the national holidays and the cuti
// bersama (collective leave) the exchange follows, plus its own year-end closing on 31 December
// (DESIGN.md "Money, units, time": exchange days are weekdays minus this list). Fixed-date holidays
// and the Easter-based ones are computed; the lunar ones (Islamic, Chinese, Balinese Saka,
// Buddhist) and the cuti bersama decreed each year by the joint ministerial decree (SKB) are listed
// per year. Years after 2026 are estimates from the astronomical calendars, named "(perkiraan)":
// an operator replaces them once the decree is published.
import { addCalendarDays, isWeekend, type IsoDate } from '~/domain/dates';

export interface ExchangeHoliday {
  date: IsoDate;
  name: string;
}

const FIRST_ESTIMATED_YEAR = 2027;

const IMLEK = 'Tahun Baru Imlek';
const ISRA_MIRAJ = "Isra Mi'raj Nabi Muhammad SAW";
const NYEPI = 'Hari Suci Nyepi';
const WAISAK = 'Hari Raya Waisak';
const IDUL_FITRI = 'Hari Raya Idul Fitri';
const IDUL_ADHA = 'Hari Raya Idul Adha';
const ISLAMIC_NEW_YEAR = 'Tahun Baru Islam';
const MAULID = 'Maulid Nabi Muhammad SAW';
const CUTI_FITRI = 'Cuti Bersama Idul Fitri';
const CUTI_NATAL = 'Cuti Bersama Hari Raya Natal';
const PEMILU = 'Hari Pemungutan Suara Pemilihan Umum';
const PILKADA = 'Hari Pemungutan Suara Pilkada Serentak';

/** Moveable holidays and cuti bersama per year, as MM-DD. */
const MOVEABLE: Record<number, ReadonlyArray<readonly [string, string]>> = {
  2010: [['02-14', IMLEK], ['02-26', MAULID], ['03-16', NYEPI], ['05-28', WAISAK], ['07-10', ISRA_MIRAJ], ['09-10', IDUL_FITRI], ['09-11', IDUL_FITRI], ['11-17', IDUL_ADHA], ['12-07', ISLAMIC_NEW_YEAR], ['09-09', CUTI_FITRI], ['09-13', CUTI_FITRI], ['12-24', CUTI_NATAL]],
  2011: [['02-03', IMLEK], ['02-15', MAULID], ['03-05', NYEPI], ['05-17', WAISAK], ['06-29', ISRA_MIRAJ], ['08-30', IDUL_FITRI], ['08-31', IDUL_FITRI], ['11-06', IDUL_ADHA], ['11-27', ISLAMIC_NEW_YEAR], ['05-16', 'Cuti Bersama Waisak'], ['08-29', CUTI_FITRI], ['09-01', CUTI_FITRI], ['09-02', CUTI_FITRI], ['12-26', CUTI_NATAL]],
  2012: [['01-23', IMLEK], ['02-05', MAULID], ['03-23', NYEPI], ['05-06', WAISAK], ['06-17', ISRA_MIRAJ], ['08-19', IDUL_FITRI], ['08-20', IDUL_FITRI], ['10-26', IDUL_ADHA], ['11-15', ISLAMIC_NEW_YEAR], ['05-18', 'Cuti Bersama Kenaikan Yesus Kristus'], ['08-21', CUTI_FITRI], ['08-22', CUTI_FITRI], ['11-16', 'Cuti Bersama Tahun Baru Islam'], ['12-24', CUTI_NATAL]],
  2013: [['01-24', MAULID], ['02-10', IMLEK], ['03-12', NYEPI], ['05-25', WAISAK], ['06-06', ISRA_MIRAJ], ['08-08', IDUL_FITRI], ['08-09', IDUL_FITRI], ['10-15', IDUL_ADHA], ['11-05', ISLAMIC_NEW_YEAR], ['08-05', CUTI_FITRI], ['08-06', CUTI_FITRI], ['08-07', CUTI_FITRI], ['10-14', 'Cuti Bersama Idul Adha'], ['12-26', CUTI_NATAL]],
  2014: [['01-14', MAULID], ['01-31', IMLEK], ['03-31', NYEPI], ['04-09', 'Hari Pemungutan Suara Pemilu Legislatif'], ['05-15', WAISAK], ['05-27', ISRA_MIRAJ], ['07-09', 'Hari Pemungutan Suara Pemilu Presiden'], ['07-28', IDUL_FITRI], ['07-29', IDUL_FITRI], ['10-05', IDUL_ADHA], ['10-25', ISLAMIC_NEW_YEAR], ['07-30', CUTI_FITRI], ['07-31', CUTI_FITRI], ['08-01', CUTI_FITRI], ['12-26', CUTI_NATAL]],
  2015: [['01-03', MAULID], ['02-19', IMLEK], ['03-21', NYEPI], ['05-16', ISRA_MIRAJ], ['06-02', WAISAK], ['07-17', IDUL_FITRI], ['07-18', IDUL_FITRI], ['09-24', IDUL_ADHA], ['10-14', ISLAMIC_NEW_YEAR], ['12-09', PILKADA], ['12-24', MAULID], ['07-16', CUTI_FITRI], ['07-20', CUTI_FITRI], ['07-21', CUTI_FITRI]],
  2016: [['02-08', IMLEK], ['03-09', NYEPI], ['05-06', ISRA_MIRAJ], ['05-22', WAISAK], ['07-06', IDUL_FITRI], ['07-07', IDUL_FITRI], ['09-12', IDUL_ADHA], ['10-02', ISLAMIC_NEW_YEAR], ['12-12', MAULID], ['07-04', CUTI_FITRI], ['07-05', CUTI_FITRI], ['07-08', CUTI_FITRI], ['12-26', CUTI_NATAL]],
  2017: [['01-02', 'Cuti Bersama Tahun Baru Masehi'], ['01-28', IMLEK], ['02-15', PILKADA], ['03-28', NYEPI], ['04-24', ISRA_MIRAJ], ['05-11', WAISAK], ['06-25', IDUL_FITRI], ['06-26', IDUL_FITRI], ['09-01', IDUL_ADHA], ['09-21', ISLAMIC_NEW_YEAR], ['12-01', MAULID], ['06-23', CUTI_FITRI], ['06-27', CUTI_FITRI], ['06-28', CUTI_FITRI], ['06-29', CUTI_FITRI], ['06-30', CUTI_FITRI], ['12-26', CUTI_NATAL]],
  2018: [['02-16', IMLEK], ['03-17', NYEPI], ['04-14', ISRA_MIRAJ], ['05-29', WAISAK], ['06-15', IDUL_FITRI], ['06-16', IDUL_FITRI], ['06-27', PILKADA], ['08-22', IDUL_ADHA], ['09-11', ISLAMIC_NEW_YEAR], ['11-20', MAULID], ['06-11', CUTI_FITRI], ['06-12', CUTI_FITRI], ['06-13', CUTI_FITRI], ['06-14', CUTI_FITRI], ['06-18', CUTI_FITRI], ['06-19', CUTI_FITRI], ['06-20', CUTI_FITRI], ['12-24', CUTI_NATAL]],
  2019: [['02-05', IMLEK], ['03-07', NYEPI], ['04-03', ISRA_MIRAJ], ['04-17', PEMILU], ['05-19', WAISAK], ['06-05', IDUL_FITRI], ['06-06', IDUL_FITRI], ['08-11', IDUL_ADHA], ['09-01', ISLAMIC_NEW_YEAR], ['11-09', MAULID], ['06-03', CUTI_FITRI], ['06-04', CUTI_FITRI], ['06-07', CUTI_FITRI], ['12-24', CUTI_NATAL]],
  2020: [['01-25', IMLEK], ['03-22', ISRA_MIRAJ], ['03-25', NYEPI], ['05-07', WAISAK], ['05-24', IDUL_FITRI], ['05-25', IDUL_FITRI], ['07-31', IDUL_ADHA], ['08-20', ISLAMIC_NEW_YEAR], ['10-29', MAULID], ['12-09', PILKADA], ['08-21', 'Cuti Bersama Tahun Baru Islam'], ['10-28', 'Cuti Bersama Maulid Nabi'], ['10-30', 'Cuti Bersama Maulid Nabi'], ['12-24', CUTI_NATAL]],
  2021: [['02-12', IMLEK], ['03-11', ISRA_MIRAJ], ['03-14', NYEPI], ['05-13', IDUL_FITRI], ['05-14', IDUL_FITRI], ['05-26', WAISAK], ['07-20', IDUL_ADHA], ['08-11', ISLAMIC_NEW_YEAR], ['10-20', MAULID], ['05-12', CUTI_FITRI]],
  2022: [['02-01', IMLEK], ['02-28', ISRA_MIRAJ], ['03-03', NYEPI], ['05-02', IDUL_FITRI], ['05-03', IDUL_FITRI], ['05-16', WAISAK], ['07-10', IDUL_ADHA], ['07-30', ISLAMIC_NEW_YEAR], ['10-08', MAULID], ['04-29', CUTI_FITRI], ['05-04', CUTI_FITRI], ['05-05', CUTI_FITRI], ['05-06', CUTI_FITRI]],
  2023: [['01-22', IMLEK], ['02-18', ISRA_MIRAJ], ['03-22', NYEPI], ['04-22', IDUL_FITRI], ['04-23', IDUL_FITRI], ['06-04', WAISAK], ['06-29', IDUL_ADHA], ['07-19', ISLAMIC_NEW_YEAR], ['09-28', MAULID], ['01-23', 'Cuti Bersama Imlek'], ['03-23', 'Cuti Bersama Nyepi'], ['04-19', CUTI_FITRI], ['04-20', CUTI_FITRI], ['04-21', CUTI_FITRI], ['04-24', CUTI_FITRI], ['04-25', CUTI_FITRI], ['06-02', 'Cuti Bersama Waisak'], ['06-28', 'Cuti Bersama Idul Adha'], ['06-30', 'Cuti Bersama Idul Adha'], ['12-26', CUTI_NATAL]],
  2024: [['02-08', ISRA_MIRAJ], ['02-10', IMLEK], ['02-14', PEMILU], ['03-11', NYEPI], ['04-10', IDUL_FITRI], ['04-11', IDUL_FITRI], ['05-23', WAISAK], ['06-17', IDUL_ADHA], ['07-07', ISLAMIC_NEW_YEAR], ['09-16', MAULID], ['11-27', PILKADA], ['02-09', 'Cuti Bersama Imlek'], ['03-12', 'Cuti Bersama Nyepi'], ['04-08', CUTI_FITRI], ['04-09', CUTI_FITRI], ['04-12', CUTI_FITRI], ['04-15', CUTI_FITRI], ['05-10', 'Cuti Bersama Kenaikan Yesus Kristus'], ['05-24', 'Cuti Bersama Waisak'], ['06-18', 'Cuti Bersama Idul Adha'], ['12-26', CUTI_NATAL]],
  2025: [['01-27', ISRA_MIRAJ], ['01-29', IMLEK], ['03-29', NYEPI], ['03-31', IDUL_FITRI], ['04-01', IDUL_FITRI], ['05-12', WAISAK], ['06-06', IDUL_ADHA], ['06-27', ISLAMIC_NEW_YEAR], ['09-05', MAULID], ['01-28', 'Cuti Bersama Imlek'], ['03-28', 'Cuti Bersama Nyepi'], ['04-02', CUTI_FITRI], ['04-03', CUTI_FITRI], ['04-04', CUTI_FITRI], ['04-07', CUTI_FITRI], ['05-13', 'Cuti Bersama Waisak'], ['05-30', 'Cuti Bersama Kenaikan Yesus Kristus'], ['06-09', 'Cuti Bersama Idul Adha'], ['08-18', 'Cuti Bersama Hari Kemerdekaan'], ['12-26', CUTI_NATAL]],
  2026: [['01-16', ISRA_MIRAJ], ['02-17', IMLEK], ['03-19', NYEPI], ['03-21', IDUL_FITRI], ['03-22', IDUL_FITRI], ['05-27', IDUL_ADHA], ['05-31', WAISAK], ['06-16', ISLAMIC_NEW_YEAR], ['08-25', MAULID], ['02-16', 'Cuti Bersama Imlek'], ['03-18', 'Cuti Bersama Nyepi'], ['03-20', CUTI_FITRI], ['03-23', CUTI_FITRI], ['03-24', CUTI_FITRI], ['05-15', 'Cuti Bersama Kenaikan Yesus Kristus'], ['05-28', 'Cuti Bersama Idul Adha'], ['12-24', CUTI_NATAL]],
  2027: [['01-06', ISRA_MIRAJ], ['02-06', IMLEK], ['03-09', NYEPI], ['03-10', IDUL_FITRI], ['03-11', IDUL_FITRI], ['05-17', IDUL_ADHA], ['05-20', WAISAK], ['06-06', ISLAMIC_NEW_YEAR], ['08-15', MAULID], ['12-26', ISRA_MIRAJ], ['03-08', 'Cuti Bersama Nyepi'], ['03-12', CUTI_FITRI], ['05-07', 'Cuti Bersama Kenaikan Yesus Kristus'], ['12-24', CUTI_NATAL]],
  2028: [['01-26', IMLEK], ['02-26', IDUL_FITRI], ['02-27', IDUL_FITRI], ['03-27', NYEPI], ['05-05', IDUL_ADHA], ['05-09', WAISAK], ['05-25', ISLAMIC_NEW_YEAR], ['08-03', MAULID], ['12-14', ISRA_MIRAJ], ['02-28', CUTI_FITRI], ['02-29', CUTI_FITRI], ['05-26', 'Cuti Bersama Kenaikan Yesus Kristus'], ['12-26', CUTI_NATAL]],
};

export const HOLIDAY_YEARS = { first: 2010, last: 2028 } as const;

/** Easter Sunday (anonymous Gregorian algorithm). */
function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function holidaysOfYear(year: number): ExchangeHoliday[] {
  const moveable = MOVEABLE[year];
  if (!moveable) {
    throw new RangeError(
      `No exchange holidays are known for ${year} (seeds/holidays.ts covers ${HOLIDAY_YEARS.first}-${HOLIDAY_YEARS.last}); add that year's decree.`,
    );
  }
  const estimate = year >= FIRST_ESTIMATED_YEAR ? ' (perkiraan)' : '';
  const easter = easterSunday(year);
  const entries: Array<readonly [IsoDate, string]> = [
    [`${year}-01-01`, 'Tahun Baru Masehi'],
    [addCalendarDays(easter, -2), 'Wafat Yesus Kristus'],
    [addCalendarDays(easter, 39), 'Kenaikan Yesus Kristus'],
    [`${year}-08-17`, 'Hari Kemerdekaan Republik Indonesia'],
    [`${year}-12-25`, 'Hari Raya Natal'],
    // The exchange closes on the last day of the year for the year-end book closing.
    [`${year}-12-31`, 'Libur Akhir Tahun Bursa'],
    ...moveable.map(([monthDay, name]) => [`${year}-${monthDay}`, `${name}${estimate}`] as const),
  ];
  // Labour Day became a national holiday in 2014 and Pancasila Day in 2017 (Keppres 24/2016).
  if (year >= 2014) entries.push([`${year}-05-01`, 'Hari Buruh Internasional']);
  if (year >= 2017) entries.push([`${year}-06-01`, 'Hari Lahir Pancasila']);
  // One row per weekday: the exchange is closed on weekends anyway, and when two holidays fall on
  // the same day the first name listed above is kept.
  const byDate = new Map<IsoDate, string>();
  for (const [date, name] of entries) if (!isWeekend(date) && !byDate.has(date)) byDate.set(date, name);
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** Exchange holidays from the first to the last year, both included, in date order. */
export function exchangeHolidays(firstYear: number, lastYear: number): ExchangeHoliday[] {
  const all: ExchangeHoliday[] = [];
  for (let year = firstYear; year <= lastYear; year++) all.push(...holidaysOfYear(year));
  return all;
}
