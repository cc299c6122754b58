// StaticMarkup: a part of a page that is the same for everyone who sees the same data (a fund's
// figures, a list card), rendered by React once per cache key and then served as a string.
//
// Why: most of a catalogue page's server CPU is React walking elements that produce the same HTML on
// every request (decision 010). The fund chart already worked this way (charts/svg-renderer.ts); this
// is the same technique for any subtree whose output depends only on what its key names.
//
// - Server: the children are rendered with renderToStaticMarkup (static-markup-renderer.ts, dynamically
//   imported on the server only) inside the page's i18n context, and kept by `cacheKey`. The key must
//   name everything the output depends on (data version, language, options), never a user.
// - Browser, hydration: the markup the server sent is read back from the DOM and kept as it is, so
//   nothing is patched and the HTML is not shipped twice.
// - Browser, client navigation or a new key: the children render as ordinary React.
//
// What the children may contain: markup, links, <details>, popovers (HTML attributes): nothing that
// needs a React event handler or state. App links (AppLink) inside render as plain anchors on the
// server; a click on one is turned into a client navigation by the wrapper's delegated handler.
import { use, useContext, useId, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tracked, type TrackedPromise } from '~/lib/tracked-promise';

type Renderer = typeof import('./static-markup-renderer');
// Server only: import.meta.env.SSR is false in the browser build, so the import is dropped there.
// Tracked so that React's use() returns it synchronously (no suspending) once loaded.
const serverRenderer: TrackedPromise<Renderer> | null = import.meta.env.SSR ? tracked(import('./static-markup-renderer')) : null;

/**
 * A short digest of a key (two 32-bit FNV-1a variants, base 36): what the page carries in
 * `data-static-key` and uses as the fragment's id prefix, so that a long key (a list row's data)
 * costs a dozen bytes of HTML. The server's cache is keyed by the whole key.
 */
export function staticKeyDigest(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}

/** An app link inside static markup: same-origin, a plain left click, no target or download. */
function appLinkOf(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest?.('a[data-discover]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href');
  return href && href.startsWith('/') && !href.startsWith('//') ? href : null;
}

export interface StaticMarkupProps {
  /** Names everything the children's output depends on; equal keys must mean equal markup. */
  cacheKey: string;
  children: ReactNode;
  /** The wrapper element (a `li` for a list item, a `section` for a page section, a `ul` for a list of static items). */
  as?: 'div' | 'li' | 'section' | 'ul';
  className?: string;
  style?: CSSProperties;
  tabIndex?: number;
  /** The wrapper's id (unique on the page); a generated one otherwise. */
  id?: string;
  /** data-* and aria-* attributes of the wrapper (data-testid, aria-labelledby and the like). */
  [attribute: `data-${string}` | `aria-${string}`]: string | undefined;
}

export function StaticMarkup({ cacheKey, children, as: Tag = 'div', className, style, tabIndex, id: givenId, ...data }: StaticMarkupProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const { i18n } = useContext(I18nContext);
  // Handlers are attached in the browser only; the server's render skips the router's hook (the
  // condition is fixed per build, so the hooks' order never changes).
  const navigate = import.meta.env.SSR ? null : useNavigate();
  // The markup the server sent, read back during hydration.
  const [initial] = useState<{ digest: string; html: string } | null>(() => {
    if (import.meta.env.SSR || typeof document === 'undefined') return null;
    const element = document.getElementById(id);
    const key = element?.getAttribute('data-static-key');
    return element && key !== null && key !== undefined ? { digest: key, html: element.innerHTML } : null;
  });

  let html: string | null = null;
  let digest: string;
  if (import.meta.env.SSR && serverRenderer) {
    // The digest is kept with the markup: a page has a few dozen fragments, each asked for on every request.
    const renderer = serverRenderer.value ?? use(serverRenderer as Promise<Renderer>);
    ({ html, digest } = renderer.renderStaticMarkup(cacheKey, staticKeyDigest, () => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    )));
  } else {
    digest = staticKeyDigest(cacheKey);
    if (initial && initial.digest === digest) html = initial.html;
  }

  if (html === null) {
    return (
      <Tag id={id} data-static-key={digest} className={className} style={style} tabIndex={tabIndex} {...data}>
        {children}
      </Tag>
    );
  }
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = appLinkOf(event);
    if (href === null) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate?.(href, { replace: here === href });
  };
  return (
    <Tag
      id={id}
      data-static-key={digest}
      className={className}
      style={style}
      tabIndex={tabIndex}
      {...data}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
