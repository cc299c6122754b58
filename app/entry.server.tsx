import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { logger } from './lib/logger.server';
import { nonceContext } from './lib/request-context';
import { getI18n } from './middleware/i18next';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const i18n = getI18n(loadContext);

  // The whole document is rendered before anything is sent, and sent as one buffer. The loaders
  // await all their data (nothing is deferred), so streaming the shell would gain nothing, and
  // React writes in 2 kB pieces: each one went on through a stream adapter and a separate gzip
  // call, which cost more CPU than the render of a fund page's chart (issue 3 "Performance").
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collector = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        const body = Buffer.concat(chunks);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(body.byteLength));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError() {
          // A render error fails the shell (nothing is inside a Suspense boundary): onShellError
          // rejects, and React Router renders its error boundary and logs through handleError.
          responseStatusCode = 500;
        },
      },
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, path: new URL(request.url).pathname }, 'request failed');
}
