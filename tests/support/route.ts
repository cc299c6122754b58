// Calls a route module's loader or action the way React Router's server does: a real Request
// (form body, cookies, headers), a RouterContextProvider carrying what server/app.ts puts there
// (the client key, the CSP nonce), and the outcome (returned or thrown, Response or `data()`)
// turned into one shape. A CookieJar keeps Set-Cookie headers between calls, like a browser.
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { clientKeyContext, dataRequestContext, nonceContext } from '~/lib/request-context';

const ORIGIN = 'http://localhost';

/** The arguments React Router passes to a server loader or action. */
interface DataFunctionArgs {
  request: Request;
  url: URL;
  pattern: string;
  // `never` lets a route whose params are typed (`{ id: string }`) be passed in as well.
  params: never;
  context: RouterContextProvider;
}
export type RouteDataFunction<T> = (args: DataFunctionArgs) => T;

/** The data of a loader or action result, without the Response and `data()` wrappers. */
export type RouteData<T> = T extends DataWithResponseInit<infer D> ? D : T extends Response ? never : T;

export interface RouteResult<T> {
  status: number;
  headers: Headers;
  /** The returned data; undefined for a Response (a redirect, for instance). */
  data: RouteData<Awaited<T>> | undefined;
  /** The Location of a redirect, else null. */
  location: string | null;
  /** The request's context as the route left it (what a document's render would get). */
  context: RouterContextProvider;
}

export interface RouteCall {
  /** Path and query, e.g. `/signin?target=%2Fme`. */
  url: string;
  method?: 'GET' | 'POST';
  /** A form body (POST). */
  form?: Record<string, string>;
  cookies?: CookieJar;
  headers?: Record<string, string>;
  /** The route's pattern, passed through as `pattern`. */
  pattern?: string;
  params?: Record<string, string>;
  /** What server/app.ts derives from the client address; defaults to one fixed client. */
  clientKey?: string;
  /** A client navigation's data request (`.data`) rather than a document (server/app.ts). */
  dataRequest?: boolean;
}

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Applies the Set-Cookie headers of a response: stores values, forgets expired cookies. */
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(attributeValue).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A copy, e.g. to keep an old session cookie after the jar has moved on. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value);
    return copy;
  }
}

export function buildRequest(call: RouteCall): Request {
  const method = call.method ?? (call.form ? 'POST' : 'GET');
  const headers = new Headers(call.headers);
  const cookie = call.cookies?.header();
  if (cookie) headers.set('Cookie', cookie);
  // A browser's own Origin, unless the call names one (a foreign page's post).
  if (method === 'POST' && !headers.has('Origin')) headers.set('Origin', ORIGIN);
  return new Request(new URL(call.url, ORIGIN), {
    method,
    headers,
    body: call.form ? new URLSearchParams(call.form) : undefined,
  });
}

export async function callRoute<T>(fn: RouteDataFunction<T>, call: RouteCall): Promise<RouteResult<T>> {
  const request = buildRequest(call);
  const context = new RouterContextProvider();
  context.set(clientKeyContext, call.clientKey ?? 'test-client');
  context.set(nonceContext, 'test-nonce');
  context.set(dataRequestContext, call.dataRequest ?? false);

  let outcome: unknown;
  try {
    outcome = await fn({ request, url: new URL(request.url), pattern: call.pattern ?? '', params: (call.params ?? {}) as never, context });
  } catch (thrown) {
    // Loaders and actions throw redirects and `data()` responses; anything else is a real error.
    if (!(thrown instanceof Response) && !isDataWithResponseInit(thrown)) throw thrown;
    outcome = thrown;
  }

  const result = { ...toResult<T>(outcome), context };
  call.cookies?.store(result.headers);
  return result;
}

/** What `data()` returns; React Router exports its class as a type only, so it is recognised by shape as React Router does. */
function isDataWithResponseInit(value: unknown): value is DataWithResponseInit<unknown> {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'DataWithResponseInit' && 'init' in value;
}

function toResult<T>(outcome: unknown): Omit<RouteResult<T>, 'context'> {
  if (outcome instanceof Response) {
    return { status: outcome.status, headers: outcome.headers, data: undefined, location: outcome.headers.get('Location') };
  }
  if (isDataWithResponseInit(outcome)) {
    const init = outcome.init ?? {};
    return { status: init.status ?? 200, headers: new Headers(init.headers), data: outcome.data as RouteData<Awaited<T>>, location: null };
  }
  return { status: 200, headers: new Headers(), data: outcome as RouteData<Awaited<T>>, location: null };
}
