// Issue 13 items 13 and 15 against the production build: robots.txt and sitemap.xml as a crawler reads
// them, the canonical and hreflang links of public pages in both languages, the "soon" page of an
// address whose page is not built yet, and the general 404 of an address under /reksadana/ that is no fund.
import { expect, test } from '@playwright/test';
import { HttpSession } from './session';

function linksIn(html: string): { canonical: string[]; alternates: string[]; noindex: boolean; title: string } {
  const tags = [...html.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) => Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), v!.replaceAll('&amp;', '&')])));
  return {
    canonical: tags.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href!),
    alternates: tags.filter((tag) => tag.rel === 'alternate' && tag.hreflang).map((tag) => `${tag.hreflang} ${tag.href}`),
    noindex: /<meta name="robots" content="noindex"\/>/.test(html),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
  };
}

test('robots.txt keeps crawlers out of the private areas and names the sitemap', async ({ baseURL }) => {
  const session = new HttpSession(new URL(baseURL!).origin);
  const robots = await session.get('/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.contentType).toContain('text/plain');
  for (const path of ['/me', '/payment/', '/api/', '/reksadana/portfolio', '/reksadana/beli']) expect(robots.text).toContain(`\nDisallow: ${path}\n`);
  expect(robots.text).toContain(`\nSitemap: ${session.origin}/sitemap.xml\n`);
});

test('sitemap.xml is well-formed XML listing funds, categories and articles in both languages, and every listed page exists', async ({ baseURL, page }) => {
  const session = new HttpSession(new URL(baseURL!).origin);
  const sitemap = await session.get('/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.contentType).toContain('application/xml');
  // The browser's own XML parser: a parsererror element means the document is not well-formed.
  const parsed = await page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    return {
      error: document.getElementsByTagName('parsererror').length > 0,
      root: document.documentElement.localName,
      locs: [...document.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent ?? ''),
    };
  }, sitemap.text);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('urlset');
  const paths = parsed.locs.map((loc) => {
    const url = new URL(loc);
    expect(url.origin).toBe(session.origin);
    return `${url.pathname}${url.search}`;
  });
  expect(paths).toContain('/reksadana');
  expect(paths).toContain('/reksadana/saham?lng=en');
  expect(paths.filter((path) => /^\/reksadana\/(pasar-uang|pendapatan-tetap|campuran|saham)\/[^/?]+$/.test(path)).length).toBeGreaterThan(10);
  expect(paths.filter((path) => /^\/artikel\/[^/?]+\?lng=en$/.test(path)).length).toBeGreaterThan(3);
  expect(paths.filter((path) => /^\/(me|payment|api)\b|\/portfolio|\/registrasi/.test(path))).toEqual([]);
  // One of each kind answers 200 (the crawl in links.spec.ts follows the links themselves).
  for (const path of ['/reksadana/saham?lng=en', paths.find((p) => p.startsWith('/artikel/'))!, paths.find((p) => /^\/reksadana\/[^/]+\/[^/?]+$/.test(p))!]) {
    expect((await session.get(path)).status, path).toBe(200);
  }
});

test('a public page names its canonical address and its languages; a private one is not indexed', async ({ baseURL }) => {
  const session = new HttpSession(new URL(baseURL!).origin);
  const origin = session.origin;
  const indonesian = linksIn((await session.get('/reksadana/semua-produk?urutan=nama&utm_source=mail')).text);
  expect(indonesian.canonical).toEqual([`${origin}/reksadana/semua-produk`]);
  expect(indonesian.alternates).toEqual([
    `id ${origin}/reksadana/semua-produk`,
    `en ${origin}/reksadana/semua-produk?lng=en`,
    `x-default ${origin}/reksadana/semua-produk`,
  ]);
  expect(indonesian.noindex).toBe(false);
  expect(indonesian.title).toMatch(/ · Celengan$/);

  const english = linksIn((await session.get('/artikel?lng=en')).text);
  expect(english.canonical).toEqual([`${origin}/artikel?lng=en`]);
  expect(english.alternates).toContain(`x-default ${origin}/artikel`);
  expect(english.title).toMatch(/ · Celengan$/);

  const signIn = linksIn((await session.get('/signin')).text);
  expect(signIn.noindex).toBe(true);
  expect(signIn.canonical).toEqual([]);
  expect(signIn.title).toBe('Sign in · Celengan'); // the session kept English from ?lng=en
});

test('an address under /reksadana that is no page and no fund is the general 404; a missing fund is the fund 404', async ({ baseURL }) => {
  const session = new HttpSession(new URL(baseURL!).origin);
  for (const path of ['/reksadana/registrasi/lain/lagi', '/reksadana/bukan-tipe/bahtera', '/reksadana/tidak-ada']) {
    const answer = await session.get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.text, path).toContain('data-testid="not-found"');
    expect(answer.text, path).not.toContain('data-testid="empty-fund"');
    expect(linksIn(answer.text).title, path).toBe('Halaman tidak ditemukan · Celengan');
  }
  const missingFund = await session.get('/reksadana/saham/tidak-ada');
  expect(missingFund.status).toBe(404);
  expect(linksIn(missingFund.text).title).toBe('Reksa dana tidak ditemukan · Celengan');
});
