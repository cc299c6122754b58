// A part of a page that only some visitors see, in a chunk of its own (decision 017): the landing's
// signed-in dashboard is a third of the landing's code, and a visitor never runs it.
//
//   const SignedInLanding = lazyPart({
//     source: 'app/components/landing/signed-in-landing.tsx', // the module, as the Vite manifest names it
//     namespaces: ['dashboard'],                               // its translations, loaded with it
//     load: () => import('./signed-in-landing').then((m) => m.SignedInLanding),
//   });
//
// The server renders it in full (the document waits for every lazy part) and asks the HTML to
// preload its chunk and translations (ModulePreloadContext, filled by entry.server.tsx), so the
// browser has them by the time hydration reaches the part. After a client navigation the part
// shows `fallback` while its chunk loads.
import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import i18next from 'i18next';
import type { Namespace } from '~/locales';

/** On the server: preloads a module's chunk and the chunks of its translations. Absent in the browser. */
export const ModulePreloadContext = createContext<((source: string, namespaces: readonly Namespace[]) => void) | null>(null);

export function lazyPart<Props extends object>(options: {
  source: string;
  namespaces: readonly Namespace[];
  load: () => Promise<ComponentType<Props>>;
  fallback?: ReactNode;
}): ComponentType<Props> {
  const Lazy = lazy(async () => {
    const [component] = await Promise.all([
      options.load(),
      // The browser's instance is the default one (entry.client.tsx); the server holds every namespace.
      import.meta.env.SSR ? undefined : i18next.loadNamespaces([...options.namespaces]),
    ]);
    return { default: component };
  });
  function LazyPart(props: Props) {
    useContext(ModulePreloadContext)?.(options.source, options.namespaces);
    return (
      <Suspense fallback={options.fallback ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
