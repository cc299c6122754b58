// A fund's latest published NAV as a correlated subquery (the newest NAV date): how the landing summary, the fund
// page's my-investment card, the allocation detail and the portfolio dashboard value units, so they agree.
import { sql, type SQLWrapper } from 'drizzle-orm';
import { fundNavs } from '../../db/schema';
import type { IsoDate } from '~/domain/dates';

/** NAV per unit × 10^4 of the fund `fundId` names; null before its first NAV. */
export const latestNav = (fundId: SQLWrapper) =>
  sql<number | null>`(SELECT ${fundNavs.nav} FROM ${fundNavs} WHERE ${fundNavs.fundId} = ${fundId} ORDER BY ${fundNavs.navDate} DESC LIMIT 1)`;

/** The date of that NAV. */
export const latestNavDate = (fundId: SQLWrapper) =>
  sql<IsoDate | null>`(SELECT ${fundNavs.navDate} FROM ${fundNavs} WHERE ${fundNavs.fundId} = ${fundId} ORDER BY ${fundNavs.navDate} DESC LIMIT 1)`;
