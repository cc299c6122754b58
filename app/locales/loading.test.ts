import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, SUPPORTED_LANGUAGES } from './index';
import { ALWAYS_LOADED, declaredNamespaces, localeSourcePath, namespaceFile, translations } from './loading';

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

describe('declaredNamespaces', () => {
  it('always includes the shell’s namespace', () => {
    expect(declaredNamespaces([])).toEqual([...ALWAYS_LOADED]);
  });

  it('collects each route’s handle once, and skips routes without one', () => {
    const routes = [{ handle: translations('landing', 'carousel') }, undefined, { handle: { other: true } }, { handle: translations('carousel', 'content') }, {}];
    expect(declaredNamespaces(routes)).toEqual(['common', 'landing', 'carousel', 'content']);
  });
});
