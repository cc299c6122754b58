// The transaction PIN's input (issue 14 item 5; decision 050): one field of 6 digits, the digit keypad on
// phones (inputmode numeric), shown as dots, and kept away from password managers and autofill: a PIN is
// not a password to save or suggest (no type="password", which they watch; autocomplete off and the
// managers' own ignore attributes). It works without JavaScript (pattern and maxlength); the server checks
// it again. One input rather than six boxes: a screen reader reads one labelled field, and pasting works.
import { Field, type FieldProps } from '~/components/ui';
import { PIN_LENGTH } from '~/domain/policies/pin-rules';

/** The attributes every PIN input carries. */
export const PIN_INPUT_ATTRIBUTES = {
  type: 'text',
  inputMode: 'numeric',
  pattern: `[0-9]{${PIN_LENGTH}}`,
  minLength: PIN_LENGTH,
  maxLength: PIN_LENGTH,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  // 1Password, LastPass, Bitwarden and Dashlane skip fields marked so.
  'data-1p-ignore': 'true',
  'data-lpignore': 'true',
  'data-bwignore': 'true',
  'data-form-type': 'other',
} as const;

/** Digits as dots where the browser reads -webkit-text-security, spaced and centred. */
export const PIN_INPUT_CLASS = 'tabular max-w-56 text-center text-2xl tracking-[0.5em] [-webkit-text-security:disc]';

export type PinFieldProps = Omit<FieldProps, 'type' | 'inputMode' | 'pattern' | 'maxLength' | 'minLength' | 'autoComplete'>;

export function PinField({ inputClassName, ...props }: PinFieldProps) {
  return <Field {...PIN_INPUT_ATTRIBUTES} {...props} inputClassName={[PIN_INPUT_CLASS, inputClassName].filter(Boolean).join(' ')} />;
}
