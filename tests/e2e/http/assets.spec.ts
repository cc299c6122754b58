// Issue 19 against the production build: the hashed assets go out as the Brotli or gzip copy made at build time
// (vite.config.ts), byte for byte, by the browser's Accept-Encoding, with Vary and the immutable cache; a browser that
// accepts neither gets the plain file; the landing's hero image, a desktop's largest paint, is never lazy.
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deferredModules } from '../../../app/lib/deferred-hydration.server';

const ASSETS = 'build/client/assets';

/** The answer's headers and its bytes exactly as sent (no decoding, unlike fetch). */
function rawGet(url: string, acceptEncoding: string | null): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The scripts and stylesheets the landing page names (links, and the loader's list of modules), as /assets/… paths. */
async function landingAssets(origin: string): Promise<string[]> {
  const html = (await rawGet(`${origin}/reksadana`, null)).body.toString('utf8');
  return [...new Set([...html.matchAll(/"(\/assets\/[^"?]+\.(?:js|css))"/g)].map(([, path]) => path!))];
}

test('a hashed script goes out as its .br file to a browser that accepts Brotli, as its .gz file to one that accepts only gzip, cached for a year', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const assets = await landingAssets(origin);
  // The biggest of the landing's scripts: the one a phone waits for longest.
  const script = assets.filter((path) => path.endsWith('.js')).sort((a, b) => readFileSync(join(ASSETS, b.slice(8))).length - readFileSync(join(ASSETS, a.slice(8))).length)[0]!;
  const file = join(ASSETS, script.slice('/assets/'.length));

  const brotli = await rawGet(`${origin}${script}`, 'gzip, deflate, br, zstd');
  expect(brotli.status).toBe(200);
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toContain('Accept-Encoding');
  expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers['content-type']).toContain('javascript');
  expect(brotli.body.equals(readFileSync(`${file}.br`))).toBe(true);
  // Quality 11, not the on-the-fly quality: smaller than gzip -9 of the same file.
  expect(brotli.body.length).toBeLessThan(readFileSync(`${file}.gz`).length);

  const gzip = await rawGet(`${origin}${script}`, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary).toContain('Accept-Encoding');
  expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);

  // Brotli refused by weight: gzip.
  const notBrotli = await rawGet(`${origin}${script}`, 'br;q=0, gzip');
  expect(notBrotli.headers['content-encoding']).toBe('gzip');
});

test('a browser that accepts no encoding the server has, or none at all, gets the plain file', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const stylesheet = (await landingAssets(origin)).find((path) => path.endsWith('.css'))!;
  const plain = readFileSync(join(ASSETS, stylesheet.slice('/assets/'.length)));
  for (const acceptEncoding of ['zstd', 'identity', 'compress', null]) {
    const answer = await rawGet(`${origin}${stylesheet}`, acceptEncoding);
    expect(answer.status, String(acceptEncoding)).toBe(200);
    expect(answer.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
    expect(answer.headers['content-type']).toContain('text/css');
    expect(answer.body.equals(plain), String(acceptEncoding)).toBe(true);
  }
});

test('a stale or unknown asset is a plain 404, and a malformed asset address a 400', async ({ baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const missing = await rawGet(`${origin}/assets/entry.client-00000000.js`, 'br');
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toContain('text/plain');
  expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
  expect((await rawGet(`${origin}/assets/%E0%A4%A.js`, 'br')).status).toBe(400);
});

test('the pages themselves are still compressed on the fly', async ({ baseURL }) => {
  const answer = await rawGet(`${new URL(baseURL!).origin}/reksadana`, 'gzip, br');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
});

test('the hero image is loaded at once and first, with its size set: never lazy', async ({ baseURL }) => {
  const html = (await rawGet(`${new URL(baseURL!).origin}/reksadana`, null)).body.toString('utf8');
  const hero = /<img\b[^>]*data-testid="hero-illustration"[^>]*>/.exec(html)?.[0];
  expect(hero).toBeDefined();
  expect(hero).not.toMatch(/loading="lazy"/);
  expect(hero).toMatch(/fetchPriority="high"/i);
  expect(hero).toMatch(/width="\d+"/);
  expect(hero).toMatch(/height="\d+"/);
  // React preloads it from the head, so the browser asks for it before it lays the page out.
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image" href="\/images\/hero-illustration.svg" fetchPriority="high"\/>/);
});

test('the landing asks for its stylesheet first and for its scripts only after the first paint', async ({ baseURL }) => {
  const html = (await rawGet(`${new URL(baseURL!).origin}/reksadana`, null)).body.toString('utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  // No module preload competes with the stylesheet, the one request the first paint waits for (decision 096).
  expect(head).not.toContain('modulepreload');
  expect([...head.matchAll(/<link\b[^>]*rel="(stylesheet|modulepreload)"/g)].map(([, rel]) => rel)).toEqual(['stylesheet']);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  // The loader that adds them after the first frame names the page's entry module.
  expect(deferredModules(html).some((path) => /^\/assets\/entry\.client-[\w-]+\.js$/.test(path))).toBe(true);
});
