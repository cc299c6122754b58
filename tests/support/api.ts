// A JSON API route called as the server calls it (the request's language middleware, then the route's
// loader or action), answering the status, headers and parsed body: for tests of the API's answers.
import { RouterContextProvider } from 'react-router';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';
import { i18nextMiddleware } from '~/middleware/i18next';
import type { CookieJar } from './route';

const ORIGIN = 'http://localhost';

interface RouteModule {
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

export interface ApiCall {
  /** Path and query. */
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  body?: unknown;
  cookies?: CookieJar;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function callApi(module: RouteModule, call: ApiCall): Promise<{ status: number; headers: Headers; body: unknown }> {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({ Origin: ORIGIN, ...call.headers });
  if (call.cookies) headers.set('Cookie', call.cookies.header());
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  const url = new URL(call.url, ORIGIN);
  const request = new Request(url, { method, headers, body: call.body === undefined ? undefined : JSON.stringify(call.body) });
  const context = new RouterContextProvider();
  context.set(clientKeyContext, 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, false);
  const args = { request, params: call.params ?? {}, context, url, pattern: '' } as never;
  const handler = method === 'GET' ? module.loader : module.action;
  if (!handler) throw new Error(`the route has no ${method === 'GET' ? 'loader' : 'action'}`);
  const response = (await i18nextMiddleware(args, async () => (await handler(args)) as Response)) as Response;
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
