import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './search-engines';

const ORIGIN = 'https://celengan.id';

describe('robotsTxt', () => {
  const robots = robotsTxt(ORIGIN);

  it('keeps every crawler out of the account, payment and API areas', () => {
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
    for (const path of ['/api/', '/me', '/payment/', '/signout', '/reksadana/portfolio', '/reksadana/beli', '/reksadana/registrasi/', '/operator/']) {
      expect(robots).toContain(`\nDisallow: ${path}\n`);
    }
  });

  it('leaves the public pages open', () => {
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
    for (const path of ['/reksadana', '/reksadana/saham/bahtera', '/reksadana/semua-produk', '/artikel/apa-itu', '/university/a/b']) {
      expect(disallowed.filter((prefix) => path.startsWith(prefix)), path).toEqual([]);
    }
  });

  it('names the sitemap by its absolute URL', () => {
    expect(robots).toContain('\nSitemap: https://celengan.id/sitemap.xml\n');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml(ORIGIN, [{ path: '/reksadana' }, { path: '/artikel/a&b', lastModified: '2025-11-07' }]);

  it('is a urlset of the sitemap protocol with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists each page once per language, each entry naming every language and x-default', () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)![1])).toEqual([
      'https://celengan.id/reksadana',
      'https://celengan.id/reksadana?lng=en',
      'https://celengan.id/artikel/a&amp;b',
      'https://celengan.id/artikel/a&amp;b?lng=en',
    ]);
    expect(entries[1]).toContain('<xhtml:link rel="alternate" hreflang="id" href="https://celengan.id/reksadana"/>');
    expect(entries[1]).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://celengan.id/reksadana?lng=en"/>');
    expect(entries[1]).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://celengan.id/reksadana"/>');
  });

  it('gives the last modification date when it is known', () => {
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(entries[0]).not.toContain('<lastmod>');
    expect(entries[2]).toContain('<lastmod>2025-11-07</lastmod>');
  });
});
