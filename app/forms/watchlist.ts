// The watchlist form and API body (issue 3 items 5 and 7; spec funds §4.1 "Watchlist add or remove",
// §7 "POST add to watchlist: body mutualFundId"). One schema for the page action (form posts from
// the toggle) and one for the JSON API; messages are translation keys (see ./messages.ts).
import { z } from 'zod';
import { ID_PATTERN } from '~/domain/ids';

export const WATCHLIST_INTENTS = ['add', 'remove'] as const;
export type WatchlistIntent = (typeof WATCHLIST_INTENTS)[number];

/** A fund id: a positive integer, given as a number (JSON) or as digits (form, path). */
export const mutualFundIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .trim()
    .regex(ID_PATTERN)
    .transform(Number),
], { error: 'fundTools:watchlist.api.invalidId' });

/** The form the watchlist toggle posts to /reksadana/watchlist. */
export const watchlistFormSchema = z.object({
  intent: z.enum(WATCHLIST_INTENTS, { error: 'validation:memberOf' }),
  mutualFundId: mutualFundIdSchema,
  redirectTo: z.string().max(2000).optional(),
  /** Set by the toggle once JavaScript runs: answer with data instead of a redirect. */
  js: z.literal('1').optional(),
});

/** The JSON or form body of POST /api/v2/mutual-funds/product-watchlist. */
export const watchlistApiBodySchema = z.object({ mutualFundId: mutualFundIdSchema });
