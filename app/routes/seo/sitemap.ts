// GET /sitemap.xml (decision 034): every public page in Indonesian and English with its hreflang
// alternates, as absolute URLs on the public origin (lib/public-origin.server.ts).
import { sitemapXml } from '~/domain/search-engines';
import { publicOrigin } from '~/lib/public-origin.server';
import { listSitemapPages } from '~/models/sitemap.server';
import type { Route } from './+types/sitemap';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(publicOrigin(request), listSitemapPages()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
