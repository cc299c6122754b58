import { describe, expect, it } from 'vitest';
import {
  classifyLink,
  DEFAULT_LINK_POLICY,
  HOME_PATH,
  MAX_LINK_LENGTH,
  sanitizeLink,
  type LinkKind,
  type LinkPolicy,
  type RefusalReason,
} from './link-sanitizer';

describe('allowed links (spec landing §5: own, app-scheme, onelink, superapp and main-site links pass)', () => {
  it.each<[string, string, LinkKind, string]>([
    ['app path', '/reksadana/saham/contoh', 'APP_PATH', '/reksadana/saham/contoh'],
    [
      'app path with query and fragment',
      '/reksadana/semua-produk?sort-category=minimumSubscriptionAmount#daftar',
      'APP_PATH',
      '/reksadana/semua-produk?sort-category=minimumSubscriptionAmount#daftar',
    ],
    ['root path', '/', 'APP_PATH', '/'],
    ['dot segments are resolved', '/reksadana/../artikel/./a', 'APP_PATH', '/artikel/a'],
    ['dot segments cannot climb above the root', '/../../etc/passwd', 'APP_PATH', '/etc/passwd'],
    ['encoded slashes stay inside the path', '/%2F%2Fevil.example', 'APP_PATH', '/%2F%2Fevil.example'],
    ['non-ASCII path is percent-encoded', '/artikel/reksa-dana-ü', 'APP_PATH', '/artikel/reksa-dana-%C3%BC'],
    ['surrounding spaces are trimmed', '  /reksadana  ', 'APP_PATH', '/reksadana'],
    ['surrounding newline is trimmed', '\n/reksadana\r\n', 'APP_PATH', '/reksadana'],
    [
      'product host becomes an app path',
      'https://celengan.id/reksadana/prioritas?x=1#a',
      'PRODUCT',
      '/reksadana/prioritas?x=1#a',
    ],
    ['product www host, plain http', 'http://www.celengan.id/artikel', 'PRODUCT', '/artikel'],
    ['product host in capitals', 'HTTPS://CELENGAN.ID/Artikel', 'PRODUCT', '/Artikel'],
    ['product host with the default port', 'https://celengan.id:443/reksadana', 'PRODUCT', '/reksadana'],
    ['product host without a path', 'https://celengan.id', 'PRODUCT', '/'],
    ['full-width letters normalise to the real host', 'https://ｃｅｌｅｎｇａｎ.id/reksadana', 'PRODUCT', '/reksadana'],
    ['main site', 'https://celengan.co.id/tentang', 'MAIN_SITE', 'https://celengan.co.id/tentang'],
    [
      'main site over http is upgraded',
      'http://www.celengan.co.id/karier',
      'MAIN_SITE',
      'https://www.celengan.co.id/karier',
    ],
    [
      'onelink',
      'https://celengan.onelink.me/abc?pid=web&c=landing',
      'ONELINK',
      'https://celengan.onelink.me/abc?pid=web&c=landing',
    ],
    ['superapp', 'https://superapp.celengan.id/reksadana', 'SUPERAPP', 'https://superapp.celengan.id/reksadana'],
    ['app scheme', 'celengan://portfolio/12', 'APP_SCHEME', 'celengan://portfolio/12'],
    ['app scheme in capitals', 'CELENGAN://home', 'APP_SCHEME', 'celengan://home'],
    ['superapp scheme', 'celengan-superapp://reksadana?tab=1', 'APP_SCHEME', 'celengan-superapp://reksadana?tab=1'],
  ])('%s', (_name, raw, kind, href) => {
    expect(classifyLink(raw)).toEqual({ allowed: true, kind, href });
    expect(sanitizeLink(raw)).toBe(href);
  });
});

