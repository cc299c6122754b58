// The realized-profit list of the signed-in landing page (spec landing §2 "Portfolio summary area
// with realized profits; filters live in the address bar (orderTypes and name)", §3, §4
// "Realized-profit paging", §9 page size 10 and re-observe delay 300 ms; decision 016).
//
// - Filters: one GET form whose fields carry the page's query names (`orderTypes`, `name`) and, as
//   hidden inputs, the page's other parameters, so it works without JavaScript and a filtered list
//   is a shareable URL. With JavaScript the name search applies 500 ms after the last key and a
//   checkbox at once, navigating in place (`replace`, `preventScrollReset`). A new filter starts
//   again at page 0.
// - Paging without JavaScript: "Muat lebih banyak" links to `realizedPage=N+1`; the server renders
//   pages 0..N+1 and the link's fragment lands on the first new row.
// - Paging with JavaScript: a sentinel under the list loads the next page from the API and appends
//   it. After a full page the sentinel is observed again 300 ms later (spec §4); a short page ends
//   the list. A button does the same for keyboards.
// - `masked` (the hide-balance toggle) hides amounts and profits; dates, names and the return rate,
//   which reveals no amount, stay.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { SEARCH_DEBOUNCE_MS } from '~/components/ui/timing';
import { SearchIcon } from '~/components/ui/fund-icons';
import { AppLink } from '~/components/ui/app-link';
import { buttonClass } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import { StaticMarkup } from '~/components/ui/static-markup';
import { Trend } from '~/components/ui/trend';
import type { Currency, Language } from '~/domain/enums';
import { fundDetailPath } from '~/domain/fund-catalogue';
import { REALIZED_PROFIT_LIST_PATH } from '~/domain/performance-details';
import {
  isFiltered,
  NAME_MAX_LENGTH,
  REALIZED_PROFIT_ORDER_TYPES,
  realizedProfitApiSearchParams,
  realizedProfitPageSearchParams,
  withoutRealizedProfitParams,
  type RealizedProfitOrderType,
  type RealizedProfitQuery,
} from '~/domain/realized-profit-query';
import { formatDayMonthYear, formatMaskedMoney, formatMoney, formatSignedMoney, formatSignedPercent } from '~/lib/format';
import { useT } from '~/lib/use-t';
import { realizedProfitFromJson } from '~/domain/api-json';
import type { RealizedProfitPage, RealizedProfitRow } from '~/models/realized-profits.server';
import { useHydrated } from '~/components/ui/use-hydrated';

export const REALIZED_PROFITS_API_PATH = '/api/v2/mutual-funds/portfolio/realized-profits';
/** The section's id: the form and the paging link land here. */
export const SECTION_ID = 'keuntungan-terealisasi';
/** spec landing §9: re-observe delay 300 ms. */
export const REOBSERVE_DELAY_MS = 300;

export interface RealizedProfitsProps {
  /** What the landing loader got from listRealizedProfitsThroughPage: pages 0..page.page. */
  page: RealizedProfitPage;
  /** The landing URL's query (as forms/realized-profit-query.ts parses it on the server). */
  query: RealizedProfitQuery;
  /** The investor's hide-balance toggle (profile enableMutualFundBalanceMasking). */
  masked: boolean;
  /** A link from each row to its own page (the performance page's list, issue 16 item 8); none on the landing. */
  rowLink?: RowLink;
}

export interface RowLink {
  href: (row: RealizedProfitRow) => `/${string}`;
  label: string;
}

export function RealizedProfits({ page, query, masked, rowLink }: RealizedProfitsProps) {
  const { t, locale } = useT('realizedProfits');
  const filtered = isFiltered(query);
  return (
    <section
      id={SECTION_ID}
      aria-labelledby={`${SECTION_ID}-title`}
      className="flex flex-col gap-4"
      data-testid="realized-profits"
    >
      <div>
        <h2 id={`${SECTION_ID}-title`} className="text-xl font-bold tracking-tight text-ink md:text-2xl">
          {t('title')}
        </h2>
        <p className="mt-1 text-ink-muted">{t('subtitle')}</p>
        {/* Issue 16 item 8: the landing's list leads to the performance page's own (it has totals per row's page). */}
        {rowLink === undefined && page.total > 0 ? (
          <AppLink to={REALIZED_PROFIT_LIST_PATH} className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline" data-testid="realized-profit-see-all">
            {t('seeAll')}
          </AppLink>
        ) : null}
      </div>
      {/* Nothing realized yet: nothing to filter either. */}
      {page.total > 0 || filtered ? (
        <RealizedProfitFilters query={query} offerClear={filtered && page.rows.length > 0} />
      ) : null}
      {/* A new filter or page from the URL starts the list again. */}
      <RealizedProfitList
        key={listKey(query, page)}
        page={page}
        query={query}
        masked={masked}
        locale={locale}
        filtered={filtered}
        rowLink={rowLink}
      />
    </section>
  );
}

