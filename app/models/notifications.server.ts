// The notification centre's one writer and its reading side (issue 17 items 4, 5; spec funds §2.7, §3 "Notification
// item", §7 "Notification centre"; docs/decisions/079-notification-centre.md, 080-notification-emails.md).
//
// Every event that tells the investor something calls notify() inside the transaction of the event itself, so a
// notification (and its email) exists exactly when its event happened: a rollback takes them with it. The row
// carries the kind and its params; the centre renders title and text from them when it is READ, in the reader's
// language (app/locales/{id,en}/notifications.ts `kinds`). title/body keep the Indonesian text as written (what an
// older reader or an export sees); rows from before issue 17 have no kind and are shown as stored.
//
// Speed: nav:publish completes thousands of orders in one transaction, each with a notification. notify() prepares
// its statements once per transaction (a WeakMap keyed by the transaction) and remembers each user's email settings
// for the rest of it, so one more notification costs an insert (and, by the user's setting, a second one).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { notifications, outboxEmails, users } from '../../db/schema';
import type { Db } from '../../db/client';
import { isIsoDate } from '~/domain/dates';
import { EMAIL_SETTING_PATH, NOTIFICATIONS_PATH } from '~/domain/notification-paths';
import type { Currency } from '~/domain/money';
import type { Language, NotificationCategory, NotificationKind } from '~/domain/enums';
import { db as defaultDb } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { formatDate, formatDateTime, formatMoneyInText, formatNav, formatUnits } from '~/lib/format';
import { resources } from '~/locales';
import type { Tx } from './ledger.server';

export type NotificationParams = Record<string, string | number | null>;

export interface NotificationEvent {
  userId: number;
  kind: NotificationKind;
  /**
   * What the texts interpolate (app/locales/id/notifications.ts says how each is formatted): `transactionNumber`,
   * `fundName`, `amount`/`…Amount` in minor units of `currency` (IDR by default), `nav` and `units` × 10^4, dates
   * `…Date` YYYY-MM-DD, instants `…At` ISO, `…Key` a translation key ("kycReview:reasons.X") shown in the reader's
   * language, `variant` picking the kind's variant text (`ORDER_COMPLETED` + `SELL` → `ORDER_COMPLETED_SELL`), and
   * for English an optional `…En` twin of a free text (a promo's `title`/`titleEn`).
   */
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
  AUTO_REDEMPTION_TRIGGERED: 'TRANSACTION',
  REFERRAL_REWARD_CREDITED: 'PROMO',
  PASSKEY_ADDED: 'ACCOUNT',
};

/**
 * Kinds whose email another model writes with its own template: the registration's outcome is mailed by
 * kyc-review.server.ts (decision 045) whatever the setting (it is about the account, not a marketing or
 * transaction notice). notify() writes no second email for them (decision 080).
 */
export const KINDS_MAILED_ELSEWHERE: ReadonlySet<NotificationKind> = new Set(['KYC_APPROVED', 'KYC_REJECTED']);


// ---------------------------------------------------------------------------------------------
// Texts

type KindTexts = { title: string; body: string; action: string };
type KindKey = keyof (typeof resources)['id']['notifications']['kinds'];

function kindTexts(language: Language, kind: NotificationKind, params: NotificationParams | null): KindTexts {
  const all = resources[language].notifications.kinds as Record<string, KindTexts>;
  const variant = params?.variant;
  return (variant ? all[`${kind}_${variant}`] : undefined) ?? all[kind as KindKey]!;
}

/** A translation key "namespace:dotted.path" in a language, or the key itself when it has no text. */
function lookUp(language: Language, key: string): string {
  const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/**
 * Formatted values, remembered: a publication completes thousands of orders on a few dates and NAVs, and Intl
 * formatting is most of a notification's cost (kept small: emptied when full).
 */
const formatted = new Map<string, string>();
function remembered(key: string, format: () => string): string {
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 10_000) formatted.clear();
    formatted.set(key, (text = format()));
  }
  return text;
}

/**
 * Units (× 10^4) with their 4 decimals, as formatUnits writes them ("1.234,5678" id, "1,234.5678" en), without Intl:
 * every completed order has its own figure, and Intl took most of a notification's time.
 */
