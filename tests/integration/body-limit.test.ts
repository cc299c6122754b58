// The server's body limits (issue 13 item 9, decision 035) on a real HTTP server: server/body-limit.ts in
// front of a handler that reads the body as React Router's Express adapter does (a web stream made from
// the Node request). A body within its limit arrives whole, declared or chunked; one over it is answered
// 413 in the request's language while the client is still sending, so the server neither waits for nor
// keeps the rest: with a declared length before a byte of the body is read, chunked as soon as the count
// passes the limit, and for the payment callback at 16 KB.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { createReadableStreamFromReadable } from '@react-router/node';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '~/middleware/i18next';
import { bodyLimit, bodyLimitFor, DEFAULT_BODY_LIMIT } from '../../server/body-limit';
import { serveOnLoopback } from '../support/loopback-server';

const KIB = 1024;
/** Bodies the handler behind the limit read, in order. */
const received: Array<{ path: string; bytes: number; text: string }> = [];

const server = serveOnLoopback(() => {
  const app = express();
  app.use(bodyLimit());
  app.use(async (req, res) => {
    const request = new Request(`http://localhost${req.originalUrl}`, {
      method: req.method,
      body: createReadableStreamFromReadable(req),
      duplex: 'half',
    } as RequestInit);
    const text = await request.text();
    received.push({ path: req.path, bytes: Buffer.byteLength(text), text });
    res.json({ bytes: Buffer.byteLength(text) });
  });
  return app;
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
  /** Whether the client had finished sending the body when the answer came. */
  sentWhole: boolean;
}

/**
 * Sends `chunks` (each after the previous is written) and, unless `end` is false, ends the body;
 * resolves with the answer as soon as it is complete, however much of the body was sent.
 */
function send(path: string, chunks: Buffer[], options: { headers?: Record<string, string>; end?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sentWhole = false;
    const client: ClientRequest = httpRequest({ host: '127.0.0.1', port: server.port(), path, method: 'POST', headers: options.headers });
    client.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(parts).toString(), sentWhole });
        client.destroy();
      });
    });
    // The server closes the connection on a refusal: writing on is then an error the test expects.
    client.on('error', (error: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error);
    });
    client.flushHeaders();
    void (async () => {
      for (const chunk of chunks) {
        // Each chunk once the previous has gone out (the callback also comes when the connection is closed).
        if (client.destroyed) return;
        await new Promise((written) => client.write(chunk, written));
      }
      if (options.end !== false && !client.destroyed) client.end(() => (sentWhole = true));
    })();
  });
}

const bytes = (n: number, fill = 'a') => Buffer.alloc(n, fill);
const form = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('the body limit table', () => {
  it('gives the payment callback 16 KB and every other path the 64 KB of a form or a JSON body', () => {
    expect(bodyLimitFor('/api/v1/payments/callback')).toBe(16 * KIB);
    // React Router matches routes whatever their case: so does the limit.
    expect(bodyLimitFor('/API/V1/Payments/Callback')).toBe(16 * KIB);
    expect(bodyLimitFor('/signin')).toBe(64 * KIB);
    expect(bodyLimitFor('/api/v1/profile/update-mutual-fund-notification')).toBe(64 * KIB);
    expect(DEFAULT_BODY_LIMIT).toBe(64 * KIB);
  });
});

describe('a body within its limit', () => {
  it('reaches the handler whole, with a declared length or chunked', async () => {
    const body = `email=${'x'.repeat(DEFAULT_BODY_LIMIT - 6)}`;
    const declared = await send('/signin', [Buffer.from(body)], { headers: { ...form, 'Content-Length': String(body.length) } });
    expect(declared).toMatchObject({ status: 200, body: JSON.stringify({ bytes: DEFAULT_BODY_LIMIT }) });

    // Chunked, in pieces of different sizes: the handler reads the pieces in their order.
    const pieces = ['intent=settings&', 'a'.repeat(20 * KIB), '&b=', 'é'.repeat(10 * KIB)].map((p) => Buffer.from(p));
    const chunked = await send('/reksadana', pieces, { headers: form });
    expect(chunked.status).toBe(200);
    expect(received.at(-1)).toEqual({ path: '/reksadana', bytes: Buffer.concat(pieces).length, text: Buffer.concat(pieces).toString() });

    // An empty chunked body, and the callback at exactly its 16 KB.
    expect((await send('/signin', [], { headers: form })).body).toBe(JSON.stringify({ bytes: 0 }));
    expect((await send('/api/v1/payments/callback', [bytes(8 * KIB), bytes(8 * KIB)])).body).toBe(JSON.stringify({ bytes: 16 * KIB }));
  });
});

describe('a body over its limit', () => {
  it('is refused from its declared length before the body is sent: 413 as text outside the API', async () => {
    const before = received.length;
    // 50 MB declared, 1 KB sent, and the body never finished.
    const answer = await send('/signin', [bytes(KIB)], { headers: { ...form, 'Content-Length': String(50 * 1024 * KIB) }, end: false });
    expect(answer).toMatchObject({ status: 413, body: 'Isi permintaan terlalu besar.', sentWhole: false });
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers.connection).toBe('close');
    expect(received.length).toBe(before);
  });

  it('is refused chunked as soon as the count passes the limit, while the client is still sending', async () => {
    const before = received.length;
    // 80 KB in 8 KB chunks and then nothing more, the body left open: only counting can refuse it.
    const answer = await send('/api/v1/profile/update-mutual-fund-notification', Array.from({ length: 10 }, () => bytes(8 * KIB)), {
      headers: { 'Content-Type': 'application/json' },
      end: false,
    });
    expect(answer).toMatchObject({ status: 413, sentWhole: false });
    expect(JSON.parse(answer.body)).toEqual({ message: 'Isi permintaan terlalu besar.' });
    expect(received.length).toBe(before);
  });

  it('is refused for a body of 50 MB sent in full, without the handler ever reading it', async () => {
    const before = received.length;
    const answer = await send('/signin', Array.from({ length: 800 }, () => bytes(64 * KIB)), { headers: form });
    expect(answer.status).toBe(413);
    expect(answer.sentWhole).toBe(false);
    expect(received.length).toBe(before);
  });

  it('limits the payment callback at 16 KB, declared or chunked, before the rest is read', async () => {
    const declared = await send('/api/v1/payments/callback', [bytes(KIB)], { headers: { 'Content-Length': String(16 * KIB + 1) }, end: false });
    expect(declared).toMatchObject({ status: 413, sentWhole: false });
    const chunked = await send('/api/v1/payments/callback', [bytes(16 * KIB), bytes(1)], { end: false });
    expect(chunked).toMatchObject({ status: 413, sentWhole: false });
    expect(JSON.parse(chunked.body)).toEqual({ message: 'Isi permintaan terlalu besar.' });
  });

  it('speaks the language of the lng query, else of the lng cookie', async () => {
    const big = { 'Content-Length': String(DEFAULT_BODY_LIMIT + 1) };
    expect((await send('/api/v2/mutual-funds/subscribe?lng=en', [], { headers: big, end: false })).body).toBe(
      JSON.stringify({ message: 'The request body is too large.' }),
    );
    const cookie = (await languageCookie.serialize('en')).split(';')[0]!;
    expect((await send('/signin', [], { headers: { ...big, Cookie: cookie }, end: false })).body).toBe('The request body is too large.');
    expect((await send('/signin?lng=id', [], { headers: { ...big, Cookie: cookie }, end: false })).body).toBe('Isi permintaan terlalu besar.');
  });
});
