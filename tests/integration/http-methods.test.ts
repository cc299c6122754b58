// Unknown HTTP methods (issue 13 item 11, decision 031) on a real HTTP server: server/http-methods.ts in front
// of a handler that answers everything else. TRACE and the like get 405 with the methods the app answers and
// a message in the request's language (the `lng` query, then the cookie), never reaching the app.
import { request as httpRequest } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { resources } from '~/locales';
import { languageCookie } from '~/middleware/i18next';
import { rejectUnknownMethods } from '../../server/http-methods';
import { serveOnLoopback } from '../support/loopback-server';

const server = serveOnLoopback(() => {
  const app = express();
  app.use(rejectUnknownMethods);
  app.use((_req, res) => res.json({ reached: true }));
  return app;
});

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port(), method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('unknown methods', () => {
  // CONNECT never reaches a request handler: Node's server closes such a connection itself.
  it.each(['TRACE', 'PROPFIND', 'OPTIONS'])('%s answers 405 with Allow, in Indonesian by default', async (method) => {
    const answer = await call(method, '/reksadana');
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(JSON.parse(answer.body)).toEqual({ message: resources.id.common.api.methodNotAllowed });
  });

  it('answers in the language of the lng query, then of the cookie', async () => {
    expect(JSON.parse((await call('TRACE', '/reksadana?lng=en')).body)).toEqual({ message: resources.en.common.api.methodNotAllowed });
    const cookie = await languageCookie.serialize('en');
    expect(JSON.parse((await call('TRACE', '/reksadana', { Cookie: cookie })).body)).toEqual({ message: resources.en.common.api.methodNotAllowed });
  });

  it('lets the methods the app answers through', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) expect((await call(method, '/reksadana')).body).toBe('{"reached":true}');
  });
});
