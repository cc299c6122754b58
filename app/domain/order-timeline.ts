// An order's way from placed to completed, as its detail page shows it (issue 5 item 8: "a timeline
// (created, paid, NAV date, units allocated ...)"; spec funds §2.1 /me/order/{id}): pure, from the
// order's status and times. A sale ends with its payout (due, then paid: issue 15 item 5); a switch
// shows its two legs, the switch-out priced first and the switch-in at the next exchange day (decision 056).
import type { IsoDate } from './dates';
import type { OrderStatus } from './enums';

export type TimelineStepName =
  | 'CREATED'
  | 'PAID'
  | 'NAV_DATE'
  | 'UNITS'
  | 'SWITCH_IN_NAV_DATE'
  | 'SWITCH_IN_UNITS'
  | 'PAYOUT'
  | 'COMPLETED'
  | 'EXPIRED'
  | 'CANCELED'
  | 'REJECTED';

export interface TimelineStep {
  step: TimelineStepName;
  /** done: it happened; current: the order waits for it now; upcoming: later. */
  state: 'done' | 'current' | 'upcoming';
  /** ISO instant when it happened (or, for a waiting payment, its deadline). */
  at: string | null;
  /** The calendar date it concerns (the NAV date, a payout's due date). */
  date: IsoDate | null;
}

export interface TimelineInput {
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  completedAt: Date | null;
  canceledAt: Date | null;
  navDate: IsoDate | null;
  /** Null: the order has no payment (a sale or a switch). */
  payment: { expiresAt: Date } | null;
  /**
   * A sale: its payout once priced (null before). Its steps end with the cash: due, then paid, instead of a
   * "completed" step (the order is complete when priced, the investor waits for the money).
   */
  sell?: { payout: { dueDate: IsoDate; paidAt: Date | null } | null };
  /** A switch: whether its switch-out leg is priced, and its switch-in leg's NAV date and pricing. */
  switch?: { outPriced: boolean; inNavDate: IsoDate | null; inPriced: boolean };
}

/**
 * Created, paid, NAV date, units allocated, completed; an unpaid order that ran out of time ends
 * EXPIRED, a canceled or rejected one there.
 */
export function orderTimeline(order: TimelineInput): TimelineStep[] {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const steps: TimelineStep[] = [{ step: 'CREATED', state: 'done', at: iso(order.createdAt), date: null }];
  const completed = order.status === 'COMPLETED';

  if (order.payment) {
    if (order.paidAt) steps.push({ step: 'PAID', state: 'done', at: iso(order.paidAt), date: null });
    else if (order.status === 'WAITING_PAYMENT') steps.push({ step: 'PAID', state: 'current', at: iso(order.payment.expiresAt), date: null });
  }
  if (order.status === 'EXPIRED' || order.status === 'CANCELED' || order.status === 'REJECTED') {
    // A NAV date only if the order got that far: paid, or needing no payment.
    if (order.navDate && (order.paidAt || !order.payment)) steps.push({ step: 'NAV_DATE', state: 'done', at: null, date: order.navDate });
    steps.push({ step: order.status, state: 'done', at: iso(order.canceledAt), date: null });
    return steps;
  }
  if (order.sell) return [...steps, ...sellSteps(order, order.sell)];
  if (order.switch) return [...steps, ...switchSteps(order, order.switch)];
  // Waiting for the NAV: a paid buy, or a sale or switch not yet priced.
  const waitingForNav = !completed && (order.status === 'PAID' || !order.payment);
  steps.push({ step: 'NAV_DATE', state: completed ? 'done' : waitingForNav ? 'current' : 'upcoming', at: null, date: order.navDate });
  steps.push({ step: 'UNITS', state: completed ? 'done' : 'upcoming', at: iso(order.completedAt), date: null });
  steps.push({ step: 'COMPLETED', state: completed ? 'done' : 'upcoming', at: iso(order.completedAt), date: null });
  return steps;
}

/** A sale after it was placed: priced at its NAV date, units sold, then the cash due and paid. */
function sellSteps(order: TimelineInput, sell: NonNullable<TimelineInput['sell']>): TimelineStep[] {
  const priced = order.status === 'COMPLETED';
  const payout = sell.payout;
  return [
    { step: 'NAV_DATE', state: priced ? 'done' : 'current', at: null, date: order.navDate },
    { step: 'UNITS', state: priced ? 'done' : 'upcoming', at: order.completedAt?.toISOString() ?? null, date: null },
    {
      step: 'PAYOUT',
      state: payout?.paidAt ? 'done' : priced ? 'current' : 'upcoming',
      at: payout?.paidAt?.toISOString() ?? null,
      date: payout?.dueDate ?? null,
    },
  ];
}

/** A switch after it was placed: the switch-out priced, then the switch-in at its own NAV date, then completed. */
function switchSteps(order: TimelineInput, legs: NonNullable<TimelineInput['switch']>): TimelineStep[] {
  const completed = order.status === 'COMPLETED';
  const outDone = legs.outPriced || completed;
  const inDone = legs.inPriced || completed;
  const at = order.completedAt?.toISOString() ?? null;
  return [
    { step: 'NAV_DATE', state: outDone ? 'done' : 'current', at: null, date: order.navDate },
    { step: 'UNITS', state: outDone ? 'done' : 'upcoming', at: null, date: null },
    { step: 'SWITCH_IN_NAV_DATE', state: inDone ? 'done' : outDone ? 'current' : 'upcoming', at: null, date: legs.inNavDate },
    { step: 'SWITCH_IN_UNITS', state: inDone ? 'done' : 'upcoming', at: inDone ? at : null, date: null },
    { step: 'COMPLETED', state: completed ? 'done' : 'upcoming', at, date: null },
  ];
}
