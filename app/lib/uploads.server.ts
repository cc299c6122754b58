// Reading a multipart upload (issue 14 item 2; decision 044) for the page actions and API routes of
// app/lib/upload-paths.ts. The body is parsed as it streams in (@mjackson/form-data-parser): a part that
// passes the per-file limit stops the parsing at once (the rest is read and forgotten up to the body limit, so
// that the 413 reaches the browser), so a large file is never read whole, let alone
// held in memory (the server's body limit, server/body-limit.ts, has already capped the request at
// UPLOAD_BODY_LIMIT). What is kept: the text fields, and each file field's bytes for the caller to check
// and store (app/models/kyc-documents.server.ts checks the content; the name and type sent are only hints).
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
  type FileUpload,
} from '@mjackson/form-data-parser';
import { KYC_DOCUMENT_MAX_BYTES } from '~/models/kyc-documents.server';
import { mediaType } from '~/middleware/form-body';
import { UPLOAD_BODY_LIMIT } from './upload-paths';

export interface UploadedFile {
  /** The form field it came in. */
  fieldName: string;
  /** As the client named it; never used for storage or type decisions. */
  fileName: string;
  /** As the client declared it; likewise a hint only. */
  declaredType: string;
  bytes: Uint8Array;
}

export type UploadRefusal =
  /** 415: the body is not multipart/form-data. */
  | { ok: false; status: 415; reason: 'NOT_MULTIPART' }
  /** 413: a file (or a field) passes the per-file limit. */
  | { ok: false; status: 413; reason: 'TOO_LARGE' }
  /** 400: more files than the form has, or a body that cannot be parsed (cut short, no boundary, bad text). */
  | { ok: false; status: 400; reason: 'TOO_MANY_FILES' | 'BROKEN' };

export type UploadResult =
  | {
      ok: true;
      /** The text fields, as a form (e.g. for conform's parseWithZod). */
      form: FormData;
      /** The text fields as an object (the last value of a repeated field). */
      fields: Record<string, string>;
      /** The non-empty files by field (the last one of a repeated field); an empty file input is left out. */
      files: Record<string, UploadedFile>;
    }
  | UploadRefusal;

export interface ParseUploadOptions {
  /** Per file (and per text field); default 5 MB (KYC_DOCUMENT_MAX_BYTES). */
  maxFileBytes?: number;
  /** Default 4: a step has one image, the API a few. */
  maxFiles?: number;
}

/** Parses a multipart request, or says why not (with the HTTP status to answer). Never throws for bad input. */
export async function parseUpload(request: Request, options: ParseUploadOptions = {}): Promise<UploadResult> {
  if (mediaType(request.headers.get('Content-Type')) !== 'multipart/form-data') {
    return { ok: false, status: 415, reason: 'NOT_MULTIPART' };
  }
  const files: Record<string, UploadedFile> = {};
  const keepFile = async (file: FileUpload) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // A file input left empty is sent as a part with no name and no bytes.
    if (bytes.byteLength > 0) {
      files[file.fieldName] = { fieldName: file.fieldName, fileName: file.name, declaredType: file.type, bytes };
    }
    return null;
  };
  let tooLarge = false;
  try {
    const form = await parseFormData(
      request,
      { maxFileSize: options.maxFileBytes ?? KYC_DOCUMENT_MAX_BYTES, maxFiles: options.maxFiles ?? 4 },
      keepFile,
    );
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
    return { ok: true, form, fields, files };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) {
      tooLarge = true;
      return { ok: false, status: 413, reason: 'TOO_LARGE' };
    }
    if (error instanceof MaxFilesExceededError) return { ok: false, status: 400, reason: 'TOO_MANY_FILES' };
    // A multipart error, text that is not UTF-8, a body that ended early or failed to arrive.
    return { ok: false, status: 400, reason: 'BROKEN' };
  } finally {
    if (request.body && !request.body.locked) {
      // Cancelling the server's request stream destroys the connection (@react-router/node), and the
      // browser then shows a network error instead of the page's message. So the rest of the body is read
      // and forgotten, up to the upload paths' body limit (which the server enforces before this runs:
      // server/body-limit.ts); only a body past it, never sent through the server, is cancelled.
      const rest = tooLarge ? UPLOAD_BODY_LIMIT - (options.maxFileBytes ?? KYC_DOCUMENT_MAX_BYTES) : Number.POSITIVE_INFINITY;
      if (!(await drain(request.body, rest))) await request.body.cancel().catch(() => undefined);
    }
  }
}

/** Reads a stream to its end and forgets what it read; false when it passed `maxBytes` first (left unread). */
async function drain(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<boolean> {
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return true;
      read += chunk.value.byteLength;
      if (read > maxBytes) return false;
    }
  } catch {
    // A body that failed to arrive: nothing more to read.
    return true;
  } finally {
    reader.releaseLock();
  }
}
