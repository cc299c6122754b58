// Issue 19 ("hydration work before paint"; decision 096): a phone paints the page first and only then fetches the
// scripts that hydrate it. React Router's <Scripts> puts a modulepreload link for every module of the page in the
// head and an inline module script that imports them at the end of the body, so a phone on a slow network spent
// its first second and a half downloading 150 kB of JavaScript beside the 13 kB stylesheet it needed to paint
// anything, and Lighthouse's mobile FCP and LCP counted every script (2.7 s on the landing). Here the rendered
// document is rewritten, once, before it is sent: the head keeps its stylesheet and images; the modulepreload links
// and the bootstrap module move into one small inline script that adds them after the first frame is painted (a
// requestAnimationFrame, then a task), or at once in a tab that is not shown (no frames are painted there). The
// page works without JavaScript meanwhile, as it does without it at all.
//
// It depends on the markup of React Router 7.18 (pinned) and React 19: should either change, the pattern is not
// found and the document goes out unchanged, with its ordinary preloads (tests/integration/deferred-hydration.test.ts
// and the HTTP test of the landing keep watch).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

/** A string as a JavaScript literal that is safe inside an HTML <script> element (no "</script>", no "<!--"). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
}

const unescapeAttribute = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/**
 * The loader that replaces the bootstrap: the module preloads and then the bootstrap module, added after the first
 * paint (or at once when the tab is hidden), each with the page's CSP nonce.
 */
const LOADER_START = '(function(n,u,c){var d=document,g=0;function go(){';
function loader(nonce: string, modules: readonly string[], bootstrap: string): string {
  return (
    `${LOADER_START}if(g)return;g=1;` +
    `u.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=c;d.body.appendChild(s)}` +
    `d.visibilityState=="hidden"?go():requestAnimationFrame(function(){setTimeout(go)})})` +
    `(${scriptLiteral(nonce)},${scriptLiteral(modules)},${scriptLiteral(bootstrap)})`
  );
}

const HEAD_END = '</head>';
const BOOTSTRAP_START = '<script nonce="';
const BOOTSTRAP_MARK = '" type="module" async="">';
const SCRIPT_END = '</script>';

/**
 * The document with its module preloads and hydration bootstrap deferred past the first paint; unchanged when it has
 * no bootstrap module (an error page of the server's own) or its markup is not the one expected. It works on the
 * bytes: only the head and the bootstrap are decoded, not the body (a fund page is some 150 kB), so that the pages keep
 * their throughput (issue 19 "keep the server ratios").
 */
export function deferHydration(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  const mark = html.lastIndexOf(BOOTSTRAP_MARK);
  if (headEnd < 0 || mark < headEnd) return html;
  const start = html.lastIndexOf(BOOTSTRAP_START, mark);
  const codeStart = mark + BOOTSTRAP_MARK.length;
  const end = html.indexOf(SCRIPT_END, codeStart);
  if (start < headEnd || end < 0) return html;
  const nonce = html.toString('utf8', start + BOOTSTRAP_START.length, mark);
  // The nonce is base64: a quote or a tag in it would mean this is not React Router's bootstrap.
  if (!/^[\w+/=]*$/.test(nonce)) return html;
  const code = html.toString('utf8', codeStart, end);
  const modules: string[] = [];
  const head = html.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(unescapeAttribute(href));
    return '';
  });
  const loaderElement = `<script nonce="${nonce}">${loader(nonce, [...new Set(modules)], code)}</script>`;
  return Buffer.concat([Buffer.from(head), html.subarray(headEnd, start), Buffer.from(loaderElement), html.subarray(end + SCRIPT_END.length)]);
}

/**
 * The modules a deferred document's loader adds after the first paint (its preload list), read back from the HTML;
 * empty when the document has no loader. For the tests and the bench, which check what a page will load.
 */
export function deferredModules(html: string): string[] {
  const at = html.indexOf(LOADER_START);
  if (at < 0) return [];
  // The arguments after the function: the nonce literal, then the list (JSON, written by scriptLiteral).
  const list = /\}\)\("[^"]*",(\[[^\]]*\])/.exec(html.slice(at))?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
