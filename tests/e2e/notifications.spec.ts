// The notification centre in the browser (issue 17 item 4; spec funds §2.7; decision 079), at 375 px and 1280 px
// with axe: an investor with 16 notifications sees the bell's count, 15 newest first with the unread marked, loads
// the 16th, then WITHOUT JavaScript marks all read and deletes one (form posts, redirect back), and opens one (its
// link); WITH JavaScript marks one read and deletes one, the bell following. The account is the test's own.
import Database from 'better-sqlite3';
import { E2E_DATABASE } from '../../playwright.config';
import { accountLike, expect, expectNoViolations, pageWithoutJavaScript, queryOne, signIn, test } from './support/fixtures';

/** A copy of the demo investor with 16 unread ORDER_PAID notifications, the newest last inserted (an hour apart). */
function investorWithNotifications(): { email: string; userId: number } {
  const email = accountLike('investor@celengan.test');
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const { id } = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number };
    const insert = db.prepare(
      `INSERT INTO notifications (user_id, category, kind, params, title, body, link, created_at)
       VALUES (?, 'TRANSACTION', 'ORDER_PAID', ?, 'Pembayaran diterima', 'stored text', ?, ?)`,
    );
    const start = Date.now() - 20 * 3_600_000;
    for (let n = 1; n <= 16; n++) insert.run(id, JSON.stringify({ transactionNumber: `CLG-E2E-${n}`, navDate: '2026-03-02' }), n === 16 ? '/me' : '/reksadana/portfolio', start + n * 3_600_000);
    return { email, userId: id };
  } finally {
    db.close();
  }
}

const unreadOf = (userId: number) => queryOne<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND deleted_at IS NULL', userId).n;
const visibleOf = (userId: number) => queryOne<{ n: number }>('SELECT count(*) AS n FROM notifications WHERE user_id = ? AND deleted_at IS NULL', userId).n;

test('the notification centre: 15 a page, load more, read all and delete without JavaScript, read and delete with it', async ({ page, browser, guard, viewport }) => {
  const { email, userId } = investorWithNotifications();

  // Without JavaScript.
  const plain = await pageWithoutJavaScript(browser, guard, viewport);
  await signIn(plain, email);
  // The bell: a link named by its count, the number drawn by the server.
  const bell = plain.getByRole('link', { name: 'Notifikasi, 16 belum dibaca' });
  await expect(bell).toHaveText('16');
  await bell.click();
  await expect(plain).toHaveURL(/\/notifications$/);
  const items = plain.getByTestId('notification');
  await expect(items).toHaveCount(15);
  // Newest first, rendered from the kind (not the stored text), unread marked.
  await expect(items.first()).toContainText('Pembayaran CLG-E2E-16 sudah kami terima');
  await expect(items.first()).toHaveAttribute('data-unread', 'true');
  await expect(items.first().getByTestId('notification-unread')).toBeVisible();

  await plain.getByTestId('notifications-more').click();
  await expect(plain).toHaveURL(/\?page=2$/);
  await expect(items).toHaveCount(16);
  await expect(plain.getByTestId('notifications-end')).toBeVisible();

  await plain.getByTestId('notifications-read-all').click();
  await expect(plain.getByTestId('notifications-status')).toHaveText('Semua notifikasi sudah ditandai dibaca.');
  await expect(plain.getByTestId('notifications-unread')).toHaveText('Semua sudah dibaca');
  await expect(plain.locator('[data-unread="true"]')).toHaveCount(0);
  await expect(plain.getByRole('link', { name: 'Notifikasi', exact: true })).toHaveText('');
  expect(unreadOf(userId)).toBe(0);

  await items.last().getByTestId('notification-delete').click();
  await expect(plain.getByTestId('notifications-status')).toHaveText('Notifikasi dihapus.');
  await expect(items).toHaveCount(15);
  expect(visibleOf(userId)).toBe(15);

  // Opening one goes to its link.
  await items.first().getByTestId('notification-open').click();
  await expect(plain).toHaveURL(/\/me$/);
  await plain.context().close();

  // With JavaScript (all unread again): mark the newest read, delete it; the bell follows.
  const db = new Database(E2E_DATABASE, { fileMustExist: true });
  try {
    db.prepare('UPDATE notifications SET read_at = NULL WHERE user_id = ? AND deleted_at IS NULL').run(userId);
  } finally {
    db.close();
  }
  await signIn(page, email, '/notifications');
  await expect(page.getByRole('link', { name: 'Notifikasi, 15 belum dibaca' })).toBeVisible();
  // axe runs where JavaScript does (the page is the same markup either way).
  await expectNoViolations(page);
  await page.screenshot({ path: test.info().outputPath('notifications.png') });
  const first = page.getByTestId('notification').first();
  await first.getByTestId('notification-read').click();
  await expect(first).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('link', { name: 'Notifikasi, 14 belum dibaca' })).toHaveText('14');
  await first.getByTestId('notification-delete').click();
  await expect(page.getByTestId('notification')).toHaveCount(14);
  await expect(page.getByTestId('notifications-end')).toBeVisible();
  expect(visibleOf(userId)).toBe(14);
  await expectNoViolations(page);
});