describe('refused links become the home page (spec landing §5)', () => {
  const tooLong = `/${'a'.repeat(MAX_LINK_LENGTH)}`;

  it.each<[string, string | null | undefined, RefusalReason]>([
    // nothing
    ['null', null, 'EMPTY'],
    ['undefined', undefined, 'EMPTY'],
    ['empty', '', 'EMPTY'],
    ['only spaces and controls', ' \t\n\u0000 ', 'EMPTY'],
    ['too long', tooLong, 'TOO_LONG'],
    // scripting schemes
    ['javascript:', 'javascript:alert(1)', 'SCRIPTING_SCHEME'],
    ['JavaScript in mixed case', 'JaVaScRiPt:alert(document.cookie)', 'SCRIPTING_SCHEME'],
    ['javascript: after leading spaces', '   javascript:alert(1)', 'SCRIPTING_SCHEME'],
    ['javascript: after a leading NUL', '\u0000javascript:alert(1)', 'SCRIPTING_SCHEME'],
    ['javascript: after a leading control character', '\u001fjavascript:alert(1)', 'SCRIPTING_SCHEME'],
    ['javascript: dressed as a URL', 'javascript://celengan.id/%0Aalert(1)', 'SCRIPTING_SCHEME'],
    ['vbscript:', 'vbscript:msgbox(1)', 'SCRIPTING_SCHEME'],
    ['data: HTML', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'SCRIPTING_SCHEME'],
    ['data: SVG', 'DATA:image/svg+xml,<svg/onload=alert(1)>', 'SCRIPTING_SCHEME'],
    // characters hidden inside the link (browsers drop tabs and newlines, so "java\tscript:" runs)
    ['tab inside the scheme', 'java\tscript:alert(1)', 'HIDDEN_CHARACTERS'],
    ['newline inside the scheme', 'java\nscript:alert(1)', 'HIDDEN_CHARACTERS'],
    ['carriage return inside the scheme', 'java\rscript:alert(1)', 'HIDDEN_CHARACTERS'],
    ['NUL inside the scheme', 'java\u0000script:alert(1)', 'HIDDEN_CHARACTERS'],
    ['tab making a protocol-relative path', '/\t/evil.example', 'HIDDEN_CHARACTERS'],
    ['newline making a protocol-relative path', '/\n/evil.example', 'HIDDEN_CHARACTERS'],
    ['space inside', '/reksa dana', 'HIDDEN_CHARACTERS'],
    ['no-break space', 'https://celengan.id/\u00a0', 'HIDDEN_CHARACTERS'],
    ['C1 control', '/reksadana\u0085', 'HIDDEN_CHARACTERS'],
    ['zero-width space in the host', 'https://celengan\u200b.id/', 'HIDDEN_CHARACTERS'],
    ['zero-width joiner', '/reksa\u200ddana', 'HIDDEN_CHARACTERS'],
    ['right-to-left override', 'https://evil.example/\u202edi.nagnelec', 'HIDDEN_CHARACTERS'],
    ['line separator', '/a\u2028b', 'HIDDEN_CHARACTERS'],
    ['byte-order mark', '\ufeffjavascript:alert(1)', 'HIDDEN_CHARACTERS'],
    ['soft hyphen in the host', 'https://celen\u00adgan.id/', 'HIDDEN_CHARACTERS'],
    ['ideographic space', '/a\u3000b', 'HIDDEN_CHARACTERS'],
    // backslashes, read as slashes by browsers
    ['backslash protocol-relative', '\\\\evil.example', 'BACKSLASH'],
    ['slash and backslash', '/\\evil.example', 'BACKSLASH'],
    ['backslashes after the scheme', 'https:\\\\evil.example', 'BACKSLASH'],
    ['backslash hiding a host', 'https://evil.example\\.celengan.id/', 'BACKSLASH'],
    ['backslash before an at sign', 'https://celengan.id\\@evil.example', 'BACKSLASH'],
    // protocol-relative and relative references
    ['protocol-relative', '//evil.example/reksadana', 'PROTOCOL_RELATIVE'],
    ['protocol-relative to our own host', '//celengan.id/reksadana', 'PROTOCOL_RELATIVE'],
    ['triple slash', '///evil.example', 'PROTOCOL_RELATIVE'],
    ['dot segment producing a double slash', '/.//evil.example', 'PROTOCOL_RELATIVE'],
    ['encoded dot segment producing a double slash', '/%2e//evil.example', 'PROTOCOL_RELATIVE'],
    ['parent segment producing a double slash', '/a/..//evil.example', 'PROTOCOL_RELATIVE'],
    ['product host with a double-slash path', 'https://celengan.id//evil.example', 'PROTOCOL_RELATIVE'],
    ['bare relative path', 'reksadana/saham', 'RELATIVE_REFERENCE'],
    ['dot relative path', './reksadana', 'RELATIVE_REFERENCE'],
    ['bare host without scheme', 'evil.example/login', 'RELATIVE_REFERENCE'],
    ['query only', '?redirect=https://evil.example', 'RELATIVE_REFERENCE'],
    ['fragment only', '#top', 'RELATIVE_REFERENCE'],
    ['HTML entity in the scheme', 'javascript&colon;alert(1)', 'RELATIVE_REFERENCE'],
    ['numeric entity in the scheme', 'jav&#x09;ascript:alert(1)', 'RELATIVE_REFERENCE'],
    ['percent-encoded scheme', '%6Aavascript:alert(1)', 'RELATIVE_REFERENCE'],
    // other schemes
    ['mailto', 'mailto:cs@celengan.id', 'UNKNOWN_SCHEME'],
    ['tel', 'tel:+62211500000', 'UNKNOWN_SCHEME'],
    ['file', 'file:///etc/passwd', 'UNKNOWN_SCHEME'],
    ['ftp to our own host', 'ftp://celengan.id/', 'UNKNOWN_SCHEME'],
    ['blob', 'blob:https://celengan.id/0f1e', 'UNKNOWN_SCHEME'],
    ['android intent', 'intent://scan/#Intent;scheme=javascript;end', 'UNKNOWN_SCHEME'],
    ['another app scheme', 'whatsapp://send?text=hi', 'UNKNOWN_SCHEME'],
    ['host:port without a scheme', 'localhost:3000/reksadana', 'UNKNOWN_SCHEME'],
    ['look-alike app scheme', 'celengan-evil://x', 'UNKNOWN_SCHEME'],
    // external hosts and host tricks
    ['external https', 'https://evil.example/', 'EXTERNAL_HOST'],
    ['external http', 'http://evil.example/', 'EXTERNAL_HOST'],
    ['WhatsApp share link', 'https://wa.me/6281234567890', 'EXTERNAL_HOST'],
    ['our host as userinfo', 'https://celengan.id@evil.example/', 'EXTERNAL_HOST'],
    ['our host as encoded userinfo', 'https://celengan.id%2F@evil.example/', 'EXTERNAL_HOST'],
    ['our host as a subdomain of theirs', 'https://celengan.id.evil.example/', 'EXTERNAL_HOST'],
    ['our host as a suffix', 'https://evilcelengan.id/', 'EXTERNAL_HOST'],
    ['unlisted subdomain of ours', 'https://admin.celengan.id/', 'EXTERNAL_HOST'],
    ['unlisted onelink subdomain', 'https://evil.onelink.me/abc', 'EXTERNAL_HOST'],
    ['our host in the path', 'https://evil.example/celengan.id', 'EXTERNAL_HOST'],
    ['our host in the query', 'https://evil.example/?next=celengan.id', 'EXTERNAL_HOST'],
    ['our host in the fragment', 'https://evil.example/#@celengan.id', 'EXTERNAL_HOST'],
    ['trailing dot', 'https://celengan.id./', 'EXTERNAL_HOST'],
    ['Cyrillic look-alike host', 'https://сelengan.id/', 'EXTERNAL_HOST'],
    ['IPv4 address', 'https://127.0.0.1/', 'EXTERNAL_HOST'],
    ['hex IPv4 address', 'https://0x7f000001/', 'EXTERNAL_HOST'],
    ['IPv6 address', 'http://[::1]/', 'EXTERNAL_HOST'],
    ['single slash after the scheme, external', 'https:/evil.example', 'EXTERNAL_HOST'],
    ['no slash after the scheme, external', 'https:evil.example', 'EXTERNAL_HOST'],
    // allowed hosts with tricks
    ['credentials on our host', 'https://user:pass@celengan.id/', 'CREDENTIALS'],
    ['user on the main site', 'https://admin@celengan.co.id/', 'CREDENTIALS'],
    ['non-default port on our host', 'https://celengan.id:8443/', 'PORT'],
    ['http port on https', 'https://celengan.co.id:80/', 'PORT'],
    ['malformed host', 'https://celengan.id:99999/', 'MALFORMED'],
    ['empty host', 'https://', 'MALFORMED'],
  ])('%s', (_name, raw, reason) => {
    expect(classifyLink(raw)).toEqual({ allowed: false, reason, href: HOME_PATH });
    expect(sanitizeLink(raw)).toBe(HOME_PATH);
  });
});

describe('link policy', () => {
  const custom: LinkPolicy = {
    ...DEFAULT_LINK_POLICY,
    home: '/',
    productHosts: ['reksadana.example.test'],
    mainSiteHosts: [],
    appSchemes: [],
  };

  it.each<[string, string]>([
    ['https://reksadana.example.test/a', '/a'],
    ['https://celengan.id/a', '/'],
    ['https://celengan.co.id/a', '/'],
    ['celengan://home', '/'],
    ['javascript:alert(1)', '/'],
  ])('uses the hosts, schemes and home it is given: %s → %s', (raw, href) => {
    expect(sanitizeLink(raw, custom)).toBe(href);
  });

  it('handles a huge padded input in linear time', () => {
    const padded = `a${' '.repeat(200_000)}b`;
    const started = performance.now();
    expect(classifyLink(padded)).toMatchObject({ allowed: false, reason: 'TOO_LONG' });
    expect(classifyLink(`${' '.repeat(200_000)}/reksadana${' '.repeat(200_000)}`)).toMatchObject({ allowed: true });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('sends refused links to the landing page by default', () => {
    expect(HOME_PATH).toBe('/reksadana');
    expect(DEFAULT_LINK_POLICY.home).toBe(HOME_PATH);
  });
});
