// Localized <title>, description, canonical and hreflang links for route `meta` exports. Meta
// functions cannot use hooks, so they read the language (and the public origin) from the root loader's
// data and the texts from the default i18next instance's store: every namespace on the server, the page's own in the browser, where a route's
// client middleware has loaded them before its meta runs (app/locales/loading.ts).
import i18next from 'i18next';
import type { MetaDescriptor } from 'react-router';
import type { Language } from '~/domain/enums';
import { brandedTitle, languageAlternates, pageUrl } from '~/domain/page-head';
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

/** What a route's meta function receives that the head needs: the root loader's data and the address. */
export interface PageMetaArgs {
  matches: ReadonlyArray<MatchLike>;
  location: { pathname: string };
}

export interface PageHead {
  /** The page's own title, without the brand: every page is titled "Page · Celengan" (decision 034). */
  title: string;
  description?: string;
  /**
   * A public page that search engines may list: it gets its canonical address (the path, with `?lng=en`
   * in English) and its hreflang alternates. Any other page (personal, a form step, a 404) gets
   * robots noindex and no canonical.
   */
  indexable: boolean;
}

/** The public origin the root loader found (lib/public-origin.server.ts); null if the root has no data. */
function publicOriginOf(matches: ReadonlyArray<MatchLike>): string | null {
  const root = matches.find((m) => m?.id === 'root')?.loaderData;
  const origin = root && typeof root === 'object' && 'publicOrigin' in root ? root.publicOrigin : null;
  return typeof origin === 'string' ? origin : null;
}

/** The head of a page: title, description, Open Graph, and the canonical and hreflang links or noindex. */
export function pageMeta(args: PageMetaArgs, { title, description, indexable }: PageHead): MetaDescriptor[] {
  const locale = metaLocale(args.matches);
  const brand = texts(locale).common.brand;
  const fullTitle = brandedTitle(title, brand);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:site_name', content: brand },
    { property: 'og:locale', content: locale === 'en' ? 'en_US' : 'id_ID' },
  ];
  if (description) {
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  const origin = publicOriginOf(args.matches);
  if (!indexable) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else if (origin) {
    const canonical = pageUrl(origin, args.location.pathname, locale);
    tags.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
      ...languageAlternates(origin, args.location.pathname).map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
    );
  }
  return tags;
}
