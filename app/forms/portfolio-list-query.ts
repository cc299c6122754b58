// The portfolio list's query (spec funds §7 "Portfolio: /api/v2/mutual-funds/portfolio (list active=true,
// apiVersion 2 or 3), … ?type= composition"; §2.2 "GET portfolio list with query roboCermat=false"; issue 16
// item 9; decision 071):
//
//   active      true (the default): the open portfolios; false: the closed ones (spec funds §6: history kept)
//   roboCermat  true: only robo portfolios; false: only the others; absent: both
//   type        a fund type (PASAR_UANG, PENDAPATAN_TETAP, CAMPURAN, SAHAM): only portfolios holding funds of
//               that type, each with that composition
//   apiVersion  2 or 3, accepted and answered alike
//
// A repeated parameter keeps its last value; other parameters are ignored. A malformed value is a 400 with
// messages of the shared catalogue (forms/messages.ts), never a 500.
import { z } from 'zod';
import { FUND_TYPES, type FundType } from '~/domain/enums';
import { searchParamsToInput } from './fund-list-query';
import { message } from './messages';
import { messagesByField } from './messages-by-field';

export interface PortfolioListQuery {
  active: boolean;
  roboCermat: boolean | undefined;
  type: FundType | undefined;
}

const last = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
const flag = z.preprocess(last, z.enum(['true', 'false'], { error: message('validation:memberOf') }).optional());

export const portfolioListQuerySchema = z
  .object({
    active: flag,
    roboCermat: flag,
    type: z.preprocess(last, z.enum(FUND_TYPES, { error: message('validation:memberOf') }).optional()),
    apiVersion: z.preprocess(last, z.enum(['2', '3'], { error: message('validation:memberOf') }).optional()),
  })
  .transform(
    (q): PortfolioListQuery => ({
      active: q.active !== 'false',
      roboCermat: q.roboCermat === undefined ? undefined : q.roboCermat === 'true',
      type: q.type,
    }),
  );

export function parsePortfolioListQuery(params: URLSearchParams): { ok: true; query: PortfolioListQuery } | { ok: false; errors: Record<string, string[]> } {
  const result = portfolioListQuerySchema.safeParse(searchParamsToInput(params));
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, errors: messagesByField(result.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message])) };
}
