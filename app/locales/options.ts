// The i18next options the server and the browser share, without the translations themselves (the
// server preloads them all, app/locales/index.ts; the browser loads a page's own, loading.ts).
import type { InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '~/domain/enums';

/** The languages of the app (domain/enums.ts LANGUAGES: Indonesian first). */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export const DEFAULT_LANGUAGE = 'id';

export const sharedI18nOptions: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // i18next prints an advert at init otherwise
  showSupportNotice: false,
};

/** A language tag as one of ours: English when it says so, Indonesian otherwise (the default). */
export function languageOf(value: unknown): Language {
  return value === 'en' ? 'en' : DEFAULT_LANGUAGE;
}
