// Switching (issue 15 items 2, 5 and 7; spec funds §7 switching/calculate and switching): ONE schema of the switch
// request for the JSON API, and the switch page's form (conform in the browser and the page's action) built on the
// same fields. Messages are translation keys (./messages.ts). The schemas check shape only; what the request means
// (the switching list, the free units, the minimums) is the plan's to judge (policies/switch-rules.ts).
import { z } from 'zod';
import { parseScaled } from '~/domain/money';
import type { SwitchHow } from '~/models/switch-orders.server';
import { AMOUNT_TEXT_MAX_LENGTH, CLIENT_ORDER_SOURCES, IDEMPOTENCY_KEY_PATTERN } from './buy';
import { message } from './messages';
import { emptyToUndefined, requestIdSchema } from './request-fields';
import { pinField } from './pin';

const required = message('validation:required');


/** Major units of the source fund's currency, as a JSON number or text the money parser reads (the model parses it). */
const amountSchema = z.union(
  [
    z.number().positive({ error: message('transact:switching.errors.amount') }).max(Number.MAX_SAFE_INTEGER, { error: message('transact:switching.errors.amount') }).transform(String),
    z
      .string()
      .trim()
      .min(1, { error: required })
      .max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) }),
  ],
  { error: message('transact:switching.errors.amount') },
);

/** Units, a decimal with at most 4 places (spec funds §7; decision 056), as units × 10^4. */
const unitsSchema = z
  .union([z.number().transform(String), z.string().trim()], { error: message('transact:switching.errors.units') })
  .transform((text, context) => {
    const scaled = parseScaled(text);
    if (scaled === null || scaled <= 0) {
      context.addIssue({ code: 'custom', message: message('transact:switching.errors.units') });
      return z.NEVER;
    }
    return scaled;
  });

const trueSchema = z.preprocess(
  (value) => (typeof value === 'string' && ['true', 'on', '1'].includes(value.trim().toLowerCase()) ? true : typeof value === 'string' && ['false', 'off', '0'].includes(value.trim().toLowerCase()) ? false : value),
  z.boolean({ error: message('validation:memberOf') }),
);

const exactlyOne = {
  path: ['amount'],
  error: message('transact:switching.errors.exactlyOne'),
};

/** What calculate and switching share (§7): the holding, the target, and exactly one of units, amount or all. */
export const switchRequestSchema = z
  .object(
    {
      portfolioId: requestIdSchema,
      mutualFundId: requestIdSchema,
      targetMutualFundId: requestIdSchema,
      units: z.preprocess(emptyToUndefined, unitsSchema.optional()),
      amount: z.preprocess(emptyToUndefined, amountSchema.optional()),
      all: z.preprocess(emptyToUndefined, trueSchema.optional()),
      source: z.preprocess(emptyToUndefined, z.enum(CLIENT_ORDER_SOURCES, { error: message('validation:memberOf') }).default('WEB')),
    },
    { error: 'transact:switching.api.invalidBody' },
  )
  .refine((value) => [value.units !== undefined, value.amount !== undefined, value.all === true].filter(Boolean).length === 1, exactlyOne);
export type SwitchRequestBody = z.output<typeof switchRequestSchema>;

/** POST switching's body: the request, the transaction PIN (decision 052) and the submission's key. */
export const switchOrderSchema = z.intersection(
  switchRequestSchema,
  z.object({
    pin: z.preprocess(emptyToUndefined, pinField().optional()),
    idempotencyKey: z.preprocess(emptyToUndefined, z.string({ error: message('validation:pattern') }).regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional()),
  }),
);

/** The amount as the model takes it. */
export function switchHow(body: Pick<SwitchRequestBody, 'units' | 'amount' | 'all'>): SwitchHow {
  if (body.all) return { kind: 'all' };
  if (body.units !== undefined) return { kind: 'units', units: body.units };
  return { kind: 'amount', amount: body.amount ?? '' };
}

export const SWITCH_MODES = ['amount', 'all'] as const;

/**
 * The switch page's form (spec funds §2.1): the target from the switching list, by amount or all units, then the
 * summary's confirmation with the PIN and the submission's key. The holding comes from the address.
 */
export const switchFormSchema = z
  .object({
    intent: z.enum(['calculate', 'switch'], { error: message('validation:memberOf') }),
    targetMutualFundId: requestIdSchema,
    mode: z.enum(SWITCH_MODES, { error: required }),
    amount: z.preprocess(emptyToUndefined, z.string().trim().max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) }).optional()),
    pin: z.preprocess(emptyToUndefined, pinField().optional()),
    idempotencyKey: z.preprocess(emptyToUndefined, z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional()),
  })
  .refine((value) => value.mode === 'all' || value.amount !== undefined, { path: ['amount'], error: required });
export type SwitchForm = z.output<typeof switchFormSchema>;
