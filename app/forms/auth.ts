// The account forms (issue 2 item 5): one zod schema per form, parsed with conform on the client
// (instant feedback) and again in the action (the only check that counts; the pages also work
// without JavaScript).
//
// Every message is a key of a translation namespace, mostly the shared message catalogue of
// spec landing §5 (`validation:email` → "Format email tidak valid"), so one schema serves both
// languages (see ./messages.ts).
import { z } from 'zod';
import { LANGUAGES } from '~/domain/enums';
import { message } from './messages';

const NAME_MAX_LENGTH = 100;
const PASSWORD_MIN_LENGTH = 8;
/** scrypt's cost grows with the input: an upper bound keeps one request from costing much more than another. */
const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 limit of a forward path. */
const EMAIL_MAX_LENGTH = 254;

const required = () => z.string({ error: 'validation:required' });

export const email = () =>
  required()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'validation:email' }).max(EMAIL_MAX_LENGTH, { error: 'validation:email' }));

/**
 * Indonesian mobile numbers: 08…, 628… or +628…, 10 to 13 digits in the national form. Spaces,
 * dashes, dots and brackets people type are ignored. Returns the national form 08… (how the demo
 * data stores numbers and how Indonesians write them), or null when the input is not such a number.
 */
export function normalizeMobilePhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '');
  const match = /^(?:\+62|62|0)(8[1-9]\d{7,10})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

export const mobilePhone = () =>
  required()
    .trim()
    .refine((value) => normalizeMobilePhone(value) !== null, { error: 'validation:mobilePhone' })
    .transform((value) => normalizeMobilePhone(value)!);

/** Letters of any script, with the spaces, dots, apostrophes and dashes names carry ("Muh. Rizky", "Nur'aini"). */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;

/** At least 8 characters with a letter and a digit: the demo password `celengan123` is the weakest accepted. */
const newPassword = () =>
  required()
    .min(PASSWORD_MIN_LENGTH, { error: 'validation:passwordStrength' })
    .max(PASSWORD_MAX_LENGTH, { error: message('validation:maxLength', { max: PASSWORD_MAX_LENGTH }) })
    .regex(/\p{L}/u, { error: 'validation:passwordStrength' })
    .regex(/\d/, { error: 'validation:passwordStrength' });

export const signUpSchema = z
  .object({
    name: required()
      .trim()
      .min(1, { error: 'validation:nonBlank' })
      .max(NAME_MAX_LENGTH, { error: message('validation:maxLength', { max: NAME_MAX_LENGTH }) })
      .regex(PERSON_NAME, { error: 'validation:personName' })
      .transform((value) => value.replace(/\s+/g, ' ')),
    email: email(),
    mobilePhone: mobilePhone(),
    password: newPassword(),
    passwordConfirmation: required(),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    error: 'validation:samePassword',
    // Compare as soon as both were typed, even while another field is still wrong.
    when: ({ value }) => {
      const { password, passwordConfirmation } = (value ?? {}) as Record<string, unknown>;
      return typeof password === 'string' && typeof passwordConfirmation === 'string';
    },
  });

export const signInSchema = z.object({
  email: email(),
  // No strength rule here: it would tell an attacker which passwords cannot exist.
  password: required().max(PASSWORD_MAX_LENGTH, { error: 'auth:signIn.invalidCredentials' }),
});

export const languageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation:memberOf' }),
});

/** A link to an account page that carries the page to return to afterwards (the fund landing, the default, needs none). */
export function withTarget(path: string, target: string): string {
  return target === '/reksadana' ? path : `${path}?${new URLSearchParams({ target }).toString()}`;
}