function listKey(query: RealizedProfitQuery, page: RealizedProfitPage): string {
  return `${query.orderTypes.join(',')}|${query.name ?? ''}|${page.page}|${page.total}`;
}

// ---------------------------------------------------------------------------------------------
// Filters

interface FilterState {
  orderTypes: RealizedProfitOrderType[];
  name: string;
}

/** `offerClear`: a way back to no filter (the empty state has its own). */
function RealizedProfitFilters({ query, offerClear }: { query: RealizedProfitQuery; offerClear: boolean }) {
  const { t } = useT('realizedProfits');
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [state, setState] = useState<FilterState>(() => ({ orderTypes: query.orderTypes, name: query.name ?? '' }));
  const nameRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed (a submission, back/forward): show what it says, except in the search box
  // while someone types in it.
  const queryKey = JSON.stringify({ orderTypes: query.orderTypes, name: query.name ?? '' } satisfies FilterState);
  useEffect(() => {
    const next = JSON.parse(queryKey) as FilterState;
    setState((current) => (document.activeElement === nameRef.current ? { ...next, name: current.name } : next));
  }, [queryKey]);

  const otherParams = withoutRealizedProfitParams(new URLSearchParams(location.search));

  function go(next: FilterState) {
    clearTimeout(timer.current);
    const params = realizedProfitPageSearchParams(new URLSearchParams(location.search), {
      orderTypes: next.orderTypes,
      name: next.name.trim() || undefined,
      page: 0,
    });
    void navigate(hrefOf(location.pathname, params), { replace: true, preventScrollReset: true });
  }

  function change(patch: Partial<FilterState>, debounce = false) {
    const next = { ...state, ...patch };
    // No box ticked reads as all of them (spec §7's default), as it does without JavaScript.
    if (next.orderTypes.length === 0) next.orderTypes = [...REALIZED_PROFIT_ORDER_TYPES];
    setState(next);
    clearTimeout(timer.current);
    if (debounce) timer.current = setTimeout(() => go(next), SEARCH_DEBOUNCE_MS);
    else go(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(state);
  }

  const updating = navigation.state === 'loading' && changesFilter(navigation.location, location);
  return (
    <form
      method="get"
      action={`${location.pathname}#${SECTION_ID}`}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('filters.label')}
      className="flex flex-col gap-3 md:flex-row md:items-end md:gap-4"
      data-testid="realized-profit-filters"
    >
      {[...otherParams].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="min-w-0">
        <legend className="field-label">{t('filters.orderTypes')}</legend>
        <div className="flex flex-wrap gap-2">
          {REALIZED_PROFIT_ORDER_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm font-medium text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus"
            >
              <input
                type="checkbox"
                name="orderTypes"
                value={type}
                checked={state.orderTypes.includes(type)}
                onChange={(e) =>
                  change({
                    orderTypes: REALIZED_PROFIT_ORDER_TYPES.filter((t) =>
                      t === type ? e.target.checked : state.orderTypes.includes(t),
                    ),
                  })
                }
                className="size-5 shrink-0 accent-brand"
              />
              {t(`orderTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="min-w-0 md:w-72">
        <label htmlFor={`${SECTION_ID}-name`} className="field-label">
          {t('filters.name')}
        </label>
        <div className="relative">
          <SearchIcon
            size={20}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-subtle"
          />
          <input
            ref={nameRef}
            id={`${SECTION_ID}-name`}
            type="search"
            name="name"
            value={state.name}
            maxLength={NAME_MAX_LENGTH}
            placeholder={t('filters.namePlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => change({ name: e.target.value }, true)}
            className="field-input pl-10"
          />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {updating ? t('filters.updating') : ''}
      </p>
      {/* With JavaScript every change applies itself: only the way back to no filter remains. */}
      {hydrated && !offerClear ? null : (
        <div className="flex flex-wrap gap-2">
          {hydrated ? null : (
            <button type="submit" className={buttonClass({ variant: 'secondary' })}>
              {t('filters.apply')}
            </button>
          )}
          {offerClear ? (
            <Link
              to={`${hrefOf(location.pathname, otherParams)}#${SECTION_ID}`}
              replace
              preventScrollReset
              className={buttonClass({ variant: 'ghost' })}
            >
              {t('filters.clear')}
            </Link>
          ) : null}
        </div>
      )}
    </form>
  );
}

