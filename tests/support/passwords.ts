// A password hash as the scheme before decision 032 wrote it (scrypt N = 2^15, r = 8, p = 1): the
// tests that prove such hashes still verify and are replaced at the next sign-in.
import { randomBytes, scrypt } from 'node:crypto';

export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** 15;
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, { N, r: 8, p: 1, maxmem: 128 * N * 8 * 2 }, (err, k) => (err ? reject(err) : resolve(k))),
  );
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}
