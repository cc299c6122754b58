// Record ids in addresses and form fields (orders, portfolios, funds): a positive integer written
// plainly — no sign, no leading zero, no spaces, at most 15 digits (always a safe integer). Anything
// else is no id: the page answers 404, a form its field error.

/** The digits of an id, as address parsers and the forms' zod schemas check them. */
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The id `value` writes, or null. */
export function parseId(value: string | null | undefined): number | null {
  return value && ID_PATTERN.test(value) ? Number(value) : null;
}
