// The notification centre's form posts (issue 17 item 4; spec funds §2.7): mark one read, mark all read, delete
// one. One schema for the page's forms (posted with or without JavaScript) and its action.
import { z } from 'zod';

const notificationId = z.coerce.number({ error: 'validation:required' }).int().positive().max(Number.MAX_SAFE_INTEGER);
/** The page the list showed (kept across the post, Post/Redirect/Get). */
const page = z.coerce.number().int().min(1).max(100).optional().catch(undefined);

export const notificationActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), id: notificationId, page }),
  z.object({ intent: z.literal('read-all'), page }),
  z.object({ intent: z.literal('delete'), id: notificationId, page }),
]);

export type NotificationAction = z.output<typeof notificationActionSchema>;

/** `?page=` of the centre: a whole number from 1 (the list shows pages 1 to n); anything else is page 1. */
export function centrePage(value: string | null): number {
  const n = value !== null && /^[1-9]\d{0,2}$/.test(value) ? Number(value) : 1;
  return Math.min(n, 100);
}

/** The API's `page` and `size` (spec funds §7: `page` and `size=15`). */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number({ error: 'notifications:api.invalidPage' }).int({ error: 'notifications:api.invalidPage' }).min(1, { error: 'notifications:api.invalidPage' }).max(1_000_000, { error: 'notifications:api.invalidPage' }).default(1),
  size: z.coerce.number({ error: 'notifications:api.invalidSize' }).int({ error: 'notifications:api.invalidSize' }).min(1, { error: 'notifications:api.invalidSize' }).max(50, { error: 'notifications:api.invalidSize' }).default(15),
});

/** The /me toggle of the notification emails (decision 080): the value the button posts (intent: EMAIL_NOTIFICATIONS_INTENT). */
export const emailNotificationsValueSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
