// Password (and PIN) hashing (DESIGN.md "Security baseline"; docs/decisions/032-password-hashing.md):
// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1) through @node-rs/argon2, stored as the PHC
// string `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`, which names its own parameters. Hashes of the
// earlier scheme, `scrypt$N$r$p$salt$hash` (N = 2^15, below OWASP's minimum), still verify;
// `needsRehash` tells the sign-in to replace them (and any argon2id hash of other parameters).
import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from '@node-rs/argon2';

/** OWASP Password Storage Cheat Sheet, argon2id's first configuration: 19 MiB, 2 passes, 1 lane. */
export const ARGON2ID_PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;
// argon2id is the library's default algorithm (its `Algorithm` is a const enum, which this build's
// isolated modules cannot read); the stored prefix, checked by the tests, names it.
const ARGON2_OPTIONS: Argon2Options = { ...ARGON2ID_PARAMS };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID_PARAMS.memoryCost},t=${ARGON2ID_PARAMS.timeCost},p=${ARGON2ID_PARAMS.parallelism}$`;

/** The same password typed on different keyboards (composed or decomposed accents) is one password. */
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalize(password), ARGON2_OPTIONS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, normalize(password));
    } catch {
      // A malformed stored hash matches nothing.
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(normalize(password), stored);
  return false;
}

/** Whether a stored hash (that just verified) should be replaced by one of the current scheme. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/** The scheme before decision 032: scrypt$N$r$p$salt$hash, base64url, a 64-byte key. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a tampered row from asking for gigabytes (these hashes were all N = 2^15, r = 8, p = 1).
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > 2 ** 17 || r < 1 || r > 16 || p !== 1) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  const actual = await new Promise<Buffer | null>((resolve) =>
    scryptCallback(password, Buffer.from(parts[4]!, 'base64url'), expected.length || 64, options, (err, key) => resolve(err ? null : key)),
  );
  return actual !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A fixed hash to verify against when the email is unknown, so a wrong email and a wrong
 * password take the same time (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  return (dummyHash ??= hashPassword('celengan-dummy-password'));
}
