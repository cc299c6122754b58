// The notification centre's one writer (issue 17 item 4): every event that tells the investor something calls
// notify() inside the transaction of the event itself, so a notification exists exactly when its event happened.
// The row carries the kind and its params (the centre renders them in the reader's language) and, for the
// email (item 5, the outbox), the same event goes out by the user's setting.
//
// Model-first skeleton (lead): the signature is the contract; the helper "notifications" fills in the texts,
// the email and the reading side (list, mark read, delete, unread count).
import { notifications } from '../../db/schema';
import type { NotificationCategory, NotificationKind } from '~/domain/enums';
import type { Tx } from './ledger.server';

export type NotificationParams = Record<string, string | number | null>;

export interface NotificationEvent {
  userId: number;
  kind: NotificationKind;
  /** What the texts interpolate (transaction number, fund name, amounts as display strings, dates YYYY-MM-DD). */
  params: NotificationParams;
  /** An address of the app the notification leads to (the order, the schedule, the portfolio), or null. */
  link: string | null;
}

const CATEGORY_OF_KIND: Record<NotificationKind, NotificationCategory> = {
  ORDER_PAID: 'TRANSACTION',
  ORDER_COMPLETED: 'TRANSACTION',
  ORDER_EXPIRED: 'TRANSACTION',
  RECURRING_RUN_CREATED: 'TRANSACTION',
  RECURRING_RUN_FAILED: 'TRANSACTION',
  SELL_PROCEEDS_PAID: 'TRANSACTION',
  DIVIDEND_PAID: 'TRANSACTION',
  KYC_APPROVED: 'ACCOUNT',
  KYC_REJECTED: 'ACCOUNT',
  REFERRAL_CASHBACK_CREDITED: 'PROMO',
  COUPON_CASHBACK_CREDITED: 'PROMO',
  PROMO: 'PROMO',
};

/** Writes the event's notification (and, later, its email) in the caller's transaction; returns its id. */
export function notify(tx: Tx, event: NotificationEvent, now: Date): number {
  const row = tx
    .insert(notifications)
    .values({
      userId: event.userId,
      category: CATEGORY_OF_KIND[event.kind],
      kind: event.kind,
      params: event.params,
      title: event.kind,
      body: '',
      link: event.link,
      createdAt: now,
    })
    .returning({ id: notifications.id })
    .get();
  return row.id;
}
