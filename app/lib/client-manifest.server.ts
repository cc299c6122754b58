// Where the browser finds the chunks a page will import before or during hydration, so that the
// page's HTML can preload them: the route's translation namespaces (app/locales/loading.ts) and the
// lazily loaded parts it renders (app/components/ui/lazy-part.tsx). Without a preload the browser
// learns of them only after running the client entry, a round trip later. The production server
// reads the client build's Vite manifest once at start (server/app.ts); in development and in
// tests there is no manifest and no preload, and the browser simply imports the chunks itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_LOAD_NAMESPACES, localeSourcePath } from '~/locales/loading';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

let manifest: Readonly<Record<string, ManifestChunk>> = {};
/** Each source's chunk URLs, walked once per manifest (a page asks for them on every request). */
const urlsBySource = new Map<string, readonly string[]>();

/** Reads build/client/.vite/manifest.json (written by the build: vite.config.ts asks for it). */
export function registerClientManifest(clientDir: string): void {
  manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  urlsBySource.clear();
}

/** The URLs of a source module's chunk and of the chunks it imports statically, for `<link rel="modulepreload">`. */
export function moduleChunkUrls(source: string): readonly string[] {
  const known = urlsBySource.get(source);
  if (known) return known;
  const urls: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || urls.includes(`/${chunk.file}`)) return;
    urls.push(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  urlsBySource.set(source, urls);
  return urls;
}

/** The chunk URLs of the namespaces in a language, with the chunk of the language's loader map when they need it (app/locales/loading.ts). */
export function localeChunkUrls(language: string, namespaces: readonly string[]): string[] {
  const chunks = namespaces.flatMap((namespace) => moduleChunkUrls(localeSourcePath(language, namespace)));
  if (language === 'en') return [...moduleChunkUrls('app/locales/english-modules.ts'), ...chunks];
  // Indonesian namespaces beyond the first page's have their loaders in a map chunk of its own (decision 017).
  const needsMap = namespaces.some((namespace) => !(FIRST_LOAD_NAMESPACES as readonly string[]).includes(namespace));
  return needsMap ? [...moduleChunkUrls('app/locales/indonesian-modules.ts'), ...chunks] : chunks;
}
