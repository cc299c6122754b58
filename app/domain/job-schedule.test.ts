import { describe, expect, it } from 'vitest';
import { dailyJobsDue, fiveMinuteSlot, jobKey } from './job-schedule';

// Instants in UTC; Jakarta is UTC+7.
describe('fiveMinuteSlot', () => {
  it.each([
    ['2026-11-26T01:17:59Z', '2026-11-26T08:15'],
    ['2026-11-26T01:15:00Z', '2026-11-26T08:15'],
    ['2026-11-26T01:14:59Z', '2026-11-26T08:10'],
    ['2026-11-26T16:59:00Z', '2026-11-26T23:55'],
    ['2026-11-26T17:00:00Z', '2026-11-27T00:00'],
    ['2026-11-26T17:04:00Z', '2026-11-27T00:00'],
  ])('%s → %s', (instant, slot) => {
    expect(fiveMinuteSlot(new Date(instant))).toBe(slot);
  });
});

describe('jobKey', () => {
  it.each([
    ['payment-expiry', '2026-11-26T01:17:00Z', '2026-11-26T08:15'],
    ['recurring-run', '2026-11-26T01:17:00Z', '2026-11-26'],
    ['referral-release', '2026-11-26T17:30:00Z', '2026-11-27'],
    ['maintenance', '2026-11-25T20:00:00Z', '2026-11-26'],
  ] as const)('%s at %s → %s', (job, instant, key) => {
    expect(jobKey(job, new Date(instant))).toBe(key);
  });
});

describe('dailyJobsDue', () => {
  it.each([
    ['00:10 WIB: nothing yet', '2026-11-25T17:10:00Z', []],
    ['00:30 WIB: referral release', '2026-11-25T17:30:00Z', ['referral-release']],
    ['06:59 WIB: referral release and maintenance', '2026-11-25T23:59:00Z', ['referral-release', 'maintenance']],
    ['07:00 WIB: all three', '2026-11-26T00:00:00Z', ['recurring-run', 'referral-release', 'maintenance']],
    ['23:59 WIB: all three', '2026-11-26T16:59:00Z', ['recurring-run', 'referral-release', 'maintenance']],
  ])('%s', (_label, instant, jobs) => {
    const due = dailyJobsDue(new Date(instant));
    expect(due.map((d) => d.job).sort()).toEqual([...jobs].sort());
    for (const d of due) expect(d.key).toBe(jobKey(d.job, new Date(instant)));
  });
});
