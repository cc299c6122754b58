// Against this test file's own copy of the seeded database (tests/setup.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { db } from '~/lib/db.server';
import {
  accountSummary,
  createUser,
  findUserByEmail,
  maskMobilePhone,
  updateLanguage,
  verifyCredentials,
} from './users.server';

const NOW = new Date('2025-11-07T03:00:00Z');
const newUser = (email: string) =>
  ({ fullName: '  Siti   Nurhaliza ', email, mobilePhone: '081234567890', password: 'rahasia123', language: 'id' }) as const;

describe('createUser', () => {
  it('stores a lowercased email, the first name, a password hash and no registration yet', async () => {
    const result = await createUser(newUser(' Siti.N@Example.COM '), NOW);
    expect(result.ok).toBe(true);
    const user = findUserByEmail('siti.n@example.com')!;
    expect(user).toMatchObject({
      email: 'siti.n@example.com',
      fullName: 'Siti Nurhaliza',
      firstName: 'Siti',
      mobilePhone: '081234567890',
      language: 'id',
      role: 'investor',
      mutualFundKycStatus: null,
      registrationStartedAt: null,
      isVerified: false,
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain('rahasia123');
    const audit = db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, String(user.id))).all();
    expect(audit).toEqual([expect.objectContaining({ action: 'user.signed_up', entity: 'user', actorUserId: user.id, details: null })]);
  });

  it('reports a taken email, whatever its case, instead of throwing', async () => {
    expect((await createUser(newUser('taken@example.com'), NOW)).ok).toBe(true);
    expect(await createUser(newUser('TAKEN@example.com'), NOW)).toEqual({ ok: false, reason: 'EMAIL_TAKEN' });
    expect(db().select().from(schema.users).where(eq(schema.users.email, 'taken@example.com')).all()).toHaveLength(1);
  });

  it('keeps the first name within the 60 characters the schema allows', async () => {
    const result = await createUser({ ...newUser('long@example.com'), fullName: `${'A'.repeat(80)} B` }, NOW);
    expect(result.ok && result.user.firstName).toBe('A'.repeat(60));
  });
});

describe('verifyCredentials', () => {
  it('returns the user for the right password only, and nobody for an unknown email', async () => {
    await createUser(newUser('login@example.com'), NOW);
    expect((await verifyCredentials('Login@Example.com', 'rahasia123'))?.email).toBe('login@example.com');
    expect(await verifyCredentials('login@example.com', 'rahasia124')).toBeNull();
    expect(await verifyCredentials('nobody@example.com', 'rahasia123')).toBeNull();
  });
});

describe('updateLanguage', () => {
  it('saves the language', async () => {
    const result = await createUser(newUser('lang@example.com'), NOW);
    if (!result.ok) throw new Error('user not created');
    updateLanguage(result.user.id, 'en', NOW);
    expect(findUserByEmail('lang@example.com')).toMatchObject({ language: 'en', updatedAt: NOW });
  });
});

describe('maskMobilePhone', () => {
  it.each([
    ['081234567890', '0812-****-7890'],
    ['+62 812-3456-7890', '0812-****-7890'],
    ['0812345678', '0812-**-5678'],
    ['0812345678901', '0812-*****-8901'],
    ['12345', '*2345'],
  ])('%s → %s', (input, expected) => {
    expect(maskMobilePhone(input)).toBe(expected);
  });

  it('is what the account page gets', async () => {
    const result = await createUser(newUser('summary@example.com'), NOW);
    if (!result.ok) throw new Error('user not created');
    expect(accountSummary(result.user)).toEqual({
      fullName: 'Siti Nurhaliza',
      email: 'summary@example.com',
      mobilePhone: '0812-****-7890',
      language: 'id',
    });
  });
});
