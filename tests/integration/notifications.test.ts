// The notification centre (issue 17 items 4, 5; spec funds §2.7, §7 "Notification centre"; decisions 079, 080),
// against this file's copy of the seeded database: notify() writes the row and the email inside the event's
// transaction (and a rollback takes both), no email when the user turned them off, the email in the user's
// language, the texts rendered at read time in the reader's language, 15 a page (16 → 15 + 1), mark one read, all
// read and delete (page and API), another user's id 404, the check endpoint's no-cache count, and the /me toggle.
import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { DEMO_PASSWORD } from '../../seeds/demo-accounts';
import { callApi } from '../support/api';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { formatParams, notify, renderNotification, type NotificationEvent } from '~/models/notifications.server';
import { formatUnits } from '~/lib/format';
import * as signIn from '~/routes/account/sign-in';
import * as me from '~/routes/account/me';
import * as list from '~/routes/api/notification-center';
import * as check from '~/routes/api/notification-center-check';
import * as readOne from '~/routes/api/notification-center-read';
import * as readAll from '~/routes/api/notification-center-read-all';
import * as item from '~/routes/api/notification-center-item';
import * as centre from '~/routes/notifications/centre';
import * as open from '~/routes/notifications/open';

const NOW = new Date('2026-03-02T03:00:00Z');
const { notifications, outboxEmails, users } = schema;

const userId = (email: string) => db().select({ id: users.id }).from(users).where(eq(users.email, email)).get()!.id;
const outboxOf = (id: number) => db().select().from(outboxEmails).where(eq(outboxEmails.userId, id)).all();
const rowsOf = (id: number) => db().select({ n: count() }).from(notifications).where(eq(notifications.userId, id)).get()!.n;

async function signedIn(email: string): Promise<CookieJar> {
  const cookies = new CookieJar();
  const result = await callRoute(signIn.action, { url: '/signin', form: { email, password: DEMO_PASSWORD }, cookies });
  expect(result.status).toBe(302);
  return cookies;
}

const paid = (id: number, n = 1): NotificationEvent => ({
  userId: id,
  kind: 'ORDER_PAID',
  params: { transactionNumber: `CLG-TEST-${n}`, navDate: '2026-03-02' },
  link: `/me/order/${n}`,
});

/** A user with no notifications and no mail (a copy of the demo data: the sales account's are cleared). */
function cleared(email: string) {
  const id = userId(email);
  db().delete(notifications).where(eq(notifications.userId, id)).run();
  db().delete(outboxEmails).where(eq(outboxEmails.userId, id)).run();
  db().update(users).set({ emailNotifications: true, language: 'id' }).where(eq(users.id, id)).run();
  return id;
}

