// /reksadana/{investmentType}/{productSlug}/grafik: every series of a fund's chart as JSON
// (FundChartWire, domain/fund-chart-wire.ts). The fund page sends only the view it draws; its
// chart fetches this the first time another view is pointed at or chosen. An unknown fund, or a
// slug under another type's path, answers 404.
import { FUND_TYPE_PATHS } from '~/domain/fund-catalogue';
import { apiError } from '~/lib/api.server';
import { compactChart } from '~/models/fund-chart.server';
import { getFundDetail } from '~/models/fund-detail.server';
import type { Route } from './+types/fund-chart-series';

export function loader({ params, context }: Route.LoaderArgs) {
  const fund = getFundDetail({ slug: params.productSlug });
  if (!fund || FUND_TYPE_PATHS[fund.type] !== params.investmentType) {
    return apiError(context, 404, 'fundDetail:api.notFound');
  }
  return new Response(compactChart(fund.chart, fund.currency).json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // A new NAV arrives once a day; a few minutes of staleness is harmless.
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
