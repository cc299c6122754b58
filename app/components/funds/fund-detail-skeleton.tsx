// The fund detail page while it loads on a client navigation (spec funds §2.2 "a skeleton while
// loading"): React Router keeps the previous page until the fund's data is in; when the next page is
// a fund's, its outline takes the previous page's place at once. Rendered by the root around the
// route outlet, so it uses only the `common` texts (the page's own namespace may still be loading).
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Skeleton } from '~/components/ui/skeleton';
import { parseFundDetailPath } from '~/domain/fund-catalogue';
import { useT } from '~/lib/use-t';

/** True while a client navigation loads another fund detail page than the current address. */
export function usePendingFundPage(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname !== pathname && parseFundDetailPath(navigation.location.pathname) !== null;
}

/** The route's content, or the fund page's skeleton while a fund page loads. */
export function FundPagePending({ children }: { children: ReactNode }) {
  const pending = usePendingFundPage();
  // The outline starts at the top of the page: show it where the visitor looks.
  useEffect(() => {
    if (pending) window.scrollTo({ top: 0 });
  }, [pending]);
  return pending ? <FundDetailSkeleton /> : children;
}

/** The fund page's outline: back link, title, figures, chart, cards and the buy box. */
export function FundDetailSkeleton() {
  const { t } = useT();
  return (
    <div className="page-container py-4 md:py-8" aria-busy="true" data-testid="fund-detail-skeleton">
      <p role="status" className="sr-only">
        {t('pending.fundPage')}
      </p>
      <div aria-hidden="true">
        <Skeleton className="mb-4 h-6 w-24" />
        <div className="flex items-start gap-3">
          <Skeleton rounded="full" className="size-12 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-7 w-3/4 max-w-md" />
            <Skeleton className="h-4 w-1/2 max-w-xs" />
          </div>
        </div>
        <div className="mt-4 flex gap-8">
          <Skeleton className="h-12 w-36" />
          <Skeleton className="h-12 w-28" />
        </div>
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
          <Skeleton rounded="card" className="h-40 lg:col-start-2 lg:row-start-1" />
          <div className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
            <Skeleton rounded="card" className="h-96" />
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} rounded="card" className="h-20" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
