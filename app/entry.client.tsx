import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { declaredNamespaces, localeChunkBackend } from './locales/loading';
import { DEFAULT_LANGUAGE, sharedI18nOptions } from './locales/options';

declare global {
  interface Window {
    /** The modules of the routes the server rendered, set by React Router's inline script before this entry runs. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

async function hydrate() {
  // The server chose the language; <html lang> carries it to the client.
  const lng = document.documentElement.lang || DEFAULT_LANGUAGE;
  await i18next
    .use(localeChunkBackend)
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      lng,
      // The namespaces the rendered routes declare (their chunks are preloaded by the HTML); later
      // routes load theirs in their client middleware (app/locales/loading.ts, decision 017).
      ns: declaredNamespaces(Object.values(window.__reactRouterRouteModules ?? {})),
      // English has every key Indonesian has (the en files are typed by the id ones), so the
      // browser never needs the Indonesian chunks as a fallback for an English page.
      fallbackLng: false,
      // A key without a text shows the visitor the raw key: say so loudly (the browser tests fail on it).
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`missing translation ${languages.join(',')}/${namespace}:${key}`);
      },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
