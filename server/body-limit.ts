// Request body limits (issue 13 item 9, decision 035): every body is limited at the server, before
// React Router reads it, so that a large body costs neither memory nor the time to read it. A body
// declared larger than its path's limit (Content-Length) is refused before a byte of it is read; a
// chunked body (no declared length) is held back from React Router and counted as it arrives, and
// refused as soon as it passes the limit. The refusal is 413 in the request's language: the API's
// JSON error shape under /api/, a line of text elsewhere; the connection is closed, so the rest of
// the body is never read.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { isApiPath } from '~/lib/api-path';
import { isUploadPath, UPLOAD_BODY_LIMIT } from '~/lib/upload-paths';
import { apiMessages } from './request-language';

const KIB = 1024;

/** What any body may be (a form or a JSON document): the largest real one is a few kilobytes. */
export const DEFAULT_BODY_LIMIT = 64 * KIB;

/**
 * The paths whose bodies have a limit of their own, the first match wins; upload routes add their
 * rows here. Case-insensitive, as React Router matches routes. The payment gateway's notification is a few hundred bytes (routes/api/payments-callback.ts).
 */
export const BODY_LIMITS: ReadonlyArray<{ path: { test(path: string): boolean }; maxBytes: number }> = [
  { path: /^\/api\/v1\/payments\/callback\/?$/i, maxBytes: 16 * KIB },
  // The registration's images and the passbook (issue 14 item 2, decision 044): one image of up to 5 MB.
  { path: { test: isUploadPath }, maxBytes: UPLOAD_BODY_LIMIT },
];

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find((row) => row.path.test(path))?.maxBytes ?? DEFAULT_BODY_LIMIT;
}

async function refuse(req: Request, res: Response): Promise<void> {
  const message = (await apiMessages(req)).payloadTooLarge;
  // Closing the connection is what stops the rest of the body: Node would otherwise read it (and
  // throw it away) to reuse the connection.
  res.status(413).set({ Connection: 'close', 'Cache-Control': 'no-store' });
  if (isApiPath(req.path)) res.json({ message });
  else res.type('text/plain').send(message);
}

/** Answers 413 for a body over its path's limit; passes every other request on with its body intact. */
export function bodyLimit() {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = bodyLimitFor(req.path);
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      // Node's parser delivers exactly the declared length (a longer body is the next request's
      // bytes and fails to parse), so a declared length within the limit needs no counting.
      if (Number(declared) > limit) void refuse(req, res).catch(next);
      else next();
      return;
    }
    if (req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    if (req.complete) {
      // The whole body came with the headers and waits unread in the stream.
      if (req.readableLength > limit) void refuse(req, res).catch(next);
      else next();
      return;
    }
    holdChunkedBody(req, limit, {
      complete: () => next(),
      tooLarge: () => void refuse(req, res).catch(next),
    });
  };
}

/**
 * Keeps a chunked body from the request stream until it has all arrived within `limit` bytes, then
 * hands it on whole; past the limit it is dropped. Node's HTTP parser delivers a body through the
 * request's `push` (the Readable implementer's side); nothing has read the stream yet when the
 * first middleware runs, so every byte passes through here.
 */
function holdChunkedBody(req: IncomingMessage, limit: number, on: { complete: () => void; tooLarge: () => void }) {
  const push = req.push.bind(req);
  const chunks: Buffer[] = [];
  let received = 0;
  let refused = false;
  const hold = (chunk: Buffer | null): boolean => {
    if (refused) return true;
    if (chunk === null) {
      req.push = push;
      if (received > 0) push(Buffer.concat(chunks, received));
      push(null);
      setImmediate(on.complete);
      return false;
    }
    received += chunk.length;
    if (received > limit) {
      refused = true;
      chunks.length = 0;
      on.tooLarge();
      return true;
    }
    chunks.push(chunk);
    return true;
  };
  req.push = (chunk: unknown) => hold(chunk === null ? null : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  // Anything already buffered (should a middleware before this one have waited) counts like the rest.
  if (req.readableLength > 0) hold(req.read() as Buffer);
}
