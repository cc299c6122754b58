// The notification centre's addresses and page size (issue 17 item 4; spec funds §2.1 "/notifications (prefix
// match)", §2.7 "page size 15"), shared by the server and the page.

/** The centre (and where a notification without a link of its own leads). */
export const NOTIFICATIONS_PATH = '/notifications';
/** Opening one: marked read, then its link (decision 079). */
export const openNotificationPath = (id: number) => `${NOTIFICATIONS_PATH}/buka/${id}` as const;
/** Spec funds §2.7: 15 a page; the list ends when a page is shorter. */
export const NOTIFICATION_PAGE_SIZE = 15;
/** Where the email's "turn them off" line points (the toggle on /me, decision 080). */
export const EMAIL_SETTING_PATH = '/me#notifikasi-email';
/** The /me form's intent that flips the notification emails (decision 080). */
export const EMAIL_NOTIFICATIONS_INTENT = 'email-notifications';
