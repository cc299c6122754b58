// The first purchase date the schedule form shows (spec funds §5 "The start date is the next occurrence"): the
// rules' start date and the exchange day it runs on (domain/recurring-schedule.ts), with the holidays the page got.
import { useMemo } from 'react';
import type { IsoDate } from '~/domain/dates';
import type { RecurringPeriod } from '~/domain/enums';
import { recurringRule, runDateOf, startDateOf } from '~/domain/recurring-schedule';

export function useFirstRun(today: string, holidays: readonly string[]) {
  const set = useMemo(() => new Set(holidays as IsoDate[]), [holidays]);
  return (period: RecurringPeriod, day: number | null): string | null => {
    try {
      return runDateOf(startDateOf(recurringRule(period, period === 'DAILY' ? null : day), today as IsoDate, set), set);
    } catch {
      return null;
    }
  };
}
