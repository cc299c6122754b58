// KYC documents (issue 14 item 2; docs/decisions/044-kyc-documents-storage-and-access.md): the ID-card
// photo, the selfie with the ID card, the signature and a bank account's passbook.
//
// An upload is checked by its content, never its name or declared type: the magic bytes must say JPEG,
// PNG or WebP (file-type), and sharp must decode the whole image (a truncated file throws). The image is
// then re-encoded: turned upright by its EXIF orientation, scaled to at most 2000 px, and written without
// any metadata (EXIF, GPS, XMP, ICC: sharp keeps none unless asked). Only the re-encoded bytes are kept,
// under DATA_DIR/documents (never public/), with a random name. The face and the passbook are specific
// personal data (UU 27/2022 art. 4(2): biometric, personal financial), the ID card identifies its holder, so
// a document is read only by its owner and by operators; to anyone else it does not exist.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { schema, type Db } from '../../db/client';
import type { UserRole } from '~/domain/enums';
import type { KycDocumentKind } from '~/domain/kyc/enums';
import { db } from '~/lib/db.server';
import { env } from '~/lib/env.server';
import { logger } from '~/lib/logger.server';
import type { Tx } from './ledger.server';

export type KycDocumentRow = typeof schema.kycDocuments.$inferSelect;

/** The largest upload accepted (issue 14 item 2: 5 MB); the upload parser stops reading past it. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The longer side of a stored image: enough to read an ID card, small enough to serve quickly. */
export const KYC_DOCUMENT_MAX_DIMENSION = 2000;
/**
 * The most pixels sharp will decode: a 5 MB file can declare a 100 000 × 100 000 image of one colour (a
 * decompression bomb). 100 megapixels is more than any phone saves by default.
 */
export const KYC_DOCUMENT_MAX_INPUT_PIXELS = 100_000_000;

/** What the magic bytes may say (issue 14 item 2). HEIC and GIF are refused: phones share photos as JPEG. */
const ACCEPTED_INPUT_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type StoreKycDocumentRefusal = 'EMPTY' | 'TOO_LARGE' | 'UNSUPPORTED_TYPE' | 'NOT_AN_IMAGE';
export type StoreKycDocumentResult = { ok: true; document: KycDocumentRow } | { ok: false; reason: StoreKycDocumentRefusal };

export interface StoreKycDocumentOptions {
  /** The folder the files go to; default DATA_DIR/documents (the seed passes its own). */
  documentsDir?: string;
  /**
   * Runs inside the transaction that inserts the row, e.g. to point kyc_registrations or a bank account at
   * the new document, so that the link and the document are written together or not at all. A throw here
   * rolls everything back and deletes the file.
   */
  inTransaction?: (tx: Tx, document: KycDocumentRow) => void;
}

/** DATA_DIR's folder of KYC documents. */
export function kycDocumentsDir(dataDir: string = env().dataDir): string {
  return join(dataDir, 'documents');
}

/**
 * Checks and stores an uploaded image as the user's document of `kind`, and marks the user's previous
 * document of that kind superseded (kept for the operator's history), in one immediate transaction. A
 * PASSBOOK supersedes nothing: each bank account has its own (bank_accounts.passbook_document_id).
 * A refusal stores nothing: no row, no file.
 */
