import { describe, expect, it } from 'vitest';
import { recurringPanel } from './recurring-panel';

describe('recurringPanel (spec funds §4.4)', () => {
  it.each([
    [false, 0, 'IN_PROCESS', '/reksadana/nabung-rutin/buat-jadwal?portfolio=7'],
    [false, 5, 'IN_PROCESS', '/reksadana/nabung-rutin/buat-jadwal?portfolio=7'],
    [true, 5, 'LIMIT', '/reksadana/nabung-rutin/buat-jadwal?portfolio=7'],
    [true, 6, 'LIMIT', '/reksadana/nabung-rutin/buat-jadwal?portfolio=7'],
    [true, 4, 'SCHEDULES', '/reksadana/nabung-rutin/7'],
    [true, 1, 'SCHEDULES', '/reksadana/nabung-rutin/7'],
    [true, 0, 'CREATE', '/reksadana/nabung-rutin/buat-jadwal?portfolio=7'],
  ] as const)('kyc complete %s, %i schedules → %s', (kycComplete, scheduleCount, kind, href) => {
    expect(recurringPanel({ portfolioId: 7, kycComplete, scheduleCount, maximum: 5 })).toEqual({ kind, href });
  });
});
