// GET /robots.txt (decision 034): crawlers stay out of the personal, payment and API areas; the
// sitemap is named with the public origin (lib/public-origin.server.ts).
import { robotsTxt } from '~/domain/search-engines';
import { publicOrigin } from '~/lib/public-origin.server';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
