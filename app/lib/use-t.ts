// A lighter useTranslation. react-i18next's hook copies every property of the i18n instance into a
// fresh wrapper object on a component's first render; server rendering is always a first render,
// so a fund list of 20 cards spent a tenth of its CPU there (profiled for the issue 3 benchmark).
// This hook returns a `t` fixed to the current language and namespaces from the context's
// instance. On a language change the root renders the page afresh (app/root.tsx).
//
// The `t` it returns remembers its answers: i18next spends 20-30 µs on each call resolving
// namespaces, nesting, plurals and interpolation, and a fund page makes hundreds of calls that
// repeat on every request. The resources are static (app/locales, bundled), so the text for a key,
// language, namespace list and option values never changes. Only options made of strings, numbers
// and booleans are remembered (at most OPTION_LOOKUPS_KEPT of them, since their values vary: dates,
// amounts); a key i18next cannot find is never remembered.
import { use, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '~/domain/enums';
import type { Namespace } from '~/locales';
import { languageOf } from '~/locales/options';
import { namespacesReady } from '~/locales/loading';

// A component whose namespace a route forgot to declare (app/locales/loading.ts) waits for it
// rather than showing keys; one promise per language and namespace list, so React can wait on it.
const loadingNamespaces = new Map<string, Promise<void>>();
function namespacesLoading(i18n: I18n, language: string, namespaces: readonly Namespace[]): Promise<void> {
  const key = `${language}\u0000${namespaces.join(',')}`;
  let loading = loadingNamespaces.get(key);
  if (!loading) {
    console.error(`translations ${namespaces.join(', ')} were not declared in the route's handle (translations(...)) and load late`);
    loading = i18n.loadNamespaces([...namespaces]);
    loadingNamespaces.set(key, loading);
  }
  return loading;
}

const plainLookups = new Map<string, string>();
const optionLookups = new Map<string, string>();
const OPTION_LOOKUPS_KEPT = 5_000;

/** The options as part of a cache key, or null when they hold anything but plain values. */
function optionsKey(options: unknown): string | null {
  if (typeof options !== 'object' || options === null) return null;
  let key = '';
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    key += `\u0001${name}\u0002${kind[0]}${String(value)}`;
  }
  return key;
}

export function rememberingT(i18n: I18n, language: string, ns: Namespace | readonly Namespace[]): TFunction {
  const fixed = i18n.getFixedT(language, ns as never) as unknown as (key: unknown, options?: unknown) => unknown;
  const prefix = `${language}\u0000${typeof ns === 'string' ? ns : ns.join(',')}\u0000`;
  const t = (key: unknown, options?: unknown) => {
    if (typeof key !== 'string') return fixed(key, options);
    const optionPart = options === undefined ? '' : optionsKey(options);
    if (optionPart === null) return fixed(key, options);
    const lookups = options === undefined ? plainLookups : optionLookups;
    const cacheKey = prefix + key + optionPart;
    const known = lookups.get(cacheKey);
    if (known !== undefined) return known;
    const text = fixed(key, options);
    if (typeof text === 'string' && i18n.exists(key, { ...(options as object | undefined), lng: language, ns: ns as never })) {
      if (lookups === optionLookups && optionLookups.size >= OPTION_LOOKUPS_KEPT) optionLookups.clear();
      lookups.set(cacheKey, text);
    }
    return text;
  };
  return t as unknown as TFunction;
}

export function useT<const N extends Namespace | readonly Namespace[] = 'common'>(
  ns?: N,
): { t: TFunction<N extends readonly Namespace[] ? [...N] : N>; i18n: I18n; locale: Language } {
  const { i18n } = useContext(I18nContext);
  const language = i18n.language;
  const key = ns === undefined ? 'common' : typeof ns === 'string' ? ns : ns.join(',');
  const namespaces = (ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns) as readonly Namespace[];
  // The server holds every namespace (app/locales/index.ts).
  if (!import.meta.env.SSR && !namespacesReady(i18n, namespaces)) use(namespacesLoading(i18n, language, namespaces));
  return useMemo(
    () => ({ t: rememberingT(i18n, language, (ns ?? 'common') as Namespace) as never, i18n, locale: languageOf(language) }),
    // `ns` is captured through its string key; a new array literal each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, key],
  );
}
