// StaticMarkup on the server: the children are rendered once per key and served as a string, with the
// same markup as an ordinary render, inside the page's i18n context; app links inside are plain anchors.
import { useId as useIdForTest } from 'react';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useT } from '~/lib/use-t';
import { i18nOptions } from '~/locales';
import { AppLink } from './app-link';
import { StaticMarkup, staticKeyDigest } from './static-markup';
import { clearStaticMarkupCache, staticMarkupCacheStats } from './static-markup-renderer';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ ...i18nOptions, lng: 'id', initAsync: false });

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/reksadana'] });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

let renders = 0;
function Counted({ label }: { label: string }) {
  renders++;
  const { t } = useT();
  return (
    <p>
      {label} · {t('brand')} <AppLink to="/reksadana/semua-produk">{t('nav.funds')}</AppLink>
    </p>
  );
}

beforeAll(async () => {
  // The renderer is imported lazily on the server; let that import settle first (as the first
  // request of a server does before it renders).
  render(<p />);
  await import('./static-markup-renderer');
  await new Promise((resolve) => setTimeout(resolve, 0));
});

describe('StaticMarkup on the server', () => {
  it('renders its children once per key and serves the same markup again', () => {
    clearStaticMarkupCache();
    renders = 0;
    const first = render(
      <StaticMarkup cacheKey="test:a" className="contents" data-testid="wrapped">
        <Counted label="Arunika" />
      </StaticMarkup>,
    );
    const second = render(
      <StaticMarkup cacheKey="test:a" className="contents" data-testid="wrapped">
        <Counted label="Arunika" />
      </StaticMarkup>,
    );
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(staticMarkupCacheStats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
    // The wrapper carries the key's digest (for hydration) and the given attributes.
    expect(first).toContain(`data-static-key="${staticKeyDigest('test:a')}"`);
    expect(first).toContain('class="contents"');
    expect(first).toContain('data-testid="wrapped"');
  });

  it('gives the same inner markup as an ordinary render, translations and app links included', () => {
    clearStaticMarkupCache();
    const wrapped = render(
      <StaticMarkup cacheKey="test:b">
        <Counted label="Swarna" />
      </StaticMarkup>,
    );
    const plain = render(<Counted label="Swarna" />);
    expect(wrapped).toContain(plain);
    expect(plain).toContain('Celengan');
    expect(plain).toContain('href="/reksadana/semua-produk"');
    expect(plain).toContain('data-discover="true"');
  });

  it('renders anew for another key', () => {
    clearStaticMarkupCache();
    renders = 0;
    const a = render(
      <StaticMarkup cacheKey="test:c1">
        <Counted label="one" />
      </StaticMarkup>,
    );
    const b = render(
      <StaticMarkup cacheKey="test:c2">
        <Counted label="two" />
      </StaticMarkup>,
    );
    expect(renders).toBe(2);
    expect(a).toContain('one');
    expect(b).toContain('two');
  });

  it('keeps useId ids of different fragments on one page apart', () => {
    clearStaticMarkupCache();
    function WithId() {
      const id = useIdForTest();
      return <span id={id} />;
    }
    const html = render(
      <>
        <StaticMarkup cacheKey="test:id1">
          <WithId />
        </StaticMarkup>
        <StaticMarkup cacheKey="test:id2">
          <WithId />
        </StaticMarkup>
      </>,
    );
    const ids = [...html.matchAll(/<span id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('staticKeyDigest', () => {
  it('is short, stable and differs for different keys', () => {
    const long = `fund-card:id:oneYear:false:${'x'.repeat(500)}`;
    expect(staticKeyDigest(long)).toBe(staticKeyDigest(long));
    expect(staticKeyDigest(long).length).toBeLessThanOrEqual(14);
    expect(staticKeyDigest(`${long}y`)).not.toBe(staticKeyDigest(long));
    expect(staticKeyDigest('a')).not.toBe(staticKeyDigest('b'));
  });
});
