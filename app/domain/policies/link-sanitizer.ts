// Outbound link sanitizer (spec landing §5 "Outbound links are sanitized: scripting schemes become the home
// page; only the product's own, app-scheme, onelink, superapp and main-site links pass; other external
// http(s) links become home"; DESIGN.md "Security baseline"; docs/decisions/013-link-sanitizer.md).
// Every link that comes from data (banners, articles, redirectUrl, referral data) passes through here
// before it is rendered. An allow-list: anything not recognised becomes the home page. Pure.

export interface LinkPolicy {
  /** Where a refused link goes. */
  home: string;
  /** The product's own hosts: links to them become in-app paths. */
  productHosts: readonly string[];
  /** The main (company) site. */
  mainSiteHosts: readonly string[];
  /** App-install deep links (AppsFlyer OneLink). */
  onelinkHosts: readonly string[];
  /** The superapp's web hosts. */
  superappHosts: readonly string[];
  /** Custom schemes of the mobile app and the superapp, lower case, without the colon. */
  appSchemes: readonly string[];
}

/** The landing page: '/' redirects there too. */
export const HOME_PATH = '/reksadana';

/** Placeholder domains of the demo product; production sets its real ones (decision 013). */
export const DEFAULT_LINK_POLICY: LinkPolicy = {
  home: HOME_PATH,
  productHosts: ['celengan.id', 'www.celengan.id'],
  mainSiteHosts: ['celengan.co.id', 'www.celengan.co.id'],
  onelinkHosts: ['celengan.onelink.me'],
  superappHosts: ['superapp.celengan.id'],
  appSchemes: ['celengan', 'celengan-superapp'],
};

/** Longer links are refused: no banner or article needs more, and it bounds the work done here. */
export const MAX_LINK_LENGTH = 2048;

/** §5 "scripting schemes": reported apart from other unknown schemes, both become home. */
const SCRIPTING_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'vbscript', 'livescript', 'data']);

export type LinkKind = 'APP_PATH' | 'PRODUCT' | 'MAIN_SITE' | 'ONELINK' | 'SUPERAPP' | 'APP_SCHEME';

export type RefusalReason =
  | 'EMPTY'
  | 'TOO_LONG'
  /** Control characters, whitespace or invisible formatting characters inside the link. */
  | 'HIDDEN_CHARACTERS'
  /** A backslash, which browsers read as a slash in web URLs. */
  | 'BACKSLASH'
  | 'SCRIPTING_SCHEME'
  | 'UNKNOWN_SCHEME'
  /** "//host": another origin in disguise. */
  | 'PROTOCOL_RELATIVE'
  /** "path", "./path", "?q", "#x": relative to wherever it is rendered. */
  | 'RELATIVE_REFERENCE'
  | 'MALFORMED'
  | 'CREDENTIALS'
  | 'PORT'
  | 'EXTERNAL_HOST';

export type LinkDecision =
  { allowed: true; kind: LinkKind; href: string } | { allowed: false; reason: RefusalReason; href: string };

// WHATWG URL parsing strips leading and trailing C0 controls and spaces, and tab and newlines anywhere;
// we strip the ends the same way and refuse anything left inside, plus Unicode spaces, line separators,
// zero-width and bidirectional formatting characters, which hide what a link really is.
const HIDDEN =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufff9-\ufffb]/;
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** An origin no real link can have, to resolve paths against. */
const PATH_BASE = 'https://app-path.invalid';

/** Strips leading and trailing C0 controls and spaces, in linear time (a regex here could backtrack). */
function trimControlsAndSpaces(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}

function refuse(reason: RefusalReason, policy: LinkPolicy): LinkDecision {
  return { allowed: false, reason, href: policy.home };
}

/**
 * A parsed URL as an in-app path. Dot segments can leave a path that starts with "//" ("/.//evil.example"
 * resolves to "//evil.example"), which a browser would read as another host: refused.
 */
