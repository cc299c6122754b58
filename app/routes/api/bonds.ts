// GET /api/v1/bonds (spec funds §7; issue 18 item 5; decision 089): the bond catalogue as JSON, the same for everyone
// (public, like the products API: the pages show it to visitors too). Query: `type`, `status`, `sort` as the
// catalogue page's form (app/forms/bond-query.ts). Success: `{ data: [...], total }`; a malformed parameter: 400
// `{ message, errors }` localized per parameter; the `bonds` flag off: 404; other methods 405.
//
// Units (decision 028, domain/api-json.ts): `couponRate` in percent (6.3 = 6,30% a year), money in rupiah
// (`minimumAmount`, `couponPerMillion.yearlyGross` ... for Rp 1.000.000 of face value), dates as YYYY-MM-DD.
import type { Route } from './+types/bonds';
import { moneyJson, percentFromBp } from '~/domain/api-json';
import { jakartaDate } from '~/domain/dates';
import { parseBondQuery } from '~/forms/bond-query';
import { apiError, methodNotAllowed } from '~/lib/api.server';
import { bondsEnabled, listBonds, type CatalogueBond } from '~/models/bonds.server';

export function loader({ request, context }: Route.LoaderArgs) {
  if (!bondsEnabled()) return apiError(context, 404, 'products:api.disabled');
  const parsed = parseBondQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return apiError(context, 400, 'products:api.invalidQuery', undefined, parsed.errors);
  const data = listBonds(parsed.query, jakartaDate(new Date())).map(toBondJson);
  return Response.json({ data, total: data.length }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export function action({ context }: Route.ActionArgs) {
  return methodNotAllowed(context, 'GET');
}

function toBondJson(bond: CatalogueBond) {
  const rupiah = (minor: number) => moneyJson(minor, bond.currency);
  return {
    id: bond.id,
    code: bond.code,
    slug: bond.slug,
    name: bond.name,
    type: bond.type,
    status: bond.status,
    issuer: bond.issuer,
    isSharia: bond.isSharia,
    currency: bond.currency,
    couponRate: percentFromBp(bond.couponRateBps),
    couponFloating: bond.couponFloating,
    couponFrequencyMonths: bond.couponFrequencyMonths,
    couponPerMillion: {
      yearlyGross: rupiah(bond.coupon.yearlyGross.minor),
      yearlyNet: rupiah(bond.coupon.yearlyNet.minor),
      perPaymentGross: rupiah(bond.coupon.perPaymentGross.minor),
      perPaymentNet: rupiah(bond.coupon.perPaymentNet.minor),
    },
    issueDate: bond.issueDate,
    maturityDate: bond.maturityDate,
    timeToMaturity: bond.timeToMaturity,
    offerStartDate: bond.offerStartDate,
    offerEndDate: bond.offerEndDate,
    offeringDaysLeft: bond.offeringDaysLeft,
    minimumAmount: rupiah(bond.minimumAmount),
    rating: bond.rating,
    tradable: bond.tradable,
    description: { id: bond.description, en: bond.descriptionEn },
    /** Buying bonds through Celengan is not open yet (issue 18: "coming soon"). */
    purchasable: false,
  };
}