describe('notify()', () => {
  let id: number;
  beforeEach(() => {
    id = cleared('sales@celengan.test');
  });

  it('writes the notification and its email in the caller’s transaction, and a rollback takes both', () => {
    expect(() =>
      db().transaction((tx) => {
        notify(tx, paid(id), NOW);
        throw new Error('the event failed');
      }),
    ).toThrow('the event failed');
    expect(rowsOf(id)).toBe(0);
    expect(outboxOf(id)).toEqual([]);

    const notificationId = db().transaction((tx) => notify(tx, paid(id), NOW));
    const row = db().select().from(notifications).where(eq(notifications.id, notificationId)).get()!;
    // Stored: the kind, its params and the Indonesian text; read: rendered from the kind.
    expect(row).toMatchObject({
      kind: 'ORDER_PAID',
      category: 'TRANSACTION',
      params: { transactionNumber: 'CLG-TEST-1', navDate: '2026-03-02' },
      title: 'Pembayaran diterima',
      body: 'Pembayaran CLG-TEST-1 sudah kami terima. Unit reksa dana akan dihitung dengan NAV tanggal 2 Maret 2026.',
      link: '/me/order/1',
      readAt: null,
      deletedAt: null,
    });
    const [email] = outboxOf(id);
    expect(email).toMatchObject({ kind: 'ORDER_PAID', subject: 'Pembayaran diterima', sentAt: null });
    expect(email!.bodyText).toContain('Pembayaran CLG-TEST-1 sudah kami terima');
    expect(email!.bodyText).toMatch(/Lihat pesanan: http:\/\/[^/]+\/me\/order\/1/);
    expect(email!.bodyHtml).toContain('<h1');
    expect(email!.bodyHtml).toContain('/me#notifikasi-email');
  });

  it('sends no email when the user turned them off, and none for a KYC outcome (kyc-review mails those)', () => {
    db().update(users).set({ emailNotifications: false }).where(eq(users.id, id)).run();
    db().transaction((tx) => notify(tx, paid(id), NOW));
    expect(rowsOf(id)).toBe(1);
    expect(outboxOf(id)).toEqual([]);
    db().update(users).set({ emailNotifications: true }).where(eq(users.id, id)).run();
    db().transaction((tx) => notify(tx, { userId: id, kind: 'KYC_APPROVED', params: {}, link: '/reksadana' }, NOW));
    expect(outboxOf(id)).toEqual([]);
  });

  it('writes the email in the user’s language, escaped in HTML, once per event', () => {
    db().update(users).set({ language: 'en', firstName: 'Tom & Jerry' }).where(eq(users.id, id)).run();
    db().transaction((tx) => {
      notify(tx, { userId: id, kind: 'ORDER_COMPLETED', params: { transactionNumber: 'CLG-1', fundName: 'Dana <Saham>', units: 12_345_678, nav: 15_000_000, currency: 'IDR', navDate: '2026-03-02' }, link: '/me/order/7' }, NOW);
      notify(tx, { userId: id, kind: 'ORDER_EXPIRED', params: { transactionNumber: 'CLG-2', amount: 100_000, currency: 'IDR' }, link: '/me/order/8' }, NOW);
    });
    const [completed, expired] = outboxOf(id);
    expect(completed).toMatchObject({ kind: 'ORDER_COMPLETED', subject: 'Purchase completed' });
    expect(completed!.bodyText).toContain('Hello Tom & Jerry,');
    expect(completed!.bodyText).toContain('1,234.5678 units of Dana <Saham> at a NAV of 1,500.00 on March 2, 2026');
    expect(completed!.bodyHtml).toContain('Hello Tom &amp; Jerry,');
    expect(completed!.bodyHtml).toContain('Dana &lt;Saham&gt;');
    expect(completed!.bodyHtml).not.toContain('<Saham>');
    expect(expired).toMatchObject({ kind: 'ORDER_EXPIRED', subject: 'Payment time is over' });
    // Money in running text keeps "Rp" and the figure together (a no-break space).
    expect(expired!.bodyText).toContain('Order CLG-2 of Rp\u00a0100,000 was cancelled');
  });
});

describe('rendering at read time', () => {
  it('writes units as formatUnits does (its own fast path: every completed order has its own figure)', () => {
    for (const units of [0, 1, 9_999, 10_000, 12_345_678, 1_000_000_000, 9_876_543_210_123]) {
      for (const language of ['id', 'en'] as const) expect(formatParams({ units }, language).units).toBe(formatUnits(units, language));
    }
  });

  it('renders a kind in the reader’s language, variants and translated params; a row without a kind as stored', () => {
    const row = { kind: 'KYC_REJECTED' as const, params: { reasonKey: 'kycReview:reasons.FACE_MISMATCH', variant: null }, title: 'x', body: 'y' };
    expect(renderNotification(row, 'id')).toEqual({ title: 'Pendaftaran perlu diperbaiki', body: 'Alasan: Wajah pada swafoto tidak sesuai dengan foto KTP. Perbaiki data Anda lalu kirim ulang.' });
    expect(renderNotification(row, 'en').title).toBe('Registration needs a fix');
    const sell = { kind: 'ORDER_COMPLETED' as const, params: { variant: 'SELL', transactionNumber: 'S-1', fundName: 'F', units: 10_000, nav: 20_000, currency: 'USD', navDate: '2026-03-02', proceedsAmount: 200, dueDate: '2026-03-05' }, title: '', body: '' };
    expect(renderNotification(sell, 'en')).toEqual({
      title: 'Sale completed',
      body: '1.0000 units of F from S-1 were sold at a NAV of 2.0000 on March 2, 2026. The proceeds of US$2.00 reach your bank account by March 5, 2026.',
    });
    const promo = { kind: 'PROMO' as const, params: { title: 'Halo', titleEn: 'Hello', body: 'Isi' }, title: '', body: '' };
    expect(renderNotification(promo, 'en')).toEqual({ title: 'Hello', body: 'Isi' });
    expect(renderNotification({ kind: null, params: null, title: 'Laporan bulanan', body: 'Teks lama' }, 'en')).toEqual({ title: 'Laporan bulanan', body: 'Teks lama' });
  });
});

