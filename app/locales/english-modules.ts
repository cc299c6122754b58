// The loaders of the English namespaces, a chunk of its own (app/locales/loading.ts): only English pages fetch it.
export const englishModules = import.meta.glob<{ default: Record<string, unknown> }>('./en/*.ts');
