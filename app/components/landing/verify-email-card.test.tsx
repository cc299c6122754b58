// The verify-email card's answer to a refused resend (spec landing §8 "429 shows a too-many-requests message"),
// as the server renders it after a form post without JavaScript: the wait in whole minutes, rounded up.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '~/domain/enums';
import { VerifyEmailCard, type ResendAnswer } from './verify-email-card';
import { i18nInstances } from '../../../tests/support/markup';

/** The card after the page's action answered `answer`; the text of its too-many-requests line, or null. */
function tooManyText(answer: ResendAnswer, locale: Language): string | null {
  const element = <VerifyEmailCard email="eka@celengan.test" returnTo="/reksadana" />;
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', loader: () => ({ locale }), action: () => answer, element }],
    {
      initialEntries: ['/reksadana'],
      hydrationData: { loaderData: { root: { locale } }, actionData: { root: answer } },
    },
  );
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18nInstances[locale]!}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const match = /data-testid="resend-too-many"[^>]*>(.*?)<\/span>/s.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

const refused = (retryAfterSeconds: number): ResendAnswer => ({
  intent: 'resend-verification-email',
  outcome: 'TOO_MANY_REQUESTS',
  retryAfterSeconds,
});

describe('verify-email card: too many requests', () => {
  it.each<[number, Language, string]>([
    [1, 'id', 'Terlalu banyak permintaan. Coba kirim ulang dalam 1 menit.'],
    [60, 'id', 'Terlalu banyak permintaan. Coba kirim ulang dalam 1 menit.'],
    [61, 'id', 'Terlalu banyak permintaan. Coba kirim ulang dalam 2 menit.'],
    [60, 'en', 'Too many requests. Try again in 1 minute.'],
    [61, 'en', 'Too many requests. Try again in 2 minutes.'],
  ])('%s s (%s) → "%s"', (seconds, locale, text) => {
    expect(tooManyText(refused(seconds), locale)).toBe(text);
  });

  it('shows no wait after a sent email', () => {
    expect(
      tooManyText({ intent: 'resend-verification-email', outcome: 'SENT', retryAfterSeconds: 60 }, 'id'),
    ).toBeNull();
  });
});