describe('the centre and its API', () => {
  it('pages by 15 newest first (16 → 15 + 1, the list ends on a short page), in the request’s language', async () => {
    const id = cleared('sales@celengan.test');
    db().transaction((tx) => {
      for (let n = 1; n <= 16; n++) notify(tx, paid(id, n), new Date(NOW.getTime() + n * 60_000));
    });
    const cookies = await signedIn('sales@celengan.test');
    const first = await callApi(list, { url: '/api/v1/users/notification-center?page=1&size=15', cookies });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    const firstData = (first.body as { data: Array<Record<string, unknown>> }).data;
    expect(firstData).toHaveLength(15);
    expect(firstData[0]).toMatchObject({ kind: 'ORDER_PAID', title: 'Pembayaran diterima', link: '/me/order/16', readAt: null });
    expect(Object.keys(firstData[0]!).sort()).toEqual(['_id', 'body', 'category', 'createdAt', 'kind', 'link', 'readAt', 'title']);
    const second = await callApi(list, { url: '/api/v1/users/notification-center?page=2&size=15&lng=en', cookies });
    const secondData = (second.body as { data: Array<Record<string, unknown>> }).data;
    expect(secondData).toHaveLength(1);
    expect(secondData[0]).toMatchObject({ title: 'Payment received', link: '/me/order/1' });
    expect((await callApi(list, { url: '/api/v1/users/notification-center?page=3', cookies })).body).toEqual({ data: [] });
    const bad = await callApi(list, { url: '/api/v1/users/notification-center?page=0&size=500', cookies });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { page: ['Halaman harus bilangan bulat dari 1.'], size: ['Ukuran halaman harus bilangan bulat dari 1 sampai 50.'] } });
    expect((await callApi(list, { url: '/api/v1/users/notification-center' })).status).toBe(401);

    // The page: 15, "load more" to ?page=2 (pages 1 and 2: 16, the end).
    const page1 = await callRoute(centre.loader, { url: '/notifications', cookies });
    expect(page1.data!.items).toHaveLength(15);
    expect(page1.data!.nextHref).toBe('/notifications?page=2');
    const page2 = await callRoute(centre.loader, { url: '/notifications?page=2', cookies });
    expect(page2.data!.items).toHaveLength(16);
    expect(page2.data!.nextHref).toBeNull();
  });

  it('marks one read, all read and deletes (soft), by API and by form post; another user’s id is 404', async () => {
    const id = cleared('sales@celengan.test');
    const other = userId('investor@celengan.test');
    const [a, b, c, foreign] = db().transaction((tx) => [notify(tx, paid(id, 1), NOW), notify(tx, paid(id, 2), NOW), notify(tx, paid(id, 3), NOW), notify(tx, paid(other, 4), NOW)]);
    const cookies = await signedIn('sales@celengan.test');

    const counted = await callApi(check, { url: '/api/v1/users/notification-center/check', cookies });
    expect(counted.status).toBe(200);
    expect(counted.headers.get('Cache-Control')).toContain('no-cache');
    expect(counted.body).toEqual({ data: { unread: 3, userHasUnreadNotification: true } });

    // Another user's id, an unknown and a malformed one: the same 404, nothing changed.
    for (const bad of [String(foreign), '999999999', 'abc']) {
      const read = await callApi(readOne, { url: `/api/v1/users/notification-center/read/${bad}`, method: 'PATCH', params: { notificationId: bad }, cookies });
      expect(read).toMatchObject({ status: 404, body: { message: 'Notifikasi tidak ditemukan.' } });
      expect((await callApi(item, { url: `/api/v1/users/notification-center/${bad}`, method: 'DELETE', params: { notificationId: bad }, cookies })).status).toBe(404);
    }
    const foreignRow = db().select().from(notifications).where(eq(notifications.id, foreign!)).get()!;
    expect(foreignRow).toMatchObject({ readAt: null, deletedAt: null });
    await expect(callRoute(open.loader, { url: `/notifications/buka/${foreign}`, params: { notificationId: String(foreign) }, cookies })).resolves.toMatchObject({ status: 404 });
    expect((await callRoute(centre.action, { url: '/notifications', method: 'POST', form: { intent: 'delete', id: String(foreign) }, cookies })).status).toBe(404);

    // A foreign Origin changes nothing.
    expect((await callApi(readAll, { url: '/api/v1/users/notification-center/read-all', method: 'PATCH', cookies, headers: { Origin: 'https://evil.example' } })).status).toBe(403);

    const read = await callApi(readOne, { url: `/api/v1/users/notification-center/read/${a}`, method: 'PATCH', params: { notificationId: String(a) }, cookies });
    expect(read).toMatchObject({ status: 200, body: { data: { _id: a, read: true, unread: 2 } } });
    const deleted = await callApi(item, { url: `/api/v1/users/notification-center/${b}`, method: 'DELETE', params: { notificationId: String(b) }, cookies });
    expect(deleted).toMatchObject({ status: 200, body: { data: { _id: b, deleted: true, unread: 1 } } });
    // Soft: the row stays, gone for the user (a second delete is 404).
    expect(db().select().from(notifications).where(eq(notifications.id, b!)).get()!.deletedAt).toBeInstanceOf(Date);
    expect((await callApi(item, { url: `/api/v1/users/notification-center/${b}`, method: 'DELETE', params: { notificationId: String(b) }, cookies })).status).toBe(404);

    // Opening marks read and leads to the link.
    const opened = await callRoute(open.loader, { url: `/notifications/buka/${c}`, params: { notificationId: String(c) }, cookies });
    expect(opened).toMatchObject({ status: 302, location: '/me/order/3' });
    expect((await callApi(check, { url: '/api/v1/users/notification-center/check', cookies })).body).toEqual({ data: { unread: 0, userHasUnreadNotification: false } });

    // The page's posts (without JavaScript): mark all read, delete one; each redirects back.
    db().update(notifications).set({ readAt: null }).where(eq(notifications.userId, id)).run();
    const all = await callRoute(centre.action, { url: '/notifications', method: 'POST', form: { intent: 'read-all', page: '1' }, cookies });
    expect(all).toMatchObject({ status: 302, location: '/notifications?selesai=read-all' });
    expect(db().select({ n: count() }).from(notifications).where(and(eq(notifications.userId, id), isNull(notifications.readAt), isNull(notifications.deletedAt))).get()!.n).toBe(0);
    const gone = await callRoute(centre.action, { url: '/notifications', method: 'POST', form: { intent: 'delete', id: String(a), page: '2' }, cookies });
    expect(gone).toMatchObject({ status: 302, location: '/notifications?page=2&selesai=delete' });
    const after = await callRoute(centre.loader, { url: '/notifications?selesai=delete', cookies });
    expect(after.data!.items.map((n) => n.id)).toEqual([c]);
    expect(after.data!.done).toBe('deleted');
    expect((await callRoute(centre.action, { url: '/notifications', method: 'POST', form: { intent: 'nope' }, cookies })).status).toBe(400);
  });

  it('sends a visitor to sign in with the way back', async () => {
    const visitor = await callRoute(centre.loader, { url: '/notifications?page=2' });
    expect(visitor).toMatchObject({ status: 302, location: '/signin?target=%2Fnotifications%3Fpage%3D2' });
    expect((await callApi(check, { url: '/api/v1/users/notification-center/check' })).status).toBe(401);
  });
});

describe('the /me toggle of the notification emails', () => {
  it('turns them off and on with a plain form post; off, an event writes no email', async () => {
    const id = cleared('sales@celengan.test');
    const cookies = await signedIn('sales@celengan.test');
    const off = await callRoute(me.action, { url: '/me', method: 'POST', form: { intent: 'email-notifications', emailNotifications: 'false' }, cookies });
    expect(off).toMatchObject({ status: 302, location: '/me?notifikasi=disimpan#notifikasi-email' });
    expect((await callRoute(me.loader, { url: '/me?notifikasi=disimpan', cookies })).data!.emailNotifications).toEqual({ on: false, saved: true });
    db().transaction((tx) => notify(tx, paid(id), NOW));
    expect(outboxOf(id)).toEqual([]);
    await callRoute(me.action, { url: '/me', method: 'POST', form: { intent: 'email-notifications', emailNotifications: 'true' }, cookies });
    db().transaction((tx) => notify(tx, paid(id), NOW));
    expect(outboxOf(id)).toHaveLength(1);
    expect((await callRoute(me.action, { url: '/me', method: 'POST', form: { intent: 'email-notifications', emailNotifications: 'maybe' }, cookies })).status).toBe(400);
  });
});
