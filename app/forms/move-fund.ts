// Moving a fund to another of one's portfolios (issue 15 items 3, 5, 7; spec funds §2.1 `pindah`, §7 "Move
// fund"; decision 061): ONE schema of the move request, read by the JSON API (move-fund/calculate and
// move-fund) and, with the page's own fields, by the move page's form (conform, with or without JavaScript).
// `units` is a decimal of at most 4 places (a JSON number, or text: "12.5", Indonesian "1.234,5678"); `all`
// asks for every free unit instead. Messages are translation keys (./messages.ts). What the request means
// (the target, the units against the free ones) is the move rules' to judge (policies/move-rules.ts).
import { z } from 'zod';
import { parseScaled } from '~/domain/money';
import type { MoveAmount } from '~/domain/policies/move-rules';
import { IDEMPOTENCY_KEY_PATTERN } from './buy';
import { message } from './messages';
import { emptyToUndefined, requestIdSchema } from './request-fields';

/** A bound on the units text ("1.000.000.000,0000" and the like). */
export const UNITS_TEXT_MAX_LENGTH = 24;

const required = message('validation:required');
const unitsInvalid = 'transact:move.errors.units';



/** true / false as JSON, or a form's "true", "on", "1" (absent or empty is false). */
const booleanSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return false;
    if (typeof value === 'string') {
      const text = value.trim().toLowerCase();
      if (['true', '1', 'on', 'yes'].includes(text)) return true;
      if (['false', '0', 'off', 'no'].includes(text)) return false;
    }
    return value;
  },
  z.boolean({ error: message('validation:memberOf') }),
);

/** Units × 10^4 from a JSON number or a text of at most 4 decimals; zero or less is no move. */
const unitsSchema = z.preprocess(
  emptyToUndefined,
  z
    .union([z.number(), z.string().trim().max(UNITS_TEXT_MAX_LENGTH, { error: unitsInvalid })], { error: unitsInvalid })
    .transform((value, ctx) => {
      // A JSON number prints as its shortest decimal (12.5 → "12.5"; 1e-7 → "1e-7", which is refused).
      const scaled = typeof value === 'number' ? (Number.isFinite(value) ? parseScaled(String(value)) : null) : parseScaled(value);
      if (scaled === null || scaled <= 0) {
        ctx.addIssue({ code: 'custom', message: unitsInvalid });
        return z.NEVER;
      }
      return scaled;
    })
    .optional(),
);

/** The amount: `all`, or `units` (exactly one of them). */
function amountOf(value: { units?: number | undefined; all: boolean }): MoveAmount {
  return value.all ? { mode: 'all' } : { mode: 'units', units: value.units! };
}

const amountFields = {
  units: unitsSchema,
  all: booleanSchema,
};

/** The API takes exactly one of `units` and `all`; the form's "all" choice wins over units typed before it. */
const requireAmount =
  (exactlyOne: boolean) =>
  (value: { units?: number | undefined; all: boolean }, ctx: z.RefinementCtx) => {
    if (exactlyOne && value.all && value.units !== undefined) ctx.addIssue({ code: 'custom', path: ['units'], message: 'transact:move.errors.unitsOrAll' });
    if (!value.all && value.units === undefined) ctx.addIssue({ code: 'custom', path: ['units'], message: required });
  };

const idempotencyKeySchema = z.preprocess(
  emptyToUndefined,
  z.string({ error: message('validation:pattern') }).regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional(),
);

/**
 * The API's body (§7 move-fund/calculate and move-fund): the source `portfolioId`, the `targetPortfolioId`,
 * the fund, `units` or `all: true`, and (move-fund) the `idempotencyKey`, which the `Idempotency-Key` header
 * may carry instead. The output's `amount` is what the rules read.
 */
export const moveRequestSchema = z
  .object(
    {
      portfolioId: requestIdSchema,
      targetPortfolioId: requestIdSchema,
      mutualFundId: requestIdSchema,
      ...amountFields,
      idempotencyKey: idempotencyKeySchema,
    },
    { error: 'transact:move.api.invalidBody' },
  )
  .superRefine(requireAmount(true))
  .transform((value) => ({ ...value, amount: amountOf(value) }));
export type MoveRequestBody = z.output<typeof moveRequestSchema>;

/** What a move page's post asks: the summary, the move itself (from the summary), or the form again with what was posted. */
export const MOVE_INTENTS = ['calculate', 'move', 'edit'] as const;

/**
 * The move page's form: the same target and amount fields (the source portfolio and the fund are the page's
 * address), what the post asks, and the key the summary made for the move it confirms.
 */
export const moveFormSchema = z
  .object({
    intent: z.enum(MOVE_INTENTS, { error: message('validation:memberOf') }),
    targetPortfolioId: requestIdSchema,
    ...amountFields,
    idempotencyKey: idempotencyKeySchema,
  })
  .superRefine(requireAmount(false))
  .transform((value) => ({ ...value, amount: amountOf(value) }));
export type MoveForm = z.output<typeof moveFormSchema>;
