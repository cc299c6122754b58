// Remembers choices made through the query string: `?lng=en` (language) and `?app=1` (the mobile
// app's webview, which hides app-store links and the footer; `?app=0` leaves it).
import { createCookie, type MiddlewareFunction } from 'react-router';
import { isLanguage, languageCookie } from './i18next';

export const appModeCookie = createCookie('celengan_app', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function isAppMode(request: Request): Promise<boolean> {
  const query = new URL(request.url).searchParams.get('app');
  if (query === '1') return true;
  if (query === '0') return false;
  return (await appModeCookie.parse(request.headers.get('Cookie'))) === '1';
}

export const preferencesMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const params = new URL(request.url).searchParams;
  const lng = params.get('lng');
  if (isLanguage(lng)) response.headers.append('Set-Cookie', await languageCookie.serialize(lng));
  const app = params.get('app');
  if (app === '1' || app === '0') response.headers.append('Set-Cookie', await appModeCookie.serialize(app));
  return response;
};
