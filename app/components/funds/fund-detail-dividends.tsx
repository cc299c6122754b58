// Dividend schedule (spec funds §2.2): by cumulative dates or by payment dates, two items, then the
// rest behind "view all". An empty distributed income means the dividend is scheduled. The choice is
// a pair of links (?dividen=cum|bayar) that the page handles in place with JavaScript; "view all" is
// a disclosure, so both work without it.
import { useState, type MouseEvent } from 'react';
import { useT } from '~/lib/use-t';
import { cx } from '~/components/ui/cx';
import type { Language } from '~/domain/enums';
import { formatDayMonthYear, formatNav } from '~/lib/format';
import type { FundPageData } from './fund-detail-types';

export const DIVIDEND_QUERY = 'dividen';
export type DividendView = 'cumulative' | 'payment';
export const DIVIDEND_VIEW_PARAMS = { cumulative: 'cum', payment: 'bayar' } as const satisfies Record<DividendView, string>;
const PREVIEW = 2;

export function parseDividendView(value: string | null): DividendView {
  return value === DIVIDEND_VIEW_PARAMS.payment ? 'payment' : 'cumulative';
}

export function DividendSchedule({ fund, locale, initialView }: { fund: FundPageData; locale: Language; initialView: DividendView }) {
  const { t } = useT('fundDetail');
  const [view, setView] = useState<DividendView>(initialView);
  if (!fund.hasDividend) return null;
  const items = [...fund.dividend.items].sort((a, b) =>
    view === 'payment' ? b.paymentDate.localeCompare(a.paymentDate) : b.cumulativeDate.localeCompare(a.cumulativeDate),
  );
  const onChoose = (next: DividendView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setView(next);
  };
  const row = (item: (typeof items)[number]) => (
    <li key={item.cumulativeDate} className="flex items-center justify-between gap-3 border-b border-line py-2 text-sm last:border-b-0">
      <span className="tabular text-ink">{formatDayMonthYear(view === 'payment' ? item.paymentDate : item.cumulativeDate, locale)}</span>
      {item.distributedIncomePerUnit === null ? (
        <span className="rounded-full bg-info-soft px-2 py-0.5 text-xs font-semibold text-ink">{t('dividend.scheduled')}</span>
      ) : (
        <span className="tabular font-semibold text-ink">
          {t('dividend.perUnit', { amount: formatNav(item.distributedIncomePerUnit, fund.currency, locale) })}
        </span>
      )}
    </li>
  );
  return (
    <section className="card" aria-labelledby="dividend-title" data-testid="dividend-schedule" data-view={view}>
      <h2 id="dividend-title" className="text-base font-semibold text-ink">
        {t('dividend.title')}
      </h2>
      {fund.dividend.policy ? <p className="text-xs text-ink-muted">{t('dividend.policy', { policy: t(`dividend.policies.${fund.dividend.policy}`) })}</p> : null}
      <nav aria-label={t('dividend.viewLabel')} className="mt-3">
        <ul className="flex gap-1 rounded-[var(--radius-control)] bg-canvas p-1">
          {(['cumulative', 'payment'] as const).map((v) => (
            <li key={v} className="flex-1">
              <a
                href={`?${DIVIDEND_QUERY}=${DIVIDEND_VIEW_PARAMS[v]}#dividend-title`}
                onClick={onChoose(v)}
                aria-current={view === v ? 'true' : undefined}
                rel="nofollow"
                data-testid={`dividend-view-${v}`}
                className={cx(
                  'flex min-h-11 items-center justify-center rounded-[var(--radius-control)] px-2 text-sm font-semibold',
                  view === v ? 'bg-brand text-white' : 'text-ink-muted hover:bg-brand-soft',
                )}
              >
                {t(v === 'payment' ? 'dividend.payment' : 'dividend.cumulative')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('dividend.empty')}</p>
      ) : (
        <>
          <ul className="mt-2" data-testid="dividend-preview">
            {items.slice(0, PREVIEW).map(row)}
          </ul>
          {items.length > PREVIEW ? (
            <details className="group">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand" data-testid="dividend-view-more">
                <span className="group-open:hidden">{t('dividend.viewMore', { count: items.length })}</span>
                <span className="hidden group-open:inline">{t('dividend.viewLess')}</span>
              </summary>
              <ul>{items.slice(PREVIEW).map(row)}</ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
