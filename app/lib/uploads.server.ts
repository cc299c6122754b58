// Reading a multipart upload (issue 14 item 2; decision 044) for the page actions and API routes of
// app/lib/upload-paths.ts. The body is parsed as it streams in (@mjackson/form-data-parser): a part that
// passes the per-file limit stops the parsing at once, so a large file is never read whole, let alone
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
      // Past the file limit the rest is not wanted: stop reading it. Cancelling the server's request
      // stream destroys the connection (@react-router/node), so anything smaller, which the server's body
      // limit has bounded already, is read to its end instead: the 400 then reaches the client.
      if (tooLarge) await request.body.cancel().catch(() => undefined);
      else await drain(request.body);
    }
  }
}

/** Reads a stream to its end and forgets what it read. */
async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // A body that failed to arrive: nothing more to read.
  } finally {
    reader.releaseLock();
  }
}
