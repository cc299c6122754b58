// Marks every cookie Secure when the answer goes over https, or always in production (decision 031):
// one rule for all cookies, whoever sets them. The demo runs in production mode and is opened over
// plain http too (localhost, or the machine's LAN address from a phone), where a browser would drop
// a Secure cookie and nobody could sign in; behind https it gets Secure cookies and HSTS.
import type { MiddlewareFunction } from 'react-router';
import { env, secureTransport } from '~/lib/env.server';

const SECURE_ATTRIBUTE = /;\s*secure\s*(;|$)/i;

export const secureCookiesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!secureTransport(env().cookieSecure, new URL(request.url).protocol)) return response;
  const cookies = response.headers.getSetCookie();
  if (cookies.every((cookie) => SECURE_ATTRIBUTE.test(cookie))) return response;
  // A fresh Response: some responses' headers are immutable.
  const headers = new Headers(response.headers);
  headers.delete('Set-Cookie');
  for (const cookie of cookies) headers.append('Set-Cookie', SECURE_ATTRIBUTE.test(cookie) ? cookie : `${cookie}; Secure`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
