import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from './index';
import { indonesianModules } from './indonesian-modules';
import { ALWAYS_LOADED, declaredNamespaces, FIRST_LOAD_NAMESPACES, firstLoadIndonesianModules, localeSourcePath, namespaceFile, translations } from './loading';

describe('namespace files', () => {
  it.each([
    ['common', 'common'],
    ['fundDetail', 'fund-detail'],
    ['emailVerification', 'email-verification'],
  ])('%s lives in %s.ts', (namespace, file) => {
    expect(namespaceFile(namespace)).toBe(file);
  });

  // The browser imports a namespace by this path, and the server preloads the chunk the manifest names by it.
  it.each(SUPPORTED_LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => [language, namespace])))(
    '%s/%s has a source file',
    (language, namespace) => {
      expect(existsSync(localeSourcePath(language, namespace))).toBe(true);
    },
  );
});

describe('the Indonesian loader maps', () => {
  it('ship exactly the first page’s namespaces with the entry, and every namespace in the map chunk', () => {
    expect(Object.keys(firstLoadIndonesianModules).sort()).toEqual(FIRST_LOAD_NAMESPACES.map((namespace) => `./id/${namespaceFile(namespace)}.ts`).sort());
    expect(Object.keys(indonesianModules).sort()).toEqual(NAMESPACES.map((namespace) => `./id/${namespaceFile(namespace)}.ts`).sort());
  });

  it('name the landing’s own namespaces and the shell’s', () => {
    expect(FIRST_LOAD_NAMESPACES).toEqual(expect.arrayContaining([...ALWAYS_LOADED, 'landing', 'carousel']));
  });
});

describe('declaredNamespaces', () => {
  it('always includes the shell’s namespace', () => {
    expect(declaredNamespaces([])).toEqual([...ALWAYS_LOADED]);
  });

  it('collects each route’s handle once, and skips routes without one', () => {
    const routes = [{ handle: translations('landing', 'carousel') }, undefined, { handle: { other: true } }, { handle: translations('carousel', 'content') }, {}];
    expect(declaredNamespaces(routes)).toEqual(['common', 'landing', 'carousel', 'content']);
  });
});
