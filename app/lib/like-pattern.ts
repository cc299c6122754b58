// Search text inside SQL LIKE patterns (the fund lists, the compare picker, realized profits): what
// a person types matches literally, written with ESCAPE '\\' in the query.

/** Makes %, _ and the escape character itself match literally in a LIKE pattern with ESCAPE '\'. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching text that contains `text`. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
