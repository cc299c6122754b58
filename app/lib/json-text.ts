// Loader data that is plain JSON (numbers, strings, booleans, null, arrays and objects of them) and
// large, sent as one JSON text instead of as a tree.
//
// Why: React Router serialises loader data with turbo-stream, which walks every value of a tree and
// writes each object key as its own reference (it can carry dates, promises and shared references,
// none of which a fund's figures need). For a fund page's 8 kB of figures that walk cost more server
// CPU than rendering the page's chart (profiled for the issue 3 benchmark, decision 010); the native
// JSON.stringify writes the same data in a few microseconds, and the text is made once per content
// (remembered by the identity of an object that stands for it). Both sides read the text back with
// fromJsonText, which parses each distinct text once.
declare const carried: unique symbol;

/** A JSON text of a T: a string for React Router, a T for whoever reads it with fromJsonText. */
export type JsonText<T> = string & { readonly [carried]?: T };

const texts = new WeakMap<object, string>();

/**
 * The JSON text of `value`. `identity` is an object that stays the same exactly as long as the
 * content does (a cached model object); the text is then written once for it.
 */
export function toJsonText<T>(value: T, identity?: object): JsonText<T> {
  if (!identity) return JSON.stringify(value);
  let text = texts.get(identity);
  if (text === undefined) texts.set(identity, (text = JSON.stringify(value)));
  return text;
}

const values = new Map<string, unknown>();
const VALUES_KEPT = 200;

/** The value of a JSON text; a text seen before gives the same object (treat it as read-only). */
export function fromJsonText<T>(text: JsonText<T>): T {
  let value = values.get(text);
  if (value === undefined) {
    value = JSON.parse(text);
    if (values.size >= VALUES_KEPT) values.delete(values.keys().next().value!);
    values.set(text, value);
  }
  return value as T;
}
