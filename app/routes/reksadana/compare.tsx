// /reksadana/bandingkan?fund1=&fund2=&fund3= (spec funds §2.1, §2.3; issue 3 item 4): up to 3 funds
// side by side, one chart of their growth from a common start, and the picker. Values are fund slugs;
// unknown ones are ignored with a notice; with none chosen the page shows an empty state and opens the
// picker. The picker's GET form sends the ticked funds as `pilih` with `aksi`: the loader turns that
// into the canonical fund1..fund3 URL (so it works without JavaScript).
import { useT } from '~/lib/use-t';
import { redirect } from 'react-router';
import type { Route } from './+types/compare';
import { CompareChart } from '~/components/funds/compare-chart';
import { ComparePicker } from '~/components/funds/compare-picker';
import { CompareTable } from '~/components/funds/compare-table';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { AlertTriangleIcon, Card } from '~/components/ui';
import { parseComparePickerQuery } from '~/forms/compare-picker-query';
import { COMPARE_PARAMS, commonStartDate, compareQuery, compareSelection, growthFrom } from '~/domain/fund-compare';
import { getLocale } from '~/middleware/i18next';
import { adjustedNavSeries, findCompareFunds, firstNavDates, searchPickerFunds } from '~/models/fund-compare.server';
import { loadTranslations, translations } from '~/locales/loading';

const COMPARE_PATH = '/reksadana/bandingkan';

export const handle = translations('fundTools', 'fundDetail', 'fundList');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The picker's search; a malformed one is ignored here (the page still compares).
  const search = parseComparePickerQuery(params);
  const { type, path: jenis } = search.success ? search.data.jenis : { type: null, path: '' };
  const q = search.success ? search.data.q : '';

  // The picker's submission: the ticked funds become fund1..fund3.
  const aksi = params.get('aksi');
  if (aksi !== null) {
    const picked = compareSelection(params.getAll('pilih'));
    const filtering = aksi !== 'bandingkan';
    const extra: Record<string, string> = filtering ? { jenis, q } : {};
    if (picked.tooMany) extra.lebih = '1';
    throw redirect(`${COMPARE_PATH}?${compareQuery(picked.slugs, extra)}${filtering ? '#pilih' : ''}`);
  }

  const selection = compareSelection(COMPARE_PARAMS.map((name) => params.get(name)));
  const found = findCompareFunds(selection.slugs);
  const unknown = [...selection.malformed, ...selection.slugs.filter((slug) => !found.some((f) => f.slug === slug))];
  const slugs = found.map((f) => f.slug);
  const funds = found.map((fund) => ({ ...fund, removeHref: `${COMPARE_PATH}?${compareQuery(slugs.filter((s) => s !== fund.slug))}` }));

  const ids = funds.map((f) => f.id);
  const firsts = firstNavDates(ids);
  const start = commonStartDate(ids.map((id) => (firsts.get(id) ? [{ date: firsts.get(id)!, adjustedNav: 1 }] : [])));
  let chart: { start: string; series: Array<{ id: string; label: string; points: Array<{ x: string; y: number }> }> } | null = null;
  if (start && funds.length > 0) {
    const series = adjustedNavSeries(ids, start);
    chart = { start, series: funds.map((f) => ({ id: f.slug, label: f.name, points: growthFrom(series.get(f.id) ?? [], start) })) };
  }

  const picker = searchPickerFunds({ type, q });
  return {
    locale: getLocale(context),
    funds,
    unknown,
    tooMany: selection.tooMany || params.get('lebih') === '1',
    chart,
    picker: {
      chosen: funds.map((f) => ({ slug: f.slug, name: f.name, type: f.type, managerName: f.managerName })),
      results: picker.rows,
      total: picker.total,
      hasMore: picker.hasMore,
      filters: { jenis, q },
      open: funds.length === 0 || params.has('jenis') || params.has('q'),
    },
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { t } = useT('fundTools');
  const { funds, unknown, tooMany, chart, picker, locale } = loaderData;
  const pickerKey = `${picker.chosen.map((f) => f.slug).join(',')}|${picker.filters.jenis}|${picker.filters.q}`;
  return (
    <section className="page-container space-y-6 py-6 md:py-10" aria-labelledby="compare-title">
      <div>
        <h1 id="compare-title" className="section-title">
          {t('compare.title')}
        </h1>
        <p className="mt-1 text-ink-muted">{t('compare.subtitle')}</p>
      </div>

      {unknown.length > 0 || tooMany ? (
        <div role="status" className="space-y-1 rounded-[var(--radius-control)] bg-warning-soft px-4 py-3 text-sm text-ink" data-testid="compare-notice">
          {unknown.length > 0 ? (
            <p className="flex gap-2">
              <AlertTriangleIcon size={18} className="mt-0.5 shrink-0 text-warning" />
              {t('compare.unknownFunds', { slugs: unknown.join(', ') })}
            </p>
          ) : null}
          {tooMany ? (
            <p className="flex gap-2">
              <AlertTriangleIcon size={18} className="mt-0.5 shrink-0 text-warning" />
              {t('compare.tooMany')}
            </p>
          ) : null}
        </div>
      ) : null}

      {funds.length === 0 ? (
        <Card className="text-center" data-testid="compare-empty">
          <h2 className="text-lg font-semibold text-ink">{t('compare.emptyTitle')}</h2>
          <p className="mt-1 text-ink-muted">{t('compare.emptyBody')}</p>
        </Card>
      ) : null}

      <ComparePicker key={pickerKey} {...picker} />

      {funds.length > 0 ? (
        <>
          <CompareTable funds={funds} locale={locale} />
          {chart ? <CompareChart start={chart.start} series={chart.series} locale={locale} /> : null}
        </>
      ) : null}
    </section>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { metaTitle, metaDescription } = texts(metaLocale(args.matches)).fundTools.compare;
  return pageMeta(args, { title: metaTitle, description: metaDescription, indexable: true });
};
