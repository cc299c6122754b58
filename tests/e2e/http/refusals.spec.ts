// Bodies the production server refuses, and how (issue 13 items 9 and 10, decision 035): a body over its
// limit is answered 413 before it has been sent in full (declared or chunked, 16 KB for the payment
// callback), and a page action given something other than a form answers 415, or 400 for a broken form,
// with the error page in the visitor's language, before the action runs.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

const KIB = 1024;

/**
 * Sends the headers and `sent` bytes of a body that never ends, and resolves with the answer: one that
 * comes at all was given without reading the whole body.
 */
function sendUnfinished(baseURL: string, path: string, headers: Record<string, string>, sent: number) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const url = new URL(path, baseURL);
    const client = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'POST', headers });
    client.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode!, type: response.headers['content-type'] ?? '', body: Buffer.concat(parts).toString() });
        client.destroy();
      });
    });
    client.on('error', (error: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error);
    });
    client.write(Buffer.alloc(sent, 'a'));
  });
}

test('a 50 MB sign-in form is refused with 413 before it is sent, in the language asked for', async ({ baseURL }) => {
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(50 * 1024 * KIB) };
  expect(await sendUnfinished(baseURL!, '/signin', headers, KIB)).toEqual({ status: 413, type: expect.stringMatching(/^text\/plain/), body: 'Isi permintaan terlalu besar.' });
  expect((await sendUnfinished(baseURL!, '/signin?lng=en', headers, KIB)).body).toBe('The request body is too large.');
});

test('a chunked JSON body is refused with 413 once past 64 KB, and the payment callback once past 16 KB', async ({ baseURL }) => {
  const chunked = { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' };
  expect(await sendUnfinished(baseURL!, '/api/v2/mutual-funds/subscribe/calculate', chunked, 64 * KIB + 1)).toEqual({
    status: 413,
    type: expect.stringMatching(/^application\/json/),
    body: JSON.stringify({ message: 'Isi permintaan terlalu besar.' }),
  });
  expect((await sendUnfinished(baseURL!, '/api/v1/payments/callback', chunked, 16 * KIB + 1)).status).toBe(413);
  expect((await sendUnfinished(baseURL!, '/api/v1/payments/callback', { 'Content-Type': 'application/json', 'Content-Length': String(16 * KIB + 1) }, 10)).status).toBe(413);
});

test('a page action given JSON, text or nothing answers 415, and a broken multipart form 400, with the error page', async ({ request }) => {
  for (const [path, headers, data] of [
    ['/signin', { 'Content-Type': 'application/json' }, '{"email":"a@b.id","password":"x"}'],
    ['/app/gabung', { 'Content-Type': 'text/plain' }, 'name=Ayu'],
    ['/reksadana', {}, ''],
  ] as const) {
    const response = await request.post(path, { headers, data, maxRedirects: 0 });
    expect(response.status(), path).toBe(415);
    const html = await response.text();
    expect(html).toContain('<title>Permintaan tidak dapat diproses · Celengan</title>');
    expect(html).toContain('Isi yang dikirim bukan formulir yang dapat kami baca.');
  }
  const broken = await request.post('/signin', { headers: { 'Content-Type': 'multipart/form-data; boundary=fuzz' }, data: '--fuzz\r\nfoo\r\n', maxRedirects: 0 });
  expect(broken.status()).toBe(400);
  expect(await broken.text()).toContain('<title>Permintaan tidak dapat diproses · Celengan</title>');
  // A form still reaches the action: a wrong password is the form's own 400, not the error page.
  const form = await request.post('/signin', { form: { email: 'tidak-ada@contoh.id', password: 'salah' }, headers: { 'X-Forwarded-For': '198.51.100.250' }, maxRedirects: 0 });
  expect(form.status()).toBe(400);
  expect(await form.text()).not.toContain('Permintaan tidak dapat diproses');

  // Last: ?lng=en leaves the language cookie in this request context.
  const english = await request.post('/signin?lng=en', { headers: { 'Content-Type': 'application/json' }, data: '{}', maxRedirects: 0 });
  expect(english.status()).toBe(415);
  expect(await english.text()).toContain('What was sent is not a form we can read.');
});
