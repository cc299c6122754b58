// /reksadana/semua-produk and the nine category pages (/reksadana/pasar-uang … /membagikan-dividen;
// spec funds §2.1, §2.3; issue 3 item 1). One module, one route per page (routes.ts): the URL path
// says which page, and a category page fixes its type or collection over the query.
// Everything else lives in the URL query (forms/fund-list-query.ts): search, sort, filters, page.
// Without JavaScript the filters are a GET form and the list pages with links; with JavaScript the
// search is debounced and more rows load on scroll (components/funds/fund-list-results.tsx).
import { useEffect, useRef } from 'react';
import { useT } from '~/lib/use-t';
import { redirect, useLocation } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { StaticMarkup } from '~/components/ui/static-markup';
import type { Route } from './+types/fund-list';
import { FundFilters, RESULTS_ID } from '~/components/funds/fund-filters';
import { FundListResults } from '~/components/funds/fund-list-results';
import { PATHS, signInHref } from '~/components/layout/links';
import { metaLocale, pageMeta, texts } from '~/components/layout/meta';
import { ChevronRightIcon } from '~/components/ui/icons';
import { CATEGORY_PAGES, categoryPageByPath } from '~/domain/fund-catalogue';
import { toFundListItem } from '~/domain/fund-list-item';
import { applyCatalogueFilter, parseFundListQueryLenient, sortPeriod } from '~/forms/fund-list-query';
import { toJsonText } from '~/lib/json-text';
import { getSessionUser } from '~/lib/session.server';
import { getLocale } from '~/middleware/i18next';
import { listFunds } from '~/models/fund-list.server';
import type idFundList from '~/locales/id/fund-list';
import { loadTranslations, translations } from '~/locales/loading';

type PageKey = keyof (typeof idFundList)['pages'];
const ALL_PRODUCTS: PageKey = 'semua-produk';

export const handle = translations('fundList');
export const clientMiddleware = [loadTranslations(handle)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const categoryPage = categoryPageByPath(segment) ?? null;
  const filter = categoryPage?.filter ?? null;
  const query = applyCatalogueFilter(parseFundListQueryLenient(url.searchParams).query, filter);
  const user = await getSessionUser(request);
  // A shared "my watchlist" link: the visitor signs in first and comes back to it.
  if (query.watchlistOnly && !user) throw redirect(signInHref(`${url.pathname}${url.search}`));
  const { rows, ...list } = listFunds(query, { userId: user?.id ?? null });
  return {
    pageKey: (categoryPage?.path ?? ALL_PRODUCTS) as PageKey,
    filter,
    query,
    signedIn: user !== null,
    locale: getLocale(context),
    ...list,
    // Only what an item shows (the rows travel with the HTML), and their period once; as one JSON
    // text, written once per list result (lib/json-text.ts).
    rowsJson: toJsonText(rows.map(toFundListItem), rows),
    period: sortPeriod(query.sort) ?? 'oneYear',
  };
}

export default function FundList({ loaderData }: Route.ComponentProps) {
  const { t } = useT('fundList');
  const { pageKey, filter, query, signedIn, locale } = loaderData;
  const { pathname, search } = useLocation();
  return (
    <div className="page-container py-6 md:py-10">
      <header className="max-w-3xl">
        <h1 className="section-title" id="fund-list-title">
          {t(`pages.${pageKey}.title`)}
        </h1>
        <p className="mt-2 text-ink-muted">{t(`pages.${pageKey}.description`)}</p>
      </header>

      <CategoryNav current={pageKey} locale={locale} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside className="lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:self-start">
          <FundFilters query={query} filter={filter} signedIn={signedIn} />
        </aside>
        <section id={RESULTS_ID} aria-labelledby="fund-list-title" className="min-w-0 scroll-mt-[calc(var(--header-height)+1rem)]">
          {/* A new URL (filters, search, sort, page) starts a new list: the first page resets it. */}
          <FundListResults key={`${pathname}?${search}`} data={loaderData} locale={locale} />
        </section>
      </div>
    </div>
  );
}

/** The type and collection pages, as links (spec funds §2.3 type selector). */
function CategoryNav({ current, locale }: { current: PageKey; locale: string }) {
  const { t } = useT('fundList');
  const nav = useRef<HTMLElement>(null);
  // On a phone the chips scroll sideways: bring the current page's chip into view.
  useEffect(() => {
    const strip = nav.current?.querySelector('ul');
    const chip = strip?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!strip || !chip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = chip.offsetLeft - strip.offsetLeft - (strip.clientWidth - chip.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={nav} aria-label={t('categoryNav')} className="mt-5">
      <StaticMarkup cacheKey={`category-nav:${locale}:${current}`}>
        <CategoryChips current={current} />
      </StaticMarkup>
    </nav>
  );
}

/** The chips: the same for everyone on the same page (StaticMarkup). */
function CategoryChips({ current }: { current: PageKey }) {
  const { t } = useT('fundList');
  const pages: PageKey[] = [ALL_PRODUCTS, ...CATEGORY_PAGES.map((page) => page.path as PageKey)];
  return (
    <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
      {pages.map((key) => (
        <li key={key} className="shrink-0">
          <AppLink
            to={key === ALL_PRODUCTS ? PATHS.allFunds : `/reksadana/${key}`}
            aria-current={key === current ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm font-medium whitespace-nowrap text-ink hover:border-brand aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            {t(`pages.${key}.nav`)}
          </AppLink>
        </li>
      ))}
      <li className="shrink-0">
        <AppLink
          to="/reksadana/tipe"
          className="inline-flex min-h-11 items-center gap-1 px-2 text-sm font-semibold whitespace-nowrap text-brand underline-offset-4 hover:underline"
        >
          {t('typesLink')}
          <ChevronRightIcon size={16} />
        </AppLink>
      </li>
    </ul>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const page = texts(metaLocale(args.matches)).fundList.pages[args.loaderData?.pageKey ?? ALL_PRODUCTS];
  return pageMeta(args, { title: page.title, description: page.description, indexable: true });
};
