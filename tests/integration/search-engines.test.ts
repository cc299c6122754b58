// Issue 13 item 15: robots.txt, sitemap.xml, and the canonical and hreflang links of the public pages
// (decision 034), against this file's copy of the seeded database.
import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponse, type MetaDescriptor } from 'react-router';
import { schema } from '../../db/client';
import { ARTICLES } from '../../seeds/content';
import type { Language } from '~/domain/enums';
import { CATEGORY_PAGES, fundDetailPath } from '~/domain/fund-catalogue';
import { db } from '~/lib/db.server';
import { parseEnv } from '~/lib/env.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { resources } from '~/locales';
import { getVideoLesson, listVideoCourses } from '~/models/content.server';
import * as article from '~/routes/content/article';
import * as fundDetail from '~/routes/reksadana/fund-detail';
import * as fundList from '~/routes/reksadana/fund-list';
import * as landing from '~/routes/reksadana/landing';
import * as signIn from '~/routes/account/sign-in';
import * as robots from '~/routes/seo/robots';
import * as sitemap from '~/routes/seo/sitemap';


async function fetchText(loader: typeof robots.loader | typeof sitemap.loader, url: string) {
  const response = loader({ request: new Request(url), params: {}, context: undefined as never } as never);
  return { status: response.status, type: response.headers.get('Content-Type'), body: await response.text() };
}

describe('publicOrigin', () => {
  const request = new Request('http://192.168.1.5:3000/reksadana');
  it.each([
    [null, 'http://192.168.1.5:3000'],
    [parseEnv({ PUBLIC_URL: 'https://celengan.id' }).configuredPublicUrl, 'https://celengan.id'],
    [parseEnv({ PUBLIC_URL: 'https://celengan.id/' }).configuredPublicUrl, 'https://celengan.id'],
    [parseEnv({}).configuredPublicUrl, 'http://192.168.1.5:3000'],
  ])('configured %j → %s', (configured, expected) => {
    expect(publicOrigin(request, configured)).toBe(expected);
  });
});

