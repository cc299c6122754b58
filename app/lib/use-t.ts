// A lighter useTranslation. react-i18next's hook copies every property of the i18n instance into a
// fresh wrapper object on a component's first render; server rendering is always a first render,
// so a fund list of 20 cards spent a tenth of its CPU there (profiled for the issue 3 benchmark).
// This hook returns the same `t` (fixed to the current language and namespaces) from the context's
// instance. Components re-render on a language change through their parents: the root component
// listens for it (app/root.tsx uses react-i18next's own hook).
import { useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Namespace } from '~/locales';

export function useT<const N extends Namespace | readonly Namespace[] = 'common'>(
  ns?: N,
): { t: TFunction<N extends readonly Namespace[] ? [...N] : N>; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  const language = i18n.language;
  const key = ns === undefined ? 'common' : typeof ns === 'string' ? ns : ns.join(',');
  return useMemo(
    () => ({ t: i18n.getFixedT(language, (ns ?? 'common') as never) as never, i18n }),
    // `ns` is captured through its string key; a new array literal each render changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, key],
  );
}
