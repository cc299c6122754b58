// The product-type selector card (spec landing §2 "horizontally draggable chips for Watchlist, money
// market, fixed income, stock, sharia, share dividend and USD. It lists funds of the chosen type (5 per
// fetch) with a see-more link. An empty watchlist shows an add-to-watchlist prompt."). The chosen chip
// lives in the address (`?produk=`), so it works without JavaScript and survives a reload; with
// JavaScript a chip switches in place (no scroll jump) and the list shows skeleton rows meanwhile.
import { useRef, type PointerEvent } from 'react';
import { useNavigation } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { ChevronRightIcon } from '~/components/ui/icons';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Language } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import type { FundListItemData } from '~/domain/fund-list-item';
import { purchaseHref, SELECTOR_QUERY, selectorHref, type SelectorChip } from '~/domain/landing-links';
import { fromJsonText, type JsonText } from '~/lib/json-text';
import { useT } from '~/lib/use-t';
import { SignedPpm } from '~/components/ui/trend';

export interface ProductSelectorData {
  chip: SelectorChip;
  chips: SelectorChip[];
  rowsJson: JsonText<FundListItemData[]>;
  total: number;
  seeMoreHref: string;
}

/** Pixels a pointer must travel before a press on a chip counts as a drag (and not a click). */
const DRAG_THRESHOLD_PX = 6;

