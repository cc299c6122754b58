// The page actions' body check (issue 13 item 10, decision 035): a form passes on with its body still
// readable by the action; anything else is refused before the action with 415 (not a form) or 400 (a form
// that cannot be parsed); GET and the API routes are not its business.
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formBodyMiddleware, mediaType } from './form-body';

async function run(init: { method?: string; path?: string; type?: string; body?: string }) {
  const request = new Request(`http://localhost${init.path ?? '/signin'}`, {
    method: init.method ?? 'POST',
    headers: init.type ? { 'Content-Type': init.type } : {},
    body: init.body,
  });
  const next = vi.fn(async () => {
    // What an action does first: read the form.
    const form = await request.formData();
    return new Response(JSON.stringify(Object.fromEntries(form)));
  });
  try {
    const response = (await formBodyMiddleware({ request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: '' } as never, next)) as Response;
    return { status: response.status, body: await response.text(), next };
  } catch (thrown) {
    const refusal = thrown as DataWithResponseInit<{ message: string }>;
    return { status: refusal.init?.status, body: refusal.data.message, next };
  }
}

const multipart = '--bound\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.id\r\n--bound--\r\n';

describe('formBodyMiddleware', () => {
  it.each([
    ['a urlencoded form', 'application/x-www-form-urlencoded', 'email=a%40b.id'],
    ['a urlencoded form with a charset', 'application/x-www-form-urlencoded; charset=UTF-8', 'email=a%40b.id'],
    ['a multipart form', 'multipart/form-data; boundary=bound', multipart],
    ['an upper-case media type', 'Multipart/Form-Data; boundary=bound', multipart],
  ])('passes %s on, the action still reading it', async (_name, type, body) => {
    const result = await run({ type, body });
    expect(result).toMatchObject({ status: 200, body: JSON.stringify({ email: 'a@b.id' }) });
  });

  it("passes an empty form on (the action's own validation answers it)", async () => {
    expect(await run({ type: 'application/x-www-form-urlencoded', body: '' })).toMatchObject({ status: 200, body: '{}' });
  });

  it.each([
    ['JSON', 'application/json', '{"email":"a@b.id"}'],
    ['text/plain', 'text/plain', 'email=a@b.id'],
    ['no content type and no body', undefined, undefined],
    ['no content type with a body', undefined, 'email=a'],
    ['a made-up type', 'application/x-www-form-urlencodedX', 'email=a'],
  ])('refuses %s with 415 before the action', async (_name, type, body) => {
    const result = await run({ type, body });
    expect(result.status).toBe(415);
    expect(result.body).toBe('Jenis isi permintaan tidak didukung.');
    expect(result.next).not.toHaveBeenCalled();
  });

  it.each([
    ['without a boundary', 'multipart/form-data', multipart],
    ['cut short', 'multipart/form-data; boundary=bound', multipart.slice(0, 30)],
    ['with another boundary', 'multipart/form-data; boundary=other', multipart],
  ])('refuses a multipart body %s with 400 before the action', async (_name, type, body) => {
    const result = await run({ type, body });
    expect(result).toMatchObject({ status: 400, body: 'Isi permintaan tidak dapat dibaca.' });
    expect(result.next).not.toHaveBeenCalled();
  });

  it.each([
    ['GET', '/reksadana', undefined, undefined],
    ['HEAD', '/reksadana', undefined, undefined],
    ['POST', '/api/v1/profile/update-mutual-fund-notification', 'application/json', '{}'],
    // The same API route in capitals (React Router matches routes whatever their case).
    ['POST', '/API/v1/profile/update-mutual-fund-notification', 'application/json', '{}'],
  ])('leaves %s %s alone', async (method, path, type, body) => {
    const next = vi.fn(async () => new Response('answered'));
    const request = new Request(`http://localhost${path}`, { method, headers: type ? { 'Content-Type': type } : {}, body });
    const response = (await formBodyMiddleware({ request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: '' } as never, next)) as Response;
    expect(await response.text()).toBe('answered');
  });
});

describe('formBodyMiddleware on an upload page (lib/upload-paths.ts)', () => {
  it('passes a multipart body on unparsed: the action streams it (a copy here would hold the image twice)', async () => {
    // Broken on purpose: only the action's own parser (lib/uploads.server.ts) reads it, and answers 400 itself.
    const next = vi.fn(async () => new Response('answered by the action'));
    const request = new Request('http://localhost/reksadana/registrasi/form/4', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=bound' },
      body: multipart.slice(0, 30),
    });
    const response = (await formBodyMiddleware({ request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: '' } as never, next)) as Response;
    expect(await response.text()).toBe('answered by the action');
    expect(request.bodyUsed).toBe(false);
  });

  it('still refuses what is not a form with 415', async () => {
    const result = await run({ path: '/me/tambah-rekening', type: 'application/json', body: '{}' });
    expect(result.status).toBe(415);
    expect(result.next).not.toHaveBeenCalled();
  });
});

describe('mediaType', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['application/json', 'application/json'],
    [' Multipart/Form-Data ; boundary=x', 'multipart/form-data'],
    [';;;', ''],
  ])('%j → %j', (header, expected) => {
    expect(mediaType(header)).toBe(expected);
  });
});
