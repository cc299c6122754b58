// Issue 19 (decision 096): the document's module preloads and hydration bootstrap are moved past the first paint.
// The loader it writes is run here in a small fake document: what it adds, in what order, with which nonce, when.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration as deferHydrationOfBytes, deferredModules } from '~/lib/deferred-hydration.server';

const deferHydration = (html: string) => deferHydrationOfBytes(Buffer.from(html)).toString('utf8');

const BOOTSTRAP = 'import * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root": route0};\nimport("/assets/entry.client-B.js");';
const DOCUMENT = [
  '<!DOCTYPE html><html lang="id"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
  '<link nonce="abc+/=" rel="stylesheet" href="/assets/app-C.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/common-D.js" nonce="abc+/="/>',
  '<title>Celengan</title>',
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="abc+/="/>',
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="abc+/="/>',
  '<link rel="modulepreload" href="/assets/common-D.js" nonce="abc+/="/>',
  '</head><body><main><a href="/reksadana">Celengan</a></main>',
  '<script nonce="abc+/=">window.__reactRouterContext = {};</script>',
  `<script nonce="abc+/=" type="module" async="">${BOOTSTRAP}</script>`,
  '<script nonce="abc+/=">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

type Added = { tag: string; rel?: string; href?: string; nonce?: string; type?: string; textContent?: string; parent: 'head' | 'body' };

/** Runs the loader script of `html` in a fake browser; `hidden` for a tab that is not shown. */
function runLoader(html: string, hidden = false) {
  const script = /<script nonce="[^"]*">(\(function\(n,u,c\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('no loader in the document');
  const added: Added[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const element = (tag: string) => ({ tag }) as unknown as Added;
  const parent = (name: 'head' | 'body') => ({ appendChild: (node: Added) => added.push({ ...node, parent: name }) });
  const document = { visibilityState: hidden ? 'hidden' : 'visible', createElement: element, head: parent('head'), body: parent('body') };
  runInNewContext(script, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => tasks.push(f) });
  return { added, frames, tasks };
}

describe('deferHydration', () => {
  const html = deferHydration(DOCUMENT);

  it('keeps the head without its module preloads: the stylesheet and the hero image stay, in their order', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link nonce="abc+/=" rel="stylesheet" href="/assets/app-C.css" data-precedence="default"/>');
    expect(head.indexOf('hero.svg')).toBeLessThan(head.indexOf('app-C.css'));
    expect(head).toContain('<title>Celengan</title>');
  });

  it('replaces the bootstrap module by a classic script with the same nonce, and leaves the other scripts and the body alone', () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain('<main><a href="/reksadana">Celengan</a></main>');
    expect(html).toContain('<script nonce="abc+/=">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script nonce="abc+/=">window.__reactRouterContext.streamController.close();</script>');
    expect(html.indexOf('__reactRouterContext = {}')).toBeLessThan(html.indexOf('(function(n,u,c)'));
    expect(html.indexOf('(function(n,u,c)')).toBeLessThan(html.indexOf('streamController.close()'));
  });

  it('adds nothing before the first frame, then each module preload once and the bootstrap, with the nonce', () => {
    const { added, frames, tasks } = runLoader(html);
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // After the frame's paint: a task, not the frame callback itself.
    expect(added).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(added.map((node) => [node.parent, node.rel ?? node.type, node.href ?? null, node.nonce])).toEqual([
      ['head', 'modulepreload', '/assets/common-D.js', 'abc+/='],
      ['head', 'modulepreload', '/assets/entry.client-B.js', 'abc+/='],
      ['head', 'modulepreload', '/assets/root-A.js', 'abc+/='],
      ['body', 'module', null, 'abc+/='],
    ]);
    expect(added[3]!.textContent).toBe(BOOTSTRAP);
  });

  it('can be read back: the modules the loader will add, none for a document without it', () => {
    expect(deferredModules(html)).toEqual(['/assets/common-D.js', '/assets/entry.client-B.js', '/assets/root-A.js']);
    expect(deferredModules(DOCUMENT)).toEqual([]);
  });

  it('loads at once in a tab that is not shown, where no frame is painted', () => {
    const { added, frames } = runLoader(html, true);
    expect(frames).toEqual([]);
    expect(added.map((node) => node.href ?? node.type)).toEqual(['/assets/common-D.js', '/assets/entry.client-B.js', '/assets/root-A.js', 'module']);
  });

  it('writes a bootstrap with "<!--", "<script" or a line separator so that the HTML parser cannot change how it reads the script', () => {
    const tricky = 'console.log("<!--<script>\u2028");';
    const out = deferHydration(DOCUMENT.replace(BOOTSTRAP, tricky));
    const body = out.slice(out.indexOf('(function(n,u,c)'));
    const loaderText = body.slice(0, body.indexOf('</script>'));
    expect(loaderText).not.toContain('<');
    expect(loaderText).toContain('\\u003c!--\\u003cscript>\\u2028');
    const { added, tasks, frames } = runLoader(out);
    frames[0]!();
    tasks[0]!();
    expect(added.at(-1)!.textContent).toBe(tricky);
  });

  it('leaves a document without a bootstrap module (or with unexpected markup) as it is', () => {
    const noBootstrap = DOCUMENT.replace(/<script nonce="abc\+\/=" type="module"[\s\S]*?<\/script>/, '');
    expect(deferHydration(noBootstrap)).toBe(noBootstrap);
    expect(deferHydration('<p>no head</p>')).toBe('<p>no head</p>');
  });
});
