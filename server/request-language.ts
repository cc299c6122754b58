// The language of an answer the host gives before React Router runs (a 405 for an unknown method, a 413 for
// a body over its limit), found as the app finds it (app/middleware/i18next.ts): the `lng` query
// parameter, then the cookie, else Indonesian.
import type { Request } from 'express';
import type { Language } from '~/domain/enums';
import { DEFAULT_LANGUAGE, resources } from '~/locales';
import { isLanguage, languageCookie } from '~/middleware/i18next';

export async function requestLanguage(req: Request): Promise<Language> {
  const query = new URL(req.originalUrl, 'http://localhost').searchParams.get('lng');
  if (isLanguage(query)) return query;
  const cookie: unknown = await languageCookie.parse(req.headers.cookie ?? null).catch(() => null);
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/** The API's messages (common.api) in the request's language. */
export async function apiMessages(req: Request): Promise<(typeof resources)[Language]['common']['api']> {
  return resources[await requestLanguage(req)].common.api;
}
