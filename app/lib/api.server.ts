// Shared parts of the JSON API resource routes (routes/api/*): the error shape `{ message, errors }`
// in the request's language (DESIGN.md: bad input gets a clear, localized error), the session and
// Origin checks (resource routes that change state check Origin themselves), and reading a JSON or
// form body.
import type { RouterContextProvider } from 'react-router';
import { translateMessage } from '~/forms/messages';
import { isForeignOrigin } from './origin.server';
import { getSessionUser, type SessionUser } from './session.server';
import { getI18n } from '~/middleware/i18next';

/** The messages every API shares (common:api.*). */
export type CommonApiMessage = 'unauthorized' | 'forbidden' | 'methodNotAllowed' | 'invalidBody' | 'invalidQuery' | 'tooManyRequests';

/**
 * A translation key: a common API message, or a namespaced key ('fundTools:watchlist.api.invalidId')
 * for a route's own messages, with values where its text needs them ('validation:maxValue?max=50',
 * the form of forms/messages.ts).
 */
export type ApiMessageKey = CommonApiMessage | `${string}:${string}`;

function translate(context: Readonly<RouterContextProvider>, key: ApiMessageKey): string {
  const t = getI18n(context).getFixedT(null, 'common');
  return translateMessage(t, key.includes(':') ? key : `common:api.${key}`);
}

export function apiError(
  context: Readonly<RouterContextProvider>,
  status: number,
  key: ApiMessageKey,
  headers?: Record<string, string>,
  errors?: Record<string, ApiMessageKey[]>,
): Response {
  const message = translate(context, key);
  const body = errors
    ? { message, errors: Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((k) => translate(context, k))])) }
    : { message };
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** An answer of the moment (a calculation, a refusal): never stored anywhere. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;
/** A personal answer (the investor's orders, portfolios, realized profits): never stored, never shared. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/** 405 with the methods the route answers (`Allow`). */
export function methodNotAllowed(context: Readonly<RouterContextProvider>, allow: string): Response {
  return apiError(context, 405, 'methodNotAllowed', { Allow: allow });
}

/** The signed-in user, or the 403 (foreign Origin) or 401 (no session) response to return. */
export async function requireApiUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: { checkOrigin?: boolean } = {},
): Promise<SessionUser | Response> {
  if ((options.checkOrigin ?? true) && isForeignOrigin(request)) return apiError(context, 403, 'forbidden');
  const user = await getSessionUser(request);
  return user ?? apiError(context, 401, 'unauthorized');
}

/** A JSON body (Content-Type application/json) or a form body, as a plain object; null when unreadable. */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) return await request.json();
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries(await request.formData());
    }
  } catch {
    return null;
  }
  return null;
}
