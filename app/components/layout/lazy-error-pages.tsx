// The error pages in a chunk of their own (decision 017): they are rarely needed, so they are not part of
// every page's first load. The root's boundary uses them, and so do route boundaries that answer
// "no such page" themselves (the fund route for an address that is not a fund's).
import { lazyPart } from '~/components/ui/lazy-part';

export const ErrorPage = lazyPart({
  source: 'app/components/layout/error-page.tsx',
  namespaces: [],
  load: () => import('./error-page').then((module) => module.ErrorPage),
});

export const NotFoundPage = lazyPart({
  source: 'app/components/layout/error-page.tsx',
  namespaces: [],
  load: () => import('./error-page').then((module) => module.NotFoundPage),
});
