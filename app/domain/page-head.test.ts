import { describe, expect, it } from 'vitest';
import { brandedTitle, canonicalPath, languageAlternates, pageUrl } from './page-head';

const ORIGIN = 'https://celengan.id';

describe('brandedTitle', () => {
  it('puts the brand after the page title, separated by a middle dot', () => {
    expect(brandedTitle('Masuk', 'Celengan')).toBe('Masuk · Celengan');
    expect(brandedTitle('Pelajaran · Kelas', 'Celengan')).toBe('Pelajaran · Kelas · Celengan');
  });
});

describe('canonicalPath', () => {
  it.each([
    ['/reksadana', '/reksadana'],
    ['/reksadana/', '/reksadana'],
    ['/reksadana//', '/reksadana'],
    ['/', '/'],
    ['', '/'],
    ['/artikel/reksa-dana-%C3%BC', '/artikel/reksa-dana-%C3%BC'],
  ])('%j → %j', (path, expected) => {
    expect(canonicalPath(path)).toBe(expected);
  });
});

describe('pageUrl', () => {
  it.each([
    ['/reksadana', 'id', 'https://celengan.id/reksadana'],
    ['/reksadana', 'en', 'https://celengan.id/reksadana?lng=en'],
    ['/reksadana/saham/', 'en', 'https://celengan.id/reksadana/saham?lng=en'],
    ['/', 'id', 'https://celengan.id/'],
    ['/', 'en', 'https://celengan.id/?lng=en'],
  ] as const)('%s in %s → %s', (path, language, expected) => {
    expect(pageUrl(ORIGIN, path, language)).toBe(expected);
  });
});

describe('languageAlternates', () => {
  it('names the Indonesian and English addresses, and the Indonesian one as x-default', () => {
    expect(languageAlternates(ORIGIN, '/artikel/a/')).toEqual([
      { hrefLang: 'id', href: 'https://celengan.id/artikel/a' },
      { hrefLang: 'en', href: 'https://celengan.id/artikel/a?lng=en' },
      { hrefLang: 'x-default', href: 'https://celengan.id/artikel/a' },
    ]);
  });
});
