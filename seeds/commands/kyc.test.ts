// `kyc:list`, `kyc:approve`, `kyc:reject`, `kyc:blacklist`, `bank:verify`, `bank:reject` (issue 14 item 7) on scratch
// copies of the seeded database: what each prints, what it changes (audited as the CLI's), and the one-line errors
// with exit 1 on bad input (an unknown email or id, a wrong status, an unknown reason or status).
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, schema, type Db } from '../../db/client';
import { cliRunner } from '../../tests/support/cli';
import { scratchDatabases } from '../../tests/support/test-run';

const NOW = new Date('2025-11-08T03:00:00Z');
const databases = scratchDatabases('cli-kyc');
const cli = cliRunner(NOW);

function read<T>(path: string, query: (db: Db) => T): T {
  const db = openDatabase(path);
  try {
    return query(db);
  } finally {
    db.$client.close();
  }
}
const userOf = (path: string, email: string) => read(path, (db) => db.select().from(schema.users).where(eq(schema.users.email, email)).get()!);
const lastAudit = (path: string) => read(path, (db) => db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).get());
const pendingBankOf = (path: string, email: string) =>
  read(path, (db) =>
    db
      .select({ id: schema.bankAccounts.id })
      .from(schema.bankAccounts)
      .innerJoin(schema.users, eq(schema.users.id, schema.bankAccounts.userId))
      .where(and(eq(schema.users.email, email), eq(schema.bankAccounts.status, 'PENDING')))
      .get()!.id,
  );