export async function storeKycDocument(
  userId: number,
  kind: KycDocumentKind,
  bytes: Uint8Array,
  now: Date = new Date(),
  database: Db = db(),
  options: StoreKycDocumentOptions = {},
): Promise<StoreKycDocumentResult> {
  const image = await normalizeKycImage(kind, bytes);
  if (!image.ok) return image;
  const documentsDir = options.documentsDir ?? kycDocumentsDir();
  const { storageKey, file } = await writeKycDocumentFile(documentsDir, userId, image);
  try {
    const document = database.transaction(
      (tx) => {
        const row = insertKycDocument(tx, { userId, kind, storageKey, image, now });
        options.inTransaction?.(tx, row);
        return row;
      },
      { behavior: 'immediate' },
    );
    return { ok: true, document };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

type AcceptedImage = Extract<NormalizedKycImage, { ok: true }>;

/**
 * Writes a checked image under `documentsDir` with a random name (the user's folder, so that an erasure finds
 * every file of a person). The caller inserts the row (insertKycDocument) and deletes the file if that fails.
 */
export async function writeKycDocumentFile(documentsDir: string, userId: number, image: AcceptedImage): Promise<{ storageKey: string; file: string }> {
  const storageKey = `${userId}/${randomBytes(16).toString('hex')}.${image.mimeType === 'image/png' ? 'png' : 'jpg'}`;
  const file = join(resolve(documentsDir), storageKey);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': a random name that exists already is an error, never an overwrite.
  await writeFile(file, image.data, { flag: 'wx', mode: 0o600 });
  return { storageKey, file };
}

/**
 * Inserts the row of a written file and marks the user's previous document of that kind superseded, in the
 * caller's transaction. A PASSBOOK supersedes nothing: each bank account has its own.
 */
export function insertKycDocument(
  tx: Tx,
  input: { userId: number; kind: KycDocumentKind; storageKey: string; image: AcceptedImage; now: Date },
): KycDocumentRow {
  const { userId, kind, storageKey, image, now } = input;
  const { kycDocuments: docs } = schema;
  const row = tx
    .insert(docs)
    .values({
      userId,
      kind,
      storageKey,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      byteSize: image.data.byteLength,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      createdAt: now,
    })
    .returning()
    .get();
  if (kind !== 'PASSBOOK') {
    tx.update(docs)
      .set({ supersededAt: now })
      .where(and(eq(docs.userId, userId), eq(docs.kind, kind), isNull(docs.supersededAt), ne(docs.id, row.id)))
      .run();
  }
  return row;
}

export type NormalizedKycImage =
  | { ok: true; data: Buffer; mimeType: 'image/jpeg' | 'image/png'; width: number; height: number }
  | { ok: false; reason: StoreKycDocumentRefusal };

/**
 * The checks and the re-encoding of storeKycDocument, without storing: JPEG out (white behind any
 * transparency), PNG for a signature (its thin strokes and transparent background survive).
 */
export async function normalizeKycImage(kind: KycDocumentKind, bytes: Uint8Array): Promise<NormalizedKycImage> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'EMPTY' };
  if (bytes.byteLength > KYC_DOCUMENT_MAX_BYTES) return { ok: false, reason: 'TOO_LARGE' };
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !ACCEPTED_INPUT_TYPES.has(detected.mime)) return { ok: false, reason: 'UNSUPPORTED_TYPE' };
  try {
    const pipeline = sharp(bytes, {
      // A file cut short (or otherwise broken) throws instead of decoding to a grey band.
      failOn: 'truncated',
      limitInputPixels: KYC_DOCUMENT_MAX_INPUT_PIXELS,
      // One frame of an animated WebP.
      animated: false,
    })
      // Upright by the EXIF orientation, before the metadata that held it is dropped.
      .rotate()
      .resize({ width: KYC_DOCUMENT_MAX_DIMENSION, height: KYC_DOCUMENT_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true });
    const output = kind === 'SIGNATURE' ? pipeline.png({ compressionLevel: 9 }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
    // No withMetadata()/keepExif(): the output carries no EXIF, GPS, XMP or ICC profile.
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { ok: true, data, mimeType: kind === 'SIGNATURE' ? 'image/png' : 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'NOT_AN_IMAGE' };
  }
}

/** The user's current documents by kind (the newest passbook for PASSBOOK). */
export function currentKycDocuments(userId: number, database: Db = db()): Partial<Record<KycDocumentKind, KycDocumentRow>> {
  const { kycDocuments: docs } = schema;
  const rows = database
    .select()
    .from(docs)
    .where(and(eq(docs.userId, userId), isNull(docs.supersededAt)))
    .orderBy(desc(docs.createdAt), desc(docs.id))
    .all();
  const current: Partial<Record<KycDocumentKind, KycDocumentRow>> = {};
  for (const row of rows) current[row.kind] ??= row;
  return current;
}

/** One document's row, whoever owns it (for operator pages; never serve it without readKycDocumentFor). */
export function findKycDocument(documentId: number, database: Db = db()): KycDocumentRow | undefined {
  return database.select().from(schema.kycDocuments).where(eq(schema.kycDocuments.id, documentId)).get();
}

/** Who may read a document: its owner and operators. */
export function mayReadKycDocument(viewer: { id: number; role: UserRole }, document: Pick<KycDocumentRow, 'userId'>): boolean {
  return viewer.role === 'operator' || viewer.id === document.userId;
}

export interface KycDocumentFile {
  document: KycDocumentRow;
  bytes: Buffer;
  mimeType: string;
}

/**
 * A document's bytes for `viewer`, or null when there is no such document or the viewer is neither its
 * owner nor an operator: another user's document answers exactly like a missing one.
 */
export async function readKycDocumentFor(
  viewer: { id: number; role: UserRole },
  documentId: number,
  database: Db = db(),
  documentsDir: string = kycDocumentsDir(),
): Promise<KycDocumentFile | null> {
  if (!Number.isSafeInteger(documentId) || documentId <= 0) return null;
  const document = findKycDocument(documentId, database);
  if (!document || !mayReadKycDocument(viewer, document)) return null;
  const root = resolve(documentsDir);
  const file = resolve(root, document.storageKey);
  // The key is ours, but a path that leaves the folder is never followed.
  if (!file.startsWith(root + sep)) return null;
  try {
    return { document, bytes: await readFile(file), mimeType: document.mimeType };
  } catch (error) {
    // A row without its file (a restored database, a lost disk): the operator's problem, not the viewer's.
    logger.warn({ documentId, code: (error as NodeJS.ErrnoException).code }, 'kyc document file unreadable');
    return null;
  }
}
