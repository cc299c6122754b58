import { Writable } from 'node:stream';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { declaredNamespaces } from './locales/loading';
import { ModulePreloadContext } from './components/ui/lazy-part';
import { localeChunkUrls, moduleChunkUrls } from './lib/client-manifest.server';
import { deferHydration } from './lib/deferred-hydration.server';
import { logger } from './lib/logger.server';
import { DocumentOnlyValues } from './lib/document-only';
import { documentOnlyContext, nonceContext } from './lib/request-context';
import { getI18n, initDefaultInstance } from './middleware/i18next';

initDefaultInstance();

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
  const namespaces = declaredNamespaces(
    routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]),
  );
  const preload = (url: string) => preloadModule(url, { as: 'script', nonce });
  const preloadPart = (source: string, partNamespaces: readonly string[]) => {
    [...moduleChunkUrls(source), ...localeChunkUrls(i18n.language, partNamespaces)].forEach(preload);
  };

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
        // Issue 19: the scripts are fetched after the first paint (lib/deferred-hydration.server.ts, decision 096).
        const body = deferHydration(Buffer.concat(chunks));
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        responseHeaders.set('Content-Length', String(body.byteLength));
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ModulePreloadContext value={preloadPart}>
          <PreloadModules urls={localeChunkUrls(i18n.language, namespaces)} preload={preload}>
            <DocumentOnlyValues value={loadContext.get(documentOnlyContext)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </DocumentOnlyValues>
          </PreloadModules>
        </ModulePreloadContext>
      </I18nextProvider>,
      {
        nonce,
        // The document is sent whole (above), so every Suspense boundary (the lazy parts,
        // components/ui/lazy-part.tsx) is complete when it is written: never outline one as a
        // fallback plus a script that swaps the content in, which React does past this many
        // bytes and which would leave a page without JavaScript showing the fallback.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(collector);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError() {
          // Outside a Suspense boundary a render error fails the shell: onShellError rejects, and
          // React Router renders its error boundary and logs through handleError. Inside a lazy
          // part's boundary the browser retries the part; the answer is still a 500.
          responseStatusCode = 500;
        },
      },
    );
  });
}

/**
 * The page's translation chunks, as `<link rel="modulepreload">` in the head (React places them
 * there). A wrapper, not a sibling of the router: the document must render exactly as the browser
 * hydrates it.
 */
function PreloadModules({ urls, preload, children }: { urls: readonly string[]; preload: (url: string) => void; children: React.ReactNode }) {
  urls.forEach(preload);
  return children;
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, path: new URL(request.url).pathname }, 'request failed');
}
