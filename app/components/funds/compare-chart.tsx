// The comparison's growth chart (spec funds §2.3 "one chart of their growth from a common start"):
// each fund's dividend-adjusted NAV rebased to 100 on the latest of their first NAV dates, through
// the app's LineChart (server-rendered SVG with a text alternative).
import { useT } from '~/lib/use-t';
import { LineChart, type LineChartSeries } from '~/components/charts/line-chart';
import type { Language } from '~/domain/enums';
import { formatDate, formatNumber } from '~/lib/format';

export function CompareChart({ start, series, locale }: { start: string; series: LineChartSeries[]; locale: Language }) {
  const { t } = useT('fundTools');
  const date = formatDate(start, locale);
  return (
    <section className="card relative overflow-hidden" aria-labelledby="compare-chart-title" data-testid="compare-chart">
      <h2 id="compare-chart-title" className="text-lg font-semibold text-ink">
        {t('compare.chart.title', { date })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('compare.chart.note', { date })}</p>
      <LineChart
        className="mt-4"
        series={series}
        valueFormat={(y) => formatNumber(y, locale, 2)}
        ariaLabel={t('compare.chart.ariaLabel', { names: series.map((s) => s.label).join(', '), date })}
        height={280}
      />
    </section>
  );
}
