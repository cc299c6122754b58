// GET /api/v2/mutual-funds/portfolio (spec funds §7 "Portfolio: /api/v2/mutual-funds/portfolio (list
// active=true)", "?type= composition"; §2.2 "roboCermat=false"; issue 5 item 9, issue 16 item 9; decision 071): the
// signed-in investor's portfolios as a portfolio selector shows them, default first. Open portfolios are valued by
// the landing summary's own code (models/landing-initials.server.ts `activePortfolioValues`), so both agree.
//
// Query (forms/portfolio-list-query.ts): `active=false` lists the closed portfolios instead (with `closedAt`);
// `roboCermat=true|false` keeps only robo or only other portfolios; `type=SAHAM` (a fund type) keeps the portfolios
// holding funds of that type and adds `composition: { type, funds: [{ mutualFundId, name, slug, currency, units,
// totalInvestment, cost, profit, returnRate }], totalInvestment, usd: { totalInvestment } }`.
//
// 200 `{ data: [{ id, name, icon, isDefault, roboCermat, totalInvestment, currency, usd }] }`:
// `totalInvestment` is the rupiah positions' value in whole rupiah (`currency` IDR); dollar positions
// come apart in `usd: { totalInvestment, currency: 'USD' }`, in dollars with 2 decimals (decision 028). 400 with
// localized messages for a malformed value; 401 without a session; 405 for other methods; never cached.
import { moneyJson, unitsJson } from '~/domain/api-json';
import { parsePortfolioListQuery } from '~/forms/portfolio-list-query';
import { apiError, type ApiMessageKey, methodNotAllowed, PRIVATE_NO_STORE, requireApiUser } from '~/lib/api.server';
import { activePortfolioValues } from '~/models/landing-initials.server';
import { listPortfolios, type PortfolioListItem } from '~/models/performance-details.server';
import type { Route } from './+types/portfolios';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context, { checkOrigin: false });
  if (user instanceof Response) return user;
  const parsed = parsePortfolioListQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(context, 400, 'invalidQuery', PRIVATE_NO_STORE, parsed.errors as Record<string, ApiMessageKey[]>);
  const { active, roboCermat, type } = parsed.query;

  // The filtered portfolios with their type's composition (only read when a filter needs it).
  const filtered = !active || type !== undefined ? new Map(listPortfolios(user.id, { active, roboCermat, type }).map((p) => [p.id, p])) : null;
  const keep = (p: { id: number; roboCermat: boolean }) => (roboCermat === undefined || p.roboCermat === roboCermat) && (filtered === null || filtered.has(p.id));

  const data = active
    ? activePortfolioValues(user)
        .map((p) => ({
          id: p.portfolioId,
          name: p.name,
          icon: p.icon,
          isDefault: p.defaultPortfolio,
          roboCermat: p.roboCermat,
          totalInvestment: moneyJson(p.totalInvestment, 'IDR'),
          currency: 'IDR' as const,
          usd: { totalInvestment: moneyJson(p.usd.totalInvestment, 'USD'), currency: 'USD' as const },
        }))
        .filter(keep)
        .map((p) => (type === undefined ? p : { ...p, composition: compositionJson(filtered!.get(p.id)!) }))
    : [...filtered!.values()].map((p) => ({
        id: p.id,
        name: p.name,
        icon: p.icon,
        isDefault: p.isDefault,
        roboCermat: p.roboCermat,
        totalInvestment: moneyJson(p.totals.IDR.value, 'IDR'),
        currency: 'IDR' as const,
        usd: { totalInvestment: moneyJson(p.totals.USD.value, 'USD'), currency: 'USD' as const },
        closedAt: p.closedAt?.toISOString() ?? null,
        ...(type === undefined ? {} : { composition: compositionJson(p) }),
      }));
  return Response.json({ data }, { headers: PRIVATE_NO_STORE });
}

function compositionJson(portfolio: PortfolioListItem) {
  const composition = portfolio.composition!;
  return {
    type: composition.type,
    funds: composition.funds.map((f) => ({
      mutualFundId: f.id,
      name: f.name,
      slug: f.slug,
      currency: f.currency,
      units: unitsJson(f.units),
      totalInvestment: moneyJson(f.figures.value, f.currency),
      cost: moneyJson(f.figures.costBasis, f.currency),
      profit: moneyJson(f.figures.profit, f.currency),
      returnRate: f.figures.returnRate,
    })),
    totalInvestment: moneyJson(composition.totals.IDR.value, 'IDR'),
    usd: { totalInvestment: moneyJson(composition.totals.USD.value, 'USD'), currency: 'USD' as const },
  };
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}
