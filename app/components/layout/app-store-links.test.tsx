import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { classifyLink } from '~/domain/policies/link-sanitizer';
import { i18nOptions } from '~/locales';
import { AppStoreLinks } from './app-store-links';
import { APP_STORE_URLS } from './links';

function render() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...i18nOptions, lng: 'id', initAsync: false });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AppStoreLinks />
    </I18nextProvider>,
  );
}

describe('app-store links (spec landing §1, §5; decision 018)', () => {
  it.each(Object.entries(APP_STORE_URLS))('%s is an onelink address the sanitizer lets through unchanged', (_store, url) => {
    expect(classifyLink(url)).toMatchObject({ allowed: true, kind: 'ONELINK', href: url });
  });

  // Inside the app's webview the pages leave them out (tests/e2e/shell.spec.ts).
  it('renders both stores with their sanitized addresses', () => {
    const html = render();
    for (const url of Object.values(APP_STORE_URLS)) expect(html).toContain(`href="${url}"`);
  });
});