export function ProductSelector({ data, locale }: { data: ProductSelectorData; locale: Language }) {
  const { t } = useT('dashboard');
  const navigation = useNavigation();
  const rows = fromJsonText(data.rowsJson);
  const pendingChip =
    navigation.state === 'loading' && navigation.location.pathname === '/reksadana'
      ? new URLSearchParams(navigation.location.search).get(SELECTOR_QUERY)
      : null;
  const loading = pendingChip !== null && pendingChip !== data.chip;
  const drag = useDragScroll();
  return (
    <section id="pilih-produk" aria-labelledby="pilih-produk-title" className="page-container pt-8" data-testid="product-selector" data-chip={data.chip}>
      <div className="card md:p-6">
        <h2 id="pilih-produk-title" className="text-xl font-bold text-ink">
          {t('selector.title')}
        </h2>
        <nav aria-label={t('selector.chipsLabel')} className="-mx-5 mt-3 md:-mx-6">
          <ul
            ref={drag.ref}
            onPointerDown={drag.onPointerDown}
            onPointerMove={drag.onPointerMove}
            onPointerUp={drag.onPointerUp}
            onClickCapture={drag.onClickCapture}
            className="flex cursor-grab gap-2 overflow-x-auto px-5 pb-2 select-none [scrollbar-width:thin] md:px-6"
            data-testid="selector-chips"
          >
            {data.chips.map((chip) => (
              <li key={chip} className="shrink-0">
                <AppLink
                  to={selectorHref(chip)}
                  replace
                  preventScrollReset
                  aria-current={chip === data.chip ? 'true' : undefined}
                  draggable={false}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium whitespace-nowrap text-ink hover:border-brand aria-[current=true]:border-brand aria-[current=true]:bg-brand aria-[current=true]:text-white"
                  data-testid={`chip-${chip}`}
                >
                  {t(`selector.chips.${chip}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div aria-busy={loading} aria-live="polite" className="mt-2">
          {loading ? (
            <SelectorSkeleton label={t('selector.loading')} />
          ) : rows.length === 0 ? (
            data.chip === 'watchlist' ? (
              <EmptyWatchlist />
            ) : (
              <p className="py-6 text-center text-sm text-ink-muted">{t('selector.none')}</p>
            )
          ) : (
            <ul className="divide-y divide-line" data-testid="selector-funds">
              {rows.map((fund) => (
                <SelectorRow key={fund.id} fund={fund} locale={locale} />
              ))}
            </ul>
          )}
        </div>
        {!loading && rows.length > 0 ? (
          <AppLink to={data.seeMoreHref as `/${string}`} className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline" data-testid="selector-see-more">
            {t('selector.seeMore')}
            <ChevronRightIcon size={18} />
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}

function SelectorRow({ fund, locale }: { fund: FundListItemData; locale: Language }) {
  const { t } = useT('dashboard');
  return (
    <li className="flex items-center gap-3 py-3" data-testid="selector-fund" data-slug={fund.slug}>
      <StaticMarkup cacheKey={`selector-row:${locale}:${JSON.stringify(fund)}`} className="flex min-w-0 flex-1 items-center gap-3">
        <SelectorRowContent fund={fund} locale={locale} />
      </StaticMarkup>
      <AppLink
        to={purchaseHref({ kind: 'FUND', slug: fund.slug })}
        preventScrollReset
        className="btn-secondary min-h-11 shrink-0 px-4"
        aria-label={t('selector.buyLabel', { name: fund.name })}
        data-testid="selector-buy"
      >
        {t('selector.buy')}
      </AppLink>
    </li>
  );
}

function SelectorRowContent({ fund, locale }: { fund: FundListItemData; locale: Language }) {
  const { t } = useT(['dashboard', 'common']);
  return (
    <>
      {fund.logoUrl ? (
        <img src={fund.logoUrl} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 shrink-0 rounded-xl border border-line bg-surface object-contain p-1" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft font-bold text-brand-strong">
          {fund.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <AppLink to={fundDetailPath(fund)} className="text-link block truncate">
          {fund.name}
        </AppLink>
        <p className="truncate text-xs text-ink-muted">
          {t(`fundTypes.${fund.type}`, { ns: 'common' })} · {fund.managerName}
        </p>
      </div>
      <p className="shrink-0 text-right text-xs text-ink-muted">
        <span className="block">{t('selector.oneYear')}</span>
        <SignedPpm ppm={fund.periodReturnPpm} locale={locale} fallback={t('selector.noReturn')} />
      </p>
    </>
  );
}

function EmptyWatchlist() {
  const { t } = useT('dashboard');
  return (
    <div className="flex flex-col items-center gap-2 py-6 text-center" data-testid="empty-watchlist">
      <p className="font-semibold text-ink">{t('selector.emptyWatchlist.title')}</p>
      <p className="max-w-sm text-sm text-ink-muted">{t('selector.emptyWatchlist.body')}</p>
      <AppLink to="/reksadana/semua-produk" className="btn-primary mt-2" data-testid="empty-watchlist-add">
        {t('selector.emptyWatchlist.cta')}
      </AppLink>
    </div>
  );
}

function SelectorSkeleton({ label }: { label: string }) {
  return (
    <div data-testid="selector-skeleton">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="divide-y divide-line">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex items-center gap-3 py-3">
            <span className="size-10 shrink-0 animate-pulse rounded-xl bg-line motion-reduce:animate-none" />
            <span className="flex flex-1 flex-col gap-2">
              <span className="h-3.5 w-2/3 animate-pulse rounded bg-line motion-reduce:animate-none" />
              <span className="h-3 w-1/3 animate-pulse rounded bg-line motion-reduce:animate-none" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The chips row scrolls sideways with a finger or a trackpad as it is; with a mouse it can also be
 * dragged (spec "horizontally draggable chips"). A press that travelled is a drag, and the click that
 * ends it is swallowed so that dragging never switches the chip.
 */
function useDragScroll() {
  const ref = useRef<HTMLUListElement>(null);
  const state = useRef<{ x: number; left: number; moved: boolean; active: boolean }>({ x: 0, left: 0, moved: false, active: false });
  return {
    ref,
    onPointerDown: (event: PointerEvent<HTMLUListElement>) => {
      if (event.pointerType !== 'mouse' || event.button !== 0 || !ref.current) return;
      state.current = { x: event.clientX, left: ref.current.scrollLeft, moved: false, active: true };
    },
    onPointerMove: (event: PointerEvent<HTMLUListElement>) => {
      const s = state.current;
      if (!s.active || !ref.current) return;
      const dx = event.clientX - s.x;
      if (!s.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      s.moved = true;
      ref.current.scrollLeft = s.left - dx;
    },
    onPointerUp: () => {
      state.current.active = false;
    },
    onClickCapture: (event: React.MouseEvent) => {
      if (!state.current.moved) return;
      state.current.moved = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

