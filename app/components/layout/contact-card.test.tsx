import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nOptions, resources } from '~/locales';
import { ContactCard } from './contact-card';

describe('ContactCard', () => {
  it.each(['id', 'en'] as const)('shows the page’s heading over the one set of contact details (%s)', (lng) => {
    const i18n = createInstance();
    void i18n.use(initReactI18next).init({ ...i18nOptions, lng, initAsync: false });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ContactCard title="Hubungi tim Prioritas" body="Kami siap membantu." />
      </I18nextProvider>,
    );
    const contact = resources[lng].about.contact;
    expect(html).toContain('<h2 id="contact-title" class="text-xl font-bold text-ink">Hubungi tim Prioritas</h2>');
    expect(html).toContain('Kami siap membantu.');
    expect(html).toContain(`href="mailto:${contact.email}"`);
    for (const text of [contact.emailLabel, contact.hoursLabel, contact.hours, contact.addressLabel, contact.address, contact.complaint]) {
      expect(html).toContain(text.replace(/&/g, '&amp;'));
    }
  });
});