function unitsText(unitsScaled: number, language: Language): string {
  if (!Number.isSafeInteger(unitsScaled) || unitsScaled < 0) return formatUnits(unitsScaled, language);
  const [group, decimal] = language === 'id' ? ['.', ','] : [',', '.'];
  const whole = String(Math.floor(unitsScaled / 10_000)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(unitsScaled % 10_000).padStart(4, '0')}`;
}

/** One param as the texts show it in `language` (see NotificationEvent.params). */
function formatParam(key: string, value: string | number, currency: Currency, language: Language): string {
  if (key.endsWith('Key') && typeof value === 'string') return lookUp(language, value);
  if ((key === 'amount' || key.endsWith('Amount')) && typeof value === 'number') return remembered(`m${language}${currency}${value}`, () => formatMoneyInText(value, currency, language));
  if (key === 'nav' && typeof value === 'number') return remembered(`n${language}${currency}${value}`, () => formatNav(value, currency, language));
  if (key === 'units' && typeof value === 'number') return unitsText(value, language);
  if (key.endsWith('Date') && typeof value === 'string' && isIsoDate(value)) return remembered(`d${language}${value}`, () => formatDate(value, language));
  if (key.endsWith('At') && (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())) {
    return formatDateTime(new Date(value), language);
  }
  return String(value);
}

/** The params as the texts show them in `language` (see NotificationEvent.params). */
export function formatParams(params: NotificationParams | null, language: Language): Record<string, string> {
  const values: Record<string, string> = {};
  if (!params) return values;
  const currency: Currency = params.currency === 'USD' ? 'USD' : 'IDR';
  for (const key in params) {
    const raw = params[key];
    if (raw === null || raw === undefined) continue;
    const twin = language === 'en' ? params[`${key}En`] : undefined;
    const value = twin !== null && twin !== undefined ? twin : raw;
    values[key.endsWith('Key') ? key.slice(0, -3) : key] = formatParam(key, value, currency, language);
  }
  return values;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/** A notification's title and text in `language`: from its kind and params, or as stored for a row without a kind. */
export function renderNotification(
  row: { kind: NotificationKind | null; params: NotificationParams | null; title: string; body: string },
  language: Language,
): { title: string; body: string } {
  if (!row.kind || !(row.kind in CATEGORY_OF_KIND)) return { title: row.title, body: row.body };
  const texts = kindTexts(language, row.kind, row.params);
  const values = formatParams(row.params, language);
  return { title: fill(texts.title, values), body: fill(texts.body, values) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface NotificationEmail {
  subject: string;
  bodyText: string;
  bodyHtml: string;
}

/**
 * The email of one event in the user's language (decision 080): one template per kind, the kind's title as the
 * subject, its text, a button to the notification's page, and why the email came with where to turn it off.
 */
export function notificationEmail(
  event: Pick<NotificationEvent, 'kind' | 'params' | 'link'>,
  user: { firstName: string; language: Language },
  origin: string,
  /** The texts in the user's language when the caller has them already. */
  rendered?: { title: string; body: string },
): NotificationEmail {
  const { language } = user;
  const texts = kindTexts(language, event.kind, event.params);
  const shown = rendered ?? renderNotification({ kind: event.kind, params: event.params, title: '', body: '' }, language);
  const title = shown.title.slice(0, 200) || texts.action;
  const body = shown.body;
  const email = resources[language].notifications.email;
  const url = `${origin}${event.link ?? NOTIFICATIONS_PATH}`;
  const settingUrl = `${origin}${EMAIL_SETTING_PATH}`;
  const greeting = fill(email.greeting, { name: user.firstName });
  const why = fill(email.why, { url: settingUrl });
  const bodyText = [greeting, '', body, '', `${texts.action}: ${url}`, '', email.signOff, '', '--', why].join('\n');
  const h = escapeHtml;
  const bodyHtml = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${h(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px;color:#0f766e">${h(title)}</h1>`,
    `<p style="margin:0 0 12px">${h(greeting)}</p>`,
    `<p style="margin:0 0 20px;line-height:1.5">${h(body)}</p>`,
    `<p style="margin:0 0 24px"><a href="${h(url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${h(texts.action)}</a></p>`,
    `<p style="margin:0 0 24px;white-space:pre-line">${h(email.signOff)}</p>`,
    `<p style="margin:0;font-size:12px;color:#6b7280">${h(fill(email.why, { url: '' }).trim())} <a href="${h(settingUrl)}" style="color:#0f766e">${h(settingUrl)}</a></p>`,
    '</div></body></html>',
  ].join('');
  return { subject: title, bodyText, bodyHtml };
}

// ---------------------------------------------------------------------------------------------
// Writing

type UserMail = { email: string; firstName: string; language: Language; emailNotifications: boolean };

