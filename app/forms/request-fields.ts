// Fields the order requests of issue 15 share (sell, switch, move: forms/sell.ts, switching.ts, move-fund.ts), read
// from JSON bodies and from form posts alike. Messages are translation keys (./messages.ts).
import { z } from 'zod';
import { ID_PATTERN } from '~/domain/ids';
import { message } from './messages';

const required = message('validation:required');
const notAnId = message('validation:numeric');

/** A form's empty field (or a JSON null) is an absent one. */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A positive integer id: a number (JSON) or digits (form); missing says "required", anything else "numeric". */
export const requestIdSchema = z.union(
  [
    z.number().int({ error: notAnId }).positive({ error: notAnId }).max(Number.MAX_SAFE_INTEGER, { error: notAnId }),
    z.string().trim().regex(ID_PATTERN, { error: notAnId }).transform(Number),
  ],
  { error: (issue) => (issue.input === undefined ? required : notAnId) },
);
