import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeChunkUrls, moduleChunkUrls, registerClientManifest } from './client-manifest.server';

function writeManifest(entries: Record<string, { file: string; imports?: string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(entries));
  return dir;
}

describe('client manifest', () => {
  registerClientManifest(
    writeManifest({
      'app/components/landing/signed-in-landing.tsx': { file: 'assets/signed-in-landing-abc.js', imports: ['_shared.js', '_format.js'] },
      '_shared.js': { file: 'assets/shared-1.js', imports: ['_format.js'] },
      '_format.js': { file: 'assets/format-2.js', imports: ['_shared.js'] },
      'app/locales/en/landing.ts': { file: 'assets/landing-en.js' },
      'app/locales/id/fund-detail.ts': { file: 'assets/fund-detail-id.js' },
      'app/locales/english-modules.ts': { file: 'assets/english-modules-3.js' },
      'app/locales/indonesian-modules.ts': { file: 'assets/indonesian-modules-4.js' },
    }),
  );

  it('lists a module’s chunk and the chunks it imports, each once, even through a cycle', () => {
    expect(moduleChunkUrls('app/components/landing/signed-in-landing.tsx')).toEqual([
      '/assets/signed-in-landing-abc.js',
      '/assets/shared-1.js',
      '/assets/format-2.js',
    ]);
  });

  it('lists nothing for a module the build does not know', () => {
    expect(moduleChunkUrls('app/components/nowhere.tsx')).toEqual([]);
  });

  it('finds a language’s namespace chunks by their file names', () => {
    // English pages also need the chunk of English's loader map (app/locales/loading.ts).
    expect(localeChunkUrls('en', ['landing'])).toEqual(['/assets/english-modules-3.js', '/assets/landing-en.js']);
    // Indonesian: the landing's namespaces have their loaders in the entry; any other needs the map chunk too.
    expect(localeChunkUrls('id', ['common', 'landing', 'carousel'])).toEqual([]);
    expect(localeChunkUrls('id', ['fundDetail', 'landing'])).toEqual(['/assets/indonesian-modules-4.js', '/assets/fund-detail-id.js']);
  });
});