function inAppPath(url: URL, kind: 'APP_PATH' | 'PRODUCT', policy: LinkPolicy): LinkDecision {
  if (url.pathname.startsWith('//')) return refuse('PROTOCOL_RELATIVE', policy);
  return { allowed: true, kind, href: `${url.pathname}${url.search}${url.hash}` };
}

function classifyPath(link: string, policy: LinkPolicy): LinkDecision {
  if (link.startsWith('//')) return refuse('PROTOCOL_RELATIVE', policy);
  if (!link.startsWith('/')) return refuse('RELATIVE_REFERENCE', policy);
  let url: URL;
  try {
    url = new URL(link, PATH_BASE);
  } catch {
    return refuse('MALFORMED', policy);
  }
  // Belt and braces: a path must stay on the base origin once resolved.
  if (url.origin !== PATH_BASE) return refuse('PROTOCOL_RELATIVE', policy);
  return inAppPath(url, 'APP_PATH', policy);
}

function classifyWeb(link: string, policy: LinkPolicy): LinkDecision {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refuse('MALFORMED', policy);
  }
  // The parser lower-cases the host, turns full-width and other IDNA forms into ASCII (punycode) and
  // drops a default port, so the comparisons below see the host a browser would connect to.
  const host = url.hostname;
  const kind: LinkKind | null = policy.productHosts.includes(host)
    ? 'PRODUCT'
    : policy.mainSiteHosts.includes(host)
      ? 'MAIN_SITE'
      : policy.onelinkHosts.includes(host)
        ? 'ONELINK'
        : policy.superappHosts.includes(host)
          ? 'SUPERAPP'
          : null;
  if (kind === null) return refuse('EXTERNAL_HOST', policy);
  // "https://celengan.id@evil.example" has host evil.example and is refused above; credentials on an
  // allowed host only serve to confuse the reader.
  if (url.username !== '' || url.password !== '') return refuse('CREDENTIALS', policy);
  if (url.port !== '') return refuse('PORT', policy);
  // Our own links stay in the app, whatever host serves it; the others are upgraded to https.
  if (kind === 'PRODUCT') return inAppPath(url, kind, policy);
  url.protocol = 'https:';
  return { allowed: true, kind, href: url.href };
}

function classifyAppScheme(link: string, scheme: string, policy: LinkPolicy): LinkDecision {
  try {
    new URL(link);
  } catch {
    return refuse('MALFORMED', policy);
  }
  return { allowed: true, kind: 'APP_SCHEME', href: `${scheme}${link.slice(scheme.length)}` };
}

/** §5: what a link from data is, and the href to render for it (the home page when refused). */
export function classifyLink(raw: string | null | undefined, policy: LinkPolicy = DEFAULT_LINK_POLICY): LinkDecision {
  if (typeof raw !== 'string') return refuse('EMPTY', policy);
  const link = trimControlsAndSpaces(raw);
  if (link === '') return refuse('EMPTY', policy);
  if (link.length > MAX_LINK_LENGTH) return refuse('TOO_LONG', policy);
  if (HIDDEN.test(link)) return refuse('HIDDEN_CHARACTERS', policy);
  if (link.includes('\\')) return refuse('BACKSLASH', policy);

  const schemeMatch = SCHEME.exec(link);
  if (!schemeMatch) return classifyPath(link, policy);
  const scheme = schemeMatch[1]!.toLowerCase();
  if (SCRIPTING_SCHEMES.has(scheme)) return refuse('SCRIPTING_SCHEME', policy);
  if (scheme === 'http' || scheme === 'https') return classifyWeb(link, policy);
  if (policy.appSchemes.includes(scheme)) return classifyAppScheme(link, scheme, policy);
  return refuse('UNKNOWN_SCHEME', policy);
}

/** The href to render for a link from data: the link itself (normalised) when allowed, else the home page. */
export function sanitizeLink(raw: string | null | undefined, policy: LinkPolicy = DEFAULT_LINK_POLICY): string {
  return classifyLink(raw, policy).href;
}
