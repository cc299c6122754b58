// Form messages as translation keys, shared by every form (spec landing §5 message catalogue).
// A schema or an action speaks in keys, `validation:email`; a message that needs values carries
// them as a query string, `validation:maxLength?max=100`; the page turns either form into text in
// the current language. One schema thus serves both languages, on the client and the server.
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import type { TFunction } from 'i18next';
import type { Namespace } from '~/locales';

/** A message key with the values its text needs, e.g. `validation:maxLength?max=100`. */
export function message(key: string, values?: Record<string, string | number>): string {
  if (!values) return key;
  const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]));
  return `${key}?${query.toString()}`;
}

/** The text of a schema or action message (see the header comment) in the current language. */
export function translateMessage<N extends Namespace | Namespace[]>(t: TFunction<N>, text: string): string {
  const separator = text.indexOf('?');
  const key = separator === -1 ? text : text.slice(0, separator);
  const values: Record<string, string | number> = separator === -1 ? {} : Object.fromEntries(new URLSearchParams(text.slice(separator + 1)));
  // i18next chooses a plural form only for a numeric count.
  if (typeof values.count === 'string') values.count = Number(values.count);
  // The key comes from a schema, so it is only known to be a string here.
  return t(key as never, values);
}

type InputType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'search';

/**
 * What the Field component needs from a conform field: its input props, its first error translated
 * (one thing to fix at a time) and the ids conform refers to. Field sets the aria attributes.
 */
export function fieldInputProps<N extends Namespace | Namespace[]>(
  t: TFunction<N>,
  field: FieldMetadata<string | undefined>,
  type: InputType,
) {
  // conform's key changes only when a form is reset; React needs no key on a single input.
  const { key: _key, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return {
    ...props,
    errors: field.errors?.slice(0, 1).map((m) => translateMessage(t, m)),
    errorId: field.errorId,
    hintId: field.descriptionId,
  };
}
