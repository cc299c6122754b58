// A software authenticator for tests (issue 18 item 6): makes the answers a browser's `startRegistration()` and
// `startAuthentication()` give (attestation "none", ES256, user present and verified), signed with a real P-256
// key, so the server's verification (@simplewebauthn/server) runs for real. `counter` is the signature counter
// the next assertion reports (a test may turn it back to play a cloned authenticator).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

type tinyValue = Parameters<typeof isoCBOR.encode>[0];
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class SoftAuthenticator {
  readonly credentialId: Buffer = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #cosePublicKey: Uint8Array;
  counter = 0;
  userHandle: string | undefined;

  constructor(
    readonly origin = 'http://localhost',
    readonly rpId = 'localhost',
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.#cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  #authData(counter: number, attested: boolean): Buffer {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(this.rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.#cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  /** The answer to registration options (`options.challenge`, `options.user.id`). */
  register(options: { challenge: string; user?: { id: string } }, origin = this.origin): RegistrationResponseJSON {
    this.userHandle = options.user?.id;
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false });
    const attestationObject = isoCBOR.encode(
      new Map<string, tinyValue>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, tinyValue>()],
        ['authData', new Uint8Array(this.#authData(0, true))],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options: the counter moves on by one first. */
  authenticate(options: { challenge: string }, origin = this.origin): AuthenticationResponseJSON {
    this.counter += 1;
    const authData = this.#authData(this.counter, false);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.#privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
    };
  }
}
