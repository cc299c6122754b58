import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineInput } from './order-timeline';

describe('orderTimeline', () => {
  const created = new Date('2025-11-10T01:00:00Z');
  const base: TimelineInput = {
    status: 'WAITING_PAYMENT',
    createdAt: created,
    paidAt: null,
    completedAt: null,
    canceledAt: null,
    navDate: null,
    payment: { expiresAt: new Date('2025-11-11T01:00:00Z') },
  };
  const paidAt = new Date('2025-11-10T02:00:00Z');
  const doneAt = new Date('2025-11-10T11:00:00Z');
  const steps = (over: Partial<TimelineInput>) =>
    orderTimeline({ ...base, ...over }).map((s) => `${s.step}:${s.state}`);

  it.each<[string, Partial<TimelineInput>, string[]]>([
    [
      'waiting for payment',
      {},
      ['CREATED:done', 'PAID:current', 'NAV_DATE:upcoming', 'UNITS:upcoming', 'COMPLETED:upcoming'],
    ],
    [
      'paid, waiting for the NAV',
      { status: 'PAID', paidAt, navDate: '2025-11-10' },
      ['CREATED:done', 'PAID:done', 'NAV_DATE:current', 'UNITS:upcoming', 'COMPLETED:upcoming'],
    ],
    [
      'completed',
      { status: 'COMPLETED', paidAt, navDate: '2025-11-10', completedAt: doneAt },
      ['CREATED:done', 'PAID:done', 'NAV_DATE:done', 'UNITS:done', 'COMPLETED:done'],
    ],
    ['expired unpaid', { status: 'EXPIRED', canceledAt: base.payment!.expiresAt }, ['CREATED:done', 'EXPIRED:done']],
    [
      'rejected after payment',
      { status: 'REJECTED', paidAt, navDate: '2025-11-10', canceledAt: doneAt },
      ['CREATED:done', 'PAID:done', 'NAV_DATE:done', 'REJECTED:done'],
    ],
    [
      'a sale being priced',
      { status: 'PAID', payment: null, navDate: '2025-11-10' },
      ['CREATED:done', 'NAV_DATE:current', 'UNITS:upcoming', 'COMPLETED:upcoming'],
    ],
    [
      'a completed sale',
      { status: 'COMPLETED', payment: null, navDate: '2025-11-10', completedAt: doneAt },
      ['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'COMPLETED:done'],
    ],
  ])('%s', (_name, over, expected) => {
    expect(steps(over)).toEqual(expected);
  });

  it('dates each step: the deadline while waiting, the NAV date, the completion', () => {
    const waiting = orderTimeline(base);
    expect(waiting[1]).toEqual({ step: 'PAID', state: 'current', at: '2025-11-11T01:00:00.000Z', date: null });
    const completed = orderTimeline({
      ...base,
      status: 'COMPLETED',
      paidAt,
      navDate: '2025-11-10',
      completedAt: doneAt,
    });
    expect(completed.find((s) => s.step === 'NAV_DATE')!.date).toBe('2025-11-10');
    expect(completed.find((s) => s.step === 'COMPLETED')!.at).toBe(doneAt.toISOString());
  });
});