// The tax report's send limit (decision 084), case by case: 3 sends in a rolling hour.
import { describe, expect, it } from 'vitest';
import { decideTaxReportSend } from './tax-report-send-limit';

const NOW = new Date('2026-02-02T03:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('decideTaxReportSend', () => {
  it.each<[string, number[], ReturnType<typeof decideTaxReportSend>]>([
    ['no earlier send', [], { allowed: true }],
    ['two in the hour', [5, 30], { allowed: true }],
    ['three in the hour: wait until the oldest of them is an hour old', [1, 2, 50], { allowed: false, retryAfterSeconds: 10 * 60 }],
    ['three, one exactly an hour old: it no longer counts', [1, 2, 60], { allowed: true }],
    ['four, the oldest outside the hour', [1, 2, 3, 61], { allowed: false, retryAfterSeconds: 57 * 60 }],
    ['sends stamped in the future count as now', [-10, -10, -10], { allowed: false, retryAfterSeconds: 60 * 60 }],
  ])('%s', (_name, minutes, decision) => {
    expect(decideTaxReportSend({ now: NOW, previousSends: minutes.map(minutesAgo) })).toEqual(decision);
  });
});
