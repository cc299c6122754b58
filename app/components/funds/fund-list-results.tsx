// The rows of a fund list, its count, its empty states and its paging (spec funds §2.3, §9; spec
// landing §4 "Product list paging").
// - Without JavaScript: "previous page" and "next page" links (`_page` in the URL).
// - With JavaScript: the next page loads when the end of the list comes near (a useFetcher on the
//   same route with `_page` + 1, appended), at most once per 500 ms; has-more turns false when a
//   page comes back shorter than the page size. A "load more" button does the same for keyboards.
//   The parent keys this component by the URL, so a new query starts again from its first page.
import { SCROLL_DEBOUNCE_MS } from '~/components/ui/timing';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '~/lib/use-t';
import { Link, useFetcher, useLocation, useNavigation } from 'react-router';
import { PATHS } from '~/components/layout/links';
import { buttonClass } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import type { Language, StatPeriod } from '~/domain/enums';
import type { CatalogueFilter } from '~/domain/fund-catalogue';
import { fundListSearchParams, type FundListQuery } from '~/forms/fund-list-query';
import { fromJsonText, type JsonText } from '~/lib/json-text';
import { FundListItem, FundListItemSkeleton, type FundListItemData } from './fund-list-item';
import { useHydrated } from '~/components/ui/use-hydrated';


export interface FundListResultsData {
  query: FundListQuery;
  filter: CatalogueFilter | null;
  /** The page's rows as one JSON text (lib/json-text.ts). */
  rowsJson: JsonText<FundListItemData[]>;
  /** The period of the rows' return. */
  period: StatPeriod;
  page: number;
  size: number;
  total: number;
  hasMore: boolean;
}

