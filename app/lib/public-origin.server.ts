// The origin absolute links on pages are built from (canonical and hreflang links, the sitemap, robots.txt,
// share links; decision 034): the configured PUBLIC_URL (validated at boot by env.server.ts, required in
// production outside the demo), else the request's own origin, so that a demo opened on localhost or from
// a phone at a LAN address links to itself. Emails, read elsewhere, always use env().publicUrl.
import { env } from './env.server';

export function publicOrigin(request: Request, configured: string | null = env().configuredPublicUrl): string {
  return configured ?? new URL(request.url).origin;
}
