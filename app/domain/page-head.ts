// What every page's head shares (decision 034): one title pattern, "Page · Celengan", and the page's
// public addresses: its canonical URL in each language and the hreflang alternates that tie them together. The language lives in the `lng` query parameter (DESIGN.md: the
// parameter, then the cookie), so the Indonesian address is the bare path (what a visitor without a
// cookie gets, hence also x-default) and the English one adds `?lng=en`. Every other query parameter
// (filters, sort, page, chart view, tracking) is a view of the same page: the canonical drops it.
import { LANGUAGES, type Language } from './enums';

/** "Masuk" → "Masuk · Celengan": the brand after every page's own title. */
export function brandedTitle(title: string, brand: string): string {
  return `${title} · ${brand}`;
}

/** The query parameter that chooses the language (app/middleware/i18next.ts). */
export const LANGUAGE_QUERY = 'lng';

/** `/reksadana/` → `/reksadana`: one address per page whatever the trailing slashes. */
export function canonicalPath(pathname: string): `/${string}` {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? (trimmed as `/${string}`) : `/${trimmed}`;
}

/** The absolute URL of a page in one language. */
export function pageUrl(origin: string, pathname: string, language: Language): string {
  const path = canonicalPath(pathname);
  return language === 'en' ? `${origin}${path}?${LANGUAGE_QUERY}=en` : `${origin}${path}`;
}

export interface LanguageAlternate {
  /** An hreflang value: a language, or x-default for a visitor whose language matches none. */
  hrefLang: Language | 'x-default';
  href: string;
}

/** The page in every language, then x-default (the Indonesian address, the app's default language). */
export function languageAlternates(origin: string, pathname: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: pageUrl(origin, pathname, language) })),
    { hrefLang: 'x-default', href: pageUrl(origin, pathname, 'id') },
  ];
}
