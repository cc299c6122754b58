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
describe('orderTimeline of a sale and a switch (issue 15 item 5)', () => {
  const created = new Date('2025-11-10T01:00:00Z');
  const pricedAt = new Date('2025-11-10T11:00:00Z');
  const paidOut = new Date('2025-11-12T03:00:00Z');
  const sale: TimelineInput = {
    status: 'PAID',
    createdAt: created,
    paidAt: null,
    completedAt: null,
    canceledAt: null,
    navDate: '2025-11-10',
    payment: null,
    sell: { payout: null },
  };
  const saleSteps = (over: Partial<TimelineInput>) => orderTimeline({ ...sale, ...over }).map((s) => `${s.step}:${s.state}`);

  it.each<[string, Partial<TimelineInput>, string[]]>([
    ['being priced', {}, ['CREATED:done', 'NAV_DATE:current', 'UNITS:upcoming', 'PAYOUT:upcoming']],
    [
      'priced, cash due',
      { status: 'COMPLETED', completedAt: pricedAt, sell: { payout: { dueDate: '2025-11-12', paidAt: null } } },
      ['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'PAYOUT:current'],
    ],
    [
      'priced, cash paid',
      { status: 'COMPLETED', completedAt: pricedAt, sell: { payout: { dueDate: '2025-11-12', paidAt: paidOut } } },
      ['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'PAYOUT:done'],
    ],
  ])('a sale %s', (_name, over, expected) => {
    expect(saleSteps(over)).toEqual(expected);
  });

  it('dates the payout by its due date and the time it was paid', () => {
    const steps = orderTimeline({ ...sale, status: 'COMPLETED', completedAt: pricedAt, sell: { payout: { dueDate: '2025-11-12', paidAt: paidOut } } });
    expect(steps.at(-1)).toEqual({ step: 'PAYOUT', state: 'done', at: paidOut.toISOString(), date: '2025-11-12' });
  });

  const swap: TimelineInput = { ...sale, sell: undefined, switch: { outPriced: false, inNavDate: null, inPriced: false } };
  const swapSteps = (legs: TimelineInput['switch'], status: TimelineInput['status'] = 'PAID') =>
    orderTimeline({ ...swap, status, switch: legs, completedAt: status === 'COMPLETED' ? pricedAt : null }).map((s) => `${s.step}:${s.state}`);

  it.each<[string, TimelineInput['switch'], TimelineInput['status'], string[]]>([
    [
      'waiting for the switch-out',
      { outPriced: false, inNavDate: null, inPriced: false },
      'PAID',
      ['CREATED:done', 'NAV_DATE:current', 'UNITS:upcoming', 'SWITCH_IN_NAV_DATE:upcoming', 'SWITCH_IN_UNITS:upcoming', 'COMPLETED:upcoming'],
    ],
    [
      'switch-out priced, waiting for the switch-in',
      { outPriced: true, inNavDate: '2025-11-11', inPriced: false },
      'PAID',
      ['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'SWITCH_IN_NAV_DATE:current', 'SWITCH_IN_UNITS:upcoming', 'COMPLETED:upcoming'],
    ],
    [
      'both legs priced',
      { outPriced: true, inNavDate: '2025-11-11', inPriced: true },
      'COMPLETED',
      ['CREATED:done', 'NAV_DATE:done', 'UNITS:done', 'SWITCH_IN_NAV_DATE:done', 'SWITCH_IN_UNITS:done', 'COMPLETED:done'],
    ],
  ])('a switch %s', (_name, legs, status, expected) => {
    expect(swapSteps(legs, status)).toEqual(expected);
  });

  it("carries the switch-in's NAV date", () => {
    const steps = orderTimeline({ ...swap, switch: { outPriced: true, inNavDate: '2025-11-11', inPriced: false } });
    expect(steps.find((s) => s.step === 'SWITCH_IN_NAV_DATE')!.date).toBe('2025-11-11');
  });
});
