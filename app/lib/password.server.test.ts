import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../../tests/support/passwords';
import { hashPassword, needsRehash, verifyPassword } from './password.server';

describe('password hashing (decision 032)', () => {
  it('hashes with argon2id at OWASP minimum cost: 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('celengan123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword('celengan123')).not.toBe(hash); // salted
    expect(await verifyPassword('celengan123', hash)).toBe(true);
    expect(await verifyPassword('celengan124', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('treats the composed and decomposed forms of an accented password as one', async () => {
    const hash = await hashPassword('Caf\u00e9-2025');
    expect(await verifyPassword('Cafe\u0301-2025', hash)).toBe(true);
  });

  it('still verifies a scrypt hash of the earlier scheme, and asks for its replacement', async () => {
    const legacy = await legacyScryptHash('celengan123');
    expect(await verifyPassword('celengan123', legacy)).toBe(true);
    expect(await verifyPassword('salah12345', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('asks to replace an argon2id hash of weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g')).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['unknown scheme', 'bcrypt$2b$10$abc'],
    ['truncated scrypt', 'scrypt$32768$8$1$abc'],
    ['scrypt asking for gigabytes', 'scrypt$1073741824$8$1$c2FsdA$aGFzaA'],
    ['malformed argon2id', '$argon2id$v=19$m=19456,t=2,p=1$!!$!!'],
  ])('matches nothing against a %s stored value', async (_case, stored) => {
    expect(await verifyPassword('celengan123', stored)).toBe(false);
  });
});
