// The origin absolute links are built from (canonical and hreflang links, the sitemap, robots.txt, share
// links; decision 034): the configured PUBLIC_URL when it is a valid http(s) URL, else the request's own
// origin (a demo on localhost or a LAN address links to itself). Behind a proxy, the request's origin is
// what the host makes of X-Forwarded-* (server/app.ts trusts loopback only), which is why a deployment sets
// PUBLIC_URL.
// Issue 13 adds PUBLIC_URL to env.server.ts in another change: when both have landed, this reads
// env().publicUrl instead of process.env.

export function publicOrigin(request: Request, configured: string | undefined = process.env.PUBLIC_URL): string {
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: the request's origin below (env.server.ts validates PUBLIC_URL at boot).
    }
  }
  return new URL(request.url).origin;
}
