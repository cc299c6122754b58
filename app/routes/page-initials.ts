// GET <page path>/initials for every page of app/routes.ts (spec funds §2.1, §3 "Page initials"; issue 18 item 5;
// decision 091): one resource module, one route per page (domain/page-initials-paths.ts withPageInitials makes them
// from the route table). React Router hands the loader the matched pattern; the page it belongs to answers through
// its own loader and meta (models/page-initials.server.ts). `{ data: PageInitials }` with 200; 400 for a malformed
// request, 401 for a page that needs a signed-in user, 403/404 as the page; personal, never stored.
// /reksadana/initials stays the landing's own (routes/reksadana/initials.ts).
import type { Route } from './+types/page-initials';
import { pagePathOfInitials } from '~/domain/page-initials-paths';
import { apiError } from '~/lib/api.server';
import { PAGE_MODULE_PATHS, pageEntry } from '~/lib/page-modules.server';
import { getSessionUser } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { pageInitials } from '~/models/page-initials.server';

/** Personal when signed in (the logged-in flag, the page's data) and of the moment: never reused without asking. */
const HEADERS = { 'Cache-Control': 'private, no-cache, no-store', Vary: 'Cookie' };
const MESSAGES = { 400: 'statusPages:initials.badRequest', 401: 'statusPages:initials.unauthorized', 403: 'statusPages:initials.forbidden', 404: 'statusPages:initials.notFound' } as const;
/** Longer addresses are no page's: refused before any work. */
const MAX_URL_LENGTH = 2048;

export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (request.url.length > MAX_URL_LENGTH) return apiError(context, 400, MESSAGES[400], HEADERS);
  // The pattern names the page; a page listed nowhere (added without its module line) still answers its head.
  const pagePath = pagePathOfInitials(pattern, PAGE_MODULE_PATHS) ?? pattern.replace(/^\/+/, '').replace(/\/?initials$/, '');
  const pageUrl = new URL(url);
  pageUrl.pathname = url.pathname.replace(/\/initials\/?$/, '') || '/';
  let outcome;
  try {
    outcome = await pageInitials({
      entry: pageEntry(pagePath),
      pagePath,
      pageUrl,
      request,
      params: params as Record<string, string | undefined>,
      context,
      locale: getLocale(context),
      userId: (await getSessionUser(request))?.id ?? null,
    });
  } catch (error) {
    // A malformed address the page's own code could not read (a URIError of a parameter): a bad request.
    if (error instanceof URIError) return apiError(context, 400, MESSAGES[400], HEADERS);
    throw error;
  }
  if (outcome.kind === 'REFUSED') return apiError(context, outcome.status, MESSAGES[outcome.status], HEADERS);
  return Response.json({ data: outcome.data }, { headers: HEADERS });
}
