// Page actions read forms (issue 13 item 10, decision 035): every page route's action calls
// `request.formData()`, which throws on a body that is not a form, and a thrown error is a 500. This
// middleware on the root route answers such a request before any action runs: 415 for a body that is
// not application/x-www-form-urlencoded or multipart/form-data (JSON, text, none at all), 400 for a
// form that cannot be parsed (a broken multipart body), each with a message in the request's language.
// Browsers always send one of the two form types (a <Form>, a fetcher). The API routes under /api/
// read JSON or forms themselves (lib/api.server.ts readBody) and are left to it. The upload pages
// (lib/upload-paths.ts) get the media-type check only: their actions stream the body through
// lib/uploads.server.ts, which answers a broken one with 400 itself, and a copy parsed here would hold a
// 5 MB image in memory twice (decision 044).
import { data, type MiddlewareFunction } from 'react-router';
import { isApiPath } from '~/lib/api-path';
import { isUploadPath } from '~/lib/upload-paths';
import { getI18n } from './i18next';

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/** The media type of a Content-Type header, without its parameters, lowercased ('' when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (BODYLESS_METHODS.has(request.method) || isApiPath(new URL(request.url).pathname)) return next();
  const t = getI18n(context).getFixedT(null, 'common');
  if (!FORM_TYPES.has(mediaType(request.headers.get('Content-Type')))) {
    throw data({ message: t('api.unsupportedMediaType') }, { status: 415, statusText: 'Unsupported Media Type' });
  }
  if (isUploadPath(new URL(request.url).pathname)) return next();
  try {
    // A copy: the action reads the body itself (at most 64 KB, server/body-limit.ts).
    await request.clone().formData();
  } catch {
    throw data({ message: t('api.unreadableBody') }, { status: 400, statusText: 'Bad Request' });
  }
  return next();
};
