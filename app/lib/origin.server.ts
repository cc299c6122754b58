// Origin check for resource routes that change state (DESIGN.md "Security baseline"): React Router
// rejects page-route form posts from a foreign Origin, but resource routes are not covered. A request
// without an Origin header (same-origin navigations of older browsers, server-to-server calls with a
// session cookie are not expected) or with this server's own origin is allowed; any other Origin,
// including the opaque "null", is refused.
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin === null) return false;
  return origin !== new URL(request.url).origin;
}
