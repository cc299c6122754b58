// Where a page that interrupts the investor leads back to once it is done (issue 14 item 6: the EDD page
// returns "to where the investor came from"): the `target` the link carried, or else the page that linked
// here (the Referer of this site: the need-EDD popup of the landing, a fund page, the cart), never this
// page itself nor the sign-in pages, and only a path of this site (safeTarget). Default /reksadana.
import { safeTarget } from './session.server';

const NOT_A_RETURN = [/^\/signin(?:[/?#]|$)/, /^\/app\/gabung(?:[/?#]|$)/, /^\/signout(?:[/?#]|$)/];

export function returnPath(request: Request, ownPath: string, fallback = '/reksadana'): string {
  const url = new URL(request.url);
  const target = url.searchParams.get('target');
  const candidate = target ?? sameSiteReferer(request.headers.get('Referer'), url.origin);
  if (!candidate) return fallback;
  const path = safeTarget(candidate, fallback);
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (pathname === ownPath || NOT_A_RETURN.some((pattern) => pattern.test(path))) return fallback;
  return path;
}

/** The path and query of a Referer of this origin; null for another site's (or none). */
function sameSiteReferer(referer: string | null, origin: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}
