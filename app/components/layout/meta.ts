// Localized <title> and description for route `meta` exports. Meta functions cannot use hooks,
// so they read the language from the root loader's data and the texts from the default i18next
// instance's store: every namespace on the server, the page's own in the browser, where a route's
// client middleware has loaded them before its meta runs (app/locales/loading.ts).
import i18next from 'i18next';
import type { MetaDescriptor } from 'react-router';
import type { Language } from '~/domain/enums';
import { languageOf } from '~/locales/options';
import type { Namespace, Resources } from '~/locales';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page language as the root loader decided it (Indonesian when unknown). */
export function metaLocale(matches: ReadonlyArray<MatchLike>): Language {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  const locale = root && typeof root === 'object' && 'locale' in root ? root.locale : undefined;
  return languageOf(locale);
}

/** The translation resources of one language, e.g. `texts(locale).landing.meta.title`. */
export function texts(locale: Language): Resources {
  return new Proxy({} as Resources, {
    get(_target, namespace) {
      const bundle = i18next.getResourceBundle(locale, namespace as Namespace) as unknown;
      if (!bundle) throw new Error(`translations ${locale}/${String(namespace)} are not loaded (is the namespace in the route's handle, translations(...)?)`);
      return bundle;
    },
  });
}

export function pageMeta({
  title,
  description,
  locale,
}: {
  title: string;
  description?: string;
  locale: Language;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:site_name', content: texts(locale).common.brand },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'id_ID' },
  ];
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  return tags;
}