describe('GET /robots.txt', () => {
  it('disallows the account, payment and API areas and names the sitemap on the request origin', async () => {
    const { status, type, body } = await fetchText(robots.loader, 'http://localhost:3000/robots.txt');
    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    for (const path of ['/me', '/payment/', '/api/', '/reksadana/portfolio']) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  async function locations() {
    // Without PUBLIC_URL (the tests' environment) the request's origin is the public one (publicOrigin above).
    const { status, type, body } = await fetchText(sitemap.loader, 'https://celengan.id/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    return { body, locs: [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&')) };
  }

  it('lists every fund, category listing, article and lesson, in Indonesian and English', async () => {
    const { locs } = await locations();
    const expected = [
      '/reksadana',
      '/reksadana/tentang-kami',
      '/reksadana/semua-produk',
      ...CATEGORY_PAGES.map((page) => `/reksadana/${page.path}`),
      ...db().select().from(schema.funds).all().map(fundDetailPath),
      ...ARTICLES.filter((a) => a.daysAgo >= 0).map((a) => `/artikel/${a.slug}`),
      '/university',
      ...listVideoCourses().flatMap((course) => getVideoLesson(course.slug, course.firstVideoSlug)!.lessons.map((lesson) => lesson.detailUrl)),
    ];
    for (const path of expected) {
      expect(locs, path).toContain(`https://celengan.id${path}`);
      expect(locs, path).toContain(`https://celengan.id${path}?lng=en`);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists no personal, payment, form or "soon" page', async () => {
    const { locs } = await locations();
    const paths = locs.map((loc) => new URL(loc).pathname);
    for (const path of paths) {
      expect(path, path).not.toMatch(/^\/(me|payment|api|signin|signout|app)(\/|$)|^\/reksadana\/(portfolio|beli|watchlist|initials|registrasi|profil-risiko|nabung-rutin|e-statement|referral)(\/|$)/);
    }
  });

  it('gives each entry its hreflang alternates and the publish date of an article', async () => {
    const { body } = await locations();
    const entry = /<url>\s*<loc>https:\/\/celengan\.id\/reksadana\/semua-produk\?lng=en<\/loc>([\s\S]*?)<\/url>/.exec(body)![1]!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="id" href="https://celengan.id/reksadana/semua-produk"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://celengan.id/reksadana/semua-produk?lng=en"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://celengan.id/reksadana/semua-produk"/>');
    const published = ARTICLES.find((a) => a.daysAgo >= 0)!;
    const articleEntry = new RegExp(`<loc>https://celengan\\.id/artikel/${published.slug}</loc>\\s*<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>`).exec(body);
    expect(articleEntry?.[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('canonical and hreflang links', () => {
  function head(meta: (args: never) => unknown, pathname: string, locale: Language, extra: Record<string, unknown> = {}) {
    const args = { matches: [{ id: 'root', loaderData: { locale, publicOrigin: 'https://celengan.id' } }], location: { pathname, search: '?utm_source=x&periode=1Y' }, ...extra };
    const tags = meta(args as never) as MetaDescriptor[];
    const links = (rel: string) => tags.filter((tag) => 'tagName' in tag && tag.tagName === 'link' && 'rel' in tag && tag.rel === rel) as Array<Record<string, string>>;
    return {
      title: (tags.find((tag) => 'title' in tag) as { title: string }).title,
      canonical: links('canonical').map((link) => link.href),
      alternates: links('alternate').map((link) => `${link.hrefLang} ${link.href}`),
      robots: tags.some((tag) => 'name' in tag && tag.name === 'robots' && tag.content === 'noindex'),
    };
  }

  it('point a public page at its address without query, with ?lng=en in English', () => {
    const id = head(landing.meta as never, '/reksadana/', 'id');
    expect(id.canonical).toEqual(['https://celengan.id/reksadana']);
    expect(id.alternates).toEqual(['id https://celengan.id/reksadana', 'en https://celengan.id/reksadana?lng=en', 'x-default https://celengan.id/reksadana']);
    expect(id.robots).toBe(false);
    expect(id.title).toBe('Investasi reksa dana mulai Rp 10.000 · Celengan');
    const en = head(fundList.meta as never, '/reksadana/saham', 'en', { loaderData: { pageKey: 'saham' } });
    expect(en.canonical).toEqual(['https://celengan.id/reksadana/saham?lng=en']);
    expect(en.alternates).toContain('x-default https://celengan.id/reksadana/saham');
    expect(en.title).toMatch(/ · Celengan$/);
  });

  it('hold for a fund page and an article, from their loaders data', async () => {
    const fund = db().select().from(schema.funds).get()!;
    const path = fundDetailPath(fund);
    const loaded = await fundDetail.loader({ request: new Request(`http://localhost${path}`), params: { investmentType: path.split('/')[2]!, productSlug: fund.slug }, context: undefined as never } as never);
    const fundHead = head(fundDetail.meta as never, path, 'en', { loaderData: loaded });
    expect(fundHead.canonical).toEqual([`https://celengan.id${path}?lng=en`]);
    expect(fundHead.title).toBe(`${fund.name}: NAV price, performance and prospectus · Celengan`);

    const slug = ARTICLES.find((a) => a.daysAgo >= 0)!.slug;
    const articleData = article.loader({ request: new Request(`http://localhost/artikel/${slug}`), params: { slug }, context: undefined as never } as never);
    const articleHead = head(article.meta as never, `/artikel/${slug}`, 'id', { loaderData: articleData });
    expect(articleHead.canonical).toEqual([`https://celengan.id/artikel/${slug}`]);
    expect(articleHead.title).toMatch(/ · Celengan$/);
  });

  it('are left out of a page that is not indexed', () => {
    const signInHead = head(signIn.meta as never, '/signin', 'id');
    expect(signInHead.robots).toBe(true);
    expect(signInHead.canonical).toEqual([]);
    expect(signInHead.alternates).toEqual([]);
    expect(signInHead.title).toBe('Masuk · Celengan');
  });
});

describe('the title of an error page', () => {
  it('follows the pattern and says what the boundary shows, not indexed', async () => {
    const root = await import('~/root');
    const titleOf = (error: unknown, locale: Language) => {
      const args = { matches: [{ id: 'root', loaderData: { locale, publicOrigin: 'https://celengan.id' } }], location: { pathname: '/x' }, error };
      const tags = root.meta(args as never) as MetaDescriptor[];
      expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
      return (tags.find((tag) => 'title' in tag) as { title: string }).title;
    };
    expect(titleOf(new ErrorResponse(404, 'Not Found', null), 'id')).toBe('Halaman tidak ditemukan · Celengan');
    expect(titleOf(new ErrorResponse(403, 'Forbidden', null), 'id')).toBe('Akses ditolak · Celengan');
    expect(titleOf(new Error('boom'), 'en')).toBe(`${resources.en.common.error.title} · Celengan`);
  });
});