describe('argument validation', () => {
  it.each([
    [['kyc:list', '--status', 'waiting'], /option '--status <status>' argument 'waiting' is invalid\. Unknown KYC status\. Expected one of: pendingVerification, /],
    [['kyc:approve'], /missing required argument 'email'/],
    [['kyc:reject', 'menunggu@celengan.test'], /required option '--reason <code>' not specified/],
    [['kyc:reject', 'menunggu@celengan.test', '--reason', 'UGLY'], /argument 'UGLY' is invalid\. Unknown rejection reason\. Expected one of: BANK_ACCOUNT_NAME_MISMATCH, /],
    [['kyc:blacklist', 'a@b.id', 'c@d.id'], /too many arguments for 'kyc:blacklist'/],
    [['bank:verify', 'abc'], /value 'abc' is invalid for argument 'id'\. Expected a whole number/],
    [['bank:reject', '0'], /value '0' is invalid for argument 'id'/],
  ])('%j prints one clear line and exits 1', async (args, message) => {
    const result = await cli(args);
    expect(result).toMatchObject({ status: 1, out: '' });
    expect(result.err).toMatch(/^error: /);
    expect(result.err).toMatch(message);
    expect(result.err.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('kyc:list', () => {
  it('lists the registrations waiting for review, oldest first', async () => {
    const result = await cli(['kyc:list'], databases.copyOfSeeded());
    expect(result.status).toBe(0);
    const rows = result.out.trimEnd().split('\n');
    expect(rows[0]).toMatch(/^ {2}user {2}email +status +sent$/);
    expect(rows.slice(1, -1).map((row) => row.split(/\s+/).filter(Boolean).slice(1, 3))).toEqual([
      ['kyc@celengan.test', 'pendingVerification'],
      ['revisi@celengan.test', 'revisedAmend'],
      ['menunggu@celengan.test', 'pendingVerification'],
    ]);
    expect(rows[1]).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} WIB {2}rejections 0$/);
    expect(rows.at(-1)).toBe('3 registration(s) (waiting for review).');
  });

  it('--status lists one status; none says so', async () => {
    const path = databases.copyOfSeeded();
    expect((await cli(['kyc:list', '--status', 'blacklistedInternal'], path)).out).toMatch(/blokir@celengan\.test +blacklistedInternal[\s\S]*\n1 registration\(s\) \(blacklistedInternal\)\.\n$/);
    expect(await cli(['kyc:list', '--status', 'exportedToKsei'], path)).toEqual({ status: 0, out: 'No registration is in status exportedToKsei.\n', err: '' });
  });
});

describe('kyc:approve, kyc:reject, kyc:blacklist', () => {
  it('approves a registration (audited as the CLI), and a second run changes nothing', async () => {
    const path = databases.copyOfSeeded();
    const bankId = pendingBankOf(path, 'kyc@celengan.test');
    const result = await cli(['kyc:approve', 'KYC@celengan.test'], path);
    expect(result.err).toBe('');
    expect(result.status).toBe(0);
    const userId = userOf(path, 'kyc@celengan.test').id;
    expect(result.out).toMatch(
      new RegExp(
        `^kyc@celengan\\.test \\(user ${userId}\\): pendingVerification → verificationComplete\\.\\nBank account ${bankId} of the registration verified\\.\\nEmail \\d+ queued \\(npm run cli -- mail:outbox\\), notification \\d+ sent; recorded in the audit log\\.\\n$`,
      ),
    );
    expect(userOf(path, 'kyc@celengan.test')).toMatchObject({ mutualFundKycStatus: 'verificationComplete', isVerified: true });
    expect(lastAudit(path)).toMatchObject({ actorKind: 'cli', actorUserId: null, action: 'kyc.approved', entityId: String(userId) });
    expect(await cli(['kyc:approve', 'kyc@celengan.test'], path)).toEqual({
      status: 0,
      out: 'kyc@celengan.test is already verificationComplete: nothing changed.\n',
      err: '',
    });
  });

  it('rejects with a reason and says how many rejections remain', async () => {
    const path = databases.copyOfSeeded();
    const result = await cli(['kyc:reject', 'revisi@celengan.test', '--reason', 'SIGNATURE_MISMATCH'], path);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/: revisedAmend → rejectedInternalAmend\.\nReason SIGNATURE_MISMATCH; rejection 2 of 3: the investor may revise and send again\.\n/);
    expect(userOf(path, 'revisi@celengan.test')).toMatchObject({ kycRejectionReason: 'SIGNATURE_MISMATCH', kycRejectionCount: 2 });
  });

  it('blacklists', async () => {
    const path = databases.copyOfSeeded();
    const result = await cli(['kyc:blacklist', 'ditolak@celengan.test'], path);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(/: rejectedInternal → blacklistedInternal\.\n/);
    expect(userOf(path, 'ditolak@celengan.test').mutualFundKycStatus).toBe('blacklistedInternal');
  });

  it.each([
    [['kyc:approve', 'nobody@celengan.test'], 'error: No investor has the email nobody@celengan.test.\n'],
    [['kyc:approve', 'operator@celengan.test'], 'error: No investor has the email operator@celengan.test.\n'],
    [
      ['kyc:approve', 'baru@celengan.test'],
      'error: Cannot approve baru@celengan.test: its KYC status is none (registration not sent); approve needs pendingVerification, revisedAmend, pendingVerificationAmend.\n',
    ],
    [
      ['kyc:reject', 'investor@celengan.test', '--reason', 'FACE_MISMATCH'],
      'error: Cannot reject investor@celengan.test: its KYC status is verificationComplete; reject needs pendingVerification, revisedAmend, pendingVerificationAmend.\n',
    ],
    [
      ['kyc:blacklist', 'investor@celengan.test'],
      'error: Cannot blacklist investor@celengan.test: its KYC status is verificationComplete; blacklist needs any status but verificationComplete.\n',
    ],
  ])('%j refuses with exit 1, changing nothing', async (args, err) => {
    const path = databases.copyOfSeeded();
    const auditBefore = lastAudit(path)?.id;
    expect(await cli(args, path)).toEqual({ status: 1, out: '', err });
    expect(lastAudit(path)?.id).toBe(auditBefore);
  });
});

describe('bank:verify, bank:reject', () => {
  it('verifies a pending account once; rejecting it afterwards is refused', async () => {
    const path = databases.copyOfSeeded();
    const id = pendingBankOf(path, 'blokir@celengan.test');
    const result = await cli(['bank:verify', String(id)], path);
    expect(result.status).toBe(0);
    expect(result.out).toMatch(new RegExp(`^Bank account ${id} \\(user \\d+\\): PENDING → VERIFIED\\.\\nEmail \\d+ queued, notification \\d+ sent; recorded in the audit log\\.\\n$`));
    expect(lastAudit(path)).toMatchObject({ actorKind: 'cli', action: 'bank_account.verified', entityId: String(id) });
    expect(await cli(['bank:verify', String(id)], path)).toEqual({ status: 0, out: `Bank account ${id} is already VERIFIED: nothing changed.\n`, err: '' });
    expect(await cli(['bank:reject', String(id)], path)).toEqual({
      status: 1,
      out: '',
      err: `error: Cannot reject bank account ${id}: it is VERIFIED; only a PENDING account is reviewed.\n`,
    });
  });

  it('rejects a pending account; an unknown id is an error', async () => {
    const path = databases.copyOfSeeded();
    const id = pendingBankOf(path, 'menunggu@celengan.test');
    expect((await cli(['bank:reject', String(id)], path)).out).toMatch(/: PENDING → REJECTED\.\n/);
    expect(await cli(['bank:verify', '999999'], path)).toEqual({ status: 1, out: '', err: 'error: No bank account has the id 999999.\n' });
  });
});
