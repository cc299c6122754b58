import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { outboxEmails, users } from '../../db/schema';
import { cliRunner } from '../../tests/support/cli';
import { scratchDatabases } from '../../tests/support/test-run';
import { requestVerificationEmail } from '~/models/email-verification.server';

const NOW = new Date('2025-11-07T13:00:00Z');
const databases = scratchDatabases('cli-mail');
const freshPath = () => databases.copyOfSeeded();

/** Queues `n` verification emails, an hour apart, for the demo account with an unverified email. */
function queueVerificationEmails(path: string, n: number): void {
  const db = openDatabase(path);
  try {
    const userId = db.select({ id: users.id }).from(users).where(eq(users.email, 'email@celengan.test')).get()!.id;
    for (let i = 0; i < n; i++) {
      const result = requestVerificationEmail(userId, { now: new Date(NOW.getTime() + i * 3_600_000), baseUrl: 'http://localhost:3000' }, db);
      if (!result.ok) throw new Error(result.reason);
    }
  } finally {
    db.$client.close();
  }
}

const outboxCount = (path: string) => {
  const db = openDatabase(path);
  try {
    return db.select({ n: count() }).from(outboxEmails).get()!.n;
  } finally {
    db.$client.close();
  }
};

const cli = cliRunner(NOW);

describe('argument validation', () => {
  it.each([
    [['mail:outbox', '--limit', '0'], /option '--limit <n>' argument '0' is invalid\. Expected a whole number from 1 to 200\./],
    [['mail:outbox', '--limit', '201'], /argument '201' is invalid/],
    [['mail:outbox', '--limit', 'all'], /argument 'all' is invalid/],
    [['mail:outbox', '--limit'], /option '--limit <n>' argument missing/],
    [['mail:outbox', 'now'], /too many arguments for 'mail:outbox'/],
  ])('%j prints one clear line and exits 1', async (args, message) => {
    const result = await cli(args);
    expect(result.status).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toMatch(/^error: /);
    expect(result.err).toMatch(message);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses a database that does not exist', async () => {
    const path = databases.path('missing');
    const result = await cli(['mail:outbox'], path);
    expect(result).toEqual({
      status: 1,
      out: '',
      err: `error: No database at ${path}. Run \`npm run cli -- seed\` first or set DATABASE_PATH.\n`,
    });
  });
});

describe('mail:outbox', () => {
  it('says so when the outbox is empty', async () => {
    const path = freshPath();
    expect(await cli(['mail:outbox'], path)).toEqual({ status: 0, out: 'The outbox is empty.\n', err: '' });
  });

  it('prints the newest emails whole, with the verification link, newest first', async () => {
    const path = freshPath();
    queueVerificationEmails(path, 3);
    const result = await cli(['mail:outbox'], path);
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    const blocks = result.out.split(`\n${'-'.repeat(72)}\n`);
    expect(blocks).toHaveLength(3);
    // Newest first: the third email, queued at 22:00 WIB.
    expect(blocks[0]).toMatch(/^#3 {2}2025-11-07 22:00:00 WIB {2}EMAIL_VERIFICATION {2}not sent yet\n/);
    expect(blocks[0]).toContain('To: email@celengan.test\nSubject: Verifikasi alamat email Anda di Celengan\n\nHalo Eka,\n');
    expect(blocks[0]).toMatch(/http:\/\/localhost:3000\/email-berhasil-diverifikasi\?token=[A-Za-z0-9_-]{43}\n/);
    expect(blocks[2]).toMatch(/^#1 {2}2025-11-07 20:00:00 WIB/);
    expect(result.out).toMatch(/\n\n3 email\(s\) shown, newest first \(--limit 10\)\.\n$/);
    // Read-only.
    expect(outboxCount(path)).toBe(3);
  });

  it('--limit keeps the newest N', async () => {
    const path = freshPath();
    queueVerificationEmails(path, 3);
    const result = await cli(['mail:outbox', '--limit', '1'], path);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/^#3 /);
    expect(result.out).not.toMatch(/^#2 /m);
    expect(result.out).toMatch(/1 email\(s\) shown, newest first \(--limit 1\)\.\n$/);
  });
});
