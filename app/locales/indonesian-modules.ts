// The loaders of the Indonesian namespaces other than the first page's, a chunk of its own (app/locales/loading.ts):
// a page fetches it when it first needs one of them.
export const indonesianModules = import.meta.glob<{ default: Record<string, unknown> }>('./id/*.ts');
