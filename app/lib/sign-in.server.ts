// What every sign-in gives the browser, whichever way the user proved themselves (the password: routes/account/
// sign-in.tsx; a passkey: routes/api/biometrics-validate-challenge.ts, decision 094): a new session (a new id at
// every sign-in, no fixation) and the language saved on the account.
import { logger } from './logger.server';
import { createSession } from './session.server';
import { languageCookie } from '~/middleware/i18next';
import type { Language } from '~/domain/enums';

export async function signedInHeaders(user: { id: number; language: Language }, now: Date, method: 'password' | 'passkey'): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(user.id, now));
  // The language saved on the account page follows the user to this device.
  headers.append('Set-Cookie', await languageCookie.serialize(user.language));
  logger.info({ userId: user.id, method }, 'signed in');
  return headers;
}
