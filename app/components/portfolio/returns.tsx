// The two returns of a portfolio or of the total (issue 16 item 7; decision 068): "your return" (money-weighted)
// and "the funds' return" (time-weighted), each labelled, with "a year" or "cumulative, not annualised" and, where
// there is room, its one-sentence explanation; and the dollar rate a rupiah total was converted at (decision 069).
// Items of a <dl>; the words are the `dashboard` namespace's, which every page showing them loads.
import { SignedRate } from '~/components/ui/trend';
import type { Language } from '~/domain/enums';
import type { ReturnFigure } from '~/domain/returns';
import { formatDate, formatNumber } from '~/lib/format';
import { useT } from '~/lib/use-t';

export interface ReturnPair {
  moneyWeightedReturn: ReturnFigure;
  timeWeightedReturn: ReturnFigure;
}

/** A return with its sign and arrow, then "a year" or "cumulative, not annualised". */
export function ReturnRate({ figure, locale }: { figure: ReturnFigure; locale: Language }) {
  const { t } = useT('dashboard');
  return (
    <>
      <SignedRate percent={figure.rate === null ? null : figure.rate * 100} locale={locale} />
      {figure.rate === null ? null : (
        <span className="ml-1 text-xs font-normal text-ink-muted" data-annualised={figure.annualised ? 'true' : 'false'}>
          {figure.annualised ? t('returns.perYear') : t('returns.cumulative')}
        </span>
      )}
    </>
  );
}

/**
 * Both returns as two items of a <dl> (`{testId}-mwr`, `{testId}-twr`); `explained` adds each one's sentence (and
 * the short-history note when a figure is cumulative).
 */
export function ReturnItems({ returns, locale, testId, explained = true }: { returns: ReturnPair; locale: Language; testId: string; explained?: boolean }) {
  const { t } = useT('dashboard');
  const items = [
    { key: 'mwr', label: t('returns.mine'), note: t('returns.mineNote'), figure: returns.moneyWeightedReturn },
    { key: 'twr', label: t('returns.funds'), note: t('returns.fundsNote'), figure: returns.timeWeightedReturn },
  ] as const;
  return (
    <>
      {items.map((item) => (
        <div key={item.key} data-testid={`${testId}-${item.key}`}>
          <dt className="text-ink-muted">{item.label}</dt>
          <dd className="mt-0.5 font-semibold" data-testid={`${testId}-${item.key}-rate`}>
            <ReturnRate figure={item.figure} locale={locale} />
            {explained ? <span className="mt-1 block text-xs font-normal text-ink-muted">{item.note}</span> : null}
          </dd>
        </div>
      ))}
    </>
  );
}

/** Whether either figure is cumulative (a history under a year): say so once. */
export function ShortHistoryNote({ returns, className }: { returns: ReturnPair; className?: string }) {
  const { t } = useT('dashboard');
  const cumulative = [returns.moneyWeightedReturn, returns.timeWeightedReturn].some((figure) => figure.rate !== null && !figure.annualised);
  return cumulative ? (
    <p className={className ?? 'mt-2 text-xs text-ink-muted'} data-testid="returns-short-history">
      {t('returns.shortHistory')}
    </p>
  ) : null;
}

/** The dollar rate a rupiah total used (rupiah per dollar × 10^4 as `buyRate`, decimal rupiah as `buyRateRupiah`). */
export function UsdRateLine({ rate, locale, className }: { rate: { buyRate: number; valueAt: string }; locale: Language; className?: string }) {
  const { t } = useT('dashboard');
  return (
    <p className={className ?? 'text-xs text-ink-muted'} data-testid="usd-rate">
      {t('returns.usdRate', { rate: formatNumber(rate.buyRate / 10_000, locale, 0, 2), date: formatDate(rate.valueAt, locale) })}
    </p>
  );
}
