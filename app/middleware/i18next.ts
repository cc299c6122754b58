// Language detection (DESIGN.md "Layout"): the `lng` query parameter, then the cookie, else
// Indonesian. The browser's Accept-Language is deliberately ignored: an English browser still
// gets Indonesian until the visitor chooses English.
import i18next, { createInstance, type i18n } from 'i18next';
import { createCookie, type RouterContextProvider } from 'react-router';
import { initReactI18next } from 'react-i18next';
import { createI18nextMiddleware } from 'remix-i18next/middleware';
import { DEFAULT_LANGUAGE, i18nOptions, SUPPORTED_LANGUAGES } from '~/locales';
import type { Language } from '~/domain/enums';

export const languageCookie = createCookie('lng', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const [i18nextMiddleware, getLocaleFromContext, getInstanceFromContext] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ['searchParams', 'cookie'],
  },
  i18next: i18nOptions,
  plugins: [initReactI18next],
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Route `meta` functions read their titles from the default i18next instance
 * (app/components/layout/meta.ts): in the browser it holds the page's namespaces, on the server
 * every namespace once this has run (entry.server.tsx, and the test setup).
 */
export function initDefaultInstance(): void {
  if (!i18next.isInitialized) void i18next.init({ ...i18nOptions, lng: DEFAULT_LANGUAGE, initAsync: false });
}

let fallbackInstance: i18n | undefined;
/**
 * remix-i18next's middleware does not run for URLs that match no route (DESIGN.md gotcha), so the
 * document render falls back to a shared Indonesian instance there.
 */
export function getI18n(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getInstanceFromContext(context);
  } catch {
    if (!fallbackInstance) {
      fallbackInstance = createInstance();
      void fallbackInstance.use(initReactI18next).init({ ...i18nOptions, lng: DEFAULT_LANGUAGE, initAsync: false });
    }
    return fallbackInstance;
  }
}

export function getLocale(context: Readonly<RouterContextProvider>): Language {
  try {
    const lng = getLocaleFromContext(context);
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