function statementsFor(tx: Tx) {
  const insertNotification = tx
    .insert(notifications)
    .values({
      userId: sql.placeholder('userId'),
      category: sql.placeholder('category'),
      kind: sql.placeholder('kind'),
      params: sql.placeholder('params'),
      title: sql.placeholder('title'),
      body: sql.placeholder('body'),
      link: sql.placeholder('link'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare();
  const insertEmail = tx
    .insert(outboxEmails)
    .values({
      userId: sql.placeholder('userId'),
      kind: sql.placeholder('kind'),
      toAddress: sql.placeholder('toAddress'),
      subject: sql.placeholder('subject'),
      bodyText: sql.placeholder('bodyText'),
      bodyHtml: sql.placeholder('bodyHtml'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare();
  const userMail = tx
    .select({ email: users.email, firstName: users.firstName, language: users.language, emailNotifications: users.emailNotifications })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare();
  const mailOf = new Map<number, UserMail | undefined>();
  let origin: string | undefined;
  return {
    insertNotification,
    insertEmail,
    /** The user's address and settings, read once per transaction. */
    user(userId: number): UserMail | undefined {
      if (!mailOf.has(userId)) mailOf.set(userId, userMail.get({ userId }));
      return mailOf.get(userId);
    },
    /** The site's address for the email's links (read when the first email is written). */
    get origin(): string {
      return (origin ??= new URL(env().publicUrl).origin);
    },
  };
}

const statementsOfTx = new WeakMap<object, ReturnType<typeof statementsFor>>();

/**
 * Writes the event's notification and, when the user has email notifications on, its email to the outbox, in the
 * caller's transaction; returns the notification's id. `email: false`: history written after the fact (the demo
 * seed) is not mailed.
 */
export function notify(tx: Tx, event: NotificationEvent, now: Date, options: { email?: boolean } = {}): number {
  let statements = statementsOfTx.get(tx);
  if (!statements) statementsOfTx.set(tx, (statements = statementsFor(tx)));
  const stored = renderNotification({ kind: event.kind, params: event.params, title: '', body: '' }, 'id');
  const row = statements.insertNotification.run({
    userId: event.userId,
    category: CATEGORY_OF_KIND[event.kind],
    kind: event.kind,
    params: event.params,
    title: stored.title,
    body: stored.body,
    link: event.link,
    createdAt: now,
  });
  if (options.email !== false && !KINDS_MAILED_ELSEWHERE.has(event.kind)) {
    const user = statements.user(event.userId);
    if (user?.emailNotifications) {
      const email = notificationEmail(event, user, statements.origin, user.language === 'id' ? stored : undefined);
      statements.insertEmail.run({ userId: event.userId, kind: event.kind, toAddress: user.email, ...email, createdAt: now });
    }
  }
  return Number(row.lastInsertRowid);
}

// ---------------------------------------------------------------------------------------------
// Reading (the centre, the bell, the API): the user's own rows only; a deleted one is gone for them.


export interface NotificationView {
  id: number;
  kind: NotificationKind | null;
  category: NotificationCategory;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

const mine = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

/** One page (1-based) of the user's notifications, newest first, in `language`. */
export function listNotifications(
  userId: number,
  page: { page: number; size: number },
  language: Language,
  database: Db = defaultDb(),
): NotificationView[] {
  const rows = database
    .select({
      id: notifications.id,
      kind: notifications.kind,
      category: notifications.category,
      params: notifications.params,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(mine(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size)
    .all();
  return rows.map(({ params, ...row }) => ({ ...row, ...renderNotification({ ...row, params }, language) }));
}

const unreadStatements = new WeakMap<object, { get(userId: number): { n: number } }>();

/**
 * The bell's number, on every page of a signed-in user: one count over the user's rows of the
 * (user_id, created_at) index, a prepared statement per database.
 */
export function countUnreadNotifications(userId: number, database: Db = defaultDb()): number {
  let statement = unreadStatements.get(database);
  if (!statement) {
    const prepared = database.$client.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND deleted_at IS NULL',
    );
    statement = { get: (id) => prepared.get(id)! };
    unreadStatements.set(database, statement);
  }
  return statement.get(userId).n;
}

/** Marks one of the user's notifications read; false when it is not theirs, deleted or unknown (a 404). */
export function markNotificationRead(userId: number, id: number, now = new Date(), database: Db = defaultDb()): boolean {
  const found = database.select({ readAt: notifications.readAt }).from(notifications).where(and(eq(notifications.id, id), mine(userId))).get();
  if (!found) return false;
  if (!found.readAt) database.update(notifications).set({ readAt: now }).where(eq(notifications.id, id)).run();
  return true;
}

/** Opening a notification: marks it read and gives where it leads (null: no link), or undefined when not theirs. */
export function openNotification(userId: number, id: number, now = new Date(), database: Db = defaultDb()): string | null | undefined {
  const found = database
    .select({ link: notifications.link, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(userId)))
    .get();
  if (!found) return undefined;
  if (!found.readAt) database.update(notifications).set({ readAt: now }).where(eq(notifications.id, id)).run();
  return found.link;
}

/** Marks every unread notification of the user read; returns how many changed. */
export function markAllNotificationsRead(userId: number, now = new Date(), database: Db = defaultDb()): number {
  return database
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(userId), isNull(notifications.readAt)))
    .run().changes;
}

/** Deletes one of the user's notifications (a soft delete: deleted_at, decision 079); false when not theirs. */
export function deleteNotification(userId: number, id: number, now = new Date(), database: Db = defaultDb()): boolean {
  return database.update(notifications).set({ deletedAt: now }).where(and(eq(notifications.id, id), mine(userId))).run().changes > 0;
}

/** The /me toggle (users.email_notifications, decision 080). */
export function setEmailNotifications(userId: number, on: boolean, now = new Date(), database: Db = defaultDb()): void {
  database.update(users).set({ emailNotifications: on, updatedAt: now }).where(eq(users.id, userId)).run();
}
