// Reading an upload (issue 14 item 2; decision 044): app/lib/uploads.server.ts parses a multipart body as it
// streams in, keeps the text fields and each file's bytes, and refuses a file over 5 MB (413) without reading
// the rest of the body, a body that is not multipart (415) and a broken one (400). And the upload paths get
// their own body limit at the server (server/body-limit.ts) from the one list app/lib/upload-paths.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor, DEFAULT_BODY_LIMIT } from '../../server/body-limit';
import { isUploadPath, UPLOAD_BODY_LIMIT, UPLOAD_PATHS } from '~/lib/upload-paths';
import { parseUpload } from '~/lib/uploads.server';

const BOUNDARY = '----celengan-test';
const encoder = new TextEncoder();

function multipartBody(parts: Array<{ name: string; value: string } | { name: string; fileName: string; type: string; bytes: Uint8Array }>): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.bytes,
        encoder.encode('\r\n'),
      );
    }
  }
  chunks.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  return new Uint8Array(Buffer.concat(chunks));
}

const uploadRequest = (body: BodyInit, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
  new Request('http://localhost/reksadana/registrasi/form/4', { method: 'POST', headers: { 'Content-Type': type }, body, duplex: 'half' } as RequestInit);

describe('parseUpload', () => {
  it('answers the text fields and the file bytes, leaving out an empty file input', async () => {
    const image = new Uint8Array(readFileSync('tests/fixtures/kyc/id-card.jpg'));
    const result = await parseUpload(
      uploadRequest(
        multipartBody([
          { name: 'intent', value: 'upload' },
          { name: 'idCard', fileName: 'ktp saya.jpg', type: 'image/jpeg', bytes: image },
          { name: 'signature', fileName: '', type: 'application/octet-stream', bytes: new Uint8Array(0) },
        ]),
      ),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.fields).toEqual({ intent: 'upload' });
    expect(result.form.get('intent')).toBe('upload');
    expect(Object.keys(result.files)).toEqual(['idCard']);
    expect(result.files.idCard).toMatchObject({ fieldName: 'idCard', fileName: 'ktp saya.jpg', declaredType: 'image/jpeg' });
    expect(Buffer.from(result.files.idCard!.bytes).equals(Buffer.from(image))).toBe(true);
  });

  it('refuses a 20 MB file with 413 after reading little more than the body limit, never the whole body', async () => {
    const total = 20 * 1024 * 1024;
    const chunkSize = 64 * 1024;
    let pulled = 0;
    const head = encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="idCard"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        if (pulled >= total) {
          controller.close();
          return;
        }
        pulled += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(0xab));
      },
    });
    const result = await parseUpload(uploadRequest(stream));
    expect(result).toEqual({ ok: false, status: 413, reason: 'TOO_LARGE' });
    // Past the file limit the rest is read (so that the 413 reaches a browser) only up to the upload paths'
    // body limit, which the server holds any body to; the stream asks ahead a little (its high-water mark).
    expect(pulled).toBeLessThan(UPLOAD_BODY_LIMIT + 4 * chunkSize);
  });

  it('reads a file just over the file limit to its end, so the 413 is an answer and not a cut connection', async () => {
    const total = 5 * 1024 * 1024 + 512 * 1024;
    const chunkSize = 64 * 1024;
    let pulled = 0;
    const head = encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="idCard"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
    let closed = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        if (pulled >= total) {
          controller.enqueue(tail);
          controller.close();
          closed = true;
          return;
        }
        pulled += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(0xab));
      },
    });
    const result = await parseUpload(uploadRequest(stream));
    expect(result).toEqual({ ok: false, status: 413, reason: 'TOO_LARGE' });
    expect(closed).toBe(true);
  });

  it.each([
    ['a urlencoded form', 'intent=upload', 'application/x-www-form-urlencoded', 415, 'NOT_MULTIPART'],
    ['JSON', '{"intent":"upload"}', 'application/json', 415, 'NOT_MULTIPART'],
    ['no boundary', 'whatever', 'multipart/form-data', 400, 'BROKEN'],
    ['a body cut short', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nhal`, undefined, 400, 'BROKEN'],
    ['another boundary', `--other\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n--other--\r\n`, undefined, 400, 'BROKEN'],
  ] as const)('refuses %s', async (_name, body, type, status, reason) => {
    expect(await parseUpload(uploadRequest(body, type))).toEqual({ ok: false, status, reason });
  });

  it('refuses more files than a form has with 400', async () => {
    const tiny = { type: 'image/jpeg', bytes: new Uint8Array([1, 2, 3]) };
    const body = multipartBody(['a', 'b', 'c'].map((name) => ({ name, fileName: `${name}.jpg`, ...tiny })));
    expect(await parseUpload(uploadRequest(body), { maxFiles: 2 })).toEqual({ ok: false, status: 400, reason: 'TOO_MANY_FILES' });
  });
});

describe('the upload paths', () => {
  it('get the upload body limit at the server, in any case and with a trailing slash; other paths keep 64 KB', () => {
    for (const path of UPLOAD_PATHS) {
      expect(bodyLimitFor(path)).toBe(UPLOAD_BODY_LIMIT);
      expect(bodyLimitFor(`${path.toUpperCase()}/`)).toBe(UPLOAD_BODY_LIMIT);
      expect(isUploadPath(`${path.toUpperCase()}/`)).toBe(true);
    }
    // A page's form posted as data by React Router (JavaScript on) is the same upload; an API path has no such twin.
    expect(bodyLimitFor('/reksadana/registrasi/form/4.data')).toBe(UPLOAD_BODY_LIMIT);
    expect(isUploadPath('/me/tambah-rekening.data')).toBe(true);
    expect(isUploadPath('/api/v3/users/upload-kyc-documents.data')).toBe(false);
    for (const path of ['/reksadana/registrasi/form/2', '/reksadana/registrasi/form/2.data', '/reksadana/registrasi/form/44', '/me/tambah-rekening/x', '/api/v2/mutual-funds/bank-accounts/12', '/signin']) {
      expect(bodyLimitFor(path)).toBe(DEFAULT_BODY_LIMIT);
      expect(isUploadPath(path)).toBe(false);
    }
    // One image of 5 MB with its form fits; 20 MB does not.
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(5 * 1024 * 1024);
    expect(UPLOAD_BODY_LIMIT).toBeLessThan(20 * 1024 * 1024);
  });
});
