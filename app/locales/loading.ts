// How the browser gets its translations (decision 017): each namespace of each language is a
// chunk of its own, and a page loads only the namespaces its routes declare, in the page's
// language. Shipping every namespace of both languages cost a landing visitor 35 kB of gzip
// JavaScript, a quarter of the issue 4 budget.
//
// A route declares its namespaces in its `handle` (`translations(...)`), which tells the first page
// load (entry.client.tsx, and entry.server.tsx, which preloads the chunks) what to fetch, and loads
// them in its `clientMiddleware` (`loadTranslations(handle)`) before a client navigation renders
// the route, so neither the page nor its `meta` ever meets a namespace that is not there yet.
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { DataStrategyResult, MiddlewareFunction } from 'react-router';
import type { Namespace } from './index';

/** `fundDetail` → `fund-detail`: namespaces are camelCase keys, their files kebab-case. */
export function namespaceFile(namespace: string): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

type LocaleModules = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * The namespaces of the page most visitors open first, the landing (its route, its carousel, the shell): their
 * Indonesian loaders ship with the entry. Every other namespace's loader, in either language, is in a loader-map
 * chunk of its own (./indonesian-modules.ts, ./english-modules.ts), fetched when a page first needs one of them
 * (and preloaded by the server for a page whose own namespaces need it, lib/client-manifest.server.ts): each map
 * entry costs the entry chunk about 20 bytes of gzip, and issue 4 holds the visitor's landing to 150 kB (decision 017).
 * The glob below must name exactly these (a test keeps them together).
 */
export const FIRST_LOAD_NAMESPACES: readonly Namespace[] = ['common', 'landing', 'carousel'];
export const firstLoadIndonesianModules: LocaleModules = import.meta.glob<{ default: Record<string, unknown> }>('./id/{common,landing,carousel}.ts');
let indonesianModules: Promise<LocaleModules> | null = null;
let englishModules: Promise<LocaleModules> | null = null;

/** The loader of a namespace file (`./id/landing.ts`) in a language; the other maps are imported on first need. */
async function localeModule(language: string, file: string): Promise<LocaleModules[string] | undefined> {
  if (language !== 'en') {
    const firstLoad = firstLoadIndonesianModules[file];
    if (firstLoad) return firstLoad;
    indonesianModules ??= import('./indonesian-modules').then((module) => module.indonesianModules);
    return (await indonesianModules)[file];
  }
  englishModules ??= import('./english-modules').then((module) => module.englishModules);
  return (await englishModules)[file];
}

/** The source file of a namespace in a language, as the Vite manifest names it. */
export function localeSourcePath(language: string, namespace: string): string {
  return `app/locales/${language}/${namespaceFile(namespace)}.ts`;
}

/** An i18next backend that imports a namespace's chunk on demand. */
export const localeChunkBackend = resourcesToBackend(async (language: string, namespace: string) => {
  const load = await localeModule(language, `./${language}/${namespaceFile(namespace)}.ts`);
  if (!load) throw new Error(`no translations for ${language}/${namespace}`);
  return load();
});

/** Every route's text starts from these (the app shell, error pages, buttons). */
export const ALWAYS_LOADED: readonly Namespace[] = ['common'];

type ClientMiddleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

interface NamespaceHandle {
  i18n: readonly Namespace[];
}

/** The namespaces the given route modules declare, plus the ones every page needs. */
export function declaredNamespaces(routeModules: Iterable<{ handle?: unknown } | undefined>): Namespace[] {
  const namespaces = new Set<Namespace>(ALWAYS_LOADED);
  for (const module of routeModules) {
    const handle = module?.handle as Partial<NamespaceHandle> | undefined;
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

/** True when every namespace is ready in the instance's language (always so on the server, which preloads them all). */
export function namespacesReady(i18n: I18n, namespaces: readonly string[]): boolean {
  return namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
}

/** A route's namespaces: `export const handle = translations('landing', 'dashboard')`. */
export function translations(...namespaces: Namespace[]): NamespaceHandle {
  return { i18n: namespaces };
}

/** A route's client middleware that loads its namespaces: `export const clientMiddleware = [loadTranslations(handle)]`. */
export function loadTranslations(handle: NamespaceHandle): ClientMiddleware {
  return async (_args, next) => {
    // The browser's instance is the default one (entry.client.tsx); the server never runs client middleware.
    if (!namespacesReady(i18next, handle.i18n)) await i18next.loadNamespaces([...handle.i18n]);
    return next();
  };
}
