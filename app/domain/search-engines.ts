// What the app tells search engines (decision 034): robots.txt keeps them out of the personal, payment
// and API areas and names the sitemap; the sitemap lists the public pages (the landing and its
// information pages, every fund list and fund, every article and lesson) in both languages, each with its
// hreflang alternates (https://www.sitemaps.org/protocol.html, Google's "xhtml:link" extension).
import { LANGUAGES } from './enums';
import { languageAlternates, pageUrl } from './page-head';

/** Where the sitemap is served (app/routes.ts). */
export const SITEMAP_PATH = '/sitemap.xml';

/**
 * Path prefixes no crawler should fetch: personal pages (account, orders, portfolios, watchlist, the
 * cart, registration and the risk profile), payment, the JSON APIs and data endpoints, sign-out, and the
 * operator's pages.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/me',
  '/payment/',
  '/signout',
  '/email-berhasil-diverifikasi',
  '/reksadana/beli',
  '/reksadana/portfolio',
  '/reksadana/watchlist',
  '/reksadana/initials',
  '/reksadana/registrasi/',
  '/reksadana/profil-risiko',
  // The operator's review pages (issue 14, decision 045).
  '/operator/',
] as const;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}${SITEMAP_PATH}`, ''].join('\n');
}

export interface SitemapPage {
  /** The page's path, without query (each language's address is derived from it). */
  path: `/${string}`;
  /** YYYY-MM-DD: when the page's content last changed, when known (an article's publish date). */
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

/** The sitemap: one <url> per page and language, each naming all the page's languages and x-default. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = languageAlternates(origin, page.path).map(
      ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xmlEscape(href)}"/>`,
    );
    for (const language of LANGUAGES) {
      lines.push('  <url>', `    <loc>${xmlEscape(pageUrl(origin, page.path, language))}</loc>`);
      if (page.lastModified) lines.push(`    <lastmod>${page.lastModified}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