/** Whether a navigation changes this list's filter (the landing page's other lists navigate too). */
function changesFilter(
  target: { pathname: string; search: string },
  current: { pathname: string; search: string },
): boolean {
  if (target.pathname !== current.pathname) return false;
  // The filter's own parameters, as written (the server reads them; here only a change matters).
  const filterOf = (search: string) => {
    const params = new URLSearchParams(search);
    return JSON.stringify(['orderTypes', 'name'].map((name) => params.getAll(name)));
  };
  return filterOf(target.search) !== filterOf(current.search);
}

function hrefOf(pathname: string, params: URLSearchParams): `/${string}` {
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}` as `/${string}`;
}

// ---------------------------------------------------------------------------------------------
// The list and its paging

type LoadState = 'idle' | 'loading' | 'error';

interface ApiPage {
  data: { realizedProfits: RealizedProfitRow[]; page: number; size: number; hasMore: boolean };
}

/**
 * spec landing §4/§9: after a full page the list may go on (observe the end again after 300 ms);
 * a page shorter than the page size, or the last one, ends it.
 */
export function continuesAfter(loaded: { rows: number; size: number; hasMore: boolean }): boolean {
  return loaded.rows >= loaded.size && loaded.hasMore;
}

/** Rows of a later page that are not shown yet (a sale booked meanwhile shifts the pages by one). */
export function appendNew(rows: readonly RealizedProfitRow[], more: readonly RealizedProfitRow[]): RealizedProfitRow[] {
  const shown = new Set(rows.map((row) => row.id));
  return [...rows, ...more.filter((row) => !shown.has(row.id))];
}

/** The id of the first row of page N (N > 0): where the no-JavaScript paging link lands. */
export const pageAnchor = (page: number) => `${SECTION_ID}-halaman-${page}`;

function RealizedProfitList({
  page,
  query,
  masked,
  locale,
  filtered,
  rowLink,
}: RealizedProfitsProps & { locale: Language; filtered: boolean }) {
  const { t } = useT('realizedProfits');
  const location = useLocation();
  const hydrated = useHydrated();
  const [rows, setRows] = useState(page.rows);
  const [nextPage, setNextPage] = useState(page.page + 1);
  const [hasMore, setHasMore] = useState(page.hasMore);
  const [loadState, setLoadState] = useState<LoadState>('idle');
  const [observing, setObserving] = useState(true);
  const sentinel = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController | null>(null);
  const reobserve = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(reobserve.current);
    },
    [],
  );

  const load = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoadState('loading');
    try {
      const params = realizedProfitApiSearchParams({ ...query, page: nextPage, size: page.size });
      const response = await fetch(`${REALIZED_PROFITS_API_PATH}?${params}`, {
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { data } = (await response.json()) as ApiPage;
      const more = continuesAfter({ rows: data.realizedProfits.length, size: data.size, hasMore: data.hasMore });
      // The API sends decimals in their unit (decision 028); the rows format integers like the server's.
      setRows((shown) => appendNew(shown, data.realizedProfits.map(realizedProfitFromJson)));
      setNextPage(data.page + 1);
      setHasMore(more);
      setLoadState('idle');
      if (more) {
        // spec §4: observe the end of the list again after 300 ms.
        setObserving(false);
        reobserve.current = setTimeout(() => setObserving(true), REOBSERVE_DELAY_MS);
      }
    } catch {
      if (!controller.signal.aborted) setLoadState('error');
    }
  }, [query, nextPage, page.size]);

  useEffect(() => {
    const target = sentinel.current;
    if (
      !hydrated ||
      !hasMore ||
      !observing ||
      loadState !== 'idle' ||
      !target ||
      typeof IntersectionObserver === 'undefined'
    )
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hydrated, hasMore, observing, loadState, load]);

  if (rows.length === 0) {
    return filtered ? <FilteredEmpty /> : <Empty />;
  }

  const loading = loadState === 'loading';
  const nextHref =
    `${hrefOf(location.pathname, realizedProfitPageSearchParams(new URLSearchParams(location.search), { ...query, page: page.page + 1 }))}#${pageAnchor(page.page + 1)}` as const;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted" data-testid="realized-profit-count">
        {t('count', { count: page.total })}
      </p>
      <ul
        aria-labelledby={`${SECTION_ID}-title`}
        aria-busy={loading}
        className="flex flex-col gap-3"
        data-testid="realized-profit-list"
      >
        {rows.map((row, index) => (
          <RealizedProfitItem
            key={row.id}
            row={row}
            masked={masked}
            locale={locale}
            rowLink={rowLink}
            anchor={index > 0 && index % page.size === 0 ? pageAnchor(index / page.size) : undefined}
          />
        ))}
        {loading ? (
          <>
            <RealizedProfitItemSkeleton />
            <RealizedProfitItemSkeleton />
          </>
        ) : null}
      </ul>
      <p className="sr-only" aria-live="polite">
        {loading
          ? t('paging.loading')
          : rows.length > page.rows.length
            ? t('paging.loaded', { count: rows.length })
            : ''}
      </p>
      {loadState === 'error' ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-2 rounded-[var(--radius-control)] bg-danger-soft p-3 text-sm text-ink"
        >
          <p>{t('paging.error')}</p>
          <button type="button" onClick={() => void load()} className={buttonClass({ variant: 'secondary' })}>
            {t('paging.retry')}
          </button>
        </div>
      ) : null}
      {hasMore ? (
        <div ref={sentinel} className="flex justify-center">
          {hydrated ? (
            loadState === 'idle' ? (
              <button
                type="button"
                onClick={() => void load()}
                className={buttonClass({ variant: 'secondary' })}
                data-testid="realized-profit-more"
              >
                {t('paging.loadMore')}
              </button>
            ) : null
          ) : (
            <AppLink
              to={nextHref}
              rel="next"
              className={buttonClass({ variant: 'secondary' })}
              data-testid="realized-profit-more"
            >
              {t('paging.loadMore')}
            </AppLink>
          )}
        </div>
      ) : rows.length > page.size ? (
        <p className="text-center text-sm text-ink-muted" data-testid="realized-profit-end">
          {t('paging.end')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One row: the same markup for everyone who sees the same row in the same language and mask, so it
 * is rendered once per row and served as a string (StaticMarkup, decision 010): ten rows were a
 * quarter of the signed-in landing's render.
 */
function RealizedProfitItem({
  row,
  masked,
  locale,
  anchor,
  rowLink,
}: {
  row: RealizedProfitRow;
  masked: boolean;
  locale: Language;
  anchor?: string;
  rowLink?: RowLink;
}) {
  return (
    <StaticMarkup
      as="li"
      id={anchor}
      cacheKey={`realized-profit:${locale}:${masked ? 1 : 0}:${rowLink ? rowLink.href(row) : ''}:${JSON.stringify(row)}`}
      className="card grid scroll-mt-24 gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6 md:p-5"
      data-testid="realized-profit-item"
    >
      <RealizedProfitItemBody row={row} masked={masked} locale={locale} rowLink={rowLink} />
    </StaticMarkup>
  );
}

function RealizedProfitItemBody({ row, masked, locale, rowLink }: { row: RealizedProfitRow; masked: boolean; locale: Language; rowLink?: RowLink }) {
  const { t } = useT('realizedProfits');
  const { currency } = row.fund;
  return (
    <>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
          <time dateTime={row.navDate}>{formatDayMonthYear(row.navDate, locale)}</time>
          <span className="rounded-full bg-line/70 px-2.5 py-0.5 text-xs font-medium text-ink">
            {t(`orderTypes.${row.orderType}`)}
          </span>
        </p>
        <h3 className="text-base leading-snug font-semibold text-ink">
          <AppLink
            to={fundDetailPath(row.fund)}
            className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            {row.fund.name}
          </AppLink>
        </h3>
        <p className="truncate text-sm text-ink-muted">
          {t('row.portfolio')}: {row.portfolio.name}
        </p>
        {rowLink ? (
          <AppLink to={rowLink.href(row)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline" data-testid="realized-profit-row-link">
            {rowLink.label}
            <span className="sr-only"> {row.fund.name}</span>
          </AppLink>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3 text-sm md:grid-cols-[repeat(3,9.5rem)] md:border-0 md:pt-0 md:text-right">
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('row.amount')}</dt>
          <dd className="tabular mt-0.5 font-semibold whitespace-nowrap text-ink">
            {masked ? <Masked currency={currency} /> : formatMoney(row.amount, currency, locale)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('row.profit')}</dt>
          <dd className="mt-0.5">
            {masked ? (
              <span className="tabular font-semibold whitespace-nowrap text-ink">
                <Masked currency={currency} />
              </span>
            ) : (
              <SpokenTrend value={row.realizedProfit} text={formatSignedMoney(row.realizedProfit, currency, locale)} />
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-ink-muted">{t('row.returnRate')}</dt>
          <dd className="mt-0.5">
            {row.returnRate === null ? (
              <span className="font-semibold text-ink-muted">
                <span aria-hidden="true">–</span>
                <span className="sr-only">{t('row.noReturnRate')}</span>
              </span>
            ) : (
              <SpokenTrend value={row.returnRate} text={formatSignedPercent(row.returnRate / 100, locale)} />
            )}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** A gain or loss with its sign and an arrow (the .trend classes), never colour alone; the direction in words for screen readers. */
function SpokenTrend({ value, text }: { value: number; text: string }) {
  const { t } = useT('realizedProfits');
  return (
    <Trend value={value}>
      <span className="sr-only">{t(value > 0 ? 'row.up' : value < 0 ? 'row.down' : 'row.flat')}</span>
      {text}
    </Trend>
  );
}

function Masked({ currency }: { currency: Currency }) {
  const { t } = useT('realizedProfits');
  return (
    <>
      <span aria-hidden="true">{formatMaskedMoney(currency)}</span>
      <span className="sr-only">{t('row.masked')}</span>
    </>
  );
}

/** A row-shaped placeholder while a page loads (DESIGN.md: skeletons, not spinners). */
function RealizedProfitItemSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="card grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-6 md:p-5"
      data-testid="realized-profit-skeleton"
    >
      <span className="flex flex-col gap-2">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
      </span>
      <span className="grid grid-cols-2 gap-4 md:grid-cols-[repeat(3,9.5rem)]">
        {[0, 1, 2].map((i) => (
          <span key={i} className="flex flex-col gap-1.5">
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </span>
        ))}
      </span>
    </li>
  );
}

function Empty() {
  const { t } = useT('realizedProfits');
  return (
    <div className="card flex flex-col items-center gap-2 px-6 py-8 text-center" data-testid="realized-profit-empty">
      <h3 className="text-lg font-semibold text-ink">{t('empty.title')}</h3>
      <p className="max-w-md text-ink-muted">{t('empty.body')}</p>
    </div>
  );
}

function FilteredEmpty() {
  const { t } = useT('realizedProfits');
  const location = useLocation();
  const clearHref = hrefOf(location.pathname, withoutRealizedProfitParams(new URLSearchParams(location.search)));
  return (
    <div
      className="card flex flex-col items-center gap-2 px-6 py-8 text-center"
      role="status"
      data-testid="realized-profit-empty-filtered"
    >
      <h3 className="text-lg font-semibold text-ink">{t('emptyFiltered.title')}</h3>
      <p className="max-w-md text-ink-muted">{t('emptyFiltered.body')}</p>
      <Link
        to={`${clearHref}#${SECTION_ID}`}
        replace
        preventScrollReset
        className={buttonClass({ variant: 'secondary' })}
        data-testid="realized-profit-clear"
      >
        {t('filters.clear')}
      </Link>
    </div>
  );
}
