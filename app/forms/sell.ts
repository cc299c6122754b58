// Selling a holding (issue 15 items 1, 5, 7; spec funds §7 redeem): ONE schema of the sell page's form (conform
// in the browser, the action on the server, with or without JavaScript) and the redeem API's body. The schemas
// check shape only; what the request means (the amount against the minimum and the units held) is the model's
// to judge (models/sell-orders.server.ts, policies/sell-rules.ts), which answers a refusal the page can show.
import { z } from 'zod';
import { parseScaled } from '~/domain/money';
import type { SellOrderInput } from '~/models/sell-orders.server';
import { AMOUNT_TEXT_MAX_LENGTH, CLIENT_ORDER_SOURCES, IDEMPOTENCY_KEY_PATTERN } from './buy';
import { message } from './messages';
import { emptyToUndefined, requestIdSchema } from './request-fields';
import { pinField } from './pin';

const required = message('validation:required');


/** A decimal as a JSON number or text; numbers become their shortest text ("1.5"), read by the model. */
const decimalText = z.union(
  [
    z.number().finite().transform((n) => String(n)),
    z
      .string()
      .trim()
      .min(1, { error: required })
      .max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) }),
  ],
  { error: message('validation:numeric') },
);

/** Units: a positive decimal of at most 4 places (units are kept × 10^4, DESIGN.md). */
const unitsText = decimalText.refine((text) => (parseScaled(text) ?? 0) > 0, { error: 'transact:sell.errors.units' });

const trueOnly = z.preprocess(
  (value) => (value === 'true' || value === 'on' || value === '1' ? true : value),
  z.literal(true, { error: 'transact:sell.errors.all' }),
);

/**
 * The redeem body (spec funds §7 redeem/calculate and redeem): `portfolioId`, `mutualFundId` and exactly one of
 * `units`, `amount` (in the fund's currency) or `all: true`.
 */
const redeemFields = {
  portfolioId: requestIdSchema,
  mutualFundId: requestIdSchema,
  units: z.preprocess(emptyToUndefined, unitsText.optional()),
  amount: z.preprocess(emptyToUndefined, decimalText.optional()),
  all: z.preprocess(emptyToUndefined, trueOnly.optional()),
  source: z.preprocess(emptyToUndefined, z.enum(CLIENT_ORDER_SOURCES, { error: message('validation:memberOf') }).default('WEB')),
};
const exactlyOneOf = [
  (body: { units?: string; amount?: string; all?: true }) => [body.units, body.amount, body.all].filter((v) => v !== undefined).length === 1,
  { path: ['amount'], error: 'transact:sell.errors.oneOf' },
] satisfies [unknown, { path: string[]; error: string }];

export const redeemRequestSchema = z.object(redeemFields, { error: 'transact:sell.api.invalidBody' }).refine(...exactlyOneOf);
export type RedeemRequestBody = z.output<typeof redeemRequestSchema>;

/** POST redeem: the request and the transaction PIN (decision 052), needed unless entered in the last 15 minutes. */
export const redeemOrderSchema = z
  .object(
    {
      ...redeemFields,
      pin: z.preprocess(emptyToUndefined, pinField().optional()),
      /** The order's key when the client cannot set the Idempotency-Key header (the header wins). */
      idempotencyKey: z.preprocess(emptyToUndefined, z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional()),
    },
    { error: 'transact:sell.api.invalidBody' },
  )
  .refine(...exactlyOneOf);

/** The model's input of a redeem body. */
export function sellInputOf(body: RedeemRequestBody): SellOrderInput {
  const base = { portfolioId: body.portfolioId, mutualFundId: body.mutualFundId, source: body.source };
  if (body.all) return { ...base, mode: 'all' };
  if (body.units !== undefined) return { ...base, mode: 'units', value: body.units };
  return { ...base, mode: 'amount', value: body.amount };
}

/** What a sell form post asks: the summary, or the order (with the PIN when asked). */
export const SELL_INTENTS = ['calculate', 'sell'] as const;
/** Sell an amount, or all units. */
export const SELL_FORM_MODES = ['amount', 'all'] as const;

/**
 * The sell page's form (/reksadana/portfolio/:id/:type/:fundId/jual; the same fields in the dialog): the amount
 * or all units, what the post asks, the order's key (made by the server with the summary) and the PIN. The
 * portfolio and the fund come from the address.
 */
export const sellFormSchema = z
  .object({
    intent: z.enum(SELL_INTENTS, { error: message('validation:memberOf') }),
    mode: z.enum(SELL_FORM_MODES, { error: message('validation:memberOf') }),
    amount: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .max(AMOUNT_TEXT_MAX_LENGTH, { error: message('validation:maxLength', { max: AMOUNT_TEXT_MAX_LENGTH }) })
        .optional(),
    ),
    idempotencyKey: z.preprocess(emptyToUndefined, z.string().regex(IDEMPOTENCY_KEY_PATTERN, { error: message('validation:pattern') }).optional()),
    pin: z.preprocess(emptyToUndefined, pinField().optional()),
  })
  .refine((form) => form.mode === 'all' || form.amount !== undefined, { path: ['amount'], error: required });
export type SellForm = z.output<typeof sellFormSchema>;
