// KYC documents (issue 14 item 2; decision 044) against this file's copy of the seeded database and this run's
// DATA_DIR: uploads checked by content (a text file named .jpg, a GIF, a truncated JPEG, an empty or a 20 MB
// file: a clear refusal and nothing stored, neither row nor file), re-encoded without EXIF or GPS, turned
// upright, scaled down, superseded by a newer upload of the same kind; read only by the owner and operators
// (another user's document answers like a missing one), through the model and through /me/dokumen/{id}.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../db/client';
import { callRoute, CookieJar } from '../support/route';
import { db } from '~/lib/db.server';
import { createSession } from '~/lib/session.server';
import {
  currentKycDocuments,
  KYC_DOCUMENT_MAX_BYTES,
  kycDocumentsDir,
  readKycDocumentFor,
  storeKycDocument,
} from '~/models/kyc-documents.server';
import * as documentRoute from '~/routes/account/kyc-document';

const NOW = new Date('2025-11-07T13:00:00Z');
const LATER = new Date('2025-11-07T14:00:00Z');
const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/kyc/${name}`));
const userRow = (email: string) => db().select().from(schema.users).where(eq(schema.users.email, email)).get()!;
const documentsOf = (userId: number) => db().select().from(schema.kycDocuments).where(eq(schema.kycDocuments.userId, userId)).all();
const filesOf = (userId: number) => {
  const dir = join(kycDocumentsDir(), String(userId));
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Whether a TIFF/EXIF block's first directory points at a GPS directory (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === 0x8825) return true;
  return false;
}

let investor: ReturnType<typeof userRow>;
let other: ReturnType<typeof userRow>;
let operator: ReturnType<typeof userRow>;

beforeAll(() => {
  // Accounts without seeded documents of their own for the upload checks.
  investor = userRow('baru@celengan.test');
  other = userRow('kuis@celengan.test');
  operator = userRow('operator@celengan.test');
});

describe('storeKycDocument: what it accepts', () => {
  it('stores a real JPEG re-encoded as JPEG under DATA_DIR/documents with a random name, its size and SHA-256', async () => {
    const result = await storeKycDocument(investor.id, 'ID_CARD', fixture('id-card.jpg'), NOW);
    if (!result.ok) throw new Error(result.reason);
    const { document } = result;
    expect(document).toMatchObject({ userId: investor.id, kind: 'ID_CARD', mimeType: 'image/jpeg', width: 600, height: 380, supersededAt: null });
    expect(document.createdAt).toEqual(NOW);
    expect(document.storageKey).toMatch(new RegExp(`^${investor.id}/[0-9a-f]{32}\\.jpg$`));
    const stored = readFileSync(join(kycDocumentsDir(), document.storageKey));
    expect(stored.byteLength).toBe(document.byteSize);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(document.sha256);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('keeps a signature as PNG with its transparency', async () => {
    const result = await storeKycDocument(investor.id, 'SIGNATURE', fixture('signature.png'), NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result.document).toMatchObject({ mimeType: 'image/png', width: 600, height: 380 });
    const meta = await sharp(readFileSync(join(kycDocumentsDir(), result.document.storageKey))).metadata();
    expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('takes a WebP or a PNG photo and stores it as JPEG (white behind transparency)', async () => {
    const webp = await sharp(fixture('selfie.jpg')).webp().toBuffer();
    const fromWebp = await storeKycDocument(investor.id, 'SELFIE_WITH_ID_CARD', webp, NOW);
    expect(fromWebp).toMatchObject({ ok: true, document: { mimeType: 'image/jpeg' } });
    const fromPng = await storeKycDocument(investor.id, 'PASSBOOK', fixture('signature.png'), NOW);
    expect(fromPng).toMatchObject({ ok: true, document: { mimeType: 'image/jpeg' } });
  });

  it('strips EXIF (GPS, camera, time) from a photo that had it', async () => {
    const original = fixture('gps.jpg');
    const before = await sharp(original).metadata();
    // The fixture really carries GPS coordinates (tests/fixtures/kyc/make-fixtures.ts).
    expect(before.exif).toBeDefined();
    expect(hasGpsDirectory(before.exif!)).toBe(true);
    const result = await storeKycDocument(investor.id, 'SELFIE_WITH_ID_CARD', original, NOW);
    if (!result.ok) throw new Error(result.reason);
    const stored = readFileSync(join(kycDocumentsDir(), result.document.storageKey));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('ContohPhone'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before dropping it', async () => {
    // 60 × 30 pixels, to be shown rotated by 90° (orientation 6): upright it is 30 × 60.
    const sideways = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await storeKycDocument(investor.id, 'ID_CARD', sideways, NOW);
    expect(result).toMatchObject({ ok: true, document: { width: 30, height: 60 } });
    if (!result.ok) return;
    const meta = await sharp(readFileSync(join(kycDocumentsDir(), result.document.storageKey))).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('scales a large image down to 2000 px on its longer side, never up', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#eee' } }).png().toBuffer();
    expect(await storeKycDocument(investor.id, 'PASSBOOK', wide, NOW)).toMatchObject({ ok: true, document: { width: 2000, height: 1000 } });
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#eee' } }).png().toBuffer();
    expect(await storeKycDocument(investor.id, 'PASSBOOK', small, NOW)).toMatchObject({ ok: true, document: { width: 200, height: 100 } });
  });
});

describe('storeKycDocument: what it refuses, storing nothing', () => {
  const gif = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } }).gif().toBuffer();
  const twentyMegabytes = () => {
    // A JPEG's magic bytes and then 20 MB: refused by its size before anything reads it as an image.
    const bytes = new Uint8Array(20 * 1024 * 1024);
    bytes.set(fixture('id-card.jpg'));
    return bytes;
  };

  it.each([
    ['a text file named .jpg', () => fixture('not-an-image.jpg'), 'UNSUPPORTED_TYPE'],
    ['a GIF', gif, 'UNSUPPORTED_TYPE'],
    ['a PDF', () => new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'UNSUPPORTED_TYPE'],
    ['a truncated JPEG', () => fixture('truncated.jpg'), 'NOT_AN_IMAGE'],
    ['JPEG magic bytes and noise', () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(2000).fill(7)]), 'NOT_AN_IMAGE'],
    ['an empty file', () => new Uint8Array(0), 'EMPTY'],
    ['a file of 20 MB', twentyMegabytes, 'TOO_LARGE'],
    ['a file one byte over 5 MB', () => new Uint8Array(KYC_DOCUMENT_MAX_BYTES + 1).fill(0xff), 'TOO_LARGE'],
  ] as const)('refuses %s (%s): no row, no file', async (_name, make, reason) => {
    const user = userRow('lama@celengan.test');
    const rowsBefore = documentsOf(user.id).length;
    const filesBefore = filesOf(user.id).length;
    expect(await storeKycDocument(user.id, 'ID_CARD', await make(), NOW)).toEqual({ ok: false, reason });
    expect(documentsOf(user.id)).toHaveLength(rowsBefore);
    expect(filesOf(user.id)).toHaveLength(filesBefore);
  });

  it('leaves no file behind when the transaction fails', async () => {
    const user = userRow('lama@celengan.test');
    const filesBefore = filesOf(user.id).length;
    await expect(
      storeKycDocument(user.id, 'ID_CARD', fixture('id-card.jpg'), NOW, db(), {
        inTransaction: () => {
          throw new Error('the caller changed its mind');
        },
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(documentsOf(user.id).filter((d) => d.kind === 'ID_CARD')).toHaveLength(0);
    expect(filesOf(user.id)).toHaveLength(filesBefore);
  });
});

describe('supersede and the current documents', () => {
  it('a newer upload of a kind supersedes the older one, which is kept; the link runs in the same transaction', async () => {
    const user = userRow('lanjut@celengan.test');
    const first = await storeKycDocument(user.id, 'ID_CARD', fixture('id-card.jpg'), NOW);
    const linked: number[] = [];
    const second = await storeKycDocument(user.id, 'ID_CARD', fixture('gps.jpg'), LATER, db(), {
      inTransaction: (tx, document) => {
        linked.push(document.id);
        expect(tx.select().from(schema.kycDocuments).where(eq(schema.kycDocuments.id, document.id)).get()).toBeDefined();
      },
    });
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(linked).toEqual([second.document.id]);
    const rows = documentsOf(user.id).filter((d) => d.kind === 'ID_CARD');
    expect(rows.find((d) => d.id === first.document.id)!.supersededAt).toEqual(LATER);
    expect(rows.find((d) => d.id === second.document.id)!.supersededAt).toBeNull();
    // The old file stays for the operator's history.
    expect(existsSync(join(kycDocumentsDir(), first.document.storageKey))).toBe(true);
    expect(currentKycDocuments(user.id).ID_CARD?.id).toBe(second.document.id);
  });

  it('a passbook supersedes nothing: each bank account keeps its own', async () => {
    const user = userRow('lanjut@celengan.test');
    const idr = await storeKycDocument(user.id, 'PASSBOOK', fixture('passbook.jpg'), NOW);
    const usd = await storeKycDocument(user.id, 'PASSBOOK', fixture('passbook.jpg'), LATER);
    if (!idr.ok || !usd.ok) throw new Error('refused');
    const rows = documentsOf(user.id).filter((d) => d.kind === 'PASSBOOK');
    expect(rows.map((d) => d.supersededAt)).toEqual([null, null]);
    expect(currentKycDocuments(user.id).PASSBOOK?.id).toBe(usd.document.id);
  });
});

describe('who reads a document', () => {
  let documentId: number;
  let bytes: Buffer;
  beforeAll(async () => {
    const result = await storeKycDocument(other.id, 'SELFIE_WITH_ID_CARD', fixture('selfie.jpg'), NOW);
    if (!result.ok) throw new Error(result.reason);
    documentId = result.document.id;
    bytes = readFileSync(join(kycDocumentsDir(), result.document.storageKey));
  });

  it('its owner and operators; another investor gets what a missing document gets', async () => {
    expect(await readKycDocumentFor({ id: other.id, role: 'investor' }, documentId)).toMatchObject({ mimeType: 'image/jpeg', bytes });
    expect(await readKycDocumentFor({ id: operator.id, role: 'operator' }, documentId)).toMatchObject({ mimeType: 'image/jpeg', bytes });
    expect(await readKycDocumentFor({ id: investor.id, role: 'investor' }, documentId)).toBeNull();
    expect(await readKycDocumentFor({ id: investor.id, role: 'investor' }, 999_999)).toBeNull();
    expect(await readKycDocumentFor({ id: operator.id, role: 'operator' }, 999_999)).toBeNull();
  });

  async function signedIn(userId: number): Promise<CookieJar> {
    const jar = new CookieJar();
    jar.store(new Headers({ 'Set-Cookie': await createSession(userId, new Date()) }));
    return jar;
  }
  const get = (id: string, cookies?: CookieJar) =>
    callRoute(documentRoute.loader, { url: `/me/dokumen/${id}`, params: { documentId: id }, cookies });
  const body = async (id: string, cookies?: CookieJar) => {
    const request = new Request(`http://localhost/me/dokumen/${id}`, { headers: cookies ? { Cookie: cookies.header() } : {} });
    return (await documentRoute.loader({ request, params: { documentId: id }, context: undefined } as never)) as Response;
  };

  it('/me/dokumen/{id} serves the image to its owner and to an operator, never cached, never sniffed', async () => {
    for (const userId of [other.id, operator.id]) {
      const response = await body(String(documentId), await signedIn(userId));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/jpeg');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="dokumen-${documentId}.jpg"`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('/me/dokumen/{id} answers another investor exactly as it answers a missing or malformed id: 404', async () => {
    const stranger = await signedIn(investor.id);
    const answers = await Promise.all([String(documentId), '999999', 'abc', '0', '01'].map((id) => body(id, stranger)));
    for (const response of answers) {
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toBe('Dokumen tidak ditemukan.');
    }
  });

  it('/me/dokumen/{id} sends a visitor to sign in', async () => {
    const result = await get(String(documentId));
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/signin?target=${encodeURIComponent(`/me/dokumen/${documentId}`)}`);
  });
});
