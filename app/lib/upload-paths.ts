// The addresses that take file uploads (issue 14 item 2; decision 044): the registration's image steps,
// adding a bank account (its passbook), and the upload APIs. One list, read by the server's body limit
// (server/body-limit.ts: these get UPLOAD_BODY_LIMIT instead of 64 KB) and by the page actions' form
// check (app/middleware/form-body.ts: these are not parsed twice). Their routes parse the body with
// app/lib/uploads.server.ts.
export const UPLOAD_PATHS = [
  // The registration's step 3 (the bank account's passbook) and its API (issue 14 items 1, 8).
  '/reksadana/registrasi/form/3',
  '/api/v3/users/update-bank-account',
  '/reksadana/registrasi/form/4',
  '/reksadana/registrasi/form/5',
  '/reksadana/registrasi/form/6',
  '/me/tambah-rekening',
  '/api/v3/users/upload-kyc-documents',
  '/api/v2/mutual-funds/bank-accounts',
  '/api/v2/mutual-funds/bank-accounts/validate',
] as const;

/**
 * One image of at most 5 MB (KYC_DOCUMENT_MAX_BYTES) with the form's other fields and the multipart
 * framing around it; a bigger body cannot hold a valid upload.
 */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

const UPLOAD_PATH_SET: ReadonlySet<string> = new Set(UPLOAD_PATHS.map((path) => path.toLowerCase()));

/**
 * React Router posts a page's form as data to the page's address plus `.data` when JavaScript runs (a
 * `<Form>`'s submission): the same upload, the same limit.
 */
export const DATA_REQUEST_SUFFIX = '.data';

/** Whether a path takes uploads: case-insensitive and with or without a trailing slash, as React Router matches routes. */
export function isUploadPath(path: string): boolean {
  let lower = path.toLowerCase();
  if (lower.endsWith(DATA_REQUEST_SUFFIX) && !lower.startsWith('/api/')) lower = lower.slice(0, -DATA_REQUEST_SUFFIX.length);
  return UPLOAD_PATH_SET.has(lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower);
}
