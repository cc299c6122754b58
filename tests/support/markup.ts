// Reading server-rendered markup in component tests (renderToStaticMarkup): the app's translations as a
// ready i18next instance per language, and the text or opening tag of the element with a test id.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '~/domain/enums';
import { i18nOptions } from '~/locales';

/** One initialised instance per language, with every namespace (the server's preload). */
export const i18nInstances: Record<Language, I18n> = Object.fromEntries(
  (['id', 'en'] as const).map((lng) => {
    const instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
    return [lng, instance];
  }),
) as Record<Language, I18n>;

/** The text of the element with this test id (tags stripped, apostrophes decoded), or null when it is not there. */
export function textOf(html: string, testId: string): string | null {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return null;
  const open = html.lastIndexOf('<', start);
  const tag = /^<([a-z0-9]+)/.exec(html.slice(open))![1]!;
  const end = html.indexOf(`</${tag}>`, start);
  return html
    .slice(html.indexOf('>', start) + 1, end)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .trim();
}

/** The opening tag of the element with this test id, or null. */
export function tagOf(html: string, testId: string): string | null {
  const at = html.indexOf(`data-testid="${testId}"`);
  if (at < 0) return null;
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}
