import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { secureTransport, type CookieSecurity } from '~/lib/env.server';
import { secureCookiesMiddleware } from './secure-cookies';

describe('secureTransport (decision 031)', () => {
  it.each<[CookieSecurity, string, boolean]>([
    ['always', 'https:', true],
    ['always', 'http:', true],
    ['never', 'https:', false],
    ['never', 'http:', false],
    ['by-scheme', 'https:', true],
    ['by-scheme', 'http:', false],
  ])('%s over %s: %s', (security, protocol, expected) => {
    expect(secureTransport(security, protocol)).toBe(expected);
  });
});

/** Runs the middleware (the tests' environment: cookies Secure by the request's scheme) around an answer. */
async function answer(url: string, cookies: string[]) {
  const route = () => {
    const headers = new Headers({ 'Content-Type': 'text/plain' });
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return Promise.resolve(new Response('ok', { status: 302, headers }));
  };
  const request = new Request(url);
  const args = { request, url: new URL(url), pattern: '/', context: new RouterContextProvider(), params: {} };
  const response = (await secureCookiesMiddleware(args, route)) as Response;
  return { response, cookies: response.headers.getSetCookie() };
}

describe('secureCookiesMiddleware', () => {
  const cookies = ['celengan_session=abc; Path=/; HttpOnly; SameSite=Lax', 'lng=en; Path=/; Secure; HttpOnly'];

  it('marks every cookie of an https answer Secure, once', async () => {
    const { response, cookies: sent } = await answer('https://celengan.example/signin', cookies);
    expect(sent).toEqual(['celengan_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure', 'lng=en; Path=/; Secure; HttpOnly']);
    expect(response.status).toBe(302);
    expect(response.headers.get('Content-Type')).toBe('text/plain');
    expect(await response.text()).toBe('ok');
  });

  it('leaves the cookies of a plain http answer as they are (the demo on a LAN address)', async () => {
    const { cookies: sent } = await answer('http://192.168.1.20:3000/signin', cookies);
    expect(sent).toEqual(cookies);
  });

  it('does not take a cookie named "secure" for the attribute', async () => {
    const { cookies: sent } = await answer('https://celengan.example/', ['secure=1; Path=/']);
    expect(sent).toEqual(['secure=1; Path=/; Secure']);
  });
});
