// An order's way from placed to completed, as its detail page shows it (issue 5 item 8: "a timeline
// (created, paid, NAV date, units allocated ...)"; spec funds §2.1 /me/order/{id}): pure, from the
// order's status and times.
import type { IsoDate } from './dates';
import type { OrderStatus } from './enums';

export type TimelineStepName = 'CREATED' | 'PAID' | 'NAV_DATE' | 'UNITS' | 'COMPLETED' | 'EXPIRED' | 'CANCELED' | 'REJECTED';

export interface TimelineStep {
  step: TimelineStepName;
  /** done: it happened; current: the order waits for it now; upcoming: later. */
  state: 'done' | 'current' | 'upcoming';
  /** ISO instant when it happened (or, for a waiting payment, its deadline). */
  at: string | null;
  /** The calendar date it concerns (the NAV date). */
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
  // Waiting for the NAV: a paid buy, or a sale or switch not yet priced.
  const waitingForNav = !completed && (order.status === 'PAID' || !order.payment);
  steps.push({ step: 'NAV_DATE', state: completed ? 'done' : waitingForNav ? 'current' : 'upcoming', at: null, date: order.navDate });
  steps.push({ step: 'UNITS', state: completed ? 'done' : 'upcoming', at: iso(order.completedAt), date: null });
  steps.push({ step: 'COMPLETED', state: completed ? 'done' : 'upcoming', at: iso(order.completedAt), date: null });
  return steps;
}
