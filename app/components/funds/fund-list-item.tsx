// One fund in a list (spec landing §3 "Fund list item"): logo, name, investment manager, type and
// risk badges, the return of the list's period with its sign and an arrow (never colour alone),
// the minimum purchase and the AUM (or the expense ratio when the list is sorted by it). The whole
// card is one link to the detail page (a stretched link: one tab stop, the name is its text).
import { useT } from '~/lib/use-t';
import { Link } from 'react-router';
import { cx } from '~/components/ui/cx';
import type { Currency, FundCategory, FundStatus, FundType, Language, StatPeriod } from '~/domain/enums';
import { fundDetailPath, type RiskLevel } from '~/domain/fund-catalogue';
import { formatBasisPoints, formatCompactMoney, formatMoney, formatSignedPercent } from '~/lib/format';
import { BookmarkIcon, TriangleIcon } from './fund-list-icons';

/** What a row needs; the list model's rows (models/fund-list.server.ts) have this shape. */
export interface FundListItemData {
  id: number;
  name: string;
  slug: string;
  type: FundType;
  category: FundCategory;
  currency: Currency;
  status: FundStatus;
  logoUrl: string | null;
  isIndexFund: boolean;
  isNewcomer: boolean;
  hasDividend: boolean;
  isCapitalProtected: boolean;
  investmentManager: { name: string; logoUrl: string | null };
  minimumSubscriptionAmount: number;
  currentAum: number;
  expenseRatioBp: number;
  oneYearReturnPpm: number | null;
  period: StatPeriod;
  periodReturnPpm: number | null;
  riskLevel: RiskLevel;
  onWatchlist: boolean;
}

const RISK_CLASS: Record<RiskLevel, string> = {
  LOW: 'bg-brand-soft text-brand-strong',
  MEDIUM: 'bg-warning-soft text-warning',
  HIGH: 'bg-danger-soft text-danger',
};

export function FundListItem({
  fund,
  locale,
  showExpenseRatio = false,
}: {
  fund: FundListItemData;
  locale: Language;
  /** The list is sorted by expense ratio: show it instead of the AUM. */
  showExpenseRatio?: boolean;
}) {
  const { t } = useT(['fundList', 'common']);
  const titleId = `fund-${fund.id}-name`;
  const logo = fund.logoUrl ?? fund.investmentManager.logoUrl;
  return (
    <li
      className="card relative flex flex-col gap-4 p-4 transition-shadow focus-within:ring-2 focus-within:ring-focus hover:border-brand/40 hover:shadow-md md:p-5"
      data-testid="fund-list-item"
      data-slug={fund.slug}
    >
      <div className="flex items-start gap-3">
        {logo ? (
          <img
            src={logo}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            decoding="async"
            className="size-11 shrink-0 rounded-xl border border-line bg-surface object-contain p-1"
          />
        ) : (
          <span aria-hidden className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft font-bold text-brand-strong">
            {fund.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-snug font-semibold text-ink">
            <Link
              to={fundDetailPath(fund)}
              className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus:outline-none"
              prefetch="intent"
            >
              {fund.name}
            </Link>
          </h3>
          <p className="mt-0.5 truncate text-sm text-ink-muted">{fund.investmentManager.name}</p>
        </div>
        {fund.onWatchlist ? (
          <span className="shrink-0 text-accent" data-testid="on-watchlist" title={t('item.onWatchlist')}>
            <BookmarkIcon size={20} />
            <span className="sr-only">{t('item.onWatchlist')}</span>
          </span>
        ) : null}
      </div>

      <ul className="flex flex-wrap gap-1.5 text-xs font-medium" aria-label={t('filters.type')}>
        <Badge className="bg-line/70 text-ink">{t(`common:fundTypes.${fund.type}`)}</Badge>
        <Badge className={RISK_CLASS[fund.riskLevel]}>{t(`item.risk.${fund.riskLevel}`)}</Badge>
        {fund.category === 'SYARIAH' ? <Badge className="bg-info-soft text-ink">{t('item.syariah')}</Badge> : null}
        {fund.currency === 'USD' ? <Badge className="bg-info-soft text-ink">{t('item.usd')}</Badge> : null}
        {fund.isIndexFund ? <Badge className="bg-info-soft text-ink">{t('item.indexFund')}</Badge> : null}
        {fund.hasDividend ? <Badge className="bg-info-soft text-ink">{t('item.hasDividend')}</Badge> : null}
        {fund.isNewcomer ? <Badge className="bg-info-soft text-ink">{t('item.newcomer')}</Badge> : null}
        {fund.isCapitalProtected ? <Badge className="bg-info-soft text-ink">{t('item.capitalProtected')}</Badge> : null}
        {fund.status === 'active_subsdisabled' ? (
          <Badge className="border border-line text-ink-muted">{t('item.subscriptionClosed')}</Badge>
        ) : null}
      </ul>

      <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-line pt-3 text-sm">
        <div className="min-w-0">
          <dt className="truncate text-xs text-ink-muted">{t('item.returnLabel', { period: t(`periods.${fund.period}`) })}</dt>
          <dd className="mt-0.5">
            <ReturnFigure ppm={fund.periodReturnPpm} locale={locale} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="truncate text-xs text-ink-muted">{t('item.minimum')}</dt>
          <dd className="tabular mt-0.5 font-semibold whitespace-nowrap text-ink">
            {formatMoney(fund.minimumSubscriptionAmount, fund.currency, locale)}
          </dd>
        </div>
        <div className="min-w-0">
          {showExpenseRatio ? (
            <>
              <dt className="truncate text-xs text-ink-muted">{t('item.expenseRatio')}</dt>
              <dd className="tabular mt-0.5 font-semibold text-ink">{formatBasisPoints(fund.expenseRatioBp, locale)}</dd>
            </>
          ) : (
            <>
              <dt className="truncate text-xs text-ink-muted">{t('item.aum')}</dt>
              <dd className="tabular mt-0.5 font-semibold whitespace-nowrap text-ink">
                {formatCompactMoney(fund.currentAum, fund.currency, locale)}
              </dd>
            </>
          )}
        </div>
      </dl>
    </li>
  );
}

function Badge({ className, children }: { className: string; children: React.ReactNode }) {
  return <li className={cx('rounded-full px-2.5 py-1 leading-none', className)}>{children}</li>;
}

/** A return with its sign and an arrow; the direction is also said in words for screen readers. */
export function ReturnFigure({ ppm, locale }: { ppm: number | null; locale: Language }) {
  const { t } = useT('fundList');
  if (ppm === null) return <span className="text-ink-muted">{t('item.noReturn')}</span>;
  const fraction = ppm / 1e6;
  const direction = ppm > 0 ? 'up' : ppm < 0 ? 'down' : null;
  return (
    <span
      className={cx(
        'tabular inline-flex items-center gap-1 font-semibold whitespace-nowrap',
        direction === 'up' ? 'text-gain' : direction === 'down' ? 'text-loss' : 'text-ink',
      )}
      data-testid="fund-return"
    >
      {direction ? <TriangleIcon direction={direction} size={12} /> : null}
      <span className="sr-only">{t(direction === 'up' ? 'item.up' : direction === 'down' ? 'item.down' : 'item.flat')}</span>
      {formatSignedPercent(fraction, locale)}
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