export function FundListResults({ data, locale }: { data: FundListResultsData; locale: Language }) {
  const { t } = useT('fundList');
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<FundListResultsData>();
  const hydrated = useHydrated();
  const [appended, setAppended] = useState<FundListItemData[]>([]);
  const [nextPage, setNextPage] = useState(data.page + 1);
  const [hasMore, setHasMore] = useState(data.hasMore);
  const lastLoad = useRef(0);
  const sentinel = useRef<HTMLDivElement>(null);
  const { query, filter } = data;
  const pageHref = useCallback(
    (page: number) => {
      const params = fundListSearchParams({ ...query, page }, filter);
      const search = params.toString();
      return `${pathname}${search ? `?${search}` : ''}`;
    },
    [query, filter, pathname],
  );

  const loading = fetcher.state !== 'idle';
  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    const now = Date.now();
    if (now - lastLoad.current < SCROLL_DEBOUNCE_MS) return;
    lastLoad.current = now;
    fetcher.load(pageHref(nextPage));
  }, [fetcher, hasMore, loading, nextPage, pageHref]);

  // A page arrived: append it (once: only the page we asked for).
  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== 'idle' || !page || page.page !== nextPage) return;
    const pageRows = fromJsonText(page.rowsJson);
    setAppended((rows) => [...rows, ...pageRows]);
    setNextPage(page.page + 1);
    setHasMore(page.hasMore && pageRows.length >= page.size);
  }, [fetcher.state, fetcher.data, nextPage]);

  // Load when the end of the list is within 600 px; observing again after every page re-checks
  // a sentinel that is still in view (a tall screen, or a short page).
  useEffect(() => {
    const target = sentinel.current;
    if (!hydrated || !hasMore || loading || !target || typeof IntersectionObserver === 'undefined') return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const wait = SCROLL_DEBOUNCE_MS - (Date.now() - lastLoad.current);
        if (wait > 0) retry = setTimeout(loadMore, wait);
        else loadMore();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(retry);
    };
  }, [hydrated, hasMore, loading, loadMore, appended.length]);

  const firstRows = fromJsonText(data.rowsJson);
  const rows = appended.length > 0 ? [...firstRows, ...appended] : firstRows;
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const pages = Math.max(1, Math.ceil(data.total / data.size));

  if (data.total === 0 || (firstRows.length === 0 && data.page === 0)) {
    return <EmptyState query={query} filter={filter} />;
  }

  return (
    <div aria-busy={busy || loading} className={cx('transition-opacity', busy && 'opacity-60')}>
      <p role="status" className="mb-3 text-sm text-ink-muted" data-testid="fund-count">
        {t('resultCount', { count: data.total })}
      </p>
      {/* With JavaScript a page after the first (a shared paging link) offers the way back on top;
          without, the paging links below do. */}
      {hydrated && data.page > 0 ? (
        <Link
          to={pageHref(data.page - 1)}
          className="mb-3 inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
          rel="prev"
        >
          {t('paging.previous')}
        </Link>
      ) : null}
      {rows.length === 0 ? (
        // A page past the end (a stale link): the way back is the link above.
        <p className="text-ink-muted">{t('paging.end')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4" data-testid="fund-list">
          {rows.map((fund) => (
            <FundListItem key={fund.id} fund={fund} period={data.period} locale={locale} showExpenseRatio={query.sort === 'expenseRatio'} />
          ))}
          {loading ? (
            <>
              <FundListItemSkeleton />
              <FundListItemSkeleton />
            </>
          ) : null}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {loading ? t('paging.loadingMore') : ''}
      </p>

      {hydrated ? (
        hasMore ? (
          <div ref={sentinel} className="mt-6 flex justify-center">
            <button
              type="button"
              onClick={() => {
                lastLoad.current = 0;
                loadMore();
              }}
              disabled={loading}
              className={buttonClass({ variant: 'secondary' })}
              data-testid="load-more"
            >
              {loading ? t('paging.loadingMore') : t('paging.loadMore')}
            </button>
          </div>
        ) : rows.length > 0 && (data.page > 0 || appended.length > 0 || data.total > data.size) ? (
          <p className="mt-6 text-center text-sm text-ink-muted" data-testid="list-end">
            {t('paging.end')}
          </p>
        ) : null
      ) : (
        <nav aria-label={t('paging.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {data.page > 0 ? (
            <Link to={pageHref(data.page - 1)} rel="prev" className={buttonClass({ variant: 'ghost' })} data-testid="previous-page">
              {t('paging.previous')}
            </Link>
          ) : null}
          <span className="text-sm text-ink-muted">{t('paging.pageOf', { page: data.page + 1, pages })}</span>
          {data.hasMore ? (
            <Link to={pageHref(data.page + 1)} rel="next" className={buttonClass({ variant: 'secondary' })} data-testid="next-page">
              {t('paging.next')}
            </Link>
          ) : null}
        </nav>
      )}
    </div>
  );
}

function EmptyState({ query, filter }: { query: FundListQuery; filter: CatalogueFilter | null }) {
  const { t } = useT('fundList');
  const { pathname } = useLocation();
  const isSearch = Boolean(query.keyword);
  const withoutKeyword = fundListSearchParams({ ...query, keyword: undefined, page: 0 }, filter).toString();
  const hasUrlFilters = fundListSearchParams({ ...query, page: 0 }, filter).toString() !== '';
  const watchlist = query.watchlistOnly && !isSearch;
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-10 text-center" role="status" data-testid={isSearch ? 'empty-search' : 'empty-list'}>
      <h2 className="text-lg font-semibold text-ink">
        {isSearch ? t('empty.searchTitle') : watchlist ? t('empty.watchlistTitle') : t('empty.noFundsTitle')}
      </h2>
      <p className="max-w-md text-ink-muted">
        {isSearch
          ? t('empty.searchBody', { keyword: query.keyword })
          : watchlist
            ? t('empty.watchlistBody')
            : t('empty.noFundsBody')}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {isSearch ? (
          <Link to={`${pathname}${withoutKeyword ? `?${withoutKeyword}` : ''}`} className={buttonClass()}>
            {t('empty.searchAction')}
          </Link>
        ) : (
          <>
            {hasUrlFilters ? (
              <Link to={pathname} className={buttonClass({ variant: 'secondary' })}>
                {t('empty.resetFilters')}
              </Link>
            ) : null}
            {pathname !== PATHS.allFunds || hasUrlFilters ? (
              <Link to={PATHS.allFunds} className={buttonClass()}>
                {t('empty.noFundsAction')}
              </Link>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
