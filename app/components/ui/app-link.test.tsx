// AppLink renders what React Router's <Link> renders for an app path, on the server.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/reksadana/semua-produk'] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('AppLink', () => {
  it('renders the same anchor as <Link> for an absolute app path', () => {
    const to = '/reksadana/saham/arunika?periode=1Y#grafik';
    const attributes = { className: 'btn-ghost', 'aria-current': 'page' as const, 'data-testid': 'x' };
    const ours = render(<AppLink to={to} {...attributes}>Arunika</AppLink>);
    const theirs = render(<Link to={to} {...attributes}>Arunika</Link>);
    const normalise = (html: string) => [...html.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    expect(normalise(ours)).toEqual(normalise(theirs));
    expect(ours).toContain(`href="${to.replace('&', '&amp;')}"`);
    expect(ours).toContain('data-discover="true"');
    expect(ours).toContain('>Arunika</a>');
  });

  it('renders no prefetch links until the link is hovered or focused', () => {
    expect(render(<AppLink to="/reksadana/semua-produk" prefetch="intent">x</AppLink>)).not.toContain('<link');
  });
});
