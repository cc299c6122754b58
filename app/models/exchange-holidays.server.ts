// The exchange holidays (seeds/holidays.ts; spec funds §5 cut-off and exchange days): every NAV date,
// publication and order pricing reads them through here.
import type { Db } from '../../db/client';
import { exchangeHolidays } from '../../db/schema';
import type { HolidaySet } from '~/domain/dates';
import type { Tx } from './ledger.server';

export function loadHolidays(database: Db | Tx): HolidaySet {
  return new Set(database.select({ date: exchangeHolidays.date }).from(exchangeHolidays).all().map((h) => h.date));
}
