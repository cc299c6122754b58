// Localized <title> and description for route `meta` exports. Meta functions cannot use hooks,
// so they read the language from the root loader's data and the texts from the preloaded
// resources (the same objects i18next serves).
import type { MetaDescriptor } from 'react-router';
import type { Language } from '~/domain/enums';
import { resources } from '~/locales';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The page language as the root loader decided it (Indonesian when unknown). */
export function metaLocale(matches: ReadonlyArray<MatchLike>): Language {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  const locale = root && typeof root === 'object' && 'locale' in root ? root.locale : undefined;
  return locale === 'en' ? 'en' : 'id';
}

/** The translation resources of one language, e.g. `texts(locale).landing.meta.title`. */
export function texts(locale: Language) {
  return resources[locale];
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
    { property: 'og:site_name', content: resources[locale].common.brand },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'id_ID' },
  ];
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  return tags;
}
