// Errors per field for a 400 answer (the API's `errors`), shared by every schema's reader. A module of its
// own, without dependencies: the query readers are in the pages' client code too.

/**
 * Messages grouped by the field they are about, each once, in the order given. The field names come from
 * what a client sent (a query parameter, a body's key), and one may be `__proto__` or `constructor`: the
 * groups are kept in a Map and the record is made by Object.fromEntries, which writes own properties, so
 * no inherited member is ever read or replaced (issue 13 item 10: `errors[key].push is not a function`).
 */
export function messagesByField<M extends string>(entries: Iterable<readonly [field: string, message: M]>): Record<string, M[]> {
  const groups = new Map<string, M[]>();
  for (const [field, text] of entries) {
    const messages = groups.get(field) ?? [];
    if (!messages.includes(text)) messages.push(text);
    groups.set(field, messages);
  }
  return Object.fromEntries(groups);
}

/** What zod says of a value, as much as a message key needs (a type-only view of its issue). */
export interface SchemaIssue {
  code: string;
  message: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
}

/** A message key of the shared catalogue (forms/messages.ts): `validation:memberOf`, `buy:refusal.X?min=1`. */
const MESSAGE_KEY = /^[A-Za-z]+:[\w.]+(\?.*)?$/;

/**
 * The message key of a schema issue. A schema's own message is a key already; zod's default English text
 * (a rule the schema gave no message) is never shown: an enum or a union is "not one of the options", a bound is the
 * catalogue's minimum or maximum, anything else "not a valid format".
 */
export function issueMessageKey(issue: SchemaIssue): `${string}:${string}` {
  if (MESSAGE_KEY.test(issue.message)) return issue.message as `${string}:${string}`;
  // Not one of the values (an enum), or of the alternatives (a union of them).
  if (issue.code === 'invalid_value' || issue.code === 'invalid_union') return 'validation:memberOf';
  const bound = issue.code === 'too_big' ? issue.maximum : issue.code === 'too_small' ? issue.minimum : undefined;
  if (bound !== undefined && (issue.origin === 'string' || issue.origin === 'number')) {
    const kind = issue.origin === 'string' ? 'Length' : 'Value';
    return issue.code === 'too_big' ? `validation:max${kind}?max=${bound}` : `validation:min${kind}?min=${bound}`;
  }
  return 'validation:pattern';
}
