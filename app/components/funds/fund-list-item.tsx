// One fund in a list (spec landing §3 "Fund list item"): logo, name, investment manager, type and
// risk badges, the return of the list's period with its sign and an arrow (never colour alone),
// the minimum purchase and the AUM (or the expense ratio when the list is sorted by it). The whole
// card is one link to the detail page (a stretched link: one tab stop, the name is its text).
import { useT } from '~/lib/use-t';
import { AppLink } from '~/components/ui/app-link';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Language, StatPeriod } from '~/domain/enums';
import { fundDetailPath, riskLevel } from '~/domain/fund-catalogue';
import type { FundListItemData } from '~/domain/fund-list-item';
import { formatBasisPoints, formatCompactMoney, formatMoney, formatSignedPercent } from '~/lib/format';
import { BookmarkIcon } from '~/components/ui/fund-icons';

export type { FundListItemData };

/** The row's content as text, remembered per row object (rows are shared while the data is unchanged). */
const rowKeys = new WeakMap<FundListItemData, string>();
function rowKey(fund: FundListItemData): string {
  let key = rowKeys.get(fund);
  if (key === undefined) rowKeys.set(fund, (key = JSON.stringify(fund)));
  return key;
}

export function FundListItem({
  fund,
  period,
  locale,
  showExpenseRatio = false,
}: {
  fund: FundListItemData;
  /** The period of the return shown (the list's return sort, else one year). */
  period: StatPeriod;
  locale: Language;
  /** The list is sorted by expense ratio: show it instead of the AUM. */
  showExpenseRatio?: boolean;
}) {
  return (
    // The card is the same for everyone who sees the same row (the watchlist mark is part of the row):
    // rendered once per row, period and language (StaticMarkup, decision 010).
    <StaticMarkup
      as="li"
      cacheKey={`fund-card:${locale}:${period}:${showExpenseRatio}:${rowKey(fund)}`}
      className="fund-card"
      data-testid="fund-list-item"
      data-slug={fund.slug}
    >
      <FundCardContent fund={fund} period={period} locale={locale} showExpenseRatio={showExpenseRatio} />
    </StaticMarkup>
  );
}

function FundCardContent({
  fund,
  period,
  locale,
  showExpenseRatio,
}: {
  fund: FundListItemData;
  period: StatPeriod;
  locale: Language;
  showExpenseRatio: boolean;
}) {
  const { t } = useT(['fundList', 'common']);
  const risk = riskLevel(fund.type);
  return (
    <>
      <div className="fund-card-head">
        {fund.logoUrl ? (
          <img src={fund.logoUrl} alt="" width={44} height={44} loading="lazy" decoding="async" className="fund-card-logo" />
        ) : (
          <span aria-hidden className="fund-card-initial">
            {fund.name.slice(0, 1)}
          </span>
        )}
        <div className="fund-card-title">
          <h3 id={`fund-${fund.id}-name`}>
            <AppLink to={fundDetailPath(fund)} prefetch="intent">
              {fund.name}
            </AppLink>
          </h3>
          <p>{fund.managerName}</p>
        </div>
        {fund.onWatchlist ? (
          <span className="shrink-0 text-accent" data-testid="on-watchlist" title={t('item.onWatchlist')}>
            <BookmarkIcon size={20} />
            <span className="sr-only">{t('item.onWatchlist')}</span>
          </span>
        ) : null}
      </div>

      <ul className="fund-card-badges" aria-label={t('filters.type')}>
        <li className="badge-type">{t(`common:fundTypes.${fund.type}`)}</li>
        <li className={`badge-risk-${risk}`}>{t(`item.risk.${risk}`)}</li>
        {fund.category === 'SYARIAH' ? <li>{t('item.syariah')}</li> : null}
        {fund.currency === 'USD' ? <li>{t('item.usd')}</li> : null}
        {fund.isIndexFund ? <li>{t('item.indexFund')}</li> : null}
        {fund.hasDividend ? <li>{t('item.hasDividend')}</li> : null}
        {fund.isNewcomer ? <li>{t('item.newcomer')}</li> : null}
        {fund.isCapitalProtected ? <li>{t('item.capitalProtected')}</li> : null}
        {fund.status === 'active_subsdisabled' ? <li className="badge-closed">{t('item.subscriptionClosed')}</li> : null}
      </ul>

      <dl className="fund-card-stats">
        <div>
          <dt>{t('item.returnLabel', { period: t(`periods.${period}`) })}</dt>
          <dd>
            <ReturnFigure ppm={fund.periodReturnPpm} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{t('item.minimum')}</dt>
          <dd>{formatMoney(fund.minimumSubscriptionAmount, fund.currency, locale)}</dd>
        </div>
        <div>
          {showExpenseRatio ? (
            <>
              <dt>{t('item.expenseRatio')}</dt>
              <dd>{formatBasisPoints(fund.expenseRatioBp, locale)}</dd>
            </>
          ) : (
            <>
              <dt>{t('item.aum')}</dt>
              <dd>{formatCompactMoney(fund.currentAum, fund.currency, locale)}</dd>
            </>
          )}
        </div>
      </dl>
    </>
  );
}

/** A return with its sign and an arrow (drawn by the .trend classes); the direction is also said in words for screen readers. */
export function ReturnFigure({ ppm, locale }: { ppm: number | null; locale: Language }) {
  const { t } = useT('fundList');
  if (ppm === null) return <span className="text-ink-muted">{t('item.noReturn')}</span>;
  const direction = ppm > 0 ? 'up' : ppm < 0 ? 'down' : null;
  return (
    <span className={direction ? `trend trend-${direction}` : 'trend'} data-testid="fund-return">
      <span className="sr-only">{t(direction === 'up' ? 'item.up' : direction === 'down' ? 'item.down' : 'item.flat')}</span>
      {formatSignedPercent(ppm / 1e6, locale)}
    </span>
  );
}

/** A card-shaped placeholder while rows load (DESIGN.md: skeletons, not spinners). */
export function FundListItemSkeleton() {
  return (
    <li aria-hidden className="card flex flex-col gap-4 p-4 md:p-5" data-testid="fund-list-skeleton">
      <div className="flex items-start gap-3">
        <span className="block size-11 shrink-0 animate-pulse rounded-xl bg-line motion-reduce:animate-none" />
        <span className="flex flex-1 flex-col gap-2 pt-1">
          <span className="block h-4 w-3/4 animate-pulse rounded-md bg-line motion-reduce:animate-none" />
          <span className="block h-3 w-1/2 animate-pulse rounded-md bg-line motion-reduce:animate-none" />
        </span>
      </div>
      <span className="block h-5 w-1/2 animate-pulse rounded-full bg-line motion-reduce:animate-none" />
      <span className="grid grid-cols-3 gap-2 border-t border-line pt-3">
        {[0, 1, 2].map((i) => (
          <span key={i} className="flex flex-col gap-1.5">
            <span className="block h-3 w-2/3 animate-pulse rounded-md bg-line motion-reduce:animate-none" />
            <span className="block h-4 w-full animate-pulse rounded-md bg-line motion-reduce:animate-none" />
          </span>
        ))}
      </span>
    </li>
  );
}
